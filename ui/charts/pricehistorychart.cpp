// SPDX-FileCopyrightText: 2026 GPU Advisor contributors
// SPDX-License-Identifier: GPL-3.0-or-later
#include "ui/charts/pricehistorychart.h"

#include "model/browser/pricehistorymodel.h"
#include "model/browser/whatifsettings.h"
#include "model/catalog/datasources.h"
#include "model/format/formatter.h"
#include "ui/browser/assumptionstext.h"
#include "ui/charts/chartcolors.h"

#include <QChart>
#include <QChartView>
#include <QDateTimeAxis>
#include <QLegend>
#include <QLegendMarker>
#include <QLineSeries>
#include <QSet>
#include <QToolTip>
#include <QValueAxis>

using namespace Qt::StringLiterals;

namespace {

// Local time throughout: QDateTimeAxis writes its labels in local time.
qreal when(const QDate &date)
{
    return qreal(date.startOfDay().toMSecsSinceEpoch());
}

QLineSeries *priceLine(const QString &name, QObject *parent)
{
    auto *series = new QLineSeries(parent);
    series->setName(name);
    series->setPointsVisible(true);
    series->setMarkerSize(5);
    return series;
}

} // namespace

PriceHistoryChart::PriceHistoryChart(const PriceHistoryModel *history, const WhatIfSettings *settings, QWidget *parent)
    : ChartPanel(parent)
    , m_history(history)
    , m_settings(settings)
{
    setObjectName(u"priceHistoryChart"_s);
    setFileStem(u"price-history"_s);

    m_new = priceLine(tr("New"), this);
    m_used = priceLine(tr("Used"), this);
    m_asOf = new QLineSeries(this);
    m_launch = new QLineSeries(this);
    m_axisX = new QDateTimeAxis(this);
    m_axisX->setFormat(u"yyyy-MM"_s);
    m_axisX->setTruncateLabels(false);
    m_axisX->setTitleText(tr("Date of the observation (month)"));
    m_axisY = new QValueAxis(this);
    chart()->addAxis(m_axisX, Qt::AlignBottom);
    chart()->addAxis(m_axisY, Qt::AlignLeft);
    for (QLineSeries *series : {m_new, m_used, m_asOf, m_launch}) {
        chart()->addSeries(series);
        series->attachAxis(m_axisX);
        series->attachAxis(m_axisY);
    }
    chart()->legend()->setMarkerShape(QLegend::MarkerShapeFromSeries);
    // Beside the plot: this chart is wide and short in the detail view.
    chart()->legend()->setAlignment(Qt::AlignRight);
    for (QLineSeries *series : {m_new, m_used}) {
        connect(series, &QLineSeries::hovered, this, [this, series](const QPointF &point, bool state) {
            if (!state)
                return;
            const QDate date = QDateTime::fromMSecsSinceEpoch(qint64(point.x())).date();
            QToolTip::showText(QCursor::pos(),
                               tr("%1 %2: %3")
                                   .arg(series->name(), date.toString(u"yyyy-MM-dd"_s),
                                        Formatter::money(point.y(), m_settings->currencySymbol())),
                               chartView());
        });
    }

    connect(m_history, &QAbstractItemModel::modelReset, this, &PriceHistoryChart::scheduleRefresh);
    connect(m_history, &QAbstractItemModel::dataChanged, this, &PriceHistoryChart::scheduleRefresh);
    connect(m_settings, &WhatIfSettings::changed, this, &PriceHistoryChart::scheduleRefresh);
    scheduleRefresh();
}

PriceHistoryChart::~PriceHistoryChart() = default;

void PriceHistoryChart::layoutDecorations()
{
    // As many month labels as fit the plot's width ("2023-01" takes about 70 pixels), and no
    // more than one every three months.
    const int fit = int(chart()->plotArea().width() / 85) + 1;
    const int ticks = std::clamp(std::min(fit, m_months / 3 + 1), 3, 9);
    if (ticks != m_axisX->tickCount())
        m_axisX->setTickCount(ticks);
}

void PriceHistoryChart::setGpu(const QString &name, std::optional<double> launchPriceUsd)
{
    m_name = name;
    m_launchPrice = launchPriceUsd;
    scheduleRefresh();
}

int PriceHistoryChart::newPointCount() const
{
    return int(m_new->count());
}

int PriceHistoryChart::usedPointCount() const
{
    return int(m_used->count());
}

void PriceHistoryChart::refresh()
{
    QList<QPointF> newPoints;
    QList<QPointF> usedPoints;
    QSet<QString> newSources;
    QSet<QString> usedSources;
    QDate first;
    QDate last;
    double top = m_launchPrice.value_or(0);
    const QList<PriceObservation> &observations = m_history->observations();
    for (const PriceObservation &o : observations) {
        const bool isNew = o.condition == PriceCondition::New;
        (isNew ? newPoints : usedPoints).append({when(o.observedOn), o.usd});
        (isNew ? newSources : usedSources).insert(DataSources::sourceTitle(o.source));
        first = first.isValid() ? std::min(first, o.observedOn) : o.observedOn;
        last = last.isValid() ? std::max(last, o.observedOn) : o.observedOn;
        top = std::max(top, o.usd);
    }
    m_new->replace(newPoints);
    m_used->replace(usedPoints);

    const QString currency = m_settings->currencySymbol();
    setTitle(m_name.isEmpty() ? tr("Price history") : tr("Price history: %1").arg(m_name));
    if (observations.isEmpty()) {
        setPlaceholder(m_name.isEmpty() ? tr("Select a GPU in the table to see its price history.")
                                        : tr("No price of the %1 is on record.").arg(m_name));
        return;
    }
    setPlaceholder({});

    // A month either side, so the first and last points do not sit on the frame.
    const QDate from = QDate(first.year(), first.month(), 1).addMonths(-1);
    const QDate to = QDate(last.year(), last.month(), 1).addMonths(2);
    m_axisX->setRange(from.startOfDay(), to.startOfDay());
    m_months = int(from.daysTo(to) / 30);
    layoutDecorations();
    setNiceRange(m_axisY, top, 1.1, currency);
    m_axisY->setTitleText(tr("Price (%1)").arg(currency));

    const QDate asOf = m_settings->asOf();
    if (asOf.isValid() && asOf >= from && asOf <= to) {
        m_asOf->setName(tr("As of %1").arg(AssumptionsText::month(asOf)));
        m_asOf->replace({{when(asOf), 0}, {when(asOf), m_axisY->max()}});
    } else {
        m_asOf->clear();
    }
    if (m_launchPrice) {
        m_launch->setName(tr("Launch price %1").arg(Formatter::money(*m_launchPrice, currency)));
        m_launch->replace({{when(from), *m_launchPrice}, {when(to), *m_launchPrice}});
    } else {
        m_launch->clear();
    }
    for (QLineSeries *series : {m_new, m_used, m_asOf, m_launch}) {
        for (QLegendMarker *marker : chart()->legend()->markers(series))
            marker->setVisible(series->count() > 0);
    }

    auto sourceList = [](const QSet<QString> &sources) {
        QStringList list(sources.cbegin(), sources.cend());
        list.sort();
        return list.join(u", "_s);
    };
    QStringList parts;
    if (observations.size() == 1) {
        //: %1 is the month of the only price on record (YYYY-MM)
        parts.append(tr("One observation, %1.").arg(first.toString(u"yyyy-MM"_s)));
    } else {
        parts.append(tr("%1 observations, %2 to %3.")
                         .arg(observations.size())
                         .arg(first.toString(u"yyyy-MM"_s), last.toString(u"yyyy-MM"_s)));
    }
    if (!newSources.isEmpty())
        parts.append(tr("New: %1.").arg(sourceList(newSources)));
    if (!usedSources.isEmpty())
        parts.append(tr("Used: %1.").arg(sourceList(usedSources)));
    setNote(parts.join(u' '));
}

void PriceHistoryChart::colourSeries()
{
    m_new->setPen(QPen(ChartColors::newPrice(), 2));
    m_new->setColor(ChartColors::newPrice());
    // Used prices are dashed as well as orange, so the two lines differ without colour too.
    m_used->setPen(QPen(ChartColors::usedPrice(), 2, Qt::DashLine));
    m_used->setColor(ChartColors::usedPrice());
    m_asOf->setPen(QPen(ChartColors::muted(), 1.5, Qt::DashLine));
    m_launch->setPen(QPen(ChartColors::muted(), 1.5, Qt::DotLine));
}

// SPDX-FileCopyrightText: 2026 GPU Advisor contributors
// SPDX-License-Identifier: GPL-3.0-or-later
#include "ui/charts/finetunechart.h"

#include "model/finetune/finetuneoptiontablemodel.h"
#include "ui/charts/chartcolors.h"

#include <QChart>
#include <QChartView>
#include <QLegend>
#include <QLegendMarker>
#include <QLogValueAxis>
#include <QScatterSeries>
#include <QToolTip>

#include <cmath>

using namespace Qt::StringLiterals;

FinetuneChart::FinetuneChart(const FinetuneOptionTableModel *options, QWidget *parent)
    : ChartPanel(parent)
    , m_options(options)
{
    setObjectName(u"finetuneChart"_s);
    setFileStem(u"finetune-cost-vs-hours"_s);
    setAccessibleName(tr("Money against hours of the fine-tuning job"));
    m_owned = new QScatterSeries(this);
    m_owned->setMarkerShape(QScatterSeries::MarkerShapeCircle);
    m_owned->setMarkerSize(9);
    m_rented = new QScatterSeries(this);
    m_rented->setMarkerShape(QScatterSeries::MarkerShapeRectangle);
    m_rented->setMarkerSize(8);
    m_selectedPoint = new QScatterSeries(this);
    m_selectedPoint->setMarkerSize(15);
    // Hours and money both span orders of magnitude (a small card takes a hundred times longer
    // than eight large ones, which cost a hundred times more): logarithmic axes.
    m_axisX = new QLogValueAxis(this);
    m_axisY = new QLogValueAxis(this);
    m_axisX->setBase(10);
    m_axisY->setBase(10);
    m_axisX->setLabelFormat(u"%.4g"_s);
    m_axisY->setLabelFormat(u"%.0f"_s);
    chart()->addAxis(m_axisX, Qt::AlignBottom);
    chart()->addAxis(m_axisY, Qt::AlignLeft);
    for (QScatterSeries *series : {m_rented, m_owned, m_selectedPoint}) {
        chart()->addSeries(series);
        series->attachAxis(m_axisX);
        series->attachAxis(m_axisY);
    }
    chart()->legend()->setMarkerShape(QLegend::MarkerShapeFromSeries);
    for (QLegendMarker *marker : chart()->legend()->markers(m_selectedPoint))
        marker->setVisible(false);
    for (QScatterSeries *series : {m_owned, m_rented}) {
        connect(series, &QScatterSeries::hovered, this, [this](const QPointF &point, bool state) {
            if (!state) {
                QToolTip::hideText();
                return;
            }
            const int row = rowAt(point);
            if (row >= 0)
                QToolTip::showText(QCursor::pos(), m_options->option(row).summaryLines().join(u'\n'), chartView());
        });
        connect(series, &QScatterSeries::clicked, this, [this](const QPointF &point) {
            const int row = rowAt(point);
            if (row >= 0)
                Q_EMIT rowClicked(row);
        });
    }
    connect(m_options, &QAbstractItemModel::modelReset, this, &FinetuneChart::scheduleRefresh);
    scheduleRefresh();
}

FinetuneChart::~FinetuneChart() = default;

void FinetuneChart::setSelectedRow(int row)
{
    if (row == m_selected)
        return;
    m_selected = row;
    scheduleRefresh();
}

void FinetuneChart::setJob(const QString &title, const QString &fileStem)
{
    setFileStem(fileStem + u"-cost-vs-hours"_s);
    if (title == m_job)
        return;
    m_job = title;
    scheduleRefresh();
}

std::optional<QPointF> FinetuneChart::pointOf(int row) const
{
    const FinetuneOption &o = m_options->option(row);
    const std::optional<double> money = o.kind == FinetuneKind::Rented ? o.rentUsd : o.purchaseUsd;
    if (!money || o.hours <= 0 || o.memoryPerDeviceGb > o.capacityGb || !std::isfinite(o.hours))
        return std::nullopt;
    return QPointF(o.hours, *money);
}

int FinetuneChart::rowAt(const QPointF &value) const
{
    int best = -1;
    double bestDistance = 0;
    for (int row : m_shown) {
        const QPointF p = *pointOf(row);
        // On logarithmic axes the distance that shows is the one between logarithms.
        const double dx = std::log10(p.x()) - std::log10(std::max(1e-9, value.x()));
        const double dy = std::log10(p.y()) - std::log10(std::max(1e-9, value.y()));
        const double d = dx * dx + dy * dy;
        if (best < 0 || d < bestDistance) {
            best = row;
            bestDistance = d;
        }
    }
    return best;
}

void FinetuneChart::refresh()
{
    m_shown.clear();
    QList<QPointF> owned;
    QList<QPointF> rented;
    double minHours = 0;
    double maxHours = 0;
    double minMoney = 0;
    double maxMoney = 0;
    for (int row = 0; row < m_options->rowCount(); ++row) {
        const auto p = pointOf(row);
        if (!p)
            continue;
        m_shown.append(row);
        (m_options->option(row).kind == FinetuneKind::Rented ? rented : owned).append(*p);
        minHours = m_shown.size() == 1 ? p->x() : std::min(minHours, p->x());
        maxHours = std::max(maxHours, p->x());
        minMoney = m_shown.size() == 1 ? p->y() : std::min(minMoney, p->y());
        maxMoney = std::max(maxMoney, p->y());
    }
    setTitle(tr("Price or rent against hours"));
    if (m_shown.isEmpty()) {
        for (QScatterSeries *series : {m_owned, m_rented, m_selectedPoint})
            series->clear();
        setPlaceholder(tr("No priced configuration holds this job: try QLoRA, a shorter sequence or a smaller model."));
        return;
    }
    setPlaceholder({});
    m_owned->replace(owned);
    m_rented->replace(rented);
    m_owned->setName(tr("Bought (price)"));
    m_rented->setName(tr("Rented (the job)"));
    // From the power of ten below the least to the one above the most.
    const auto decades = [](QLogValueAxis *axis, double least, double most) {
        const double low = std::pow(10.0, std::floor(std::log10(least)));
        const double high = std::max(low * 10, std::pow(10.0, std::ceil(std::log10(most))));
        axis->setRange(low, high);
        axis->setMinorTickCount(8);
    };
    decades(m_axisX, minHours, maxHours);
    decades(m_axisY, minMoney, maxMoney);
    if (m_shown.contains(m_selected))
        m_selectedPoint->replace({*pointOf(m_selected)});
    else
        m_selectedPoint->clear();
    setAxisTitles(m_axisX, {tr("Hours for the job (logarithmic)"), tr("Hours for the job")});
    setAxisTitles(m_axisY, {tr("Price, or the job rented, USD (logarithmic)"), tr("Price or rent, USD")});
    //: %1 the fine-tuning job, %2 how many configurations are drawn
    setNote(tr("%1. Configurations drawn: %2. A machine bought costs its price once and its electricity per job; a "
               "rented one costs the job's hours at the cheapest provider's rate.")
                .arg(m_job)
                .arg(m_shown.size()));
}

void FinetuneChart::colourSeries()
{
    m_owned->setColor(ChartColors::bar());
    m_owned->setBorderColor(ChartColors::background());
    m_rented->setColor(ChartColors::cloud());
    m_rented->setBorderColor(ChartColors::pickEdge());
    m_selectedPoint->setColor(Qt::transparent);
    m_selectedPoint->setBorderColor(ChartColors::selection());
    m_selectedPoint->setPen(QPen(ChartColors::selection(), 2.5));
}

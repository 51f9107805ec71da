// SPDX-FileCopyrightText: 2026 GPU Advisor contributors
// SPDX-License-Identifier: GPL-3.0-or-later
#include "ui/charts/breakevenchart.h"

#include "model/browser/gputablemodel.h"
#include "model/browser/whatifsettings.h"
#include "model/format/formatter.h"
#include "ui/browser/assumptionstext.h"
#include "ui/charts/chartcolors.h"
#include "ui/widgets/moneyfield.h"

#include <QChart>
#include <QChartView>
#include <QComboBox>
#include <QDoubleSpinBox>
#include <QGraphicsSimpleTextItem>
#include <QHBoxLayout>
#include <QLabel>
#include <QLegend>
#include <QLegendMarker>
#include <QLineSeries>
#include <QScatterSeries>
#include <QSpinBox>
#include <QToolTip>
#include <QValueAxis>

#include <algorithm>
#include <cmath>

using namespace Qt::StringLiterals;

namespace {

constexpr double DaysPerYear = 365;
constexpr double MaxHorizonDays = 20 * DaysPerYear;

QString days(double value)
{
    return Formatter::number(value, 0);
}

} // namespace

BreakEvenChart::BreakEvenChart(const GpuTableModel *gpus, const WhatIfSettings *settings, QWidget *parent)
    : ChartPanel(parent)
    , m_gpus(gpus)
    , m_settings(settings)
{
    setObjectName(u"breakEvenChart"_s);
    setFileStem(u"cloud-vs-desktop"_s);
    const BreakEvenInput defaults;

    auto *cloudLabel = new QLabel(tr("Cl&oud:"), this);
    m_rateComboBox = new QComboBox(this);
    m_rateComboBox->setObjectName(u"cloudRateComboBox"_s);
    m_rateComboBox->setAccessibleName(tr("Which cloud rate to compare with"));
    m_rateComboBox->setSizeAdjustPolicy(QComboBox::AdjustToContents);
    m_rateComboBox->setMinimumContentsLength(32);
    cloudLabel->setBuddy(m_rateComboBox);
    m_cloudSpinBox = new QDoubleSpinBox(this);
    m_cloudSpinBox->setObjectName(u"cloudRateSpinBox"_s);
    m_cloudSpinBox->setRange(0.01, 1000);
    m_cloudSpinBox->setDecimals(2);
    m_cloudSpinBox->setSingleStep(0.1);
    m_cloudSpinBox->setValue(defaults.cloudHourlyUsd);
    m_cloudSpinBox->setAccessibleName(tr("Cloud GPU rate per hour"));
    m_cloudSpinBox->setToolTip(tr("What a comparable cloud GPU costs per hour (the post's example: 2.14 an hour)"));
    auto *systemLabel = new QLabel(tr("Syste&m:"), this);
    m_systemSpinBox = new QSpinBox(this);
    m_systemSpinBox->setObjectName(u"systemWattsSpinBox"_s);
    m_systemSpinBox->setRange(0, 2000);
    m_systemSpinBox->setSingleStep(10);
    m_systemSpinBox->setSuffix(tr(" W"));
    m_systemSpinBox->setValue(int(defaults.systemWatts));
    m_systemSpinBox->setAccessibleName(tr("Power of the rest of the system in watts"));
    m_systemSpinBox->setToolTip(tr("What the rest of the desktop draws while the GPU works: CPU, board, drives "
                                   "(the post's example: 100 W)"));
    systemLabel->setBuddy(m_systemSpinBox);
    int at = 0;
    for (QWidget *w :
         std::initializer_list<QWidget *>{cloudLabel, m_rateComboBox, m_cloudSpinBox, systemLabel, m_systemSpinBox})
        toolBar()->insertWidget(at++, w);
    connect(m_cloudSpinBox, &QDoubleSpinBox::valueChanged, this, [this] {
        // A rate typed in is the user's own.
        m_userChoseRate = true;
        const QSignalBlocker block(m_rateComboBox);
        m_rateComboBox->setCurrentIndex(m_rateComboBox->findData(u"custom"_s));
        scheduleRefresh();
    });
    connect(m_rateComboBox, &QComboBox::activated, this, [this] {
        m_userChoseRate = true;
        scheduleRefresh();
    });
    connect(m_systemSpinBox, &QSpinBox::valueChanged, this, [this] {
        m_userSetSystemWatts = true;
        scheduleRefresh();
    });

    m_desktop = new QLineSeries(this);
    m_cloud = new QLineSeries(this);
    m_marker = new QLineSeries(this);
    m_marker->setName(tr("Break-even"));
    m_point = new QScatterSeries(this);
    m_point->setMarkerSize(11);
    m_axisX = new QValueAxis(this);
    m_axisY = new QValueAxis(this);
    chart()->addAxis(m_axisX, Qt::AlignBottom);
    chart()->addAxis(m_axisY, Qt::AlignLeft);
    for (QAbstractSeries *series : std::initializer_list<QAbstractSeries *>{m_desktop, m_cloud, m_marker, m_point}) {
        chart()->addSeries(series);
        series->attachAxis(m_axisX);
        series->attachAxis(m_axisY);
    }
    chart()->legend()->setMarkerShape(QLegend::MarkerShapeFromSeries);
    for (QLegendMarker *marker : chart()->legend()->markers(m_point))
        marker->setVisible(false);
    m_label = new QGraphicsSimpleTextItem(chart());
    QFont bold = m_label->font();
    bold.setBold(true);
    m_label->setFont(bold);
    m_label->setZValue(10);

    for (QLineSeries *series : {m_desktop, m_cloud}) {
        connect(series, &QLineSeries::hovered, this, [this, series](const QPointF &point, bool state) {
            if (!state)
                return;
            const QString what = series == m_desktop ? tr("Buying") : tr("Renting");
            QToolTip::showText(
                QCursor::pos(),
                tr("%1: %2 after %3 days")
                    .arg(what, Formatter::money(point.y(), m_settings->currencySymbol()), days(point.x())),
                chartView());
        });
    }

    connect(m_gpus, &GpuTableModel::evaluated, this, &BreakEvenChart::scheduleRefresh);
    connect(m_settings, &WhatIfSettings::changed, this, &BreakEvenChart::scheduleRefresh);
    scheduleRefresh();
}

BreakEvenChart::~BreakEvenChart() = default;

void BreakEvenChart::setGpu(qint64 gpuId)
{
    if (gpuId == m_gpuId)
        return;
    m_gpuId = gpuId;
    scheduleRefresh();
}

double BreakEvenChart::cloudHourlyUsd() const
{
    return m_cloudSpinBox->value();
}

void BreakEvenChart::setCloudHourlyUsd(double usd)
{
    m_cloudSpinBox->setValue(usd);
}

QString BreakEvenChart::rateChoice() const
{
    return m_rateComboBox->currentData().toString();
}

void BreakEvenChart::setRateChoice(const QString &choice)
{
    const int index = m_rateComboBox->findData(choice);
    if (index < 0)
        return;
    m_userChoseRate = true;
    m_rateComboBox->setCurrentIndex(index);
    scheduleRefresh();
}

QString BreakEvenChart::rateText(const CloudRateSummary &summary, bool median) const
{
    const QString currency = m_settings->currencySymbol();
    if (median) {
        //: %1 is an hourly rate such as "$0.55", %2 a number of cloud providers, %3 and %4 dates.
        return tr("median %1/h of %2 providers (%3 to %4)")
            .arg(Formatter::money(*summary.medianUsdPerGpuHour, currency, 2))
            .arg(summary.providers.size())
            .arg(summary.oldest().toString(Qt::ISODate), summary.newest().toString(Qt::ISODate));
    }
    const ProviderRate &p = summary.cheapest();
    //: %1 is an hourly rate such as "$0.40", %2 a cloud provider (Vast.ai), %3 a date.
    return tr("cheapest %1/h at %2 (%3)").arg(Formatter::money(p.usdPerGpuHour, currency, 2), p.provider, p.dateLabel);
}

void BreakEvenChart::rebuildRateChoices()
{
    const QString previous = m_rateComboBox->currentData().toString();
    const QSignalBlocker block(m_rateComboBox);
    m_rateComboBox->clear();
    QStringList tips;
    if (!m_onDemand.isEmpty()) {
        const ProviderRate &p = m_onDemand.cheapest();
        //: A choice of cloud rate: %1 a cloud provider (Vast.ai), %2 the date of its offer.
        m_rateComboBox->addItem(tr("Cheapest on demand (%1, %2)").arg(p.provider, p.dateLabel),
                                u"cheapest_on_demand"_s);
    }
    if (m_onDemand.providers.size() > 1) {
        //: A choice of cloud rate: %1 a number of cloud providers.
        m_rateComboBox->addItem(tr("Median on demand (%1 providers)").arg(m_onDemand.providers.size()),
                                u"median_on_demand"_s);
    }
    if (!m_spot.isEmpty()) {
        const ProviderRate &p = m_spot.cheapest();
        //: A choice of cloud rate: %1 a cloud provider (RunPod), %2 the date of its offer.
        m_rateComboBox->addItem(tr("Cheapest spot (%1, %2)").arg(p.provider, p.dateLabel), u"cheapest_spot"_s);
    }
    if (m_spot.providers.size() > 1) {
        //: A choice of cloud rate: %1 a number of cloud providers.
        m_rateComboBox->addItem(tr("Median spot (%1 providers)").arg(m_spot.providers.size()), u"median_spot"_s);
    }
    m_rateComboBox->addItem(tr("Your rate"), u"custom"_s);
    for (const CloudRateSummary *summary : {&m_onDemand, &m_spot}) {
        for (const ProviderRate &p : summary->providers) {
            const QString kind = summary->kind == CloudRateKind::Spot ? tr("spot") : tr("on demand");
            //: A line of the list of cloud rates: %1 a provider, %2 "on demand" or "spot", %3 an hourly rate per
            //: GPU, %4 a date, %5 the machine (instance type) or the source.
            tips.append(tr("%1, %2: %3/h per GPU (%4; %5)")
                            .arg(p.provider, kind, Formatter::money(p.usdPerGpuHour, m_settings->currencySymbol(), 2),
                                 p.dateLabel, p.instanceType.isEmpty() ? p.source : p.instanceType));
        }
    }
    m_rateComboBox->setToolTip(tips.isEmpty() ? tr("No cloud rates on record for this GPU: type the rate you pay.")
                                              : tips.join(u'\n'));
    int index = m_rateComboBox->findData(previous);
    if (!m_userChoseRate || index < 0)
        index = m_rateComboBox->count() > 1 ? 0 : m_rateComboBox->findData(u"custom"_s);
    m_rateComboBox->setCurrentIndex(index);
}

BreakEvenInput BreakEvenChart::inputFor(const RankEntry &e, double cloudHourlyUsd)
{
    // The one break-even (CostOfOwnership): the desktop the planner prices around the card.
    BreakEvenInput in = m_gpus->evaluator().ownership().breakEvenInput(e.gpu, *e.priceUsd, m_settings->cost(),
                                                                       m_settings->asOf(), cloudHourlyUsd);
    if (m_userSetSystemWatts && !e.gpu.isCompleteComputer()) {
        in.systemWatts = m_systemSpinBox->value();
    } else {
        const QSignalBlocker block(m_systemSpinBox);
        m_systemSpinBox->setValue(int(std::lround(in.systemWatts)));
    }
    return in;
}

void BreakEvenChart::refresh()
{
    const QString currency = m_settings->currencySymbol();
    setMoneyAffixes(m_cloudSpinBox, currency, tr("/h"));
    m_input.reset();
    m_result.reset();
    const int row = m_gpus->rowOf(m_gpuId);
    if (row < 0) {
        setTitle(tr("Cloud vs desktop"));
        setPlaceholder(tr("Select a GPU in the table to compare buying it with renting a cloud GPU."));
        return;
    }
    const RankEntry &e = m_gpus->entry(row);
    const QList<CloudRate> rates = m_gpus->evaluator().snapshot().cloudRates.value(e.gpu.id);
    m_onDemand = CloudRates::summarize(rates, CloudRateKind::OnDemand, m_settings->asOf());
    m_spot = CloudRates::summarize(rates, CloudRateKind::Spot, m_settings->asOf());
    rebuildRateChoices();
    const QString choice = m_rateComboBox->currentData().toString();
    const CloudRateSummary &chosen = choice.endsWith(u"spot"_s) ? m_spot : m_onDemand;
    // The offered rate exactly (the box shows it to the cent).
    std::optional<double> offered;
    if (choice != u"custom" && !chosen.isEmpty()) {
        const double rate =
            choice.startsWith(u"median"_s) ? *chosen.medianUsdPerGpuHour : chosen.cheapest().usdPerGpuHour;
        const QSignalBlocker block(m_cloudSpinBox);
        m_cloudSpinBox->setValue(rate);
        offered = rate;
    }
    if (!e.priceUsd) {
        setTitle(tr("Cloud vs desktop: %1").arg(e.gpu.name));
        setPlaceholder(tr("The %1 has no price for this month, so the cost of buying it is unknown.").arg(e.gpu.name));
        return;
    }
    setPlaceholder({});

    const CostParameters &cost = m_settings->cost();
    const BreakEvenInput in = inputFor(e, offered.value_or(m_cloudSpinBox->value()));
    const BreakEvenResult r = breakEven(in);
    m_input = in;
    m_result = r;

    double horizon = cost.years * DaysPerYear;
    if (r.breakEvenDays)
        horizon = std::max(horizon, *r.breakEvenDays * 1.3);
    horizon = std::min(horizon, MaxHorizonDays);
    // The lines run to the end of the axis, which is the horizon rounded up.
    setNiceRange(m_axisX, horizon, 1.0);
    horizon = m_axisX->max();
    const bool machine = e.gpu.isCompleteComputer();
    m_desktop->setName(machine ? tr("Buy the machine") : tr("Buy a desktop with it"));
    m_cloud->setName(tr("Rent a cloud GPU at %1/h").arg(Formatter::money(in.cloudHourlyUsd, currency, 2)));
    // Owning starts at the desktop's price less the card's expected resale after the years (docs/resale.md).
    m_desktop->replace({{0, in.ownedUsd()}, {horizon, r.desktopCumulativeUsd(horizon, in.ownedUsd())}});
    m_cloud->replace({{0, 0}, {horizon, r.cloudCumulativeUsd(horizon)}});
    const double top = std::max(r.desktopCumulativeUsd(horizon, in.ownedUsd()), r.cloudCumulativeUsd(horizon));
    setNiceRange(m_axisY, top, 1.05, currency);

    if (r.breakEvenDays && *r.breakEvenDays <= horizon) {
        const double d = *r.breakEvenDays;
        const double y = r.cloudCumulativeUsd(d);
        m_marker->replace({{d, 0}, {d, y}});
        m_point->replace({{d, y}});
        m_label->setText(tr("Break-even after %1 days (%2 years): %3")
                             .arg(days(d), Formatter::number(d / DaysPerYear, 1), Formatter::money(y, currency)));
    } else {
        m_marker->clear();
        m_point->clear();
        m_label->setText(r.breakEvenDays ? tr("Break-even after %1 days").arg(days(*r.breakEvenDays))
                                         : tr("No break-even: the cloud costs no more per day than the electricity"));
    }
    for (QLegendMarker *marker : chart()->legend()->markers(m_marker))
        marker->setVisible(m_marker->count() > 0);

    QString rateSourceNote;
    if (choice == u"custom") {
        rateSourceNote = m_onDemand.isEmpty() && m_spot.isEmpty()
                             //: %1 is a GPU name.
                             ? tr("No cloud rate of the %1 is on record; the rate is yours.").arg(e.gpu.name)
                             : tr("The cloud rate is yours.");
    } else {
        const bool spot = choice.endsWith(u"spot"_s);
        //: %1 is "cheapest $0.40/h at Vast.ai (2026-11-23)" or "median $0.55/h of 3 providers (...)", per GPU-hour.
        rateSourceNote = (spot ? tr("Cloud rate: spot, %1, per GPU-hour; spot machines can be taken back at any time.")
                               //: %1 is "cheapest $0.40/h at Vast.ai (2026-11-23)" or "median $0.55/h of 3
                               //: providers (...)", per GPU-hour.
                               : tr("Cloud rate: on demand, %1, per GPU-hour."))
                             .arg(rateText(spot ? m_spot : m_onDemand, choice.startsWith(u"median"_s)));
    }
    setTitle(tr("Cloud vs desktop: %1").arg(e.gpu.name));
    setAxisTitles(m_axisX,
                  {tr("Days of ownership (GPU busy %1%: %2 h a day)")
                       .arg(Formatter::number(in.utilization * 100), Formatter::number(in.utilization * 24, 1)),
                   tr("Days of ownership")});
    setAxisTitles(m_axisY, {tr("Cumulative cost (%1)").arg(currency), tr("Cost (%1)").arg(currency)});
    setNote(
        buyingNote(e, in, r) + u' ' +
        tr("Cloud: %1/h = %2 a day. Same hours of use on both.")
            .arg(Formatter::money(in.cloudHourlyUsd, currency, 2), Formatter::money(r.cloudUsdPerDay, currency, 2)) +
        u' ' + rateSourceNote);
}

QString BreakEvenChart::buyingNote(const RankEntry &e, const BreakEvenInput &in, const BreakEvenResult &r) const
{
    const QString currency = m_settings->currencySymbol();
    const CostParameters &cost = m_settings->cost();
    const bool machine = e.gpu.isCompleteComputer();
    const QString buying =
        machine
            //: %1 the machine's price, %2 its basis, %3 its date, %4 its power, %5 the tariff, %6 the cost a day
            ? tr("Machine: %1 (%2, %3), a complete computer with nothing added; %4 W at %5/kWh = %6 a day.")
                  .arg(Formatter::money(*e.priceUsd, currency), priceBasisTitle(cost.priceBasis),
                       AssumptionsText::priceDate(*m_settings, e.priceDate))
                  .arg(e.gpu.tdpWatts)
                  .arg(Formatter::money(in.kwhPriceUsd, currency, 3),
                       Formatter::money(r.electricityUsdPerDay, currency, 2))
            : tr("Desktop: GPU %1 (%2, %3) + %4 for the rest; %5 W GPU + %6 W system at %7/kWh = %8 a day.")
                  .arg(Formatter::money(*e.priceUsd, currency), priceBasisTitle(cost.priceBasis),
                       AssumptionsText::priceDate(*m_settings, e.priceDate),
                       Formatter::money(in.desktopCostUsd - *e.priceUsd, currency))
                  .arg(e.gpu.tdpWatts)
                  .arg(in.systemWatts)
                  .arg(Formatter::money(in.kwhPriceUsd, currency, 3),
                       Formatter::money(r.electricityUsdPerDay, currency, 2));
    // The resale the desktop's line takes off, or why none: the card's cost of ownership's, worded
    // once (CostBreakdown::resaleLine) in the what-if currency.
    const QString resaleLine = e.cost ? e.cost->resaleLine(currency) : in.resaleLine;
    const QString resale = resaleLine.isEmpty() ? QString()
                                                //: %1 is the resale line: "expected resale after 5 years: −$1,234
                                                //: (estimate, typically within ±25%)" or "no resale counted: <why>"
                                                : u' ' + tr("On the desktop's line: %1.").arg(resaleLine);
    return buying + resale;
}

void BreakEvenChart::layoutDecorations()
{
    if (!m_result || m_point->count() == 0) {
        const QRectF plot = chart()->plotArea();
        m_label->setPos(plot.left() + 12, plot.top() + 8);
        return;
    }
    const QPointF at = chart()->mapToPosition(m_point->at(0), m_point);
    const QRectF plot = chart()->plotArea();
    const QSizeF size = m_label->boundingRect().size();
    // The lines as drawn, to keep the label off them.
    QList<QLineF> segments;
    for (QLineSeries *series : {m_desktop, m_cloud, m_marker}) {
        const QList<QPointF> points = series->points();
        for (qsizetype i = 1; i < points.size(); ++i)
            segments.append(
                QLineF(chart()->mapToPosition(points.at(i - 1), series), chart()->mapToPosition(points.at(i), series)));
    }
    const auto clear = [&segments](const QRectF &box) {
        const QList<QLineF> edges{QLineF(box.topLeft(), box.topRight()), QLineF(box.topRight(), box.bottomRight()),
                                  QLineF(box.bottomRight(), box.bottomLeft()), QLineF(box.bottomLeft(), box.topLeft())};
        for (const QLineF &segment : segments) {
            if (box.contains(segment.p1()) || box.contains(segment.p2()))
                return false;
            for (const QLineF &edge : edges) {
                if (segment.intersects(edge) == QLineF::BoundedIntersection)
                    return false;
            }
        }
        return true;
    };
    const auto inPlot = [&](qreal x, qreal y) {
        return QRectF(
            QPointF(std::clamp(x, plot.left() + 4, std::max(plot.left() + 4, plot.right() - size.width() - 4)),
                    std::clamp(y, plot.top() + 4, std::max(plot.top() + 4, plot.bottom() - size.height() - 4))),
            size);
    };
    // Both lines rise, so below-right and above-left of the crossing are usually free; near
    // the plot's edges the other corners of the crossing or of the plot may be the free ones.
    const QList<QRectF> candidates{
        inPlot(at.x() + 10, at.y() + 10),
        inPlot(at.x() - size.width() - 10, at.y() - size.height() - 10),
        inPlot(at.x() + 10, at.y() - size.height() - 10),
        inPlot(at.x() - size.width() - 10, at.y() + 10),
        inPlot(plot.left(), plot.top()),
        inPlot(plot.right(), plot.bottom()),
    };
    QRectF chosen = candidates.first();
    for (const QRectF &candidate : candidates) {
        if (clear(candidate)) {
            chosen = candidate;
            break;
        }
    }
    m_label->setPos(chosen.topLeft());
}

void BreakEvenChart::colourSeries()
{
    m_desktop->setPen(QPen(ChartColors::desktop(), 2.5));
    // Dashed as well as orange, so the two lines differ without colour too.
    m_cloud->setPen(QPen(ChartColors::cloud(), 2.5, Qt::DashLine));
    m_marker->setPen(QPen(ChartColors::muted(), 1.5, Qt::DotLine));
    m_point->setColor(ChartColors::selection());
    m_point->setBorderColor(ChartColors::background());
    m_label->setBrush(ChartColors::text());
}

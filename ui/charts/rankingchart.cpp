// SPDX-FileCopyrightText: 2026 GPU Advisor contributors
// SPDX-License-Identifier: GPL-3.0-or-later
#include "ui/charts/rankingchart.h"

#include "model/browser/gpufilterproxymodel.h"
#include "model/browser/gputablemodel.h"
#include "model/format/formatter.h"
#include "ui/browser/assumptionstext.h"
#include "ui/charts/chartcolors.h"

#include <QBarCategoryAxis>
#include <QBarLegendMarker>
#include <QBarSet>
#include <QChart>
#include <QChartView>
#include <QFontMetrics>
#include <QGraphicsLayout>
#include <QGraphicsSimpleTextItem>
#include <QHBoxLayout>
#include <QHorizontalStackedBarSeries>
#include <QLabel>
#include <QLegend>
#include <QLegendMarker>
#include <QSpinBox>
#include <QTimer>
#include <QToolTip>
#include <QValueAxis>

#include <algorithm>

using namespace Qt::StringLiterals;

namespace {

constexpr qreal LabelGap = 4;
// Fitting bars to the height: the room a bar and its label need, and what the title, the axis,
// the legend and the note take.
constexpr int PixelsPerBar = 19;
constexpr int ChartFurniture = 190;
constexpr int MinAutoBars = 5;
constexpr int MaxAutoBars = 30;

} // namespace

RankingChart::RankingChart(Measure measure, const GpuFilterProxyModel *gpus, const WhatIfSettings *settings,
                           QWidget *parent)
    : ChartPanel(parent)
    , m_measure(measure)
    , m_gpus(gpus)
    , m_settings(settings)
{
    const bool performance = measure == Measure::Performance;
    setObjectName(performance ? u"performanceRankingChart"_s : u"valueRankingChart"_s);
    setFileStem(performance ? u"ranking-performance"_s : u"ranking-performance-per-dollar"_s);

    auto *barsLabel = new QLabel(tr("&Bars:"), this);
    m_barsSpinBox = new QSpinBox(this);
    m_barsSpinBox->setObjectName(u"barsSpinBox"_s);
    m_barsSpinBox->setRange(0, 60);
    m_barsSpinBox->setSpecialValueText(tr("as fit"));
    m_barsSpinBox->setValue(0);
    m_barsSpinBox->setAccessibleName(tr("Number of GPUs to draw"));
    m_barsSpinBox->setToolTip(tr("How many of the best GPUs to draw; the lowest setting draws as many as fit"));
    barsLabel->setBuddy(m_barsSpinBox);
    toolBar()->insertWidget(0, barsLabel);
    toolBar()->insertWidget(1, m_barsSpinBox);
    connect(m_barsSpinBox, &QSpinBox::valueChanged, this, &RankingChart::scheduleRefresh);

    m_others = new QBarSet(tr("GPU"), this);
    m_picks = new QBarSet(tr("The wizard's pick"), this);
    // A set without bars, so that the legend names the selected bar's colour (issue 11).
    m_selectedKey = new QBarSet(tr("Selected in the table"), this);
    m_series = new QHorizontalStackedBarSeries(this);
    m_series->setBarWidth(0.72);
    m_series->append(m_others);
    m_series->append(m_selectedKey);
    m_series->append(m_picks);
    chart()->addSeries(m_series);

    m_axisY = new QBarCategoryAxis(this);
    m_axisY->setGridLineVisible(false);
    m_axisY->setTruncateLabels(false);
    m_axisX = new QValueAxis(this);
    chart()->addAxis(m_axisY, Qt::AlignLeft);
    chart()->addAxis(m_axisX, Qt::AlignBottom);
    m_series->attachAxis(m_axisY);
    m_series->attachAxis(m_axisX);

    for (QBarSet *set : {m_others, m_picks}) {
        connect(set, &QBarSet::hovered, this, &RankingChart::hover);
        connect(set, &QBarSet::clicked, this, [this](int category) {
            const int bar = int(m_bars.size()) - 1 - category;
            if (bar >= 0 && bar < m_bars.size())
                Q_EMIT gpuClicked(m_bars.at(bar).id);
        });
    }

    connect(m_gpus, &QAbstractItemModel::dataChanged, this, &RankingChart::scheduleRefresh);
    connect(m_gpus, &QAbstractItemModel::layoutChanged, this, &RankingChart::scheduleRefresh);
    connect(m_gpus, &QAbstractItemModel::modelReset, this, &RankingChart::scheduleRefresh);
    connect(m_gpus, &QAbstractItemModel::rowsInserted, this, &RankingChart::scheduleRefresh);
    connect(m_gpus, &QAbstractItemModel::rowsRemoved, this, &RankingChart::scheduleRefresh);
    connect(m_settings, &WhatIfSettings::changed, this, &RankingChart::scheduleRefresh);
    scheduleRefresh();
}

RankingChart::~RankingChart() = default;

int RankingChart::barLimit() const
{
    return m_barsSpinBox->value();
}

int RankingChart::labelWidth() const
{
    // Long names ("RTX PRO 6000 Blackwell Workstation Edition") would push past the room Qt
    // Charts gives the axis and over its title (issue 11): a name gets at most this width, the
    // tooltip says it whole.
    return std::max(90, chartView()->width() * 3 / 10);
}

int RankingChart::effectiveBarLimit() const
{
    if (barLimit() > 0)
        return barLimit();
    return std::clamp((chartView()->height() - ChartFurniture) / PixelsPerBar, MinAutoBars, MaxAutoBars);
}

void RankingChart::resizeEvent(QResizeEvent *event)
{
    ChartPanel::resizeEvent(event);
    // Bars that fit the height: redraw when the height now fits a different number.
    const int fit = std::min(effectiveBarLimit(), m_candidates);
    if (((barLimit() == 0 && fit != m_limitUsed) || labelWidth() != m_labelWidthUsed) && isVisible()) {
        // Now, before the resized chart is painted.
        scheduleRefresh();
        flush();
    }
}

void RankingChart::setBarLimit(int bars)
{
    m_barsSpinBox->setValue(bars);
}

void RankingChart::setFilterDescription(const QString &description)
{
    if (description == m_filterDescription)
        return;
    m_filterDescription = description;
    scheduleRefresh();
}

QList<qint64> RankingChart::shownGpuIds() const
{
    QList<qint64> ids;
    for (const Bar &bar : m_bars)
        ids.append(bar.id);
    return ids;
}

QList<double> RankingChart::shownValues() const
{
    QList<double> values;
    for (const Bar &bar : m_bars)
        values.append(bar.value);
    return values;
}

QList<qint64> RankingChart::shownPicks() const
{
    QList<qint64> ids;
    for (const Bar &bar : m_bars) {
        if (bar.pick)
            ids.append(bar.id);
    }
    return ids;
}

int RankingChart::barIndexOf(qint64 gpuId) const
{
    for (int i = 0; i < m_bars.size(); ++i) {
        if (m_bars.at(i).id == gpuId)
            return i;
    }
    return -1;
}

void RankingChart::setSelectedGpu(qint64 gpuId)
{
    if (gpuId == m_selected)
        return;
    m_selected = gpuId;
    applySelection();
}

void RankingChart::applySelection()
{
    updateLegend();
    m_others->deselectAllBars();
    m_picks->deselectAllBars();
    const int bar = barIndexOf(m_selected);
    if (bar < 0)
        return;
    (m_bars.at(bar).pick ? m_picks : m_others)->selectBar(categoryOf(bar));
}

void RankingChart::updateLegend()
{
    // The legend names the colours in use: the selected bar's and the wizard's pick's.
    const bool anyPick = std::any_of(m_bars.cbegin(), m_bars.cend(), [](const Bar &b) { return b.pick; });
    const bool selectionShown = barIndexOf(m_selected) >= 0;
    for (QLegendMarker *marker : chart()->legend()->markers(m_series)) {
        auto *entry = qobject_cast<QBarLegendMarker *>(marker);
        if (entry && entry->barset() == m_picks)
            marker->setVisible(anyPick);
        else if (entry && entry->barset() == m_selectedKey)
            marker->setVisible(selectionShown);
    }
    chart()->legend()->setVisible(anyPick || selectionShown);
    relayoutLegend();
}

void RankingChart::relayoutLegend()
{
    // A marker shown or hidden while the chart is out of sight keeps the place the legend gave it
    // before (issue 11: the pick's orange square drawn over the GPUs' blue one, without its
    // name, until the window was resized): the legend lays its markers out again.
    if (QGraphicsLayout *layout = chart()->legend()->layout())
        layout->invalidate();
}

QString RankingChart::valueText(double value) const
{
    return Formatter::number(value, m_measure == Measure::Performance ? 2 : 3);
}

void RankingChart::hover(bool status, int category)
{
    const int bar = int(m_bars.size()) - 1 - category;
    if (!status || bar < 0 || bar >= m_bars.size()) {
        QToolTip::hideText();
        return;
    }
    const Bar &b = m_bars.at(bar);
    const Metric metric = m_settings->metric();
    if (m_measure == Measure::Performance) {
        m_hoverText = tr("%1: %2 × the %3 on %4")
                          .arg(b.name, valueText(b.value), m_settings->performance().referenceGpu, metricTitle(metric));
    } else {
        m_hoverText = tr("%1: %2 relative performance per %3 of total cost")
                          .arg(b.name, valueText(b.value),
                               Formatter::money(GpuTableModel::PerDollarScale, m_settings->currencySymbol()));
    }
    if (b.pick)
        m_hoverText += u'\n' + tr("The wizard recommends this GPU.");
    QToolTip::showText(QCursor::pos(), m_hoverText, chartView());
}

void RankingChart::showEvent(QShowEvent *event)
{
    ChartPanel::showEvent(event);
    // A refresh while the tab was hidden (a filter change) counted the bars for the height the
    // chart had then; once the shown chart is laid out, count again (issue 11: five giant bars
    // stayed until the window was resized).
    QTimer::singleShot(0, this, [this] {
        if (barLimit() == 0 && isVisible() && std::min(effectiveBarLimit(), m_candidates) != m_limitUsed) {
            scheduleRefresh();
            flush();
        }
        relayoutLegend();
    });
}

void RankingChart::refresh()
{
    const bool performance = m_measure == Measure::Performance;
    const BarChoice choice = chooseBars();
    drawBars();
    describeBars(choice);
    labelBars();
    setPlaceholder(m_bars.isEmpty() ? (performance ? tr("No GPU matches the filters.")
                                                   : tr("No GPU that matches the filters has a price for this month."))
                                    : QString());
    applySelection();
}

RankingChart::BarChoice RankingChart::chooseBars()
{
    const bool performance = m_measure == Measure::Performance;
    const int rows = m_gpus->rowCount();

    // One pass for the values, then the rest only for the bars drawn: linear in the GPUs.
    struct Candidate
    {
        double value;
        int row;
    };
    QList<Candidate> candidates;
    candidates.reserve(rows);
    for (int row = 0; row < rows; ++row) {
        const RankEntry &e = m_gpus->entryAt(row);
        const double value =
            performance ? e.performance.relative : e.performancePerDollar().value_or(0) * GpuTableModel::PerDollarScale;
        if (value > 0)
            candidates.append({value, row});
    }
    m_candidates = int(candidates.size());
    m_limitUsed = std::min<int>(effectiveBarLimit(), int(candidates.size()));
    std::partial_sort(candidates.begin(), candidates.begin() + m_limitUsed, candidates.end(),
                      [](const Candidate &a, const Candidate &b) { return a.value > b.value; });
    // Room for the wizard's picks that did not make the cut, within the same number of bars.
    const auto picksFrom = [&](int first) {
        int count = 0;
        for (int i = first; i < candidates.size(); ++i)
            count += m_gpus->isPickAt(candidates.at(i).row) ? 1 : 0;
        return count;
    };
    int shown = m_limitUsed;
    if (!m_gpus->gpuModel()->picks().isEmpty()) {
        while (shown > MinAutoBars && shown + picksFrom(shown) > m_limitUsed)
            --shown;
    }

    // The wizard's picks are drawn even when they are not among the best, below them.
    QList<int> drawn;
    for (int i = 0; i < shown; ++i)
        drawn.append(i);
    if (!m_gpus->gpuModel()->picks().isEmpty()) {
        QList<int> picksBelow;
        for (int i = shown; i < candidates.size(); ++i) {
            if (m_gpus->isPickAt(candidates.at(i).row))
                picksBelow.append(i);
        }
        std::sort(picksBelow.begin(), picksBelow.end(),
                  [&candidates](int a, int b) { return candidates.at(a).value > candidates.at(b).value; });
        drawn += picksBelow;
    }
    const int extra = int(drawn.size()) - shown;

    m_bars.clear();
    QString newestPrice;
    for (int i : std::as_const(drawn)) {
        const int row = candidates.at(i).row;
        const RankEntry &e = m_gpus->entryAt(row);
        Bar bar;
        bar.value = candidates.at(i).value;
        bar.id = e.gpu.id;
        bar.name = e.gpu.name;
        bar.pick = m_gpus->isPickAt(row);
        newestPrice = std::max(newestPrice, AssumptionsText::latestMonth(e.priceDate));
        m_bars.append(bar);
    }
    return {shown, extra, candidates.size(), newestPrice};
}

void RankingChart::drawBars()
{
    // Categories run bottom-up; the best GPU goes last so that it is drawn at the top.
    QStringList categories;
    m_labelWidthUsed = labelWidth();
    const QFontMetrics labelMetrics(m_axisY->labelsFont());
    QList<qreal> others;
    QList<qreal> picks;
    double maximum = 0;
    for (int i = int(m_bars.size()) - 1; i >= 0; --i) {
        const Bar &bar = m_bars.at(i);
        QString name = labelMetrics.elidedText(bar.name, Qt::ElideRight, m_labelWidthUsed);
        while (categories.contains(name))
            name += u'\u200b'; // category names must be unique; an invisible suffix keeps them so
        categories.append(name);
        others.append(bar.pick ? 0 : bar.value);
        picks.append(bar.pick ? bar.value : 0);
        maximum = std::max(maximum, bar.value);
    }
    if (categories == m_axisY->categories() && m_others->count() == others.size()) {
        // The same GPUs in the same order (a what-if change often only moves the values):
        // new values in place, without rebuilding the bars and the axis.
        for (int i = 0; i < others.size(); ++i) {
            if (m_others->at(i) != others.at(i))
                m_others->replace(i, others.at(i));
            if (m_picks->at(i) != picks.at(i))
                m_picks->replace(i, picks.at(i));
        }
    } else {
        m_others->remove(0, m_others->count());
        m_picks->remove(0, m_picks->count());
        m_axisY->clear();
        m_axisY->append(categories);
        m_others->append(others);
        m_picks->append(picks);
    }

    // Room on the right for the value labels.
    setNiceRange(m_axisX, maximum, 1.12);
}

void RankingChart::describeBars(const BarChoice &choice)
{
    const bool performance = m_measure == Measure::Performance;
    const Metric metric = m_settings->metric();
    const QString currency = m_settings->currencySymbol();
    const QString perAmount = Formatter::money(GpuTableModel::PerDollarScale, currency);
    // Short titles, so that they fit a narrow chart; the counts go with the axis they count.
    // Shorter titles stand in when the long ones do not fit the axis; the note says the rest.
    const QString count = choice.extra > 0 ? tr("Best %1 of %2, and the pick").arg(choice.shown).arg(choice.candidates)
                                           : tr("Best %1 of %2").arg(choice.shown).arg(choice.candidates);
    if (performance) {
        setTitle(tr("Relative performance: %1").arg(AssumptionsText::shortMetric(metric)));
        setAxisTitles(m_axisX, {tr("Relative performance (%1 = 1.00)").arg(m_settings->performance().referenceGpu),
                                tr("Relative performance")});
        setAxisTitles(m_axisY, {choice.extra > 0
                                    ? tr("Best %1 of %2 GPUs, and the pick").arg(choice.shown).arg(choice.candidates)
                                    : tr("Best %1 of %2 GPUs").arg(choice.shown).arg(choice.candidates),
                                count});
    } else {
        setTitle(tr("Performance per %1: %2").arg(perAmount, AssumptionsText::shortMetric(metric)));
        setAxisTitles(m_axisX, {tr("Relative performance per %1 of total cost").arg(perAmount),
                                tr("Performance per %1").arg(perAmount)});
        setAxisTitles(m_axisY,
                      {choice.extra > 0
                           ? tr("Best %1 of %2 priced GPUs, and the pick").arg(choice.shown).arg(choice.candidates)
                           : tr("Best %1 of %2 priced GPUs").arg(choice.shown).arg(choice.candidates),
                       count});
    }
    QString note = AssumptionsText::metricDetail(metric);
    if (performance) {
        // Prices play no part here; the "as of" month only decides which GPUs existed.
        if (m_settings->asOf().isValid())
            note += tr("GPUs launched by %1.").arg(AssumptionsText::month(m_settings->asOf())) + u' ';
        note += tr("Performance: model estimate, %1, at the same batch size on every GPU.")
                    .arg(AssumptionsText::reference(*m_settings));
    } else {
        note += AssumptionsText::note(*m_settings, choice.newestPrice, true);
    }
    if (!m_filterDescription.isEmpty())
        note += u' ' + tr("Shown: %1.").arg(m_filterDescription);
    setNote(note);
}

void RankingChart::labelBars()
{
    while (m_valueLabels.size() < m_bars.size()) {
        auto *label = new QGraphicsSimpleTextItem(chart());
        label->setBrush(ChartColors::text());
        label->setZValue(10);
        m_valueLabels.append(label);
    }
    for (int i = 0; i < m_valueLabels.size(); ++i) {
        m_valueLabels.at(i)->setVisible(i < m_bars.size());
        if (i < m_bars.size())
            m_valueLabels.at(i)->setText(valueText(m_bars.at(i).value));
    }
}

void RankingChart::layoutDecorations()
{
    for (int i = 0; i < m_bars.size() && i < m_valueLabels.size(); ++i) {
        QGraphicsSimpleTextItem *label = m_valueLabels.at(i);
        const QPointF end = chart()->mapToPosition(QPointF(m_bars.at(i).value, categoryOf(i)), m_series);
        const QRectF box = label->boundingRect();
        label->setPos(end.x() + LabelGap, end.y() - box.height() / 2);
    }
}

QPoint RankingChart::barPosition(qint64 gpuId) const
{
    const int bar = barIndexOf(gpuId);
    if (bar < 0)
        return {};
    const QPointF inChart = chart()->mapToPosition(QPointF(m_bars.at(bar).value / 2, categoryOf(bar)), m_series);
    return chartView()->mapFromScene(chart()->mapToScene(inChart));
}

void RankingChart::colourSeries()
{
    m_others->setColor(ChartColors::bar());
    m_others->setBorderColor(ChartColors::bar());
    m_others->setSelectedColor(ChartColors::selection());
    m_picks->setColor(ChartColors::pick());
    m_picks->setBorderColor(ChartColors::pickEdge());
    m_picks->setSelectedColor(ChartColors::selection());
    m_selectedKey->setColor(ChartColors::selection());
    m_selectedKey->setBorderColor(ChartColors::selection());
    for (QGraphicsSimpleTextItem *label : std::as_const(m_valueLabels))
        label->setBrush(ChartColors::text());
}

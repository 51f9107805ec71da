// SPDX-FileCopyrightText: 2026 GPU Advisor contributors
// SPDX-License-Identifier: GPL-3.0-or-later
#include "ui/charts/llmcostchart.h"

#include "model/format/formatter.h"
#include "model/llm/llmoptiontablemodel.h"
#include "model/performance/pareto.h"
#include "ui/charts/chartcolors.h"

#include <QChart>
#include <QChartView>
#include <QLegend>
#include <QLegendMarker>
#include <QLineSeries>
#include <QScatterSeries>
#include <QSortFilterProxyModel>
#include <QToolTip>
#include <QValueAxis>

#include <cmath>

using namespace Qt::StringLiterals;

LlmCostChart::LlmCostChart(const LlmOptionTableModel *options, QWidget *parent)
    : ChartPanel(parent)
    , m_options(options)
{
    setObjectName(u"llmCostChart"_s);
    setFileStem(u"llm-cost-vs-speed"_s);
    setAccessibleName(tr("Cost against decode speed"));

    m_meets = new QScatterSeries(this);
    m_meets->setMarkerShape(QScatterSeries::MarkerShapeCircle);
    m_meets->setMarkerSize(9);
    m_misses = new QScatterSeries(this);
    m_misses->setMarkerShape(QScatterSeries::MarkerShapeRectangle);
    m_misses->setMarkerSize(7);
    m_frontierLine = new QLineSeries(this);
    m_targetLine = new QLineSeries(this);
    m_budgetLine = new QLineSeries(this);
    m_selectedPoint = new QScatterSeries(this);
    m_selectedPoint->setMarkerSize(15);
    m_axisX = new QValueAxis(this);
    m_axisY = new QValueAxis(this);
    chart()->addAxis(m_axisX, Qt::AlignBottom);
    chart()->addAxis(m_axisY, Qt::AlignLeft);
    // Drawn in this order: reference lines under the frontier, the points on top.
    for (QAbstractSeries *series : std::initializer_list<QAbstractSeries *>{m_targetLine, m_budgetLine, m_frontierLine,
                                                                            m_misses, m_meets, m_selectedPoint}) {
        chart()->addSeries(series);
        series->attachAxis(m_axisX);
        series->attachAxis(m_axisY);
    }
    chart()->legend()->setMarkerShape(QLegend::MarkerShapeFromSeries);
    for (QLegendMarker *marker : chart()->legend()->markers(m_selectedPoint))
        marker->setVisible(false);

    for (QScatterSeries *series : {m_meets, m_misses}) {
        connect(series, &QScatterSeries::hovered, this, [this](const QPointF &point, bool state) {
            if (!state) {
                QToolTip::hideText();
                return;
            }
            const int row = rowAt(point);
            if (row < 0)
                return;
            m_hoverText = describe(row);
            QToolTip::showText(QCursor::pos(), m_hoverText, chartView());
        });
        connect(series, &QScatterSeries::clicked, this, [this](const QPointF &point) {
            const int row = rowAt(point);
            if (row >= 0)
                Q_EMIT rowClicked(row);
        });
    }
    connect(m_options, &QAbstractItemModel::modelReset, this, &LlmCostChart::scheduleRefresh);
    scheduleRefresh();
}

LlmCostChart::~LlmCostChart() = default;

void LlmCostChart::setUseTotalCost(bool total, int years)
{
    m_total = total;
    m_years = years;
    scheduleRefresh();
}

void LlmCostChart::setReferences(std::optional<double> targetTokensPerS, std::optional<double> budgetUsd)
{
    m_target = targetTokensPerS;
    m_budget = budgetUsd;
    scheduleRefresh();
}

void LlmCostChart::setCurrency(const QString &symbol)
{
    m_currency = symbol;
    scheduleRefresh();
}

void LlmCostChart::setSelectedRow(int row)
{
    if (row == m_selected)
        return;
    m_selected = row;
    scheduleRefresh();
}

void LlmCostChart::setShownBy(const QSortFilterProxyModel *view)
{
    if (m_view)
        disconnect(m_view, nullptr, this, nullptr);
    m_view = view;
    if (m_view) {
        // The filters insert, remove or reorder the view's rows.
        connect(m_view, &QAbstractItemModel::rowsInserted, this, &LlmCostChart::scheduleRefresh);
        connect(m_view, &QAbstractItemModel::rowsRemoved, this, &LlmCostChart::scheduleRefresh);
        connect(m_view, &QAbstractItemModel::layoutChanged, this, &LlmCostChart::scheduleRefresh);
        connect(m_view, &QAbstractItemModel::modelReset, this, &LlmCostChart::scheduleRefresh);
    }
    scheduleRefresh();
}

std::optional<double> LlmCostChart::cost(int row) const
{
    const LlmPlanOption &o = m_options->option(row);
    return m_total ? o.totalCostUsd : o.priceUsd;
}

std::optional<double> LlmCostChart::speed(int row) const
{
    const LlmEstimate &e = m_options->option(row).estimate;
    return e.perUserDecodeTokensPerS ? e.perUserDecodeTokensPerS : e.decodeTokensPerS;
}

int LlmCostChart::rowAt(const QPointF &value) const
{
    // The series report the point's own coordinates; find the row drawn there.
    int best = -1;
    double bestDistance = 0;
    for (int row : m_shown) {
        const double dx = (*speed(row) - value.x()) / std::max(1.0, m_axisX->max());
        const double dy = (*cost(row) - value.y()) / std::max(1.0, m_axisY->max());
        const double d = dx * dx + dy * dy;
        if (best < 0 || d < bestDistance) {
            best = row;
            bestDistance = d;
        }
    }
    return best;
}

QString LlmCostChart::describe(int row) const
{
    const LlmPlanOption &o = m_options->option(row);
    QString text = tr("%1: %2 tokens/s per user, %3")
                       .arg(o.label(), Formatter::number(*speed(row), 1), Formatter::money(*cost(row), m_currency));
    if (!o.whyNot.isEmpty())
        text += u'\n' + o.whyNot.join(u'\n');
    return text;
}

void LlmCostChart::refresh()
{
    m_shown.clear();
    m_frontier.clear();
    QList<QPointF> meets;
    QList<QPointF> misses;
    QList<ParetoPoint> points;
    double maxSpeed = 0;
    double maxCost = 0;
    for (int row = 0; row < m_options->rowCount(); ++row) {
        const LlmPlanOption &o = m_options->option(row);
        const std::optional<double> c = cost(row);
        const std::optional<double> s = speed(row);
        if (!c || !s || !o.estimate.fits || !std::isfinite(*c) || !std::isfinite(*s))
            continue;
        if (m_view && !m_view->mapFromSource(m_options->index(row, 0)).isValid())
            continue;
        m_shown.append(row);
        points.append({*c, *s});
        (o.meetsTarget ? meets : misses).append({*s, *c});
        maxSpeed = std::max(maxSpeed, *s);
        maxCost = std::max(maxCost, *c);
    }
    setTitle(m_total ? tr("%1-year cost against decode speed").arg(m_years) : tr("Price against decode speed"));
    if (m_shown.isEmpty()) {
        for (QXYSeries *series : std::initializer_list<QXYSeries *>{m_meets, m_misses, m_selectedPoint, m_frontierLine,
                                                                    m_targetLine, m_budgetLine})
            series->clear();
        setPlaceholder(tr("No priced configuration holds this model: lower the context, the users or the format."));
        return;
    }
    setPlaceholder({});
    m_meets->replace(meets);
    m_misses->replace(misses);
    m_meets->setName(m_target || m_budget ? tr("Meets the target") : tr("Configuration"));
    m_misses->setName(tr("Misses"));
    for (QLegendMarker *marker : chart()->legend()->markers(m_misses))
        marker->setVisible(!misses.isEmpty());

    // The frontier as a staircase from the cheapest configuration up: at each price, the
    // fastest configuration that costs no more.
    QList<QPointF> steps;
    for (int i : paretoFrontier(points)) {
        const int row = m_shown.at(i);
        m_frontier.append(row);
        const QPointF p(*speed(row), *cost(row));
        if (!steps.isEmpty())
            steps.append({steps.last().x(), p.y()});
        steps.append(p);
    }
    m_frontierLine->replace(steps);
    m_frontierLine->setName(tr("Frontier"));

    if (m_target)
        maxSpeed = std::max(maxSpeed, *m_target);
    setNiceRange(m_axisX, maxSpeed);
    const bool budgetShown = m_budget && *m_budget <= maxCost * 1.5;
    if (budgetShown)
        maxCost = std::max(maxCost, *m_budget);
    setNiceRange(m_axisY, maxCost, 1.05, m_currency);

    if (m_target)
        m_targetLine->replace({{*m_target, 0}, {*m_target, m_axisY->max()}});
    else
        m_targetLine->clear();
    m_targetLine->setName(tr("Target"));
    if (budgetShown)
        m_budgetLine->replace({{0, *m_budget}, {m_axisX->max(), *m_budget}});
    else
        m_budgetLine->clear();
    m_budgetLine->setName(tr("Budget"));
    for (QLegendMarker *marker : chart()->legend()->markers(m_targetLine))
        marker->setVisible(m_target.has_value());
    for (QLegendMarker *marker : chart()->legend()->markers(m_budgetLine))
        marker->setVisible(budgetShown);

    if (m_shown.contains(m_selected))
        m_selectedPoint->replace({{*speed(m_selected), *cost(m_selected)}});
    else
        m_selectedPoint->clear();

    m_axisX->setTitleText(tr("Decode speed per user (tokens/s)"));
    m_axisY->setTitleText(m_total ? tr("%1-year cost").arg(m_years) : tr("Price"));
    QString note = tr("Configurations drawn: %1; on the frontier (nothing cheaper is faster): %2. Prices: cards "
                      "in the whole machine the build planner puts around them, a unified-memory machine as sold; "
                      "the dates of the card prices are in the table.")
                       .arg(m_shown.size())
                       .arg(m_frontier.size());
    if (m_target)
        note += u' ' + tr("Target: %1 tokens/s per user.").arg(Formatter::number(*m_target));
    if (m_budget)
        note += u' ' + tr("Budget: %1.").arg(Formatter::money(*m_budget, m_currency));
    setNote(note);
}

void LlmCostChart::colourSeries()
{
    m_meets->setColor(ChartColors::bar());
    m_meets->setBorderColor(ChartColors::background());
    m_misses->setColor(ChartColors::muted());
    m_misses->setBorderColor(ChartColors::background());
    m_frontierLine->setPen(QPen(ChartColors::frontier(), 2.5));
    m_targetLine->setPen(QPen(ChartColors::pickEdge(), 1.5, Qt::DashLine));
    m_budgetLine->setPen(QPen(ChartColors::muted(), 1.5, Qt::DotLine));
    m_selectedPoint->setColor(Qt::transparent);
    m_selectedPoint->setBorderColor(ChartColors::selection());
    m_selectedPoint->setPen(QPen(ChartColors::selection(), 2.5));
}

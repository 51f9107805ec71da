// SPDX-FileCopyrightText: 2026 GPU Advisor contributors
// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include "ui/charts/chartpanel.h"

#include <optional>

class LlmOptionTableModel;
class QSortFilterProxyModel;
class QLineSeries;
class QScatterSeries;
class QValueAxis;

/// The LLM planner's configurations on the plane of cost against decode speed per user: those
/// that meet the target speed, those that do not, the frontier of configurations nothing
/// cheaper beats (a staircase), the target speed and the budget as reference lines, and the
/// configuration selected in the table. Hovering a point names it; a click selects it.
class LlmCostChart final : public ChartPanel
{
    Q_OBJECT

public:
    explicit LlmCostChart(const LlmOptionTableModel *options, QWidget *parent = nullptr);
    ~LlmCostChart() override;

    /// Cost on the vertical axis: the purchase price, or the cost over the ownership years.
    void setUseTotalCost(bool total, int years);
    void setReferences(std::optional<double> targetTokensPerS, std::optional<double> budgetUsd);
    void setCurrency(const QString &symbol);
    void setSelectedRow(int row);
    /// The table's view of the options (its filters): only the rows it shows are plotted. None:
    /// every row.
    void setShownBy(const QSortFilterProxyModel *view);
    int selectedRow() const { return m_selected; }

    /// Rows of the table on the frontier, cheapest first.
    QList<int> frontierRows() const { return m_frontier; }
    /// Rows drawn (shown by the table, priced, with a known speed).
    QList<int> shownRows() const { return m_shown; }
    QString hoverText() const { return m_hoverText; }

Q_SIGNALS:
    void rowClicked(int row);

protected:
    void refresh() override;
    void colourSeries() override;

private:
    std::optional<double> cost(int row) const;
    std::optional<double> speed(int row) const;
    int rowAt(const QPointF &value) const;
    QString describe(int row) const;

    const LlmOptionTableModel *m_options;
    const QSortFilterProxyModel *m_view = nullptr;
    QScatterSeries *m_meets = nullptr;
    QScatterSeries *m_misses = nullptr;
    QScatterSeries *m_selectedPoint = nullptr;
    QLineSeries *m_frontierLine = nullptr;
    QLineSeries *m_targetLine = nullptr;
    QLineSeries *m_budgetLine = nullptr;
    QValueAxis *m_axisX = nullptr;
    QValueAxis *m_axisY = nullptr;
    QList<int> m_shown;
    QList<int> m_frontier;
    std::optional<double> m_target;
    std::optional<double> m_budget;
    QString m_currency = QStringLiteral("$");
    QString m_hoverText;
    bool m_total = false;
    int m_years = 5;
    int m_selected = -1;
};

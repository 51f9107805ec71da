// SPDX-FileCopyrightText: 2026 GPU Advisor contributors
// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include "ui/charts/chartpanel.h"

class FinetuneOptionTableModel;
class QScatterSeries;
class QLogValueAxis;

/// The fine-tuning planner's configurations on the plane of money against hours: what buying costs
/// (the purchase price) for owned configurations, what the job costs rented for rented ones, and
/// the configuration selected in the table. Hovering a point names it; a click selects it.
class FinetuneChart final : public ChartPanel
{
    Q_OBJECT

public:
    explicit FinetuneChart(const FinetuneOptionTableModel *options, QWidget *parent = nullptr);
    ~FinetuneChart() override;

    void setSelectedRow(int row);
    /// The job drawn: its title goes in the note (so an exported chart names it) and `fileStem`
    /// names the exported files.
    void setJob(const QString &title, const QString &fileStem);
    /// Rows drawn (those with a time and a price or a rent).
    QList<int> shownRows() const { return m_shown; }

Q_SIGNALS:
    void rowClicked(int row);

protected:
    void refresh() override;
    void colourSeries() override;

private:
    std::optional<QPointF> pointOf(int row) const;
    int rowAt(const QPointF &value) const;

    const FinetuneOptionTableModel *m_options;
    QScatterSeries *m_owned = nullptr;
    QScatterSeries *m_rented = nullptr;
    QScatterSeries *m_selectedPoint = nullptr;
    QLogValueAxis *m_axisX = nullptr;
    QLogValueAxis *m_axisY = nullptr;
    QList<int> m_shown;
    QString m_job;
    int m_selected = -1;
};

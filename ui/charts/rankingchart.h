// SPDX-FileCopyrightText: 2026 GPU Advisor contributors
// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include "ui/charts/chartpanel.h"

class GpuFilterProxyModel;
class QBarCategoryAxis;
class QBarSet;
class QGraphicsSimpleTextItem;
class QHorizontalStackedBarSeries;
class QSpinBox;
class QValueAxis;
class WhatIfSettings;

/// Horizontal bars of the best GPUs by relative performance or by performance per dollar for
/// the metric in focus, best at the top, drawn from the rows of the browser's filter proxy (so
/// its filters apply) and redrawn whenever they change. The wizard's pick is
/// drawn in its own colour; the selected GPU is marked; hovering a bar shows its value and a
/// click reports its GPU.
class RankingChart final : public ChartPanel
{
    Q_OBJECT

public:
    enum class Measure { Performance, PerformancePerDollar };

    RankingChart(Measure measure, const GpuFilterProxyModel *gpus, const WhatIfSettings *settings,
                 QWidget *parent = nullptr);
    ~RankingChart() override;

    Measure measure() const { return m_measure; }
    /// How many bars to draw; 0 means as many as fit the chart's height.
    int barLimit() const;
    void setBarLimit(int bars);
    /// What the browser's filters keep, for the note ("24 GB or more, NVIDIA").
    void setFilterDescription(const QString &description);

    /// The GPUs drawn, best first, with their values and which of them are the wizard's picks.
    QList<qint64> shownGpuIds() const;
    QList<double> shownValues() const;
    QList<qint64> shownPicks() const;
    qint64 selectedGpu() const { return m_selected; }
    void setSelectedGpu(qint64 gpuId);
    /// The text of the last hovered bar.
    QString hoverText() const { return m_hoverText; }
    /// The middle of a GPU's bar in chart view coordinates; null when it is not drawn.
    QPoint barPosition(qint64 gpuId) const;

Q_SIGNALS:
    void gpuClicked(qint64 gpuId);

protected:
    void refresh() override;
    void layoutDecorations() override;
    void colourSeries() override;
    void resizeEvent(QResizeEvent *event) override;
    void showEvent(QShowEvent *event) override;

private:
    struct Bar
    {
        qint64 id = 0;
        QString name;
        double value = 0;
        bool pick = false;
    };

    /// The GPUs a refresh draws: the best `shown` of the `candidates` with a value, and `extra` of
    /// the wizard's picks below them.
    struct BarChoice
    {
        int shown = 0;
        int extra = 0;
        qsizetype candidates = 0;
        QString newestPrice; ///< the month of the newest price among the GPUs drawn
    };

    // A refresh, step by step.
    /// Chooses the GPUs to draw into m_bars, best first.
    BarChoice chooseBars();
    /// The bars and their names on the axis: the values changed in place when the GPUs are the same.
    void drawBars();
    /// The title, the axis titles and the note.
    void describeBars(const BarChoice &choice);
    /// The value at the end of each bar.
    void labelBars();

    int barIndexOf(qint64 gpuId) const;
    /// The number of bars drawn: the chosen limit, or what fits.
    int effectiveBarLimit() const;
    int labelWidth() const;
    int categoryOf(int barIndex) const { return int(m_bars.size()) - 1 - barIndex; }
    void applySelection();
    void updateLegend();
    void relayoutLegend();
    void hover(bool status, int category);
    QString valueText(double value) const;

    Measure m_measure;
    const GpuFilterProxyModel *m_gpus;
    const WhatIfSettings *m_settings;
    QHorizontalStackedBarSeries *m_series = nullptr;
    QBarSet *m_others = nullptr;
    QBarSet *m_picks = nullptr;
    QBarSet *m_selectedKey = nullptr; ///< no bars: the legend's entry for the selected bar
    QBarCategoryAxis *m_axisY = nullptr;
    QValueAxis *m_axisX = nullptr;
    QSpinBox *m_barsSpinBox = nullptr;
    QList<QGraphicsSimpleTextItem *> m_valueLabels;
    QList<Bar> m_bars; ///< best first
    int m_candidates = 0;
    int m_labelWidthUsed = 0; ///< the width the GPU names were shortened to
    int m_limitUsed = 0;      ///< the number of bars the last refresh had room for
    qint64 m_selected = 0;
    QString m_hoverText;
    QString m_filterDescription;
};

// SPDX-FileCopyrightText: 2026 GPU Advisor contributors
// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include "model/cost/breakeven.h"
#include "ui/charts/chartpanel.h"

class GpuTableModel;
class QDoubleSpinBox;
class QGraphicsSimpleTextItem;
class QLineSeries;
class QScatterSeries;
class QSpinBox;
class QValueAxis;
class WhatIfSettings;

/// Buying against renting for the selected GPU: the cumulative cost of a desktop with it (its
/// price, the rest of the desktop, its electricity) and of a cloud GPU at the user's hourly
/// rate, over days of ownership, with the break-even day marked (model/breakeven.h).
class BreakEvenChart final : public ChartPanel
{
    Q_OBJECT

public:
    BreakEvenChart(const GpuTableModel *gpus, const WhatIfSettings *settings, QWidget *parent = nullptr);
    ~BreakEvenChart() override;

    qint64 gpu() const { return m_gpuId; }
    void setGpu(qint64 gpuId);
    double cloudHourlyUsd() const;
    void setCloudHourlyUsd(double usd);

    /// The figures behind the chart; empty when no priced GPU is selected.
    std::optional<BreakEvenInput> input() const { return m_input; }
    std::optional<BreakEvenResult> result() const { return m_result; }

protected:
    void refresh() override;
    void layoutDecorations() override;
    void colourSeries() override;

private:
    const GpuTableModel *m_gpus;
    const WhatIfSettings *m_settings;
    qint64 m_gpuId = 0;
    QDoubleSpinBox *m_cloudSpinBox = nullptr;
    QSpinBox *m_systemSpinBox = nullptr;
    QLineSeries *m_desktop = nullptr;
    QLineSeries *m_cloud = nullptr;
    QLineSeries *m_marker = nullptr;
    QScatterSeries *m_point = nullptr;
    QValueAxis *m_axisX = nullptr;
    QValueAxis *m_axisY = nullptr;
    QGraphicsSimpleTextItem *m_label = nullptr;
    std::optional<BreakEvenInput> m_input;
    std::optional<BreakEvenResult> m_result;
};

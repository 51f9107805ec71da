// SPDX-FileCopyrightText: 2026 GPU Advisor contributors
// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include <QWidget>

#include <memory>

class GpuTableModel;
class PriceHistoryChart;
class PriceHistoryModel;
class WhatIfSettings;

namespace Ui {
class GpuDetailWidget;
}

/// One GPU in full: its specs and their source, its price history as a time chart with every
/// observation and source listed, and the model's explanation of its figures. Follows the
/// what-if settings.
class GpuDetailWidget final : public QWidget
{
    Q_OBJECT

public:
    GpuDetailWidget(const GpuTableModel *gpus, const WhatIfSettings *settings, QWidget *parent = nullptr);
    ~GpuDetailWidget() override;

    qint64 gpu() const { return m_gpuId; }
    void setGpu(qint64 gpuId);

    PriceHistoryChart *chart() const { return m_chart; }
    const PriceHistoryModel *history() const { return m_history; }
    /// The explanation as plain text, brought up to date first.
    QString explanation();
    /// True when the widget is too low for the chart above the explanation: the chart is then
    /// a tab beside the explanation and the price observations.
    bool isCompact() const { return m_compact; }

protected:
    void showEvent(QShowEvent *event) override;
    void resizeEvent(QResizeEvent *event) override;

private:
    /// Rewrites the name, specs and explanation now if visible, else when next shown.
    void refreshText();
    void writeText();
    void setCompact(bool compact);

    std::unique_ptr<Ui::GpuDetailWidget> m_ui;
    const GpuTableModel *m_gpus;
    const WhatIfSettings *m_settings;
    PriceHistoryModel *m_history = nullptr;
    PriceHistoryChart *m_chart = nullptr;
    qint64 m_gpuId = 0;
    bool m_textDirty = true;
    bool m_compact = false;
};

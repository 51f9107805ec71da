// SPDX-FileCopyrightText: 2026 GPU Advisor contributors
// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include "model/catalog/gpu.h"

#include <QWidget>

#include <memory>

class GpuTableModel;
class SoftwareReadiness;
class PriceHistoryChart;
class QPushButton;
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
    /// Offers "Add a price" beside the name and "Remove your entry" under the observations
    /// (off by default: a window without a place to keep prices does not offer them).
    void setPriceEditing(bool enabled);
    /// Which software stacks run on the GPU shown, under its explanation; null (the default) shows
    /// nothing. The readiness must outlive the widget.
    void setReadiness(const SoftwareReadiness *readiness);
    /// Shows the observations tab with the user's entry of `priceId` selected (after adding it).
    void showObservation(qint64 priceId);

Q_SIGNALS:
    /// The user asked to add a price for the GPU shown.
    void addPriceRequested(qint64 gpuId);
    /// The user asked to remove their own observation `priceId` of the GPU shown.
    void removePriceRequested(qint64 priceId);

protected:
    void showEvent(QShowEvent *event) override;
    void resizeEvent(QResizeEvent *event) override;

private:
    /// Rewrites the name, specs and explanation now if visible, else when next shown.
    void refreshText();
    void writeText();
    void setCompact(bool compact);
    /// The observation of the selected row of the observations table, if one is selected.
    const PriceObservation *selectedObservation() const;
    void updateButtons();

    std::unique_ptr<Ui::GpuDetailWidget> m_ui;
    const GpuTableModel *m_gpus;
    const WhatIfSettings *m_settings;
    PriceHistoryModel *m_history = nullptr;
    PriceHistoryChart *m_chart = nullptr;
    QPushButton *m_addPriceButton = nullptr;
    QPushButton *m_removePriceButton = nullptr;
    const SoftwareReadiness *m_readiness = nullptr;
    bool m_priceEditing = false;
    qint64 m_gpuId = 0;
    bool m_textDirty = true;
    bool m_compact = false;
};

// SPDX-FileCopyrightText: 2026 GPU Advisor contributors
// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include "model/cloud/cloudrate.h"
#include "model/cost/breakeven.h"
#include "ui/charts/chartpanel.h"

class GpuTableModel;
class QComboBox;
class QDoubleSpinBox;
class QGraphicsSimpleTextItem;
class QLineSeries;
class QScatterSeries;
class QSpinBox;
class QValueAxis;
struct RankEntry;
class WhatIfSettings;

/// Buying against renting for the selected GPU: the cumulative cost of a desktop with it (its
/// price, the rest of the desktop, its electricity) and of a cloud GPU per hour, over days of
/// ownership, with the break-even day marked (model/breakeven.h). The hourly rate is offered from
/// the GPU's dated cloud rates (cheapest or median across providers, on demand or spot, with
/// provider and date); the user can still type one.
class BreakEvenChart final : public ChartPanel
{
    Q_OBJECT

public:
    BreakEvenChart(const GpuTableModel *gpus, const WhatIfSettings *settings, QWidget *parent = nullptr);
    ~BreakEvenChart() override;

    qint64 gpu() const { return m_gpuId; }
    void setGpu(qint64 gpuId);
    double cloudHourlyUsd() const;
    /// Types a rate of the user's own (the rate choice becomes "Your rate").
    void setCloudHourlyUsd(double usd);
    /// What the rate is: "cheapest_on_demand", "median_on_demand", "cheapest_spot", "median_spot" or "custom".
    QString rateChoice() const;
    void setRateChoice(const QString &choice);
    /// The selected GPU's rates across providers, as offered.
    CloudRateSummary onDemandRates() const { return m_onDemand; }
    CloudRateSummary spotRates() const { return m_spot; }

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
    void rebuildRateChoices();
    /// The break-even of the card `e` against `cloudHourlyUsd`; the System box follows its watts
    /// until the user sets them.
    BreakEvenInput inputFor(const RankEntry &e, double cloudHourlyUsd);
    QString rateText(const CloudRateSummary &summary, bool median) const;
    /// What buying costs, in the note under the chart: the card or machine, the desktop, the
    /// electricity and the resale the desktop's line takes off.
    QString buyingNote(const RankEntry &e, const BreakEvenInput &in, const BreakEvenResult &r) const;

    QComboBox *m_rateComboBox = nullptr;
    QDoubleSpinBox *m_cloudSpinBox = nullptr;
    CloudRateSummary m_onDemand;
    CloudRateSummary m_spot;
    bool m_userChoseRate = false;
    QSpinBox *m_systemSpinBox = nullptr;
    /// The user set the rest of the system's watts; until then the box follows the cost of
    /// ownership's figure for the card.
    bool m_userSetSystemWatts = false;
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

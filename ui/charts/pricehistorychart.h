// SPDX-FileCopyrightText: 2026 GPU Advisor contributors
// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include "ui/charts/chartpanel.h"

#include <optional>

class PriceHistoryModel;
class QDateTimeAxis;
class QLineSeries;
class QValueAxis;
class WhatIfSettings;

/// One GPU's price observations over time, new and used as separate lines, read from a
/// PriceHistoryModel; the "as of" month and the launch price are drawn as reference lines.
class PriceHistoryChart final : public ChartPanel
{
    Q_OBJECT

public:
    PriceHistoryChart(const PriceHistoryModel *history, const WhatIfSettings *settings, QWidget *parent = nullptr);
    ~PriceHistoryChart() override;

    /// The GPU the history belongs to, for the title, and its launch price if known.
    void setGpu(const QString &name, std::optional<double> launchPriceUsd);
    int newPointCount() const;
    int usedPointCount() const;

protected:
    void refresh() override;
    void layoutDecorations() override;
    void colourSeries() override;

private:
    const PriceHistoryModel *m_history;
    const WhatIfSettings *m_settings;
    QString m_name;
    std::optional<double> m_launchPrice;
    QLineSeries *m_new = nullptr;
    QLineSeries *m_used = nullptr;
    QLineSeries *m_asOf = nullptr;
    QLineSeries *m_launch = nullptr;
    QDateTimeAxis *m_axisX = nullptr;
    QValueAxis *m_axisY = nullptr;
    int m_months = 12; ///< the span of the time axis
};

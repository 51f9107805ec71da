// SPDX-FileCopyrightText: 2026 GPU Advisor contributors
// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include <QString>

#include <optional>

/// Buying a desktop against renting a cloud GPU for the same hours.
struct BreakEvenInput
{
    double desktopCostUsd = 2200;
    double gpuWatts = 350;
    double systemWatts = 100;
    double kwhPriceUsd = 0.12;
    double cloudHourlyUsd = 2.14;
    double utilization = 0.15;

    /// The least utilisation CostOfOwnership::breakEvenInput() passes on (validate() refuses 0).
    static constexpr double MinimumUtilization = 0.001;

    /// Empty when valid; otherwise names the first bad field.
    QString validate() const;
};

struct BreakEvenResult
{
    double energyKwhPerYear = 0;
    double electricityUsdPerDay = 0;
    double cloudUsdPerDay = 0;
    /// Days until the desktop (purchase + electricity) costs less than renting; empty when
    /// renting is never dearer (the cloud costs no more per day than the desktop's electricity).
    std::optional<double> breakEvenDays;

    double desktopCumulativeUsd(double days, double desktopCostUsd) const
    {
        return desktopCostUsd + electricityUsdPerDay * days;
    }
    double cloudCumulativeUsd(double days) const { return cloudUsdPerDay * days; }
};

/// desktop + electricity/day x d = cloud rate x utilisation x 24 h x d, solved for d. The inputs
/// of a card of the database are set up once, by CostOfOwnership::breakEvenInput().
BreakEvenResult breakEven(const BreakEvenInput &input);

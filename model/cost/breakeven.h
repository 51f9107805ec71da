// SPDX-FileCopyrightText: 2026 GPU Advisor contributors
// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include "model/cost/costmodel.h"

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

    /// The least utilisation cardBreakEvenInput() passes on (validate() refuses 0).
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

/// desktop + electricity/day x d = cloud rate x utilisation x 24 h x d, solved for d.
BreakEvenResult breakEven(const BreakEvenInput &input);

/// The break-even of buying one card against renting one: the one way the GPU browser's chart
/// and `breakeven --gpu` set it up. The desktop costs the card's price and the desktop around it
/// (cost.desktopBaseUsd), and draws the card's board power and `systemWatts` at the cost
/// settings' electricity price and utilisation. (BreakEvenInput's own defaults are the 2023
/// post's worked example: a $2,200 desktop at $0.12/kWh.)
BreakEvenInput cardBreakEvenInput(double cardPriceUsd, double cardWatts, const CostParameters &cost,
                                  double cloudHourlyUsd, double systemWatts = BreakEvenInput().systemWatts);
/// The same for a device of the GPU table, through the one rule of what is added to it: a card gets
/// the desktop around it and the rest of the system's `systemWatts`; a complete computer
/// (Gpu::isCompleteComputer()) counts as itself, its price and its own power (its figure is the
/// whole machine's), nothing added.
BreakEvenInput deviceBreakEvenInput(const Gpu &gpu, double priceUsd, double watts, const CostParameters &cost,
                                    double cloudHourlyUsd, double systemWatts = BreakEvenInput().systemWatts);

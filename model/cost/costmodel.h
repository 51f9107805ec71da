// SPDX-FileCopyrightText: 2026 GPU Advisor contributors
// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include "model/cost/pricing.h"

#include <QString>

/// What owning a GPU desktop costs. Defaults are the 2023 post's: 5 years, 0.175 USD/kWh,
/// 15% GPU utilisation; the desktop's own cost is derived in docs/model.md. The price is the
/// cheaper of the latest new and second-hand observation, not the post's average (issue 25).
struct CostParameters
{
    double years = 5;
    double kwhPriceUsd = 0.175;
    double utilization = 0.15;
    double desktopBaseUsd = 700;
    PriceBasis priceBasis = PriceBasis::Cheapest;

    static constexpr double HoursPerYear = 24 * 365;

    /// Empty when every value is possible; otherwise a message naming the first bad field.
    QString validate() const;
};

/// The cost of owning one GPU (of a given price and board power) in a desktop.
struct CostBreakdown
{
    double gpuUsd = 0;
    int gpuCount = 1;
    double desktopUsd = 0;
    double energyKwhPerYear = 0;
    double electricityUsdPerYear = 0;
    double years = 0;

    double electricityUsd() const { return electricityUsdPerYear * years; }
    double totalUsd() const { return gpuUsd * gpuCount + desktopUsd + electricityUsd(); }
};

/// What the rest of the machine around `gpu` costs: the parameters' desktop for a card, nothing for
/// a complete computer (Gpu::isCompleteComputer()), which counts as itself.
double restOfMachineUsd(const Gpu &gpu, const CostParameters &parameters);

/// Electricity for `watts` of GPU draw at the parameters' utilisation and tariff.
double energyKwhPerYear(double watts, const CostParameters &parameters);
double electricityUsdPerYear(double watts, const CostParameters &parameters);

CostBreakdown ownershipCost(double gpuPriceUsd, double gpuWatts, const CostParameters &parameters, int gpuCount = 1);
/// The cost of owning `gpu` bought at `priceUsd`: its board power, and the rest of the machine by
/// restOfMachineUsd(). The browser, Compare and `rank` cost a device through this.
CostBreakdown ownershipCost(const Gpu &gpu, double priceUsd, const CostParameters &parameters);

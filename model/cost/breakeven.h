// SPDX-FileCopyrightText: 2026 GPU Advisor contributors
// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include <QString>

#include <optional>

/// Buying a desktop against renting a cloud GPU for the same hours (docs/model.md §6, docs/resale.md).
struct BreakEvenInput
{
    double desktopCostUsd = 2200;
    /// The expected resale of the card(s) after the cost of ownership's years (CostOfOwnership: the
    /// one rule, docs/resale.md), taken off what owning costs; 0 in the post's view, the what-if "keep
    /// it until it dies", or where no fit reaches the card.
    double resaleUsd = 0;
    /// The resale line of that cost of ownership (CostBreakdown::resaleLine): what resaleUsd is, or
    /// why it is 0. Empty for the plain formula (no card of the database).
    QString resaleLine;
    double gpuWatts = 350;
    double systemWatts = 100;
    double kwhPriceUsd = 0.12;
    double cloudHourlyUsd = 2.14;
    double utilization = 0.15;

    /// The least utilisation CostOfOwnership::breakEvenInput() passes on (validate() refuses 0).
    static constexpr double MinimumUtilization = 0.001;

    /// What owning costs before its electricity: the desktop's price less the expected resale.
    double ownedUsd() const { return desktopCostUsd - resaleUsd; }

    /// Empty when valid; otherwise names the first bad field.
    QString validate() const;
};

struct BreakEvenResult
{
    double energyKwhPerYear = 0;
    double electricityUsdPerDay = 0;
    double cloudUsdPerDay = 0;
    /// Days until owning (purchase − expected resale + electricity) costs less than renting; empty
    /// when renting is never dearer (the cloud costs no more per day than the desktop's electricity).
    std::optional<double> breakEvenDays;

    /// What owning has cost after `days` of use: `ownedUsd` (BreakEvenInput::ownedUsd) + electricity.
    double desktopCumulativeUsd(double days, double ownedUsd) const { return ownedUsd + electricityUsdPerDay * days; }
    double cloudCumulativeUsd(double days) const { return cloudUsdPerDay * days; }
};

/// desktop − expected resale + electricity/day x d = cloud rate x utilisation x 24 h x d, solved for
/// d. The inputs of a card of the database are set up once, by CostOfOwnership::breakEvenInput().
BreakEvenResult breakEven(const BreakEvenInput &input);

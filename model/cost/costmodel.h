// SPDX-FileCopyrightText: 2026 GPU Advisor contributors
// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include "model/cost/pricing.h"
#include "model/cost/resale.h"

#include <QString>

#include <optional>

/// What owning a GPU desktop costs. Defaults are the 2023 post's: 5 years, 0.175 USD/kWh,
/// 15% GPU utilisation. The price is the cheaper of the latest new and second-hand observation,
/// not the post's average (issue 25). The desktop around a card is priced from the build
/// planner's parts (CostOfOwnership, model/build/costofownership.h) unless the user gives its price.
struct CostParameters
{
    double years = 5;
    double kwhPriceUsd = 0.175;
    double utilization = 0.15;
    /// The user's own price of the desktop around a card (the what-if "desktop cost", `rank
    /// --desktop-cost`); empty = priced from the planner's parts (the post's $700 in its view).
    std::optional<double> desktopUsd;
    PriceBasis priceBasis = PriceBasis::Cheapest;
    /// Whether the expected resale after the years is taken off (docs/resale.md); false = the what-if
    /// "keep it until it dies" (`--no-resale`).
    bool countResale = true;

    static constexpr double HoursPerYear = 24 * 365;
    /// The 2023 post's desktop around a card (docs/model.md §5): the desktop of the post's view.
    static constexpr double desktopBaseUsd = 700;

    /// Empty when every value is possible; otherwise a message naming the first bad field.
    QString validate() const;
};

/// Where the desktop around a device comes from (docs/model.md §5).
enum class DesktopOrigin {
    Itself,     ///< a complete computer: nothing is added
    Parts,      ///< the build planner's parts for the machine the cards need
    UsersPrice, ///< the user's own price (CostParameters::desktopUsd)
    Post,       ///< the 2023 post's $700 (its own view)
};

/// Whether a cost of ownership takes a resale off, and if not, why (docs/resale.md).
enum class ResaleState {
    NotAsked,     ///< the plain formula: no resale model was given
    Counted,      ///< the expected resale is taken off
    NotEstimated, ///< no estimate for this card (ResaleEstimate::reason says why)
    Kept,         ///< the what-if "keep it until it dies"
    PostView,     ///< the 2023 post's view counts no resale
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
    double systemWatts = 0; ///< the rest of the machine's draw counted besides the cards
    DesktopOrigin desktopOrigin = DesktopOrigin::Post;
    double resaleUsd = 0; ///< the expected resale of all the cards after the years, taken off the total
    ResaleState resaleState = ResaleState::NotAsked;
    ResaleEstimate resale; ///< the estimate per card, or why there is none

    double electricityUsd() const { return electricityUsdPerYear * years; }
    /// What the cards and the machine around them cost to buy.
    double purchaseUsd() const { return gpuUsd * gpuCount + desktopUsd; }
    /// Purchase − expected resale + electricity.
    double totalUsd() const { return purchaseUsd() - resaleUsd + electricityUsd(); }
    /// The resale line every front end shows beside the cost ("expected resale after 5 years: −$X
    /// (estimate, typically within ±Y%)", or why none is counted); empty for the plain formula.
    QString resaleLine(const QString &currency = QStringLiteral("$")) const;
};

/// Electricity for `watts` of GPU draw at the parameters' utilisation and tariff.
double energyKwhPerYear(double watts, const CostParameters &parameters);
double electricityUsdPerYear(double watts, const CostParameters &parameters);

/// The formula of docs/model.md §5: `gpuCount` cards at `gpuPriceUsd` drawing `gpuWatts` each, in a
/// desktop of `desktopUsd` whose rest draws `systemWatts`. The defaults are the post's (its $700
/// desktop, the cards' power alone). Answers cost a device through CostOfOwnership, which fills
/// the desktop in.
CostBreakdown ownershipCost(double gpuPriceUsd, double gpuWatts, const CostParameters &parameters, int gpuCount = 1,
                            double desktopUsd = CostParameters::desktopBaseUsd, double systemWatts = 0);

// SPDX-FileCopyrightText: 2026 GPU Advisor contributors
// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include "model/build/partprice.h"
#include "model/cost/breakeven.h"
#include "model/cost/costmodel.h"

#include <QCoreApplication>
#include <QDate>
#include <QHash>
#include <QList>

/// The machine a device needs around it, as one cost of ownership counts it.
struct DesktopQuote
{
    double usd = 0;         ///< every part but the GPUs
    double systemWatts = 0; ///< what the rest of the machine draws while the GPUs work
    DesktopOrigin origin = DesktopOrigin::Itself;
};

/// The one cost of ownership and the one break-even against renting of a GPU (issue 25; docs/model.md
/// §5, §6). Every answer that costs a card asks this: the GPU browser and Compare, `rank`, `build`,
/// `breakeven --gpu`, the build planner's page and the break-even chart.
///
/// - The desktop around a card is what the build planner prices for the machine the card (times its
///   count) needs, from the dated part prices as of the answer's month; the user's desktop price
///   (CostParameters::desktopUsd) replaces it when given. A complete computer
///   (Gpu::isCompleteComputer()) counts as itself: no desktop, its own power figure.
/// - The power drawn is the cards' board power plus what the planner's platform draws besides while
///   the GPUs work (BuildRules::systemWattsWhileTraining), the figure the planner's electricity bill
///   counts.
/// - The expected resale of the cards after the years is taken off (docs/resale.md), from the
///   resale fits of the dated second-hand prices (setResale()); none in the what-if "keep it until
///   it dies" (CostParameters::countResale), for a card the fits do not reach, or without prices.
/// - The post's own view (a month before 2024) keeps the post's assumptions: a $700 desktop, the
///   cards' board power alone in the cost of ownership, the post's 100 W for the rest of the
///   system in the break-even, and no resale.
///
/// The planner's desktop is kept per card, count and month, so an interactive view re-costs fast.
/// Not thread-safe.
class CostOfOwnership final
{
    Q_DECLARE_TR_FUNCTIONS(CostOfOwnership)

public:
    explicit CostOfOwnership(QList<PartPriceObservation> partPrices = {});

    /// The dated prices of the parts other than GPUs (none: the planner's documented defaults).
    void setPartPrices(QList<PartPriceObservation> partPrices);
    const QList<PartPriceObservation> &partPrices() const { return m_partPrices; }
    /// The resale fits of the database's second-hand prices; none (the default) counts no resale.
    void setResale(ResaleModel resale) { m_resale = std::move(resale); }
    const ResaleModel &resale() const { return m_resale; }

    /// The resale taken off the cost of `count` of `gpu` bought at `priceUsd` each (the one rule, for
    /// the build planner too): the estimate per card, at most what was paid for it, times the count.
    static void countResale(const ResaleModel &resale, const Gpu &gpu, double priceUsd, int count,
                            const CostParameters &cost, const QDate &asOf, CostBreakdown *breakdown);

    /// Whether `asOf` is the 2023 post's own view: a month before 2024 (invalid = today's).
    static bool isPostView(const QDate &asOf);

    /// The desktop a ranking counts, in words: "your $1,200", "the 2023 post's $700" or "from the build
    /// planner's parts for each GPU's machine".
    static QString desktopTitle(const CostParameters &cost, const QDate &asOf,
                                const QString &currency = QStringLiteral("$"));

    /// The resale a ranking counts, in words: "minus the expected resale after 5 years where the fit
    /// reaches (docs/resale.md)", "no resale: kept until it stops working" or the post's view's.
    static QString resaleTitle(const CostParameters &cost, const QDate &asOf);

    /// The machine around `count` of `gpu` as of `asOf` (invalid = the latest prices).
    DesktopQuote desktop(const Gpu &gpu, int count, const CostParameters &cost, const QDate &asOf) const;
    /// The cost of owning `count` of `gpu` bought at `priceUsd` each, in the machine they need.
    CostBreakdown cost(const Gpu &gpu, double priceUsd, const CostParameters &cost, const QDate &asOf,
                       int count = 1) const;
    /// Buying that machine against renting one such GPU for the same hours at `cloudHourlyUsd`, the
    /// card's expected resale after the years taken off as cost() takes it off (docs/resale.md).
    /// `gpuWatts` replaces the card's board power when given (`breakeven --gpu-watts`).
    BreakEvenInput breakEvenInput(const Gpu &gpu, double priceUsd, const CostParameters &cost, const QDate &asOf,
                                  double cloudHourlyUsd, std::optional<double> gpuWatts = std::nullopt) const;

private:
    DesktopQuote plannedDesktop(const Gpu &gpu, int count, const QDate &asOf) const;

    QList<PartPriceObservation> m_partPrices;
    ResaleModel m_resale;
    mutable QHash<QString, DesktopQuote> m_desktops; ///< by GPU, count and month
};

// SPDX-FileCopyrightText: 2026 GPU Advisor contributors
// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include "model/catalog/gpurepository.h"
#include "model/cost/freshness.h"
#include "model/cost/pricing.h"
#include "model/flowchart/flowchartwalker.h"
#include "model/flowchart/wizardneeds.h"
#include "model/performance/ranking.h"

#include <QCoreApplication>

/// A card the chart names, resolved against the database: its specs and its latest prices.
struct PickDetails
{
    Gpu gpu;
    bool used = false;
    PriceQuote quote;
    QDate asOf{}; ///< the day the pick is priced at (a price's age counts to it); invalid = today
    /// The cost of owning the card and its machine, and its performance per dollar of that, as
    /// the ranking that chose it counts them (`rank` with the pick's condition gives the same);
    /// empty for a card not chosen from a ranking or without a price.
    std::optional<double> totalCostUsd{};
    /// What the card and the machine around it cost to buy (the build planner's parts for the
    /// machine it needs; a complete computer is itself), as the same ranking counts it.
    std::optional<double> wholeBuildUsd{};
    std::optional<double> performancePerDollar{};
    std::optional<Metric> valueMetric{}; ///< the workload performancePerDollar is measured at

    /// A card chosen from a ranking by `metric`, with the ranking's figures.
    static PickDetails ranked(const RankEntry &entry, Metric metric, bool used, const QDate &asOf);

    /// The price that fits the pick: the used price for a used pick, else the new price,
    /// falling back to the other condition when only that one is on record.
    std::optional<PriceObservation> relevantPrice() const;
    /// True when relevantPrice() had to fall back to the other condition.
    bool priceIsFallback() const;
    QString displayName() const; ///< "GeForce RTX 3090 (used)"
    /// The cards of `picks` as one choice, as a live leaf's title, a budget question and the
    /// window's trail name them: "GeForce RTX 3090 (used) or Radeon RX 7900 XTX".
    static QString choiceOf(const QList<PickDetails> &picks);

    // Last, so that the members stay public and the struct an aggregate.
    Q_DECLARE_TR_FUNCTIONS(PickDetails)
};

/// Resolves picks by id, priced as of `asOf` (invalid = the latest prices); picks whose GPU is
/// missing from the repository are skipped.
QList<PickDetails> resolvePicks(const QList<GpuPick> &picks, const GpuRepository &repository, const QDate &asOf = {});

/// What a finished walk recommends, ready to show or export.
struct Recommendation
{
    FlowLeaf leaf;
    QList<PickDetails> picks;
    QList<PickDetails> runnerUps;
    QString caveat;
    // The live edition: today's pick by the leaf's rule, with the post's own pick beside it.
    bool live = false;
    QList<PickDetails> postPicks; ///< the post's pick, priced as of the same date (live edition)
    QString rule;                 ///< the rule behind the live pick, in words
    QList<Gpu> unpriced;          ///< cards that could have won but have no usable price
    PriceFreshness freshness;     ///< how current the prices of `picks` are
    /// The ranking the picks were chosen in (a live pick's rule, or the budget's ranking by value);
    /// empty for the post's fixed picks. "Rank by value" opens the same one (BudgetWalk::rankingNeeds).
    WizardNeeds needs;
    /// No card the chart offers is within the budget, and `picks` is the best card within it from
    /// the ranking by value (BudgetWalk::fallBack) instead of "No viable option".
    bool budgetFallback = false;
    /// Cards a live leaf's rule picked that the budget does not cover, left out of `picks` (and of
    /// the leaf's title) because another of its cards is within it.
    QList<PickDetails> overBudgetPicks;

    bool isValid() const { return leaf.id != 0; }
};

/// The recommendation at the end of the walk, priced as of `asOf` (invalid = latest prices,
/// judged at today); invalid when the walk is not finished.
Recommendation recommendationFor(const FlowchartWalker &walker, const GpuRepository &repository,
                                 const QDate &asOf = {});

/// A suggested answer for a budget question, from the offered cards' prices.
struct BudgetAdvice
{
    QList<PickDetails> offered;
    std::optional<double> cheapestUsd; ///< the cheapest offered card with a known price
    std::optional<Answer> suggestion;  ///< empty when no offered card has a price
};

BudgetAdvice adviseOnBudget(const FlowQuestion &question, const GpuRepository &repository, double budgetUsd,
                            const QDate &asOf = {});

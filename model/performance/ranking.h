// SPDX-FileCopyrightText: 2026 GPU Advisor contributors
// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include "model/cost/costmodel.h"
#include "model/performance/performancemodel.h"

#include <QDate>
#include <QHash>

#include <functional>

class CostOfOwnership;

/// What to rank and how.
struct RankingOptions
{
    enum class Sort { Value, Performance };

    Metric metric = Metric::Int8Inference;
    double minVramGb = 0;
    QDate asOf; ///< only GPUs released by then, prices as of then; invalid = everything, latest prices
    /// The software assumption for 8-bit work; empty = the one of the "as of" month
    /// (softwareAssumptionFor).
    std::optional<SoftwareAssumption> software;
    CostParameters cost;
    /// Prices the desktop around each card (the planner's part prices) and counts the resale; null =
    /// the planner's default part prices and the resale fitted on the prices ranked.
    const CostOfOwnership *ownership = nullptr;
    Sort sort = Sort::Value;
    /// How many ranked GPUs (those with a price) to keep, 0 = all; the GPUs without a price that
    /// stand among them in the order are kept too, to be listed apart.
    int limit = 0;

    QString validate() const;
    /// The assumption in force: the chosen one, else the one of the "as of" month.
    SoftwareAssumption effectiveSoftware() const { return software.value_or(softwareAssumptionFor(asOf)); }
};

/// One GPU's row in a ranking.
struct RankEntry
{
    Gpu gpu;
    PerformanceEstimate performance;
    PriceQuote quote;
    std::optional<double> priceUsd;
    QString priceDate;
    std::optional<CostBreakdown> cost; ///< empty without a price
    double electricityUsdPerYear = 0;

    /// Relative performance per dollar of total cost of ownership; empty without a price.
    std::optional<double> performancePerDollar() const;
};

/// Ranks GPUs: best performance per dollar first (or best performance with Sort::Performance);
/// GPUs without a price follow the priced ones, best performance first.
/// `prices` maps GPU ids to their observations. Returns an empty list and sets `error` when the
/// reference GPU of the model is not among `gpus`.
QList<RankEntry> rankGpus(const QList<Gpu> &gpus, const QHash<qint64, QList<PriceObservation>> &prices,
                          const PerformanceParameters &parameters, const RankingOptions &options,
                          QString *error = nullptr);

/// Ranks entries already evaluated (a GpuEvaluator's, say) as rankGpus() does: keeps the GPUs
/// `options` admits (memory, released by its month) and, when given, `admits` admits, orders them
/// and cuts them to its limit. The limit counts the admitted GPUs only.
QList<RankEntry> rankEntries(QList<RankEntry> entries, const RankingOptions &options,
                             const std::function<bool(const RankEntry &)> &admits = {});

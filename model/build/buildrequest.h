// SPDX-FileCopyrightText: 2026 GPU Advisor contributors
// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include "model/catalog/gpu.h"
#include "model/cost/costmodel.h"
#include "model/cost/pricing.h"
#include "model/performance/memoryestimate.h"

#include <QDate>
#include <QList>
#include <QMap>
#include <QString>

#include <optional>

class FlowchartWalker;
struct Recommendation;

/// One kind of GPU in a build and how many of it each machine holds.
struct BuildGpuLine
{
    QString gpuName; ///< as the database spells it
    int count = 1;

    friend bool operator==(const BuildGpuLine &, const BuildGpuLine &) = default;
};

/// One answered question of the wizard, kept with a build that came from it.
struct BuildOriginStep
{
    QString question;
    QString answer; ///< "yes" or "no"

    friend bool operator==(const BuildOriginStep &, const BuildOriginStep &) = default;
};

/// Where a build came from when the wizard recommended its GPU: the chart, the answers and the
/// recommendation with its reasoning, so a report can say why this card.
struct BuildOrigin
{
    QString chartTitle;
    QString chartEdition;
    QList<BuildOriginStep> answers;
    QString leafTitle;
    QString leafText;   ///< why: the leaf's summary
    QString leafAdvice; ///< what to do next
    /// The wizard's budget, which is the card's (the chart asks about cards); empty when none.
    std::optional<double> cardBudgetUsd;

    bool isEmpty() const { return leafTitle.isEmpty() && answers.isEmpty(); }
    friend bool operator==(const BuildOrigin &, const BuildOrigin &) = default;
};

/// Everything the build planner needs to plan one build, and everything a saved build stores.
/// GPU specs and prices are not part of it: they are read from the database when planning, as
/// of `priceAsOf`.
struct BuildRequest
{
    QList<BuildGpuLine> gpus; ///< per machine; more than one line makes a mixed build
    PriceCondition condition = PriceCondition::New;
    /// Price each GPU at the cheaper of its current new and second-hand offers (PriceQuote's
    /// cheapest basis, as `rank` and `plan` price it) instead of at `condition`, which is then
    /// unused.
    bool cheapest = false;
    std::optional<int> powerLimitWatts; ///< cap per GPU; cards with a lower TDP are unaffected
    int machines = 1;
    /// System RAM per machine a workload needs beyond the sizing rule, in GB (an LLM's layers or
    /// experts offloaded to RAM); 0 = the rule alone. The plan takes the larger of the two.
    int minimumRamGb = 0;
    /// System RAM per machine the user chose, in GB; 0 = as the rule (and minimumRamGb) size it.
    int ramGb = 0;
    /// The user's own PC takes the GPUs: only the GPUs and the power supply are bought (one machine).
    bool reusePc = false;
    /// What the whole build may cost (every machine, all parts); empty = no budget.
    std::optional<double> budgetUsd;
    QString circuitKey;       ///< see BuildRules::circuits(); empty = the platform's default
    double gridKgPerKwh = -1; ///< kg CO2e per kWh; negative = the documented default
    QDate priceAsOf;          ///< invalid = the latest prices
    /// The user's own unit prices of parts other than GPUs, by part type ("Memory" -> 420): they
    /// replace the dated and default prices of that line.
    QMap<QString, double> partPriceUsd;
    CostParameters cost; ///< years, tariff and utilisation (the shared what-if values)
    std::optional<MemoryWorkload> workload;
    BuildOrigin origin;

    int gpusPerMachine() const;
    /// Empty when the request is well-formed (GPU-independent checks); otherwise names the
    /// first bad field the way the command line spells it.
    QString validate() const;
    /// The grid intensity with the default filled in.
    double effectiveGridKgPerKwh() const;

    friend bool operator==(const BuildRequest &a, const BuildRequest &b);

    /// The basis the GPUs are priced at: Cheapest, New or Used.
    PriceBasis priceBasis() const;
    /// "cheapest", "new" or "used", as `build --condition`, a saved build and the planner name it.
    QString conditionKey() const;
    /// Sets `cheapest` and `condition` from such a key; false (and nothing set) for another.
    bool setConditionKey(const QString &key);
};

/// Equality of two workloads field by field (MemoryWorkload itself has no operator==).
bool sameWorkload(const MemoryWorkload &a, const MemoryWorkload &b);

/// The wizard's walk as a build origin: its chart, answers and leaf.
BuildOrigin buildOriginFor(const FlowchartWalker &walker, const Recommendation &recommendation);

// SPDX-FileCopyrightText: 2026 GPU Advisor contributors
// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include "model/build/buildrequest.h"
#include "model/build/partprice.h"
#include "model/cost/costmodel.h"
#include "model/llm/llmestimator.h"

#include <QCoreApplication>
#include <QDate>
#include <QJsonObject>
#include <QList>

#include <optional>

/// One device the planner may use, with its price observations (from the GPU database).
struct LlmPlanInput
{
    Gpu gpu;
    QList<PriceObservation> prices;
};

/// A device and how many of it, as the command line's --gpu/--count give it.
struct LlmDeviceChoice
{
    QString name; ///< as the database spells it (matched ignoring case before it gets here)
    int count = 1;
};

/// The question: this workload, at this speed, within this budget, as of this month.
struct LlmPlanRequest
{
    LlmWorkload workload;
    std::optional<double> minTokensPerS; ///< decode speed each user should see
    std::optional<double> budgetUsd;     ///< purchase price ceiling
    /// Each card at the cheaper of its latest new and second-hand price: one real observation with
    /// its kind, never an average (issue 25). False: at cost.priceBasis.
    bool cheapestPrice = false;
    QDate asOf;                             ///< invalid = latest prices and every device
    CostParameters cost;                    ///< years, tariff, utilisation, desktop base (what-if settings)
    std::optional<double> apiUsdPerMillion; ///< an API's price per million generated tokens, to compare
    /// When set, only this configuration is evaluated, fitting or not.
    QList<LlmDeviceChoice> exact;
    int maxDevices = 8;                                    ///< most cards one machine holds (docs/llm-planning.md)
    QString offloadPlatform = QStringLiteral("ddr5-dual"); ///< system RAM for offload configurations
    bool includeOffload = true;
    /// A configuration of cards is priced as the build planner prices the machine around it
    /// (BuildPlanner::planWith on buildRequest(), with these part prices): the tab, `plan` and
    /// "Plan this build" then name the same money. Off: the cards and the what-if desktop base.
    bool priceAsBuilt = false;
    QList<PartPriceObservation> partPrices;
};

/// One configuration of the answer, with its price and what it delivers.
struct LlmPlanOption
{
    LlmConfiguration configuration;
    LlmEstimate estimate;
    std::optional<double> priceUsd; ///< devices (+ desktop and extra RAM for cards), as of the date
    QString priceDate;              ///< the latest price observation behind priceUsd
    /// The condition the devices are priced in: second-hand when every price behind priceUsd is a
    /// used or marketplace one (the used basis, or cheapestPrice where those are the cheaper), else new.
    PriceCondition condition = PriceCondition::New;
    std::optional<double> totalCostUsd;        ///< price + electricity over the years (costmodel)
    std::optional<double> usdPerMillionTokens; ///< total cost / tokens generated at the utilisation
    double watts = 0;
    int systemRamGb = 0; ///< RAM the machine needs (offloaded weights + the OS), 0 for unified machines
    bool meetsTarget = true;
    QStringList whyNot; ///< translated reasons the target or the budget is missed
    /// The speed target per user it misses (0 when it meets it or none was asked).
    double missedTargetTokensPerS = 0;
    /// The budget it is over (0 when within it or none was asked).
    double overBudgetUsd = 0;

    /// "gpus", "unified" or "offload", as the JSON's "kind".
    QString kind() const { return estimate.kind; }
    /// "2 × GeForce RTX 4090" (translated multiplication sign is not needed: a symbol).
    QString label() const;
};

/// The answer to "I want to run X at this speed: what do I buy?": every configuration of the
/// database's devices that holds the workload, priced and ranked. Pure: the caller reads the
/// devices and prices (LlmPlanInput) and the catalog.
class LlmPlanner final
{
    Q_DECLARE_TR_FUNCTIONS(LlmPlanner)

public:
    explicit LlmPlanner(LlmEstimator estimator = LlmEstimator());

    /// Every fitting configuration (or exactly request.exact), cheapest first; unpriced last.
    QList<LlmPlanOption> plan(const LlmPlanRequest &request, const QList<LlmPlanInput> &devices) const;
    /// One configuration, priced, fitting or not.
    LlmPlanOption evaluate(const LlmPlanRequest &request, const QList<LlmPlanInput> &groups, const QList<int> &counts,
                           bool withOffload) const;

    /// What to say when no configuration meets the target speed and the budget: how close the
    /// answer comes ("the fastest within the budget ...", "the cheapest that reaches ...", from a
    /// plan of `devices` without the budget). Empty when one meets them, or none was asked for.
    /// `currency` writes the amounts.
    QString verdict(const LlmPlanRequest &request, const QList<LlmPlanOption> &options,
                    const QList<LlmPlanInput> &devices, const QString &currency = QStringLiteral("$")) const;

    /// Orders for the answer's table.
    static void sortByPrice(QList<LlmPlanOption> *options);
    static void sortByTotalCost(QList<LlmPlanOption> *options);

    /// The build planner's request for a configuration of cards: the cards and counts, system RAM
    /// sized for what is offloaded, the price month and cost settings. Unified machines are
    /// complete computers and have no build: returns nullopt for them.
    static std::optional<BuildRequest> buildRequest(const LlmPlanOption &option, const LlmPlanRequest &request);

    /// The command line's JSON (issue 14): {"model", "quant", "context", "users", "configurations"}.
    static QJsonObject toJson(const LlmPlanRequest &request, const QList<LlmPlanOption> &options);

    const LlmEstimator &estimator() const { return m_estimator; }

private:
    LlmEstimator m_estimator;
};

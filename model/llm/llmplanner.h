// SPDX-FileCopyrightText: 2026 GPU Advisor contributors
// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include "model/build/buildrequest.h"
#include "model/build/partprice.h"
#include "model/build/partpricerepository.h"
#include "model/catalog/gpurepository.h"
#include "model/cost/costmodel.h"
#include "model/cost/resale.h"
#include "model/llm/llmestimator.h"
#include "model/llm/llmmeasuredspeeds.h"
#include "model/llm/llmplansummary.h"
#include "model/llm/llmspeedrepository.h"

#include <QCoreApplication>
#include <QDate>
#include <QJsonObject>
#include <QList>

#include <memory>
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
    QDate asOf;                          ///< invalid = latest prices and every device
    /// Years, tariff, utilisation, desktop base (what-if settings) and the price each card is
    /// counted at: cost.priceBasis, PriceBasis::Cheapest being one real observation with its kind,
    /// never an average (issue 25).
    CostParameters cost;
    /// The resale fits of the dated second-hand prices (LlmPlanData::read fits them): the devices'
    /// expected resale after cost.years is taken off their cost of ownership as CostOfOwnership takes
    /// it off (docs/resale.md), none when cost.countResale is off or in the 2023 post's view. Not
    /// set: the plain price + electricity, with no resale line.
    std::shared_ptr<const ResaleModel> resale;
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
    /// The measured speeds shown beside the estimates (the database's, the user's among them);
    /// none: the bundled file's (LlmMeasuredSpeeds::bundled()).
    std::optional<LlmMeasuredSpeeds> measuredSpeeds;
    /// The answer ranked by the cost of ownership over cost.years; else by the purchase price.
    bool rankByTotalCost = false;
    QString currencySymbol = QStringLiteral("$"); ///< how the summary writes its amounts
};

/// One configuration of the answer, with its price and what it delivers.
struct LlmPlanOption
{
    LlmConfiguration configuration;
    LlmEstimate estimate;
    std::optional<double> priceUsd; ///< devices (+ desktop and extra RAM for cards), as of the date
    QString priceDate;              ///< the latest price observation behind priceUsd
    QString priceSource;            ///< that observation's source, as the database keeps it
    QString priceKind;              ///< that observation's kind (PriceKinds), empty when unknown
    /// The condition the devices are priced in: second-hand when every price behind priceUsd is a
    /// used or marketplace one (the used basis, or the cheapest where those are the cheaper), else new.
    PriceCondition condition = PriceCondition::New;
    /// The devices' expected resale after the years, taken off totalCostUsd (docs/resale.md).
    double resaleUsd = 0;
    /// The resale line (CostBreakdown::resaleLine, each device's named when there are several):
    /// what is taken off, or why nothing is. Empty when the request carries no resale fits.
    QString resaleLine;
    std::optional<double> totalCostUsd;        ///< price − expected resale + electricity over the years
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

/// Where the planner reads what it plans with, through model/'s repository interfaces.
struct LlmPlanRepositories
{
    const GpuRepository *gpus = nullptr;
    const PartPriceRepository *parts = nullptr; ///< none: the build planner's default part prices
    const LlmSpeedRepository *speeds = nullptr; ///< none, or unreadable: the bundled measured speeds
};

/// What the planner plans with, read once: the devices with their price observations and the
/// part prices a machine of cards is priced with. The window keeps it between answers.
struct LlmPlanData
{
    Q_DECLARE_TR_FUNCTIONS(LlmPlanData)

public:
    QList<LlmPlanInput> devices;
    QList<PartPriceObservation> partPrices;
    std::optional<LlmMeasuredSpeeds> measuredSpeeds; ///< LlmPlanRequest::measuredSpeeds
    /// The resale fits of every device's second-hand prices (LlmPlanRequest::resale).
    std::shared_ptr<const ResaleModel> resale;
    QString error; ///< why the devices could not be read (translated); empty when they were

    /// Reads every device with its prices, the part prices (unreadable part prices: the
    /// planner's defaults, as the build planner does) and the measured speeds.
    static LlmPlanData read(const LlmPlanRepositories &repositories);
};

/// The answer to one question: the configurations, ranked as asked, and the answer in words.
struct LlmPlanAnswer
{
    QList<LlmPlanOption> options; ///< within the budget: what the summary and `plan` count
    /// What the tab's table lists: the options and, with a budget, those over it too, marked
    /// (LlmOptionStatus) so the table shows or hides them on purpose. Same order as options.
    QList<LlmPlanOption> shown;
    LlmPlanSummary summary;
};

/// The answer to "I want to run X at this speed: what do I buy?": every configuration of the
/// database's devices that holds the workload, priced and ranked. plan(request, repositories)
/// reads its inputs and words the answer (LlmPlanSummary) for the tab and `plan` alike; the rest
/// is pure.
class LlmPlanner final
{
    Q_DECLARE_TR_FUNCTIONS(LlmPlanner)

public:
    explicit LlmPlanner(LlmEstimator estimator = LlmEstimator());

    /// The whole answer: reads the devices, their prices and the part prices, plans with them
    /// (cards priced as the build planner prices their machine) and words it.
    LlmPlanAnswer plan(const LlmPlanRequest &request, const LlmPlanRepositories &repositories) const;
    /// The same on inputs read before (LlmPlanData::read), for a front end that answers often.
    /// An empty data.error is not checked: the summary says what could not be read.
    LlmPlanAnswer answer(const LlmPlanRequest &request, const LlmPlanData &data) const;

    /// Every fitting configuration (or exactly request.exact), cheapest first; unpriced last.
    QList<LlmPlanOption> plan(const LlmPlanRequest &request, const QList<LlmPlanInput> &devices) const;
    /// Sets `option`'s price, expected resale, cost of ownership and cost per token: the devices as
    /// of the date; cards also need the desktop around them and any RAM beyond the desktop's own for
    /// offloaded weights, or, priced as built, the whole machine as the build planner prices it.
    static void priceOption(LlmPlanOption *option, const LlmPlanRequest &request, const QList<LlmPlanInput> &groups,
                            const QList<int> &counts);
    /// One configuration, priced, fitting or not.
    LlmPlanOption evaluate(const LlmPlanRequest &request, const QList<LlmPlanInput> &groups, const QList<int> &counts,
                           bool withOffload) const;

    /// What to say when no configuration meets the target speed and the budget: how close the
    /// answer comes ("the fastest within the budget ...", "the cheapest that reaches ...", from a
    /// plan of `devices` without the budget), a sentence a line, each configuration it names with
    /// its price's kind, date and source. None when one meets them, or none was asked for.
    /// request.currencySymbol writes the amounts.
    QList<SummaryLine> verdictLines(const LlmPlanRequest &request, const QList<LlmPlanOption> &options,
                                    const QList<LlmPlanInput> &devices) const;
    /// The verdict's sentences as one text.
    QString verdict(const LlmPlanRequest &request, const QList<LlmPlanOption> &options,
                    const QList<LlmPlanInput> &devices) const;

    /// Orders for the answer's table.
    static void sortByPrice(QList<LlmPlanOption> *options);
    static void sortByTotalCost(QList<LlmPlanOption> *options);
    /// The order the request asks for (request.rankByTotalCost).
    static void sortAsAsked(const LlmPlanRequest &request, QList<LlmPlanOption> *options);

    /// The build planner's request for a configuration of cards: the cards and counts, system RAM
    /// sized for what is offloaded, the price month and cost settings. Unified machines are
    /// complete computers and have no build: returns nullopt for them.
    static std::optional<BuildRequest> buildRequest(const LlmPlanOption &option, const LlmPlanRequest &request);

    /// The command line's JSON (issue 14): {"model", "quant", "context", "users", "configurations"},
    /// and the summary's sections as "summary" when given.
    static QJsonObject toJson(const LlmPlanRequest &request, const QList<LlmPlanOption> &options,
                              const LlmPlanSummary *summary = nullptr);

    const LlmEstimator &estimator() const { return m_estimator; }

private:
    LlmEstimator m_estimator;
};

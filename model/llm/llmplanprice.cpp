// SPDX-FileCopyrightText: 2026 GPU Advisor contributors
// SPDX-License-Identifier: GPL-3.0-or-later
// What a configuration of the language-model planner costs: the devices as of the date, the
// machine around cards, the electricity and the expected resale over the years, as the one cost of
// ownership counts them (CostOfOwnership, docs/resale.md).
#include "model/build/buildplanner.h"
#include "model/build/buildrules.h"
#include "model/build/costofownership.h"
#include "model/cost/pricing.h"
#include "model/llm/llmplanner.h"

#include <QDate>
#include <QStringList>

#include <algorithm>
#include <cmath>

using namespace Qt::StringLiterals;

namespace {

constexpr double SecondsPerYear = 3600.0 * CostParameters::HoursPerYear;
/// RAM the operating system and the runtime keep for themselves besides offloaded weights.
constexpr int OsRamGb = 16;
/// RAM the desktop base cost already includes (docs/model.md §5: the post's $700 desktop).
constexpr int BaseDesktopRamGb = 32;

int roundUpToRamSize(double gb)
{
    for (int size : BuildRules::ramSizes()) {
        if (size >= gb - 1e-9)
            return size;
    }
    return int(std::ceil(gb));
}

/// The devices alone as of the request's date: their price (when every one has one), the latest
/// observation behind it, the condition they are priced in and what they draw.
struct DevicesPrice
{
    double usd = 0;
    bool priced = true;
    QString dateLabel;
    QString source; ///< of the latest observation
    QString kind;   ///< of the latest observation
    PriceCondition condition = PriceCondition::New;
    double watts = 0;
    double resaleUsd = 0;    ///< the devices' expected resale after the years (CostOfOwnership::countResale)
    QStringList resaleLines; ///< each device's resale line, named when there are several
};

/// Takes the expected resale of `count` of `gpu` bought at `unitUsd` off the devices' price, by
/// the one rule of the cost of ownership (docs/resale.md).
void countResale(const LlmPlanRequest &request, const Gpu &gpu, double unitUsd, int count, bool named,
                 DevicesPrice *result)
{
    if (!request.resale)
        return;
    CostBreakdown cost;
    cost.years = request.cost.years;
    CostOfOwnership::countResale(*request.resale, gpu, unitUsd, count, request.cost, request.asOf, &cost);
    result->resaleUsd += cost.resaleUsd;
    const QString line = cost.resaleLine(request.currencySymbol);
    //: A configuration's resale line for one of its devices: %1 the device, %2 the line
    result->resaleLines.append(named ? LlmPlanner::tr("%1: %2").arg(gpu.name, line) : line);
}

DevicesPrice priceDevices(const LlmPlanRequest &request, const QList<LlmPlanInput> &groups, const QList<int> &counts)
{
    DevicesPrice result;
    QDate latest;
    bool allSecondHand = true;
    bool anyObservation = false;
    bool anyMarketplace = false;
    for (qsizetype i = 0; i < groups.size(); ++i) {
        const PriceQuote quote = quotePrice(groups[i].prices, request.asOf);
        const PriceBasis basis = request.cost.priceBasis;
        const auto usd = quote.usd(basis);
        const int count = counts.value(i, 1);
        result.watts += double(groups[i].gpu.tdpWatts) * count;
        if (!usd) {
            result.priced = false;
            continue;
        }
        result.usd += *usd * count;
        countResale(request, groups[i].gpu, *usd, count, groups.size() > 1, &result);
        for (const PriceObservation &o : quote.basisObservations(basis)) {
            anyObservation = true;
            allSecondHand = allSecondHand && o.condition != PriceCondition::New;
            anyMarketplace = anyMarketplace || o.condition == PriceCondition::Mixed;
            if (!latest.isValid() || o.observedOn > latest) {
                latest = o.observedOn;
                result.dateLabel = o.dateLabel();
                result.source = o.source;
                result.kind = o.kind;
            }
        }
    }
    if (anyObservation && allSecondHand)
        result.condition = anyMarketplace ? PriceCondition::Mixed : PriceCondition::Used;
    return result;
}

} // namespace

void LlmPlanner::priceOption(LlmPlanOption *option, const LlmPlanRequest &request, const QList<LlmPlanInput> &groups,
                             const QList<int> &counts)
{
    const LlmConfiguration &config = option->configuration;
    const LlmEstimate &e = option->estimate;
    const DevicesPrice devices = priceDevices(request, groups, counts);
    double price = devices.usd;
    option->watts = devices.watts;
    option->condition = devices.condition;
    if (!config.isUnified()) {
        const double ramNeeded = e.offloadGb + OsRamGb;
        option->systemRamGb = e.offloadGb > 0 ? roundUpToRamSize(ramNeeded) : 0;
        const double extraRam = std::max(0, option->systemRamGb - BaseDesktopRamGb);
        price += CostParameters::desktopBaseUsd + extraRam * BuildRules::PartPrices().ramUsdPerGb;
    }
    double electricity = electricityUsdPerYear(devices.watts, request.cost) * request.cost.years;
    if (devices.priced && request.priceAsBuilt && !config.isUnified()) {
        // The machine as the build planner would price it: every part, at the planner's prices.
        if (const std::optional<BuildRequest> build = LlmPlanner::buildRequest(*option, request)) {
            QList<BuildGpuInput> inputs;
            for (const LlmPlanInput &g : groups)
                inputs.append({g.gpu, g.prices});
            const BuildPlan plan = BuildPlanner::planWith(*build, inputs, request.partPrices);
            const bool observed = std::all_of(plan.gpus.cbegin(), plan.gpus.cend(), [](const PlannedGpu &g) {
                return g.unitUsd && g.priceOrigin != GpuPriceOrigin::LaunchMsrp;
            });
            if (observed && !plan.gpus.isEmpty()) {
                price = plan.hardwareUsd;
                electricity = plan.electricityUsd;
            }
        }
    }
    if (!devices.priced)
        return;
    option->priceUsd = price;
    option->priceDate = devices.dateLabel;
    option->priceSource = devices.source;
    option->priceKind = devices.kind;
    option->resaleUsd = devices.resaleUsd;
    option->resaleLine = devices.resaleLines.join(u"; "_s);
    option->totalCostUsd = price - devices.resaleUsd + electricity;
    if (e.batchDecodeTokensPerS && *e.batchDecodeTokensPerS > 0) {
        const double tokens = *e.batchDecodeTokensPerS * SecondsPerYear * request.cost.utilization * request.cost.years;
        if (tokens > 0)
            option->usdPerMillionTokens = *option->totalCostUsd / tokens * 1e6;
    }
}

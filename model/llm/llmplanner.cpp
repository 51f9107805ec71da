// SPDX-FileCopyrightText: 2026 GPU Advisor contributors
// SPDX-License-Identifier: GPL-3.0-or-later
#include "model/llm/llmplanner.h"

#include "model/cost/pricing.h"
#include "model/format/formatter.h"
#include "model/llm/llmspeederrors.h"

#include <QCoreApplication>
#include <QJsonArray>

#include <algorithm>
#include <cmath>

using namespace Qt::StringLiterals;

namespace {

/// Card counts tried for one model of card: one machine, powers of two for tensor parallelism
/// and the 3 and 6 llama.cpp builds people make.
const QList<int> CardCounts = {1, 2, 3, 4, 6, 8};

QJsonValue number(const std::optional<double> &v, int decimals = 2)
{
    if (!v || !std::isfinite(*v))
        return QJsonValue(QJsonValue::Null);
    const double scale = std::pow(10.0, decimals);
    return std::round(*v * scale) / scale;
}

} // namespace

QString LlmPlanOption::label() const
{
    QStringList parts;
    for (const DeviceGroup &g : configuration.groups)
        parts.append(g.count == 1 ? g.device.name : u"%1 × %2"_s.arg(g.count).arg(g.device.name));
    QString text = parts.join(u" + "_s);
    if (estimate.offloadGb > 0) {
        //: %1 the devices ("2 × GeForce RTX 3090"), %2 the system memory in GB that holds the rest of the model
        text = QCoreApplication::translate("LlmPlanOption", "%1 + %2 GB RAM").arg(text).arg(systemRamGb);
    }
    return text;
}

LlmPlanner::LlmPlanner(LlmEstimator estimator)
    : m_estimator(estimator)
{}

namespace {

/// The devices, how the model is split over them and, when asked, the system RAM that holds the
/// rest of it.
LlmConfiguration configurationOf(const LlmPlanRequest &request, const QList<LlmPlanInput> &groups,
                                 const QList<int> &counts, bool withOffload)
{
    LlmConfiguration config;
    for (qsizetype i = 0; i < groups.size(); ++i)
        config.groups.append({LlmDevice::fromGpu(groups[i].gpu), counts.value(i, 1)});
    // vLLM on identical cards runs tensor parallel; everything else splits by layers. The runtime
    // is the one the user chose, else the format's usual one.
    const bool identical = groups.size() == 1;
    const LlmBackend runtime = request.workload.backend.value_or(request.workload.format.backend);
    config.split = config.deviceCount() == 1                    ? SplitMode::Single
                   : (runtime == LlmBackend::Vllm && identical) ? SplitMode::TensorParallel
                                                                : SplitMode::LayerSplit;
    if (withOffload && !config.isUnified())
        config.offload = systemMemoryPlatform(request.offloadPlatform);
    return config;
}

/// Why an estimate of `speed` tokens/s per user misses the request's target: what limits it.
QString whyBelowTarget(const LlmPlanRequest &request, const LlmEstimate &e, double speed)
{
    const QString speedText = Formatter::number(speed, 1);
    const QString targetText = Formatter::number(*request.minTokensPerS, 1);
    if (e.offloadGb > 0) {
        return LlmPlanner::tr("%1 tokens/s per user, below the target of %2: the layers in system RAM are "
                              "read at its much lower bandwidth.")
            .arg(speedText, targetText);
    }
    if (request.workload.users > 1 && e.batchComputeBound) {
        return LlmPlanner::tr("%1 tokens/s per user, below the target of %2: the batch is limited by compute.")
            .arg(speedText, targetText);
    }
    if (e.split == SplitMode::LayerSplit) {
        return LlmPlanner::tr("%1 tokens/s per user, below the target of %2: each token reads all its "
                              "weights at one card's bandwidth, and splitting layers over more cards does "
                              "not change that.")
            .arg(speedText, targetText);
    }
    return LlmPlanner::tr("%1 tokens/s per user, below the target of %2: each token reads %3 GB, more "
                          "than the memory bandwidth delivers at that rate.")
        .arg(speedText, targetText, Formatter::number(e.bytesPerTokenGb, 1));
}

/// Holds the option to the request's target and budget, and says why it misses them.
void checkTargetAndBudget(LlmPlanOption *option, const LlmPlanRequest &request)
{
    const LlmEstimate &e = option->estimate;
    if (!e.fits) {
        option->meetsTarget = false;
        option->whyNot.append(LlmPlanner::tr("The model does not fit in memory."));
    }
    if (request.minTokensPerS && e.perUserDecodeTokensPerS) {
        const double speed = *e.perUserDecodeTokensPerS;
        if (speed + 1e-9 < *request.minTokensPerS) {
            option->meetsTarget = false;
            option->missedTargetTokensPerS = *request.minTokensPerS;
            option->whyNot.append(whyBelowTarget(request, e, speed));
        }
    } else if (request.minTokensPerS && !e.perUserDecodeTokensPerS) {
        option->meetsTarget = false;
        option->whyNot.append(
            LlmPlanner::tr("The decode speed is unknown: the device has no memory bandwidth on record."));
    }
    if (request.budgetUsd && option->priceUsd && *option->priceUsd > *request.budgetUsd + 1e-9) {
        option->meetsTarget = false;
        option->overBudgetUsd = *request.budgetUsd;
        option->whyNot.append(
            LlmPlanner::tr("Costs %1, above the budget of %2.")
                .arg(Formatter::money(*option->priceUsd, u"$"_s, 0), Formatter::money(*request.budgetUsd, u"$"_s, 0)));
    } else if (request.budgetUsd && !option->priceUsd) {
        // A configuration without a price is not within the budget: nobody knows what it costs.
        option->meetsTarget = false;
        //: %1 is the budget, such as $5,000
        option->whyNot.append(LlmPlanner::tr("No price on record, so it cannot be held to the budget of %1.")
                                  .arg(Formatter::money(*request.budgetUsd, u"$"_s, 0)));
    }
}

} // namespace

LlmPlanOption LlmPlanner::evaluate(const LlmPlanRequest &request, const QList<LlmPlanInput> &groups,
                                   const QList<int> &counts, bool withOffload) const
{
    LlmPlanOption option;
    option.configuration = configurationOf(request, groups, counts, withOffload);
    option.estimate = m_estimator.estimate(request.workload, option.configuration);
    priceOption(&option, request, groups, counts);
    checkTargetAndBudget(&option, request);
    return option;
}

QList<LlmPlanOption> LlmPlanner::plan(const LlmPlanRequest &request, const QList<LlmPlanInput> &devices) const
{
    QList<LlmPlanOption> options;
    if (!request.exact.isEmpty()) {
        QList<LlmPlanInput> groups;
        QList<int> counts;
        for (const LlmDeviceChoice &choice : request.exact) {
            const auto it = std::find_if(devices.begin(), devices.end(), [&](const LlmPlanInput &d) {
                return d.gpu.name.compare(choice.name, Qt::CaseInsensitive) == 0;
            });
            if (it == devices.end())
                continue;
            groups.append(*it);
            counts.append(choice.count);
        }
        if (groups.isEmpty())
            return options;
        LlmPlanOption option = evaluate(request, groups, counts, false);
        // A configuration of cards that does not hold the model may still run it with offload.
        if (!option.estimate.fits && request.includeOffload && !option.configuration.isUnified()) {
            LlmPlanOption offload = evaluate(request, groups, counts, true);
            if (offload.estimate.fits)
                option = offload;
        }
        options.append(option);
        return options;
    }

    for (const LlmPlanInput &input : devices) {
        if (request.asOf.isValid() && !input.gpu.isReleasedBy(request.asOf))
            continue;
        if (input.gpu.vramGb <= 0 || input.gpu.memoryBandwidthGbs <= 0)
            continue;
        const LlmDevice device = LlmDevice::fromGpu(input.gpu);
        if (device.isUnified()) {
            LlmPlanOption option = evaluate(request, {input}, {1}, false);
            if (option.estimate.fits)
                options.append(option);
            continue;
        }
        // The fewest cards that hold the model; with a speed target that tensor parallelism can
        // reach by adding cards, the fewest that reach it as well.
        bool found = false;
        for (int count : CardCounts) {
            if (count > request.maxDevices)
                break;
            LlmPlanOption option = evaluate(request, {input}, {count}, false);
            if (!option.estimate.fits)
                continue;
            options.append(option);
            found = true;
            const bool scales = option.configuration.split == SplitMode::TensorParallel || count == 1;
            const bool slow = request.minTokensPerS && option.estimate.perUserDecodeTokensPerS &&
                              *option.estimate.perUserDecodeTokensPerS < *request.minTokensPerS;
            if (!slow || !scales ||
                request.workload.backend.value_or(request.workload.format.backend) != LlmBackend::Vllm)
                break;
        }
        // One card and system RAM for the rest.
        if (request.includeOffload && (!found || options.last().configuration.deviceCount() > 1)) {
            LlmPlanOption option = evaluate(request, {input}, {1}, true);
            if (option.estimate.fits && option.estimate.offloadGb > 0)
                options.append(option);
        }
    }
    if (request.budgetUsd) {
        options.erase(std::remove_if(options.begin(), options.end(),
                                     [&](const LlmPlanOption &o) {
                                         return o.priceUsd && *o.priceUsd > *request.budgetUsd + 1e-9;
                                     }),
                      options.end());
    }
    sortByPrice(&options);
    return options;
}

namespace {

/// The verdict's first sentence: nothing meets what was asked.
SummaryLine nothingReaches(const LlmPlanRequest &request)
{
    const auto targetText = [](double v) {
        return Formatter::number(v, v == std::round(v) ? 0 : 1);
    };
    SummaryLine nothing;
    nothing.key = u"verdict"_s;
    nothing.severity = Severity::Warning;
    if (request.minTokensPerS && request.budgetUsd) {
        //: %1 the budget, %2 the target speed
        nothing.text =
            LlmPlanner::tr("Nothing within %1 reaches %2 tokens/s per user.")
                .arg(Formatter::money(*request.budgetUsd, request.currencySymbol), targetText(*request.minTokensPerS));
    } else if (request.minTokensPerS) {
        nothing.text = LlmPlanner::tr("No configuration with a price on record reaches %1 tokens/s per user.")
                           .arg(targetText(*request.minTokensPerS));
    } else {
        nothing.text = LlmPlanner::tr("No configuration with a price on record is within %1.")
                           .arg(Formatter::money(*request.budgetUsd, request.currencySymbol));
    }
    return nothing;
}

} // namespace

QList<SummaryLine> LlmPlanner::verdictLines(const LlmPlanRequest &request, const QList<LlmPlanOption> &options,
                                            const QList<LlmPlanInput> &devices) const
{
    if (!request.minTokensPerS && !request.budgetUsd)
        return {};
    const auto meets = [](const LlmPlanOption &o) {
        return o.estimate.fits && o.meetsTarget;
    };
    if (std::any_of(options.cbegin(), options.cend(), meets))
        return {};
    const QString &currency = request.currencySymbol;
    // A target of 20 is written "20", an estimate "17.7".
    const auto targetText = [](double v) {
        return Formatter::number(v, v == std::round(v) ? 0 : 1);
    };
    const auto speed = [](const LlmPlanOption &o) {
        return o.estimate.perUserDecodeTokensPerS.value_or(0);
    };
    const auto speedText = [&](const LlmPlanOption &o) {
        return Formatter::number(speed(o), 1);
    };
    // The fastest of the fitting configurations with a price, the faster on a tie the cheaper.
    const auto fastest = [&](const QList<LlmPlanOption> &list) -> const LlmPlanOption * {
        const LlmPlanOption *best = nullptr;
        for (const LlmPlanOption &o : list) {
            if (!o.estimate.fits || !o.priceUsd)
                continue;
            if (!best || speed(o) > speed(*best) || (speed(o) == speed(*best) && *o.priceUsd < *best->priceUsd))
                best = &o;
        }
        return best;
    };
    QList<SummaryLine> lines{nothingReaches(request)};
    if (request.budgetUsd) {
        if (const LlmPlanOption *best = fastest(options); best && *best->priceUsd <= *request.budgetUsd + 1e-9) {
            //: %1 a configuration, %2 its speed, %3 its price
            lines.append(LlmPlanSummary::optionLine(
                u"fastest-within-budget"_s,
                tr("The fastest within the budget: %1, %2 tokens/s per user, at %3.")
                    .arg(best->label(), speedText(*best), Formatter::money(*best->priceUsd, currency)),
                *best));
        }
    }
    // Without the budget: the cheapest that reaches the target, else the fastest of all.
    LlmPlanRequest open = request;
    open.budgetUsd.reset();
    QList<LlmPlanOption> all = plan(open, devices);
    sortByPrice(&all);
    const auto reaches = std::find_if(all.cbegin(), all.cend(), [](const LlmPlanOption &o) {
        return o.estimate.fits && o.meetsTarget && o.priceUsd.has_value();
    });
    if (request.minTokensPerS && reaches != all.cend()) {
        //: %1 the target speed, %2 a configuration, %3 its price
        lines.append(LlmPlanSummary::optionLine(u"cheapest-reaching"_s,
                                                tr("The cheapest that reaches %1 tokens/s: %2 at %3.")
                                                    .arg(targetText(*request.minTokensPerS), reaches->label(),
                                                         Formatter::money(*reaches->priceUsd, currency)),
                                                *reaches));
    } else if (request.minTokensPerS) {
        if (const LlmPlanOption *best = fastest(all)) {
            //: %1 a configuration, %2 its speed, %3 its price
            lines.append(LlmPlanSummary::optionLine(
                u"fastest-priced"_s,
                tr("The fastest with a price on record: %1, %2 tokens/s per user, at %3.")
                    .arg(best->label(), speedText(*best), Formatter::money(*best->priceUsd, currency)),
                *best));
        }
    } else if (!all.isEmpty() && all.first().priceUsd) {
        //: %1 a configuration, %2 its price
        lines.append(
            LlmPlanSummary::optionLine(u"cheapest-holding"_s,
                                       tr("The cheapest that holds the model: %1 at %2.")
                                           .arg(all.first().label(), Formatter::money(*all.first().priceUsd, currency)),
                                       all.first()));
    }
    return lines;
}

QString LlmPlanner::verdict(const LlmPlanRequest &request, const QList<LlmPlanOption> &options,
                            const QList<LlmPlanInput> &devices) const
{
    QStringList sentences;
    for (const SummaryLine &line : verdictLines(request, options, devices))
        sentences.append(line.text);
    return sentences.join(u' ');
}

namespace {
template<typename Key> void sortBy(QList<LlmPlanOption> *options, Key key)
{
    std::stable_sort(options->begin(), options->end(), [&](const LlmPlanOption &a, const LlmPlanOption &b) {
        const std::optional<double> ka = key(a);
        const std::optional<double> kb = key(b);
        if (ka.has_value() != kb.has_value())
            return ka.has_value(); // priced first
        if (ka && *ka != *kb)
            return *ka < *kb;
        // Same price: the faster first.
        return a.estimate.decodeTokensPerS.value_or(0) > b.estimate.decodeTokensPerS.value_or(0);
    });
}
} // namespace

void LlmPlanner::sortByPrice(QList<LlmPlanOption> *options)
{
    sortBy(options, [](const LlmPlanOption &o) { return o.priceUsd; });
}

void LlmPlanner::sortByTotalCost(QList<LlmPlanOption> *options)
{
    sortBy(options, [](const LlmPlanOption &o) { return o.totalCostUsd; });
}

void LlmPlanner::sortAsAsked(const LlmPlanRequest &request, QList<LlmPlanOption> *options)
{
    if (request.rankByTotalCost)
        sortByTotalCost(options);
    else
        sortByPrice(options);
}

std::optional<BuildRequest> LlmPlanner::buildRequest(const LlmPlanOption &option, const LlmPlanRequest &request)
{
    if (option.configuration.isUnified() || option.configuration.groups.isEmpty())
        return std::nullopt;
    BuildRequest build;
    for (const DeviceGroup &g : option.configuration.groups)
        build.gpus.append({g.device.name, g.count});
    build.priceAsOf = request.asOf;
    build.cost = request.cost;
    // The machine is priced in the condition its cards were: with "cheapest", the used cards where
    // those were the cheaper ones.
    build.condition = request.cost.priceBasis == PriceBasis::Used || option.condition != PriceCondition::New
                          ? PriceCondition::Used
                          : PriceCondition::New;
    build.minimumRamGb = option.systemRamGb;
    // The model goes along, so the planner's memory check and warnings apply to it. The planner
    // knows whole formats only: the widest that is no wider than the weights' (Q6_K counts as
    // INT4), so it never finds short what the estimate above found to fit. Offloaded weights do
    // not fit the cards by design: that build carries its RAM instead.
    const LlmModel &m = request.workload.model;
    if (option.estimate.offloadGb <= 0 && m.totalParamsB > 0) {
        MemoryWorkload w;
        w.parameters = m.totalParamsB * 1e9;
        const double bits = request.workload.format.bitsPerWeight;
        w.format = bits >= 16 ? NumberFormat::Fp16 : bits >= 8 ? NumberFormat::Int8 : NumberFormat::Int4;
        w.mode = WorkloadMode::Inference;
        build.workload = w;
    }
    return build;
}

QJsonObject LlmPlanner::toJson(const LlmPlanRequest &request, const QList<LlmPlanOption> &options,
                               const LlmPlanSummary *summary)
{
    const LlmModel &m = request.workload.model;
    QJsonArray configurations;
    for (const LlmPlanOption &o : options) {
        QJsonArray devices;
        for (const DeviceGroup &g : o.configuration.groups)
            devices.append(QJsonObject{{u"name"_s, g.device.name}, {u"count"_s, g.count}});
        QJsonArray memory;
        for (const DeviceMemory &d : o.estimate.devices)
            memory.append(std::round(d.totalGb() * 100) / 100);
        QJsonArray notes;
        for (const QString &n : o.whyNot + o.estimate.notes)
            notes.append(n);
        configurations.append(QJsonObject{
            {u"devices"_s, devices},
            {u"kind"_s, o.kind()},
            {u"fits"_s, o.estimate.fits},
            {u"meets_target"_s, o.meetsTarget},
            {u"split"_s, splitModeKey(o.estimate.split)},
            {u"backend"_s, llmBackendKey(o.estimate.backend)},
            {u"memory_per_device_gb"_s, memory},
            {u"weight_bytes_per_device"_s,
             [&] {
                 // Exact for a model planned in its GGUF file's format, else rounded from GB.
                 QJsonArray a;
                 for (const DeviceMemory &d : o.estimate.devices)
                     a.append(d.weightBytes > 0 ? d.weightBytes : qint64(std::llround(d.weightsGb * 1073741824.0)));
                 return a;
             }()},
            {u"memory_capacity_per_device_gb"_s,
             [&] {
                 QJsonArray a;
                 for (const DeviceMemory &d : o.estimate.devices)
                     a.append(std::round(d.capacityGb * 100) / 100);
                 return a;
             }()},
            {u"system_ram_offload_gb"_s, std::round(o.estimate.offloadGb * 100) / 100},
            {u"system_ram_gb"_s, o.systemRamGb},
            {u"decode_tokens_per_s"_s, number(o.estimate.decodeTokensPerS)},
            {u"batch_decode_tokens_per_s"_s, number(o.estimate.batchDecodeTokensPerS)},
            {u"per_user_decode_tokens_per_s"_s, number(o.estimate.perUserDecodeTokensPerS)},
            {u"prefill_tokens_per_s"_s, number(o.estimate.prefillTokensPerS, 1)},
            {u"time_to_first_token_s"_s, number(o.estimate.timeToFirstTokenS)},
            {u"decode_error_pct"_s, number(LlmSpeedErrors::errorPercent(request, o, false), 1)},
            {u"prefill_error_pct"_s, number(LlmSpeedErrors::errorPercent(request, o, true), 1)},
            {u"price_usd"_s, number(o.priceUsd)},
            {u"price_date"_s, o.priceDate.isEmpty() ? QJsonValue(QJsonValue::Null) : QJsonValue(o.priceDate)},
            {u"price_condition"_s, o.priceUsd ? QJsonValue(priceConditionKey(o.condition)) : QJsonValue()},
            {u"price_source"_s, o.priceSource.isEmpty() ? QJsonValue(QJsonValue::Null) : QJsonValue(o.priceSource)},
            {u"price_kind"_s, o.priceKind.isEmpty() ? QJsonValue(QJsonValue::Null) : QJsonValue(o.priceKind)},
            {u"expected_resale_usd"_s, o.priceUsd ? number(o.resaleUsd) : QJsonValue()},
            {u"resale"_s, o.resaleLine.isEmpty() ? QJsonValue(QJsonValue::Null) : QJsonValue(o.resaleLine)},
            {u"total_cost_usd"_s, number(o.totalCostUsd)},
            {u"usd_per_million_tokens"_s, number(o.usdPerMillionTokens, 4)},
            {u"notes"_s, notes},
        });
    }
    QJsonObject root{
        {u"model"_s, QJsonObject{{u"name"_s, m.name},
                                 {u"total_params_b"_s, m.totalParamsB},
                                 {u"active_params_b"_s, m.activeParamsB}}},
        {u"quant"_s, request.workload.format.key},
        {u"weights_from_file"_s, LlmEstimator::usesFileWeights(request.workload)},
        {u"kv_cache"_s, request.workload.kvCache.key},
        {u"context"_s, request.workload.context},
        {u"users"_s, request.workload.users},
        {u"min_tokens_per_s"_s, number(request.minTokensPerS)},
        {u"budget_usd"_s, number(request.budgetUsd)},
        {u"api_usd_per_million_tokens"_s, number(request.apiUsdPerMillion, 4)},
        {u"as_of"_s,
         request.asOf.isValid() ? QJsonValue(request.asOf.toString(u"yyyy-MM"_s)) : QJsonValue(QJsonValue::Null)},
        {u"price_basis"_s, priceBasisKey(request.cost.priceBasis)},
        {u"count_resale"_s, request.cost.countResale},
        {u"configurations"_s, configurations},
    };
    if (summary)
        root.insert(u"summary"_s, Summary::toJson(*summary));
    return root;
}

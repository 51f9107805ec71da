// SPDX-FileCopyrightText: 2026 GPU Advisor contributors
// SPDX-License-Identifier: GPL-3.0-or-later
#include "model/finetune/finetuneplanner.h"

#include "model/cloud/cloudrate.h"
#include "model/format/formatter.h"
#include "model/llm/llmformats.h"

#include <QJsonArray>

#include <algorithm>
#include <cmath>
#include <memory>

using namespace Qt::StringLiterals;

namespace {

/// Counts of one card the planner tries: the fewest that hold the job, as the LLM planner's.
constexpr int FinetuneCounts[] = {1, 2, 3, 4, 6, 8};

QString finetuneNumber(double value, int decimals)
{
    return Formatter::number(value, decimals);
}

QString finetuneMoney(double usd)
{
    return Formatter::money(usd);
}

} // namespace

QString FinetuneOption::label() const
{
    return count > 1 ? u"%1 × %2"_s.arg(count).arg(device.name) : device.name;
}

QString FinetuneOption::heading() const
{
    return u"%1 [%2, %3]"_s.arg(label(), finetuneKindKey(kind), finetuneParallelismKey(parallelism));
}

QStringList FinetuneOption::summaryLines() const
{
    QStringList lines;
    //: %1 GB per device, %2 GB it holds, %3 tokens/s, %4 hours
    lines.append(FinetunePlanner::tr("memory %1/%2 GB per device; %3 tokens/s; %4 h")
                     .arg(finetuneNumber(memoryPerDeviceGb, 1), finetuneNumber(capacityGb, 1),
                          finetuneNumber(tokensPerSecond, 0), finetuneNumber(hours, 1)));
    if (kind == FinetuneKind::Rented) {
        if (rentUsd) {
            //: %1 the job's cost rented, %2 USD per GPU-hour, %3 provider, %4 date
            lines.append(FinetunePlanner::tr("rented: %1 for the job at %2 per GPU-hour (%3, %4)")
                             .arg(finetuneMoney(*rentUsd), finetuneMoney(*rentUsdPerGpuHour), rentProvider, rentDate));
        }
    } else {
        if (purchaseUsd) {
            //: %1 kWh, %2 its cost, %3 the purchase price, %4 its date
            lines.append(FinetunePlanner::tr("electricity %1 kWh = %2; price %3 (%4)")
                             .arg(finetuneNumber(energyKwh, 1), finetuneMoney(electricityUsd),
                                  finetuneMoney(*purchaseUsd), priceDate.isEmpty() ? u"-"_s : priceDate));
        } else {
            //: %1 kWh, %2 its cost
            lines.append(FinetunePlanner::tr("electricity %1 kWh = %2; no price on record")
                             .arg(finetuneNumber(energyKwh, 1), finetuneMoney(electricityUsd)));
        }
        if (purchaseUsd && !resaleLine.isEmpty())
            lines.append(resaleLine);
        if (breakEvenJobs) {
            //: %1 number of jobs, %2 the rented configuration compared with
            lines.append(FinetunePlanner::tr("buying wins after %1 such jobs (against renting %2)")
                             .arg(finetuneNumber(std::ceil(*breakEvenJobs), 0), cheapestRentLabel));
        } else if (cheapestRentUsd && purchaseUsd) {
            //: %1 the rented configuration compared with
            lines.append(FinetunePlanner::tr("buying never wins against renting %1").arg(cheapestRentLabel));
        }
    }
    for (const QString &n : notes)
        lines.append(u"- "_s + n);
    return lines;
}

QString FinetunePlanner::jobSummary(const FinetuneJob &job) const
{
    //: %1 trained parameters in millions, %2 GFLOPs per token, %3 GB of memory on one device
    return tr("%1 million trained parameters, %2 GFLOP per token, %3 GB on one device")
        .arg(finetuneNumber(trainableParameters(job) / 1e6, 1), finetuneNumber(flopsPerToken(job).total() / 1e9, 1),
             finetuneNumber(memory(job, 1).totalGb(), 1));
}

FinetunePlanner::FinetunePlanner(FinetuneParameters parameters)
    : m_parameters(parameters)
{}

std::optional<FinetuneOption> FinetunePlanner::evaluate(const FinetuneRequest &request, const FinetuneInput &input,
                                                        int count, FinetuneKind kind, bool exact) const
{
    const FinetuneJob &job = request.job;
    FinetuneOption o;
    o.kind = kind;
    o.device = LlmDevice::fromGpu(input.gpu);
    o.count = count;
    const bool fitsOne = memory(job, 1).totalGb() <= o.device.usableGb();
    o.parallelism = count == 1 ? FinetuneParallelism::Single
                    : fitsOne  ? FinetuneParallelism::DataParallel
                               : FinetuneParallelism::Sharded;
    const MemoryEstimate mem = memory(job, o.parallelism == FinetuneParallelism::Sharded ? count : 1);
    o.memoryPerDeviceGb = mem.totalGb();
    o.capacityGb = o.device.usableGb();
    if (!exact && o.memoryPerDeviceGb > o.capacityGb)
        return std::nullopt;
    estimateSpeed(job, &o);
    if (o.tokensPerSecond <= 0)
        return exact ? std::optional<FinetuneOption>(o) : std::nullopt;
    o.hours = job.tokens / o.tokensPerSecond / 3600.0;
    if (o.memoryPerDeviceGb > o.capacityGb) {
        //: %1 GB needed per device, %2 GB the device holds
        o.notes.append(tr("does not fit: needs %1 GB per device, holds %2 GB")
                           .arg(finetuneNumber(o.memoryPerDeviceGb, 1), finetuneNumber(o.capacityGb, 1)));
    }
    if (job.precision == FinetunePrecision::Fp8 && !o.device.fp8)
        o.notes.append(tr("no FP8 matrix units: the step runs in BF16"));
    if (o.device.family == DeviceFamily::Apple)
        o.notes.append(tr("Apple GPUs have no matrix units: the 16-bit rate is the FP32 rate (MLX LoRA); no Apple run "
                          "was measured"));
    if (o.device.family == DeviceFamily::Amd || o.device.family == DeviceFamily::Intel)
        o.notes.append(tr("AMD's and Intel's software factor 0.65 against CUDA applied (docs/model.md §1.3)"));

    if (kind == FinetuneKind::Rented) {
        const CloudRateSummary s = CloudRates::summarize(input.rates, CloudRateKind::OnDemand, request.asOf);
        if (s.isEmpty())
            return std::nullopt;
        o.rentUsdPerGpuHour = s.cheapest().usdPerGpuHour;
        o.rentProvider = s.cheapest().provider;
        o.rentDate = s.cheapest().dateLabel;
        o.rentUsd = *o.rentUsdPerGpuHour * count * o.hours;
        return o;
    }

    // Priced as the language-model planner prices the configuration (with the build planner's
    // machine around cards when asked), so "Plan this build" names the same money.
    LlmPlanRequest priceRequest;
    priceRequest.workload.model = job.model;
    priceRequest.workload.format = *weightFormat(u"BF16"_s);
    priceRequest.workload.kvCache = *kvCacheType(u"F16"_s);
    priceRequest.workload.context = std::min(job.sequenceLength, 8192);
    priceRequest.asOf = request.asOf;
    priceRequest.cost = request.cost;
    priceRequest.priceAsBuilt = request.priceAsBuilt;
    priceRequest.partPrices = request.partPrices;
    priceRequest.resale = request.resale;
    const LlmPlanner llm;
    const LlmPlanOption priced = llm.evaluate(priceRequest, {LlmPlanInput{input.gpu, input.prices}}, {count}, false);
    o.purchaseUsd = priced.priceUsd;
    o.resaleUsd = priced.resaleUsd;
    o.resaleLine = priced.resaleLine;
    o.priceDate = priced.priceDate;
    o.condition = priced.condition;
    o.watts = priced.watts;
    o.energyKwh = o.watts * o.hours / 1000.0;
    o.electricityUsd = o.energyKwh * request.cost.kwhPriceUsd;
    const CloudRateSummary s = CloudRates::summarize(input.rates, CloudRateKind::OnDemand, request.asOf);
    if (!s.isEmpty()) {
        o.rentUsdPerGpuHour = s.cheapest().usdPerGpuHour;
        o.rentProvider = s.cheapest().provider;
        o.rentDate = s.cheapest().dateLabel;
        o.rentUsd = *o.rentUsdPerGpuHour * count * o.hours;
    }
    return o;
}

std::shared_ptr<const ResaleModel> FinetunePlanner::resaleOf(const QList<FinetuneInput> &devices)
{
    QList<Gpu> gpus;
    QList<PriceObservation> prices;
    for (const FinetuneInput &in : devices) {
        gpus.append(in.gpu);
        prices.append(in.prices);
    }
    return std::make_shared<const ResaleModel>(gpus, prices);
}

QList<FinetuneOption> FinetunePlanner::plan(const FinetuneRequest &request, const QList<FinetuneInput> &devices) const
{
    QList<FinetuneOption> owned;
    QList<FinetuneOption> rented;
    if (!request.job.validate().isEmpty())
        return {};
    if (!request.exact.isEmpty()) {
        for (const LlmDeviceChoice &choice : request.exact) {
            for (const FinetuneInput &in : devices) {
                if (in.gpu.name.compare(choice.name, Qt::CaseInsensitive) != 0)
                    continue;
                const bool unified = isUnifiedMemoryGpu(in.gpu);
                const int count = unified ? 1 : choice.count;
                if (auto o = evaluate(request, in, count, unified ? FinetuneKind::Unified : FinetuneKind::Cards, true))
                    owned.append(*o);
                if (!unified && request.includeRented) {
                    if (auto o = evaluate(request, in, count, FinetuneKind::Rented, true))
                        rented.append(*o);
                }
            }
        }
    } else {
        for (const FinetuneInput &in : devices) {
            if (request.asOf.isValid() && !in.gpu.isReleasedBy(request.asOf))
                continue;
            if (isUnifiedMemoryGpu(in.gpu)) {
                if (auto o = evaluate(request, in, 1, FinetuneKind::Unified, false))
                    owned.append(*o);
                continue;
            }
            // The fewest cards that hold the job, and twice as many (data parallel or sharded).
            int fewest = 0;
            for (int n : FinetuneCounts) {
                if (auto o = evaluate(request, in, n, FinetuneKind::Cards, false)) {
                    fewest = n;
                    owned.append(*o);
                    if (2 * n <= 8) {
                        if (auto twice = evaluate(request, in, 2 * n, FinetuneKind::Cards, false))
                            owned.append(*twice);
                    }
                    break;
                }
            }
            if (fewest > 0 && request.includeRented && !in.rates.isEmpty()) {
                // Clouds rent 1, 2, 4 or 8 GPUs to a machine.
                int rentCount = 1;
                while (rentCount < fewest)
                    rentCount *= 2;
                if (auto o = evaluate(request, in, rentCount, FinetuneKind::Rented, false))
                    rented.append(*o);
            }
        }
    }

    std::stable_sort(owned.begin(), owned.end(), [](const FinetuneOption &a, const FinetuneOption &b) {
        if (a.purchaseUsd.has_value() != b.purchaseUsd.has_value())
            return a.purchaseUsd.has_value();
        if (a.purchaseUsd && *a.purchaseUsd != *b.purchaseUsd)
            return *a.purchaseUsd < *b.purchaseUsd;
        return a.hours < b.hours;
    });
    std::stable_sort(rented.begin(), rented.end(), [](const FinetuneOption &a, const FinetuneOption &b) {
        return a.rentUsd.value_or(0) < b.rentUsd.value_or(0);
    });

    // Buying against the cheapest way to rent the same job.
    const FinetuneOption *cheapestRent = nullptr;
    for (const FinetuneOption &r : rented) {
        if (r.rentUsd && r.memoryPerDeviceGb <= r.capacityGb && (!cheapestRent || *r.rentUsd < *cheapestRent->rentUsd))
            cheapestRent = &r;
    }
    if (cheapestRent) {
        for (FinetuneOption &o : owned) {
            o.cheapestRentUsd = cheapestRent->rentUsd;
            o.cheapestRentLabel = cheapestRent->label();
            // Owning costs the purchase less the expected resale, and each job's electricity (docs/resale.md).
            if (o.purchaseUsd && *cheapestRent->rentUsd > o.electricityUsd)
                o.breakEvenJobs = *o.ownedUsd() / (*cheapestRent->rentUsd - o.electricityUsd);
        }
    }
    return owned + rented;
}

QList<QPair<QString, QString>> FinetuneOption::explanations(const FinetuneJob &job, const CostParameters &cost) const
{
    QList<QPair<QString, QString>> lines;
    //: %1 GB needed per device, %2 GB the device may hold, %3 how the devices share the job
    lines.append({u"memory_gb"_s, FinetunePlanner::tr("%1 GB per device of %2 GB (%3), from the memory estimator "
                                                      "with the job's method, optimizer and checkpointing")
                                      .arg(finetuneNumber(memoryPerDeviceGb, 1), finetuneNumber(capacityGb, 1),
                                           finetuneParallelismText(parallelism))});
    const FinetuneFlops f = FinetunePlanner::flopsPerToken(job);
    const auto peak = FinetunePlanner::peakTflops(job, device);
    //: %1 tokens/s, %2 devices, %3 TFLOPS per device, %4 GFLOPs per token (linear), %5 attention GFLOPs
    lines.append({u"tokens_per_second"_s,
                  FinetunePlanner::tr("%1 tokens/s = %2 device(s) x 0.39 of %3 TFLOPS / (%4 GFLOP per token in the "
                                      "weights' products + %5 in attention), the slower of the computation and the "
                                      "transfers between devices per step")
                      .arg(finetuneNumber(tokensPerSecond, 0))
                      .arg(count)
                      .arg(peak ? finetuneNumber(*peak, 1) : u"-"_s, finetuneNumber(f.linear / 1e9, 1),
                           finetuneNumber(f.attention / 1e9, 1))});
    //: %1 hours, %2 tokens, %3 tokens/s
    lines.append({u"hours"_s, FinetunePlanner::tr("%1 h = %2 tokens / %3 tokens/s / 3,600")
                                  .arg(finetuneNumber(hours, 1), Formatter::number(job.tokens, 0),
                                       finetuneNumber(tokensPerSecond, 0))});
    if (kind != FinetuneKind::Rented) {
        //: %1 kWh, %2 watts, %3 hours, %4 dollars, %5 price per kWh
        lines.append({u"electricity_usd"_s,
                      FinetunePlanner::tr("%1 kWh = %2 W of board power x %3 h; at %5 per kWh that is %4")
                          .arg(finetuneNumber(energyKwh, 1), finetuneNumber(watts, 0), finetuneNumber(hours, 1),
                               finetuneMoney(electricityUsd), Formatter::money(cost.kwhPriceUsd, u"$"_s, 3))});
        if (purchaseUsd) {
            //: %1 the price, %2 the date of the latest price observation
            lines.append({u"purchase_usd"_s,
                          FinetunePlanner::tr("%1 as of %2, priced as the Language models page and the build planner "
                                              "price it")
                              .arg(finetuneMoney(*purchaseUsd), priceDate.isEmpty() ? u"-"_s : priceDate)});
            // What owning takes off the purchase: the expected resale after the years, or why none.
            if (!resaleLine.isEmpty())
                lines.append({u"expected_resale_usd"_s, resaleLine});
        }
    }
    if (rentUsd) {
        //: %1 total, %2 dollars per GPU-hour, %3 GPUs, %4 hours, %5 provider, %6 date
        lines.append({u"rent_usd"_s, FinetunePlanner::tr("%1 = %2 per GPU-hour x %3 GPU(s) x %4 h (%5, on demand, %6)")
                                         .arg(finetuneMoney(*rentUsd), finetuneMoney(*rentUsdPerGpuHour))
                                         .arg(count)
                                         .arg(finetuneNumber(hours, 1), rentProvider, rentDate)});
    }
    if (kind != FinetuneKind::Rented && cheapestRentUsd) {
        if (breakEvenJobs) {
            //: %1 jobs, %2 purchase price, %3 cheapest rental per job, %4 the rented configuration, %5 electricity
            lines.append({u"break_even_jobs"_s,
                          //: %2 is the purchase price less the expected resale after the years
                          FinetunePlanner::tr("buying wins after %1 such jobs: %2 / (%3 to rent on %4 - %5 of "
                                              "electricity) per job")
                              .arg(finetuneNumber(*breakEvenJobs, 1), finetuneMoney(ownedUsd().value_or(0)),
                                   finetuneMoney(*cheapestRentUsd), cheapestRentLabel, finetuneMoney(electricityUsd))});
        } else if (purchaseUsd) {
            //: %1 the rented configuration, %2 its cost for the job, %3 electricity of this one
            lines.append({u"break_even_jobs"_s,
                          FinetunePlanner::tr("buying never wins: renting %1 costs %2 a job, less than this machine's "
                                              "electricity (%3)")
                              .arg(cheapestRentLabel, finetuneMoney(*cheapestRentUsd), finetuneMoney(electricityUsd))});
        }
    }
    return lines;
}

std::optional<BuildRequest> FinetunePlanner::buildRequest(const FinetuneOption &option, const FinetuneRequest &request)
{
    if (option.kind != FinetuneKind::Cards)
        return std::nullopt;
    BuildRequest build;
    build.gpus.append({option.device.name, option.count});
    build.priceAsOf = request.asOf;
    build.cost = request.cost;
    // The machine is priced in the condition its cards were, as the language-model planner's: with
    // "cheapest" (the default), the used cards where those were the cheaper ones.
    build.condition = request.cost.priceBasis == PriceBasis::Used || option.condition != PriceCondition::New
                          ? PriceCondition::Used
                          : PriceCondition::New;
    const FinetuneJob &job = request.job;
    MemoryWorkload w;
    w.parameters = job.model.totalParamsB * 1e9;
    w.format = NumberFormat::Bf16;
    w.mode = job.method == FinetuneMethod::Full   ? WorkloadMode::Training
             : job.method == FinetuneMethod::Lora ? WorkloadMode::Lora
                                                  : WorkloadMode::Qlora;
    w.trainableFraction = std::clamp(trainableParameters(job) / w.parameters, 1e-9, 1.0);
    build.workload = w;
    return build;
}

QJsonObject FinetunePlanner::toJson(const FinetuneRequest &request, const QList<FinetuneOption> &options)
{
    const FinetuneJob &job = request.job;
    QJsonObject j;
    j[u"model"_s] = job.model.name;
    j[u"method"_s] = finetuneMethodKey(job.method);
    if (job.method != FinetuneMethod::Full) {
        j[u"rank"_s] = job.rank;
        j[u"modules"_s] = loraModulesKey(job.modules);
    }
    j[u"precision"_s] = finetunePrecisionKey(job.precision);
    j[u"seq_len"_s] = job.sequenceLength;
    j[u"tokens"_s] = job.tokens;
    j[u"optimizer"_s] = finetuneOptimizerKey(job.optimizer);
    j[u"gradient_checkpointing"_s] = job.gradientCheckpointing;
    j[u"sequences_per_step"_s] = job.sequencesPerStep;
    j[u"trainable_parameters"_s] = trainableParameters(job);
    j[u"flops_per_token"_s] = flopsPerToken(job).total();
    j[u"kwh_price_usd"_s] = request.cost.kwhPriceUsd;
    QJsonObject root;
    root[u"job"_s] = j;
    QJsonArray list;
    for (const FinetuneOption &o : options) {
        QJsonObject c;
        c[u"label"_s] = o.label();
        c[u"kind"_s] = finetuneKindKey(o.kind);
        c[u"gpu"_s] = o.device.name;
        c[u"count"_s] = o.count;
        c[u"parallelism"_s] = finetuneParallelismKey(o.parallelism);
        c[u"fits"_s] = o.memoryPerDeviceGb <= o.capacityGb;
        c[u"memory_gb"_s] = o.memoryPerDeviceGb;
        c[u"capacity_gb"_s] = o.capacityGb;
        c[u"tokens_per_second"_s] = o.tokensPerSecond;
        c[u"hours"_s] = o.hours;
        if (o.kind != FinetuneKind::Rented) {
            c[u"watts"_s] = o.watts;
            c[u"energy_kwh"_s] = o.energyKwh;
            c[u"electricity_usd"_s] = o.electricityUsd;
            c[u"purchase_usd"_s] = o.purchaseUsd ? QJsonValue(*o.purchaseUsd) : QJsonValue();
            c[u"price_date"_s] = o.priceDate;
            c[u"expected_resale_usd"_s] = o.purchaseUsd ? QJsonValue(o.resaleUsd) : QJsonValue();
            c[u"resale"_s] = o.resaleLine.isEmpty() ? QJsonValue() : QJsonValue(o.resaleLine);
            c[u"break_even_jobs"_s] = o.breakEvenJobs ? QJsonValue(*o.breakEvenJobs) : QJsonValue();
            c[u"cheaper_for_one_job"_s] =
                o.cheapestRentUsd && o.purchaseUsd
                    ? (*o.ownedUsd() + o.electricityUsd < *o.cheapestRentUsd ? u"buy"_s : u"rent"_s)
                    : QJsonValue();
        }
        c[u"rent_usd_per_gpu_hour"_s] = o.rentUsdPerGpuHour ? QJsonValue(*o.rentUsdPerGpuHour) : QJsonValue();
        c[u"rent_provider"_s] = o.rentProvider;
        c[u"rent_usd"_s] = o.rentUsd ? QJsonValue(*o.rentUsd) : QJsonValue();
        QJsonObject explain;
        for (const auto &[key, text] : o.explanations(job, request.cost))
            explain[key] = text;
        c[u"explain"_s] = explain;
        c[u"notes"_s] = QJsonArray::fromStringList(o.notes);
        list.append(c);
    }
    root[u"configurations"_s] = list;
    return root;
}

QString FinetunePlanner::verdict(const FinetuneRequest &request, const QList<FinetuneOption> &options)
{
    Q_UNUSED(request)
    const FinetuneOption *cheapestOwned = nullptr;
    const FinetuneOption *cheapestRented = nullptr;
    for (const FinetuneOption &o : options) {
        if (o.memoryPerDeviceGb > o.capacityGb)
            continue;
        if (o.kind == FinetuneKind::Rented) {
            if (o.rentUsd && (!cheapestRented || *o.rentUsd < *cheapestRented->rentUsd))
                cheapestRented = &o;
        } else if (o.purchaseUsd && (!cheapestOwned || *o.purchaseUsd < *cheapestOwned->purchaseUsd)) {
            cheapestOwned = &o;
        }
    }
    if (!cheapestOwned && !cheapestRented)
        return tr("No configuration in the database holds this job.");
    if (!cheapestRented) {
        //: %1 configuration, %2 price, %3 hours
        return tr("The cheapest to buy is %1 (%2), %3 h for this job; no rented GPU holds it.")
            .arg(cheapestOwned->label(), finetuneMoney(*cheapestOwned->purchaseUsd),
                 finetuneNumber(cheapestOwned->hours, 1));
    }
    if (!cheapestOwned) {
        //: %1 configuration, %2 cost of the job, %3 hours
        return tr("Renting %1 costs %2 for this job (%3 h); no machine to buy holds it.")
            .arg(cheapestRented->label(), finetuneMoney(*cheapestRented->rentUsd),
                 finetuneNumber(cheapestRented->hours, 1));
    }
    //: %1 rented configuration, %2 its cost, %3 its hours, %4 configuration to buy, %5 its price, %6 its hours
    QString text = tr("For one job renting is cheaper: %1 costs %2 (%3 h). The cheapest to buy is %4 at %5 (%6 h).")
                       .arg(cheapestRented->label(), finetuneMoney(*cheapestRented->rentUsd),
                            finetuneNumber(cheapestRented->hours, 1), cheapestOwned->label(),
                            finetuneMoney(*cheapestOwned->purchaseUsd), finetuneNumber(cheapestOwned->hours, 1));
    if (*cheapestOwned->ownedUsd() + cheapestOwned->electricityUsd < *cheapestRented->rentUsd) {
        text =
            (cheapestOwned->resaleUsd > 0
                 //: %1 configuration to buy, %2 price with electricity less the expected resale after the years,
                 //: %3 rented configuration, %4 its cost
                 ? tr("For this one job buying is cheaper: %1 costs %2 with its electricity, less its expected "
                      "resale, renting %3 %4.")
                 //: %1 configuration to buy, %2 price with electricity, %3 rented configuration, %4 its cost
                 : tr("For this one job buying is cheaper: %1 costs %2 with its electricity, renting %3 %4."))
                .arg(cheapestOwned->label(), finetuneMoney(*cheapestOwned->ownedUsd() + cheapestOwned->electricityUsd),
                     cheapestRented->label(), finetuneMoney(*cheapestRented->rentUsd));
    } else if (cheapestOwned->breakEvenJobs) {
        //: %1 number of jobs (rounded up)
        text +=
            u" "_s +
            tr("Buying it wins after %1 such jobs.").arg(finetuneNumber(std::ceil(*cheapestOwned->breakEvenJobs), 0));
    }
    return text;
}

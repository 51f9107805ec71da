// SPDX-FileCopyrightText: 2026 GPU Advisor contributors
// SPDX-License-Identifier: GPL-3.0-or-later
#include "model/build/buildrequest.h"

#include "model/build/buildrules.h"
#include "model/flowchart/flowchartwalker.h"
#include "model/flowchart/recommendation.h"

#include <QCoreApplication>

#include <cmath>

using namespace Qt::StringLiterals;

int BuildRequest::gpusPerMachine() const
{
    int total = 0;
    for (const BuildGpuLine &line : gpus)
        total += line.count;
    return total;
}

QString BuildRequest::validate() const
{
    // The messages name the fields the way the command line spells them (gpu, count, machines,
    // power-limit, circuit, grid-intensity); those names stay untranslated.
    if (gpus.isEmpty()) {
        //: "gpu" is a command-line option name: keep it untranslated
        return QCoreApplication::translate("BuildRequest", "gpu: a build needs at least one GPU");
    }
    for (const BuildGpuLine &line : gpus) {
        if (line.gpuName.trimmed().isEmpty()) {
            //: "gpu" is a command-line option name: keep it untranslated
            return QCoreApplication::translate("BuildRequest", "gpu: a GPU name is empty");
        }
        if (line.count < 1 || line.count > BuildRules::MaxGpusPerMachine) {
            //: "count" is a command-line option name: keep it untranslated; %2 is the value given
            return QCoreApplication::translate("BuildRequest", "count must be a whole number from 1 to %1 (got %2)")
                .arg(BuildRules::MaxGpusPerMachine)
                .arg(line.count);
        }
    }
    if (gpusPerMachine() > BuildRules::MaxGpusPerMachine) {
        //: "count" is a command-line option name: keep it untranslated; %2 is the number of GPUs asked for
        return QCoreApplication::translate("BuildRequest",
                                           "count: one machine holds at most %1 GPUs (got %2); use more machines")
            .arg(BuildRules::MaxGpusPerMachine)
            .arg(gpusPerMachine());
    }
    if (minimumRamGb < 0 || minimumRamGb > 65536) {
        //: "minimum_ram_gb" is a field name: keep it untranslated; %1 is the value given
        return QCoreApplication::translate("BuildRequest", "minimum_ram_gb must be from 0 to 65,536 GB (got %1)")
            .arg(minimumRamGb);
    }
    if (ramGb < 0 || ramGb > 65536) {
        //: "ram" is a command-line option name: keep it untranslated; %1 is the value given
        return QCoreApplication::translate("BuildRequest", "ram must be from 0 to 65,536 GB (got %1)").arg(ramGb);
    }
    if (budgetUsd && (!std::isfinite(*budgetUsd) || *budgetUsd <= 0 || *budgetUsd > 1e8)) {
        //: "budget" is a command-line option name: keep it untranslated; %1 is the value given
        return QCoreApplication::translate("BuildRequest", "budget must be more than 0 and at most 100,000,000 USD "
                                                           "(got %1)")
            .arg(*budgetUsd);
    }
    if (reusePc && machines != 1) {
        //: "reuse-pc" and "machines" are command-line option names: keep them untranslated
        return QCoreApplication::translate("BuildRequest", "reuse-pc: your PC is one machine; plan one (machines 1)");
    }
    for (auto it = partPriceUsd.cbegin(); it != partPriceUsd.cend(); ++it) {
        if (it.key().trimmed().isEmpty() || it.key() == u"GPU" || !std::isfinite(it.value()) || it.value() < 0 ||
            it.value() > 1e6) {
            //: "part_prices" is a field name: keep it untranslated; %1 a part type, %2 the price given
            return QCoreApplication::translate("BuildRequest", "part_prices: the price of \"%1\" must be from 0 to "
                                                               "1,000,000 US dollars, and GPUs are priced apart "
                                                               "(got %2)")
                .arg(it.key())
                .arg(it.value());
        }
    }
    if (machines < 1 || machines > BuildRules::MaxMachines) {
        //: "machines" is a command-line option name: keep it untranslated; %2 is the value given
        return QCoreApplication::translate("BuildRequest", "machines must be a whole number from 1 to %1 (got %2)")
            .arg(BuildRules::MaxMachines)
            .arg(machines);
    }
    if (powerLimitWatts && (*powerLimitWatts < 1 || *powerLimitWatts > 5000)) {
        //: "power-limit" is a command-line option name: keep it untranslated; %1 is the value given in watts
        return QCoreApplication::translate("BuildRequest", "--power-limit must be from 1 to 5000 W (got %1)")
            .arg(*powerLimitWatts);
    }
    if (!circuitKey.isEmpty() && !BuildRules::circuitFromKey(circuitKey)) {
        //: "circuit" is a command-line option name: keep it untranslated; %1 is the circuit name given
        return QCoreApplication::translate("BuildRequest", "circuit '%1' is unknown").arg(circuitKey);
    }
    if (gridKgPerKwh >= 0 && (!std::isfinite(gridKgPerKwh) || gridKgPerKwh > BuildRules::MaxGridKgPerKwh)) {
        //: "grid-intensity" is a command-line option name: keep it untranslated; %1 is the value given
        return QCoreApplication::translate("BuildRequest",
                                           "grid-intensity must be from 0 to 5 kg CO2e per kWh (got %1)")
            .arg(gridKgPerKwh);
    }
    if (QString problem = cost.validate(); !problem.isEmpty())
        return problem;
    if (workload) {
        if (QString problem = workload->validate(); !problem.isEmpty())
            return problem;
    }
    return {};
}

double BuildRequest::effectiveGridKgPerKwh() const
{
    return gridKgPerKwh < 0 ? BuildRules::DefaultGridKgPerKwh : gridKgPerKwh;
}

bool sameWorkload(const MemoryWorkload &a, const MemoryWorkload &b)
{
    return a.parameters == b.parameters && a.format == b.format && a.mode == b.mode && a.layers == b.layers &&
           a.kvHeads == b.kvHeads && a.headDim == b.headDim && a.context == b.context && a.batch == b.batch &&
           a.hidden == b.hidden && a.trainableFraction == b.trainableFraction &&
           a.overheadFraction == b.overheadFraction;
}

PriceBasis BuildRequest::priceBasis() const
{
    if (cheapest)
        return PriceBasis::Cheapest;
    return condition == PriceCondition::Used ? PriceBasis::Used : PriceBasis::New;
}

QString BuildRequest::conditionKey() const
{
    return priceBasisKey(priceBasis());
}

bool BuildRequest::setConditionKey(const QString &key)
{
    const std::optional<PriceBasis> basis = priceBasisFromKey(key);
    if (!basis || *basis == PriceBasis::Average)
        return false;
    cheapest = *basis == PriceBasis::Cheapest;
    if (!cheapest)
        condition = *basis == PriceBasis::Used ? PriceCondition::Used : PriceCondition::New;
    return true;
}

bool operator==(const BuildRequest &a, const BuildRequest &b)
{
    const bool sameCost = a.cost.years == b.cost.years && a.cost.kwhPriceUsd == b.cost.kwhPriceUsd &&
                          a.cost.utilization == b.cost.utilization;
    const bool sameWork =
        a.workload.has_value() == b.workload.has_value() && (!a.workload || sameWorkload(*a.workload, *b.workload));
    return a.gpus == b.gpus && a.condition == b.condition && a.cheapest == b.cheapest &&
           a.powerLimitWatts == b.powerLimitWatts && a.machines == b.machines && a.minimumRamGb == b.minimumRamGb &&
           a.ramGb == b.ramGb && a.reusePc == b.reusePc && a.budgetUsd == b.budgetUsd &&
           a.circuitKey.trimmed().toLower() == b.circuitKey.trimmed().toLower() &&
           a.effectiveGridKgPerKwh() == b.effectiveGridKgPerKwh() && a.priceAsOf == b.priceAsOf &&
           a.partPriceUsd == b.partPriceUsd && sameCost && sameWork && a.origin == b.origin;
}

BuildOrigin buildOriginFor(const FlowchartWalker &walker, const Recommendation &recommendation)
{
    BuildOrigin origin;
    const Flowchart &chart = walker.chart();
    origin.chartTitle = chart.title;
    origin.chartEdition = chart.editionDate;
    for (const FlowchartWalker::Step &step : walker.steps()) {
        const FlowQuestion *question = chart.questionAt(step.nodeId);
        origin.answers.append({question ? question->text : QString(), answerKey(step.answer)});
    }
    origin.leafTitle = recommendation.leaf.title;
    origin.leafText = recommendation.leaf.text;
    origin.leafAdvice = recommendation.leaf.advice;
    return origin;
}

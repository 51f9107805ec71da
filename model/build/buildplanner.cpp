// SPDX-FileCopyrightText: 2026 GPU Advisor contributors
// SPDX-License-Identifier: GPL-3.0-or-later
#include "model/build/buildplanner.h"

#include "model/build/costofownership.h"
#include "model/build/plannersteps.h"

#include "model/catalog/datasources.h"
#include "model/catalog/namesuggestions.h"
#include "model/cost/costmodel.h"
#include "model/cost/freshness.h"
#include "model/cost/pricing.h"
#include "model/format/formatter.h"
#include "model/performance/performancemodel.h"

#include <algorithm>
#include <cmath>

using namespace Qt::StringLiterals;

namespace PlannerSteps {

using namespace BuildRules;

namespace {
constexpr int LimitStepWatts = 5;
} // namespace

QString wattsText(double watts)
{
    //: Power in watts; %1 is a number such as 1,000
    return BuildPlanner::tr("%1 W").arg(Formatter::number(std::round(watts), 0));
}

QString percent(double share)
{
    //: A percentage; %1 is a number such as 15
    return BuildPlanner::tr("%1%").arg(Formatter::number(share * 100, 0));
}

/// SXM and OAM modules sit on a server baseboard, not in a PCIe slot.
bool isModule(const Gpu &gpu)
{
    return gpu.boardType.contains(u"module"_s, Qt::CaseInsensitive) ||
           (!gpu.slotWidth && gpu.formFactor == FormFactor::Datacenter);
}

bool isPassive(const Gpu &gpu)
{
    return gpu.boardType.contains(u"passive"_s, Qt::CaseInsensitive);
}

/// NVIDIA's 16-pin 12VHPWR / 12V-2x6 plug: Ada (RTX 40) and later PCIe cards of 200 W and more.
bool uses12VHighPower(const Gpu &gpu)
{
    if (gpu.vendor.compare(u"NVIDIA"_s, Qt::CaseInsensitive) != 0 || isModule(gpu) || gpu.tdpWatts < 200)
        return false;
    const QString a = gpu.architecture;
    return a.contains(u"Ada"_s) || a.contains(u"Hopper"_s) || a.contains(u"Blackwell"_s);
}

QString shortSource(const QString &source)
{
    // A title, never a repository path or commit (issue 11); JSON keeps the full citation.
    return DataSources::sourceTitle(source);
}

/// The price note of the parts other than GPUs.
QString defaultPriceNote()
{
    //: The price note of a part priced at the planner's default price
    return BuildPlanner::tr("default price");
}

/// The desktop CPU class for a number of cores: the smallest of 8, 12 and 16 that has them.
QString desktopCpuKey(int cores)
{
    for (int c : {8, 12, 16}) {
        if (cores <= c)
            return u"cpu-desktop-%1c"_s.arg(c);
    }
    return u"cpu-desktop-16c"_s;
}

/// Gives the part just added its price class, so applyPartPrices() can price it from the dated
/// observations; `units` is what the class price is multiplied by (GB, TB).
void priceAs(BuildPlan *plan, const QString &key, double units)
{
    BuildPart &part = plan->parts.last();
    part.priceKey = key;
    part.priceUnits = units;
}

/// The workload whose speed a power limit costs: the build's workload where it has one, else
/// 16-bit training (the work of the post's power-limit measurement).
Metric plannerMetric(const BuildRequest &request)
{
    if (!request.workload)
        return Metric::Fp16Training;
    if (request.workload->mode != WorkloadMode::Inference)
        return Metric::Fp16Training;
    const NumberFormat f = request.workload->format;
    return f == NumberFormat::Int8 || f == NumberFormat::Int4 ? Metric::Int8Inference : Metric::Fp16Inference;
}

/// Speed at `limitWatts` relative to the card's board power: the performance model's power cap
/// (docs/model.md §1.5), so the planner and the ranking agree.
double limitFactor(const Gpu &gpu, Metric metric, double limitWatts)
{
    if (gpu.tdpWatts <= 0 || limitWatts >= gpu.tdpWatts)
        return 1.0;
    static const PerformanceModel model;
    return model.powerLimitFactor(gpu, metric, limitWatts);
}

PlannedGpu planGpu(const BuildRequest &request, const BuildGpuLine &line, const BuildGpuInput &input)
{
    PlannedGpu g;
    g.gpu = input.gpu;
    g.count = line.count;
    g.condition = request.condition;
    const PriceQuote quote = quotePrice(input.prices, request.priceAsOf);
    std::optional<PriceObservation> preferred = request.condition == PriceCondition::Used ? quote.used : quote.newest;
    std::optional<PriceObservation> other = request.condition == PriceCondition::Used ? quote.newest : quote.used;
    if (request.cheapest) {
        // The one observation `rank` and `plan` take; it is of the condition it is, so no fallback.
        const QList<PriceObservation> cheapest = quote.basisObservations(PriceBasis::Cheapest);
        preferred = cheapest.isEmpty() ? std::nullopt : std::optional(cheapest.first());
        other.reset();
        if (preferred)
            g.condition = preferred->condition; // new, used or a marketplace listing, as plan says
    }
    if (preferred || other) {
        const PriceObservation &o = preferred ? *preferred : *other;
        g.unitUsd = o.usd;
        g.priceOrigin = preferred ? GpuPriceOrigin::Requested : GpuPriceOrigin::OtherCondition;
        g.priceDate = o.dateLabel();
        g.priceObservedOn = o.observedOn;
        g.priceSource = o.source;
    } else if (input.gpu.launchMsrpUsd) {
        g.unitUsd = *input.gpu.launchMsrpUsd;
        g.priceOrigin = GpuPriceOrigin::LaunchMsrp;
        //: Where a GPU's price comes from: the manufacturer's suggested price at launch
        g.priceSource = BuildPlanner::tr("launch MSRP");
    }
    const double tdp = input.gpu.tdpWatts;
    g.drawWatts = request.powerLimitWatts ? std::min(double(*request.powerLimitWatts), tdp) : tdp;
    g.performanceFactor = limitFactor(input.gpu, plannerMetric(request), g.drawWatts);
    return g;
}

double cardsWatts(const QList<PlannedGpu> &gpus, double cap)
{
    double sum = 0;
    for (const PlannedGpu &g : gpus)
        sum += std::min(cap, double(g.gpu.tdpWatts)) * g.count;
    return sum;
}

double averagePerformance(const QList<PlannedGpu> &gpus, Metric metric, double cap)
{
    double sum = 0;
    int cards = 0;
    for (const PlannedGpu &g : gpus) {
        sum += limitFactor(g.gpu, metric, std::min(cap, double(g.gpu.tdpWatts))) * g.count;
        cards += g.count;
    }
    return cards > 0 ? sum / cards : 1.0;
}

/// The highest cap (in 5 W steps, below the current draw) that keeps the wall draw within the
/// circuit, and whether it is one the planner trusts (at least half of every capped card's TDP).
PowerLimitAlternative powerLimitAlternative(const BuildPlan &plan)
{
    PowerLimitAlternative alt;
    const double continuous = plan.circuit.continuousWatts();
    alt.circuitsNeeded = std::max(1, int(std::ceil(plan.wallWatts / continuous)));
    const double budget = continuous * PsuEfficiency - plan.cpuWatts - plan.restWatts;
    double highestDraw = 0;
    for (const PlannedGpu &g : plan.gpus)
        highestDraw = std::max(highestDraw, g.drawWatts);
    for (int cap = int(highestDraw) / LimitStepWatts * LimitStepWatts; cap >= LimitStepWatts; cap -= LimitStepWatts) {
        if (cap >= highestDraw || cardsWatts(plan.gpus, cap) > budget)
            continue;
        alt.limitWatts = cap;
        alt.feasible = true;
        for (const PlannedGpu &g : plan.gpus) {
            if (g.gpu.tdpWatts > cap && cap < minimumPowerLimit(g.gpu.tdpWatts))
                alt.feasible = false;
        }
        const double sustained = cardsWatts(plan.gpus, cap) + plan.cpuWatts + plan.restWatts;
        alt.performanceFactor = averagePerformance(plan.gpus, plannerMetric(plan.request), cap);
        alt.wallWatts = sustained / PsuEfficiency;
        alt.psu = choosePsu(sustained * (1 + PsuHeadroom), plan.platform);
        break;
    }
    return alt;
}

} // namespace PlannerSteps

BuildPlanner::BuildPlanner(const GpuRepository &gpus)
    : m_gpus(gpus)
{}

QStringList BuildPlanner::partPriceKeys()
{
    using namespace BuildRules;
    using namespace PlannerSteps;
    // The classes priceAs() gives below; tst_buildplanner checks that every plan keeps to them.
    QStringList keys = {u"pcie-extender"_s,      u"cpu-desktop-8c"_s,    u"cpu-desktop-12c"_s,    u"cpu-desktop-16c"_s,
                        u"cooler-desktop"_s,     u"board-desktop"_s,     u"board-desktop-dual"_s, u"cpu-workstation"_s,
                        u"cooler-workstation"_s, u"board-workstation"_s, u"cpu-server"_s,         u"board-server"_s,
                        u"ram-ddr5"_s,           u"ram-ddr5-ecc"_s,      u"ssd-nvme"_s,           u"psu-server"_s,
                        u"chassis-server"_s,     u"case-workstation"_s,  u"case-desktop"_s,       u"network-card"_s,
                        u"network-switch"_s};
    for (int watts : BuildRules::desktopPsuSizes())
        keys.append(u"psu-atx-%1"_s.arg(watts));
    return keys;
}

QString BuildPlanner::validate(const BuildRequest &request, const QList<Gpu> &gpus)
{
    using namespace BuildRules;
    using namespace PlannerSteps;
    if (QString problem = request.validate(); !problem.isEmpty())
        return problem;
    if (request.powerLimitWatts) {
        int lowest = 0;
        int highest = 0;
        for (const Gpu &g : gpus) {
            lowest = std::max(lowest, minimumPowerLimit(g.tdpWatts));
            highest = std::max(highest, g.tdpWatts);
        }
        if (*request.powerLimitWatts < lowest || *request.powerLimitWatts > highest) {
            //: "power-limit" is a command-line option name: keep it untranslated; %1 and %2 are watts, %3 the
            //: value given
            return tr("--power-limit must be from %1 to %2 W for these GPUs (half the TDP up to the TDP), got %3")
                .arg(lowest)
                .arg(highest)
                .arg(*request.powerLimitWatts);
        }
    }
    return {};
}

std::optional<BuildPlan> BuildPlanner::plan(const BuildRequest &request, QString *error) const
{
    using namespace BuildRules;
    using namespace PlannerSteps;
    if (QString problem = request.validate(); !problem.isEmpty()) {
        if (error)
            *error = problem;
        return std::nullopt;
    }
    QList<BuildGpuInput> inputs;
    QList<Gpu> specs;
    for (const BuildGpuLine &line : request.gpus) {
        QString readError;
        const std::optional<Gpu> gpu = m_gpus.gpuByName(line.gpuName, &readError);
        if (!gpu) {
            if (error) {
                if (!readError.isEmpty()) {
                    //: %1 a GPU name, %2 the database's error message
                    *error = tr("cannot read the GPU %1: %2").arg(line.gpuName, readError);
                } else {
                    QStringList names;
                    for (const Gpu &g : m_gpus.gpus())
                        names.append(g.name);
                    *error = unknownGpuMessage(line.gpuName, names);
                }
            }
            return std::nullopt;
        }
        if (gpu->isCompleteComputer()) {
            if (error) {
                //: %1 is a machine such as DGX Spark, whose CPU and GPU share one memory.
                *error = tr("%1 is a complete machine whose CPU and GPU share one memory: it has no PCIe slot to "
                            "fill and its own power supply, so there is no build to plan around it")
                             .arg(gpu->name);
            }
            return std::nullopt;
        }
        QString priceError;
        inputs.append({*gpu, m_gpus.prices(gpu->id, &priceError)});
        if (!priceError.isEmpty()) {
            if (error)
                //: %1 a GPU name, %2 the database's error message
                *error = tr("cannot read the prices of %1: %2").arg(gpu->name, priceError);
            return std::nullopt;
        }
        specs.append(*gpu);
    }
    if (QString problem = validate(request, specs); !problem.isEmpty()) {
        if (error)
            *error = problem;
        return std::nullopt;
    }
    QList<PartPriceObservation> partPrices;
    if (m_parts) {
        QString partError;
        partPrices = m_parts->partPrices(&partError);
        if (!partError.isEmpty()) {
            if (error)
                //: %1 is the database's error message
                *error = tr("cannot read the prices of the other parts: %1").arg(partError);
            return std::nullopt;
        }
    }
    if (!m_resale) {
        QString priceError;
        const QList<Gpu> all = m_gpus.gpus(&priceError);
        const QList<PriceObservation> prices = m_gpus.allPrices(&priceError);
        if (!priceError.isEmpty()) {
            if (error)
                //: %1 is the database's error message
                *error = tr("cannot read the second-hand prices: %1").arg(priceError);
            return std::nullopt;
        }
        m_resale = ResaleModel(all, prices);
    }
    BuildPlan result = planWith(request, inputs, partPrices);
    countResale(&result, *m_resale);
    return result;
}

void BuildPlanner::countResale(BuildPlan *plan, const ResaleModel &resale)
{
    plan->resaleUsd = 0;
    plan->resaleLines.clear();
    for (const PlannedGpu &g : std::as_const(plan->gpus)) {
        CostBreakdown cost;
        cost.years = plan->request.cost.years;
        CostOfOwnership::countResale(resale, g.gpu, g.unitUsd.value_or(0), g.count * plan->machines, plan->request.cost,
                                     plan->request.priceAsOf, &cost);
        plan->resaleUsd += cost.resaleUsd;
        const QString line = cost.resaleLine();
        //: A build's resale line for one of its GPUs: %1 the GPU, %2 the line
        plan->resaleLines.append(plan->gpus.size() > 1 ? tr("%1: %2").arg(g.gpu.name, line) : line);
    }
}

BuildPlan BuildPlanner::planWith(const BuildRequest &request, const QList<BuildGpuInput> &inputs,
                                 const QList<PartPriceObservation> &partPrices)
{
    using namespace BuildRules;
    using namespace PlannerSteps;
    BuildPlan plan;
    plan.request = request;
    plan.machines = request.machines;
    plan.gpusPerMachine = request.gpusPerMachine();
    bool modules = false;
    for (qsizetype i = 0; i < request.gpus.size() && i < inputs.size(); ++i) {
        plan.gpus.append(planGpu(request, request.gpus.at(i), inputs.at(i)));
        modules = modules || isModule(inputs.at(i).gpu);
    }
    if (plan.gpus.isEmpty())
        return plan;
    plan.platform = platformFor(plan.gpusPerMachine, modules);

    // Power: rated maxima plus headroom, rounded to a real PSU; the wall draw against the circuit.
    for (const PlannedGpu &g : std::as_const(plan.gpus))
        plan.gpuWatts += g.drawWatts * g.count;
    plan.cpuWatts = cpuWatts(plan.platform);
    plan.restWatts = restOfSystemWatts(plan.platform);
    plan.requiredPsuWatts = plan.sustainedWatts() * (1 + PsuHeadroom);
    plan.psu = choosePsu(plan.requiredPsuWatts, plan.platform);
    plan.wallWatts = plan.sustainedWatts() / PsuEfficiency;
    const QString circuitKey = request.circuitKey.isEmpty() ? defaultCircuitKey(plan.platform) : request.circuitKey;
    plan.circuit = circuitFromKey(circuitKey).value_or(*circuitFromKey(defaultCircuitKey(plan.platform)));
    plan.exceedsCircuit = plan.wallWatts > plan.circuit.continuousWatts();
    if (plan.exceedsCircuit)
        plan.alternative = powerLimitAlternative(plan);

    Notes notes;
    addMemoryNotes(&plan, &notes);
    addGpuNotes(plan, &notes);
    addPowerNotes(plan, &notes);
    addPlatform(&plan, &notes);
    addChassisNotes(&plan, &notes);
    addPowerAndChassisParts(&plan);
    applyPartPrices(&plan, partPrices);
    keepOnlyGpusAndPsu(&plan, &notes);
    // Most serious first; within a severity, in the order the rules ran.
    std::stable_sort(notes.list.begin(), notes.list.end(),
                     [](const BuildNote &a, const BuildNote &b) { return int(a.severity) > int(b.severity); });
    plan.notes = notes.list;
    addCosts(&plan);
    addBudgetNote(&plan);
    addAssumptions(&plan);
    return plan;
}

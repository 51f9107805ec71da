// SPDX-FileCopyrightText: 2026 GPU Advisor contributors
// SPDX-License-Identifier: GPL-3.0-or-later
// The planner's platform (CPU, memory, storage, chassis, cooling, network), the parts list
// and its prices, the costs and the assumptions.
#include "model/build/buildplanner.h"
#include "model/build/plannersteps.h"
#include "model/catalog/datasources.h"
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

/// The CPU, memory and storage the GPUs need, and the notes on lanes, cores and the network.
void sizePlatform(BuildPlan *plan, Notes *notes)
{
    const int n = plan->gpusPerMachine;
    plan->cpu = cpuClass(plan->platform);
    plan->cpuCores = recommendedCores(n);
    plan->lanesPerGpu = pcieLanesPerGpu(n);
    plan->cpuLanes = n * plan->lanesPerGpu.preferred + 4 + (plan->machines > 1 ? 16 : 0);
    double vram = 0;
    for (const PlannedGpu &g : plan->gpus)
        vram += g.gpu.vramGb * g.count;
    plan->ramGb = systemRamGb(n, vram);
    if (plan->request.minimumRamGb > plan->ramGb) {
        // The workload keeps part of itself in RAM (an LLM's offloaded layers): take the next
        // size that holds it.
        const QList<int> sizes = ramSizes();
        const auto it =
            std::find_if(sizes.begin(), sizes.end(), [&](int size) { return size >= plan->request.minimumRamGb; });
        plan->ramGb = it != sizes.end() ? *it : plan->request.minimumRamGb;
    }
    if (plan->request.ramGb > 0) {
        // The user's own size: said when it is below what the rule (or the workload) asks.
        const int rule = plan->ramGb;
        plan->ramGb = plan->request.ramGb;
        if (plan->ramGb < rule) {
            //: %1 the memory the user chose, %2 what the planner's rule gives, both in GB
            notes->add(plan->ramGb < plan->request.minimumRamGb ? NoteSeverity::Warning : NoteSeverity::Info, u"ram"_s,
                       BuildPlanner::tr("%1 GB of system memory, as you chose: less than the %2 GB the planner gives "
                                        "these GPUs (twice their memory, or what the workload keeps in RAM).")
                           .arg(plan->ramGb)
                           .arg(rule),
                       u"docs/build-rules.md"_s);
        }
    }
    plan->ramEcc = needsEccRam(n);
    plan->nvmeTb = nvmeTerabytes(n);

    if (n >= 3) {
        notes->add(NoteSeverity::Info, u"pcie"_s,
                   BuildPlanner::tr("Aim for x16 PCIe lanes per GPU and accept no fewer than x8: x4 costs 5-10% when "
                                    "training across four GPUs. PCIe 4.0 or 5.0 adds only 1-7% to 4-GPU parallel "
                                    "training."),
                   u"[2023], [D2L]"_s);
    } else if (n == 2) {
        notes->add(NoteSeverity::Info, u"pcie"_s,
                   BuildPlanner::tr("Desktop CPUs split their x16 lanes into x8/x8 for two cards; that costs little."),
                   u"[2023], [D2L]"_s);
    }
    //: %1 is a number of CPU cores
    notes->add(NoteSeverity::Info, u"cpu"_s,
               BuildPlanner::tr("The CPU does little in deep learning: a core per GPU is often enough, and with 4-8 "
                                "GPUs a high single-thread clock matters more than many cores. %1 cores leave room "
                                "for data loading.")
                   .arg(plan->cpuCores),
               u"[2014], [D2L], [2023]"_s);

    if (plan->machines > 1) {
        //: %1 is a network speed in Gbit/s
        plan->network = BuildPlanner::tr("At least %1 Gbit/s between machines: 100 Gbit/s (EDR) InfiniBand, one card "
                                         "per machine")
                            .arg(MinimumNetworkGbits);
        //: %1 is a network speed in Gbit/s
        notes->add(NoteSeverity::Info, u"network"_s,
                   BuildPlanner::tr("Across machines the network is the bottleneck: use at least %1 Gbit/s (used EDR "
                                    "InfiniBand: about $500 for two cards and a cable), with GPUDirect RDMA where "
                                    "possible; 10 GbE suits only special cases.")
                       .arg(MinimumNetworkGbits),
                   u"[2023], [2014]"_s);
        if (n < 4) {
            notes->add(NoteSeverity::Info, u"fewer-machines"_s,
                       BuildPlanner::tr("One machine with four GPUs usually beats several machines with fewer: "
                                        "parallel training within a machine needs no network."),
                       u"[2019]"_s);
        }
    }
}

/// A line of the parts list for each kind of GPU, with where its price comes from.
void addGpuParts(BuildPlan *plan)
{
    // Parts, per machine. The part types are keys (BuildPart::typeTitle() translates them).
    for (const PlannedGpu &g : std::as_const(plan->gpus)) {
        QString note;
        if (g.priceOrigin == GpuPriceOrigin::LaunchMsrp)
            note = BuildPlanner::tr("launch MSRP");
        else if (g.priceOrigin != GpuPriceOrigin::None)
            //: Where a GPU's price comes from: %1 its source, %2 its date, %3 its age ("3 months old")
            note = BuildPlanner::tr("%1, %2 (%3)")
                       .arg(shortSource(g.priceSource), g.priceDate,
                            priceAgeText(g.priceObservedOn, plan->request.priceAsOf.isValid() ? plan->request.priceAsOf
                                                                                              : QDate::currentDate()));
        //: %1 is a GPU name
        const QString item =
            g.condition == PriceCondition::Used ? BuildPlanner::tr("%1 (used)").arg(g.gpu.name) : g.gpu.name;
        plan->parts.append({u"GPU"_s, item, g.count, g.unitUsd, note, false});
    }
}

/// The CPU, its cooler, the board, the memory and the storage, at the planner's default prices
/// until applyPartPrices() prices them from dated observations.
void addPlatformParts(BuildPlan *plan)
{
    const int n = plan->gpusPerMachine;
    const PartPrices prices;
    const QString defaultPrice = defaultPriceNote();
    //: What the CPU needs: %1 cores, %2 PCIe lanes
    const QString lanes =
        BuildPlanner::tr("%1 cores or more, %2 PCIe lanes or more").arg(plan->cpuCores).arg(plan->cpuLanes);
    switch (plan->platform) {
    case Platform::Desktop:
        //: %1 is what the CPU needs, e.g. "8 cores or more, 20 PCIe lanes or more"
        plan->parts.append({u"CPU"_s, BuildPlanner::tr("Desktop CPU, e.g. AMD Ryzen 7/9 (%1)").arg(lanes), 1,
                            prices.desktopCpuUsd, defaultPrice, false});
        priceAs(plan, desktopCpuKey(plan->cpuCores));
        plan->parts.append(
            {u"CPU cooler"_s, BuildPlanner::tr("Tower air cooler"), 1, prices.desktopCoolerUsd, defaultPrice, false});
        priceAs(plan, u"cooler-desktop"_s);
        plan->parts.append({u"Motherboard"_s,
                            n == 1 ? BuildPlanner::tr("ATX board with a PCIe x16 slot")
                                   : BuildPlanner::tr("ATX board with two x16 slots wired x8/x8, spaced for the cards"),
                            1, n == 1 ? prices.desktopBoardUsd : prices.dualGpuBoardUsd, defaultPrice, false});
        priceAs(plan, n == 1 ? u"board-desktop"_s : u"board-desktop-dual"_s);
        break;
    case Platform::Workstation:
        //: %1 is what the CPU needs, e.g. "16 cores or more, 68 PCIe lanes or more"
        plan->parts.append({u"CPU"_s, BuildPlanner::tr("AMD Threadripper (PRO) class (%1)").arg(lanes), 1,
                            prices.workstationCpuUsd, defaultPrice, false});
        priceAs(plan, u"cpu-workstation"_s);
        plan->parts.append({u"CPU cooler"_s, BuildPlanner::tr("Workstation air or liquid cooler"), 1,
                            prices.workstationCoolerUsd, defaultPrice, false});
        priceAs(plan, u"cooler-workstation"_s);
        //: %1 is a number of x16 slots
        plan->parts.append({u"Motherboard"_s,
                            BuildPlanner::tr("Workstation board with %1 x16 slots (e.g. WRX90/TRX50)").arg(n), 1,
                            prices.workstationBoardUsd, defaultPrice, false});
        priceAs(plan, u"board-workstation"_s);
        break;
    case Platform::Server:
        //: %1 is what the CPUs need together, e.g. "32 cores or more, 132 PCIe lanes or more"
        plan->parts.append({u"CPU"_s, BuildPlanner::tr("Server CPU, AMD EPYC or Intel Xeon (%1 in all)").arg(lanes), 2,
                            prices.serverCpuUsd, defaultPrice, false});
        priceAs(plan, u"cpu-server"_s);
        plan->parts.append({u"Motherboard"_s, BuildPlanner::tr("Dual-socket GPU server board"), 1,
                            prices.serverBoardUsd, defaultPrice, false});
        priceAs(plan, u"board-server"_s);
        break;
    }
    const double perGb = plan->ramEcc ? prices.eccRamUsdPerGb : prices.ramUsdPerGb;
    QString ram;
    if (plan->ramEcc) {
        //: System memory; %1 is its size in GB
        ram = BuildPlanner::tr("%1 GB DDR5 ECC registered").arg(plan->ramGb);
    } else {
        //: System memory; %1 is its size in GB
        ram = BuildPlanner::tr("%1 GB DDR5").arg(plan->ramGb);
    }
    plan->parts.append({u"Memory"_s, ram, 1, plan->ramGb * perGb, defaultPrice, false});
    priceAs(plan, plan->ramEcc ? u"ram-ddr5-ecc"_s : u"ram-ddr5"_s, plan->ramGb);
    QString storage;
    if (n >= 3) {
        //: %1 is the SSD's size in TB
        storage = BuildPlanner::tr("%1 TB NVMe SSD, plus a RAID of hard disks for data sets").arg(plan->nvmeTb);
    } else {
        //: %1 is the SSD's size in TB
        storage = BuildPlanner::tr("%1 TB NVMe SSD").arg(plan->nvmeTb);
    }
    plan->parts.append({u"Storage"_s, storage, 1, plan->nvmeTb * prices.nvmeUsdPerTb, defaultPrice, false});
    priceAs(plan, u"ssd-nvme"_s, plan->nvmeTb);
}

} // namespace

void addPlatform(BuildPlan *plan, Notes *notes)
{
    sizePlatform(plan, notes);
    addGpuParts(plan);
    addPlatformParts(plan);
}

void addPowerAndChassisParts(BuildPlan *plan)
{
    const PartPrices prices;
    const QString defaultPrice = defaultPriceNote();
    if (plan->psu.server) {
        //: %1 each unit's power in watts (a number), %2 units needed, %3 spare units
        plan->parts.append({u"Power supply"_s,
                            BuildPlanner::tr("%1 W server PSU (%2 needed + %3 redundant)")
                                .arg(plan->psu.unitWatts)
                                .arg(plan->psu.units)
                                .arg(plan->psu.redundant),
                            plan->psu.totalUnits(), prices.serverPsuUnitUsd, defaultPrice, false});
        priceAs(plan, u"psu-server"_s);
        plan->parts.append({u"Case"_s, plan->chassis, 1, prices.serverChassisUsd, defaultPrice, false});
        priceAs(plan, u"chassis-server"_s);
    } else {
        //: %1 is the PSU's power in watts (a number)
        plan->parts.append({u"Power supply"_s,
                            BuildPlanner::tr("%1 W ATX 3.x PSU, 80 PLUS Gold or better").arg(plan->psu.unitWatts),
                            plan->psu.units, prices.desktopPsuUsd(plan->psu.unitWatts), defaultPrice, false});
        priceAs(plan, u"psu-atx-%1"_s.arg(plan->psu.unitWatts));
        plan->parts.append({u"Case"_s, plan->chassis, 1,
                            plan->platform == Platform::Workstation ? prices.workstationCaseUsd : prices.desktopCaseUsd,
                            defaultPrice, false});
        priceAs(plan, plan->platform == Platform::Workstation ? u"case-workstation"_s : u"case-desktop"_s);
    }
    if (plan->machines > 1) {
        plan->parts.append({u"Network"_s, BuildPlanner::tr("100 Gbit/s EDR InfiniBand card and cable (used)"), 1,
                            prices.networkUsdPerMachine, defaultPrice, false});
        priceAs(plan, u"network-card"_s);
        if (plan->machines > 2) {
            plan->parts.append({u"Network switch"_s, BuildPlanner::tr("EDR InfiniBand switch (used)"), 1,
                                prices.networkSwitchUsd, defaultPrice, true});
            priceAs(plan, u"network-switch"_s);
        }
    }
}

/// Prices every part that has a price class: the user's own price, else the newest dated
/// observation at the request's price date, else the default it already has, with the reason.
void applyPartPrices(BuildPlan *plan, const QList<PartPriceObservation> &observations)
{
    const QDate asOf = plan->request.priceAsOf;
    const QDate ageDate = asOf.isValid() ? asOf : QDate::currentDate();
    for (BuildPart &part : plan->parts) {
        if (part.priceKey.isEmpty())
            continue;
        if (const auto mine = plan->request.partPriceUsd.constFind(part.type);
            mine != plan->request.partPriceUsd.cend()) {
            part.unitUsd = *mine;
            part.priceIsUsers = true;
            //: Where a part's price comes from: the user typed it in
            part.priceNote = BuildPlanner::tr("your price");
            continue;
        }
        if (const auto o = partPriceAt(observations, part.priceKey, asOf)) {
            part.unitUsd = o->usd * part.priceUnits;
            part.priceSource = o->source;
            part.priceDate = o->dateLabel();
            //: Where a part's price comes from: %1 what the figure is ("median of retail lows"), %2 its
            //: source, %3 its date, %4 its age ("3 months old")
            part.priceNote = BuildPlanner::tr("%1, %2, %3 (%4)")
                                 .arg(o->statisticTitle(), DataSources::sourceTitle(o->source), o->dateLabel(),
                                      priceAgeText(o->observedOn, ageDate));
            continue;
        }
        part.priceIsDefault = true;
        QDate first;
        for (const PartPriceObservation &o : observations) {
            if (o.part == part.priceKey && (!first.isValid() || o.observedOn < first))
                first = o.observedOn;
        }
        if (first.isValid()) {
            //: Why a part is at the planner's default price: %1 the month of its first dated price, %2 the
            //: month the plan's prices are for
            part.priceNote = BuildPlanner::tr("planner's default: the first dated price of this part is from %1, "
                                              "after %2")
                                 .arg(Formatter::month(first), Formatter::month(asOf));
        } else {
            //: Why a part is at the planner's default price
            part.priceNote = BuildPlanner::tr("planner's default: no dated price of this part is on record");
        }
    }
}

void keepOnlyGpusAndPsu(BuildPlan *plan, Notes *notes)
{
    if (!plan->request.reusePc)
        return;
    // The user's PC takes the cards: the case, board, CPU, memory and storage are theirs.
    plan->parts.removeIf([plan](const BuildPart &part) {
        const bool bought = part.type == u"GPU" || part.type == u"Power supply";
        if (!bought && !plan->reusedParts.contains(part.typeTitle()))
            plan->reusedParts.append(part.typeTitle());
        return !bought;
    });
    //: %1 CPU cores, %2 PCIe lanes, %3 GB of system memory
    notes->add(NoteSeverity::Info, u"reuse-pc"_s,
               BuildPlanner::tr("Your PC takes the cards: check that it has what the platform lines ask (%1 cores or "
                                "more, %2 PCIe lanes or more, %3 GB of memory) and room for the cards; only the GPUs "
                                "and the power supply are bought.")
                   .arg(plan->cpuCores)
                   .arg(plan->cpuLanes)
                   .arg(plan->ramGb),
               QString());
}

void addBudgetNote(BuildPlan *plan)
{
    const std::optional<double> &budget = plan->request.budgetUsd;
    if (!budget || plan->hardwareUsd <= *budget)
        return;
    //: %1 what the whole build costs, %2 how much over the budget, %3 the budget (amounts of money)
    plan->notes.append({NoteSeverity::Warning, u"budget"_s,
                        BuildPlanner::tr("The whole build costs %1, %2 over your budget of %3.")
                            .arg(Formatter::money(plan->hardwareUsd), Formatter::money(plan->hardwareUsd - *budget),
                                 Formatter::money(*budget)),
                        QString()});
    std::stable_sort(plan->notes.begin(), plan->notes.end(),
                     [](const BuildNote &a, const BuildNote &b) { return int(a.severity) > int(b.severity); });
}

void addCosts(BuildPlan *plan)
{
    double perMachine = 0;
    double shared = 0;
    for (const BuildPart &part : std::as_const(plan->parts)) {
        const auto total = part.totalUsd();
        if (!total) {
            plan->hardwarePriceComplete = false;
            continue;
        }
        (part.shared ? shared : perMachine) += *total;
    }
    plan->hardwareUsd = perMachine * plan->machines + shared;
    const CostParameters &cost = plan->request.cost;
    const double watts = (plan->gpuWatts + systemWattsWhileTraining(plan->platform)) * plan->machines;
    plan->energyKwhPerYear = energyKwhPerYear(watts, cost);
    plan->electricityUsd = electricityUsdPerYear(watts, cost) * cost.years;
    plan->gridKgPerKwh = plan->request.effectiveGridKgPerKwh();
    plan->co2Kg = plan->energyKwhPerYear * cost.years * plan->gridKgPerKwh;
}

void addAssumptions(BuildPlan *plan)
{
    const CostParameters &cost = plan->request.cost;
    QStringList &a = plan->assumptions;
    QStringList priced;
    for (const PlannedGpu &g : std::as_const(plan->gpus)) {
        if (g.priceOrigin == GpuPriceOrigin::None) {
            //: %1 is a GPU name
            priced.append(BuildPlanner::tr("%1: no price on record").arg(g.gpu.name));
            continue;
        }
        if (g.priceOrigin == GpuPriceOrigin::LaunchMsrp) {
            //: %1 a GPU name, %2 its launch price in US dollars
            priced.append(BuildPlanner::tr("%1: launch MSRP $%2").arg(g.gpu.name, Formatter::number(*g.unitUsd, 0)));
            continue;
        }
        const PriceCondition used =
            g.priceOrigin == GpuPriceOrigin::Requested
                ? g.condition
                : (g.condition == PriceCondition::New ? PriceCondition::Used : PriceCondition::New);
        if (used == PriceCondition::New) {
            //: %1 a GPU name, %2 its price in US dollars, %3 the price's date, %4 where it comes from
            priced.append(
                BuildPlanner::tr("%1: new price $%2 as of %3 (%4)")
                    .arg(g.gpu.name, Formatter::number(*g.unitUsd, 0), g.priceDate, shortSource(g.priceSource)));
        } else {
            //: %1 a GPU name, %2 its price in US dollars, %3 the price's date, %4 where it comes from
            priced.append(
                BuildPlanner::tr("%1: used price $%2 as of %3 (%4)")
                    .arg(g.gpu.name, Formatter::number(*g.unitUsd, 0), g.priceDate, shortSource(g.priceSource)));
        }
    }
    //: %1 lists the GPUs' prices, separated by semicolons
    a.append(BuildPlanner::tr("GPU prices from the database: %1.").arg(priced.join(u"; "_s)));
    QStringList dated;
    QStringList defaults;
    QStringList yours;
    for (const BuildPart &part : std::as_const(plan->parts)) {
        if (part.priceKey.isEmpty())
            continue;
        QStringList &list = part.priceIsUsers ? yours : part.priceIsDefault ? defaults : dated;
        if (!list.contains(part.typeTitle()))
            list.append(part.typeTitle());
    }
    if (!dated.isEmpty()) {
        //: %1 lists part types ("CPU, Memory, Storage")
        a.append(BuildPlanner::tr("Other parts priced from dated observations (docs/part-prices.md), new, in USD: "
                                  "%1.")
                     .arg(dated.join(u", "_s)));
    }
    if (!defaults.isEmpty()) {
        //: %1 lists part types ("Network, Network switch")
        a.append(BuildPlanner::tr("At the planner's default prices (docs/build-rules.md), as no dated price holds at "
                                  "the plan's date: %1.")
                     .arg(defaults.join(u", "_s)));
    }
    if (!yours.isEmpty()) {
        //: %1 lists part types ("Memory")
        a.append(BuildPlanner::tr("At your own prices: %1.").arg(yours.join(u", "_s)));
    }
    if (!plan->reusedParts.isEmpty()) {
        //: %1 lists part types ("CPU, Motherboard, Memory")
        a.append(BuildPlanner::tr("Reused from your PC, not bought: %1.").arg(plan->reusedParts.join(u", "_s)));
    }
    //: %1-%4 are powers ("1,200 W"), %5 a percentage, %6 the power needed, %7 the PSU(s) chosen
    a.append(BuildPlanner::tr("PSU: rated maxima (GPUs %1 + CPU %2 + rest %3 = %4) plus %5 headroom = %6, rounded up "
                              "to %7.")
                 .arg(wattsText(plan->gpuWatts), wattsText(plan->cpuWatts), wattsText(plan->restWatts),
                      wattsText(plan->sustainedWatts()), percent(PsuHeadroom), wattsText(plan->requiredPsuWatts),
                      plan->psu.text()));
    //: %1 the PSU efficiency, %2 the circuit's name, %3 volts and %4 amperes (numbers), %5 what it carries
    a.append(BuildPlanner::tr("Wall draw at %1 PSU efficiency; %2 carries 80% of %3 V × %4 A = %5 continuously.")
                 .arg(percent(PsuEfficiency), plan->circuit.label)
                 .arg(plan->circuit.volts)
                 .arg(plan->circuit.amps)
                 .arg(wattsText(plan->circuit.continuousWatts())));
    if (plan->request.powerLimitWatts || plan->alternative) {
        a.append(BuildPlanner::tr("Power limit: the performance model's power cap, the same as in the ranking: the "
                                  "matrix units' power grows with the cube of the clock, and the clock falls until "
                                  "the average power fits the limit (docs/model.md, section 1.5)."));
    }
    //: %1 years, %2 the price of a kWh in US dollars, %3 the utilisation, %4 the power of the rest of a machine
    a.append(BuildPlanner::tr("Electricity: %1 years at $%2 per kWh and %3 utilisation; the GPUs at their board power "
                              "(after any limit) plus %4 per machine for the rest while training.")
                 .arg(Formatter::number(cost.years), Formatter::number(cost.kwhPriceUsd), percent(cost.utilization),
                      wattsText(systemWattsWhileTraining(plan->platform))));
    if (plan->request.gridKgPerKwh < 0) {
        //: %1 is the grid's carbon intensity in kg CO2e per kWh
        a.append(BuildPlanner::tr("CO2: energy × %1 kg CO2e per kWh (world average 2023, Ember via Our World in Data).")
                     .arg(plan->gridKgPerKwh));
    } else {
        //: %1 is the grid's carbon intensity in kg CO2e per kWh, as the user gave it
        a.append(BuildPlanner::tr("CO2: energy × %1 kg CO2e per kWh (your value).").arg(plan->gridKgPerKwh));
    }
    a.append(BuildPlanner::tr("System RAM: twice the GPU memory, at least 32/64/128/256 GB for 1/2/4/8 GPUs."));
}

} // namespace PlannerSteps

// SPDX-FileCopyrightText: 2026 GPU Advisor contributors
// SPDX-License-Identifier: GPL-3.0-or-later
#include "model/build/buildplanner.h"

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
using namespace BuildRules;

namespace {

constexpr int LimitStepWatts = 5;

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
void priceAs(BuildPlan *plan, const QString &key, double units = 1)
{
    BuildPart &part = plan->parts.last();
    part.priceKey = key;
    part.priceUnits = units;
}

struct Notes
{
    QList<BuildNote> list;
    void add(NoteSeverity severity, const QString &key, const QString &text, const QString &source)
    {
        list.append({severity, key, text, source});
    }
};

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
    const auto &preferred = request.condition == PriceCondition::Used ? quote.used : quote.newest;
    const auto &other = request.condition == PriceCondition::Used ? quote.newest : quote.used;
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

void addPowerNotes(const BuildPlan &plan, Notes *notes)
{
    const PowerCircuit &c = plan.circuit;
    if (plan.exceedsCircuit) {
        //: %1 wall draw, %2 the parts' draw, %3 the PSU efficiency, %4 the circuit's name, %5 what it carries
        //: for hours, %6 volts and %7 amperes (numbers)
        notes->add(
            NoteSeverity::Warning, u"circuit"_s,
            BuildPlanner::tr("At full load the build draws about %1 from the wall (%2 of parts at %3 PSU "
                             "efficiency), more than the circuit (%4) can feed for hours: %5, 80% of %6 V × %7 A.")
                .arg(wattsText(plan.wallWatts), wattsText(plan.sustainedWatts()), percent(PsuEfficiency), c.label,
                     wattsText(c.continuousWatts()))
                .arg(c.volts)
                .arg(c.amps),
            u"[2023], [D2L]"_s);
        if (plan.alternative && plan.alternative->feasible) {
            const PowerLimitAlternative &a = *plan.alternative;
            //: %1 the power limit per GPU, %2 the new wall draw, %3 the speed lost, %4 the PSU ("1,600 W PSU")
            notes->add(NoteSeverity::Info, u"power-limit-alternative"_s,
                       BuildPlanner::tr("A power limit of %1 per GPU brings the wall draw to about %2 for about %3 "
                                        "less speed, with a %4. The post measured 7% less speed for 50 W less on an "
                                        "RTX 2080 Ti.")
                           .arg(wattsText(a.limitWatts), wattsText(a.wallWatts), percent(1 - a.performanceFactor),
                                a.psu.description()),
                       u"[2023]"_s);
        } else {
            const int circuitsNeeded = plan.alternative ? plan.alternative->circuitsNeeded : 2;
            QString text;
            if (plan.alternative && plan.alternative->limitWatts > 0) {
                //: %1 the power limit per GPU it would take, %2 the number of circuits needed without a limit
                text = BuildPlanner::tr("No power limit the planner trusts (at least half of a card's TDP) brings the "
                                        "build within this circuit: it would take %1 per GPU. Feed it from %2 such "
                                        "circuits (one PSU on each), use a stronger circuit (240 V, or a rack feed), "
                                        "or plan fewer GPUs per machine.")
                           .arg(wattsText(plan.alternative->limitWatts))
                           .arg(circuitsNeeded);
            } else {
                //: %1 the number of circuits needed without a limit
                text = BuildPlanner::tr("No power limit the planner trusts (at least half of a card's TDP) brings the "
                                        "build within this circuit. Feed it from %1 such circuits (one PSU on each), "
                                        "use a stronger circuit (240 V, or a rack feed), or plan fewer GPUs per "
                                        "machine.")
                           .arg(circuitsNeeded);
            }
            notes->add(NoteSeverity::Critical, u"power-limit-alternative"_s, text, u"[D2L]"_s);
        }
    }
    if (plan.psu.capacityWatts() > 1600 && c.volts < 200) {
        notes->add(NoteSeverity::Info, u"psu-1600"_s,
                   BuildPlanner::tr("Many outlets, especially in the US, cannot feed PSUs above 1,600 W, which is why "
                                    "few desktop PSUs above 1,600 W are sold there."),
                   u"[2023]"_s);
    }
    if (!plan.psu.server && plan.psu.units > 1) {
        //: %1 is the number of PSUs
        notes->add(NoteSeverity::Info, u"dual-psu"_s,
                   BuildPlanner::tr("Above 2,000 W the load is split over %1 ATX PSUs joined by a dual-PSU adapter; "
                                    "mining or server PSUs are an alternative if their form factor fits the case.")
                       .arg(plan.psu.units),
                   u"[2023]"_s);
    }
    if (plan.platform == Platform::Server) {
        //: %1 describes the PSUs, e.g. "4 + 1 × 2,000 W server PSUs"
        notes->add(NoteSeverity::Info, u"server-power"_s,
                   BuildPlanner::tr("Servers use redundant hot-swap PSUs (%1) on 200-240 V feeds; plan the rack's "
                                    "power and cooling with the server vendor.")
                       .arg(plan.psu.text()),
                   u"[D2L]"_s);
    }
    const std::optional<int> limit = plan.request.powerLimitWatts;
    if (limit) {
        bool anyCapped = false;
        for (const PlannedGpu &g : plan.gpus) {
            if (*limit >= g.gpu.tdpWatts)
                continue;
            anyCapped = true;
            //: %1 a GPU, %2 its power limit, %3 its TDP, %4 the speed lost, %5 the workload (16-bit training, ...)
            const QString text =
                BuildPlanner::tr(
                    "%1 capped at %2 instead of %3: about %4 slower on %5 by the performance model's power "
                    "law (the clock falls until the power fits), and it runs cooler and quieter.")
                    .arg(g.gpu.name, wattsText(*limit), wattsText(g.gpu.tdpWatts), percent(1 - g.performanceFactor),
                         metricTitle(plannerMetric(plan.request)));
            notes->add(NoteSeverity::Info, u"power-limit"_s, text, u"docs/model.md"_s);
        }
        if (!anyCapped) {
            //: %1 is the power limit ("300 W")
            notes->add(NoteSeverity::Info, u"power-limit"_s,
                       BuildPlanner::tr("The power limit of %1 is at or above every card's TDP, so it changes nothing.")
                           .arg(wattsText(*limit)),
                       QString());
        }
    }
}

void addChassisNotes(BuildPlan *plan, Notes *notes)
{
    const int n = plan->gpusPerMachine;
    double width = 0;
    bool modules = false;
    bool consumer = false;
    QStringList passive;
    for (const PlannedGpu &g : plan->gpus) {
        if (isModule(g.gpu)) {
            modules = true;
            continue;
        }
        width = std::max(width, g.gpu.slotWidth.value_or(TwoSlotWidth));
        consumer = consumer || g.gpu.formFactor == FormFactor::Consumer;
        if (isPassive(g.gpu))
            passive.append(g.gpu.name);
    }
    const int slotsPerCard = int(std::ceil(width - 1e-9));
    //: %1 is a temperature in degrees Celsius
    const QString throttle = BuildPlanner::tr("GPUs throttle above %1 °C.").arg(ThrottleCelsius);
    // The cooling advice is one sentence followed by the throttling one.
    const auto cooling = [&throttle](const QString &sentence) -> QString {
        return sentence + u' ' + throttle;
    };

    if (plan->platform == Platform::Server) {
        if (modules) {
            plan->chassis = BuildPlanner::tr("GPU server with an HGX/OAM baseboard (sold as a complete system)");
            plan->cooling =
                BuildPlanner::tr("The server's own fans and heat sinks (or liquid cooling) for the modules");
            notes->add(NoteSeverity::Info, u"modules"_s,
                       BuildPlanner::tr("SXM and OAM modules come on a 4- or 8-GPU baseboard inside a complete "
                                        "server; the parts prices below are a floor for such a system."),
                       u"[SRV]"_s);
        } else {
            //: %1 is a number of PCIe slots
            plan->chassis = BuildPlanner::tr("4U GPU server chassis with %1 double-width PCIe slots (PCIe switches)")
                                .arg(std::max(8, n));
            plan->cooling =
                cooling(BuildPlanner::tr("Server fans pushing air front to back through blower or passive cards."));
        }
        if (consumer && slotsPerCard > 2) {
            //: %1 is how many slots wide the cards are
            notes->add(NoteSeverity::Critical, u"slots"_s,
                       BuildPlanner::tr("%1-slot consumer cards do not fit the double-width slots of an 8-GPU "
                                        "server: choose 2-slot (blower) variants.")
                           .arg(slotsPerCard),
                       u"[2023], [D2L]"_s);
        }
        if (consumer) {
            notes->add(NoteSeverity::Warning, u"clearance"_s,
                       BuildPlanner::tr("Consumer cards in a server: check the mechanical clearance (power plugs on "
                                        "top of the card, card height) before buying."),
                       u"[D2L]"_s);
        }
        return;
    }

    const bool workstation = plan->platform == Platform::Workstation;
    plan->chassis = workstation
                        ? BuildPlanner::tr("Full-tower or workstation case with 8 expansion slots (E-ATX or SSI-EEB)")
                        : BuildPlanner::tr("ATX mid- or full-tower case");
    if (!passive.isEmpty()) {
        //: %1 is one GPU name or several, separated by commas
        notes->add(NoteSeverity::Warning, u"passive"_s,
                   BuildPlanner::tr("%1 is passively cooled and needs a server's forced airflow; in a desktop case "
                                    "it overheats unless a ducted fan pushes air through it.")
                       .arg(passive.join(u", "_s)),
                   u"[D2L]"_s);
    }
    const int slotsInRow = n * slotsPerCard;
    const bool fits = slotsInRow <= DesktopSlots;
    const bool gaps = slotsInRow + (n - 1) <= DesktopSlots;
    if (n == 1) {
        plan->cooling = BuildPlanner::tr("The card's own cooler and ordinary case airflow");
        if (slotsPerCard > 2) {
            //: %1 is how many slots wide the card is
            notes->add(
                NoteSeverity::Info, u"slots"_s,
                BuildPlanner::tr("A %1-slot card: check that the case takes its length and width.").arg(slotsPerCard),
                u"[2023]"_s);
        }
        return;
    }
    if (!fits) {
        plan->cooling =
            cooling(BuildPlanner::tr("PCIe extenders (riser cables) to spread the cards through the case."));
        //: %1 cards, %2 slots wide each, %3 slots needed, %4 slots available
        notes->add(NoteSeverity::Critical, u"slots"_s,
                   BuildPlanner::tr("%1 cards %2 slots wide need %3 slots in a row, but a board and case offer %4: "
                                    "choose 2-slot (blower) variants, or spread the cards with PCIe extenders in a "
                                    "large case or open frame. The parts list assumes extenders.")
                       .arg(n)
                       .arg(slotsPerCard)
                       .arg(slotsInRow)
                       .arg(DesktopSlots),
                   u"[2023]"_s);
        plan->parts.append({u"PCIe extenders"_s,
                            BuildPlanner::tr("PCIe 4.0 x16 riser cables, long enough to spread the cards"), n - 1,
                            PartPrices().pcieExtenderUsd, defaultPriceNote(), false});
        priceAs(plan, u"pcie-extender"_s);
        return;
    }
    if (!gaps) {
        plan->cooling =
            cooling(BuildPlanner::tr("Blower-style coolers (or water cooling): the cards sit without gaps."));
        //: %1 is the sentence "GPUs throttle above 80 °C."
        notes->add(NoteSeverity::Warning, u"stacked"_s,
                   BuildPlanner::tr("The cards sit next to each other without a gap. Open multi-fan coolers choke "
                                    "when stacked: choose blower cards, water cooling or PCIe extenders. A gap "
                                    "between cards gives 10-30 °C; case design only 1-3 °C. %1")
                       .arg(throttle),
                   u"[2023], [D2L]"_s);
        return;
    }
    plan->cooling = cooling(BuildPlanner::tr("A free slot between the cards; the cards' own coolers."));
    //: %1 is the distance between the x16 slots, in slots
    notes->add(NoteSeverity::Info, u"spacing"_s,
               BuildPlanner::tr("Leave a free slot between the cards (x16 slots %1 apart): the gap is worth 10-30 °C, "
                                "case design only 1-3 °C.")
                   .arg(slotsPerCard + 1),
               u"[2023]"_s);
}

void addGpuNotes(const BuildPlan &plan, Notes *notes)
{
    QStringList connector;
    QStringList amd;
    QStringList noTensor;
    for (const PlannedGpu &g : plan.gpus) {
        if (uses12VHighPower(g.gpu))
            connector.append(g.gpu.name);
        if (g.gpu.vendor.compare(u"AMD"_s, Qt::CaseInsensitive) == 0)
            amd.append(g.gpu.name);
        if (!g.gpu.hasTensorCores() && g.gpu.vendor.compare(u"NVIDIA"_s, Qt::CaseInsensitive) == 0)
            noTensor.append(g.gpu.name);
        if (g.priceOrigin == GpuPriceOrigin::None) {
            //: %1 is a GPU name
            notes->add(NoteSeverity::Warning, u"no-price"_s,
                       BuildPlanner::tr("No price on record for %1; the totals leave it out.").arg(g.gpu.name),
                       QString());
        } else if (g.priceOrigin == GpuPriceOrigin::OtherCondition) {
            QString text;
            if (g.condition == PriceCondition::New) {
                //: %1 is a GPU name
                text = BuildPlanner::tr("No new price on record for %1; its used price is used.").arg(g.gpu.name);
            } else {
                //: %1 is a GPU name
                text = BuildPlanner::tr("No used price on record for %1; its new price is used.").arg(g.gpu.name);
            }
            notes->add(NoteSeverity::Info, u"price-fallback"_s, text, QString());
        } else if (g.priceOrigin == GpuPriceOrigin::LaunchMsrp) {
            //: %1 is a GPU name; MSRP is the manufacturer's suggested retail price
            notes->add(NoteSeverity::Info, u"price-fallback"_s,
                       BuildPlanner::tr("No market price on record for %1; its launch MSRP is used.").arg(g.gpu.name),
                       QString());
        }
    }
    if (plan.gpus.size() > 1) {
        double smallest = plan.gpus.first().gpu.vramGb;
        for (const PlannedGpu &g : plan.gpus)
            smallest = std::min(smallest, g.gpu.vramGb);
        //: %1 is the smallest card's memory in GB
        notes->add(NoteSeverity::Warning, u"mixed"_s,
                   BuildPlanner::tr("Mixed GPU types work, but parallel training runs at the pace of the slowest "
                                    "card, and data parallelism holds only what the smallest card (%1 GB) holds.")
                       .arg(smallest),
                   u"[2023]"_s);
    }
    if (!connector.isEmpty()) {
        //: %1 is one GPU name or several, separated by commas
        notes->add(NoteSeverity::Warning, u"12vhpwr"_s,
                   BuildPlanner::tr("%1 uses the 16-pin 12VHPWR power connector: push the plug in until it clicks, "
                                    "check that no gap is visible, and wiggle it to be sure it is seated. A loose "
                                    "plug can melt.")
                       .arg(connector.join(u", "_s)),
                   u"[2023]"_s);
    }
    if (!amd.isEmpty()) {
        //: %1 is one GPU name or several, separated by commas
        notes->add(NoteSeverity::Warning, u"amd"_s,
                   BuildPlanner::tr("%1: AMD's silicon and bandwidth are good and ROCm now works in PyTorch, but the "
                                    "software and community lag CUDA (the model counts ROCm at about 65% of the "
                                    "silicon's speed) and consumer cards have no tensor-core equivalent. NVIDIA "
                                    "remains the safe choice.")
                       .arg(amd.join(u", "_s)),
                   u"[2023], [2019], [SRV]"_s);
    }
    if (!noTensor.isEmpty()) {
        //: %1 is one GPU name or several, separated by commas
        notes->add(NoteSeverity::Warning, u"no-tensor-cores"_s,
                   BuildPlanner::tr("%1 has no tensor cores; the post does not recommend such GPUs for deep learning.")
                       .arg(noTensor.join(u", "_s)),
                   u"[2023]"_s);
    }
}

void addMemoryNotes(BuildPlan *plan, Notes *notes)
{
    if (!plan->request.workload)
        return;
    const MemoryEstimate estimate = estimateMemory(*plan->request.workload);
    plan->memory = estimate;
    double smallest = plan->gpus.first().gpu.vramGb;
    double perMachine = 0;
    for (const PlannedGpu &g : plan->gpus) {
        smallest = std::min(smallest, g.gpu.vramGb);
        perMachine += g.gpu.vramGb * g.count;
    }
    const double need = estimate.totalGb();
    //: Gigabytes of GPU memory; %1 is a number such as 15.7
    const QString needText = BuildPlanner::tr("%1 GB").arg(Formatter::number(need, 1));
    const MemoryFit fit = fitOnGpu(estimate, smallest);
    if (fit.fitsOne) {
        //: %1 the memory the workload needs ("15.7 GB"), %2 each card's memory in GB
        notes->add(NoteSeverity::Info, u"memory"_s,
                   BuildPlanner::tr("The workload needs about %1; each card holds %2 GB.").arg(needText).arg(smallest),
                   QString());
    } else if (need <= perMachine) {
        //: %1 the memory the workload needs ("15.7 GB"), %2 one card's memory in GB, %3 the number of cards,
        //: %4 the machine's GPU memory in GB
        notes->add(NoteSeverity::Warning, u"memory"_s,
                   BuildPlanner::tr("The workload needs about %1, more than one card's %2 GB: it must be split over "
                                    "%3 cards (tensor or pipeline parallelism); the machine has %4 GB of GPU memory.")
                       .arg(needText)
                       .arg(smallest)
                       .arg(fit.gpusNeeded)
                       .arg(perMachine),
                   QString());
    } else if (need <= perMachine * plan->machines) {
        //: %1 the memory the workload needs ("15.7 GB"), %2 one machine's GPU memory in GB
        notes->add(NoteSeverity::Warning, u"memory"_s,
                   BuildPlanner::tr("The workload needs about %1, more than one machine's %2 GB of GPU memory: it "
                                    "must be split across machines, which needs the fast network below.")
                       .arg(needText)
                       .arg(perMachine),
                   QString());
    } else {
        //: %1 the memory the workload needs ("15.7 GB"), %2 the build's GPU memory in GB, %3 the number of cards
        //: it would take, %4 one card's memory in GB
        notes->add(NoteSeverity::Critical, u"memory"_s,
                   BuildPlanner::tr("Not enough GPU memory: the workload needs about %1, but the build has %2 GB in "
                                    "all; it would take %3 cards of %4 GB.")
                       .arg(needText)
                       .arg(perMachine * plan->machines)
                       .arg(fit.gpusNeeded)
                       .arg(smallest),
                   QString());
    }
}

void addPlatform(BuildPlan *plan, Notes *notes)
{
    const int n = plan->gpusPerMachine;
    const PartPrices prices;
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

} // namespace

BuildPlanner::BuildPlanner(const GpuRepository &gpus)
    : m_gpus(gpus)
{}

QStringList BuildPlanner::partPriceKeys()
{
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
                    const QStringList close = closestNames(line.gpuName, names);
                    if (close.isEmpty()) {
                        //: %1 is the GPU name given
                        *error = tr("unknown GPU '%1'").arg(line.gpuName);
                    } else {
                        //: %1 the GPU name given, %2 the closest names in the database, separated by commas
                        *error = tr("unknown GPU '%1'; closest matches: %2").arg(line.gpuName, close.join(u", "_s));
                    }
                }
            }
            return std::nullopt;
        }
        if (!gpu->hasPcieSlot() && gpu->isUnifiedMemory()) {
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
    return planWith(request, inputs, partPrices);
}

BuildPlan BuildPlanner::planWith(const BuildRequest &request, const QList<BuildGpuInput> &inputs,
                                 const QList<PartPriceObservation> &partPrices)
{
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
    // Most serious first; within a severity, in the order the rules ran.
    std::stable_sort(notes.list.begin(), notes.list.end(),
                     [](const BuildNote &a, const BuildNote &b) { return int(a.severity) > int(b.severity); });
    plan.notes = notes.list;
    addCosts(&plan);
    addAssumptions(&plan);
    return plan;
}

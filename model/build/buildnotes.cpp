// SPDX-FileCopyrightText: 2026 GPU Advisor contributors
// SPDX-License-Identifier: GPL-3.0-or-later
// The planner's warnings and advice: power, chassis and slots, the GPUs, their memory.
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

namespace {

/// What the chassis and cooling depend on: the widest card, modules, consumer and passive cards.
struct ChassisFacts
{
    int slotsPerCard = 2;
    bool modules = false;
    bool consumer = false;
    QStringList passive;
    QString throttle; ///< "GPUs throttle above 80 °C."

    /// The cooling advice: one sentence followed by the throttling one.
    QString cooling(const QString &sentence) const { return sentence + u' ' + throttle; }
};

ChassisFacts chassisFacts(const BuildPlan &plan)
{
    ChassisFacts f;
    double width = 0;
    for (const PlannedGpu &g : plan.gpus) {
        if (isModule(g.gpu)) {
            f.modules = true;
            continue;
        }
        width = std::max(width, g.gpu.slotWidth.value_or(TwoSlotWidth));
        f.consumer = f.consumer || g.gpu.formFactor == FormFactor::Consumer;
        if (isPassive(g.gpu))
            f.passive.append(g.gpu.name);
    }
    f.slotsPerCard = int(std::ceil(width - 1e-9));
    //: %1 is a temperature in degrees Celsius
    f.throttle = BuildPlanner::tr("GPUs throttle above %1 °C.").arg(ThrottleCelsius);
    return f;
}

/// A GPU server: a baseboard for modules, or a 4U chassis of double-width slots.
void addServerChassisNotes(BuildPlan *plan, Notes *notes, const ChassisFacts &f)
{
    const int n = plan->gpusPerMachine;
    if (f.modules) {
        plan->chassis = BuildPlanner::tr("GPU server with an HGX/OAM baseboard (sold as a complete system)");
        plan->cooling = BuildPlanner::tr("The server's own fans and heat sinks (or liquid cooling) for the modules");
        notes->add(NoteSeverity::Info, u"modules"_s,
                   BuildPlanner::tr("SXM and OAM modules come on a 4- or 8-GPU baseboard inside a complete "
                                    "server; the parts prices below are a floor for such a system."),
                   u"[SRV]"_s);
    } else {
        //: %1 is a number of PCIe slots
        plan->chassis = BuildPlanner::tr("4U GPU server chassis with %1 double-width PCIe slots (PCIe switches)")
                            .arg(std::max(8, n));
        plan->cooling =
            f.cooling(BuildPlanner::tr("Server fans pushing air front to back through blower or passive cards."));
    }
    if (f.consumer && f.slotsPerCard > 2) {
        //: %1 is how many slots wide the cards are
        notes->add(NoteSeverity::Critical, u"slots"_s,
                   BuildPlanner::tr("%1-slot consumer cards do not fit the double-width slots of an 8-GPU "
                                    "server: choose 2-slot (blower) variants.")
                       .arg(f.slotsPerCard),
                   u"[2023], [D2L]"_s);
    }
    if (f.consumer) {
        notes->add(NoteSeverity::Warning, u"clearance"_s,
                   BuildPlanner::tr("Consumer cards in a server: check the mechanical clearance (power plugs on "
                                    "top of the card, card height) before buying."),
                   u"[D2L]"_s);
    }
}

/// A desktop or workstation case: whether the cards fit in a row, with gaps, or need extenders.
void addDesktopChassisNotes(BuildPlan *plan, Notes *notes, const ChassisFacts &f)
{
    const int n = plan->gpusPerMachine;
    const bool workstation = plan->platform == Platform::Workstation;
    plan->chassis = workstation
                        ? BuildPlanner::tr("Full-tower or workstation case with 8 expansion slots (E-ATX or SSI-EEB)")
                        : BuildPlanner::tr("ATX mid- or full-tower case");
    if (!f.passive.isEmpty()) {
        //: %1 is one GPU name or several, separated by commas
        notes->add(NoteSeverity::Warning, u"passive"_s,
                   BuildPlanner::tr("%1 is passively cooled and needs a server's forced airflow; in a desktop case "
                                    "it overheats unless a ducted fan pushes air through it.")
                       .arg(f.passive.join(u", "_s)),
                   u"[D2L]"_s);
    }
    const int slotsInRow = n * f.slotsPerCard;
    const bool fits = slotsInRow <= DesktopSlots;
    const bool gaps = slotsInRow + (n - 1) <= DesktopSlots;
    if (n == 1) {
        plan->cooling = BuildPlanner::tr("The card's own cooler and ordinary case airflow");
        if (f.slotsPerCard > 2) {
            //: %1 is how many slots wide the card is
            notes->add(
                NoteSeverity::Info, u"slots"_s,
                BuildPlanner::tr("A %1-slot card: check that the case takes its length and width.").arg(f.slotsPerCard),
                u"[2023]"_s);
        }
        return;
    }
    if (!fits) {
        plan->cooling =
            f.cooling(BuildPlanner::tr("PCIe extenders (riser cables) to spread the cards through the case."));
        //: %1 cards, %2 slots wide each, %3 slots needed, %4 slots available
        notes->add(NoteSeverity::Critical, u"slots"_s,
                   BuildPlanner::tr("%1 cards %2 slots wide need %3 slots in a row, but a board and case offer %4: "
                                    "choose 2-slot (blower) variants, or spread the cards with PCIe extenders in a "
                                    "large case or open frame. The parts list assumes extenders.")
                       .arg(n)
                       .arg(f.slotsPerCard)
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
            f.cooling(BuildPlanner::tr("Blower-style coolers (or water cooling): the cards sit without gaps."));
        //: %1 is the sentence "GPUs throttle above 80 °C."
        notes->add(NoteSeverity::Warning, u"stacked"_s,
                   BuildPlanner::tr("The cards sit next to each other without a gap. Open multi-fan coolers choke "
                                    "when stacked: choose blower cards, water cooling or PCIe extenders. A gap "
                                    "between cards gives 10-30 °C; case design only 1-3 °C. %1")
                       .arg(f.throttle),
                   u"[2023], [D2L]"_s);
        return;
    }
    plan->cooling = f.cooling(BuildPlanner::tr("A free slot between the cards; the cards' own coolers."));
    //: %1 is the distance between the x16 slots, in slots
    notes->add(NoteSeverity::Info, u"spacing"_s,
               BuildPlanner::tr("Leave a free slot between the cards (x16 slots %1 apart): the gap is worth 10-30 °C, "
                                "case design only 1-3 °C.")
                   .arg(f.slotsPerCard + 1),
               u"[2023]"_s);
}

} // namespace

void addChassisNotes(BuildPlan *plan, Notes *notes)
{
    const ChassisFacts facts = chassisFacts(*plan);
    if (plan->platform == Platform::Server)
        addServerChassisNotes(plan, notes, facts);
    else
        addDesktopChassisNotes(plan, notes, facts);
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

} // namespace PlannerSteps

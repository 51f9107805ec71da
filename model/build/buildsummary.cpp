// SPDX-FileCopyrightText: 2026 GPU Advisor contributors
// SPDX-License-Identifier: GPL-3.0-or-later
#include "model/build/buildsummary.h"

#include "model/build/rulesources.h"
#include "model/catalog/datasources.h"
#include "model/flowchart/flowchart.h"
#include "model/format/formatter.h"

#include <QCoreApplication>

#include <cmath>
#include <optional>

using namespace Qt::StringLiterals;

namespace {

QString summaryYears(double years)
{
    return Formatter::number(years, years == std::floor(years) ? 0 : 1);
}

SummarySection buildOriginSection(const BuildOrigin &origin)
{
    SummarySection s{u"origin"_s, BuildSummary::tr("Recommendation and why"), {}};
    SummaryLine pick = SummaryLine::labelled(u"recommendation"_s, origin.leafTitle, origin.leafText);
    pick.strong = true;
    s.lines.append(pick);
    if (!origin.leafAdvice.isEmpty())
        s.lines.append(SummaryLine::labelled(u"advice"_s, BuildSummary::tr("What to do next"), origin.leafAdvice));
    if (!origin.answers.isEmpty()) {
        //: Introduces the list of the wizard's questions and answers; %1 the chart's title, %2 its edition
        s.lines.append(SummaryLine::labelled(
            u"answers"_s, QString(),
            BuildSummary::tr("Your answers in the wizard (%1, %2):").arg(origin.chartTitle, origin.chartEdition)));
        int n = 0;
        for (const BuildOriginStep &step : origin.answers) {
            SummaryLine answer = SummaryLine::labelled(u"answer"_s, Formatter::integer(n + 1), step.question);
            const std::optional<Answer> given = answerFromKey(step.answer);
            answer.value = given ? answerTitle(*given) : step.answer;
            answer.index = n++;
            s.lines.append(answer);
        }
    }
    return s;
}

/// What the build costs against the budgets: the wizard's, which is the card's, and the whole
/// build's the planner takes. Empty when neither is set.
std::optional<SummarySection> buildBudgetSection(const BuildPlan &plan)
{
    const std::optional<double> &cardBudget = plan.request.origin.cardBudgetUsd;
    const std::optional<double> &budget = plan.request.budgetUsd;
    if (!cardBudget && !budget)
        return std::nullopt;
    QStringList parts;
    if (cardBudget && !plan.gpus.isEmpty() && plan.gpus.first().unitUsd) {
        //: %1 the card's price, %2 the wizard's budget, which is the card's ("card $1,250 of your $1,500")
        parts.append(BuildSummary::tr("card %1 of your %2")
                         .arg(Formatter::money(*plan.gpus.first().unitUsd), Formatter::money(*cardBudget)));
    }
    SummaryLine line = SummaryLine::labelled(u"budget"_s, BuildSummary::tr("Budget"), QString());
    if (budget && plan.hardwareUsd > *budget) {
        //: %1 what the whole build costs, %2 how much over, %3 the budget
        parts.append(BuildSummary::tr("whole build %1, %2 over your %3")
                         .arg(Formatter::money(plan.hardwareUsd), Formatter::money(plan.hardwareUsd - *budget),
                              Formatter::money(*budget)));
        line.severity = Severity::Warning;
    } else if (budget) {
        //: %1 what the whole build costs, %2 the budget ("whole build $2,670 of your $3,000")
        parts.append(BuildSummary::tr("whole build %1 of your %2")
                         .arg(Formatter::money(plan.hardwareUsd), Formatter::money(*budget)));
    } else {
        //: %1 what the whole build costs ("whole build $2,670")
        parts.append(BuildSummary::tr("whole build %1").arg(Formatter::money(plan.hardwareUsd)));
    }
    //: Separates the parts of the budget line ("card $1,250 of your $1,500; whole build $2,670")
    line.text = parts.join(BuildSummary::tr("; "));
    //: A heading: the build against the budgets
    return SummarySection{u"budget"_s, BuildSummary::tr("Budget"), {line}};
}

SummaryLine buildPartLine(const BuildPart &part, int index, const QString &source)
{
    //: A part's quantity and name: "2 × GeForce RTX 3090"
    SummaryLine line = SummaryLine::labelled(
        u"part"_s, part.typeTitle(),
        part.quantity > 1 ? BuildSummary::tr("%1 × %2").arg(Formatter::integer(part.quantity), part.item) : part.item);
    // Every price says where it comes from: a dated source, the user, or a default.
    line.detail = part.priceNote;
    if (part.shared) {
        //: A part, such as a network switch, that the machines of a build share
        const QString shared = BuildSummary::tr("shared by all machines");
        line.detail += (line.detail.isEmpty() ? QString() : u"; "_s) + shared;
    }
    const auto total = part.totalUsd();
    line.value = total ? Formatter::money(*total) : BuildSummary::tr("no price on record");
    if (total && part.quantity > 1) {
        //: The price of one of several parts of a line: "$1,500 each"
        line.valueDetail = BuildSummary::tr("%1 each").arg(Formatter::money(*part.unitUsd));
    }
    line.source = source;
    line.link = DataSources::sourceUrl(source);
    line.index = index;
    return line;
}

SummarySection buildPartsSection(const BuildPlan &plan)
{
    //: A heading: the parts list of a build of several machines
    SummarySection s{
        u"parts"_s, plan.machines > 1 ? BuildSummary::tr("Parts, per machine") : BuildSummary::tr("Parts"), {}};
    // A GPU line's source is its card's dated price; a part's its own observation.
    QStringList sources;
    qsizetype gpu = 0;
    for (const BuildPart &part : plan.parts) {
        QString source = part.priceSource;
        if (part.type == u"GPU" && gpu < plan.gpus.size())
            source = plan.gpus.at(gpu++).priceSource;
        sources.append(source);
    }
    for (int i = 0; i < plan.parts.size(); ++i) {
        if (!plan.parts.at(i).shared)
            s.lines.append(buildPartLine(plan.parts.at(i), i, sources.at(i)));
    }
    if (plan.machines > 1) {
        // The rows above are one machine's; what the machines share follows its sum.
        SummaryLine perMachine = SummaryLine::labelled(u"per-machine"_s, QString(), BuildSummary::tr("Per machine"));
        perMachine.value = Formatter::money(plan.perMachineUsd());
        perMachine.strong = true;
        s.lines.append(perMachine);
        for (int i = 0; i < plan.parts.size(); ++i) {
            if (plan.parts.at(i).shared)
                s.lines.append(buildPartLine(plan.parts.at(i), i, sources.at(i)));
        }
    }
    //: The sum of a build of several machines; %1 is their number
    SummaryLine total = SummaryLine::labelled(
        u"total"_s, QString(),
        plan.machines > 1 ? BuildSummary::tr("Total, %1 machines").arg(Formatter::integer(plan.machines))
                          : BuildSummary::tr("Total"));
    total.value = Formatter::money(plan.hardwareUsd);
    total.strong = true;
    if (!plan.hardwarePriceComplete) {
        total.detail = BuildSummary::tr("A GPU has no price on record; the total leaves it out");
        total.severity = Severity::Warning;
    }
    s.lines.append(total);
    return s;
}

SummarySection buildPowerSection(const BuildPlan &plan)
{
    //: A heading: the build's power draw and supply
    SummarySection s{u"power"_s, BuildSummary::tr("Power"), {}};
    //: %1 the full load, %2 the GPUs', %3 the CPU's, %4 the rest's draw, %5 the headroom in percent, %6 the PSU(s)
    s.lines.append(
        SummaryLine::labelled(u"power"_s, BuildSummary::tr("Power"),
                              BuildSummary::tr("%1 at full load (GPUs %2, CPU %3, rest %4) + %5% headroom → %6")
                                  .arg(Formatter::watts(plan.sustainedWatts()), Formatter::watts(plan.gpuWatts),
                                       Formatter::watts(plan.cpuWatts), Formatter::watts(plan.restWatts),
                                       Formatter::number(BuildRules::PsuHeadroom * 100, 0), plan.psu.description())));
    //: %1 the draw from the wall, %2 the circuit's name, %3 what it carries for hours
    QString wall = BuildSummary::tr("About %1. %2: %3 continuously")
                       .arg(Formatter::watts(plan.wallWatts), plan.circuit.label,
                            Formatter::watts(plan.circuit.continuousWatts()));
    if (plan.exceedsCircuit)
        wall = BuildSummary::tr("%1 — too much for this circuit").arg(wall);
    SummaryLine wallLine = SummaryLine::labelled(u"wall"_s, BuildSummary::tr("From the wall"), wall);
    if (plan.exceedsCircuit)
        wallLine.severity = Severity::Critical;
    s.lines.append(wallLine);
    if (plan.alternative && plan.alternative->feasible) {
        const PowerLimitAlternative &a = *plan.alternative;
        //: %1 the power limit per GPU, %2 the speed lost in percent (a number), %3 the wall draw, %4 the PSU
        s.lines.append(SummaryLine::labelled(u"power-limit"_s, BuildSummary::tr("Power limit"),
                                             BuildSummary::tr("%1 per GPU: about %2% slower, %3 from the wall, %4")
                                                 .arg(Formatter::watts(a.limitWatts),
                                                      Formatter::number((1 - a.performanceFactor) * 100, 0),
                                                      Formatter::watts(a.wallWatts), a.psu.description())));
    }
    return s;
}

SummarySection buildPlatformSection(const BuildPlan &plan)
{
    //: A heading: CPU, memory, storage, case and cooling
    SummarySection s{u"platform"_s, BuildSummary::tr("Platform"), {}};
    //: %1 the CPU class, %2 cores, %3 PCIe lanes, %4 and %5 lanes per GPU (numbers)
    s.lines.append(SummaryLine::labelled(
        u"cpu"_s, BuildSummary::tr("CPU"),
        BuildSummary::tr("%1; %2+ cores, %3+ PCIe lanes (x%4 per GPU, at least x%5)")
            .arg(plan.cpu, Formatter::integer(plan.cpuCores), Formatter::integer(plan.cpuLanes),
                 QString::number(plan.lanesPerGpu.preferred), QString::number(plan.lanesPerGpu.minimum))));
    //: System memory; %1 is its size in GB ("ECC": with error correction)
    const QString ram = plan.ramEcc ? BuildSummary::tr("%1 GB ECC").arg(Formatter::integer(plan.ramGb))
                                    : BuildSummary::tr("%1 GB").arg(Formatter::integer(plan.ramGb));
    //: System memory (RAM)
    s.lines.append(SummaryLine::labelled(u"memory"_s, BuildSummary::tr("Memory"), ram));
    //: %1 is the SSD's size in TB
    s.lines.append(SummaryLine::labelled(u"storage"_s, BuildSummary::tr("Storage"),
                                         BuildSummary::tr("%1 TB NVMe").arg(Formatter::integer(plan.nvmeTb))));
    //: The computer case
    s.lines.append(SummaryLine::labelled(u"chassis"_s, BuildSummary::tr("Chassis"), plan.chassis));
    s.lines.append(SummaryLine::labelled(u"cooling"_s, BuildSummary::tr("Cooling"), plan.cooling));
    s.lines.append(
        SummaryLine::labelled(u"network"_s, BuildSummary::tr("Network"),
                              plan.network.isEmpty() ? BuildSummary::tr("One machine: none needed") : plan.network));
    if (plan.memory && plan.request.workload) {
        const MemoryWorkload &w = *plan.request.workload;
        //: %1 the parameters in billions, %2 the number format (fp16, int4...), %3 the mode (inference,
        //: training...), %4 the GPU memory in GB
        s.lines.append(SummaryLine::labelled(
            u"workload"_s, BuildSummary::tr("Workload"),
            BuildSummary::tr("%1B parameters, %2, %3: needs about %4 GB of GPU memory")
                .arg(Formatter::number(w.parameters / 1e9, w.parameters < 1e10 ? 1 : 0), numberFormatKey(w.format),
                     workloadModeText(w.mode), Formatter::number(plan.memory->totalGb(), 1))));
    }
    return s;
}

SummarySection buildCostsSection(const BuildPlan &plan)
{
    const QString years = summaryYears(plan.request.cost.years);
    //: A heading: the costs of the build; %1 years of ownership
    SummarySection s{u"costs"_s, BuildSummary::tr("Costs over %1 years").arg(years), {}};
    //: The hardware's cost, which leaves out a GPU without a price
    SummaryLine hardware = SummaryLine::labelled(u"hardware"_s,
                                                 plan.hardwarePriceComplete ? BuildSummary::tr("Hardware")
                                                                            : BuildSummary::tr("Hardware (incomplete)"),
                                                 QString());
    hardware.value = Formatter::money(plan.hardwareUsd);
    hardware.detail = !plan.hardwarePriceComplete ? BuildSummary::tr("a GPU has no price on record")
                      : plan.machines > 1 ? BuildSummary::tr("%1 machines").arg(Formatter::integer(plan.machines))
                                          : BuildSummary::tr("one machine");
    if (!plan.hardwarePriceComplete)
        hardware.severity = Severity::Warning;
    s.lines.append(hardware);
    SummaryLine electricity = SummaryLine::labelled(u"electricity"_s, BuildSummary::tr("Electricity"), QString());
    electricity.value = Formatter::money(plan.electricityUsd);
    //: %1 years of ownership, %2 the energy a year in kWh
    electricity.detail =
        BuildSummary::tr("%1 years, %2 kWh a year").arg(years, Formatter::number(plan.energyKwhPerYear, 0));
    s.lines.append(electricity);
    if (plan.resaleUsd > 0 || !plan.resaleLines.isEmpty()) {
        SummaryLine resale = SummaryLine::labelled(u"resale"_s, BuildSummary::tr("Expected resale"), QString());
        //: The expected resale of a plan whose cards no resale fit reaches; the line beside it says why.
        resale.value =
            plan.resaleUsd > 0 ? u"−"_s + Formatter::money(plan.resaleUsd) : BuildSummary::tr("none counted");
        resale.detail = plan.resaleLines.join(u"; "_s);
        s.lines.append(resale);
    }
    SummaryLine tco = SummaryLine::labelled(u"tco"_s, BuildSummary::tr("Total cost of ownership"), QString());
    tco.value = Formatter::money(plan.totalCostOfOwnershipUsd());
    //: %1 years of ownership
    tco.detail = plan.resaleUsd > 0
                     ? BuildSummary::tr("hardware − expected resale + %1 years of electricity").arg(years)
                     : BuildSummary::tr("hardware + %1 years of electricity").arg(years);
    tco.strong = true;
    s.lines.append(tco);
    SummaryLine co2 = SummaryLine::labelled(u"co2"_s, BuildSummary::tr("CO2"), QString());
    //: A mass of carbon dioxide equivalent; %1 is a number of kilograms
    co2.value = BuildSummary::tr("%1 kg CO2e").arg(Formatter::number(plan.co2Kg, 0));
    //: %1 years of ownership, %2 the grid's carbon intensity
    co2.detail = BuildSummary::tr("%1 years at %2 kg per kWh").arg(years, Formatter::number(plan.gridKgPerKwh, 3));
    s.lines.append(co2);
    return s;
}

SummarySection buildNotesSection(const BuildPlan &plan)
{
    SummarySection s{u"notes"_s, BuildSummary::tr("Warnings and advice"), {}};
    for (int i = 0; i < plan.notes.size(); ++i) {
        const BuildNote &note = plan.notes.at(i);
        SummaryLine line = SummaryLine::labelled(note.key, severityTitle(note.severity), note.text);
        line.severity = note.severity;
        line.source = ruleSourceTitles(note.source);
        line.index = i;
        s.lines.append(line);
    }
    return s;
}

SummarySection buildAssumptionsSection(const BuildPlan &plan)
{
    //: A heading: what the plan assumes
    SummarySection s{u"assumptions"_s, BuildSummary::tr("Assumptions"), {}};
    for (const QString &a : plan.assumptions)
        s.lines.append(SummaryLine::labelled(u"assumption"_s, QString(), a));
    return s;
}

} // namespace

QString BuildSummary::documentTitle(const BuildPlan &plan)
{
    //: The title of a build's document; %1 lists the GPUs, e.g. "4 × GeForce RTX 3090"
    return BuildSummary::tr("GPU build: %1").arg(plan.title());
}

QStringList BuildSummary::partsColumns()
{
    //: Column headers of the parts table: the kind of part (GPU, CPU, Memory, ...), the part, its price
    return {tr("Type"), tr("Item"), tr("Price")};
}

QStringList BuildSummary::costsColumns()
{
    //: Column headers of the costs table: what costs the amount, the amount of money
    return {tr("Item"), tr("Amount")};
}

BuildSummary BuildSummary::of(const BuildPlan &plan, const QDate &plannedOn)
{
    BuildSummary summary;
    summary.title = plan.title();
    const QString priceDate = plan.priceDate();
    const QString gpuPrices =
        priceDate.isEmpty() ? BuildSummary::tr("from launch MSRPs") : BuildSummary::tr("as of %1").arg(priceDate);
    //: %1 is "from launch MSRPs" or "as of 2024-06"
    const QString rest =
        BuildSummary::tr("GPU prices %1; other parts at dated prices or the planner's defaults, as each line "
                         "says (USD).")
            .arg(gpuPrices);
    summary.subtitle = plannedOn.isValid()
                           //: %1 the day of planning, %2 the sentence about prices
                           ? BuildSummary::tr("Planned with GPU Advisor on %1. %2").arg(Formatter::day(plannedOn), rest)
                           //: %1 the sentence about prices
                           : BuildSummary::tr("Planned with GPU Advisor. %1").arg(rest);
    //: %1 the PSU(s), %2 the system memory in GB, %3 the CPU class, %4 "from launch MSRPs" or "as of 2024-06"
    summary.overview = BuildSummary::tr("%1 · %2 GB RAM · %3 · GPU prices %4")
                           .arg(plan.psu.description(), Formatter::integer(plan.ramGb),
                                plan.cpu.section(u" ("_s, 0, 0).section(u","_s, 0, 0), gpuPrices);
    if (!plan.request.origin.isEmpty())
        summary.sections.append(buildOriginSection(plan.request.origin));
    if (const std::optional<SummarySection> budget = buildBudgetSection(plan))
        summary.sections.append(*budget);
    summary.sections.append(buildPartsSection(plan));
    summary.sections.append(buildPowerSection(plan));
    summary.sections.append(buildPlatformSection(plan));
    summary.sections.append(buildCostsSection(plan));
    if (!plan.notes.isEmpty())
        summary.sections.append(buildNotesSection(plan));
    summary.sections.append(buildAssumptionsSection(plan));
    return summary;
}

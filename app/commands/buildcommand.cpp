// SPDX-FileCopyrightText: 2026 GPU Advisor contributors
// SPDX-License-Identifier: GPL-3.0-or-later
#include "app/commands/buildcommand.h"

#include "app/commands/buildfile.h"
#include "db/database.h"
#include "db/sqlgpurepository.h"
#include "db/sqlpartpricerepository.h"
#include "model/build/buildexport.h"
#include "model/build/buildplanner.h"
#include "model/catalog/namesuggestions.h"

using namespace Qt::StringLiterals;

QString BuildCommand::name() const
{
    return u"build"_s;
}

QString BuildCommand::summary() const
{
    return tr("Plan a machine around GPUs: PSU, circuit, CPU, memory, storage, cooling, warnings and costs.");
}

QList<QCommandLineOption> BuildCommand::options() const
{
    const CostParameters defaults;
    QStringList circuitKeys;
    for (const BuildRules::PowerCircuit &c : BuildRules::circuits())
        circuitKeys.append(c.key);
    // The value names (NAME, N, W, ...) stay as they are: the descriptions refer to them.
    return {
        {u"gpu"_s, tr("The GPU, as the database names it (repeat for a mixed build)."), u"NAME"_s},
        {u"count"_s, tr("GPUs of that kind per machine, 1 to 8 (default 1; one per --gpu)."), u"N"_s},
        //: W is the option's value name: a number of watts.
        {u"power-limit"_s, tr("Cap every GPU at W watts (half the TDP up to the TDP)."), u"W"_s},
        //: new, used and cheapest are the values typed after --condition; keep them in English.
        {u"condition"_s,
         tr("Price the GPUs new, used (marketplace listings included) or cheapest, the cheaper current offer of "
            "the two (default cheapest)."),
         u"C"_s},
        {u"machines"_s, tr("Identical machines joined by a network (default 1)."), u"N"_s},
        //: USD is the option's value name: an amount in US dollars.
        {u"budget"_s, tr("What the whole build may cost, every part, in USD: a warning says by how much it is over."),
         u"USD"_s},
        //: GB is the option's value name.
        {u"ram"_s, tr("System memory per machine in GB, instead of the planner's twice the GPU memory."), u"GB"_s},
        {u"reuse-pc"_s, tr("Your PC takes the GPUs: buy only the GPUs and the power supply (one machine).")},
        //: %1 is the list of circuit keys, %2 and %3 two of them; they are typed as they are.
        {u"circuit"_s,
         tr("The outlet the machine plugs into: %1 (default %2, or %3 for 8-GPU servers).")
             .arg(circuitKeys.join(u", "_s), BuildRules::defaultCircuitKey(BuildRules::Platform::Desktop),
                  BuildRules::defaultCircuitKey(BuildRules::Platform::Server)),
         u"KEY"_s},
        //: %1 is kilograms of CO2 equivalent per kWh.
        {u"grid-intensity"_s,
         tr("kg CO2e per kWh of your electricity (default %1, the 2023 world average).")
             .arg(BuildRules::DefaultGridKgPerKwh),
         u"KG"_s},
        //: N is the option's value name; 70e9 and 70B are examples of what can be typed.
        {u"params"_s, tr("Check GPU memory against a model of N parameters, e.g. 70e9 or 70B."), u"N"_s},
        //: fp32, fp16, ... are the values typed after --precision; keep them as they are.
        {u"precision"_s, tr("With --params: fp32, fp16, bf16, int8 or int4 (default fp16)."), u"P"_s},
        //: inference, training, lora and qlora are the values typed after --mode; keep them as they are.
        {u"mode"_s, tr("With --params: inference, training, lora or qlora (default inference)."), u"M"_s},
        {u"years"_s, tr("Years of ownership (default %1).").arg(defaults.years), u"N"_s},
        {u"kwh-price"_s, tr("Electricity price in USD per kWh (default %1).").arg(defaults.kwhPriceUsd), u"X"_s},
        {u"utilization"_s, tr("Share of the time the GPUs work, 0 to 1 (default %1).").arg(defaults.utilization),
         u"U"_s},
        {u"no-resale"_s, tr("Count no resale of the GPUs after the years (keep them until they die); by default the "
                            "expected resale is taken off the cost of ownership.")},
        {u"as-of"_s, tr("Use the GPU and part prices on record at the end of a month."), u"YYYY-MM"_s},
        {u"json"_s, tr("Print the build as a JSON object.")},
        //: FILE is the option's value name; keep it as it is.
        {u"out"_s, tr("Write the build list to FILE: .md, .csv, .json or .pdf."), u"FILE"_s},
    };
}

QList<Command::Synopsis> BuildCommand::synopses() const
{
    return {
        {u"build --gpu NAME --count N [--power-limit W] [--condition new|used|cheapest] [--json] [--out FILE]"_s,
         QCoreApplication::translate("main", "Plan a machine around GPUs: PSU, circuit, CPU, RAM, cooling, costs.")}};
}

bool BuildCommand::needsGuiApplication(const QStringList &arguments) const
{
    return BuildFile::asksForPdf(arguments);
}

bool BuildCommand::readRequest(CommandContext &context, BuildRequest *request)
{
    QStringList circuitKeys;
    for (const BuildRules::PowerCircuit &c : BuildRules::circuits())
        circuitKeys.append(c.key);
    // The value names (NAME, N, W, ...) stay as they are: the descriptions refer to them.
    if (!context.arguments().isEmpty()) {
        //: %1 is an argument the command does not take.
        context.fail(tr("unexpected argument '%1'").arg(context.arguments().first()));
        return false;
    }
    if (!context.isSet(u"gpu"_s)) {
        //: The example is typed as it is.
        context.fail(tr("--gpu is required, for example --gpu \"GeForce RTX 4090\" --count 2"));
        return false;
    }
    QList<std::pair<QString, int>> lines;
    if (!context.gpuCounts(BuildRules::MaxGpusPerMachine, &lines))
        return false;
    for (const auto &[name, count] : std::as_const(lines))
        request->gpus.append({name, count});
    std::optional<int> limit;
    std::optional<int> machines;
    double grid = -1;
    if (!context.integer(u"power-limit"_s, 1, 5000, &limit) ||
        !context.integer(u"machines"_s, 1, BuildRules::MaxMachines, &machines) ||
        !context.number(u"grid-intensity"_s, 0, 5, &grid) ||
        !context.number(u"years"_s, 0.01, 50, &request->cost.years) ||
        !context.number(u"kwh-price"_s, 0, 10, &request->cost.kwhPriceUsd) ||
        !context.number(u"utilization"_s, 0, 1, &request->cost.utilization))
        return false;
    request->cost.countResale = !context.isSet(u"no-resale"_s);
    std::optional<int> ram;
    double budget = 0;
    if (!context.integer(u"ram"_s, 1, 65536, &ram) || !context.number(u"budget"_s, 1, 1e8, &budget))
        return false;
    request->ramGb = ram.value_or(0);
    if (context.isSet(u"budget"_s))
        request->budgetUsd = budget;
    request->reusePc = context.isSet(u"reuse-pc"_s);
    request->powerLimitWatts = limit;
    request->machines = machines.value_or(1);
    request->gridKgPerKwh = grid;
    // The default is plan's and rank's: the cheaper current offer (CostParameters::priceBasis).
    request->setConditionKey(priceBasisKey(CostParameters().priceBasis));
    if (context.isSet(u"condition"_s) && !request->setConditionKey(context.value(u"condition"_s))) {
        //: new, used and cheapest are typed as they are; %1 is what the user typed.
        context.fail(tr("--condition must be new, used or cheapest, got '%1'").arg(context.value(u"condition"_s)));
        return false;
    }
    if (context.isSet(u"circuit"_s)) {
        if (!BuildRules::circuitFromKey(context.value(u"circuit"_s))) {
            //: %1 is the list of circuit keys, which are typed as they are; %2 is what the user typed.
            context.fail(tr("--circuit must be one of %1, got '%2'")
                             .arg(circuitKeys.join(u", "_s), context.value(u"circuit"_s)));
            return false;
        }
        request->circuitKey = context.value(u"circuit"_s).trimmed().toLower();
    }
    if (!context.month(u"as-of"_s, &request->priceAsOf))
        return false;
    if (context.isSet(u"params"_s)) {
        MemoryWorkload workload;
        if (!context.workloadSize(&workload))
            return false;
        request->workload = workload;
    } else if (context.isSet(u"precision"_s) || context.isSet(u"mode"_s)) {
        context.fail(tr("--precision and --mode describe a workload; give its size with --params"));
        return false;
    }
    if (const QString problem = request->validate(); !problem.isEmpty()) {
        context.fail(problem);
        return false;
    }
    return true;
}

int BuildCommand::run(CommandContext &context) const
{
    QTextStream &out = context.out();
    BuildRequest request;
    if (!readRequest(context, &request))
        return ExitCode::Usage;
    const QString path = context.value(u"out"_s);
    if (context.isSet(u"out"_s) && !BuildExport::formatForPath(path)) {
        //: %1 is the file name the user gave.
        context.fail(tr("--out must name a .md, .csv, .json or .pdf file, got '%1'").arg(path));
        return ExitCode::Usage;
    }

    Database *db = context.database();
    if (!db)
        return ExitCode::Failure;
    SqlGpuRepository gpus(db->connection());
    QString error;
    QStringList allNames;
    for (const Gpu &g : gpus.gpus(&error))
        allNames.append(g.name);
    if (!error.isEmpty()) {
        context.fail(tr("cannot read the database: %1").arg(error));
        return ExitCode::Failure;
    }
    for (BuildGpuLine &line : request.gpus) {
        const std::optional<Gpu> gpu = gpus.gpuByName(line.gpuName, &error);
        if (!gpu) {
            if (!error.isEmpty()) {
                context.fail(tr("cannot read the database: %1").arg(error));
                return ExitCode::Failure;
            }
            context.fail(unknownGpuMessage(line.gpuName, allNames));
            return ExitCode::Usage;
        }
        line.gpuName = gpu->name; // as the database spells it
    }
    SqlPartPriceRepository partPrices(db->connection());
    BuildPlanner planner(gpus);
    planner.setPartPrices(&partPrices);
    const std::optional<BuildPlan> plan = planner.plan(request, &error);
    if (!plan) {
        context.fail(error);
        return ExitCode::Usage;
    }
    if (context.isSet(u"out"_s)) {
        if (const int code = BuildFile::write(context, *plan, path); code != ExitCode::Ok)
            return code;
        if (!context.isSet(u"json"_s))
            //: %1 is the build's title, %2 a file.
            out << tr("Wrote the build list (%1) to %2.").arg(plan->title(), path) << "\n";
    }
    if (context.isSet(u"json"_s))
        out << BuildExport::json(*plan);
    else if (!context.isSet(u"out"_s))
        out << BuildExport::markdown(*plan);
    out.flush();
    return ExitCode::Ok;
}

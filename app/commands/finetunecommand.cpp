// SPDX-FileCopyrightText: 2026 GPU Advisor contributors
// SPDX-License-Identifier: GPL-3.0-or-later
#include "app/commands/finetunecommand.h"

#include "app/commands/llmoptions.h"

#include "db/database.h"
#include "db/sqlgpurepository.h"
#include "model/cost/pricing.h"
#include "model/finetune/finetuneplanner.h"

#include <QJsonDocument>

using namespace Qt::StringLiterals;

namespace {

/// The steps of `finetune` that read its options and the database, in the order they run; their
/// messages are the command line's (the CommandLine translation context).
class FinetuneSteps
{
    Q_DECLARE_TR_FUNCTIONS(CommandLine)

public:
    /// Reads and checks the options into `request`; false (message printed) at the first wrong
    /// one. The model is looked up later, in the database.
    static bool readOptions(CommandContext &context, FinetuneRequest *request);
    /// Completes `request` from the database (the model, the devices' names, the part prices) and
    /// reads the devices to plan with into `inputs`: ExitCode::Ok, else what the command exits with.
    static int load(CommandContext &context, Database &db, FinetuneRequest *request, QList<FinetuneInput> *inputs);

private:
    /// --method, --tokens and the numbers: what is trained, on how much, and the tariff.
    static bool readSize(CommandContext &context, FinetuneRequest *request);
    /// --modules, --precision, --optimizer and --no-checkpointing: how it is trained.
    static bool readTraining(CommandContext &context, FinetuneJob *job);
};

bool FinetuneSteps::readOptions(CommandContext &context, FinetuneRequest *request)
{
    if (!context.isSet(u"model"_s)) {
        //: The example is typed as it is.
        context.fail(tr("--model is required, for example --model \"Llama 3.1 8B\""));
        return false;
    }
    if (!readSize(context, request) || !readTraining(context, &request->job))
        return false;
    // A month from 1990-01 to this one, as every command takes it.
    if (!context.month(u"as-of"_s, &request->asOf))
        return false;
    return LlmOptions::readDevices(context, &request->exact);
}

bool FinetuneSteps::readSize(CommandContext &context, FinetuneRequest *request)
{
    FinetuneJob &job = request->job;
    const auto method = finetuneMethodFromKey(context.value(u"method"_s));
    if (!method) {
        //: full, lora and qlora are typed as they are; %1 is what the user typed.
        context.fail(tr("--method must be full, lora or qlora, got '%1'").arg(context.value(u"method"_s)));
        return false;
    }
    job.method = *method;
    if (!context.isSet(u"tokens"_s)) {
        //: The example is typed as it is.
        context.fail(tr("--tokens is required, for example --tokens 100000000"));
        return false;
    }
    std::optional<int> seqLen;
    std::optional<int> rank;
    std::optional<int> batch;
    if (!context.number(u"tokens"_s, 1, 1e15, &job.tokens) || !context.integer(u"seq-len"_s, 16, 1048576, &seqLen) ||
        !context.integer(u"rank"_s, 1, 4096, &rank) || !context.integer(u"batch"_s, 1, 4096, &batch) ||
        !context.number(u"kwh-price"_s, 0, 10, &request->cost.kwhPriceUsd))
        return false;
    job.sequenceLength = seqLen.value_or(2048);
    job.rank = rank.value_or(16);
    job.sequencesPerStep = batch.value_or(8);
    return true;
}

bool FinetuneSteps::readTraining(CommandContext &context, FinetuneJob *job)
{
    job->gradientCheckpointing = !context.isSet(u"no-checkpointing"_s);
    if (context.isSet(u"modules"_s)) {
        const auto modules = loraModulesFromKey(context.value(u"modules"_s));
        if (!modules) {
            //: all and attention are typed as they are; %1 is what the user typed.
            context.fail(tr("--modules must be all or attention, got '%1'").arg(context.value(u"modules"_s)));
            return false;
        }
        job->modules = *modules;
    }
    if (context.isSet(u"precision"_s)) {
        const auto precision = finetunePrecisionFromKey(context.value(u"precision"_s));
        if (!precision) {
            //: bf16 and fp8 are typed as they are; %1 is what the user typed.
            context.fail(tr("--precision must be bf16 or fp8, got '%1'").arg(context.value(u"precision"_s)));
            return false;
        }
        job->precision = *precision;
    }
    if (context.isSet(u"optimizer"_s)) {
        const auto optimizer = finetuneOptimizerFromKey(context.value(u"optimizer"_s));
        if (!optimizer) {
            //: adamw and adamw-8bit are typed as they are; %1 is what the user typed.
            context.fail(tr("--optimizer must be adamw or adamw-8bit, got '%1'").arg(context.value(u"optimizer"_s)));
            return false;
        }
        job->optimizer = *optimizer;
    }
    return true;
}

int FinetuneSteps::load(CommandContext &context, Database &db, FinetuneRequest *request, QList<FinetuneInput> *inputs)
{
    if (const int found = LlmOptions::loadModel(context, db, &request->job.model); found != ExitCode::Ok)
        return found;
    if (const QString problem = request->job.validate(); !problem.isEmpty()) {
        context.fail(problem);
        return ExitCode::Usage;
    }
    QString error;
    SqlGpuRepository gpus(db.connection());
    QStringList names;
    for (const Gpu &g : gpus.gpus(&error)) {
        inputs->append({g, gpus.prices(g.id, &error), gpus.cloudRates(g.id, &error)});
        names.append(g.name);
    }
    if (!error.isEmpty()) {
        context.fail(error);
        return ExitCode::Failure;
    }
    if (!LlmOptions::matchDevices(context, names, &request->exact))
        return ExitCode::Usage;
    // Cards are priced as `build` and `plan` price the machine around them, with the same part prices,
    // and owning them takes off the expected resale after the years as `rank` does, unless kept.
    request->priceAsBuilt = true;
    request->cost.countResale = !context.isSet(u"no-resale"_s);
    request->resale = FinetunePlanner::resaleOf(*inputs);
    return LlmOptions::readPartPrices(context, db, &request->partPrices) ? ExitCode::Ok : ExitCode::Failure;
}

/// The job, then each configuration with its lines, then the verdict.
void writeFinetuneText(QTextStream &out, const FinetunePlanner &planner, const FinetuneRequest &request,
                       const QList<FinetuneOption> &options)
{
    out << request.job.title() << "\n" << planner.jobSummary(request.job) << "\n\n";
    if (options.isEmpty()) {
        out << FinetunePlanner::verdict(request, options) << "\n";
        return;
    }
    for (const FinetuneOption &o : options) {
        out << o.heading() << "\n";
        for (const QString &line : o.summaryLines())
            out << "    " << line << "\n";
    }
    out << "\n" << FinetunePlanner::verdict(request, options) << "\n";
}

} // namespace

QString FinetuneCommand::name() const
{
    return u"finetune"_s;
}

QString FinetuneCommand::summary() const
{
    return tr("How long a fine-tuning job takes on each configuration that holds it, and whether to buy or rent.");
}

QString FinetuneCommand::description() const
{
    return tr("Plan a fine-tuning job (full, LoRA or QLoRA) of a model of the catalog on a number of tokens. Without "
              "--gpu it lists every configuration of the database's cards, unified-memory machines and rented GPUs "
              "that holds the job: hours, electricity, purchase price, the job rented, and after how many such jobs "
              "buying wins. With --gpu and --count (repeatable) it evaluates exactly those, fitting or not.");
}

QList<QCommandLineOption> FinetuneCommand::options() const
{
    return {
        {u"model"_s, tr("The model, as `models` lists it (required)."), u"NAME"_s},
        {u"method"_s, tr("full, lora or qlora (required)."), u"METHOD"_s},
        {u"tokens"_s, tr("Tokens trained: dataset tokens times epochs (required)."), u"N"_s},
        {u"seq-len"_s, tr("Tokens per sequence (default 2048)."), u"N"_s},
        {u"rank"_s, tr("LoRA rank (default 16)."), u"R"_s},
        {u"modules"_s, tr("Where the adapters go: all (every linear layer) or attention (default all)."), u"WHERE"_s},
        {u"precision"_s, tr("bf16, or fp8 on cards with FP8 units (default bf16)."), u"P"_s},
        {u"optimizer"_s, tr("adamw or adamw-8bit (default adamw)."), u"OPT"_s},
        {u"no-checkpointing"_s, tr("Train without gradient checkpointing (more memory, less work).")},
        {u"batch"_s, tr("Sequences per device per optimizer step (default 8)."), u"N"_s},
        {u"as-of"_s, tr("Use prices and devices as of a month."), u"YYYY-MM"_s},
        {u"gpu"_s, tr("A device of the configuration to evaluate (repeatable)."), u"NAME"_s},
        {u"count"_s, tr("How many of the --gpu before it (default 1)."), u"N"_s},
        {u"kwh-price"_s, tr("Electricity, USD per kWh (default 0.175)."), u"X"_s},
        {u"no-resale"_s, tr("Count no resale of the machine's cards after the years in what owning costs (keep them "
                            "until they die); by default the expected resale is taken off, as `rank` takes it off.")},
        {u"json"_s, tr("Print a JSON object.")},
    };
}

QList<Command::Synopsis> FinetuneCommand::synopses() const
{
    return {{u"finetune --model NAME --method lora|qlora|full --tokens N [--seq-len N] [--gpu NAME --count N]... "
             "[--json]"_s,
             summary()}};
}

int FinetuneCommand::run(CommandContext &context) const
{
    FinetuneRequest request;
    if (!FinetuneSteps::readOptions(context, &request))
        return ExitCode::Usage;
    Database *db = context.database();
    if (!db)
        return ExitCode::Failure;
    QList<FinetuneInput> inputs;
    if (const int loaded = FinetuneSteps::load(context, *db, &request, &inputs); loaded != ExitCode::Ok)
        return loaded;

    const FinetunePlanner planner;
    const QList<FinetuneOption> options = planner.plan(request, inputs);
    QTextStream &out = context.out();
    if (context.isSet(u"json"_s))
        out << QJsonDocument(FinetunePlanner::toJson(request, options)).toJson(QJsonDocument::Indented);
    else
        writeFinetuneText(out, planner, request, options);
    out.flush();
    return ExitCode::Ok;
}

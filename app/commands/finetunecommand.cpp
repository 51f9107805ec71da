// SPDX-FileCopyrightText: 2026 GPU Advisor contributors
// SPDX-License-Identifier: GPL-3.0-or-later
#include "app/commands/finetunecommand.h"

#include "db/database.h"
#include "db/sqlgpurepository.h"
#include "db/sqlllmmodelrepository.h"
#include "db/sqlpartpricerepository.h"
#include "model/build/buildrules.h"
#include "model/catalog/namesuggestions.h"
#include "model/cost/pricing.h"
#include "model/finetune/finetuneplanner.h"

#include <QJsonDocument>

using namespace Qt::StringLiterals;

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
    QTextStream &out = context.out();
    if (!context.isSet(u"model"_s)) {
        //: The example is typed as it is.
        context.fail(tr("--model is required, for example --model \"Llama 3.1 8B\""));
        return ExitCode::Usage;
    }
    FinetuneRequest request;
    FinetuneJob &job = request.job;
    const auto method = finetuneMethodFromKey(context.value(u"method"_s));
    if (!method) {
        //: full, lora and qlora are typed as they are; %1 is what the user typed.
        context.fail(tr("--method must be full, lora or qlora, got '%1'").arg(context.value(u"method"_s)));
        return ExitCode::Usage;
    }
    job.method = *method;
    if (!context.isSet(u"tokens"_s)) {
        //: The example is typed as it is.
        context.fail(tr("--tokens is required, for example --tokens 100000000"));
        return ExitCode::Usage;
    }
    std::optional<int> seqLen;
    std::optional<int> rank;
    std::optional<int> batch;
    if (!context.number(u"tokens"_s, 1, 1e15, &job.tokens) || !context.integer(u"seq-len"_s, 16, 1048576, &seqLen) ||
        !context.integer(u"rank"_s, 1, 4096, &rank) || !context.integer(u"batch"_s, 1, 4096, &batch) ||
        !context.number(u"kwh-price"_s, 0, 10, &request.cost.kwhPriceUsd))
        return ExitCode::Usage;
    job.sequenceLength = seqLen.value_or(2048);
    job.rank = rank.value_or(16);
    job.sequencesPerStep = batch.value_or(8);
    job.gradientCheckpointing = !context.isSet(u"no-checkpointing"_s);
    if (context.isSet(u"modules"_s)) {
        const auto modules = loraModulesFromKey(context.value(u"modules"_s));
        if (!modules) {
            //: all and attention are typed as they are; %1 is what the user typed.
            context.fail(tr("--modules must be all or attention, got '%1'").arg(context.value(u"modules"_s)));
            return ExitCode::Usage;
        }
        job.modules = *modules;
    }
    if (context.isSet(u"precision"_s)) {
        const auto precision = finetunePrecisionFromKey(context.value(u"precision"_s));
        if (!precision) {
            //: bf16 and fp8 are typed as they are; %1 is what the user typed.
            context.fail(tr("--precision must be bf16 or fp8, got '%1'").arg(context.value(u"precision"_s)));
            return ExitCode::Usage;
        }
        job.precision = *precision;
    }
    if (context.isSet(u"optimizer"_s)) {
        const auto optimizer = finetuneOptimizerFromKey(context.value(u"optimizer"_s));
        if (!optimizer) {
            //: adamw and adamw-8bit are typed as they are; %1 is what the user typed.
            context.fail(tr("--optimizer must be adamw or adamw-8bit, got '%1'").arg(context.value(u"optimizer"_s)));
            return ExitCode::Usage;
        }
        job.optimizer = *optimizer;
    }
    if (context.isSet(u"as-of"_s)) {
        request.asOf = endOfMonth(context.value(u"as-of"_s));
        if (!request.asOf.isValid()) {
            //: YYYY-MM is the form of a month (2023-01); %1 is what the user typed.
            context.fail(tr("--as-of must be a month YYYY-MM, got '%1'").arg(context.value(u"as-of"_s)));
            return ExitCode::Usage;
        }
    }
    const QStringList names = context.parser().values(u"gpu"_s);
    const QStringList counts = context.parser().values(u"count"_s);
    if (!counts.isEmpty() && counts.size() != names.size()) {
        //: %1 is how many times --gpu was given, %2 how many times --count was.
        context.fail(tr("give one --count for each --gpu (%1 GPU(s), %2 count(s))")
                         .arg(QString::number(names.size()), QString::number(counts.size())));
        return ExitCode::Usage;
    }
    for (qsizetype i = 0; i < names.size(); ++i) {
        int count = 1;
        if (!counts.isEmpty()) {
            bool ok = false;
            count = counts.at(i).trimmed().toInt(&ok);
            if (!ok || count < 1 || count > BuildRules::MaxGpusPerMachine) {
                //: %1 is the largest count allowed, %2 what the user typed.
                context.fail(tr("--count must be a whole number from 1 to %1, got '%2'")
                                 .arg(QString::number(BuildRules::MaxGpusPerMachine), counts.at(i)));
                return ExitCode::Usage;
            }
        }
        request.exact.append({names.at(i).trimmed(), count});
    }

    Database *db = context.database();
    if (!db)
        return ExitCode::Failure;
    QString error;
    const QList<LlmModel> models = SqlLlmModelRepository(db->connection()).models(&error);
    if (!error.isEmpty()) {
        context.fail(error);
        return ExitCode::Failure;
    }
    const auto model = findModel(models, context.value(u"model"_s));
    if (!model) {
        //: %1 is the model name the user gave, %2 a list of model names.
        context.fail(
            tr("unknown model '%1'; closest matches: %2")
                .arg(context.value(u"model"_s), closestModelNames(context.value(u"model"_s), models).join(u"; "_s)));
        return ExitCode::Usage;
    }
    job.model = *model;
    if (const QString problem = job.validate(); !problem.isEmpty()) {
        context.fail(problem);
        return ExitCode::Usage;
    }

    SqlGpuRepository gpus(db->connection());
    QList<FinetuneInput> inputs;
    QStringList allNames;
    for (const Gpu &g : gpus.gpus(&error)) {
        inputs.append({g, gpus.prices(g.id, &error), gpus.cloudRates(g.id, &error)});
        allNames.append(g.name);
    }
    if (!error.isEmpty()) {
        context.fail(error);
        return ExitCode::Failure;
    }
    for (LlmDeviceChoice &choice : request.exact) {
        const auto it = std::find_if(inputs.cbegin(), inputs.cend(), [&](const FinetuneInput &in) {
            return in.gpu.name.compare(choice.name, Qt::CaseInsensitive) == 0;
        });
        if (it == inputs.cend()) {
            //: %1 is the GPU name the user gave, %2 a list of GPU names.
            context.fail(tr("unknown GPU '%1'; closest matches: %2")
                             .arg(choice.name, closestNames(choice.name, allNames).join(u"; "_s)));
            return ExitCode::Usage;
        }
        choice.name = it->gpu.name;
    }
    // Cards are priced as `build` and `plan` price the machine around them, with the same part prices.
    request.priceAsBuilt = true;
    request.partPrices = SqlPartPriceRepository(db->connection()).partPrices(&error);
    if (!error.isEmpty()) {
        context.fail(error);
        return ExitCode::Failure;
    }

    const FinetunePlanner planner;
    const QList<FinetuneOption> options = planner.plan(request, inputs);
    if (context.isSet(u"json"_s)) {
        out << QJsonDocument(FinetunePlanner::toJson(request, options)).toJson(QJsonDocument::Indented);
        out.flush();
        return ExitCode::Ok;
    }

    out << job.title() << "\n" << planner.jobSummary(job) << "\n\n";
    if (options.isEmpty()) {
        out << FinetunePlanner::verdict(request, options) << "\n";
        out.flush();
        return ExitCode::Ok;
    }
    for (const FinetuneOption &o : options) {
        out << o.heading() << "\n";
        for (const QString &line : o.summaryLines())
            out << "    " << line << "\n";
    }
    out << "\n" << FinetunePlanner::verdict(request, options) << "\n";
    out.flush();
    return ExitCode::Ok;
}

// SPDX-FileCopyrightText: 2026 GPU Advisor contributors
// SPDX-License-Identifier: GPL-3.0-or-later
#include "app/commands/memorycommand.h"

#include "db/database.h"
#include "db/sqlgpurepository.h"
#include "model/performance/memoryestimate.h"
#include <QJsonArray>
#include <QJsonDocument>
#include <QJsonObject>

using namespace Qt::StringLiterals;

QString MemoryCommand::name() const
{
    return u"memory"_s;
}

QString MemoryCommand::summary() const
{
    return tr("Estimate the GPU memory a transformer workload needs, and which GPUs hold it.");
}

QList<QCommandLineOption> MemoryCommand::options() const
{
    return {
        //: 7e9 and 7B are examples of what can be typed.
        {u"params"_s, tr("Model parameters, e.g. 7e9 or 7B."), u"N"_s},
        //: fp32, fp16, ... are the values typed after --precision; keep them as they are.
        {u"precision"_s, tr("fp32, fp16, bf16, int8 or int4 (default fp16)."), u"P"_s},
        //: inference, training, lora and qlora are the values typed after --mode; keep them as they are.
        {u"mode"_s, tr("inference, training, lora or qlora (default inference)."), u"M"_s},
        {u"layers"_s, tr("Transformer layers (for the KV cache and activations)."), u"L"_s},
        {u"kv-heads"_s, tr("Key/value heads (grouped-query attention has fewer than attention heads)."), u"H"_s},
        {u"head-dim"_s, tr("Size of one attention head."), u"D"_s},
        {u"context"_s, tr("Tokens per sequence."), u"T"_s},
        {u"batch"_s, tr("Sequences at once (default 1)."), u"B"_s},
        {u"hidden"_s, tr("Model width (estimated from params and layers when absent)."), u"W"_s},
        {u"trainable-fraction"_s, tr("LoRA/QLoRA adapter parameters as a share of the model (default 0.01)."), u"F"_s},
        {u"overhead"_s, tr("Framework overhead as a share (default 0.2)."), u"F"_s},
        {u"json"_s, tr("Print a JSON object.")},
    };
}

QList<Command::Synopsis> MemoryCommand::synopses() const
{
    return {{u"memory --params N [--precision P] [--mode M] [--context T] [--json]"_s, summary()}};
}

int MemoryCommand::run(CommandContext &context) const
{
    QTextStream &out = context.out();
    MemoryWorkload w;
    if (!context.isSet(u"params"_s)) {
        //: "--params 7e9" is typed as it is.
        context.fail(tr("--params is required, for example --params 7e9"));
        return ExitCode::Usage;
    }
    if (!context.workloadSize(&w))
        return ExitCode::Usage;
    std::optional<int> batch;
    if (!context.integer(u"layers"_s, 1, 10000, &w.layers) || !context.integer(u"kv-heads"_s, 1, 10000, &w.kvHeads) ||
        !context.integer(u"head-dim"_s, 1, 100000, &w.headDim) ||
        !context.integer(u"context"_s, 1, 100000000, &w.context) || !context.integer(u"batch"_s, 1, 1000000, &batch) ||
        !context.integer(u"hidden"_s, 1, 10000000, &w.hidden) ||
        !context.number(u"trainable-fraction"_s, 1e-9, 1, &w.trainableFraction) ||
        !context.number(u"overhead"_s, 0, 10, &w.overheadFraction))
        return ExitCode::Usage;
    w.batch = batch.value_or(1);
    if (const QString problem = w.validate(); !problem.isEmpty()) {
        context.fail(problem);
        return ExitCode::Usage;
    }
    const MemoryEstimate estimate = estimateMemory(w);

    Database *db = context.database();
    if (!db)
        return ExitCode::Failure;
    QList<Gpu> gpus = SqlGpuRepository(db->connection()).gpus();
    std::sort(gpus.begin(), gpus.end(),
              [](const Gpu &a, const Gpu &b) { return a.vramGb != b.vramGb ? a.vramGb < b.vramGb : a.name < b.name; });

    if (context.isSet(u"json"_s)) {
        QJsonArray fits;
        for (const Gpu &g : std::as_const(gpus)) {
            const MemoryFit fit = fitOnGpu(estimate, g.vramGb);
            fits.append(QJsonObject{{u"name"_s, g.name},
                                    {u"vram_gb"_s, g.vramGb},
                                    {u"fits"_s, fit.fitsOne},
                                    {u"gpus_needed"_s, fit.gpusNeeded}});
        }
        QJsonArray rules;
        for (const MemoryRuleOfThumb &r : memoryRulesOfThumb())
            rules.append(QJsonObject{{u"work"_s, r.work}, {u"minimum_gb"_s, r.minimumGb}});
        constexpr double GiB = 1024.0 * 1024.0 * 1024.0;
        const QJsonObject o{{u"total_gb"_s, estimate.totalGb()},
                            {u"parts_gb"_s, QJsonObject{{u"weights"_s, estimate.weightsBytes / GiB},
                                                        {u"kv_cache"_s, estimate.kvCacheBytes / GiB},
                                                        {u"gradients"_s, estimate.gradientBytes / GiB},
                                                        {u"optimizer"_s, estimate.optimizerBytes / GiB},
                                                        {u"activations"_s, estimate.activationBytes / GiB},
                                                        {u"overhead"_s, estimate.overheadBytes / GiB}}},
                            {u"params"_s, w.parameters},
                            {u"precision"_s, numberFormatKey(w.format)},
                            {u"mode"_s, workloadModeKey(w.mode)},
                            {u"formula"_s, QJsonArray::fromStringList(estimate.formula)},
                            {u"assumptions"_s, QJsonArray::fromStringList(estimate.assumptions)},
                            {u"gpus"_s, fits},
                            {u"rules_of_thumb"_s, rules}};
        out << QJsonDocument(o).toJson(QJsonDocument::Indented);
        out.flush();
        return ExitCode::Ok;
    }
    //: %1 is the memory in GB; %2 the mode (inference, ...) and %3 the number format (fp16, ...) as typed.
    out << tr("Memory needed: %1 GB (%2, %3)")
               .arg(QString::number(estimate.totalGb(), 'f', 1), workloadModeKey(w.mode), numberFormatKey(w.format))
        << "\n\n";
    for (const QString &line : estimate.formula)
        out << "  " << line << "\n";
    if (!estimate.assumptions.isEmpty()) {
        out << "\n" << tr("Assumptions:") << "\n";
        for (const QString &a : estimate.assumptions)
            out << "  - " << a << "\n";
    }
    //: "The post" is Tim Dettmers' blog post the recommendations come from.
    out << "\n"
        << tr("Rules of thumb from the post: at least 12 GB for image generation, 24 GB for work with "
              "transformers.")
        << "\n\n"
        //: Heading of the list of GPUs and whether the workload fits on each.
        << tr("GPUs:") << "\n";
    //: The workload fits on one such GPU (a column of at most 9 characters).
    const QString fits = tr("fits");
    //: The workload does not fit on one such GPU (a column of at most 9 characters).
    const QString tooSmall = tr("too small");
    for (const Gpu &g : std::as_const(gpus)) {
        const MemoryFit fit = fitOnGpu(estimate, g.vramGb);
        //: %1 is an amount of GPU memory in GB, right-aligned in a column.
        out << "  " << QStringLiteral("%1 ").arg(fit.fitsOne ? fits : tooSmall, -9)
            << QStringLiteral("%1").arg(g.name, -44) << tr("%1 GB").arg(g.vramGb, 5, 'g', 4);
        if (!fit.fitsOne) {
            //: %1 is how many such GPUs the workload needs.
            out << "  " << tr("(needs %1)").arg(fit.gpusNeeded);
        }
        out << "\n";
    }
    out.flush();
    return ExitCode::Ok;
}

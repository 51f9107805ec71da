// SPDX-FileCopyrightText: 2026 GPU Advisor contributors
// SPDX-License-Identifier: GPL-3.0-or-later
// The job's words: the keys of its choices, their names for people, its check and its title.
#include "model/finetune/finetuneplanner.h"

#include "model/format/formatter.h"

#include <cmath>

using namespace Qt::StringLiterals;

QString finetuneMethodKey(FinetuneMethod method)
{
    switch (method) {
    case FinetuneMethod::Full:
        return u"full"_s;
    case FinetuneMethod::Lora:
        return u"lora"_s;
    case FinetuneMethod::Qlora:
        return u"qlora"_s;
    }
    return {};
}

std::optional<FinetuneMethod> finetuneMethodFromKey(const QString &key)
{
    for (auto m : {FinetuneMethod::Full, FinetuneMethod::Lora, FinetuneMethod::Qlora}) {
        if (finetuneMethodKey(m) == key.trimmed().toLower())
            return m;
    }
    return std::nullopt;
}

QString finetuneMethodText(FinetuneMethod method)
{
    switch (method) {
    case FinetuneMethod::Full:
        return FinetunePlanner::tr("full fine-tuning");
    case FinetuneMethod::Lora:
        return FinetunePlanner::tr("LoRA");
    case FinetuneMethod::Qlora:
        return FinetunePlanner::tr("QLoRA");
    }
    return {};
}

QString finetunePrecisionKey(FinetunePrecision precision)
{
    return precision == FinetunePrecision::Fp8 ? u"fp8"_s : u"bf16"_s;
}

std::optional<FinetunePrecision> finetunePrecisionFromKey(const QString &key)
{
    const QString k = key.trimmed().toLower();
    if (k == u"bf16"_s)
        return FinetunePrecision::Bf16;
    if (k == u"fp8"_s)
        return FinetunePrecision::Fp8;
    return std::nullopt;
}

QString finetuneOptimizerKey(FinetuneOptimizer optimizer)
{
    return optimizer == FinetuneOptimizer::AdamW8bit ? u"adamw-8bit"_s : u"adamw"_s;
}

std::optional<FinetuneOptimizer> finetuneOptimizerFromKey(const QString &key)
{
    const QString k = key.trimmed().toLower();
    if (k == u"adamw"_s)
        return FinetuneOptimizer::AdamW;
    if (k == u"adamw-8bit"_s)
        return FinetuneOptimizer::AdamW8bit;
    return std::nullopt;
}

QString loraModulesKey(LoraModules modules)
{
    return modules == LoraModules::Attention ? u"attention"_s : u"all"_s;
}

std::optional<LoraModules> loraModulesFromKey(const QString &key)
{
    const QString k = key.trimmed().toLower();
    if (k == u"all"_s)
        return LoraModules::All;
    if (k == u"attention"_s)
        return LoraModules::Attention;
    return std::nullopt;
}

QString finetuneParallelismKey(FinetuneParallelism parallelism)
{
    switch (parallelism) {
    case FinetuneParallelism::Single:
        return u"single"_s;
    case FinetuneParallelism::DataParallel:
        return u"data"_s;
    case FinetuneParallelism::Sharded:
        return u"sharded"_s;
    }
    return {};
}

QString finetuneParallelismText(FinetuneParallelism parallelism)
{
    switch (parallelism) {
    case FinetuneParallelism::Single:
        //: How the devices share a fine-tuning job: there is one
        return FinetunePlanner::tr("one device");
    case FinetuneParallelism::DataParallel:
        //: How the devices share a fine-tuning job: each holds the whole model (DDP)
        return FinetunePlanner::tr("data parallel");
    case FinetuneParallelism::Sharded:
        //: How the devices share a fine-tuning job: the model's state split over them (FSDP, ZeRO-3)
        return FinetunePlanner::tr("sharded");
    }
    return {};
}

QString finetuneKindKey(FinetuneKind kind)
{
    switch (kind) {
    case FinetuneKind::Cards:
        return u"gpus"_s;
    case FinetuneKind::Unified:
        return u"unified"_s;
    case FinetuneKind::Rented:
        return u"rented"_s;
    }
    return {};
}

QString FinetuneJob::validate() const
{
    // The names are the command line's option names and stay untranslated.
    if (model.name.isEmpty() || model.totalParamsB <= 0 || model.layers <= 0 || model.hidden <= 0)
        return FinetunePlanner::tr("the model has no parameters, layers or width to fine-tune");
    if (!std::isfinite(tokens) || tokens < 1 || tokens > 1e15) {
        //: "tokens" is a command-line option name: keep it; %1 is the value given
        return FinetunePlanner::tr("tokens must be from 1 to 1e15 (got %1)").arg(tokens);
    }
    if (sequenceLength < 16 || sequenceLength > 1048576) {
        //: "seq-len" is a command-line option name: keep it; %1 is the value given
        return FinetunePlanner::tr("seq-len must be a whole number from 16 to 1,048,576 (got %1)").arg(sequenceLength);
    }
    if (method != FinetuneMethod::Full && (rank < 1 || rank > 4096)) {
        //: "rank" is a command-line option name: keep it; %1 is the value given
        return FinetunePlanner::tr("rank must be a whole number from 1 to 4096 (got %1)").arg(rank);
    }
    if (sequencesPerStep < 1 || sequencesPerStep > 4096) {
        //: "batch" is a command-line option name: keep it; %1 is the value given
        return FinetunePlanner::tr("batch must be a whole number from 1 to 4096 (got %1)").arg(sequencesPerStep);
    }
    return {};
}

QString FinetuneJob::title() const
{
    QString how = finetuneMethodText(method);
    if (method != FinetuneMethod::Full) {
        //: %1 LoRA or QLoRA, %2 the rank, %3 where the adapters go
        how = FinetunePlanner::tr("%1 rank %2 (%3)")
                  .arg(how)
                  .arg(rank)
                  .arg(modules == LoraModules::All ? FinetunePlanner::tr("all linear layers")
                                                   : FinetunePlanner::tr("attention only"));
    }
    //: %1 model name, %2 the method, %3 tokens trained, %4 sequence length in tokens
    return FinetunePlanner::tr("%1, %2, %3 tokens in sequences of %4")
        .arg(model.name, how, Formatter::number(tokens, 0), Formatter::integer(sequenceLength));
}

// SPDX-FileCopyrightText: 2026 GPU Advisor contributors
// SPDX-License-Identifier: GPL-3.0-or-later
// The job's words: the keys of its choices, their names for people, its check and its title.
#include "model/finetune/finetuneplanner.h"

#include "model/format/formatter.h"

#include <QStringView>

#include <array>
#include <cmath>
#include <optional>

using namespace Qt::StringLiterals;

namespace {

/// A choice and its key: each enum's keys are written once, in one table, and read both ways.
template<typename Choice> struct ChoiceKey
{
    Choice choice;
    QStringView key;
};

template<typename Choice, std::size_t N>
QString choiceKeyOf(const std::array<ChoiceKey<Choice>, N> &table, Choice choice)
{
    for (const ChoiceKey<Choice> &entry : table) {
        if (entry.choice == choice)
            return entry.key.toString();
    }
    return {};
}

/// Keys are read trimmed and in any case ("QLoRA" is "qlora").
template<typename Choice, std::size_t N>
std::optional<Choice> choiceOfKey(const std::array<ChoiceKey<Choice>, N> &table, const QString &key)
{
    const QString k = key.trimmed().toLower();
    for (const ChoiceKey<Choice> &entry : table) {
        if (entry.key == k)
            return entry.choice;
    }
    return std::nullopt;
}

constexpr std::array<ChoiceKey<FinetuneMethod>, 3> FinetuneMethodKeys{
    {{FinetuneMethod::Full, u"full"}, {FinetuneMethod::Lora, u"lora"}, {FinetuneMethod::Qlora, u"qlora"}}};
constexpr std::array<ChoiceKey<FinetunePrecision>, 2> FinetunePrecisionKeys{
    {{FinetunePrecision::Bf16, u"bf16"}, {FinetunePrecision::Fp8, u"fp8"}}};
constexpr std::array<ChoiceKey<FinetuneOptimizer>, 2> FinetuneOptimizerKeys{
    {{FinetuneOptimizer::AdamW, u"adamw"}, {FinetuneOptimizer::AdamW8bit, u"adamw-8bit"}}};
constexpr std::array<ChoiceKey<LoraModules>, 2> LoraModuleKeys{
    {{LoraModules::All, u"all"}, {LoraModules::Attention, u"attention"}}};
constexpr std::array<ChoiceKey<FinetuneParallelism>, 3> FinetuneParallelismKeys{
    {{FinetuneParallelism::Single, u"single"},
     {FinetuneParallelism::DataParallel, u"data"},
     {FinetuneParallelism::Sharded, u"sharded"}}};
constexpr std::array<ChoiceKey<FinetuneKind>, 3> FinetuneKindKeys{
    {{FinetuneKind::Cards, u"gpus"}, {FinetuneKind::Unified, u"unified"}, {FinetuneKind::Rented, u"rented"}}};

} // namespace

QString finetuneMethodKey(FinetuneMethod method)
{
    return choiceKeyOf(FinetuneMethodKeys, method);
}

std::optional<FinetuneMethod> finetuneMethodFromKey(const QString &key)
{
    return choiceOfKey(FinetuneMethodKeys, key);
}

QString finetunePrecisionKey(FinetunePrecision precision)
{
    return choiceKeyOf(FinetunePrecisionKeys, precision);
}

std::optional<FinetunePrecision> finetunePrecisionFromKey(const QString &key)
{
    return choiceOfKey(FinetunePrecisionKeys, key);
}

QString finetuneOptimizerKey(FinetuneOptimizer optimizer)
{
    return choiceKeyOf(FinetuneOptimizerKeys, optimizer);
}

std::optional<FinetuneOptimizer> finetuneOptimizerFromKey(const QString &key)
{
    return choiceOfKey(FinetuneOptimizerKeys, key);
}

QString loraModulesKey(LoraModules modules)
{
    return choiceKeyOf(LoraModuleKeys, modules);
}

std::optional<LoraModules> loraModulesFromKey(const QString &key)
{
    return choiceOfKey(LoraModuleKeys, key);
}

QString finetuneParallelismKey(FinetuneParallelism parallelism)
{
    return choiceKeyOf(FinetuneParallelismKeys, parallelism);
}

QString finetuneKindKey(FinetuneKind kind)
{
    return choiceKeyOf(FinetuneKindKeys, kind);
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

// SPDX-FileCopyrightText: 2026 GPU Advisor contributors
// SPDX-License-Identifier: GPL-3.0-or-later
#include "model/performance/memoryestimate.h"

#include <QCoreApplication>

#include <cmath>

using namespace Qt::StringLiterals;

namespace {

constexpr double GiB = 1024.0 * 1024.0 * 1024.0;

// Mixed-precision Adam keeps, per trained parameter, an fp32 master copy (4 bytes) and two
// fp32 moments (8 bytes) besides the 16-bit weight and gradient (ZeRO, Rajbhandari et al. 2020).
constexpr double AdamStateBytes = 12;
// Activations saved for the backward pass, per token per layer, in units of the hidden size,
// for 16-bit training with a fused (flash) attention (Korthikanti et al. 2022: 34 s b h bytes
// plus an attention term that flash attention avoids).
constexpr double ActivationBytesPerTokenPerHidden = 34;
// QLoRA stores weights as 4-bit NormalFloat; double quantisation brings the block constants
// down to 0.127 bits per parameter (Dettmers et al. 2023, section 3).
constexpr double QloraBytesPerParameter = 0.5 + 0.127 / 8;

QString gb(double bytes)
{
    //: Gigabytes of GPU memory; %1 is a number such as 13.04
    return QCoreApplication::translate("MemoryEstimate", "%1 GB").arg(QString::number(bytes / GiB, 'f', 2));
}

} // namespace

QString numberFormatKey(NumberFormat format)
{
    switch (format) {
    case NumberFormat::Fp32:
        return u"fp32"_s;
    case NumberFormat::Fp16:
        return u"fp16"_s;
    case NumberFormat::Bf16:
        return u"bf16"_s;
    case NumberFormat::Int8:
        return u"int8"_s;
    case NumberFormat::Int4:
        return u"int4"_s;
    }
    return {};
}

std::optional<NumberFormat> numberFormatFromKey(const QString &key)
{
    for (auto f :
         {NumberFormat::Fp32, NumberFormat::Fp16, NumberFormat::Bf16, NumberFormat::Int8, NumberFormat::Int4}) {
        if (numberFormatKey(f) == key.trimmed().toLower())
            return f;
    }
    return std::nullopt;
}

double bytesPerParameter(NumberFormat format)
{
    switch (format) {
    case NumberFormat::Fp32:
        return 4;
    case NumberFormat::Fp16:
    case NumberFormat::Bf16:
        return 2;
    case NumberFormat::Int8:
        return 1;
    case NumberFormat::Int4:
        return 0.5;
    }
    return 2;
}

QString workloadModeText(WorkloadMode mode)
{
    switch (mode) {
    case WorkloadMode::Inference:
        return QCoreApplication::translate("MemoryEstimate", "inference");
    case WorkloadMode::Training:
        return QCoreApplication::translate("MemoryEstimate", "training");
    case WorkloadMode::Lora:
        return QCoreApplication::translate("MemoryEstimate", "LoRA fine-tuning");
    case WorkloadMode::Qlora:
        return QCoreApplication::translate("MemoryEstimate", "QLoRA fine-tuning");
    }
    return workloadModeKey(mode);
}

QString workloadModeKey(WorkloadMode mode)
{
    switch (mode) {
    case WorkloadMode::Inference:
        return u"inference"_s;
    case WorkloadMode::Training:
        return u"training"_s;
    case WorkloadMode::Lora:
        return u"lora"_s;
    case WorkloadMode::Qlora:
        return u"qlora"_s;
    }
    return {};
}

std::optional<WorkloadMode> workloadModeFromKey(const QString &key)
{
    for (auto m : {WorkloadMode::Inference, WorkloadMode::Training, WorkloadMode::Lora, WorkloadMode::Qlora}) {
        if (workloadModeKey(m) == key.trimmed().toLower())
            return m;
    }
    return std::nullopt;
}

QString MemoryWorkload::validate() const
{
    auto positive = [](const std::optional<int> &v) {
        return !v || *v > 0;
    };
    // The field names are the command line's option names and stay untranslated.
    if (!std::isfinite(parameters) || parameters <= 0 || parameters > 1e14) {
        //: "params" is a command-line option name: keep it untranslated; %1 is the value given
        return QCoreApplication::translate("MemoryEstimate",
                                           "params must be a positive number of parameters up to 1e14 (got %1)")
            .arg(parameters);
    }
    if (!positive(layers) || (layers && *layers > 10000)) {
        //: "layers" is a command-line option name: keep it untranslated
        return QCoreApplication::translate("MemoryEstimate", "layers must be a whole number from 1 to 10000");
    }
    if (!positive(kvHeads) || (kvHeads && *kvHeads > 10000)) {
        //: "kv-heads" is a command-line option name: keep it untranslated
        return QCoreApplication::translate("MemoryEstimate", "kv-heads must be a whole number from 1 to 10000");
    }
    if (!positive(headDim) || (headDim && *headDim > 100000)) {
        //: "head-dim" is a command-line option name: keep it untranslated
        return QCoreApplication::translate("MemoryEstimate", "head-dim must be a whole number from 1 to 100000");
    }
    if (!positive(context) || (context && *context > 100000000)) {
        //: "context" is a command-line option name: keep it untranslated
        return QCoreApplication::translate("MemoryEstimate",
                                           "context must be a whole number of tokens from 1 to 100,000,000");
    }
    if (batch <= 0 || batch > 1000000) {
        //: "batch" is a command-line option name: keep it untranslated; %1 is the value given
        return QCoreApplication::translate("MemoryEstimate",
                                           "batch must be a whole number from 1 to 1,000,000 (got %1)")
            .arg(batch);
    }
    if (!positive(hidden)) {
        //: "hidden" is a command-line option name: keep it untranslated
        return QCoreApplication::translate("MemoryEstimate", "hidden must be a positive whole number");
    }
    if (!std::isfinite(trainableFraction) || trainableFraction <= 0 || trainableFraction > 1) {
        //: "trainable-fraction" is a command-line option name: keep it untranslated; %1 is the value given
        return QCoreApplication::translate("MemoryEstimate",
                                           "trainable-fraction must be more than 0 and at most 1 (got %1)")
            .arg(trainableFraction);
    }
    if (!std::isfinite(overheadFraction) || overheadFraction < 0 || overheadFraction > 10) {
        //: "overhead" is a command-line option name: keep it untranslated; %1 is the value given
        return QCoreApplication::translate("MemoryEstimate", "overhead must be from 0 to 10 (got %1)")
            .arg(overheadFraction);
    }
    const bool partialShape = (kvHeads || headDim) && !(layers && kvHeads && headDim);
    if (mode == WorkloadMode::Inference && partialShape) {
        //: --layers, --kv-heads and --head-dim are command-line options: keep them untranslated
        return QCoreApplication::translate("MemoryEstimate",
                                           "the KV cache needs --layers, --kv-heads and --head-dim together");
    }
    return {};
}

MemoryEstimate estimateMemory(const MemoryWorkload &workload)
{
    MemoryEstimate e;
    const double n = workload.parameters;
    const int tokens = workload.context.value_or(0);
    const double base =
        workload.mode == WorkloadMode::Qlora ? QloraBytesPerParameter : bytesPerParameter(workload.format);

    e.weightsBytes = n * base;
    //: A line of the memory formula: %1 parameters, %2 bytes each, %3 the result ("13.04 GB")
    e.formula.append(QCoreApplication::translate("MemoryEstimate", "weights = %1 parameters x %2 bytes = %3")
                         .arg(n, 0, 'g', 4)
                         .arg(base, 0, 'g', 4)
                         .arg(gb(e.weightsBytes)));
    if (workload.mode == WorkloadMode::Qlora) {
        //: --precision is a command-line option: keep it untranslated
        e.assumptions.append(QCoreApplication::translate(
            "MemoryEstimate", "QLoRA keeps the frozen weights in 4-bit NormalFloat with double-quantised constants "
                              "(about 0.52 bytes per parameter), whatever --precision says"));
    }

    const bool fullTraining = workload.mode == WorkloadMode::Training;
    const bool adapters = workload.mode == WorkloadMode::Lora || workload.mode == WorkloadMode::Qlora;
    if (fullTraining || adapters) {
        const double trained = fullTraining ? n : n * workload.trainableFraction;
        const double gradientBytes = fullTraining ? bytesPerParameter(workload.format) : 2;
        e.gradientBytes = trained * gradientBytes;
        e.optimizerBytes = trained * AdamStateBytes;
        if (adapters) {
            // The adapters themselves: 16-bit weights on top of the frozen model.
            e.weightsBytes += trained * 2;
            //: A line of the memory formula: %1 is the trainable share (0.01), %2 the model's parameters
            e.formula.append(QCoreApplication::translate("MemoryEstimate",
                                                         "adapter weights = %1 x %2 trainable parameters x 2 bytes")
                                 .arg(workload.trainableFraction)
                                 .arg(n, 0, 'g', 4));
            //: %1 is a percentage without the % sign; --trainable-fraction is a command-line option: keep it
            e.assumptions.append(QCoreApplication::translate(
                                     "MemoryEstimate",
                                     "adapters hold %1% of the model's parameters (LoRA on all linear layers at a "
                                     "moderate rank; set --trainable-fraction)")
                                     .arg(workload.trainableFraction * 100));
        }
        //: A line of the memory formula: %1 trained parameters, %2 bytes each, %3 the result ("13.04 GB")
        e.formula.append(
            QCoreApplication::translate("MemoryEstimate", "gradients = %1 trained parameters x %2 bytes = %3")
                .arg(trained, 0, 'g', 4)
                .arg(gradientBytes)
                .arg(gb(e.gradientBytes)));
        //: A line of the memory formula: %1 trained parameters, %2 the result ("78.23 GB")
        e.formula.append(QCoreApplication::translate(
                             "MemoryEstimate",
                             "Adam state = %1 trained parameters x 12 bytes (fp32 master copy and two moments) = %2")
                             .arg(trained, 0, 'g', 4)
                             .arg(gb(e.optimizerBytes)));
        if (workload.layers && tokens > 0) {
            const double hidden = workload.hidden ? double(*workload.hidden) : std::sqrt(n / (12.0 * *workload.layers));
            if (!workload.hidden) {
                //: %1 is the estimated model width (hidden size)
                e.assumptions.append(QCoreApplication::translate(
                                         "MemoryEstimate", "model width estimated as sqrt(params / (12 x layers)) = %1")
                                         .arg(std::round(hidden)));
            }
            e.activationBytes =
                ActivationBytesPerTokenPerHidden * hidden * double(tokens) * workload.batch * *workload.layers;
            //: A line of the memory formula: %1 model width, %2 tokens, %3 batch size, %4 layers, %5 the result
            e.formula.append(
                QCoreApplication::translate("MemoryEstimate",
                                            "activations = 34 bytes x width %1 x %2 tokens x batch %3 x %4 layers = %5")
                    .arg(std::round(hidden))
                    .arg(tokens)
                    .arg(workload.batch)
                    .arg(*workload.layers)
                    .arg(gb(e.activationBytes)));
            e.assumptions.append(QCoreApplication::translate("MemoryEstimate",
                                                             "activations kept for the backward pass without "
                                                             "recomputation, with a fused (flash) attention"));
        } else {
            //: --layers and --context are command-line options: keep them untranslated
            e.assumptions.append(QCoreApplication::translate(
                "MemoryEstimate", "activations not counted: give --layers and --context to include them"));
        }
    }

    if (workload.layers && workload.kvHeads && workload.headDim && tokens > 0) {
        // Keys and values for every layer, KV head, position and sequence, kept in 16 bits
        // (or 32 when the model runs in fp32).
        const double kvBytes = workload.format == NumberFormat::Fp32 ? 4 : 2;
        e.kvCacheBytes =
            2.0 * *workload.layers * *workload.kvHeads * *workload.headDim * double(tokens) * workload.batch * kvBytes;
        //: A line of the memory formula: %1 layers, %2 KV heads, %3 head size, %4 tokens, %5 batch size,
        //: %6 bytes per value, %7 the result ("2.00 GB")
        e.formula.append(QCoreApplication::translate(
                             "MemoryEstimate",
                             "KV cache = 2 (K and V) x %1 layers x %2 KV heads x %3 head size x %4 tokens x batch %5 x "
                             "%6 bytes = %7")
                             .arg(*workload.layers)
                             .arg(*workload.kvHeads)
                             .arg(*workload.headDim)
                             .arg(tokens)
                             .arg(workload.batch)
                             .arg(kvBytes)
                             .arg(gb(e.kvCacheBytes)));
    } else if (workload.mode == WorkloadMode::Inference) {
        //: --layers, --kv-heads, --head-dim and --context are command-line options: keep them untranslated
        e.assumptions.append(QCoreApplication::translate(
            "MemoryEstimate", "KV cache not counted: give --layers, --kv-heads, --head-dim and --context"));
    }

    const double subtotal = e.totalBytes();
    e.overheadBytes = subtotal * workload.overheadFraction;
    //: A line of the memory formula: %1 is a percentage without the % sign, %2 the result ("2.61 GB")
    e.formula.append(
        QCoreApplication::translate(
            "MemoryEstimate", "overhead = %1% of the above for the framework, CUDA context and fragmentation = %2")
            .arg(workload.overheadFraction * 100)
            .arg(gb(e.overheadBytes)));
    //: The last line of the memory formula; %1 is the total ("15.65 GB")
    e.formula.append(QCoreApplication::translate("MemoryEstimate", "total = %1").arg(gb(e.totalBytes())));
    return e;
}

MemoryFit fitOnGpu(const MemoryEstimate &estimate, double vramGb)
{
    MemoryFit fit;
    const double needGb = estimate.totalGb();
    fit.fitsOne = needGb <= vramGb;
    fit.gpusNeeded = vramGb > 0 ? std::max(1, int(std::ceil(needGb / vramGb - 1e-9))) : 0;
    return fit;
}

QList<MemoryRuleOfThumb> memoryRulesOfThumb()
{
    //: The post's rule of thumb: at least 12 GB for ...
    return {{QCoreApplication::translate("MemoryEstimate", "image generation"), 12},
            //: The post's rule of thumb: at least 24 GB for ...
            {QCoreApplication::translate("MemoryEstimate", "work with transformers"), 24}};
}

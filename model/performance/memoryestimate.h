// SPDX-FileCopyrightText: 2026 GPU Advisor contributors
// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include "model/catalog/gpu.h"

#include <QStringList>

#include <optional>

enum class NumberFormat { Fp32, Fp16, Bf16, Int8, Int4 };
enum class WorkloadMode { Inference, Training, Lora, Qlora };

QString numberFormatKey(NumberFormat format);
std::optional<NumberFormat> numberFormatFromKey(const QString &key);
double bytesPerParameter(NumberFormat format);
QString workloadModeKey(WorkloadMode mode);
/// The mode in words for a reader ("inference", "LoRA fine-tuning"), translated; the key is for files.
QString workloadModeText(WorkloadMode mode);
std::optional<WorkloadMode> workloadModeFromKey(const QString &key);

/// A transformer workload whose GPU memory need is to be estimated. The shape fields are
/// optional: without them only the weights (and, for training, optimizer state) are counted.
struct MemoryWorkload
{
    double parameters = 0; ///< total parameters, e.g. 7e9
    NumberFormat format = NumberFormat::Fp16;
    WorkloadMode mode = WorkloadMode::Inference;
    std::optional<int> layers;
    std::optional<int> kvHeads; ///< key/value heads (fewer than attention heads under GQA)
    std::optional<int> headDim;
    std::optional<int> context; ///< tokens per sequence
    int batch = 1;
    std::optional<int> hidden;       ///< model width; estimated from parameters and layers if absent
    double trainableFraction = 0.01; ///< LoRA/QLoRA adapter parameters as a share of the model
    double overheadFraction = 0.20;  ///< framework, CUDA context and fragmentation

    /// Empty when valid; otherwise names the first bad field.
    QString validate() const;
};

/// The estimate, split into its parts (bytes), with the assumptions made along the way.
struct MemoryEstimate
{
    double weightsBytes = 0;
    double kvCacheBytes = 0;
    double gradientBytes = 0;
    double optimizerBytes = 0;
    double activationBytes = 0;
    double overheadBytes = 0;
    QStringList formula;     ///< one line per term, with the numbers put in (translated)
    QStringList assumptions; ///< what was assumed (translated)

    double totalBytes() const
    {
        return weightsBytes + kvCacheBytes + gradientBytes + optimizerBytes + activationBytes + overheadBytes;
    }
    /// GPU memory is sold in GiB and labelled "GB"; so are these figures.
    double totalGb() const { return totalBytes() / (1024.0 * 1024.0 * 1024.0); }
};

MemoryEstimate estimateMemory(const MemoryWorkload &workload);

/// Whether one card holds the workload, and how many cards of that kind it takes otherwise,
/// splitting the whole estimate evenly across them (tensor or pipeline parallelism).
struct MemoryFit
{
    bool fitsOne = false;
    int gpusNeeded = 1;
};

MemoryFit fitOnGpu(const MemoryEstimate &estimate, double vramGb);

/// The post's rules of thumb, as minimum GB by kind of work.
struct MemoryRuleOfThumb
{
    QString work; ///< translated: "image generation"
    double minimumGb;
};
QList<MemoryRuleOfThumb> memoryRulesOfThumb();

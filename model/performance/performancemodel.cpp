// SPDX-FileCopyrightText: 2026 GPU Advisor contributors
// SPDX-License-Identifier: GPL-3.0-or-later
#include "model/performance/performancemodel.h"

#include "model/format/formatter.h"

#include <algorithm>
#include <cmath>

using namespace Qt::StringLiterals;

QString metricKey(Metric metric)
{
    switch (metric) {
    case Metric::Int8Inference:
        return u"int8-inference"_s;
    case Metric::Fp16Inference:
        return u"fp16-inference"_s;
    case Metric::Fp16Training:
        return u"fp16-training"_s;
    case Metric::LlmGeneration:
        return u"llm-generation"_s;
    case Metric::ImageGeneration:
        return u"image-generation"_s;
    }
    return {};
}

QString metricTitle(Metric metric)
{
    // Views shorten a title to the part before " (", so a translation keeps the details in
    // brackets at the end.
    switch (metric) {
    case Metric::Int8Inference:
        return PerformanceModel::tr("8-bit inference");
    case Metric::Fp16Inference:
        return PerformanceModel::tr("16-bit inference");
    case Metric::Fp16Training:
        return PerformanceModel::tr("16-bit training");
    case Metric::LlmGeneration:
        //: Keep the details in brackets at the end, after a space: views may show only the part before " ("
        return PerformanceModel::tr("LLM token generation (batch 1, 4-bit)");
    case Metric::ImageGeneration:
        //: Keep the details in brackets at the end, after a space: views may show only the part before " ("
        return PerformanceModel::tr("Image generation (diffusion)");
    }
    return {};
}

QList<Metric> allMetrics()
{
    return {Metric::Int8Inference, Metric::Fp16Inference, Metric::Fp16Training, Metric::LlmGeneration,
            Metric::ImageGeneration};
}

std::optional<Metric> metricFromKey(const QString &key)
{
    for (Metric m : allMetrics()) {
        if (metricKey(m) == key.trimmed().toLower())
            return m;
    }
    return std::nullopt;
}

PerformanceParameters PerformanceParameters::defaults()
{
    PerformanceParameters p;
    // Transformer matmuls of BERT-large: input and weights fit Ada's 72 MB L2 (the post).
    constexpr double BertLargeWorkingSetMb = 72;
    // Shares fitted to Lambda's 2022-23 PyTorch training benchmark of 12 GPUs, held to the
    // post's A100/V100 practical estimate (docs/model.md, "Fitting the shares").
    p.workloads.insert(Metric::Fp16Training, {0.25, 0.25, BertLargeWorkingSetMb, false, 0, 0});
    // Batched transformer inference: mostly memory-bound; compute share fitted to Lambda's
    // FP16 inference measurements; launch overhead negligible at batch > 8.
    p.workloads.insert(Metric::Fp16Inference, {0.20, 0.0, BertLargeWorkingSetMb, false, 0, 0});
    p.workloads.insert(Metric::Int8Inference, {0.20, 0.0, BertLargeWorkingSetMb, true, 0, 0});
    // Llama-3-8B in 4-bit (Q4_K_M, 4.92 GB) at batch 1: each token streams the weights once,
    // plus a fixed 3.8 ms per token fitted to 14 GPUs measured with llama.cpp.
    p.workloads.insert(Metric::LlmGeneration, {0.0, 0.0, 0, false, 4.92, 3.8});
    // Stable Diffusion at batch 4: compute-heavy; fitted to the diffusers benchmark and held to
    // MLPerf's SDXL H200/H100 ratio (a compute-bound sign).
    p.workloads.insert(Metric::ImageGeneration, {0.20, 0.175, BertLargeWorkingSetMb, false, 0, 0});
    return p;
}

QString PerformanceParameters::validate() const
{
    auto finite = [](double v) {
        return std::isfinite(v);
    };
    for (auto it = workloads.cbegin(); it != workloads.cend(); ++it) {
        const WorkloadProfile &w = it.value();
        const QString name = metricKey(it.key());
        if (!finite(w.computeShare) || !finite(w.overheadShare) || w.computeShare < 0 || w.overheadShare < 0 ||
            w.computeShare + w.overheadShare > 1) {
            //: %1 is a metric's key such as fp16-training (untranslated)
            return PerformanceModel::tr(
                       "%1: the compute and overhead shares must be from 0 to 1 and add up to at most 1")
                .arg(name);
        }
        if (!finite(w.workingSetMb) || w.workingSetMb < 0) {
            //: %1 is a metric's key such as fp16-training (untranslated)
            return PerformanceModel::tr("%1: the working set must be 0 MB or more").arg(name);
        }
        if (!finite(w.weightsGbPerUnit) || w.weightsGbPerUnit < 0 || !finite(w.latencyMsPerUnit) ||
            w.latencyMsPerUnit < 0) {
            //: %1 is a metric's key such as fp16-training (untranslated)
            return PerformanceModel::tr("%1: the weights per token and the latency must be 0 or more").arg(name);
        }
    }
    // The parameters' names (l2-gain, ...) are keys and stay untranslated.
    if (!finite(l2MaxGain) || l2MaxGain < 1 || l2MaxGain > 10) {
        //: "l2-gain" is a parameter name: keep it untranslated
        return PerformanceModel::tr("l2-gain must be from 1 to 10");
    }
    if (!finite(l2BaselineMb) || l2BaselineMb < 0) {
        //: "l2-baseline" is a parameter name: keep it untranslated
        return PerformanceModel::tr("l2-baseline must be 0 MB or more");
    }
    if (!finite(tmaGain) || tmaGain < 1 || tmaGain > 5) {
        //: "tma-gain" is a parameter name: keep it untranslated
        return PerformanceModel::tr("tma-gain must be from 1 to 5");
    }
    if (!finite(rocmEfficiency) || rocmEfficiency <= 0 || rocmEfficiency > 1) {
        //: "rocm-efficiency" is a parameter name: keep it untranslated
        return PerformanceModel::tr("rocm-efficiency must be more than 0 and at most 1");
    }
    if (!finite(batchDoublingGain) || batchDoublingGain < 0 || batchDoublingGain > 1) {
        //: "batch-doubling-gain" is a parameter name: keep it untranslated
        return PerformanceModel::tr("batch-doubling-gain must be from 0 to 1");
    }
    if (referenceGpu.trimmed().isEmpty())
        return PerformanceModel::tr("the reference GPU must be named");
    return {};
}

QString PerformanceEstimate::bound() const
{
    if (memoryTime >= computeTime && memoryTime >= overheadTime)
        return u"memory"_s;
    if (computeTime >= overheadTime)
        return u"compute"_s;
    return u"overhead"_s;
}

QString PerformanceEstimate::boundTitle() const
{
    return Formatter::bound(bound());
}

std::optional<double> sharedMemoryKb(const QString &architecture)
{
    // The post's table (Volta, Turing, Ampere, Ada) and NVIDIA's Pascal tuning guide (96 KB).
    const QString a = architecture.toLower();
    if (a.startsWith(u"pascal"))
        return 96;
    if (a.startsWith(u"volta"))
        return 128;
    if (a.startsWith(u"turing"))
        return 96;
    if (a.startsWith(u"ampere") || a.startsWith(u"ada"))
        return 128;
    return std::nullopt;
}

bool hasPartitionedL2(const Gpu &gpu)
{
    const QString a = gpu.architecture.toLower();
    return gpu.formFactor == FormFactor::Datacenter && gpu.vendor.compare(u"NVIDIA"_s, Qt::CaseInsensitive) == 0 &&
           (a.startsWith(u"ampere") || a.startsWith(u"hopper") || a.startsWith(u"blackwell"));
}

bool hasMatrixUnits(const Gpu &gpu)
{
    if (gpu.vendor.compare(u"AMD"_s, Qt::CaseInsensitive) == 0)
        return gpu.architecture.startsWith(u"CDNA"_s, Qt::CaseInsensitive);
    return gpu.hasTensorCores();
}

PerformanceModel::PerformanceModel(PerformanceParameters parameters)
    : m_parameters(std::move(parameters))
{}

void PerformanceModel::setReference(const Gpu &reference)
{
    m_reference = reference;
}

PerformanceModel::Raw PerformanceModel::raw(const Gpu &gpu, Metric metric) const
{
    const WorkloadProfile w = m_parameters.workloads.value(metric);
    Raw r;
    PerformanceEstimate &e = r.parts;
    e.metric = metric;
    const bool amd = gpu.vendor.compare(u"AMD"_s, Qt::CaseInsensitive) == 0;
    const bool eightBit = w.eightBit && gpu.fp8 && gpu.int8Tops.has_value();
    if (eightBit) {
        r.matrixTflops = *gpu.int8Tops;
        //: The path matrix work takes on a GPU: its 8-bit (FP8) tensor cores
        r.matrixPath = tr("FP8 tensor");
        e.bytesFactor = 0.5;
    } else if (hasMatrixUnits(gpu) && gpu.fp16TensorTflops) {
        r.matrixTflops = *gpu.fp16TensorTflops;
        if (amd) {
            //: The path matrix work takes on a GPU: AMD's 16-bit matrix cores
            r.matrixPath = tr("FP16 matrix cores");
        } else {
            //: The path matrix work takes on a GPU: NVIDIA's 16-bit tensor cores
            r.matrixPath = tr("FP16 tensor");
        }
    } else {
        r.matrixTflops = gpu.fp32Tflops;
        //: The path matrix work takes on a GPU without tensor cores: its ordinary 32-bit rate
        r.matrixPath = tr("FP32 (no tensor cores)");
        e.notes.append(tr("no dedicated matrix units: matrix work runs at the FP32 rate"));
    }
    if (w.eightBit && !eightBit)
        e.notes.append(tr("no FP8 tensor cores: 8-bit inference runs like 16-bit inference (as in the post)"));

    e.effectiveL2Mb = gpu.l2CacheMb.value_or(0);
    if (hasPartitionedL2(gpu)) {
        e.effectiveL2Mb /= 2;
        //: L2 is the GPU's level-2 cache; SM is a streaming multiprocessor
        e.notes.append(tr("L2 split in two partitions: each SM sees about half of it"));
    }
    const double workingSet = w.workingSetMb * e.bytesFactor;
    if (workingSet > 0) {
        const double base = m_parameters.l2BaselineMb;
        const double fit =
            workingSet > base ? std::clamp((e.effectiveL2Mb - base) / (workingSet - base), 0.0, 1.0) : 1.0;
        e.l2Gain = 1 + (m_parameters.l2MaxGain - 1) * fit;
    }
    if (const auto smem = sharedMemoryKb(gpu.architecture); smem && *smem < m_parameters.referenceSharedMemoryKb) {
        e.sharedMemoryFactor = std::sqrt(m_parameters.referenceSharedMemoryKb / *smem);
        //: %1 is a size in kilobytes; SM is a streaming multiprocessor
        e.notes.append(tr("%1 KB shared memory per SM: smaller tiles, more memory traffic").arg(*smem));
    }
    const QString arch = gpu.architecture.toLower();
    if (!amd && (arch.startsWith(u"hopper") || arch.startsWith(u"blackwell")))
        e.tmaGain = m_parameters.tmaGain;
    if (amd) {
        e.softwareFactor = m_parameters.rocmEfficiency;
        e.notes.append(tr("ROCm software: the same silicon reaches less than on CUDA"));
    }
    e.matrixTflops = r.matrixTflops * e.softwareFactor;
    e.matrixPath = r.matrixPath;
    e.bandwidthGbs = gpu.memoryBandwidthGbs;
    r.effectiveBandwidth =
        gpu.memoryBandwidthGbs * e.l2Gain * e.tmaGain * e.softwareFactor / (e.sharedMemoryFactor * e.bytesFactor);
    r.matrixTflops = e.matrixTflops;
    return r;
}

PerformanceEstimate PerformanceModel::estimate(const Gpu &gpu, Metric metric) const
{
    const Gpu reference = m_reference.value_or(gpu);
    const Raw g = raw(gpu, metric);
    const Raw ref = raw(reference, metric);
    WorkloadProfile w = m_parameters.workloads.value(metric);
    if (w.weightsGbPerUnit > 0) {
        // Per-token time on the reference: weights / bandwidth + fixed latency.
        const double streamMs = w.weightsGbPerUnit / ref.effectiveBandwidth * 1000.0;
        w.computeShare = 0;
        w.overheadShare = w.latencyMsPerUnit / (streamMs + w.latencyMsPerUnit);
    }
    PerformanceEstimate e = g.parts;
    e.computeTime = g.matrixTflops > 0 ? w.computeShare * ref.matrixTflops / g.matrixTflops : 0;
    e.memoryTime = g.effectiveBandwidth > 0 ? w.memoryShare() * ref.effectiveBandwidth / g.effectiveBandwidth : 0;
    e.overheadTime = w.overheadShare;
    if (m_parameters.scaleBatchWithMemory && w.weightsGbPerUnit == 0 && gpu.vramGb > 0 && reference.vramGb > 0) {
        // Each doubling of the batch the memory allows adds batchDoublingGain of throughput.
        e.batchFactor = std::max(0.1, 1 + m_parameters.batchDoublingGain * std::log2(gpu.vramGb / reference.vramGb));
        //: %1 is a factor such as 1.136
        e.notes.append(tr("batch sized to memory: x%1 throughput").arg(e.batchFactor, 0, 'f', 3));
    }
    const double total = e.totalTime();
    e.relative = total > 0 ? e.batchFactor / total : 0;
    return e;
}

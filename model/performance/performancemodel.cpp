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
    case Metric::LlmPrefill:
        return u"llm-prefill"_s;
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
    case Metric::LlmPrefill:
        //: Keep the details in brackets at the end, after a space: views may show only the part before " ("
        return PerformanceModel::tr("LLM prompt processing (prefill, 4-bit)");
    case Metric::ImageGeneration:
        //: Keep the details in brackets at the end, after a space: views may show only the part before " ("
        return PerformanceModel::tr("Image generation (diffusion)");
    }
    return {};
}

QList<Metric> allMetrics()
{
    return {Metric::Int8Inference, Metric::Fp16Inference, Metric::Fp16Training,
            Metric::LlmGeneration, Metric::LlmPrefill,    Metric::ImageGeneration};
}

std::optional<Metric> metricFromKey(const QString &key)
{
    for (Metric m : allMetrics()) {
        if (metricKey(m) == key.trimmed().toLower())
            return m;
    }
    return std::nullopt;
}

QString softwareAssumptionKey(SoftwareAssumption assumption)
{
    return assumption == SoftwareAssumption::Post2023 ? u"post-2023"_s : u"today"_s;
}

QString softwareAssumptionTitle(SoftwareAssumption assumption)
{
    if (assumption == SoftwareAssumption::Post2023) {
        //: The software assumption for 8-bit work: only FP8, as Tim Dettmers' 2023 post assumed
        return PerformanceModel::tr("the 2023 post (FP8 only)");
    }
    //: The software assumption for 8-bit work: every 8-bit format the tensor cores run
    return PerformanceModel::tr("today's stacks (INT8 and FP8)");
}

std::optional<SoftwareAssumption> softwareAssumptionFromKey(const QString &key)
{
    const QString k = key.trimmed().toLower();
    for (SoftwareAssumption a : {SoftwareAssumption::TodaysStacks, SoftwareAssumption::Post2023}) {
        if (softwareAssumptionKey(a) == k)
            return a;
    }
    return std::nullopt;
}

SoftwareAssumption softwareAssumptionFor(const QDate &asOf)
{
    return asOf.isValid() && asOf < QDate(2024, 1, 1) ? SoftwareAssumption::Post2023 : SoftwareAssumption::TodaysStacks;
}

namespace {

bool isVendor(const Gpu &gpu, QStringView vendor)
{
    return gpu.vendor.compare(vendor, Qt::CaseInsensitive) == 0;
}

bool archStarts(const Gpu &gpu, QStringView prefix)
{
    return gpu.architecture.startsWith(prefix, Qt::CaseInsensitive);
}

} // namespace

int narrowFormats(const Gpu &gpu)
{
    if (!hasMatrixUnits(gpu))
        return 0;
    int formats = 0;
    const bool nvidia = isVendor(gpu, u"NVIDIA");
    // NVIDIA's INT8 tensor path starts with Turing (2nd-generation tensor cores); Volta has none.
    if (gpu.int8Tops && (!nvidia || gpu.tensorCoreGeneration >= 2))
        formats |= int(NarrowFormat::Int8);
    if (gpu.fp8)
        formats |= int(NarrowFormat::Fp8);
    if ((nvidia && archStarts(gpu, u"Blackwell")) || archStarts(gpu, u"CDNA 4"))
        formats |= int(NarrowFormat::Fp4);
    return formats;
}

QString narrowFormatsText(int formats)
{
    QStringList names;
    if (formats & int(NarrowFormat::Int8))
        names << u"INT8"_s;
    if (formats & int(NarrowFormat::Fp8))
        names << u"FP8"_s;
    if (formats & int(NarrowFormat::Fp4))
        names << u"FP4"_s;
    return names.join(u", "_s);
}

bool halfRateFp32Accumulate(const Gpu &gpu)
{
    return isVendor(gpu, u"NVIDIA") && gpu.formFactor == FormFactor::Consumer && gpu.fp16TensorTflops && gpu.int8Tops &&
           *gpu.fp16TensorTflops > 0 && *gpu.int8Tops / *gpu.fp16TensorTflops > 3;
}

std::optional<double> matrixEnergyPj(const Gpu &gpu)
{
    // Each figure: board power / (peak rate x (measured / peak)^3) of one card measured in a large
    // FP16 matmul (docs/model.md §1.5), a card of the same die family where one was measured;
    // other architectures take the figure of the same process.
    constexpr double Volta = 6.01;     // Tesla V100S: 88.9 of 130 TFLOPS at 250 W (TSMC 12 nm)
    constexpr double Turing = 4.01;    // Tesla T4 (TU104): 41.9 of 65 TFLOPS at 70 W (TSMC 12 nm)
    constexpr double Ga100 = 2.25;     // A100 SXM4 80 GB: 258.7 of 312 TFLOPS at 400 W (TSMC N7)
    constexpr double Ga10x = 4.11;     // RTX A6000 (GA102): 120.5 of 154.8 TFLOPS at 300 W (Samsung 8N)
    constexpr double Ada = 2.49;       // L40S (AD102): 264.0 of 362.05 TFLOPS at 350 W (TSMC 4N)
    constexpr double Hopper = 1.55;    // H100 SXM5: 761.8 of 989.4 TFLOPS at 700 W (TSMC 4N)
    constexpr double Blackwell = 1.17; // B200: 1627.6 of 2250 TFLOPS at 1000 W (TSMC 4NP)
    if (!hasMatrixUnits(gpu))
        return std::nullopt;
    if (isVendor(gpu, u"NVIDIA")) {
        if (archStarts(gpu, u"Volta"))
            return Volta;
        if (archStarts(gpu, u"Turing"))
            return Turing;
        // GA100 is the only Ampere die with HBM; the GA10x dies (GeForce, RTX A-series, A10, A40)
        // are another process and design.
        if (archStarts(gpu, u"Ampere"))
            return gpu.memoryType.contains(u"HBM"_s, Qt::CaseInsensitive) ? Ga100 : Ga10x;
        if (archStarts(gpu, u"Ada"))
            return Ada;
        if (archStarts(gpu, u"Hopper"))
            return Hopper;
        if (archStarts(gpu, u"Blackwell"))
            return Blackwell;
        return std::nullopt;
    }
    if (isVendor(gpu, u"AMD")) {
        if (archStarts(gpu, u"CDNA 2"))
            return Ga100; // TSMC N6, the N7 family
        if (archStarts(gpu, u"CDNA 3") || archStarts(gpu, u"RDNA 4"))
            return Hopper; // TSMC N5 / N4 compute dies
        if (archStarts(gpu, u"CDNA 4"))
            return Blackwell; // TSMC N3
        return std::nullopt;
    }
    if (isVendor(gpu, u"Intel")) {
        if (archStarts(gpu, u"Xe2"))
            return Hopper; // Battlemage: TSMC N5
        if (archStarts(gpu, u"Xe"))
            return Ga100; // Alchemist: TSMC N6
    }
    return std::nullopt;
}

double memoryEnergyPjPerByte(const Gpu &gpu)
{
    // Average device power per bit: HBM2E 6.0 pJ, GDDR6X 7.25 pJ, GDDR6 7.5 pJ (the memory
    // comparison table of kylolab.com, "Ultra-Bandwidth Solutions"); other DRAM as GDDR6
    // (docs/model.md §1.5).
    const QString type = gpu.memoryType;
    if (type.contains(u"HBM"_s, Qt::CaseInsensitive))
        return 6.0 * 8;
    if (type.contains(u"GDDR6X"_s, Qt::CaseInsensitive))
        return 7.25 * 8;
    return 7.5 * 8;
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
    // Large-batch 8-bit inference (MLPerf BERT-large and ResNet-50 Offline): fitted with the power
    // model to the MLPerf datasets (docs/model.md §3).
    p.workloads.insert(Metric::Int8Inference, {0.45, 0.025, BertLargeWorkingSetMb, true, 0, 0});
    // Llama-3-8B in 4-bit (Q4_K_M, 4.92 GB) at batch 1: each token streams the weights once,
    // plus a fixed 3.8 ms per token fitted to 14 GPUs measured with llama.cpp.
    p.workloads.insert(Metric::LlmGeneration, {0.0, 0.0, 0, false, 4.92, 3.8});
    // Prompt processing (prefill) of the same model: batched matrix products over the prompt,
    // 16-bit products with 16-bit accumulation (llama.cpp's cuBLAS path). Shares fitted with the
    // other batched forward passes (docs/model.md §1.4).
    p.workloads.insert(Metric::LlmPrefill, {0.35, 0.325, BertLargeWorkingSetMb, false, 0, 0, true});
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
    if (!finite(geforceBoostCeiling) || geforceBoostCeiling < 1 || geforceBoostCeiling > 1.5) {
        //: "geforce-boost-ceiling" is a parameter name: keep it untranslated
        return PerformanceModel::tr("geforce-boost-ceiling must be from 1 to 1.5");
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
    // RDNA 1-3 run WMMA on the shader ALUs; RDNA 4 has dedicated matrix accelerators with an
    // INT8 rate twice its FP16 rate.
    if (gpu.vendor.compare(u"AMD"_s, Qt::CaseInsensitive) == 0)
        return gpu.architecture.startsWith(u"CDNA"_s, Qt::CaseInsensitive) ||
               gpu.architecture.startsWith(u"RDNA 4"_s, Qt::CaseInsensitive);
    return gpu.hasTensorCores();
}

PerformanceModel::PerformanceModel(PerformanceParameters parameters)
    : m_parameters(std::move(parameters))
{}

void PerformanceModel::setReference(const Gpu &reference)
{
    m_reference = reference;
}

WorkloadProfile PerformanceModel::profile(Metric metric) const
{
    WorkloadProfile w = m_parameters.workloads.value(metric);
    if (metric == Metric::Int8Inference && m_parameters.software == SoftwareAssumption::Post2023) {
        // The post's 8-bit inference is the transformer inference of its time, which it equates
        // with 16-bit inference where FP8 is missing: the 16-bit inference shares.
        const WorkloadProfile sixteen = m_parameters.workloads.value(Metric::Fp16Inference);
        w.computeShare = sixteen.computeShare;
        w.overheadShare = sixteen.overheadShare;
    }
    return w;
}

PerformanceModel::Raw PerformanceModel::raw(const Gpu &gpu, Metric metric) const
{
    const WorkloadProfile w = profile(metric);
    Raw r;
    PerformanceEstimate &e = r.parts;
    e.metric = metric;
    e.narrowFormats = narrowFormats(gpu);
    const bool amd = gpu.vendor.compare(u"AMD"_s, Qt::CaseInsensitive) == 0;
    const bool post = m_parameters.software == SoftwareAssumption::Post2023;
    const int usable = post ? (e.narrowFormats & int(NarrowFormat::Fp8))
                            : (e.narrowFormats & (int(NarrowFormat::Int8) | int(NarrowFormat::Fp8)));
    const bool eightBit = w.eightBit && usable != 0 && gpu.int8Tops.has_value();
    double energyPerOp = matrixEnergyPj(gpu).value_or(0);
    if (eightBit) {
        r.matrixTflops = *gpu.int8Tops;
        if (usable & int(NarrowFormat::Fp8)) {
            //: The path matrix work takes on a GPU: its 8-bit floating-point (FP8) tensor cores
            r.matrixPath = tr("FP8 tensor");
        } else {
            //: The path matrix work takes on a GPU: its 8-bit integer (INT8) tensor cores
            r.matrixPath = tr("INT8 tensor");
        }
        e.bytesFactor = 0.5;
        energyPerOp /= 2; // half-width operands: twice the rate for the same power
    } else if (hasMatrixUnits(gpu) && gpu.fp16TensorTflops) {
        r.matrixTflops = *gpu.fp16TensorTflops;
        if (amd) {
            //: The path matrix work takes on a GPU: AMD's 16-bit matrix cores
            r.matrixPath = tr("FP16 matrix cores");
        } else {
            //: The path matrix work takes on a GPU: NVIDIA's 16-bit tensor cores
            r.matrixPath = tr("FP16 tensor");
        }
        if (w.fp16Accumulate && halfRateFp32Accumulate(gpu)) {
            r.matrixTflops *= 2;
            e.notes.append(tr("16-bit accumulation: this GeForce card's tensor cores run at their full rate"));
        }
    } else {
        r.matrixTflops = gpu.fp32Tflops;
        energyPerOp = 0; // see below: the card is rated to hold its FP32 rate at board power
        //: The path matrix work takes on a GPU without tensor cores: its ordinary 32-bit rate
        r.matrixPath = tr("FP32 (no tensor cores)");
        e.notes.append(tr("no dedicated matrix units: matrix work runs at the FP32 rate"));
    }
    if (w.eightBit && !eightBit) {
        if (post && (e.narrowFormats & int(NarrowFormat::Int8))) {
            e.notes.append(tr("INT8 tensor cores left unused: the 2023 post's software assumption (FP8 only)"));
        } else {
            e.notes.append(tr("no 8-bit tensor cores: 8-bit inference runs like 16-bit inference"));
        }
    }
    e.peakMatrixTflops = r.matrixTflops;
    // pJ x 10^12 per second = W, at the rate the work runs: a GeForce card at its half rate with
    // FP32 accumulation draws for that rate (the same dies measured on GeForce and professional
    // cards agree only so, docs/model.md §1.5). Without an energy figure (no matrix units, an
    // architecture without a measurement) the card is taken to draw its board power at its rated
    // rate.
    e.matrixPowerWatts = energyPerOp > 0 ? energyPerOp * r.matrixTflops : double(gpu.tdpWatts);
    e.memoryPowerWatts = memoryEnergyPjPerByte(gpu) * gpu.memoryBandwidthGbs / 1000.0;
    e.powerBudgetWatts = m_parameters.powerCap ? gpu.tdpWatts : 0;

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

namespace {

/// The clock (fraction of the rated boost clock) at which the average power of the work fits
/// `budget`, at most `ceiling`. Per unit of work at the rated clock the matrix units are busy `tc`
/// and draw `pc`, the memory is busy `tm` and draws `pm`, and `to` is overhead that draws next to
/// nothing. At clock s the matrix part takes tc / s and draws pc s^k (k = dvfsExponent), so its
/// energy is pc tc s^(k-1); the memory part is unchanged; the overhead takes to / s when
/// `overheadFollowsClock` (latency-bound work on the SMs), else to.
double sustainedClock(double pc, double pm, double tc, double tm, double to, bool overheadFollowsClock, double budget,
                      double k, double ceiling)
{
    if (budget <= 0 || pc <= 0 || tc <= 0)
        return ceiling;
    auto power = [&](double s) {
        return (pc * tc * std::pow(s, k - 1) + pm * tm) / (tc / s + tm + (overheadFollowsClock ? to / s : to));
    };
    if (power(ceiling) <= budget)
        return ceiling;
    double lo = 1e-3;
    double hi = ceiling;
    for (int i = 0; i < 60; ++i) {
        const double mid = (lo + hi) / 2;
        (power(mid) > budget ? hi : lo) = mid;
    }
    return lo;
}

} // namespace

PerformanceEstimate PerformanceModel::estimate(const Gpu &gpu, Metric metric,
                                               std::optional<double> powerLimitWatts) const
{
    const Gpu reference = m_reference.value_or(gpu);
    const Raw g = raw(gpu, metric);
    const Raw ref = raw(reference, metric);
    WorkloadProfile w = profile(metric);
    if (w.weightsGbPerUnit > 0) {
        // Per-token time on the reference: weights / bandwidth + fixed latency.
        const double streamMs = w.weightsGbPerUnit / ref.effectiveBandwidth * 1000.0;
        w.computeShare = 0;
        w.overheadShare = w.latencyMsPerUnit / (streamMs + w.latencyMsPerUnit);
    }
    const double k = m_parameters.dvfsExponent;
    // The shares are those of the reference at its rated boost clock. Under today's stacks, matrix
    // work and the overhead (small kernels and launches: latency-bound work on the SMs) run at the
    // clock a card sustains, which GPU Boost takes above the rated clock on GeForce cards where the
    // board power allows, and the power cap below it (docs/model.md §1.5); a card without a rated
    // clock in the data keeps a fixed overhead. The 2023 post's assumption keeps the post's
    // arithmetic: rated clocks and a fixed overhead, so its figures come out as the post has them.
    const bool clockPaced = m_parameters.software == SoftwareAssumption::TodaysStacks;
    auto ceiling = [&](const Gpu &card) {
        const bool geforce = isVendor(card, u"NVIDIA") && card.formFactor == FormFactor::Consumer;
        return clockPaced && card.boostClockMhz && geforce ? m_parameters.geforceBoostCeiling : 1.0;
    };
    const bool refFollows = clockPaced && reference.boostClockMhz.has_value();
    const double refClock =
        sustainedClock(ref.parts.matrixPowerWatts, ref.parts.memoryPowerWatts, w.computeShare, w.memoryShare(),
                       w.overheadShare, refFollows, ref.parts.powerBudgetWatts, k, ceiling(reference));
    const double refTime =
        w.computeShare / refClock + w.memoryShare() + (refFollows ? w.overheadShare / refClock : w.overheadShare);

    PerformanceEstimate e = g.parts;
    if ((w.computeShare > 0 && g.matrixTflops <= 0) || (w.memoryShare() > 0 && g.effectiveBandwidth <= 0)) {
        e.estimated = false;
        e.notes.append(tr("not estimated: the specifications lack the rate this workload needs"));
        return e;
    }
    const double tc = w.computeShare > 0 ? w.computeShare * ref.matrixTflops / g.matrixTflops : 0;
    const double tm = w.memoryShare() > 0 ? w.memoryShare() * ref.effectiveBandwidth / g.effectiveBandwidth : 0;
    // The overhead at the card's rated clock: the reference's, scaled by the two rated clocks.
    const bool follows = gpu.boostClockMhz.has_value() && refFollows;
    const double to = follows ? w.overheadShare * *reference.boostClockMhz / *gpu.boostClockMhz : w.overheadShare;
    e.clockFactor = sustainedClock(e.matrixPowerWatts, e.memoryPowerWatts, tc, tm, to, follows, e.powerBudgetWatts, k,
                                   ceiling(gpu));
    if (powerLimitWatts && *powerLimitWatts > 0 && e.powerBudgetWatts > 0 && *powerLimitWatts < e.powerBudgetWatts) {
        // Under sustained load GPU Boost raises the clock until the card draws its board power; a
        // lower limit takes the whole draw down with clock^k from there (docs/model.md §1.5).
        e.clockFactor *= std::pow(*powerLimitWatts / e.powerBudgetWatts, 1.0 / k);
        e.powerBudgetWatts = *powerLimitWatts;
    }
    if (e.clockFactor < 0.995) {
        //: %1 the watts the matrix units would draw at full clock, %2 the power budget, %3 a percentage
        e.notes.append(tr("power-limited: %1 W needed at the peak clock, %2 W available; sustained clock %3% of peak")
                           .arg(std::round(e.matrixPowerWatts))
                           .arg(std::round(e.powerBudgetWatts))
                           .arg(std::round(e.clockFactor * 100)));
    }
    e.matrixTflops *= e.clockFactor;
    if (gpu.boostClockMhz)
        e.sustainedClockMhz = *gpu.boostClockMhz * e.clockFactor;
    e.computeTime = tc / e.clockFactor / refTime;
    e.memoryTime = tm / refTime;
    e.overheadTime = (follows ? to / e.clockFactor : to) / refTime;
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

double PerformanceModel::powerLimitFactor(const Gpu &gpu, Metric metric, double powerLimitWatts) const
{
    const PerformanceEstimate full = estimate(gpu, metric);
    const PerformanceEstimate limited = estimate(gpu, metric, powerLimitWatts);
    return full.relative > 0 ? limited.relative / full.relative : 1.0;
}

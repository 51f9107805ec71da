// SPDX-FileCopyrightText: 2026 GPU Advisor contributors
// SPDX-License-Identifier: GPL-3.0-or-later
#include "model/llm/llmestimator.h"

#include "model/format/formatter.h"
#include "model/llm/contextnote.h"
#include "model/llm/llmestimation.h"

#include <algorithm>
#include <cmath>

using namespace Qt::StringLiterals;

namespace {

QString gb(double value)
{
    return Formatter::number(value, 1);
}

/// Same device model in every group: what tensor parallelism needs.
bool identicalDevices(const LlmConfiguration &c)
{
    return c.groups.size() == 1;
}

/// The matrix rate (TFLOPS) prompt processing runs at on `device` for `format` served by `backend`.
std::optional<double> matrixRate(const LlmDevice &device, const WeightFormat &format, LlmBackend backend)
{
    if (backend == LlmBackend::Vllm && format.matrixPath == MatrixPath::Int8 && device.int8Tops) {
        // FP8 and FP4 formats need FP8 tensor cores; INT8 W8A8 runs on any INT8 tensor core.
        if (device.fp8 || format.key == u"W8A8-INT8"_s)
            return device.int8Tops;
    }
    // llama.cpp's matrix kernels accumulate in FP16 or INT32: full rate on GeForce cards too.
    if (backend == LlmBackend::LlamaCpp && device.halfRateFp32Accumulate && device.fp16Tflops)
        return *device.fp16Tflops * 2;
    return device.fp16Tflops;
}

} // namespace

QString LlmWorkload::validate() const
{
    // Option names stay untranslated.
    if (context < 1 || context > 100000000) {
        //: "context" is a command-line option name: keep it untranslated; %1 is the value given
        return QCoreApplication::translate("LlmWorkload", "context must be from 1 to 100,000,000 tokens (got %1)")
            .arg(context);
    }
    if (users < 1 || users > 100000) {
        //: "users" is a command-line option name: keep it untranslated; %1 is the value given
        return QCoreApplication::translate("LlmWorkload", "users must be from 1 to 100,000 (got %1)").arg(users);
    }
    return model.validate();
}

QString llmContextNote(const LlmWorkload &workload)
{
    const LlmModel &model = workload.model;
    const int context = workload.context;
    if (model.nativeContext <= 0 || context <= model.nativeContext)
        return {};
    //: %1 is the context asked for, %2 the model's native context, both in tokens; %3 the model's name.
    return QCoreApplication::translate("LlmWorkload", "%1 tokens of context is more than %3 was trained for (%2 "
                                                      "tokens): the memory is planned as asked, but the model needs "
                                                      "context extension (such as RoPE scaling) to use it, and its "
                                                      "answers may degrade past %2 tokens.")
        .arg(Formatter::integer(context), Formatter::integer(model.nativeContext), model.name);
}

double LlmParameters::bandwidthEfficiency(const LlmDevice &device, LlmBackend backend) const
{
    switch (device.family) {
    case DeviceFamily::Nvidia:
        // One token at a time, llama.cpp's kernels turn less of an HBM card's bandwidth into speed.
        if (device.hbm && backend == LlmBackend::LlamaCpp)
            return nvidiaHbmLlamaCppBandwidthEfficiency;
        return nvidiaBandwidthEfficiency;
    case DeviceFamily::Apple:
        return appleBandwidthEfficiency;
    case DeviceFamily::Amd:
    case DeviceFamily::Intel:
        return nvidiaBandwidthEfficiency * rocmFactor;
    }
    return nvidiaBandwidthEfficiency;
}

double LlmParameters::computeEfficiency(const LlmDevice &device) const
{
    switch (device.family) {
    case DeviceFamily::Nvidia:
        return nvidiaComputeEfficiency;
    case DeviceFamily::Apple:
        return appleComputeEfficiency;
    case DeviceFamily::Amd:
    case DeviceFamily::Intel:
        return nvidiaComputeEfficiency * amdComputeFactor;
    }
    return nvidiaComputeEfficiency;
}

bool LlmParameters::takesAmdScoreCost(const LlmDevice &device)
{
    return device.family == DeviceFamily::Amd || device.family == DeviceFamily::Intel;
}

double LlmParameters::scoreFlops(const LlmDevice &device) const
{
    return std::max(0.0, takesAmdScoreCost(device) ? amdAttentionScoreFlops : attentionScoreFlops);
}

double LlmParameters::smallMatrixEfficiency(double tokens) const
{
    // t / (t + t0), relative to its value at the 512-token micro-batch the efficiencies were
    // measured at.
    const double t = std::max(1.0, tokens);
    const double t0 = std::max(0.0, halfEfficiencyTokens);
    return t * (512.0 + t0) / (512.0 * (t + t0));
}

double LlmParameters::latencyS(const LlmDevice &device) const
{
    return device.family == DeviceFamily::Apple ? appleLatencyS : nvidiaLatencyS;
}

double LlmEstimate::totalMemoryGb() const
{
    double sum = offloadGb;
    for (const DeviceMemory &d : devices)
        sum += d.totalGb();
    return sum;
}

LlmEstimator::LlmEstimator(LlmParameters parameters)
    : m_parameters(parameters)
{}

double LlmEstimator::kvCacheGbPerSequence(const LlmModel &model, const KvCacheType &kv, int context)
{
    return model.kvElements(context) * kv.bytesPerElement / LlmEstimation::GiB;
}

WeightFormat LlmEstimator::fileWeightFormat(const LlmModel &model)
{
    const LlmFileWeights &file = model.fileWeights;
    if (const auto known = weightFormat(file.format))
        return *known;
    // A type the format list does not have (IQ2_M, MXFP4_MOE): llama.cpp runs it, and its bits
    // per weight are the file's own.
    const double bits = model.totalParamsB > 0 ? double(file.totalBytes()) * 8.0 / (model.totalParamsB * 1e9) : 16;
    //: %1 a GGUF file's type ("IQ2_M")
    return {file.format,
            tr("GGUF %1 (the file's own bytes)").arg(file.format),
            bits,
            LlmBackend::LlamaCpp,
            MatrixPath::Fp16,
            tr("the GGUF file's tensors")};
}

bool LlmEstimator::usesFileWeights(const LlmWorkload &workload)
{
    const LlmFileWeights &file = workload.model.fileWeights;
    return !file.isEmpty() && file.layerBytes.size() == workload.model.layers &&
           workload.format.key.compare(file.format, Qt::CaseInsensitive) == 0;
}

double LlmEstimator::weightsGb(const LlmModel &model, const WeightFormat &format)
{
    return model.totalParamsB * 1e9 * format.bytesPerWeight() / LlmEstimation::GiB;
}

LlmEstimate LlmEstimation::run()
{
    if (devices.isEmpty() || m.layers < 1)
        return e;
    chooseBackendAndSplit();
    reserveMemory();
    if (e.split == SplitMode::TensorParallel)
        placeTensorParallel();
    else if (exact)
        placeFileLayers();
    else
        placeByShare();
    settlePlacement();
    estimateDecode();
    estimatePrefill();
    explain();
    return e;
}

// Backend and split. Apple and AMD's unified machines run llama.cpp or MLX whatever the format;
// vLLM's tensor parallelism needs identical cards.
void LlmEstimation::chooseBackendAndSplit()
{
    e.backend = w.backend.value_or(w.format.backend);
    const bool apple =
        std::any_of(devices.begin(), devices.end(), [](const LlmDevice &d) { return d.family == DeviceFamily::Apple; });
    if (apple && e.backend == LlmBackend::Vllm) {
        e.backend = LlmBackend::LlamaCpp;
        e.notes.append(LlmEstimator::tr("vLLM does not run on Apple silicon; the estimate assumes MLX or llama.cpp "
                                        "with the same bits per weight."));
    }
    if (n == 1) {
        e.split = SplitMode::Single;
    } else if (c.split == SplitMode::TensorParallel && identicalDevices(c)) {
        e.split = SplitMode::TensorParallel;
    } else if (c.split == SplitMode::Single) {
        e.split =
            e.backend == LlmBackend::Vllm && identicalDevices(c) ? SplitMode::TensorParallel : SplitMode::LayerSplit;
    } else {
        e.split = SplitMode::LayerSplit;
    }
    if (e.split == SplitMode::TensorParallel && m.attentionHeads % n != 0) {
        e.split = SplitMode::LayerSplit;
        e.notes.append(LlmEstimator::tr("The %1 attention heads do not divide over %2 devices, so the layers are "
                                        "split instead (pipeline).")
                           .arg(m.attentionHeads)
                           .arg(n));
    }
}

// Time for `weightBytes` of weights (spread like the layers) and `kvBytes` of cache.
double LlmEstimation::memoryTime(double weightBytes, double kvBytes) const
{
    double ramBytes = 0;
    double deviceBytes = weightBytes + kvBytes;
    if (offloadedRoutedShare > 0) {
        // Routed experts are read in proportion to the share of them that lives in RAM.
        const double routedRead = weightBytes - std::min(weightBytes, denseActive);
        ramBytes = routedRead * offloadedRoutedShare;
        deviceBytes -= ramBytes;
    } else if (offloadedLayerShare > 0) {
        ramBytes = (weightBytes + kvBytes) * offloadedLayerShare;
        deviceBytes -= ramBytes;
    }
    double t = 0;
    if (e.split == SplitMode::TensorParallel) {
        t = deviceBytes / (n * devices[0].bandwidthGbs * GB * p.bandwidthEfficiency(devices[0], e.backend));
    } else {
        // Layer split: the devices work one after another on each token.
        for (int i = 0; i < n; ++i)
            t += deviceBytes * layerShare[i] /
                 (devices[i].bandwidthGbs * GB * p.bandwidthEfficiency(devices[i], e.backend));
    }
    const double ramBandwidth = c.offload ? c.offload->bandwidthGbs() * GB * p.ramBandwidthEfficiency : 0;
    if (ramBytes > 0 && ramBandwidth > 0)
        t += ramBytes / ramBandwidth;
    return t;
}

// Tensor parallelism: two all-reduces of the hidden state per layer and token.
double LlmEstimation::commTime(double tokens) const
{
    if (e.split != SplitMode::TensorParallel)
        return 0.0;
    // vLLM: NCCL's ring all-reduce of 16-bit activations, 2 (n - 1) / n of them over each link.
    // llama.cpp's tensor split (-sm tensor) adds the cards' 32-bit partial results itself, each
    // card exchanging the whole tensor in ceil(log2 n) steps (docs/llm-planning.md §5.1).
    const double bytes = e.backend == LlmBackend::LlamaCpp ? tokens * m.hidden * 4.0 * std::ceil(std::log2(double(n)))
                                                           : tokens * m.hidden * 2.0 * 2.0 * (n - 1) / n;
    const double hopLatency = devices[0].nvlink ? p.nvlinkAllReduceLatencyS : p.pcieAllReduceLatencyS;
    return 2.0 * m.layers * (hopLatency + bytes / (linkGbs * GB));
}

// Decode, one user: bytes read per token over each memory's effective bandwidth; then a batch of
// users, which reads the weights once per step.
void LlmEstimation::estimateDecode()
{
    const LlmFileWeights &file = m.fileWeights;
    const double bytesPerWeight = w.format.bytesPerWeight();
    denseActive = m.denseParamsB() * 1e9 * bytesPerWeight;
    double routedActive = (m.activeParamsB - m.denseParamsB()) * 1e9 * bytesPerWeight;
    routedTotal = m.routedExpertParamsB() * 1e9 * bytesPerWeight;
    if (exact) {
        routedTotal = double(file.expertBytes());
        denseActive = double(file.totalBytes()) - routedTotal;
        routedActive = m.isMoe() ? routedTotal * double(m.activeExperts) / double(m.experts) : 0;
    }
    const double kvBytesPerSequence = m.kvElements(w.context) * w.kvCache.bytesPerElement;
    const double activeBytes = denseActive + routedActive;
    e.bytesPerTokenGb = (activeBytes + kvBytesPerSequence) / GB;

    if (e.split == SplitMode::TensorParallel) {
        const LlmDevice &d = devices[0];
        // Tensor parallelism runs over cards of one model: the first card's link is every card's.
        const double nvlink = d.nvlinkGbs > 0 ? d.nvlinkGbs : p.nvlinkGbs;
        linkGbs = d.nvlink ? nvlink : p.pcieGbsPerGeneration4 * std::pow(2.0, d.pcieGeneration - 4);
    }
    if (!std::all_of(devices.begin(), devices.end(), [](const LlmDevice &d) { return d.bandwidthGbs > 0; }))
        return;
    double latency = 0;
    for (const LlmDevice &d : devices)
        latency = std::max(latency, p.latencyS(d));
    const double oneUser = memoryTime(activeBytes, kvBytesPerSequence) + latency + commTime(1);
    e.decodeTokensPerS = 1.0 / oneUser;

    // Batched decode: the weights are read once per step for all users (for a MoE, the experts
    // any of them routes to), each user's cache once; compute overlaps with reading.
    const int u = w.users;
    double weightsRead = activeBytes;
    if (m.isMoe() && m.experts > 0) {
        const double untouched = std::pow(1.0 - double(m.activeExperts) / m.experts, u);
        weightsRead = denseActive + routedTotal * (1.0 - untouched);
    }
    const double memory = memoryTime(weightsRead, kvBytesPerSequence * u);
    // Matrix work: all devices at once with tensor parallelism, one after another with a layer
    // split.
    double compute = 0;
    bool rates = true;
    for (int i = 0; i < n; ++i) {
        const auto r = matrixRate(devices[i], w.format, e.backend);
        if (!r) {
            rates = false;
            break;
        }
        const double share = e.split == SplitMode::TensorParallel ? 1.0 / n : layerShare[i];
        compute += 2.0 * m.activeParamsB * 1e9 * u * share / (*r * 1e12 * p.computeEfficiency(devices[i]));
    }
    if (!rates)
        compute = 0;
    else if (e.split == SplitMode::TensorParallel)
        compute /= n; // the n shares run at the same time
    const double step = std::max(memory, compute) + latency + commTime(u);
    e.batchDecodeTokensPerS = u / step;
    e.perUserDecodeTokensPerS = 1.0 / step;
    e.batchComputeBound = compute > memory;
    if (u > 1 && e.batchComputeBound)
        e.notes.append(LlmEstimator::tr("With %1 users decoding is limited by compute, not memory bandwidth.").arg(u));
}

// Prefill: matrix work of the weights plus attention over half the context on average (each
// layer sees at most its window), and the weights each micro-batch reads.
void LlmEstimation::estimatePrefill()
{
    const double half = w.context / 2.0;
    double contextTerms = m.globalLayerCount() * half;
    if (m.attention == AttentionKind::SlidingWindow)
        contextTerms += m.localLayerCount() * std::min<double>(half, m.slidingWindow);
    // One score per head and cached token: 4 x head_dim multiply-adds and, with llama.cpp, the
    // score's own cost (its exponential), both at the device's matrix rate.
    const double scores = double(m.attentionHeads) * contextTerms;
    // llama.cpp processes a prompt in micro-batches; each weight matrix sees the micro-batch's
    // tokens, each routed expert only the tokens routed to it. Small matrix products run at a
    // smaller share of the device's rate (docs/llm-planning.md §5.3): the matrix work of a part
    // is divided by its efficiency relative to a dense 512-token micro-batch, where the compute
    // efficiencies were measured.
    const bool llamaCpp = e.backend == LlmBackend::LlamaCpp;
    const double microBatch = std::max(1.0, std::min<double>(p.ubatch, w.context));
    const double routedShare = m.activeParamsB > 0 ? (m.activeParamsB - m.denseParamsB()) / m.activeParamsB : 0;
    double denseFlops = 2.0 * m.activeParamsB * 1e9 * (1.0 - routedShare);
    double routedFlops = 2.0 * m.activeParamsB * 1e9 * routedShare;
    if (llamaCpp) {
        const double perExpert =
            m.isMoe() && m.experts > 0 ? microBatch * m.activeExperts / double(m.experts) : microBatch;
        denseFlops /= p.smallMatrixEfficiency(microBatch);
        if (routedFlops > 0)
            routedFlops /= p.smallMatrixEfficiency(perExpert);
    }
    // Seconds per FLOP: all devices at once with tensor parallelism, one after another otherwise.
    double secondsPerFlop = 0;
    double secondsPerScore = 0;
    for (int i = 0; i < n; ++i) {
        const auto r = matrixRate(devices[i], w.format, e.backend);
        if (!r) {
            e.notes.append(
                LlmEstimator::tr("No matrix rate is published for this device, so prompt speed is unknown."));
            return;
        }
        const double share = e.split == SplitMode::TensorParallel ? 1.0 / (n * n) : layerShare[i];
        const double seconds = share * (1.0 - offloadedLayerShare) / (*r * 1e12 * p.computeEfficiency(devices[i]));
        secondsPerFlop += seconds;
        secondsPerScore += seconds * (4.0 * m.headDim + (llamaCpp ? p.scoreFlops(devices[i]) : 0.0));
    }
    // Every micro-batch reads the weights it uses once: the dense ones and every expert one of its
    // tokens routes to (as batched decode, §5.2). A dense matrix, multiplied by all the
    // micro-batch's tokens, reuses each weight it loads many times and takes the longer of its
    // reads and its arithmetic; an expert gets a few tokens, one tile of the kernel or less, so
    // loading its weights is not hidden behind arithmetic and adds to it.
    double denseRead = 0;
    double routedRead = 0;
    if (llamaCpp && e.offloadGb <= 0 &&
        std::all_of(devices.begin(), devices.end(), [](const LlmDevice &d) { return d.bandwidthGbs > 0; })) {
        denseRead = memoryTime(denseActive, 0) / microBatch;
        if (m.isMoe() && m.experts > 0) {
            const double touched = 1.0 - std::pow(1.0 - double(m.activeExperts) / m.experts, microBatch);
            routedRead = memoryTime(routedTotal * touched, 0) / microBatch;
        }
    }
    double secondsPerToken = std::max(denseFlops * secondsPerFlop, denseRead) + routedFlops * secondsPerFlop +
                             routedRead + scores * secondsPerScore;
    if (e.split == SplitMode::TensorParallel) {
        secondsPerToken += commTime(p.ubatch) / p.ubatch;
    } else if (e.offloadGb > 0) {
        // llama.cpp copies the weights kept in RAM to the GPU for every micro-batch.
        const LlmDevice &d = devices[0];
        const double pcie = p.pcieGbsPerGeneration4 * std::pow(2.0, d.pcieGeneration - 4) * GB;
        secondsPerToken += offloadWeights * GiB / pcie / p.ubatch;
    }
    if (secondsPerToken > 0) {
        e.prefillTokensPerS = 1.0 / secondsPerToken;
        e.timeToFirstTokenS = w.context * secondsPerToken;
    }
}

// Why the numbers are what they are.
void LlmEstimation::explain()
{
    if (e.split == SplitMode::LayerSplit && !e.offloadGb) {
        e.notes.append(LlmEstimator::tr("Layer split: the devices take turns on every token, so one user's decode "
                                        "is no faster than on one device with the same bandwidth."));
    }
    if (e.split == SplitMode::TensorParallel) {
        e.notes.append(LlmEstimator::tr("Tensor parallel over %1 at %2 GB/s: every layer is split, bandwidth adds "
                                        "up, and each token waits for %3 all-reduces.")
                           .arg(devices[0].nvlink ? u"NVLink"_s : u"PCIe %1.0"_s.arg(devices[0].pcieGeneration))
                           .arg(Formatter::number(linkGbs, 0))
                           .arg(2 * m.layers));
    }
    if (e.offloadGb > 0) {
        const QString ramGbs = Formatter::number(c.offload->bandwidthGbs(), 0);
        if (offloadedRoutedShare > 0) {
            e.notes.append(LlmEstimator::tr("%1 GB of expert weights in system RAM (%2 GB/s): the slowest memory "
                                            "sets the pace.")
                               .arg(gb(e.offloadGb), ramGbs));
        } else {
            e.notes.append(
                LlmEstimator::tr("%1 GB of layers in system RAM (%2 GB/s): the slowest memory sets the pace.")
                    .arg(gb(e.offloadGb), ramGbs));
        }
    }
    for (const LlmDevice &d : devices) {
        if (d.isUnified()) {
            e.notes.append(LlmEstimator::tr("The GPU of %1 may use %2% of its %3 GB (%4).")
                               .arg(d.name)
                               .arg(qRound(d.gpuShare * 100))
                               .arg(gb(d.memoryGb), d.shareSource));
            break;
        }
    }
    for (const DeviceMemory &d : e.devices) {
        if (!d.fits()) {
            e.notes.append(LlmEstimator::tr("Does not fit: %1 needs %2 GB of its %3 GB.")
                               .arg(d.deviceName, gb(d.totalGb()), gb(d.capacityGb)));
            break;
        }
    }
    if (e.offloadGb > e.offloadCapacityGb + 1e-9 && c.offload) {
        e.notes.append(LlmEstimator::tr("Does not fit: %1 GB would go to system RAM, more than the platform's %2 GB.")
                           .arg(gb(e.offloadGb), gb(e.offloadCapacityGb)));
    }
}

LlmEstimate LlmEstimator::estimate(const LlmWorkload &workload, const LlmConfiguration &configuration) const
{
    return LlmEstimation(m_parameters, workload, configuration).run();
}

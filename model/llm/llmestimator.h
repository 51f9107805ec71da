// SPDX-FileCopyrightText: 2026 GPU Advisor contributors
// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include "model/llm/llmdevice.h"
#include "model/llm/llmformats.h"
#include "model/llm/llmmodel.h"

#include <QCoreApplication>
#include <QStringList>

#include <optional>

/// What the user wants to run: a model in a weight format, with a KV-cache type, a context per
/// sequence and a number of users served at once (each its own sequence).
struct LlmWorkload
{
    LlmModel model;
    WeightFormat format;
    KvCacheType kvCache;
    int context = 8192;
    int users = 1;
    /// The runtime, when the user chooses one; otherwise the format's usual one.
    std::optional<LlmBackend> backend;

    /// Empty when valid; otherwise names the first bad value by its option name ("context").
    QString validate() const;
};

/// Every constant of the LLM memory and speed model. The defaults and their sources are in
/// docs/llm-planning.md; nothing here is tuned to one case.
struct LlmParameters
{
    // Memory
    int ubatch = 512;                   ///< llama.cpp's default physical batch (compute buffer size)
    double runtimeOverheadGb = 0.5;     ///< CUDA/ROCm context and library workspaces, per discrete device
    double vllmMemoryUtilization = 0.9; ///< vLLM's default --gpu-memory-utilization
    // Decode: time per token = bytes read / (bandwidth x efficiency) + fixed latency
    double nvidiaBandwidthEfficiency = 0.82; ///< fitted to XiongjieDai's llama.cpp CUDA measurements
    /// NVIDIA HBM cards (A100, H100, ...) with llama.cpp: the same fit on XiongjieDai's A100 and H100 rows
    double nvidiaHbmLlamaCppBandwidthEfficiency = 0.55;
    double appleBandwidthEfficiency = 0.61; ///< the same fit on M1 Max, M2 Ultra, M3 Max
    double rocmFactor = 0.65;               ///< docs/model.md §1.3: ROCm (and, unmeasured, Intel) against CUDA
    double nvidiaLatencyS = 0.0017;
    double appleLatencyS = 0.0032;
    double ramBandwidthEfficiency = 0.6;
    // Prefill: compute-bound at the format's matrix rate
    double nvidiaComputeEfficiency = 0.36; ///< of the FP16-accumulate rate (GeForce: twice the dataset's)
    /// AMD's (and, unmeasured, Intel's) prompt processing against NVIDIA's compute efficiency with
    /// llama.cpp's ROCm back end, the planner's default for AMD: fitted, leave one source out, to
    /// the ROCm prefill rows of docs/benchmarks/llm-speeds.csv (docs/llm-planning.md §5.3).
    double amdComputeFactor = 0.80;
    double appleComputeEfficiency = 0.6;
    /// Tokens per matrix product (per expert for a MoE's routed experts) at which llama.cpp's
    /// matrix kernels reach half their large-matrix efficiency: fitted, leave one source out, to
    /// the micro-batch sweeps of docs/benchmarks/llm-speeds.csv (docs/llm-planning.md §5.3).
    double halfEfficiencyTokens = 30;
    /// What one attention score (one query against one cached key) costs llama.cpp beside its
    /// 4 x head_dim multiply-adds, in FLOPs at the device's matrix rate: the exponential and the
    /// running softmax of FlashAttention's kernels. Fitted, leave one source out, to the depth
    /// sweeps of docs/benchmarks/llm-speeds.csv (docs/llm-planning.md §5.3); AMD's back ends apart.
    double attentionScoreFlops = 0;
    double amdAttentionScoreFlops = 750;
    // Interconnects (GB/s per direction) and the latency of one all-reduce
    double pcieGbsPerGeneration4 = 32; ///< PCIe 4.0 x16 (doubles per generation)
    double nvlinkGbs = 300;
    double pcieAllReduceLatencyS = 42e-6;
    double nvlinkAllReduceLatencyS = 17e-6;

    static LlmParameters defaults() { return {}; }
    /// The share of `device`'s bandwidth a decode step reaches with `backend`.
    double bandwidthEfficiency(const LlmDevice &device, LlmBackend backend) const;
    double latencyS(const LlmDevice &device) const;
    double computeEfficiency(const LlmDevice &device) const;
    /// attentionScoreFlops, or AMD's (and, unmeasured, Intel's) for those devices.
    double scoreFlops(const LlmDevice &device) const;
    /// Whether `device` takes amdAttentionScoreFlops: AMD's, and Intel's, which have no measured
    /// score cost of their own. The fit of docs/llm-planning.md §5.3 sorts its rows by it too.
    static bool takesAmdScoreCost(const LlmDevice &device);
    /// Efficiency of a matrix product over `tokens` rows relative to one over a 512-token
    /// micro-batch (where the compute efficiencies were measured): t (512 + t0) / (512 (t + t0)).
    double smallMatrixEfficiency(double tokens) const;
};

/// Memory one device holds, split the way the backend splits it. GiB ("GB" on labels).
struct DeviceMemory
{
    QString deviceName;
    double capacityGb = 0; ///< what the model may use on it (a unified machine's GPU share)
    double weightsGb = 0;
    double kvCacheGb = 0;
    double computeBufferGb = 0;
    double overheadGb = 0;
    double layers = 0; ///< layers placed on it (fractional for tensor parallel)
    /// The exact weight bytes on it, when the model's file weights are planned (else 0).
    qint64 weightBytes = 0;

    double totalGb() const { return weightsGb + kvCacheGb + computeBufferGb + overheadGb; }
    bool fits() const { return totalGb() <= capacityGb + 1e-9; }
};

/// The estimate for one workload on one configuration: memory per device, speeds, and the
/// reasons behind them.
struct LlmEstimate
{
    Q_DECLARE_TR_FUNCTIONS(LlmEstimate)

public:
    QList<DeviceMemory> devices; ///< one entry per physical device, in split order
    double offloadGb = 0;        ///< weights and KV cache placed in system RAM
    double offloadCapacityGb = 0;
    bool fits = false;
    QString kind; ///< "gpus", "unified" or "offload": the JSON's "kind"
    LlmBackend backend = LlmBackend::LlamaCpp;
    SplitMode split = SplitMode::Single;

    double bytesPerTokenGb = 0; ///< weights and KV read for one generated token (one user)
    /// One user's decode speed (tokens/s) at the given context.
    std::optional<double> decodeTokensPerS;
    /// All users together (tokens/s) when `users` sequences decode in one batch.
    std::optional<double> batchDecodeTokensPerS;
    /// Each user's share of the batch (tokens/s).
    std::optional<double> perUserDecodeTokensPerS;
    /// The batch of `users` is limited by matrix throughput rather than memory bandwidth.
    bool batchComputeBound = false;
    std::optional<double> prefillTokensPerS;
    /// A prompt that fills the context, processed before the first token.
    std::optional<double> timeToFirstTokenS;
    QStringList notes; ///< translated sentences: what limits the speed, what was assumed

    double totalMemoryGb() const;
};

/// Memory and speed of LLM inference on a configuration of devices. Pure function of its
/// inputs; see docs/llm-planning.md for every formula and constant.
class LlmEstimator final
{
    Q_DECLARE_TR_FUNCTIONS(LlmEstimator)

public:
    explicit LlmEstimator(LlmParameters parameters = LlmParameters::defaults());

    const LlmParameters &parameters() const { return m_parameters; }

    /// Key/value cache of one sequence at `context` tokens, in GiB.
    static double kvCacheGbPerSequence(const LlmModel &model, const KvCacheType &kv, int context);
    /// Weight memory of the whole model in the format, GiB.
    static double weightsGb(const LlmModel &model, const WeightFormat &format);
    /// True when the workload plans a model read from a GGUF file in the file's own format, so
    /// the weights are the file's exact bytes (LlmModel::fileWeights).
    static bool usesFileWeights(const LlmWorkload &workload);
    /// The weight format of a model's file weights: the format list's entry of that key, or one
    /// with the file's own bits per weight.
    static WeightFormat fileWeightFormat(const LlmModel &model);

    LlmEstimate estimate(const LlmWorkload &workload, const LlmConfiguration &configuration) const;

private:
    LlmParameters m_parameters;
};

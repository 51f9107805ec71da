// SPDX-FileCopyrightText: 2026 GPU Advisor contributors
// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include "model/catalog/gpu.h"

#include <QCoreApplication>
#include <QDate>
#include <QHash>
#include <QList>
#include <QStringList>

#include <optional>

/// The workloads the app ranks GPUs by.
enum class Metric { Int8Inference, Fp16Inference, Fp16Training, LlmGeneration, LlmPrefill, ImageGeneration };

QString metricKey(Metric metric);   ///< "int8-inference", ...: never translated
QString metricTitle(Metric metric); ///< "8-bit inference", ...: translated
std::optional<Metric> metricFromKey(const QString &key);
QList<Metric> allMetrics();

/// Which 8-bit (and narrower) matrix formats the software is assumed to use.
/// TodaysStacks: every format the tensor/matrix cores run (TensorRT, ONNX Runtime and the W8A8
/// kernels of serving stacks use INT8 on Turing and Ampere), and the overhead paced by the clock a
/// card sustains (docs/model.md §1.5). Post2023: FP8 only, as the 2023 post assumed from the
/// LLM.int8 kernels of its time, and the post's arithmetic: every card at its rated clock.
enum class SoftwareAssumption { TodaysStacks, Post2023 };

QString softwareAssumptionKey(SoftwareAssumption assumption);   ///< "today", "post-2023": never translated
QString softwareAssumptionTitle(SoftwareAssumption assumption); ///< translated
std::optional<SoftwareAssumption> softwareAssumptionFromKey(const QString &key);
/// The software of the time: the post's assumption for months before 2024, today's after (and
/// when `asOf` is invalid, meaning "now").
SoftwareAssumption softwareAssumptionFor(const QDate &asOf);

/// Matrix formats narrower than 16 bits that a GPU's tensor/matrix units run.
enum class NarrowFormat { Int8 = 1, Fp8 = 2, Fp4 = 4 };
/// The narrow formats of `gpu` by architecture: INT8 on NVIDIA Turing and later and on AMD/Intel
/// matrix units with an INT8 rate, FP8 where the spec says so (Ada, Hopper, Blackwell, CDNA3+,
/// RDNA4), FP4 on Blackwell and CDNA4.
int narrowFormats(const Gpu &gpu);
/// "INT8, FP8, FP4" (never translated: format names).
QString narrowFormatsText(int formats);

/// How one workload spends its time on the reference GPU. The shares add up to 1:
/// `computeShare` scales with matrix throughput, the rest but `overheadShare` with memory
/// traffic, and `overheadShare` (kernel launches, host work, small layers) not at all.
struct WorkloadProfile
{
    double computeShare = 0;
    double overheadShare = 0;
    /// Matrix working set (MB, 16-bit) that a large L2 cache can hold; 0 = none fits.
    double workingSetMb = 0;
    /// Runs 8-bit where the software assumption allows (see SoftwareAssumption): half the
    /// bytes and the 8-bit matrix rate. Other GPUs run it as 16-bit.
    bool eightBit = false;
    /// Token generation: the weights streamed per token (GB) and a fixed latency per token
    /// (ms). When set, the shares follow from them and the reference GPU's bandwidth.
    double weightsGbPerUnit = 0;
    double latencyMsPerUnit = 0;
    /// 16-bit products accumulated in 16 bits (llama.cpp's cuBLAS path): GeForce cards, whose
    /// FP32-accumulate tensor rate is half, run it at their full tensor rate.
    bool fp16Accumulate = false;

    double memoryShare() const { return 1.0 - computeShare - overheadShare; }
};

/// Every constant of the performance model, with the defaults documented in docs/model.md.
struct PerformanceParameters
{
    QString referenceGpu = QStringLiteral("GeForce RTX 3090");
    QHash<Metric, WorkloadProfile> workloads;
    /// Largest speed-up of the memory-bound part from an L2 cache that holds the working set
    /// (the post: 1.5-2.0x for BERT-large matmuls on Ada; midpoint).
    double l2MaxGain = 1.75;
    /// L2 of the GPUs the anchors were measured on (Volta, Ampere GA102): no gain at or below it.
    double l2BaselineMb = 6;
    /// Shared memory per SM (KB) of the reference tiling; smaller shared memory means smaller
    /// tiles and proportionally sqrt(128/smem) more global-memory traffic.
    double referenceSharedMemoryKb = 128;
    /// Hopper's Tensor Memory Accelerator: 235 -> 200 cycles in the post's worked matmul.
    double tmaGain = 235.0 / 200.0;
    /// ROCm reaches a fraction of what the same silicon would on CUDA (docs/model.md).
    double rocmEfficiency = 0.65;
    /// Throughput gained per doubling of batch size (the post: 13.5-13.6%).
    double batchDoublingGain = 0.136;
    /// Let batch size grow with GPU memory (as benchmarks that use the largest batch that fits
    /// do). Off by default: like the post, compare GPUs at the same batch size.
    bool scaleBatchWithMemory = false;
    /// Which narrow formats the software uses (docs/model.md §1.2), and whether clocks pace the
    /// overhead (today's stacks) or every card runs at its rated clock (the post's, §1.5).
    SoftwareAssumption software = SoftwareAssumption::TodaysStacks;
    /// Cap the sustained matrix rate by board power (docs/model.md §1.5).
    bool powerCap = true;
    /// Dynamic power grows with clock^exponent (voltage rises with frequency: P ~ f V^2 ~ f^3).
    double dvfsExponent = 3;
    /// The clock a GeForce or TITAN card's SMs reach under sustained load, as a multiple of its
    /// rated boost clock, where the board power allows: GPU Boost runs them above the rated
    /// figure. The median of four measured matmul rates over their spec rates (docs/model.md §1.5).
    /// Not applied under the post's assumption.
    double geforceBoostCeiling = 1.07;

    static PerformanceParameters defaults();
    /// Empty when valid; otherwise a message naming the first bad field.
    QString validate() const;
};

/// One figure of the model with everything that went into it, for `rank --explain` and the UI.
struct PerformanceEstimate
{
    Metric metric = Metric::Fp16Training;
    double relative = 0; ///< throughput relative to the reference GPU (= 1.0)
    // Inputs
    double matrixTflops = 0; ///< the matrix rate used (FP8, FP16 tensor, or FP32 without tensor cores)
    QString matrixPath;      ///< "FP8 tensor", "FP16 tensor", "FP32 (no tensor cores)" (translated)
    double bandwidthGbs = 0;
    double effectiveL2Mb = 0;
    // Factors on the memory-bound part
    double l2Gain = 1;
    double sharedMemoryFactor = 1; ///< > 1 means more traffic
    double tmaGain = 1;
    double bytesFactor = 1; ///< 0.5 on the 8-bit path
    double softwareFactor = 1;
    double batchFactor = 1; ///< throughput factor from a memory-sized batch (when enabled)
    // Power
    double peakMatrixTflops = 0;  ///< the spec-sheet rate of the path, before software and power
    double matrixPowerWatts = 0;  ///< what the matrix units draw at the peak clock (energy x rate)
    double memoryPowerWatts = 0;  ///< what the memory draws at full bandwidth (energy x bytes)
    double powerBudgetWatts = 0;  ///< the board power (or the user's limit); 0 = unknown, no cap
    double clockFactor = 1;       ///< sustained clock / rated boost clock under the power budget
    double sustainedClockMhz = 0; ///< the SM clock the card sustains on the work; 0 = no rated clock known
    int narrowFormats = 0;        ///< NarrowFormat bits the GPU has
    bool estimated = true;        ///< false when the specs lack what the workload needs
    // Time per unit of work relative to the reference GPU, by part
    double computeTime = 0;
    double memoryTime = 0;
    double overheadTime = 0;
    QStringList notes; ///< translated

    double totalTime() const { return computeTime + memoryTime + overheadTime; }
    /// "memory", "compute" or "overhead": the largest part of the time. A key for JSON and code,
    /// never translated; views say it in words.
    QString bound() const;
    /// bound() in words, translated: "memory-bound", "compute-bound" or "overhead-bound".
    QString boundTitle() const;
};

/// Relative deep-learning throughput from specifications: an additive roofline (compute time +
/// memory time + fixed overhead) per workload, with the post's adjustments for tensor cores,
/// L2 cache, shared memory, TMA and FP8. See docs/model.md for every constant and its source.
class PerformanceModel final
{
    Q_DECLARE_TR_FUNCTIONS(PerformanceModel)

public:
    explicit PerformanceModel(PerformanceParameters parameters = PerformanceParameters::defaults());

    const PerformanceParameters &parameters() const { return m_parameters; }

    /// Sets the reference GPU (its relative performance is 1.0 on every metric).
    void setReference(const Gpu &reference);
    bool hasReference() const { return m_reference.has_value(); }

    /// The estimate at board power, or at `powerLimitWatts` when given (the build planner's
    /// power limit: one model for both).
    PerformanceEstimate estimate(const Gpu &gpu, Metric metric, std::optional<double> powerLimitWatts = {}) const;
    /// Speed at `powerLimitWatts` relative to the speed at board power (1 = no loss).
    double powerLimitFactor(const Gpu &gpu, Metric metric, double powerLimitWatts) const;

private:
    struct Raw
    {
        double matrixTflops = 0;
        QString matrixPath;
        double effectiveBandwidth = 0; ///< GB/s after all memory-side factors
        PerformanceEstimate parts;
    };
    Raw raw(const Gpu &gpu, Metric metric) const;
    /// The workload's profile under the software assumption.
    WorkloadProfile profile(Metric metric) const;

    PerformanceParameters m_parameters;
    std::optional<Gpu> m_reference;
};

/// Shared memory per SM in KB for an architecture name as the spec dataset writes it.
std::optional<double> sharedMemoryKb(const QString &architecture);
/// True for datacenter chips whose L2 is split in two halves (A100, H100, H200, B200).
bool hasPartitionedL2(const Gpu &gpu);
/// Dedicated matrix units: NVIDIA tensor cores, AMD CDNA matrix cores (not RDNA's WMMA, which
/// runs on the shader ALUs).
bool hasMatrixUnits(const Gpu &gpu);
/// Energy of one dense 16-bit matrix operation at the peak clock, in picojoules, for the GPU's
/// architecture (docs/model.md §1.5); empty when no figure applies (no matrix units, unknown).
std::optional<double> matrixEnergyPj(const Gpu &gpu);
/// Energy of moving one byte to or from the GPU's memory, in picojoules (docs/model.md §1.5).
double memoryEnergyPjPerByte(const Gpu &gpu);
/// True for GeForce cards whose tensor cores accumulate FP32 at half rate: their INT8 rate is
/// four times the stored FP16 (FP32-accumulate) rate instead of twice.
bool halfRateFp32Accumulate(const Gpu &gpu);

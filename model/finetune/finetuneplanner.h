// SPDX-FileCopyrightText: 2026 GPU Advisor contributors
// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include "model/build/partprice.h"
#include "model/cloud/cloudrate.h"
#include "model/cost/costmodel.h"
#include "model/cost/resale.h"
#include "model/llm/llmdevice.h"
#include "model/llm/llmmodel.h"
#include "model/llm/llmplanner.h"
#include "model/performance/memoryestimate.h"

#include <QCoreApplication>
#include <QDate>
#include <QJsonObject>
#include <QList>
#include <QStringList>

#include <memory>
#include <optional>

/// How the model is fine-tuned: every weight trained, or low-rank adapters on a frozen model kept
/// in 16 bits (LoRA) or in 4-bit NormalFloat (QLoRA).
enum class FinetuneMethod { Full, Lora, Qlora };
/// The matrix format of the training step: BF16, or FP8 (Transformer Engine) where the card runs it.
enum class FinetunePrecision { Bf16, Fp8 };
/// AdamW with 32-bit states, or bitsandbytes' 8-bit AdamW.
enum class FinetuneOptimizer { AdamW, AdamW8bit };
/// Where the adapters go: every linear layer (attention and MLP), or the attention projections.
enum class LoraModules { All, Attention };

QString finetuneMethodKey(FinetuneMethod method); ///< "full", "lora", "qlora": never translated
std::optional<FinetuneMethod> finetuneMethodFromKey(const QString &key);
QString finetuneMethodText(FinetuneMethod method);         ///< "QLoRA", "full fine-tuning": translated
QString finetunePrecisionKey(FinetunePrecision precision); ///< "bf16", "fp8"
std::optional<FinetunePrecision> finetunePrecisionFromKey(const QString &key);
QString finetuneOptimizerKey(FinetuneOptimizer optimizer); ///< "adamw", "adamw-8bit"
std::optional<FinetuneOptimizer> finetuneOptimizerFromKey(const QString &key);
QString loraModulesKey(LoraModules modules); ///< "all", "attention"
std::optional<LoraModules> loraModulesFromKey(const QString &key);

/// One fine-tuning job: a model of the catalog, the method and its settings, and how many tokens
/// are trained (dataset tokens x epochs).
struct FinetuneJob
{
    LlmModel model;
    FinetuneMethod method = FinetuneMethod::Qlora;
    int rank = 16; ///< LoRA rank
    LoraModules modules = LoraModules::All;
    FinetunePrecision precision = FinetunePrecision::Bf16;
    int sequenceLength = 2048;
    double tokens = 0; ///< dataset tokens x epochs
    FinetuneOptimizer optimizer = FinetuneOptimizer::AdamW;
    bool gradientCheckpointing = true;
    /// Sequences each device processes per optimizer step (micro-batch 1 x accumulation 8, as the
    /// Qwen and LLaMA-Factory tables of docs/finetuning.md).
    int sequencesPerStep = 8;

    /// Empty when valid; otherwise names the first bad value by its option name ("tokens").
    QString validate() const;
    /// "Llama 3.1 8B, QLoRA rank 16 (all linear layers), 100,000,000 tokens of 2,048" (translated).
    QString title() const;
};

/// Every constant of the fine-tuning estimate; the values and their sources are in
/// docs/finetuning.md, fitted leave-one-source-out on docs/benchmarks/finetune-runs.csv.
struct FinetuneParameters
{
    /// Share of the device's dense matrix rate a training step sustains (the median of the measured
    /// runs' model FLOPs over their peak, docs/finetuning.md §3).
    double sustainedShare = 0.39;
    /// ROCm (and, unmeasured, Intel) against CUDA: docs/model.md §1.3.
    double rocmFactor = 0.65;
    /// Bytes per trained parameter of 8-bit AdamW: two 8-bit moments and the 32-bit master copy.
    double adamW8bitStateBytes = 6;
    /// Bytes kept per hidden value and layer between checkpointed layers (the layer's 16-bit input).
    double checkpointBytesPerHidden = 2;
};

/// How the devices of a configuration share the job.
enum class FinetuneParallelism {
    Single,       ///< one device
    DataParallel, ///< each device holds the whole model and trains its own sequences (DDP)
    Sharded,      ///< the model's weights, gradients and optimizer state split over the devices (FSDP, ZeRO-3)
};
QString finetuneParallelismKey(FinetuneParallelism parallelism); ///< "single", "data", "sharded"
/// "one device", "data parallel", "sharded": translated.
QString finetuneParallelismText(FinetuneParallelism parallelism);

/// Own it (a machine of cards, or a unified-memory computer) or rent it by the hour.
enum class FinetuneKind { Cards, Unified, Rented };
QString finetuneKindKey(FinetuneKind kind); ///< "gpus", "unified", "rented"

/// The work of one token and where it goes (FLOPs).
struct FinetuneFlops
{
    double linear = 0;    ///< the matrix products of the weights (forward, backward, recomputation)
    double attention = 0; ///< the attention scores and sums over the sequence
    double total() const { return linear + attention; }
};

/// One configuration of the answer: its memory, speed, time, energy and money.
struct FinetuneOption
{
    FinetuneKind kind = FinetuneKind::Cards;
    LlmDevice device;
    int count = 1;
    FinetuneParallelism parallelism = FinetuneParallelism::Single;
    double memoryPerDeviceGb = 0; ///< what the job needs on each device
    double capacityGb = 0;        ///< what each device holds
    double tokensPerSecond = 0;   ///< all devices together
    double computeSecondsPerStep = 0;
    double communicationSecondsPerStep = 0;
    double linkGbs = 0; ///< the link between the devices (0 for one device)
    double hours = 0;
    double watts = 0;
    double energyKwh = 0;
    double electricityUsd = 0; ///< owned only
    std::optional<double> purchaseUsd;
    /// The devices' expected resale after the cost settings' years, as the one cost of ownership
    /// takes it off (LlmPlanOption::resaleUsd, docs/resale.md), and its line (what, or why none).
    double resaleUsd = 0;
    QString resaleLine;
    QString priceDate;
    /// The condition the cards are priced in: second-hand where the price basis (the cheaper by
    /// default) took used or marketplace prices, else new. "Plan this build" prices them so.
    PriceCondition condition = PriceCondition::New;
    std::optional<double> rentUsdPerGpuHour; ///< the cheapest provider's, on demand
    QString rentProvider;
    QString rentDate;
    std::optional<double> rentUsd; ///< this configuration rented for the job's hours
    /// Against the cheapest rented configuration of the answer: jobs after which buying this costs
    /// less than renting, owning costing ownedUsd() and the electricity of the jobs (nullopt: renting
    /// is cheaper per job as well, or nothing is priced).
    std::optional<double> breakEvenJobs;
    std::optional<double> cheapestRentUsd; ///< the cheapest rented configuration's cost for this job
    QString cheapestRentLabel;
    QStringList notes; ///< translated: what was assumed for this configuration

    /// What owning costs besides the electricity: the purchase less the expected resale (docs/resale.md).
    std::optional<double> ownedUsd() const
    {
        return purchaseUsd ? std::optional<double>(*purchaseUsd - resaleUsd) : std::nullopt;
    }

    QString label() const; ///< "2 × GeForce RTX 3090"
    /// "GeForce RTX 3090 [gpus, single]": the label with its kind and how the devices share the job.
    QString heading() const;
    /// The configuration in a few translated lines (memory and time; electricity, price and
    /// break-even, or the rent; the notes), as the command line and the window show it.
    QStringList summaryLines() const;
    /// One sentence per number (translated), keyed as the JSON's fields are.
    QList<QPair<QString, QString>> explanations(const FinetuneJob &job, const CostParameters &cost) const;
};

/// The question: this job, on what, as of when, at these costs.
struct FinetuneRequest
{
    FinetuneJob job;
    QDate asOf;                   ///< invalid = latest prices and every device
    CostParameters cost;          ///< the tariff ($/kWh) and the price basis
    QList<LlmDeviceChoice> exact; ///< when set, only these configurations (each its own), fitting or not
    bool includeRented = true;
    bool priceAsBuilt = false; ///< cards priced as the build planner prices the machine (LlmPlanRequest)
    QList<PartPriceObservation> partPrices;
    /// The resale fits taken off what owning costs (LlmPlanRequest::resale; resaleOf() fits them).
    std::shared_ptr<const ResaleModel> resale;
};

/// A device the planner may use: its row, price observations and cloud rates.
struct FinetuneInput
{
    Gpu gpu;
    QList<PriceObservation> prices;
    QList<CloudRate> rates;
};

/// The fine-tuning planner (issue 29): for every configuration of the database's devices that
/// holds the job, how long it takes, what it costs in electricity, to buy and to rent, and after
/// how many such jobs buying wins. Pure: the caller reads the devices, prices and rates.
class FinetunePlanner final
{
    Q_DECLARE_TR_FUNCTIONS(FinetunePlanner)

public:
    explicit FinetunePlanner(FinetuneParameters parameters = FinetuneParameters());

    /// Parameters trained: every weight, or the adapters' (rank x (inputs + outputs) per matrix).
    static double trainableParameters(const FinetuneJob &job);
    /// FLOPs of one trained token (docs/finetuning.md §2).
    static FinetuneFlops flopsPerToken(const FinetuneJob &job);
    /// GPU memory on each of `shards` devices (1 = the whole job on one), from the memory estimator.
    MemoryEstimate memory(const FinetuneJob &job, int shards) const;
    /// The dense matrix rate a training step of `job` runs at on `device` (TFLOPS), before the
    /// sustained share; nullopt when the device has no published rate.
    static std::optional<double> peakTflops(const FinetuneJob &job, const LlmDevice &device);
    /// Tokens per second of `count` devices, filling `option`'s speed and step fields.
    void estimateSpeed(const FinetuneJob &job, FinetuneOption *option) const;

    /// The resale fits of the devices' second-hand prices (every device of the database: the fits
    /// `rank` and the build planner take off, docs/resale.md).
    static std::shared_ptr<const ResaleModel> resaleOf(const QList<FinetuneInput> &devices);

    /// Every fitting configuration (or exactly request.exact): owned ones by purchase price, then
    /// the rented ones by their cost for the job.
    QList<FinetuneOption> plan(const FinetuneRequest &request, const QList<FinetuneInput> &devices) const;

    /// The build planner's request for a configuration of cards: the cards and count, the price
    /// month and cost settings, and the job's memory need. Unified machines and rented GPUs have
    /// no build: nullopt.
    static std::optional<BuildRequest> buildRequest(const FinetuneOption &option, const FinetuneRequest &request);

    /// The command line's JSON: {"job": {...}, "configurations": [...]} with an "explain" object per
    /// configuration.
    static QJsonObject toJson(const FinetuneRequest &request, const QList<FinetuneOption> &options);
    /// The job's figures in a line: trained parameters, work per token, memory on one device.
    QString jobSummary(const FinetuneJob &job) const;
    /// The answer in a sentence: the cheapest way to run this one job, and when buying wins.
    static QString verdict(const FinetuneRequest &request, const QList<FinetuneOption> &options);

    const FinetuneParameters &parameters() const { return m_parameters; }

private:
    std::optional<FinetuneOption> evaluate(const FinetuneRequest &request, const FinetuneInput &input, int count,
                                           FinetuneKind kind, bool exact) const;

    FinetuneParameters m_parameters;
};

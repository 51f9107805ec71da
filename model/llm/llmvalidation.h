// SPDX-FileCopyrightText: 2026 GPU Advisor contributors
// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include "model/llm/llmestimator.h"

#include <QHash>
#include <QList>
#include <QString>
#include <QStringList>

#include <cmath>
#include <optional>

/// One measured speed of docs/benchmarks/llm-speeds.csv (the columns are described in
/// docs/benchmark-sources.md §8).
struct LlmMeasurement
{
    int line = 0; ///< in the CSV file (header = 1)
    QString hardware;
    int deviceCount = 1;
    QString backend; ///< "llama.cpp CUDA", "MLX", "vLLM", ...
    QString model;   ///< as the source names it
    QString quant;
    int context = 0; ///< tokens in the cache at the end of the measured phase (0: not stated)
    int depth = 0;   ///< tokens already in the cache when the phase began
    int users = 1;
    bool prefill = false;    ///< prefill_tps, else decode_tps
    double value = 0;        ///< tokens per second
    int ubatch = 0;          ///< llama.cpp's micro-batch (0: not stated)
    QString split;           ///< "layer", "tensor" or empty
    QString offload;         ///< "experts" or empty
    double offloadShare = 0; ///< share of the routed experts kept in system RAM
    int ramChannels = 0;
    int ramMegaTransfers = 0;
    QString source; ///< repository path @ commit, or a URL
    QString date;
    bool userEntered = false; ///< the user's own measurement (`db import-llm-speeds`), not the bundled file's
};

/// The buyer's groups of docs/llm-planning.md §7: one card, several cards, a unified-memory
/// machine, or a card with weights in system RAM.
enum class LlmSetup { OneCard, SeveralCards, Unified, Offload };

QString llmSetupKey(LlmSetup setup); ///< "one card", "several", "unified", "offload": never translated

/// A measurement with what the estimator and the naive predictor say about it.
struct LlmComparison
{
    LlmMeasurement measured;
    QString sourceKey; ///< the source without its commit: one source over several snapshots
    QString device;    ///< hardware and count, for counting distinct devices
    LlmSetup setup = LlmSetup::OneCard;
    bool moe = false;
    double estimate = 0;
    /// Bandwidth over active weight bytes (decode) or the dense 16-bit rate over twice the
    /// active parameters (prefill): what the model must beat in ranking the devices.
    double naive = 0;

    double error() const { return measured.value > 0 ? std::abs(estimate / measured.value - 1.0) : 0; }
};

/// One group of the validation table.
struct LlmValidationGroup
{
    bool prefill = false;
    bool moe = false;
    LlmSetup setup = LlmSetup::OneCard;
    int rows = 0;
    int devices = 0;
    int sources = 0;
    double medianError = 0;                ///< |estimate / measured − 1|, no rescaling
    std::optional<double> rankCorrelation; ///< Spearman, estimate vs measured (5 or more devices)
    std::optional<double> naiveRankCorrelation;
};

/// The LLM speed model against measured speeds, leave one source out: a row is estimated with
/// the constants this file fits (LlmValidation::fit) fitted on the other sources only. Pure
/// function of the three CSV texts; bench/validatellm.cpp prints the table and rewrites
/// docs/llm-planning.md, tests/model/llm/tst_llmvalidation.cpp keeps it from regressing.
class LlmValidation final
{
public:
    /// Reads the measured speeds, the hardware they were measured on and the model catalog.
    /// Rows whose model, format or hardware is unknown are counted in skipped() with the reason.
    bool load(const QString &speedsCsv, const QString &hardwareCsv, const QString &modelsCsv, QString *error);

    /// The rows of a file in the columns of docs/benchmarks/llm-speeds.csv, every problem of the
    /// file worded by CsvRowReader with its line and column; false (and no rows) when there is any.
    static bool parseSpeeds(const QString &speedsCsv, QList<LlmMeasurement> *rows, QStringList *problems);

    const QList<LlmMeasurement> &measurements() const { return m_measurements; }
    const QStringList &skipped() const { return m_skipped; }
    /// The device of each row of docs/benchmarks/llm-hardware.csv, by its name.
    const QHash<QString, LlmDevice> &devices() const { return m_devices; }

    /// The estimate of one measurement with `parameters`; nullopt when the estimator gives none.
    std::optional<double> estimate(const LlmMeasurement &m, const LlmParameters &parameters) const;
    /// Every comparable row, estimated leave one source out.
    QList<LlmComparison> compare(const LlmParameters &base = LlmParameters::defaults()) const;
    /// LlmParameters::halfEfficiencyTokens fitted to the micro-batch sweeps (prefill rows of one
    /// source, device, model and depth that differ only in the micro-batch) of every source but
    /// `excludedSource`: the value whose estimated speed ratios within each sweep come closest
    /// (least squares of log ratios) to the measured ones. The base value when there is no sweep.
    double fitHalfEfficiencyTokens(const LlmParameters &base, const QString &excludedSource = {}) const;
    /// The catalog's name of a measured model: "Qwen3-Coder-30B-A3B (Qwen3 30B-A3B architecture)"
    /// -> "Qwen3 30B-A3B", "X (Instruct-2507)" -> "X".
    static QString catalogName(const QString &measured);
    /// LlmParameters::amdComputeFactor fitted to the prefill rows of AMD devices run with the
    /// llama.cpp back end `api` ("ROCm" or "Vulkan") of every source but `excludedSource`: the
    /// value whose estimates come closest (least squares of log ratios) to the measured speeds.
    /// nullopt when no such row is left.
    std::optional<double> fitAmdComputeFactor(const LlmParameters &base, const QString &api,
                                              const QString &excludedSource = {}) const;
    /// LlmParameters::attentionScoreFlops (no `api`: the devices not AMD's) or amdAttentionScoreFlops
    /// (AMD devices run with the llama.cpp back end `api`) fitted to the depth sweeps (llama.cpp
    /// prefill rows of one source, device, model, micro-batch and prompt length that differ only in
    /// the depth of the cache) of every source but `excludedSource`, as the half-efficiency tokens
    /// are to the micro-batch sweeps. nullopt when there is no such sweep.
    std::optional<double> fitAttentionScoreFlops(const LlmParameters &base, const QString &api,
                                                 const QString &excludedSource = {}) const;
    /// The constants this comparison fits, fitted without `excludedSource` (all sources when empty),
    /// for a row run with the AMD back end `api`: the tokens at half efficiency, then, for an AMD
    /// back end, its attention score cost and factor (Vulkan falls back to the ROCm fits where no
    /// other source measured it).
    LlmParameters fitted(const LlmParameters &base, const QString &api, const QString &excludedSource = {}) const;
    /// The llama.cpp GPU back end a row names for an AMD device ("ROCm", "Vulkan"), else empty.
    static QString amdApi(const LlmMeasurement &m);
    /// The source of a row without its commit: one source over several snapshots.
    static QString sourceKey(const LlmMeasurement &m);
    /// The groups of decode/prefill x dense/MoE x setup, in table order, each with its rows.
    static QList<LlmValidationGroup> groups(const QList<LlmComparison> &rows);
    /// The Markdown table of docs/llm-planning.md §7 (between its markers).
    static QString markdownTable(const QList<LlmComparison> &rows);
    /// The fitted constants, on all sources and per held-out source, as a sentence for the table.
    QString fittedConstants(const LlmParameters &base = LlmParameters::defaults()) const;
    /// What docs/llm-planning.md §7 shows between its markers: the table of `rows` and the fitted
    /// constants.
    QString report(const QList<LlmComparison> &rows) const { return markdownTable(rows) + u'\n' + fittedConstants(); }

    /// Spearman's rank correlation (average ranks for ties); nullopt for fewer than 3 pairs.
    static std::optional<double> spearman(const QList<double> &x, const QList<double> &y);

private:
    QList<LlmMeasurement> m_measurements;
    QHash<QString, LlmDevice> m_devices;
    QList<LlmModel> m_models;
    QStringList m_skipped;
};

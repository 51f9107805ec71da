// SPDX-FileCopyrightText: 2026 GPU Advisor contributors
// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include "model/llm/llmvalidation.h"

#include <QCoreApplication>
#include <QHash>
#include <QList>
#include <QString>

#include <optional>

struct LlmPlanOption;
struct LlmPlanRequest;

/// The measured speeds beside the planner's estimates: the row measured on a configuration's
/// device, count and split, for the model, format and runtime asked for. The app reads them from
/// the database (LlmSpeedRepository: the bundled docs/benchmarks/llm-speeds.csv and the user's
/// own); without one, the bundled file as the validation reads it (LlmValidation::load).
class LlmMeasuredSpeeds final
{
    Q_DECLARE_TR_FUNCTIONS(LlmMeasuredSpeeds)

public:
    /// The three files LlmValidation::load reads; false (with why) when they do not parse.
    bool load(const QString &speedsCsv, const QString &hardwareCsv, const QString &modelsCsv, QString *error);
    /// The copies bundled with the app (:/llm/llm-speeds.csv, :/llm/llm-hardware.csv,
    /// :/seed/llm_models.csv), read once; empty when they are not there.
    static const LlmMeasuredSpeeds &bundled();

    /// `rows` (LlmSpeedRepository::measurements()) with the bundled llm-hardware.csv's device names.
    static LlmMeasuredSpeeds of(const QList<LlmMeasurement> &rows);

    const QList<LlmMeasurement> &measurements() const { return m_rows; }
    /// The GPU table's name of a device llm-hardware.csv names; empty when it names none.
    QString tableName(const QString &hardware) const { return m_tableNames.value(hardware); }

    /// The measurement of `option`'s decode (one user) or prompt speed for `request`: same device
    /// (the GPU table's name, llm-hardware.csv's gpu_table_name), count and split, model, format
    /// and runtime (llama.cpp or vLLM), not with weights in system RAM; of several, the one whose
    /// context is closest to the request's (a prompt after D cached tokens counts as 2D + N, as
    /// the validation estimates it), then the latest; the user's own rows before the bundled ones.
    /// Empty when none was measured.
    std::optional<LlmMeasurement> find(const LlmPlanRequest &request, const LlmPlanOption &option, bool prefill) const;

    /// "measured 7,950 tokens/s for a 512-token prompt (llama.cpp CUDA, 2025-08)"; the user's own
    /// measurement says so ("... (yours, llama.cpp CUDA, 2025-08)").
    static QString text(const LlmMeasurement &measured);
    /// The row's source as people read it: the repository ("XiongjieDai/GPU-Benchmarks-on-LLM-Inference")
    /// or the web site.
    static QString sourceTitle(const LlmMeasurement &measured);
    /// Where a reader opens the row's source: its URL, or the repository file at its commit.
    static QString sourceUrl(const LlmMeasurement &measured);

private:
    QList<LlmMeasurement> m_rows;
    QHash<QString, QString> m_tableNames; ///< llm-hardware.csv's hardware -> the GPU table's name
};

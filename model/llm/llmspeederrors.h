// SPDX-FileCopyrightText: 2026 GPU Advisor contributors
// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include "model/llm/llmvalidation.h"

#include <QCoreApplication>
#include <QList>
#include <QString>

#include <optional>

struct LlmPlanOption;
struct LlmPlanRequest;

/// The typical error of one kind of speed estimate (docs/llm-planning.md §7): the median of
/// |estimate / measured − 1| over the validation rows of its group, or of a wider group when
/// its own has fewer than LlmSpeedErrors::MinimumRows rows.
struct LlmSpeedError
{
    bool prefill = false;
    bool moe = false;
    LlmSetup setup = LlmSetup::OneCard;
    /// Which rows the figure is the median of: "group" (its own), "model kind" (every setup of
    /// its speed and dense/MoE) or "speed" (every decode or every prefill row). Never translated.
    QString basis;
    int rows = 0;
    double medianError = 0;
};

/// The typical errors the application shows beside every language-model speed.
/// validate-llm writes them to resources/seed/llm_speed_errors.csv from the validation it prints
/// (cmake --build build --target validate_llm_docs); the app embeds that file and reads it here.
class LlmSpeedErrors final
{
    Q_DECLARE_TR_FUNCTIONS(LlmSpeedErrors)

public:
    /// Fewer rows than this give a group no figure of its own: it takes the wider group's.
    static constexpr int MinimumRows = 5;

    /// The figure of every group of LlmValidation::groups(), in that order, from the validation's
    /// rows: its own median, or the wider group's (see LlmSpeedError::basis). A group with no
    /// wider group of MinimumRows rows is left out.
    static QList<LlmSpeedError> fromValidation(const QList<LlmComparison> &rows);
    /// The CSV validate-llm writes: speed,model,setup,basis,rows,median_error.
    static QString csv(const QList<LlmSpeedError> &errors);
    /// Parses that CSV; false on a malformed file.
    static bool parse(const QString &text, QList<LlmSpeedError> *errors);

    /// The bundled figure (resources/seed/llm_speed_errors.csv) for a kind of estimate; empty when
    /// the file has none.
    static std::optional<LlmSpeedError> typical(bool prefill, bool moe, LlmSetup setup);
    /// The set-up of a planned configuration, as the validation groups it.
    static LlmSetup setupOf(const LlmPlanOption &option);
    /// The bundled figure for the decode (or prefill) speeds of `option` planned for `request`.
    static std::optional<LlmSpeedError> forOption(const LlmPlanRequest &request, const LlmPlanOption &option,
                                                  bool prefill);
    /// The bundled figure for `option`'s decode (or prefill) speed in percent, as `plan --json`
    /// gives it (decode_error_pct, prefill_error_pct); empty when it has no such speed or figure.
    static std::optional<double> errorPercent(const LlmPlanRequest &request, const LlmPlanOption &option, bool prefill);

    /// "typically within ±8%", or empty without a figure.
    static QString withinText(const std::optional<LlmSpeedError> &error);
    /// What the figure is, for a tooltip: "the median error of 30 measured decode speeds of dense
    /// models on one card" (or of the wider group it falls back to).
    static QString basisText(const LlmSpeedError &error);
    /// One speed with its typical error: "about 8,000 tokens/s, typically within ±20%".
    static QString speedText(double tokensPerS, const std::optional<LlmSpeedError> &error);
    /// The sentence `plan` and the summary give under a configuration's speeds: "Decode typically
    /// within ±8%, prompt within ±22% of measured speeds." Empty without either figure.
    static QString optionSentence(const LlmPlanRequest &request, const LlmPlanOption &option);
};

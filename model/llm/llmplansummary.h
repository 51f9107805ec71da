// SPDX-FileCopyrightText: 2026 GPU Advisor contributors
// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include "model/format/summary.h"

#include <QCoreApplication>
#include <QList>
#include <QString>

struct LlmPlanOption;
struct LlmPlanRequest;

/// The language-model plan worded once: the Language models tab and `plan` (text and JSON) lay
/// out these lines and add no words of their own.
///
/// The title gives the workload ("Llama 3.1 70B in Q4_K_M, 8,192 tokens of context, 1 user(s),
/// KV cache F16"), the subtitle its size (parameters, weights, KV cache). Sections, in order (keys
/// untranslated): "request", the question as understood (target speed, budget, runtime, the price
/// each card is counted at and of when, the ranking, system RAM for offload, an API's price), and
/// "answer", how close the answer comes: how many configurations hold the model, how many meet the
/// target and the budget, how close the answer comes when none does, how many generate tokens for
/// less than the API, and the first that meets them. A line that names a configuration carries its
/// price's condition, kind and date as detail and its source.
struct LlmPlanSummary : Summary
{
    Q_DECLARE_TR_FUNCTIONS(LlmPlanSummary)

public:
    /// The summary of `options` (every configuration of the answer, in the order asked for)
    /// planned for `request`; `verdict` is LlmPlanner::verdictLines() of them. `problem`, when
    /// set, is why the question could not be answered: the answer says only that.
    static LlmPlanSummary of(const LlmPlanRequest &request, const QList<LlmPlanOption> &options,
                             const QList<SummaryLine> &verdict, const QString &problem = QString());

    /// A line of the answer that names `option`: `text`, with the price's condition, kind and
    /// date as detail and where the price comes from as source and link.
    static SummaryLine optionLine(const QString &key, const QString &text, const LlmPlanOption &option);

    /// The speeds of `option` planned for `request`, each with how far to trust it: "decode"
    /// ("Decode for one user: about 45 tokens/s, typically within ±8%.") and "prefill" ("Prompt: about
    /// 3,000 tokens/s, typically within ±22%; first token after 2.7 s."), each with what its typical
    /// error is the median of as detail (LlmSpeedErrors). A speed the estimator has not is left out.
    static QList<SummaryLine> speedLines(const LlmPlanRequest &request, const LlmPlanOption &option);
};

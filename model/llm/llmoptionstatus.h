// SPDX-FileCopyrightText: 2026 GPU Advisor contributors
// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include "model/llm/llmplanner.h"

#include <QCoreApplication>
#include <QString>

#include <optional>

/// A configuration of the LLM planner's answer held to the question's target speed and budget,
/// in plain words: "Meets the target", "Misses the speed target: 21.4 of 30 tokens/s", "Over
/// budget by $450" (issue 25: "Fits, but misses" did not say what it misses). Worded here once;
/// the Language models tab's table shows it.
class LlmOptionStatus final
{
    Q_DECLARE_TR_FUNCTIONS(LlmOptionStatus)

public:
    /// What was asked: the target decode speed per user and the budget, each unset when not asked.
    struct Limits
    {
        std::optional<double> minTokensPerS;
        std::optional<double> budgetUsd;
    };

    /// The status of `option` against `limits`; `currency` writes the amounts.
    static QString text(const LlmPlanOption &option, const Limits &limits,
                        const QString &currency = QStringLiteral("$"));
    /// Whether the option costs more than the budget (false without a budget or a price).
    static bool isOverBudget(const LlmPlanOption &option, const Limits &limits);
    /// By how much it is over the budget (0 when within it, or when either is unknown).
    static double overBudgetByUsd(const LlmPlanOption &option, const Limits &limits);
};

// SPDX-FileCopyrightText: 2026 GPU Advisor contributors
// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include "model/llm/llmoptionstatus.h"
#include "model/llm/llmplanner.h"

#include <QFlags>
#include <QList>
#include <QString>

/// Which configurations of the LLM planner's answer the Language models tab shows: the kinds
/// ticked (one card, several cards, a unified-memory machine, a card with system RAM), those
/// whose label holds the search text, and those over the budget only when asked (issue 25: they
/// used to vanish). A plain predicate, so that it is tested apart from the table.
struct LlmOptionFilter
{
    enum class Kind {
        OneCard = 0x1,      ///< one discrete card ("gpus", one device)
        SeveralCards = 0x2, ///< two or more discrete cards ("gpus")
        Unified = 0x4,      ///< a unified-memory machine ("unified")
        Offload = 0x8,      ///< a card with part of the model in system RAM ("offload")
    };
    Q_DECLARE_FLAGS(Kinds, Kind)
    static constexpr Kinds AllKinds = Kinds(0xf);

    Kinds kinds = AllKinds;
    QString search;             ///< matched against the configuration's label, ignoring case
    bool showOverBudget = true; ///< false: configurations over the budget are left out
    LlmOptionStatus::Limits limits;

    /// The kind of one configuration, from LlmPlanOption::kind() and its device count.
    static Kind kindOf(const LlmPlanOption &option);
    bool accepts(const LlmPlanOption &option) const;
};

Q_DECLARE_OPERATORS_FOR_FLAGS(LlmOptionFilter::Kinds)

/// The planner's answer with the configurations over the budget kept, each marked as the planner
/// marks it (meetsTarget false, overBudgetUsd, the reason), so that the table can show or hide
/// them on purpose. LlmPlanner::plan() itself leaves them out, as `plan` prints only what is
/// within the budget. Without a budget it is plan() itself.
QList<LlmPlanOption> planKeepingOverBudget(const LlmPlanner &planner, const LlmPlanRequest &request,
                                           const QList<LlmPlanInput> &devices);

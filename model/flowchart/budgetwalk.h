// SPDX-FileCopyrightText: 2026 GPU Advisor contributors
// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include "model/catalog/gpurepository.h"
#include "model/flowchart/flowchartwalker.h"
#include "model/flowchart/recommendation.h"
#include "model/flowchart/wizardneeds.h"

#include <QCoreApplication>

class CostOfOwnership;

/// A walk with a budget in dollars: the chart's budget questions answered from the offered cards'
/// prices, and the best card within the budget when no step of the chart fits it
/// (docs/live-picks.md, "Within the budget").
class BudgetWalk
{
    Q_DECLARE_TR_FUNCTIONS(BudgetWalk)

public:
    /// Walks `walker` from its root: each budget question is answered from its cards' prices, as
    /// the wizard suggests (adviseOnBudget: yes when the cheapest offered card is within
    /// `budgetUsd`), every other question by the next of `words` ("yes" or "no"). False, with a
    /// sentence naming the question or the answer, when the words do not fit the walk or a budget
    /// question's cards have no price.
    static bool replay(FlowchartWalker *walker, const QStringList &words, double budgetUsd, const GpuRepository &gpus,
                       const QDate &asOf, QString *error);

    /// The ranking a result is compared in ("Rank by value" on its page): the one its card was
    /// chosen in (Recommendation::needs), else the one the answers imply (wizardNeeds()).
    static WizardNeeds rankingNeeds(const FlowchartWalker &walker, const Recommendation &recommendation);

    /// When a walk of the live edition ends without a card (the chart's "No viable option"),
    /// names the best card within the budget from the ranking by value its result page links to
    /// (the metric and memory the answers imply, the condition of the cards declined last), said
    /// as such. The budget is `budgetUsd` when set, else "cheaper than the cheapest card declined".
    /// Leaves `recommendation` as it is when that ranking has no card within the budget.
    /// `ownership` prices the desktop around each card in that ranking (null: the planner's defaults).
    static void fallBack(Recommendation *recommendation, const FlowchartWalker &walker, const GpuRepository &gpus,
                         double budgetUsd, const QDate &asOf, const CostOfOwnership *ownership = nullptr);
};

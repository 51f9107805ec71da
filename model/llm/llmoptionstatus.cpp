// SPDX-FileCopyrightText: 2026 GPU Advisor contributors
// SPDX-License-Identifier: GPL-3.0-or-later
#include "model/llm/llmoptionstatus.h"

#include "model/format/formatter.h"

#include <QStringList>

#include <cmath>

namespace {

/// Speeds as the table writes them: one decimal below 100 tokens/s, whole numbers above.
QString statusSpeed(double value)
{
    return Formatter::number(value, value < 100 ? 1 : 0);
}

/// A target as the user typed it: "30", "12.5".
QString statusTarget(double value)
{
    return Formatter::number(value, value == std::round(value) ? 0 : 1);
}

} // namespace

bool LlmOptionStatus::isOverBudget(const LlmPlanOption &option, const Limits &limits)
{
    return overBudgetByUsd(option, limits) > 0;
}

double LlmOptionStatus::overBudgetByUsd(const LlmPlanOption &option, const Limits &limits)
{
    // The planner records the budget it held the option to; the question's budget otherwise.
    const std::optional<double> budget =
        option.overBudgetUsd > 0 ? std::optional(option.overBudgetUsd) : limits.budgetUsd;
    if (!budget || !option.priceUsd || *option.priceUsd <= *budget + 1e-9)
        return 0;
    return *option.priceUsd - *budget;
}

QString LlmOptionStatus::text(const LlmPlanOption &option, const Limits &limits, const QString &currency)
{
    if (!option.estimate.fits)
        return tr("Does not fit");
    QStringList missed;
    const std::optional<double> speed = option.estimate.perUserDecodeTokensPerS;
    const std::optional<double> target =
        option.missedTargetTokensPerS > 0 ? std::optional(option.missedTargetTokensPerS) : limits.minTokensPerS;
    if (target && !speed) {
        missed.append(tr("speed unknown"));
    } else if (target && *speed + 1e-9 < *target) {
        //: %1 is the speed reached, %2 the target, both in tokens per second.
        missed.append(tr("misses the speed target: %1 of %2 tokens/s").arg(statusSpeed(*speed), statusTarget(*target)));
    }
    if (const double over = overBudgetByUsd(option, limits); over > 0) {
        //: %1 is an amount of money, such as $450
        missed.append(tr("over budget by %1").arg(Formatter::money(over, currency)));
    } else if (limits.budgetUsd && !option.priceUsd) {
        missed.append(tr("no price, so not held to the budget"));
    }
    if (!missed.isEmpty()) {
        //: Joins what a configuration misses: "misses the speed target: 21.4 of 30 tokens/s; over budget by $450".
        QString joined = missed.join(tr("; "));
        joined[0] = joined[0].toUpper();
        return joined;
    }
    if (limits.minTokensPerS && limits.budgetUsd)
        return tr("Meets the target within the budget");
    if (limits.minTokensPerS)
        return tr("Meets the target");
    if (limits.budgetUsd)
        return tr("Within the budget");
    return tr("Fits");
}

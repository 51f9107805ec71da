// SPDX-FileCopyrightText: 2026 GPU Advisor contributors
// SPDX-License-Identifier: GPL-3.0-or-later
#include "model/llm/llmoptionfilter.h"

#include <algorithm>

LlmOptionFilter::Kind LlmOptionFilter::kindOf(const LlmPlanOption &option)
{
    const QString kind = option.kind();
    if (kind == u"unified")
        return Kind::Unified;
    if (kind == u"offload")
        return Kind::Offload;
    return option.configuration.deviceCount() > 1 ? Kind::SeveralCards : Kind::OneCard;
}

bool LlmOptionFilter::accepts(const LlmPlanOption &option) const
{
    if (!kinds.testFlag(kindOf(option)))
        return false;
    if (!showOverBudget && LlmOptionStatus::isOverBudget(option, limits))
        return false;
    const QString text = search.trimmed();
    return text.isEmpty() || option.label().contains(text, Qt::CaseInsensitive);
}

QList<LlmPlanOption> planKeepingOverBudget(const LlmPlanner &planner, const LlmPlanRequest &request,
                                           const QList<LlmPlanInput> &devices)
{
    if (!request.budgetUsd)
        return planner.plan(request, devices);
    LlmPlanRequest open = request;
    open.budgetUsd.reset();
    QList<LlmPlanOption> options = planner.plan(open, devices);
    // Priced within the budget, an option is the same with the budget or without it; the others
    // are evaluated again against the budget, the same configuration on the same devices.
    for (LlmPlanOption &option : options) {
        if (option.priceUsd && *option.priceUsd <= *request.budgetUsd + 1e-9)
            continue;
        QList<LlmPlanInput> groups;
        QList<int> counts;
        for (const DeviceGroup &group : option.configuration.groups) {
            const auto input = std::find_if(devices.cbegin(), devices.cend(),
                                            [&](const LlmPlanInput &d) { return d.gpu.id == group.device.gpuId; });
            if (input == devices.cend())
                break;
            groups.append(*input);
            counts.append(group.count);
        }
        if (groups.size() == option.configuration.groups.size())
            option = planner.evaluate(request, groups, counts, option.configuration.offload.has_value());
    }
    return options;
}

// SPDX-FileCopyrightText: 2026 GPU Advisor contributors
// SPDX-License-Identifier: GPL-3.0-or-later
// The planner's entry point: its inputs read once, through the repository interfaces, and the
// answer worded once, for the Language models tab and `plan` alike.
#include "model/llm/llmplanner.h"

#include "model/llm/llmoptionfilter.h"

#include <QHash>

#include <memory>

LlmPlanData LlmPlanData::read(const LlmPlanRepositories &repositories)
{
    LlmPlanData data;
    if (repositories.gpus) {
        QString error;
        const QList<Gpu> gpus = repositories.gpus->gpus(&error);
        // Every price at once, by device: one read, not one a device.
        QHash<qint64, QList<PriceObservation>> prices;
        if (error.isEmpty()) {
            for (const PriceObservation &o : repositories.gpus->allPrices(&error))
                prices[o.gpuId].append(o);
        }
        if (!error.isEmpty()) {
            //: %1 is the reason, as the database gives it
            data.error = tr("The GPUs could not be read: %1").arg(error);
            return data;
        }
        for (const Gpu &gpu : gpus)
            data.devices.append({gpu, prices.value(gpu.id)});
        // The resale fits of every second-hand price, as `rank` and the build planner fit them.
        QList<PriceObservation> all;
        for (const QList<PriceObservation> &observed : std::as_const(prices))
            all.append(observed);
        data.resale = std::make_shared<const ResaleModel>(gpus, all);
    }
    if (repositories.parts) {
        QString error; // unreadable: the planner's defaults, as the build planner does
        data.partPrices = repositories.parts->partPrices(&error);
        if (!error.isEmpty())
            data.partPrices.clear();
    }
    if (repositories.speeds) {
        QString error; // unreadable: the bundled measurements, which the database is seeded with
        const QList<LlmMeasurement> measured = repositories.speeds->measurements(&error);
        if (error.isEmpty())
            data.measuredSpeeds = LlmMeasuredSpeeds::of(measured);
    }
    return data;
}

LlmPlanAnswer LlmPlanner::plan(const LlmPlanRequest &request, const LlmPlanRepositories &repositories) const
{
    return answer(request, LlmPlanData::read(repositories));
}

LlmPlanAnswer LlmPlanner::answer(const LlmPlanRequest &request, const LlmPlanData &data) const
{
    LlmPlanAnswer result;
    QString problem = data.error;
    if (problem.isEmpty())
        problem = request.workload.validate();
    if (!problem.isEmpty()) {
        result.summary = LlmPlanSummary::of(request, {}, {}, problem);
        return result;
    }
    // A configuration of cards is priced as the build planner prices the machine around it, with
    // the same part prices: the tab, `plan` and "Plan this build" name the same money.
    LlmPlanRequest asked = request;
    asked.priceAsBuilt = true;
    asked.partPrices = data.partPrices;
    asked.measuredSpeeds = data.measuredSpeeds;
    if (!asked.resale)
        asked.resale = data.resale;
    result.options = plan(asked, data.devices);
    sortAsAsked(asked, &result.options);
    if (request.budgetUsd) {
        result.shown = planKeepingOverBudget(*this, asked, data.devices);
        sortAsAsked(asked, &result.shown);
    } else {
        result.shown = result.options;
    }
    result.summary = LlmPlanSummary::of(asked, result.options, verdictLines(asked, result.options, data.devices));
    return result;
}

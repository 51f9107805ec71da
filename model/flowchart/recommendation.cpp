// SPDX-FileCopyrightText: 2026 GPU Advisor contributors
// SPDX-License-Identifier: GPL-3.0-or-later
#include "model/flowchart/recommendation.h"

std::optional<PriceObservation> PickDetails::relevantPrice() const
{
    const auto &preferred = used ? quote.used : quote.newest;
    const auto &other = used ? quote.newest : quote.used;
    return preferred ? preferred : other;
}

bool PickDetails::priceIsFallback() const
{
    const auto &preferred = used ? quote.used : quote.newest;
    return !preferred && relevantPrice();
}

PickDetails PickDetails::ranked(const RankEntry &entry, Metric metric, bool used, const QDate &asOf)
{
    PickDetails pick{entry.gpu, used, entry.quote, asOf};
    pick.valueMetric = metric;
    if (entry.cost) {
        pick.totalCostUsd = entry.cost->totalUsd();
        pick.wholeBuildUsd = entry.cost->purchaseUsd();
    }
    pick.performancePerDollar = entry.performancePerDollar();
    return pick;
}

QString PickDetails::displayName() const
{
    //: %1 is a GPU name; the card is bought second-hand.
    return used ? tr("%1 (used)").arg(gpu.name) : gpu.name;
}

QString PickDetails::choiceOf(const QList<PickDetails> &picks)
{
    QStringList names;
    for (const PickDetails &p : picks)
        names.append(p.displayName());
    //: Joins the cards offered as one choice: "GeForce RTX 3090 (used) or Radeon RX 7900 XTX".
    return names.join(tr(" or "));
}

QList<PickDetails> resolvePicks(const QList<GpuPick> &picks, const GpuRepository &repository, const QDate &asOf)
{
    QList<PickDetails> result;
    for (const GpuPick &pick : picks) {
        const std::optional<Gpu> gpu = repository.gpu(pick.gpuId);
        if (!gpu)
            continue;
        result.append({*gpu, pick.used, quotePrice(repository.prices(pick.gpuId), asOf), asOf});
    }
    return result;
}

Recommendation recommendationFor(const FlowchartWalker &walker, const GpuRepository &repository, const QDate &asOf)
{
    Recommendation r;
    const FlowLeaf *leaf = walker.leaf();
    if (!leaf)
        return r;
    r.leaf = *leaf;
    r.picks = resolvePicks(leaf->gpus, repository, asOf);
    r.runnerUps = resolvePicks(walker.runnerUps(), repository, asOf);
    r.caveat = walker.chart().caveat;
    QList<QDate> dates;
    for (const PickDetails &pick : std::as_const(r.picks)) {
        if (const auto price = pick.relevantPrice())
            dates.append(price->observedOn);
    }
    r.freshness = assessFreshness(dates, asOf, int(r.picks.size() - dates.size()));
    return r;
}

BudgetAdvice adviseOnBudget(const FlowQuestion &question, const GpuRepository &repository, double budgetUsd,
                            const QDate &asOf)
{
    BudgetAdvice advice;
    advice.offered = resolvePicks(question.offered, repository, asOf);
    for (const PickDetails &pick : std::as_const(advice.offered)) {
        if (const auto price = pick.relevantPrice()) {
            if (!advice.cheapestUsd || price->usd < *advice.cheapestUsd)
                advice.cheapestUsd = price->usd;
        }
    }
    if (advice.cheapestUsd && budgetUsd > 0)
        advice.suggestion = *advice.cheapestUsd <= budgetUsd ? Answer::Yes : Answer::No;
    return advice;
}

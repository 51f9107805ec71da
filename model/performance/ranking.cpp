// SPDX-FileCopyrightText: 2026 GPU Advisor contributors
// SPDX-License-Identifier: GPL-3.0-or-later
#include "model/performance/ranking.h"

#include "model/build/costofownership.h"

#include <QCoreApplication>

#include <algorithm>
#include <cmath>

QString RankingOptions::validate() const
{
    if (!std::isfinite(minVramGb) || minVramGb < 0 || minVramGb > 100000) {
        //: "min-vram" is a command-line option name: keep it untranslated; %1 is the value given
        return QCoreApplication::translate("Ranking", "min-vram must be from 0 to 100000 GB (got %1)").arg(minVramGb);
    }
    if (limit < 0) {
        //: "limit" is a command-line option name: keep it untranslated; %1 is the value given
        return QCoreApplication::translate("Ranking", "limit must be 0 or more (got %1)").arg(limit);
    }
    return cost.validate();
}

std::optional<double> RankEntry::performancePerDollar() const
{
    if (!cost || cost->totalUsd() <= 0)
        return std::nullopt;
    return performance.relative / cost->totalUsd();
}

namespace {

bool optionsAdmit(const RankingOptions &options, const Gpu &gpu)
{
    return gpu.usableMemoryGb() >= options.minVramGb && (!options.asOf.isValid() || gpu.isReleasedBy(options.asOf));
}

} // namespace

QList<RankEntry> rankGpus(const QList<Gpu> &gpus, const QHash<qint64, QList<PriceObservation>> &prices,
                          const PerformanceParameters &parameters, const RankingOptions &options, QString *error)
{
    PerformanceParameters effective = parameters;
    effective.software = options.effectiveSoftware();
    PerformanceModel model(effective);
    const auto reference = std::find_if(gpus.cbegin(), gpus.cend(), [&](const Gpu &g) {
        return g.name.compare(parameters.referenceGpu, Qt::CaseInsensitive) == 0;
    });
    if (reference == gpus.cend()) {
        if (error)
            //: %1 is a GPU name
            *error = QCoreApplication::translate("Ranking", "the reference GPU \"%1\" is not in the database")
                         .arg(parameters.referenceGpu);
        return {};
    }
    model.setReference(*reference);
    // Without one: the planner's default part prices, and the resale fitted on the prices given.
    CostOfOwnership defaultOwnership;
    if (!options.ownership) {
        QList<PriceObservation> all;
        for (const QList<PriceObservation> &observations : prices)
            all.append(observations);
        defaultOwnership.setResale(ResaleModel(gpus, all));
    }
    const CostOfOwnership &ownership = options.ownership ? *options.ownership : defaultOwnership;

    QList<RankEntry> entries;
    entries.reserve(gpus.size());
    for (const Gpu &gpu : gpus) {
        if (!optionsAdmit(options, gpu))
            continue;
        RankEntry e;
        e.gpu = gpu;
        e.performance = model.estimate(gpu, options.metric);
        e.quote = quotePrice(prices.value(gpu.id), options.asOf);
        e.priceUsd = e.quote.usd(options.cost.priceBasis);
        e.priceDate = e.quote.dateLabel(options.cost.priceBasis);
        // One cost of ownership (CostOfOwnership); a GPU without a price still has its electricity.
        const CostBreakdown cost = ownership.cost(gpu, e.priceUsd.value_or(0), options.cost, options.asOf);
        e.electricityUsdPerYear = cost.electricityUsdPerYear;
        if (e.priceUsd)
            e.cost = cost;
        entries.append(std::move(e));
    }
    return rankEntries(std::move(entries), options);
}

QList<RankEntry> rankEntries(QList<RankEntry> entries, const RankingOptions &options,
                             const std::function<bool(const RankEntry &)> &admits)
{
    entries.removeIf([&](const RankEntry &e) { return !optionsAdmit(options, e.gpu) || (admits && !admits(e)); });
    const bool byValue = options.sort == RankingOptions::Sort::Value;
    std::stable_sort(entries.begin(), entries.end(), [byValue](const RankEntry &a, const RankEntry &b) {
        const auto va = a.performancePerDollar();
        const auto vb = b.performancePerDollar();
        // GPUs without a price are listed apart after the ranked ones, by value or by speed: one
        // nobody can buy is never ranked among those one can (issue 25).
        if (a.priceUsd.has_value() != b.priceUsd.has_value())
            return a.priceUsd.has_value();
        if (byValue) {
            if (va.has_value() != vb.has_value())
                return va.has_value();
            if (va && *va != *vb)
                return *va > *vb;
        }
        if (a.performance.relative != b.performance.relative)
            return a.performance.relative > b.performance.relative;
        return a.gpu.name < b.gpu.name;
    });
    if (options.limit > 0) {
        // Cards without a price, listed after the ranked ones, do not use up the places asked for.
        qsizetype priced = 0;
        const auto end = std::find_if(entries.begin(), entries.end(),
                                      [&](const RankEntry &e) { return e.priceUsd && ++priced > options.limit; });
        entries.erase(end, entries.end());
    }
    return entries;
}

// SPDX-FileCopyrightText: 2026 GPU Advisor contributors
// SPDX-License-Identifier: GPL-3.0-or-later
#include "model/browser/gpuevaluator.h"

#include <algorithm>

namespace {

bool sameWorkload(const WorkloadProfile &a, const WorkloadProfile &b)
{
    return a.computeShare == b.computeShare && a.overheadShare == b.overheadShare && a.workingSetMb == b.workingSetMb &&
           a.eightBit == b.eightBit && a.weightsGbPerUnit == b.weightsGbPerUnit &&
           a.latencyMsPerUnit == b.latencyMsPerUnit;
}

bool sameParameters(const PerformanceParameters &a, const PerformanceParameters &b)
{
    if (a.referenceGpu != b.referenceGpu || a.l2MaxGain != b.l2MaxGain || a.l2BaselineMb != b.l2BaselineMb ||
        a.referenceSharedMemoryKb != b.referenceSharedMemoryKb || a.tmaGain != b.tmaGain ||
        a.rocmEfficiency != b.rocmEfficiency || a.batchDoublingGain != b.batchDoublingGain ||
        a.scaleBatchWithMemory != b.scaleBatchWithMemory || a.software != b.software || a.powerCap != b.powerCap ||
        a.dvfsExponent != b.dvfsExponent || a.geforceBoostCeiling != b.geforceBoostCeiling ||
        a.workloads.size() != b.workloads.size())
        return false;
    for (auto it = a.workloads.cbegin(); it != a.workloads.cend(); ++it) {
        const auto other = b.workloads.constFind(it.key());
        if (other == b.workloads.cend() || !sameWorkload(it.value(), other.value()))
            return false;
    }
    return true;
}

bool sameCost(const CostParameters &a, const CostParameters &b)
{
    return a.years == b.years && a.kwhPriceUsd == b.kwhPriceUsd && a.utilization == b.utilization &&
           a.desktopUsd == b.desktopUsd && a.priceBasis == b.priceBasis && a.countResale == b.countResale;
}

} // namespace

GpuEvaluator::GpuEvaluator(GpuSnapshot snapshot)
    : m_snapshot(std::move(snapshot))
    , m_ownership(m_snapshot.partPrices)
{
    QList<PriceObservation> all;
    for (const QList<PriceObservation> &prices : std::as_const(m_snapshot.prices))
        all.append(prices);
    m_ownership.setResale(ResaleModel(m_snapshot.gpus, all));
    m_entries.reserve(m_snapshot.gpus.size());
    for (const Gpu &gpu : std::as_const(m_snapshot.gpus)) {
        RankEntry entry;
        entry.gpu = gpu;
        m_entries.append(std::move(entry));
    }
    setParameters(m_model.parameters());
}

void GpuEvaluator::setParameters(const PerformanceParameters &performance)
{
    m_model = PerformanceModel(performance);
    m_estimates.clear();
    m_error.clear();
    const auto reference = std::find_if(m_snapshot.gpus.cbegin(), m_snapshot.gpus.cend(), [&](const Gpu &g) {
        return g.name.compare(performance.referenceGpu, Qt::CaseInsensitive) == 0;
    });
    if (reference != m_snapshot.gpus.cend())
        m_model.setReference(*reference);
    else
        //: %1 is a GPU name
        m_error = tr("the reference GPU \"%1\" is not in the database").arg(performance.referenceGpu);
}

GpuEvaluator::Parts GpuEvaluator::evaluate(Metric metric, const PerformanceParameters &performance,
                                           const CostParameters &cost, const QDate &asOf)
{
    Parts parts;
    if (!m_evaluated || !sameParameters(performance, m_model.parameters())) {
        setParameters(performance);
        parts |= Part::Performance;
    }
    if (!m_evaluated || metric != m_metric)
        parts |= Part::Performance;
    if (!m_evaluated || asOf != m_asOf)
        parts |= Part::Prices | Part::Costs;
    if (!m_evaluated || !sameCost(cost, m_cost))
        parts |= Part::Costs;
    m_evaluated = true;
    m_metric = metric;
    m_asOf = asOf;
    m_cost = cost;
    if (parts == Part::None)
        return parts;

    const QList<PerformanceEstimate> *estimates = nullptr;
    if (parts & Part::Performance) {
        auto cached = m_estimates.find(metric);
        if (cached == m_estimates.end()) {
            QList<PerformanceEstimate> computed;
            computed.reserve(m_entries.size());
            for (const RankEntry &e : std::as_const(m_entries))
                computed.append(estimate(e.gpu, metric));
            cached = m_estimates.emplace(metric, std::move(computed));
        }
        estimates = &cached.value();
    }
    static const QList<PriceObservation> noPrices;
    for (qsizetype i = 0; i < m_entries.size(); ++i) {
        RankEntry &e = m_entries[i];
        if (estimates)
            e.performance = estimates->at(i);
        if (parts & Part::Prices) {
            const auto found = m_snapshot.prices.constFind(e.gpu.id);
            e.quote = quotePrice(found == m_snapshot.prices.cend() ? noPrices : found.value(), asOf);
        }
        if (parts & Part::Costs) {
            e.priceUsd = e.quote.usd(cost.priceBasis);
            e.priceDate = e.quote.dateLabel(cost.priceBasis);
            // The one cost of ownership (docs/model.md §5); a GPU without a price keeps its electricity.
            const CostBreakdown owned = m_ownership.cost(e.gpu, e.priceUsd.value_or(0), cost, asOf);
            e.electricityUsdPerYear = owned.electricityUsdPerYear;
            e.cost = e.priceUsd ? std::optional(owned) : std::nullopt;
        }
    }
    return parts;
}

PerformanceEstimate GpuEvaluator::estimate(const Gpu &gpu, Metric metric) const
{
    PerformanceEstimate e = m_model.estimate(gpu, metric);
    if (!m_error.isEmpty())
        e.relative = 0;
    return e;
}

QList<MeasuredFigure> GpuEvaluator::measured(const Gpu &gpu, Metric metric) const
{
    return measuredFigures(gpu, metric, m_snapshot.gpus, m_snapshot.benchmarks, m_model);
}

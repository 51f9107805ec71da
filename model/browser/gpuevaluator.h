// SPDX-FileCopyrightText: 2026 GPU Advisor contributors
// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include "model/performance/measuredfigures.h"

#include "model/build/costofownership.h"
#include "model/catalog/gpusnapshot.h"
#include "model/performance/ranking.h"

#include <QCoreApplication>

/// Evaluates every GPU of a snapshot under a set of what-if assumptions: its performance on one
/// metric, its price as of a month, its cost of ownership and its performance per dollar, as
/// rankGpus() does, but for all GPUs at once (filtering is left to the caller) and in snapshot
/// order. It keeps what an assumption did not touch: a new electricity price recomputes only
/// the costs, a new month only the prices and costs, a new metric only the estimates (and each
/// metric's estimates are kept until the model's parameters change). Cost is linear in the
/// number of GPUs and observations.
class GpuEvaluator final
{
    Q_DECLARE_TR_FUNCTIONS(GpuEvaluator)

public:
    /// What a call to evaluate() had to recompute.
    enum class Part { None = 0x0, Performance = 0x1, Prices = 0x2, Costs = 0x4 };
    Q_DECLARE_FLAGS(Parts, Part)

    explicit GpuEvaluator(GpuSnapshot snapshot = {});

    const GpuSnapshot &snapshot() const { return m_snapshot; }
    /// One entry per snapshot GPU, in snapshot order; empty before the first evaluate().
    const QList<RankEntry> &entries() const { return m_entries; }
    /// The one cost of ownership and break-even, over the snapshot's part prices; it keeps each
    /// desktop it prices (per card, count and month), so re-costing is fast.
    const CostOfOwnership &ownership() const { return m_ownership; }

    Parts evaluate(Metric metric, const PerformanceParameters &performance, const CostParameters &cost,
                   const QDate &asOf);

    /// The model's estimate for any GPU and metric, against the same reference GPU.
    PerformanceEstimate estimate(const Gpu &gpu, Metric metric) const;
    /// The snapshot's measured figures of `gpu` on `metric`, each with the estimate in its unit.
    QList<MeasuredFigure> measured(const Gpu &gpu, Metric metric) const;
    /// Empty unless the reference GPU of the parameters is missing; relative figures are then 0.
    QString error() const { return m_error; }

private:
    void setParameters(const PerformanceParameters &performance);

    GpuSnapshot m_snapshot;
    QList<RankEntry> m_entries;
    QHash<Metric, QList<PerformanceEstimate>> m_estimates; ///< per metric, in snapshot order
    PerformanceModel m_model;
    CostOfOwnership m_ownership;
    bool m_evaluated = false;
    Metric m_metric = Metric::Int8Inference;
    CostParameters m_cost;
    QDate m_asOf;
    QString m_error;
};

Q_DECLARE_OPERATORS_FOR_FLAGS(GpuEvaluator::Parts)

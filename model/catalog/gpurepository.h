// SPDX-FileCopyrightText: 2026 GPU Advisor contributors
// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include "model/catalog/benchmark.h"
#include "model/catalog/gpu.h"
#include "model/cloud/cloudrate.h"

#include <optional>

/// Read access to GPUs, their price observations and their measured benchmarks. Implemented in
/// db/; the model and the UI see only this interface.
class GpuRepository
{
public:
    virtual ~GpuRepository() = default;

    virtual QList<Gpu> gpus(QString *error = nullptr) const = 0;
    virtual std::optional<Gpu> gpu(qint64 id, QString *error = nullptr) const = 0;
    virtual std::optional<Gpu> gpuByName(const QString &name, QString *error = nullptr) const = 0;
    virtual QList<PriceObservation> prices(qint64 gpuId, QString *error = nullptr) const = 0;
    /// Every GPU's price observations, by GPU and then oldest first. A repository that can read
    /// them at once should: asking GPU by GPU costs a query each.
    virtual QList<PriceObservation> allPrices(QString *error = nullptr) const
    {
        QList<PriceObservation> all;
        for (const Gpu &g : gpus(error))
            all.append(prices(g.id, error));
        return all;
    }
    /// The observations a quote at `asOf` rests on (see quotedObservations()): for each GPU, those
    /// of its latest month at or before `asOf`, for new and for second-hand prices. Enough for
    /// quotePrice() and rankGpus(), and a small part of allPrices(); the default filters that.
    virtual QList<PriceObservation> quotedPrices(const QDate &asOf, QString *error = nullptr) const;
    /// The GPU's dated cloud rental rates, oldest first; none unless the repository keeps them.
    virtual QList<CloudRate> cloudRates(qint64 gpuId, QString *error = nullptr) const
    {
        Q_UNUSED(gpuId);
        Q_UNUSED(error);
        return {};
    }
    /// Every measured benchmark of every GPU. A repository without any returns none.
    virtual QList<Benchmark> benchmarks(QString *error = nullptr) const
    {
        Q_UNUSED(error);
        return {};
    }
};

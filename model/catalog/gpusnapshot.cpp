// SPDX-FileCopyrightText: 2026 GPU Advisor contributors
// SPDX-License-Identifier: GPL-3.0-or-later
#include "model/catalog/gpusnapshot.h"

#include <algorithm>

QDate GpuSnapshot::firstPriceDate() const
{
    QDate first;
    for (const QList<PriceObservation> &observations : prices) {
        for (const PriceObservation &o : observations) {
            if (!first.isValid() || o.observedOn < first)
                first = o.observedOn;
        }
    }
    return first;
}

QDate GpuSnapshot::lastPriceDate() const
{
    QDate last;
    for (const QList<PriceObservation> &observations : prices) {
        for (const PriceObservation &o : observations) {
            if (!last.isValid() || o.observedOn > last)
                last = o.observedOn;
        }
    }
    return last;
}

GpuSnapshot GpuSnapshot::load(const GpuRepository &repository, QString *error)
{
    GpuSnapshot snapshot;
    QString problem;
    snapshot.gpus = repository.gpus(&problem);
    if (!problem.isEmpty()) {
        if (error)
            *error = problem;
        return {};
    }
    snapshot.prices.reserve(snapshot.gpus.size());
    for (const Gpu &gpu : std::as_const(snapshot.gpus)) {
        QList<PriceObservation> observations = repository.prices(gpu.id, &problem);
        if (!problem.isEmpty()) {
            if (error)
                *error = problem;
            return {};
        }
        std::stable_sort(
            observations.begin(), observations.end(),
            [](const PriceObservation &a, const PriceObservation &b) { return a.observedOn < b.observedOn; });
        if (!observations.isEmpty())
            snapshot.prices.emplace(gpu.id, std::move(observations));
        QList<CloudRate> rates = repository.cloudRates(gpu.id, &problem);
        if (!problem.isEmpty()) {
            if (error)
                *error = problem;
            return {};
        }
        if (!rates.isEmpty())
            snapshot.cloudRates.emplace(gpu.id, std::move(rates));
    }
    snapshot.benchmarks = repository.benchmarks(&problem);
    if (!problem.isEmpty()) {
        if (error)
            *error = problem;
        return {};
    }
    return snapshot;
}

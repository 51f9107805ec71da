// SPDX-FileCopyrightText: 2026 GPU Advisor contributors
// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include "model/build/partprice.h"
#include "model/catalog/gpurepository.h"

#include <QDate>
#include <QHash>
#include <QList>

/// Every GPU and every price observation, read from a repository once so that the browser and
/// its charts can re-rank in memory without touching the database again.
struct GpuSnapshot
{
    QList<Gpu> gpus;
    QHash<qint64, QList<PriceObservation>> prices; ///< by GPU id, oldest first
    QHash<qint64, QList<CloudRate>> cloudRates;    ///< by GPU id, oldest first
    QList<Benchmark> benchmarks;                   ///< every measured figure
    /// The dated prices of the parts around the GPUs, which price a desktop (CostOfOwnership);
    /// filled by whoever has the part-price store, empty = the planner's default prices.
    QList<PartPriceObservation> partPrices;

    /// The earliest and the latest observation date; invalid without prices.
    QDate firstPriceDate() const;
    QDate lastPriceDate() const;

    /// Reads the repository. On failure returns an empty snapshot and sets `error`.
    static GpuSnapshot load(const GpuRepository &repository, QString *error = nullptr);
};

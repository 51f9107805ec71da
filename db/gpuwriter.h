// SPDX-FileCopyrightText: 2026 GPU Advisor contributors
// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include "model/catalog/gpu.h"

#include <QSqlDatabase>
#include <QSqlQuery>

/// Writes GPUs and prices with prepared statements. The caller owns the transaction.
class GpuWriter final
{
public:
    explicit GpuWriter(const QSqlDatabase &db);

    /// Inserts the GPU, or updates the one with the same name (names are unique, case-blind).
    bool upsertGpu(const Gpu &gpu, QString *error);
    /// Stores the observation unless an identical one (GPU, date, condition, price, source) is
    /// already there; `inserted` says which.
    bool insertPrice(const PriceObservation &price, QString *error, bool *inserted = nullptr);
    /// 0 when there is no such GPU.
    qint64 gpuIdByName(const QString &name) const;
    /// Every column of the GPU's row, to tell whether an update changed it; empty when there is none.
    QVariantList gpuRow(qint64 id) const;

private:
    QSqlDatabase m_db;
    // Prepared once and reused: an import of a million prices runs these a million times.
    mutable QSqlQuery m_idByName;
    QSqlQuery m_insertPrice;
};

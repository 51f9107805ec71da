// SPDX-FileCopyrightText: 2026 GPU Advisor contributors
// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include "model/gpu.h"

#include <QSqlDatabase>

/// Writes GPUs and prices with prepared statements. The caller owns the transaction.
class GpuWriter final
{
public:
    explicit GpuWriter(QSqlDatabase db);

    /// Inserts the GPU, or updates the one with the same name (names are unique, case-blind).
    bool upsertGpu(const Gpu &gpu, QString *error);
    bool insertPrice(const PriceObservation &price, QString *error);
    /// 0 when there is no such GPU.
    qint64 gpuIdByName(const QString &name) const;

private:
    QSqlDatabase m_db;
};

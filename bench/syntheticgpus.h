// SPDX-FileCopyrightText: 2026 GPU Advisor contributors
// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include "model/catalog/gpurepository.h"

#include <QHash>

/// A made-up GPU database of any size, in memory, for measuring how the browser scales: the
/// reference GPU plus `count - 1` GPUs with varied specs, launch months and about six dated
/// new and used prices each (one in ten without any). The same count always gives the same GPUs.
class SyntheticGpus final : public GpuRepository
{
public:
    explicit SyntheticGpus(int count);

    QList<Gpu> gpus(QString *error = nullptr) const override;
    std::optional<Gpu> gpu(qint64 id, QString *error = nullptr) const override;
    std::optional<Gpu> gpuByName(const QString &name, QString *error = nullptr) const override;
    QList<PriceObservation> prices(qint64 gpuId, QString *error = nullptr) const override;

private:
    QList<Gpu> m_gpus;
    QHash<qint64, QList<PriceObservation>> m_prices;
};

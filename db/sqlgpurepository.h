// SPDX-FileCopyrightText: 2026 GPU Advisor contributors
// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include "model/catalog/gpurepository.h"

#include <QSqlDatabase>

/// GpuRepository over the app's SQLite database.
class SqlGpuRepository final : public GpuRepository
{
public:
    explicit SqlGpuRepository(const QSqlDatabase &db);

    QList<Gpu> gpus(QString *error = nullptr) const override;
    std::optional<Gpu> gpu(qint64 id, QString *error = nullptr) const override;
    std::optional<Gpu> gpuByName(const QString &name, QString *error = nullptr) const override;
    QList<PriceObservation> prices(qint64 gpuId, QString *error = nullptr) const override;
    QList<CloudRate> cloudRates(qint64 gpuId, QString *error = nullptr) const override;
    /// Every price observation of every GPU, oldest first.
    QList<PriceObservation> allPrices(QString *error = nullptr) const override;
    QList<PriceObservation> quotedPrices(const QDate &asOf, QString *error = nullptr) const override;
    QList<Benchmark> benchmarks(QString *error = nullptr) const override;

private:
    QList<Gpu> select(const QString &where, const QVariant &value, QString *error) const;
    /// The price observations `sql` selects (PriceColumns, in that order) with `values` bound.
    QList<PriceObservation> readPrices(const QString &sql, const QVariantList &values, QString *error) const;

    QSqlDatabase m_db;
};

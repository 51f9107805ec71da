// SPDX-FileCopyrightText: 2026 GPU Advisor contributors
// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include "model/cloud/cloudcatalogcsv.h"
#include "model/cloud/cloudraterepository.h"

#include <QCoreApplication>
#include <QHash>
#include <QSqlDatabase>

/// What a cloud-rate import did.
struct CloudImportReport
{
    int added = 0;
    int alreadyPresent = 0;
    int aliasesAdded = 0;
    int aliasesUnchanged = 0;
    /// Accelerator names no alias maps to a GPU of the database, with their row counts: left out.
    QHash<QString, int> unmapped;
};

/// Cloud rates and the aliases that map catalog names to GPUs, in SQL.
class SqlCloudRateRepository final : public CloudRateRepository
{
    Q_DECLARE_TR_FUNCTIONS(SqlCloudRateRepository)

public:
    explicit SqlCloudRateRepository(const QSqlDatabase &db);

    QList<CloudRate> cloudRates(qint64 gpuId, QString *error = nullptr) const override;
    QList<CloudAlias> aliases(QString *error = nullptr) const;
    int rateCount() const;

    /// Adds the aliases (an identical one is not stored twice, a changed note is updated) and the
    /// rates of GPUs they or the rows name; rows of GPUs the database lacks are left out and
    /// counted. The caller owns the transaction. False at the first database error.
    static bool writeWithin(const QSqlDatabase &db, const QList<CloudRateRow> &rows, const QList<CloudAlias> &aliases,
                            CloudImportReport *report, QString *error);
    /// The same in a transaction of its own: all of it lands or none.
    bool import(const QList<CloudRateRow> &rows, const QList<CloudAlias> &aliases, CloudImportReport *report,
                QString *error);

private:
    QSqlDatabase m_db;
};

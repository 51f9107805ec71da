// SPDX-FileCopyrightText: 2026 GPU Advisor contributors
// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include "model/build/partpricerepository.h"

#include <QCoreApplication>
#include <QSqlDatabase>

/// What writing part prices did.
struct PartPriceImportReport
{
    int added = 0;
    int alreadyPresent = 0;
};

/// The dated prices of the build planner's other parts, in SQL (table part_prices).
class SqlPartPriceRepository final : public PartPriceRepository
{
    Q_DECLARE_TR_FUNCTIONS(SqlPartPriceRepository)

public:
    explicit SqlPartPriceRepository(const QSqlDatabase &db);

    QList<PartPriceObservation> partPrices(QString *error = nullptr) const override;

    /// Adds the observations a database does not hold yet (same part, unit, date, price and
    /// source, of the same origin: already there, counted and left as it is). Nothing is removed
    /// or changed, so the user's own entries stay. `userEntered` marks the rows as the user's
    /// own (they win over the others of their date). The caller owns the transaction. False at
    /// the first error.
    static bool writeWithin(const QSqlDatabase &db, const QList<PartPriceObservation> &rows,
                            PartPriceImportReport *report, QString *error, bool userEntered = false);
    /// The same in a transaction of its own: all of it lands or none.
    bool import(const QList<PartPriceObservation> &rows, PartPriceImportReport *report, QString *error,
                bool userEntered = false);

private:
    QSqlDatabase m_db;
};

// SPDX-FileCopyrightText: 2026 GPU Advisor contributors
// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include "model/catalog/gpucsv.h"

#include <QCoreApplication>
#include <QSqlDatabase>
#include <QStringList>

/// What an import changed.
struct ImportReport
{
    int gpusAdded = 0;
    int gpusUpdated = 0;   ///< GPUs of the database whose row the file changed
    int gpusUnchanged = 0; ///< GPUs of the database the file has as they are
    int pricesAdded = 0;
    int pricesAlreadyPresent = 0;
};

/// Writes parsed GPUs and prices into the database in one transaction: every row is checked
/// first, and an import with any error writes nothing. GPUs are matched by name (case-blind)
/// and updated in place; a price identical to one already stored is not stored twice.
///
/// The write lock is taken before anything is read (WriteTransaction), so an import waits
/// for another program's write instead of failing half-way.
class DataImporter final
{
    Q_DECLARE_TR_FUNCTIONS(DataImporter)

public:
    /// Why an import failed: the rows (fix the file) or the database (locked, read-only, ...).
    enum class Failure { None, Input, Database };

    explicit DataImporter(const QSqlDatabase &db);

    Failure failure() const { return m_failure; }

    bool import(const QList<Gpu> &gpus, const QList<PriceRow> &prices, ImportReport *report, QStringList *errors);
    /// Parses any CSV layout GpuCsv::parseAny() knows, then imports it.
    bool importCsv(const QString &text, ImportReport *report, QStringList *errors);

    /// The writing part alone, inside a transaction the caller owns (the seeder's).
    static bool writeWithin(const QSqlDatabase &db, const QList<Gpu> &gpus, const QList<PriceRow> &prices,
                            ImportReport *report, QStringList *errors);

private:
    /// Every price must name a GPU of the file or of the database.
    static bool checkNames(const QSqlDatabase &db, const QList<Gpu> &gpus, const QList<PriceRow> &prices,
                           QStringList *errors);

    QSqlDatabase m_db;
    Failure m_failure = Failure::None;
};

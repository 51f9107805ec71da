// SPDX-FileCopyrightText: 2026 GPU Advisor contributors
// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include <QCoreApplication>
#include <QDate>
#include <QSqlDatabase>
#include <QStringList>

/// Writes measured benchmarks (the columns of docs/benchmarks/measured.csv) into the
/// `benchmarks` table. Every row is checked first, each error naming its line and column, and an
/// import with any error writes nothing. A row identical to a stored one is not stored twice.
class BenchmarkImporter final
{
    Q_DECLARE_TR_FUNCTIONS(BenchmarkImporter)

public:
    explicit BenchmarkImporter(const QSqlDatabase &db);

    /// A user's file: rows are marked as the user's. `added` and `present` count the rows. When
    /// the file was fine but the database could not take it (another program's lock held past
    /// the wait, a full or read-only disk), `databaseError` says so, when given, and `errors`
    /// stays empty.
    bool importCsv(const QString &text, int *added, int *present, QStringList *errors,
                   QString *databaseError = nullptr);
    /// The bundled rows (:/seed/benchmarks.csv), on first run and whenever the bundle changes:
    /// the previous bundled rows are replaced, the user's kept. Rows naming a GPU the database
    /// lacks are skipped. One transaction.
    bool seedBundled(QString *error);

    /// A data bundle's figures, inside the transaction the caller holds: added as bundled rows
    /// (never the user's), dated no later than `latest` (the bundle's date), rows naming a GPU the
    /// database lacks skipped.
    bool writeBundledWithin(const QString &text, const QDate &latest, int *added, int *present, QStringList *errors);

    static QString bundledResource() { return QStringLiteral(":/seed/benchmarks.csv"); }

private:
    bool write(const QString &text, bool user, bool skipUnknown, int *added, int *present, QStringList *errors,
               const QDate &latest = {});

    QSqlDatabase m_db;
};

// SPDX-FileCopyrightText: 2026 GPU Advisor contributors
// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include <QCoreApplication>
#include <QSqlDatabase>
#include <QString>

/// Owns one named SQLite connection to the app's database file. open() refuses files that are
/// not SQLite, damaged or newer than this build; otherwise it brings the schema up to date
/// with the numbered migrations (each in a transaction, after a backup copy) and seeds a new
/// database from the bundled data.
class Database final
{
    Q_DECLARE_TR_FUNCTIONS(Database)

public:
    Database();
    ~Database();
    Database(const Database &) = delete;
    Database &operator=(const Database &) = delete;

    bool open(const QString &path, QString *error);
    void close();
    bool isOpen() const;
    QString path() const { return m_path; }
    QSqlDatabase connection() const;

    int schemaVersion() const;
    /// The schema version this build migrates to: the number of the last bundled migration.
    static int supportedSchemaVersion();
    /// The database file in the user's data directory.
    static QString defaultPath();
    /// Where migrations are read from (default: the bundled ":/db/migrations"). For tests.
    static void setMigrationDirectory(const QString &directory);

    /// Opens `path` read-only and checks it without writing: SQLite header, integrity,
    /// schema version. Used by open(); exposed for diagnostics.
    static bool inspect(const QString &path, int *version, QString *error);

private:
    bool migrate(QString *error);
    bool applyMigration(int version, const QString &resource, QString *error);
    /// Closes the connection and puts the pre-migration copy back in place of the file.
    bool restoreBackup(const QString &backup);
    bool exec(const QString &sql, QString *error);

    QString m_connectionName;
    QString m_path;
};

// SPDX-FileCopyrightText: 2026 GPU Advisor contributors
// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include <QCoreApplication>
#include <QSqlDatabase>
#include <QSqlError>
#include <QString>

/// Owns one named SQLite connection to the app's database file. open() refuses, without writing
/// a byte, files that are not SQLite, damaged, newer than this build, another program's database
/// (see applicationId()), read-only or in a read-only folder; otherwise it brings the schema up to
/// date with the numbered migrations (each in a transaction, after a backup copy). Filling it with
/// the bundled data is the seeder's (Seeder::openSeeded, how the app opens it). While it is open, the file and its
/// companions are protected from the app's own outputs (AtomicFile::protect).
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
    /// After a failed open(): true when the file was refused before anything was written to it
    /// (it is byte for byte as it was), false when it was changed or created on the way.
    bool leftUntouched() const { return m_untouched; }
    /// After a failed open(): true when the file was changed on the way (leftUntouched() false) or
    /// SQLite could not read it whole, which `db recover` may salvage; false when it was refused,
    /// untouched, for what it is (read-only, not a regular file, not SQLite, another program's,
    /// newer than this build).
    bool worthRecovering() const { return !m_untouched || m_unreadable; }
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

    /// The number in the header of every GPU Advisor database (`PRAGMA application_id`): the
    /// bytes "GPUA". Set by migration 0006; see docs/robustness.md.
    static constexpr qint32 applicationId() { return 0x47505541; }

    /// Opens `path` read-only and checks it without writing: SQLite header, integrity,
    /// schema version, and that it is GPU Advisor's (its application id, or for files made before
    /// the id, GPU Advisor's tables). Used by open(); exposed for diagnostics.
    /// `damaged` (when given) says whether a failure was SQLite failing to read the file whole,
    /// which `db recover` may salvage, rather than a file that is not GPU Advisor's database.
    static bool inspect(const QString &path, int *version, QString *error, bool *damaged = nullptr);

    /// Whether another program holds the write lock of the SQLite file at `path` at this moment
    /// (asked without waiting, and without writing). After a failed open, it tells a lock, which
    /// passes, from a file that needs recovering.
    static bool isLockedByAnotherProgram(const QString &path);

private:
    /// Whether an SQLite file GPU Advisor can read is GPU Advisor's (see inspect()).
    static bool isOurs(const QSqlDatabase &db, const QString &path, int version, QString *error);
    bool migrate(QString *error);
    bool applyMigration(int version, const QString &resource, QString *error);
    /// Closes the connection and puts the pre-migration copy back in place of the file.
    bool restoreBackup(const QString &backup);
    bool exec(const QString &sql, QString *error);

    QString m_connectionName;
    QString m_path;
    QString m_protectedPath;
    bool m_untouched = true;
    bool m_unreadable = false; ///< inspect() found the file damaged
};

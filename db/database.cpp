// SPDX-FileCopyrightText: 2026 GPU Advisor contributors
// SPDX-License-Identifier: GPL-3.0-or-later
#include "db/database.h"

#include "db/dblogging.h"
#include "db/sqlerrors.h"
#include "db/writetransaction.h"
#include "model/io/atomicfile.h"

#include <QAtomicInteger>
#include <QDir>
#include <QFile>
#include <QFileInfo>
#include <QList>
#include <QRegularExpression>
#include <QSet>
#include <QSqlError>
#include <QSqlQuery>
#include <QStandardPaths>

using namespace Qt::StringLiterals;

namespace {

struct Migration
{
    int version = 0;
    QString resource;
};

QString &migrationDirectory()
{
    static QString directory = u":/db/migrations"_s;
    return directory;
}

QList<Migration> bundledMigrations()
{
    static const QRegularExpression pattern(u"^(\\d{4})_.+\\.sql$"_s);
    QList<Migration> migrations;
    const QDir dir(migrationDirectory());
    const QStringList entries = dir.entryList(QDir::Files, QDir::Name);
    for (const QString &entry : entries) {
        const auto match = pattern.match(entry);
        if (match.hasMatch())
            migrations.append({match.captured(1).toInt(), dir.filePath(entry)});
    }
    return migrations;
}

/// Splits a migration script into statements: a statement ends with ';' at the end of a line.
QStringList statements(const QString &script)
{
    QStringList result;
    QString current;
    const QStringList lines = script.split(u'\n');
    for (const QString &line : lines) {
        const QString trimmed = line.trimmed();
        if (trimmed.startsWith(u"--"_s) || (trimmed.isEmpty() && current.isEmpty()))
            continue;
        current += line + u'\n';
        if (trimmed.endsWith(u';')) {
            result.append(current.trimmed());
            current.clear();
        }
    }
    if (!current.trimmed().isEmpty())
        result.append(current.trimmed());
    return result;
}

QString nextConnectionName()
{
    static QAtomicInteger<int> counter;
    return u"gpuadvisor-%1"_s.arg(counter.fetchAndAddRelaxed(1));
}

} // namespace

Database::Database()
    : m_connectionName(nextConnectionName())
{}

Database::~Database()
{
    close();
}

QSqlDatabase Database::connection() const
{
    return QSqlDatabase::database(m_connectionName, false);
}

bool Database::isOpen() const
{
    return QSqlDatabase::contains(m_connectionName) && connection().isOpen();
}

void Database::close()
{
    if (!m_protectedPath.isEmpty()) {
        AtomicFile::unprotect(m_protectedPath);
        m_protectedPath.clear();
    }
    if (!QSqlDatabase::contains(m_connectionName))
        return;
    {
        QSqlDatabase db = QSqlDatabase::database(m_connectionName, false);
        db.close();
    }
    QSqlDatabase::removeDatabase(m_connectionName);
}

void Database::setMigrationDirectory(const QString &directory)
{
    migrationDirectory() = directory.isEmpty() ? u":/db/migrations"_s : directory;
}

int Database::supportedSchemaVersion()
{
    const QList<Migration> migrations = bundledMigrations();
    return migrations.isEmpty() ? 0 : migrations.last().version;
}

QString Database::defaultPath()
{
    return QStandardPaths::writableLocation(QStandardPaths::AppDataLocation) + u"/gpu-advisor.sqlite"_s;
}

bool Database::isOurs(const QSqlDatabase &db, const QString &path, int version, QString *error)
{
    QSqlQuery q(db);
    if (!q.exec(u"PRAGMA application_id"_s) || !q.next()) {
        *error = tr("cannot read the header of %1: %2").arg(path, q.lastError().text());
        return false;
    }
    const qint32 id = q.value(0).toInt();
    if (id == applicationId())
        return true;
    if (id != 0) {
        //: %1 is a file path, %2 a number in hexadecimal; "--db" is typed as it is.
        *error = tr("%1 is another program's SQLite database (its application id is %2, not GPU Advisor's); it was "
                    "left untouched. Choose another file with --db.")
                     .arg(path, u"0x"_s + QString::number(quint32(id), 16));
        return false;
    }
    // Databases made before the application id: GPU Advisor's when they have its tables and a
    // schema version; an empty database (no tables at all) is GPU Advisor's to fill.
    QSet<QString> tables;
    if (!q.exec(u"SELECT name FROM sqlite_master WHERE type = 'table' AND name NOT LIKE 'sqlite\\_%' ESCAPE '\\'"_s)) {
        *error = tr("cannot read the tables of %1: %2").arg(path, q.lastError().text());
        return false;
    }
    while (q.next())
        tables.insert(q.value(0).toString());
    if (tables.isEmpty() && version == 0)
        return true;
    const bool ours =
        version > 0 && tables.contains(u"gpus"_s) && tables.contains(u"prices"_s) && tables.contains(u"meta"_s);
    if (!ours) {
        //: %1 is a file path; "--db" is typed as it is.
        *error = tr("%1 is an SQLite database that GPU Advisor did not make (it lacks GPU Advisor's mark and tables); "
                    "it was left untouched. Choose another file with --db.")
                     .arg(path);
        return false;
    }
    return true;
}

bool Database::isLockedByAnotherProgram(const QString &path)
{
    QFile file(path);
    // Only an SQLite file that exists is asked: opening a connection would make a missing one.
    if (!file.open(QIODevice::ReadOnly) || file.read(16) != QByteArray("SQLite format 3\0", 16))
        return false;
    file.close();
    const QString name = nextConnectionName();
    bool locked = false;
    {
        QSqlDatabase db = QSqlDatabase::addDatabase(u"QSQLITE"_s, name);
        db.setDatabaseName(path);
        db.setConnectOptions(u"QSQLITE_BUSY_TIMEOUT=0"_s);
        if (db.open()) {
            QSqlQuery q(db);
            // SQLITE_BUSY (5) or SQLITE_LOCKED (6), extended codes included: another writer.
            if (q.exec(u"BEGIN IMMEDIATE"_s))
                q.exec(u"ROLLBACK"_s);
            else
                locked = QList<int>{5, 6}.contains(q.lastError().nativeErrorCode().toInt() & 0xff);
            q.finish();
            db.close();
        }
    }
    QSqlDatabase::removeDatabase(name);
    return locked;
}

bool Database::inspect(const QString &path, int *version, QString *error, bool *damaged)
{
    bool unreadable = false;
    QFile file(path);
    if (!file.open(QIODevice::ReadOnly)) {
        //: %1 is a file path, %2 the reason.
        *error = tr("cannot read the database file %1: %2").arg(path, file.errorString());
        return false;
    }
    const QByteArray header = file.read(16);
    file.close();
    if (header != QByteArray("SQLite format 3\0", 16)) {
        *error = tr("%1 is not an SQLite database (its first bytes are not the SQLite file header)").arg(path);
        return false;
    }
    const QString name = nextConnectionName();
    bool ok = true;
    {
        QSqlDatabase db = QSqlDatabase::addDatabase(u"QSQLITE"_s, name);
        db.setDatabaseName(path);
        db.setConnectOptions(u"QSQLITE_OPEN_READONLY"_s);
        if (!db.open()) {
            //: %1 is a file path, %2 the error the database driver reported.
            *error = tr("cannot open the database %1: %2").arg(path, db.lastError().text());
            ok = false;
            unreadable = true;
        } else {
            QSqlQuery q(db);
            if (!q.exec(u"PRAGMA integrity_check"_s) || !q.next()) {
                //: %2 is what SQLite said, in English.
                *error = tr("the database %1 is damaged: SQLite cannot read it (\"%2\")")
                             .arg(path, q.lastError().databaseText());
                ok = false;
                unreadable = true;
            } else if (q.value(0).toString() != u"ok") {
                //: %2 is what SQLite's integrity check reported.
                *error = tr("the database %1 failed its integrity check: %2").arg(path, q.value(0).toString());
                ok = false;
                unreadable = true;
            } else if (!q.exec(u"PRAGMA user_version"_s) || !q.next()) {
                *error = tr("cannot read the schema version of %1: %2").arg(path, q.lastError().text());
                ok = false;
                unreadable = true;
            } else {
                *version = q.value(0).toInt();
                ok = isOurs(db, path, *version, error);
            }
        }
        db.close();
    }
    QSqlDatabase::removeDatabase(name);
    if (damaged)
        *damaged = unreadable;
    return ok;
}

bool Database::open(const QString &path, QString *error)
{
    close();
    m_path = path;
    m_unreadable = false;
    if (path.trimmed().isEmpty()) {
        // SQLite would make a temporary database of an empty name, and callers that fall back
        // to the default file on an empty name would use the user's real one.
        *error = tr("no database file was named (the path is empty)");
        m_untouched = false;
        return false;
    }
    const QFileInfo info(path);
    m_untouched = info.exists();
    if (info.exists() && !info.isFile()) {
        // A folder, a device or a pipe: reading a pipe would wait for ever, and SQLite cannot keep
        // a database in any of them.
        //: %1 is a path.
        *error = tr("%1 is not a regular file (it is a folder, a device or a pipe), so it cannot be the database; it "
                    "was left untouched")
                     .arg(path);
        return false;
    }
    if (info.exists() && info.size() > 0) {
        // SQLite would open a read-only file read-only without a word and fail at the first write;
        // and it keeps its journal beside the file, so the folder must be writable too.
        if (!info.isWritable()) {
            //: %1 is a file path.
            *error = tr("the database %1 is read-only (no permission to write it); it was left untouched").arg(path);
            return false;
        }
        if (!QFileInfo(info.absolutePath()).isWritable()) {
            //: %1 is a folder, %2 the database file in it.
            *error = tr("the folder %1 is read-only, and the database %2 needs to keep its journal there; the file was "
                        "left untouched")
                         .arg(info.absolutePath(), path);
            return false;
        }
        int version = 0;
        if (!inspect(path, &version, error, &m_unreadable))
            return false;
        if (version > supportedSchemaVersion()) {
            //: %1 is a file path, %2 and %3 schema version numbers, %4 a command-line option (not translated).
            *error = tr("the database %1 has schema version %2, newer than this version of GPU Advisor supports (%3); "
                        "it was left untouched. Use a newer GPU Advisor, or choose another file with %4.")
                         .arg(path, QString::number(version), QString::number(supportedSchemaVersion()), u"--db"_s);
            return false;
        }
    } else if (!QDir().mkpath(info.absolutePath())) {
        *error = tr("cannot create the folder %1 for the database").arg(info.absolutePath());
        return false;
    } else if (!QFileInfo(info.absolutePath()).isWritable()) {
        //: %1 is a file path, %2 its folder.
        *error = tr("cannot create the database %1: the folder %2 is read-only").arg(path, info.absolutePath());
        return false;
    }
    AtomicFile::protect(path);
    m_protectedPath = path;

    {
        // No handle may outlive this block: close() must be able to remove the connection.
        QSqlDatabase db = QSqlDatabase::addDatabase(u"QSQLITE"_s, m_connectionName);
        db.setDatabaseName(path);
        db.setConnectOptions(u"QSQLITE_BUSY_TIMEOUT=%1"_s.arg(SqlErrors::busyTimeoutMs()));
        if (!db.open()) {
            //: %1 is a file path, %2 the error the database driver reported.
            *error = tr("cannot open the database %1: %2").arg(path, db.lastError().text());
            db = QSqlDatabase();
            close();
            return false;
        }
    }
    m_untouched = false;
    if (!exec(u"PRAGMA foreign_keys = ON"_s, error) || !exec(u"PRAGMA journal_mode = WAL"_s, error)) {
        *error = tr("cannot configure the database %1: %2").arg(path, *error);
        close();
        return false;
    }
    if (!migrate(error)) {
        close();
        return false;
    }
    return true;
}

int Database::schemaVersion() const
{
    QSqlQuery q(connection());
    if (q.exec(u"PRAGMA user_version"_s) && q.next())
        return q.value(0).toInt();
    return -1;
}

bool Database::exec(const QString &sql, QString *error)
{
    QSqlQuery q(connection());
    if (!q.exec(sql)) {
        *error = q.lastError().text();
        return false;
    }
    return true;
}

bool Database::migrate(QString *error)
{
    const int current = schemaVersion();
    const QList<Migration> migrations = bundledMigrations();
    int reached = current;
    QString backup;
    for (const Migration &m : migrations) {
        if (m.version <= current)
            continue;
        if (current > 0 && backup.isEmpty()) {
            // The file as it was before the first step of this upgrade, write-ahead log folded
            // in first so the copy is complete; a failed step puts it back.
            backup = m_path + u".before-v%1.bak"_s.arg(m.version);
            QFile::remove(backup);
            QString checkpointError;
            if (!exec(u"PRAGMA wal_checkpoint(TRUNCATE)"_s, &checkpointError) || !QFile::copy(m_path, backup)) {
                if (checkpointError.isEmpty()) {
                    //: %1 is the database file, %2 the backup copy's path.
                    *error = tr("cannot back up %1 to %2 before upgrading it; nothing was changed").arg(m_path, backup);
                } else {
                    //: %1 is the database file, %2 the backup copy's path, %3 the error SQLite reported.
                    *error = tr("cannot back up %1 to %2 before upgrading it (%3); nothing was changed")
                                 .arg(m_path, backup, checkpointError);
                }
                return false;
            }
            qCInfo(lcDb) << "backed up" << m_path << "to" << backup;
        }
        QString stepError;
        if (!applyMigration(m.version, m.resource, &stepError)) {
            // The restore outcome is a sentence of its own, added after the failure.
            QString restored;
            if (!backup.isEmpty())
                restored = restoreBackup(backup)
                               ? tr("The file was restored from %1.").arg(backup)
                               : tr("Restoring it from %1 failed too; that copy is intact.").arg(backup);
            //: %1 is the database file, %2 and %3 schema version numbers, %4 the error SQLite reported.
            *error = tr("migrating %1 to schema version %2 failed, and the database was left at version %3: %4.")
                         .arg(m_path, QString::number(m.version), QString::number(backup.isEmpty() ? reached : current),
                              stepError);
            if (!restored.isEmpty())
                *error += u' ' + restored;
            return false;
        }
        reached = m.version;
        qCInfo(lcDb) << "migrated" << m_path << "to schema version" << m.version;
    }
    return true;
}

bool Database::applyMigration(int version, const QString &resource, QString *error)
{
    QFile file(resource);
    if (!file.open(QIODevice::ReadOnly)) {
        *error = tr("cannot read the migration %1").arg(resource);
        return false;
    }
    const QString script = QString::fromUtf8(file.readAll());
    WriteTransaction transaction(connection());
    if (!transaction.begin(error))
        return false;
    for (const QString &statement : statements(script)) {
        if (!exec(statement, error))
            return false;
    }
    // PRAGMA values cannot be bound; the version is a number we produced ourselves.
    return exec(u"PRAGMA user_version = %1"_s.arg(version), error) && transaction.commit(error);
}

bool Database::restoreBackup(const QString &backup)
{
    close();
    QFile::remove(m_path + u"-wal"_s);
    QFile::remove(m_path + u"-shm"_s);
    const QString aside = m_path + u".failed-migration"_s;
    QFile::remove(aside);
    if (!QFile::rename(m_path, aside))
        return false;
    if (!QFile::copy(backup, m_path)) {
        QFile::rename(aside, m_path);
        return false;
    }
    QFile::remove(aside);
    qCWarning(lcDb) << "restored" << m_path << "from" << backup << "after a failed migration";
    return true;
}

// SPDX-FileCopyrightText: 2026 GPU Advisor contributors
// SPDX-License-Identifier: GPL-3.0-or-later
// SQL on a database file outside the Database class, the way an older or newer app (or another
// tool) would touch it: for tests that prepare or inspect files behind the app's back.
#pragma once

#include <QCryptographicHash>
#include <QDebug>
#include <QDir>
#include <QFile>
#include <QList>
#include <QSqlDatabase>
#include <QSqlError>
#include <QSqlQuery>
#include <QString>
#include <QStringList>
#include <QVariant>

/// The first value of a query's first row as an int; -1 when the query fails or has no row.
inline int rawValue(const QSqlDatabase &db, const QString &sql)
{
    QSqlQuery q(db);
    return q.exec(sql) && q.next() ? q.value(0).toInt() : -1;
}

/// Runs the statements on the file in order; false (with a warning naming the statement) at
/// the first that fails.
inline bool rawExec(const QString &path, const QStringList &statements)
{
    using namespace Qt::StringLiterals;
    const QString name = u"raw-%1"_s.arg(quintptr(&path));
    bool ok = true;
    {
        QSqlDatabase db = QSqlDatabase::addDatabase(u"QSQLITE"_s, name);
        db.setDatabaseName(path);
        ok = db.open();
        for (const QString &s : statements) {
            QSqlQuery q(db);
            if (ok && !q.exec(s)) {
                qWarning() << s << q.lastError().text();
                ok = false;
            }
        }
        db.close();
    }
    QSqlDatabase::removeDatabase(name);
    return ok;
}

/// rawValue() of each query on the file (-1 where one fails); empty when the file cannot be
/// opened.
inline QList<int> rawCounts(const QString &path, const QStringList &queries)
{
    using namespace Qt::StringLiterals;
    const QString name = u"raw-count-%1"_s.arg(quintptr(&path));
    QList<int> values;
    {
        QSqlDatabase db = QSqlDatabase::addDatabase(u"QSQLITE"_s, name);
        db.setDatabaseName(path);
        if (db.open()) {
            for (const QString &sql : queries)
                values.append(rawValue(db, sql));
        }
        db.close();
    }
    QSqlDatabase::removeDatabase(name);
    return values;
}

/// The statements of a bundled migration (a ":/db/migrations/NNNN_*.sql" resource), split as the
/// migration runner splits them.
inline QStringList migrationStatements(const QString &resource)
{
    QFile f(resource);
    if (!f.open(QIODevice::ReadOnly))
        return {};
    QStringList result;
    QString current;
    for (const QString &line : QString::fromUtf8(f.readAll()).split(u'\n')) {
        if (line.trimmed().startsWith(u"--"))
            continue;
        current += line + u'\n';
        if (line.trimmed().endsWith(u';')) {
            result.append(current);
            current.clear();
        }
    }
    return result;
}

/// The statements that make the schema an older app of schema `version` left: the bundled
/// migrations 1 to `version` and the version number, without the data the app seeds. Empty
/// (with a warning) when one of those migrations is not bundled exactly once.
inline QStringList schemaStatements(int version)
{
    using namespace Qt::StringLiterals;
    QStringList statements;
    for (int v = 1; v <= version; ++v) {
        const QStringList files =
            QDir(u":/db/migrations"_s).entryList({u"%1_*.sql"_s.arg(v, 4, 10, QChar(u'0'))}, QDir::Files);
        if (files.size() != 1) {
            qWarning() << "migration" << v << "is bundled" << files.size() << "times";
            return {};
        }
        statements += migrationStatements(u":/db/migrations/"_s + files.first());
    }
    statements.append(u"PRAGMA user_version = %1"_s.arg(version));
    return statements;
}

/// The SHA-256 of a file's bytes, to show that it was left untouched; empty when it cannot be read.
inline QByteArray fileDigest(const QString &path)
{
    QFile file(path);
    return file.open(QIODevice::ReadOnly) ? QCryptographicHash::hash(file.readAll(), QCryptographicHash::Sha256)
                                          : QByteArray();
}

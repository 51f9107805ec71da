// SPDX-FileCopyrightText: 2026 GPU Advisor contributors
// SPDX-License-Identifier: GPL-3.0-or-later
// SQL on a database file outside the Database class, the way an older or newer app (or another
// tool) would touch it: for tests that prepare or inspect files behind the app's back.
#pragma once

#include <QDebug>
#include <QList>
#include <QSqlDatabase>
#include <QSqlError>
#include <QSqlQuery>
#include <QString>
#include <QStringList>
#include <QVariant>

/// The first value of a query's first row as an int; -1 when the query fails or has no row.
inline int rawValue(QSqlDatabase db, const QString &sql)
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

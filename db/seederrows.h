// SPDX-FileCopyrightText: 2026 GPU Advisor contributors
// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include "db/database.h"
#include "db/sqlerrors.h"

#include <QJsonObject>
#include <QSqlError>
#include <QSqlQuery>
#include <QString>

/// What the seeder's two halves (db/seeder.cpp: the bundled data; db/seederflowcharts.cpp: the
/// flowchart editions) both use to write rows. Internal to db/.
namespace SeederRows {

/// A JSON string member, or '' when absent: text columns are NOT NULL, and a null QString binds as NULL.
inline QString jsonText(const QJsonObject &object, const QString &key)
{
    const QString value = object.value(key).toString();
    return value.isNull() ? QStringLiteral("") : value;
}

/// Runs a prepared statement; on failure records what and where.
inline bool run(QSqlQuery &q, const QString &what, QString *error)
{
    if (q.exec())
        return true;
    *error = QStringLiteral("%1: %2").arg(what, SqlErrors::describe(q.lastError()));
    return false;
}

} // namespace SeederRows

// SPDX-FileCopyrightText: 2026 GPU Advisor contributors
// SPDX-License-Identifier: GPL-3.0-or-later
#include "db/seedmark.h"
#include "db/sqlerrors.h"

#include "db/database.h"
#include "db/writetransaction.h"
#include "resources/seeddigests.h"

#include <QCoreApplication>
#include <QCryptographicHash>
#include <QDate>
#include <QFile>
#include <QSqlError>
#include <QSqlQuery>

using namespace Qt::StringLiterals;

SeedMark SeedMark::ofFile(const QString &key, const QByteArray &bytes, const QStringList &counts, SchemaVersion version)
{
    return ofDigest(key, QString::fromLatin1(QCryptographicHash::hash(bytes, QCryptographicHash::Sha256).toHex()),
                    counts, version);
}

std::optional<SeedMark> SeedMark::ofResource(const QString &key, const QString &resourcePath, QString *error,
                                             const QStringList &counts, SchemaVersion version)
{
    const QString digest = bundledSeedDigest(resourcePath);
    if (!digest.isEmpty())
        return ofDigest(key, digest, counts, version);
    QFile file(resourcePath);
    if (!file.open(QIODevice::ReadOnly)) {
        //: %1 is a file path, %2 the reason.
        *error = QCoreApplication::translate("Seeder", "cannot read %1: %2").arg(resourcePath, file.errorString());
        return std::nullopt;
    }
    return ofFile(key, file.readAll(), counts, version);
}

SeedMark SeedMark::ofDigest(const QString &key, const QString &digest, const QStringList &counts, SchemaVersion version)
{
    SeedMark mark;
    mark.m_key = key;
    mark.m_digest = digest;
    // SQLite writes the integers as QString::number does, so the marks of earlier releases,
    // composed in C++, still compare equal.
    mark.m_valueSql = u"?"_s;
    for (const QString &count : counts)
        mark.m_valueSql += u" || ' ' || "_s + count;
    if (version == SchemaVersion::Included)
        mark.m_valueSql += u" || ' v' || (SELECT user_version FROM pragma_user_version)"_s;
    return mark;
}

SeedMark SeedMark::once(const QString &key)
{
    SeedMark mark;
    mark.m_key = key;
    return mark;
}

bool SeedMark::isCurrent(const QSqlDatabase &db, bool *current, QString *error) const
{
    QSqlQuery q(db);
    q.setForwardOnly(true);
    if (m_digest.isEmpty()) {
        q.prepare(u"SELECT EXISTS (SELECT 1 FROM meta WHERE key = ?)"_s);
        q.addBindValue(m_key);
    } else {
        q.prepare(u"SELECT (SELECT value FROM meta WHERE key = ?) IS (%1)"_s.arg(m_valueSql));
        q.addBindValue(m_key);
        q.addBindValue(m_digest);
    }
    if (!q.exec() || !q.next()) {
        *error = SqlErrors::describe(q.lastError());
        return false;
    }
    *current = q.value(0).toBool();
    return true;
}

bool SeedMark::remember(const QSqlDatabase &db, QString *error) const
{
    QSqlQuery q(db);
    q.prepare(
        u"INSERT OR REPLACE INTO meta (key, value) VALUES (?, %1)"_s.arg(m_digest.isEmpty() ? u"?"_s : m_valueSql));
    q.addBindValue(m_key);
    q.addBindValue(m_digest.isEmpty() ? QDate::currentDate().toString(Qt::ISODate) : m_digest);
    if (!q.exec()) {
        *error = SqlErrors::describe(q.lastError());
        return false;
    }
    return true;
}

bool SeedMark::takeBundledTable(const QSqlDatabase &db, const QString &key, const QString &resourcePath,
                                const QString &table, const BundledRowsWriter &write, QString *error)
{
    const std::optional<SeedMark> mark = ofResource(key, resourcePath, error);
    bool taken = false;
    if (!mark || !mark->isCurrent(db, &taken, error))
        return false;
    if (taken)
        return true;
    QFile file(resourcePath);
    if (!file.open(QIODevice::ReadOnly)) {
        //: %1 is a file path, %2 the reason.
        *error = QCoreApplication::translate("Seeder", "cannot read %1: %2").arg(file.fileName(), file.errorString());
        return false;
    }
    const QString text = QString::fromUtf8(file.readAll());
    WriteTransaction transaction(db);
    if (!transaction.begin(error))
        return false;
    QSqlQuery clear(db);
    QStringList problems;
    QString markError;
    QString commitError;
    // The table's name is the caller's constant, never the user's.
    if (!clear.exec(u"DELETE FROM %1 WHERE user_entered = 0"_s.arg(table)) || !write(text, &problems) ||
        !mark->remember(db, &markError) || !transaction.commit(&commitError)) {
        problems.append(clear.lastError().isValid() ? SqlErrors::describe(clear.lastError()) : QString());
        problems.append(markError);
        problems.append(commitError);
        problems.removeAll(QString());
        *error = problems.join(u"; "_s);
        return false;
    }
    return true;
}

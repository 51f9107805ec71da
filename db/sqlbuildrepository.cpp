// SPDX-FileCopyrightText: 2026 GPU Advisor contributors
// SPDX-License-Identifier: GPL-3.0-or-later
#include "db/sqlbuildrepository.h"
#include "db/sqlerrors.h"

#include "db/database.h"
#include "db/dblogging.h"
#include "db/sqlbind.h"
#include "db/writetransaction.h"
#include "model/build/buildexport.h"

#include <QJsonDocument>
#include <QSqlError>
#include <QSqlQuery>

using namespace Qt::StringLiterals;

namespace {

QString timestamp(const QDateTime &time)
{
    return time.toUTC().toString(Qt::ISODateWithMs);
}

QDateTime parseTimestamp(const QString &text)
{
    QDateTime time = QDateTime::fromString(text, Qt::ISODateWithMs);
    time.setTimeSpec(Qt::UTC);
    return time;
}

} // namespace

SqlBuildRepository::SqlBuildRepository(const QSqlDatabase &db)
    : m_db(db)
{}

QList<SavedBuild> SqlBuildRepository::select(const QString &where, const QVariant &value, QString *error) const
{
    QSqlQuery q(m_db);
    q.setForwardOnly(true);
    q.prepare(u"SELECT id, name, request_json, created_at, updated_at FROM saved_builds "_s + where +
              u" ORDER BY name COLLATE NOCASE, id"_s);
    if (value.isValid())
        q.addBindValue(value);
    QList<SavedBuild> result;
    if (!q.exec()) {
        //: %1 is the error the database reported.
        SqlBind::setError(error, tr("cannot read the saved builds: %1").arg(SqlErrors::describe(q.lastError())));
        return result;
    }
    while (q.next()) {
        SavedBuild b;
        b.id = q.value(0).toLongLong();
        b.name = q.value(1).toString();
        QString problem;
        if (!BuildExport::fromJson(q.value(2).toString().toUtf8(), &b.request, &problem)) {
            // One unreadable row must not hide the others; say which one it is.
            qCWarning(lcDb) << "saved build" << b.name << "cannot be read:" << problem;
            //: %1 is the name the user gave the build, %2 what is wrong with it.
            SqlBind::setError(error, tr("the saved build '%1' cannot be read: %2").arg(b.name, problem));
            continue;
        }
        b.createdAt = parseTimestamp(q.value(3).toString());
        b.updatedAt = parseTimestamp(q.value(4).toString());
        result.append(b);
    }
    return result;
}

QList<SavedBuild> SqlBuildRepository::builds(QString *error) const
{
    return select(QString(), QVariant(), error);
}

std::optional<SavedBuild> SqlBuildRepository::build(qint64 id, QString *error) const
{
    const QList<SavedBuild> found = select(u"WHERE id = ?"_s, id, error);
    return found.isEmpty() ? std::nullopt : std::optional<SavedBuild>(found.first());
}

std::optional<SavedBuild> SqlBuildRepository::buildByName(const QString &name, QString *error) const
{
    const QList<SavedBuild> found = select(u"WHERE name = ?"_s, name.trimmed(), error);
    return found.isEmpty() ? std::nullopt : std::optional<SavedBuild>(found.first());
}

bool SqlBuildRepository::save(SavedBuild *build, QString *error)
{
    const QString name = build->name.trimmed();
    if (name.isEmpty()) {
        SqlBind::setError(error, tr("a saved build needs a name"));
        return false;
    }
    if (const QString problem = build->request.validate(); !problem.isEmpty()) {
        //: %1 is the name the user gave the build, %2 what is wrong with it.
        SqlBind::setError(error, tr("the build '%1' is not valid: %2").arg(name, problem));
        return false;
    }
    const QString json =
        QString::fromUtf8(QJsonDocument(BuildExport::requestToJson(build->request)).toJson(QJsonDocument::Compact));
    const QDateTime now = QDateTime::currentDateTimeUtc();

    WriteTransaction transaction(m_db);
    const auto failWith = [&](const QString &text) {
        //: %1 is the name the user gave the build, %2 the error the database reported.
        SqlBind::setError(error, tr("cannot save the build '%1': %2").arg(name, text));
        return false;
    };
    const auto fail = [&](const QSqlQuery &q) {
        return failWith(SqlErrors::describe(q.lastError()));
    };
    if (QString problem; !transaction.begin(&problem))
        return failWith(problem);
    QSqlQuery find(m_db);
    find.prepare(u"SELECT id, created_at FROM saved_builds WHERE name = ?"_s);
    find.addBindValue(name);
    if (!find.exec())
        return fail(find);
    QSqlQuery write(m_db);
    qint64 id = 0;
    QDateTime created = now;
    if (find.next()) {
        id = find.value(0).toLongLong();
        created = parseTimestamp(find.value(1).toString());
        find.finish();
        write.prepare(u"UPDATE saved_builds SET name = ?, request_json = ?, updated_at = ? WHERE id = ?"_s);
        write.addBindValue(name);
        write.addBindValue(json);
        write.addBindValue(timestamp(now));
        write.addBindValue(id);
        if (!write.exec())
            return fail(write);
    } else {
        find.finish();
        write.prepare(u"INSERT INTO saved_builds (name, request_json, created_at, updated_at) VALUES (?, ?, ?, ?)"_s);
        write.addBindValue(name);
        write.addBindValue(json);
        write.addBindValue(timestamp(now));
        write.addBindValue(timestamp(now));
        if (!write.exec())
            return fail(write);
        id = write.lastInsertId().toLongLong();
    }
    if (QString problem; !transaction.commit(&problem))
        return failWith(problem);
    build->id = id;
    build->name = name;
    build->createdAt = created;
    build->updatedAt = now;
    return true;
}

bool SqlBuildRepository::remove(qint64 id, QString *error)
{
    QSqlQuery q(m_db);
    q.prepare(u"DELETE FROM saved_builds WHERE id = ?"_s);
    q.addBindValue(id);
    if (!q.exec()) {
        //: %1 is the error the database reported.
        SqlBind::setError(error, tr("cannot delete the saved build: %1").arg(SqlErrors::describe(q.lastError())));
        return false;
    }
    if (q.numRowsAffected() < 1) {
        //: %1 is the build's number in the database.
        SqlBind::setError(error, tr("there is no saved build with id %1").arg(id));
        return false;
    }
    return true;
}

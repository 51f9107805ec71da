// SPDX-FileCopyrightText: 2026 GPU Advisor contributors
// SPDX-License-Identifier: GPL-3.0-or-later
#include "db/sqlreadinessrepository.h"
#include "db/sqlerrors.h"

#include "db/database.h"

#include <QSqlError>
#include <QSqlQuery>

using namespace Qt::StringLiterals;

namespace {

QString readinessText(const QString &s)
{
    return s.isNull() ? QString(u""_s) : s;
}

QString readinessDay(const QDate &d)
{
    return d.isValid() ? d.toString(Qt::ISODate) : QString(u""_s);
}

QString readinessKey(const ReadinessEntry &e)
{
    return e.target + u'\x1f' + e.gpu + u'\x1f' + e.stack + u'\x1f' + SoftwareStacks::osKey(e.os);
}

bool readReadiness(const QSqlDatabase &db, ReadinessData *data, QString *error)
{
    QSqlQuery q(db);
    q.setForwardOnly(true);
    if (!q.exec(u"SELECT gpu, target, source FROM software_targets"_s)) {
        *error = SqlErrors::describe(q.lastError());
        return false;
    }
    while (q.next()) {
        data->targetOfGpu.insert(q.value(0).toString(), q.value(1).toString());
        data->targetSource.insert(q.value(0).toString(), q.value(2).toString());
    }
    if (!q.exec(u"SELECT target, gpu, stack, os, state, since_version, since_date, min_driver, min_toolkit, note, "
                "source, checked_on FROM software_readiness ORDER BY id"_s)) {
        *error = SqlErrors::describe(q.lastError());
        return false;
    }
    while (q.next()) {
        ReadinessEntry e;
        e.target = q.value(0).toString();
        e.gpu = q.value(1).toString();
        e.stack = q.value(2).toString();
        const std::optional<ReadinessOs> os = SoftwareStacks::osFromKey(q.value(3).toString());
        const std::optional<ReadinessState> state = SoftwareStacks::stateFromKey(q.value(4).toString());
        if (!os || !state)
            continue; // the table's CHECK constraints keep these out
        e.os = *os;
        e.state = *state;
        e.sinceVersion = q.value(5).toString();
        e.sinceDate = QDate::fromString(q.value(6).toString(), Qt::ISODate);
        e.minDriver = q.value(7).toString();
        e.minToolkit = q.value(8).toString();
        e.note = q.value(9).toString();
        e.source = q.value(10).toString();
        e.checkedOn = QDate::fromString(q.value(11).toString(), Qt::ISODate);
        data->entries.append(e);
    }
    return true;
}

} // namespace

SqlReadinessRepository::SqlReadinessRepository(const QSqlDatabase &db)
    : m_db(db)
{}

bool SqlReadinessRepository::load(ReadinessData *data, QString *error) const
{
    *data = {};
    return readReadiness(m_db, data, error);
}

bool SqlReadinessRepository::replaceWithin(const QSqlDatabase &db, const QHash<QString, QString> *targets,
                                           const QHash<QString, QString> *targetSources,
                                           const QList<ReadinessEntry> *entries, ReadinessWriteReport *report,
                                           QString *error)
{
    ReadinessData present;
    if (!readReadiness(db, &present, error))
        return false;
    QSqlQuery q(db);
    const auto run = [&](const QString &sql) {
        if (q.exec(sql))
            return true;
        *error = SqlErrors::describe(q.lastError());
        return false;
    };
    if (targets) {
        for (auto it = targets->cbegin(); it != targets->cend(); ++it) {
            const auto was = present.targetOfGpu.constFind(it.key());
            if (was == present.targetOfGpu.cend())
                ++report->targetsAdded;
            else if (*was == it.value() && present.targetSource.value(it.key()) == targetSources->value(it.key()))
                ++report->targetsUnchanged;
            else
                ++report->targetsChanged;
        }
        if (!run(u"DELETE FROM software_targets"_s))
            return false;
        q.prepare(u"INSERT INTO software_targets (gpu, target, source) VALUES (?, ?, ?)"_s);
        for (auto it = targets->cbegin(); it != targets->cend(); ++it) {
            q.addBindValue(it.key());
            q.addBindValue(it.value());
            q.addBindValue(readinessText(targetSources->value(it.key())));
            if (!q.exec()) {
                *error = SqlErrors::describe(q.lastError());
                return false;
            }
        }
    }
    if (entries) {
        QHash<QString, ReadinessEntry> before;
        for (const ReadinessEntry &e : std::as_const(present.entries))
            before.insert(readinessKey(e), e);
        for (const ReadinessEntry &e : *entries) {
            const auto was = before.constFind(readinessKey(e));
            if (was == before.cend())
                ++report->entriesAdded;
            else if (*was == e)
                ++report->entriesUnchanged;
            else
                ++report->entriesChanged;
        }
        if (!run(u"DELETE FROM software_readiness"_s))
            return false;
        q.prepare(u"INSERT INTO software_readiness (target, gpu, stack, os, state, since_version, since_date, "
                  "min_driver, min_toolkit, note, source, checked_on) VALUES (?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?)"_s);
        for (const ReadinessEntry &e : *entries) {
            q.addBindValue(e.target);
            q.addBindValue(readinessText(e.gpu));
            q.addBindValue(e.stack);
            q.addBindValue(SoftwareStacks::osKey(e.os));
            q.addBindValue(SoftwareStacks::stateKey(e.state));
            q.addBindValue(readinessText(e.sinceVersion));
            q.addBindValue(readinessDay(e.sinceDate));
            q.addBindValue(readinessText(e.minDriver));
            q.addBindValue(readinessText(e.minToolkit));
            q.addBindValue(readinessText(e.note));
            q.addBindValue(e.source);
            q.addBindValue(readinessDay(e.checkedOn));
            if (!q.exec()) {
                *error = SqlErrors::describe(q.lastError());
                return false;
            }
        }
    }
    return true;
}

// SPDX-FileCopyrightText: 2026 GPU Advisor contributors
// SPDX-License-Identifier: GPL-3.0-or-later
#include "db/sqlpartpricerepository.h"
#include "db/sqlerrors.h"

#include "db/database.h"
#include "db/sqlbind.h"
#include "db/writetransaction.h"

#include <QSqlError>
#include <QSqlQuery>

using namespace Qt::StringLiterals;

namespace {

bool insert(const QSqlDatabase &db, const PartPriceObservation &o, bool userEntered, QString *error)
{
    QSqlQuery q(db);
    q.prepare(u"INSERT INTO part_prices (part, unit, observed_on, monthly, usd, statistic, source, note, "
              "user_entered) VALUES (?, ?, ?, ?, ?, ?, ?, ?, ?)"_s);
    q.addBindValue(o.part);
    q.addBindValue(partPriceUnitKey(o.unit));
    q.addBindValue(o.observedOn.toString(Qt::ISODate));
    q.addBindValue(o.monthly ? 1 : 0);
    q.addBindValue(o.usd);
    q.addBindValue(SqlBind::text(o.statistic));
    q.addBindValue(o.source);
    q.addBindValue(SqlBind::text(o.note));
    q.addBindValue(userEntered ? 1 : 0);
    if (!q.exec()) {
        *error = SqlErrors::describe(q.lastError());
        return false;
    }
    return true;
}

} // namespace

SqlPartPriceRepository::SqlPartPriceRepository(const QSqlDatabase &db)
    : m_db(db)
{}

QList<PartPriceObservation> SqlPartPriceRepository::partPrices(QString *error) const
{
    QList<PartPriceObservation> out;
    QSqlQuery q(m_db);
    q.setForwardOnly(true);
    if (!q.exec(u"SELECT id, part, unit, observed_on, monthly, usd, statistic, source, note, user_entered "
                "FROM part_prices ORDER BY observed_on, part, id"_s)) {
        if (error)
            *error = SqlErrors::describe(q.lastError());
        return out;
    }
    while (q.next()) {
        PartPriceObservation o;
        o.id = q.value(0).toLongLong();
        o.part = q.value(1).toString();
        o.unit = partPriceUnitFromKey(q.value(2).toString()).value_or(PartPriceUnit::Each);
        o.observedOn = QDate::fromString(q.value(3).toString(), Qt::ISODate);
        o.monthly = q.value(4).toBool();
        o.usd = q.value(5).toDouble();
        o.statistic = q.value(6).toString();
        o.source = q.value(7).toString();
        o.note = q.value(8).toString();
        o.userEntered = q.value(9).toBool();
        out.append(o);
    }
    return out;
}

bool SqlPartPriceRepository::writeWithin(const QSqlDatabase &db, const QList<PartPriceObservation> &rows,
                                         PartPriceImportReport *report, QString *error, bool userEntered)
{
    QSqlQuery exists(db);
    exists.prepare(u"SELECT 1 FROM part_prices WHERE part = ? AND unit = ? AND observed_on = ? AND usd = ? AND "
                   "source = ? AND user_entered = ? LIMIT 1"_s);
    for (const PartPriceObservation &o : rows) {
        exists.addBindValue(o.part);
        exists.addBindValue(partPriceUnitKey(o.unit));
        exists.addBindValue(o.observedOn.toString(Qt::ISODate));
        exists.addBindValue(o.usd);
        exists.addBindValue(o.source);
        exists.addBindValue(userEntered ? 1 : 0);
        if (!exists.exec()) {
            *error = SqlErrors::describe(exists.lastError());
            return false;
        }
        const bool present = exists.next();
        exists.finish();
        if (present) {
            ++report->alreadyPresent;
            continue;
        }
        if (!insert(db, o, userEntered, error))
            return false;
        ++report->added;
    }
    return true;
}

bool SqlPartPriceRepository::import(const QList<PartPriceObservation> &rows, PartPriceImportReport *report,
                                    QString *error, bool userEntered)
{
    WriteTransaction transaction(m_db);
    return transaction.begin(error) && writeWithin(m_db, rows, report, error, userEntered) && transaction.commit(error);
}

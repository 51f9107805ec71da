// SPDX-FileCopyrightText: 2026 GPU Advisor contributors
// SPDX-License-Identifier: GPL-3.0-or-later
#include "db/sqlcloudraterepository.h"
#include "db/sqlerrors.h"

#include "db/database.h"
#include "db/gpuwriter.h"
#include "db/sqlbind.h"
#include "db/writetransaction.h"

#include <QSqlError>
#include <QSqlQuery>

using namespace Qt::StringLiterals;

SqlCloudRateRepository::SqlCloudRateRepository(const QSqlDatabase &db)
    : m_db(db)
{}

QList<CloudRate> SqlCloudRateRepository::cloudRates(qint64 gpuId, QString *error) const
{
    QList<CloudRate> rates;
    QSqlQuery q(m_db);
    q.setForwardOnly(true);
    q.prepare(u"SELECT id, gpu_id, provider, instance_type, accelerator_name, accelerator_count, vcpus, memory_gib, "
              "region, usd_per_hour, spot_usd_per_hour, observed_on, monthly, source, note, user_entered "
              "FROM cloud_rates WHERE gpu_id = ? ORDER BY observed_on, provider, id"_s);
    q.addBindValue(gpuId);
    if (!q.exec()) {
        if (error)
            *error = SqlErrors::describe(q.lastError());
        return rates;
    }
    while (q.next()) {
        CloudRate r;
        r.id = q.value(0).toLongLong();
        r.gpuId = q.value(1).toLongLong();
        r.provider = q.value(2).toString();
        r.instanceType = q.value(3).toString();
        r.acceleratorName = q.value(4).toString();
        r.acceleratorCount = q.value(5).toDouble();
        r.vcpus = SqlBind::optionalValue(q.value(6));
        r.memoryGib = SqlBind::optionalValue(q.value(7));
        r.region = q.value(8).toString();
        r.usdPerHour = SqlBind::optionalValue(q.value(9));
        r.spotUsdPerHour = SqlBind::optionalValue(q.value(10));
        r.observedOn = QDate::fromString(q.value(11).toString(), Qt::ISODate);
        r.monthly = q.value(12).toBool();
        r.source = q.value(13).toString();
        r.note = q.value(14).toString();
        r.userEntered = q.value(15).toBool();
        rates.append(r);
    }
    return rates;
}

QList<CloudAlias> SqlCloudRateRepository::aliases(QString *error) const
{
    QList<CloudAlias> out;
    QSqlQuery q(m_db);
    q.setForwardOnly(true);
    if (!q.exec(u"SELECT provider, accelerator_name, instance_contains, gpu_name, note FROM cloud_aliases "
                "ORDER BY id"_s)) {
        if (error)
            *error = SqlErrors::describe(q.lastError());
        return out;
    }
    while (q.next()) {
        out.append({q.value(0).toString(), q.value(1).toString(), q.value(2).toString(), q.value(3).toString(),
                    q.value(4).toString()});
    }
    return out;
}

int SqlCloudRateRepository::rateCount() const
{
    QSqlQuery q(m_db);
    return q.exec(u"SELECT COUNT(*) FROM cloud_rates"_s) && q.next() ? q.value(0).toInt() : 0;
}

bool SqlCloudRateRepository::writeWithin(const QSqlDatabase &db, const QList<CloudRateRow> &rows,
                                         const QList<CloudAlias> &aliases, CloudImportReport *report, QString *error)
{
    QSqlQuery alias(db);
    alias.prepare(u"INSERT INTO cloud_aliases (provider, accelerator_name, instance_contains, gpu_name, note) "
                  "VALUES (?, ?, ?, ?, ?) ON CONFLICT (provider, accelerator_name, instance_contains) "
                  "DO UPDATE SET gpu_name = excluded.gpu_name, note = excluded.note "
                  "WHERE gpu_name <> excluded.gpu_name OR note <> excluded.note"_s);
    for (const CloudAlias &a : aliases) {
        alias.addBindValue(SqlBind::text(a.provider));
        alias.addBindValue(a.acceleratorName);
        alias.addBindValue(SqlBind::text(a.instanceContains));
        alias.addBindValue(a.gpuName);
        alias.addBindValue(SqlBind::text(a.note));
        if (!alias.exec()) {
            //: %1 is a cloud catalog's GPU name, %2 the error the database reported.
            *error = tr("cloud GPU name \"%1\": %2").arg(a.acceleratorName, SqlErrors::describe(alias.lastError()));
            return false;
        }
        ++(alias.numRowsAffected() > 0 ? report->aliasesAdded : report->aliasesUnchanged);
    }
    const QList<CloudAlias> known = SqlCloudRateRepository(db).aliases();
    GpuWriter writer(db);
    QHash<QString, qint64> ids;
    QSqlQuery insert(db);
    insert.prepare(
        u"INSERT INTO cloud_rates (gpu_id, provider, instance_type, accelerator_name, accelerator_count, vcpus, "
        "memory_gib, region, usd_per_hour, spot_usd_per_hour, observed_on, monthly, source, note, user_entered) "
        "SELECT ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ? WHERE NOT EXISTS (SELECT 1 FROM cloud_rates WHERE "
        "gpu_id = ? AND provider = ? AND instance_type = ? AND region = ? AND observed_on = ? "
        "AND usd_per_hour IS ? AND spot_usd_per_hour IS ? AND source = ?)"_s);
    for (const CloudRateRow &row : rows) {
        const QString name = CloudCatalogCsv::resolve(row, known);
        const QString key = name.toLower();
        auto id = ids.constFind(key);
        if (id == ids.cend())
            id = ids.insert(key, name.isEmpty() ? 0 : writer.gpuIdByName(name));
        if (*id == 0) {
            ++report->unmapped[row.gpuName.isEmpty() ? row.rate.acceleratorName : row.gpuName];
            continue;
        }
        const CloudRate &r = row.rate;
        const QString date = r.observedOn.toString(Qt::ISODate);
        for (const QVariant &v : {QVariant(*id),
                                  QVariant(r.provider),
                                  QVariant(SqlBind::text(r.instanceType)),
                                  QVariant(SqlBind::text(r.acceleratorName)),
                                  QVariant(r.acceleratorCount),
                                  SqlBind::optional(r.vcpus),
                                  SqlBind::optional(r.memoryGib),
                                  QVariant(SqlBind::text(r.region)),
                                  SqlBind::optional(r.usdPerHour),
                                  SqlBind::optional(r.spotUsdPerHour),
                                  QVariant(date),
                                  QVariant(r.monthly ? 1 : 0),
                                  QVariant(r.source),
                                  QVariant(SqlBind::text(r.note)),
                                  QVariant(r.userEntered ? 1 : 0),
                                  QVariant(*id),
                                  QVariant(r.provider),
                                  QVariant(SqlBind::text(r.instanceType)),
                                  QVariant(SqlBind::text(r.region)),
                                  QVariant(date),
                                  SqlBind::optional(r.usdPerHour),
                                  SqlBind::optional(r.spotUsdPerHour),
                                  QVariant(r.source)})
            insert.addBindValue(v);
        if (!insert.exec()) {
            //: %1 is a line number of the file, %2 the error the database reported.
            *error = tr("line %1: %2").arg(QString::number(row.line), SqlErrors::describe(insert.lastError()));
            return false;
        }
        ++(insert.numRowsAffected() > 0 ? report->added : report->alreadyPresent);
    }
    return true;
}

bool SqlCloudRateRepository::import(const QList<CloudRateRow> &rows, const QList<CloudAlias> &aliases,
                                    CloudImportReport *report, QString *error)
{
    WriteTransaction transaction(m_db);
    CloudImportReport local;
    if (!transaction.begin(error) || !writeWithin(m_db, rows, aliases, &local, error) || !transaction.commit(error))
        return false;
    if (report)
        *report = local;
    return true;
}

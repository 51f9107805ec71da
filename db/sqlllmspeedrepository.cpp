// SPDX-FileCopyrightText: 2026 GPU Advisor contributors
// SPDX-License-Identifier: GPL-3.0-or-later
#include "db/sqlllmspeedrepository.h"

#include "db/dblogging.h"
#include "db/seedmark.h"
#include "db/sqlbind.h"
#include "db/writetransaction.h"
#include "model/io/csvrowreader.h"
#include "model/llm/llmformats.h"
#include "model/llm/llmmeasuredspeeds.h"

#include <QFile>
#include <QSet>
#include <QSqlError>
#include <QSqlQuery>
#include <QVariantList>

using namespace Qt::StringLiterals;

namespace {

/// The columns of llm_speeds in the order llmSpeedValues() gives them, the user mark left out.
const QString LlmSpeedColumns = u"hardware, device_count, backend, model, quant, context, depth, users, metric, value, "
                                "ubatch, split, offload, offload_share, ram_channels, ram_mts, source, measured_on"_s;

QVariantList llmSpeedValues(const LlmMeasurement &m)
{
    return {SqlBind::text(m.hardware),
            m.deviceCount,
            SqlBind::text(m.backend),
            SqlBind::text(m.model),
            SqlBind::text(m.quant),
            m.context,
            m.depth,
            m.users,
            m.prefill ? u"prefill_tps"_s : u"decode_tps"_s,
            m.value,
            m.ubatch,
            SqlBind::text(m.split),
            SqlBind::text(m.offload),
            m.offloadShare,
            m.ramChannels,
            m.ramMegaTransfers,
            SqlBind::text(m.source),
            SqlBind::text(m.date)};
}

} // namespace

SqlLlmSpeedRepository::SqlLlmSpeedRepository(const QSqlDatabase &db)
    : m_db(db)
{}

QList<LlmMeasurement> SqlLlmSpeedRepository::measurements(QString *error) const
{
    QList<LlmMeasurement> rows;
    QSqlQuery q(m_db);
    q.setForwardOnly(true);
    if (!q.exec(u"SELECT "_s + LlmSpeedColumns + u", user_entered FROM llm_speeds ORDER BY id"_s)) {
        if (error)
            *error = q.lastError().text();
        return rows;
    }
    while (q.next()) {
        LlmMeasurement m;
        m.hardware = q.value(0).toString();
        m.deviceCount = q.value(1).toInt();
        m.backend = q.value(2).toString();
        m.model = q.value(3).toString();
        m.quant = q.value(4).toString();
        m.context = q.value(5).toInt();
        m.depth = q.value(6).toInt();
        m.users = q.value(7).toInt();
        m.prefill = q.value(8).toString() == u"prefill_tps"_s;
        m.value = q.value(9).toDouble();
        m.ubatch = q.value(10).toInt();
        m.split = q.value(11).toString();
        m.offload = q.value(12).toString();
        m.offloadShare = q.value(13).toDouble();
        m.ramChannels = q.value(14).toInt();
        m.ramMegaTransfers = q.value(15).toInt();
        m.source = q.value(16).toString();
        m.date = q.value(17).toString();
        m.userEntered = q.value(18).toInt() != 0;
        rows.append(m);
    }
    return rows;
}

bool SqlLlmSpeedRepository::checkUserRows(const QList<LlmMeasurement> &rows, QStringList *problems) const
{
    QSet<QString> gpus;
    QSqlQuery q(m_db);
    q.setForwardOnly(true);
    if (!q.exec(u"SELECT name FROM gpus"_s)) {
        problems->append(q.lastError().text());
        return false;
    }
    while (q.next())
        gpus.insert(q.value(0).toString().toLower());
    const LlmMeasuredSpeeds &bundled = LlmMeasuredSpeeds::bundled();
    for (const LlmMeasurement &m : rows) {
        if (!gpus.contains(m.hardware.toLower()) && bundled.tableName(m.hardware).isEmpty()) {
            //: Completes "expected ..." about the device a measured LLM speed names
            problems->append(
                CsvRowReader::problem(m.line, u"hardware"_s, tr("the name of a GPU in the database"), m.hardware));
        }
        if (!weightFormat(m.quant)) {
            //: Completes "expected ..." about the weight format of a measured LLM speed
            problems->append(CsvRowReader::problem(
                m.line, u"quant"_s, tr("a weight format the planner knows (Q4_K_M, MXFP4, ...)"), m.quant));
        }
        if (m.value <= 0) {
            //: Completes "expected ..." about a measured speed
            problems->append(
                CsvRowReader::problem(m.line, u"value"_s, tr("a speed above 0 tokens/s"), QString::number(m.value)));
        }
    }
    return problems->isEmpty();
}

bool SqlLlmSpeedRepository::importCsv(const QString &text, int *added, int *present, QStringList *problems)
{
    QList<LlmMeasurement> rows;
    if (!LlmValidation::parseSpeeds(text, &rows, problems) || !checkUserRows(rows, problems))
        return false;
    WriteTransaction transaction(m_db);
    QString error;
    if (!transaction.begin(&error) || !write(rows, true, added, present, problems) || !transaction.commit(&error)) {
        if (!error.isEmpty())
            problems->append(error);
        *added = 0;
        return false;
    }
    return true;
}

bool SqlLlmSpeedRepository::write(const QList<LlmMeasurement> &rows, bool user, int *added, int *present,
                                  QStringList *problems)
{
    const QString matching = LlmSpeedColumns;
    QString where = matching;
    where.replace(u", "_s, u" = ? AND "_s);
    QSqlQuery exists(m_db);
    exists.prepare(u"SELECT 1 FROM llm_speeds WHERE "_s + where + u" = ?"_s);
    QSqlQuery insert(m_db);
    insert.prepare(u"INSERT INTO llm_speeds ("_s + LlmSpeedColumns +
                   u", user_entered) VALUES (?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?)"_s);
    for (const LlmMeasurement &m : rows) {
        const QVariantList values = llmSpeedValues(m);
        for (const QVariant &v : values)
            exists.addBindValue(v);
        if (!exists.exec()) {
            problems->append(exists.lastError().text());
            return false;
        }
        if (exists.next()) {
            ++*present;
            continue;
        }
        for (const QVariant &v : values)
            insert.addBindValue(v);
        insert.addBindValue(user ? 1 : 0);
        if (!insert.exec()) {
            //: %1 a line number, %2 the database's message
            problems->append(tr("line %1: %2").arg(m.line).arg(insert.lastError().text()));
            return false;
        }
        ++*added;
    }
    return true;
}

bool SqlLlmSpeedRepository::replaceBundledWithin(const QList<LlmMeasurement> &rows, int *added, int *present,
                                                 QStringList *problems)
{
    // Read as the bundled file is at seeding (LlmValidation::parseSpeeds, by the caller): a row
    // may name a device this database does not hold yet, as the bundled ones do. What the
    // database holds already is counted as present; the bundled rows the bundle no longer holds go.
    if (!write(rows, false, added, present, problems))
        return false;
    QString where = LlmSpeedColumns;
    where.replace(u", "_s, u" = ? AND "_s);
    QSqlQuery find(m_db);
    find.prepare(u"SELECT rowid FROM llm_speeds WHERE user_entered = 0 AND "_s + where + u" = ?"_s);
    QStringList kept;
    for (const LlmMeasurement &m : rows) {
        const QVariantList values = llmSpeedValues(m);
        for (const QVariant &v : values)
            find.addBindValue(v);
        if (!find.exec()) {
            problems->append(find.lastError().text());
            return false;
        }
        while (find.next())
            kept.append(QString::number(find.value(0).toLongLong()));
    }
    QSqlQuery clear(m_db);
    const QString others = kept.isEmpty() ? QString() : u" AND rowid NOT IN ("_s + kept.join(u',') + u')';
    if (!clear.exec(u"DELETE FROM llm_speeds WHERE user_entered = 0"_s + others)) {
        problems->append(clear.lastError().text());
        return false;
    }
    return true;
}

bool SqlLlmSpeedRepository::seedBundled(QString *error)
{
    return SeedMark::takeBundledTable(
        m_db, u"llm_speeds_bundle"_s, bundledResource(), u"llm_speeds"_s,
        [this](const QString &text, QStringList *problems) {
            QList<LlmMeasurement> rows;
            if (!LlmValidation::parseSpeeds(text, &rows, problems)) {
                //: %1 lists the problems found in the data that ships with the app.
                const QString invalid = tr("the bundled LLM speeds are invalid: %1").arg(problems->join(u"; "_s));
                *problems = {invalid};
                return false;
            }
            int added = 0;
            int present = 0;
            if (!write(rows, false, &added, &present, problems))
                return false;
            qCInfo(lcDb) << "seeded" << added << "measured LLM speeds";
            return true;
        },
        error);
}

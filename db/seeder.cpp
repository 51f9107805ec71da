// SPDX-FileCopyrightText: 2026 GPU Advisor contributors
// SPDX-License-Identifier: GPL-3.0-or-later
#include "db/seeder.h"

#include "db/dataimporter.h"
#include "db/dblogging.h"
#include "db/gpuwriter.h"
#include "db/sqlflowchartrepository.h"

#include <QDate>
#include <QDir>
#include <QFile>
#include <QHash>
#include <QJsonArray>
#include <QJsonDocument>
#include <QJsonObject>
#include <QSqlError>
#include <QSqlQuery>

using namespace Qt::StringLiterals;

namespace {

bool readResource(const QString &path, QString *text, QString *error)
{
    QFile file(path);
    if (!file.open(QIODevice::ReadOnly)) {
        *error = u"cannot read %1: %2"_s.arg(path, file.errorString());
        return false;
    }
    *text = QString::fromUtf8(file.readAll());
    return true;
}

/// A JSON string member, or '' when absent: text columns are NOT NULL, and a null QString binds as NULL.
QString jsonText(const QJsonObject &object, const QString &key)
{
    const QString value = object.value(key).toString();
    return value.isNull() ? QString(u""_s) : value;
}

/// Runs a prepared statement; on failure records what and where.
bool run(QSqlQuery &q, const QString &what, QString *error)
{
    if (q.exec())
        return true;
    *error = u"%1: %2"_s.arg(what, q.lastError().text());
    return false;
}

} // namespace

Seeder::Seeder(QSqlDatabase db)
    : m_db(std::move(db))
{}

bool Seeder::hasFlowchart(const QString &key) const
{
    QSqlQuery q(m_db);
    q.prepare(u"SELECT 1 FROM flowcharts WHERE key = ?"_s);
    q.addBindValue(key);
    return q.exec() && q.next();
}

bool Seeder::ensureSeeded(QString *error)
{
    QSqlQuery q(m_db);
    if (!q.exec(u"SELECT value FROM meta WHERE key = 'seeded_on'"_s)) {
        *error = q.lastError().text();
        return false;
    }
    if (!q.next()) {
        QString gpuText;
        QString priceText;
        if (!readResource(gpuResource(), &gpuText, error) || !readResource(priceResource(), &priceText, error))
            return false;
        QList<Gpu> gpus;
        QList<PriceRow> prices;
        QStringList errors;
        if (!GpuCsv::parseGpus(gpuText, &gpus, &errors) || !GpuCsv::parsePrices(priceText, &prices, &errors)) {
            *error = u"the bundled seed data is invalid: "_s + errors.join(u"; "_s);
            return false;
        }
        // The data and the mark that it is there land together, or not at all.
        if (!m_db.transaction()) {
            *error = m_db.lastError().text();
            return false;
        }
        QSqlQuery mark(m_db);
        mark.prepare(u"INSERT INTO meta (key, value) VALUES ('seeded_on', ?)"_s);
        mark.addBindValue(QDate::currentDate().toString(Qt::ISODate));
        // The data and the mark that it is there land together, or not at all.
        if (!DataImporter::writeWithin(m_db, gpus, prices, nullptr, &errors) ||
            !run(mark, u"recording the seed date"_s, error) || !m_db.commit()) {
            m_db.rollback();
            if (!error->isEmpty())
                errors.append(*error);
            *error = errors.join(u"; "_s);
            return false;
        }
        qCInfo(lcDb) << "seeded" << gpus.size() << "GPUs and" << prices.size() << "prices";
    }
    if (!backfillReleaseMonths(error))
        return false;
    const QStringList charts = QDir(flowchartDirectory()).entryList({u"*.json"_s}, QDir::Files, QDir::Name);
    for (const QString &chart : charts) {
        const QString path = flowchartDirectory() + u'/' + chart;
        QFile file(path);
        if (!file.open(QIODevice::ReadOnly)) {
            *error = u"cannot read %1"_s.arg(path);
            return false;
        }
        const QByteArray json = file.readAll();
        const QString key = QJsonDocument::fromJson(json).object().value(u"key"_s).toString();
        if (!key.isEmpty() && hasFlowchart(key))
            continue;
        if (!importFlowchart(json, path, error))
            return false;
    }
    return true;
}

bool Seeder::backfillReleaseMonths(QString *error)
{
    // Databases seeded before schema version 3 lack launch months; take them from the bundle.
    QSqlQuery q(m_db);
    if (!q.exec(u"SELECT COUNT(*) FROM gpus WHERE release_month = ''"_s) || !q.next()) {
        *error = q.lastError().text();
        return false;
    }
    if (q.value(0).toInt() == 0)
        return true;
    QString text;
    if (!readResource(gpuResource(), &text, error))
        return false;
    QList<Gpu> gpus;
    QStringList errors;
    if (!GpuCsv::parseGpus(text, &gpus, &errors)) {
        *error = u"the bundled seed data is invalid: "_s + errors.join(u"; "_s);
        return false;
    }
    if (!m_db.transaction()) {
        *error = m_db.lastError().text();
        return false;
    }
    QSqlQuery update(m_db);
    update.prepare(u"UPDATE gpus SET release_month = ?, release_source = ? WHERE name = ? AND release_month = ''"_s);
    for (const Gpu &g : std::as_const(gpus)) {
        update.addBindValue(g.releaseMonth.toString(u"yyyy-MM"_s));
        update.addBindValue(g.releaseSource);
        update.addBindValue(g.name);
        if (!run(update, u"launch month of %1"_s.arg(g.name), error)) {
            m_db.rollback();
            return false;
        }
    }
    if (!m_db.commit()) {
        *error = m_db.lastError().text();
        return false;
    }
    return true;
}

bool Seeder::importFlowchart(const QByteArray &json, const QString &origin, QString *error)
{
    QJsonParseError parseError;
    const QJsonDocument doc = QJsonDocument::fromJson(json, &parseError);
    if (doc.isNull() || !doc.isObject()) {
        *error =
            u"%1: not a JSON object (%2 at offset %3)"_s.arg(origin, parseError.errorString()).arg(parseError.offset);
        return false;
    }
    const QJsonObject chart = doc.object();
    if (!m_db.transaction()) {
        *error = m_db.lastError().text();
        return false;
    }
    auto fail = [this, error, &origin](const QString &message) {
        m_db.rollback();
        *error = u"%1: %2"_s.arg(origin, message);
        return false;
    };

    const QString key = chart.value(u"key"_s).toString();
    if (key.isEmpty())
        return fail(u"the flowchart has no \"key\""_s);
    QSqlQuery q(m_db);
    q.prepare(u"INSERT INTO flowcharts (key, title, edition_date, source, caveat) VALUES (?, ?, ?, ?, ?)"_s);
    for (const char *field : {"key", "title", "edition_date", "source", "caveat"})
        q.addBindValue(jsonText(chart, QLatin1StringView(field)));
    QString message;
    if (!run(q, u"flowchart"_s, &message))
        return fail(message);
    const qint64 chartId = q.lastInsertId().toLongLong();

    GpuWriter writer(m_db);
    // GPU lists are written by id; a name the database does not know is an error, not a guess.
    auto writePicks = [&](const QString &table, const QString &ownerColumn, qint64 ownerId, const QJsonArray &picks,
                          const QString &owner) {
        int position = 0;
        for (const QJsonValue &v : picks) {
            const QString name = v.toObject().value(u"gpu"_s).toString();
            const qint64 gpuId = writer.gpuIdByName(name);
            if (gpuId == 0) {
                message = u"%1 names the GPU \"%2\", which is not in the database"_s.arg(owner, name);
                return false;
            }
            QSqlQuery insert(m_db);
            insert.prepare(
                u"INSERT INTO %1 (%2, position, gpu_id, used) VALUES (?, ?, ?, ?)"_s.arg(table, ownerColumn));
            insert.addBindValue(ownerId);
            insert.addBindValue(position++);
            insert.addBindValue(gpuId);
            insert.addBindValue(v.toObject().value(u"used"_s).toBool() ? 1 : 0);
            if (!run(insert, owner, &message))
                return false;
        }
        return true;
    };

    QHash<QString, qint64> questionIds;
    for (const QJsonValue &v : chart.value(u"questions"_s).toArray()) {
        const QJsonObject o = v.toObject();
        const QString qkey = o.value(u"key"_s).toString();
        q.prepare(u"INSERT INTO flow_questions (flowchart_id, key, text, explanation) VALUES (?, ?, ?, ?)"_s);
        q.addBindValue(chartId);
        q.addBindValue(qkey);
        q.addBindValue(jsonText(o, u"text"_s));
        q.addBindValue(jsonText(o, u"explanation"_s));
        if (qkey.isEmpty() || o.value(u"text"_s).toString().isEmpty())
            return fail(u"a question lacks its key or text"_s);
        if (!run(q, u"question \"%1\""_s.arg(qkey), &message))
            return fail(message);
        const qint64 id = q.lastInsertId().toLongLong();
        questionIds.insert(qkey, id);
        if (!writePicks(u"flow_question_gpus"_s, u"question_id"_s, id, o.value(u"offers"_s).toArray(),
                        u"question \"%1\""_s.arg(qkey)))
            return fail(message);
    }

    QHash<QString, qint64> leafIds;
    for (const QJsonValue &v : chart.value(u"leaves"_s).toArray()) {
        const QJsonObject o = v.toObject();
        const QString lkey = o.value(u"key"_s).toString();
        const QString kind = o.value(u"kind"_s).toString();
        if (lkey.isEmpty() || jsonText(o, u"title"_s).isEmpty() || jsonText(o, u"text"_s).isEmpty())
            return fail(u"a leaf lacks its key, title or text"_s);
        if (!leafKindFromKey(kind))
            return fail(
                u"leaf \"%1\" has the kind \"%2\"; expected gpu, cloud, no-option or read-post"_s.arg(lkey, kind));
        q.prepare(
            u"INSERT INTO flow_leaves (flowchart_id, key, kind, title, text, advice) VALUES (?, ?, ?, ?, ?, ?)"_s);
        q.addBindValue(chartId);
        q.addBindValue(lkey);
        q.addBindValue(kind);
        q.addBindValue(jsonText(o, u"title"_s));
        q.addBindValue(jsonText(o, u"text"_s));
        q.addBindValue(jsonText(o, u"advice"_s));
        if (!run(q, u"leaf \"%1\""_s.arg(lkey), &message))
            return fail(message);
        const qint64 id = q.lastInsertId().toLongLong();
        leafIds.insert(lkey, id);
        if (!writePicks(u"flow_leaf_gpus"_s, u"leaf_id"_s, id, o.value(u"gpus"_s).toArray(),
                        u"leaf \"%1\""_s.arg(lkey)))
            return fail(message);
    }

    const QJsonArray nodes = chart.value(u"nodes"_s).toArray();
    QHash<QString, qint64> nodeIds;
    for (const QJsonValue &v : nodes) {
        const QJsonObject o = v.toObject();
        const QString nkey = o.value(u"key"_s).toString();
        const QString question = o.value(u"question"_s).toString();
        const QString leaf = o.value(u"leaf"_s).toString();
        if (!question.isEmpty() && !questionIds.contains(question))
            return fail(u"node \"%1\" names the unknown question \"%2\""_s.arg(nkey, question));
        if (!leaf.isEmpty() && !leafIds.contains(leaf))
            return fail(u"node \"%1\" names the unknown leaf \"%2\""_s.arg(nkey, leaf));
        q.prepare(u"INSERT INTO flow_nodes (flowchart_id, key, question_id, leaf_id) VALUES (?, ?, ?, ?)"_s);
        q.addBindValue(chartId);
        q.addBindValue(nkey);
        q.addBindValue(question.isEmpty() ? QVariant() : QVariant(questionIds.value(question)));
        q.addBindValue(leaf.isEmpty() ? QVariant() : QVariant(leafIds.value(leaf)));
        if (!run(q, u"node \"%1\""_s.arg(nkey), &message))
            return fail(message);
        nodeIds.insert(nkey, q.lastInsertId().toLongLong());
    }
    for (const QJsonValue &v : nodes) {
        const QJsonObject o = v.toObject();
        const QString nkey = o.value(u"key"_s).toString();
        for (const QString &answer : {u"yes"_s, u"no"_s}) {
            if (!o.contains(answer))
                continue;
            const QString target = o.value(answer).toString();
            if (!nodeIds.contains(target))
                return fail(u"node \"%1\" sends \"%2\" to the unknown node \"%3\""_s.arg(nkey, answer, target));
            q.prepare(u"INSERT INTO flow_edges (from_node_id, answer, to_node_id) VALUES (?, ?, ?)"_s);
            q.addBindValue(nodeIds.value(nkey));
            q.addBindValue(answer);
            q.addBindValue(nodeIds.value(target));
            if (!run(q, u"edge from \"%1\""_s.arg(nkey), &message))
                return fail(message);
        }
    }
    const QString root = chart.value(u"root"_s).toString();
    if (!nodeIds.contains(root))
        return fail(u"the root \"%1\" is not one of the nodes"_s.arg(root));
    q.prepare(u"UPDATE flowcharts SET root_node_id = ? WHERE id = ?"_s);
    q.addBindValue(nodeIds.value(root));
    q.addBindValue(chartId);
    if (!run(q, u"root"_s, &message))
        return fail(message);
    // Read it back through the repository: a chart that would not load is not committed.
    if (!SqlFlowchartRepository(m_db).flowchart(key, &message))
        return fail(message);
    if (!m_db.commit())
        return fail(m_db.lastError().text());
    return true;
}

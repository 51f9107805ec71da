// SPDX-FileCopyrightText: 2026 GPU Advisor contributors
// SPDX-License-Identifier: GPL-3.0-or-later
#include "db/sqlllmmodelrepository.h"
#include "db/sqlerrors.h"

#include "db/database.h"
#include "db/dblogging.h"
#include "db/sqlbind.h"
#include "db/writetransaction.h"

#include <QSqlError>
#include <QSqlQuery>

using namespace Qt::StringLiterals;

namespace {

const QString Columns =
    u"name, developer, total_params_b, active_params_b, layers, hidden_size, attention_heads, kv_heads, head_dim, "
    "attention, kv_lora_rank, rope_head_dim, sliding_window, local_layers, global_layers, experts, active_experts, "
    "shared_experts, vocab_size, native_context, released_precision, released, source, recorded_on, user_added, "
    "file_weights"_s;

void bindModel(QSqlQuery &q, const LlmModel &m)
{
    q.addBindValue(m.name.trimmed());
    q.addBindValue(m.developer.isNull() ? u""_s : m.developer);
    q.addBindValue(m.totalParamsB);
    q.addBindValue(m.activeParamsB);
    for (int v : {m.layers, m.hidden, m.attentionHeads, m.kvHeads, m.headDim})
        q.addBindValue(v);
    q.addBindValue(attentionKindKey(m.attention));
    for (int v : {m.kvLoraRank, m.ropeHeadDim, m.slidingWindow, m.localLayers, m.globalLayers, m.experts,
                  m.activeExperts, m.sharedExperts, m.vocab, m.nativeContext})
        q.addBindValue(v);
    q.addBindValue(m.releasedPrecision.isNull() ? u""_s : m.releasedPrecision);
    q.addBindValue(m.released.isValid() ? m.released.toString(u"yyyy-MM"_s) : u""_s);
    q.addBindValue(m.source.isNull() ? u""_s : m.source);
    q.addBindValue(m.recordedOn.isValid() ? m.recordedOn.toString(Qt::ISODate) : u""_s);
    q.addBindValue(m.userAdded ? 1 : 0);
    q.addBindValue(m.fileWeights.toText().isNull() ? u""_s : m.fileWeights.toText());
}

} // namespace

SqlLlmModelRepository::SqlLlmModelRepository(const QSqlDatabase &db)
    : m_db(db)
{}

QList<LlmModel> SqlLlmModelRepository::select(const QString &where, const QVariant &value, QString *error) const
{
    QSqlQuery q(m_db);
    q.setForwardOnly(true);
    q.prepare(u"SELECT id, "_s + Columns + u" FROM llm_models "_s + where + u" ORDER BY name COLLATE NOCASE"_s);
    if (value.isValid())
        q.addBindValue(value);
    QList<LlmModel> result;
    if (!q.exec()) {
        //: %1 is the error the database reported.
        SqlBind::setError(error, tr("cannot read the model catalog: %1").arg(SqlErrors::describe(q.lastError())));
        return result;
    }
    while (q.next()) {
        LlmModel m;
        int c = 0;
        m.id = q.value(c++).toLongLong();
        m.name = q.value(c++).toString();
        m.developer = q.value(c++).toString();
        m.totalParamsB = q.value(c++).toDouble();
        m.activeParamsB = q.value(c++).toDouble();
        m.layers = q.value(c++).toInt();
        m.hidden = q.value(c++).toInt();
        m.attentionHeads = q.value(c++).toInt();
        m.kvHeads = q.value(c++).toInt();
        m.headDim = q.value(c++).toInt();
        m.attention = attentionKindFromKey(q.value(c++).toString()).value_or(AttentionKind::Gqa);
        m.kvLoraRank = q.value(c++).toInt();
        m.ropeHeadDim = q.value(c++).toInt();
        m.slidingWindow = q.value(c++).toInt();
        m.localLayers = q.value(c++).toInt();
        m.globalLayers = q.value(c++).toInt();
        m.experts = q.value(c++).toInt();
        m.activeExperts = q.value(c++).toInt();
        m.sharedExperts = q.value(c++).toInt();
        m.vocab = q.value(c++).toInt();
        m.nativeContext = q.value(c++).toInt();
        m.releasedPrecision = q.value(c++).toString();
        m.released = QDate::fromString(q.value(c++).toString() + u"-01"_s, Qt::ISODate);
        m.source = q.value(c++).toString();
        m.recordedOn = QDate::fromString(q.value(c++).toString(), Qt::ISODate);
        m.userAdded = q.value(c++).toBool();
        // Written by this repository from a checked model; a row changed by hand that no longer
        // reads is planned by bits per weight, as every other model.
        QString weightsError;
        m.fileWeights = LlmFileWeights::fromText(q.value(c++).toString(), &weightsError).value_or(LlmFileWeights());
        result.append(m);
    }
    return result;
}

QList<LlmModel> SqlLlmModelRepository::models(QString *error) const
{
    return select({}, {}, error);
}

std::optional<LlmModel> SqlLlmModelRepository::modelByName(const QString &name, QString *error) const
{
    const QList<LlmModel> found = select(u"WHERE name = ? COLLATE NOCASE"_s, name.trimmed(), error);
    if (found.isEmpty())
        return std::nullopt;
    return found.first();
}

bool SqlLlmModelRepository::insert(const LlmModel &model, QString *error, qint64 *storedId)
{
    const QString problem = model.validate();
    if (!problem.isEmpty()) {
        SqlBind::setError(error, problem);
        return false;
    }
    QSqlQuery exists(m_db);
    exists.prepare(u"SELECT 1 FROM llm_models WHERE name = ? COLLATE NOCASE"_s);
    exists.addBindValue(model.name.trimmed());
    if (exists.exec() && exists.next()) {
        //: %1 is a model's name; "name" is the field
        SqlBind::setError(error, tr("name: the catalog already has a model called \"%1\"").arg(model.name.trimmed()));
        return false;
    }
    QSqlQuery q(m_db);
    q.prepare(u"INSERT INTO llm_models ("_s + Columns +
              u") VALUES (?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?)"_s);
    bindModel(q, model);
    if (!q.exec()) {
        //: %1 is a model's name, %2 the error the database reported
        SqlBind::setError(error,
                          tr("cannot save the model \"%1\": %2").arg(model.name, SqlErrors::describe(q.lastError())));
        return false;
    }
    if (storedId)
        *storedId = q.lastInsertId().toLongLong();
    return true;
}

bool SqlLlmModelRepository::addModel(const LlmModel &model, QString *error, qint64 *storedId)
{
    LlmModel own = model;
    own.userAdded = true;
    return insert(own, error, storedId);
}

bool SqlLlmModelRepository::updateModel(const LlmModel &model, QString *error)
{
    const QString problem = model.validate();
    if (!problem.isEmpty()) {
        SqlBind::setError(error, problem);
        return false;
    }
    QSqlQuery clash(m_db);
    clash.prepare(u"SELECT 1 FROM llm_models WHERE name = ? COLLATE NOCASE AND id <> ?"_s);
    clash.addBindValue(model.name.trimmed());
    clash.addBindValue(model.id);
    if (clash.exec() && clash.next()) {
        SqlBind::setError(error, tr("name: the catalog already has a model called \"%1\"").arg(model.name.trimmed()));
        return false;
    }
    QSqlQuery q(m_db);
    QString assignments = Columns;
    assignments.replace(u", "_s, u" = ?, "_s);
    q.prepare(u"UPDATE llm_models SET "_s + assignments + u" = ? WHERE id = ? AND user_added = 1"_s);
    LlmModel own = model;
    own.userAdded = true;
    bindModel(q, own);
    q.addBindValue(model.id);
    if (!q.exec()) {
        SqlBind::setError(error,
                          tr("cannot save the model \"%1\": %2").arg(model.name, SqlErrors::describe(q.lastError())));
        return false;
    }
    if (q.numRowsAffected() != 1) {
        //: %1 is a model's name
        SqlBind::setError(error,
                          tr("the model \"%1\" is part of the bundled catalog and cannot be changed").arg(model.name));
        return false;
    }
    return true;
}

bool SqlLlmModelRepository::removeModel(qint64 id, QString *error)
{
    QSqlQuery q(m_db);
    q.prepare(u"DELETE FROM llm_models WHERE id = ? AND user_added = 1"_s);
    q.addBindValue(id);
    if (!q.exec()) {
        //: %1 is the error the database reported.
        SqlBind::setError(error, tr("cannot remove the model: %1").arg(SqlErrors::describe(q.lastError())));
        return false;
    }
    if (q.numRowsAffected() != 1) {
        SqlBind::setError(error, tr("only models you added can be removed"));
        return false;
    }
    return true;
}

bool SqlLlmModelRepository::importModels(const QList<LlmModel> &models, QString *error)
{
    WriteTransaction transaction(m_db);
    QString writeError;
    if (!transaction.begin(&writeError)) {
        SqlBind::setError(error, writeError);
        return false;
    }
    for (const LlmModel &m : models) {
        LlmModel own = m;
        own.userAdded = true;
        QString problem;
        // A model with an id replaces the user's own row of that id (updateModel refuses a bundled one).
        if (!(own.id > 0 ? updateModel(own, &problem) : insert(own, &problem, nullptr))) {
            //: %1 is a model's name, %2 what is wrong with it
            SqlBind::setError(error, tr("%1: %2").arg(m.name, problem));
            return false;
        }
    }
    if (!transaction.commit(&writeError)) {
        SqlBind::setError(error, writeError);
        return false;
    }
    return true;
}

bool SqlLlmModelRepository::addMissingBundled(const QList<LlmModel> &models, QString *error)
{
    WriteTransaction transaction(m_db);
    QString problem;
    if (!transaction.begin(&problem)) {
        SqlBind::setError(error, problem);
        return false;
    }
    int added = 0;
    if (!addBundledWithin(m_db, models, &added, error))
        return false;
    if (!transaction.commit(&problem)) {
        SqlBind::setError(error, problem);
        return false;
    }
    if (added > 0)
        qCInfo(lcDb) << "added" << added << "bundled language models";
    return true;
}

bool SqlLlmModelRepository::addBundledWithin(const QSqlDatabase &db, const QList<LlmModel> &models, int *added,
                                             QString *error)
{
    for (const LlmModel &m : models) {
        QSqlQuery q(db);
        q.prepare(u"INSERT OR IGNORE INTO llm_models ("_s + Columns +
                  u") VALUES (?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?)"_s);
        LlmModel bundled = m;
        bundled.userAdded = false;
        bindModel(q, bundled);
        if (!q.exec()) {
            SqlBind::setError(error,
                              tr("cannot save the model \"%1\": %2").arg(m.name, SqlErrors::describe(q.lastError())));
            return false;
        }
        *added += q.numRowsAffected() > 0 ? 1 : 0;
    }
    return true;
}

// SPDX-FileCopyrightText: 2026 GPU Advisor contributors
// SPDX-License-Identifier: GPL-3.0-or-later
#include "db/sqlflowchartrepository.h"
#include "db/sqlerrors.h"

#include "db/database.h"

#include <QJsonDocument>
#include <QLocale>
#include <QSqlError>
#include <QSqlQuery>

using namespace Qt::StringLiterals;

SqlFlowchartRepository::SqlFlowchartRepository(const QSqlDatabase &db)
    : m_db(db)
{}

QStringList SqlFlowchartRepository::flowchartKeys(QString *error) const
{
    QSqlQuery q(m_db);
    QStringList keys;
    if (!q.exec(u"SELECT key FROM flowcharts ORDER BY edition_date DESC, id DESC"_s)) {
        if (error)
            *error = SqlErrors::describe(q.lastError());
        return keys;
    }
    while (q.next())
        keys.append(q.value(0).toString());
    return keys;
}

QString SqlFlowchartRepository::defaultLanguage()
{
    return QLocale().name().section(u'_', 0, 0);
}

std::optional<Flowchart> SqlFlowchartRepository::flowchart(const QString &key, QString *error) const
{
    return flowchart(key, defaultLanguage(), error);
}

bool SqlFlowchartRepository::loadTranslation(qint64 chartId, const QString &language, FlowchartTranslation *translation,
                                             QString *error) const
{
    translation->language = language;
    QSqlQuery q(m_db);
    q.setForwardOnly(true);
    q.prepare(
        u"SELECT item_kind, item_key, field, text FROM flow_translations WHERE flowchart_id = ? AND locale = ?"_s);
    q.addBindValue(chartId);
    q.addBindValue(language);
    if (!q.exec()) {
        *error = SqlErrors::describe(q.lastError());
        return false;
    }
    while (q.next()) {
        const QString kind = q.value(0).toString();
        const QString item = q.value(1).toString();
        const QString field = q.value(2).toString();
        const QString text = q.value(3).toString();
        if (kind == u"flowchart")
            translation->chart.insert(field, text);
        else if (kind == u"question")
            translation->questions[item].insert(field, text);
        else if (kind == u"leaf")
            translation->leaves[item].insert(field, text);
    }
    return true;
}

std::optional<Flowchart> SqlFlowchartRepository::flowchart(const QString &key, const QString &language,
                                                           QString *error) const
{
    auto fail = [error](const QString &message) {
        if (error)
            *error = message;
        return std::nullopt;
    };
    QSqlQuery q(m_db);
    q.setForwardOnly(true);
    q.prepare(u"SELECT id, key, title, edition_date, source, caveat, root_node_id FROM flowcharts WHERE key = ?"_s);
    q.addBindValue(key);
    if (!q.exec())
        return fail(SqlErrors::describe(q.lastError()));
    if (!q.next())
        return fail(tr("there is no flowchart \"%1\" in the database").arg(key));
    Flowchart chart;
    const qint64 chartId = q.value(0).toLongLong();
    chart.key = q.value(1).toString();
    chart.title = q.value(2).toString();
    chart.editionDate = q.value(3).toString();
    chart.source = q.value(4).toString();
    chart.caveat = q.value(5).toString();
    chart.rootNodeId = q.value(6).toLongLong();

    auto loadPicks = [&](const QString &sql, qint64 ownerId, QList<GpuPick> *picks) {
        QSqlQuery p(m_db);
        p.setForwardOnly(true);
        p.prepare(sql);
        p.addBindValue(ownerId);
        if (!p.exec())
            return false;
        while (p.next())
            picks->append({p.value(0).toLongLong(), p.value(1).toBool()});
        return true;
    };

    q.prepare(u"SELECT id, key, text, explanation FROM flow_questions WHERE flowchart_id = ?"_s);
    q.addBindValue(chartId);
    if (!q.exec())
        return fail(SqlErrors::describe(q.lastError()));
    while (q.next()) {
        FlowQuestion question;
        question.id = q.value(0).toLongLong();
        question.key = q.value(1).toString();
        question.text = q.value(2).toString();
        question.explanation = q.value(3).toString();
        chart.questions.insert(question.id, question);
    }
    for (FlowQuestion &question : chart.questions) {
        if (!loadPicks(u"SELECT gpu_id, used FROM flow_question_gpus WHERE question_id = ? ORDER BY position"_s,
                       question.id, &question.offered))
            return fail(tr("cannot read the cards of question \"%1\"").arg(question.key));
    }

    q.prepare(u"SELECT id, key, kind, title, text, advice, rule FROM flow_leaves WHERE flowchart_id = ?"_s);
    q.addBindValue(chartId);
    if (!q.exec())
        return fail(SqlErrors::describe(q.lastError()));
    while (q.next()) {
        FlowLeaf leaf;
        leaf.id = q.value(0).toLongLong();
        leaf.key = q.value(1).toString();
        leaf.kind = leafKindFromKey(q.value(2).toString()).value_or(LeafKind::ReadPost);
        leaf.title = q.value(3).toString();
        leaf.text = q.value(4).toString();
        leaf.advice = q.value(5).toString();
        leaf.rule = QJsonDocument::fromJson(q.value(6).toString().toUtf8()).object();
        chart.leaves.insert(leaf.id, leaf);
    }
    for (FlowLeaf &leaf : chart.leaves) {
        if (!loadPicks(u"SELECT gpu_id, used FROM flow_leaf_gpus WHERE leaf_id = ? ORDER BY position"_s, leaf.id,
                       &leaf.gpus))
            return fail(tr("cannot read the cards of leaf \"%1\"").arg(leaf.key));
    }

    q.prepare(u"SELECT n.id, n.key, n.question_id, n.leaf_id, "
              "(SELECT to_node_id FROM flow_edges WHERE from_node_id = n.id AND answer = 'yes'), "
              "(SELECT to_node_id FROM flow_edges WHERE from_node_id = n.id AND answer = 'no') "
              "FROM flow_nodes n WHERE n.flowchart_id = ?"_s);
    q.addBindValue(chartId);
    if (!q.exec())
        return fail(SqlErrors::describe(q.lastError()));
    while (q.next()) {
        FlowNode node;
        node.id = q.value(0).toLongLong();
        node.key = q.value(1).toString();
        node.questionId = q.value(2).toLongLong();
        node.leafId = q.value(3).toLongLong();
        node.yesTarget = q.value(4).toLongLong();
        node.noTarget = q.value(5).toLongLong();
        chart.nodes.insert(node.id, node);
    }
    // Texts in the language asked for replace the English ones they name; the rest stay English.
    QString problem;
    if (!language.isEmpty()) {
        FlowchartTranslation translation;
        if (!loadTranslation(chartId, language, &translation, &problem))
            return fail(problem);
        chart.applyTranslation(translation);
    }
    //: %1 is the flowchart's key, %2 what is wrong with it.
    if (!chart.validate(&problem))
        return fail(tr("the flowchart \"%1\" in the database is malformed: %2").arg(key, problem));
    return chart;
}

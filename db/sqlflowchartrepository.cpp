// SPDX-FileCopyrightText: 2026 GPU Advisor contributors
// SPDX-License-Identifier: GPL-3.0-or-later
#include "db/sqlflowchartrepository.h"

#include <QSqlError>
#include <QSqlQuery>

using namespace Qt::StringLiterals;

SqlFlowchartRepository::SqlFlowchartRepository(QSqlDatabase db)
    : m_db(std::move(db))
{}

QStringList SqlFlowchartRepository::flowchartKeys(QString *error) const
{
    QSqlQuery q(m_db);
    QStringList keys;
    if (!q.exec(u"SELECT key FROM flowcharts ORDER BY edition_date DESC, id DESC"_s)) {
        if (error)
            *error = q.lastError().text();
        return keys;
    }
    while (q.next())
        keys.append(q.value(0).toString());
    return keys;
}

std::optional<Flowchart> SqlFlowchartRepository::flowchart(const QString &key, QString *error) const
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
        return fail(q.lastError().text());
    if (!q.next())
        return fail(u"there is no flowchart \"%1\" in the database"_s.arg(key));
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
        return fail(q.lastError().text());
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
            return fail(u"cannot read the cards of question \"%1\""_s.arg(question.key));
    }

    q.prepare(u"SELECT id, key, kind, title, text, advice FROM flow_leaves WHERE flowchart_id = ?"_s);
    q.addBindValue(chartId);
    if (!q.exec())
        return fail(q.lastError().text());
    while (q.next()) {
        FlowLeaf leaf;
        leaf.id = q.value(0).toLongLong();
        leaf.key = q.value(1).toString();
        leaf.kind = leafKindFromKey(q.value(2).toString()).value_or(LeafKind::ReadPost);
        leaf.title = q.value(3).toString();
        leaf.text = q.value(4).toString();
        leaf.advice = q.value(5).toString();
        chart.leaves.insert(leaf.id, leaf);
    }
    for (FlowLeaf &leaf : chart.leaves) {
        if (!loadPicks(u"SELECT gpu_id, used FROM flow_leaf_gpus WHERE leaf_id = ? ORDER BY position"_s, leaf.id,
                       &leaf.gpus))
            return fail(u"cannot read the cards of leaf \"%1\""_s.arg(leaf.key));
    }

    q.prepare(u"SELECT n.id, n.key, n.question_id, n.leaf_id, "
              "(SELECT to_node_id FROM flow_edges WHERE from_node_id = n.id AND answer = 'yes'), "
              "(SELECT to_node_id FROM flow_edges WHERE from_node_id = n.id AND answer = 'no') "
              "FROM flow_nodes n WHERE n.flowchart_id = ?"_s);
    q.addBindValue(chartId);
    if (!q.exec())
        return fail(q.lastError().text());
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
    QString problem;
    if (!chart.validate(&problem))
        return fail(u"the flowchart \"%1\" in the database is malformed: %2"_s.arg(key, problem));
    return chart;
}

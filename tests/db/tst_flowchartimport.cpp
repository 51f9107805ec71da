// SPDX-FileCopyrightText: 2026 GPU Advisor contributors
// SPDX-License-Identifier: GPL-3.0-or-later
// The flowchart is data: a new question or a new edition is a JSON file, not code. Broken
// definitions are refused whole.
#include "db/seeder.h"
#include "model/flowchart/flowchartwalker.h"
#include "tests/common/seededdatabase.h"

#include <QFile>
#include <QJsonArray>
#include <QJsonDocument>
#include <QJsonObject>
#include <QSqlQuery>
#include <QTest>

using namespace Qt::StringLiterals;

namespace {

QJsonObject bundledChart()
{
    QFile f(u":/seed/flowcharts/dettmers-2023.json"_s);
    if (!f.open(QIODevice::ReadOnly))
        return {};
    return QJsonDocument::fromJson(f.readAll()).object();
}

QByteArray toJson(const QJsonObject &o)
{
    return QJsonDocument(o).toJson();
}

int count(const QSqlDatabase &db, const QString &table)
{
    QSqlQuery q(db);
    return q.exec(u"SELECT COUNT(*) FROM "_s + table) && q.next() ? q.value(0).toInt() : -1;
}

QJsonArray replaceNode(QJsonArray nodes, const QString &key, const QJsonObject &replacement)
{
    for (qsizetype i = 0; i < nodes.size(); ++i) {
        if (nodes.at(i).toObject().value(u"key"_s).toString() == key)
            nodes[i] = replacement;
    }
    return nodes;
}

} // namespace

class TestFlowchartImport final : public QObject
{
    Q_OBJECT

private Q_SLOTS:
    void aNewEditionWithAnExtraQuestionNeedsNoCode()
    {
        SeededDatabase db;
        QVERIFY2(db.isValid(), qPrintable(db.error()));
        QJsonObject chart = bundledChart();
        chart[u"key"_s] = u"edition-with-amd"_s;
        QJsonArray questions = chart.value(u"questions"_s).toArray();
        questions.append(QJsonObject{{u"key"_s, u"amd-ok"_s},
                                     {u"text"_s, u"Are you comfortable with ROCm instead of CUDA?"_s},
                                     {u"explanation"_s, u"AMD cards have the bandwidth but a smaller community."_s}});
        chart[u"questions"_s] = questions;
        QJsonArray leaves = chart.value(u"leaves"_s).toArray();
        leaves.append(QJsonObject{{u"key"_s, u"amd"_s},
                                  {u"kind"_s, u"gpu"_s},
                                  {u"title"_s, u"Radeon RX 7900 XTX"_s},
                                  {u"text"_s, u"24 GB for less."_s},
                                  {u"gpus"_s, QJsonArray{QJsonObject{{u"gpu"_s, u"Radeon RX 7900 XTX"_s}}}}});
        chart[u"leaves"_s] = leaves;
        // The "read the post" end of the LLM branch now asks about AMD first.
        QJsonArray nodes = replaceNode(chart.value(u"nodes"_s).toArray(), u"q13i"_s,
                                       QJsonObject{{u"key"_s, u"q13i"_s},
                                                   {u"question"_s, u"small-data"_s},
                                                   {u"yes"_s, u"l-cloud-sporadic"_s},
                                                   {u"no"_s, u"amd-q"_s}});
        nodes.append(QJsonObject{
            {u"key"_s, u"amd-q"_s}, {u"question"_s, u"amd-ok"_s}, {u"yes"_s, u"l-amd"_s}, {u"no"_s, u"l-read-post"_s}});
        nodes.append(QJsonObject{{u"key"_s, u"l-amd"_s}, {u"leaf"_s, u"amd"_s}});
        chart[u"nodes"_s] = nodes;

        QString error;
        QVERIFY2(Seeder(db.database().connection()).importFlowchart(toJson(chart), u"test"_s, &error),
                 qPrintable(error));
        const auto edition = db.flowcharts().flowchart(u"edition-with-amd"_s, &error);
        QVERIFY2(edition, qPrintable(error));
        QCOMPARE(edition->questionNodeCount(), 23);
        QCOMPARE(edition->allPaths().size(), 24);
        FlowchartWalker walker(*edition);
        QVERIFY2(walker.replay(u"no,no,yes,no,no,no,yes"_s.split(u','), &error), qPrintable(error));
        QCOMPARE(walker.leaf()->title, u"Radeon RX 7900 XTX"_s);
        QVERIFY(db.flowcharts().flowchartKeys().contains(u"edition-with-amd"_s));
    }

    void brokenDefinitionsAreRefusedWhole_data()
    {
        QTest::addColumn<QByteArray>("json");
        QTest::addColumn<QString>("fragment");
        QJsonObject chart = bundledChart();
        chart[u"key"_s] = u"broken"_s;

        QTest::newRow("not JSON") << QByteArray("{ nope") << u"not a JSON object"_s;

        QJsonObject unknownGpu = chart;
        QJsonArray leaves = unknownGpu.value(u"leaves"_s).toArray();
        leaves.append(QJsonObject{{u"key"_s, u"x"_s},
                                  {u"kind"_s, u"gpu"_s},
                                  {u"title"_s, u"X"_s},
                                  {u"text"_s, u"X"_s},
                                  {u"gpus"_s, QJsonArray{QJsonObject{{u"gpu"_s, u"GeForce RTX 9999"_s}}}}});
        unknownGpu[u"leaves"_s] = leaves;
        QTest::newRow("unknown GPU") << toJson(unknownGpu) << u"\"GeForce RTX 9999\", which is not in the database"_s;

        QJsonObject danglingEdge = chart;
        danglingEdge[u"nodes"_s] = replaceNode(
            chart.value(u"nodes"_s).toArray(), u"q1"_s,
            QJsonObject{
                {u"key"_s, u"q1"_s}, {u"question"_s, u"organisation"_s}, {u"yes"_s, u"q2"_s}, {u"no"_s, u"nowhere"_s}});
        QTest::newRow("dangling edge") << toJson(danglingEdge) << u"unknown node \"nowhere\""_s;

        QJsonObject cycle = chart;
        cycle[u"nodes"_s] = replaceNode(chart.value(u"nodes"_s).toArray(), u"q13s"_s,
                                        QJsonObject{{u"key"_s, u"q13s"_s},
                                                    {u"question"_s, u"small-data"_s},
                                                    {u"yes"_s, u"q1"_s},
                                                    {u"no"_s, u"l-read-post"_s}});
        QTest::newRow("cycle") << toJson(cycle) << u"cycle"_s;

        QJsonObject missingBranch = chart;
        missingBranch[u"nodes"_s] =
            replaceNode(chart.value(u"nodes"_s).toArray(), u"q5"_s,
                        QJsonObject{{u"key"_s, u"q5"_s}, {u"question"_s, u"train"_s}, {u"yes"_s, u"q6"_s}});
        QTest::newRow("missing branch") << toJson(missingBranch) << u"lacks a yes or a no branch"_s;

        QJsonObject badKind = chart;
        QJsonArray kindLeaves = badKind.value(u"leaves"_s).toArray();
        QJsonObject first = kindLeaves.at(0).toObject();
        first[u"kind"_s] = u"shrug"_s;
        kindLeaves[0] = first;
        badKind[u"leaves"_s] = kindLeaves;
        QTest::newRow("bad leaf kind") << toJson(badKind) << u"kind \"shrug\""_s;

        QJsonObject badRoot = chart;
        badRoot[u"root"_s] = u"q99"_s;
        QTest::newRow("bad root") << toJson(badRoot) << u"root \"q99\""_s;
    }

    void brokenDefinitionsAreRefusedWhole()
    {
        QFETCH(QByteArray, json);
        QFETCH(QString, fragment);
        SeededDatabase db;
        QVERIFY2(db.isValid(), qPrintable(db.error()));
        QSqlDatabase connection = db.database().connection();
        const QStringList tables = {u"flowcharts"_s, u"flow_questions"_s, u"flow_leaves"_s,       u"flow_nodes"_s,
                                    u"flow_edges"_s, u"flow_leaf_gpus"_s, u"flow_question_gpus"_s};
        QList<int> before;
        for (const QString &t : tables)
            before.append(count(connection, t));
        QString error;
        QVERIFY(!Seeder(connection).importFlowchart(json, u"broken.json"_s, &error));
        QVERIFY2(error.contains(fragment), qPrintable(error));
        QVERIFY2(error.startsWith(u"broken.json"_s), qPrintable(error));
        for (int i = 0; i < tables.size(); ++i)
            QCOMPARE(count(connection, tables.at(i)), before.at(i));
    }
};

QTEST_GUILESS_MAIN(TestFlowchartImport)
#include "tst_flowchartimport.moc"

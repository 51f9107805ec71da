// SPDX-FileCopyrightText: 2026 GPU Advisor contributors
// SPDX-License-Identifier: GPL-3.0-or-later
// The engine walking the seeded 2023 chart: every one of its 23 paths ends on the leaf the
// reference digitisation gives.
#include "model/flowchart/flowchartwalker.h"
#include "model/flowchart/recommendation.h"
#include "tests/common/referencepaths.h"
#include "tests/common/seededdatabase.h"

#include <QSet>
#include <QTest>

using namespace Qt::StringLiterals;

class TestFlowchartPaths final : public QObject
{
    Q_OBJECT

private Q_SLOTS:
    void initTestCase()
    {
        QVERIFY2(m_db.isValid(), qPrintable(m_db.error()));
        m_chart = m_db.chart();
        QVERIFY(m_chart.rootNodeId != 0);
    }

    void chartHasTheReferenceShape()
    {
        QCOMPARE(m_chart.questionNodeCount(), 22);
        QCOMPARE(m_chart.leafCount(), 14);
        QCOMPARE(m_chart.allPaths().size(), 23);
        QSet<QString> distinctQuestions;
        for (const FlowNode &n : std::as_const(m_chart.nodes)) {
            if (!n.isLeaf())
                distinctQuestions.insert(m_chart.questions.value(n.questionId).key);
        }
        QCOMPARE(distinctQuestions.size(), 15);
        QVERIFY(!m_chart.caveat.isEmpty());
        QVERIFY(m_chart.caveat.contains(u"80%"_s));
    }

    void everyQuestionExplainsItself()
    {
        for (const FlowQuestion &q : std::as_const(m_chart.questions)) {
            QVERIFY2(q.explanation.size() > 80, qPrintable(q.key));
            QVERIFY2(q.text.endsWith(u'?'), qPrintable(q.text));
        }
    }

    void everyPathReachesItsLeaf_data()
    {
        QTest::addColumn<QString>("answers");
        QTest::addColumn<QString>("kind");
        QTest::addColumn<QStringList>("gpus");
        QTest::addColumn<bool>("used");
        for (const ReferencePath &p : referencePaths())
            QTest::newRow(p.name) << p.answers << p.leafKind << p.gpus << p.used;
    }

    void everyPathReachesItsLeaf()
    {
        QFETCH(QString, answers);
        QFETCH(QString, kind);
        QFETCH(QStringList, gpus);
        QFETCH(bool, used);
        FlowchartWalker walker(m_chart);
        QString error;
        QVERIFY2(walker.replay(answers.split(u','), &error), qPrintable(error));
        const Recommendation rec = recommendationFor(walker, m_db.gpus());
        QVERIFY(rec.isValid());
        QCOMPARE(leafKindKey(rec.leaf.kind), kind);
        QStringList names;
        for (const PickDetails &p : rec.picks) {
            names.append(p.gpu.name);
            QCOMPARE(p.used, used);
        }
        QCOMPARE(names, gpus);
        QCOMPARE(rec.leaf.isUsed(), used);
        QVERIFY(!rec.leaf.text.isEmpty());
        QVERIFY(!rec.leaf.advice.isEmpty());
    }

    void referenceCoversEveryPath()
    {
        QSet<QString> reference;
        for (const ReferencePath &p : referencePaths())
            reference.insert(p.answers);
        QSet<QString> engine;
        for (const QList<Answer> &path : m_chart.allPaths()) {
            QStringList words;
            for (Answer a : path)
                words.append(answerKey(a));
            engine.insert(words.join(u','));
        }
        QCOMPARE(engine, reference);
    }

    void runnerUpsOfTheTransformerBranch()
    {
        FlowchartWalker walker(m_chart);
        QVERIFY(walker.replay({u"no"_s, u"yes"_s, u"yes"_s, u"yes"_s}, nullptr));
        const Recommendation rec = recommendationFor(walker, m_db.gpus());
        QStringList names;
        for (const PickDetails &p : rec.runnerUps)
            names.append(p.displayName());
        QCOMPARE(names, (QStringList{u"GeForce RTX 3090 (used)"_s, u"GeForce RTX 3090 Ti (used)"_s}));
    }

private:
    SeededDatabase m_db;
    Flowchart m_chart;
};

QTEST_GUILESS_MAIN(TestFlowchartPaths)
#include "tst_flowchartpaths.moc"

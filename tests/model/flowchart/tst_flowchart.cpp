// SPDX-FileCopyrightText: 2026 GPU Advisor contributors
// SPDX-License-Identifier: GPL-3.0-or-later
#include "model/flowchart/flowchart.h"
#include "tests/common/handmadechart.h"

#include <QTest>
#include <QTranslator>

using namespace Qt::StringLiterals;

namespace {

/// `count` questions in a row, the yes and the no branch of each leading to the next, then one
/// leaf whose card is `gpuId`: 2^count ways through count + 1 nodes (issue 27, case 2).
Flowchart ladderChart(int count, qint64 gpuId = 7)
{
    Flowchart c;
    c.key = u"ladder"_s;
    c.rootNodeId = 1;
    c.leaves.insert(1, FlowLeaf{1, u"end"_s, LeafKind::Gpu, u"End"_s, u"."_s, u"."_s, {{gpuId, false}}, {}});
    for (int i = 1; i <= count; ++i) {
        // The first question is a plain one, the rest offer a card (budget questions).
        const QList<GpuPick> offered = i == 1 ? QList<GpuPick>() : QList<GpuPick>{{gpuId + i, false}};
        c.questions.insert(i, FlowQuestion{i, u"q%1"_s.arg(i), u"Q%1?"_s.arg(i), {}, offered});
        c.nodes.insert(i, FlowNode{i, u"n%1"_s.arg(i), i, 0, i + 1, i + 1});
    }
    c.nodes.insert(count + 1, FlowNode{count + 1, u"end"_s, 0, 1, 0, 0});
    return c;
}

/// Translates the answers' one context only, as a Russian catalogue would.
class AnswerTranslator final : public QTranslator
{
public:
    bool isEmpty() const override { return false; }
    QString translate(const char *context, const char *sourceText, const char *disambiguation = nullptr,
                      int n = -1) const override
    {
        Q_UNUSED(disambiguation)
        Q_UNUSED(n)
        if (qstrcmp(context, "Answer") != 0)
            return {};
        if (qstrcmp(sourceText, "Yes") == 0)
            return u"Да"_s;
        if (qstrcmp(sourceText, "No") == 0)
            return u"Нет"_s;
        return {};
    }
};

} // namespace

class TestFlowchart final : public QObject
{
    Q_OBJECT

private Q_SLOTS:
    // Issue 27, case 2: branches that share nodes are walked once per node (this took 2^48
    // steps), and a chart far deeper than the call stack allows is walked with a stack of its own.
    void sharedBranchesAreWalkedOncePerNode()
    {
        const Flowchart c = ladderChart(48);
        QString error;
        QVERIFY2(c.validate(&error), qPrintable(error));
        QCOMPARE(c.longestRemaining(1), 48);
        QCOMPARE(c.reachableLeaves(1).size(), 1);
        // The runner-ups are gathered from the budget questions after the first: one leaf, whose
        // own card is no runner-up.
        QVERIFY(c.runnerUps({1, 2, 3}, 49).isEmpty());
    }

    void aVeryDeepChartDoesNotExhaustTheStack()
    {
        const Flowchart c = ladderChart(200000);
        QString error;
        QVERIFY2(c.validate(&error), qPrintable(error));
        QCOMPARE(c.longestRemaining(1), 200000);
        QCOMPARE(c.reachableLeaves(1).size(), 1);
        Flowchart cyclic = c;
        cyclic.nodes[200000].noTarget = 1;
        QVERIFY(!cyclic.validate(&error));
        QVERIFY2(error.contains(u"cycle"_s), qPrintable(error));
    }

    void validChartValidates()
    {
        QString error;
        QVERIFY2(handMadeChart().validate(&error), qPrintable(error));
    }

    void malformedChartsAreRejected_data()
    {
        QTest::addColumn<int>("breakage");
        QTest::addColumn<QString>("expectedFragment");
        QTest::newRow("no root") << 0 << u"no root"_s;
        QTest::newRow("missing no branch") << 1 << u"lacks a yes or a no branch"_s;
        QTest::newRow("unknown leaf") << 2 << u"leaf that does not exist"_s;
        QTest::newRow("cycle") << 3 << u"cycle"_s;
        QTest::newRow("unreachable node") << 4 << u"cannot be reached"_s;
        QTest::newRow("unknown question") << 5 << u"question that does not exist"_s;
    }

    void malformedChartsAreRejected()
    {
        QFETCH(int, breakage);
        QFETCH(QString, expectedFragment);
        Flowchart c = handMadeChart();
        switch (breakage) {
        case 0:
            c.rootNodeId = 999;
            break;
        case 1:
            c.nodes[2].noTarget = 0;
            break;
        case 2:
            c.nodes[101].leafId = 77;
            break;
        case 3:
            c.nodes[4].noTarget = 1;
            break;
        case 4:
            c.nodes.insert(200, {200, u"orphan"_s, 0, 4, 0, 0});
            break;
        case 5:
            c.nodes[4].questionId = 42;
            break;
        }
        QString error;
        QVERIFY(!c.validate(&error));
        QVERIFY2(error.contains(expectedFragment), qPrintable(error));
    }

    void longestRemainingCountsQuestions()
    {
        const Flowchart c = handMadeChart();
        QCOMPARE(c.longestRemaining(1), 4); // n1 -> n2 -> n3 -> n4 -> leaf
        QCOMPARE(c.longestRemaining(3), 2);
        QCOMPARE(c.longestRemaining(4), 1);
        QCOMPARE(c.longestRemaining(101), 0);
    }

    void allPathsEnumeratesEveryLeafWay()
    {
        const Flowchart c = handMadeChart();
        const QList<QList<Answer>> paths = c.allPaths();
        QCOMPARE(paths.size(), 5);
        QCOMPARE(paths.first(), (QList<Answer>{Answer::Yes, Answer::Yes}));
        QCOMPARE(paths.last(), (QList<Answer>{Answer::No}));
        QCOMPARE(c.questionNodeCount(), 4);
        QCOMPARE(c.leafCount(), 4);
    }

    void runnerUpsComeFromTheSameBranch()
    {
        const Flowchart c = handMadeChart();
        // Reached card 10 via n1 yes, n2 yes: the branch after n1 also offers used card 20.
        const QList<GpuPick> forCard10 = c.runnerUps({1, 2}, 101);
        QCOMPARE(forCard10, (QList<GpuPick>{{20, true}}));
        const QList<GpuPick> forCard20 = c.runnerUps({1, 2, 3}, 102);
        QCOMPARE(forCard20, (QList<GpuPick>{{10, false}}));
        // Leaves without cards have no runner-ups.
        QVERIFY(c.runnerUps({1}, 103).isEmpty());
    }

    void reachableLeavesYesFirst()
    {
        const Flowchart c = handMadeChart();
        QStringList keys;
        for (const FlowLeaf *leaf : c.reachableLeaves(1))
            keys.append(leaf->key);
        QCOMPARE(keys, (QStringList{u"l1"_s, u"l2"_s, u"l3"_s, u"l4"_s}));
        keys.clear();
        for (const FlowLeaf *leaf : c.reachableLeaves(3))
            keys.append(leaf->key);
        QCOMPARE(keys, (QStringList{u"l2"_s, u"l3"_s, u"l4"_s}));
        QCOMPARE(c.reachableLeaves(104).size(), 1);
    }

    void answerWordsAreStrict_data()
    {
        QTest::addColumn<QString>("word");
        QTest::addColumn<bool>("valid");
        QTest::newRow("yes") << u"yes"_s << true;
        QTest::newRow("YES") << u"YES"_s << true;
        QTest::newRow("no with spaces") << u" no "_s << true;
        QTest::newRow("y") << u"y"_s << false;
        QTest::newRow("maybe") << u"maybe"_s << false;
        QTest::newRow("empty") << QString() << false;
    }

    void answerWordsAreStrict()
    {
        QFETCH(QString, word);
        QFETCH(bool, valid);
        QCOMPARE(answerFromKey(word).has_value(), valid);
    }

    // Issue 24: the answer to a yes/no question is worded once, in one translation context, for
    // the wizard, `recommend`, a saved session's changes and a build's summary.
    void answersAreWordedOnce()
    {
        QCOMPARE(answerTitle(Answer::Yes), u"Yes"_s);
        QCOMPARE(answerTitle(Answer::No), u"No"_s);
        AnswerTranslator russian;
        QVERIFY(QCoreApplication::installTranslator(&russian));
        QCOMPARE(answerTitle(Answer::Yes), u"Да"_s);
        QCOMPARE(answerTitle(Answer::No), u"Нет"_s);
        QCoreApplication::removeTranslator(&russian);
        QCOMPARE(answerTitle(Answer::Yes), u"Yes"_s);
    }

    void leafKindKeysRoundTrip()
    {
        for (auto kind : {LeafKind::Gpu, LeafKind::Cloud, LeafKind::NoOption, LeafKind::ReadPost})
            QCOMPARE(leafKindFromKey(leafKindKey(kind)), kind);
        QVERIFY(!leafKindFromKey(u"other"_s));
    }
};

QTEST_GUILESS_MAIN(TestFlowchart)
#include "tst_flowchart.moc"

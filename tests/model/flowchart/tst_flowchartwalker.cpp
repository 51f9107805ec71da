// SPDX-FileCopyrightText: 2026 GPU Advisor contributors
// SPDX-License-Identifier: GPL-3.0-or-later
#include "model/flowchart/flowchartwalker.h"
#include "tests/common/handmadechart.h"

#include <QTest>

using namespace Qt::StringLiterals;

class TestFlowchartWalker final : public QObject
{
    Q_OBJECT

private Q_SLOTS:
    void startsAtTheRoot()
    {
        const FlowchartWalker w(handMadeChart());
        QCOMPARE(w.currentNodeId(), 1);
        QCOMPARE(w.answeredCount(), 0);
        QCOMPARE(w.longestRemaining(), 4);
        QVERIFY(!w.isFinished());
        QCOMPARE(w.currentQuestion()->text, u"Plain A?"_s);
    }

    void answeringMovesAlongTheBranch()
    {
        FlowchartWalker w(handMadeChart());
        QVERIFY(w.answer(Answer::Yes));
        QCOMPARE(w.currentNodeId(), 2);
        QVERIFY(w.answer(Answer::No));
        QCOMPARE(w.currentNodeId(), 3);
        QVERIFY(w.answer(Answer::Yes));
        QVERIFY(w.isFinished());
        QCOMPARE(w.leaf()->key, u"l2"_s);
        QCOMPARE(w.answers(), (QList<Answer>{Answer::Yes, Answer::No, Answer::Yes}));
        QCOMPARE(w.pathNodeIds(), (QList<qint64>{1, 2, 3, 102}));
        // A finished walk takes no more answers.
        QVERIFY(!w.answer(Answer::No));
        QCOMPARE(w.answeredCount(), 3);
    }

    void backUndoesTheLastAnswer()
    {
        FlowchartWalker w(handMadeChart());
        QVERIFY(!w.back());
        w.answer(Answer::Yes);
        w.answer(Answer::Yes);
        QVERIFY(w.isFinished());
        QVERIFY(w.back());
        QCOMPARE(w.currentNodeId(), 2);
        QCOMPARE(w.answeredCount(), 1);
        QVERIFY(w.back());
        QCOMPARE(w.currentNodeId(), 1);
        QVERIFY(!w.back());
    }

    void jumpReturnsToAnEarlierQuestion()
    {
        FlowchartWalker w(handMadeChart());
        for (Answer a : {Answer::Yes, Answer::No, Answer::No})
            w.answer(a);
        QCOMPARE(w.currentNodeId(), 4);
        QVERIFY(w.jumpTo(1));
        QCOMPARE(w.currentNodeId(), 2);
        QCOMPARE(w.answers(), (QList<Answer>{Answer::Yes}));
        QVERIFY(!w.jumpTo(1)); // only answered steps can be jumped to
        QVERIFY(!w.jumpTo(-1));
        QVERIFY(w.jumpTo(0));
        QCOMPARE(w.currentNodeId(), 1);
        QCOMPARE(w.answeredCount(), 0);
    }

    void restartClearsEverything()
    {
        FlowchartWalker w(handMadeChart());
        w.answer(Answer::No);
        QVERIFY(w.isFinished());
        w.restart();
        QCOMPARE(w.currentNodeId(), 1);
        QVERIFY(w.steps().isEmpty());
    }

    void forwardGivesBackTheUndoneAnswers()
    {
        // Issue 11: Back and trail clicks threw later answers away, with no way forward.
        FlowchartWalker w(handMadeChart());
        QVERIFY(!w.canGoForward());
        for (Answer a : {Answer::Yes, Answer::No, Answer::Yes})
            w.answer(a);
        QVERIFY(w.isFinished());
        w.back();
        w.back();
        QCOMPARE(w.answeredCount(), 1);
        QVERIFY(w.canGoForward());
        QVERIFY(w.forward());
        QVERIFY(w.forward());
        QVERIFY(w.isFinished());
        QCOMPARE(w.answers(), (QList<Answer>{Answer::Yes, Answer::No, Answer::Yes}));
        QVERIFY(!w.forward());

        // A jump back keeps every later answer; the same answer again keeps the rest.
        QVERIFY(w.jumpTo(0));
        QVERIFY(w.answer(Answer::Yes));
        QVERIFY(w.canGoForward());
        QVERIFY(w.forward());
        QVERIFY(w.forward());
        QCOMPARE(w.answers(), (QList<Answer>{Answer::Yes, Answer::No, Answer::Yes}));

        // The other answer takes another way: the undone answers no longer apply.
        QVERIFY(w.jumpTo(1));
        QVERIFY(w.answer(Answer::Yes));
        QVERIFY(!w.canGoForward());
    }

    void restartCanBeUndone()
    {
        FlowchartWalker w(handMadeChart());
        for (Answer a : {Answer::Yes, Answer::No, Answer::Yes})
            w.answer(a);
        w.restart();
        QCOMPARE(w.answeredCount(), 0);
        while (w.forward()) {
        }
        QVERIFY(w.isFinished());
        QCOMPARE(w.answers(), (QList<Answer>{Answer::Yes, Answer::No, Answer::Yes}));
    }

    void replayReportsTheOffendingAnswer_data()
    {
        QTest::addColumn<QStringList>("words");
        QTest::addColumn<bool>("ok");
        QTest::addColumn<QString>("fragment");
        QTest::newRow("exact") << QStringList{u"yes"_s, u"yes"_s} << true << QString();
        QTest::newRow("case-blind") << QStringList{u"YES"_s, u"No"_s, u"yes"_s} << true << QString();
        QTest::newRow("too few") << QStringList{u"yes"_s} << false << u"too few answers: after 1 answer(s)"_s;
        QTest::newRow("none") << QStringList{} << false << u"expected answer 1"_s;
        QTest::newRow("too many") << QStringList{u"no"_s, u"yes"_s} << false << u"answer 2 ('yes') is one too many"_s;
        QTest::newRow("bad word") << QStringList{u"yes"_s, u"maybe"_s} << false
                                  << u"answer 2 ('maybe') is not yes or no"_s;
    }

    void replayReportsTheOffendingAnswer()
    {
        QFETCH(QStringList, words);
        QFETCH(bool, ok);
        QFETCH(QString, fragment);
        FlowchartWalker w(handMadeChart());
        QString error;
        QCOMPARE(w.replay(words, &error), ok);
        if (!ok)
            QVERIFY2(error.contains(fragment), qPrintable(error));
        else
            QVERIFY(w.isFinished());
    }
};

QTEST_GUILESS_MAIN(TestFlowchartWalker)
#include "tst_flowchartwalker.moc"

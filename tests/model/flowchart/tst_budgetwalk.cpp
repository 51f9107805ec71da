// SPDX-FileCopyrightText: 2026 GPU Advisor contributors
// SPDX-License-Identifier: GPL-3.0-or-later
// A walk of the live edition with a budget, on the bundled database: the budget questions are
// answered from the cards' prices, the budget option of the transformer chain names a 24 GB card
// within $1,500, and a walk that ends on "No viable option" falls back to the best card within the
// budget from the ranking "Rank by value" opens (issue 25).
#include "model/flowchart/budgetwalk.h"
#include "model/flowchart/livepicks.h"
#include "model/flowchart/recommendationsession.h"
#include "tests/common/seededdatabase.h"

#include <QTest>

using namespace Qt::StringLiterals;

class TestBudgetWalk final : public QObject
{
    Q_OBJECT

private Q_SLOTS:
    void initTestCase()
    {
        QVERIFY2(m_db.isValid(), qPrintable(m_db.error()));
        m_chart = m_db.chart();
        const LiveEvaluation evaluation = LivePicks::evaluateAt(m_chart, m_db.gpus(), AsOf);
        QVERIFY2(evaluation.error.isEmpty(), qPrintable(evaluation.error));
        m_picks = evaluation.picks;
        m_live = LivePicks::liveChart(m_chart, m_picks);
    }

    void aPersonTrainingTransformersWith1500GetsA24GbCardWithinIt()
    {
        FlowchartWalker walker(m_live);
        QString error;
        // Not an organisation, trains, transformers; the budget answers the price questions.
        QVERIFY2(BudgetWalk::replay(&walker, {u"no"_s, u"yes"_s, u"yes"_s}, 1500, m_db.gpus(), AsOf, &error),
                 qPrintable(error));
        const Recommendation rec = recommend(walker, 1500);
        QCOMPARE(rec.leaf.key, u"used-rtx-3090"_s);
        QVERIFY(!rec.budgetFallback);
        const auto within = std::find_if(rec.picks.cbegin(), rec.picks.cend(), [](const PickDetails &p) {
            const auto price = p.relevantPrice();
            return p.gpu.usableMemoryGb() >= 24 && price && price->usd <= 1500 &&
                   price->observedOn >= AsOf.addMonths(-12);
        });
        QVERIFY2(within != rec.picks.cend(), qPrintable(rec.leaf.title));
        // The rule's budget option is the cheapest used card with 24 GB: the used RTX 3090 today.
        QCOMPARE(rec.picks.first().gpu.name, u"GeForce RTX 3090"_s);
        QVERIFY(rec.picks.first().used);
        // Its "Rank by value" ranks in the ranking the pick's rule compares cards in.
        const WizardNeeds needs = BudgetWalk::rankingNeeds(walker, rec);
        QCOMPARE(needs.minVramGb, 24);
        QVERIFY(needs.metric.has_value());
    }

    void aBudgetBelowTheChartsLastStepGetsTheBestCardWithinIt()
    {
        // $1,100: below the used RTX 3090 the chart's last step offers ($1,199, October 2026), so
        // the chart's steps all say no; the ranking by value has a used 24 GB card within it (the
        // RX 7900 XTX, $1,020 in August 2026). Before the late-2026 prices this was $900, which
        // no used 24 GB card on sale in the last 12 months is within any more.
        FlowchartWalker walker(m_live);
        QString error;
        QVERIFY2(BudgetWalk::replay(&walker, {u"no"_s, u"yes"_s, u"yes"_s}, 1100, m_db.gpus(), AsOf, &error),
                 qPrintable(error));
        QCOMPARE(walker.leaf()->key, u"no-option"_s);
        const Recommendation rec = recommend(walker, 1100);
        QVERIFY(rec.budgetFallback);
        QCOMPARE(rec.leaf.kind, LeafKind::Gpu);
        QCOMPARE(rec.picks.size(), 1);
        const PickDetails &pick = rec.picks.first();
        const auto price = pick.relevantPrice();
        QVERIFY(price);
        QVERIFY2(price->usd <= 1100, qPrintable(pick.displayName()));
        // The ranking the result page links to: 16-bit training, 24 GB (the answers'), the used
        // condition of the cards declined last.
        QCOMPARE(rec.needs.metric, std::optional<Metric>(Metric::Fp16Training));
        QCOMPARE(rec.needs.minVramGb, 24);
        QVERIFY(pick.gpu.usableMemoryGb() >= 24);
        QVERIFY(pick.used);
        QVERIFY2(rec.leaf.text.contains(u"$1,100"_s), qPrintable(rec.leaf.text));
        QVERIFY2(rec.leaf.text.contains(u"Rank by value"_s), qPrintable(rec.leaf.text));
        QCOMPARE(BudgetWalk::rankingNeeds(walker, rec).minVramGb, 24);
    }

    void noCardWithinTheBudgetStaysNoViableOption()
    {
        FlowchartWalker walker(m_live);
        QString error;
        QVERIFY2(BudgetWalk::replay(&walker, {u"no"_s, u"yes"_s, u"yes"_s}, 50, m_db.gpus(), AsOf, &error),
                 qPrintable(error));
        const Recommendation rec = recommend(walker, 50);
        QVERIFY(!rec.budgetFallback);
        QCOMPARE(rec.leaf.kind, LeafKind::NoOption);
        QVERIFY(rec.picks.isEmpty());
        QVERIFY2(rec.leaf.text.contains(u"Nor does"_s), qPrintable(rec.leaf.text));
    }

    void withoutABudgetTheDeclinedCardsBoundIt()
    {
        // The wizard without a budget figure: "no" to the used cards means cheaper than the cheapest.
        FlowchartWalker walker(m_live);
        QString error;
        QVERIFY2(walker.replay({u"no"_s, u"yes"_s, u"yes"_s, u"no"_s, u"no"_s}, &error), qPrintable(error));
        const FlowQuestion *last = m_live.questionAt(walker.steps().last().nodeId);
        const BudgetAdvice declined = adviseOnBudget(*last, m_db.gpus(), 0, AsOf);
        QVERIFY(declined.cheapestUsd);
        const Recommendation rec = recommend(walker, 0);
        QVERIFY(rec.budgetFallback);
        QVERIFY(rec.picks.first().relevantPrice()->usd < *declined.cheapestUsd);
    }

    void theBudgetAnswersOnlyPriceQuestions()
    {
        FlowchartWalker walker(m_live);
        QString error;
        QVERIFY(!BudgetWalk::replay(&walker, {u"no"_s, u"yes"_s}, 1500, m_db.gpus(), AsOf, &error));
        QVERIFY2(error.contains(u"too few answers"_s), qPrintable(error));
        QVERIFY(!BudgetWalk::replay(&walker, {u"no"_s, u"yes"_s, u"yes"_s, u"no"_s}, 1500, m_db.gpus(), AsOf, &error));
        QVERIFY2(error.contains(u"one too many"_s), qPrintable(error));
        QVERIFY(!BudgetWalk::replay(&walker, {u"no"_s, u"maybe"_s}, 1500, m_db.gpus(), AsOf, &error));
        QVERIFY2(error.contains(u"'maybe'"_s), qPrintable(error));
    }

    void thePostsEditionIsNeverReplaced()
    {
        FlowchartWalker walker(m_chart);
        QString error;
        QVERIFY2(walker.replay({u"no"_s, u"yes"_s, u"yes"_s, u"no"_s, u"no"_s}, &error), qPrintable(error));
        Recommendation rec = recommendationFor(walker, m_db.gpus(), AsOf);
        // fallBack is for the live edition; the walker of the post's chart is not given to it by
        // the wizard or `recommend`, but the leaf is still "no-option" there: the answer stays.
        QCOMPARE(rec.leaf.kind, LeafKind::NoOption);
    }

    void theSessionKeepsEachAnswerWithItsQuestion()
    {
        RecommendationSession session(m_chart, m_db.gpus());
        QCOMPARE(session.edition(), Edition::Live);
        QString error;
        QVERIFY2(session.replay({u"no"_s, u"yes"_s, u"yes"_s}, 1500, {}, &error), qPrintable(error));
        QVERIFY(session.walker().isFinished());
        const QList<GivenAnswer> given = session.givenAnswers();
        QCOMPARE(given.size(), 5);
        QVERIFY(given.at(0).offered.isEmpty());
        QVERIFY(!given.at(3).offered.isEmpty());
        QVERIFY(given.at(3).priceUsd);
        // Written and read back whole.
        for (const GivenAnswer &a : given) {
            GivenAnswer back;
            QVERIFY(GivenAnswer::fromJson(a.toJson(), &back));
            QVERIFY(a.answers(back));
            QCOMPARE(back.answer, a.answer);
            QCOMPARE(back.cards, a.cards);
        }
        QVERIFY(!GivenAnswer::fromJson(QJsonObject{{u"question"_s, u"x"_s}, {u"answer"_s, u"maybe"_s}}, nullptr));
        // Bare answers of an older version come back up to the first question about prices.
        RecommendationSession restored(m_chart, m_db.gpus());
        restored.restore({}, Edition::Live, QList<Answer>{Answer::No, Answer::Yes, Answer::Yes, Answer::No});
        QCOMPARE(restored.walker().steps().size(), 3);
        QVERIFY2(restored.changeNotice().contains(u"question 4"_s), qPrintable(restored.changeNotice()));
        // Answers with their questions come back whole while nothing changed.
        RecommendationSession again(m_chart, m_db.gpus());
        again.restore({}, Edition::Live, given);
        QCOMPARE(again.walker().steps().size(), 5);
        QVERIFY(again.changeNotice().isEmpty());
        // The post's edition asks about other cards at question 4: the walk stops there.
        QVERIFY(again.setEdition(Edition::Post2023));
        QCOMPARE(again.walker().steps().size(), 3);
        QVERIFY(!again.changeNotice().isEmpty());
    }

private:
    static inline const QDate AsOf{2026, 11, 30};

    Recommendation recommend(const FlowchartWalker &walker, double budget)
    {
        Recommendation rec = recommendationFor(walker, m_db.gpus(), AsOf);
        LivePicks::attach(&rec, m_picks, m_chart);
        BudgetWalk::fallBack(&rec, walker, m_db.gpus(), budget, AsOf);
        return rec;
    }

    SeededDatabase m_db;
    Flowchart m_chart;
    Flowchart m_live;
    QHash<QString, LivePick> m_picks;
};

QTEST_GUILESS_MAIN(TestBudgetWalk)
#include "tst_budgetwalk.moc"

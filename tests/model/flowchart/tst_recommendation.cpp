// SPDX-FileCopyrightText: 2026 GPU Advisor contributors
// SPDX-License-Identifier: GPL-3.0-or-later
#include "model/flowchart/recommendation.h"
#include "tests/common/handmadechart.h"

#include <QTest>

using namespace Qt::StringLiterals;

namespace {

PriceObservation price(qint64 gpuId, PriceCondition condition, double usd, const QDate &date)
{
    PriceObservation p;
    p.gpuId = gpuId;
    p.condition = condition;
    p.usd = usd;
    p.observedOn = date;
    p.monthly = true;
    p.source = u"shop"_s;
    return p;
}

FakeGpuRepository repository()
{
    FakeGpuRepository repo;
    Gpu a;
    a.id = 10;
    a.name = u"Card 10"_s;
    Gpu b;
    b.id = 20;
    b.name = u"Card 20"_s;
    repo.gpuTable.insert(10, a);
    repo.gpuTable.insert(20, b);
    repo.priceTable = {price(10, PriceCondition::New, 1600, QDate(2023, 1, 1)),
                       price(10, PriceCondition::Used, 1400, QDate(2023, 1, 1)),
                       price(20, PriceCondition::Used, 700, QDate(2023, 10, 1))};
    return repo;
}

} // namespace

class TestRecommendation final : public QObject
{
    Q_OBJECT

private Q_SLOTS:
    void picksCarrySpecsAndTheFittingPrice()
    {
        const FakeGpuRepository repo = repository();
        FlowchartWalker walker(handMadeChart());
        QVERIFY(walker.replay({u"yes"_s, u"no"_s, u"yes"_s}, nullptr));
        const Recommendation rec = recommendationFor(walker, repo);
        QVERIFY(rec.isValid());
        QCOMPARE(rec.picks.size(), 1);
        QCOMPARE(rec.picks.first().gpu.name, u"Card 20"_s);
        QVERIFY(rec.picks.first().used);
        QCOMPARE(rec.picks.first().relevantPrice()->usd, 700.0);
        QCOMPARE(rec.picks.first().displayName(), u"Card 20 (used)"_s);
        QCOMPARE(rec.runnerUps.size(), 1);
        QCOMPARE(rec.runnerUps.first().relevantPrice()->usd, 1600.0); // a new pick shows the new price
        QCOMPARE(rec.caveat, u"Fits most cases."_s);
    }

    void unfinishedWalkRecommendsNothing()
    {
        const FakeGpuRepository repo = repository();
        const FlowchartWalker walker(handMadeChart());
        QVERIFY(!recommendationFor(walker, repo).isValid());
    }

    void fallbackPriceIsFlagged()
    {
        FakeGpuRepository repo = repository();
        repo.priceTable.removeIf([](const PriceObservation &p) { return p.gpuId == 20; });
        repo.priceTable.append(price(20, PriceCondition::New, 900, QDate(2023, 2, 1)));
        const QList<PickDetails> picks = resolvePicks({{20, true}}, repo);
        QCOMPARE(picks.first().relevantPrice()->usd, 900.0);
        QVERIFY(picks.first().priceIsFallback());
    }

    void missingGpusAreSkipped()
    {
        const FakeGpuRepository repo = repository();
        QCOMPARE(resolvePicks({{99, false}, {10, false}}, repo).size(), 1);
    }

    void budgetAdvice_data()
    {
        QTest::addColumn<double>("budget");
        QTest::addColumn<int>("suggestion"); // -1 none, 1 yes, 0 no
        QTest::newRow("no budget") << 0.0 << -1;
        QTest::newRow("enough") << 800.0 << 1;
        QTest::newRow("exactly") << 700.0 << 1;
        QTest::newRow("too little") << 650.0 << 0;
    }

    void budgetAdvice()
    {
        QFETCH(double, budget);
        QFETCH(int, suggestion);
        const FakeGpuRepository repo = repository();
        const Flowchart chart = handMadeChart();
        const BudgetAdvice advice = adviseOnBudget(chart.questions.value(3), repo, budget);
        QCOMPARE(advice.cheapestUsd, 700.0);
        QCOMPARE(advice.offered.size(), 1);
        if (suggestion < 0)
            QVERIFY(!advice.suggestion);
        else
            QCOMPARE(*advice.suggestion, suggestion == 1 ? Answer::Yes : Answer::No);
    }
};

QTEST_GUILESS_MAIN(TestRecommendation)
#include "tst_recommendation.moc"

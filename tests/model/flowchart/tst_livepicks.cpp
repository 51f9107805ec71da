// SPDX-FileCopyrightText: 2026 GPU Advisor contributors
// SPDX-License-Identifier: GPL-3.0-or-later
// The rules behind the post's picks, evaluated on the bundled database: as of January 2023 they
// name the post's cards (docs/live-picks.md lists where they do not, and why); as of November
// 2026 they name cards on sale in 2025-2026, priced no earlier than twelve months before.
#include "model/flowchart/flowchartwalker.h"
#include "model/flowchart/livepicks.h"
#include "tests/common/seededdatabase.h"

#include <QTest>

using namespace Qt::StringLiterals;

namespace {

QStringList names(const QList<PickDetails> &picks)
{
    QStringList result;
    for (const PickDetails &p : picks)
        result.append(p.displayName());
    return result;
}

} // namespace

class TestLivePicks final : public QObject
{
    Q_OBJECT

private Q_SLOTS:
    void initTestCase()
    {
        QVERIFY2(m_db.isValid(), qPrintable(m_db.error()));
        m_chart = m_db.chart();
        m_input.gpus = m_db.gpus().gpus();
        for (const PriceObservation &p : m_db.gpus().allPrices())
            m_input.prices[p.gpuId].append(p);
    }

    void everyGpuLeafHasARule()
    {
        for (const FlowLeaf &leaf : m_chart.leaves) {
            if (leaf.kind != LeafKind::Gpu)
                continue;
            PickRule rule;
            QString error;
            QVERIFY2(PickRule::fromJson(leaf.rule, &rule, &error), qPrintable(leaf.key + u": "_s + error));
            QVERIFY(!rule.basis.isEmpty());
            QVERIFY(!rule.describe().isEmpty());
        }
    }

    void january2023_data()
    {
        QTest::addColumn<QString>("leaf");
        QTest::addColumn<QStringList>("expected");
        // The leaves where the rules give the post's own picks as of 2023-01.
        QTest::newRow("rtx-4090") << u"rtx-4090"_s << QStringList{u"GeForce RTX 4090"_s};
        QTest::newRow("used-rtx-3090") << u"used-rtx-3090"_s
                                       << QStringList{u"GeForce RTX 3090 (used)"_s, u"GeForce RTX 3090 Ti (used)"_s};
        QTest::newRow("h100-sxm") << u"h100-sxm"_s << QStringList{u"H100 SXM5 80 GB"_s};
        QTest::newRow("rtx-4080") << u"rtx-4080"_s << QStringList{u"GeForce RTX 4080"_s};
        QTest::newRow("rtx-4070-ti") << u"rtx-4070-ti"_s << QStringList{u"GeForce RTX 4070 Ti"_s};
        QTest::newRow("rtx-4070-ti-or-4080")
            << u"rtx-4070-ti-or-4080"_s << QStringList{u"GeForce RTX 4070 Ti"_s, u"GeForce RTX 4080"_s};
    }

    void january2023()
    {
        QFETCH(QString, leaf);
        QFETCH(QStringList, expected);
        const QHash<QString, LivePick> picks = evaluateAt(QDate(2023, 1, 31));
        QVERIFY(picks.contains(leaf));
        QStringList live = names(picks.value(leaf).picks);
        QStringList post = names(picks.value(leaf).postPicks);
        live.sort();
        post.sort();
        QCOMPARE(live, expected);
        // ... which are the post's own picks.
        QCOMPARE(post, expected);
    }

    void january2023WhereTheRulesDiffer()
    {
        // docs/live-picks.md explains each: the budget chains' steps have no size, only an order,
        // and the data has no January 2023 price for the L40.
        const QHash<QString, LivePick> picks = evaluateAt(QDate(2023, 1, 31));
        QCOMPARE(names(picks.value(u"used-rtx-2080-ti"_s).picks), QStringList{u"GeForce RTX 3090 (used)"_s});
        // The last step names the cheapest used card with 12 GB first, the post's own pick, and the
        // best value beside it.
        QCOMPARE(names(picks.value(u"used-rtx-3060"_s).picks),
                 (QStringList{u"GeForce RTX 3060 12 GB (used)"_s, u"GeForce RTX 3080 Ti (used)"_s}));
        QCOMPARE(names(picks.value(u"mixed-cluster"_s).picks),
                 (QStringList{u"RTX 6000 Ada Generation"_s, u"H100 SXM5 80 GB"_s, u"H100 PCIe 80 GB"_s}));
    }

    void printEveryLeaf()
    {
        // Not an assertion: the table docs/live-picks.md is written from.
        for (const QDate &asOf : {QDate(2023, 1, 31), QDate(2026, 11, 30)}) {
            const QHash<QString, LivePick> picks = evaluateAt(asOf);
            for (auto it = picks.cbegin(); it != picks.cend(); ++it) {
                QStringList priced;
                for (const PickDetails &p : it->picks) {
                    const auto price = p.relevantPrice();
                    priced.append(u"%1 [%2]"_s.arg(
                        p.displayName(), price ? u"$%1 %2"_s.arg(price->usd).arg(price->dateLabel()) : u"no price"_s));
                }
                qInfo().noquote() << asOf.toString(u"yyyy-MM"_s) << it.key() << "->" << priced.join(u"; "_s)
                                  << "| post:" << names(it->postPicks).join(u"; "_s)
                                  << "| unpriced:" << it->unpriced.size();
            }
        }
    }

    void november2026PicksCardsOnSaleWithRecentPrices()
    {
        const QDate asOf(2026, 11, 30);
        const QHash<QString, LivePick> picks = evaluateAt(asOf);
        const QStringList consumer = {u"rtx-4090"_s,           u"used-rtx-3090"_s,    u"rtx-4080"_s,
                                      u"rtx-4070-ti"_s,        u"used-rtx-2080-ti"_s, u"used-rtx-3060"_s,
                                      u"rtx-4070-ti-or-4080"_s};
        for (const QString &leaf : consumer) {
            const LivePick pick = picks.value(leaf);
            QVERIFY2(!pick.picks.isEmpty(), qPrintable(leaf));
            for (const PickDetails &p : pick.picks) {
                const auto price = p.relevantPrice();
                QVERIFY2(price, qPrintable(p.gpu.name));
                // On sale: priced in the twelve months before the date, so not older than the data.
                QVERIFY2(price->observedOn >= asOf.addMonths(-12), qPrintable(leaf + u": "_s + p.gpu.name));
                QVERIFY2(price->observedOn.year() >= 2025, qPrintable(p.gpu.name));
                QCOMPARE(p.gpu.formFactor, FormFactor::Consumer);
            }
            QVERIFY(!pick.freshness.isStale());
        }
        // The top of the transformer chain is no longer the discontinued RTX 4090 at a 2025 price.
        QVERIFY(!names(picks.value(u"rtx-4090"_s).picks).contains(u"GeForce RTX 4090"_s) ||
                picks.value(u"rtx-4090"_s).picks.first().relevantPrice()->observedOn >= QDate(2025, 11, 30));
    }

    void theBudgetOptionIsTheCheapestCardWithEnoughMemory()
    {
        // Issue 25: in November 2026 the best-value used 24 GB cards cost over $2,400; the budget
        // option of the transformer chain is the cheapest used card with 24 GB on sale.
        const QHash<QString, LivePick> picks = evaluateAt(QDate(2026, 11, 30));
        const QList<PickDetails> used3090 = picks.value(u"used-rtx-3090"_s).picks;
        QVERIFY(!used3090.isEmpty());
        const auto cheapest = used3090.first().relevantPrice();
        QVERIFY(cheapest);
        QVERIFY(used3090.first().gpu.usableMemoryGb() >= 24);
        for (const PickDetails &p : used3090)
            QVERIFY(p.relevantPrice()->usd >= cheapest->usd);
        QVERIFY2(cheapest->usd <= 1500, qPrintable(used3090.first().displayName()));
    }

    void budgetChainsStepDownInPrice()
    {
        const QHash<QString, LivePick> picks = evaluateAt(QDate(2026, 11, 30));
        const auto cheapest = [&](const QString &leaf) {
            double low = 1e12;
            for (const PickDetails &p : picks.value(leaf).picks)
                low = std::min(low, p.relevantPrice()->usd);
            return low;
        };
        const auto highest = [&](const QString &leaf) {
            double high = 0;
            for (const PickDetails &p : picks.value(leaf).picks)
                high = std::max(high, p.relevantPrice()->usd);
            return high;
        };
        QVERIFY(highest(u"used-rtx-3090"_s) < cheapest(u"rtx-4090"_s));
        QVERIFY(highest(u"rtx-4070-ti"_s) < cheapest(u"rtx-4080"_s));
        QVERIFY(highest(u"used-rtx-2080-ti"_s) < cheapest(u"rtx-4070-ti"_s));
        QVERIFY(highest(u"used-rtx-3060"_s) < cheapest(u"used-rtx-2080-ti"_s));
    }

    void liveChartAsksAboutTheLivePicks()
    {
        const QHash<QString, LivePick> picks = evaluateAt(QDate(2026, 11, 30));
        const Flowchart live = LivePicks::liveChart(m_chart, picks);
        QString error;
        QVERIFY2(live.validate(&error), qPrintable(error));
        FlowchartWalker walker(live);
        // A person, training transformers, who can afford the top card.
        QVERIFY2(walker.replay({u"no"_s, u"yes"_s, u"yes"_s, u"yes"_s}, &error), qPrintable(error));
        const FlowLeaf *leaf = walker.leaf();
        QVERIFY(leaf);
        QCOMPARE(leaf->key, u"rtx-4090"_s);
        QCOMPARE(leaf->gpus.first().gpuId, picks.value(u"rtx-4090"_s).picks.first().gpu.id);
        const FlowQuestion *budget = live.questionAt(walker.steps().last().nodeId);
        QCOMPARE(budget->offered, leaf->gpus);
        QVERIFY(budget->text.contains(picks.value(u"rtx-4090"_s).picks.first().gpu.name));
        // The post's explanation, written for the RTX 4090, is said to be the post's.
        if (budget->offered != m_chart.questionAt(walker.steps().last().nodeId)->offered) {
            QVERIFY2(budget->explanation.startsWith(u"Today's rule offers "_s +
                                                    picks.value(u"rtx-4090"_s).picks.first().displayName()),
                     qPrintable(budget->explanation));
            QVERIFY(budget->explanation.contains(u"the post (January 2023) asked about the RTX 4090"_s));
        }
        // The post's edition is untouched.
        QCOMPARE(m_chart.leafAt(walker.currentNodeId())->title, u"RTX 4090"_s);
    }

    void allPathsStillEndOnALeafInTheLiveChart()
    {
        const Flowchart live = LivePicks::liveChart(m_chart, evaluateAt(QDate(2026, 11, 30)));
        QCOMPARE(live.allPaths().size(), 23);
    }

private:
    QHash<QString, LivePick> evaluateAt(const QDate &asOf)
    {
        LivePickInput input = m_input;
        input.asOf = asOf;
        QString error;
        QHash<QString, LivePick> picks = LivePicks::evaluate(m_chart, input, &error);
        if (!error.isEmpty())
            qWarning() << error;
        return picks;
    }

    SeededDatabase m_db;
    Flowchart m_chart;
    LivePickInput m_input;
};

QTEST_GUILESS_MAIN(TestLivePicks)
#include "tst_livepicks.moc"

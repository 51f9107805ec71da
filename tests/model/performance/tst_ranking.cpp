// SPDX-FileCopyrightText: 2026 GPU Advisor contributors
// SPDX-License-Identifier: GPL-3.0-or-later
// Rankings over the seeded database, and the post's conclusions as of January 2023.
#include "model/performance/ranking.h"
#include "tests/common/seededdatabase.h"

#include <QTest>

#include <cmath>

using namespace Qt::StringLiterals;

class TestRanking final : public QObject
{
    Q_OBJECT

private:
    QList<RankEntry> rank(Metric metric, const QString &asOf = {},
                          RankingOptions::Sort sort = RankingOptions::Sort::Value,
                          PriceBasis basis = CostParameters().priceBasis)
    {
        RankingOptions o;
        o.metric = metric;
        o.sort = sort;
        o.cost.priceBasis = basis;
        if (!asOf.isEmpty())
            o.asOf = endOfMonth(asOf);
        QString error;
        QList<RankEntry> entries = rankGpus(m_gpus, m_prices, PerformanceParameters::defaults(), o, &error);
        if (!error.isEmpty())
            qWarning() << error;
        return entries;
    }

    static int position(const QList<RankEntry> &entries, const QString &name)
    {
        for (int i = 0; i < entries.size(); ++i) {
            if (entries.at(i).gpu.name == name)
                return i;
        }
        return -1;
    }

private Q_SLOTS:
    void initTestCase()
    {
        QVERIFY2(m_db.isValid(), qPrintable(m_db.error()));
        m_gpus = m_db.gpus().gpus();
        for (const PriceObservation &p : m_db.gpus().allPrices())
            m_prices[p.gpuId].append(p);
    }

    void january2023Conclusions()
    {
        // The post's own view: its prices, the average of new and used (its method, which `rank
        // --as-of` before 2024 keeps), so its conclusions are reproduced.
        const auto byValue = RankingOptions::Sort::Value;
        const QList<RankEntry> int8 = rank(Metric::Int8Inference, u"2023-01"_s, byValue, PriceBasis::Average);
        const int ti = position(int8, u"GeForce RTX 4070 Ti"_s);
        QVERIFY2(ti >= 0 && ti < 3, qPrintable(QString::number(ti)));
        const QList<RankEntry> training = rank(Metric::Fp16Training, u"2023-01"_s, byValue, PriceBasis::Average);
        const int rtx3080 = position(training, u"GeForce RTX 3080 (10 GB)"_s);
        QVERIFY2(rtx3080 >= 0 && rtx3080 < 3, qPrintable(QString::number(rtx3080)));
        // A 4070 Ti desktop gives about twice the 8-bit performance per dollar of a 3090 desktop.
        const double ratio = *int8.at(ti).performancePerDollar() /
                             *int8.at(position(int8, u"GeForce RTX 3090"_s)).performancePerDollar();
        QVERIFY2(ratio >= 1.5 && ratio <= 2.6, qPrintable(QString::number(ratio)));
    }

    void asOfListsOnlyReleasedGpusWithThenPrices()
    {
        const QList<RankEntry> entries = rank(Metric::Fp16Training, u"2023-01"_s);
        QCOMPARE(position(entries, u"GeForce RTX 4070"_s), -1); // April 2023
        QCOMPARE(position(entries, u"GeForce RTX 5090"_s), -1);
        QVERIFY(position(entries, u"GeForce RTX 4070 Ti"_s) >= 0); // January 2023
        for (const RankEntry &e : entries) {
            if (!e.priceDate.isEmpty())
                QVERIFY2(e.priceDate <= u"2023-01-31"_s, qPrintable(e.gpu.name + u' ' + e.priceDate));
        }
        QVERIFY(rank(Metric::Fp16Training).size() > entries.size());
    }

    void electricityOfAnRtx4090()
    {
        // The post's view: the card's 450 W alone, "about $100 a year" (docs/model.md §5).
        const QList<RankEntry> post = rank(Metric::Fp16Training, u"2023-01"_s);
        const RankEntry &p = post.at(position(post, u"GeForce RTX 4090"_s));
        QVERIFY(std::abs(p.electricityUsdPerYear - 103.4775) < 1e-9);
        // Today's: the card and the 100 W the rest of its desktop draws, as the build planner counts.
        const QList<RankEntry> entries = rank(Metric::Fp16Training);
        const RankEntry &e = entries.at(position(entries, u"GeForce RTX 4090"_s));
        QVERIFY(std::abs(e.electricityUsdPerYear - 103.4775 * 550 / 450) < 1e-9);
    }

    void unpricedGpusFollowThePricedOnes()
    {
        const QList<RankEntry> entries = rank(Metric::Int8Inference);
        bool seenUnpriced = false;
        for (const RankEntry &e : entries) {
            if (!e.priceUsd)
                seenUnpriced = true;
            else
                QVERIFY2(!seenUnpriced, qPrintable(e.gpu.name));
        }
        QVERIFY(seenUnpriced);
        QCOMPARE(entries.size(), m_gpus.size());
    }

    void valueOrderAndPerformanceOrder()
    {
        const QList<RankEntry> byValue = rank(Metric::Fp16Inference);
        for (int i = 1; i < byValue.size() && byValue.at(i).priceUsd; ++i)
            QVERIFY(*byValue.at(i - 1).performancePerDollar() >= *byValue.at(i).performancePerDollar());
        // By performance, the priced GPUs are ranked and those without a price listed apart after
        // them, each part fastest first (issue 25: unpriced devices filled the top).
        const QList<RankEntry> byPerformance = rank(Metric::Fp16Inference, {}, RankingOptions::Sort::Performance);
        bool seenUnpriced = false;
        for (int i = 0; i < byPerformance.size(); ++i) {
            const RankEntry &e = byPerformance.at(i);
            QVERIFY2(!(seenUnpriced && e.priceUsd), qPrintable(e.gpu.name));
            seenUnpriced = seenUnpriced || !e.priceUsd;
            if (i > 0 && byPerformance.at(i - 1).priceUsd.has_value() == e.priceUsd.has_value())
                QVERIFY(byPerformance.at(i - 1).performance.relative >= e.performance.relative);
        }
        QVERIFY(seenUnpriced);
    }

    void filtersAndLimit()
    {
        RankingOptions o;
        o.metric = Metric::LlmGeneration;
        o.minVramGb = 24;
        o.limit = 5;
        const QList<RankEntry> entries = rankGpus(m_gpus, m_prices, PerformanceParameters::defaults(), o);
        QCOMPARE(entries.size(), 5);
        for (const RankEntry &e : entries)
            QVERIFY(e.gpu.vramGb >= 24);
    }

    void aLimitCountsRankedGpus()
    {
        // Sorted by performance, the fastest cards of the bundle have no price: `rank --sort
        // performance --limit 12` printed one ranked row and eleven names apart.
        RankingOptions o;
        o.metric = Metric::Fp16Training;
        o.sort = RankingOptions::Sort::Performance;
        o.limit = 12;
        const QList<RankEntry> entries = rankGpus(m_gpus, m_prices, PerformanceParameters::defaults(), o);
        const auto priced =
            std::count_if(entries.cbegin(), entries.cend(), [](const RankEntry &e) { return e.priceUsd.has_value(); });
        QCOMPARE(priced, 12);
        QVERIFY(entries.last().priceUsd.has_value());
        o.limit = 0;
        const QList<RankEntry> all = rankGpus(m_gpus, m_prices, PerformanceParameters::defaults(), o);
        QVERIFY(all.size() > entries.size());
        for (qsizetype i = 0; i < entries.size(); ++i)
            QCOMPARE(entries.at(i).gpu.name, all.at(i).gpu.name);
    }

    void higherPriceNeverRaisesValue()
    {
        const Gpu g = m_gpus.first();
        double last = std::numeric_limits<double>::infinity();
        for (double usd = 100; usd < 20000; usd *= 1.5) {
            PriceObservation p;
            p.gpuId = g.id;
            p.observedOn = QDate(2024, 1, 1);
            p.usd = usd;
            QHash<qint64, QList<PriceObservation>> prices{{g.id, {p}}};
            RankingOptions o;
            o.metric = Metric::Fp16Training;
            const QList<RankEntry> e = rankGpus(m_gpus, prices, PerformanceParameters::defaults(), o);
            const double value = *e.first().performancePerDollar();
            QVERIFY(value < last);
            last = value;
        }
    }

    void missingReferenceIsReported()
    {
        PerformanceParameters p = PerformanceParameters::defaults();
        p.referenceGpu = u"GeForce 256"_s;
        QString error;
        QVERIFY(rankGpus(m_gpus, m_prices, p, RankingOptions{}, &error).isEmpty());
        QVERIFY(error.contains(u"GeForce 256"_s));
    }

private:
    SeededDatabase m_db;
    QList<Gpu> m_gpus;
    QHash<qint64, QList<PriceObservation>> m_prices;
};

QTEST_GUILESS_MAIN(TestRanking)
#include "tst_ranking.moc"

// SPDX-FileCopyrightText: 2026 GPU Advisor contributors
// SPDX-License-Identifier: GPL-3.0-or-later
#include "model/cost/pricing.h"

#include "model/cost/costmodel.h"

#include <QTest>

using namespace Qt::StringLiterals;

namespace {

PriceObservation obs(const char *date, PriceCondition condition, double usd, bool monthly = true)
{
    PriceObservation o;
    o.observedOn = QDate::fromString(QString::fromLatin1(date), Qt::ISODate);
    o.monthly = monthly;
    o.condition = condition;
    o.usd = usd;
    o.source = u"test"_s;
    return o;
}

} // namespace

class TestPricing final : public QObject
{
    Q_OBJECT

private Q_SLOTS:
    void latestAtOrBeforeTheDate_data()
    {
        QTest::addColumn<QString>("asOf");
        QTest::addColumn<double>("newUsd");
        QTest::addColumn<double>("usedUsd");
        QTest::addColumn<double>("averageUsd");
        QTest::addColumn<double>("cheapestUsd");
        // new: 1000 (2022-12), 900 (2023-03); used: 600 (2023-01). Cheapest is the lower of the
        // two that exist, average (the post's method) their mean.
        QTest::newRow("before anything") << u"2022-11"_s << 0.0 << 0.0 << 0.0 << 0.0;
        QTest::newRow("only new known") << u"2022-12"_s << 1000.0 << 0.0 << 1000.0 << 1000.0;
        QTest::newRow("both: average") << u"2023-01"_s << 1000.0 << 600.0 << 800.0 << 600.0;
        QTest::newRow("newer new price") << u"2023-03"_s << 900.0 << 600.0 << 750.0 << 600.0;
        // Today both are years old: no offer is current, so cheapest is the newer, the new one.
        QTest::newRow("latest of all") << QString() << 900.0 << 600.0 << 750.0 << 900.0;
    }

    void latestAtOrBeforeTheDate()
    {
        QFETCH(QString, asOf);
        QFETCH(double, newUsd);
        QFETCH(double, usedUsd);
        QFETCH(double, averageUsd);
        QFETCH(double, cheapestUsd);
        const QList<PriceObservation> history = {obs("2023-03-01", PriceCondition::New, 900),
                                                 obs("2022-12-01", PriceCondition::New, 1000),
                                                 obs("2023-01-01", PriceCondition::Used, 600)};
        const PriceQuote q = quotePrice(history, asOf.isEmpty() ? QDate() : endOfMonth(asOf));
        QCOMPARE(q.usd(PriceBasis::New).value_or(0), newUsd);
        QCOMPARE(q.usd(PriceBasis::Used).value_or(0), usedUsd);
        QCOMPARE(q.usd(PriceBasis::Average).value_or(0), averageUsd);
        QCOMPARE(q.usd(PriceBasis::Cheapest).value_or(0), cheapestUsd);
        QCOMPARE(q.isEmpty(), newUsd == 0 && usedUsd == 0);
    }

    // Issue 25: the price a buyer can act on is one real observation, the cheaper one, with its
    // own source, date and condition; never a mean of a new and a used price.
    void cheapestIsTheLowerRealObservation()
    {
        PriceObservation retail = obs("2026-10-01", PriceCondition::New, 1510);
        retail.source = u"Newegg"_s;
        PriceObservation ebay = obs("2026-09-01", PriceCondition::Used, 1199);
        ebay.source = u"eBay sold listings"_s;
        ebay.kind = u"sold_median"_s;
        const PriceQuote q = quotePrice({retail, ebay});
        QCOMPARE(q.usd(PriceBasis::Cheapest), 1199.0);
        const QList<PriceObservation> behind = q.basisObservations(PriceBasis::Cheapest);
        QCOMPARE(behind.size(), 1);
        QCOMPARE(behind.first().condition, PriceCondition::Used);
        QCOMPARE(behind.first().source, u"eBay sold listings"_s);
        QCOMPARE(behind.first().kind, u"sold_median"_s);
        QCOMPARE(q.dateLabel(PriceBasis::Cheapest), u"2026-09"_s);
        // The post's method, kept for its own view, still averages them: (1510 + 1199) / 2.
        QCOMPARE(q.usd(PriceBasis::Average), 1354.5);
    }

    void cheapestWithOnlyANewPriceIsNew()
    {
        const PriceQuote q = quotePrice({obs("2026-10-01", PriceCondition::New, 1510)});
        QCOMPARE(q.usd(PriceBasis::Cheapest), 1510.0);
        const QList<PriceObservation> behind = q.basisObservations(PriceBasis::Cheapest);
        QCOMPARE(behind.size(), 1);
        QCOMPARE(behind.first().condition, PriceCondition::New);
        QCOMPARE(q.dateLabel(PriceBasis::Cheapest), u"2026-10"_s);
        QVERIFY(!quotePrice({}).usd(PriceBasis::Cheapest));
    }

    void cheapestTakesOnlyCurrentOffers_data()
    {
        QTest::addColumn<QString>("asOf");
        QTest::addColumn<double>("cheapestUsd");
        QTest::addColumn<bool>("stale");
        QTest::addColumn<QString>("label");
        // An RTX 3090 Ti's shape: an eBay average of 2023-10 ($900), a new price of 2024-02 ($1,900)
        // and of 2026-10 ($1,800). The used price is an offer for the 12 months after it only.
        QTest::newRow("used price current") << u"2024-06"_s << 900.0 << false << u"2023-10, used"_s;
        QTest::newRow("11 months on") << u"2024-09"_s << 900.0 << false << u"2023-10, used"_s;
        QTest::newRow("12 months on: the new price") << u"2024-10"_s << 1900.0 << false << u"2024-02, new"_s;
        QTest::newRow("37 months on") << u"2026-11"_s << 1800.0 << false << u"2026-10, new"_s;
        // Neither current: the newer observation, said to be stale.
        QTest::newRow("nothing current") << u"2025-06"_s << 1900.0 << true << u"last seen 2024-02, new"_s;
    }

    void cheapestTakesOnlyCurrentOffers()
    {
        QFETCH(QString, asOf);
        QFETCH(double, cheapestUsd);
        QFETCH(bool, stale);
        QFETCH(QString, label);
        const QList<PriceObservation> history = {obs("2023-10-15", PriceCondition::Used, 900),
                                                 obs("2024-02-01", PriceCondition::New, 1900),
                                                 obs("2026-10-01", PriceCondition::New, 1800)};
        const PriceQuote q = quotePrice(history, endOfMonth(asOf));
        QCOMPARE(q.usd(PriceBasis::Cheapest), cheapestUsd);
        QCOMPARE(q.isStale(PriceBasis::Cheapest), stale);
        QCOMPARE(q.dateAndKindLabel(PriceBasis::Cheapest), label);
        // New and used stay what they are, however old.
        QCOMPARE(q.usd(PriceBasis::Used), 900.0);
        QCOMPARE(q.isStale(PriceBasis::Used), !isCurrentPrice(QDate(2023, 10, 15), endOfMonth(asOf)));
    }

    void cheapestKeepsAMarketplaceListingAsWhatItIs()
    {
        // A listing of unstated condition is a second-hand price and stays "mixed" (marketplace).
        PriceObservation listing = obs("2026-10-01", PriceCondition::Mixed, 640);
        listing.kind = u"asking_lowest3_mean"_s;
        const PriceQuote q = quotePrice({obs("2026-10-01", PriceCondition::New, 700), listing});
        QCOMPARE(q.usd(PriceBasis::Cheapest), 640.0);
        QCOMPARE(q.basisObservations(PriceBasis::Cheapest).first().condition, PriceCondition::Mixed);
        // A tie is the new price: a second-hand one is taken only when it is the lower.
        const PriceQuote tie =
            quotePrice({obs("2026-10-01", PriceCondition::New, 700), obs("2026-10-01", PriceCondition::Used, 700)});
        QCOMPARE(tie.basisObservations(PriceBasis::Cheapest).first().condition, PriceCondition::New);
    }

    void aDayInsideTheMonthCounts()
    {
        const QList<PriceObservation> history = {obs("2023-01-31", PriceCondition::New, 500, false)};
        QCOMPARE(quotePrice(history, endOfMonth(u"2023-01"_s)).usd(PriceBasis::New), 500.0);
        QVERIFY(quotePrice(history, endOfMonth(u"2022-12"_s)).isEmpty());
    }

    void userEntryWinsOnTheSameDate()
    {
        PriceObservation seeded = obs("2023-01-01", PriceCondition::New, 500);
        PriceObservation mine = obs("2023-01-01", PriceCondition::New, 450);
        mine.userEntered = true;
        QCOMPARE(quotePrice({mine, seeded}).usd(PriceBasis::New), 450.0);
        QCOMPARE(quotePrice({seeded, mine}).usd(PriceBasis::New), 450.0);
    }

    void sameDateObservationsAreAveraged()
    {
        PriceObservation amazon = obs("2023-01-01", PriceCondition::New, 1834.99);
        amazon.source = u"Amazon"_s;
        PriceObservation retail = obs("2023-01-01", PriceCondition::New, 1300);
        retail.source = u"Tom's Hardware"_s;
        const PriceQuote q = quotePrice({amazon, retail, obs("2022-12-01", PriceCondition::New, 2000)});
        QCOMPARE(q.usd(PriceBasis::New), 1567.495);
        QCOMPARE(q.newest->source, u"Amazon; Tom's Hardware"_s);
    }

    void marketplaceListingsCountAsSecondHand()
    {
        // GPU Poet's listings do not separate new from used: they fill the used slot where they
        // are newer, keep their condition and kind, and a used price of the same date wins.
        PriceObservation sold = obs("2023-01-01", PriceCondition::Used, 800);
        sold.kind = u"sold_average"_s;
        PriceObservation listing = obs("2026-07-01", PriceCondition::Mixed, 990);
        listing.kind = u"asking_lowest3_mean"_s;
        PriceQuote q = quotePrice({sold, listing});
        QVERIFY(q.used);
        QCOMPARE(q.used->condition, PriceCondition::Mixed);
        QCOMPARE(q.usd(PriceBasis::Used), 990.0);
        QVERIFY(!q.newest);
        QCOMPARE(quotePrice({sold, listing}, QDate(2025, 1, 31)).usd(PriceBasis::Used), 800.0);
        PriceObservation sameDay = obs("2026-07-01", PriceCondition::Used, 900);
        q = quotePrice({listing, sameDay});
        QCOMPARE(q.used->condition, PriceCondition::Used);
        QCOMPARE(q.usd(PriceBasis::Used), 900.0);
    }

    void theBestDealWinsOverMediansOfTheSameListings()
    {
        PriceObservation best = obs("2026-03-01", PriceCondition::Mixed, 500);
        best.kind = u"asking_lowest3_mean"_s;
        PriceObservation median = obs("2026-03-01", PriceCondition::Mixed, 650);
        median.kind = u"asking_median"_s;
        PriceObservation mean = obs("2026-03-01", PriceCondition::Mixed, 700);
        mean.kind = u"asking_mean"_s;
        QCOMPARE(quotePrice({mean, median, best}).usd(PriceBasis::Used), 500.0);
        QCOMPARE(quotePrice({mean, median}).usd(PriceBasis::Used), 650.0);
    }

    void dateLabels()
    {
        QCOMPARE(obs("2023-01-01", PriceCondition::New, 1).dateLabel(), u"2023-01"_s);
        QCOMPARE(obs("2023-01-17", PriceCondition::New, 1, false).dateLabel(), u"2023-01-17"_s);
        const PriceQuote q =
            quotePrice({obs("2023-01-01", PriceCondition::New, 1), obs("2023-05-01", PriceCondition::Used, 1)},
                       QDate(2023, 5, 31));
        // An average of two prices never carries only the newer date (issue 11): both dates.
        QCOMPARE(q.dateLabel(PriceBasis::Average), u"2023-01 to 2023-05"_s);
        QCOMPARE(q.dateLabel(PriceBasis::New), u"2023-01"_s);
        QCOMPARE(q.dateLabel(PriceBasis::Used), u"2023-05"_s);
        const PriceQuote sameMonth =
            quotePrice({obs("2023-05-01", PriceCondition::New, 1), obs("2023-05-01", PriceCondition::Used, 1)});
        QCOMPARE(sameMonth.dateLabel(PriceBasis::Average), u"2023-05"_s);
        // The cheapest is one observation with its own date (the two cost the same: the new one).
        QCOMPARE(q.dateLabel(PriceBasis::Cheapest), u"2023-01"_s);
    }

    void endOfMonthParsing_data()
    {
        QTest::addColumn<QString>("text");
        QTest::addColumn<QDate>("expected");
        QTest::newRow("january") << u"2023-01"_s << QDate(2023, 1, 31);
        QTest::newRow("leap february") << u"2024-02"_s << QDate(2024, 2, 29);
        QTest::newRow("december") << u"2022-12"_s << QDate(2022, 12, 31);
        QTest::newRow("month 13") << u"2023-13"_s << QDate();
        QTest::newRow("full date") << u"2023-01-05"_s << QDate();
        QTest::newRow("words") << u"January"_s << QDate();
    }

    void endOfMonthParsing()
    {
        QFETCH(QString, text);
        QFETCH(QDate, expected);
        QCOMPARE(endOfMonth(text), expected);
    }

    void basisKeys()
    {
        for (auto b : {PriceBasis::New, PriceBasis::Used, PriceBasis::Cheapest, PriceBasis::Average})
            QCOMPARE(priceBasisFromKey(priceBasisKey(b)), b);
        QVERIFY(!priceBasisFromKey(u"cheap"_s));
        // The average is the post's own method, never a user's choice; cheapest is the default.
        QCOMPARE(priceBasisChoices().first(), PriceBasis::Cheapest);
        QVERIFY(!priceBasisChoices().contains(PriceBasis::Average));
        QCOMPARE(CostParameters().priceBasis, PriceBasis::Cheapest);
    }

    // Several store listings of one device on one date (storage sizes, stores): the cheapest,
    // one real observation with its own source and note, not their average.
    void storeListingsOfADateGiveTheCheapest()
    {
        const auto listing = [](double usd, const QString &note) {
            PriceObservation o = obs("2026-09-30", PriceCondition::New, usd);
            o.kind = u"retail_listing"_s;
            o.note = note;
            return o;
        };
        const PriceQuote q = quotePrice({listing(6999, u"2 TB"_s), listing(5999, u"1 TB"_s), listing(7999, u"4 TB"_s)});
        QCOMPARE(q.usd(PriceBasis::New), 5999.0);
        QCOMPARE(q.newest->note, u"1 TB"_s);
        // Other kinds of one date are still averaged.
        PriceObservation article = obs("2026-09-30", PriceCondition::New, 6500);
        article.kind = u"article"_s;
        QCOMPARE(quotePrice({listing(5999, u"1 TB"_s), article}).usd(PriceBasis::New), 6249.5);
    }

    // Within a card's latest month, the preferred statistic wins over a later one of another kind
    // (the 2026 data's README, section 4), then the latest date of the statistic kept.
    void theMonthsPreferredStatisticIsThePrice()
    {
        PriceObservation ebay = obs("2026-10-01", PriceCondition::Used, 1199);
        ebay.kind = u"article"_s;
        PriceObservation medianEarly = obs("2026-10-07", PriceCondition::Used, 1600);
        medianEarly.kind = u"asking_median"_s;
        PriceObservation medianLate = obs("2026-10-10", PriceCondition::Used, 1619);
        medianLate.kind = u"asking_median"_s;
        PriceObservation september = obs("2026-09-01", PriceCondition::Mixed, 1207);
        september.kind = u"asking_lowest3_mean"_s;
        QCOMPARE(quotePrice({september, ebay, medianEarly, medianLate}).usd(PriceBasis::Used), 1199.0);
        // Only medians in the month: the latest of them.
        QCOMPARE(quotePrice({september, medianEarly, medianLate}).usd(PriceBasis::Used), 1619.0);
        // As of 2026-10-05, the month holds what was known then.
        QCOMPARE(quotePrice({september, ebay, medianEarly, medianLate}, QDate(2026, 10, 5)).usd(PriceBasis::Used),
                 1199.0);
        QCOMPARE(quotePrice({september, medianEarly}, QDate(2026, 9, 30)).usd(PriceBasis::Used), 1207.0);
        // quotedObservations keeps the whole latest month.
        QCOMPARE(quotedObservations({september, ebay, medianEarly, medianLate}, {}).size(), 3);
    }

    void quotedObservationsQuoteAsAllDo()
    {
        // Two GPUs: dated new, used and mixed prices, a user's own entry, two of a date.
        QList<PriceObservation> all;
        const auto add = [&all](qint64 gpu, const char *date, PriceCondition c, double usd, bool user = false) {
            PriceObservation o = obs(date, c, usd);
            o.gpuId = gpu;
            o.userEntered = user;
            all.append(o);
        };
        add(1, "2023-01-15", PriceCondition::New, 1600);
        add(1, "2023-06-15", PriceCondition::New, 1500);
        add(1, "2023-06-15", PriceCondition::New, 1400);
        add(1, "2023-06-15", PriceCondition::New, 1450, true);
        add(1, "2024-02-01", PriceCondition::Used, 900);
        add(1, "2024-02-01", PriceCondition::Mixed, 1000);
        add(1, "2024-09-01", PriceCondition::Mixed, 950);
        add(1, "2025-03-01", PriceCondition::New, 1300);
        add(2, "2022-12-01", PriceCondition::Used, 400);
        add(2, "2023-06-15", PriceCondition::Used, 380);
        add(2, "2023-06-15", PriceCondition::Used, 360);
        for (const QDate &asOf : {QDate(), QDate(2022, 1, 1), QDate(2023, 1, 31), QDate(2023, 6, 15), QDate(2024, 2, 1),
                                  QDate(2024, 12, 31), QDate(2026, 11, 30)}) {
            const QList<PriceObservation> kept = quotedObservations(all, asOf);
            QVERIFY(kept.size() <= all.size());
            for (qint64 gpu : {1, 2}) {
                QList<PriceObservation> mine, mineKept;
                for (const PriceObservation &o : all)
                    if (o.gpuId == gpu)
                        mine.append(o);
                for (const PriceObservation &o : kept)
                    if (o.gpuId == gpu)
                        mineKept.append(o);
                const PriceQuote full = quotePrice(mine, asOf);
                const PriceQuote part = quotePrice(mineKept, asOf);
                const QString where = u"GPU %1 as of %2"_s.arg(gpu).arg(asOf.toString(Qt::ISODate));
                for (PriceBasis basis :
                     {PriceBasis::New, PriceBasis::Used, PriceBasis::Cheapest, PriceBasis::Average}) {
                    QVERIFY2(full.usd(basis) == part.usd(basis), qPrintable(where));
                    QCOMPARE(full.dateLabel(basis), part.dateLabel(basis));
                }
            }
        }
        // Only the latest month of each slot is kept: as of mid-2024, the 2024-02-01 pair and the
        // three 2023-06-15 new prices of GPU 1, and GPU 2's two of 2023-06-15.
        QCOMPARE(quotedObservations(all, QDate(2024, 6, 30)).size(), 7);
    }
};

QTEST_GUILESS_MAIN(TestPricing)
#include "tst_pricing.moc"

// SPDX-FileCopyrightText: 2026 GPU Advisor contributors
// SPDX-License-Identifier: GPL-3.0-or-later
// Freshness of the prices behind an answer: old prices and prices far apart are said in words.
#include "model/cost/freshness.h"

#include <QTest>

using namespace Qt::StringLiterals;

class TestFreshness final : public QObject
{
    Q_OBJECT

private Q_SLOTS:
    void monthsBetweenCountsCalendarMonths()
    {
        QCOMPARE(PriceFreshness::monthsBetween(QDate(2023, 1, 31), QDate(2023, 3, 1)), 2);
        QCOMPARE(PriceFreshness::monthsBetween(QDate(2025, 8, 1), QDate(2026, 11, 30)), 15);
        QCOMPARE(PriceFreshness::monthsBetween(QDate(2026, 11, 1), QDate(2026, 11, 30)), 0);
    }

    void recentPricesCloseTogetherNeedNoWarning()
    {
        const PriceFreshness f =
            assessFreshness({QDate(2026, 3, 6), QDate(2026, 7, 1), QDate(2026, 5, 1)}, QDate(2026, 11, 30));
        QCOMPARE(f.priced, 3);
        QCOMPARE(f.oldest, QDate(2026, 3, 6));
        QCOMPARE(f.newest, QDate(2026, 7, 1));
        QVERIFY(!f.isStale());
        QVERIFY(!f.isSpread());
        QVERIFY(f.warning().isEmpty());
        QVERIFY(f.toJson().value(u"warning"_s).isNull());
    }

    void pricesOlderThanTwelveMonthsAreStale()
    {
        // The example: a 2025-08 price read in November 2026 is 15 months old.
        const PriceFreshness f = assessFreshness({QDate(2025, 8, 1)}, QDate(2026, 11, 30));
        QVERIFY(f.isStale());
        QCOMPARE(f.oldestAgeMonths(), 15);
        QVERIFY(f.warning().contains(u"2025-08"_s));
        QVERIFY(f.warning().contains(u"15"_s));
        const QJsonObject json = f.toJson();
        QCOMPARE(json.value(u"stale"_s).toBool(), true);
        QCOMPARE(json.value(u"oldest_price_age_months"_s).toInt(), 15);
        QVERIFY(json.value(u"warning"_s).toString().contains(u"old"_s));
    }

    void twelveMonthsIsStillFresh()
    {
        QVERIFY(!assessFreshness({QDate(2025, 11, 1)}, QDate(2026, 11, 30)).isStale());
        QVERIFY(assessFreshness({QDate(2025, 10, 1)}, QDate(2026, 11, 30)).isStale());
    }

    void pricesMoreThanSixMonthsApartAreSaidToBe()
    {
        // The example: a ranking mixing 2023-10 and 2025-08 prices.
        const PriceFreshness f = assessFreshness({QDate(2023, 10, 1), QDate(2025, 8, 1)}, QDate(2025, 8, 31));
        QVERIFY(f.isSpread());
        QCOMPARE(f.spreadMonths(), 22);
        QVERIFY(f.warning().contains(u"2023-10"_s));
        QVERIFY(f.warning().contains(u"2025-08"_s));
        QCOMPARE(f.toJson().value(u"spread"_s).toBool(), true);
        QVERIFY(!assessFreshness({QDate(2025, 2, 1), QDate(2025, 8, 1)}, QDate(2025, 8, 31)).isSpread());
    }

    void unpricedCardsAreCounted()
    {
        const PriceFreshness f = assessFreshness({QDate(2026, 7, 1), QDate()}, QDate(2026, 11, 30), 2);
        QCOMPARE(f.priced, 1);
        QCOMPARE(f.unpriced, 2);
        QCOMPARE(f.toJson().value(u"unpriced"_s).toInt(), 2);
    }

    void noPriceAtAllIsNeitherStaleNorSpread()
    {
        const PriceFreshness f = assessFreshness({}, QDate(2026, 11, 30), 3);
        QVERIFY(!f.needsWarning());
        QVERIFY(f.toJson().value(u"oldest_price"_s).isNull());
    }

    void ageInWords()
    {
        QCOMPARE(priceAgeText(QDate(2026, 11, 3), QDate(2026, 11, 30)), u"this month"_s);
        QCOMPARE(priceAgeText(QDate(2026, 10, 1), QDate(2026, 11, 30)), u"1 month old"_s);
        QCOMPARE(priceAgeText(QDate(2025, 8, 1), QDate(2026, 11, 30)), u"15 months old"_s);
    }
};

QTEST_GUILESS_MAIN(TestFreshness)
#include "tst_freshness.moc"

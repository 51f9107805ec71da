// SPDX-FileCopyrightText: 2026 GPU Advisor contributors
// SPDX-License-Identifier: GPL-3.0-or-later
// The building blocks of the result page: how prices, specs and provenance are worded
// (DisplayText), one recommended card (PickCard) and the compact card table (OfferList),
// fed with hand-made values so every case, fallback prices included, is covered.
#include "model/cost/freshness.h"
#include "model/flowchart/displaytext.h"
#include "model/flowchart/recommendationsummary.h"
#include "model/format/formatter.h"
#include "tests/ui/wizard/wizarddriver.h"
#include "ui/wizard/offerlist.h"
#include "ui/wizard/pickcard.h"

#include <QLabel>
#include <QTest>

using namespace Qt::StringLiterals;

namespace {

PriceObservation observation(PriceCondition condition, double usd, const QDate &date, bool monthly,
                             const QString &source)
{
    PriceObservation o;
    o.gpuId = 1;
    o.observedOn = date;
    o.monthly = monthly;
    o.condition = condition;
    o.usd = usd;
    o.source = source;
    o.note = u"median of 12 sales"_s;
    return o;
}

Gpu rtx3090()
{
    Gpu g;
    g.id = 1;
    g.name = u"GeForce RTX 3090"_s;
    g.vramGb = 24;
    g.memoryType = u"GDDR6X"_s;
    g.memoryBandwidthGbs = 936;
    g.tdpWatts = 350;
    g.source = u"https://www.nvidia.com/content/PDF/ga102-whitepaper.pdf"_s;
    g.secondarySources = u"TechPowerUp"_s;
    g.confidence = u"high"_s;
    g.specRecordedOn = QDate(2025, 6, 16);
    return g;
}

const QString ebay = u"eBay average sold price, Tom's Hardware, scraped tables"_s;
const QString retail = u"Lowest retail price of the month, Tom's Hardware"_s;

} // namespace

class TestPickCard final : public QObject
{
    Q_OBJECT

private Q_SLOTS:
    void usd_data();
    void usd();
    void shortSource_data();
    void shortSource();
    void specs();
    void price_data();
    void price();
    void budgetVerdicts_data();
    void budgetVerdicts();
    void cardShowsAUsedPick();
    void cardMarksAFallbackPrice();
    void cardWithoutAnyPrice();
    void cardJudgesTheBudget();
    void offerListRows();
};

void TestPickCard::usd_data()
{
    QTest::addColumn<double>("amount");
    QTest::addColumn<QString>("text");
    QTest::newRow("whole") << 704.0 << u"$704"_s;
    QTest::newRow("thousands grouped") << 1000.0 << u"$1,000"_s;
    QTest::newRow("cents rounded") << 1499.99 << u"$1,500"_s;
    QTest::newRow("datacenter") << 18549.95 << u"$18,550"_s;
    QTest::newRow("zero, under $100 so with cents") << 0.0 << u"$0.00"_s;
}

void TestPickCard::usd()
{
    QFETCH(double, amount);
    QFETCH(QString, text);
    QCOMPARE(Formatter::money(amount), text);
}

void TestPickCard::shortSource_data()
{
    QTest::addColumn<QString>("source");
    QTest::addColumn<QString>("text");
    QTest::newRow("first clause") << ebay << u"eBay average sold price"_s;
    QTest::newRow("parenthesis kept") << u"Amazon price history (Keepa), tracker@23c5fab"_s
                                      << u"Amazon price history (Keepa)"_s;
    QTest::newRow("url host") << u"https://www.techpowerup.com/gpu-specs/x.c1"_s << u"techpowerup.com"_s;
    QTest::newRow("plain") << u"my own quote"_s << u"my own quote"_s;
    QTest::newRow("repository file") << u"SiliconValueIndex/siliconvalueindex:data/processed/new_prices.csv@6ef6fd4"_s
                                     << u"SiliconValueIndex (Newegg)"_s;
    // Issue 11: the wizard's cards showed repository slugs and commit hashes as sources.
    QTest::newRow("market report")
        << u"activescott/gpu-agent:packages/web-app/src/app/gpu/market-report/gpu-market-report-august-2026/"
           u"page.tsx@e253191dc21e59584cb0f3bde7a1a79041b13a6a"_s
        << u"GPU Poet market report"_s;
    QTest::newRow("unknown repository") << u"someone/price-scrape:out/prices.csv@0123abc"_s << u"price-scrape"_s;
}

void TestPickCard::shortSource()
{
    QFETCH(QString, source);
    QFETCH(QString, text);
    QCOMPARE(DisplayText::shortSource(source), text);
}

void TestPickCard::specs()
{
    Gpu g = rtx3090();
    QCOMPARE(DisplayText::memory(g), u"24 GB GDDR6X"_s);
    QCOMPARE(DisplayText::bandwidth(g), u"936 GB/s"_s);
    QCOMPARE(DisplayText::power(g), u"350 W"_s);
    QCOMPARE(DisplayText::specProvenance(g), u"Specs: nvidia.com · recorded 2025-06-16"_s);
    g.memoryBandwidthGbs = 3350;
    QCOMPARE(DisplayText::bandwidth(g), u"3,350 GB/s"_s);
    g.memoryBandwidthGbs = 716.8;
    QCOMPARE(DisplayText::bandwidth(g), u"716.8 GB/s"_s);
    g.userEdited = true;
    QCOMPARE(DisplayText::specProvenance(g), u"Specs: edited by you · 2025-06-16"_s);
}

void TestPickCard::price_data()
{
    QTest::addColumn<bool>("used");
    QTest::addColumn<bool>("hasNew");
    QTest::addColumn<bool>("hasUsed");
    QTest::addColumn<QString>("price");
    QTest::addColumn<QString>("provenance");
    QTest::addColumn<bool>("fallback");

    QTest::newRow("used pick, used price")
        << true << true << true << u"$704 used"_s << u"2023-10 · eBay average sold price"_s << false;
    QTest::newRow("used pick, only new") << true << true << false << u"$1,500 new"_s
                                         << u"2023-11-05 · Lowest retail price of the month"_s << true;
    QTest::newRow("new pick, new price") << false << true << true << u"$1,500 new"_s
                                         << u"2023-11-05 · Lowest retail price of the month"_s << false;
    QTest::newRow("new pick, only used") << false << false << true << u"$704 used"_s
                                         << u"2023-10 · eBay average sold price"_s << true;
    QTest::newRow("no price") << false << false << false << u"No price on record"_s << u"Not in the price database"_s
                              << false;
}

void TestPickCard::price()
{
    QFETCH(bool, used);
    QFETCH(bool, hasNew);
    QFETCH(bool, hasUsed);
    QFETCH(QString, price);
    QFETCH(QString, provenance);
    QFETCH(bool, fallback);

    PickDetails pick{rtx3090(), used, {}};
    if (hasNew)
        pick.quote.newest = observation(PriceCondition::New, 1499.99, QDate(2023, 11, 5), false, retail);
    if (hasUsed)
        pick.quote.used = observation(PriceCondition::Used, 704, QDate(2023, 10, 1), true, ebay);
    QCOMPARE(DisplayText::price(pick), price);
    // The age is counted to today, so the expected text gets it the same way.
    const QDate observed = provenance.startsWith(u"2023-10"_s) ? QDate(2023, 10, 1) : QDate(2023, 11, 5);
    QCOMPARE(DisplayText::priceProvenance(pick),
             (hasNew || hasUsed) ? provenance + u" · "_s + priceAgeText(observed, {}) : provenance);
    QCOMPARE(!DisplayText::fallbackNote(pick).isEmpty(), fallback);
    if (hasNew || hasUsed) {
        const QString tip = DisplayText::priceToolTip(pick);
        QVERIFY(tip.contains(u"Tom's Hardware"_s));
        QVERIFY(tip.contains(u"median of 12 sales"_s));
    }
}

void TestPickCard::budgetVerdicts_data()
{
    QTest::addColumn<double>("budget");
    QTest::addColumn<QDate>("asOf");
    QTest::addColumn<QString>("verdict");
    QTest::addColumn<QString>("shortVerdict");
    QTest::addColumn<QString>("key");
    const QDate month(2023, 11, 1);
    QTest::newRow("no budget") << 0.0 << month << QString() << QString() << QString();
    QTest::newRow("well within") << 1000.0 << month << u"card $704 of your $1,000"_s << u"Within budget"_s
                                 << u"within"_s;
    QTest::newRow("exactly") << 704.0 << month << u"card $704 of your $704"_s << u"Within budget"_s << u"within"_s;
    QTest::newRow("over") << 600.0 << month << u"$104 over your $600 budget"_s << u"$104 over budget"_s << u"over"_s;
    // Issue 25: a price of 37 months ago is no offer; it was shown in green as "within your budget".
    QTest::newRow("no current offer") << 1000.0 << QDate(2026, 11, 27)
                                      << u"no current offer to set against your $1,000 budget: the last price, $704, "
                                         u"is 37 months old"_s
                                      << u"No current offer"_s << u"stale"_s;
}

void TestPickCard::budgetVerdicts()
{
    QFETCH(double, budget);
    QFETCH(QDate, asOf);
    QFETCH(QString, verdict);
    QFETCH(QString, shortVerdict);
    QFETCH(QString, key);
    PickDetails pick{rtx3090(), true, {}};
    pick.asOf = asOf;
    pick.quote.used = observation(PriceCondition::Used, 704, QDate(2023, 10, 1), true, ebay);
    const BudgetVerdict judged = RecommendationSummary::budgetVerdict(pick, budget);
    QCOMPARE(judged.text, verdict);
    QCOMPARE(judged.shortText, shortVerdict);
    QCOMPARE(judged.key(), key);
    // The card and the list of cards that do not fit say what the summary says.
    PickCard card;
    card.setPick(pick, budget);
    const WizardDriver d(&card);
    QCOMPARE(d.isShown(u"budgetVerdictLabel"_s), !verdict.isEmpty());
    QCOMPARE(d.text(u"budgetVerdictLabel"_s), verdict);
    QCOMPARE(d.find(u"budgetVerdictLabel"_s)->property("verdict").toString(), key);
    if (budget > 0) {
        OfferList list;
        list.setPicks({pick}, budget, true);
        QCOMPARE(list.findChild<QLabel *>(u"offerVerdictLabel"_s)->text(), shortVerdict);
    }
}

void TestPickCard::cardShowsAUsedPick()
{
    PickCard card;
    PickDetails pick{rtx3090(), true, {}};
    pick.quote.used = observation(PriceCondition::Used, 704, QDate(2023, 10, 1), true, ebay);
    card.setPick(pick, 0);
    card.show();
    QVERIFY(QTest::qWaitForWindowExposed(&card));

    const WizardDriver d(&card);
    QCOMPARE(card.objectName(), u"pickCard"_s);
    QCOMPARE(d.text(u"pickNameLabel"_s), u"GeForce RTX 3090"_s);
    QVERIFY(d.isShown(u"usedBadgeLabel"_s));
    QCOMPARE(d.text(u"memoryValueLabel"_s), u"24 GB GDDR6X"_s);
    QCOMPARE(d.text(u"bandwidthValueLabel"_s), u"936 GB/s"_s);
    QCOMPARE(d.text(u"powerValueLabel"_s), u"350 W"_s);
    QCOMPARE(d.text(u"priceValueLabel"_s), u"$704 used"_s);
    QCOMPARE(d.text(u"priceProvenanceLabel"_s),
             u"2023-10 · eBay average sold price · "_s + priceAgeText(QDate(2023, 10, 1), {}));
    QVERIFY(d.find(u"priceValueLabel"_s)->toolTip().contains(ebay));
    QVERIFY(!d.isShown(u"fallbackLabel"_s));
    QVERIFY(!d.isShown(u"budgetVerdictLabel"_s));
    QVERIFY(d.find(u"specSourceLabel"_s)->toolTip().contains(u"ga102-whitepaper"_s));
    QVERIFY(card.accessibleName().contains(u"used"_s));
}

void TestPickCard::cardMarksAFallbackPrice()
{
    PickCard card;
    PickDetails pick{rtx3090(), true, {}};
    pick.quote.newest = observation(PriceCondition::New, 1499.99, QDate(2023, 11, 5), false, retail);
    card.setPick(pick, 0);
    const WizardDriver d(&card);
    QCOMPARE(d.text(u"priceValueLabel"_s), u"$1,500 new"_s);
    QVERIFY(d.isShown(u"fallbackLabel"_s));
    QCOMPARE(d.text(u"fallbackLabel"_s), u"No used price on record: this is the new price."_s);
}

void TestPickCard::cardWithoutAnyPrice()
{
    PickCard card;
    card.setPick(PickDetails{rtx3090(), false, {}}, 1000);
    const WizardDriver d(&card);
    QVERIFY(!d.isShown(u"usedBadgeLabel"_s));
    QCOMPARE(d.text(u"priceValueLabel"_s), u"No price on record"_s);
    QVERIFY(!d.isShown(u"budgetVerdictLabel"_s));
}

void TestPickCard::cardJudgesTheBudget()
{
    PickCard card;
    PickDetails pick{rtx3090(), true, {}};
    pick.asOf = QDate(2023, 11, 1);
    pick.quote.used = observation(PriceCondition::Used, 704, QDate(2023, 10, 1), true, ebay);
    card.setPick(pick, 600);
    const WizardDriver d(&card);
    QVERIFY(d.isShown(u"budgetVerdictLabel"_s));
    QCOMPARE(d.text(u"budgetVerdictLabel"_s), u"$104 over your $600 budget"_s);
    QCOMPARE(d.find(u"budgetVerdictLabel"_s)->property("verdict").toString(), u"over"_s);
    // With the whole build beside the card's price, as the summary says it.
    pick.wholeBuildUsd = 2150;
    card.setPick(pick, 800);
    QCOMPARE(d.text(u"budgetVerdictLabel"_s), u"card $704 of your $800; whole build $2,150"_s);
    QCOMPARE(d.find(u"budgetVerdictLabel"_s)->property("verdict").toString(), u"within"_s);
}

void TestPickCard::offerListRows()
{
    OfferList list;
    PickDetails used{rtx3090(), true, {}};
    used.quote.used = observation(PriceCondition::Used, 704, QDate(2023, 10, 1), true, ebay);
    Gpu other = rtx3090();
    other.name = u"GeForce RTX 4090"_s;
    PickDetails fresh{other, false, {}};
    fresh.asOf = QDate(2023, 11, 1);
    fresh.quote.newest = observation(PriceCondition::New, 1599, QDate(2023, 10, 1), true, retail);

    list.setPicks({used, fresh});
    const WizardDriver d(&list);
    QCOMPARE(list.count(), 2);
    QCOMPARE(list.findChildren<QLabel *>(u"offerNameLabel"_s).size(), 2);
    QCOMPARE(list.findChildren<QLabel *>(u"offerUsedBadgeLabel"_s).size(), 1);
    QVERIFY(list.findChildren<QLabel *>(u"offerVerdictLabel"_s).isEmpty());

    // Replacing the rows leaves no stale labels behind; verdicts appear with a budget.
    list.setPicks({fresh}, 1000, true);
    QCOMPARE(list.findChildren<QLabel *>(u"offerNameLabel"_s).size(), 1);
    QCOMPARE(list.findChild<QLabel *>(u"offerNameLabel"_s)->text(), u"GeForce RTX 4090"_s);
    QCOMPARE(list.findChild<QLabel *>(u"offerPriceLabel"_s)->text(), u"$1,599 new"_s);
    QCOMPARE(list.findChild<QLabel *>(u"offerVerdictLabel"_s)->text(), u"$599 over budget"_s);
    QCOMPARE(list.findChild<QLabel *>(u"offerProvenanceLabel"_s)->text(),
             u"2023-10 · Lowest retail price of the month · 1 month old"_s);
}

QTEST_MAIN(TestPickCard)
#include "tst_pickcard.moc"

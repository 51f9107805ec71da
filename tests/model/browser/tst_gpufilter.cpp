// SPDX-FileCopyrightText: 2026 GPU Advisor contributors
// SPDX-License-Identifier: GPL-3.0-or-later
// The browser's filter predicate, rule by rule.
#include "model/browser/gpufilter.h"

#include <QTest>

using namespace Qt::StringLiterals;

namespace {

Gpu rtx4090()
{
    Gpu g;
    g.id = 1;
    g.name = u"GeForce RTX 4090"_s;
    g.vendor = u"NVIDIA"_s;
    g.architecture = u"Ada Lovelace"_s;
    g.memoryType = u"GDDR6X"_s;
    g.vramGb = 24;
    g.releaseYear = 2022;
    g.releaseMonth = QDate(2022, 10, 1);
    g.formFactor = FormFactor::Consumer;
    return g;
}

PriceObservation observation(PriceCondition condition, double usd)
{
    PriceObservation o;
    o.gpuId = 1;
    // A current offer (within the 12 months "cheapest" compares), whenever the test runs.
    o.observedOn = QDate::currentDate().addMonths(-1);
    o.condition = condition;
    o.usd = usd;
    return o;
}

} // namespace

class TestGpuFilter final : public QObject
{
    Q_OBJECT

private Q_SLOTS:
    void accepts_data();
    void accepts();
    void defaultAcceptsEverything();
    void gpuKnownOnlyByYear_data();
    void gpuKnownOnlyByYear();
};

void TestGpuFilter::accepts_data()
{
    QTest::addColumn<GpuFilter>("filter");
    QTest::addColumn<bool>("withNewPrice");
    QTest::addColumn<bool>("withUsedPrice");
    QTest::addColumn<bool>("expected");

    auto f = [](auto change) {
        GpuFilter filter;
        change(filter);
        return filter;
    };
    QTest::newRow("memory: exactly enough") << f([](GpuFilter &x) { x.minVramGb = 24; }) << true << true << true;
    QTest::newRow("memory: too little") << f([](GpuFilter &x) { x.minVramGb = 32; }) << true << true << false;
    QTest::newRow("vendor: same, other case")
        << f([](GpuFilter &x) { x.vendor = u"nvidia"_s; }) << true << true << true;
    QTest::newRow("vendor: other") << f([](GpuFilter &x) { x.vendor = u"AMD"_s; }) << true << true << false;
    QTest::newRow("segment: consumer") << f([](GpuFilter &x) { x.segment = FormFactor::Consumer; }) << true << true
                                       << true;
    QTest::newRow("segment: datacenter") << f([](GpuFilter &x) { x.segment = FormFactor::Datacenter; }) << true << true
                                         << false;
    QTest::newRow("segment: workstation")
        << f([](GpuFilter &x) { x.segment = FormFactor::Workstation; }) << true << true << false;
    using P = GpuFilter::PriceAvailability;
    QTest::newRow("price: any, none on record") << f([](GpuFilter &x) { x.price = P::Any; }) << false << false << true;
    QTest::newRow("price: priced, none") << f([](GpuFilter &x) { x.price = P::Priced; }) << false << false << false;
    QTest::newRow("price: priced, used only") << f([](GpuFilter &x) { x.price = P::Priced; }) << false << true << true;
    QTest::newRow("price: new, used only") << f([](GpuFilter &x) { x.price = P::New; }) << false << true << false;
    QTest::newRow("price: new, new only") << f([](GpuFilter &x) { x.price = P::New; }) << true << false << true;
    QTest::newRow("price: used, new only") << f([](GpuFilter &x) { x.price = P::Used; }) << true << false << false;
    QTest::newRow("price: used, both") << f([](GpuFilter &x) { x.price = P::Used; }) << true << true << true;
    QTest::newRow("released since: its month")
        << f([](GpuFilter &x) { x.releasedSince = QDate(2022, 10, 1); }) << true << true << true;
    QTest::newRow("released since: mid-month counts the month")
        << f([](GpuFilter &x) { x.releasedSince = QDate(2022, 10, 20); }) << true << true << true;
    QTest::newRow("released since: next month")
        << f([](GpuFilter &x) { x.releasedSince = QDate(2022, 11, 1); }) << true << true << false;
    QTest::newRow("text: part of the name") << f([](GpuFilter &x) { x.text = u"4090"_s; }) << true << true << true;
    QTest::newRow("text: two words, any field")
        << f([](GpuFilter &x) { x.text = u"  ada  gddr6x "_s; }) << true << true << true;
    QTest::newRow("text: one word missing")
        << f([](GpuFilter &x) { x.text = u"4090 hopper"_s; }) << true << true << false;
    QTest::newRow("text: vendor") << f([](GpuFilter &x) { x.text = u"Nvidia"_s; }) << true << true << true;
    // A budget: new $1,599, used $1,400, average $1,499.50.
    const auto budget = [](double usd, std::optional<PriceBasis> basis) {
        GpuFilter x;
        x.maxPriceUsd = usd;
        x.budgetBasis = basis;
        return x;
    };
    QTest::newRow("budget: new or used, the used fits") << budget(1450, std::nullopt) << true << true << true;
    QTest::newRow("budget: new or used, neither fits") << budget(1300, std::nullopt) << true << true << false;
    QTest::newRow("budget: used price shown, it fits") << budget(1450, PriceBasis::Used) << true << true << true;
    QTest::newRow("budget: new price shown, too dear") << budget(1450, PriceBasis::New) << true << true << false;
    // Cheapest: the used $1,400, the lower of the two; with no used price, the new $1,599.
    QTest::newRow("budget: cheapest shown, the used fits")
        << budget(1450, PriceBasis::Cheapest) << true << true << true;
    QTest::newRow("budget: cheapest of a new price alone")
        << budget(1450, PriceBasis::Cheapest) << true << false << false;
    QTest::newRow("budget: average shown, too dear") << budget(1450, PriceBasis::Average) << true << true << false;
    QTest::newRow("budget: average shown, it fits") << budget(1500, PriceBasis::Average) << true << true << true;
    QTest::newRow("budget: average of a used price alone")
        << budget(1450, PriceBasis::Average) << false << true << true;
    QTest::newRow("budget: used price shown, none") << budget(5000, PriceBasis::Used) << true << false << false;
    QTest::newRow("everything at once") << f([](GpuFilter &x) {
        x.minVramGb = 16;
        x.vendor = u"NVIDIA"_s;
        x.segment = FormFactor::Consumer;
        x.price = GpuFilter::PriceAvailability::New;
        x.releasedSince = QDate(2020, 1, 1);
        x.text = u"rtx"_s;
    }) << true << false << true;
}

void TestGpuFilter::accepts()
{
    QFETCH(GpuFilter, filter);
    QFETCH(bool, withNewPrice);
    QFETCH(bool, withUsedPrice);
    QFETCH(bool, expected);
    PriceQuote quote;
    if (withNewPrice)
        quote.newest = observation(PriceCondition::New, 1599);
    if (withUsedPrice)
        quote.used = observation(PriceCondition::Used, 1400);
    QCOMPARE(filter.accepts(rtx4090(), quote), expected);
}

void TestGpuFilter::defaultAcceptsEverything()
{
    Gpu odd;
    odd.name = u"?"_s;
    QVERIFY(GpuFilter().accepts(odd, PriceQuote()));
    QVERIFY(GpuFilter().accepts(rtx4090(), PriceQuote()));
    QCOMPARE(GpuFilter(), GpuFilter());
}

void TestGpuFilter::gpuKnownOnlyByYear_data()
{
    QTest::addColumn<QDate>("since");
    QTest::addColumn<bool>("expected");
    QTest::newRow("January of its year") << QDate(2020, 1, 1) << true;
    QTest::newRow("later in its year") << QDate(2020, 6, 1) << false;
    QTest::newRow("an earlier year") << QDate(2019, 6, 1) << true;
    QTest::newRow("a later year") << QDate(2021, 1, 1) << false;
}

void TestGpuFilter::gpuKnownOnlyByYear()
{
    QFETCH(QDate, since);
    QFETCH(bool, expected);
    Gpu g = rtx4090();
    g.releaseMonth = QDate();
    g.releaseYear = 2020;
    GpuFilter filter;
    filter.releasedSince = since;
    QCOMPARE(filter.accepts(g, PriceQuote()), expected);
}

QTEST_GUILESS_MAIN(TestGpuFilter)
#include "tst_gpufilter.moc"

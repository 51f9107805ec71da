// SPDX-FileCopyrightText: 2026 GPU Advisor contributors
// SPDX-License-Identifier: GPL-3.0-or-later
#include "model/cloud/cloudcatalogcsv.h"

#include <QTest>

using namespace Qt::StringLiterals;

class TestCloudCatalog : public QObject
{
    Q_OBJECT

private Q_SLOTS:
    void readsEachProvidersColumnOrder_data();
    void readsEachProvidersColumnOrder();
    void skipsCpuMachinesAndUnpricedRows();
    void namesTheLineAndColumnOfABadValue_data();
    void namesTheLineAndColumnOfABadValue();
    void needsAProviderAndADate();
    void ownLayoutReadsBack();
    void aliasesPreferTheMostSpecific();
    void summaryTakesEachProvidersNewestCheapestOffer();
    void medianOfAnEvenNumberOfProviders();
};

void TestCloudCatalog::readsEachProvidersColumnOrder_data()
{
    QTest::addColumn<QString>("csv");
    QTest::addColumn<double>("onDemandPerGpu");
    QTest::addColumn<double>("spotPerGpu"); // 0: none
    QTest::addColumn<QString>("region");
    // Header orders as the real catalogs write them (skypilot-org/skypilot-catalog, catalogs/v7).
    QTest::newRow("vast: Price,SpotPrice,Region; 0.00 spot is none")
        << u"InstanceType,AcceleratorName,AcceleratorCount,vCPUs,MemoryGiB,GpuInfo,Price,SpotPrice,Region\n"
           "2x-RTX_5090-32-65536,RTX5090,2,32,64.0,\"{'Gpus': [{'Name': 'RTX5090', 'Count': 2}]}\",0.80,0.00,"
           "\"California, US, NA\"\n"_s
        << 0.40 << 0.0 << u"California, US, NA"_s;
    QTest::newRow("runpod: SpotPrice before Price, AvailabilityZone")
        << u"InstanceType,AcceleratorName,AcceleratorCount,vCPUs,MemoryGiB,GpuInfo,Region,SpotPrice,Price,"
           "AvailabilityZone\n2x_A100-80GB_SECURE,A100-80GB,2.0,16.0,160.0,A100-80GB,US,2.38,3.24,US-TX-1\n"_s
        << 1.62 << 1.19 << u"US"_s;
    QTest::newRow("lambda: Price,Region,GpuInfo,SpotPrice; empty spot")
        << u"InstanceType,AcceleratorName,AcceleratorCount,vCPUs,MemoryGiB,Price,Region,GpuInfo,SpotPrice\n"
           "gpu_8x_a100,A100,8.0,124.0,1800.0,10.32,us-east-1,\"{'Gpus': []}\",\n"_s
        << 1.29 << 0.0 << u"us-east-1"_s;
    QTest::newRow("header case differs")
        << u"instancetype,acceleratorname,acceleratorcount,price,spotprice\nx,L4,1,0.70,0.21\n"_s << 0.70 << 0.21
        << QString();
}

void TestCloudCatalog::readsEachProvidersColumnOrder()
{
    QFETCH(QString, csv);
    QFETCH(double, onDemandPerGpu);
    QFETCH(double, spotPerGpu);
    QFETCH(QString, region);
    QVERIFY(CloudCatalogCsv::looksLikeCatalog(csv));
    CloudCatalogCsv::ParseResult result;
    QStringList errors;
    QVERIFY2(CloudCatalogCsv::parse(csv, {u"Test"_s, QDate(2026, 11, 1), u"test file"_s}, &result, &errors),
             qPrintable(errors.join(u'\n')));
    QCOMPARE(result.rows.size(), 1);
    const CloudRate &r = result.rows.first().rate;
    QCOMPARE(r.provider, u"Test"_s);
    QCOMPARE(r.observedOn, QDate(2026, 11, 1));
    QCOMPARE(r.region, region);
    QVERIFY(qFuzzyCompare(*r.usdPerGpuHour(CloudRateKind::OnDemand), onDemandPerGpu));
    if (spotPerGpu == 0)
        QVERIFY(!r.usdPerGpuHour(CloudRateKind::Spot));
    else
        QVERIFY(qFuzzyCompare(*r.usdPerGpuHour(CloudRateKind::Spot), spotPerGpu));
}

void TestCloudCatalog::skipsCpuMachinesAndUnpricedRows()
{
    const QString csv =
        u"InstanceType,AcceleratorName,AcceleratorCount,vCPUs,MemoryGiB,Price,Region,GpuInfo,SpotPrice\n"
        "cpu_4x_general,,,4.0,16.0,0.2,us-east-1,,\n"
        "gpu_1x_x,A10,1,8,32,,us-east-1,,\n"
        "gpu_1x_a10,A10,1.0,30.0,200.0,0.75,us-east-1,,\n"_s;
    CloudCatalogCsv::ParseResult result;
    QStringList errors;
    QVERIFY(CloudCatalogCsv::parse(csv, {u"Lambda"_s, QDate(2026, 11, 1), u"x"_s}, &result, &errors));
    QCOMPARE(result.rows.size(), 1);
    QCOMPARE(result.cpuRowsSkipped, 1);
    QCOMPARE(result.unpricedRowsSkipped, 1);
}

void TestCloudCatalog::namesTheLineAndColumnOfABadValue_data()
{
    QTest::addColumn<QString>("row");
    QTest::addColumn<QString>("expected");
    QTest::newRow("price not a number") << u"x,L4,1,cheap,"_s << u"line 2, column Price"_s;
    QTest::newRow("negative count") << u"x,L4,-2,0.5,"_s << u"line 2, column AcceleratorCount"_s;
    QTest::newRow("absurd price") << u"x,L4,1,99999999,"_s << u"line 2, column Price"_s;
    QTest::newRow("unterminated quote") << u"x,\"L4,1,0.5,"_s << u"line 2"_s;
}

void TestCloudCatalog::namesTheLineAndColumnOfABadValue()
{
    QFETCH(QString, row);
    QFETCH(QString, expected);
    const QString csv = u"InstanceType,AcceleratorName,AcceleratorCount,Price,SpotPrice\n"_s + row + u'\n';
    CloudCatalogCsv::ParseResult result;
    QStringList errors;
    QVERIFY(!CloudCatalogCsv::parse(csv, {u"P"_s, QDate(2026, 1, 1), u"s"_s}, &result, &errors));
    QVERIFY2(errors.join(u'\n').contains(expected), qPrintable(errors.join(u'\n')));
}

void TestCloudCatalog::needsAProviderAndADate()
{
    const QString csv = u"InstanceType,AcceleratorName,AcceleratorCount,Price\nx,L4,1,0.5\n"_s;
    CloudCatalogCsv::ParseResult result;
    QStringList errors;
    QVERIFY(!CloudCatalogCsv::parse(csv, {{}, QDate(2026, 1, 1), u"s"_s}, &result, &errors));
    QVERIFY(errors.join(u' ').contains(u"provider"_s));
    errors.clear();
    QVERIFY(!CloudCatalogCsv::parse(csv, {u"P"_s, {}, u"s"_s}, &result, &errors));
    QVERIFY(errors.join(u' ').contains(u"date"_s));
    errors.clear();
    QVERIFY(!CloudCatalogCsv::looksLikeCatalog(u"gpu,date,condition,usd,source,note\n"_s));
    QVERIFY(
        !CloudCatalogCsv::parse(u"gpu,date\nx,2026-01-01\n"_s, {u"P"_s, QDate(2026, 1, 1), u"s"_s}, &result, &errors));
    QVERIFY(errors.join(u' ').contains(u"InstanceType"_s));
}

void TestCloudCatalog::ownLayoutReadsBack()
{
    CloudRateRow row;
    row.gpuName = u"GeForce RTX 5090"_s;
    row.rate.provider = u"RunPod"_s;
    row.rate.acceleratorName = u"RTX 5090 32GB"_s;
    row.rate.acceleratorCount = 1;
    row.rate.usdPerHour = 0.69;
    row.rate.observedOn = QDate(2026, 10, 1);
    row.rate.source = u"toolshedlabs-hash/gpu-price-feed"_s;
    row.rate.note = u"USD per GPU-hour, with a \"quote\", and a comma"_s;
    CloudRateRow monthly = row;
    monthly.rate.observedOn = QDate(2025, 9, 1);
    monthly.rate.monthly = true;
    CloudCatalogCsv::ParseResult result;
    QStringList errors;
    QVERIFY(CloudCatalogCsv::parse(CloudCatalogCsv::write({row, monthly}), {}, &result, &errors));
    QCOMPARE(result.rows.size(), 2);
    QCOMPARE(result.rows.at(0).gpuName, row.gpuName);
    QCOMPARE(result.rows.at(0).rate.note, row.rate.note);
    QCOMPARE(result.rows.at(0).rate.usdPerHour, row.rate.usdPerHour);
    QCOMPARE(result.rows.at(1).rate.dateLabel(), u"2025-09"_s);
}

void TestCloudCatalog::aliasesPreferTheMostSpecific()
{
    QList<CloudAlias> aliases;
    QStringList errors;
    QVERIFY(CloudCatalogCsv::parseAliases(u"provider,accelerator_name,instance_contains,gpu,note\n"
                                          ",H100,,H100 SXM5 80 GB,\n"
                                          "RunPod,H100,,H100 PCIe 80 GB,\n"
                                          "Vast.ai,H100,NVL,H100 NVL,\n"_s,
                                          &aliases, &errors));
    auto row = [](const QString &provider, const QString &name, const QString &instance) {
        CloudRateRow r;
        r.rate.provider = provider;
        r.rate.acceleratorName = name;
        r.rate.instanceType = instance;
        return r;
    };
    QCOMPARE(CloudCatalogCsv::resolve(row(u"AWS"_s, u"h100"_s, u"p5.48xlarge"_s), aliases), u"H100 SXM5 80 GB"_s);
    QCOMPARE(CloudCatalogCsv::resolve(row(u"runpod"_s, u"H100"_s, u"1x_H100_SECURE"_s), aliases), u"H100 PCIe 80 GB"_s);
    QCOMPARE(CloudCatalogCsv::resolve(row(u"Vast.ai"_s, u"H100"_s, u"2x-H100_NVL-32"_s), aliases), u"H100 NVL"_s);
    QCOMPARE(CloudCatalogCsv::resolve(row(u"Vast.ai"_s, u"H100"_s, u"2x-H100_SXM-32"_s), aliases),
             u"H100 SXM5 80 GB"_s);
    QCOMPARE(CloudCatalogCsv::resolve(row(u"AWS"_s, u"K80"_s, u"p2.xlarge"_s), aliases), QString());
    CloudRateRow named = row(u"AWS"_s, u"H100"_s, {});
    named.gpuName = u"Given"_s;
    QCOMPARE(CloudCatalogCsv::resolve(named, aliases), u"Given"_s);
}

void TestCloudCatalog::summaryTakesEachProvidersNewestCheapestOffer()
{
    auto rate = [](const QString &provider, double price, double count, const QDate &date,
                   std::optional<double> spot = std::nullopt) {
        CloudRate r;
        r.provider = provider;
        r.usdPerHour = price;
        r.spotUsdPerHour = spot;
        r.acceleratorCount = count;
        r.observedOn = date;
        return r;
    };
    const QList<CloudRate> rates = {
        rate(u"RunPod"_s, 0.89, 1, QDate(2026, 8, 1)), // older: replaced by the newer offer
        rate(u"RunPod"_s, 0.69, 1, QDate(2026, 10, 1)),
        rate(u"Vast.ai"_s, 0.80, 2, QDate(2026, 10, 1)),     // 0.40 per GPU
        rate(u"vast.ai"_s, 0.53, 1, QDate(2026, 10, 1)),     // same provider, dearer per GPU
        rate(u"Lambda"_s, 1.29, 1, QDate(2026, 11, 1), 0.5), // after the as-of date below
    };
    const CloudRateSummary summary = CloudRates::summarize(rates, CloudRateKind::OnDemand, QDate(2026, 10, 31));
    QCOMPARE(summary.providers.size(), 2);
    QCOMPARE(summary.cheapest().provider, u"Vast.ai"_s);
    QVERIFY(qFuzzyCompare(summary.cheapest().usdPerGpuHour, 0.40));
    QVERIFY(qFuzzyCompare(*summary.medianUsdPerGpuHour, (0.40 + 0.69) / 2));
    QCOMPARE(summary.newest(), QDate(2026, 10, 1));
    const CloudRateSummary spot = CloudRates::summarize(rates, CloudRateKind::Spot);
    QCOMPARE(spot.providers.size(), 1);
    QVERIFY(qFuzzyCompare(spot.cheapest().usdPerGpuHour, 0.5));
    QVERIFY(CloudRates::summarize({}, CloudRateKind::OnDemand).isEmpty());
}

void TestCloudCatalog::medianOfAnEvenNumberOfProviders()
{
    QList<CloudRate> rates;
    const QList<double> prices = {3.0, 1.0, 2.0};
    for (int i = 0; i < prices.size(); ++i) {
        CloudRate r;
        r.provider = u"P%1"_s.arg(i);
        r.usdPerHour = prices.at(i);
        r.observedOn = QDate(2026, 1, 1);
        rates.append(r);
    }
    QCOMPARE(*CloudRates::summarize(rates, CloudRateKind::OnDemand).medianUsdPerGpuHour, 2.0);
}

QTEST_GUILESS_MAIN(TestCloudCatalog)
#include "tst_cloudcatalog.moc"

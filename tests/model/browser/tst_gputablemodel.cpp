// SPDX-FileCopyrightText: 2026 GPU Advisor contributors
// SPDX-License-Identifier: GPL-3.0-or-later
// The browser's table model and its filter proxy: contents, what-if changes, filtering and
// sorting, each checked with QAbstractItemModelTester; and the evaluator against rankGpus().
#include "model/browser/gpuevaluator.h"
#include "model/browser/gpufilterproxymodel.h"
#include "model/browser/gputablemodel.h"
#include "model/browser/whatifsettings.h"
#include "tests/common/handmadegpus.h"
#include "tests/common/seededdatabase.h"

#include <QAbstractItemModelTester>
#include <QSignalSpy>
#include <QTest>

#include <algorithm>
#include <functional>
#include <memory>

using namespace Qt::StringLiterals;

class TestGpuTableModel final : public QObject
{
    Q_OBJECT

private Q_SLOTS:
    void init();
    void cleanup();

    void showsEveryGpuWithItsSpecs();
    void pricesFollowTheBasisAndMonth();
    void whatIfChangeUpdatesInPlace();
    void evaluatorRecomputesOnlyWhatChanged();
    void currencySymbolChangesTheText();
    void picksAreMarked();
    void proxyFilters_data();
    void proxyFilters();
    void proxyHidesGpusLaunchedAfterTheMonth();
    void proxySortsWithUnknownValuesLast_data();
    void proxySortsWithUnknownValuesLast();
    void proxyResortsWhenTheAssumptionsChange();
    void bySpeedTheUnpricedAreListedApart();
    void evaluatorAgreesWithRankGpus_data();
    void evaluatorAgreesWithRankGpus();
    void evaluatorEntriesRankAsRankGpus_data();
    void evaluatorEntriesRankAsRankGpus();

private:
    QVariant value(qint64 gpuId, int column) const
    {
        return m_model->index(m_model->rowOf(gpuId), column).data(GpuTableModel::ValueRole);
    }
    QList<qint64> proxyOrder() const
    {
        QList<qint64> ids;
        for (int row = 0; row < m_proxy->rowCount(); ++row)
            ids.append(m_proxy->gpuIdAt(row));
        return ids;
    }

    std::unique_ptr<WhatIfSettings> m_settings;
    std::unique_ptr<GpuTableModel> m_model;
    std::unique_ptr<GpuFilterProxyModel> m_proxy;
    std::unique_ptr<QAbstractItemModelTester> m_modelTester;
    std::unique_ptr<QAbstractItemModelTester> m_proxyTester;
};

void TestGpuTableModel::init()
{
    m_settings = std::make_unique<WhatIfSettings>();
    m_model = std::make_unique<GpuTableModel>(HandMadeGpus::snapshot(), m_settings.get());
    m_proxy = std::make_unique<GpuFilterProxyModel>();
    m_proxy->setSourceModel(m_model.get());
    m_modelTester = std::make_unique<QAbstractItemModelTester>(m_model.get(),
                                                               QAbstractItemModelTester::FailureReportingMode::QtTest);
    m_proxyTester = std::make_unique<QAbstractItemModelTester>(m_proxy.get(),
                                                               QAbstractItemModelTester::FailureReportingMode::QtTest);
}

void TestGpuTableModel::cleanup()
{
    m_proxyTester.reset();
    m_modelTester.reset();
    m_proxy.reset();
    m_model.reset();
    m_settings.reset();
}

void TestGpuTableModel::showsEveryGpuWithItsSpecs()
{
    QCOMPARE(m_model->rowCount(), 4);
    QCOMPARE(m_model->columnCount(), int(GpuTableModel::ColumnCount));
    const int row = m_model->rowOf(HandMadeGpus::Fast);
    auto text = [&](int column) {
        return m_model->index(row, column).data().toString();
    };
    QCOMPARE(text(GpuTableModel::Name), u"Fast Card"_s);
    QCOMPARE(text(GpuTableModel::Vendor), u"NVIDIA"_s);
    QCOMPARE(text(GpuTableModel::Architecture), u"Ada Lovelace"_s);
    QCOMPARE(text(GpuTableModel::Segment), u"Consumer"_s);
    QCOMPARE(text(GpuTableModel::Released), u"2022-10"_s);
    QCOMPARE(text(GpuTableModel::Memory), u"24 GB"_s);
    QCOMPARE(text(GpuTableModel::Bandwidth), u"1,008 GB/s"_s);
    QCOMPARE(text(GpuTableModel::TensorThroughput), u"165.0"_s);
    QCOMPARE(text(GpuTableModel::Power), u"450 W"_s);
    QCOMPARE(text(GpuTableModel::Price), u"$1,600"_s);
    QCOMPARE(text(GpuTableModel::PriceDate), u"2023-01-05"_s);
    QCOMPARE(m_model->index(row, GpuTableModel::Power).data(GpuTableModel::GpuIdRole).toLongLong(), HandMadeGpus::Fast);
    QCOMPARE(value(HandMadeGpus::Reference, GpuTableModel::RelativePerformance).toDouble(), 1.0);
    QVERIFY(value(HandMadeGpus::Fast, GpuTableModel::RelativePerformance).toDouble() > 1.0);
    // No tensor cores, no price: the raw value is unknown and the text says so.
    QVERIFY(!value(HandMadeGpus::Cheap, GpuTableModel::TensorThroughput).isValid());
    QVERIFY(!value(HandMadeGpus::Cheap, GpuTableModel::Price).isValid());
    QVERIFY(!value(HandMadeGpus::Cheap, GpuTableModel::PerformancePerDollar).isValid());
    QCOMPARE(m_model->index(m_model->rowOf(HandMadeGpus::Cheap), GpuTableModel::Price).data().toString(),
             u"no price"_s);
    QVERIFY(m_model->headerData(GpuTableModel::PerformancePerDollar, Qt::Horizontal).toString().contains(u"$1,000"_s));
    QCOMPARE(m_model->rowOf(12345), -1);
}

void TestGpuTableModel::pricesFollowTheBasisAndMonth()
{
    // Latest: new $1,200 (2024-01) and used $800 (2023-01). By default the cheaper current offer
    // (issue 25); today neither is current, so the newer, the new one, with its own date.
    QCOMPARE(value(HandMadeGpus::Reference, GpuTableModel::Price).toDouble(), 1200.0);
    QCOMPARE(value(HandMadeGpus::Reference, GpuTableModel::PriceDate).toString(), u"2024-01-01"_s);
    CostParameters cost = m_settings->cost();
    // The post's method averages them, and an average carries both its dates, never only the
    // newer one (issue 11).
    cost.priceBasis = PriceBasis::Average;
    m_settings->setCost(cost);
    QCOMPARE(value(HandMadeGpus::Reference, GpuTableModel::Price).toDouble(), 1000.0);
    QCOMPARE(value(HandMadeGpus::Reference, GpuTableModel::PriceDate).toString(), u"2023-01-10 to 2024-01-01"_s);
    cost.priceBasis = PriceBasis::New;
    m_settings->setCost(cost);
    QCOMPARE(value(HandMadeGpus::Reference, GpuTableModel::Price).toDouble(), 1200.0);
    m_settings->setAsOf(endOfMonth(u"2023-01"_s));
    QCOMPARE(value(HandMadeGpus::Reference, GpuTableModel::Price).toDouble(), 1500.0);
    cost.priceBasis = PriceBasis::Average;
    m_settings->setCost(cost);
    QCOMPARE(value(HandMadeGpus::Reference, GpuTableModel::Price).toDouble(), 1150.0);
    // Performance per $1,000 of total cost: GPU + desktop + five years of electricity.
    const double total = 1150 + 700 + 350 / 1000.0 * 0.15 * 8760 * 0.175 * 5;
    QCOMPARE(value(HandMadeGpus::Reference, GpuTableModel::PerformancePerDollar).toDouble(), 1.0 / total * 1000);
}

void TestGpuTableModel::whatIfChangeUpdatesInPlace()
{
    QSignalSpy layout(m_model.get(), &QAbstractItemModel::layoutChanged);
    QSignalSpy reset(m_model.get(), &QAbstractItemModel::modelReset);
    QSignalSpy rowsRemoved(m_model.get(), &QAbstractItemModel::rowsRemoved);
    QSignalSpy evaluated(m_model.get(), &GpuTableModel::evaluated);
    const QPersistentModelIndex fast = m_model->index(m_model->rowOf(HandMadeGpus::Fast), GpuTableModel::Name);
    const double before = value(HandMadeGpus::Fast, GpuTableModel::PerformancePerDollar).toDouble();
    CostParameters cost = m_settings->cost();
    cost.kwhPriceUsd = 0.5;
    m_settings->setCost(cost);
    QCOMPARE(reset.count(), 0);
    QCOMPARE(rowsRemoved.count(), 0);
    QCOMPARE(evaluated.count(), 1);
    QCOMPARE(layout.count(), 1);
    // Rows stay where they are.
    QCOMPARE(fast.row(), m_model->rowOf(HandMadeGpus::Fast));
    QVERIFY(value(HandMadeGpus::Fast, GpuTableModel::PerformancePerDollar).toDouble() < before);

    // A setting that changes nothing is not a change.
    m_settings->setCost(cost);
    QCOMPARE(evaluated.count(), 1);
    QCOMPARE(layout.count(), 1);

    const double int8 = value(HandMadeGpus::Fast, GpuTableModel::RelativePerformance).toDouble();
    m_settings->setMetric(Metric::LlmGeneration);
    QCOMPARE(evaluated.count(), 2);
    QVERIFY(value(HandMadeGpus::Fast, GpuTableModel::RelativePerformance).toDouble() < int8);
}

void TestGpuTableModel::evaluatorRecomputesOnlyWhatChanged()
{
    GpuEvaluator evaluator(HandMadeGpus::snapshot());
    const PerformanceParameters performance = PerformanceParameters::defaults();
    CostParameters cost;
    using Part = GpuEvaluator::Part;
    QCOMPARE(evaluator.evaluate(Metric::Int8Inference, performance, cost, {}),
             Part::Performance | Part::Prices | Part::Costs);
    QCOMPARE(evaluator.evaluate(Metric::Int8Inference, performance, cost, {}), GpuEvaluator::Parts(Part::None));
    cost.utilization = 0.5;
    QCOMPARE(evaluator.evaluate(Metric::Int8Inference, performance, cost, {}), GpuEvaluator::Parts(Part::Costs));
    QCOMPARE(evaluator.evaluate(Metric::Int8Inference, performance, cost, QDate(2023, 1, 31)),
             Part::Prices | Part::Costs);
    QCOMPARE(evaluator.evaluate(Metric::Fp16Training, performance, cost, QDate(2023, 1, 31)),
             GpuEvaluator::Parts(Part::Performance));
    PerformanceParameters other = performance;
    other.rocmEfficiency = 0.5;
    QCOMPARE(evaluator.evaluate(Metric::Fp16Training, other, cost, QDate(2023, 1, 31)),
             GpuEvaluator::Parts(Part::Performance));
    QVERIFY(evaluator.error().isEmpty());

    other.referenceGpu = u"No Such GPU"_s;
    evaluator.evaluate(Metric::Fp16Training, other, cost, QDate(2023, 1, 31));
    QVERIFY(evaluator.error().contains(u"No Such GPU"_s));
    QCOMPARE(evaluator.entries().first().performance.relative, 0.0);
}

void TestGpuTableModel::currencySymbolChangesTheText()
{
    QSignalSpy headers(m_model.get(), &QAbstractItemModel::headerDataChanged);
    m_settings->setCurrencySymbol(u"€"_s);
    QCOMPARE(m_model->index(m_model->rowOf(HandMadeGpus::Fast), GpuTableModel::Price).data().toString(), u"€1,600"_s);
    QVERIFY(m_model->headerData(GpuTableModel::PerformancePerDollar, Qt::Horizontal).toString().contains(u"€1,000"_s));
    QCOMPARE(headers.count(), 1);
}

void TestGpuTableModel::picksAreMarked()
{
    QSignalSpy changed(m_model.get(), &QAbstractItemModel::dataChanged);
    m_model->setPicks({HandMadeGpus::Fast});
    QCOMPARE(changed.count(), 1);
    QVERIFY(m_model->index(m_model->rowOf(HandMadeGpus::Fast), 3).data(GpuTableModel::PickRole).toBool());
    QVERIFY(!m_model->index(m_model->rowOf(HandMadeGpus::Cheap), 3).data(GpuTableModel::PickRole).toBool());
    m_model->setPicks({HandMadeGpus::Fast});
    QCOMPARE(changed.count(), 1);
    m_model->setPicks({});
    QVERIFY(!m_model->index(m_model->rowOf(HandMadeGpus::Fast), 3).data(GpuTableModel::PickRole).toBool());
}

void TestGpuTableModel::proxyFilters_data()
{
    QTest::addColumn<GpuFilter>("filter");
    QTest::addColumn<QList<qint64>>("expected");
    auto f = [](auto change) {
        GpuFilter filter;
        change(filter);
        return filter;
    };
    using H = HandMadeGpus;
    QTest::newRow("none") << GpuFilter() << QList<qint64>{H::Reference, H::Fast, H::Cheap, H::Datacenter};
    QTest::newRow("24 GB or more") << f([](GpuFilter &x) { x.minVramGb = 24; })
                                   << QList<qint64>{H::Reference, H::Fast, H::Datacenter};
    QTest::newRow("AMD") << f([](GpuFilter &x) { x.vendor = u"AMD"_s; }) << QList<qint64>{H::Cheap};
    QTest::newRow("datacenter") << f([](GpuFilter &x) { x.segment = FormFactor::Datacenter; })
                                << QList<qint64>{H::Datacenter};
    QTest::newRow("with a used price") << f([](GpuFilter &x) { x.price = GpuFilter::PriceAvailability::Used; })
                                       << QList<qint64>{H::Reference};
    QTest::newRow("with a price") << f([](GpuFilter &x) { x.price = GpuFilter::PriceAvailability::Priced; })
                                  << QList<qint64>{H::Reference, H::Fast, H::Datacenter};
    QTest::newRow("launched since 2022") << f([](GpuFilter &x) { x.releasedSince = QDate(2022, 1, 1); })
                                         << QList<qint64>{H::Fast, H::Datacenter};
    QTest::newRow("text") << f([](GpuFilter &x) { x.text = u"card"_s; })
                          << QList<qint64>{H::Fast, H::Cheap, H::Datacenter};
}

void TestGpuTableModel::proxyFilters()
{
    QFETCH(GpuFilter, filter);
    QFETCH(QList<qint64>, expected);
    QSignalSpy filterChanged(m_proxy.get(), &GpuFilterProxyModel::filterChanged);
    m_proxy->setFilter(filter);
    QCOMPARE(filterChanged.count(), filter == GpuFilter() ? 0 : 1);
    QList<qint64> shown = proxyOrder();
    std::sort(shown.begin(), shown.end());
    QCOMPARE(shown, expected);
    for (qint64 id : {HandMadeGpus::Reference, HandMadeGpus::Fast, HandMadeGpus::Cheap, HandMadeGpus::Datacenter})
        QCOMPARE(m_proxy->rowOf(id) >= 0, expected.contains(id));
    m_proxy->setFilter(GpuFilter());
    QCOMPARE(m_proxy->rowCount(), 4);
}

void TestGpuTableModel::proxyHidesGpusLaunchedAfterTheMonth()
{
    m_settings->setAsOf(endOfMonth(u"2023-01"_s));
    QCOMPARE(m_proxy->rowCount(), 3);
    QCOMPARE(m_proxy->rowOf(HandMadeGpus::Datacenter), -1);
    m_settings->setAsOf(endOfMonth(u"2021-01"_s));
    QCOMPARE(m_proxy->rowCount(), 2);
    m_settings->setAsOf({});
    QCOMPARE(m_proxy->rowCount(), 4);
}

void TestGpuTableModel::proxySortsWithUnknownValuesLast_data()
{
    QTest::addColumn<int>("column");
    QTest::addColumn<Qt::SortOrder>("order");
    QTest::addColumn<QList<qint64>>("expected");
    using H = HandMadeGpus;
    // Price (latest, cheapest): reference $800 (used), fast $1,600, datacenter $30,000, cheap none.
    QTest::newRow("price ascending") << int(GpuTableModel::Price) << Qt::AscendingOrder
                                     << QList<qint64>{H::Reference, H::Fast, H::Datacenter, H::Cheap};
    QTest::newRow("price descending") << int(GpuTableModel::Price) << Qt::DescendingOrder
                                      << QList<qint64>{H::Datacenter, H::Fast, H::Reference, H::Cheap};
    QTest::newRow("tensor descending") << int(GpuTableModel::TensorThroughput) << Qt::DescendingOrder
                                       << QList<qint64>{H::Datacenter, H::Fast, H::Reference, H::Cheap};
    QTest::newRow("name ascending") << int(GpuTableModel::Name) << Qt::AscendingOrder
                                    << QList<qint64>{H::Cheap, H::Datacenter, H::Fast, H::Reference};
    QTest::newRow("released ascending") << int(GpuTableModel::Released) << Qt::AscendingOrder
                                        << QList<qint64>{H::Cheap, H::Reference, H::Fast, H::Datacenter};
    QTest::newRow("memory descending, ties in source order")
        << int(GpuTableModel::Memory) << Qt::DescendingOrder
        << QList<qint64>{H::Datacenter, H::Reference, H::Fast, H::Cheap};
}

void TestGpuTableModel::proxySortsWithUnknownValuesLast()
{
    QFETCH(int, column);
    QFETCH(Qt::SortOrder, order);
    QFETCH(QList<qint64>, expected);
    m_proxy->sort(column, order);
    QCOMPARE(proxyOrder(), expected);
}

void TestGpuTableModel::proxyResortsWhenTheAssumptionsChange()
{
    m_proxy->sort(GpuTableModel::Price, Qt::AscendingOrder);
    QCOMPARE(proxyOrder().first(), HandMadeGpus::Reference);
    // As of 2023-01 the reference costs (1,500 + 800) / 2 = 1,150 and the datacenter card is
    // not out yet; new prices only: the reference 1,500, the fast card 1,600.
    m_settings->setAsOf(endOfMonth(u"2023-01"_s));
    QCOMPARE(proxyOrder(), (QList<qint64>{HandMadeGpus::Reference, HandMadeGpus::Fast, HandMadeGpus::Cheap}));
    m_settings->setAsOf({});
    CostParameters cost = m_settings->cost();
    cost.priceBasis = PriceBasis::Used;
    m_settings->setCost(cost);
    // Only the reference has a used price; the rest sort after it.
    QCOMPARE(proxyOrder().first(), HandMadeGpus::Reference);
    QVERIFY(!m_proxy->index(1, GpuTableModel::Price).data(GpuTableModel::ValueRole).isValid());
}

// Issue 25: sorted by speed, a GPU without a price is never ranked among the priced ones, in
// either order (the cheap card has a performance estimate but no price).
void TestGpuTableModel::bySpeedTheUnpricedAreListedApart()
{
    QVERIFY(value(HandMadeGpus::Cheap, GpuTableModel::RelativePerformance).isValid());
    QVERIFY(!value(HandMadeGpus::Cheap, GpuTableModel::Price).isValid());
    for (const Qt::SortOrder order : {Qt::AscendingOrder, Qt::DescendingOrder}) {
        m_proxy->sort(GpuTableModel::RelativePerformance, order);
        const QList<qint64> ids = proxyOrder();
        QCOMPARE(ids.size(), 4);
        QCOMPARE(ids.last(), HandMadeGpus::Cheap);
        // The priced ones keep the order asked for.
        for (int i = 0; i + 2 < ids.size(); ++i) {
            const double a = value(ids.at(i), GpuTableModel::RelativePerformance).toDouble();
            const double b = value(ids.at(i + 1), GpuTableModel::RelativePerformance).toDouble();
            QVERIFY(order == Qt::AscendingOrder ? a <= b : a >= b);
        }
    }
}

void TestGpuTableModel::evaluatorAgreesWithRankGpus_data()
{
    QTest::addColumn<Metric>("metric");
    QTest::addColumn<QString>("asOf");
    QTest::addColumn<PriceBasis>("basis");
    QTest::newRow("int8, latest, cheapest") << Metric::Int8Inference << QString() << PriceBasis::Cheapest;
    QTest::newRow("int8, latest, average") << Metric::Int8Inference << QString() << PriceBasis::Average;
    QTest::newRow("int8, 2023-01, average") << Metric::Int8Inference << u"2023-01"_s << PriceBasis::Average;
    QTest::newRow("training, 2023-01, new") << Metric::Fp16Training << u"2023-01"_s << PriceBasis::New;
    QTest::newRow("llm, latest, used") << Metric::LlmGeneration << QString() << PriceBasis::Used;
    QTest::newRow("image, 2024-06, average") << Metric::ImageGeneration << u"2024-06"_s << PriceBasis::Average;
    QTest::newRow("image, 2024-06, cheapest") << Metric::ImageGeneration << u"2024-06"_s << PriceBasis::Cheapest;
}

void TestGpuTableModel::evaluatorAgreesWithRankGpus()
{
    QFETCH(Metric, metric);
    QFETCH(QString, asOf);
    QFETCH(PriceBasis, basis);
    SeededDatabase db;
    QVERIFY2(db.isValid(), qPrintable(db.error()));
    QString error;
    const GpuSnapshot snapshot = GpuSnapshot::load(db.gpus(), &error);
    QVERIFY2(error.isEmpty(), qPrintable(error));
    QCOMPARE(snapshot.gpus.size(), db.gpus().gpus().size());

    RankingOptions options;
    options.metric = metric;
    options.asOf = asOf.isEmpty() ? QDate() : endOfMonth(asOf);
    options.cost.priceBasis = basis;
    const QList<RankEntry> ranked =
        rankGpus(snapshot.gpus, snapshot.prices, PerformanceParameters::defaults(), options, &error);
    QVERIFY2(error.isEmpty(), qPrintable(error));

    WhatIfSettings settings;
    settings.setMetric(metric);
    settings.setAsOf(options.asOf);
    settings.setCost(options.cost);
    GpuTableModel model(snapshot, &settings);
    GpuFilterProxyModel proxy;
    proxy.setSourceModel(&model);
    QAbstractItemModelTester tester(&proxy, QAbstractItemModelTester::FailureReportingMode::QtTest);
    // The same GPUs (those launched by the month), the same figures, and sorted by performance
    // per dollar the same order.
    QCOMPARE(proxy.rowCount(), ranked.size());
    proxy.sort(GpuTableModel::PerformancePerDollar, Qt::DescendingOrder);
    for (int i = 0; i < ranked.size(); ++i) {
        const RankEntry &expected = ranked.at(i);
        const RankEntry &actual = model.entry(model.rowOf(expected.gpu.id));
        QCOMPARE(actual.performance.relative, expected.performance.relative);
        QCOMPARE(actual.priceUsd, expected.priceUsd);
        QCOMPARE(actual.performancePerDollar(), expected.performancePerDollar());
        // Where two GPUs tie exactly (two machines of one chip at one price), either may come
        // first: the value at each place is the same.
        if (expected.performancePerDollar() && proxy.gpuIdAt(i) != expected.gpu.id)
            QCOMPARE(model.entry(model.rowOf(proxy.gpuIdAt(i))).performancePerDollar(),
                     expected.performancePerDollar());
    }
}

void TestGpuTableModel::evaluatorEntriesRankAsRankGpus_data()
{
    QTest::addColumn<Metric>("metric");
    QTest::addColumn<QString>("asOf");
    QTest::addColumn<double>("minVramGb");
    QTest::addColumn<int>("limit");
    QTest::addColumn<bool>("bySpeed");
    QTest::addColumn<bool>("nvidiaOnly");
    QTest::newRow("int8, latest, all") << Metric::Int8Inference << QString() << 0.0 << 0 << false << false;
    QTest::newRow("training, 2023-01, 24 GB, top 5")
        << Metric::Fp16Training << u"2023-01"_s << 24.0 << 5 << false << false;
    QTest::newRow("llm, by speed, top 3") << Metric::LlmGeneration << QString() << 0.0 << 3 << true << false;
    QTest::newRow("int8, NVIDIA only, top 4") << Metric::Int8Inference << QString() << 0.0 << 4 << false << true;
}

// Issue 24: `rank` ranks the evaluator's entries (rankEntries) instead of ranking a second time
// (rankGpus); both give the same GPUs in the same order with the same figures.
void TestGpuTableModel::evaluatorEntriesRankAsRankGpus()
{
    QFETCH(Metric, metric);
    QFETCH(QString, asOf);
    QFETCH(double, minVramGb);
    QFETCH(int, limit);
    QFETCH(bool, bySpeed);
    QFETCH(bool, nvidiaOnly);
    SeededDatabase db;
    QVERIFY2(db.isValid(), qPrintable(db.error()));
    QString error;
    const GpuSnapshot snapshot = GpuSnapshot::load(db.gpus(), &error);
    QVERIFY2(error.isEmpty(), qPrintable(error));

    RankingOptions options;
    options.metric = metric;
    options.asOf = asOf.isEmpty() ? QDate() : endOfMonth(asOf);
    options.minVramGb = minVramGb;
    options.limit = limit;
    options.sort = bySpeed ? RankingOptions::Sort::Performance : RankingOptions::Sort::Value;
    const auto isNvidia = [](const RankEntry &e) {
        return e.gpu.vendor.compare(u"NVIDIA"_s, Qt::CaseInsensitive) == 0;
    };
    RankingOptions all = options;
    all.limit = 0;
    QList<RankEntry> expected =
        rankGpus(snapshot.gpus, snapshot.prices, PerformanceParameters::defaults(), nvidiaOnly ? all : options, &error);
    QVERIFY2(error.isEmpty(), qPrintable(error));
    if (nvidiaOnly) {
        expected.removeIf([&](const RankEntry &e) { return !isNvidia(e); });
        qsizetype priced = 0;
        expected.erase(std::find_if(expected.begin(), expected.end(),
                                    [&](const RankEntry &e) { return e.priceUsd && ++priced > limit; }),
                       expected.end());
    }

    PerformanceParameters effective = PerformanceParameters::defaults();
    effective.software = options.effectiveSoftware();
    GpuEvaluator evaluator(snapshot);
    evaluator.evaluate(metric, effective, options.cost, options.asOf);
    QVERIFY2(evaluator.error().isEmpty(), qPrintable(evaluator.error()));
    const QList<RankEntry> actual = rankEntries(
        evaluator.entries(), options, nvidiaOnly ? std::function<bool(const RankEntry &)>(isNvidia) : nullptr);
    QVERIFY(!actual.isEmpty());
    QCOMPARE(actual.size(), expected.size());
    for (qsizetype i = 0; i < actual.size(); ++i) {
        QCOMPARE(actual.at(i).gpu.id, expected.at(i).gpu.id);
        QCOMPARE(actual.at(i).performance.relative, expected.at(i).performance.relative);
        QCOMPARE(actual.at(i).priceUsd, expected.at(i).priceUsd);
        QCOMPARE(actual.at(i).performancePerDollar(), expected.at(i).performancePerDollar());
    }
}

QTEST_GUILESS_MAIN(TestGpuTableModel)
#include "tst_gputablemodel.moc"

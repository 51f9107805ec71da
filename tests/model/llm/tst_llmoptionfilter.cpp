// SPDX-FileCopyrightText: 2026 GPU Advisor contributors
// SPDX-License-Identifier: GPL-3.0-or-later
// The Language models table's filters (issue 25): the kinds of configuration, the search, the
// configurations over the budget shown or hidden on purpose, the plain status of each row, and
// the planner's answer with those over the budget kept and marked.
#include "model/llm/llmformats.h"
#include "model/llm/llmmodelcsv.h"
#include "model/llm/llmoptionfilter.h"
#include "model/llm/llmoptionsortmodel.h"
#include "model/llm/llmoptionstatus.h"
#include "model/llm/llmoptiontablemodel.h"

#include <QAbstractItemModelTester>
#include <QFile>
#include <QLocale>
#include <QTest>

#include <algorithm>

using namespace Qt::StringLiterals;

namespace {

/// A fitting configuration of `count` devices named `name` of the given kind.
LlmPlanOption option(const QString &name, int count, const QString &kind, std::optional<double> price,
                     double perUserSpeed = 20)
{
    LlmPlanOption o;
    LlmDevice d;
    d.name = name;
    o.configuration.groups = {DeviceGroup{d, count}};
    o.estimate.fits = true;
    o.estimate.kind = kind;
    o.estimate.decodeTokensPerS = perUserSpeed;
    o.estimate.perUserDecodeTokensPerS = perUserSpeed;
    if (kind == u"offload"_s) {
        o.estimate.offloadGb = 20;
        o.systemRamGb = 64;
    }
    o.priceUsd = price;
    return o;
}

LlmModel catalogModel(const QString &name)
{
    QFile file(QStringLiteral(GPUADVISOR_SOURCE_DIR "/resources/seed/llm_models.csv"));
    if (!file.open(QIODevice::ReadOnly))
        return {};
    QList<LlmModel> models;
    QStringList errors;
    LlmModelCsv::parse(QString::fromUtf8(file.readAll()), &models, &errors, false);
    return findModel(models, name).value_or(LlmModel{});
}

LlmPlanInput card(const QString &name, double gb, double bandwidth, double usd)
{
    LlmPlanInput in;
    in.gpu.id = qHash(name);
    in.gpu.name = name;
    in.gpu.vendor = u"NVIDIA"_s;
    in.gpu.vramGb = gb;
    in.gpu.memoryBandwidthGbs = bandwidth;
    in.gpu.fp16TensorTflops = 100;
    in.gpu.fp32Tflops = 50;
    in.gpu.tdpWatts = 300;
    in.gpu.pcieGeneration = 4;
    in.gpu.releaseYear = 2023;
    PriceObservation p;
    p.gpuId = in.gpu.id;
    p.observedOn = QDate(2025, 6, 1);
    p.monthly = true;
    p.usd = usd;
    in.prices = {p};
    return in;
}

} // namespace

class TestLlmOptionFilter final : public QObject
{
    Q_OBJECT

private Q_SLOTS:
    void initTestCase() { QLocale::setDefault(QLocale(QLocale::English)); }

    void status_data()
    {
        QTest::addColumn<double>("speed");
        QTest::addColumn<double>("price");
        QTest::addColumn<double>("target");
        QTest::addColumn<double>("budget");
        QTest::addColumn<QString>("status");
        QTest::newRow("nothing asked") << 21.4 << 1500.0 << 0.0 << 0.0 << u"Fits"_s;
        QTest::newRow("meets the target") << 31.0 << 1500.0 << 30.0 << 0.0 << u"Meets the target"_s;
        QTest::newRow("within the budget") << 31.0 << 1500.0 << 0.0 << 2000.0 << u"Within the budget"_s;
        QTest::newRow("meets both") << 31.0 << 1500.0 << 30.0 << 2000.0 << u"Meets the target within the budget"_s;
        QTest::newRow("misses the speed")
            << 21.4 << 1500.0 << 30.0 << 0.0 << u"Misses the speed target: 21.4 of 30 tokens/s"_s;
        QTest::newRow("over budget") << 31.0 << 2450.0 << 0.0 << 2000.0 << u"Over budget by $450"_s;
        QTest::newRow("misses both") << 21.4 << 2450.0 << 30.0 << 2000.0
                                     << u"Misses the speed target: 21.4 of 30 tokens/s; over budget by $450"_s;
        QTest::newRow("unpriced against a budget")
            << 31.0 << 0.0 << 0.0 << 2000.0 << u"No price, so not held to the budget"_s;
    }
    void status()
    {
        QFETCH(double, speed);
        QFETCH(double, price);
        QFETCH(double, target);
        QFETCH(double, budget);
        QFETCH(QString, status);
        LlmPlanOption o =
            option(u"GeForce RTX 3090"_s, 1, u"gpus"_s, price > 0 ? std::optional(price) : std::nullopt, speed);
        LlmOptionStatus::Limits limits;
        if (target > 0)
            limits.minTokensPerS = target;
        if (budget > 0)
            limits.budgetUsd = budget;
        QCOMPARE(LlmOptionStatus::text(o, limits), status);
        QCOMPARE(LlmOptionStatus::isOverBudget(o, limits), budget > 0 && price > budget);
        // As the planner marks it: the target and the budget it was held to.
        if (target > 0 && speed < target)
            o.missedTargetTokensPerS = target;
        if (budget > 0 && price > budget)
            o.overBudgetUsd = budget;
        QCOMPARE(LlmOptionStatus::text(o, limits), status);
        QCOMPARE(LlmOptionStatus::isOverBudget(o, {}), budget > 0 && price > budget);
    }

    void doesNotFit()
    {
        LlmPlanOption o = option(u"GeForce RTX 4060"_s, 1, u"gpus"_s, 300.0);
        o.estimate.fits = false;
        QCOMPARE(LlmOptionStatus::text(o, {30.0, 2000.0}), u"Does not fit"_s);
    }

    void accepts_data()
    {
        QTest::addColumn<int>("kinds");
        QTest::addColumn<QString>("search");
        QTest::addColumn<bool>("showOverBudget");
        QTest::addColumn<QStringList>("shown");
        const QStringList all{u"GeForce RTX 3090"_s, u"2 × GeForce RTX 3090"_s, u"Apple Mac Studio M3 Ultra"_s,
                              u"GeForce RTX 4060 + 64 GB RAM"_s, u"2 × RTX 6000 Ada"_s};
        const int every = int(LlmOptionFilter::AllKinds);
        QTest::newRow("everything") << every << QString() << true << all;
        QTest::newRow("one card") << int(LlmOptionFilter::Kind::OneCard) << QString() << true
                                  << QStringList{u"GeForce RTX 3090"_s};
        QTest::newRow("several cards") << int(LlmOptionFilter::Kind::SeveralCards) << QString() << true
                                       << QStringList{u"2 × GeForce RTX 3090"_s, u"2 × RTX 6000 Ada"_s};
        QTest::newRow("unified") << int(LlmOptionFilter::Kind::Unified) << QString() << true
                                 << QStringList{u"Apple Mac Studio M3 Ultra"_s};
        QTest::newRow("offload") << int(LlmOptionFilter::Kind::Offload) << QString() << true
                                 << QStringList{u"GeForce RTX 4060 + 64 GB RAM"_s};
        QTest::newRow("none") << 0 << QString() << true << QStringList{};
        QTest::newRow("search ignores case")
            << every << u" rtx 3090 "_s << true << QStringList{u"GeForce RTX 3090"_s, u"2 × GeForce RTX 3090"_s};
        QTest::newRow("over budget hidden")
            << every << QString() << false
            << QStringList{u"GeForce RTX 3090"_s, u"2 × GeForce RTX 3090"_s, u"Apple Mac Studio M3 Ultra"_s,
                           u"GeForce RTX 4060 + 64 GB RAM"_s};
        QTest::newRow("several cards within budget")
            << int(LlmOptionFilter::Kind::SeveralCards) << QString() << false << QStringList{u"2 × GeForce RTX 3090"_s};
    }
    void accepts()
    {
        QFETCH(int, kinds);
        QFETCH(QString, search);
        QFETCH(bool, showOverBudget);
        QFETCH(QStringList, shown);
        LlmPlanOption rtx6000 = option(u"RTX 6000 Ada"_s, 2, u"gpus"_s, 14000.0);
        rtx6000.overBudgetUsd = 3000; // as the planner marks it
        const QList<LlmPlanOption> options{option(u"GeForce RTX 3090"_s, 1, u"gpus"_s, 990.0),
                                           option(u"GeForce RTX 3090"_s, 2, u"gpus"_s, 2900.0),
                                           option(u"Apple Mac Studio M3 Ultra"_s, 1, u"unified"_s, 2999.0),
                                           option(u"GeForce RTX 4060"_s, 1, u"offload"_s, std::nullopt), rtx6000};
        LlmOptionFilter filter;
        filter.kinds = LlmOptionFilter::Kinds(kinds);
        filter.search = search;
        filter.showOverBudget = showOverBudget;
        QStringList accepted;
        for (const LlmPlanOption &o : options) {
            if (filter.accepts(o))
                accepted.append(o.label());
        }
        QCOMPARE(accepted, shown);

        // The proxy shows the same rows, and says how many of all.
        LlmOptionTableModel table;
        table.setOptions(options, 5, u"$"_s, {std::nullopt, 3000.0});
        LlmOptionSortModel proxy;
        proxy.setSourceModel(&table);
        QAbstractItemModelTester tester(&proxy, QAbstractItemModelTester::FailureReportingMode::QtTest);
        proxy.setFilter(filter);
        QStringList rows;
        for (int row = 0; row < proxy.rowCount(); ++row)
            rows.append(proxy.index(row, LlmOptionTableModel::Devices).data().toString());
        QCOMPARE(rows, shown);
        QCOMPARE(proxy.shownText(), u"%1 of 5 configurations shown"_s.arg(shown.size()));
    }

    void proxySettersFilterOneThingEach()
    {
        LlmOptionTableModel table;
        LlmPlanOption over = option(u"RTX 6000 Ada"_s, 1, u"gpus"_s, 7000.0);
        over.overBudgetUsd = 3000;
        table.setOptions({option(u"GeForce RTX 3090"_s, 1, u"gpus"_s, 990.0), over,
                          option(u"Apple Mac Studio M3 Ultra"_s, 1, u"unified"_s, 2999.0)},
                         5, u"$"_s, {std::nullopt, 3000.0});
        LlmOptionSortModel proxy;
        proxy.setSourceModel(&table);
        QAbstractItemModelTester tester(&proxy, QAbstractItemModelTester::FailureReportingMode::QtTest);
        QCOMPARE(proxy.rowCount(), 3);
        QCOMPARE(proxy.index(1, LlmOptionTableModel::Fits).data().toString(), u"Over budget by $4,000"_s);
        proxy.setShowOverBudget(false);
        QCOMPARE(proxy.rowCount(), 2);
        proxy.setKinds(LlmOptionFilter::Kind::Unified);
        QCOMPARE(proxy.rowCount(), 1);
        proxy.setKinds(LlmOptionFilter::AllKinds);
        proxy.setSearch(u"mac"_s);
        QCOMPARE(proxy.rowCount(), 1);
        QCOMPARE(proxy.shownText(), u"1 of 3 configurations shown"_s);
        // A new answer keeps the filter.
        table.setOptions({option(u"Apple Mac mini M4 Pro"_s, 1, u"unified"_s, 1999.0),
                          option(u"GeForce RTX 3090"_s, 1, u"gpus"_s, 990.0)},
                         5, u"$"_s);
        QCOMPARE(proxy.rowCount(), 1);
        QCOMPARE(proxy.shownText(), u"1 of 2 configurations shown"_s);
    }

    // The planner leaves out what is over the budget; the table's answer keeps it, marked as the
    // planner marks it, and is otherwise the same.
    void overBudgetConfigurationsAreKeptAndMarked()
    {
        const LlmPlanner planner;
        LlmPlanRequest r;
        r.workload = {
            catalogModel(u"Llama 3.1 70B"_s), *weightFormat(u"Q4_K_M"_s), *kvCacheType(u"F16"_s), 8192, 1, {}};
        QVERIFY(!r.workload.model.name.isEmpty());
        const QList<LlmPlanInput> devices{card(u"Card 24"_s, 24, 1000, 1600), card(u"Card 48"_s, 48, 900, 4000),
                                          card(u"Card 80"_s, 80, 2000, 15000)};
        const QList<LlmPlanOption> all = planner.plan(r, devices);
        r.budgetUsd = 5000;
        const QList<LlmPlanOption> within = planner.plan(r, devices);
        const QList<LlmPlanOption> kept = planKeepingOverBudget(planner, r, devices);
        QVERIFY(within.size() < all.size());
        QCOMPARE(kept.size(), all.size());
        int over = 0;
        for (const LlmPlanOption &o : kept) {
            QVERIFY(o.priceUsd);
            if (*o.priceUsd > 5000) {
                ++over;
                QVERIFY2(!o.meetsTarget, qPrintable(o.label()));
                QCOMPARE(o.overBudgetUsd, 5000.0);
                QVERIFY(!o.whyNot.isEmpty());
                QVERIFY(LlmOptionStatus::text(o, {std::nullopt, 5000.0}).startsWith(u"Over budget by "_s));
            } else {
                const auto same = std::find_if(within.cbegin(), within.cend(),
                                               [&](const LlmPlanOption &w) { return w.label() == o.label(); });
                QVERIFY2(same != within.cend(), qPrintable(o.label()));
                QCOMPARE(o.meetsTarget, same->meetsTarget);
            }
        }
        QCOMPARE(over, int(all.size() - within.size()));
    }
};

QTEST_GUILESS_MAIN(TestLlmOptionFilter)
#include "tst_llmoptionfilter.moc"

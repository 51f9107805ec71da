// SPDX-FileCopyrightText: 2026 GPU Advisor contributors
// SPDX-License-Identifier: GPL-3.0-or-later
// The build planner's rules: power-limit curve, PSU sizing, circuits and the power-limited
// alternative, platform, memory, chassis and cooling, warnings, prices and costs.
#include "model/build/buildplanner.h"
#include "model/build/buildrules.h"
#include "model/performance/performancemodel.h"

#include <QTest>

#include <cmath>

using namespace Qt::StringLiterals;
using BuildRules::Platform;

namespace {

Gpu withSpecs(Gpu g, double bandwidth, double fp32, std::optional<double> fp16, std::optional<double> int8,
              const QString &memory, bool fp8 = false);

/// A card with the specs that matter to the planner (the dataset's values for the named cards).
Gpu card(const QString &name, double vramGb, int tdp, std::optional<double> slots, const QString &architecture,
         FormFactor formFactor = FormFactor::Consumer, const QString &boardType = u"PCIe card"_s,
         const QString &vendor = u"NVIDIA"_s, int tensorCoreGeneration = 3)
{
    Gpu g;
    static qint64 nextId = 1;
    g.id = nextId++;
    g.name = name;
    g.vendor = vendor;
    g.architecture = architecture;
    g.vramGb = vramGb;
    g.tdpWatts = tdp;
    g.slotWidth = slots;
    g.formFactor = formFactor;
    g.boardType = boardType;
    g.tensorCoreGeneration = tensorCoreGeneration;
    g.launchMsrpUsd = 1000;
    return g;
}

Gpu rtx4090()
{
    return withSpecs(card(u"GeForce RTX 4090"_s, 24, 450, 3, u"Ada Lovelace"_s, FormFactor::Consumer, u"PCIe card"_s,
                          u"NVIDIA"_s, 4),
                     1008, 82.6, 165.2, 660.6, u"GDDR6X"_s, true);
}
Gpu rtx3090()
{
    return withSpecs(card(u"GeForce RTX 3090"_s, 24, 350, 3, u"Ampere"_s), 936, 35.6, 71.2, 284, u"GDDR6X"_s);
}
Gpu rtx3090Ti()
{
    return withSpecs(card(u"GeForce RTX 3090 Ti"_s, 24, 450, 3, u"Ampere"_s), 1008, 40.0, 80.0, 320.0, u"GDDR6X"_s);
}
Gpu rtx5090()
{
    return withSpecs(card(u"GeForce RTX 5090"_s, 32, 575, 2, u"Blackwell (GB20x)"_s, FormFactor::Consumer,
                          u"PCIe card"_s, u"NVIDIA"_s, 5),
                     1792, 104.8, 209.5, 838, u"GDDR7"_s, true);
}
Gpu rtx3080()
{
    return withSpecs(card(u"GeForce RTX 3080 (10 GB)"_s, 10, 320, 2, u"Ampere"_s), 760, 29.8, 59.5, 238, u"GDDR6X"_s);
}
Gpu rtx2080Ti()
{
    return withSpecs(
        card(u"GeForce RTX 2080 Ti"_s, 11, 250, 2, u"Turing"_s, FormFactor::Consumer, u"PCIe card"_s, u"NVIDIA"_s, 2),
        616, 13.4, 53.8, 215.2, u"GDDR6"_s);
}
Gpu rtxA6000()
{
    return withSpecs(card(u"RTX A6000"_s, 48, 300, 2, u"Ampere"_s, FormFactor::Workstation), 768, 38.7, 154.8, 309.7,
                     u"GDDR6"_s);
}
Gpu rtxA4000()
{
    return withSpecs(card(u"RTX A4000"_s, 16, 140, 1, u"Ampere"_s, FormFactor::Workstation), 448, 19.2, 76.7, 153.4,
                     u"GDDR6"_s);
}
Gpu a100Pcie()
{
    return withSpecs(
        card(u"A100 PCIe 40 GB"_s, 40, 250, 2, u"Ampere"_s, FormFactor::Datacenter, u"PCIe card (passive)"_s), 1555,
        19.5, 312, 624, u"HBM2e"_s);
}
Gpu h100Sxm()
{
    return withSpecs(card(u"H100 SXM5 80 GB"_s, 80, 700, std::nullopt, u"Hopper"_s, FormFactor::Datacenter,
                          u"SXM5 module"_s, u"NVIDIA"_s, 4),
                     3350, 67, 989.4, 1979, u"HBM3"_s, true);
}
Gpu rx7900xtx()
{
    return withSpecs(
        card(u"Radeon RX 7900 XTX"_s, 24, 355, 2.5, u"RDNA 3"_s, FormFactor::Consumer, u"PCIe card"_s, u"AMD"_s, 0),
        960, 61.4, 122.8, std::nullopt, u"GDDR6"_s);
}
Gpu gtx1080Ti()
{
    return withSpecs(
        card(u"GeForce GTX 1080 Ti"_s, 11, 250, 2, u"Pascal"_s, FormFactor::Consumer, u"PCIe card"_s, u"NVIDIA"_s, 0),
        484, 11.3, std::nullopt, std::nullopt, u"GDDR5X"_s);
}

/// The spec dataset's rates of a card, which the performance model's power cap reads.
Gpu withSpecs(Gpu g, double bandwidth, double fp32, std::optional<double> fp16, std::optional<double> int8,
              const QString &memory, bool fp8)
{
    g.memoryBandwidthGbs = bandwidth;
    g.fp32Tflops = fp32;
    g.fp16TensorTflops = fp16;
    g.int8Tops = int8;
    g.memoryType = memory;
    g.fp8 = fp8;
    return g;
}

PriceObservation price(const Gpu &gpu, PriceCondition condition, double usd, const QString &date, const QString &source)
{
    PriceObservation p;
    p.gpuId = gpu.id;
    p.condition = condition;
    p.usd = usd;
    p.observedOn = QDate::fromString(date, Qt::ISODate);
    p.monthly = false;
    p.source = source;
    return p;
}

BuildRequest requestFor(const Gpu &gpu, int count, std::optional<int> limit = std::nullopt)
{
    BuildRequest r;
    r.gpus.append({gpu.name, count});
    r.powerLimitWatts = limit;
    return r;
}

BuildPlan planFor(const Gpu &gpu, int count, std::optional<int> limit = std::nullopt,
                  const QString &circuit = QString())
{
    BuildRequest r = requestFor(gpu, count, limit);
    r.circuitKey = circuit;
    return BuildPlanner::planWith(r, {{gpu, {}}});
}

} // namespace

class TestBuildPlanner final : public QObject
{
    Q_OBJECT

private Q_SLOTS:
    void powerLimitIsTheRankingsPowerCap();
    void thePostsPowerLimitMeasurement();
    void psuChoice_data();
    void psuChoice();
    void systemRam_data();
    void systemRam();
    void sizing_data();
    void sizing();
    void agreesWithNvidiaPsuAdvice_data();
    void agreesWithNvidiaPsuAdvice();
    void circuitAlternative_data();
    void circuitAlternative();
    void noTrustedLimitForEightGpusOnAnOutlet();
    void warnings_data();
    void warnings();
    void memoryCheck_data();
    void memoryCheck();
    void prices_data();
    void prices();
    void costs();
    void severalMachines();
    void validation_data();
    void validation();
    void everyPartIsPricedByAKnownName();
    void yourBudgetRamAndPc();
};

void TestBuildPlanner::powerLimitIsTheRankingsPowerCap()
{
    // One model for both: the planner's speed cost of a limit is the performance model's power
    // cap, for the build's workload (16-bit training without one).
    const PerformanceModel model;
    for (const Gpu &gpu : {rtx2080Ti(), rtx3090(), rtx4090(), rtx5090(), rtxA6000(), a100Pcie(), h100Sxm()}) {
        double previous = 1.0;
        for (int limit = gpu.tdpWatts; limit >= BuildRules::minimumPowerLimit(gpu.tdpWatts); limit -= 25) {
            const BuildPlan plan = planFor(gpu, 1, limit);
            const double planned = plan.gpus.first().performanceFactor;
            const double ranked = model.estimate(gpu, Metric::Fp16Training, limit).relative /
                                  model.estimate(gpu, Metric::Fp16Training).relative;
            QVERIFY2(std::abs(planned - ranked) < 1e-12, qPrintable(gpu.name));
            QVERIFY2(planned <= previous + 1e-12, qPrintable(gpu.name));
            previous = planned;
        }
        QCOMPARE(planFor(gpu, 1, gpu.tdpWatts + 100).gpus.first().performanceFactor, 1.0);
    }
    // An 8-bit inference build is charged on 8-bit inference.
    BuildRequest r = requestFor(h100Sxm(), 1, 400);
    MemoryWorkload w;
    w.parameters = 7e9;
    w.format = NumberFormat::Int8;
    w.mode = WorkloadMode::Inference;
    r.workload = w;
    const double planned = BuildPlanner::planWith(r, {{h100Sxm(), {}}}).gpus.first().performanceFactor;
    QVERIFY(std::abs(planned - model.powerLimitFactor(h100Sxm(), Metric::Int8Inference, 400)) < 1e-12);
    QCOMPARE(BuildRules::minimumPowerLimit(350), 175);
    QCOMPARE(BuildRules::minimumPowerLimit(575), 288);
}

void TestBuildPlanner::thePostsPowerLimitMeasurement()
{
    // The post: 50 W off a 250 W RTX 2080 Ti costs about 7% of its BERT-large inference speed.
    BuildRequest r = requestFor(rtx2080Ti(), 1, 200);
    MemoryWorkload bert;
    bert.parameters = 340e6;
    bert.format = NumberFormat::Fp16;
    bert.mode = WorkloadMode::Inference;
    r.workload = bert;
    const double slowdown = 1 - BuildPlanner::planWith(r, {{rtx2080Ti(), {}}}).gpus.first().performanceFactor;
    qInfo("RTX 2080 Ti at 200 W: %.1f%% slower on 16-bit inference", slowdown * 100);
    // The model gives less than the post measured (docs/model.md §3 says why); never more.
    QVERIFY2(slowdown >= 0.0 && slowdown < 0.08, qPrintable(QString::number(slowdown)));
}

void TestBuildPlanner::psuChoice_data()
{
    QTest::addColumn<double>("required");
    QTest::addColumn<int>("platform");
    QTest::addColumn<QString>("text");
    QTest::addColumn<int>("capacity");
    QTest::newRow("small desktop") << 300.0 << int(Platform::Desktop) << u"550 W"_s << 550;
    QTest::newRow("exactly 850") << 850.0 << int(Platform::Desktop) << u"850 W"_s << 850;
    QTest::newRow("just above 850") << 851.0 << int(Platform::Desktop) << u"1,000 W"_s << 1000;
    QTest::newRow("1,958 W") << 1958.0 << int(Platform::Workstation) << u"2,000 W"_s << 2000;
    QTest::newRow("above 2,000 W: two ATX units") << 2398.0 << int(Platform::Workstation) << u"2 × 1,200 W"_s << 2400;
    QTest::newRow("server, one unit and a spare")
        << 1500.0 << int(Platform::Server) << u"1 + 1 × 1,600 W server PSUs"_s << 1600;
    QTest::newRow("server 3,146 W") << 3146.0 << int(Platform::Server) << u"2 + 1 × 1,600 W server PSUs"_s << 3200;
    QTest::newRow("server 7,106 W") << 7106.0 << int(Platform::Server) << u"4 + 1 × 2,000 W server PSUs"_s << 8000;
    QTest::newRow("server beyond four of the largest")
        << 14000.0 << int(Platform::Server) << u"5 + 1 × 3,300 W server PSUs"_s << 16500;
}

void TestBuildPlanner::psuChoice()
{
    QFETCH(double, required);
    QFETCH(int, platform);
    QFETCH(QString, text);
    QFETCH(int, capacity);
    const BuildRules::PsuChoice psu = BuildRules::choosePsu(required, Platform(platform));
    QCOMPARE(psu.text(), text);
    QCOMPARE(psu.capacityWatts(), capacity);
    QVERIFY(psu.capacityWatts() >= required);
}

void TestBuildPlanner::systemRam_data()
{
    QTest::addColumn<int>("gpus");
    QTest::addColumn<double>("vram");
    QTest::addColumn<int>("ram");
    QTest::newRow("1 small card: the 32 GB floor") << 1 << 12.0 << 32;
    QTest::newRow("1 x 24 GB: twice is 48 -> 64") << 1 << 24.0 << 64;
    QTest::newRow("2 x 12 GB: the 64 GB floor") << 2 << 24.0 << 64;
    QTest::newRow("4 x 11 GB: the 128 GB floor") << 4 << 44.0 << 128;
    QTest::newRow("4 x 24 GB: 192") << 4 << 96.0 << 192;
    QTest::newRow("8 x 11 GB: the 256 GB floor") << 8 << 88.0 << 256;
    QTest::newRow("8 x 80 GB: 1,536") << 8 << 640.0 << 1536;
}

void TestBuildPlanner::systemRam()
{
    QFETCH(int, gpus);
    QFETCH(double, vram);
    QFETCH(int, ram);
    QCOMPARE(BuildRules::systemRamGb(gpus, vram), ram);
}

void TestBuildPlanner::sizing_data()
{
    QTest::addColumn<Gpu>("gpu");
    QTest::addColumn<int>("count");
    QTest::addColumn<int>("limit"); // 0 = none
    QTest::addColumn<int>("platform");
    QTest::addColumn<double>("fullLoad");
    QTest::addColumn<QString>("psu");
    QTest::addColumn<int>("ram");
    QTest::addColumn<bool>("ecc");
    QTest::addColumn<int>("cores");
    QTest::addColumn<bool>("exceedsOutlet");

    const int desktop = int(Platform::Desktop);
    const int workstation = int(Platform::Workstation);
    const int server = int(Platform::Server);
    QTest::newRow("1 x RTX 4090") << rtx4090() << 1 << 0 << desktop << 700.0 << u"850 W"_s << 64 << false << 8 << false;
    QTest::newRow("1 x RTX 4090 at 350 W")
        << rtx4090() << 1 << 350 << desktop << 600.0 << u"750 W"_s << 64 << false << 8 << false;
    QTest::newRow("1 x RTX 3080") << rtx3080() << 1 << 0 << desktop << 570.0 << u"650 W"_s << 32 << false << 8 << false;
    QTest::newRow("2 x RTX 3090") << rtx3090() << 2 << 0 << desktop << 950.0 << u"1,200 W"_s << 96 << false << 8
                                  << false;
    QTest::newRow("2 x RTX 4090") << rtx4090() << 2 << 0 << desktop << 1150.0 << u"1,300 W"_s << 96 << false << 8
                                  << false;
    QTest::newRow("2 x RTX A6000") << rtxA6000() << 2 << 0 << desktop << 850.0 << u"1,000 W"_s << 192 << false << 8
                                   << false;
    QTest::newRow("4 x RTX 3090") << rtx3090() << 4 << 0 << workstation << 1780.0 << u"2,000 W"_s << 192 << true << 16
                                  << true;
    QTest::newRow("4 x RTX 3090 at 300 W")
        << rtx3090() << 4 << 300 << workstation << 1580.0 << u"2,000 W"_s << 192 << true << 16 << true;
    QTest::newRow("4 x RTX 3090 at 250 W")
        << rtx3090() << 4 << 250 << workstation << 1380.0 << u"1,600 W"_s << 192 << true << 16 << true;
    QTest::newRow("4 x RTX 3080") << rtx3080() << 4 << 0 << workstation << 1660.0 << u"2,000 W"_s << 128 << true << 16
                                  << true;
    QTest::newRow("4 x RTX 4090") << rtx4090() << 4 << 0 << workstation << 2180.0 << u"2 × 1,200 W"_s << 192 << true
                                  << 16 << true;
    QTest::newRow("4 x RTX 2080 Ti") << rtx2080Ti() << 4 << 0 << workstation << 1380.0 << u"1,600 W"_s << 128 << true
                                     << 16 << true;
    QTest::newRow("8 x RTX 2080 Ti") << rtx2080Ti() << 8 << 0 << server << 2860.0 << u"2 + 1 × 1,600 W server PSUs"_s
                                     << 256 << true << 32 << true;
    QTest::newRow("8 x A100 PCIe 40 GB") << a100Pcie() << 8 << 0 << server << 2860.0 << u"2 + 1 × 1,600 W server PSUs"_s
                                         << 768 << true << 32 << true;
    QTest::newRow("8 x H100 SXM5") << h100Sxm() << 8 << 0 << server << 6460.0 << u"4 + 1 × 2,000 W server PSUs"_s
                                   << 1536 << true << 32 << true;
    QTest::newRow("8 x H100 SXM5 at 500 W")
        << h100Sxm() << 8 << 500 << server << 4860.0 << u"4 + 1 × 1,600 W server PSUs"_s << 1536 << true << 32 << true;
    QTest::newRow("4 x H100 SXM5: modules need a server")
        << h100Sxm() << 4 << 0 << server << 3660.0 << u"3 + 1 × 1,600 W server PSUs"_s << 768 << true << 16 << true;
}

void TestBuildPlanner::sizing()
{
    QFETCH(Gpu, gpu);
    QFETCH(int, count);
    QFETCH(int, limit);
    QFETCH(int, platform);
    QFETCH(double, fullLoad);
    QFETCH(QString, psu);
    QFETCH(int, ram);
    QFETCH(bool, ecc);
    QFETCH(int, cores);
    QFETCH(bool, exceedsOutlet);
    const BuildPlan plan = planFor(gpu, count, limit ? std::optional<int>(limit) : std::nullopt);
    QCOMPARE(int(plan.platform), platform);
    QCOMPARE(plan.sustainedWatts(), fullLoad);
    QCOMPARE(plan.requiredPsuWatts, fullLoad * 1.1);
    QCOMPARE(plan.psu.text(), psu);
    QVERIFY(plan.psu.capacityWatts() >= plan.requiredPsuWatts);
    QCOMPARE(plan.ramGb, ram);
    QCOMPARE(plan.ramEcc, ecc);
    QCOMPARE(plan.cpuCores, cores);
    QCOMPARE(plan.wallWatts, fullLoad / 0.9);
    // Servers default to a rack feed; on a US 15 A outlet (1,440 W continuous) the big builds are too much.
    const BuildPlan onOutlet = planFor(gpu, count, limit ? std::optional<int>(limit) : std::nullopt, u"us-15a"_s);
    QCOMPARE(onOutlet.exceedsCircuit, exceedsOutlet);
    QCOMPARE(plan.hasNote(u"circuit"_s), plan.exceedsCircuit);
    QCOMPARE(plan.parts.first().type, u"GPU"_s);
    QCOMPARE(plan.parts.first().quantity, count);
    const BuildPart *supply = nullptr;
    for (const BuildPart &part : plan.parts) {
        if (part.type == u"Power supply")
            supply = &part;
    }
    QVERIFY(supply);
    QCOMPARE(supply->quantity, plan.psu.totalUnits());
}

void TestBuildPlanner::agreesWithNvidiaPsuAdvice_data()
{
    QTest::addColumn<Gpu>("gpu");
    QTest::addColumn<int>("watts");
    // NVIDIA's recommended system PSU for its Founders Edition cards.
    QTest::newRow("RTX 3090: 750 W") << rtx3090() << 750;
    QTest::newRow("RTX 3090 Ti: 850 W") << rtx3090Ti() << 850;
    QTest::newRow("RTX 4090: 850 W") << rtx4090() << 850;
    QTest::newRow("RTX 5090: 1,000 W") << rtx5090() << 1000;
}

void TestBuildPlanner::agreesWithNvidiaPsuAdvice()
{
    QFETCH(Gpu, gpu);
    QFETCH(int, watts);
    QCOMPARE(planFor(gpu, 1).psu.capacityWatts(), watts);
}

void TestBuildPlanner::circuitAlternative_data()
{
    QTest::addColumn<QString>("circuit");
    QTest::addColumn<int>("limit"); // 0 = none
    QTest::addColumn<bool>("exceeds");
    QTest::addColumn<int>("alternative");
    QTest::addColumn<double>("slowdown");
    QTest::addColumn<QString>("alternativePsu");
    // 4 x RTX 3090: 1,780 W of parts, 1,978 W from the wall.
    QTest::newRow("US 15 A") << u"us-15a"_s << 0 << true << 225 << 0.038 << u"1,600 W"_s;
    QTest::newRow("US 15 A, already at 300 W") << u"us-15a"_s << 300 << true << 225 << 0.038 << u"1,600 W"_s;
    QTest::newRow("US 20 A") << u"us-20a"_s << 0 << true << 335 << 0.004 << u"2,000 W"_s;
    QTest::newRow("US 20 A at 300 W (the post's fix)") << u"us-20a"_s << 300 << false << 0 << 0.0 << QString();
    QTest::newRow("UK 13 A") << u"uk-13a"_s << 0 << false << 0 << 0.0 << QString();
    QTest::newRow("EU 16 A") << u"eu-16a"_s << 0 << false << 0 << 0.0 << QString();
}

void TestBuildPlanner::circuitAlternative()
{
    QFETCH(QString, circuit);
    QFETCH(int, limit);
    QFETCH(bool, exceeds);
    QFETCH(int, alternative);
    QFETCH(double, slowdown);
    QFETCH(QString, alternativePsu);
    const BuildPlan plan = planFor(rtx3090(), 4, limit ? std::optional<int>(limit) : std::nullopt, circuit);
    QCOMPARE(plan.circuit.key, circuit);
    QCOMPARE(plan.exceedsCircuit, exceeds);
    QCOMPARE(plan.alternative.has_value(), exceeds);
    if (!exceeds) {
        QVERIFY(!plan.hasNote(u"power-limit-alternative"_s));
        return;
    }
    QVERIFY(plan.alternative->feasible);
    QCOMPARE(plan.alternative->limitWatts, alternative);
    QVERIFY2(std::abs((1 - plan.alternative->performanceFactor) - slowdown) < 0.002,
             qPrintable(QString::number(1 - plan.alternative->performanceFactor)));
    QVERIFY(plan.alternative->wallWatts <= plan.circuit.continuousWatts());
    QCOMPARE(plan.alternative->psu.text(), alternativePsu);
    const BuildNote *note = plan.note(u"power-limit-alternative"_s);
    QVERIFY(note);
    QVERIFY2(note->text.contains(u"%1 W per GPU"_s.arg(alternative)), qPrintable(note->text));
    // 5 W more would not fit.
    const BuildPlan above = planFor(rtx3090(), 4, alternative + 5, circuit);
    QVERIFY(above.exceedsCircuit);
}

void TestBuildPlanner::noTrustedLimitForEightGpusOnAnOutlet()
{
    const BuildPlan plan = planFor(h100Sxm(), 8, std::nullopt, u"us-15a"_s);
    QVERIFY(plan.exceedsCircuit);
    QVERIFY(plan.alternative && !plan.alternative->feasible);
    QCOMPARE(plan.alternative->circuitsNeeded, 5);
    const BuildNote *note = plan.note(u"power-limit-alternative"_s);
    QVERIFY(note);
    QCOMPARE(note->severity, NoteSeverity::Critical);
    QVERIFY(note->text.contains(u"5 such circuits"_s));
    // The server default, a 208 V 30 A rack feed (4,992 W), is not enough either: two feeds.
    const BuildPlan rack = planFor(h100Sxm(), 8);
    QCOMPARE(rack.circuit.key, u"rack-208v-30a"_s);
    QCOMPARE(rack.alternative->circuitsNeeded, 2);
}

void TestBuildPlanner::warnings_data()
{
    QTest::addColumn<QList<Gpu>>("gpus");
    QTest::addColumn<QList<int>>("counts");
    QTest::addColumn<QString>("key");
    QTest::addColumn<int>("severity"); // -1 = the note must be absent
    QTest::newRow("RTX 4090: 12VHPWR") << QList<Gpu>{rtx4090()} << QList<int>{1} << u"12vhpwr"_s
                                       << int(NoteSeverity::Warning);
    QTest::newRow("RTX 5090: 12VHPWR") << QList<Gpu>{rtx5090()} << QList<int>{1} << u"12vhpwr"_s
                                       << int(NoteSeverity::Warning);
    QTest::newRow("RTX 3090: no 12VHPWR") << QList<Gpu>{rtx3090()} << QList<int>{1} << u"12vhpwr"_s << -1;
    QTest::newRow("H100 SXM module: no 12VHPWR") << QList<Gpu>{h100Sxm()} << QList<int>{8} << u"12vhpwr"_s << -1;
    QTest::newRow("AMD: software caveat")
        << QList<Gpu>{rx7900xtx()} << QList<int>{1} << u"amd"_s << int(NoteSeverity::Warning);
    QTest::newRow("NVIDIA: no AMD caveat") << QList<Gpu>{rtx3090()} << QList<int>{1} << u"amd"_s << -1;
    QTest::newRow("mixed types") << QList<Gpu>{rtxA6000(), rtxA4000()} << QList<int>{2, 1} << u"mixed"_s
                                 << int(NoteSeverity::Warning);
    QTest::newRow("one type: not mixed") << QList<Gpu>{rtxA6000()} << QList<int>{2} << u"mixed"_s << -1;
    QTest::newRow("4 x 3-slot: do not fit")
        << QList<Gpu>{rtx3090()} << QList<int>{4} << u"slots"_s << int(NoteSeverity::Critical);
    QTest::newRow("3 x 3-slot: do not fit")
        << QList<Gpu>{rtx4090()} << QList<int>{3} << u"slots"_s << int(NoteSeverity::Critical);
    QTest::newRow("4 x 2-slot: stacked") << QList<Gpu>{rtx2080Ti()} << QList<int>{4} << u"stacked"_s
                                         << int(NoteSeverity::Warning);
    QTest::newRow("3 x 2-slot: room for gaps")
        << QList<Gpu>{rtx2080Ti()} << QList<int>{3} << u"spacing"_s << int(NoteSeverity::Info);
    QTest::newRow("2 x 3-slot: spacing") << QList<Gpu>{rtx3090()} << QList<int>{2} << u"spacing"_s
                                         << int(NoteSeverity::Info);
    QTest::newRow("1 x 3-slot: check the case")
        << QList<Gpu>{rtx4090()} << QList<int>{1} << u"slots"_s << int(NoteSeverity::Info);
    QTest::newRow("8 x 3-slot consumer in a server")
        << QList<Gpu>{rtx3090()} << QList<int>{8} << u"slots"_s << int(NoteSeverity::Critical);
    QTest::newRow("8 x 2-slot consumer: clearance")
        << QList<Gpu>{rtx2080Ti()} << QList<int>{8} << u"clearance"_s << int(NoteSeverity::Warning);
    QTest::newRow("passive card in a workstation")
        << QList<Gpu>{a100Pcie()} << QList<int>{4} << u"passive"_s << int(NoteSeverity::Warning);
    QTest::newRow("passive cards in a server are fine")
        << QList<Gpu>{a100Pcie()} << QList<int>{8} << u"passive"_s << -1;
    QTest::newRow("no tensor cores") << QList<Gpu>{gtx1080Ti()} << QList<int>{1} << u"no-tensor-cores"_s
                                     << int(NoteSeverity::Warning);
    QTest::newRow("servers: redundant PSUs")
        << QList<Gpu>{rtx2080Ti()} << QList<int>{8} << u"server-power"_s << int(NoteSeverity::Info);
    QTest::newRow("above 2,000 W: two PSUs")
        << QList<Gpu>{rtx4090()} << QList<int>{4} << u"dual-psu"_s << int(NoteSeverity::Info);
    QTest::newRow("4 GPUs: PCIe lanes") << QList<Gpu>{rtx2080Ti()} << QList<int>{4} << u"pcie"_s
                                        << int(NoteSeverity::Info);
}

void TestBuildPlanner::warnings()
{
    QFETCH(QList<Gpu>, gpus);
    QFETCH(QList<int>, counts);
    QFETCH(QString, key);
    QFETCH(int, severity);
    BuildRequest r;
    QList<BuildGpuInput> inputs;
    for (qsizetype i = 0; i < gpus.size(); ++i) {
        r.gpus.append({gpus.at(i).name, counts.at(i)});
        inputs.append({gpus.at(i), {}});
    }
    const BuildPlan plan = BuildPlanner::planWith(r, inputs);
    const BuildNote *note = plan.note(key);
    if (severity < 0) {
        QVERIFY2(!note, qPrintable(note ? note->text : QString()));
        return;
    }
    QVERIFY2(note, qPrintable(key));
    QCOMPARE(int(note->severity), severity);
    QVERIFY(!note->text.isEmpty());
    // Most serious first.
    for (qsizetype i = 1; i < plan.notes.size(); ++i)
        QVERIFY(int(plan.notes.at(i - 1).severity) >= int(plan.notes.at(i).severity));
}

void TestBuildPlanner::memoryCheck_data()
{
    QTest::addColumn<Gpu>("gpu");
    QTest::addColumn<int>("count");
    QTest::addColumn<int>("machines");
    QTest::addColumn<double>("parameters");
    QTest::addColumn<int>("mode");
    QTest::addColumn<int>("severity");
    QTest::newRow("7B fp16 inference on a 24 GB card: fits")
        << rtx4090() << 1 << 1 << 7e9 << int(WorkloadMode::Inference) << int(NoteSeverity::Info);
    QTest::newRow("70B fp16 inference on 1 x 24 GB: not enough")
        << rtx4090() << 1 << 1 << 70e9 << int(WorkloadMode::Inference) << int(NoteSeverity::Critical);
    QTest::newRow("70B QLoRA on 4 x 24 GB: split over cards")
        << rtx3090() << 4 << 1 << 70e9 << int(WorkloadMode::Qlora) << int(NoteSeverity::Warning);
    QTest::newRow("70B fp16 inference on 2 machines x 4 x 24 GB: split across machines")
        << rtx3090() << 4 << 2 << 70e9 << int(WorkloadMode::Inference) << int(NoteSeverity::Warning);
    QTest::newRow("7B full training on 1 x 24 GB: not enough")
        << rtx4090() << 1 << 1 << 7e9 << int(WorkloadMode::Training) << int(NoteSeverity::Critical);
}

void TestBuildPlanner::memoryCheck()
{
    QFETCH(Gpu, gpu);
    QFETCH(int, count);
    QFETCH(int, machines);
    QFETCH(double, parameters);
    QFETCH(int, mode);
    QFETCH(int, severity);
    BuildRequest r = requestFor(gpu, count);
    r.machines = machines;
    MemoryWorkload w;
    w.parameters = parameters;
    w.mode = WorkloadMode(mode);
    r.workload = w;
    QVERIFY(r.validate().isEmpty());
    const BuildPlan plan = BuildPlanner::planWith(r, {{gpu, {}}});
    QVERIFY(plan.memory);
    QCOMPARE(plan.memory->totalGb(), estimateMemory(w).totalGb());
    const BuildNote *note = plan.note(u"memory"_s);
    QVERIFY(note);
    QCOMPARE(int(note->severity), severity);
    QVERIFY2(note->text.contains(QString::number(plan.memory->totalGb(), 'f', 1)), qPrintable(note->text));
}

void TestBuildPlanner::prices_data()
{
    QTest::addColumn<int>("condition");
    QTest::addColumn<bool>("withNew");
    QTest::addColumn<bool>("withUsed");
    QTest::addColumn<double>("unitUsd");
    QTest::addColumn<int>("origin");
    QTest::addColumn<QString>("date");
    const int newC = int(PriceCondition::New);
    const int usedC = int(PriceCondition::Used);
    QTest::newRow("new, both on record") << newC << true << true << 1599.0 << int(GpuPriceOrigin::Requested)
                                         << u"2024-05-02"_s;
    QTest::newRow("used, both on record")
        << usedC << true << true << 1100.0 << int(GpuPriceOrigin::Requested) << u"2024-05-20"_s;
    QTest::newRow("used, only new on record")
        << usedC << true << false << 1599.0 << int(GpuPriceOrigin::OtherCondition) << u"2024-05-02"_s;
    QTest::newRow("no observation: launch MSRP")
        << newC << false << false << 1000.0 << int(GpuPriceOrigin::LaunchMsrp) << QString();
}

void TestBuildPlanner::prices()
{
    QFETCH(int, condition);
    QFETCH(bool, withNew);
    QFETCH(bool, withUsed);
    QFETCH(double, unitUsd);
    QFETCH(int, origin);
    QFETCH(QString, date);
    const Gpu gpu = rtx4090();
    QList<PriceObservation> observations;
    if (withNew) {
        observations.append(price(gpu, PriceCondition::New, 1799, u"2023-11-02"_s, u"Amazon, listing"_s));
        observations.append(price(gpu, PriceCondition::New, 1599, u"2024-05-02"_s, u"Amazon, listing"_s));
    }
    if (withUsed)
        observations.append(price(gpu, PriceCondition::Used, 1100, u"2024-05-20"_s, u"eBay, sold"_s));
    BuildRequest r = requestFor(gpu, 2);
    r.condition = PriceCondition(condition);
    const BuildPlan plan = BuildPlanner::planWith(r, {{gpu, observations}});
    QCOMPARE(plan.gpus.first().unitUsd.value_or(-1), unitUsd);
    QCOMPARE(int(plan.gpus.first().priceOrigin), origin);
    QCOMPARE(plan.gpus.first().priceDate, date);
    QCOMPARE(plan.priceDate(), date);
    QCOMPARE(plan.parts.first().totalUsd().value_or(-1), unitUsd * 2);
    QCOMPARE(plan.hasNote(u"price-fallback"_s), origin != int(GpuPriceOrigin::Requested));
    // "As of" an earlier month takes the price of then.
    r.priceAsOf = QDate(2023, 12, 31);
    if (withNew && condition == int(PriceCondition::New))
        QCOMPARE(BuildPlanner::planWith(r, {{gpu, observations}}).gpus.first().unitUsd.value_or(-1), 1799.0);
}

void TestBuildPlanner::costs()
{
    const Gpu gpu = rtx3090();
    BuildRequest r = requestFor(gpu, 4, 300);
    r.cost.years = 5;
    r.cost.kwhPriceUsd = 0.2;
    r.cost.utilization = 0.5;
    r.gridKgPerKwh = 0.4;
    const BuildPlan plan =
        BuildPlanner::planWith(r, {{gpu, {price(gpu, PriceCondition::New, 1000, u"2024-01-01"_s, u"Shop"_s)}}});
    // GPUs at their limit plus the workstation's 150 W while training.
    const double watts = 4 * 300 + 150;
    const double kwhPerYear = watts / 1000 * 0.5 * 8760;
    QCOMPARE(plan.energyKwhPerYear, kwhPerYear);
    QCOMPARE(plan.electricityUsd, kwhPerYear * 0.2 * 5);
    QCOMPARE(plan.co2Kg, kwhPerYear * 5 * 0.4);
    double parts = 0;
    for (const BuildPart &part : plan.parts)
        parts += part.totalUsd().value_or(0);
    QCOMPARE(plan.hardwareUsd, parts);
    QVERIFY(plan.hardwarePriceComplete);
    QCOMPARE(plan.totalCostOfOwnershipUsd(), parts + plan.electricityUsd);
    QVERIFY(!plan.assumptions.isEmpty());
    QVERIFY(plan.assumptions.join(u' ').contains(u"0.4 kg CO2e per kWh (your value)"_s));
    // The default grid intensity is the documented world average.
    r.gridKgPerKwh = -1;
    const BuildPlan byDefault = BuildPlanner::planWith(r, {{gpu, {}}});
    QCOMPARE(byDefault.gridKgPerKwh, BuildRules::DefaultGridKgPerKwh);
    QVERIFY(byDefault.assumptions.join(u' ').contains(u"Ember"_s));
    // No price at all: the total says it is incomplete.
    Gpu unpriced = gpu;
    unpriced.launchMsrpUsd.reset();
    const BuildPlan incomplete = BuildPlanner::planWith(r, {{unpriced, {}}});
    QVERIFY(!incomplete.hardwarePriceComplete);
    QVERIFY(incomplete.hasNote(u"no-price"_s));
}

void TestBuildPlanner::severalMachines()
{
    const Gpu gpu = rtx4090();
    BuildRequest r = requestFor(gpu, 2);
    const BuildPlan one = BuildPlanner::planWith(r, {{gpu, {}}});
    r.machines = 3;
    const BuildPlan three = BuildPlanner::planWith(r, {{gpu, {}}});
    QVERIFY(one.network.isEmpty());
    QVERIFY(!one.hasNote(u"network"_s));
    QVERIFY(three.network.contains(u"50 Gbit/s"_s));
    QVERIFY(three.hasNote(u"network"_s));
    QVERIFY(three.hasNote(u"fewer-machines"_s));
    QCOMPARE(three.totalGpus(), 6);
    QCOMPARE(three.energyKwhPerYear, one.energyKwhPerYear * 3);
    double perMachine = 0;
    double shared = 0;
    for (const BuildPart &part : three.parts)
        (part.shared ? shared : perMachine) += part.totalUsd().value_or(0);
    QVERIFY(shared > 0); // the switch
    QCOMPARE(three.hardwareUsd, perMachine * 3 + shared);
    QVERIFY(three.title().contains(u"3 machines"_s));
}

void TestBuildPlanner::validation_data()
{
    QTest::addColumn<BuildRequest>("request");
    QTest::addColumn<QString>("fragment");
    BuildRequest empty;
    QTest::newRow("no GPU") << empty << u"gpu"_s;
    QTest::newRow("count 0") << requestFor(rtx3090(), 0) << u"count"_s;
    QTest::newRow("count 9") << requestFor(rtx3090(), 9) << u"count"_s;
    BuildRequest tooMany = requestFor(rtxA6000(), 6);
    tooMany.gpus.append({rtxA4000().name, 3});
    QTest::newRow("9 GPUs in one machine") << tooMany << u"at most 8"_s;
    BuildRequest noMachines = requestFor(rtx3090(), 1);
    noMachines.machines = 0;
    QTest::newRow("0 machines") << noMachines << u"machines"_s;
    QTest::newRow("limit below half the TDP") << requestFor(rtx3090(), 1, 150) << u"power-limit must be from 175"_s;
    QTest::newRow("limit above the TDP") << requestFor(rtx3090(), 1, 400) << u"power-limit"_s;
    BuildRequest circuit = requestFor(rtx3090(), 1);
    circuit.circuitKey = u"mars-400v"_s;
    QTest::newRow("unknown circuit") << circuit << u"circuit"_s;
    BuildRequest grid = requestFor(rtx3090(), 1);
    grid.gridKgPerKwh = 9;
    QTest::newRow("grid intensity") << grid << u"grid-intensity"_s;
    BuildRequest years = requestFor(rtx3090(), 1);
    years.cost.years = 0;
    QTest::newRow("years") << years << u"years"_s;
}

void TestBuildPlanner::validation()
{
    QFETCH(BuildRequest, request);
    QFETCH(QString, fragment);
    const QString problem = BuildPlanner::validate(request, {rtx3090()});
    QVERIFY2(problem.contains(fragment), qPrintable(problem));
    QCOMPARE(BuildPlanner::validate(requestFor(rtx3090(), 4, 175), {rtx3090()}), QString());
    QCOMPARE(BuildPlanner::validate(requestFor(rtx3090(), 4, 350), {rtx3090()}), QString());
}

// Issue 25, point 6: a whole-build budget, a RAM size of the user's choosing, and "reuse my PC".
void TestBuildPlanner::yourBudgetRamAndPc()
{
    const Gpu gpu = rtx3090();
    const QList<BuildGpuInput> inputs{{gpu, {price(gpu, PriceCondition::Used, 990, u"2026-10-01"_s, u"eBay"_s)}}};
    BuildRequest r = requestFor(gpu, 1);
    r.condition = PriceCondition::Used;
    const BuildPlan rule = BuildPlanner::planWith(r, inputs);
    QCOMPARE(rule.ramGb, 64); // twice 24 GB, rounded up to a size sold
    QVERIFY(!rule.hasNote(u"budget"_s) && !rule.hasNote(u"ram"_s));

    // The user's RAM: the memory line and its price follow; less than the rule is said.
    r.ramGb = 32;
    const BuildPlan smaller = BuildPlanner::planWith(r, inputs);
    QCOMPARE(smaller.ramGb, 32);
    QVERIFY(smaller.hasNote(u"ram"_s));
    QCOMPARE(smaller.note(u"ram"_s)->severity, NoteSeverity::Info);
    QVERIFY(smaller.hardwareUsd < rule.hardwareUsd);
    r.ramGb = 128;
    QVERIFY(!BuildPlanner::planWith(r, inputs).hasNote(u"ram"_s));
    r.ramGb = 0;

    // Reuse my PC: the GPUs and the power supply are bought; the rest is the user's.
    r.reusePc = true;
    const BuildPlan reused = BuildPlanner::planWith(r, inputs);
    QStringList types;
    for (const BuildPart &part : reused.parts)
        types.append(part.type);
    QCOMPARE(types, (QStringList{u"GPU"_s, u"Power supply"_s}));
    double bought = 0;
    for (const BuildPart &part : reused.parts)
        bought += part.totalUsd().value_or(0);
    QCOMPARE(reused.hardwareUsd, bought);
    QVERIFY(reused.reusedParts.contains(u"Memory"_s));
    QVERIFY(reused.hasNote(u"reuse-pc"_s));
    QVERIFY(reused.assumptions.join(u' ').contains(u"Reused from your PC"_s));
    // The PSU is still sized for the whole machine, and the electricity counts it all.
    QCOMPARE(reused.psu.capacityWatts(), rule.psu.capacityWatts());
    QCOMPARE(reused.electricityUsd, rule.electricityUsd);
    BuildRequest two = r;
    two.machines = 2;
    QVERIFY(!two.validate().isEmpty());
    r.reusePc = false;

    // A whole-build budget: a warning only when the build is over it, saying by how much.
    r.budgetUsd = rule.hardwareUsd + 1;
    QVERIFY(!BuildPlanner::planWith(r, inputs).hasNote(u"budget"_s));
    r.budgetUsd = rule.hardwareUsd - 100;
    const BuildPlan over = BuildPlanner::planWith(r, inputs);
    QVERIFY(over.hasNote(u"budget"_s));
    QCOMPARE(over.note(u"budget"_s)->severity, NoteSeverity::Warning);
    QVERIFY2(over.note(u"budget"_s)->text.contains(u"$100 over"_s), qPrintable(over.note(u"budget"_s)->text));
    for (qsizetype i = 1; i < over.notes.size(); ++i)
        QVERIFY(int(over.notes.at(i - 1).severity) >= int(over.notes.at(i).severity));
    r.budgetUsd = -5;
    QVERIFY(r.validate().contains(u"budget"_s));
}

QTEST_GUILESS_MAIN(TestBuildPlanner)
#include "tst_buildplanner.moc"

void TestBuildPlanner::everyPartIsPricedByAKnownName()
{
    // A user's part price is refused unless it names a class a plan is priced by
    // (BuildPlanner::partPriceKeys()): every plan, from one card to a cluster, keeps to them.
    const QStringList known = BuildPlanner::partPriceKeys();
    QSet<QString> used;
    for (const Gpu &gpu : {rtx3090(), rtx4090(), rtx5090(), rtxA6000(), a100Pcie(), h100Sxm()}) {
        for (int count : {1, 2, 3, 4, 8}) {
            for (int machines : {1, 3}) {
                BuildRequest r = requestFor(gpu, count);
                r.machines = machines;
                const BuildPlan plan = BuildPlanner::planWith(r, {{gpu, {}}});
                for (const BuildPart &part : plan.parts) {
                    if (part.priceKey.isEmpty())
                        continue;
                    QVERIFY2(known.contains(part.priceKey), qPrintable(part.priceKey));
                    used.insert(part.priceKey);
                }
            }
        }
    }
    // The plans above reach the desktop, workstation and server platforms.
    for (const QString &key : {u"ram-ddr5"_s, u"ram-ddr5-ecc"_s, u"cpu-server"_s, u"case-desktop"_s})
        QVERIFY2(used.contains(key), qPrintable(key));
}

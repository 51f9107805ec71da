// SPDX-FileCopyrightText: 2026 GPU Advisor contributors
// SPDX-License-Identifier: GPL-3.0-or-later
#include "model/performance/performancemodel.h"

#include <QTest>

#include <cmath>

using namespace Qt::StringLiterals;

namespace {

Gpu card(const QString &name, const QString &arch, double bandwidth, double tensor, double l2, bool fp8 = false)
{
    Gpu g;
    g.name = name;
    g.vendor = u"NVIDIA"_s;
    g.architecture = arch;
    g.memoryBandwidthGbs = bandwidth;
    g.fp16TensorTflops = tensor;
    g.int8Tops = tensor * 4;
    g.fp32Tflops = tensor / 4;
    g.l2CacheMb = l2;
    g.fp8 = fp8;
    g.tensorCoreGeneration = 3;
    g.vramGb = 24;
    return g;
}

PerformanceParameters simple(double compute, double overhead, double workingSet = 0)
{
    PerformanceParameters p = PerformanceParameters::defaults();
    for (Metric m : allMetrics())
        p.workloads[m] = {compute, overhead, workingSet, m == Metric::Int8Inference, 0, 0};
    return p;
}

bool near(double a, double b)
{
    return std::abs(a - b) < 1e-9;
}

} // namespace

class TestPerformanceModel final : public QObject
{
    Q_OBJECT

private Q_SLOTS:
    void referenceIsOne()
    {
        PerformanceModel model;
        const Gpu ref = card(u"Ref"_s, u"Ampere"_s, 936, 71, 6);
        model.setReference(ref);
        for (Metric m : allMetrics())
            QVERIFY(near(model.estimate(ref, m).relative, 1.0));
    }

    void additiveRooflineByHand()
    {
        // compute 0.25, memory 0.5, overhead 0.25 on the reference; a card with twice the
        // bandwidth and four times the tensor rate: 0.25/4 + 0.5/2 + 0.25 = 0.5625.
        PerformanceModel model(simple(0.25, 0.25));
        model.setReference(card(u"Ref"_s, u"Ampere"_s, 1000, 100, 6));
        const PerformanceEstimate e = model.estimate(card(u"Big"_s, u"Ampere"_s, 2000, 400, 6), Metric::Fp16Training);
        QVERIFY(near(e.computeTime, 0.0625));
        QVERIFY(near(e.memoryTime, 0.25));
        QVERIFY(near(e.overheadTime, 0.25));
        QVERIFY(near(e.relative, 1 / 0.5625));
        QCOMPARE(e.bound(), u"memory"_s);
    }

    void moreBandwidthNeverLowersMemoryBoundPerformance()
    {
        PerformanceModel model(simple(0.1, 0.1, 72));
        model.setReference(card(u"Ref"_s, u"Ampere"_s, 936, 71, 6));
        for (Metric m : allMetrics()) {
            double last = 0;
            for (double bw = 100; bw <= 8000; bw += 100) {
                const double r = model.estimate(card(u"X"_s, u"Ada Lovelace"_s, bw, 100, 48, true), m).relative;
                QVERIFY2(r > last, qPrintable(metricKey(m)));
                last = r;
            }
        }
    }

    void moreComputeAndL2NeverLowerPerformance()
    {
        PerformanceModel model(simple(0.3, 0.1, 72));
        model.setReference(card(u"Ref"_s, u"Ampere"_s, 936, 71, 6));
        double last = 0;
        for (double tflops = 10; tflops <= 1000; tflops += 10) {
            const double r = model.estimate(card(u"X"_s, u"Ampere"_s, 900, tflops, 6), Metric::Fp16Training).relative;
            QVERIFY(r > last);
            last = r;
        }
        last = 0;
        for (double l2 = 0; l2 <= 128; l2 += 4) {
            const double r =
                model.estimate(card(u"X"_s, u"Ada Lovelace"_s, 900, 100, l2), Metric::Fp16Training).relative;
            QVERIFY(r >= last);
            last = r;
        }
    }

    void l2GainFollowsTheWorkingSet()
    {
        PerformanceModel model(simple(0, 0, 72));
        const Gpu ref = card(u"Ref"_s, u"Ampere"_s, 1000, 100, 6);
        model.setReference(ref);
        // 39 MB of L2: half-way from the 6 MB baseline to the 72 MB working set -> 1 + 0.75 x 0.5.
        const PerformanceEstimate half =
            model.estimate(card(u"H"_s, u"Ada Lovelace"_s, 1000, 100, 39), Metric::Fp16Training);
        QVERIFY(near(half.l2Gain, 1.375));
        QVERIFY(near(half.relative, 1.375));
        QVERIFY(
            near(model.estimate(card(u"F"_s, u"Ada Lovelace"_s, 1000, 100, 96), Metric::Fp16Training).l2Gain, 1.75));
        QVERIFY(near(model.estimate(ref, Metric::Fp16Training).l2Gain, 1.0));
    }

    void partitionedL2CountsHalf()
    {
        PerformanceModel model(simple(0, 0, 72));
        model.setReference(card(u"Ref"_s, u"Ampere"_s, 1000, 100, 6));
        Gpu a100 = card(u"A100"_s, u"Ampere"_s, 1000, 100, 40);
        a100.formFactor = FormFactor::Datacenter;
        const PerformanceEstimate e = model.estimate(a100, Metric::Fp16Training);
        QVERIFY(near(e.effectiveL2Mb, 20));
        QVERIFY(hasPartitionedL2(a100));
    }

    void eightBitPathOnFp8Cards()
    {
        PerformanceParameters post = simple(0, 0);
        post.software = SoftwareAssumption::Post2023;
        PerformanceModel model(post);
        model.setReference(card(u"Ref"_s, u"Ampere"_s, 1000, 100, 6));
        const Gpu ada = card(u"Ada"_s, u"Ada Lovelace"_s, 1000, 100, 6, true);
        const PerformanceEstimate e8 = model.estimate(ada, Metric::Int8Inference);
        QCOMPARE(e8.matrixPath, u"FP8 tensor"_s);
        QVERIFY(near(e8.bytesFactor, 0.5));
        QVERIFY(near(e8.relative, 2.0)); // memory-bound: half the bytes
        QVERIFY(near(model.estimate(ada, Metric::Fp16Inference).relative, 1.0));
        // Without FP8 the 8-bit figure equals the 16-bit one (the post's assumption).
        const Gpu ampere = card(u"Amp"_s, u"Ampere"_s, 1200, 100, 6);
        QVERIFY(near(model.estimate(ampere, Metric::Int8Inference).relative,
                     model.estimate(ampere, Metric::Fp16Inference).relative));
        // Today's stacks run Ampere's INT8 tensor cores: half the bytes there too.
        PerformanceModel today(simple(0, 0));
        today.setReference(card(u"Ref"_s, u"Ampere"_s, 1000, 100, 6));
        const PerformanceEstimate int8 = today.estimate(ampere, Metric::Int8Inference);
        QCOMPARE(int8.matrixPath, u"INT8 tensor"_s);
        QVERIFY(near(int8.bytesFactor, 0.5));
    }

    void softwareAssumptionFollowsTheMonth()
    {
        QCOMPARE(softwareAssumptionFor(QDate(2023, 1, 31)), SoftwareAssumption::Post2023);
        QCOMPARE(softwareAssumptionFor(QDate(2024, 1, 31)), SoftwareAssumption::TodaysStacks);
        QCOMPARE(softwareAssumptionFor(QDate()), SoftwareAssumption::TodaysStacks);
        QCOMPARE(softwareAssumptionFromKey(u"post-2023"_s), SoftwareAssumption::Post2023);
        QCOMPARE(softwareAssumptionFromKey(u"today"_s), SoftwareAssumption::TodaysStacks);
        QVERIFY(!softwareAssumptionFromKey(u"2019"_s));
    }

    void boardPowerCapsTheMatrixRate()
    {
        // A card whose matrix units would need 2x its board power at the peak clock runs at
        // 2^(-1/3) of it on pure matrix work (power ~ clock^3).
        PerformanceModel model(simple(1, 0));
        Gpu ref = card(u"Ref"_s, u"Hopper"_s, 1000, 100, 6);
        model.setReference(ref);
        Gpu hot = ref;
        hot.name = u"Hot"_s;
        hot.fp16TensorTflops = 100;
        hot.int8Tops = 200; // a full-rate card (a GeForce card's INT8 rate is four times)
        hot.tdpWatts = int(std::round(*matrixEnergyPj(hot) * 100 / 2));
        const PerformanceEstimate e = model.estimate(hot, Metric::Fp16Training);
        QVERIFY2(std::abs(e.clockFactor - std::pow(2.0, -1.0 / 3)) < 0.01, qPrintable(QString::number(e.clockFactor)));
        // A lower limit never speeds it up, and the limit and the board power are one model.
        double last = e.relative;
        for (double limit : {200.0, 150.0, 100.0, 50.0}) {
            const double r = model.estimate(hot, Metric::Fp16Training, limit).relative;
            QVERIFY(r <= last + 1e-12);
            last = r;
        }
        QVERIFY(near(model.powerLimitFactor(hot, Metric::Fp16Training, 10000), 1.0));
    }

    void overheadFollowsTheSustainedClock()
    {
        // Memory 0.5, overhead 0.5 on the reference at its rated 1,500 MHz. A card with the same
        // bandwidth and twice the rated clock gets through the overhead in half the time.
        PerformanceModel model(simple(0, 0.5));
        Gpu ref = card(u"Ref"_s, u"Ampere"_s, 1000, 100, 6);
        ref.formFactor = FormFactor::Workstation;
        ref.boostClockMhz = 1500;
        model.setReference(ref);
        Gpu fast = ref;
        fast.name = u"Fast"_s;
        fast.boostClockMhz = 3000;
        const PerformanceEstimate e = model.estimate(fast, Metric::Fp16Training);
        QVERIFY(near(e.overheadTime, 0.25));
        QVERIFY(near(e.relative, 1 / 0.75));
        QVERIFY(near(e.sustainedClockMhz, 3000));
        // Without a rated clock in the data the overhead stays what it is on the reference.
        Gpu unknown = fast;
        unknown.boostClockMhz.reset();
        QVERIFY(near(model.estimate(unknown, Metric::Fp16Training).overheadTime, 0.5));
        QCOMPARE(model.estimate(unknown, Metric::Fp16Training).sustainedClockMhz, 0.0);
    }

    void geForceCardsRunAboveTheirRatedClock()
    {
        // GPU Boost takes a GeForce card past its rated boost clock where the board power allows
        // (no board power here): its compute and overhead run at the ceiling, memory does not.
        PerformanceModel model(simple(0.25, 0.25));
        Gpu ref = card(u"Ref"_s, u"Ampere"_s, 1000, 100, 6);
        ref.formFactor = FormFactor::Workstation;
        ref.boostClockMhz = 1500;
        model.setReference(ref);
        Gpu geforce = ref;
        geforce.name = u"GeForce"_s;
        geforce.formFactor = FormFactor::Consumer;
        const double ceiling = model.parameters().geforceBoostCeiling;
        const PerformanceEstimate e = model.estimate(geforce, Metric::Fp16Training);
        QVERIFY(near(e.clockFactor, ceiling));
        QVERIFY(near(e.computeTime, 0.25 / ceiling));
        QVERIFY(near(e.overheadTime, 0.25 / ceiling));
        QVERIFY(near(e.memoryTime, 0.5));
        QVERIFY(near(e.sustainedClockMhz, 1500 * ceiling));
        // A workstation card runs at its rated clock.
        QVERIFY(near(model.estimate(ref, Metric::Fp16Training).clockFactor, 1.0));
        PerformanceParameters bad = PerformanceParameters::defaults();
        bad.geforceBoostCeiling = 0.9;
        QVERIFY(bad.validate().contains(u"geforce-boost-ceiling"_s));
    }

    void thePostsAssumptionKeepsRatedClocks()
    {
        // The post's arithmetic: every card at its rated clock, the overhead the reference's.
        PerformanceParameters p = simple(0.25, 0.25);
        p.software = SoftwareAssumption::Post2023;
        PerformanceModel model(p);
        Gpu ref = card(u"Ref"_s, u"Ampere"_s, 1000, 100, 6);
        ref.formFactor = FormFactor::Workstation;
        ref.boostClockMhz = 1500;
        model.setReference(ref);
        Gpu geforce = ref;
        geforce.name = u"GeForce"_s;
        geforce.formFactor = FormFactor::Consumer;
        geforce.boostClockMhz = 3000;
        const PerformanceEstimate e = model.estimate(geforce, Metric::Fp16Training);
        QVERIFY(near(e.clockFactor, 1.0));
        QVERIFY(near(e.overheadTime, 0.25));
        QVERIFY(near(e.relative, 1.0));
        QVERIFY(near(e.sustainedClockMhz, 3000));
        // Today's stacks: the ceiling and the clock both count.
        p.software = SoftwareAssumption::TodaysStacks;
        PerformanceModel today(p);
        today.setReference(ref);
        const PerformanceEstimate t = today.estimate(geforce, Metric::Fp16Training);
        QVERIFY(near(t.clockFactor, p.geforceBoostCeiling));
        QVERIFY(near(t.overheadTime, 0.25 / 2 / p.geforceBoostCeiling));
    }

    void noTensorCoresRunAtTheFp32Rate()
    {
        PerformanceModel model(simple(1, 0));
        model.setReference(card(u"Ref"_s, u"Ampere"_s, 1000, 100, 6));
        Gpu pascal = card(u"P"_s, u"Pascal"_s, 1000, 100, 3);
        pascal.tensorCoreGeneration = 0;
        pascal.fp16TensorTflops.reset();
        pascal.fp32Tflops = 10;
        const PerformanceEstimate e = model.estimate(pascal, Metric::Fp16Training);
        QCOMPARE(e.matrixPath, u"FP32 (no tensor cores)"_s);
        QVERIFY(near(e.relative, 0.1));
        QCOMPARE(e.bound(), u"compute"_s);
    }

    void architectureFactors()
    {
        PerformanceModel model(simple(0, 0));
        model.setReference(card(u"Ref"_s, u"Ampere"_s, 1000, 100, 6));
        // Turing's 96 KB shared memory: sqrt(128/96) more traffic.
        const PerformanceEstimate turing =
            model.estimate(card(u"T"_s, u"Turing"_s, 1000, 100, 6), Metric::Fp16Training);
        QVERIFY(near(turing.relative, 1 / std::sqrt(128.0 / 96.0)));
        // Hopper's TMA: 235/200.
        const PerformanceEstimate hopper =
            model.estimate(card(u"H"_s, u"Hopper"_s, 1000, 100, 6), Metric::Fp16Training);
        QVERIFY(near(hopper.relative, 235.0 / 200.0));
        // AMD's RDNA has no matrix units; ROCm costs efficiency.
        Gpu rdna = card(u"R"_s, u"RDNA 3"_s, 1000, 100, 6);
        rdna.vendor = u"AMD"_s;
        QVERIFY(!hasMatrixUnits(rdna));
        QVERIFY(near(model.estimate(rdna, Metric::Fp16Training).softwareFactor, 0.65));
    }

    void llmGenerationIsBandwidthPlusLatency()
    {
        // 4.92 GB per token: 3090 (936 GB/s) -> 5.256 ms + 3.8 ms; twice the bandwidth -> 2.628 + 3.8.
        PerformanceModel model;
        model.setReference(card(u"Ref"_s, u"Ampere"_s, 936, 71, 6));
        const double r = model.estimate(card(u"X"_s, u"Ampere"_s, 1872, 71, 6), Metric::LlmGeneration).relative;
        const double refMs = 4.92 / 936 * 1000 + 3.8;
        const double xMs = 4.92 / 1872 * 1000 + 3.8;
        QVERIFY(std::abs(r - refMs / xMs) < 1e-9);
    }

    void batchScalingIsOptIn()
    {
        PerformanceParameters p = simple(0, 0);
        PerformanceModel off(p);
        p.scaleBatchWithMemory = true;
        PerformanceModel on(p);
        const Gpu ref = card(u"Ref"_s, u"Ampere"_s, 1000, 100, 6);
        Gpu big = ref;
        big.vramGb = 96; // two doublings
        off.setReference(ref);
        on.setReference(ref);
        QVERIFY(near(off.estimate(big, Metric::Fp16Training).relative, 1.0));
        QVERIFY(near(on.estimate(big, Metric::Fp16Training).relative, 1 + 2 * 0.136));
    }

    void parametersValidate()
    {
        QVERIFY(PerformanceParameters::defaults().validate().isEmpty());
        PerformanceParameters p = PerformanceParameters::defaults();
        p.workloads[Metric::Fp16Training].computeShare = 0.9;
        p.workloads[Metric::Fp16Training].overheadShare = 0.2;
        QVERIFY(p.validate().startsWith(u"fp16-training"_s));
        p = PerformanceParameters::defaults();
        p.l2MaxGain = 0.5;
        QVERIFY(p.validate().startsWith(u"l2-gain"_s));
    }

    void metricKeys()
    {
        QCOMPARE(allMetrics().size(), 6);
        for (Metric m : allMetrics())
            QCOMPARE(metricFromKey(metricKey(m)), m);
        QVERIFY(!metricFromKey(u"fp64-training"_s));
    }
};

QTEST_GUILESS_MAIN(TestPerformanceModel)
#include "tst_performancemodel.moc"

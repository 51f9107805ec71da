// SPDX-FileCopyrightText: 2026 GPU Advisor contributors
// SPDX-License-Identifier: GPL-3.0-or-later
#include "model/performance/memoryestimate.h"

#include <QTest>

#include <cmath>

using namespace Qt::StringLiterals;

namespace {

constexpr double GiB = 1024.0 * 1024.0 * 1024.0;

bool near(double a, double b)
{
    return std::abs(a - b) <= 1e-9 * std::max(1.0, std::abs(b));
}

} // namespace

class TestMemoryEstimate final : public QObject
{
    Q_OBJECT

private Q_SLOTS:
    void weightsByPrecision_data()
    {
        QTest::addColumn<QString>("precision");
        QTest::addColumn<double>("bytes");
        QTest::newRow("fp32") << u"fp32"_s << 4.0;
        QTest::newRow("fp16") << u"fp16"_s << 2.0;
        QTest::newRow("bf16") << u"bf16"_s << 2.0;
        QTest::newRow("int8") << u"int8"_s << 1.0;
        QTest::newRow("int4") << u"int4"_s << 0.5;
    }

    void weightsByPrecision()
    {
        QFETCH(QString, precision);
        QFETCH(double, bytes);
        MemoryWorkload w;
        w.parameters = 7e9;
        w.format = *numberFormatFromKey(precision);
        const MemoryEstimate e = estimateMemory(w);
        QVERIFY(near(e.weightsBytes, 7e9 * bytes));
        QVERIFY(near(e.overheadBytes, 0.2 * 7e9 * bytes));
        QVERIFY(near(e.totalBytes(), 1.2 * 7e9 * bytes));
        QCOMPARE(e.kvCacheBytes, 0.0);
        QVERIFY(!e.assumptions.isEmpty()); // says the KV cache was left out
    }

    void kvCacheIsGqaAware()
    {
        // Llama-2-70B-like: 80 layers, 8 KV heads of 128, 4096 tokens, batch 1, fp16 cache.
        MemoryWorkload w;
        w.parameters = 70e9;
        w.layers = 80;
        w.kvHeads = 8;
        w.headDim = 128;
        w.context = 4096;
        const MemoryEstimate gqa = estimateMemory(w);
        QVERIFY(near(gqa.kvCacheBytes, 2.0 * 80 * 8 * 128 * 4096 * 2));
        QVERIFY(near(gqa.kvCacheBytes / GiB, 1.25));
        w.kvHeads = 64; // the same model without GQA keeps 8x the cache
        QVERIFY(near(estimateMemory(w).kvCacheBytes, 8 * gqa.kvCacheBytes));
        w.batch = 4;
        QVERIFY(near(estimateMemory(w).kvCacheBytes, 32 * gqa.kvCacheBytes));
    }

    void fullTrainingKeepsAdamState()
    {
        // Mixed precision Adam: 2 (weights) + 2 (gradients) + 12 (master copy and moments) bytes.
        MemoryWorkload w;
        w.parameters = 1e9;
        w.mode = WorkloadMode::Training;
        const MemoryEstimate e = estimateMemory(w);
        QVERIFY(near(e.weightsBytes + e.gradientBytes + e.optimizerBytes, 16e9));
        QVERIFY(near(e.totalBytes(), 16e9 * 1.2));
    }

    void activationsScaleWithTokens()
    {
        MemoryWorkload w;
        w.parameters = 1.3e9;
        w.mode = WorkloadMode::Training;
        w.layers = 24;
        w.hidden = 2048;
        w.context = 2048;
        const MemoryEstimate e = estimateMemory(w);
        QVERIFY(near(e.activationBytes, 34.0 * 2048 * 2048 * 1 * 24));
        w.batch = 2;
        QVERIFY(near(estimateMemory(w).activationBytes, 2 * e.activationBytes));
    }

    void loraAndQloraNeedFarLess()
    {
        MemoryWorkload w;
        w.parameters = 7e9;
        w.mode = WorkloadMode::Training;
        const double full = estimateMemory(w).totalBytes();
        w.mode = WorkloadMode::Lora;
        const MemoryEstimate lora = estimateMemory(w);
        // 16-bit frozen weights + 1% adapters trained with Adam (2 + 2 + 12 bytes each).
        QVERIFY(near(lora.weightsBytes + lora.gradientBytes + lora.optimizerBytes, 7e9 * 2 + 7e7 * 16));
        w.mode = WorkloadMode::Qlora;
        const MemoryEstimate qlora = estimateMemory(w);
        QVERIFY(full > lora.totalBytes());
        QVERIFY(lora.totalBytes() > qlora.totalBytes());
        QVERIFY(qlora.weightsBytes < 7e9 * 0.6 + 7e7 * 2);
    }

    void fitsAndHowManyGpus_data()
    {
        QTest::addColumn<double>("needGb");
        QTest::addColumn<double>("vram");
        QTest::addColumn<bool>("fits");
        QTest::addColumn<int>("count");
        QTest::newRow("fits") << 10.0 << 24.0 << true << 1;
        QTest::newRow("exactly") << 24.0 << 24.0 << true << 1;
        QTest::newRow("two") << 30.0 << 24.0 << false << 2;
        QTest::newRow("five") << 161.0 << 40.0 << false << 5;
    }

    void fitsAndHowManyGpus()
    {
        QFETCH(double, needGb);
        QFETCH(double, vram);
        QFETCH(bool, fits);
        QFETCH(int, count);
        MemoryEstimate e;
        e.weightsBytes = needGb * GiB;
        const MemoryFit fit = fitOnGpu(e, vram);
        QCOMPARE(fit.fitsOne, fits);
        QCOMPARE(fit.gpusNeeded, count);
    }

    void rulesOfThumb()
    {
        const QList<MemoryRuleOfThumb> rules = memoryRulesOfThumb();
        QCOMPARE(rules.size(), 2);
        QCOMPARE(rules.at(0).minimumGb, 12.0);
        QCOMPARE(rules.at(1).minimumGb, 24.0);
    }

    void validation()
    {
        MemoryWorkload w;
        QVERIFY(w.validate().startsWith(u"params"_s));
        w.parameters = 7e9;
        QVERIFY(w.validate().isEmpty());
        w.kvHeads = 8;
        QVERIFY(w.validate().contains(u"--layers"_s));
        w.layers = 32;
        w.headDim = 128;
        w.batch = 0;
        QVERIFY(w.validate().startsWith(u"batch"_s));
    }
};

QTEST_GUILESS_MAIN(TestMemoryEstimate)
#include "tst_memoryestimate.moc"

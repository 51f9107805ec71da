// SPDX-FileCopyrightText: 2026 GPU Advisor contributors
// SPDX-License-Identifier: GPL-3.0-or-later
#include "model/llm/llmestimator.h"
#include "model/llm/llmmodelcsv.h"

#include <QFile>
#include <QTest>

#include <cmath>

using namespace Qt::StringLiterals;

namespace {

constexpr double GiB = 1024.0 * 1024.0 * 1024.0;

QList<LlmModel> catalog()
{
    QFile file(QStringLiteral(GPUADVISOR_SOURCE_DIR "/resources/seed/llm_models.csv"));
    if (!file.open(QIODevice::ReadOnly))
        return {};
    QList<LlmModel> models;
    QStringList errors;
    LlmModelCsv::parse(QString::fromUtf8(file.readAll()), &models, &errors, false);
    return models;
}

LlmModel model(const QString &name)
{
    static const QList<LlmModel> all = catalog();
    return findModel(all, name).value_or(LlmModel{});
}

LlmDevice card(const QString &name, double gb, double bandwidth, double fp16, int pcie = 4, bool nvlink = false)
{
    Gpu g;
    g.name = name;
    g.vendor = u"NVIDIA"_s;
    g.vramGb = gb;
    g.memoryBandwidthGbs = bandwidth;
    g.fp16TensorTflops = fp16;
    g.fp32Tflops = fp16 / 2;
    g.tdpWatts = 350;
    g.pcieGeneration = pcie;
    g.nvlink = nvlink;
    return LlmDevice::fromGpu(g);
}

LlmDevice rtx4090()
{
    return card(u"GeForce RTX 4090"_s, 24, 1008, 165.2);
}

LlmWorkload workload(const QString &name, const QString &format = u"Q4_K_M"_s, int context = 8192, int users = 1)
{
    return {model(name), *weightFormat(format), *kvCacheType(u"F16"_s), context, users, {}};
}

LlmConfiguration cards(const LlmDevice &d, int count, SplitMode split = SplitMode::LayerSplit)
{
    LlmConfiguration c;
    c.groups = {{d, count}};
    c.split = count == 1 ? SplitMode::Single : split;
    return c;
}

} // namespace

class TestLlmEstimator final : public QObject
{
    Q_OBJECT

private Q_SLOTS:
    void catalogHasFortyValidModels()
    {
        QFile file(QStringLiteral(GPUADVISOR_SOURCE_DIR "/resources/seed/llm_models.csv"));
        QVERIFY(file.open(QIODevice::ReadOnly));
        QList<LlmModel> models;
        QStringList errors;
        QVERIFY2(LlmModelCsv::parse(QString::fromUtf8(file.readAll()), &models, &errors, false),
                 qPrintable(errors.join(u"; "_s)));
        QVERIFY(models.size() >= 40);
        for (const LlmModel &m : models) {
            QVERIFY2(m.source.startsWith(u"https://"_s), qPrintable(m.name));
            QVERIFY2(m.released.isValid() && m.recordedOn.isValid(), qPrintable(m.name));
        }
        // The list is there.
        for (const QString &name :
             {u"Llama 2 7B"_s, u"Llama 3.1 405B"_s, u"Llama 4 Maverick"_s, u"Qwen3 235B-A22B"_s, u"DeepSeek-R1"_s,
              u"gpt-oss-120b"_s, u"Mixtral 8x22B"_s, u"Gemma 3 27B"_s, u"Phi-4"_s, u"GLM-4.5-Air"_s}) {
            QVERIFY2(findModel(models, name), qPrintable(name));
        }
    }

    void impossibleArchitecturesNameTheField_data()
    {
        QTest::addColumn<QString>("csvRow");
        QTest::addColumn<QString>("start"); // how the one error begins
        const QString header = LlmModelCsv::columns().join(u',');
        Q_UNUSED(header);
        QTest::newRow("kv heads above heads")
            << u"X,,8,8,32,4096,32,64,128,gqa,0,0,0,0,0,0,0,0,32000,8192,BF16,2024-01,s,2026-01-01"_s
            << u"line 2: kv_heads:"_s;
        QTest::newRow("uneven groups")
            << u"X,,8,8,32,4096,32,5,128,gqa,0,0,0,0,0,0,0,0,32000,8192,BF16,2024-01,s,2026-01-01"_s
            << u"line 2: kv_heads:"_s;
        QTest::newRow("active above total")
            << u"X,,8,9,32,4096,32,8,128,gqa,0,0,0,0,0,8,2,0,32000,8192,BF16,2024-01,s,2026-01-01"_s
            << u"line 2: active_params_b:"_s;
        QTest::newRow("dense with active experts")
            << u"X,,8,8,32,4096,32,8,128,gqa,0,0,0,0,0,0,2,0,32000,8192,BF16,2024-01,s,2026-01-01"_s
            << u"line 2: active_experts:"_s;
        QTest::newRow("more active experts than experts")
            << u"X,,40,10,32,4096,32,8,128,gqa,0,0,0,0,0,8,9,0,32000,8192,BF16,2024-01,s,2026-01-01"_s
            << u"line 2: active_experts:"_s;
        QTest::newRow("mla without latent")
            << u"X,,8,8,32,4096,32,32,128,mla,0,64,0,0,0,0,0,0,32000,8192,BF16,2024-01,s,2026-01-01"_s
            << u"line 2: kv_lora_rank:"_s;
        QTest::newRow("sliding without window")
            << u"X,,8,8,32,4096,32,8,128,sliding,0,0,0,1,1,0,0,0,32000,8192,BF16,2024-01,s,2026-01-01"_s
            << u"line 2: sliding_window:"_s;
        QTest::newRow("window on gqa")
            << u"X,,8,8,32,4096,32,8,128,gqa,0,0,4096,0,0,0,0,0,32000,8192,BF16,2024-01,s,2026-01-01"_s
            << u"line 2: sliding_window:"_s;
        QTest::newRow("attention bigger than the model")
            << u"X,,1,1,80,8192,64,8,128,gqa,0,0,0,0,0,0,0,0,32000,8192,BF16,2024-01,s,2026-01-01"_s
            << u"line 2: hidden_size:"_s;
        QTest::newRow("unknown precision")
            << u"X,,8,8,32,4096,32,8,128,gqa,0,0,0,0,0,0,0,0,32000,8192,FP3,2024-01,s,2026-01-01"_s
            << u"line 2: released_precision:"_s;
        QTest::newRow("not a number")
            << u"X,,eight,8,32,4096,32,8,128,gqa,0,0,0,0,0,0,0,0,32000,8192,BF16,2024-01,s,2026-01-01"_s
            << u"line 2, column total_params_b: expected a number, found \"eight\""_s;
        QTest::newRow("unknown attention")
            << u"X,,8,8,32,4096,32,8,128,linear,0,0,0,0,0,0,0,0,32000,8192,BF16,2024-01,s,2026-01-01"_s
            << u"line 2, column attention: expected gqa, mla or sliding, found \"linear\""_s;
        QTest::newRow("released after this month")
            << u"X,,8,8,32,4096,32,8,128,gqa,0,0,0,0,0,0,0,0,32000,8192,BF16,%1,s,2026-01-01"_s.arg(
                   QDate::currentDate().addMonths(1).toString(u"yyyy-MM"_s))
            << u"line 2, column released: expected a date from 1990-01-01 to today"_s;
    }

    void impossibleArchitecturesNameTheField()
    {
        QFETCH(QString, csvRow);
        QFETCH(QString, start);
        const QString text = LlmModelCsv::columns().join(u',') + u'\n' + csvRow + u'\n';
        QList<LlmModel> models;
        QStringList errors;
        QVERIFY(!LlmModelCsv::parse(text, &models, &errors));
        QVERIFY(models.isEmpty());
        QCOMPARE(errors.size(), 1);
        QVERIFY2(errors.first().startsWith(start), qPrintable(errors.first()));
    }

    void csvRoundTrip()
    {
        const QList<LlmModel> all = catalog();
        QList<LlmModel> again;
        QStringList errors;
        QVERIFY(LlmModelCsv::parse(LlmModelCsv::write(all), &again, &errors, false));
        QCOMPARE(again.size(), all.size());
        for (qsizetype i = 0; i < all.size(); ++i) {
            QCOMPARE(again[i].name, all[i].name);
            QCOMPARE(again[i].kvElements(131072), all[i].kvElements(131072));
            QCOMPARE(again[i].denseParamsB(), all[i].denseParamsB());
        }
    }

    // A 128k context costs what the attention kind says.
    void kvCacheFollowsTheAttentionKind()
    {
        const KvCacheType f16 = *kvCacheType(u"f16"_s);
        // GQA: 2 x 80 layers x 8 heads x 128 x 131,072 tokens x 2 bytes = exactly 40 GiB.
        QCOMPARE(LlmEstimator::kvCacheGbPerSequence(model(u"Llama 3.1 70B"_s), f16, 131072), 40.0);
        // MLA: 61 layers x (512 + 64) x 131,072 x 2 bytes.
        QVERIFY(std::abs(LlmEstimator::kvCacheGbPerSequence(model(u"DeepSeek-V3"_s), f16, 131072) -
                         61.0 * 576 * 131072 * 2 / GiB) < 1e-9);
        // Gemma 3 27B: 10 of 62 layers global, 52 capped at 1,024 tokens.
        const LlmModel gemma = model(u"Gemma 3 27B"_s);
        QCOMPARE(gemma.globalLayerCount(), 10);
        const double expected = 2.0 * 16 * 128 * (10.0 * 131072 + 52.0 * 1024) * 2 / GiB;
        QVERIFY(std::abs(LlmEstimator::kvCacheGbPerSequence(gemma, f16, 131072) - expected) < 1e-9);
        // gpt-oss-120b: half its layers see 128 tokens.
        const LlmModel oss = model(u"gpt-oss-120b"_s);
        QCOMPARE(oss.globalLayerCount(), 18);
        // Below the window a sliding model costs as much as plain GQA.
        LlmModel plain = gemma;
        plain.attention = AttentionKind::Gqa;
        plain.slidingWindow = plain.localLayers = plain.globalLayers = 0;
        QCOMPARE(gemma.kvElements(1000), plain.kvElements(1000));
        // A quantised cache is smaller by its bytes per element.
        QVERIFY(
            std::abs(LlmEstimator::kvCacheGbPerSequence(model(u"Llama 3.1 70B"_s), *kvCacheType(u"q8_0"_s), 131072) -
                     40.0 * 34 / 64) < 1e-9);
    }

    void formatsAndTypesAreCaseInsensitive()
    {
        QVERIFY(weightFormat(u"q4_k_m"_s));
        QCOMPARE(weightFormat(u"q4_k_m"_s)->bitsPerWeight, 4.82);
        QCOMPARE(weightFormat(u"mxfp4"_s)->bitsPerWeight, 4.25);
        QCOMPARE(weightFormat(u"nvfp4"_s)->bitsPerWeight, 4.5);
        QCOMPARE(weightFormat(u"q8_0"_s)->bitsPerWeight, 8.5);
        QVERIFY(!weightFormat(u"Q4_K_X"_s));
        QCOMPARE(kvCacheType(u"q4_0"_s)->bytesPerElement, 18.0 / 32);
        QVERIFY(!kvCacheType(u"int3"_s));
    }

    void seventyBillionDoesNotFitOneTwentyFourGigabyteCard()
    {
        const LlmEstimator estimator;
        const LlmEstimate one = estimator.estimate(workload(u"Llama 3.1 70B"_s), cards(rtx4090(), 1));
        QVERIFY(!one.fits);
        const LlmEstimate two = estimator.estimate(workload(u"Llama 3.1 70B"_s), cards(rtx4090(), 2));
        QCOMPARE(two.devices.size(), 2);
        QVERIFY(two.fits);
        // Each card holds half, never the sum in one place.
        QVERIFY(std::abs(two.devices[0].totalGb() - two.devices[1].totalGb()) < 1e-9);
        QVERIFY(two.devices[0].totalGb() < 24);
        QCOMPARE(two.kind, u"gpus"_s);
    }

    // Layer split does not speed up one stream: two cards of one kind decode as fast as one
    // card with the same bandwidth would.
    void layerSplitDoesNotSpeedUpOneStream()
    {
        const LlmEstimator estimator;
        LlmDevice big = rtx4090();
        big.memoryGb = 200;
        const LlmEstimate one = estimator.estimate(workload(u"Llama 3.1 70B"_s), cards(big, 1));
        const LlmEstimate two = estimator.estimate(workload(u"Llama 3.1 70B"_s), cards(rtx4090(), 2));
        QVERIFY(std::abs(*one.decodeTokensPerS - *two.decodeTokensPerS) < 1e-6 * *one.decodeTokensPerS);
        // Tensor parallel over the same two cards is faster, and faster over NVLink than PCIe.
        const LlmWorkload awq = workload(u"Llama 3.1 70B"_s, u"AWQ-4bit"_s);
        const LlmEstimate tp = estimator.estimate(awq, cards(rtx4090(), 2, SplitMode::TensorParallel));
        QCOMPARE(tp.split, SplitMode::TensorParallel);
        const LlmEstimate pp = estimator.estimate(awq, cards(rtx4090(), 2, SplitMode::LayerSplit));
        QVERIFY(*tp.decodeTokensPerS > 1.5 * *pp.decodeTokensPerS);
        const LlmEstimate nv =
            estimator.estimate(awq, cards(card(u"X"_s, 24, 1008, 165.2, 4, true), 2, SplitMode::TensorParallel));
        QVERIFY(*nv.decodeTokensPerS > *tp.decodeTokensPerS);
        // Each card its own link: a GA102 bridge is 112.5 GB/s in all, not an A100's 600.
        LlmDevice bridged = card(u"GeForce RTX 3090"_s, 24, 936, 71, 4, true);
        bridged.nvlinkGbs = LlmDevice::nvlinkGbsPerDirection(bridged.name);
        QCOMPARE(bridged.nvlinkGbs, 56.25);
        const LlmEstimate slow = estimator.estimate(awq, cards(bridged, 2, SplitMode::TensorParallel));
        QVERIFY2(slow.notes.join(u' ').contains(u"NVLink at 56 GB/s"_s), qPrintable(slow.notes.join(u' ')));
    }

    void nvlinkBandwidthIsEachCardsOwn_data()
    {
        QTest::addColumn<QString>("name");
        QTest::addColumn<double>("perDirection");
        QTest::newRow("RTX 2080") << u"GeForce RTX 2080"_s << 25.0;
        QTest::newRow("RTX 2080 Ti") << u"GeForce RTX 2080 Ti"_s << 50.0;
        QTest::newRow("RTX 3090 Ti") << u"GeForce RTX 3090 Ti"_s << 56.25;
        QTest::newRow("V100") << u"Tesla V100 SXM2 32 GB"_s << 150.0;
        QTest::newRow("A100 PCIe") << u"A100 PCIe 80 GB"_s << 300.0;
        QTest::newRow("H100 SXM") << u"H100 SXM5 80 GB"_s << 450.0;
        QTest::newRow("H100 NVL") << u"H100 NVL (94 GB, per GPU)"_s << 300.0;
        QTest::newRow("H200") << u"H200 SXM 141 GB"_s << 450.0;
        QTest::newRow("H20") << u"H20"_s << 450.0;
        QTest::newRow("B200") << u"B200 (HGX, 180 GB)"_s << 900.0;
        QTest::newRow("not in the table") << u"Some Future Card"_s << 0.0;
    }

    void nvlinkBandwidthIsEachCardsOwn()
    {
        QFETCH(QString, name);
        QFETCH(double, perDirection);
        QCOMPARE(LlmDevice::nvlinkGbsPerDirection(name), perDirection);
    }

    // A MoE's decode speed follows its active parameters while its memory follows its total.
    void moeDecodeFollowsActiveMemoryFollowsTotal()
    {
        const LlmEstimator estimator;
        LlmDevice big = rtx4090();
        big.memoryGb = 96;
        const LlmEstimate moe = estimator.estimate(workload(u"Qwen3 30B-A3B"_s, u"Q4_K_M"_s, 4096), cards(big, 1));
        const LlmEstimate dense = estimator.estimate(workload(u"Qwen3 32B"_s, u"Q4_K_M"_s, 4096), cards(big, 1));
        QVERIFY(moe.fits && dense.fits);
        // Memory: about the same (30.5 against 32.8 billion parameters).
        QVERIFY(moe.devices[0].weightsGb > 0.9 * dense.devices[0].weightsGb * 30.53 / 32.76);
        QVERIFY(std::abs(moe.devices[0].weightsGb -
                         LlmEstimator::weightsGb(model(u"Qwen3 30B-A3B"_s), *weightFormat(u"Q4_K_M"_s))) < 1e-9);
        // Bytes per token: the active 3.35 billion and the cache, not the total.
        const double kvGb = model(u"Qwen3 30B-A3B"_s).kvElements(4096) * 2 / 1e9;
        QVERIFY(std::abs(moe.bytesPerTokenGb - (3.35 * 4.82 / 8 + kvGb)) < 1e-6);
        QVERIFY(*moe.decodeTokensPerS > 3 * *dense.decodeTokensPerS);
    }

    void batchedDecodeServesMoreTokensButEachUserFewer()
    {
        const LlmEstimator estimator;
        LlmDevice big = rtx4090();
        big.memoryGb = 80;
        // A short context, where the weights are most of what a step reads.
        const LlmEstimate one = estimator.estimate(workload(u"Llama 3.1 8B"_s, u"Q4_K_M"_s, 2048), cards(big, 1));
        const LlmEstimate eight = estimator.estimate(workload(u"Llama 3.1 8B"_s, u"Q4_K_M"_s, 2048, 8), cards(big, 1));
        QVERIFY(*eight.batchDecodeTokensPerS > 4 * *one.batchDecodeTokensPerS);
        QVERIFY(*eight.perUserDecodeTokensPerS < *one.perUserDecodeTokensPerS);
        QVERIFY(eight.devices[0].kvCacheGb > 7.99 * one.devices[0].kvCacheGb);
    }

    void unifiedMemoryCountsOnlyTheGpuShare()
    {
        Gpu spark;
        spark.name = u"DGX Spark (GB10, 128 GB unified)"_s;
        spark.vendor = u"NVIDIA"_s;
        spark.vramGb = 128;
        spark.memoryType = u"LPDDR5X (unified, shared with CPU)"_s;
        spark.memoryBandwidthGbs = 273;
        spark.fp32Tflops = 31;
        spark.int8Tops = 250;
        const LlmDevice d = LlmDevice::fromGpu(spark);
        QVERIFY(d.isUnified());
        QVERIFY(d.usableGb() < 128 && d.usableGb() > 100);
        const LlmEstimate e = LlmEstimator().estimate(workload(u"Llama 3.1 70B"_s), cards(d, 1));
        QVERIFY(e.fits);
        QCOMPARE(e.kind, u"unified"_s);
        QCOMPARE(e.devices[0].capacityGb, d.usableGb());
    }

    void offloadIsPacedByTheSlowestMemory()
    {
        const LlmEstimator estimator;
        LlmConfiguration config = cards(rtx4090(), 1);
        config.offload = systemMemoryPlatform(u"ddr5-dual"_s);
        const LlmEstimate e = estimator.estimate(workload(u"Llama 3.1 70B"_s), config);
        QVERIFY(e.fits);
        QCOMPARE(e.kind, u"offload"_s);
        QVERIFY(e.offloadGb > 10);
        QVERIFY(e.devices[0].fits());
        // Slower than the system RAM alone could stream the whole model... but not faster than it.
        const double ramOnly = 1.0 / (LlmEstimator::weightsGb(model(u"Llama 3.1 70B"_s), *weightFormat(u"Q4_K_M"_s)) *
                                      GiB / (89.6e9 * estimator.parameters().ramBandwidthEfficiency));
        QVERIFY(*e.decodeTokensPerS > ramOnly);
        QVERIFY(*e.decodeTokensPerS < 5);
        // A MoE offloads experts first and keeps most of its speed.
        LlmConfiguration moeConfig = cards(rtx4090(), 1);
        moeConfig.offload = systemMemoryPlatform(u"ddr5-dual"_s);
        const LlmEstimate moe = estimator.estimate(workload(u"gpt-oss-120b"_s, u"MXFP4"_s), moeConfig);
        QVERIFY(moe.fits);
        QVERIFY(*moe.decodeTokensPerS > 10);
    }

    // Each micro-batch reads every expert one of its tokens routes to; with a few tokens per expert
    // the reads are not hidden behind arithmetic (docs/llm-planning.md §5.3). Two cards with the
    // same matrix rate: a mixture of experts' prompt is slower on the one with less bandwidth, by
    // the time it takes to read the experts, and a dense model's is not.
    void moePrefillReadsTheExpertsOfEachMicroBatch()
    {
        LlmParameters p;
        p.ubatch = 512;
        const LlmEstimator estimator(p);
        const LlmDevice fast = card(u"fast"_s, 96, 1800, 500);
        const LlmDevice slow = card(u"slow"_s, 96, 270, 500);
        LlmWorkload moe = workload(u"gpt-oss-120b"_s, u"MXFP4"_s, 512);
        moe.backend = LlmBackend::LlamaCpp; // MXFP4's usual engine is vLLM, which has no micro-batches
        const double fastMoe = *estimator.estimate(moe, cards(fast, 1)).prefillTokensPerS;
        const double slowMoe = *estimator.estimate(moe, cards(slow, 1)).prefillTokensPerS;
        // 512 tokens touch all but (124/128)^512 of the 128 experts: the slower card takes about
        // the time its lower bandwidth needs for the whole file, once per 512 tokens (a little less:
        // the dense weights' reads hide behind their arithmetic).
        const double weights = LlmEstimator::weightsGb(moe.model, moe.format) * GiB;
        const double efficiency = p.bandwidthEfficiency(fast, LlmBackend::LlamaCpp);
        const double readTime = weights / (efficiency * 1e9) * (1.0 / 270 - 1.0 / 1800) / 512;
        const double ratio = (1.0 / slowMoe - 1.0 / fastMoe) / readTime;
        QVERIFY2(ratio > 0.9 && ratio < 1.01, qPrintable(QString::number(ratio)));
        const LlmWorkload dense = workload(u"Llama 3.1 8B"_s, u"Q4_K_M"_s, 512);
        QCOMPARE(*estimator.estimate(dense, cards(slow, 1)).prefillTokensPerS,
                 *estimator.estimate(dense, cards(fast, 1)).prefillTokensPerS);
    }

    // llama.cpp's tensor split adds the cards' 32-bit partial results itself, each card exchanging
    // the whole tensor in ceil(log2 n) steps (docs/llm-planning.md §5.1): on four cards 8 bytes per
    // token and hidden unit cross the link per all-reduce, where vLLM's ring sends 2 x 2 x 3/4 = 3.
    void llamaCppTensorSplitExchangesItsPartialResults()
    {
        LlmParameters p;
        p.ubatch = 512;
        const LlmEstimator estimator(p);
        LlmWorkload w = workload(u"gpt-oss-120b"_s, u"MXFP4"_s, 512);
        // What a prompt token spends on the link: PCIe 4.0 less PCIe 5.0, nothing else differing.
        const auto linkSeconds = [&](LlmBackend backend) {
            w.backend = backend;
            const auto speed = [&](int pcie) {
                const LlmDevice d = card(u"X"_s, 48, 1008, 165.2, pcie);
                return *estimator.estimate(w, cards(d, 4, SplitMode::TensorParallel)).prefillTokensPerS;
            };
            return 1.0 / speed(4) - 1.0 / speed(5);
        };
        const double perByte = 2.0 * w.model.layers * w.model.hidden * (1.0 / 32e9 - 1.0 / 64e9);
        const double llamaCpp = linkSeconds(LlmBackend::LlamaCpp) / (8 * perByte);
        const double vllm = linkSeconds(LlmBackend::Vllm) / (3 * perByte);
        QVERIFY2(std::abs(llamaCpp - 1) < 1e-6, qPrintable(QString::number(llamaCpp)));
        QVERIFY2(std::abs(vllm - 1) < 1e-6, qPrintable(QString::number(vllm)));
    }
};

QTEST_GUILESS_MAIN(TestLlmEstimator)
#include "tst_llmestimator.moc"

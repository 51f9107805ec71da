// SPDX-FileCopyrightText: 2026 GPU Advisor contributors
// SPDX-License-Identifier: GPL-3.0-or-later
// A model read from a GGUF file keeps the exact bytes of its layers (LlmFileWeights): through its
// text form and the catalog CSV, and into the plan, which puts exactly those bytes on the devices
// layer by layer and offloads experts or whole layers by their real bytes.
#include "model/llm/ggufmodel.h"
#include "model/llm/llmestimator.h"
#include "model/llm/llmmodelcsv.h"
#include "tests/common/ggufwriter.h"

#include <QTest>

using namespace Qt::StringLiterals;
using namespace TestGgufModels;

namespace {

constexpr double FileGiB = 1024.0 * 1024.0 * 1024.0;

LlmModel modelOf(const TestGgufWriter &w, const QString &file)
{
    const GgufReader::Result r = GgufReader::parse(w.file(), w.file().size(), true);
    GgufModelInfo info;
    QString error;
    if (r.status != GgufReader::Status::Ok || !GgufModelReader::fromHeaders({r.header}, {file}, {}, &info, &error))
        return {};
    return info.model;
}

/// A card whose room for weights and cache (its memory less the compute buffer and the runtime's
/// overhead) is `roomBytes`.
LlmDevice cardWithRoom(const LlmModel &m, double roomBytes)
{
    const LlmParameters p;
    const double buffer = p.ubatch * (double(m.vocab) + 4.0 * m.hidden) * 4.0 / FileGiB;
    Gpu g;
    g.name = u"Test card"_s;
    g.vendor = u"NVIDIA"_s;
    g.vramGb = roomBytes / FileGiB + buffer + p.runtimeOverheadGb;
    g.memoryBandwidthGbs = 1000;
    g.fp16TensorTflops = 100;
    g.fp32Tflops = 50;
    g.tdpWatts = 300;
    return LlmDevice::fromGpu(g);
}

LlmWorkload fileWorkload(const LlmModel &m, int context = 1024)
{
    return {m, LlmEstimator::fileWeightFormat(m), *kvCacheType(u"F16"_s), context, 1, {}};
}

} // namespace

class TestLlmFileWeights final : public QObject
{
    Q_OBJECT

private Q_SLOTS:
    void readFromTheFileAndKeptAsText()
    {
        const LlmModel m = modelOf(denseLlama(), u"tiny.gguf"_s);
        QCOMPARE(m.fileWeights.format, u"Q4_K_M"_s);
        QCOMPARE(m.fileWeights.layerBytes, (QList<qint64>{qint64(LlamaLayerBytes), qint64(LlamaLayerBytes)}));
        QCOMPARE(m.fileWeights.outsideBytes, qint64(LlamaOutsideBytes));
        QCOMPARE(m.fileWeights.toText(), u"format=Q4_K_M;outside=182272;layers=376064/0,376064/0"_s);
        QString error;
        QCOMPARE(LlmFileWeights::fromText(m.fileWeights.toText(), &error), m.fileWeights);
        QVERIFY(LlmFileWeights::fromText(QString(), &error)->isEmpty());

        // Through the catalog's CSV, as `models export` and `models import` carry it.
        QList<LlmModel> read;
        QStringList errors;
        QVERIFY2(LlmModelCsv::parse(LlmModelCsv::write({m}), &read, &errors, true), qPrintable(errors.join(u"; "_s)));
        QCOMPARE(read.first().fileWeights, m.fileWeights);
    }

    void malformedTextIsRefused_data()
    {
        QTest::addColumn<QString>("text");
        QTest::newRow("no fields") << u"376064"_s;
        QTest::newRow("negative") << u"format=Q4_K_M;outside=-1;layers=1/0"_s;
        QTest::newRow("experts above the layer") << u"format=Q4_K_M;outside=0;layers=10/11"_s;
        QTest::newRow("not a number") << u"format=Q4_K_M;outside=0;layers=ten/0"_s;
        QTest::newRow("no bytes") << u"format=Q4_K_M;outside=0;layers=0/0"_s;
        QTest::newRow("no format") << u"format=;outside=0;layers=1/0"_s;
    }
    void malformedTextIsRefused()
    {
        QFETCH(QString, text);
        QString error;
        QVERIFY(!LlmFileWeights::fromText(text, &error));
        QVERIFY(!error.isEmpty());
    }

    void twoCardsHoldExactlyTheFilesLayers()
    {
        const LlmModel m = modelOf(denseLlama(), u"tiny.gguf"_s);
        const LlmWorkload w = fileWorkload(m);
        QVERIFY(LlmEstimator::usesFileWeights(w));
        LlmConfiguration c;
        c.groups = {{cardWithRoom(m, 1e9), 2}};
        c.split = SplitMode::LayerSplit;
        const LlmEstimate e = LlmEstimator().estimate(w, c);
        QCOMPARE(e.devices.size(), 2);
        QCOMPARE(e.devices[0].weightBytes, qint64(LlamaLayerBytes));
        QCOMPARE(e.devices[1].weightBytes, qint64(LlamaLayerBytes + LlamaOutsideBytes));
        QCOMPARE(e.devices[0].layers, 1.0);
        QCOMPARE(e.devices[0].weightsGb, LlamaLayerBytes / FileGiB);
        QVERIFY(e.fits);

        // In another format the weights are bits per weight x parameters, as for any model.
        LlmWorkload q8 = w;
        q8.format = *weightFormat(u"Q8_0"_s);
        QVERIFY(!LlmEstimator::usesFileWeights(q8));
        const LlmEstimate other = LlmEstimator().estimate(q8, c);
        QCOMPARE(other.devices[0].weightBytes, qint64(0));
        QVERIFY(qFuzzyCompare(other.devices[0].weightsGb + other.devices[1].weightsGb,
                              LlmEstimator::weightsGb(m, q8.format)));
    }

    void expertsGoToRamByTheirRealBytes()
    {
        const LlmModel m = modelOf(tinyMoe(), u"moe.gguf"_s);
        const LlmWorkload w = fileWorkload(m);
        QVERIFY(LlmEstimator::usesFileWeights(w));
        const double kvBytes = LlmEstimator::kvCacheGbPerSequence(m, w.kvCache, w.context) * FileGiB;
        const double total = double(m.fileWeights.totalBytes());
        LlmConfiguration c;
        c.offload = systemMemoryPlatform(u"ddr5-dual"_s);

        // 300,000 bytes too many: the experts of the first layer (417,792 bytes) go to RAM.
        c.groups = {{cardWithRoom(m, total + kvBytes - 300000), 1}};
        LlmEstimate e = LlmEstimator().estimate(w, c);
        QCOMPARE(qRound64(e.offloadGb * FileGiB), qint64(MoeExpertBytesPerLayer));
        QCOMPARE(e.devices[0].weightBytes, qint64(total) - qint64(MoeExpertBytesPerLayer));
        QCOMPARE(e.kind, u"offload"_s);

        // 600,000 too many: both layers' experts.
        c.groups = {{cardWithRoom(m, total + kvBytes - 600000), 1}};
        e = LlmEstimator().estimate(w, c);
        QCOMPARE(qRound64(e.offloadGb * FileGiB), qint64(2 * MoeExpertBytesPerLayer));
        QCOMPARE(e.devices[0].weightBytes, qint64(total) - qint64(2 * MoeExpertBytesPerLayer));
    }

    void denseLayersGoToRamWhole()
    {
        const LlmModel m = modelOf(denseLlama(), u"tiny.gguf"_s);
        const LlmWorkload w = fileWorkload(m);
        const double kvBytes = LlmEstimator::kvCacheGbPerSequence(m, w.kvCache, w.context) * FileGiB;
        LlmConfiguration c;
        c.offload = systemMemoryPlatform(u"ddr5-dual"_s);
        c.groups = {{cardWithRoom(m, double(m.fileWeights.totalBytes()) + kvBytes - 1000), 1}};
        const LlmEstimate e = LlmEstimator().estimate(w, c);
        // The first layer and its cache, whole.
        QCOMPARE(e.devices[0].weightBytes, qint64(LlamaLayerBytes + LlamaOutsideBytes));
        QCOMPARE(e.devices[0].layers, 1.0);
        QCOMPARE(qRound64((e.offloadGb - kvBytes / 2 / FileGiB) * FileGiB), qint64(LlamaLayerBytes));
    }
};

QTEST_GUILESS_MAIN(TestLlmFileWeights)
#include "tst_llmfileweights.moc"

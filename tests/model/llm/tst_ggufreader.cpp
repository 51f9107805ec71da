// SPDX-FileCopyrightText: 2026 GPU Advisor contributors
// SPDX-License-Identifier: GPL-3.0-or-later
// The GGUF header reader (model/llm/ggufreader.h, ggufmodel.h) on files the test writes byte by
// byte: every metadata type, the exact bytes of each tensor from its type and shape, a dense
// model, a mixture of experts, a split file read as one, and hostile headers refused quickly.
// And the Hugging Face reader (model/llm/hfconfig.h): repository ids and addresses, real
// config.json files (tests/data/hf, sources in its README) against the catalog's rows,
// safetensors headers, and hostile configurations.
#include "model/llm/ggufmodel.h"
#include "model/llm/ggufreader.h"
#include "model/llm/hfconfig.h"
#include "model/llm/llmmodelcsv.h"
#include "tests/common/ggufwriter.h"
#include "tests/common/hfcatalogconfigs.h"

#include <QDate>
#include <QElapsedTimer>
#include <QFile>
#include <QJsonDocument>
#include <QJsonObject>
#include <QLocale>
#include <QTemporaryDir>
#include <QTest>

#include <cmath>

using namespace Qt::StringLiterals;
using namespace TestGgufModels;

class TestGgufReader final : public QObject
{
    Q_OBJECT

private:
    QTemporaryDir m_dir;

    static GgufReader::Result parseAll(const QByteArray &bytes) { return GgufReader::parse(bytes, bytes.size(), true); }

    static HfRepoRef ref(const QString &repo)
    {
        HfRepoRef r;
        r.repo = repo;
        return r;
    }

    /// The catalog as the app bundles it.
    static QList<LlmModel> catalog()
    {
        QFile file(QStringLiteral(GPUADVISOR_SOURCE_DIR "/resources/seed/llm_models.csv"));
        if (!file.open(QIODevice::ReadOnly))
            return {};
        QList<LlmModel> models;
        QStringList errors;
        LlmModelCsv::parse(QString::fromUtf8(file.readAll()), &models, &errors, false);
        return models;
    }

    /// tests/data/hf/NAME.json read as the repository owner/NAME, without safetensors.
    static HfModelInfo readHfConfig(const QString &name)
    {
        QFile file(QStringLiteral(GPUADVISOR_SOURCE_DIR "/tests/data/hf/") + name + u".json"_s);
        HfModelInfo info;
        QString error;
        if (!file.open(QIODevice::ReadOnly)) {
            qWarning("%s cannot be read", qPrintable(file.fileName()));
            return info;
        }
        if (!HfConfigReader::read(ref(u"owner/"_s + name), QUrl(u"https://huggingface.co"_s), file.readAll(), {}, &info,
                                  &error))
            qWarning("%s", qPrintable(error));
        return info;
    }

private Q_SLOTS:
    void initTestCase()
    {
        QVERIFY(m_dir.isValid());
        // Messages write counts with the reader's group separators.
        QLocale::setDefault(QLocale(QLocale::English, QLocale::UnitedStates));
    }

    void blockSizesAreGgmls_data()
    {
        QTest::addColumn<quint32>("id");
        QTest::addColumn<QString>("name");
        QTest::addColumn<int>("block");
        QTest::addColumn<int>("bytes");
        // ggml-common.h: the struct of each block, its fields summed by hand.
        QTest::newRow("F32") << 0U << u"F32"_s << 1 << 4;
        QTest::newRow("F16") << 1U << u"F16"_s << 1 << 2;
        QTest::newRow("Q4_0: d + 16 nibble bytes") << 2U << u"Q4_0"_s << 32 << 2 + 16;
        QTest::newRow("Q4_1: d, m + 16") << 3U << u"Q4_1"_s << 32 << 4 + 16;
        QTest::newRow("Q5_0: d + qh 4 + 16") << 6U << u"Q5_0"_s << 32 << 2 + 4 + 16;
        QTest::newRow("Q5_1") << 7U << u"Q5_1"_s << 32 << 4 + 4 + 16;
        QTest::newRow("Q8_0: d + 32") << 8U << u"Q8_0"_s << 32 << 2 + 32;
        QTest::newRow("Q2_K: scales 16 + qs 64 + d, dmin") << 10U << u"Q2_K"_s << 256 << 16 + 64 + 4;
        QTest::newRow("Q3_K: hmask 32 + qs 64 + scales 12 + d") << 11U << u"Q3_K"_s << 256 << 32 + 64 + 12 + 2;
        QTest::newRow("Q4_K: d, dmin + scales 12 + qs 128") << 12U << u"Q4_K"_s << 256 << 4 + 12 + 128;
        QTest::newRow("Q5_K: + qh 32") << 13U << u"Q5_K"_s << 256 << 4 + 12 + 32 + 128;
        QTest::newRow("Q6_K: ql 128 + qh 64 + scales 16 + d") << 14U << u"Q6_K"_s << 256 << 128 + 64 + 16 + 2;
        QTest::newRow("Q8_K: d f32 + 256 + bsums 32") << 15U << u"Q8_K"_s << 256 << 4 + 256 + 32;
        QTest::newRow("IQ2_XXS") << 16U << u"IQ2_XXS"_s << 256 << 2 + 64;
        QTest::newRow("IQ2_XS") << 17U << u"IQ2_XS"_s << 256 << 2 + 64 + 8;
        QTest::newRow("IQ3_XXS") << 18U << u"IQ3_XXS"_s << 256 << 2 + 96;
        QTest::newRow("IQ1_S") << 19U << u"IQ1_S"_s << 256 << 2 + 32 + 16;
        QTest::newRow("IQ4_NL") << 20U << u"IQ4_NL"_s << 32 << 2 + 16;
        QTest::newRow("IQ3_S") << 21U << u"IQ3_S"_s << 256 << 2 + 64 + 8 + 32 + 4;
        QTest::newRow("IQ2_S") << 22U << u"IQ2_S"_s << 256 << 2 + 64 + 16;
        QTest::newRow("IQ4_XS") << 23U << u"IQ4_XS"_s << 256 << 2 + 2 + 128 + 4;
        QTest::newRow("IQ1_M") << 29U << u"IQ1_M"_s << 256 << 32 + 16 + 8;
        QTest::newRow("BF16") << 30U << u"BF16"_s << 1 << 2;
        QTest::newRow("TQ1_0") << 34U << u"TQ1_0"_s << 256 << 48 + 4 + 2;
        QTest::newRow("TQ2_0") << 35U << u"TQ2_0"_s << 256 << 64 + 2;
        QTest::newRow("MXFP4: e8m0 + 16") << 39U << u"MXFP4"_s << 32 << 1 + 16;
    }
    void blockSizesAreGgmls()
    {
        QFETCH(quint32, id);
        QFETCH(QString, name);
        QFETCH(int, block);
        QFETCH(int, bytes);
        const auto type = ggmlType(id);
        QVERIFY(type);
        QCOMPARE(type->name, name);
        QCOMPARE(type->blockSize, block);
        QCOMPARE(type->typeSize, bytes);
    }

    void removedTypesAreUnknown()
    {
        QVERIFY(!ggmlType(4));  // Q4_2
        QVERIFY(!ggmlType(31)); // Q4_0_4_4
        QVERIFY(!ggmlType(1000));
    }

    void everyMetadataTypeIsRead()
    {
        TestGgufWriter w;
        w.addU8(u"a.u8"_s, 200);
        w.addI8(u"a.i8"_s, -5);
        w.addU16(u"a.u16"_s, 60000);
        w.addI16(u"a.i16"_s, -30000);
        w.addU32(u"a.u32"_s, 4000000000U);
        w.addI32(u"a.i32"_s, -2000000000);
        w.addF32(u"a.f32"_s, 0.5F);
        w.addBool(u"a.bool"_s, true);
        w.addString(u"a.string"_s, u"Привет"_s);
        w.addU64(u"a.u64"_s, 1ULL << 40);
        w.addI64(u"a.i64"_s, -(1LL << 40));
        w.addF64(u"a.f64"_s, 1e-300);
        w.addArrayI32(u"a.ints"_s, {1, -2, 3});
        w.addArrayBool(u"a.flags"_s, {true, false});
        w.addArrayStrings(u"a.words"_s, {u"x"_s, u"yy"_s});
        w.addTensor(u"t"_s, {32}, GgmlF32, 128);
        const GgufReader::Result r = parseAll(w.file());
        QCOMPARE(r.status, GgufReader::Status::Ok);
        const GgufHeader &h = r.header;
        QCOMPARE(h.version, 3U);
        QCOMPARE(h.integer(u"a.u8"_s), 200);
        QCOMPARE(h.integer(u"a.i8"_s), -5);
        QCOMPARE(h.integer(u"a.u16"_s), 60000);
        QCOMPARE(h.integer(u"a.i16"_s), -30000);
        QCOMPARE(h.integer(u"a.u32"_s), 4000000000LL);
        QCOMPARE(h.integer(u"a.i32"_s), -2000000000);
        QCOMPARE(h.number(u"a.f32"_s), 0.5);
        QCOMPARE(h.integer(u"a.bool"_s), 1);
        QCOMPARE(h.string(u"a.string"_s), u"Привет"_s);
        QCOMPARE(h.integer(u"a.u64"_s), qint64(1) << 40);
        QCOMPARE(h.integer(u"a.i64"_s), -(qint64(1) << 40));
        QCOMPARE(h.number(u"a.f64"_s), 1e-300);
        QCOMPARE(h.metadata.value(u"a.ints"_s).toList(), (QVariantList{qint64(1), qint64(-2), qint64(3)}));
        QCOMPARE(h.metadata.value(u"a.flags"_s).toList(), (QVariantList{true, false}));
        QCOMPARE(h.arrayLengths.value(u"a.words"_s), 2U);
        QCOMPARE(h.tensors.size(), 1);
        QCOMPARE(h.tensors.first().bytes, 128U);
        QCOMPARE(h.headerBytes, quint64(w.header().size()));
        QCOMPARE(h.dataOffset % 32, 0U);
    }

    void versionTwoIsRead()
    {
        TestGgufWriter w;
        w.version = 2;
        w.addString(u"general.architecture"_s, u"llama"_s);
        QCOMPARE(parseAll(w.file()).status, GgufReader::Status::Ok);
    }

    void denseModelHasTheBytesWritten()
    {
        const TestGgufWriter w = denseLlama();
        const QString path = m_dir.filePath(u"tiny-llama-Q4_K_M.gguf"_s);
        QVERIFY(w.write(path));
        GgufModelInfo info;
        QString error;
        QVERIFY2(GgufModelReader::readFile(path, &info, &error), qPrintable(error));
        QCOMPARE(info.tensors.size(), w.tensors().size());
        for (qsizetype i = 0; i < w.tensors().size(); ++i) {
            QCOMPARE(info.tensors.at(i).name, w.tensors().at(i).name);
            QCOMPARE(info.tensors.at(i).bytes, w.tensors().at(i).bytes);
            QCOMPARE(info.tensors.at(i).shape, w.tensors().at(i).shape);
        }
        QCOMPARE(info.totalParams, LlamaParams);
        QCOMPARE(info.activeParams, double(LlamaParams));
        QCOMPARE(info.layerBytes, (QList<quint64>{LlamaLayerBytes, LlamaLayerBytes}));
        QCOMPARE(info.outsideLayerBytes, LlamaOutsideBytes);
        QCOMPARE(info.totalBytes, 2 * LlamaLayerBytes + LlamaOutsideBytes);
        // Q4_K 552,960, Q6_K 376,320, F32 5,120 of 934,400 bytes.
        QCOMPARE(info.formatLabel(), u"Q4_K_M: 59% Q4_K, 40% Q6_K, 1% F32"_s);
        QVERIFY(info.missing.isEmpty());
        const LlmModel &m = info.model;
        QCOMPARE(m.name, u"Tiny Llama Q4_K_M"_s);
        QCOMPARE(m.layers, 2);
        QCOMPARE(m.hidden, 256);
        QCOMPARE(m.attentionHeads, 4);
        QCOMPARE(m.kvHeads, 2);
        QCOMPARE(m.headDim, 64);
        QCOMPARE(m.attention, AttentionKind::Gqa);
        QCOMPARE(m.vocab, 512);
        QCOMPARE(m.nativeContext, 4096);
        QCOMPARE(m.releasedPrecision, u"Q4_K_M"_s);
        QCOMPARE(m.totalParamsB, LlamaParams / 1e9);
        QVERIFY2(m.validate().isEmpty(), qPrintable(m.validate()));
        QVERIFY(m.source.contains(info.headerSha256));
        QCOMPARE(info.headerSha256.size(), 64);
    }

    void moeModelCountsActiveExperts()
    {
        const QString path = m_dir.filePath(u"tiny-moe.gguf"_s);
        QVERIFY(tinyMoe().write(path));
        GgufModelInfo info;
        QString error;
        QVERIFY2(GgufModelReader::readFile(path, &info, &error), qPrintable(error));
        QCOMPARE(info.totalParams, MoeParams);
        QCOMPARE(info.activeParams, double(MoeActiveParams));
        QCOMPARE(info.layerExpertBytes, (QList<quint64>{MoeExpertBytesPerLayer, MoeExpertBytesPerLayer}));
        QCOMPARE(info.model.experts, 8);
        QCOMPARE(info.model.activeExperts, 2);
        QCOMPARE(info.model.vocab, 512);
        QCOMPARE(info.model.nativeContext, 32768);
        QVERIFY(info.fileType.isEmpty());
        QCOMPARE(info.formatLabel(), u"54% MXFP4, 45% Q8_0, 1% F32"_s);
        QVERIFY2(info.model.validate().isEmpty(), qPrintable(info.model.validate()));
    }

    void slidingWindowFromThePatternOrTheArchitecture()
    {
        TestGgufWriter w;
        w.addString(u"general.architecture"_s, u"gemma3"_s);
        w.addU32(u"gemma3.block_count"_s, 6);
        w.addU32(u"gemma3.attention.sliding_window"_s, 1024);
        w.addTensor(u"blk.0.attn_q.weight"_s, {256, 256}, GgmlF32, 65536 * 4);
        GgufModelInfo info;
        QString error;
        QVERIFY2(GgufModelReader::fromHeaders({parseAll(w.file()).header}, {u"g.gguf"_s}, {}, &info, &error),
                 qPrintable(error));
        QCOMPARE(info.model.attention, AttentionKind::SlidingWindow);
        QCOMPARE(info.model.slidingWindow, 1024);
        QCOMPARE(info.model.localLayers, 5);
        QCOMPARE(info.model.globalLayers, 1);

        TestGgufWriter v;
        v.addString(u"general.architecture"_s, u"newarch"_s);
        v.addU32(u"newarch.attention.sliding_window"_s, 512);
        v.addArrayBool(u"newarch.attention.sliding_window_pattern"_s,
                       {true, true, true, false, true, true, true, false});
        v.addTensor(u"blk.0.attn_q.weight"_s, {256, 256}, GgmlF32, 65536 * 4);
        QVERIFY(GgufModelReader::fromHeaders({parseAll(v.file()).header}, {u"n.gguf"_s}, {}, &info, &error));
        QCOMPARE(info.model.localLayers, 3);
        QCOMPARE(info.model.globalLayers, 1);
    }

    void latentAttentionFromDeepSeekKeys()
    {
        TestGgufWriter w;
        w.addString(u"general.architecture"_s, u"deepseek2"_s);
        w.addU32(u"deepseek2.attention.head_count"_s, 16);
        w.addU32(u"deepseek2.attention.head_count_kv"_s, 1);
        w.addU32(u"deepseek2.attention.kv_lora_rank"_s, 512);
        w.addU32(u"deepseek2.rope.dimension_count"_s, 64);
        w.addU32(u"deepseek2.attention.key_length"_s, 192);
        w.addU32(u"deepseek2.attention.value_length"_s, 128);
        w.addTensor(u"blk.0.attn_kv_a_mqa.weight"_s, {256, 576}, GgmlF32, 256 * 576 * 4);
        GgufModelInfo info;
        QString error;
        QVERIFY(GgufModelReader::fromHeaders({parseAll(w.file()).header}, {u"d.gguf"_s}, {}, &info, &error));
        QCOMPARE(info.model.attention, AttentionKind::Mla);
        QCOMPARE(info.model.kvLoraRank, 512);
        QCOMPARE(info.model.ropeHeadDim, 64);
        QCOMPARE(info.model.headDim, 128);
        QCOMPARE(info.model.kvHeads, 16);
    }

    void splitFileReadsAsOne()
    {
        // The Llama in three parts, as gguf-split writes it: the metadata in the first, split.*
        // in each, the tensors spread over them.
        QList<TestGgufWriter> parts(3);
        llamaMetadata(&parts[0]);
        for (int i = 0; i < 3; ++i) {
            parts[i].addU16(u"split.no"_s, quint16(i));
            parts[i].addU16(u"split.count"_s, 3);
        }
        parts[0].addI32(u"split.tensors.count"_s, 21);
        llamaOutside(&parts[0]);
        llamaLayer(&parts[1], 0);
        llamaLayer(&parts[2], 1);
        for (int i = 0; i < 3; ++i)
            QVERIFY(parts[i].write(m_dir.filePath(u"split-llama-%1-of-00003.gguf"_s.arg(i + 1, 5, 10, QChar(u'0')))));
        GgufModelInfo info;
        QString error;
        QVERIFY2(GgufModelReader::readFile(m_dir.filePath(u"split-llama-00002-of-00003.gguf"_s), &info, &error),
                 qPrintable(error));
        QCOMPARE(info.files.size(), 3);
        QCOMPARE(info.files.first(), u"split-llama-00001-of-00003.gguf"_s);
        QCOMPARE(info.totalParams, LlamaParams);
        QCOMPARE(info.layerBytes, (QList<quint64>{LlamaLayerBytes, LlamaLayerBytes}));
        QCOMPARE(info.outsideLayerBytes, LlamaOutsideBytes);
        QVERIFY(info.model.source.startsWith(u"split-llama.gguf"_s));

        QVERIFY(QFile::remove(m_dir.filePath(u"split-llama-00003-of-00003.gguf"_s)));
        QVERIFY(!GgufModelReader::readFile(m_dir.filePath(u"split-llama-00001-of-00003.gguf"_s), &info, &error));
        QVERIFY2(error.contains(u"part 3"_s) && error.contains(u"split-llama-00003-of-00003.gguf"_s),
                 qPrintable(error));
    }

    void incompleteBytesAskForMore()
    {
        const QByteArray file = denseLlama().file();
        const GgufReader::Result r = GgufReader::parse(file.left(100), file.size(), false);
        QCOMPARE(r.status, GgufReader::Status::NeedMore);
        QVERIFY(r.needBytes > 100);
        const GgufReader::Result whole =
            GgufReader::parse(file.left(qsizetype(r.needBytes) + 20000), file.size(), false);
        QVERIFY(whole.status == GgufReader::Status::Ok || whole.needBytes > r.needBytes);
    }

    void hostileHeadersAreRefusedQuickly_data()
    {
        QTest::addColumn<QByteArray>("bytes");
        QTest::addColumn<QString>("message");
        TestGgufWriter plain;
        plain.addString(u"general.architecture"_s, u"llama"_s);
        plain.addTensor(u"t"_s, {32}, GgmlF32, 128);

        QTest::newRow("wrong magic") << QByteArray("GGML\3\0\0\0") + QByteArray(32, '\0') << u"'GGUF'"_s;
        QByteArray v1 = plain.file();
        v1[4] = 1;
        QTest::newRow("version 1") << v1 << u"version 1"_s;
        QTest::newRow("2^60 tensors") << plain.header(1ULL << 60) << u"claims 1,152,921,504,606,846,976 tensors"_s;
        QTest::newRow("truncated") << plain.file().left(40) << u"cut short"_s;
        QTest::newRow("data cut short") << plain.file().chopped(64) << u"cut short"_s;

        TestGgufWriter huge;
        QByteArray raw;
        TestGgufWriter::putString(&raw, "k");
        TestGgufWriter::put<quint32>(&raw, TestGgufWriter::String);
        TestGgufWriter::put<quint64>(&raw, 4ULL << 30); // a 4 GB string
        huge.addRawKeys(raw, 1);
        QTest::newRow("4 GB string") << huge.header() << u"4,294,967,296 bytes"_s;

        TestGgufWriter manyItems;
        QByteArray items;
        TestGgufWriter::putString(&items, "k");
        TestGgufWriter::put<quint32>(&items, TestGgufWriter::Array);
        TestGgufWriter::put<quint32>(&items, TestGgufWriter::U8);
        TestGgufWriter::put<quint64>(&items, 1ULL << 60);
        manyItems.addRawKeys(items, 1);
        QTest::newRow("2^60 array items") << manyItems.header() << u"items"_s;

        TestGgufWriter dims;
        dims.addTensor(u"t"_s, {32, 1ULL << 40, 1ULL << 40}, GgmlF32, 128);
        QTest::newRow("impossible shape") << dims.file() << u"impossible shape"_s;

        TestGgufWriter rows;
        rows.addTensor(u"t"_s, {100}, GgmlQ4_K, 144);
        QTest::newRow("partial block") << rows.file() << u"not a whole number"_s;

        TestGgufWriter type;
        type.addTensor(u"t"_s, {32}, 77, 128);
        QTest::newRow("unknown type") << type.file() << u"ggml type 77"_s;

        TestGgufWriter twice;
        twice.addU32(u"a"_s, 1);
        twice.addU32(u"a"_s, 2);
        QTest::newRow("key twice") << twice.file() << u"appears twice"_s;
    }
    void hostileHeadersAreRefusedQuickly()
    {
        QFETCH(QByteArray, bytes);
        QFETCH(QString, message);
        QElapsedTimer timer;
        timer.start();
        const GgufReader::Result r = parseAll(bytes);
        QCOMPARE(r.status, GgufReader::Status::Invalid);
        QVERIFY2(r.error.contains(message), qPrintable(r.error));
        QVERIFY(r.header.tensors.isEmpty());
        QVERIFY(timer.elapsed() < 1000);
    }

    void aHeaderPastTheLimitIsRefusedOnDisk()
    {
        // A string array whose items claim more than the 64 MB a header may take.
        TestGgufWriter w;
        QByteArray raw;
        TestGgufWriter::putString(&raw, "tokenizer.ggml.tokens");
        TestGgufWriter::put<quint32>(&raw, TestGgufWriter::Array);
        TestGgufWriter::put<quint32>(&raw, TestGgufWriter::String);
        TestGgufWriter::put<quint64>(&raw, 40000000);
        w.addRawKeys(raw, 1);
        QByteArray bytes = w.header();
        bytes.append(QByteArray(1 << 16, '\0'));
        const QString path = m_dir.filePath(u"endless.gguf"_s);
        QFile f(path);
        QVERIFY(f.open(QIODevice::WriteOnly));
        f.write(bytes);
        QVERIFY(f.resize(400LL << 20)); // sparse: 400 MB claimed on disk
        f.close();
        GgufHeader h;
        QByteArray headerBytes;
        QString error;
        QElapsedTimer timer;
        timer.start();
        QVERIFY(!GgufModelReader::readHeader(path, &h, &headerBytes, &error));
        QVERIFY2(error.contains(u"64 MB"_s), qPrintable(error));
        QVERIFY(timer.elapsed() < 5000);
    }

    // --- Hugging Face repositories -------------------------------------------------------------

    void hfReferencesAreRead_data()
    {
        QTest::addColumn<QString>("text");
        QTest::addColumn<QString>("repo");
        QTest::addColumn<QString>("revision");
        QTest::newRow("id") << u"Qwen/Qwen3-30B-A3B"_s << u"Qwen/Qwen3-30B-A3B"_s << u"main"_s;
        QTest::newRow("id at a revision")
            << u" meta-llama/Llama-3.1-8B@v1.0 "_s << u"meta-llama/Llama-3.1-8B"_s << u"v1.0"_s;
        QTest::newRow("repository page") << u"https://huggingface.co/google/gemma-3-27b-it"_s
                                         << u"google/gemma-3-27b-it"_s << u"main"_s;
        QTest::newRow("tree") << u"https://huggingface.co/openai/gpt-oss-120b/tree/8b193b0"_s
                              << u"openai/gpt-oss-120b"_s << u"8b193b0"_s;
        QTest::newRow("resolved file") << u"https://huggingface.co/zai-org/GLM-4.5-Air/resolve/main/config.json"_s
                                       << u"zai-org/GLM-4.5-Air"_s << u"main"_s;
        QTest::newRow("blob in a folder")
            << u"https://huggingface.co/a/b/blob/dev/sub/config.json"_s << u"a/b"_s << u"dev"_s;
        QTest::newRow("pull request ref")
            << u"https://huggingface.co/a/b/tree/refs%2Fpr%2F7"_s << u"a/b"_s << u"refs/pr/7"_s;
        QTest::newRow("address without its scheme")
            << u"huggingface.co/Qwen/Qwen3-8B"_s << u"Qwen/Qwen3-8B"_s << u"main"_s;
        QTest::newRow("mirror over http")
            << u"http://hf-mirror.com/deepseek-ai/DeepSeek-V3"_s << u"deepseek-ai/DeepSeek-V3"_s << u"main"_s;
    }
    void hfReferencesAreRead()
    {
        QFETCH(QString, text);
        QFETCH(QString, repo);
        QFETCH(QString, revision);
        QString error;
        const auto ref = HfRepoRef::parse(text, &error);
        QVERIFY2(ref, qPrintable(error));
        QCOMPARE(ref->repo, repo);
        QCOMPARE(ref->revision, revision);
    }

    void hfReferencesAreRefused_data()
    {
        QTest::addColumn<QString>("text");
        QTest::addColumn<QString>("message");
        QTest::newRow("empty") << u"  "_s << u"enter a Hugging Face repository"_s;
        QTest::newRow("spaces") << u"Qwen/Qwen3 8B"_s << u"no spaces"_s;
        QTest::newRow("no owner") << u"gpt2"_s << u"one slash"_s;
        QTest::newRow("dot dot") << u"../etc"_s << u"not a repository id"_s;
        QTest::newRow("dot dot in a revision") << u"a/b@../../x"_s << u"revision"_s;
        QTest::newRow("file scheme") << u"file:///etc/passwd"_s << u"http or https"_s;
        QTest::newRow("ftp") << u"ftp://huggingface.co/a/b"_s << u"http or https"_s;
        QTest::newRow("too many parts") << u"a/b/c"_s << u"one slash"_s;
        QTest::newRow("too many parts in an address") << u"https://huggingface.co/a/b/c"_s << u"too many parts"_s;
        QTest::newRow("tree with a file") << u"https://huggingface.co/a/b/tree/main/x"_s << u"too many parts"_s;
        QTest::newRow("address without a repository") << u"https://huggingface.co/Qwen"_s << u"owner/name"_s;
        QTest::newRow("over 200 characters") << (u"a/"_s + QString(199, u'b')) << u"200 characters"_s;
        QTest::newRow("double dash") << u"a/b--c"_s << u"not a repository id"_s;
    }
    void hfReferencesAreRefused()
    {
        QFETCH(QString, text);
        QFETCH(QString, message);
        QString error;
        QVERIFY(!HfRepoRef::parse(text, &error));
        QVERIFY2(error.contains(message), qPrintable(error));
    }

    void hfEndpointAndFileAddresses()
    {
        const QByteArray saved = qgetenv("HF_ENDPOINT");
        qunsetenv("HF_ENDPOINT");
        QCOMPARE(HfRepoRef::defaultEndpoint(), QUrl(u"https://huggingface.co"_s));
        qputenv("HF_ENDPOINT", "https://hf-mirror.com/");
        QCOMPARE(HfRepoRef::defaultEndpoint(), QUrl(u"https://hf-mirror.com"_s));
        qputenv("HF_ENDPOINT", "file:///tmp");
        QCOMPARE(HfRepoRef::defaultEndpoint(), QUrl(u"https://huggingface.co"_s));
        if (saved.isNull())
            qunsetenv("HF_ENDPOINT");
        else
            qputenv("HF_ENDPOINT", saved);

        HfRepoRef ref;
        ref.repo = u"Qwen/Qwen3-8B"_s;
        QCOMPARE(ref.label(), u"Qwen/Qwen3-8B"_s);
        QCOMPARE(ref.fileUrl(QUrl(u"https://huggingface.co"_s), u"config.json"_s).toString(QUrl::FullyEncoded),
                 u"https://huggingface.co/Qwen/Qwen3-8B/resolve/main/config.json"_s);
        ref.revision = u"refs/pr/1"_s;
        QCOMPARE(ref.label(), u"Qwen/Qwen3-8B@refs/pr/1"_s);
        QCOMPARE(ref.fileUrl(QUrl(u"http://127.0.0.1:8080/hub/"_s), u"model.safetensors.index.json"_s)
                     .toString(QUrl::FullyEncoded),
                 u"http://127.0.0.1:8080/hub/Qwen/Qwen3-8B/resolve/refs%2Fpr%2F1/model.safetensors.index.json"_s);
    }

    void hfConfigsMatchTheCatalog_data()
    {
        QTest::addColumn<QString>("file");
        QTest::addColumn<QString>("catalogName");
        for (const TestHfConfigs::CatalogConfig &c : TestHfConfigs::catalogConfigs())
            QTest::newRow(c.row) << TestHfConfigs::configFile(c) << QString::fromUtf8(c.catalogName);
    }
    void hfConfigsMatchTheCatalog()
    {
        QFETCH(QString, file);
        QFETCH(QString, catalogName);
        const std::optional<LlmModel> row = findModel(catalog(), catalogName);
        QVERIFY2(row, qPrintable(catalogName));
        const HfModelInfo info = readHfConfig(file);
        const LlmModel &m = info.model;
        QCOMPARE(m.layers, row->layers);
        QCOMPARE(m.hidden, row->hidden);
        QCOMPARE(m.attentionHeads, row->attentionHeads);
        QCOMPARE(m.kvHeads, row->kvHeads);
        QCOMPARE(m.headDim, row->headDim);
        QCOMPARE(attentionKindKey(m.attention), attentionKindKey(row->attention));
        QCOMPARE(m.kvLoraRank, row->kvLoraRank);
        QCOMPARE(m.ropeHeadDim, row->ropeHeadDim);
        QCOMPARE(m.slidingWindow, row->slidingWindow);
        QCOMPARE(m.localLayers, row->localLayers);
        QCOMPARE(m.globalLayers, row->globalLayers);
        QCOMPARE(m.experts, row->experts);
        QCOMPARE(m.activeExperts, row->activeExperts);
        QCOMPARE(m.sharedExperts, row->sharedExperts);
        QCOMPARE(m.vocab, row->vocab);
        QVERIFY(!info.exactParameters);
        // The catalog counts as the reader does (docs/llm-planning.md §1): every stored parameter,
        // and per token all but the routed experts the token does not use.
        QVERIFY2(std::abs(m.totalParamsB / row->totalParamsB - 1) < TestHfConfigs::ParameterTolerance,
                 qPrintable(u"total %1 against %2"_s.arg(m.totalParamsB).arg(row->totalParamsB)));
        QVERIFY2(std::abs(m.activeParamsB / row->activeParamsB - 1) < TestHfConfigs::ParameterTolerance,
                 qPrintable(u"active %1 against %2"_s.arg(m.activeParamsB).arg(row->activeParamsB)));
        QVERIFY2(info.missing.isEmpty(), qPrintable(info.missing.join(u", "_s)));
        QVERIFY(m.userAdded);
        QCOMPARE(m.recordedOn, QDate::currentDate());
        QCOMPARE(m.developer, u"owner"_s);
        QCOMPARE(m.name, file);
        QCOMPARE(m.source, u"https://huggingface.co/owner/%1/resolve/main/config.json"_s.arg(file));
        QCOMPARE(m.releasedPrecision.isEmpty(), false);
        // A row the catalog could take as it is, but for the context length some rows take from the model card.
        LlmModel check = m;
        check.nativeContext = row->nativeContext;
        QVERIFY2(check.validate().isEmpty(), qPrintable(check.validate()));
    }

    void hfConfigsOutsideTheCatalog()
    {
        // Gemma 3 1B: text only, sliding_window_pattern 6 (five local layers to one global).
        HfModelInfo info = readHfConfig(u"gemma-3-1b-it"_s);
        QCOMPARE(info.modelType, u"gemma3_text"_s);
        QCOMPARE(attentionKindKey(info.model.attention), u"sliding"_s);
        QCOMPARE(info.model.slidingWindow, 512);
        QCOMPARE(info.model.localLayers, 5);
        QCOMPARE(info.model.globalLayers, 1);
        QCOMPARE(info.model.headDim, 256);
        QCOMPARE(info.model.kvHeads, 1);
        // Google: "Gemma 3 1B, 1 billion parameters" (tied embeddings, 0.3 billion of them).
        QVERIFY2(std::abs(info.model.totalParamsB - 1.0) < 0.02, qPrintable(QString::number(info.model.totalParamsB)));
        QCOMPARE(info.model.releasedPrecision, u"BF16"_s);

        // Phi-3 mini: its sliding_window of 2047 is not used (as llama.cpp leaves it out); 3.8 billion.
        info = readHfConfig(u"Phi-3-mini-4k-instruct"_s);
        QCOMPARE(attentionKindKey(info.model.attention), u"gqa"_s);
        QCOMPARE(info.model.slidingWindow, 0);
        QVERIFY2(std::abs(info.model.totalParamsB - 3.82) < 0.02, qPrintable(QString::number(info.model.totalParamsB)));

        // Aya 23 8B (Command R's architecture, model_type cohere): tied embeddings by default, F16.
        info = readHfConfig(u"aya-23-8B"_s);
        QCOMPARE(info.architecture, u"CohereForCausalLM"_s);
        QCOMPARE(info.model.kvHeads, 8);
        QVERIFY2(std::abs(info.model.totalParamsB - 8.03) < 0.05, qPrintable(QString::number(info.model.totalParamsB)));
        QCOMPARE(info.model.releasedPrecision, u"F16"_s);
        QVERIFY(info.model.validate().isEmpty());

        // Qwen3 235B-A22B-Instruct-2507: the same architecture as the catalog's row, a longer context.
        info = readHfConfig(u"Qwen3-235B-A22B-Instruct-2507"_s);
        QCOMPARE(info.model.nativeContext, 262144);
    }

    void hfLlama4VisionEncoderIsCounted()
    {
        // Llama 4 Scout's vision_config, with and without it: the encoder and projector add the
        // sum of the module list transformers prints for Llama4ForConditionalGeneration (class
        // 1,408, positions 812,416, patches 827,904, norms 5,632, 34 layers of 23,807,872, the
        // adapter 23,068,672 + 16,777,216, the projector 20,971,520), to the total and per token.
        QFile file(QStringLiteral(GPUADVISOR_SOURCE_DIR "/tests/data/hf/Llama-4-Scout-17B-16E-Instruct.json"));
        QVERIFY(file.open(QIODevice::ReadOnly));
        QJsonObject config = QJsonDocument::fromJson(file.readAll()).object();
        HfModelInfo with;
        HfModelInfo without;
        QString error;
        QVERIFY2(HfConfigReader::read(ref(u"a/b"_s), QUrl(u"https://huggingface.co"_s), QJsonDocument(config).toJson(),
                                      {}, &with, &error),
                 qPrintable(error));
        config.remove(u"vision_config"_s);
        QVERIFY2(HfConfigReader::read(ref(u"a/b"_s), QUrl(u"https://huggingface.co"_s), QJsonDocument(config).toJson(),
                                      {}, &without, &error),
                 qPrintable(error));
        QCOMPARE(qRound64((with.model.totalParamsB - without.model.totalParamsB) * 1e9), Q_INT64_C(871932416));
        QCOMPARE(qRound64((with.model.activeParamsB - without.model.activeParamsB) * 1e9), Q_INT64_C(871932416));
    }

    void hfNestedAndSparseConfigs_data()
    {
        QTest::addColumn<QByteArray>("json");
        QTest::addColumn<QString>("catalogName");
        // The shape of google/gemma-3-27b-it's config.json: a multimodal wrapper whose text_config
        // lists only what differs from Gemma3TextConfig's defaults (vocabulary 262208, context
        // 131072, sliding_window_pattern 6), and the SigLIP encoder's vision_config. Written for this
        // test, not a copy.
        QTest::newRow("Gemma 3 27B") << QByteArray(R"({"architectures": ["Gemma3ForConditionalGeneration"],
            "model_type": "gemma3", "torch_dtype": "bfloat16", "text_config": {"head_dim": 128,
            "hidden_size": 5376, "intermediate_size": 21504, "model_type": "gemma3_text", "num_attention_heads": 32,
            "num_hidden_layers": 62, "num_key_value_heads": 16, "query_pre_attn_scalar": 168, "sliding_window": 1024},
            "vision_config": {"hidden_size": 1152, "image_size": 896, "intermediate_size": 4304,
            "model_type": "siglip_vision_model", "num_attention_heads": 16, "num_hidden_layers": 27, "patch_size": 14,
            "vision_use_head": false}})")
                                     << u"Gemma 3 27B"_s;
        // zai-org/GLM-4.5-Air's architecture keys (slime's scripts/models/glm4.5-106B-A12B.sh restates
        // them for Megatron: 1 dense and 45 MoE layers, 96 heads in 8 groups of 128, MLP 10944,
        // experts 1408 with one shared, top 8, vocabulary 151552, qkv bias). Written for this test.
        QTest::newRow("GLM-4.5-Air") << QByteArray(R"({"architectures": ["Glm4MoeForCausalLM"],
            "attention_bias": true, "first_k_dense_replace": 1, "head_dim": 128, "hidden_size": 4096,
            "intermediate_size": 10944, "max_position_embeddings": 131072, "model_type": "glm4_moe",
            "moe_intermediate_size": 1408, "n_routed_experts": 128, "n_shared_experts": 1, "num_attention_heads": 96,
            "num_experts_per_tok": 8, "num_hidden_layers": 46, "num_key_value_heads": 8,
            "num_nextn_predict_layers": 1, "partial_rotary_factor": 0.5, "tie_word_embeddings": false,
            "torch_dtype": "bfloat16", "use_qk_norm": false, "vocab_size": 151552})")
                                     << u"GLM-4.5-Air"_s;
        // zai-org/GLM-4.5's, as slime's scripts/models/glm4.5-355B-A32B.sh restates them: 3 dense and
        // 89 MoE layers, width 5120, MLP 12288, experts 1536 of 160 with one shared, q/k norms.
        QTest::newRow("GLM-4.5") << QByteArray(R"({"architectures": ["Glm4MoeForCausalLM"],
            "attention_bias": true, "first_k_dense_replace": 3, "head_dim": 128, "hidden_size": 5120,
            "intermediate_size": 12288, "max_position_embeddings": 131072, "model_type": "glm4_moe",
            "moe_intermediate_size": 1536, "n_routed_experts": 160, "n_shared_experts": 1, "num_attention_heads": 96,
            "num_experts_per_tok": 8, "num_hidden_layers": 92, "num_key_value_heads": 8,
            "num_nextn_predict_layers": 1, "partial_rotary_factor": 0.5, "tie_word_embeddings": false,
            "torch_dtype": "bfloat16", "use_qk_norm": true, "vocab_size": 151552})")
                                 << u"GLM-4.5"_s;
    }
    void hfNestedAndSparseConfigs()
    {
        QFETCH(QByteArray, json);
        QFETCH(QString, catalogName);
        const std::optional<LlmModel> row = findModel(catalog(), catalogName);
        QVERIFY(row);
        HfModelInfo info;
        QString error;
        QVERIFY2(HfConfigReader::read(ref(u"a/b"_s), QUrl(u"https://huggingface.co"_s), json, {}, &info, &error),
                 qPrintable(error));
        const LlmModel &m = info.model;
        QCOMPARE(m.layers, row->layers);
        QCOMPARE(m.hidden, row->hidden);
        QCOMPARE(m.attentionHeads, row->attentionHeads);
        QCOMPARE(m.kvHeads, row->kvHeads);
        QCOMPARE(m.headDim, row->headDim);
        QCOMPARE(attentionKindKey(m.attention), attentionKindKey(row->attention));
        QCOMPARE(m.slidingWindow, row->slidingWindow);
        QCOMPARE(m.localLayers, row->localLayers);
        QCOMPARE(m.globalLayers, row->globalLayers);
        QCOMPARE(m.experts, row->experts);
        QCOMPARE(m.activeExperts, row->activeExperts);
        QCOMPARE(m.sharedExperts, row->sharedExperts);
        QCOMPARE(m.vocab, row->vocab);
        QCOMPARE(m.nativeContext, row->nativeContext);
        QCOMPARE(m.releasedPrecision, u"BF16"_s);
        QVERIFY2(info.missing.isEmpty(), qPrintable(info.missing.join(u", "_s)));
        QVERIFY2(std::abs(m.totalParamsB / row->totalParamsB - 1) < 0.01, qPrintable(QString::number(m.totalParamsB)));
        // GLM-4.5-Air: 13.42 billion per token with both embeddings, as the catalog counts (Zhipu's
        // 12 leave them out). Gemma 3: the text model's 27.01 billion and the encoder's
        // 0.42; a dense model uses them all.
        QVERIFY2(std::abs(m.activeParamsB / row->activeParamsB - 1) < TestHfConfigs::ParameterTolerance,
                 qPrintable(QString::number(m.activeParamsB)));
        if (!m.isMoe())
            QCOMPARE(m.activeParamsB, m.totalParamsB);
    }

    void hfUnknownArchitectureNamesWhatIsMissing()
    {
        const QByteArray json = R"({"architectures": ["FooForCausalLM"], "model_type": "foo",
            "num_hidden_layers": 12, "hidden_size": 768, "num_attention_heads": "twelve"})";
        HfModelInfo info;
        QString error;
        QVERIFY2(
            HfConfigReader::read(ref(u"someone/foo"_s), QUrl(u"https://huggingface.co"_s), json, {}, &info, &error),
            qPrintable(error));
        QCOMPARE(info.architecture, u"FooForCausalLM"_s);
        QCOMPARE(info.model.layers, 12);
        QCOMPARE(info.model.hidden, 768);
        for (const char *column :
             {"attention_heads", "head_dim", "total_params_b", "active_params_b", "vocab_size", "native_context"})
            QVERIFY2(info.missing.contains(QLatin1StringView(column)), column);
        QVERIFY(!info.missing.contains(u"layers"_s));
    }

    void hfUnknownTypeEstimatesTheCountButAsksForIt()
    {
        // An architecture the reader does not know, with every key a Llama has: the shape is
        // read, the parameters estimated as Llama's modules would give them, and asked for.
        const QByteArray json = R"({"architectures": ["OlmoForCausalLM"], "model_type": "olmo",
            "num_hidden_layers": 16, "hidden_size": 2048, "num_attention_heads": 16, "num_key_value_heads": null,
            "intermediate_size": 8192, "vocab_size": 50304, "max_position_embeddings": 4096})";
        HfModelInfo info;
        QString error;
        QVERIFY2(HfConfigReader::read(ref(u"a/b"_s), QUrl(u"https://huggingface.co"_s), json, {}, &info, &error),
                 qPrintable(error));
        QCOMPARE(info.model.kvHeads, 16);
        QCOMPARE(info.model.headDim, 128);
        QVERIFY(info.model.totalParamsB > 1.0 && info.model.totalParamsB < 1.3);
        QCOMPARE(info.missing, (QStringList{u"total_params_b"_s, u"active_params_b"_s}));
    }

    void hfHostileConfigsAreMissingFieldsNotCrashes_data()
    {
        QTest::addColumn<QByteArray>("json");
        QTest::addColumn<QString>("missing");
        QTest::newRow("huge layers") << QByteArray(
                                            R"({"model_type":"llama","num_hidden_layers":1e300,"hidden_size":4096,
            "num_attention_heads":32,"vocab_size":32000,"intermediate_size":11008,"max_position_embeddings":4096})")
                                     << u"layers"_s;
        QTest::newRow("2^31 layers") << QByteArray(R"({"model_type":"llama","num_hidden_layers":2147483648,
            "hidden_size":4096,"num_attention_heads":32,"vocab_size":32000,"intermediate_size":11008})")
                                     << u"layers"_s;
        QTest::newRow("a million layers") << QByteArray(R"({"model_type":"llama","num_hidden_layers":1000000,
            "hidden_size":4096,"num_attention_heads":32,"vocab_size":32000,"intermediate_size":11008})")
                                          << u"layers"_s;
        QTest::newRow("negative heads") << QByteArray(R"({"model_type":"llama","num_hidden_layers":32,
            "hidden_size":4096,"num_attention_heads":-32,"vocab_size":32000,"intermediate_size":11008})")
                                        << u"attention_heads"_s;
        QTest::newRow("string vocabulary") << QByteArray(R"({"model_type":"llama","num_hidden_layers":32,
            "hidden_size":4096,"num_attention_heads":32,"vocab_size":"32000","intermediate_size":11008})")
                                           << u"vocab_size"_s;
        QTest::newRow("fractional hidden size") << QByteArray(R"({"model_type":"llama","num_hidden_layers":32,
            "hidden_size":4096.5,"num_attention_heads":32,"vocab_size":32000,"intermediate_size":11008})")
                                                << u"hidden_size"_s;
        QTest::newRow("experts without a count per token") << QByteArray(R"({"model_type":"mixtral",
            "num_hidden_layers":32,"hidden_size":4096,"num_attention_heads":32,"vocab_size":32000,
            "intermediate_size":14336,"num_local_experts":8,"num_experts_per_tok":null})")
                                                           << u"active_experts"_s;
        QTest::newRow("huge dimensions everywhere") << QByteArray(R"({"model_type":"deepseek_v3",
            "num_hidden_layers":1000,"hidden_size":2147483647,"num_attention_heads":2147483647,
            "vocab_size":2147483647,"intermediate_size":2147483647,"kv_lora_rank":2147483647,
            "n_routed_experts":2147483647,"num_experts_per_tok":2147483647,"moe_intermediate_size":2147483647,
            "qk_rope_head_dim":2147483647,"v_head_dim":2147483647,"qk_nope_head_dim":2147483647})")
                                                    << u"native_context"_s;
    }
    void hfHostileConfigsAreMissingFieldsNotCrashes()
    {
        QFETCH(QByteArray, json);
        QFETCH(QString, missing);
        HfModelInfo info;
        QString error;
        QElapsedTimer timer;
        timer.start();
        QVERIFY2(HfConfigReader::read(ref(u"a/b"_s), QUrl(u"https://huggingface.co"_s), json, {}, &info, &error),
                 qPrintable(error));
        QVERIFY2(info.missing.contains(missing), qPrintable(info.missing.join(u", "_s)));
        QVERIFY(std::isfinite(info.model.totalParamsB) && std::isfinite(info.model.activeParamsB));
        QVERIFY(timer.elapsed() < 1000);
    }

    void hfNotAConfigurationIsRefused_data()
    {
        QTest::addColumn<QByteArray>("json");
        QTest::newRow("not JSON") << QByteArray("<html>Not found</html>");
        QTest::newRow("an array") << QByteArray("[1, 2, 3]");
        QTest::newRow("no model") << QByteArray(R"({"foo": 1})");
        QTest::newRow("over 16 MB") << QByteArray(17 << 20, ' ');
    }
    void hfNotAConfigurationIsRefused()
    {
        QFETCH(QByteArray, json);
        HfModelInfo info;
        QString error;
        QVERIFY(!HfConfigReader::read(ref(u"a/b"_s), QUrl(u"https://huggingface.co"_s), json, {}, &info, &error));
        QVERIFY(!error.isEmpty());
    }

    void hfSafetensorsGiveExactCounts()
    {
        // A two-layer mixture of 4 experts, 2 per token; layer 2 is a next-token predictor the
        // count leaves out; scales are not weights.
        const QByteArray header = R"({"__metadata__": {"format": "pt"},
            "model.embed_tokens.weight": {"dtype": "BF16", "shape": [100, 8], "data_offsets": [0, 1600]},
            "model.layers.0.mlp.experts.0.up_proj.weight": {"dtype": "BF16", "shape": [16, 8], "data_offsets": [1600, 1856]},
            "model.layers.0.mlp.experts.1.up_proj.weight": {"dtype": "BF16", "shape": [16, 8], "data_offsets": [1856, 2112]},
            "model.layers.1.mlp.experts.2.up_proj.weight": {"dtype": "BF16", "shape": [16, 8], "data_offsets": [2112, 2368]},
            "model.layers.1.mlp.experts.3.up_proj.weight": {"dtype": "BF16", "shape": [16, 8], "data_offsets": [2368, 2624]},
            "model.layers.1.mlp.shared_experts.up_proj.weight": {"dtype": "BF16", "shape": [16, 8], "data_offsets": [2624, 2880]},
            "model.layers.1.mlp.experts.3.up_proj.weight_scale_inv": {"dtype": "F32", "shape": [1, 1], "data_offsets": [2880, 2884]},
            "model.layers.2.mlp.experts.0.up_proj.weight": {"dtype": "BF16", "shape": [16, 8], "data_offsets": [2884, 3140]}
        })";
        QList<SafetensorsTensor> tensors;
        QString error;
        QVERIFY2(HfConfigReader::parseSafetensorsHeader(header, &tensors, &error), qPrintable(error));
        QCOMPARE(tensors.size(), 8);
        const QByteArray config = R"({"model_type": "mixtral", "num_hidden_layers": 2, "hidden_size": 8,
            "num_attention_heads": 2, "vocab_size": 100, "num_local_experts": 4, "num_experts_per_tok": 2,
            "intermediate_size": 16, "max_position_embeddings": 4096})";
        HfModelInfo info;
        QVERIFY2(HfConfigReader::read(ref(u"a/b"_s), QUrl(u"https://huggingface.co"_s), config, tensors, &info, &error),
                 qPrintable(error));
        QVERIFY(info.exactParameters);
        // 800 embedding + 4 x 128 routed + 128 shared; active: 928 + 512 x 2 / 4.
        QCOMPARE(qRound64(info.model.totalParamsB * 1e9), 1440);
        QCOMPARE(qRound64(info.model.activeParamsB * 1e9), 1184);
        QCOMPARE(info.model.releasedPrecision, u"BF16"_s);
    }

    void hfSafetensorsIndexNamesItsFiles()
    {
        QStringList files;
        QString error;
        QVERIFY2(HfConfigReader::parseSafetensorsIndex(R"({"metadata": {"total_size": 16},
            "weight_map": {"lm_head.weight": "model-00002-of-00002.safetensors",
                           "model.embed_tokens.weight": "model-00001-of-00002.safetensors",
                           "model.norm.weight": "model-00002-of-00002.safetensors"}})",
                                                       &files, &error),
                 qPrintable(error));
        QCOMPARE(files, (QStringList{u"model-00001-of-00002.safetensors"_s, u"model-00002-of-00002.safetensors"_s}));
        // Not a raw string for the address: moc reads "//" in a raw string as a comment.
        for (const QByteArray &bad : {QByteArray(R"({"weight_map": {"a": "../../etc/passwd.safetensors"}})"),
                                      QByteArray(R"({"weight_map": {"a": "/abs.safetensors"}})"),
                                      QByteArray("{\"weight_map\": {\"a\": \"https://evil/x.safetensors\"}}"),
                                      QByteArray(R"({"weight_map": {"a": "model.bin"}})"),
                                      QByteArray(R"({"weight_map": {}})"), QByteArray("[]")}) {
            QVERIFY2(!HfConfigReader::parseSafetensorsIndex(bad, &files, &error), bad.constData());
            QVERIFY(files.isEmpty());
            QVERIFY(!error.isEmpty());
        }
    }

    void hfHostileSafetensorsHeadersAreRefused_data()
    {
        QTest::addColumn<QByteArray>("json");
        QTest::addColumn<QString>("message");
        QTest::newRow("not an object") << QByteArray("[]") << u"not a JSON object"_s;
        QTest::newRow("no dtype") << QByteArray(R"({"w": {"shape": [2], "data_offsets": [0, 4]}})") << u"dtype"_s;
        QTest::newRow("no offsets") << QByteArray(R"({"w": {"dtype": "F16", "shape": [2]}})") << u"data_offsets"_s;
        QTest::newRow("negative offset") << QByteArray(
                                                R"({"w": {"dtype": "F16", "shape": [2], "data_offsets": [-4, 0]}})")
                                         << u"growing"_s;
        QTest::newRow("offsets backwards")
            << QByteArray(R"({"w": {"dtype": "F16", "shape": [2], "data_offsets": [8, 4]}})") << u"growing"_s;
        QTest::newRow("bytes do not match the shape")
            << QByteArray(R"({"w": {"dtype": "BF16", "shape": [3, 3], "data_offsets": [0, 16]}})") << u"18"_s;
        QTest::newRow("absurd shape")
            << QByteArray(R"({"w": {"dtype": "U8", "shape": [1099511627776, 1099511627776], "data_offsets": [0, 1]}})")
            << u"2^50"_s;
        QTest::newRow("negative dimension")
            << QByteArray(R"({"w": {"dtype": "U8", "shape": [-1], "data_offsets": [0, 1]}})") << u"dimension"_s;
        QTest::newRow("string dimension")
            << QByteArray(R"({"w": {"dtype": "U8", "shape": ["1"], "data_offsets": [0, 1]}})") << u"dimension"_s;
        QTest::newRow("overlap") << QByteArray(R"({"a": {"dtype": "U8", "shape": [4], "data_offsets": [0, 4]},
                                                  "b": {"dtype": "U8", "shape": [4], "data_offsets": [2, 6]}})")
                                 << u"overlap"_s;
        QTest::newRow("over 100 MB") << QByteArray(100'000'001, ' ') << u"100 MB"_s;
    }
    void hfHostileSafetensorsHeadersAreRefused()
    {
        QFETCH(QByteArray, json);
        QFETCH(QString, message);
        QList<SafetensorsTensor> tensors;
        QString error;
        QVERIFY(!HfConfigReader::parseSafetensorsHeader(json, &tensors, &error));
        QVERIFY2(error.contains(message), qPrintable(error));
        QVERIFY(tensors.isEmpty());
    }
};

QTEST_GUILESS_MAIN(TestGgufReader)
#include "tst_ggufreader.moc"

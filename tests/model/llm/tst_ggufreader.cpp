// SPDX-FileCopyrightText: 2026 GPU Advisor contributors
// SPDX-License-Identifier: GPL-3.0-or-later
// The GGUF header reader (model/llm/ggufreader.h, ggufmodel.h) on files the test writes byte by
// byte: every metadata type, the exact bytes of each tensor from its type and shape, a dense
// model, a mixture of experts, a split file read as one, and hostile headers refused quickly.
#include "model/llm/ggufmodel.h"
#include "model/llm/ggufreader.h"
#include "tests/common/ggufwriter.h"

#include <QElapsedTimer>
#include <QLocale>
#include <QTemporaryDir>
#include <QTest>

using namespace Qt::StringLiterals;
using namespace TestGgufModels;

class TestGgufReader final : public QObject
{
    Q_OBJECT

private:
    QTemporaryDir m_dir;

    static GgufReader::Result parseAll(const QByteArray &bytes) { return GgufReader::parse(bytes, bytes.size(), true); }

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
};

QTEST_GUILESS_MAIN(TestGgufReader)
#include "tst_ggufreader.moc"

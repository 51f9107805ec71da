// SPDX-FileCopyrightText: 2026 GPU Advisor contributors
// SPDX-License-Identifier: GPL-3.0-or-later
// Writes small GGUF files for tests, byte by byte as ggml's docs/gguf.md lays them out (version
// 3, little-endian), with each tensor's data the size the test says it is: the reader's answers
// are checked against what the test wrote, not against the reader's own tables.
#pragma once

#include <QByteArray>
#include <QFile>
#include <QList>
#include <QString>
#include <QStringList>
#include <QtEndian>

#include <cstring>

class TestGgufWriter
{
public:
    enum Type : quint32 { U8 = 0, I8, U16, I16, U32, I32, F32, Bool, String, Array, U64, I64, F64 };

    struct Tensor
    {
        QString name;
        QList<quint64> shape;
        quint32 ggmlType = 0;
        quint64 bytes = 0;
        quint64 offset = 0;
    };

    quint32 version = 3;
    quint64 alignment = 32;

    template<typename T> static void put(QByteArray *out, T v)
    {
        char b[sizeof(T)];
        qToLittleEndian(v, b);
        out->append(b, sizeof(T));
    }
    static void putString(QByteArray *out, const QByteArray &s)
    {
        put<quint64>(out, quint64(s.size()));
        out->append(s);
    }

    void key(const QString &name, Type type)
    {
        putString(&m_kv, name.toUtf8());
        put<quint32>(&m_kv, type);
        ++m_keys;
    }
    void addString(const QString &name, const QString &value)
    {
        key(name, String);
        putString(&m_kv, value.toUtf8());
    }
    void addU32(const QString &name, quint32 v)
    {
        key(name, U32);
        put<quint32>(&m_kv, v);
    }
    void addI32(const QString &name, qint32 v)
    {
        key(name, I32);
        put<qint32>(&m_kv, v);
    }
    void addU64(const QString &name, quint64 v)
    {
        key(name, U64);
        put<quint64>(&m_kv, v);
    }
    void addU16(const QString &name, quint16 v)
    {
        key(name, U16);
        put<quint16>(&m_kv, v);
    }
    void addU8(const QString &name, quint8 v)
    {
        key(name, U8);
        put<quint8>(&m_kv, v);
    }
    void addI8(const QString &name, qint8 v)
    {
        key(name, I8);
        put<qint8>(&m_kv, v);
    }
    void addI16(const QString &name, qint16 v)
    {
        key(name, I16);
        put<qint16>(&m_kv, v);
    }
    void addI64(const QString &name, qint64 v)
    {
        key(name, I64);
        put<qint64>(&m_kv, v);
    }
    void addF32(const QString &name, float v)
    {
        key(name, F32);
        quint32 bits = 0;
        std::memcpy(&bits, &v, sizeof bits);
        put<quint32>(&m_kv, bits);
    }
    void addF64(const QString &name, double v)
    {
        key(name, F64);
        quint64 bits = 0;
        std::memcpy(&bits, &v, sizeof bits);
        put<quint64>(&m_kv, bits);
    }
    void addBool(const QString &name, bool v)
    {
        key(name, Bool);
        put<quint8>(&m_kv, v ? 1 : 0);
    }
    void addArrayI32(const QString &name, const QList<qint32> &items)
    {
        key(name, Array);
        put<quint32>(&m_kv, I32);
        put<quint64>(&m_kv, quint64(items.size()));
        for (const qint32 v : items)
            put<qint32>(&m_kv, v);
    }
    void addArrayBool(const QString &name, const QList<bool> &items)
    {
        key(name, Array);
        put<quint32>(&m_kv, Bool);
        put<quint64>(&m_kv, quint64(items.size()));
        for (const bool v : items)
            put<quint8>(&m_kv, v ? 1 : 0);
    }
    void addArrayStrings(const QString &name, const QStringList &items)
    {
        key(name, Array);
        put<quint32>(&m_kv, String);
        put<quint64>(&m_kv, quint64(items.size()));
        for (const QString &s : items)
            putString(&m_kv, s.toUtf8());
    }
    /// Raw bytes in the key/value section (a hostile test's own encoding), counted as `keys` keys.
    void addRawKeys(const QByteArray &bytes, quint64 keys)
    {
        m_kv.append(bytes);
        m_keys += keys;
    }

    /// A tensor of `shape` stored in `bytes` bytes (what the test works out for its type).
    void addTensor(const QString &name, const QList<quint64> &shape, quint32 ggmlType, quint64 bytes)
    {
        Tensor t{name, shape, ggmlType, bytes, m_dataSize};
        m_tensors.append(t);
        m_dataSize += (bytes + alignment - 1) / alignment * alignment;
    }
    const QList<Tensor> &tensors() const { return m_tensors; }

    /// Magic, version, counts, metadata and tensor infos.
    QByteArray header(quint64 claimedTensors = ~quint64(0)) const
    {
        QByteArray out("GGUF");
        put<quint32>(&out, version);
        put<quint64>(&out, claimedTensors == ~quint64(0) ? quint64(m_tensors.size()) : claimedTensors);
        put<quint64>(&out, m_keys);
        out.append(m_kv);
        for (const Tensor &t : m_tensors) {
            putString(&out, t.name.toUtf8());
            put<quint32>(&out, quint32(t.shape.size()));
            for (const quint64 n : t.shape)
                put<quint64>(&out, n);
            put<quint32>(&out, t.ggmlType);
            put<quint64>(&out, t.offset);
        }
        return out;
    }

    /// The whole file: the header, padding to the alignment, then zeroed tensor data.
    QByteArray file() const
    {
        QByteArray out = header();
        out.append(QByteArray(qsizetype((alignment - out.size() % alignment) % alignment), '\0'));
        out.append(QByteArray(qsizetype(m_dataSize), '\0'));
        return out;
    }

    bool write(const QString &path) const
    {
        QFile f(path);
        return f.open(QIODevice::WriteOnly) && f.write(file()) >= 0;
    }

private:
    QByteArray m_kv;
    quint64 m_keys = 0;
    QList<Tensor> m_tensors;
    quint64 m_dataSize = 0;
};

/// Small models the GGUF tests write, with their bytes worked out by hand from ggml's block
/// structs (Q4_K: 144 bytes per 256 weights, Q6_K: 210 per 256, Q8_0: 34 per 32, MXFP4: 17 per
/// 32, F32: 4 per weight).
namespace TestGgufModels {

constexpr quint32 GgmlF32 = 0;
constexpr quint32 GgmlQ8_0 = 8;
constexpr quint32 GgmlQ4_K = 12;
constexpr quint32 GgmlQ6_K = 14;
constexpr quint32 GgmlMxfp4 = 39;

inline quint64 q4k(quint64 n)
{
    return n / 256 * 144;
}
inline quint64 q6k(quint64 n)
{
    return n / 256 * 210;
}

/// A Llama of 2 layers, width 256, 4 query heads and 2 KV heads of 64, feed-forward 512, a
/// vocabulary of 512, as a Q4_K_M file: 1,443,072 parameters.
inline void llamaMetadata(TestGgufWriter *w, const QString &name = QStringLiteral("Tiny Llama"))
{
    w->addString(QStringLiteral("general.architecture"), QStringLiteral("llama"));
    w->addString(QStringLiteral("general.name"), name);
    w->addU32(QStringLiteral("general.file_type"), 15);
    w->addU32(QStringLiteral("llama.block_count"), 2);
    w->addU32(QStringLiteral("llama.context_length"), 4096);
    w->addU32(QStringLiteral("llama.embedding_length"), 256);
    w->addU32(QStringLiteral("llama.feed_forward_length"), 512);
    w->addU32(QStringLiteral("llama.attention.head_count"), 4);
    w->addU32(QStringLiteral("llama.attention.head_count_kv"), 2);
    w->addF32(QStringLiteral("llama.attention.layer_norm_rms_epsilon"), 1e-5F);
    QStringList tokens;
    for (int i = 0; i < 512; ++i)
        tokens.append(QStringLiteral("t%1").arg(i));
    w->addArrayStrings(QStringLiteral("tokenizer.ggml.tokens"), tokens);
}

inline void llamaLayer(TestGgufWriter *w, int i)
{
    const QString p = QStringLiteral("blk.%1.").arg(i);
    w->addTensor(p + QStringLiteral("attn_norm.weight"), {256}, GgmlF32, 1024);
    w->addTensor(p + QStringLiteral("attn_q.weight"), {256, 256}, GgmlQ4_K, q4k(65536));
    w->addTensor(p + QStringLiteral("attn_k.weight"), {256, 128}, GgmlQ4_K, q4k(32768));
    w->addTensor(p + QStringLiteral("attn_v.weight"), {256, 128}, GgmlQ6_K, q6k(32768));
    w->addTensor(p + QStringLiteral("attn_output.weight"), {256, 256}, GgmlQ4_K, q4k(65536));
    w->addTensor(p + QStringLiteral("ffn_norm.weight"), {256}, GgmlF32, 1024);
    w->addTensor(p + QStringLiteral("ffn_gate.weight"), {256, 512}, GgmlQ4_K, q4k(131072));
    w->addTensor(p + QStringLiteral("ffn_up.weight"), {256, 512}, GgmlQ4_K, q4k(131072));
    w->addTensor(p + QStringLiteral("ffn_down.weight"), {512, 256}, GgmlQ6_K, q6k(131072));
}

inline void llamaOutside(TestGgufWriter *w)
{
    w->addTensor(QStringLiteral("token_embd.weight"), {256, 512}, GgmlQ4_K, q4k(131072));
    w->addTensor(QStringLiteral("output_norm.weight"), {256}, GgmlF32, 1024);
    w->addTensor(QStringLiteral("output.weight"), {256, 512}, GgmlQ6_K, q6k(131072));
}

constexpr quint64 LlamaParams = 1443072;
constexpr quint64 LlamaLayerBytes = 1024 + 36864 + 18432 + 26880 + 36864 + 1024 + 73728 + 73728 + 107520; // 376,064
constexpr quint64 LlamaOutsideBytes = 73728 + 1024 + 107520;                                              // 182,272

inline TestGgufWriter denseLlama()
{
    TestGgufWriter w;
    llamaMetadata(&w);
    llamaOutside(&w);
    llamaLayer(&w, 0);
    llamaLayer(&w, 1);
    return w;
}

/// A mixture of experts (qwen3moe): 2 layers, width 256, 8 experts of feed-forward 128, 2 used
/// per token, the experts in MXFP4, the rest Q8_0 and F32.
inline TestGgufWriter tinyMoe()
{
    TestGgufWriter w;
    w.addString(QStringLiteral("general.architecture"), QStringLiteral("qwen3moe"));
    w.addString(QStringLiteral("general.name"), QStringLiteral("Tiny MoE"));
    w.addU32(QStringLiteral("qwen3moe.block_count"), 2);
    w.addU32(QStringLiteral("qwen3moe.context_length"), 32768);
    w.addU32(QStringLiteral("qwen3moe.embedding_length"), 256);
    w.addU32(QStringLiteral("qwen3moe.attention.head_count"), 4);
    w.addU32(QStringLiteral("qwen3moe.attention.head_count_kv"), 2);
    w.addU32(QStringLiteral("qwen3moe.attention.key_length"), 64);
    w.addU32(QStringLiteral("qwen3moe.attention.value_length"), 64);
    w.addU32(QStringLiteral("qwen3moe.expert_count"), 8);
    w.addU32(QStringLiteral("qwen3moe.expert_used_count"), 2);
    w.addU32(QStringLiteral("qwen3moe.vocab_size"), 512);
    w.addTensor(QStringLiteral("token_embd.weight"), {256, 512}, GgmlQ8_0, 131072 / 32 * 34);
    w.addTensor(QStringLiteral("output_norm.weight"), {256}, GgmlF32, 1024);
    for (int i = 0; i < 2; ++i) {
        const QString p = QStringLiteral("blk.%1.").arg(i);
        w.addTensor(p + QStringLiteral("attn_q.weight"), {256, 256}, GgmlQ8_0, 65536 / 32 * 34);
        w.addTensor(p + QStringLiteral("attn_k.weight"), {256, 128}, GgmlQ8_0, 32768 / 32 * 34);
        w.addTensor(p + QStringLiteral("attn_v.weight"), {256, 128}, GgmlQ8_0, 32768 / 32 * 34);
        w.addTensor(p + QStringLiteral("attn_output.weight"), {256, 256}, GgmlQ8_0, 65536 / 32 * 34);
        w.addTensor(p + QStringLiteral("ffn_gate_inp.weight"), {256, 8}, GgmlF32, 2048 * 4);
        w.addTensor(p + QStringLiteral("ffn_gate_exps.weight"), {256, 128, 8}, GgmlMxfp4, 262144 / 32 * 17);
        w.addTensor(p + QStringLiteral("ffn_up_exps.weight"), {256, 128, 8}, GgmlMxfp4, 262144 / 32 * 17);
        w.addTensor(p + QStringLiteral("ffn_down_exps.weight"), {128, 256, 8}, GgmlMxfp4, 262144 / 32 * 17);
    }
    w.addTensor(QStringLiteral("output.weight"), {256, 512}, GgmlQ8_0, 131072 / 32 * 34);
    return w;
}

// Shared per layer: 65536 + 32768 + 32768 + 65536 + 2048 = 198,656; experts 3 x 262,144.
constexpr quint64 MoeParams = 131072 + 256 + 2 * (198656 + 3 * 262144) + 131072;      // 2,232,576
constexpr quint64 MoeActiveParams = 131072 + 256 + 2 * (198656 + 3 * 65536) + 131072; // 1,052,928
constexpr quint64 MoeExpertBytesPerLayer = 3 * (262144 / 32 * 17);                    // 417,792

} // namespace TestGgufModels

// SPDX-FileCopyrightText: 2026 GPU Advisor contributors
// SPDX-License-Identifier: GPL-3.0-or-later
// Writes the first bytes of safetensors files for tests: the 8-byte little-endian length, the
// JSON header (each tensor's dtype, shape and data_offsets, in the layout of the safetensors
// format's README), then a little of the data. And the files of a tiny Hugging Face Llama.
#pragma once

#include <QByteArray>
#include <QJsonArray>
#include <QJsonDocument>
#include <QJsonObject>
#include <QList>
#include <QString>
#include <QtEndian>

namespace TestSafetensors {

struct Tensor
{
    QString name;
    QList<qint64> shape;
    QString dtype = QStringLiteral("BF16");
};

/// The header's JSON, each tensor's bytes its elements times 2 (BF16) or 1 (F8_E4M3, U8).
inline QByteArray headerJson(const QList<Tensor> &tensors)
{
    QJsonObject o{{QStringLiteral("__metadata__"), QJsonObject{{QStringLiteral("format"), QStringLiteral("pt")}}}};
    qint64 offset = 0;
    for (const Tensor &t : tensors) {
        qint64 elements = 1;
        QJsonArray shape;
        for (const qint64 n : t.shape) {
            elements *= n;
            shape.append(n);
        }
        const qint64 bytes = elements * (t.dtype == QStringLiteral("BF16") ? 2 : 1);
        o.insert(t.name, QJsonObject{{QStringLiteral("dtype"), t.dtype},
                                     {QStringLiteral("shape"), shape},
                                     {QStringLiteral("data_offsets"), QJsonArray{offset, offset + bytes}}});
        offset += bytes;
    }
    return QJsonDocument(o).toJson(QJsonDocument::Compact);
}

/// The file's first bytes: the length, the header, and 1 KB of the data.
inline QByteArray fileStart(const QByteArray &json)
{
    QByteArray bytes(8, '\0');
    qToLittleEndian<quint64>(quint64(json.size()), bytes.data());
    return bytes + json + QByteArray(1024, '\0');
}

/// A Llama of 2 layers, width 256, 4 query heads and 2 KV heads of 64, feed-forward 512, a
/// vocabulary of 512: the same model as TestGgufModels::denseLlama, 1,443,072 parameters.
inline QByteArray llamaConfig()
{
    return R"({"architectures": ["LlamaForCausalLM"], "model_type": "llama", "hidden_size": 256,
"intermediate_size": 512, "num_hidden_layers": 2, "num_attention_heads": 4, "num_key_value_heads": 2,
"vocab_size": 512, "max_position_embeddings": 4096, "rms_norm_eps": 1e-05, "tie_word_embeddings": false,
"torch_dtype": "bfloat16"})";
}

inline QList<Tensor> llamaLayer(int i)
{
    const QString p = QStringLiteral("model.layers.%1.").arg(i);
    return {{p + QStringLiteral("input_layernorm.weight"), {256}},
            {p + QStringLiteral("self_attn.q_proj.weight"), {256, 256}},
            {p + QStringLiteral("self_attn.k_proj.weight"), {128, 256}},
            {p + QStringLiteral("self_attn.v_proj.weight"), {128, 256}},
            {p + QStringLiteral("self_attn.o_proj.weight"), {256, 256}},
            {p + QStringLiteral("post_attention_layernorm.weight"), {256}},
            {p + QStringLiteral("mlp.gate_proj.weight"), {512, 256}},
            {p + QStringLiteral("mlp.up_proj.weight"), {512, 256}},
            {p + QStringLiteral("mlp.down_proj.weight"), {256, 512}}};
}

/// The Llama in two files: the embedding and layer 0, then layer 1, the norm and the output.
inline QList<QList<Tensor>> llamaShards()
{
    QList<Tensor> first{{QStringLiteral("model.embed_tokens.weight"), {512, 256}}};
    first += llamaLayer(0);
    QList<Tensor> second = llamaLayer(1);
    second += {{QStringLiteral("model.norm.weight"), {256}}, {QStringLiteral("lm_head.weight"), {512, 256}}};
    return {first, second};
}

constexpr qint64 LlamaParams = 1443072;

/// model.safetensors.index.json for `shards`, named model-0000N-of-0000M.safetensors.
inline QByteArray index(const QList<QList<Tensor>> &shards)
{
    QJsonObject map;
    for (qsizetype i = 0; i < shards.size(); ++i) {
        const QString file = QStringLiteral("model-%1-of-%2.safetensors")
                                 .arg(i + 1, 5, 10, QChar(u'0'))
                                 .arg(shards.size(), 5, 10, QChar(u'0'));
        for (const Tensor &t : shards.at(i))
            map.insert(t.name, file);
    }
    return QJsonDocument(QJsonObject{{QStringLiteral("metadata"), QJsonObject{}}, {QStringLiteral("weight_map"), map}})
        .toJson();
}

} // namespace TestSafetensors

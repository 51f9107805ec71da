// SPDX-FileCopyrightText: 2026 GPU Advisor contributors
// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include "model/llm/llmmodel.h"

#include <QByteArray>
#include <QCoreApplication>
#include <QList>
#include <QString>
#include <QStringList>
#include <QUrl>

#include <optional>

/// A Hugging Face model repository at one revision, as a user names it: "owner/name",
/// "owner/name@revision", or a huggingface.co (or mirror) address of the repository, a tree or
/// a file in it.
struct HfRepoRef
{
    Q_DECLARE_TR_FUNCTIONS(HfRepoRef)

public:
    QString repo;                              ///< "Qwen/Qwen3-30B-A3B"
    QString revision = QStringLiteral("main"); ///< a branch, tag or commit

    /// Reads an id or an address; nullopt with `error` (one sentence naming what is wrong) when
    /// it is neither.
    static std::optional<HfRepoRef> parse(const QString &text, QString *error);
    /// The endpoint the HF_ENDPOINT environment variable names, as huggingface_hub reads it, or
    /// https://huggingface.co.
    static QUrl defaultEndpoint();
    /// `{endpoint}/{repo}/resolve/{revision}/{file}`.
    QUrl fileUrl(const QUrl &endpoint, const QString &file) const;
    /// "owner/name" or "owner/name@revision" when the revision is not main.
    QString label() const;
};

/// One tensor as a safetensors header lists it.
struct SafetensorsTensor
{
    QString name;  ///< "model.layers.0.mlp.experts.3.down_proj.weight"
    QString dtype; ///< "BF16", "F8_E4M3", "U8", ...
    QList<qint64> shape;
    qint64 bytes = 0; ///< data_offsets[1] - data_offsets[0]
};

/// A model as its Hugging Face repository describes it: config.json mapped onto the catalog's
/// fields, with the exact parameter count when the safetensors headers were read.
struct HfModelInfo
{
    Q_DECLARE_TR_FUNCTIONS(HfModelInfo)

public:
    HfRepoRef ref;
    QString architecture; ///< config.json's architectures[0] ("Qwen3MoeForCausalLM")
    QString modelType;    ///< config.json's model_type ("qwen3_moe")
    LlmModel model;       ///< the catalog's fields as far as the repository gives them
    QStringList missing;  ///< catalog columns (CSV names) it could not give: the form asks for them
    /// True when the parameter counts are the safetensors headers' sums; false when they are
    /// computed from the architecture in config.json.
    bool exactParameters = false;
};

/// Maps a Hugging Face repository's files onto the catalog (pure: no network).
class HfConfigReader final
{
    Q_DECLARE_TR_FUNCTIONS(HfConfigReader)

public:
    /// safetensors' own bound on a header (MAX_HEADER_SIZE in safetensors/src/tensor.rs).
    static constexpr qint64 MaxSafetensorsHeaderBytes = 100'000'000;
    /// The most of config.json read: the largest configurations (per-layer lists, vision and
    /// audio towers) take a few hundred kB.
    static constexpr qint64 MaxConfigBytes = 16LL << 20;

    /// Parses one safetensors file's header (the JSON after its 8-byte length). False with
    /// `error` when it is not one.
    static bool parseSafetensorsHeader(const QByteArray &json, QList<SafetensorsTensor> *tensors, QString *error);

    /// Maps `configJson` (the repository's config.json) and, when not empty, the tensors of its
    /// safetensors files onto `info`. False with `error` only when config.json is not a model
    /// configuration; an architecture it cannot map fills what it can and names the rest in
    /// `info->missing`.
    static bool read(const HfRepoRef &ref, const QUrl &endpoint, const QByteArray &configJson,
                     const QList<SafetensorsTensor> &tensors, HfModelInfo *info, QString *error);
};

// SPDX-FileCopyrightText: 2026 GPU Advisor contributors
// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include <QCoreApplication>
#include <QList>
#include <QString>

#include <optional>

/// The exact weight bytes of a model read from a GGUF file (issue 28): what a plan in the file's
/// own format places on the devices, layer by layer, instead of bits per weight x parameters.
/// Kept with the model in the catalog (the llm_models table's file_weights column, the CSV's
/// file_weights column).
struct LlmFileWeights
{
    Q_DECLARE_TR_FUNCTIONS(LlmFileWeights)

public:
    QString format;                 ///< the file's type as llama.cpp names it ("Q4_K_M")
    QList<qint64> layerBytes;       ///< the tensors of layer N (blk.N)
    QList<qint64> layerExpertBytes; ///< of those, the routed experts' (same length)
    qint64 outsideBytes = 0;        ///< embeddings, output head, final norm

    bool isEmpty() const { return layerBytes.isEmpty(); }
    qint64 totalBytes() const;
    qint64 expertBytes() const;

    /// "format=Q4_K_M;outside=182272;layers=376064/0,376064/0": bytes of each layer and, after
    /// the slash, of its routed experts. Empty for a model without file weights.
    QString toText() const;
    /// Reads toText()'s form; empty text is no file weights. Nullopt with `error` set when the
    /// text is malformed or impossible (negative bytes, experts above their layer, more than
    /// 1,000 layers).
    static std::optional<LlmFileWeights> fromText(const QString &text, QString *error);

    bool operator==(const LlmFileWeights &other) const = default;
};

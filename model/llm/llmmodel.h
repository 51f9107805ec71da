// SPDX-FileCopyrightText: 2026 GPU Advisor contributors
// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include "model/llm/llmfileweights.h"

#include <QCoreApplication>
#include <QDate>
#include <QList>
#include <QString>
#include <QStringList>

#include <optional>

/// How a model's attention layers keep their keys and values, which decides what a long
/// context costs in memory and in bytes read per generated token.
enum class AttentionKind {
    /// Multi-head or grouped-query attention: every layer caches kvHeads x headDim keys and as
    /// many values per token, for the whole context.
    Gqa,
    /// DeepSeek's multi-head latent attention: every layer caches one compressed latent of
    /// kvLoraRank plus the rope key of ropeHeadDim per token, shared by all heads.
    Mla,
    /// GQA where `localLayers` of every `localLayers + globalLayers` layers attend only to the
    /// last `slidingWindow` tokens (Gemma 2 and 3, gpt-oss, Mistral 7B, Llama 4's chunks).
    SlidingWindow,
};

QString attentionKindKey(AttentionKind kind); ///< "gqa", "mla", "sliding": never translated
std::optional<AttentionKind> attentionKindFromKey(const QString &key);

/// One open-weight language model as its published configuration describes it. The catalog
/// (resources/seed/llm_models.csv, the llm_models table) holds one row per model; the memory and
/// speed estimates (model/llm/llmestimator.h) read nothing else about it.
///
/// Parameter counts are in billions. For a mixture-of-experts model `activeParamsB` is what one
/// token passes through (shared layers + shared experts + the routed experts it picks); for a
/// dense model it equals `totalParamsB`.
struct LlmModel
{
    Q_DECLARE_TR_FUNCTIONS(LlmModel)

public:
    qint64 id = 0;
    QString name;      ///< "Llama 3.1 70B": the catalog's unique, case-insensitive key
    QString developer; ///< "Meta"
    double totalParamsB = 0;
    double activeParamsB = 0;
    int layers = 0;
    int hidden = 0;         ///< model width (hidden_size)
    int attentionHeads = 0; ///< query heads
    int kvHeads = 0;        ///< key/value heads (= attentionHeads without GQA)
    int headDim = 0;        ///< per head; for MLA the value head size
    AttentionKind attention = AttentionKind::Gqa;
    int kvLoraRank = 0;    ///< MLA only: the latent cached per token and layer
    int ropeHeadDim = 0;   ///< MLA only: the decoupled rope key cached beside the latent
    int slidingWindow = 0; ///< sliding only: tokens a local layer sees
    int localLayers = 0;   ///< sliding only: local layers in one repeat of the pattern
    int globalLayers = 0;  ///< sliding only: full-attention layers in one repeat (0 = none)
    int experts = 0;       ///< routed experts per MoE layer; 0 for a dense model
    int activeExperts = 0; ///< routed experts each token uses
    int sharedExperts = 0; ///< experts every token uses besides the routed ones
    int vocab = 0;
    int nativeContext = 0;     ///< tokens the model was trained for without extension tricks
    QString releasedPrecision; ///< weight format key of the official release: "bf16", "fp8", "mxfp4"
    QDate released;            ///< release month (first day)
    QString source;            ///< the config.json or paper the figures were read from
    QDate recordedOn;          ///< when the row was read from its source
    bool userAdded = false;
    /// The exact bytes of its layers, for a model read from a GGUF file (empty otherwise).
    LlmFileWeights fileWeights;

    bool isMoe() const { return experts > 0; }

    /// Layers that keep the whole context (every layer unless the attention is sliding).
    int globalLayerCount() const;
    /// Layers that keep only the last `slidingWindow` tokens.
    int localLayerCount() const { return layers - globalLayerCount(); }

    /// Key/value cache elements stored per token over all layers, for a sequence of `context`
    /// tokens (sliding-window layers capped at their window; MLA the latent plus rope key).
    double kvElements(int context) const;

    /// Parameters (billions) that every token reads: all but the routed experts.
    double denseParamsB() const;
    /// Parameters (billions) of all routed experts together (0 for a dense model).
    double routedExpertParamsB() const { return totalParamsB - denseParamsB(); }

    /// Empty when the architecture is possible; otherwise one sentence naming the first
    /// impossible field by its CSV column name ("kv_heads", "active_params_b").
    QString validate() const;
};

/// The closest catalog names to `query`, for "unknown model" messages.
QStringList closestModelNames(const QString &query, const QList<LlmModel> &models, int limit = 3);
/// The model whose name equals `name` ignoring case, spaces and dashes, if any.
std::optional<LlmModel> findModel(const QList<LlmModel> &models, const QString &name);

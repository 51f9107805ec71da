// SPDX-FileCopyrightText: 2026 GPU Advisor contributors
// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include "model/llm/llmmodel.h"

#include <QJsonObject>
#include <QList>
#include <QString>
#include <QStringList>

#include <optional>

/// A decoder's shape as a Hugging Face config.json gives it (the text model's keys, for a
/// multimodal one its text_config), read once with the keys and defaults each architecture uses
/// in transformers; maps onto the catalog's fields and counts the parameters it implies.
/// docs/llm-planning.md, "Imported models: a Hugging Face repository".
class HfArchitecture final
{
public:
    /// Parameters of the whole model and of what one token passes through (shared tensors and
    /// shared experts whole, routed experts by active / experts), as GgufModelReader counts them.
    struct Counts
    {
        double total = 0;
        double active = 0;
    };

    /// The most layers counted one by one: LlmModel::validate's bound.
    static constexpr int MaxLayers = 1000;

    /// Reads `c` (config.json, or its text_config); `modelType` its model_type.
    static HfArchitecture fromConfig(const QJsonObject &c, const QString &modelType);

    /// Whether the model type is one whose modules the parameter count follows (Llama, Mistral,
    /// Mixtral, Qwen 2/2.5/3 and their MoE, DeepSeek-V2/V3 and Kimi K2, Gemma 1-3, gpt-oss,
    /// GLM-4.5, Llama 4, Phi, Cohere, the GPT-2 family). Another type's count is only an estimate.
    bool isKnown() const;

    /// The catalog's shape fields of `m`; a column the keys do not give is appended to `missing`.
    void fill(LlmModel *m, QStringList *missing) const;

    /// Parameters of the vision encoder and projector `top` (the whole config.json) describes
    /// beside the text model, for the encoders it knows (Gemma 3's SigLIP, Llama 4's); 0 otherwise.
    static double visionParams(const QJsonObject &top, int textHidden);

    /// The parameters the architecture implies: embeddings (the output head apart unless tied),
    /// attention (latent attention's projections for MLA), the MLP or the experts of each layer,
    /// and the norms. Nothing when a size it needs is missing.
    std::optional<Counts> parameterCounts() const;

private:
    void readAttention(const QJsonObject &c);
    void readExperts(const QJsonObject &c);
    void readSlidingWindow(const QJsonObject &c);
    double attentionParams() const;
    double mlpParams(int intermediate) const;
    double expertParams() const;
    bool isMoeLayer(int layer) const;

    QString m_type;
    int m_layers = 0;
    int m_hidden = 0;
    int m_heads = 0;
    int m_kvHeads = 0;
    int m_headDim = 0;
    int m_vocab = 0;
    int m_context = 0;
    int m_intermediate = 0;       ///< a dense layer's MLP
    int m_moeIntermediate = 0;    ///< one routed expert's MLP
    int m_sharedIntermediate = 0; ///< the shared experts' MLP, all together
    int m_experts = 0;
    int m_activeExperts = 0;
    int m_sharedExperts = 0;
    QList<bool> m_moeLayers; ///< per layer, when the config lists them; else every layer
    bool m_tied = false;
    bool m_gatedMlp = true;
    bool m_qkvBias = false;
    bool m_outputBias = false;
    bool m_expertBias = false;
    int m_normsPerLayer = 2;
    bool m_qkNorm = false;
    // Multi-head latent attention (DeepSeek-V2/V3).
    int m_qLoraRank = 0;
    int m_kvLoraRank = 0;
    int m_qkNopeDim = 0;
    int m_qkRopeDim = 0;
    int m_vHeadDim = 0;
    // Sliding-window or chunked attention.
    int m_window = 0;
    int m_localLayers = 0;
    int m_globalLayers = 0;
    bool m_slidingPatternUnknown = false;
};

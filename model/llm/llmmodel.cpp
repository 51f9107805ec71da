// SPDX-FileCopyrightText: 2026 GPU Advisor contributors
// SPDX-License-Identifier: GPL-3.0-or-later
#include "model/llm/llmmodel.h"

#include "model/catalog/namesuggestions.h"
#include "model/llm/llmformats.h"

#include <algorithm>
#include <cmath>

using namespace Qt::StringLiterals;

QString attentionKindKey(AttentionKind kind)
{
    switch (kind) {
    case AttentionKind::Gqa:
        return u"gqa"_s;
    case AttentionKind::Mla:
        return u"mla"_s;
    case AttentionKind::SlidingWindow:
        return u"sliding"_s;
    }
    return {};
}

std::optional<AttentionKind> attentionKindFromKey(const QString &key)
{
    for (auto kind : {AttentionKind::Gqa, AttentionKind::Mla, AttentionKind::SlidingWindow}) {
        if (attentionKindKey(kind) == key.trimmed().toLower())
            return kind;
    }
    return std::nullopt;
}

int LlmModel::globalLayerCount() const
{
    if (attention != AttentionKind::SlidingWindow)
        return layers;
    const int period = localLayers + globalLayers;
    if (period <= 0)
        return layers;
    // The pattern repeats from the first layer; a last, incomplete repeat starts with local layers.
    const int full = layers / period;
    const int rest = layers % period;
    return full * globalLayers + std::max(0, rest - localLayers);
}

double LlmModel::kvElements(int context) const
{
    const double tokens = std::max(0, context);
    if (attention == AttentionKind::Mla)
        return double(layers) * (kvLoraRank + ropeHeadDim) * tokens;
    const double perLayerPerToken = 2.0 * kvHeads * headDim; // keys and values
    if (attention == AttentionKind::SlidingWindow) {
        const double localTokens = std::min<double>(tokens, slidingWindow);
        return perLayerPerToken * (globalLayerCount() * tokens + localLayerCount() * localTokens);
    }
    return perLayerPerToken * layers * tokens;
}

double LlmModel::denseParamsB() const
{
    if (!isMoe() || experts <= 0)
        return totalParamsB;
    // total = dense + routed, active = dense + routed x k / E  =>  routed = (total - active) / (1 - k / E)
    const double routedShare = double(activeExperts) / experts;
    if (routedShare >= 1)
        return totalParamsB;
    const double routed = (totalParamsB - activeParamsB) / (1.0 - routedShare);
    return std::clamp(totalParamsB - routed, 0.0, totalParamsB);
}

QString LlmModel::validate() const
{
    // Field names are the CSV's column names and stay untranslated.
    const auto bad = [](const char *field, const QString &why) {
        //: %1 is a column name of the model CSV (an identifier), %2 says what is wrong with it
        return tr("%1: %2").arg(QLatin1StringView(field), why);
    };
    if (name.trimmed().isEmpty())
        return bad("name", tr("the name is empty"));
    if (!std::isfinite(totalParamsB) || totalParamsB <= 0 || totalParamsB > 100000)
        return bad("total_params_b", tr("must be more than 0 and at most 100,000 billion"));
    if (!std::isfinite(activeParamsB) || activeParamsB <= 0 || activeParamsB > totalParamsB + 1e-9)
        return bad("active_params_b", tr("must be more than 0 and at most the total parameters"));
    if (layers < 1 || layers > 1000)
        return bad("layers", tr("must be from 1 to 1,000"));
    if (hidden < 1 || hidden > 1000000)
        return bad("hidden_size", tr("must be from 1 to 1,000,000"));
    if (attentionHeads < 1 || attentionHeads > 10000)
        return bad("attention_heads", tr("must be from 1 to 10,000"));
    if (kvHeads < 1 || kvHeads > attentionHeads)
        return bad("kv_heads", tr("must be from 1 to the number of attention heads"));
    if (attentionHeads % kvHeads != 0)
        return bad("kv_heads", tr("the attention heads must divide evenly into key/value head groups"));
    if (headDim < 1 || headDim > 4096)
        return bad("head_dim", tr("must be from 1 to 4,096"));
    if (attention == AttentionKind::Mla) {
        if (kvLoraRank < 1 || kvLoraRank > hidden)
            return bad("kv_lora_rank", tr("latent attention needs a latent size from 1 to the hidden size"));
        if (ropeHeadDim < 1 || ropeHeadDim > 4096)
            return bad("rope_head_dim", tr("latent attention needs a rope key size from 1 to 4,096"));
    } else if (kvLoraRank != 0 || ropeHeadDim != 0) {
        return bad("kv_lora_rank", tr("only latent attention (mla) has a latent size"));
    }
    if (attention == AttentionKind::SlidingWindow) {
        if (slidingWindow < 1)
            return bad("sliding_window", tr("sliding-window attention needs a window of at least 1 token"));
        if (localLayers < 1 || localLayers > layers)
            return bad("local_layers", tr("sliding-window attention needs from 1 to all layers local"));
        if (globalLayers < 0 || globalLayers > layers)
            return bad("global_layers", tr("must be from 0 to the number of layers"));
    } else if (slidingWindow != 0 || localLayers != 0 || globalLayers != 0) {
        return bad("sliding_window", tr("only sliding-window attention has a window and a local:global pattern"));
    }
    if (experts < 0 || experts > 100000)
        return bad("experts", tr("must be from 0 to 100,000"));
    if (experts == 0) {
        if (activeExperts != 0 || sharedExperts != 0)
            return bad("active_experts", tr("a dense model (0 experts) has no active or shared experts"));
        if (std::abs(activeParamsB - totalParamsB) > 1e-6 * totalParamsB)
            return bad("active_params_b", tr("a dense model (0 experts) uses all its parameters for every token"));
    } else {
        if (activeExperts < 1 || activeExperts > experts)
            return bad("active_experts", tr("must be from 1 to the number of experts"));
        if (sharedExperts < 0 || sharedExperts > experts)
            return bad("shared_experts", tr("must be from 0 to the number of experts"));
        if (activeExperts < experts && activeParamsB >= totalParamsB)
            return bad("active_params_b", tr("a mixture of experts that routes to some experts uses fewer "
                                             "parameters per token than it has"));
    }
    if (vocab < 0 || vocab > 10000000)
        return bad("vocab_size", tr("must be from 0 to 10,000,000"));
    if (nativeContext < 1 || nativeContext > 100000000)
        return bad("native_context", tr("must be from 1 to 100,000,000 tokens"));
    if (attention == AttentionKind::SlidingWindow && slidingWindow > nativeContext)
        return bad("sliding_window", tr("the window cannot be longer than the native context"));
    if (!fileWeights.isEmpty() && fileWeights.layerBytes.size() != layers) {
        //: %1 and %2 count layers
        return bad(
            "file_weights",
            tr("the file's weights have %1 layers, the model %2").arg(fileWeights.layerBytes.size()).arg(layers));
    }
    if (!releasedPrecision.isEmpty() && !weightFormat(releasedPrecision))
        return bad("released_precision", tr("\"%1\" is not a known weight format").arg(releasedPrecision));
    // The attention projections alone must fit in the parameters a token passes through.
    if (attention != AttentionKind::Mla) {
        const double attentionWeights =
            double(layers) * hidden * (2.0 * attentionHeads * headDim + 2.0 * kvHeads * headDim);
        if (attentionWeights > activeParamsB * 1e9 * 1.05) {
            return bad("hidden_size", tr("the attention weights alone (%1 billion) exceed the active parameters")
                                          .arg(attentionWeights / 1e9, 0, 'f', 1));
        }
    }
    return {};
}

QStringList closestModelNames(const QString &query, const QList<LlmModel> &models, int limit)
{
    QStringList names;
    names.reserve(models.size());
    for (const LlmModel &m : models)
        names.append(m.name);
    return closestNames(query, names, limit);
}

namespace {
QString compactModelName(const QString &name)
{
    QString out;
    for (QChar c : name) {
        if (!c.isSpace() && c != u'-' && c != u'_')
            out.append(c.toLower());
    }
    return out;
}
} // namespace

std::optional<LlmModel> findModel(const QList<LlmModel> &models, const QString &name)
{
    const QString wanted = compactModelName(name);
    for (const LlmModel &m : models) {
        if (compactModelName(m.name) == wanted)
            return m;
    }
    return std::nullopt;
}

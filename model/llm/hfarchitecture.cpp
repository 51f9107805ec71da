// SPDX-FileCopyrightText: 2026 GPU Advisor contributors
// SPDX-License-Identifier: GPL-3.0-or-later
#include "model/llm/hfarchitecture.h"

#include <QJsonArray>
#include <QJsonValue>

#include <cmath>
#include <initializer_list>
#include <limits>
#include <numeric>

using namespace Qt::StringLiterals;

namespace {

/// The first of `keys` that holds a whole number from 1 to INT_MAX; 0 when none does (absent,
/// null, a string, negative, fractional or too large: the column is then missing, never wrapped).
int hfCount(const QJsonObject &c, std::initializer_list<const char *> keys)
{
    for (const char *key : keys) {
        const QJsonValue v = c.value(QLatin1StringView(key));
        if (!v.isDouble())
            continue;
        const double d = v.toDouble();
        if (std::isfinite(d) && d >= 1 && d <= std::numeric_limits<int>::max() && std::floor(d) == d)
            return int(d);
        return 0;
    }
    return 0;
}

bool hfFlag(const QJsonObject &c, const char *key, bool fallback)
{
    const QJsonValue v = c.value(QLatin1StringView(key));
    return v.isBool() ? v.toBool() : fallback;
}

/// Architectures whose MLP is two plain matrices (GPT-2 style) rather than a gated unit.
bool hfPlainMlp(const QString &type)
{
    static const QStringList types = {u"gpt2"_s,     u"gpt_bigcode"_s, u"gptj"_s,   u"gpt_neox"_s, u"phi"_s,
                                      u"phi-msft"_s, u"starcoder2"_s,  u"falcon"_s, u"bloom"_s,    u"opt"_s};
    return types.contains(type);
}

/// transformers' default for tie_word_embeddings where config.json leaves it out: the Gemma and
/// Cohere configurations tie, the others (LlamaConfig, Qwen2Config, MistralConfig, ...) do not.
bool hfTiedByDefault(const QString &type)
{
    return type.startsWith(u"gemma"_s) || type.startsWith(u"cohere"_s);
}

} // namespace

HfArchitecture HfArchitecture::fromConfig(const QJsonObject &c, const QString &modelType)
{
    HfArchitecture a;
    a.m_type = modelType;
    a.m_layers = hfCount(c, {"num_hidden_layers", "n_layer", "num_layers", "n_layers"});
    if (a.m_layers > MaxLayers)
        a.m_layers = 0;
    a.m_hidden = hfCount(c, {"hidden_size", "n_embd", "d_model"});
    a.m_vocab = hfCount(c, {"vocab_size", "padded_vocab_size"});
    a.m_context = hfCount(c, {"max_position_embeddings", "n_positions", "seq_length", "max_sequence_length"});
    if (modelType == u"gemma3_text"_s) {
        // Gemma 3's text_config leaves out what Gemma3TextConfig defaults to.
        if (!c.contains(u"vocab_size"_s))
            a.m_vocab = 262208;
        if (!c.contains(u"max_position_embeddings"_s))
            a.m_context = 131072;
    }
    a.m_gatedMlp = !hfPlainMlp(modelType);
    a.m_intermediate = hfCount(c, {"intermediate_size_mlp", "intermediate_size", "n_inner", "ffn_hidden_size"});
    if (a.m_intermediate == 0 && !a.m_gatedMlp && a.m_hidden > 0)
        a.m_intermediate = 4 * a.m_hidden; // GPT-2's n_inner default
    a.m_tied = hfFlag(c, "tie_word_embeddings", hfTiedByDefault(modelType));
    // Gemma 2 and 3 norm before and after both attention and MLP.
    a.m_normsPerLayer = modelType.startsWith(u"gemma2"_s) || modelType.startsWith(u"gemma3"_s) ? 4 : 2;
    a.m_qkNorm =
        modelType.startsWith(u"qwen3"_s) || modelType.startsWith(u"gemma3"_s) || hfFlag(c, "use_qk_norm", false);
    a.readAttention(c);
    a.readExperts(c);
    a.readSlidingWindow(c);
    return a;
}

void HfArchitecture::readAttention(const QJsonObject &c)
{
    m_heads = hfCount(c, {"num_attention_heads", "n_head", "num_heads"});
    m_kvHeads = hfCount(c, {"num_key_value_heads", "n_head_kv", "multi_query_group_num", "num_kv_heads"});
    // A config without the key (or with null) is multi-head attention (transformers sets
    // num_key_value_heads = num_attention_heads); an invalid value keeps 0 and the column is asked for.
    const auto absent = [&c](const char *key) {
        const QJsonValue v = c.value(QLatin1StringView(key));
        return v.isUndefined() || v.isNull();
    };
    if (m_kvHeads == 0 && absent("num_key_value_heads"))
        m_kvHeads = m_heads;
    m_headDim = hfCount(c, {"head_dim", "kv_channels"});
    if (m_headDim == 0 && absent("head_dim") && m_heads > 0 && m_hidden % m_heads == 0)
        m_headDim = m_hidden / m_heads;
    m_kvLoraRank = hfCount(c, {"kv_lora_rank"});
    if (m_kvLoraRank > 0) {
        // DeepSeek's latent attention (modeling_deepseek.py, DeepseekV2Attention): every head reads
        // the shared latent; the catalog's head_dim is the value head.
        m_qLoraRank = hfCount(c, {"q_lora_rank"});
        m_qkNopeDim = hfCount(c, {"qk_nope_head_dim"});
        m_qkRopeDim = hfCount(c, {"qk_rope_head_dim"});
        m_vHeadDim = hfCount(c, {"v_head_dim"});
        m_headDim = m_vHeadDim;
        m_kvHeads = m_heads;
    }
    // Qwen2 projects q, k and v with a bias whatever attention_bias says (Qwen2Attention).
    const bool bias = hfFlag(c, "attention_bias", false);
    m_qkvBias = bias || m_type.startsWith(u"qwen2"_s) || hfFlag(c, "qkv_bias", false) ||
                hfFlag(c, "add_qkv_bias", false) || hfFlag(c, "use_qkv_bias", false);
    // GLM-4.5's attention_bias is on q, k and v only (Glm4MoeAttention).
    m_outputBias = bias && m_type != u"glm4_moe"_s;
}

void HfArchitecture::readExperts(const QJsonObject &c)
{
    m_experts = hfCount(c, {"num_local_experts", "n_routed_experts", "num_experts"});
    if (m_experts == 0)
        return;
    m_activeExperts = hfCount(c, {"num_experts_per_tok", "experts_per_token", "moe_topk"});
    m_moeIntermediate = hfCount(c, {"moe_intermediate_size", "intermediate_size"});
    m_expertBias = m_type == u"gpt_oss"_s; // GptOssExperts: gate_up and down biases per expert
    if (m_type == u"llama4_text"_s || m_type == u"llama4"_s) {
        // Llama4TextMoe: one shared expert the size of a routed one; dense layers use intermediate_size_mlp.
        m_sharedExperts = 1;
        m_sharedIntermediate = m_moeIntermediate;
    } else if (const int shared = hfCount(c, {"shared_expert_intermediate_size"})) {
        m_sharedExperts = 1; // Qwen2MoeSparseMoeBlock's one shared expert
        m_sharedIntermediate = shared;
    } else if ((m_sharedExperts = hfCount(c, {"n_shared_experts", "num_shared_experts"}))) {
        m_sharedIntermediate = m_sharedExperts * m_moeIntermediate; // DeepseekV3MoE, Glm4MoeMoE
    }
    const int layers = std::min(m_layers, MaxLayers);
    m_moeLayers = QList<bool>(layers, true);
    const QJsonArray listed = c.value(u"moe_layers"_s).toArray();
    const QJsonArray mlpOnly = c.value(u"mlp_only_layers"_s).toArray();
    const int firstDense = c.contains(u"first_k_dense_replace"_s) ? hfCount(c, {"first_k_dense_replace"}) : 0;
    const int frequency = std::max(1, hfCount(c, {"moe_layer_freq"}));
    const int step = std::max(1, hfCount(c, {"decoder_sparse_step", "interleave_moe_layer_step"}));
    for (int i = 0; i < layers; ++i) {
        if (!listed.isEmpty()) {
            m_moeLayers[i] = listed.contains(QJsonValue(i)); // Llama 4's moe_layers
            continue;
        }
        // DeepseekV3DecoderLayer and Glm4MoeDecoderLayer: dense below first_k_dense_replace;
        // Qwen3MoeDecoderLayer and Llama4TextDecoderLayer: every `step`-th layer, bar mlp_only_layers.
        m_moeLayers[i] =
            i >= firstDense && i % frequency == 0 && (i + 1) % step == 0 && !mlpOnly.contains(QJsonValue(i));
    }
}

void HfArchitecture::readSlidingWindow(const QJsonObject &c)
{
    const QJsonArray types = c.value(u"layer_types"_s).toArray();
    int local = 0;
    int global = 0;
    if (m_type.startsWith(u"llama4"_s)) {
        // Llama 4's chunked attention: the layers with rope attend within attention_chunk_size
        // tokens, every no_rope_layer_interval-th (without rope) to the whole context.
        m_window = hfCount(c, {"attention_chunk_size"});
        const QJsonArray rope = c.value(u"no_rope_layers"_s).toArray();
        for (const QJsonValue v : rope)
            (v.toInt() ? local : global) += 1;
        if (rope.isEmpty()) {
            const int interval = c.contains(u"no_rope_layer_interval"_s) ? hfCount(c, {"no_rope_layer_interval"}) : 4;
            local = interval - 1;
            global = interval > 0 ? 1 : 0;
        }
    } else if (!types.isEmpty()) {
        // Gemma 3, gpt-oss, Cohere 2 in newer transformers: one entry per layer.
        m_window = hfCount(c, {"sliding_window"});
        for (const QJsonValue v : types)
            (v.toString() == u"sliding_attention"_s ? local : global) += 1;
    } else if (m_type == u"gemma2"_s) {
        m_window = hfCount(c, {"sliding_window"}); // Gemma2DecoderLayer: every other layer slides
        local = 1;
        global = 1;
    } else if (m_type.startsWith(u"gemma3"_s) || m_type == u"cohere2"_s) {
        m_window = hfCount(c, {"sliding_window"});
        const int pattern = c.contains(u"sliding_window_pattern"_s) ? hfCount(c, {"sliding_window_pattern"})
                                                                    : (m_type == u"cohere2"_s ? 4 : 6);
        local = pattern - 1;
        global = pattern > 0 ? 1 : 0;
    } else if (m_type.startsWith(u"qwen"_s) && hfFlag(c, "use_sliding_window", false)) {
        // Qwen2Attention: layers from max_window_layers on slide.
        m_window = hfCount(c, {"sliding_window"});
        global = std::min(hfCount(c, {"max_window_layers"}), m_layers);
        local = m_layers - global;
    } else if (m_type == u"mistral"_s || m_type == u"mixtral"_s || m_type == u"starcoder2"_s) {
        // Every layer slides when sliding_window is set (Mistral 7B v0.1: 4096). Phi-3's
        // sliding_window is left out as llama.cpp leaves it (llama-model.cpp, "Phi SWA is
        // currently disabled").
        m_window = hfCount(c, {"sliding_window"});
        local = 1;
    }
    if (m_window == 0 || (m_context > 0 && m_window >= m_context && global == 0)) {
        m_window = 0;
        return;
    }
    if (local <= 0) {
        m_slidingPatternUnknown = local < 0 || global <= 0;
        m_window = m_slidingPatternUnknown ? m_window : 0;
        return;
    }
    const int g = std::gcd(local, global);
    m_localLayers = local / g;
    m_globalLayers = global / g;
}

bool HfArchitecture::isKnown() const
{
    static const QStringList types = {
        u"llama"_s,     u"mistral"_s,     u"mixtral"_s,     u"qwen2"_s,      u"qwen2_moe"_s, u"qwen3"_s,
        u"qwen3_moe"_s, u"deepseek_v2"_s, u"deepseek_v3"_s, u"kimi_k2"_s,    u"gemma"_s,     u"gemma2"_s,
        u"gemma3"_s,    u"gemma3_text"_s, u"gpt_oss"_s,     u"glm4_moe"_s,   u"llama4"_s,    u"llama4_text"_s,
        u"phi3"_s,      u"cohere"_s,      u"cohere2"_s,     u"starcoder2"_s, u"gpt2"_s,      u"gpt_bigcode"_s,
        u"gptj"_s,      u"gpt_neox"_s,    u"phi"_s,         u"phi-msft"_s,
    };
    return types.contains(m_type);
}

void HfArchitecture::fill(LlmModel *m, QStringList *missing) const
{
    m->layers = m_layers;
    m->hidden = m_hidden;
    m->attentionHeads = m_heads;
    m->kvHeads = m_kvHeads;
    m->headDim = m_headDim;
    m->vocab = m_vocab;
    m->nativeContext = m_context;
    if (m_kvLoraRank > 0) {
        m->attention = AttentionKind::Mla;
        m->kvLoraRank = m_kvLoraRank;
        m->ropeHeadDim = m_qkRopeDim;
        if (m_qkRopeDim == 0)
            missing->append(u"rope_head_dim"_s);
    } else if (m_window > 0) {
        m->attention = AttentionKind::SlidingWindow;
        m->slidingWindow = m_window;
        m->localLayers = m_localLayers;
        m->globalLayers = m_globalLayers;
        if (m_slidingPatternUnknown)
            missing->append(u"local_layers"_s);
    }
    m->experts = m_experts;
    m->activeExperts = m_experts > 0 ? m_activeExperts : 0;
    m->sharedExperts = m_experts > 0 ? m_sharedExperts : 0;
}

double HfArchitecture::attentionParams() const
{
    const double h = m_hidden;
    const double heads = m_heads;
    if (m_kvLoraRank > 0) {
        // DeepseekV2Attention: q through its own low-rank pair (or directly), the kv latent and
        // rope key from hidden, the latent up to every head's nope key and value, the output.
        const double qHead = double(m_qkNopeDim) + m_qkRopeDim;
        const double q =
            m_qLoraRank > 0 ? h * m_qLoraRank + m_qLoraRank + double(m_qLoraRank) * heads * qHead : h * heads * qHead;
        const double kv = h * (double(m_kvLoraRank) + m_qkRopeDim) + m_kvLoraRank +
                          double(m_kvLoraRank) * heads * (double(m_qkNopeDim) + m_vHeadDim);
        return q + kv + heads * m_vHeadDim * h;
    }
    const double q = heads * m_headDim;
    const double kv = 2.0 * m_kvHeads * m_headDim;
    double params = h * (q + kv) + q * h;
    if (m_qkvBias)
        params += q + kv;
    if (m_outputBias)
        params += h;
    if (m_qkNorm)
        params += 2.0 * m_headDim;
    if (m_type == u"gpt_oss"_s)
        params += heads; // one attention sink per head
    return params;
}

double HfArchitecture::mlpParams(int intermediate) const
{
    const double h = m_hidden;
    if (!m_gatedMlp)
        return 2.0 * h * intermediate + intermediate + h; // fc_in, fc_out and their biases
    return 3.0 * h * intermediate;
}

double HfArchitecture::expertParams() const
{
    double params = mlpParams(m_moeIntermediate);
    if (m_expertBias)
        params += 2.0 * m_moeIntermediate + m_hidden;
    return params;
}

bool HfArchitecture::isMoeLayer(int layer) const
{
    return m_experts > 0 && m_moeLayers.value(layer, true);
}

std::optional<HfArchitecture::Counts> HfArchitecture::parameterCounts() const
{
    if (m_layers == 0 || m_hidden == 0 || m_heads == 0 || m_vocab == 0 || m_headDim == 0)
        return std::nullopt;
    if (m_kvLoraRank == 0 && m_kvHeads == 0)
        return std::nullopt;
    if (m_experts > 0 && (m_activeExperts == 0 || m_activeExperts > m_experts || m_moeIntermediate == 0))
        return std::nullopt;
    const double embeddings = double(m_vocab) * m_hidden * (m_tied ? 1 : 2);
    Counts c{embeddings + m_hidden, embeddings + m_hidden}; // and the final norm
    const double attention = attentionParams() + double(m_normsPerLayer) * m_hidden;
    for (int i = 0; i < m_layers; ++i) {
        c.total += attention;
        c.active += attention;
        if (!isMoeLayer(i)) {
            if (m_intermediate == 0)
                return std::nullopt;
            c.total += mlpParams(m_intermediate);
            c.active += mlpParams(m_intermediate);
            continue;
        }
        const double router = double(m_hidden) * m_experts + (m_expertBias ? m_experts : 0);
        const double shared = m_sharedIntermediate > 0 ? mlpParams(m_sharedIntermediate) : 0;
        const double routed = double(m_experts) * expertParams();
        c.total += router + shared + routed;
        c.active += router + shared + routed * m_activeExperts / m_experts;
    }
    return c;
}

namespace {

/// A configuration's count under `name`, or the model class's default where the key is left out.
int hfCountOr(const QJsonObject &c, const char *name, int fallback)
{
    const int n = hfCount(c, {name});
    return n > 0 ? n : fallback;
}

/// One encoder layer of a ViT as transformers builds SigLIP's and Llama 4's: two layer norms,
/// q/k/v/out projections and a two-matrix MLP, all with biases.
double vitLayerParams(double h, double inter)
{
    return 4.0 * h + 4.0 * (h * h + h) + (h * inter + inter) + (inter * h + h);
}

/// transformers' SiglipVisionTransformer: a patch convolution, one position embedding per patch,
/// the layers and a final layer norm; Gemma3MultiModalProjector: one projection to the text width
/// and an RMS norm. SiglipVisionConfig's defaults where the keys are left out.
double siglipParams(const QJsonObject &v, int textHidden, int maxLayers)
{
    const double h = hfCountOr(v, "hidden_size", 768);
    const double inter = hfCountOr(v, "intermediate_size", 3072);
    const double layers = std::min(hfCountOr(v, "num_hidden_layers", 12), maxLayers);
    const double patch = hfCountOr(v, "patch_size", 16);
    const double image = hfCountOr(v, "image_size", 224);
    const double channels = hfCountOr(v, "num_channels", 3);
    const double patches = std::floor(image / patch) * std::floor(image / patch);
    const double encoder = channels * patch * patch * h + h + patches * h + layers * vitLayerParams(h, inter) + 2.0 * h;
    return encoder + h * textHidden + h;
}

/// transformers' Llama4VisionModel: the patches unfolded into one matrix without bias, a class
/// embedding, one position embedding per patch and for the class, layer norms before and after
/// the layers, the pixel-shuffle adapter's two matrices without bias (intermediate to projector
/// input, projector input to output); Llama4MultiModalProjector: one matrix to the text width
/// (a bias with multi_modal_projector_bias). Llama4VisionConfig's defaults where keys are left out.
double llama4VisionParams(const QJsonObject &v, int textHidden, int maxLayers)
{
    const double h = hfCountOr(v, "hidden_size", 768);
    const double inter = hfCountOr(v, "intermediate_size", 5632);
    const double layers = std::min(hfCountOr(v, "num_hidden_layers", 34), maxLayers);
    const double patch = hfCountOr(v, "patch_size", 14);
    const double image = hfCountOr(v, "image_size", 448);
    const double channels = hfCountOr(v, "num_channels", 3);
    const double projectorIn = hfCountOr(v, "projector_input_dim", 4096);
    const double projectorOut = hfCountOr(v, "projector_output_dim", 4096);
    const double output = hfCountOr(v, "vision_output_dim", 7680);
    const double patches = std::floor(image / patch) * std::floor(image / patch);
    const double encoder = channels * patch * patch * h + h + (patches + 1) * h + 4.0 * h +
                           layers * vitLayerParams(h, inter) + inter * projectorIn + projectorIn * projectorOut;
    return encoder + output * textHidden + (hfFlag(v, "multi_modal_projector_bias", false) ? textHidden : 0);
}

} // namespace

double HfArchitecture::visionParams(const QJsonObject &top, int textHidden)
{
    const QJsonObject v = top.value(u"vision_config"_s).toObject();
    const QString type = v.value(u"model_type"_s).toString();
    if (type == u"siglip_vision_model"_s)
        return siglipParams(v, textHidden, MaxLayers);
    if (type == u"llama4_vision_model"_s)
        return llama4VisionParams(v, textHidden, MaxLayers);
    return 0;
}

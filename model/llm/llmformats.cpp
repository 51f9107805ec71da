// SPDX-FileCopyrightText: 2026 GPU Advisor contributors
// SPDX-License-Identifier: GPL-3.0-or-later
#include "model/llm/llmformats.h"

using namespace Qt::StringLiterals;

namespace {

// Whole-file bits per weight of the GGUF mixes: file size of Llama 3 70B (70.55 billion
// parameters) in each format, from the perplexity table dranger003 posted to llama.cpp PR 6745
// (copied in XiongjieDai/GPU-Benchmarks-on-LLM-Inference's README), x 2^30 x 8 / parameters.
const QString GgufTable = u"llama.cpp PR 6745 (dranger003), Llama 3 70B file sizes"_s;

WeightFormat gguf(const QString &key, double bits, const QString &source = GgufTable)
{
    return {key, u"GGUF "_s + key, bits, LlmBackend::LlamaCpp, MatrixPath::Fp16, source};
}

} // namespace

QString llmBackendKey(LlmBackend backend)
{
    switch (backend) {
    case LlmBackend::LlamaCpp:
        return u"llama.cpp"_s;
    case LlmBackend::Vllm:
        return u"vllm"_s;
    }
    return {};
}

const QList<WeightFormat> &weightFormats()
{
    static const QList<WeightFormat> formats = {
        gguf(u"Q2_K"_s, 2.99),
        gguf(u"Q3_K_S"_s, 3.51),
        gguf(u"Q3_K_M"_s, 3.89),
        gguf(u"Q3_K_L"_s, 4.21),
        gguf(u"IQ4_XS"_s, 4.30),
        // Q4_0 blocks: 32 4-bit weights and one 16-bit scale = 18 bytes (4.5 bits); the file of
        // Llama 2 70B (68.98 billion) is 36.37 GiB with its Q6_K output layer = 4.53.
        gguf(u"Q4_0"_s, 4.53, u"ggml block_q4_0; Llama 2 70B Q4_0 file size (XiongjieDai)"_s),
        gguf(u"Q4_K_S"_s, 4.58),
        gguf(u"Q4_K_M"_s, 4.82),
        gguf(u"Q5_K_S"_s, 5.52),
        gguf(u"Q5_K_M"_s, 5.67),
        gguf(u"Q6_K"_s, 6.57),
        // Q8_0 blocks: 32 8-bit weights and one 16-bit scale = 34 bytes.
        gguf(u"Q8_0"_s, 8.50),
        gguf(u"F16"_s, 16.0),
        {u"BF16"_s, u"BF16 (safetensors)"_s, 16.0, LlmBackend::Vllm, MatrixPath::Fp16, u"2 bytes per weight"_s},
        // DeepSeek-V3-style FP8 (E4M3) with one FP32 scale per 128 x 128 block: 8 + 32 / 16384 bits.
        {u"FP8"_s, u"FP8 (E4M3, block scales)"_s, 8.0, LlmBackend::Vllm, MatrixPath::Int8,
         u"DeepSeek-V3 report, section 3.3 (128 x 128 blocks)"_s},
        // SmoothQuant-style INT8 weights and activations with one scale per output channel.
        {u"W8A8-INT8"_s, u"INT8 W8A8"_s, 8.0, LlmBackend::Vllm, MatrixPath::Int8,
         u"SmoothQuant (Xiao et al. 2023); vLLM INT8 W8A8 docs"_s},
        // 4-bit weights, per group of 128: a 16-bit scale and a 4-bit zero point = 4 + 20/128.
        {u"AWQ-4bit"_s, u"AWQ 4-bit, group 128"_s, 4.16, LlmBackend::Vllm, MatrixPath::Fp16,
         u"AWQ (Lin et al. 2024), group size 128"_s},
        {u"GPTQ-4bit"_s, u"GPTQ 4-bit, group 128"_s, 4.16, LlmBackend::Vllm, MatrixPath::Fp16,
         u"GPTQ (Frantar et al. 2023), group size 128"_s},
        // OCP Microscaling: 32 FP4 (E2M1) elements share one 8-bit (E8M0) scale = 4 + 8/32.
        {u"MXFP4"_s, u"MXFP4 (OCP microscaling)"_s, 4.25, LlmBackend::Vllm, MatrixPath::Int8,
         u"OCP Microscaling Formats (MX) v1.0, section 5"_s},
        // NVIDIA NVFP4: 16 FP4 (E2M1) elements share one FP8 (E4M3) scale = 4 + 8/16.
        {u"NVFP4"_s, u"NVFP4"_s, 4.5, LlmBackend::Vllm, MatrixPath::Int8, u"NVIDIA, \"Introducing NVFP4\" (2025)"_s},
        // MLX's mx.quantize: groups of 64 weights with a 16-bit scale and a 16-bit bias = bits + 32/64.
        {u"MLX-4bit"_s, u"MLX 4-bit"_s, 4.5, LlmBackend::LlamaCpp, MatrixPath::Fp16, u"MLX mx.quantize, group 64"_s},
        {u"MLX-6bit"_s, u"MLX 6-bit"_s, 6.5, LlmBackend::LlamaCpp, MatrixPath::Fp16, u"MLX mx.quantize, group 64"_s},
        {u"MLX-8bit"_s, u"MLX 8-bit"_s, 8.5, LlmBackend::LlamaCpp, MatrixPath::Fp16, u"MLX mx.quantize, group 64"_s},
    };
    return formats;
}

namespace {
/// "AWQ 4-bit" and "awq-4bit" are the same key; underscores stay (Q4_K_M is not Q4KM's cousin).
QString loose(const QString &text)
{
    QString out;
    for (QChar c : text.trimmed()) {
        if (c != u' ' && c != u'-')
            out.append(c.toLower());
    }
    return out;
}
} // namespace

std::optional<WeightFormat> weightFormat(const QString &key)
{
    const QString wanted = loose(key);
    for (const WeightFormat &f : weightFormats()) {
        if (loose(f.key) == wanted || loose(f.name) == wanted)
            return f;
    }
    return std::nullopt;
}

const QList<KvCacheType> &kvCacheTypes()
{
    static const QList<KvCacheType> types = {
        {u"F16"_s, 2.0, u"16-bit keys and values"_s},
        {u"Q8_0"_s, 34.0 / 32.0, u"ggml block_q8_0: 32 values in 34 bytes"_s},
        {u"Q4_0"_s, 18.0 / 32.0, u"ggml block_q4_0: 32 values in 18 bytes"_s},
        {u"FP8"_s, 1.0, u"vLLM --kv-cache-dtype fp8 (E4M3)"_s},
    };
    return types;
}

std::optional<KvCacheType> kvCacheType(const QString &key)
{
    const QString wanted = key.trimmed();
    for (const KvCacheType &t : kvCacheTypes()) {
        if (t.key.compare(wanted, Qt::CaseInsensitive) == 0)
            return t;
    }
    return std::nullopt;
}

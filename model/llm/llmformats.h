// SPDX-FileCopyrightText: 2026 GPU Advisor contributors
// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include <QList>
#include <QString>

#include <optional>

/// The runtime a weight format is normally served with; it decides how several cards are used
/// (llama.cpp splits by layers, vLLM splits every layer across identical cards) and which
/// bandwidth efficiency applies (docs/llm-planning.md).
enum class LlmBackend { LlamaCpp, Vllm };

QString llmBackendKey(LlmBackend backend); ///< "llama.cpp", "vllm": never translated

/// Which matrix rate of a device prompt processing runs at for a format.
enum class MatrixPath {
    Fp16, ///< 16-bit tensor cores (GGUF quants dequantise to it; BF16/F16 weights)
    Int8, ///< INT8 or FP8 tensor cores where the device has them, else the 16-bit rate
};

/// One way of storing the weights, with the average bits per weight of a whole model file
/// (scales and the tensors a mix keeps at higher precision included). Sources in
/// docs/llm-planning.md, section "Weight formats".
struct WeightFormat
{
    QString key;  ///< "Q4_K_M", "AWQ-4bit": what the command line and the catalog use
    QString name; ///< for display: "GGUF Q4_K_M"
    double bitsPerWeight = 16;
    LlmBackend backend = LlmBackend::LlamaCpp;
    MatrixPath matrixPath = MatrixPath::Fp16;
    QString source; ///< where bitsPerWeight comes from

    double bytesPerWeight() const { return bitsPerWeight / 8.0; }
};

/// Every weight format the planner knows, in the order lists show them.
const QList<WeightFormat> &weightFormats();
/// Case-insensitive lookup by key ("q4_k_m"); also accepts the display name.
std::optional<WeightFormat> weightFormat(const QString &key);

/// One way of storing the key/value cache (llama.cpp's --cache-type-k/-v, vLLM's
/// --kv-cache-dtype), with its bytes per element (block scales included).
struct KvCacheType
{
    QString key; ///< "F16", "Q8_0", "Q4_0", "FP8"
    double bytesPerElement = 2;
    QString source;
};

const QList<KvCacheType> &kvCacheTypes();
std::optional<KvCacheType> kvCacheType(const QString &key);

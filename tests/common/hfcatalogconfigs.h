// SPDX-FileCopyrightText: 2026 GPU Advisor contributors
// SPDX-License-Identifier: GPL-3.0-or-later
// The real config.json files of tests/data/hf (sources in its README) whose model the catalog
// has, each with the catalog row it must give: read in process by tst_ggufreader and through
// `models import --hf` against a local server by tst_ggufimport, from the same list.
#pragma once

#include <QList>
#include <QString>

namespace TestHfConfigs {

struct CatalogConfig
{
    const char *row;         ///< the test row's name: the model and what its configuration tries
    const char *repo;        ///< the Hugging Face repository; its name is the file in tests/data/hf
    const char *catalogName; ///< the catalog row it must give
};

/// Total and active parameters computed from config.json agree with the catalog's within this
/// share (issue 28's "done when"); every shape column agrees exactly.
inline constexpr double ParameterTolerance = 0.01;

inline const QList<CatalogConfig> &catalogConfigs()
{
    static const QList<CatalogConfig> configs{
        {"Llama 3.1 8B", "meta-llama/Llama-3.1-8B", "Llama 3.1 8B"},
        {"Llama 3.1 70B", "meta-llama/Meta-Llama-3.1-70B", "Llama 3.1 70B"},
        {"Llama 3.1 405B", "meta-llama/Meta-Llama-3.1-405B", "Llama 3.1 405B"},
        {"Llama 3.2 3B, tied embeddings", "meta-llama/Llama-3.2-3B", "Llama 3.2 3B"},
        {"Qwen2.5 7B, qkv bias", "Qwen/Qwen2.5-7B", "Qwen2.5 7B"},
        {"Qwen2.5 32B", "Qwen/Qwen2.5-32B", "Qwen2.5 32B"},
        {"Qwen3 8B, q/k norms", "Qwen/Qwen3-8B", "Qwen3 8B"},
        {"Qwen3 32B", "Qwen/Qwen3-32B", "Qwen3 32B"},
        {"Qwen3 MoE 30B-A3B", "Qwen/Qwen3-30B-A3B", "Qwen3 30B-A3B"},
        {"Qwen3 MoE 235B-A22B", "Qwen/Qwen3-235B-A22B-Instruct-2507", "Qwen3 235B-A22B"},
        {"Qwen3 Coder 480B-A35B", "Qwen/Qwen3-Coder-480B-A35B-Instruct", "Qwen3 Coder 480B-A35B"},
        {"Mixtral 8x7B", "mistralai/Mixtral-8x7B-v0.1", "Mixtral 8x7B"},
        {"Mixtral 8x22B", "mistralai/Mixtral-8x22B-v0.1", "Mixtral 8x22B"},
        {"DeepSeek-V2-Lite, MLA", "deepseek-ai/DeepSeek-V2-Lite", "DeepSeek-V2-Lite"},
        {"DeepSeek-V3, MLA and FP8", "deepseek-ai/DeepSeek-V3", "DeepSeek-V3"},
        {"DeepSeek-R1", "deepseek-ai/DeepSeek-R1", "DeepSeek-R1"},
        {"Kimi K2", "moonshotai/Kimi-K2-Instruct", "Kimi K2"},
        {"Gemma 2 9B, every other layer slides", "google/gemma-2-9b", "Gemma 2 9B"},
        {"Gemma 2 27B", "google/gemma-2-27b", "Gemma 2 27B"},
        {"gpt-oss-20b, layer_types", "openai/gpt-oss-20b", "gpt-oss-20b"},
        {"gpt-oss-120b", "openai/gpt-oss-120b", "gpt-oss-120b"},
        {"Llama 4 Scout, text_config, chunked", "meta-llama/Llama-4-Scout-17B-16E-Instruct", "Llama 4 Scout"},
        {"Llama 4 Maverick, interleaved MoE", "meta-llama/Llama-4-Maverick-17B-128E-Instruct", "Llama 4 Maverick"},
    };
    return configs;
}

/// The file in tests/data/hf that holds `repo`'s config.json.
inline QString configFile(const CatalogConfig &config)
{
    const QString repo = QString::fromUtf8(config.repo);
    return repo.mid(repo.indexOf(u'/') + 1);
}

} // namespace TestHfConfigs

// SPDX-FileCopyrightText: 2026 GPU Advisor contributors
// SPDX-License-Identifier: GPL-3.0-or-later
#include "model/llm/llmdevice.h"

#include <algorithm>

using namespace Qt::StringLiterals;

namespace {

/// The share of a unified memory the GPU may hold, by platform (docs/llm-planning.md §3).
struct UnifiedShare
{
    const char *match; ///< a word of the device's name or vendor
    double share;
    const char *source;
};

constexpr UnifiedShare UnifiedShares[] = {
    // Metal's recommendedMaxWorkingSetSize: about 75% of the memory on Macs with more than 36 GB
    // (llama.cpp logs it at start-up; XiongjieDai's README measures 70-78%). Raising it with
    // `sysctl iogpu.wired_limit_mb` is possible but not the default.
    {"Apple", 0.75, "Metal recommendedMaxWorkingSetSize (about 75%)"},
    // AMD Variable Graphics Memory: up to 96 GB of the 128 GB may be reserved for the GPU.
    {"Ryzen AI Max", 0.75, "AMD Variable Graphics Memory: 96 of 128 GB"},
    // CUDA reports 121.69 GiB on GB10 and 101-110 GiB free after boot (vLLM and SGLang reports
    // on DGX Spark, 2026); 0.85 of 128 GiB = 109 GiB.
    {"DGX Spark", 0.85, "CUDA free memory on DGX Spark after boot (101-110 of 121.7 GiB)"},
    {"GB10", 0.85, "CUDA free memory on DGX Spark after boot (101-110 of 121.7 GiB)"},
};

} // namespace

QString llmDeviceKindKey(LlmDeviceKind kind)
{
    return kind == LlmDeviceKind::UnifiedMemory ? u"unified"_s : u"discrete"_s;
}

QString deviceFamilyKey(DeviceFamily family)
{
    switch (family) {
    case DeviceFamily::Nvidia:
        return u"nvidia"_s;
    case DeviceFamily::Amd:
        return u"amd"_s;
    case DeviceFamily::Intel:
        return u"intel"_s;
    case DeviceFamily::Apple:
        return u"apple"_s;
    }
    return {};
}

bool isUnifiedMemoryGpu(const Gpu &gpu)
{
    // One rule for every place that decides whether a device is a machine of its own.
    return gpu.isCompleteComputer();
}

double LlmDevice::nvlinkGbsPerDirection(const QString &name)
{
    // NVIDIA's total (both directions) NVLink bandwidth of each card, from its datasheet or
    // product page (docs/llm-planning.md §6), halved. The first pattern the name contains wins.
    static const struct
    {
        const char *match;
        double totalGbs;
    } links[] = {
        {"RTX 2080 Ti", 100}, // two x8 links
        {"RTX 2080", 50},     // one x8 link
        {"TITAN RTX", 100},   {"Quadro RTX", 100}, {"RTX 3090", 112.5}, {"RTX A5000", 112.5}, {"RTX A6000", 112.5},
        {"A40", 112.5},       {"V100", 300},       {"A100", 600}, // the PCIe card with its NVLink bridge too
        {"A30", 200},         {"H100 SXM", 900},   {"H100", 600},       {"H200 NVL", 900},    {"H200", 900},
        {"H20", 900},         {"GH200", 900},      {"B200", 1800},      {"B300", 1800},
    };
    for (const auto &link : links) {
        if (name.contains(QLatin1StringView(link.match), Qt::CaseInsensitive))
            return link.totalGbs / 2;
    }
    return 0;
}

LlmDevice LlmDevice::fromGpu(const Gpu &gpu)
{
    LlmDevice d;
    d.gpuId = gpu.id;
    d.name = gpu.name;
    d.kind = isUnifiedMemoryGpu(gpu) ? LlmDeviceKind::UnifiedMemory : LlmDeviceKind::DiscreteGpu;
    const QString vendor = gpu.vendor.toLower();
    if (vendor.contains(u"apple"_s))
        d.family = DeviceFamily::Apple;
    else if (vendor.contains(u"amd"_s) || vendor.contains(u"ati"_s))
        d.family = DeviceFamily::Amd;
    else if (vendor.contains(u"intel"_s))
        d.family = DeviceFamily::Intel;
    else
        d.family = DeviceFamily::Nvidia;
    d.memoryGb = gpu.vramGb;
    d.bandwidthGbs = gpu.memoryBandwidthGbs;
    // The 16-bit matrix rate: tensor or matrix cores where the row has them, else the FP32 rate
    // (no tensor cores, RDNA's WMMA, Apple), as the performance model does.
    if (gpu.fp16TensorTflops && *gpu.fp16TensorTflops > 0)
        d.fp16Tflops = gpu.fp16TensorTflops;
    else if (gpu.fp32Tflops > 0)
        d.fp16Tflops = gpu.fp32Tflops;
    if (gpu.int8Tops && *gpu.int8Tops > 0)
        d.int8Tops = gpu.int8Tops;
    d.fp8 = gpu.fp8;
    d.halfRateFp32Accumulate =
        d.family == DeviceFamily::Nvidia && gpu.name.startsWith(u"GeForce"_s) && gpu.fp16TensorTflops.has_value();
    d.hbm = gpu.memoryType.contains(u"HBM"_s, Qt::CaseInsensitive);
    d.watts = gpu.tdpWatts;
    d.pcieGeneration = gpu.pcieGeneration > 0 ? gpu.pcieGeneration : 4;
    d.nvlink = gpu.nvlink;
    if (d.nvlink)
        d.nvlinkGbs = nvlinkGbsPerDirection(gpu.name);
    if (d.isUnified() && gpu.gpuMemoryGb && gpu.vramGb > 0) {
        // The GPU table records the memory the GPU may use, with its source: that wins.
        d.gpuShare = std::clamp(*gpu.gpuMemoryGb / gpu.vramGb, 0.0, 1.0);
        d.shareSource = gpu.gpuMemorySource;
    } else if (d.isUnified()) {
        const QString haystack = gpu.name + u' ' + gpu.vendor;
        for (const UnifiedShare &s : UnifiedShares) {
            if (haystack.contains(QLatin1StringView(s.match), Qt::CaseInsensitive)) {
                d.gpuShare = s.share;
                d.shareSource = QLatin1StringView(s.source);
                break;
            }
        }
        if (d.shareSource.isEmpty()) {
            // An unknown unified machine: the most conservative of the platforms above.
            d.gpuShare = 0.75;
            d.shareSource = u"assumed: the lowest share of the known platforms"_s;
        }
    }
    return d;
}

const QList<SystemMemory> &systemMemoryPlatforms()
{
    // JEDEC transfer rates; channel counts and maximum capacities from the platforms' specs
    // (docs/llm-planning.md §3.3).
    static const QList<SystemMemory> platforms = {
        {u"ddr4-dual"_s, u"DDR4-3200, 2 channels (desktop)"_s, 2, 3200, 128},
        {u"ddr5-dual"_s, u"DDR5-5600, 2 channels (desktop)"_s, 2, 5600, 192},
        {u"ddr5-quad"_s, u"DDR5-5200, 4 channels (Threadripper)"_s, 4, 5200, 256},
        {u"ddr5-octa"_s, u"DDR5-5200, 8 channels (Threadripper Pro, Xeon W)"_s, 8, 5200, 1024},
        {u"ddr5-12ch"_s, u"DDR5-4800, 12 channels (EPYC 9004)"_s, 12, 4800, 3072},
    };
    return platforms;
}

std::optional<SystemMemory> systemMemoryPlatform(const QString &key)
{
    for (const SystemMemory &m : systemMemoryPlatforms()) {
        if (m.key.compare(key.trimmed(), Qt::CaseInsensitive) == 0)
            return m;
    }
    return std::nullopt;
}

QString splitModeKey(SplitMode mode)
{
    switch (mode) {
    case SplitMode::Single:
        return u"single"_s;
    case SplitMode::LayerSplit:
        return u"layer"_s;
    case SplitMode::TensorParallel:
        return u"tensor"_s;
    }
    return {};
}

int LlmConfiguration::deviceCount() const
{
    int n = 0;
    for (const DeviceGroup &g : groups)
        n += g.count;
    return n;
}

bool LlmConfiguration::isUnified() const
{
    for (const DeviceGroup &g : groups) {
        if (g.device.isUnified())
            return true;
    }
    return false;
}

QList<LlmDevice> LlmConfiguration::devices() const
{
    QList<LlmDevice> out;
    for (const DeviceGroup &g : groups) {
        for (int i = 0; i < g.count; ++i)
            out.append(g.device);
    }
    return out;
}

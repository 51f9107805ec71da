// SPDX-FileCopyrightText: 2026 GPU Advisor contributors
// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include "model/catalog/gpu.h"

#include <QList>
#include <QString>

#include <optional>

/// A card with its own memory, or a machine whose GPU shares one memory with the CPU.
enum class LlmDeviceKind { DiscreteGpu, UnifiedMemory };

/// Whose software stack runs the device; the measured bandwidth efficiencies differ by it.
enum class DeviceFamily { Nvidia, Amd, Intel, Apple };

QString llmDeviceKindKey(LlmDeviceKind kind); ///< "discrete", "unified": never translated
QString deviceFamilyKey(DeviceFamily family); ///< "nvidia", "amd", "intel", "apple"

/// One device as the LLM planner sees it, built from a GPU row of the database. A row is a
/// unified-memory machine when its device kind says so (or, for older rows, its memory or board
/// type); the GPU's share of that memory is the row's gpu_memory_gb where recorded, else the
/// platform's documented share (docs/llm-planning.md §3.1).
struct LlmDevice
{
    qint64 gpuId = 0;
    QString name; ///< as the database spells it
    LlmDeviceKind kind = LlmDeviceKind::DiscreteGpu;
    DeviceFamily family = DeviceFamily::Nvidia;
    double memoryGb = 0; ///< physical memory in GiB ("24 GB"); for a unified machine all of it
    double gpuShare = 1; ///< part of memoryGb the GPU may hold (1 for a card; docs/llm-planning.md)
    double bandwidthGbs = 0;
    std::optional<double> fp16Tflops; ///< dense 16-bit matrix rate (tensor cores, or FP32 without)
    std::optional<double> int8Tops;   ///< dense INT8/FP8 matrix rate where the device has one
    bool fp8 = false;
    /// GeForce cards: the dataset's 16-bit rate is the half rate of FP32 accumulation; kernels that
    /// accumulate in FP16 or INT32 (llama.cpp's) run at twice it.
    bool halfRateFp32Accumulate = false;
    /// High-bandwidth memory (HBM): the datacenter cards, whose batch-1 llama.cpp decode reaches a
    /// smaller share of their bandwidth (docs/llm-planning.md §5.1).
    bool hbm = false;
    int watts = 0; ///< board power; for a unified machine the SoC's
    int pcieGeneration = 4;
    bool nvlink = false;
    /// The card's NVLink bandwidth per direction in GB/s (NVIDIA's total figure halved); 0 where
    /// the card is not in the table of docs/llm-planning.md (the estimator's default applies).
    double nvlinkGbs = 0;
    QString shareSource; ///< where gpuShare comes from (empty for cards)

    /// GiB the model may use on this device.
    double usableGb() const { return memoryGb * gpuShare; }
    bool isUnified() const { return kind == LlmDeviceKind::UnifiedMemory; }

    static LlmDevice fromGpu(const Gpu &gpu);
    /// NVLink bandwidth per direction (GB/s) of a card by its name; 0 for a card not in the table.
    static double nvlinkGbsPerDirection(const QString &name);
};

/// True for rows that describe a unified-memory machine (memory type or board type says so).
bool isUnifiedMemoryGpu(const Gpu &gpu);

/// System memory the planner may offload layers or experts to: a platform with its channel
/// count and transfer rate. Bandwidth = channels x 8 bytes x MT/s (64-bit channels).
struct SystemMemory
{
    QString key;  ///< "ddr5-dual": for the command line and saved plans
    QString name; ///< "DDR5-5600, 2 channels (desktop)"
    int channels = 2;
    int megaTransfers = 5600;
    int maxGb = 192; ///< the most the platform takes

    double bandwidthGbs() const { return channels * 8.0 * megaTransfers / 1000.0; }
};

/// The platforms of docs/llm-planning.md, desktop first.
const QList<SystemMemory> &systemMemoryPlatforms();
std::optional<SystemMemory> systemMemoryPlatform(const QString &key);

/// How many of one device a configuration holds.
struct DeviceGroup
{
    LlmDevice device;
    int count = 1;
};

/// How a backend spreads the model over several devices.
enum class SplitMode {
    Single,         ///< one device holds everything
    LayerSplit,     ///< llama.cpp's default: each device holds whole layers, one after another
    TensorParallel, ///< vLLM: every layer split evenly over identical devices
};

QString splitModeKey(SplitMode mode); ///< "single", "layer", "tensor"

/// A set of devices to run a model on: one or more groups of devices, how the model is split
/// over them, and optionally system RAM for what does not fit.
struct LlmConfiguration
{
    QList<DeviceGroup> groups;
    SplitMode split = SplitMode::Single;
    std::optional<SystemMemory> offload; ///< when set, what the devices cannot hold goes to RAM
    /// With `offload`, the share of a MoE's routed expert weights kept in system RAM even where
    /// the devices could hold more (llama.cpp's --n-cpu-moe N of L layers: N / L; --cpu-moe: 1).
    /// Unset: only what the devices cannot hold.
    std::optional<double> expertsInRam;

    int deviceCount() const;
    bool isUnified() const;
    /// The devices one by one (a group of 3 gives three entries), in split order.
    QList<LlmDevice> devices() const;
};

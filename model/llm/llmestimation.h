// SPDX-FileCopyrightText: 2026 GPU Advisor contributors
// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include "model/llm/llmestimator.h"

#include <QList>

/// One estimate in the making (docs/llm-planning.md): the workload and its devices, and what each
/// step leaves for the next. The steps follow the estimate's own sections: the engine and the
/// split and the speeds in llmestimator.cpp, where every byte is placed (the devices, and system RAM
/// for offloaded layers or a mixture's experts) in llmplacement.cpp. Internal to model/llm/:
/// LlmEstimator::estimate() is the entry point.
class LlmEstimation final
{
public:
    static constexpr double GiB = 1024.0 * 1024.0 * 1024.0;
    static constexpr double GB = 1e9; // bandwidths are decimal GB/s

    LlmEstimation(const LlmParameters &parameters, const LlmWorkload &workload, const LlmConfiguration &configuration)
        : p(parameters)
        , w(workload)
        , c(configuration)
        , m(workload.model)
        , devices(configuration.devices())
        , n(int(devices.size()))
        , layerShare(n, 0.0)
    {}

    /// The steps in order, from the engine to the notes.
    LlmEstimate run();

private:
    const LlmParameters &p;
    const LlmWorkload &w;
    const LlmConfiguration &c;
    const LlmModel &m;
    const QList<LlmDevice> devices;
    const int n;
    LlmEstimate e;

    // The workload's totals (GiB), set by reserveMemory().
    bool exact = false;
    double weights = 0;
    double kv = 0;
    // Placement: what goes to system RAM, and each device's share of the layers.
    double offloadWeights = 0; // GiB in system RAM
    double offloadKv = 0;
    double offloadedRoutedShare = 0; // MoE: share of routed experts in RAM
    double offloadedLayerShare = 0;  // dense: share of layers (with their KV) in RAM
    QList<double> layerShare;        // share of the model's layers on each device
    // Bytes read per token, and the links between devices, set by estimateDecode().
    double denseActive = 0;
    double routedTotal = 0;
    double linkGbs = 0;

    void chooseBackendAndSplit();
    void reserveMemory();
    void placeTensorParallel();
    void placeFileLayers();
    void placeByShare();
    void settlePlacement();
    double memoryTime(double weightBytes, double kvBytes) const;
    double commTime(double tokens) const;
    void estimateDecode();
    void estimatePrefill();
    void explain();
    QList<double> roomOnDevices(double *total) const;
};

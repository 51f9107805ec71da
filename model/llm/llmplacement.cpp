// SPDX-FileCopyrightText: 2026 GPU Advisor contributors
// SPDX-License-Identifier: GPL-3.0-or-later
// Where every byte of an estimate is placed: the buffers each device reserves, the weights and
// cache on the devices (split by tensor parallelism, by the file's layers, or by each device's
// room) and what goes to system RAM when offloading (a mixture's experts first).
#include "model/llm/llmestimation.h"

#include <algorithm>
#include <numeric>

using namespace Qt::StringLiterals;

// Totals of the workload (GiB). A model read from a GGUF file, planned in the file's own format,
// weighs exactly the file's tensors, layer by layer (docs/llm-planning.md §1.1).
void LlmEstimation::reserveMemory()
{
    exact = LlmEstimator::usesFileWeights(w);
    weights = exact ? double(m.fileWeights.totalBytes()) / GiB : LlmEstimator::weightsGb(m, w.format);
    kv = LlmEstimator::kvCacheGbPerSequence(m, w.kvCache, w.context) * w.users;
    // llama.cpp's compute buffer with flash attention: the logits of one micro-batch plus its
    // activations, 4 bytes each.
    const double buffer = p.ubatch * (double(m.vocab) + 4.0 * m.hidden) * 4.0 / GiB;
    for (const LlmDevice &d : devices) {
        DeviceMemory dm;
        dm.deviceName = d.name;
        dm.capacityGb = d.usableGb() * (e.backend == LlmBackend::Vllm ? p.vllmMemoryUtilization : 1.0);
        dm.computeBufferGb = buffer;
        dm.overheadGb = p.runtimeOverheadGb;
        e.devices.append(dm);
    }
}

// What each device has left for weights and cache once its buffers are reserved.
QList<double> LlmEstimation::roomOnDevices(double *total) const
{
    QList<double> room(n);
    *total = 0;
    for (int i = 0; i < n; ++i) {
        room[i] = std::max(0.0, e.devices[i].capacityGb - e.devices[i].computeBufferGb - e.devices[i].overheadGb);
        *total += room[i];
    }
    return room;
}

// Every layer split n ways; the KV heads split too, but a device holds at least one head's cache,
// and MLA's latent is the same on every device.
void LlmEstimation::placeTensorParallel()
{
    const LlmFileWeights &file = m.fileWeights;
    const double kvShare = m.attention == AttentionKind::Mla ? 1.0 : std::max(1.0 / n, 1.0 / m.kvHeads);
    for (int i = 0; i < n; ++i) {
        e.devices[i].weightsGb = weights / n;
        if (exact)
            e.devices[i].weightBytes = file.totalBytes() / n + (i == n - 1 ? file.totalBytes() % n : 0);
        e.devices[i].kvCacheGb = kv * kvShare;
        e.devices[i].layers = double(m.layers) / n;
        layerShare[i] = 1.0 / n;
    }
    if (kvShare > 1.0 / n + 1e-12) {
        e.notes.append(LlmEstimator::tr("Each device keeps a copy of the key/value cache that cannot be split "
                                        "further (%1 key/value heads, %2 devices).")
                           .arg(m.kvHeads)
                           .arg(n));
    }
}

// A model with the file's exact bytes: whole layers (or their experts) go to system RAM first,
// then the layers left go to the devices in order.
void LlmEstimation::placeFileLayers()
{
    const LlmFileWeights &file = m.fileWeights;
    double totalRoom = 0;
    const QList<double> room = roomOnDevices(&totalRoom);
    const qsizetype layerCount = file.layerBytes.size();
    const double kvPerLayer = layerCount > 0 ? kv / double(layerCount) : 0;
    QList<bool> expertsInRam(layerCount, false);
    qsizetype layersInRam = 0; // llama.cpp's -ngl keeps the first layers on the CPU
    qint64 ramBytes = 0;
    const double need = weights + kv;
    if (c.offload && need > totalRoom) {
        const double excess = (need - totalRoom) * GiB;
        if (m.isMoe() && excess <= double(file.expertBytes())) {
            // --n-cpu-moe N: the experts of the first N layers go to RAM, whole layers' worth.
            for (qsizetype i = 0; i < layerCount && double(ramBytes) < excess; ++i) {
                expertsInRam[i] = true;
                ramBytes += file.layerExpertBytes.at(i);
            }
            offloadedRoutedShare = double(ramBytes) / double(file.expertBytes());
        } else {
            double moved = 0;
            while (layersInRam < layerCount && moved < excess) {
                moved += double(file.layerBytes.at(layersInRam)) + kvPerLayer * GiB;
                ramBytes += file.layerBytes.at(layersInRam);
                ++layersInRam;
            }
            offloadedLayerShare = double(layersInRam) / double(layerCount);
            offloadKv = kvPerLayer * double(layersInRam);
        }
        offloadWeights = double(ramBytes) / GiB;
    }
    // The layers left go to the devices in order, each taking its share of the room (llama.cpp's
    // default --tensor-split); the output head and the rest outside the layers go with the last
    // device.
    QList<double> cumulative(n);
    double sum = 0;
    for (int i = 0; i < n; ++i) {
        sum += totalRoom > 0 ? room[i] / totalRoom : 1.0 / n;
        cumulative[i] = sum;
    }
    const qsizetype onDevices = layerCount - layersInRam;
    QList<qint64> held(n, 0);
    QList<int> layersHeld(n, 0);
    for (qsizetype i = layersInRam; i < layerCount; ++i) {
        const double position = double(i - layersInRam) / double(onDevices);
        int device = 0;
        while (device < n - 1 && position >= cumulative[device] - 1e-12)
            ++device;
        held[device] += file.layerBytes.at(i) - (expertsInRam.at(i) ? file.layerExpertBytes.at(i) : 0);
        ++layersHeld[device];
    }
    held[n - 1] += file.outsideBytes;
    const qint64 deviceBytes = std::accumulate(held.cbegin(), held.cend(), qint64(0));
    for (int i = 0; i < n; ++i) {
        e.devices[i].weightBytes = held[i];
        e.devices[i].weightsGb = double(held[i]) / GiB;
        e.devices[i].kvCacheGb = kvPerLayer * layersHeld[i];
        e.devices[i].layers = layersHeld[i];
        layerShare[i] = deviceBytes > 0 ? double(held[i]) / double(deviceBytes) : 1.0 / n;
    }
}

// A model sized by bits per weight: what does not fit goes to system RAM (experts first for a
// mixture of experts), the rest spread over the devices by their room.
void LlmEstimation::placeByShare()
{
    double totalRoom = 0;
    const QList<double> room = roomOnDevices(&totalRoom);
    const double need = weights + kv;
    double onDevices = need;
    const double routedWeights = weights * (m.routedExpertParamsB() / m.totalParamsB);
    // Expert weights the user keeps in RAM on purpose (--n-cpu-moe), beyond what does not fit.
    const double chosenInRam =
        c.offload && c.expertsInRam && m.isMoe() ? std::clamp(*c.expertsInRam, 0.0, 1.0) * routedWeights : 0.0;
    if (c.offload && (need > totalRoom || chosenInRam > 0)) {
        const double excess = std::max(need - totalRoom, chosenInRam);
        onDevices = need - excess;
        if (m.isMoe() && excess <= routedWeights) {
            // llama.cpp's --n-cpu-moe: expert tensors go to RAM first, attention and KV stay.
            offloadedRoutedShare = excess / routedWeights;
            offloadWeights = excess;
        } else {
            offloadedLayerShare = std::min(1.0, excess / need);
            offloadWeights = weights * offloadedLayerShare;
            offloadKv = kv * offloadedLayerShare;
        }
    }
    // llama.cpp's default --tensor-split follows each device's free memory.
    for (int i = 0; i < n; ++i) {
        const double share = totalRoom > 0 ? room[i] / totalRoom : 1.0 / n;
        layerShare[i] = share;
        const double held = onDevices * share;
        const double kvHeld = (kv - offloadKv) * share;
        e.devices[i].kvCacheGb = kvHeld;
        e.devices[i].weightsGb = held - kvHeld;
        e.devices[i].layers = m.layers * (1.0 - offloadedLayerShare) * share;
    }
}

void LlmEstimation::settlePlacement()
{
    e.offloadGb = offloadWeights + offloadKv;
    if (c.offload) {
        // The operating system and the program keep 8 GiB of the platform's RAM.
        e.offloadCapacityGb = std::max(0.0, c.offload->maxGb - 8.0);
    }
    e.fits = std::all_of(e.devices.begin(), e.devices.end(), [](const DeviceMemory &d) { return d.fits(); }) &&
             e.offloadGb <= e.offloadCapacityGb + 1e-9;
    e.kind = e.offloadGb > 0 ? u"offload"_s : (c.isUnified() ? u"unified"_s : u"gpus"_s);
}

// SPDX-FileCopyrightText: 2026 GPU Advisor contributors
// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include "model/catalog/gpusnapshot.h"

#include <QString>

/// Four made-up GPUs with known prices, for the browser's model and view tests:
///   1 GeForce RTX 3090 (the model's reference), consumer, 2020-09: new $1,500 (2022-12),
///     used $800 (2023-01), new $1,200 (2024-01)
///   2 Fast Card, Ada, consumer, 2022-10: new $1,600 (2023-01)
///   3 Cheap Card, AMD, 8 GB, no tensor cores, 2019-02: no price
///   4 Datacenter Card, Hopper, 80 GB, 2023-03: new $30,000 (2023-06)
class HandMadeGpus final
{
public:
    static constexpr qint64 Reference = 1;
    static constexpr qint64 Fast = 2;
    static constexpr qint64 Cheap = 3;
    static constexpr qint64 Datacenter = 4;

    static GpuSnapshot snapshot()
    {
        GpuSnapshot s;
        Gpu ref;
        ref.id = Reference;
        ref.name = QStringLiteral("GeForce RTX 3090");
        ref.vendor = QStringLiteral("NVIDIA");
        ref.architecture = QStringLiteral("Ampere");
        ref.memoryType = QStringLiteral("GDDR6X");
        ref.vramGb = 24;
        ref.memoryBandwidthGbs = 936;
        ref.l2CacheMb = 6;
        ref.fp32Tflops = 35.6;
        ref.fp16TensorTflops = 71;
        ref.tensorCoreGeneration = 3;
        ref.tdpWatts = 350;
        ref.releaseYear = 2020;
        ref.releaseMonth = QDate(2020, 9, 1);
        ref.launchMsrpUsd = 1499;
        ref.source = QStringLiteral("https://example.org/3090");
        s.gpus.append(ref);

        Gpu fast = ref;
        fast.id = Fast;
        fast.name = QStringLiteral("Fast Card");
        fast.architecture = QStringLiteral("Ada Lovelace");
        fast.memoryBandwidthGbs = 1008;
        fast.l2CacheMb = 72;
        fast.fp16TensorTflops = 165;
        fast.fp8 = true;
        fast.int8Tops = 660;
        fast.tensorCoreGeneration = 4;
        fast.tdpWatts = 450;
        fast.releaseYear = 2022;
        fast.releaseMonth = QDate(2022, 10, 1);
        s.gpus.append(fast);

        Gpu cheap;
        cheap.id = Cheap;
        cheap.name = QStringLiteral("Cheap Card");
        cheap.vendor = QStringLiteral("AMD");
        cheap.architecture = QStringLiteral("RDNA 3");
        cheap.memoryType = QStringLiteral("GDDR6");
        cheap.vramGb = 8;
        cheap.memoryBandwidthGbs = 288;
        cheap.fp32Tflops = 5.4;
        cheap.tdpWatts = 120;
        cheap.releaseYear = 2019;
        cheap.releaseMonth = QDate(2019, 2, 1);
        s.gpus.append(cheap);

        Gpu dc = fast;
        dc.id = Datacenter;
        dc.name = QStringLiteral("Datacenter Card");
        dc.architecture = QStringLiteral("Hopper");
        dc.memoryType = QStringLiteral("HBM3");
        dc.vramGb = 80;
        dc.memoryBandwidthGbs = 3350;
        dc.l2CacheMb = 50;
        dc.fp16TensorTflops = 989;
        dc.int8Tops = 1979;
        dc.tdpWatts = 700;
        dc.formFactor = FormFactor::Datacenter;
        dc.releaseYear = 2023;
        dc.releaseMonth = QDate(2023, 3, 1);
        s.gpus.append(dc);

        s.prices[Reference] = {price(Reference, QDate(2022, 12, 15), PriceCondition::New, 1500),
                               price(Reference, QDate(2023, 1, 10), PriceCondition::Used, 800),
                               price(Reference, QDate(2024, 1, 1), PriceCondition::New, 1200)};
        s.prices[Fast] = {price(Fast, QDate(2023, 1, 5), PriceCondition::New, 1600)};
        s.prices[Datacenter] = {price(Datacenter, QDate(2023, 6, 1), PriceCondition::New, 30000)};
        return s;
    }

    static PriceObservation price(qint64 gpuId, const QDate &date, PriceCondition condition, double usd)
    {
        PriceObservation o;
        o.gpuId = gpuId;
        o.observedOn = date;
        o.condition = condition;
        o.usd = usd;
        o.source = condition == PriceCondition::New ? QStringLiteral("Shop") : QStringLiteral("Auction site");
        return o;
    }
};

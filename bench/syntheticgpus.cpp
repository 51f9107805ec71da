// SPDX-FileCopyrightText: 2026 GPU Advisor contributors
// SPDX-License-Identifier: GPL-3.0-or-later
#include "bench/syntheticgpus.h"

#include <QRandomGenerator>

using namespace Qt::StringLiterals;

namespace {

Gpu reference()
{
    Gpu g;
    g.id = 1;
    g.name = u"GeForce RTX 3090"_s;
    g.vendor = u"NVIDIA"_s;
    g.architecture = u"Ampere"_s;
    g.memoryType = u"GDDR6X"_s;
    g.vramGb = 24;
    g.memoryBandwidthGbs = 936;
    g.l2CacheMb = 6;
    g.fp32Tflops = 35.6;
    g.fp16TensorTflops = 71;
    g.int8Tops = 284;
    g.tensorCoreGeneration = 3;
    g.tdpWatts = 350;
    g.releaseYear = 2020;
    g.releaseMonth = QDate(2020, 9, 1);
    g.source = u"synthetic"_s;
    return g;
}

} // namespace

SyntheticGpus::SyntheticGpus(int count)
{
    QRandomGenerator random(20230130);
    const QStringList nvidia{u"Pascal"_s, u"Turing"_s, u"Ampere"_s, u"Ada Lovelace"_s, u"Hopper"_s, u"Blackwell"_s};
    const QStringList amd{u"RDNA 3"_s, u"CDNA 2"_s, u"CDNA 3"_s};
    const QList<double> memories{8, 10, 12, 16, 20, 24, 32, 48, 80, 96, 141};
    m_gpus.append(reference());
    for (int i = 2; i <= count; ++i) {
        Gpu g;
        g.id = i;
        const bool isAmd = random.bounded(5) == 0;
        g.vendor = isAmd ? u"AMD"_s : u"NVIDIA"_s;
        g.architecture =
            isAmd ? amd.at(random.bounded(int(amd.size()))) : nvidia.at(random.bounded(int(nvidia.size())));
        g.name = u"Synthetic %1 %2"_s.arg(g.vendor).arg(i, 5, 10, QChar(u'0'));
        g.memoryType = u"GDDR6"_s;
        g.vramGb = memories.at(random.bounded(int(memories.size())));
        g.memoryBandwidthGbs = 200 + random.bounded(3800);
        g.l2CacheMb = 2 + random.bounded(94);
        g.fp32Tflops = 5 + random.bounded(80);
        if (random.bounded(10) > 0) {
            g.fp16TensorTflops = 20 + random.bounded(980);
            g.tensorCoreGeneration = 2 + random.bounded(4);
        }
        g.fp8 = random.bounded(3) == 0;
        if (g.fp8)
            g.int8Tops = g.fp16TensorTflops.value_or(100) * 2;
        g.tdpWatts = 75 + random.bounded(625);
        g.formFactor = FormFactor(random.bounded(3));
        g.releaseYear = 2016 + random.bounded(10);
        g.releaseMonth = QDate(g.releaseYear, 1 + random.bounded(12), 1);
        g.source = u"synthetic"_s;
        m_gpus.append(g);
    }
    for (const Gpu &g : std::as_const(m_gpus)) {
        if (g.id != 1 && random.bounded(10) == 0)
            continue; // no price on record
        QList<PriceObservation> observations;
        const double base = 150 + random.bounded(30000);
        for (int k = 0; k < 6; ++k) {
            PriceObservation o;
            o.gpuId = g.id;
            o.observedOn = QDate(2022, 1, 1).addMonths(random.bounded(42));
            o.monthly = true;
            o.condition = k % 2 ? PriceCondition::Used : PriceCondition::New;
            o.usd = base * (0.6 + random.bounded(80) / 100.0);
            o.source = o.condition == PriceCondition::New ? u"Synthetic shop"_s : u"Synthetic auction"_s;
            observations.append(o);
        }
        std::sort(observations.begin(), observations.end(),
                  [](const PriceObservation &a, const PriceObservation &b) { return a.observedOn < b.observedOn; });
        m_prices.insert(g.id, observations);
    }
}

QList<Gpu> SyntheticGpus::gpus(QString *) const
{
    return m_gpus;
}

std::optional<Gpu> SyntheticGpus::gpu(qint64 id, QString *) const
{
    if (id < 1 || id > m_gpus.size())
        return std::nullopt;
    return m_gpus.at(id - 1);
}

std::optional<Gpu> SyntheticGpus::gpuByName(const QString &name, QString *) const
{
    for (const Gpu &g : m_gpus) {
        if (g.name == name)
            return g;
    }
    return std::nullopt;
}

QList<PriceObservation> SyntheticGpus::prices(qint64 gpuId, QString *) const
{
    return m_prices.value(gpuId);
}

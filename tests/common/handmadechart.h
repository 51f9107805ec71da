// SPDX-FileCopyrightText: 2026 GPU Advisor contributors
// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include "model/catalog/gpurepository.h"
#include "model/flowchart/flowchart.h"

#include <QHash>

/// A small chart built in code, for engine tests that must not depend on the seed:
///
///   n1 "plain A"   yes -> n2 (budget, offers GPU 10)   no -> leaf L3 (cloud)
///   n2 budget 10   yes -> leaf L1 (GPU 10)              no -> n3 (budget, offers GPU 20 used)
///   n3 budget 20   yes -> leaf L2 (GPU 20, used)        no -> n4 "plain B"
///   n4 "plain B"   yes -> leaf L3 (cloud)               no -> leaf L4 (read-post)
inline Flowchart handMadeChart()
{
    using namespace Qt::StringLiterals;
    Flowchart c;
    c.key = u"test"_s;
    c.title = u"Test chart"_s;
    c.caveat = u"Fits most cases."_s;
    c.questions.insert(1, {1, u"a"_s, u"Plain A?"_s, u"Why A."_s, {}});
    c.questions.insert(2, {2, u"b10"_s, u"Card 10 in budget?"_s, u"Why 10."_s, {{10, false}}});
    c.questions.insert(3, {3, u"b20"_s, u"Used card 20 in budget?"_s, u"Why 20."_s, {{20, true}}});
    c.questions.insert(4, {4, u"b"_s, u"Plain B?"_s, u"Why B."_s, {}});
    c.leaves.insert(1, {1, u"l1"_s, LeafKind::Gpu, u"Card 10"_s, u"Buy 10."_s, u""_s, {{10, false}}, {}});
    c.leaves.insert(2, {2, u"l2"_s, LeafKind::Gpu, u"Used card 20"_s, u"Buy 20 used."_s, u""_s, {{20, true}}, {}});
    c.leaves.insert(3, {3, u"l3"_s, LeafKind::Cloud, u"Rent"_s, u"Rent."_s, u""_s, {}, {}});
    c.leaves.insert(4, {4, u"l4"_s, LeafKind::ReadPost, u"Read"_s, u"Read."_s, u""_s, {}, {}});
    c.nodes.insert(1, {1, u"n1"_s, 1, 0, 2, 103});
    c.nodes.insert(2, {2, u"n2"_s, 2, 0, 101, 3});
    c.nodes.insert(3, {3, u"n3"_s, 3, 0, 102, 4});
    c.nodes.insert(4, {4, u"n4"_s, 4, 0, 103, 104});
    c.nodes.insert(101, {101, u"l1"_s, 0, 1, 0, 0});
    c.nodes.insert(102, {102, u"l2"_s, 0, 2, 0, 0});
    c.nodes.insert(103, {103, u"l3"_s, 0, 3, 0, 0});
    c.nodes.insert(104, {104, u"l4"_s, 0, 4, 0, 0});
    c.rootNodeId = 1;
    return c;
}

/// An in-memory GpuRepository for model tests.
class FakeGpuRepository final : public GpuRepository
{
public:
    QHash<qint64, Gpu> gpuTable;
    QList<PriceObservation> priceTable;

    QList<Gpu> gpus(QString * = nullptr) const override { return gpuTable.values(); }
    std::optional<Gpu> gpu(qint64 id, QString * = nullptr) const override
    {
        return gpuTable.contains(id) ? std::optional<Gpu>(gpuTable.value(id)) : std::nullopt;
    }
    std::optional<Gpu> gpuByName(const QString &name, QString * = nullptr) const override
    {
        for (const Gpu &g : gpuTable) {
            if (g.name.compare(name, Qt::CaseInsensitive) == 0)
                return g;
        }
        return std::nullopt;
    }
    QList<PriceObservation> prices(qint64 gpuId, QString * = nullptr) const override
    {
        QList<PriceObservation> result;
        for (const PriceObservation &p : priceTable) {
            if (p.gpuId == gpuId)
                result.append(p);
        }
        return result;
    }
};

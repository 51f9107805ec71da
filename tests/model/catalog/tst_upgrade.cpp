// SPDX-FileCopyrightText: 2026 GPU Advisor contributors
// SPDX-License-Identifier: GPL-3.0-or-later
#include "model/catalog/upgrade.h"

#include <QTest>

using namespace Qt::StringLiterals;

namespace {

RankEntry entry(qint64 id, double relative, double vramGb, std::optional<double> totalUsd)
{
    RankEntry e;
    e.gpu.id = id;
    e.gpu.name = u"GPU %1"_s.arg(id);
    e.gpu.vramGb = vramGb;
    e.performance.relative = relative;
    if (totalUsd) {
        e.priceUsd = *totalUsd;
        CostBreakdown cost;
        cost.gpuUsd = *totalUsd;
        e.cost = cost;
    }
    return e;
}

} // namespace

class TestUpgrade final : public QObject
{
    Q_OBJECT

private Q_SLOTS:
    void fasterBiggerPricedBestValueFirst()
    {
        const QList<RankEntry> entries{
            entry(1, 1.0, 24, 1500),         // installed
            entry(2, 2.0, 24, 2000),         // 2x, value 1.0 per $1k
            entry(3, 1.5, 24, 1000),         // 1.5x, value 1.5 per $1k
            entry(4, 3.0, 12, 1000),         // faster but less memory: not an upgrade
            entry(5, 0.8, 48, 500),          // slower
            entry(6, 4.0, 80, std::nullopt), // no price
            entry(7, 2.5, 32, 5000),
        };
        const QList<UpgradeCandidate> found = Upgrade::candidates(entries, 1, 5);
        QCOMPARE(found.size(), 3);
        QCOMPARE(found.at(0).gpuId, 3);
        QCOMPARE(found.at(0).speedup, 1.5);
        QCOMPARE(found.at(1).gpuId, 2);
        QCOMPARE(found.at(2).gpuId, 7);
        QCOMPARE(Upgrade::candidates(entries, 1, 1).size(), 1);
    }

    void unknownOrFastestInstalled()
    {
        const QList<RankEntry> entries{entry(1, 1.0, 24, 1500), entry(2, 0.5, 24, 700)};
        QVERIFY(Upgrade::candidates(entries, 99).isEmpty());
        QVERIFY(Upgrade::candidates(entries, 1).isEmpty());
    }
};

QTEST_APPLESS_MAIN(TestUpgrade)
#include "tst_upgrade.moc"

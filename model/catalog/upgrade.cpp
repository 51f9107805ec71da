// SPDX-FileCopyrightText: 2026 GPU Advisor contributors
// SPDX-License-Identifier: GPL-3.0-or-later
#include "model/catalog/upgrade.h"

#include <algorithm>

namespace Upgrade {

QList<UpgradeCandidate> candidates(const QList<RankEntry> &entries, qint64 installedGpuId, int count)
{
    const auto installed = std::find_if(entries.cbegin(), entries.cend(),
                                        [installedGpuId](const RankEntry &e) { return e.gpu.id == installedGpuId; });
    if (installed == entries.cend() || installed->performance.relative <= 0)
        return {};
    QList<UpgradeCandidate> result;
    for (const RankEntry &entry : entries) {
        if (entry.gpu.id == installedGpuId || !entry.performancePerDollar())
            continue;
        if (entry.performance.relative <= installed->performance.relative)
            continue;
        if (entry.gpu.vramGb < installed->gpu.vramGb)
            continue;
        result.append(
            {entry.gpu.id, entry.performance.relative / installed->performance.relative, entry.performancePerDollar()});
    }
    std::stable_sort(result.begin(), result.end(), [](const UpgradeCandidate &a, const UpgradeCandidate &b) {
        return *a.performancePerDollar > *b.performancePerDollar;
    });
    if (count >= 0 && result.size() > count)
        result.resize(count);
    return result;
}

} // namespace Upgrade

// SPDX-FileCopyrightText: 2026 GPU Advisor contributors
// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include "model/performance/ranking.h"

#include <QList>

/// A card that would be an upgrade over the one installed: how much faster, for what money.
struct UpgradeCandidate
{
    qint64 gpuId = 0;
    double speedup = 0;                         ///< its relative performance over the installed card's
    std::optional<double> performancePerDollar; ///< as the ranking computes it
};

namespace Upgrade {

/// The priced cards that are faster than the installed one under the ranking's metric, best
/// performance per dollar first, at most `count` of them. Cards with less memory than the
/// installed one are left out: an upgrade that cannot hold what the old card held is not one.
/// Empty when the installed card is not among the entries.
QList<UpgradeCandidate> candidates(const QList<RankEntry> &entries, qint64 installedGpuId, int count = 3);

} // namespace Upgrade

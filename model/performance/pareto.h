// SPDX-FileCopyrightText: 2026 GPU Advisor contributors
// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include <QList>

/// A point on the price-performance plane: what it costs and what it gives.
struct ParetoPoint
{
    double cost = 0;
    double value = 0;
};

/// The Pareto frontier of the points: the indices of those that no other point beats, that
/// is, no other point costs at most as much and gives at least as much, and is strictly better
/// in one of the two. Identical points are all on the frontier. Points with a non-finite or
/// negative cost or a non-finite value are ignored. The result runs from the cheapest point to
/// the dearest (and so from the least to the most value). O(n log n).
QList<int> paretoFrontier(const QList<ParetoPoint> &points);

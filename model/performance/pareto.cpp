// SPDX-FileCopyrightText: 2026 GPU Advisor contributors
// SPDX-License-Identifier: GPL-3.0-or-later
#include "model/performance/pareto.h"

#include <algorithm>
#include <cmath>
#include <limits>

QList<int> paretoFrontier(const QList<ParetoPoint> &points)
{
    QList<int> order;
    order.reserve(points.size());
    for (int i = 0; i < points.size(); ++i) {
        const ParetoPoint &p = points.at(i);
        if (std::isfinite(p.cost) && std::isfinite(p.value) && p.cost >= 0)
            order.append(i);
    }
    // Cheapest first; among equal costs the best value first, so it shadows the rest.
    std::stable_sort(order.begin(), order.end(), [&points](int a, int b) {
        const ParetoPoint &pa = points.at(a);
        const ParetoPoint &pb = points.at(b);
        if (pa.cost != pb.cost)
            return pa.cost < pb.cost;
        return pa.value > pb.value;
    });

    QList<int> frontier;
    double best = -std::numeric_limits<double>::infinity();
    for (int i : std::as_const(order)) {
        const ParetoPoint &p = points.at(i);
        const bool duplicate = !frontier.isEmpty() && points.at(frontier.last()).cost == p.cost &&
                               points.at(frontier.last()).value == p.value;
        if (p.value > best || duplicate) {
            frontier.append(i);
            best = std::max(best, p.value);
        }
    }
    return frontier;
}

// SPDX-FileCopyrightText: 2026 GPU Advisor contributors
// SPDX-License-Identifier: GPL-3.0-or-later
#include "ui/charts/labelplacement.h"

#include <algorithm>

QList<QRectF> LabelPlacement::spotsAround(const QPointF &at, const QSizeF &size, qreal gap, qreal nudge)
{
    const qreal w = size.width();
    const qreal h = size.height();
    // A chart's frontier leaves each point downwards and to the right, so left and above come first.
    return {
        QRectF({at.x() - w - gap, at.y() - h / 2}, size),     // left
        QRectF({at.x() - w - gap, at.y() - h - nudge}, size), // above left
        QRectF({at.x() - w / 2, at.y() - h - gap}, size),     // above
        QRectF({at.x() + gap, at.y() - h - nudge}, size),     // above right
        QRectF({at.x() + gap, at.y() + nudge}, size),         // below right
        QRectF({at.x() - w - gap, at.y() + nudge}, size),     // below left
    };
}

int LabelPlacement::dotsUnder(const QRectF &box) const
{
    return int(
        std::count_if(m_dots.cbegin(), m_dots.cend(), [&box](const QRectF &dot) { return dot.intersects(box); }));
}

std::optional<QRectF> LabelPlacement::place(const QList<QRectF> &spots)
{
    std::optional<QRectF> best;
    int fewest = 0;
    for (const QRectF &spot : spots) {
        if (!m_area.contains(spot))
            continue;
        if (std::any_of(m_blocked.cbegin(), m_blocked.cend(), [&spot](const QRectF &b) { return b.intersects(spot); }))
            continue;
        const int hidden = dotsUnder(spot);
        if (!best || hidden < fewest) {
            best = spot;
            fewest = hidden;
        }
        if (fewest == 0)
            break;
    }
    if (best)
        m_blocked.append(*best);
    return best;
}

// SPDX-FileCopyrightText: 2026 GPU Advisor contributors
// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include <QList>
#include <QPointF>
#include <QRectF>
#include <QSizeF>

#include <optional>

/// Where a chart puts the name of a marked point: plain geometry, in one coordinate system.
///
/// A label may never cover a `blocked` box (another label, a line, a marked point) nor leave the
/// `area`; of the places that are left it takes the first that hides none of the `dots` (the
/// chart's other points), else the one that hides the fewest, the earlier on a tie. None left:
/// no label (hovering the point still names it).
class LabelPlacement final
{
public:
    explicit LabelPlacement(const QRectF &area)
        : m_area(area)
    {}

    void block(const QRectF &box) { m_blocked.append(box); }
    void setDots(QList<QRectF> dots) { m_dots = std::move(dots); }

    /// The places around a point, in order of preference: left, above left, above, above right,
    /// below right, below left. `gap` keeps the label clear of the point's marker sideways, and
    /// `nudge` vertically where the label is beside the point too.
    static QList<QRectF> spotsAround(const QPointF &at, const QSizeF &size, qreal gap, qreal nudge);

    /// The box chosen among `spots` (see the class comment), which then blocks later labels.
    std::optional<QRectF> place(const QList<QRectF> &spots);

    /// How many dots a box would hide.
    int dotsUnder(const QRectF &box) const;

private:
    QRectF m_area;
    QList<QRectF> m_blocked;
    QList<QRectF> m_dots;
};

// SPDX-FileCopyrightText: 2026 GPU Advisor contributors
// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include "ui/widgets/itemlistlayout.h"

/// Lays out cards in as many equal columns (up to a maximum) as the width allows, each column
/// at least `minimumColumnWidth` and at least as wide as any card's minimum; in a narrow window
/// the cards stack one under the other, each the full width. Height follows width, so a
/// scroll area above it scrolls to the last card instead of cutting the ones on the right.
class CardGridLayout final : public ItemListLayout
{
    Q_OBJECT

public:
    explicit CardGridLayout(QWidget *parent = nullptr, int maximumColumns = 2, int minimumColumnWidth = 340,
                            int spacing = 14);

    /// The number of columns the cards get at `width`.
    int columnsFor(int width) const;

    Qt::Orientations expandingDirections() const override;
    bool hasHeightForWidth() const override;
    int heightForWidth(int width) const override;
    QSize minimumSize() const override;
    QSize sizeHint() const override;
    void setGeometry(const QRect &rect) override;

private:
    /// Places the items in `rect` (only measures when `apply` is false) and returns the height used.
    int arrange(const QRect &rect, bool apply) const;

    int m_maximumColumns;
    int m_minimumColumnWidth;
    int m_spacing;
};

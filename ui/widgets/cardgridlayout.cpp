// SPDX-FileCopyrightText: 2026 GPU Advisor contributors
// SPDX-License-Identifier: GPL-3.0-or-later
#include "ui/widgets/cardgridlayout.h"

#include <QWidget>

#include <algorithm>

CardGridLayout::CardGridLayout(QWidget *parent, int maximumColumns, int minimumColumnWidth, int spacing)
    : ItemListLayout(parent)
    , m_maximumColumns(std::max(1, maximumColumns))
    , m_minimumColumnWidth(minimumColumnWidth)
    , m_spacing(spacing)
{}

int CardGridLayout::columnsFor(int width) const
{
    const QList<QLayoutItem *> items = visibleItems();
    int columnWidth = m_minimumColumnWidth;
    for (const QLayoutItem *item : items)
        columnWidth = std::max(columnWidth, item->minimumSize().width());
    const int fitting = (width + m_spacing) / (columnWidth + m_spacing);
    return std::clamp(fitting, 1, std::max(1, std::min(m_maximumColumns, int(items.size()))));
}

Qt::Orientations CardGridLayout::expandingDirections() const
{
    return Qt::Horizontal;
}

bool CardGridLayout::hasHeightForWidth() const
{
    return true;
}

int CardGridLayout::heightForWidth(int width) const
{
    return arrange(QRect(0, 0, width, 0), false);
}

QSize CardGridLayout::minimumSize() const
{
    // One column: as narrow as the widest card can be.
    QSize size;
    for (const QLayoutItem *item : visibleItems())
        size = size.expandedTo(item->minimumSize());
    const QMargins margins = contentsMargins();
    return size + QSize(margins.left() + margins.right(), margins.top() + margins.bottom());
}

QSize CardGridLayout::sizeHint() const
{
    // The designed look: the cards side by side, each at least a column wide.
    const QList<QLayoutItem *> items = visibleItems();
    const int columns = std::max(1, std::min(m_maximumColumns, int(items.size())));
    int columnWidth = m_minimumColumnWidth;
    for (const QLayoutItem *item : items)
        columnWidth = std::max(columnWidth, item->sizeHint().width());
    const int width = columns * columnWidth + (columns - 1) * m_spacing;
    const QMargins margins = contentsMargins();
    return {width + margins.left() + margins.right(), heightForWidth(width + margins.left() + margins.right())};
}

void CardGridLayout::setGeometry(const QRect &rect)
{
    QLayout::setGeometry(rect);
    arrange(rect, true);
}

int CardGridLayout::arrange(const QRect &rect, bool apply) const
{
    const QRect area = rect.marginsRemoved(contentsMargins());
    const QList<QLayoutItem *> items = visibleItems();
    const int columns = columnsFor(area.width());
    const int columnWidth = std::max(0, (area.width() - (columns - 1) * m_spacing) / columns);
    int y = area.y();
    for (qsizetype first = 0; first < items.size(); first += columns) {
        // A row is as tall as its tallest card; the others stretch to match, as in a grid.
        int rowHeight = 0;
        const qsizetype last = std::min(items.size(), first + columns);
        for (qsizetype i = first; i < last; ++i) {
            const QLayoutItem *item = items.at(i);
            const int height =
                item->hasHeightForWidth() ? item->heightForWidth(columnWidth) : item->sizeHint().height();
            rowHeight = std::max({rowHeight, height, item->minimumSize().height()});
        }
        if (apply) {
            for (qsizetype i = first; i < last; ++i) {
                const int column = int(i - first);
                items.at(i)->setGeometry(
                    QRect(area.x() + column * (columnWidth + m_spacing), y, columnWidth, rowHeight));
            }
        }
        y += rowHeight + m_spacing;
    }
    if (!items.isEmpty())
        y -= m_spacing;
    const QMargins margins = contentsMargins();
    return y - rect.y() + margins.bottom();
}

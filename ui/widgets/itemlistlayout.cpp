// SPDX-FileCopyrightText: 2026 GPU Advisor contributors
// SPDX-License-Identifier: GPL-3.0-or-later
#include "ui/widgets/itemlistlayout.h"

#include <algorithm>

ItemListLayout::ItemListLayout(QWidget *parent)
    : QLayout(parent)
{
    setContentsMargins(0, 0, 0, 0);
}

ItemListLayout::~ItemListLayout()
{
    // Each item leaves the list before it is deleted: a nested layout removes itself from its
    // parent layout as it goes.
    while (!m_items.isEmpty())
        delete m_items.takeFirst();
}

void ItemListLayout::addItem(QLayoutItem *item)
{
    m_items.append(item);
    invalidate();
}

void ItemListLayout::insertItem(int index, QLayoutItem *item)
{
    m_items.insert(std::clamp(index, 0, int(m_items.size())), item);
    invalidate();
}

int ItemListLayout::count() const
{
    return int(m_items.size());
}

QLayoutItem *ItemListLayout::itemAt(int index) const
{
    return m_items.value(index);
}

QLayoutItem *ItemListLayout::takeAt(int index)
{
    if (index < 0 || index >= m_items.size())
        return nullptr;
    QLayoutItem *item = m_items.takeAt(index);
    invalidate();
    return item;
}

QList<QLayoutItem *> ItemListLayout::visibleItems() const
{
    QList<QLayoutItem *> visible;
    for (QLayoutItem *item : m_items) {
        if (!item->isEmpty())
            visible.append(item);
    }
    return visible;
}

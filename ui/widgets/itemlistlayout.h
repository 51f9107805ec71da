// SPDX-FileCopyrightText: 2026 GPU Advisor contributors
// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include <QLayout>
#include <QList>

/// The item bookkeeping of a custom layout that places its items in order (FlowLayout,
/// CardGridLayout): it keeps them in a list, owns them, and invalidates the layout when one
/// comes or goes, as Qt's box layouts do. Subclasses only measure and place.
class ItemListLayout : public QLayout
{
    Q_OBJECT

public:
    ~ItemListLayout() override;

    void addItem(QLayoutItem *item) override;
    int count() const override;
    QLayoutItem *itemAt(int index) const override;
    QLayoutItem *takeAt(int index) override;

protected:
    /// Without margins: a layout of this kind usually sits inside another that has them.
    explicit ItemListLayout(QWidget *parent);

    /// Puts `item` at `index`, clamped to the list (as QBoxLayout::insertItem does).
    void insertItem(int index, QLayoutItem *item);
    /// Every item, hidden ones included, in order.
    const QList<QLayoutItem *> &items() const { return m_items; }
    /// The items that take space (QLayoutItem::isEmpty() is false), in order.
    QList<QLayoutItem *> visibleItems() const;

private:
    QList<QLayoutItem *> m_items;
};

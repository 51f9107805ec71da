// SPDX-FileCopyrightText: 2026 GPU Advisor contributors
// SPDX-License-Identifier: GPL-3.0-or-later
#include "ui/widgets/flowlayout.h"

#include <QBoxLayout>
#include <QHBoxLayout>
#include <QLabel>
#include <QWidget>

#include <algorithm>

FlowLayout::FlowLayout(QWidget *parent, int horizontalSpacing, int verticalSpacing)
    : ItemListLayout(parent)
    , m_horizontalSpacing(horizontalSpacing)
    , m_verticalSpacing(verticalSpacing)
{}

QWidget *FlowLayout::addFieldRow(QWidget *parent, QBoxLayout *layout, const QList<QPair<QString, QWidget *>> &fields,
                                 QWidget *trailing, const QString &objectName)
{
    auto *row = new QHBoxLayout;
    row->setSpacing(8);
    layout->addLayout(row);
    for (const auto &[text, field] : fields) {
        auto *label = new QLabel(text, parent);
        label->setBuddy(field);
        row->addWidget(label);
        row->addWidget(field);
    }
    if (trailing)
        row->addWidget(trailing);
    return wrapRow(row, objectName);
}

QWidget *FlowLayout::wrapRow(QBoxLayout *row, const QString &objectName)
{
    auto *outer = qobject_cast<QBoxLayout *>(row->parent());
    if (!outer || !outer->parentWidget())
        return nullptr;
    const int at = outer->indexOf(row);
    auto *box = new QWidget(outer->parentWidget());
    box->setObjectName(objectName);
    const int spacing = row->spacing() >= 0 ? row->spacing() : 6;
    auto *flow = new FlowLayout(box, spacing, 4);
    QList<QWidget *> widgets;
    while (QLayoutItem *item = row->takeAt(0)) {
        if (QWidget *widget = item->widget())
            widgets.append(widget);
        delete item;
    }
    outer->removeItem(row);
    delete row;
    for (qsizetype i = 0; i < widgets.size(); ++i) {
        auto *label = qobject_cast<QLabel *>(widgets.at(i));
        if (label && i + 1 < widgets.size() && label->buddy() == widgets.at(i + 1)) {
            auto *pair = new QWidget(box);
            auto *pairLayout = new QHBoxLayout(pair);
            pairLayout->setContentsMargins(0, 0, 0, 0);
            pairLayout->setSpacing(spacing);
            pairLayout->addWidget(label);
            pairLayout->addWidget(widgets.at(i + 1));
            flow->addWidget(pair);
            ++i;
        } else {
            flow->addWidget(widgets.at(i));
        }
    }
    outer->insertWidget(at, box);
    return box;
}

void FlowLayout::insertWidget(int index, QWidget *widget)
{
    addChildWidget(widget);
    insertItem(index, new QWidgetItemV2(widget));
}

Qt::Orientations FlowLayout::expandingDirections() const
{
    return {};
}

bool FlowLayout::hasHeightForWidth() const
{
    return true;
}

int FlowLayout::heightForWidth(int width) const
{
    return arrange(QRect(0, 0, width, 0), false);
}

QSize FlowLayout::minimumSize() const
{
    // As narrow as the widest single item: everything else can move to a line of its own.
    QSize size;
    for (const QLayoutItem *item : items()) {
        if (!item->isEmpty())
            size = size.expandedTo(item->minimumSize());
    }
    const QMargins margins = contentsMargins();
    return size + QSize(margins.left() + margins.right(), margins.top() + margins.bottom());
}

QSize FlowLayout::sizeHint() const
{
    // Everything on one line.
    int width = 0;
    int height = 0;
    for (const QLayoutItem *item : items()) {
        if (item->isEmpty())
            continue;
        width += (width > 0 ? m_horizontalSpacing : 0) + item->sizeHint().width();
        height = std::max(height, item->sizeHint().height());
    }
    const QMargins margins = contentsMargins();
    return {width + margins.left() + margins.right(), height + margins.top() + margins.bottom()};
}

void FlowLayout::setGeometry(const QRect &rect)
{
    QLayout::setGeometry(rect);
    arrange(rect, true);
}

int FlowLayout::arrange(const QRect &rect, bool apply) const
{
    const QRect area = rect.marginsRemoved(contentsMargins());
    int x = area.x();
    int y = area.y();
    int lineHeight = 0;
    // Items of one line share its height and are centred in it, as a box layout would.
    QList<QPair<QLayoutItem *, QRect>> line;
    const auto placeLine = [&] {
        if (apply && !line.isEmpty()) {
            // The right-aligned items at the end of the line move to its right edge.
            qsizetype firstRight = line.size();
            while (firstRight > 0 && (line.at(firstRight - 1).first->alignment() & Qt::AlignRight))
                --firstRight;
            const int shift =
                std::max(0, area.x() + area.width() - (line.last().second.x() + line.last().second.width()));
            for (qsizetype i = 0; i < line.size(); ++i) {
                const auto &[item, place] = line.at(i);
                item->setGeometry(QRect(place.x() + (i >= firstRight ? shift : 0),
                                        place.y() + (lineHeight - place.height()) / 2, place.width(), place.height()));
            }
        }
        line.clear();
    };
    for (QLayoutItem *item : items()) {
        if (item->isEmpty())
            continue;
        const QSize hint = item->sizeHint().boundedTo(QSize(area.width(), QWIDGETSIZE_MAX));
        const QSize size = hint.expandedTo(item->minimumSize());
        if (x > area.x() && x + size.width() > area.x() + area.width()) {
            placeLine();
            x = area.x();
            y += lineHeight + m_verticalSpacing;
            lineHeight = 0;
        }
        line.append({item, QRect(QPoint(x, y), size)});
        x += size.width() + m_horizontalSpacing;
        lineHeight = std::max(lineHeight, size.height());
    }
    placeLine();
    const QMargins margins = contentsMargins();
    return y + lineHeight - rect.y() + margins.bottom();
}

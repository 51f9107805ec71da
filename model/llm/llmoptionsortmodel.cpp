// SPDX-FileCopyrightText: 2026 GPU Advisor contributors
// SPDX-License-Identifier: GPL-3.0-or-later
#include "model/llm/llmoptionsortmodel.h"

#include "model/llm/llmoptiontablemodel.h"

LlmOptionSortModel::LlmOptionSortModel(QObject *parent)
    : QSortFilterProxyModel(parent)
{
    setSortRole(LlmOptionTableModel::ValueRole);
}

bool LlmOptionSortModel::lessThan(const QModelIndex &left, const QModelIndex &right) const
{
    // "Known first" in either order: the smaller ascending, the greater descending.
    const bool descending = sortOrder() == Qt::DescendingOrder;
    const auto knownFirst = [descending](bool leftKnown, bool rightKnown) {
        return leftKnown == rightKnown ? false : leftKnown != descending;
    };
    if (const auto *table = qobject_cast<const LlmOptionTableModel *>(left.model())) {
        const bool leftPriced = table->option(left.row()).priceUsd.has_value();
        const bool rightPriced = table->option(right.row()).priceUsd.has_value();
        if (leftPriced != rightPriced)
            return knownFirst(leftPriced, rightPriced);
    }
    const QVariant l = left.data(sortRole());
    const QVariant r = right.data(sortRole());
    if (!l.isValid() || !r.isValid())
        return knownFirst(l.isValid(), r.isValid());
    if (l.typeId() == QMetaType::QString || r.typeId() == QMetaType::QString)
        return QString::compare(l.toString(), r.toString(), sortCaseSensitivity()) < 0;
    return l.toDouble() < r.toDouble();
}

// SPDX-FileCopyrightText: 2026 GPU Advisor contributors
// SPDX-License-Identifier: GPL-3.0-or-later
#include "model/llm/llmoptionsortmodel.h"

#include "model/format/formatter.h"
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

bool LlmOptionSortModel::filterAcceptsRow(int sourceRow, const QModelIndex &sourceParent) const
{
    const auto *table = qobject_cast<const LlmOptionTableModel *>(sourceModel());
    if (!table || sourceParent.isValid() || sourceRow < 0 || sourceRow >= table->rowCount())
        return true;
    return m_filter.accepts(table->option(sourceRow));
}

void LlmOptionSortModel::setFilter(const LlmOptionFilter &filter)
{
    m_filter = filter;
    invalidateFilter();
}

void LlmOptionSortModel::setKinds(LlmOptionFilter::Kinds kinds)
{
    m_filter.kinds = kinds;
    invalidateFilter();
}

void LlmOptionSortModel::setSearch(const QString &text)
{
    m_filter.search = text;
    invalidateFilter();
}

void LlmOptionSortModel::setShowOverBudget(bool show)
{
    m_filter.showOverBudget = show;
    invalidateFilter();
}

QString LlmOptionSortModel::shownText() const
{
    const int all = sourceModel() ? sourceModel()->rowCount() : 0;
    //: %1 configurations of the %2 that hold the model are in the table.
    return tr("%1 of %2 configurations shown").arg(Formatter::integer(rowCount()), Formatter::integer(all));
}

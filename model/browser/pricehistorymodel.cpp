// SPDX-FileCopyrightText: 2026 GPU Advisor contributors
// SPDX-License-Identifier: GPL-3.0-or-later
#include "model/browser/pricehistorymodel.h"

#include "model/catalog/pricekinds.h"
#include "model/format/formatter.h"

#include <algorithm>

PriceHistoryModel::PriceHistoryModel(QObject *parent)
    : QAbstractTableModel(parent)
{}

int PriceHistoryModel::rowCount(const QModelIndex &parent) const
{
    return parent.isValid() ? 0 : int(m_observations.size());
}

int PriceHistoryModel::columnCount(const QModelIndex &parent) const
{
    return parent.isValid() ? 0 : ColumnCount;
}

QVariant PriceHistoryModel::data(const QModelIndex &index, int role) const
{
    if (!checkIndex(index, CheckIndexOption::IndexIsValid | CheckIndexOption::ParentIsInvalid))
        return {};
    const PriceObservation &o = m_observations.at(index.row());
    if (role == ValueRole) {
        switch (index.column()) {
        case Date:
            return o.observedOn;
        case Condition:
            return priceConditionKey(o.condition);
        case Price:
            return o.usd;
        case Source:
            return o.source;
        default:
            return {};
        }
    }
    if (role == Qt::DisplayRole) {
        switch (index.column()) {
        case Date:
            return o.dateLabel();
        case Condition: {
            QString condition;
            switch (o.condition) {
            case PriceCondition::New:
                condition = tr("New");
                break;
            case PriceCondition::Used:
                condition = tr("Used");
                break;
            case PriceCondition::Mixed:
                //: Marketplace listings whose source does not separate new from used cards.
                condition = tr("New or used (marketplace)");
                break;
            }
            // The user's own entry says so here, beside its price: the Source column, last, is often
            // scrolled out of sight (the QA walk found "(your entry)" cut off at the default size).
            //: What a price the user typed in is, beside its condition: "New · your entry"
            const QString kind = o.userEntered ? tr("your entry") : PriceKinds::title(o.kind);
            //: %1 is a price's condition (New, Used, ...), %2 what the figure is ("average sold price").
            return kind.isEmpty() ? condition : tr("%1 · %2").arg(condition, kind);
        }
        case Price:
            return Formatter::money(o.usd, m_currency);
        case Source:
            return o.userEntered ? tr("%1 (your entry)").arg(o.source) : o.source;
        default:
            return {};
        }
    }
    if (role == Qt::ToolTipRole && index.column() == Source)
        return o.note.isEmpty() ? o.source : tr("%1\n%2").arg(o.source, o.note);
    if (role == Qt::TextAlignmentRole && index.column() == Price)
        return QVariant::fromValue(Qt::AlignRight | Qt::AlignVCenter);
    return {};
}

QVariant PriceHistoryModel::headerData(int section, Qt::Orientation orientation, int role) const
{
    if (orientation == Qt::Horizontal && role == Qt::DisplayRole) {
        switch (section) {
        case Date:
            return tr("Date");
        case Condition:
            return tr("Condition");
        case Price:
            return tr("Price");
        case Source:
            return tr("Source");
        default:
            break;
        }
    }
    return QAbstractTableModel::headerData(section, orientation, role);
}

void PriceHistoryModel::setObservations(QList<PriceObservation> observations)
{
    std::stable_sort(observations.begin(), observations.end(),
                     [](const PriceObservation &a, const PriceObservation &b) { return a.observedOn < b.observedOn; });
    beginResetModel();
    m_observations = std::move(observations);
    endResetModel();
}

void PriceHistoryModel::setCurrencySymbol(const QString &symbol)
{
    if (symbol == m_currency)
        return;
    m_currency = symbol;
    if (!m_observations.isEmpty())
        Q_EMIT dataChanged(index(0, Price), index(rowCount() - 1, Price), {Qt::DisplayRole});
}

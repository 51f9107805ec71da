// SPDX-FileCopyrightText: 2026 GPU Advisor contributors
// SPDX-License-Identifier: GPL-3.0-or-later
#include "model/finetune/finetuneoptiontablemodel.h"

#include "model/format/formatter.h"

#include <cmath>

using namespace Qt::StringLiterals;

namespace {

QString finetuneCell(double value, int decimals)
{
    return Formatter::number(value, decimals);
}

QString finetuneCellMoney(double usd)
{
    return Formatter::money(usd);
}

QVariant finetuneOptional(const std::optional<double> &value)
{
    return value ? QVariant(*value) : QVariant();
}

} // namespace

FinetuneOptionTableModel::FinetuneOptionTableModel(QObject *parent)
    : QAbstractTableModel(parent)
{}

void FinetuneOptionTableModel::setOptions(const QList<FinetuneOption> &options)
{
    beginResetModel();
    m_options = options;
    endResetModel();
}

int FinetuneOptionTableModel::rowCount(const QModelIndex &parent) const
{
    return parent.isValid() ? 0 : int(m_options.size());
}

int FinetuneOptionTableModel::columnCount(const QModelIndex &parent) const
{
    return parent.isValid() ? 0 : ColumnCount;
}

QString FinetuneOptionTableModel::kindText(FinetuneKind kind)
{
    switch (kind) {
    case FinetuneKind::Cards:
        return tr("Cards");
    case FinetuneKind::Unified:
        return tr("Unified memory");
    case FinetuneKind::Rented:
        return tr("Rented");
    }
    return {};
}

QString FinetuneOptionTableModel::text(const FinetuneOption &o, int column) const
{
    switch (column) {
    case Configuration:
        return o.label();
    case Kind:
        return kindText(o.kind);
    case Memory:
        //: GB used per device / GB it holds
        return tr("%1 / %2 GB").arg(finetuneCell(o.memoryPerDeviceGb, 1), finetuneCell(o.capacityGb, 0));
    case TokensPerSecond:
        return finetuneCell(o.tokensPerSecond, 0);
    case Hours:
        return finetuneCell(o.hours, o.hours < 10 ? 1 : 0);
    case Electricity:
        return o.kind == FinetuneKind::Rented ? QString() : finetuneCellMoney(o.electricityUsd);
    case Price:
        return o.purchaseUsd ? finetuneCellMoney(*o.purchaseUsd) : QString();
    case Rent:
        return o.rentUsd ? finetuneCellMoney(*o.rentUsd) : QString();
    case BreakEven:
        if (o.kind == FinetuneKind::Rented || !o.purchaseUsd || !o.cheapestRentUsd)
            return {};
        return o.breakEvenJobs ? finetuneCell(std::ceil(*o.breakEvenJobs), 0) : tr("never");
    default:
        return {};
    }
}

QVariant FinetuneOptionTableModel::value(const FinetuneOption &o, int column) const
{
    switch (column) {
    case Memory:
        return o.memoryPerDeviceGb;
    case TokensPerSecond:
        return o.tokensPerSecond;
    case Hours:
        return o.hours;
    case Electricity:
        return o.kind == FinetuneKind::Rented ? QVariant() : QVariant(o.electricityUsd);
    case Price:
        return finetuneOptional(o.purchaseUsd);
    case Rent:
        return finetuneOptional(o.rentUsd);
    case BreakEven:
        return finetuneOptional(o.breakEvenJobs);
    default:
        return text(o, column);
    }
}

QVariant FinetuneOptionTableModel::data(const QModelIndex &index, int role) const
{
    if (!index.isValid() || index.row() >= m_options.size())
        return {};
    const FinetuneOption &o = m_options.at(index.row());
    if (role == Qt::DisplayRole)
        return text(o, index.column());
    if (role == ValueRole)
        return value(o, index.column());
    if (role == Qt::TextAlignmentRole && index.column() >= Memory)
        return QVariant::fromValue(Qt::AlignRight | Qt::AlignVCenter);
    if (role == Qt::ToolTipRole && index.column() == Configuration)
        return o.summaryLines().join(u"\n"_s);
    return {};
}

QVariant FinetuneOptionTableModel::headerData(int section, Qt::Orientation orientation, int role) const
{
    if (orientation != Qt::Horizontal || role != Qt::DisplayRole)
        return QAbstractTableModel::headerData(section, orientation, role);
    switch (section) {
    case Configuration:
        return tr("Configuration");
    case Kind:
        return tr("Kind");
    case Memory:
        return tr("Memory per device");
    case TokensPerSecond:
        return tr("Tokens/s");
    case Hours:
        return tr("Hours");
    case Electricity:
        return tr("Electricity");
    case Price:
        return tr("Price");
    case Rent:
        return tr("Rented for the job");
    case BreakEven:
        return tr("Jobs to break even");
    default:
        return {};
    }
}

// SPDX-FileCopyrightText: 2026 GPU Advisor contributors
// SPDX-License-Identifier: GPL-3.0-or-later
#include "model/llm/llmoptiontablemodel.h"

#include "model/catalog/pricekinds.h"
#include "model/format/formatter.h"
#include "model/llm/llmplansummary.h"

#include <cmath>

using namespace Qt::StringLiterals;

namespace {

/// Speeds: one decimal below 100 tokens/s, whole numbers above.
QString speed(double value)
{
    return Formatter::number(value, value < 100 ? 1 : 0);
}

QVariant optional(const std::optional<double> &value)
{
    return value ? QVariant(*value) : QVariant();
}

} // namespace

LlmOptionTableModel::LlmOptionTableModel(QObject *parent)
    : QAbstractTableModel(parent)
{}

void LlmOptionTableModel::setOptions(const QList<LlmPlanOption> &options, int years, const QString &currency,
                                     const LlmOptionStatus::Limits &limits)
{
    beginResetModel();
    m_options = options;
    m_limits = limits;
    m_years = years;
    m_currency = currency;
    endResetModel();
    Q_EMIT headerDataChanged(Qt::Horizontal, TotalCost, TotalCost);
}

int LlmOptionTableModel::rowCount(const QModelIndex &parent) const
{
    return parent.isValid() ? 0 : int(m_options.size());
}

int LlmOptionTableModel::columnCount(const QModelIndex &parent) const
{
    return parent.isValid() ? 0 : ColumnCount;
}

QString LlmOptionTableModel::kindText(const QString &kind)
{
    if (kind == u"unified")
        return tr("Unified memory");
    if (kind == u"offload")
        return tr("Cards + system RAM");
    return tr("GPUs");
}

QString LlmOptionTableModel::memoryText(const LlmEstimate &estimate)
{
    QStringList parts;
    for (const DeviceMemory &d : estimate.devices)
        parts.append(tr("%1 / %2 GB").arg(Formatter::number(d.totalGb(), 1), Formatter::number(d.capacityGb, 0)));
    // Identical lines read better once with a count: "4 × 20.1 / 24 GB".
    if (parts.size() > 1 && parts.count(parts.first()) == parts.size())
        parts = {tr("%1 × %2").arg(Formatter::integer(parts.size()), parts.first())};
    QString text = parts.join(u"; "_s);
    if (estimate.offloadGb > 0)
        text += u"; "_s + tr("RAM %1 GB").arg(Formatter::number(estimate.offloadGb, 1));
    return text;
}

QString LlmOptionTableModel::speedTip(const LlmPlanOption &option, bool decode) const
{
    for (const SummaryLine &line : LlmPlanSummary::speedLines(m_request, option)) {
        if (line.key == (decode ? u"decode"_s : u"prefill"_s))
            return line.detail.isEmpty() ? line.text : line.text + u'\n' + line.detail;
    }
    return {};
}

QStringList LlmOptionTableModel::notes(const LlmPlanOption &option)
{
    return option.whyNot + option.estimate.notes;
}

QString LlmOptionTableModel::text(const LlmPlanOption &option, int column) const
{
    const LlmEstimate &e = option.estimate;
    switch (column) {
    case Devices:
        return option.label();
    case Kind:
        return kindText(option.kind());
    case Fits:
        return LlmOptionStatus::text(option, m_limits, m_currency);
    case MemoryPerDevice:
        return memoryText(e);
    case Decode: {
        if (!e.decodeTokensPerS)
            return tr("unknown");
        // Several users share one batch: each sees their share, the batch delivers the sum.
        if (e.perUserDecodeTokensPerS && e.batchDecodeTokensPerS &&
            std::abs(*e.batchDecodeTokensPerS - *e.perUserDecodeTokensPerS) > 1e-9)
            return tr("%1 each (%2 total)").arg(speed(*e.perUserDecodeTokensPerS), speed(*e.batchDecodeTokensPerS));
        return speed(*e.decodeTokensPerS);
    }
    case Prefill:
        return e.prefillTokensPerS ? speed(*e.prefillTokensPerS) : tr("unknown");
    case TimeToFirstToken:
        return e.timeToFirstTokenS
                   ? tr("%1 s").arg(Formatter::number(*e.timeToFirstTokenS, *e.timeToFirstTokenS < 10 ? 1 : 0))
                   : tr("unknown");
    case Price:
        return option.priceUsd ? Formatter::money(*option.priceUsd, m_currency) : tr("no price");
    case PriceDate:
        // The price is one observation: its month and its condition (new, used or marketplace).
        return option.priceUsd && !option.priceDate.isEmpty()
                   //: %1 is a price's month (YYYY-MM), %2 its condition ("used", "marketplace").
                   ? tr("%1, %2").arg(option.priceDate, PriceKinds::conditionWord(option.condition))
                   : option.priceDate;
    case TotalCost:
        return option.totalCostUsd ? Formatter::money(*option.totalCostUsd, m_currency) : QString();
    case UsdPerMillion:
        return option.usdPerMillionTokens ? Formatter::money(*option.usdPerMillionTokens, m_currency, 2) : QString();
    case Notes:
        return notes(option).join(u' ');
    default:
        return {};
    }
}

QVariant LlmOptionTableModel::value(const LlmPlanOption &option, int column) const
{
    const LlmEstimate &e = option.estimate;
    switch (column) {
    case Fits:
        return e.fits;
    case MemoryPerDevice: {
        double most = 0;
        for (const DeviceMemory &d : e.devices)
            most = std::max(most, d.totalGb());
        return most;
    }
    case Decode:
        return optional(e.perUserDecodeTokensPerS ? e.perUserDecodeTokensPerS : e.decodeTokensPerS);
    case Prefill:
        return optional(e.prefillTokensPerS);
    case TimeToFirstToken:
        return optional(e.timeToFirstTokenS);
    case Price:
        return optional(option.priceUsd);
    case TotalCost:
        return optional(option.totalCostUsd);
    case UsdPerMillion:
        return optional(option.usdPerMillionTokens);
    default:
        return text(option, column);
    }
}

QVariant LlmOptionTableModel::data(const QModelIndex &index, int role) const
{
    if (!checkIndex(index, CheckIndexOption::IndexIsValid | CheckIndexOption::ParentIsInvalid))
        return {};
    const LlmPlanOption &o = m_options.at(index.row());
    switch (role) {
    case Qt::DisplayRole:
        return text(o, index.column());
    case Qt::ToolTipRole:
        if (index.column() == Notes || index.column() == Fits)
            return notes(o).join(u'\n');
        if (index.column() == Decode || index.column() == Prefill || index.column() == TimeToFirstToken) {
            if (const QString tip = speedTip(o, index.column() == Decode); !tip.isEmpty())
                return tip;
        }
        // The cost of ownership with what it takes off for the resale, or why nothing (docs/resale.md).
        if (index.column() == TotalCost && !o.resaleLine.isEmpty())
            return o.resaleLine;
        if (index.column() == MemoryPerDevice)
            return tr("Weights, KV cache, compute buffers and runtime overhead on each device, against what the "
                      "model may use there");
        return text(o, index.column());
    case Qt::TextAlignmentRole:
        if (index.column() == Decode || index.column() == Price || index.column() == TotalCost ||
            index.column() == UsdPerMillion || index.column() == Prefill || index.column() == TimeToFirstToken)
            return QVariant::fromValue(Qt::AlignRight | Qt::AlignVCenter);
        return QVariant::fromValue(Qt::AlignLeft | Qt::AlignVCenter);
    case ValueRole:
        return value(o, index.column());
    case MeetsTargetRole:
        return o.estimate.fits && o.meetsTarget;
    default:
        return {};
    }
}

QVariant LlmOptionTableModel::headerData(int section, Qt::Orientation orientation, int role) const
{
    if (orientation != Qt::Horizontal || role != Qt::DisplayRole)
        return QAbstractTableModel::headerData(section, orientation, role);
    switch (section) {
    case Devices:
        return tr("Devices");
    case Kind:
        return tr("Kind");
    case Fits:
        return tr("Status");
    case MemoryPerDevice:
        return tr("Memory per device");
    case Decode:
        return tr("Decode (tokens/s)");
    case Prefill:
        return tr("Prefill (tokens/s)");
    case TimeToFirstToken:
        return tr("First token");
    case Price:
        return tr("Price");
    case PriceDate:
        return tr("Priced");
    case TotalCost:
        return tr("%1-year cost").arg(Formatter::integer(m_years));
    case UsdPerMillion:
        return tr("Per million tokens");
    case Notes:
        return tr("Notes");
    default:
        return {};
    }
}

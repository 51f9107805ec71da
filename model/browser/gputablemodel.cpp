// SPDX-FileCopyrightText: 2026 GPU Advisor contributors
// SPDX-License-Identifier: GPL-3.0-or-later
#include "model/browser/gputablemodel.h"

#include "model/browser/pricecell.h"

#include "model/browser/whatifsettings.h"
#include "model/format/formatter.h"

#include <cmath>
#include <limits>

using namespace Qt::StringLiterals;

namespace {

QString segmentText(FormFactor formFactor)
{
    switch (formFactor) {
    case FormFactor::Consumer:
        return GpuTableModel::tr("Consumer");
    case FormFactor::Workstation:
        return GpuTableModel::tr("Workstation");
    case FormFactor::Datacenter:
        return GpuTableModel::tr("Datacenter");
    }
    return {};
}

QDate releaseDate(const Gpu &gpu)
{
    if (gpu.releaseMonth.isValid())
        return gpu.releaseMonth;
    return gpu.releaseYear > 0 ? QDate(gpu.releaseYear, 1, 1) : QDate();
}

} // namespace

GpuTableModel::GpuTableModel(GpuSnapshot snapshot, const WhatIfSettings *settings, QObject *parent)
    : QAbstractTableModel(parent)
    , m_evaluator(std::move(snapshot))
    , m_settings(settings)
{
    indexAndEvaluate();
    connect(m_settings, &WhatIfSettings::changed, this, &GpuTableModel::reevaluate);
}

GpuEvaluator::Parts GpuTableModel::indexAndEvaluate()
{
    const QList<RankEntry> &entries = m_evaluator.entries();
    m_rows.clear();
    m_rows.reserve(entries.size());
    for (int row = 0; row < entries.size(); ++row)
        m_rows.insert(entries.at(row).gpu.id, row);
    m_currency = m_settings->currencySymbol();
    const GpuEvaluator::Parts parts = m_evaluator.evaluate(m_settings->metric(), m_settings->effectivePerformance(),
                                                           m_settings->cost(), m_settings->asOf());
    updateSortKeys();
    return parts;
}

void GpuTableModel::setSnapshot(GpuSnapshot snapshot)
{
    beginResetModel();
    m_evaluator = GpuEvaluator(std::move(snapshot));
    const GpuEvaluator::Parts parts = indexAndEvaluate();
    endResetModel();
    Q_EMIT evaluated(parts);
}

int GpuTableModel::rowCount(const QModelIndex &parent) const
{
    return parent.isValid() ? 0 : int(m_evaluator.entries().size());
}

int GpuTableModel::columnCount(const QModelIndex &parent) const
{
    return parent.isValid() ? 0 : ColumnCount;
}

QVariant GpuTableModel::data(const QModelIndex &index, int role) const
{
    if (!checkIndex(index, CheckIndexOption::IndexIsValid | CheckIndexOption::ParentIsInvalid))
        return {};
    const RankEntry &e = entry(index.row());
    switch (role) {
    case Qt::DisplayRole:
        return text(e, index.column());
    case Qt::ToolTipRole:
        return toolTip(e, index.column());
    case Qt::TextAlignmentRole:
        if (index.column() >= Memory && index.column() != PriceDate)
            return QVariant::fromValue(Qt::AlignRight | Qt::AlignVCenter);
        return QVariant::fromValue(Qt::AlignLeft | Qt::AlignVCenter);
    case ValueRole:
        return value(e, index.column());
    case GpuIdRole:
        return e.gpu.id;
    case PickRole:
        return m_picks.contains(e.gpu.id);
    default:
        return {};
    }
}

bool GpuTableModel::isTextColumn(int column)
{
    return column == Name || column == Vendor || column == Architecture || column == Segment || column == PriceDate;
}

void GpuTableModel::updateSortKeys()
{
    constexpr double unknown = std::numeric_limits<double>::quiet_NaN();
    const QList<RankEntry> &entries = m_evaluator.entries();
    m_keys.resize(entries.size());
    for (qsizetype row = 0; row < entries.size(); ++row) {
        const RankEntry &e = entries.at(row);
        m_keys[row] = {e.priceUsd.value_or(unknown), e.performance.relative,
                       e.performancePerDollar().value_or(unknown)};
    }
}

std::optional<double> GpuTableModel::sortNumber(int row, int column) const
{
    const auto known = [](double v) {
        return std::isnan(v) ? std::nullopt : std::optional<double>(v);
    };
    switch (column) {
    case Price:
        return known(m_keys.at(row).price);
    case RelativePerformance:
        return m_keys.at(row).relative;
    case PerformancePerDollar:
        return known(m_keys.at(row).perDollar);
    default:
        break;
    }
    const RankEntry &e = entry(row);
    const Gpu &g = e.gpu;
    switch (column) {
    case Released: {
        const QDate date = releaseDate(g);
        return date.isValid() ? std::optional<double>(double(date.toJulianDay())) : std::nullopt;
    }
    case Memory:
        return g.vramGb;
    case Bandwidth:
        return g.memoryBandwidthGbs;
    case TensorThroughput:
        return g.fp16TensorTflops;
    case Power:
        return g.tdpWatts;
    default:
        return std::nullopt;
    }
}

QString GpuTableModel::sortText(int row, int column) const
{
    const RankEntry &e = entry(row);
    switch (column) {
    case Name:
        return e.gpu.name;
    case Vendor:
        return e.gpu.vendor;
    case Architecture:
        return e.gpu.architecture;
    case Segment:
        return formFactorKey(e.gpu.formFactor);
    case PriceDate:
        return e.priceDate;
    default:
        return {};
    }
}

QVariant GpuTableModel::value(const RankEntry &e, int column) const
{
    const Gpu &g = e.gpu;
    switch (column) {
    case Name:
        return g.name;
    case Vendor:
        return g.vendor;
    case Architecture:
        return g.architecture;
    case Segment:
        return formFactorKey(g.formFactor);
    case Released:
        return releaseDate(g);
    case Memory:
        return g.vramGb;
    case Bandwidth:
        return g.memoryBandwidthGbs;
    case TensorThroughput:
        return g.fp16TensorTflops ? QVariant(*g.fp16TensorTflops) : QVariant();
    case Power:
        return g.tdpWatts;
    case Price:
        return PriceCell::value(e);
    case PriceDate:
        return e.priceDate.isEmpty() ? QVariant() : QVariant(e.priceDate);
    case RelativePerformance:
        return e.performance.relative;
    case PerformancePerDollar:
        if (const auto perDollar = e.performancePerDollar())
            return *perDollar * PerDollarScale;
        return {};
    default:
        return {};
    }
}

QString GpuTableModel::text(const RankEntry &e, int column) const
{
    const Gpu &g = e.gpu;
    switch (column) {
    case Name:
        return g.name;
    case Vendor:
        return g.vendor;
    case Architecture:
        return g.architecture;
    case Segment:
        return segmentText(g.formFactor);
    case Released:
        if (g.releaseMonth.isValid())
            return g.releaseMonth.toString(u"yyyy-MM"_s);
        return g.releaseYear > 0 ? QString::number(g.releaseYear) : QString();
    case Memory:
        return tr("%1 GB").arg(Formatter::number(g.vramGb));
    case Bandwidth:
        return tr("%1 GB/s").arg(Formatter::number(g.memoryBandwidthGbs, 0));
    case TensorThroughput:
        return g.fp16TensorTflops ? Formatter::number(*g.fp16TensorTflops, 1) : tr("none");
    case Power:
        return tr("%1 W").arg(g.tdpWatts);
    case Price:
        return PriceCell::text(e, m_currency);
    case PriceDate:
        return e.priceDate;
    case RelativePerformance:
        return Formatter::number(e.performance.relative, 2);
    case PerformancePerDollar:
        if (const auto perDollar = e.performancePerDollar())
            return Formatter::number(*perDollar * PerDollarScale, 3);
        return tr("—");
    default:
        return {};
    }
}

QString GpuTableModel::toolTip(const RankEntry &e, int column) const
{
    const Gpu &g = e.gpu;
    const PriceBasis basis = m_settings->cost().priceBasis;
    switch (column) {
    case Name:
        return tr("%1 %2, %3\nSpecs: %4").arg(g.vendor, g.name, segmentText(g.formFactor), g.source);
    case TensorThroughput:
        return g.fp16TensorTflops ? tr("Dense FP16 tensor throughput, TFLOPS") : tr("No tensor cores");
    case Price:
    case PriceDate:
        return PriceCell::toolTip(e, basis, m_currency);
    case RelativePerformance:
        return tr("%1 × %2 on %3 (%4-bound)")
            .arg(Formatter::number(e.performance.relative, 3),
                 m_evaluator.snapshot().gpus.isEmpty() ? QString() : m_settings->performance().referenceGpu,
                 metricTitle(e.performance.metric), e.performance.bound());
    case PerformancePerDollar:
        if (!e.cost)
            return tr("No price on record, so no performance per dollar.");
        //: %8 is empty or " − expected resale $X"; %9 the resale line ("expected resale after ...")
        return tr("Relative performance %1 per %2 of total cost:\nGPU %3 + desktop %4 + electricity %5 over %6 "
                  "years%8 = %7\n%9")
            .arg(Formatter::number(e.performance.relative, 3), Formatter::money(PerDollarScale, m_currency),
                 Formatter::money(e.cost->gpuUsd, m_currency), Formatter::money(e.cost->desktopUsd, m_currency),
                 Formatter::money(e.cost->electricityUsd(), m_currency), Formatter::number(e.cost->years),
                 Formatter::money(e.cost->totalUsd(), m_currency))
            .arg(e.cost->resaleUsd > 0
                     //: The resale term of a cost of ownership's sum; %1 is the amount
                     ? tr(" − expected resale %1").arg(Formatter::money(e.cost->resaleUsd, m_currency))
                     : QString(),
                 e.cost->resaleLine(m_currency))
            .trimmed();
    default:
        return {};
    }
}

QVariant GpuTableModel::headerData(int section, Qt::Orientation orientation, int role) const
{
    if (orientation != Qt::Horizontal || section < 0 || section >= ColumnCount)
        return QAbstractTableModel::headerData(section, orientation, role);
    if (role == Qt::DisplayRole) {
        switch (section) {
        case Name:
            return tr("GPU");
        case Vendor:
            return tr("Vendor");
        case Architecture:
            return tr("Architecture");
        case Segment:
            return tr("Segment");
        case Released:
            return tr("Released");
        case Memory:
            return tr("Memory");
        case Bandwidth:
            return tr("Bandwidth");
        case TensorThroughput:
            return tr("Tensor TFLOPS");
        case Power:
            return tr("Power");
        case Price:
            // Short, so that it fits at 1400x900 (issue 25); the tooltip says the basis in full.
            switch (m_settings->cost().priceBasis) {
            case PriceBasis::New:
                //: A column header: the latest new price of each GPU
                return tr("New price");
            case PriceBasis::Used:
                //: A column header: the latest used (or marketplace) price of each GPU
                return tr("Used price");
            case PriceBasis::Average:
                //: A column header: the 2023 post's average of a new and a used price
                return tr("Avg. price");
            case PriceBasis::Cheapest:
                break;
            }
            //: A column header: the cheaper of each GPU's latest new and used price
            return tr("Price");
        case PriceDate:
            return tr("Price date");
        case RelativePerformance:
            return tr("Performance");
        case PerformancePerDollar:
            return tr("Perf. per %1").arg(Formatter::money(PerDollarScale, m_currency));
        }
    }
    if (role == Qt::ToolTipRole) {
        switch (section) {
        case Price:
            //: %1 says which figure the column shows ("the average of the latest new and used price")
            return tr("Price as of the chosen month: %1").arg(priceBasisTitle(m_settings->cost().priceBasis));
        case RelativePerformance:
            return tr("%1, relative to the %2 (= 1.00)")
                .arg(metricTitle(m_settings->metric()), m_settings->performance().referenceGpu);
        case PerformancePerDollar:
            return tr("Relative performance per %1 of total cost of ownership (GPU, desktop and electricity)")
                .arg(Formatter::money(PerDollarScale, m_currency));
        case TensorThroughput:
            return tr("Dense FP16 tensor throughput in TFLOPS");
        default:
            break;
        }
    }
    return QAbstractTableModel::headerData(section, orientation, role);
}

void GpuTableModel::setPicks(const QSet<qint64> &gpuIds)
{
    if (gpuIds == m_picks)
        return;
    m_picks = gpuIds;
    if (rowCount() > 0)
        Q_EMIT dataChanged(index(0, 0), index(rowCount() - 1, ColumnCount - 1), {PickRole});
    Q_EMIT picksChanged();
}

void GpuTableModel::reevaluate()
{
    const GpuEvaluator::Parts parts = m_evaluator.evaluate(m_settings->metric(), m_settings->effectivePerformance(),
                                                           m_settings->cost(), m_settings->asOf());
    if (parts != GpuEvaluator::Part::None)
        updateSortKeys();
    const bool currencyChanged = m_currency != m_settings->currencySymbol();
    m_currency = m_settings->currencySymbol();
    if (parts == GpuEvaluator::Part::None && !currencyChanged)
        return;
    // Every row's figures changed, and with them the order and the set of rows a sorted,
    // filtered proxy shows. A layout change lets a QSortFilterProxyModel sort and filter once,
    // where dataChanged would make it move thousands of rows one run at a time. No row moves
    // here, so no persistent index needs updating.
    if (rowCount() > 0) {
        Q_EMIT layoutAboutToBeChanged();
        Q_EMIT layoutChanged();
    }
    Q_EMIT headerDataChanged(Qt::Horizontal, Price, PerformancePerDollar);
    Q_EMIT evaluated(parts);
}

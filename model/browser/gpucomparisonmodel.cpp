// SPDX-FileCopyrightText: 2026 GPU Advisor contributors
// SPDX-License-Identifier: GPL-3.0-or-later
#include "model/browser/gpucomparisonmodel.h"

#include "model/browser/gputablemodel.h"
#include "model/browser/whatifsettings.h"
#include "model/format/formatter.h"

using namespace Qt::StringLiterals;

namespace {

/// +1 when more is better, -1 when less is, 0 when the row has no better.
int direction(int row)
{
    switch (row) {
    case GpuComparisonModel::Memory:
    case GpuComparisonModel::Bandwidth:
    case GpuComparisonModel::TensorThroughput:
    case GpuComparisonModel::L2Cache:
    case GpuComparisonModel::Int8Inference:
    case GpuComparisonModel::Fp16Inference:
    case GpuComparisonModel::Fp16Training:
    case GpuComparisonModel::LlmGeneration:
    case GpuComparisonModel::LlmPrefill:
    case GpuComparisonModel::ImageGeneration:
    case GpuComparisonModel::PerformancePerDollar:
        return 1;
    case GpuComparisonModel::Power:
    case GpuComparisonModel::Price:
    case GpuComparisonModel::Electricity:
    case GpuComparisonModel::TotalCost:
        return -1;
    default:
        return 0;
    }
}

} // namespace

GpuComparisonModel::GpuComparisonModel(const GpuTableModel *source, QObject *parent)
    : QAbstractTableModel(parent)
    , m_source(source)
{
    m_workload.parameters = 7e9;
    m_estimate = estimateMemory(m_workload);
    connect(m_source, &GpuTableModel::evaluated, this, [this] {
        refresh();
        if (!m_candidates.isEmpty())
            Q_EMIT dataChanged(index(0, 0), index(RowCount - 1, columnCount() - 1));
        Q_EMIT headerDataChanged(Qt::Vertical, 0, RowCount - 1);
    });
}

std::optional<Metric> GpuComparisonModel::metricOf(int row)
{
    switch (row) {
    case Int8Inference:
        return Metric::Int8Inference;
    case Fp16Inference:
        return Metric::Fp16Inference;
    case Fp16Training:
        return Metric::Fp16Training;
    case LlmGeneration:
        return Metric::LlmGeneration;
    case LlmPrefill:
        return Metric::LlmPrefill;
    case ImageGeneration:
        return Metric::ImageGeneration;
    default:
        return std::nullopt;
    }
}

int GpuComparisonModel::rowCount(const QModelIndex &parent) const
{
    return parent.isValid() || m_candidates.isEmpty() ? 0 : RowCount;
}

int GpuComparisonModel::columnCount(const QModelIndex &parent) const
{
    return parent.isValid() ? 0 : int(m_candidates.size());
}

QList<qint64> GpuComparisonModel::gpuIds() const
{
    QList<qint64> ids;
    for (const Candidate &c : m_candidates)
        ids.append(c.entry.gpu.id);
    return ids;
}

void GpuComparisonModel::setGpuIds(const QList<qint64> &ids)
{
    QList<qint64> known;
    for (qint64 id : ids) {
        if (known.size() < MaxGpus && !known.contains(id) && m_source->rowOf(id) >= 0)
            known.append(id);
    }
    if (known == gpuIds())
        return;
    beginResetModel();
    m_ids = known;
    refresh();
    endResetModel();
}

void GpuComparisonModel::setWorkload(const MemoryWorkload &workload)
{
    m_workload = workload;
    refresh();
    if (!m_candidates.isEmpty())
        Q_EMIT dataChanged(index(MemoryNeeded, 0), index(MemoryFit, columnCount() - 1));
}

void GpuComparisonModel::refresh()
{
    m_estimate = m_workload.validate().isEmpty() ? estimateMemory(m_workload) : MemoryEstimate();
    m_candidates.clear();
    for (qint64 id : std::as_const(m_ids)) {
        Candidate c;
        c.entry = m_source->entry(m_source->rowOf(id));
        for (Metric metric : allMetrics())
            c.relative.insert(metric, m_source->evaluator().estimate(c.entry.gpu, metric).relative);
        const Metric focus = m_source->settings().metric();
        c.focus = m_source->evaluator().estimate(c.entry.gpu, focus);
        c.measured = m_source->evaluator().measured(c.entry.gpu, focus);
        c.fit = fitOnGpu(m_estimate, c.entry.gpu.vramGb);
        m_candidates.append(std::move(c));
    }
}

QVariant GpuComparisonModel::value(const Candidate &c, int row) const
{
    const Gpu &g = c.entry.gpu;
    if (const auto metric = metricOf(row))
        return c.relative.value(*metric);
    switch (row) {
    case Vendor:
        return g.vendor;
    case Architecture:
        return g.architecture;
    case Segment:
        return formFactorKey(g.formFactor);
    case Released:
        return g.releaseMonth.isValid() ? g.releaseMonth : QDate(g.releaseYear, 1, 1);
    case Memory:
        return g.vramGb;
    case Bandwidth:
        return g.memoryBandwidthGbs;
    case TensorThroughput:
        return g.fp16TensorTflops ? QVariant(*g.fp16TensorTflops) : QVariant();
    case L2Cache:
        return g.l2CacheMb ? QVariant(*g.l2CacheMb) : QVariant();
    case Power:
        return g.tdpWatts;
    case Price:
        return c.entry.priceUsd ? QVariant(*c.entry.priceUsd) : QVariant();
    case PriceDate:
        return c.entry.priceDate;
    case DesktopCost:
        return m_source->settings().cost().desktopBaseUsd;
    case Electricity:
        return c.entry.electricityUsdPerYear * m_source->settings().cost().years;
    case TotalCost:
        return c.entry.cost ? QVariant(c.entry.cost->totalUsd()) : QVariant();
    case PerformancePerDollar:
        if (const auto perDollar = c.entry.performancePerDollar())
            return *perDollar * GpuTableModel::PerDollarScale;
        return {};
    case MemoryNeeded:
        return m_estimate.totalGb();
    case MemoryFit:
        return c.fit.gpusNeeded;
    case Measured:
        return c.measured.isEmpty() ? QVariant() : QVariant(c.measured.first().benchmark.value);
    case TypicalError:
        if (const auto error = typicalModelError(c.focus.metric))
            return error->medianError;
        return {};
    default:
        return {};
    }
}

QString GpuComparisonModel::text(const Candidate &c, int row) const
{
    const Gpu &g = c.entry.gpu;
    const QString currency = m_source->settings().currencySymbol();
    const QVariant v = value(c, row);
    if (metricOf(row))
        return Formatter::number(v.toDouble(), 2);
    switch (row) {
    case Vendor:
    case Architecture:
        return v.toString();
    case Segment:
        return m_source->data(m_source->index(m_source->rowOf(g.id), GpuTableModel::Segment)).toString();
    case Released:
        return g.releaseMonth.isValid() ? g.releaseMonth.toString(u"yyyy-MM"_s) : QString::number(g.releaseYear);
    case Memory:
        return tr("%1 GB %2").arg(Formatter::number(g.vramGb), g.memoryType);
    case Bandwidth:
        return tr("%1 GB/s").arg(Formatter::number(g.memoryBandwidthGbs, 0));
    case TensorThroughput:
        return v.isValid() ? tr("%1 TFLOPS").arg(Formatter::number(v.toDouble(), 1)) : tr("no tensor cores");
    case L2Cache:
        return v.isValid() ? tr("%1 MB").arg(Formatter::number(v.toDouble())) : tr("unknown");
    case Power:
        return tr("%1 W").arg(g.tdpWatts);
    case Price:
        return v.isValid() ? Formatter::money(v.toDouble(), currency) : tr("no price");
    case PriceDate:
        return c.entry.priceDate.isEmpty() ? tr("—") : c.entry.priceDate;
    case DesktopCost:
    case Electricity:
    case TotalCost:
        return v.isValid() ? Formatter::money(v.toDouble(), currency) : tr("—");
    case PerformancePerDollar:
        return v.isValid() ? Formatter::number(v.toDouble(), 3) : tr("—");
    case MemoryNeeded:
        return tr("%1 GB").arg(Formatter::number(m_estimate.totalGb(), 1));
    case MemoryFit:
        if (c.fit.fitsOne)
            return tr("Fits on one card");
        return tr("Needs %1 cards").arg(c.fit.gpusNeeded);
    case Measured: {
        if (c.measured.isEmpty())
            return tr("no measurement on record");
        const MeasuredFigure &m = c.measured.first();
        //: %1 a measured value, %2 its unit, %3 the date it was measured or published
        QString t = tr("%1 %2 (%3)")
                        .arg(Formatter::significant(m.benchmark.value, 4), m.benchmark.unit,
                             Formatter::month(m.benchmark.measuredOn));
        if (m.estimate) {
            //: %1 the model's estimate in the same unit as the measured figure before it
            t += u"\n"_s + tr("model: %1").arg(Formatter::significant(*m.estimate, 4));
        }
        return t;
    }
    case TypicalError:
        if (!c.focus.estimated)
            return tr("not estimated");
        //: %1 a percentage: how far the model's estimates typically are from measurements
        return v.isValid() ? tr("±%1 typical").arg(Formatter::percent(v.toDouble())) : tr("—");
    default:
        return {};
    }
}

bool GpuComparisonModel::isBest(int row, int column) const
{
    if (row == MemoryFit)
        return m_candidates.at(column).fit.fitsOne;
    const int sense = direction(row);
    if (sense == 0 || m_candidates.size() < 2)
        return false;
    const QVariant mine = value(m_candidates.at(column), row);
    if (!mine.isValid())
        return false;
    bool allEqual = true;
    for (const Candidate &other : m_candidates) {
        const QVariant theirs = value(other, row);
        if (!theirs.isValid())
            continue;
        const double diff = (theirs.toDouble() - mine.toDouble()) * sense;
        if (diff > 0)
            return false;
        if (diff != 0)
            allEqual = false;
    }
    return !allEqual;
}

QVariant GpuComparisonModel::data(const QModelIndex &index, int role) const
{
    if (!checkIndex(index, CheckIndexOption::IndexIsValid | CheckIndexOption::ParentIsInvalid))
        return {};
    const Candidate &c = m_candidates.at(index.column());
    switch (role) {
    case Qt::DisplayRole:
        return text(c, index.row());
    case Qt::TextAlignmentRole:
        return QVariant::fromValue(Qt::AlignCenter);
    case ValueRole:
        return value(c, index.row());
    case BestRole:
        return isBest(index.row(), index.column());
    case GpuIdRole:
        return c.entry.gpu.id;
    case Qt::ToolTipRole:
        if (index.row() == Price && !c.entry.priceDate.isEmpty())
            //: %1 says which figure the price is ("the latest used price"), %2 its date or dates
            return tr("%1, %2").arg(Formatter::priceBasis(m_source->settings().cost().priceBasis), c.entry.priceDate);
        if (index.row() == MemoryFit)
            return tr("%1 GB needed, %2 GB on the card")
                .arg(Formatter::number(m_estimate.totalGb(), 1), Formatter::number(c.entry.gpu.vramGb));
        if (index.row() == Measured && !c.measured.isEmpty()) {
            QStringList lines;
            for (const MeasuredFigure &m : c.measured) {
                //: %1 a measured value, %2 its unit, %3 the dataset, %4 the source, %5 the date
                lines << tr("%1 %2 — %3, %4 (%5)")
                             .arg(Formatter::significant(m.benchmark.value, 5), m.benchmark.unit, m.benchmark.dataset,
                                  m.benchmark.source, Formatter::day(m.benchmark.measuredOn));
            }
            return lines.join(u"\n"_s);
        }
        if (index.row() == TypicalError)
            return estimateBasisText(c.entry.gpu, c.focus);
        return {};
    default:
        return {};
    }
}

QVariant GpuComparisonModel::headerData(int section, Qt::Orientation orientation, int role) const
{
    if (orientation == Qt::Horizontal) {
        if (section < 0 || section >= m_candidates.size())
            return {};
        if (role == Qt::DisplayRole)
            return m_candidates.at(section).entry.gpu.name;
        if (role == GpuIdRole)
            return m_candidates.at(section).entry.gpu.id;
        return {};
    }
    const WhatIfSettings &s = m_source->settings();
    if (role == Qt::ToolTipRole && metricOf(section))
        return tr("Relative performance: the %1 = 1.00").arg(s.performance().referenceGpu);
    if (role != Qt::DisplayRole)
        return QAbstractTableModel::headerData(section, orientation, role);
    const QString currency = s.currencySymbol();
    if (const auto metric = metricOf(section))
        return tr("%1 (×)").arg(metricTitle(*metric));
    switch (section) {
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
        return tr("Memory bandwidth");
    case TensorThroughput:
        return tr("FP16 tensor throughput");
    case L2Cache:
        return tr("L2 cache");
    case Power:
        return tr("Board power");
    case Price:
        //: A row title; %1 says which figure it is ("new price", "average of new and used")
        return tr("GPU price (%1)").arg(Formatter::priceBasisShort(s.cost().priceBasis));
    case PriceDate:
        return tr("Price date");
    case DesktopCost:
        return tr("Rest of the desktop");
    case Electricity:
        return tr("Electricity over %1 years").arg(Formatter::number(s.cost().years));
    case TotalCost:
        return tr("Total cost of ownership");
    case PerformancePerDollar:
        return tr("%1 per %2").arg(metricTitle(s.metric()), Formatter::money(GpuTableModel::PerDollarScale, currency));
    case MemoryNeeded:
        return tr("Memory the workload needs");
    case MemoryFit:
        return tr("Memory fit");
    case Measured:
        //: %1 a workload (8-bit inference, ...)
        return tr("Measured: %1").arg(metricTitle(s.metric()));
    case TypicalError:
        return tr("Model's typical error");
    default:
        return {};
    }
}

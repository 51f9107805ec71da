// SPDX-FileCopyrightText: 2026 GPU Advisor contributors
// SPDX-License-Identifier: GPL-3.0-or-later
#include "model/browser/gpucomparisonmodel.h"

#include "model/browser/gputablemodel.h"
#include "model/browser/measuredtext.h"
#include "model/browser/pricecell.h"
#include "model/browser/whatifsettings.h"
#include "model/build/costofownership.h"
#include "model/cost/costmodel.h"
#include "model/format/formatter.h"
#include "model/readiness/softwarereadiness.h"

#include <algorithm>

using namespace Qt::StringLiterals;

namespace {

/// +1 when more is better, -1 when less is, 0 when the row has no better.
int direction(GpuComparisonModel::Row row)
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
    case GpuComparisonModel::Measured: // every test counts throughput, within one test's unit
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
        // A new metric in focus reorders the measured rows and the model's scale changes their
        // estimates; a reset is simplest and the table is small.
        beginResetModel();
        refresh();
        endResetModel();
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
    return parent.isValid() || m_candidates.isEmpty() ? 0 : RowCount + measuredRows() - 1;
}

int GpuComparisonModel::row(Row kind) const
{
    return kind <= Measured ? int(kind) : int(kind) + measuredRows() - 1;
}

GpuComparisonModel::Row GpuComparisonModel::kind(int row) const
{
    if (row < Measured)
        return Row(row);
    if (row < Measured + measuredRows())
        return Measured;
    return Row(row - measuredRows() + 1);
}

QString GpuComparisonModel::testOf(int row) const
{
    const int test = row - Measured;
    return kind(row) == Measured && test < m_tests.size() ? m_tests.at(test).dataset : QString();
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

PriceBasis GpuComparisonModel::priceBasis(int column) const
{
    const PriceBasis fallback = m_source->settings().cost().priceBasis;
    if (column < 0 || column >= m_candidates.size())
        return fallback;
    return m_bases.value(m_candidates.at(column).entry.gpu.id, fallback);
}

void GpuComparisonModel::setPriceBasis(int column, PriceBasis basis)
{
    if (column < 0 || column >= m_candidates.size() || priceBasis(column) == basis)
        return;
    Candidate &c = m_candidates[column];
    m_bases.insert(c.entry.gpu.id, basis);
    c.entry = m_source->entry(m_source->rowOf(c.entry.gpu.id));
    priceAtBasis(&c.entry);
    // The best of each cost row may move to another column.
    Q_EMIT dataChanged(index(row(PriceTaken), 0), index(row(PerformancePerDollar), columnCount() - 1));
}

void GpuComparisonModel::priceAtBasis(RankEntry *entry) const
{
    const CostParameters &cost = m_source->settings().cost();
    const PriceBasis basis = m_bases.value(entry->gpu.id, cost.priceBasis);
    if (basis == cost.priceBasis)
        return; // the GPU table's figures, already at this basis
    entry->priceUsd = entry->quote.usd(basis);
    entry->priceDate = entry->quote.dateLabel(basis);
    // The one cost of ownership, as the GPU table's: the same desktop and power, another price.
    entry->cost = entry->priceUsd ? std::optional(m_source->evaluator().ownership().cost(
                                        entry->gpu, *entry->priceUsd, cost, m_source->settings().asOf()))
                                  : std::nullopt;
}

void GpuComparisonModel::setReadiness(const SoftwareReadiness *readiness)
{
    m_readiness = readiness;
    if (!m_candidates.isEmpty())
        Q_EMIT dataChanged(index(row(Software), 0), index(row(Software), columnCount() - 1));
}

void GpuComparisonModel::setWorkload(const MemoryWorkload &workload)
{
    m_workload = workload;
    refresh();
    if (!m_candidates.isEmpty())
        Q_EMIT dataChanged(index(row(MemoryNeeded), 0), index(row(MemoryFit), columnCount() - 1));
}

void GpuComparisonModel::refresh()
{
    m_estimate = m_workload.validate().isEmpty() ? estimateMemory(m_workload) : MemoryEstimate();
    m_candidates.clear();
    m_tests.clear();
    const Metric focus = m_source->settings().metric();
    // The metric in focus first, then the others in their usual order.
    QList<Metric> metrics{focus};
    for (Metric metric : allMetrics()) {
        if (metric != focus)
            metrics.append(metric);
    }
    for (qint64 id : std::as_const(m_ids)) {
        Candidate c;
        c.entry = m_source->entry(m_source->rowOf(id));
        priceAtBasis(&c.entry);
        for (Metric metric : allMetrics())
            c.estimates.insert(metric, m_source->evaluator().estimate(c.entry.gpu, metric));
        c.focus = c.estimates.value(focus);
        for (Metric metric : std::as_const(metrics)) {
            // Newest first: a GPU measured twice in one test shows its newest figure.
            for (const MeasuredFigure &figure : m_source->evaluator().measured(c.entry.gpu, metric)) {
                if (!c.measured.contains(figure.benchmark.dataset))
                    c.measured.insert(figure.benchmark.dataset, figure);
            }
        }
        c.fit = fitOnGpu(m_estimate, c.entry.gpu.vramGb);
        m_candidates.append(std::move(c));
    }

    // One row per test, grouped by metric (the one in focus first); within a metric, the tests
    // that measured more of these GPUs first, then the newer.
    for (Metric metric : std::as_const(metrics)) {
        QList<Test> tests;
        QHash<QString, int> measuredGpus;
        QHash<QString, QDate> newest;
        for (const Candidate &c : std::as_const(m_candidates)) {
            for (const MeasuredFigure &figure : c.measured) {
                const Benchmark &b = figure.benchmark;
                if (metricFromKey(b.workload) != metric)
                    continue;
                if (!measuredGpus.contains(b.dataset))
                    tests.append({b.dataset, b, MeasuredText::source(b)});
                ++measuredGpus[b.dataset];
                newest[b.dataset] = std::max(newest.value(b.dataset), b.measuredOn);
            }
        }
        for (Test &test : tests) {
            for (const Candidate &c : std::as_const(m_candidates)) {
                const auto it = c.measured.constFind(test.dataset);
                if (it != c.measured.cend() && MeasuredText::source(it->benchmark) != test.sharedSource)
                    test.sharedSource.clear();
            }
        }
        std::stable_sort(tests.begin(), tests.end(), [&](const Test &a, const Test &b) {
            if (measuredGpus.value(a.dataset) != measuredGpus.value(b.dataset))
                return measuredGpus.value(a.dataset) > measuredGpus.value(b.dataset);
            if (newest.value(a.dataset) != newest.value(b.dataset))
                return newest.value(a.dataset) > newest.value(b.dataset);
            return a.dataset < b.dataset;
        });
        m_tests.append(tests);
    }
}

QVariant GpuComparisonModel::value(const Candidate &c, int row) const
{
    const Gpu &g = c.entry.gpu;
    if (const auto metric = metricOf(row))
        return c.estimates.value(*metric).relative;
    switch (kind(row)) {
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
    case PriceTaken:
        return priceBasisKey(m_bases.value(g.id, m_source->settings().cost().priceBasis));
    case Price:
        return PriceCell::value(c.entry);
    case PriceDate:
        return c.entry.priceDate;
    case DesktopCost:
        // The desktop the one cost of ownership counts (CostOfOwnership), priced or not.
        return c.entry.cost ? c.entry.cost->desktopUsd
                            : m_source->evaluator()
                                  .ownership()
                                  .desktop(g, 1, m_source->settings().cost(), m_source->settings().asOf())
                                  .usd;
    case Electricity:
        return c.entry.electricityUsdPerYear * m_source->settings().cost().years;
    case Resale:
        return c.entry.cost ? QVariant(-c.entry.cost->resaleUsd) : QVariant();
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
    case Measured: {
        const auto it = c.measured.constFind(testOf(row));
        return it == c.measured.cend() ? QVariant() : QVariant(it->benchmark.value);
    }
    case EstimateBasis:
        return c.focus.estimated ? QVariant(c.focus.peakMatrixTflops) : QVariant();
    default:
        return {};
    }
}

QString GpuComparisonModel::measuredText(const Candidate &c, int row) const
{
    if (m_tests.isEmpty())
        return tr("No test on record measured this GPU.");
    const Test &test = m_tests.at(row - Measured);
    const auto it = c.measured.constFind(test.dataset);
    if (it == c.measured.cend())
        return tr("Not measured in this test.");
    const MeasuredFigure &m = *it;
    QStringList lines;
    lines << Formatter::significant(m.benchmark.value, 4);
    //: %1 the model's figure for the same test, on the test's scale, and how far it is from the measurement
    lines << tr("model on this test's scale: %1").arg(MeasuredText::shortEstimate(m));
    if (test.sharedSource.isEmpty())
        lines << MeasuredText::source(m.benchmark);
    return lines.join(u'\n');
}

QString GpuComparisonModel::priceDateText(const Candidate &c) const
{
    if (c.entry.priceDate.isEmpty())
        return tr("—");
    // One observation: its date and its kind (new, used, marketplace), "last seen" when stale.
    const QString label =
        c.entry.quote.dateAndKindLabel(m_bases.value(c.entry.gpu.id, m_source->settings().cost().priceBasis));
    return label.isEmpty() ? c.entry.priceDate : label;
}

QString GpuComparisonModel::text(const Candidate &c, int row) const
{
    const Gpu &g = c.entry.gpu;
    const QString currency = m_source->settings().currencySymbol();
    const QVariant v = value(c, row);
    if (const auto metric = metricOf(row)) {
        const PerformanceEstimate &estimate = c.estimates[*metric];
        if (!estimate.estimated)
            return tr("not estimated");
        const auto error = typicalModelError(*metric);
        // The reference GPU is 1.00 by definition: no error to give.
        if (!error || g.name == m_source->settings().performance().referenceGpu)
            return Formatter::number(v.toDouble(), 2);
        //: %1 an estimated relative performance, %2 the model's typical error on the workload (a percentage)
        return tr("%1 ±%2").arg(Formatter::number(v.toDouble(), 2),
                                Formatter::percent(error->medianError).replace(u' ', QChar(0x00A0)));
    }
    switch (kind(row)) {
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
    case PriceTaken:
        return priceBasisShortTitle(m_bases.value(g.id, m_source->settings().cost().priceBasis));
    case Price:
        return PriceCell::text(c.entry, currency);
    case PriceDate:
        return priceDateText(c);
    case DesktopCost:
    case Electricity:
    case Resale:
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
    case Software: {
        if (!m_readiness || m_readiness->summary(g.name).isEmpty())
            return tr("—");
        const QStringList problems = m_readiness->problems(g.name);
        //: The Software row of the comparison when every stack the data knows supports the card.
        return problems.isEmpty() ? tr("No known problem") : problems.join(u'\n');
    }
    case Measured:
        return measuredText(c, row);
    case EstimateBasis:
        if (!c.focus.estimated)
            return tr("not estimated");
        //: %1 a matrix rate in TFLOPS, %2 the matrix path (FP8 tensor, ...), %3 memory bandwidth in GB/s
        return tr("%1 TFLOPS %2, %3 GB/s")
            .arg(Formatter::number(c.focus.peakMatrixTflops, 1), c.focus.matrixPath,
                 Formatter::number(c.focus.bandwidthGbs, 0));
    default:
        return {};
    }
}

bool GpuComparisonModel::isBest(int row, int column) const
{
    if (kind(row) == MemoryFit)
        return m_candidates.at(column).fit.fitsOne;
    const int sense = direction(kind(row));
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
    case EstimateRole:
        if (kind(index.row()) == Measured) {
            const auto it = c.measured.constFind(testOf(index.row()));
            if (it != c.measured.cend() && it->estimate)
                return *it->estimate;
        }
        return {};
    case Qt::ToolTipRole: {
        const Row rowKind = kind(index.row());
        if (rowKind == Price || rowKind == PriceDate || rowKind == PriceTaken)
            return PriceCell::toolTip(c.entry, m_bases.value(c.entry.gpu.id, m_source->settings().cost().priceBasis),
                                      m_source->settings().currencySymbol());
        if (rowKind == Software && m_readiness) {
            const QStringList lines = m_readiness->summary(c.entry.gpu.name) + m_readiness->sources(c.entry.gpu.name);
            return lines.isEmpty() ? QVariant() : QVariant(lines.join(u'\n'));
        }
        if ((rowKind == Resale || rowKind == TotalCost) && c.entry.cost)
            return c.entry.cost->resaleLine(m_source->settings().currencySymbol());
        if (rowKind == MemoryFit)
            return tr("%1 GB needed, %2 GB on the card")
                .arg(Formatter::number(m_estimate.totalGb(), 1), Formatter::number(c.entry.gpu.vramGb));
        if (rowKind == Measured) {
            const auto it = c.measured.constFind(testOf(index.row()));
            return it == c.measured.cend() ? QVariant() : QVariant(MeasuredText::details(*it));
        }
        if (const auto metric = metricOf(index.row()))
            return estimateBasisText(c.entry.gpu, c.estimates.value(*metric));
        if (rowKind == EstimateBasis)
            return estimateBasisText(c.entry.gpu, c.focus);
        return {};
    }
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
    if (role == Qt::ToolTipRole) {
        if (const auto metric = metricOf(section)) {
            QString tip = tr("Relative performance: the %1 = 1.00").arg(s.performance().referenceGpu);
            if (const auto error = typicalModelError(*metric)) {
                //: %1 a percentage, %2 a number of tests
                tip += u'\n' + tr("Estimated by the model from the specifications; ± is its typical error on this "
                                  "workload (median over %2 measured test(s) it was not fitted on): %1.")
                                   .arg(Formatter::percent(error->medianError))
                                   .arg(error->datasets);
            }
            return tip;
        }
        if (kind(section) == Measured && !m_tests.isEmpty()) {
            const Test &test = m_tests.at(section - Measured);
            //: %1 a workload, %2 the unit with the test's conditions
            QString tip = tr("Measured %1 in %2.").arg(MeasuredText::workload(test.sample), test.sample.unit);
            if (const QString error = MeasuredText::typicalError(test.sample); !error.isEmpty())
                tip += u'\n' + tr("Across the tests it was checked on, %1.").arg(error);
            tip += u'\n' + tr("The model's figure is its estimate put on this test's scale by the other GPUs the "
                              "test measured, so it can differ from the performance row above.");
            return tip;
        }
        return {};
    }
    if (role != Qt::DisplayRole)
        return QAbstractTableModel::headerData(section, orientation, role);
    return verticalHeader(section);
}

QString GpuComparisonModel::verticalHeader(int section) const
{
    const WhatIfSettings &s = m_source->settings();
    const QString currency = s.currencySymbol();
    if (const auto metric = metricOf(section))
        return tr("%1 (×)").arg(metricTitle(*metric));
    switch (kind(section)) {
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
    case PriceTaken:
        //: A row title of the comparison: which of a card's prices each column counts (new, used, the cheaper)
        return tr("Price taken");
    case Price:
        return tr("GPU price");
    case PriceDate:
        return tr("Price date");
    case DesktopCost:
        return tr("Rest of the desktop");
    case Electricity:
        return tr("Electricity over %1 years").arg(Formatter::number(s.cost().years));
    case Resale:
        return tr("Expected resale after %1 years").arg(Formatter::number(s.cost().years));
    case TotalCost:
        return tr("Total cost of ownership");
    case PerformancePerDollar:
        return tr("%1 per %2").arg(metricTitle(s.metric()), Formatter::money(GpuTableModel::PerDollarScale, currency));
    case MemoryNeeded:
        return tr("Memory the workload needs");
    case MemoryFit:
        return tr("Memory fit");
    case Software:
        //: A row title of the comparison: the software stacks that do not (fully) support the card.
        return tr("Software problems");
    case Measured: {
        if (m_tests.isEmpty())
            return tr("Measured figures");
        const Test &test = m_tests.at(section - Measured);
        //: %1 a workload ("8-bit inference")
        QStringList lines{tr("Measured: %1").arg(MeasuredText::workload(test.sample)), MeasuredText::test(test.sample)};
        if (const QString conditions = MeasuredText::conditions(test.sample); !conditions.isEmpty())
            lines << conditions;
        if (!test.sharedSource.isEmpty())
            lines << test.sharedSource;
        return lines.join(u'\n');
    }
    case EstimateBasis:
        //: %1 a workload ("8-bit inference")
        return tr("%1 estimated from").arg(metricTitle(s.metric()));
    default:
        return {};
    }
}

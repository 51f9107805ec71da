// SPDX-FileCopyrightText: 2026 GPU Advisor contributors
// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include "model/cost/pricing.h"
#include "model/performance/measuredfigures.h"
#include "model/performance/memoryestimate.h"
#include "model/performance/ranking.h"

#include <QAbstractTableModel>
#include <QHash>

class GpuTableModel;
class SoftwareReadiness;

/// Two to four GPUs side by side: one column per GPU, one row per spec, per metric's relative
/// performance (with the model's typical error), per test that measured one of the GPUs (the
/// measured value beside the model's estimate in the test's unit, with the source and date), per
/// part of the cost of ownership, and the memory fit for a workload. Reads the GPUs and the
/// what-if assumptions from a GpuTableModel and follows its re-evaluations.
class GpuComparisonModel final : public QAbstractTableModel
{
    Q_OBJECT

public:
    enum Row {
        Vendor,
        Architecture,
        Segment,
        Released,
        Memory,
        Bandwidth,
        TensorThroughput,
        L2Cache,
        Power,
        Int8Inference,
        Fp16Inference,
        Fp16Training,
        LlmGeneration,
        LlmPrefill,
        ImageGeneration,
        /// The first of one row per measured test (dataset) of any compared GPU, the metric in
        /// focus first; a single row saying none is on record when no GPU was measured. The rows
        /// below come that many rows later: find them with row().
        Measured,
        EstimateBasis, ///< what the estimate of the metric in focus rests on
        /// which price the column is counted at: new, used or the cheaper (priceBasis(column))
        PriceTaken,
        Price,
        PriceDate,
        DesktopCost,
        Electricity,
        Resale, ///< the expected resale taken off (negative), its line in the tooltip
        TotalCost,
        PerformancePerDollar,
        MemoryNeeded,
        MemoryFit,
        Software, ///< the software stacks with a problem on the GPU (SoftwareReadiness::problems)
        RowCount
    };
    enum Role {
        /// the raw number (or text) behind a cell; invalid when unknown. On a measured row, the
        /// measured value
        ValueRole = Qt::UserRole,
        /// bool: the best value of its row (more performance, less cost); on MemoryFit, "fits on one card"
        BestRole,
        GpuIdRole, ///< on every cell and on the horizontal header
        /// double: on a measured row, the model's estimate in the test's unit; invalid otherwise
        EstimateRole,
    };
    static constexpr int MaxGpus = 4;

    explicit GpuComparisonModel(const GpuTableModel *source, QObject *parent = nullptr);

    int rowCount(const QModelIndex &parent = {}) const override;
    int columnCount(const QModelIndex &parent = {}) const override;
    QVariant data(const QModelIndex &index, int role = Qt::DisplayRole) const override;
    QVariant headerData(int section, Qt::Orientation orientation, int role = Qt::DisplayRole) const override;

    QList<qint64> gpuIds() const;
    /// Compares these GPUs (the first MaxGpus known ones, in this order).
    void setGpuIds(const QList<qint64> &ids);

    /// Which price a column's GPU is counted at: the one chosen for it, else the what-if
    /// settings' (the cheaper of new and used unless the user chose otherwise).
    PriceBasis priceBasis(int column) const;
    /// Counts the GPU of `column` at `basis` (issue 25: a new card beside a used one); its price,
    /// price date, cost of ownership and performance per dollar follow. The choice stays with the
    /// GPU while it is compared.
    void setPriceBasis(int column, PriceBasis basis);

    /// Where the Software row reads which stacks run on each GPU; null (the default) leaves it
    /// empty. The readiness must outlive the model.
    void setReadiness(const SoftwareReadiness *readiness);

    const MemoryWorkload &workload() const { return m_workload; }
    void setWorkload(const MemoryWorkload &workload);
    const MemoryEstimate &memoryEstimate() const { return m_estimate; }

    /// The metric a performance row stands for, if it is one.
    static std::optional<Metric> metricOf(int row);

    /// The row where `kind` is shown (the first measured row for Measured).
    int row(Row kind) const;
    /// What row `row` shows.
    Row kind(int row) const;
    /// How many tests measured at least one compared GPU (the measured rows, when not 0).
    int measuredTests() const { return int(m_tests.size()); }
    /// The test (dataset) measured row `row` shows; empty on other rows.
    QString testOf(int row) const;

private:
    struct Candidate
    {
        RankEntry entry;
        QHash<Metric, PerformanceEstimate> estimates;
        PerformanceEstimate focus;               ///< the estimate on the metric in focus
        QHash<QString, MeasuredFigure> measured; ///< by dataset, on every metric
        ::MemoryFit fit;
    };
    /// A test that measured at least one of the compared GPUs.
    struct Test
    {
        QString dataset;
        Benchmark sample;     ///< one of its figures: workload, unit
        QString sharedSource; ///< source and month when all its figures here share them
    };

    void refresh();
    /// Prices `entry` at the basis chosen for its GPU, as the GPU table prices at its own.
    void priceAtBasis(RankEntry *entry) const;
    int measuredRows() const { return std::max(1, int(m_tests.size())); }
    QVariant value(const Candidate &c, int row) const;
    QString text(const Candidate &c, int row) const;
    QString measuredText(const Candidate &c, int row) const;
    /// "2026-10-03, used": the date of the observation behind the price and its condition.
    QString priceDateText(const Candidate &c) const;
    QString verticalHeader(int section) const;
    bool isBest(int row, int column) const;

    const GpuTableModel *m_source;
    const SoftwareReadiness *m_readiness = nullptr;
    QList<qint64> m_ids;
    QHash<qint64, PriceBasis> m_bases; ///< per GPU, where the user chose one
    QList<Candidate> m_candidates;
    QList<Test> m_tests;
    MemoryWorkload m_workload;
    MemoryEstimate m_estimate;
};

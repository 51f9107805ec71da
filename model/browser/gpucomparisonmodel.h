// SPDX-FileCopyrightText: 2026 GPU Advisor contributors
// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include "model/performance/measuredfigures.h"
#include "model/performance/memoryestimate.h"
#include "model/performance/ranking.h"

#include <QAbstractTableModel>

class GpuTableModel;

/// Two to four GPUs side by side: one column per GPU, one row per spec, per metric's relative
/// performance, per part of the cost of ownership, and the memory fit for a workload. Reads the
/// GPUs and the what-if assumptions from a GpuTableModel and follows its re-evaluations.
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
        Measured,     ///< the measured figure of the metric in focus, with its source
        TypicalError, ///< what the estimates rest on and the model's typical error on the metric
        Price,
        PriceDate,
        DesktopCost,
        Electricity,
        TotalCost,
        PerformancePerDollar,
        MemoryNeeded,
        MemoryFit,
        RowCount
    };
    enum Role {
        ValueRole = Qt::UserRole, ///< the raw number (or text) behind a cell; invalid when unknown
        /// bool: the best value of its row (more performance, less cost); on MemoryFit, "fits on one card"
        BestRole,
        GpuIdRole, ///< on every cell and on the horizontal header
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

    const MemoryWorkload &workload() const { return m_workload; }
    void setWorkload(const MemoryWorkload &workload);
    const MemoryEstimate &memoryEstimate() const { return m_estimate; }

    /// The metric a performance row stands for, if it is one.
    static std::optional<Metric> metricOf(int row);

private:
    struct Candidate
    {
        RankEntry entry;
        QHash<Metric, double> relative;
        PerformanceEstimate focus;      ///< the estimate on the metric in focus
        QList<MeasuredFigure> measured; ///< on the metric in focus, newest first
        ::MemoryFit fit;
    };

    void refresh();
    QVariant value(const Candidate &c, int row) const;
    QString text(const Candidate &c, int row) const;
    bool isBest(int row, int column) const;

    const GpuTableModel *m_source;
    QList<qint64> m_ids;
    QList<Candidate> m_candidates;
    MemoryWorkload m_workload;
    MemoryEstimate m_estimate;
};

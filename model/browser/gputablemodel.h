// SPDX-FileCopyrightText: 2026 GPU Advisor contributors
// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include "model/browser/gpuevaluator.h"

#include <QAbstractTableModel>
#include <QSet>

class WhatIfSettings;

/// Every GPU of a snapshot with its specs and, under the shared what-if assumptions, its price,
/// relative performance and performance per dollar. Follows WhatIfSettings::changed(): the
/// computed columns change in place and the model announces a layout change (no reset), so
/// views keep their selection and scroll, and a sorting proxy re-sorts once.
/// Text is plain; colours and fonts are added in ui/.
class GpuTableModel final : public QAbstractTableModel
{
    Q_OBJECT

public:
    enum Column {
        Name,
        Vendor,
        Architecture,
        Segment,
        Released,
        Memory,
        Bandwidth,
        TensorThroughput,
        Power,
        // The columns from here on follow the what-if assumptions.
        Price,
        PriceDate,
        RelativePerformance,
        PerformancePerDollar,
        ColumnCount
    };
    enum Role {
        /// The raw value behind a cell (double, QString or QDate); invalid when unknown. Sorting uses it.
        ValueRole = Qt::UserRole,
        GpuIdRole, ///< qint64, on every column
        PickRole,  ///< bool: the wizard's current recommendation names this GPU
    };

    /// Performance per dollar is shown per this many units of total cost.
    static constexpr double PerDollarScale = 1000;

    GpuTableModel(GpuSnapshot snapshot, const WhatIfSettings *settings, QObject *parent = nullptr);

    int rowCount(const QModelIndex &parent = {}) const override;
    int columnCount(const QModelIndex &parent = {}) const override;
    QVariant data(const QModelIndex &index, int role = Qt::DisplayRole) const override;
    QVariant headerData(int section, Qt::Orientation orientation, int role = Qt::DisplayRole) const override;

    const RankEntry &entry(int row) const { return m_evaluator.entries().at(row); }
    /// The raw value of a numeric column (Released as a Julian day) without a QVariant, for
    /// sorting thousands of rows; empty when unknown. Text columns: see sortText().
    std::optional<double> sortNumber(int row, int column) const;
    /// The raw value of a text column (Name, Vendor, Architecture, Segment, PriceDate).
    QString sortText(int row, int column) const;
    static bool isTextColumn(int column);
    /// The row of a GPU, or -1.
    int rowOf(qint64 gpuId) const { return m_rows.value(gpuId, -1); }
    const GpuEvaluator &evaluator() const { return m_evaluator; }
    const WhatIfSettings &settings() const { return *m_settings; }

    const QSet<qint64> &picks() const { return m_picks; }
    /// Marks the GPUs the wizard recommends (PickRole).
    void setPicks(const QSet<qint64> &gpuIds);

    /// Takes the GPUs and prices of a newer `snapshot` (the user added or removed a price): the
    /// model is reset and evaluated under the current settings; the picks are kept.
    void setSnapshot(GpuSnapshot snapshot);

public Q_SLOTS:
    /// Re-evaluates under the current settings; called on every WhatIfSettings::changed().
    void reevaluate();

Q_SIGNALS:
    /// After each re-evaluation, with what had to be recomputed.
    void evaluated(GpuEvaluator::Parts parts);
    void picksChanged();

private:
    /// Finds the rows of the GPUs and evaluates them under the current settings.
    GpuEvaluator::Parts indexAndEvaluate();
    QVariant value(const RankEntry &e, int column) const;
    /// Refreshes m_keys from the entries.
    void updateSortKeys();
    QString text(const RankEntry &e, int column) const;
    QString toolTip(const RankEntry &e, int column) const;

    GpuEvaluator m_evaluator;
    const WhatIfSettings *m_settings;
    QHash<qint64, int> m_rows;
    /// The computed figures of each row side by side (NaN = unknown): sorting thousands of rows
    /// compares them hundreds of thousands of times, and the entries are large.
    struct SortKeys
    {
        double price;
        double relative;
        double perDollar;
    };
    QList<SortKeys> m_keys;
    QSet<qint64> m_picks;
    QString m_currency;
};

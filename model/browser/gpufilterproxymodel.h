// SPDX-FileCopyrightText: 2026 GPU Advisor contributors
// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include "model/browser/gpufilter.h"
#include "model/performance/ranking.h"

#include <QSortFilterProxyModel>

class GpuTableModel;

/// Filters and sorts a GpuTableModel. Rows pass GpuFilter::accepts(); GPUs launched after the
/// shared "as of" month are hidden as well. Sorting uses the raw values (GpuTableModel::ValueRole),
/// and cells without a value (no price, no tensor cores) stay at the bottom in either order; by
/// relative performance, GPUs without a price are listed apart below the priced ones.
class GpuFilterProxyModel final : public QSortFilterProxyModel
{
    Q_OBJECT

public:
    explicit GpuFilterProxyModel(QObject *parent = nullptr);

    void setSourceModel(QAbstractItemModel *sourceModel) override;
    GpuTableModel *gpuModel() const { return m_source; }

    const GpuFilter &filter() const { return m_filter; }
    void setFilter(const GpuFilter &filter);

    /// The proxy row of a GPU, or -1 when it is filtered out.
    int rowOf(qint64 gpuId) const;
    qint64 gpuIdAt(int proxyRow) const;
    /// The row's GPU and figures, read without QVariants (charts read thousands of rows).
    const RankEntry &entryAt(int proxyRow) const;
    bool isPickAt(int proxyRow) const;

Q_SIGNALS:
    void filterChanged();

protected:
    bool filterAcceptsRow(int sourceRow, const QModelIndex &sourceParent) const override;
    bool lessThan(const QModelIndex &left, const QModelIndex &right) const override;

private:
    GpuTableModel *m_source = nullptr;
    GpuFilter m_filter;
};

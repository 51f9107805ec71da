// SPDX-FileCopyrightText: 2026 GPU Advisor contributors
// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include <QWidget>

#include <memory>

class GpuComparisonModel;
class GpuTableModel;
class HeaderWrapProxyModel;

namespace Ui {
class CompareWidget;
}

/// Two to four GPUs side by side (GpuComparisonModel): specs, relative performance on every
/// metric with the model's typical error, each test that measured one of them with the model's
/// estimate beside it, the cost of ownership, and whether a workload the user describes fits in
/// memory.
/// The best value of each row stands out.
class CompareWidget final : public QWidget
{
    Q_OBJECT

public:
    explicit CompareWidget(const GpuTableModel *gpus, QWidget *parent = nullptr);
    ~CompareWidget() override;

    GpuComparisonModel *comparison() const { return m_comparison; }
    /// The GPUs to compare; fewer than two shows how to choose them.
    void setGpuIds(const QList<qint64> &gpuIds);

private:
    void applyWorkload();
    void updateHint(int requested);
    void fitHeaderHeight();
    /// Measured tests' titles wrap to the widest of the other row titles.
    void fitTitleWidth();
    /// One choice per GPU of the price it is counted at (new, used, the cheaper), in its column's
    /// "Price taken" cell; placed again whenever the comparison is.
    void placePriceChoices();

    std::unique_ptr<Ui::CompareWidget> m_ui;
    const GpuTableModel *m_gpus;
    GpuComparisonModel *m_comparison = nullptr;
    HeaderWrapProxyModel *m_wrap = nullptr;
};

// SPDX-FileCopyrightText: 2026 GPU Advisor contributors
// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include "model/catalog/gpurepository.h"

#include "model/catalog/gpudetection.h"
#include "model/readiness/softwarereadiness.h"

#include <QWidget>

#include <functional>

#include <memory>

class BreakEvenChart;
class CompareWidget;
class QPushButton;
class GpuDetailWidget;
class GpuFilterProxyModel;
class GpuTableModel;
class HighlightProxyModel;
class ParetoChart;
class PartPriceRepository;
class PriceRecorder;
class QItemSelection;
class QModelIndex;
class QTabWidget;
struct WizardNeeds;
class QTableView;
class RankingChart;
class WhatIfPanel;
class WhatIfSettings;
struct GpuFilter;
struct Recommendation;

class QLabel;

namespace Ui {
class GpuBrowserWidget;
}

/// The GPU browser: the what-if controls, a sortable and filterable table of every GPU, and
/// beside it the ranking charts, the price-performance scatter with its Pareto frontier, the
/// cloud-vs-desktop chart, the selected GPU's details and a side-by-side comparison. The GPUs
/// are read from the repository once, when the page is built; everything after that (a what-if
/// change, a filter, a selection) works in memory. Selecting in the table or in a chart selects
/// in all of them.
class GpuBrowserWidget final : public QWidget
{
    Q_OBJECT

public:
    GpuBrowserWidget(const GpuRepository &gpus, WhatIfSettings *settings, QWidget *parent = nullptr);
    ~GpuBrowserWidget() override;

    /// The tab title of the page.
    static QString title();

    /// Empty unless the GPUs could not be read.
    QString loadError() const { return m_loadError; }

    GpuTableModel *tableModel() const { return m_model; }
    GpuFilterProxyModel *proxyModel() const { return m_proxy; }
    QTableView *tableView() const;
    QTabWidget *viewTabWidget() const;
    WhatIfPanel *whatIfPanel() const { return m_whatIfPanel; }
    RankingChart *performanceChart() const { return m_performanceChart; }
    RankingChart *valueChart() const { return m_valueChart; }
    ParetoChart *paretoChart() const { return m_paretoChart; }
    BreakEvenChart *breakEvenChart() const { return m_breakEvenChart; }
    GpuDetailWidget *detailWidget() const { return m_detailWidget; }
    CompareWidget *compareWidget() const { return m_compareWidget; }

    /// Where "Add a price" in the details keeps the user's prices; none (the default) hides it.
    /// The recorder must outlive the widget.
    void setPriceRecorder(PriceRecorder *recorder);
    /// Where the details read which software stacks run on each GPU (again on reloadData());
    /// none (the default) leaves that out. The repository must outlive the widget.
    void setReadinessRepository(const ReadinessRepository *repository);
    /// Where the dated prices of the parts around the GPUs come from, which price the desktop of
    /// each cost of ownership (CostOfOwnership); none (the default) prices it at the planner's
    /// default part prices. Reads the data again. The repository must outlive the widget.
    void setPartPrices(const PartPriceRepository *parts);
    const SoftwareReadiness &readiness() const { return m_readiness; }

    /// Replaces nvidia-smi, for tests. Runs on a worker thread.
    void setGpuDetector(std::function<GpuDetection()> detector) { m_detector = std::move(detector); }

    /// The GPU of the table's current row; 0 when none.
    qint64 currentGpu() const { return m_currentGpu; }
    /// The selected GPUs, top to bottom as the table shows them.
    QList<qint64> selectedGpus() const;

public Q_SLOTS:
    /// Makes the GPU the table's current and only selected row (when the filters show it).
    void selectGpu(qint64 gpuId);
    /// Highlights the GPUs a finished wizard walk recommends.
    void setRecommendation(const Recommendation &recommendation);
    /// Carries on what the wizard learned: ranks by its metric, filters by the memory it needs
    /// and, when `budgetUsd` > 0, by the budget; `openValueRanking` brings the value chart to
    /// the front (the post's advice when the chart's pick does not fit).
    void showWizardNeeds(const WizardNeeds &needs, double budgetUsd, bool openValueRanking);
    void clearRecommendation();
    /// "Detect my current GPU": reads the installed cards with the detector and shows them with
    /// the upgrades worth a look. Without nvidia-smi it says so in the message line, quietly.
    void detectInstalledGpu();
    /// Selects these GPUs (as far as the filters show them) and shows the compare view.
    void compareGpus(const QList<qint64> &gpuIds);
    /// Opens the form for a price of the user's own for the GPU, and keeps what they enter.
    void addPrice(qint64 gpuId);
    /// Removes one of the user's own prices.
    void removePrice(qint64 priceId);
    /// Reads the GPUs and prices again (after the database changed) and keeps the selection.
    void reloadData();

Q_SIGNALS:
    void currentGpuChanged(qint64 gpuId);
    /// The user added or removed a price here: other screens read the database again.
    void dataChanged();

protected:
    bool event(QEvent *event) override;
    void showEvent(QShowEvent *event) override;
    void resizeEvent(QResizeEvent *event) override;

private:
    // The page, section by section. The filter row and what it keeps are in gpubrowserfilters.cpp.
    /// The filters from the form, with "Compare with my GPU" at the end of the row, wrapping
    /// onto a second line when the window is narrow.
    void buildFilterRow();
    /// The filters' vendors, segments, price kinds and launch years, from the GPUs read.
    void populateFilters();
    /// A change to a filter filters again; a what-if change recounts, and filters again when a
    /// budget now counts another price basis.
    void connectFilters();
    /// The table: the name frozen at the left, what people compare first in the first columns.
    void setUpTable();
    /// The views beside the table, each in its tab: the charts, the details and the comparison.
    void addViews();
    /// Under the message line: the warning when the listed prices are old or far apart.
    void addFreshnessLabel();
    /// The count follows the table's rows; a selection in the table or a chart selects in all of
    /// them; the views report to the message line.
    void connectViews();
    void applyFilter();
    GpuFilter filterFromControls() const;
    QString describeFilter() const;
    void updateCount();
    void currentRowChanged(const QModelIndex &current);
    void selectionChanged();
    void showMessage(const QString &text);
    void showDetection(const GpuDetection &detection);
    void placeSplitter();

    std::unique_ptr<Ui::GpuBrowserWidget> m_ui;
    const GpuRepository *m_repository;
    const PartPriceRepository *m_partPrices = nullptr;
    PriceRecorder *m_recorder = nullptr;
    const ReadinessRepository *m_readinessRepository = nullptr;
    SoftwareReadiness m_readiness;
    /// Reads the readiness data again; says so when it cannot be read.
    void loadReadiness();
    QLabel *m_freshnessLabel = nullptr; ///< warns when the listed prices are old or far apart
    WhatIfSettings *m_settings;
    QString m_loadError;
    GpuTableModel *m_model = nullptr;
    double m_budgetUsd = 0; ///< from the wizard; 0 = no price filter
    GpuFilterProxyModel *m_proxy = nullptr;
    HighlightProxyModel *m_looks = nullptr;
    WhatIfPanel *m_whatIfPanel = nullptr;
    RankingChart *m_performanceChart = nullptr;
    RankingChart *m_valueChart = nullptr;
    ParetoChart *m_paretoChart = nullptr;
    BreakEvenChart *m_breakEvenChart = nullptr;
    GpuDetailWidget *m_detailWidget = nullptr;
    CompareWidget *m_compareWidget = nullptr;
    std::function<GpuDetection()> m_detector;
    QPushButton *m_detectButton = nullptr;
    bool m_detecting = false;
    qint64 m_currentGpu = 0;
    bool m_splitterPlaced = false;
};

// SPDX-FileCopyrightText: 2026 GPU Advisor contributors
// SPDX-License-Identifier: GPL-3.0-or-later
#include "ui/browser/gpubrowserwidget.h"

#include "model/browser/gpucomparisonmodel.h"
#include "model/browser/gpufilterproxymodel.h"
#include "model/browser/gputablemodel.h"
#include "model/browser/whatifsettings.h"
#include "model/build/partpricerepository.h"
#include "model/catalog/pricerecorder.h"
#include "model/catalog/upgrade.h"
#include "model/flowchart/recommendation.h"
#include "model/flowchart/wizardneeds.h"
#include "model/format/formatter.h"
#include "ui/browser/addpricedialog.h"
#include "ui/browser/comparewidget.h"
#include "ui/browser/frozencolumntableview.h"
#include "ui/browser/gpudetailwidget.h"
#include "ui/browser/highlightproxymodel.h"
#include "ui/browser/whatifpanel.h"
#include "ui/charts/breakevenchart.h"
#include "ui/charts/paretochart.h"
#include "ui/charts/pricehistorychart.h"
#include "ui/charts/rankingchart.h"
#include "ui/dialogs/detectgpudialog.h"

#include "ui_gpubrowserwidget.h"

#include <QBoxLayout>

#include <QHeaderView>
#include <QItemSelectionModel>
#include <QKeyEvent>
#include <QPushButton>
#include <QThread>

#include <algorithm>
#include <memory>

#include <cmath>

using namespace Qt::StringLiterals;

namespace {

// Wide enough for "GeForce RTX 3090 Ti" and most names; a longer one is elided, its tooltip gives
// it whole. This leaves every column up to the price's date in view at 1400x900 in English and
// Russian beside the charts' 55% of the page (which Compare's four GPUs need).
constexpr int MaxNameColumnWidth = 165;
constexpr int MaxColumnWidth = 150;

} // namespace

GpuBrowserWidget::GpuBrowserWidget(const GpuRepository &gpus, WhatIfSettings *settings, QWidget *parent)
    : QWidget(parent)
    , m_ui(std::make_unique<Ui::GpuBrowserWidget>())
    , m_repository(&gpus)
    , m_settings(settings)
{
    m_ui->setupUi(this);
    setObjectName(u"gpuBrowserWidget"_s);
    buildFilterRow();

    GpuSnapshot snapshot = GpuSnapshot::load(gpus, &m_loadError);
    const QDate firstPrice = snapshot.firstPriceDate();
    const QDate lastPrice = snapshot.lastPriceDate();
    m_model = new GpuTableModel(std::move(snapshot), m_settings, this);
    m_proxy = new GpuFilterProxyModel(this);
    m_proxy->setSourceModel(m_model);
    m_looks = new HighlightProxyModel(GpuTableModel::PickRole, QColor(0xfd, 0xeb, 0xc8), this);
    m_looks->setSourceModel(m_proxy);

    m_whatIfPanel = new WhatIfPanel(m_settings, m_ui->whatIfGroupBox);
    m_whatIfPanel->setMonthRange(firstPrice, lastPrice);
    m_ui->whatIfGroupLayout->addWidget(m_whatIfPanel);

    setUpTable();
    addViews();

    m_ui->browserSplitter->setStretchFactor(0, 9);
    m_ui->browserSplitter->setStretchFactor(1, 11);
    addFreshnessLabel();
    if (!m_loadError.isEmpty())
        showMessage(tr("The GPUs could not be read: %1").arg(m_loadError));
    else if (!m_model->evaluator().error().isEmpty())
        showMessage(tr("Relative performance cannot be worked out: %1").arg(m_model->evaluator().error()));

    populateFilters();
    connectFilters();
    connectViews();

    applyFilter();
    updateCount();
    if (m_proxy->rowCount() > 0)
        selectGpu(m_proxy->gpuIdAt(0));
}

void GpuBrowserWidget::setUpTable()
{
    FrozenColumnTableView *table = m_ui->gpuTableView;
    table->setModel(m_looks);
    // The GPU's name stays in view while the other columns scroll sideways (issue 11).
    table->setFrozenColumn(GpuTableModel::Name);
    table->sortByColumn(GpuTableModel::PerformancePerDollar, Qt::DescendingOrder);
    table->horizontalHeader()->setSectionsMovable(true);
    // What people compare first comes first; the rest of the specs follow.
    const int firstColumns[] = {GpuTableModel::Name,
                                GpuTableModel::PerformancePerDollar,
                                GpuTableModel::RelativePerformance,
                                GpuTableModel::Price,
                                GpuTableModel::PriceDate,
                                GpuTableModel::Memory};
    for (int visual = 0; visual < int(std::size(firstColumns)); ++visual)
        table->horizontalHeader()->moveSection(table->horizontalHeader()->visualIndex(firstColumns[visual]), visual);
    table->horizontalHeader()->setHighlightSections(false);
    table->verticalHeader()->setDefaultSectionSize(table->fontMetrics().height() + 8);
    table->resizeColumnsToContents();
    for (int column = 0; column < GpuTableModel::ColumnCount; ++column) {
        const int limit = column == GpuTableModel::Name ? MaxNameColumnWidth : MaxColumnWidth;
        table->setColumnWidth(column, std::min(table->columnWidth(column), limit));
    }
}

void GpuBrowserWidget::addViews()
{
    m_performanceChart = new RankingChart(RankingChart::Measure::Performance, m_proxy, m_settings);
    m_valueChart = new RankingChart(RankingChart::Measure::PerformancePerDollar, m_proxy, m_settings);
    m_paretoChart = new ParetoChart(m_proxy, m_settings);
    m_breakEvenChart = new BreakEvenChart(m_model, m_settings);
    m_detailWidget = new GpuDetailWidget(m_model, m_settings);
    m_compareWidget = new CompareWidget(m_model);
    QTabWidget *views = m_ui->viewTabWidget;
    // Every view's tab in sight: no scroll arrows hiding some of them (issue 11, Russian titles).
    views->setUsesScrollButtons(false);
    views->addTab(m_valueChart, tr("Value"));
    views->setTabToolTip(0, tr("The best performance per dollar of total cost"));
    views->addTab(m_performanceChart, tr("Performance"));
    views->setTabToolTip(1, tr("The fastest GPUs on the chosen metric"));
    views->addTab(m_paretoChart, tr("Price vs performance"));
    views->setTabToolTip(2, tr("Every priced GPU, with the GPUs nothing cheaper beats"));
    views->addTab(m_breakEvenChart, tr("Cloud vs desktop"));
    views->setTabToolTip(3, tr("Buying the selected GPU against renting one in the cloud"));
    views->addTab(m_detailWidget, tr("Details"));
    views->setTabToolTip(4, tr("The selected GPU's price history and how the model arrives at its figures"));
    views->addTab(m_compareWidget, tr("Compare"));
    views->setTabToolTip(5, tr("Two to four selected GPUs side by side"));
}

void GpuBrowserWidget::addFreshnessLabel()
{
    m_ui->messageLabel->hide();
    // Under the message: a warning when the listed prices are old or far apart.
    m_freshnessLabel = new QLabel(this);
    m_freshnessLabel->setObjectName(u"freshnessLabel"_s);
    m_freshnessLabel->setWordWrap(true);
    //: Accessible name of the warning that the prices in the list are old or far apart.
    m_freshnessLabel->setAccessibleName(tr("Price warning"));
    m_freshnessLabel->setStyleSheet(u"QLabel { color: palette(text); font-weight: bold; }"_s);
    m_freshnessLabel->hide();
    if (auto *box = qobject_cast<QBoxLayout *>(m_ui->messageLabel->parentWidget()->layout()))
        box->insertWidget(box->indexOf(m_ui->messageLabel) + 1, m_freshnessLabel);
}

void GpuBrowserWidget::connectViews()
{
    connect(m_proxy, &QAbstractItemModel::layoutChanged, this, &GpuBrowserWidget::updateCount);
    connect(m_proxy, &QAbstractItemModel::modelReset, this, &GpuBrowserWidget::updateCount);
    connect(m_proxy, &QAbstractItemModel::rowsInserted, this, &GpuBrowserWidget::updateCount);
    connect(m_proxy, &QAbstractItemModel::rowsRemoved, this, &GpuBrowserWidget::updateCount);

    connect(m_ui->gpuTableView->selectionModel(), &QItemSelectionModel::currentRowChanged, this,
            &GpuBrowserWidget::currentRowChanged);
    connect(m_ui->gpuTableView->selectionModel(), &QItemSelectionModel::selectionChanged, this,
            &GpuBrowserWidget::selectionChanged);
    connect(m_ui->gpuTableView, &QTableView::activated, this,
            [this] { m_ui->viewTabWidget->setCurrentWidget(m_detailWidget); });
    for (RankingChart *chart : {m_performanceChart, m_valueChart})
        connect(chart, &RankingChart::gpuClicked, this, &GpuBrowserWidget::selectGpu);
    connect(m_paretoChart, &ParetoChart::gpuClicked, this, &GpuBrowserWidget::selectGpu);
    for (ChartPanel *chart : std::initializer_list<ChartPanel *>{m_performanceChart, m_valueChart, m_paretoChart,
                                                                 m_breakEvenChart, m_detailWidget->chart()}) {
        connect(chart, &ChartPanel::exported, this,
                [this](const QString &path) { showMessage(tr("Saved the chart to %1").arg(path)); });
        connect(chart, &ChartPanel::exportFailed, this,
                [this](const QString &error) { showMessage(tr("The chart could not be saved: %1").arg(error)); });
    }

    connect(m_detailWidget, &GpuDetailWidget::addPriceRequested, this, &GpuBrowserWidget::addPrice);
    connect(m_detailWidget, &GpuDetailWidget::removePriceRequested, this, &GpuBrowserWidget::removePrice);
}

void GpuBrowserWidget::setPriceRecorder(PriceRecorder *recorder)
{
    m_recorder = recorder;
    m_detailWidget->setPriceEditing(recorder != nullptr);
}

void GpuBrowserWidget::setReadinessRepository(const ReadinessRepository *repository)
{
    m_readinessRepository = repository;
    loadReadiness();
}

void GpuBrowserWidget::loadReadiness()
{
    if (!m_readinessRepository) {
        m_readiness = {};
        m_detailWidget->setReadiness(nullptr);
        m_compareWidget->comparison()->setReadiness(nullptr);
        return;
    }
    ReadinessData loaded;
    QString error;
    if (!m_readinessRepository->load(&loaded, &error)) {
        //: %1 is the error the database reported.
        showMessage(tr("Which software runs on each GPU could not be read: %1").arg(error));
        loaded = {};
    }
    m_readiness = SoftwareReadiness(std::move(loaded));
    m_detailWidget->setReadiness(&m_readiness);
    m_compareWidget->comparison()->setReadiness(&m_readiness);
}

void GpuBrowserWidget::addPrice(qint64 gpuId)
{
    const int row = m_model->rowOf(gpuId);
    if (!m_recorder || row < 0)
        return;
    auto *dialog = new AddPriceDialog(m_model->entry(row).gpu, this);
    dialog->setAttribute(Qt::WA_DeleteOnClose);
    connect(dialog, &QDialog::accepted, this, [this, dialog] {
        const PriceObservation price = dialog->price();
        QString error;
        if (!m_recorder->addPrice(price, &error)) {
            showMessage(tr("Your price was not kept: %1").arg(error));
            return;
        }
        reloadData();
        const int at = m_model->rowOf(price.gpuId);
        const QString name = at >= 0 ? m_model->entry(at).gpu.name : QString();
        //: %1 an amount with its currency, %2 a date, %3 a GPU name
        showMessage(tr("Kept your price of %1 seen on %2 for the %3. The newest prices are the ones compared.")
                        .arg(Formatter::money(price.usd, u"$"_s), price.dateLabel(), name));
        // The new row in the observations, selected: where "Remove your entry" undoes it.
        for (const PriceObservation &o : m_model->evaluator().snapshot().prices.value(price.gpuId)) {
            if (o.userEntered && o.observedOn == price.observedOn && o.condition == price.condition &&
                o.usd == price.usd && o.source == price.source) {
                m_detailWidget->showObservation(o.id);
                break;
            }
        }
    });
    dialog->open();
}

void GpuBrowserWidget::removePrice(qint64 priceId)
{
    if (!m_recorder)
        return;
    QString error;
    if (!m_recorder->removePrice(priceId, &error)) {
        showMessage(tr("The price was not removed: %1").arg(error));
        return;
    }
    reloadData();
    showMessage(tr("Removed your price."));
}

void GpuBrowserWidget::setPartPrices(const PartPriceRepository *parts)
{
    m_partPrices = parts;
    reloadData();
}

void GpuBrowserWidget::reloadData()
{
    QString error;
    GpuSnapshot snapshot = GpuSnapshot::load(*m_repository, &error);
    if (error.isEmpty() && m_partPrices)
        snapshot.partPrices = m_partPrices->partPrices(&error);
    if (!error.isEmpty()) {
        showMessage(tr("The GPUs could not be read: %1").arg(error));
        return;
    }
    const QDate firstPrice = snapshot.firstPriceDate();
    const QDate lastPrice = snapshot.lastPriceDate();
    const qint64 current = m_currentGpu;
    const QList<qint64> selected = selectedGpus();
    // The reset clears the table's current row; the GPU is selected again below.
    m_currentGpu = 0;
    m_model->setSnapshot(std::move(snapshot));
    loadReadiness();
    m_whatIfPanel->setMonthRange(firstPrice, lastPrice);
    if (selected.size() > 1)
        compareGpus(selected);
    if (current != 0)
        selectGpu(current);
    Q_EMIT dataChanged();
}

GpuBrowserWidget::~GpuBrowserWidget() = default;

bool GpuBrowserWidget::event(QEvent *event)
{
    // The wizard answers Y, N and Backspace window-wide. On this page they are ordinary keys:
    // a letter searches the table or a list, Backspace edits a field. Claiming them here, where
    // the ShortcutOverride of a focused child ends up unless the child took it, keeps them so.
    if (event->type() == QEvent::ShortcutOverride) {
        const auto *key = static_cast<QKeyEvent *>(event);
        const Qt::KeyboardModifiers modifiers = key->modifiers() & ~(Qt::ShiftModifier | Qt::KeypadModifier);
        const bool typing = !key->text().isEmpty() && key->text().front().isPrint();
        if (modifiers == Qt::NoModifier && (typing || key->key() == Qt::Key_Backspace)) {
            event->accept();
            return true;
        }
    }
    return QWidget::event(event);
}

void GpuBrowserWidget::showEvent(QShowEvent *event)
{
    QWidget::showEvent(event);
    placeSplitter();
}

void GpuBrowserWidget::resizeEvent(QResizeEvent *event)
{
    QWidget::resizeEvent(event);
    placeSplitter();
}

void GpuBrowserWidget::placeSplitter()
{
    // The table gets 45% of the width, the charts the rest, once the page has its real width;
    // after that the user's dragging decides.
    if (m_splitterPlaced || !isVisible() || !testAttribute(Qt::WA_Resized))
        return;
    m_splitterPlaced = true;
    const int width = m_ui->browserSplitter->width();
    m_ui->browserSplitter->setSizes({width * 9 / 20, width - width * 9 / 20});
}

QString GpuBrowserWidget::title()
{
    return tr("&GPUs");
}

QTableView *GpuBrowserWidget::tableView() const
{
    return m_ui->gpuTableView;
}

QTabWidget *GpuBrowserWidget::viewTabWidget() const
{
    return m_ui->viewTabWidget;
}

QList<qint64> GpuBrowserWidget::selectedGpus() const
{
    QModelIndexList rows = m_ui->gpuTableView->selectionModel()->selectedRows();
    std::sort(rows.begin(), rows.end(), [](const QModelIndex &a, const QModelIndex &b) { return a.row() < b.row(); });
    QList<qint64> ids;
    for (const QModelIndex &index : std::as_const(rows))
        ids.append(index.data(GpuTableModel::GpuIdRole).toLongLong());
    return ids;
}

void GpuBrowserWidget::selectGpu(qint64 gpuId)
{
    const int row = m_proxy->rowOf(gpuId);
    if (row < 0) {
        const int sourceRow = m_model->rowOf(gpuId);
        if (sourceRow >= 0)
            showMessage(tr("The %1 is hidden by the filters.").arg(m_model->entry(sourceRow).gpu.name));
        return;
    }
    const QModelIndex index = m_looks->index(row, GpuTableModel::Name);
    m_ui->gpuTableView->selectionModel()->setCurrentIndex(index, QItemSelectionModel::ClearAndSelect |
                                                                     QItemSelectionModel::Rows);
    m_ui->gpuTableView->scrollTo(index);
}

void GpuBrowserWidget::currentRowChanged(const QModelIndex &current)
{
    const qint64 id = current.isValid() ? current.data(GpuTableModel::GpuIdRole).toLongLong() : 0;
    if (id == m_currentGpu)
        return;
    m_currentGpu = id;
    m_performanceChart->setSelectedGpu(id);
    m_valueChart->setSelectedGpu(id);
    m_paretoChart->setSelectedGpu(id);
    m_breakEvenChart->setGpu(id);
    m_detailWidget->setGpu(id);
    Q_EMIT currentGpuChanged(id);
}

void GpuBrowserWidget::selectionChanged()
{
    m_compareWidget->setGpuIds(selectedGpus());
}

void GpuBrowserWidget::setRecommendation(const Recommendation &recommendation)
{
    QSet<qint64> ids;
    QStringList names;
    for (const PickDetails &pick : recommendation.picks) {
        ids.insert(pick.gpu.id);
        names.append(pick.displayName());
    }
    m_model->setPicks(ids);
    if (!names.isEmpty())
        showMessage(tr("The wizard recommends: %1. Its picks are highlighted.").arg(names.join(u", "_s)));
}

void GpuBrowserWidget::clearRecommendation()
{
    m_model->setPicks({});
    if (m_budgetUsd > 0) {
        m_budgetUsd = 0;
        applyFilter();
    }
}

void GpuBrowserWidget::showWizardNeeds(const WizardNeeds &needs, double budgetUsd, bool openValueRanking)
{
    if (needs.metric)
        m_settings->setMetric(*needs.metric);
    m_budgetUsd = std::max(0.0, budgetUsd);
    {
        // One filter change for both values.
        const QSignalBlocker block(m_ui->minMemorySpinBox);
        m_ui->minMemorySpinBox->setValue(int(std::ceil(needs.minVramGb)));
    }
    applyFilter();
    if (openValueRanking)
        viewTabWidget()->setCurrentWidget(m_valueChart);
    const QString filter = describeFilter();
    if (needs.metric) {
        //: %1 is a workload ("16-bit training"), %2 the filter ("24 GB or more, priced within $1,000")
        showMessage(filter.isEmpty()
                        ? tr("From the wizard: ranked by %1.").arg(metricTitle(*needs.metric))
                        : tr("From the wizard: ranked by %1; %2.").arg(metricTitle(*needs.metric), filter));
    }
}

void GpuBrowserWidget::detectInstalledGpu()
{
    if (m_detecting)
        return;
    // nvidia-smi can take seconds when the driver is busy or stuck: it runs on a worker thread
    // and the window stays responsive meanwhile.
    m_detecting = true;
    m_detectButton->setEnabled(false);
    showMessage(tr("Reading the installed GPUs with nvidia-smi…"));
    auto result = std::make_shared<GpuDetection>();
    const std::function<GpuDetection()> detector = m_detector ? m_detector : [] {
        return GpuDetector::detect();
    };
    QThread *worker = QThread::create([result, detector] { *result = detector(); });
    // The thread deletes itself, even when this page is gone before nvidia-smi answers.
    connect(worker, &QThread::finished, worker, &QObject::deleteLater);
    connect(worker, &QThread::finished, this, [this, result] {
        m_detecting = false;
        m_detectButton->setEnabled(true);
        showDetection(*result);
    });
    worker->start();
}

void GpuBrowserWidget::showDetection(const GpuDetection &detection)
{
    if (!detection.found()) {
        showMessage(detection.message);
        return;
    }
    const QList<RankEntry> &entries = m_model->evaluator().entries();
    QStringList names;
    for (const RankEntry &entry : entries)
        names.append(entry.gpu.name);
    const QString installedName = GpuDetector::matchName(detection.gpus.first().name, names);
    const qsizetype installedIndex = names.indexOf(installedName);
    const qint64 installedId = installedIndex >= 0 && !installedName.isEmpty() ? entries.at(installedIndex).gpu.id : 0;
    QList<DetectGpuDialog::Upgrade> upgrades;
    QList<qint64> compared;
    if (installedId) {
        compared.append(installedId);
        for (const UpgradeCandidate &candidate : Upgrade::candidates(entries, installedId)) {
            const int row = m_model->rowOf(candidate.gpuId);
            const RankEntry &entry = m_model->entry(row);
            const QString price =
                entry.priceUsd ? tr("%1 (%2)").arg(m_model->data(m_model->index(row, GpuTableModel::Price)).toString(),
                                                   entry.priceDate)
                               : QString();
            upgrades.append({entry.gpu.name, candidate.speedup, price});
            compared.append(candidate.gpuId);
        }
    }
    auto *dialog = new DetectGpuDialog(detection, installedName, m_settings->metric(), upgrades, this);
    dialog->setAttribute(Qt::WA_DeleteOnClose);
    connect(dialog, &DetectGpuDialog::compareRequested, this, [this, compared] { compareGpus(compared); });
    showMessage(installedName.isEmpty() ? tr("Found %1, which is not in the database.").arg(detection.gpus.first().name)
                                        : tr("Found your %1.").arg(installedName));
    if (installedId)
        selectGpu(installedId);
    dialog->open();
}

void GpuBrowserWidget::compareGpus(const QList<qint64> &gpuIds)
{
    QItemSelection selection;
    for (qint64 id : gpuIds) {
        const int row = m_proxy->rowOf(id);
        if (row >= 0)
            selection.select(m_looks->index(row, 0), m_looks->index(row, GpuTableModel::ColumnCount - 1));
    }
    m_ui->gpuTableView->selectionModel()->select(selection,
                                                 QItemSelectionModel::ClearAndSelect | QItemSelectionModel::Rows);
    // GPUs the filters hide are compared all the same.
    m_compareWidget->setGpuIds(gpuIds);
    m_ui->viewTabWidget->setCurrentWidget(m_compareWidget);
}

void GpuBrowserWidget::showMessage(const QString &text)
{
    m_ui->messageLabel->setText(text);
    m_ui->messageLabel->setVisible(!text.isEmpty());
}

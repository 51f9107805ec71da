// SPDX-FileCopyrightText: 2026 GPU Advisor contributors
// SPDX-License-Identifier: GPL-3.0-or-later
// The GPU browser with the real seeded data: filtering and sorting through the table, the
// selection shared by the table and the charts, what-if changes reaching the table and the
// charts, the wizard's pick, the comparison and the detail view.
#include "db/sqlreadinessrepository.h"
#include "model/browser/gpucomparisonmodel.h"
#include "model/browser/gpufilterproxymodel.h"
#include "model/browser/gputablemodel.h"
#include "model/browser/pricehistorymodel.h"
#include "model/browser/whatifsettings.h"
#include "model/flowchart/recommendation.h"
#include "tests/common/seededdatabase.h"
#include "ui/browser/comparewidget.h"
#include "ui/browser/explanationtext.h"
#include "ui/browser/gpubrowserwidget.h"
#include "ui/browser/gpudetailwidget.h"
#include "ui/charts/breakevenchart.h"
#include "ui/charts/paretochart.h"
#include "ui/charts/pricehistorychart.h"
#include "ui/charts/rankingchart.h"

#include <QAbstractItemModelTester>
#include <QAction>
#include <QApplication>
#include <QChartView>
#include <QComboBox>
#include <QDoubleSpinBox>
#include <QHeaderView>
#include <QLabel>
#include <QLineEdit>
#include <QMouseEvent>
#include <QPushButton>
#include <QScrollBar>
#include <QSignalSpy>
#include <QSpinBox>
#include <QStandardPaths>
#include <QTabWidget>
#include <QTableView>
#include <QTest>
#include <QTextBrowser>
#include <QVBoxLayout>

#include <memory>

using namespace Qt::StringLiterals;

class TestGpuBrowser final : public QObject
{
    Q_OBJECT

private Q_SLOTS:
    void initTestCase();
    void init();
    void cleanup();

    void tableListsEveryGpuBestValueFirst();
    void searchFiltersTableAndCharts();
    void filterControlsNarrowTheTable();
    void headerClickSorts();
    void tableSelectionSelectsInTheCharts();
    void rankingChartClickSelectsInTheTable();
    void paretoClickSelectsInTheTable();
    void hoveringShowsTheValue();
    void whatIfChangeUpdatesChartAndTable();
    void postViewIsOneClickAway();
    void wizardPickIsHighlighted();
    void compareFollowsTheSelection();
    void detailShowsHistoryAndExplanation();
    void compareShowsEachMeasuredTestOnItsOwnRow();
    void detailShowsMeasuredFiguresWithReadableSources();
    void detailSaysWhichSoftwareRuns();
    void typingKeysStayOnThePage();

private:
    template<typename T> T *child(const QString &name) const
    {
        T *widget = m_browser->findChild<T *>(name);
        if (!widget)
            qWarning("no %s", qPrintable(name));
        return widget;
    }
    qint64 idOf(const QString &name) const { return m_db->gpus().gpuByName(name)->id; }
    QPoint rowCenter(qint64 gpuId) const;
    /// A pointer move over a widget; QTest::mouseMove only moves the cursor on some platforms.
    static void hover(QWidget *widget, const QPoint &at)
    {
        QMouseEvent move(QEvent::MouseMove, at, widget->mapToGlobal(at), Qt::NoButton, Qt::NoButton, Qt::NoModifier);
        QApplication::sendEvent(widget, &move);
    }
    double tableValue(qint64 gpuId, int column) const;
    void showView(QWidget *view);

    std::unique_ptr<SeededDatabase> m_db;
    std::unique_ptr<WhatIfSettings> m_settings;
    std::unique_ptr<GpuBrowserWidget> m_browser;
};

void TestGpuBrowser::initTestCase()
{
    QStandardPaths::setTestModeEnabled(true);
    m_db = std::make_unique<SeededDatabase>();
    QVERIFY2(m_db->isValid(), qPrintable(m_db->error()));
}

void TestGpuBrowser::init()
{
    m_settings = std::make_unique<WhatIfSettings>();
    m_browser = std::make_unique<GpuBrowserWidget>(m_db->gpus(), m_settings.get());
    m_browser->resize(1400, 860);
    m_browser->show();
    QVERIFY(QTest::qWaitForWindowExposed(m_browser.get()));
    QVERIFY(m_browser->loadError().isEmpty());
}

void TestGpuBrowser::cleanup()
{
    m_browser.reset();
    m_settings.reset();
}

QPoint TestGpuBrowser::rowCenter(qint64 gpuId) const
{
    QTableView *table = m_browser->tableView();
    const QModelIndex index = table->model()->index(m_browser->proxyModel()->rowOf(gpuId), GpuTableModel::Name);
    table->scrollTo(index);
    return table->visualRect(index).center();
}

double TestGpuBrowser::tableValue(qint64 gpuId, int column) const
{
    const GpuFilterProxyModel *proxy = m_browser->proxyModel();
    return proxy->index(proxy->rowOf(gpuId), column).data(GpuTableModel::ValueRole).toDouble();
}

void TestGpuBrowser::showView(QWidget *view)
{
    m_browser->viewTabWidget()->setCurrentWidget(view);
    QVERIFY(QTest::qWaitForWindowExposed(m_browser.get()));
    QTRY_VERIFY(view->isVisible());
}

void TestGpuBrowser::tableListsEveryGpuBestValueFirst()
{
    QTableView *table = m_browser->tableView();
    QAbstractItemModelTester tester(table->model(), QAbstractItemModelTester::FailureReportingMode::QtTest);
    const int all = int(m_db->gpus().gpus().size());
    QCOMPARE(table->model()->rowCount(), all);
    QCOMPARE(child<QLabel>(u"countLabel"_s)->text(), u"%1 of %1 GPUs"_s.arg(all));
    QCOMPARE(table->horizontalHeader()->sortIndicatorSection(), int(GpuTableModel::PerformancePerDollar));
    const auto value = [table](int row) {
        return table->model()->index(row, GpuTableModel::PerformancePerDollar).data(GpuTableModel::ValueRole);
    };
    QVERIFY(value(0).toDouble() >= value(1).toDouble());
    QVERIFY(!value(all - 1).isValid()); // unpriced GPUs come last
    // The top row starts selected, so every view has a GPU to show.
    const qint64 top = table->model()->index(0, 0).data(GpuTableModel::GpuIdRole).toLongLong();
    QCOMPARE(m_browser->currentGpu(), top);
    QCOMPARE(m_browser->valueChart()->selectedGpu(), top);
    QCOMPARE(m_browser->valueChart()->shownGpuIds().first(), top);
}

void TestGpuBrowser::searchFiltersTableAndCharts()
{
    auto *search = child<QLineEdit>(u"searchLineEdit"_s);
    QTest::keyClicks(search, u"rtx 40"_s);
    QTRY_VERIFY(m_browser->proxyModel()->rowCount() > 3);
    // Every word must occur (in the name, vendor, architecture or memory type).
    for (int row = 0; row < m_browser->proxyModel()->rowCount(); ++row) {
        const QString name = m_browser->proxyModel()->index(row, GpuTableModel::Name).data().toString();
        QVERIFY(name.contains(u"rtx"_s, Qt::CaseInsensitive) && name.contains(u"40"_s));
    }
    QCOMPARE(child<QLabel>(u"countLabel"_s)->text(),
             u"%1 of %2 GPUs"_s.arg(m_browser->proxyModel()->rowCount()).arg(m_db->gpus().gpus().size()));
    // The charts draw what the table shows.
    showView(m_browser->performanceChart());
    QTRY_COMPARE(m_browser->performanceChart()->shownGpuIds().size(), m_browser->proxyModel()->rowCount());
    QVERIFY(m_browser->performanceChart()->note().contains(u"matching “rtx 40”"_s));

    search->selectAll();
    QTest::keyClicks(search, u"4090"_s);
    QTRY_COMPARE(m_browser->proxyModel()->rowCount(), 1);
    QTRY_COMPARE(m_browser->performanceChart()->shownGpuIds(), QList<qint64>{idOf(u"GeForce RTX 4090"_s)});
    search->clear();
    QTRY_COMPARE(m_browser->proxyModel()->rowCount(), int(m_db->gpus().gpus().size()));
}

void TestGpuBrowser::filterControlsNarrowTheTable()
{
    auto *memory = child<QSpinBox>(u"minMemorySpinBox"_s);
    memory->setFocus();
    memory->selectAll();
    QTest::keyClicks(memory, u"48"_s);
    QCOMPARE(memory->value(), 48);
    const GpuFilterProxyModel *proxy = m_browser->proxyModel();
    QTRY_VERIFY(proxy->rowCount() < int(m_db->gpus().gpus().size()));
    QVERIFY(proxy->rowCount() > 0);
    for (int row = 0; row < proxy->rowCount(); ++row)
        QVERIFY(proxy->index(row, GpuTableModel::Memory).data(GpuTableModel::ValueRole).toDouble() >= 48);

    auto *vendor = child<QComboBox>(u"vendorComboBox"_s);
    vendor->setCurrentIndex(vendor->findText(u"AMD"_s));
    QTRY_VERIFY(proxy->rowCount() > 0);
    for (int row = 0; row < proxy->rowCount(); ++row)
        QCOMPARE(proxy->index(row, GpuTableModel::Vendor).data().toString(), u"AMD"_s);

    vendor->setCurrentIndex(0);
    memory->setValue(0);
    auto *segment = child<QComboBox>(u"segmentComboBox"_s);
    segment->setCurrentIndex(segment->findText(u"Consumer"_s));
    auto *price = child<QComboBox>(u"priceFilterComboBox"_s);
    price->setCurrentIndex(price->findText(u"With a used price"_s));
    auto *since = child<QSpinBox>(u"releasedSinceSpinBox"_s);
    since->setValue(2020);
    QVERIFY(proxy->rowCount() > 0);
    for (int row = 0; row < proxy->rowCount(); ++row) {
        const RankEntry &e = proxy->gpuModel()->entry(proxy->mapToSource(proxy->index(row, 0)).row());
        QCOMPARE(e.gpu.formFactor, FormFactor::Consumer);
        QVERIFY(e.quote.used.has_value());
        QVERIFY(e.gpu.releaseYear >= 2020);
    }
}

void TestGpuBrowser::headerClickSorts()
{
    QTableView *table = m_browser->tableView();
    QHeaderView *header = table->horizontalHeader();
    const int section = GpuTableModel::Price;
    const int x = header->sectionViewportPosition(section) + header->sectionSize(section) / 2;
    QVERIFY2(x > 0 && x < header->viewport()->width(),
             qPrintable(u"the price column is in view: %1 of %2"_s.arg(x).arg(header->viewport()->width())));
    QTest::mouseClick(header->viewport(), Qt::LeftButton, {}, QPoint(x, header->height() / 2));
    QCOMPARE(header->sortIndicatorSection(), section);
    const Qt::SortOrder first = header->sortIndicatorOrder();
    auto prices = [table] {
        QList<QVariant> values;
        for (int row = 0; row < table->model()->rowCount(); ++row)
            values.append(table->model()->index(row, GpuTableModel::Price).data(GpuTableModel::ValueRole));
        return values;
    };
    auto checkOrder = [&](Qt::SortOrder order) {
        const QList<QVariant> values = prices();
        bool unknownSeen = false;
        for (int i = 0; i < values.size(); ++i) {
            if (!values.at(i).isValid()) {
                unknownSeen = true;
                continue;
            }
            QVERIFY2(!unknownSeen, "GPUs without a price come last");
            if (i > 0 && values.at(i - 1).isValid()) {
                const double a = values.at(i - 1).toDouble();
                const double b = values.at(i).toDouble();
                QVERIFY(order == Qt::AscendingOrder ? a <= b : a >= b);
            }
        }
    };
    checkOrder(first);
    QTest::mouseClick(header->viewport(), Qt::LeftButton, {}, QPoint(x, header->height() / 2));
    QVERIFY(header->sortIndicatorOrder() != first);
    checkOrder(header->sortIndicatorOrder());
}

void TestGpuBrowser::tableSelectionSelectsInTheCharts()
{
    const qint64 id = idOf(u"GeForce RTX 3090"_s);
    QTest::mouseClick(m_browser->tableView()->viewport(), Qt::LeftButton, {}, rowCenter(id));
    QCOMPARE(m_browser->currentGpu(), id);
    QCOMPARE(m_browser->performanceChart()->selectedGpu(), id);
    QCOMPARE(m_browser->valueChart()->selectedGpu(), id);
    QCOMPARE(m_browser->paretoChart()->selectedGpu(), id);
    QCOMPARE(m_browser->breakEvenChart()->gpu(), id);
    QCOMPARE(m_browser->detailWidget()->gpu(), id);
}

void TestGpuBrowser::rankingChartClickSelectsInTheTable()
{
    RankingChart *chart = m_browser->performanceChart();
    showView(chart);
    QTRY_VERIFY(chart->shownGpuIds().size() >= 3);
    const qint64 third = chart->shownGpuIds().at(2);
    QVERIFY(third != m_browser->currentGpu());
    const QPoint at = chart->barPosition(third);
    QVERIFY(!at.isNull());
    QTest::mouseClick(chart->chartView()->viewport(), Qt::LeftButton, {}, at);
    QTRY_COMPARE(m_browser->currentGpu(), third);
    const QModelIndex current = m_browser->tableView()->currentIndex();
    QCOMPARE(current.data(GpuTableModel::GpuIdRole).toLongLong(), third);
    QCOMPARE(m_browser->tableView()->selectionModel()->selectedRows().size(), 1);
    QCOMPARE(chart->selectedGpu(), third);
    QCOMPARE(m_browser->valueChart()->selectedGpu(), third);
}

void TestGpuBrowser::paretoClickSelectsInTheTable()
{
    ParetoChart *chart = m_browser->paretoChart();
    showView(chart);
    QTRY_VERIFY(chart->frontierGpuIds().size() >= 3);
    const qint64 target = chart->frontierGpuIds().at(1);
    const QPoint at = chart->pointPosition(target);
    QVERIFY(!at.isNull());
    QTest::mouseClick(chart->chartView()->viewport(), Qt::LeftButton, {}, at);
    QTRY_COMPARE(m_browser->currentGpu(), target);
    QCOMPARE(chart->selectedGpu(), target);
}

void TestGpuBrowser::hoveringShowsTheValue()
{
    ParetoChart *pareto = m_browser->paretoChart();
    showView(pareto);
    QTRY_VERIFY(!pareto->frontierGpuIds().isEmpty());
    const qint64 id = pareto->frontierGpuIds().first();
    hover(pareto->chartView()->viewport(), pareto->pointPosition(id));
    const QString name = m_browser->tableModel()->entry(m_browser->tableModel()->rowOf(id)).gpu.name;
    QTRY_VERIFY2(pareto->hoverText().startsWith(name), qPrintable(pareto->hoverText()));
    QVERIFY(pareto->hoverText().contains(u"Pareto frontier"_s));

    RankingChart *ranking = m_browser->valueChart();
    showView(ranking);
    QTRY_VERIFY(!ranking->shownGpuIds().isEmpty());
    const qint64 top = ranking->shownGpuIds().first();
    const QPoint bar = ranking->barPosition(top);
    // Enter the bar from outside it, as a pointer does.
    hover(ranking->chartView()->viewport(), bar - QPoint(0, 200));
    hover(ranking->chartView()->viewport(), bar);
    const QString topName = m_browser->tableModel()->entry(m_browser->tableModel()->rowOf(top)).gpu.name;
    QTRY_VERIFY2(ranking->hoverText().startsWith(topName), qPrintable(ranking->hoverText()));
    QVERIFY(ranking->hoverText().contains(QLocale(QLocale::English).toString(ranking->shownValues().first(), 'f', 3)));
}

void TestGpuBrowser::whatIfChangeUpdatesChartAndTable()
{
    RankingChart *chart = m_browser->valueChart();
    showView(chart);
    QTRY_VERIFY(!chart->shownGpuIds().isEmpty());
    const qint64 top = chart->shownGpuIds().first();
    const double before = tableValue(top, GpuTableModel::PerformancePerDollar);
    QCOMPARE(chart->shownValues().first(), before);

    // Dearer electricity: every GPU's cost rises, so its performance per dollar falls.
    auto *kwh = m_browser->findChild<QDoubleSpinBox *>(u"kwhPriceSpinBox"_s);
    QVERIFY(kwh);
    kwh->setFocus();
    kwh->selectAll();
    QTest::keyClicks(kwh, u"0.5"_s);
    QCOMPARE(m_settings->cost().kwhPriceUsd, 0.5);
    const double after = tableValue(top, GpuTableModel::PerformancePerDollar);
    QVERIFY(after < before);
    QTRY_COMPARE(chart->shownValues().at(chart->shownGpuIds().indexOf(top)), after);
    QVERIFY(chart->note().contains(u"$0.500/kWh"_s));

    // A new metric re-ranks the table and redraws the chart's title.
    auto *metric = m_browser->findChild<QComboBox *>(u"metricComboBox"_s);
    metric->setFocus();
    QTest::keyClick(metric, Qt::Key_Down);
    QCOMPARE(m_settings->metric(), Metric::Fp16Inference);
    QTRY_VERIFY(chart->title().endsWith(metricTitle(Metric::Fp16Inference)));
    QCOMPARE(chart->shownValues().first(), m_browser->tableView()
                                               ->model()
                                               ->index(0, GpuTableModel::PerformancePerDollar)
                                               .data(GpuTableModel::ValueRole)
                                               .toDouble());
}

void TestGpuBrowser::postViewIsOneClickAway()
{
    RankingChart *chart = m_browser->valueChart();
    showView(chart);
    QTest::mouseClick(m_browser->findChild<QPushButton *>(u"postViewButton"_s), Qt::LeftButton);
    QCOMPARE(m_settings->asOf(), QDate(2023, 1, 31));
    QCOMPARE(m_settings->cost().years, 5.0);
    QCOMPARE(m_settings->cost().kwhPriceUsd, 0.175);
    QCOMPARE(m_settings->cost().utilization, 0.15);
    // GPUs launched later are gone from the table and the charts; the note says the month.
    QVERIFY(m_browser->proxyModel()->rowOf(idOf(u"GeForce RTX 5090"_s)) < 0);
    QTRY_VERIFY(chart->note().contains(u"as of 2023-01"_s));
    QVERIFY(!chart->shownGpuIds().contains(idOf(u"GeForce RTX 5090"_s)));
    // The post's pick for 8-bit inference is among the top three.
    QVERIFY(chart->shownGpuIds().mid(0, 3).contains(idOf(u"GeForce RTX 4070 Ti"_s)));
    QCOMPARE(m_browser->findChild<QComboBox *>(u"asOfComboBox"_s)->currentText(), u"2023-01"_s);
}

void TestGpuBrowser::wizardPickIsHighlighted()
{
    RankingChart *chart = m_browser->valueChart();
    showView(chart);
    const qint64 id = idOf(u"GeForce RTX 3090"_s);
    Recommendation recommendation;
    recommendation.leaf.id = 1;
    PickDetails pick;
    pick.gpu = *m_db->gpus().gpu(id);
    pick.used = true;
    recommendation.picks.append(pick);
    m_browser->setRecommendation(recommendation);
    QTRY_COMPARE(chart->shownPicks(), QList<qint64>{id});
    const QModelIndex cell = m_browser->tableView()->model()->index(m_browser->proxyModel()->rowOf(id), 0);
    QVERIFY(cell.data(Qt::BackgroundRole).isValid());
    QVERIFY(cell.data(Qt::FontRole).value<QFont>().bold());
    QVERIFY(child<QLabel>(u"messageLabel"_s)->text().contains(u"GeForce RTX 3090 (used)"_s));
    m_browser->clearRecommendation();
    QTRY_VERIFY(chart->shownPicks().isEmpty());
    QVERIFY(!cell.data(Qt::BackgroundRole).isValid());
}

void TestGpuBrowser::compareFollowsTheSelection()
{
    CompareWidget *compare = m_browser->compareWidget();
    showView(compare);
    QTableView *table = m_browser->tableView();
    const QList<qint64> ids{idOf(u"GeForce RTX 4090"_s), idOf(u"GeForce RTX 3090"_s), idOf(u"RTX A6000"_s)};
    QTest::mouseClick(table->viewport(), Qt::LeftButton, {}, rowCenter(ids.at(0)));
    QCOMPARE(compare->comparison()->columnCount(), 0);
    QVERIFY(compare->findChild<QLabel *>(u"compareHintLabel"_s)->text().contains(u"two to four"_s));
    QTest::mouseClick(table->viewport(), Qt::LeftButton, Qt::ControlModifier, rowCenter(ids.at(1)));
    QTest::mouseClick(table->viewport(), Qt::LeftButton, Qt::ControlModifier, rowCenter(ids.at(2)));
    QCOMPARE(m_browser->selectedGpus().size(), 3);
    QList<qint64> compared = compare->comparison()->gpuIds();
    QList<qint64> expected = ids;
    std::sort(compared.begin(), compared.end());
    std::sort(expected.begin(), expected.end());
    QCOMPARE(compared, expected);
    auto *view = compare->findChild<QTableView *>(u"compareTableView"_s);
    QVERIFY(view->isVisible());
    QCOMPARE(view->model()->columnCount(), 3);
    // The 48 GB card holds a 13B model in 16 bits on its own; the 24 GB cards need two.
    auto *parameters = compare->findChild<QDoubleSpinBox *>(u"parametersSpinBox"_s);
    parameters->setFocus();
    parameters->selectAll();
    QTest::keyClicks(parameters, u"13"_s);
    for (int column = 0; column < 3; ++column) {
        const qint64 id = view->model()->headerData(column, Qt::Horizontal, GpuComparisonModel::GpuIdRole).toLongLong();
        const int fitRow = compare->comparison()->row(GpuComparisonModel::MemoryFit);
        const QString fit = view->model()->index(fitRow, column).data().toString();
        QCOMPARE(fit, id == ids.at(2) ? u"Fits on one card"_s : u"Needs 2 cards"_s);
    }
}

void TestGpuBrowser::detailShowsHistoryAndExplanation()
{
    const qint64 id = idOf(u"GeForce RTX 4090"_s);
    QTableView *table = m_browser->tableView();
    QTest::mouseClick(table->viewport(), Qt::LeftButton, {}, rowCenter(id));
    // Enter on a row opens its details.
    QTest::keyClick(table, Qt::Key_Return);
    GpuDetailWidget *detail = m_browser->detailWidget();
    QTRY_COMPARE(m_browser->viewTabWidget()->currentWidget(), detail);
    QCOMPARE(detail->gpu(), id);
    const int observations = int(m_db->gpus().prices(id).size());
    QVERIFY(observations > 10);
    QCOMPARE(detail->history()->rowCount(), observations);
    QTRY_COMPARE(detail->chart()->newPointCount() + detail->chart()->usedPointCount(), observations);
    QCOMPARE(detail->chart()->title(), u"Price history: GeForce RTX 4090"_s);
    // Each observation's price stands beside its date, before the longer words.
    auto *prices = detail->findChild<QTableView *>(u"priceTableView"_s);
    QVERIFY(prices);
    QCOMPARE(prices->horizontalHeader()->logicalIndex(0), int(PriceHistoryModel::Date));
    QCOMPARE(prices->horizontalHeader()->logicalIndex(1), int(PriceHistoryModel::Price));
    const QString explanation = detail->explanation();
    QVERIFY(explanation.contains(u"× the GeForce RTX 3090"_s));
    QVERIFY(explanation.contains(u"TFLOPS"_s));
    QVERIFY(explanation.contains(u"compute"_s) && explanation.contains(u"memory"_s));
    QVERIFY(explanation.contains(metricTitle(Metric::ImageGeneration)));
    QVERIFY(!explanation.contains(u"ROCm"_s)); // AMD's software factor is not an NVIDIA card's
    // A what-if change reaches the explanation too.
    m_settings->setMetric(Metric::Fp16Training);
    QVERIFY(detail->explanation().startsWith(metricTitle(Metric::Fp16Training)));
}

void TestGpuBrowser::detailSaysWhichSoftwareRuns()
{
    // Without readiness data the details leave the section out; with it, the problems come first,
    // then what runs on each system, then the sources with the day they were read.
    GpuDetailWidget *detail = m_browser->detailWidget();
    detail->setGpu(idOf(u"Radeon RX 7900 XTX"_s));
    showView(detail);
    QVERIFY(!detail->explanation().contains(u"Will your software run?"_s));
    SqlReadinessRepository readiness(m_db->database().connection());
    m_browser->setReadinessRepository(&readiness);
    QVERIFY(!m_browser->readiness().isEmpty());
    const QString text = detail->explanation();
    QVERIFY2(text.contains(u"Will your software run?"_s), qPrintable(text));
    QVERIFY2(text.contains(u"vLLM does not support this card on Windows."_s), qPrintable(text));
    QVERIFY2(text.contains(u"PyTorch runs on this card only unofficially on Windows."_s), qPrintable(text));
    QVERIFY2(text.contains(u"Linux — supported: PyTorch"_s), qPrintable(text));
    QVERIFY2(text.contains(u"checked 2026-11-27"_s), qPrintable(text));
    // The comparison has a row of each card's software problems, with the sources in its tooltip.
    GpuComparisonModel *comparison = m_browser->compareWidget()->comparison();
    comparison->setGpuIds({idOf(u"GeForce RTX 4090"_s), idOf(u"Arc B580"_s)});
    const int softwareRow = comparison->row(GpuComparisonModel::Software);
    QCOMPARE(comparison->headerData(softwareRow, Qt::Vertical).toString(), u"Software problems"_s);
    const QString nvidia = comparison->index(softwareRow, 0).data().toString();
    const QString intel = comparison->index(softwareRow, 1).data().toString();
    QVERIFY2(nvidia.contains(u"FlashAttention 3 does not support this card."_s), qPrintable(nvidia));
    QVERIFY2(intel.contains(u"FlashAttention 2 does not support this card."_s), qPrintable(intel));
    QVERIFY2(comparison->index(softwareRow, 1).data(Qt::ToolTipRole).toString().contains(u"SYCL"_s),
             qPrintable(comparison->index(softwareRow, 1).data(Qt::ToolTipRole).toString()));
    // The data is read again with the rest; another card, another answer.
    m_browser->reloadData();
    QVERIFY(!m_browser->readiness().isEmpty());
    detail->setGpu(idOf(u"Apple M3 Ultra (80-core GPU, up to 512 GB)"_s));
    const QString mac = detail->explanation();
    QVERIFY2(mac.contains(u"macOS — supported:"_s) && mac.contains(u"MLX"_s), qPrintable(mac));
    QVERIFY2(!mac.contains(u"Windows —"_s), qPrintable(mac));
    m_browser->setReadinessRepository(nullptr);
}

void TestGpuBrowser::compareShowsEachMeasuredTestOnItsOwnRow()
{
    // Issue 13: the compare view had one "Measured" row mixing tests, units and sources, the
    // source only in a tooltip. Two cards MLPerf measured, two it did not.
    CompareWidget *compare = m_browser->compareWidget();
    showView(compare);
    QTableView *table = m_browser->tableView();
    const QList<qint64> ids{idOf(u"H100 SXM5 80 GB"_s), idOf(u"A100 SXM4 80 GB"_s), idOf(u"GeForce RTX 4090"_s),
                            idOf(u"GeForce RTX 3060 12 GB"_s)};
    QTest::mouseClick(table->viewport(), Qt::LeftButton, {}, rowCenter(ids.at(0)));
    for (qsizetype i = 1; i < ids.size(); ++i)
        QTest::mouseClick(table->viewport(), Qt::LeftButton, Qt::ControlModifier, rowCenter(ids.at(i)));
    const GpuComparisonModel *comparison = compare->comparison();
    QCOMPARE(comparison->columnCount(), 4);
    QVERIFY2(comparison->measuredTests() >= 5, qPrintable(QString::number(comparison->measuredTests())));
    auto *view = compare->findChild<QTableView *>(u"compareTableView"_s);
    QAbstractItemModel *shown = view->model();
    const int first = comparison->row(GpuComparisonModel::Measured);
    QStringList metricTitles;
    for (Metric metric : allMetrics())
        metricTitles << metricTitle(metric);
    int bertRow = -1;
    for (int row = first; row < first + comparison->measuredTests(); ++row) {
        QCOMPARE(comparison->kind(row), GpuComparisonModel::Measured);
        // What the model gives; the view shows it wrapped to the row titles' width.
        const QString header = comparison->headerData(row, Qt::Vertical).toString();
        // The workload, then what was counted; a source, when given here, by its title.
        const QString workload = header.section(u'\n', 0, 0);
        QVERIFY2(workload.startsWith(u"Measured: "_s) && metricTitles.contains(workload.mid(10)), qPrintable(header));
        for (const QString &slug : {u"@"_s, u"mlcommons/"_s, u"lambdal/"_s, u"XiongjieDai/"_s, u".csv"_s})
            QVERIFY2(!header.contains(slug), qPrintable(header));
        if (comparison->testOf(row) == u"mlperf-3.0-bert-99"_s)
            bertRow = row;
        // The row is as tall as its title's lines: nothing cut.
        const int lines = int(shown->headerData(row, Qt::Vertical).toString().count(u'\n')) + 1;
        QVERIFY2(view->rowHeight(row) >= lines * view->verticalHeader()->fontMetrics().height(), qPrintable(header));
        int measured = 0;
        for (int column = 0; column < 4; ++column) {
            const QString cell = shown->index(row, column).data().toString();
            for (const QString &slug : {u"@"_s, u"mlcommons/"_s, u"lambdal/"_s, u".csv"_s})
                QVERIFY2(!cell.contains(slug), qPrintable(cell));
            if (cell == u"Not measured in this test."_s)
                continue;
            ++measured;
            // The measured value first, the model's figure for the same test beside it.
            QVERIFY2(cell.section(u'\n', 1, 1).startsWith(u"model on this test's scale: "_s), qPrintable(cell));
            QVERIFY(shown->index(row, column).data(GpuComparisonModel::ValueRole).toDouble() > 0);
            // Source and date: in the row title when the cards share them, else in the cell.
            QVERIFY2(header.count(u'\n') >= 2 || cell.count(u'\n') >= 2, qPrintable(header + u" | "_s + cell));
            QVERIFY2(shown->index(row, column).data(Qt::ToolTipRole).toString().contains(u"Source: "_s),
                     qPrintable(cell));
        }
        QVERIFY2(measured >= 1, qPrintable(header));
    }
    // The tests' long titles wrap to the other row titles' width: the four GPUs keep theirs.
    int fixedWidth = 0;
    const QFontMetrics metrics(view->verticalHeader()->font());
    for (int row = 0; row < shown->rowCount(); ++row) {
        const QString title = shown->headerData(row, Qt::Vertical).toString();
        if (comparison->kind(row) != GpuComparisonModel::Measured) {
            for (const QString &line : title.split(u'\n'))
                fixedWidth = std::max(fixedWidth, metrics.horizontalAdvance(line));
        }
    }
    for (int row = first; row < first + comparison->measuredTests(); ++row) {
        for (const QString &line : shown->headerData(row, Qt::Vertical).toString().split(u'\n'))
            QVERIFY2(metrics.horizontalAdvance(line) <= fixedWidth || !line.contains(u' '), qPrintable(line));
    }
    QCOMPARE(view->horizontalScrollBar()->maximum(), 0);
    // MLPerf's BERT: H100 and A100 measured, each by its submission; the GeForce cards not.
    QVERIFY(bertRow >= 0);
    const QString bert = shown->headerData(bertRow, Qt::Vertical).toString();
    QVERIFY2(bert.contains(metricTitle(Metric::Int8Inference)) && bert.contains(u"BERT-large"_s), qPrintable(bert));
    for (int column = 0; column < 4; ++column) {
        const qint64 id = shown->headerData(column, Qt::Horizontal, GpuComparisonModel::GpuIdRole).toLongLong();
        const QString cell = shown->index(bertRow, column).data().toString();
        if (id == ids.at(2) || id == ids.at(3))
            QCOMPARE(cell, u"Not measured in this test."_s);
        else
            QVERIFY2(QString(bert + cell).contains(u"MLPerf Inference v3.0"_s), qPrintable(bert + u" | "_s + cell));
    }
    // The estimates give the model's typical error beside them (the reference aside).
    const QString estimate = shown->index(GpuComparisonModel::Int8Inference, 0).data().toString();
    QVERIFY2(estimate.contains(u"±"_s), qPrintable(estimate));
    const QString basis = shown->index(comparison->row(GpuComparisonModel::EstimateBasis), 0).data().toString();
    QVERIFY2(basis.contains(u"TFLOPS"_s) && basis.contains(u"GB/s"_s), qPrintable(basis));
}

void TestGpuBrowser::detailShowsMeasuredFiguresWithReadableSources()
{
    GpuDetailWidget *detail = m_browser->detailWidget();
    m_browser->selectGpu(idOf(u"H100 SXM5 80 GB"_s));
    showView(detail);
    const QString text = detail->explanation();
    QVERIFY2(text.contains(u"Measured beside the estimate"_s), qPrintable(text));
    QVERIFY2(text.contains(u"MLPerf Inference v3.0, NVIDIA submission, 2023-04"_s), qPrintable(text));
    QVERIFY2(text.contains(u"Lambda GPU benchmarks"_s), qPrintable(text));
    QVERIFY2(text.contains(u"typically off by"_s), qPrintable(text));
    QVERIFY2(text.contains(u"measured "_s) && text.contains(u", model "_s), qPrintable(text));
    // The pane lays out the one explanation `rank --explain` prints (RankExplanation): every line
    // of it, and no figure of its own.
    const GpuTableModel *table = m_browser->tableModel();
    const RankExplanation explanation =
        RankExplanation::of(table->entry(table->rowOf(idOf(u"H100 SXM5 80 GB"_s))), table->evaluator(),
                            ExplanationText::assumptions(table->settings()));
    QVERIFY(explanation.sections.size() >= 8);
    QVERIFY2(text.contains(explanation.title), qPrintable(explanation.title));
    for (const SummarySection &section : explanation.sections) {
        QVERIFY2(text.contains(section.title), qPrintable(section.title));
        for (const SummaryLine &line : section.lines) {
            for (const QString &part : {line.label, line.text, line.value, line.detail, line.source})
                QVERIFY2(text.contains(part), qPrintable(part));
        }
    }
    // Repository paths and commits only in the small-print references.
    for (const QString &line : text.split(u'\n')) {
        if (line.contains(u'@') || line.contains(u"mlcommons/"_s) || line.contains(u"lambdal/"_s))
            QVERIFY2(line.startsWith(u"Reference: "_s), qPrintable(line));
    }
    // Each source title links to where it was read.
    auto *browser = detail->findChild<QTextBrowser *>(u"explanationBrowser"_s);
    QVERIFY(browser->openExternalLinks());
    QVERIFY(browser->toHtml().contains(u"https://github.com/mlcommons/inference_results_v3.0/blob/dad59af/"_s));

    // Too low for the chart above the explanation: the chart becomes a tab, the explanation
    // keeps the room; tall again, the chart is back above it.
    auto *tabs = detail->findChild<QTabWidget *>(u"detailTabWidget"_s);
    QWidget *chart = detail->findChild<QWidget *>(u"chartContainerWidget"_s);
    QVERIFY(!detail->isCompact());
    QCOMPARE(tabs->indexOf(chart), -1);
    QVERIFY(browser->height() < chart->height() * 2);
    m_browser->resize(900, 430);
    QTRY_VERIFY(detail->isCompact());
    QVERIFY(tabs->indexOf(chart) >= 0);
    QCOMPARE(tabs->currentWidget(), browser);
    QVERIFY2(browser->height() >= 4 * browser->fontMetrics().height(), qPrintable(QString::number(browser->height())));
    tabs->setCurrentWidget(chart);
    QTRY_VERIFY(detail->chart()->isVisible());
    m_browser->resize(1400, 860);
    QTRY_VERIFY(!detail->isCompact());
    QCOMPARE(tabs->indexOf(chart), -1);
    QTRY_VERIFY(detail->chart()->isVisible() && browser->isVisible());

    // A card no test measured says so plainly.
    m_browser->selectGpu(idOf(u"GeForce GTX 1660 Ti"_s));
    QVERIFY2(detail->explanation().contains(u"No test on record measured this GPU"_s),
             qPrintable(detail->explanation()));
    // One measured on other workloads only says which.
    m_browser->selectGpu(idOf(u"GeForce RTX 3060 12 GB"_s));
    QVERIFY2(detail->explanation().contains(u"No test on record measured this GPU on 8-bit inference"_s),
             qPrintable(detail->explanation()));
    QVERIFY2(detail->explanation().contains(u"Hardware Corner"_s), qPrintable(detail->explanation()));
}

void TestGpuBrowser::typingKeysStayOnThePage()
{
    // In the main window the wizard answers Y, N and Backspace wherever the focus is; on this
    // page those keys search the table and edit fields instead.
    QWidget window;
    auto *yes = new QAction(&window);
    yes->setShortcut(QKeySequence(Qt::Key_Y));
    yes->setShortcutContext(Qt::WindowShortcut);
    window.addAction(yes);
    auto *back = new QAction(&window);
    back->setShortcut(QKeySequence(Qt::Key_Backspace));
    window.addAction(back);
    auto *layout = new QVBoxLayout(&window);
    m_browser->setParent(&window);
    layout->addWidget(m_browser.get());
    window.resize(1400, 860);
    window.show();
    QVERIFY(QTest::qWaitForWindowActive(&window));
    QSignalSpy yesSpy(yes, &QAction::triggered);
    QSignalSpy backSpy(back, &QAction::triggered);

    QTableView *table = m_browser->tableView();
    table->setFocus();
    QTest::keyClick(table, Qt::Key_Y);
    QTest::keyClick(table, Qt::Key_Backspace);
    auto *vendor = child<QComboBox>(u"vendorComboBox"_s);
    vendor->setFocus();
    QTest::keyClick(vendor, Qt::Key_Y);
    QCOMPARE(yesSpy.count(), 0);
    QCOMPARE(backSpy.count(), 0);
    // Keys with a modifier are still shortcuts.
    yes->setShortcut(QKeySequence(Qt::CTRL | Qt::Key_Y));
    QTest::keyClick(table, Qt::Key_Y, Qt::ControlModifier);
    QCOMPARE(yesSpy.count(), 1);
    m_browser->setParent(nullptr);
}

QTEST_MAIN(TestGpuBrowser)
#include "tst_gpubrowser.moc"

// SPDX-FileCopyrightText: 2026 GPU Advisor contributors
// SPDX-License-Identifier: GPL-3.0-or-later
// The browser's charts with the real seeded data: what each draws, that each says what it
// shows (title, axis titles with units, a note of the price date and assumptions), and that
// each exports as PNG and SVG.
#include "model/browser/gpufilterproxymodel.h"
#include "model/browser/gputablemodel.h"
#include "model/browser/whatifsettings.h"
#include "model/cost/breakeven.h"
#include "model/flowchart/recommendation.h"
#include "model/performance/pareto.h"
#include "tests/common/seededdatabase.h"
#include "ui/browser/assumptionstext.h"
#include "ui/browser/gpubrowserwidget.h"
#include "ui/browser/gpudetailwidget.h"
#include "ui/charts/breakevenchart.h"
#include "ui/charts/chartcolors.h"
#include "ui/charts/paretochart.h"
#include "ui/charts/pricehistorychart.h"
#include "ui/charts/rankingchart.h"

#include <QAbstractAxis>
#include <QChart>
#include <QChartView>
#include <QComboBox>
#include <QDoubleSpinBox>
#include <QFile>
#include <QFontMetricsF>
#include <QGraphicsScene>
#include <QGraphicsSimpleTextItem>
#include <QGraphicsTextItem>
#include <QImage>
#include <QLegend>
#include <QLegendMarker>
#include <QLineEdit>
#include <QLineSeries>
#include <QPushButton>
#include <QSignalSpy>
#include <QSpinBox>
#include <QStandardPaths>
#include <QSvgRenderer>
#include <QTabWidget>
#include <QTemporaryDir>
#include <QTest>

#include <algorithm>
#include <memory>

using namespace Qt::StringLiterals;

class TestCharts final : public QObject
{
    Q_OBJECT

private Q_SLOTS:
    void initTestCase();
    void init();
    void cleanup();

    void everyChartSaysWhatItShows_data();
    void everyChartSaysWhatItShows();
    void exportWritesPngAndSvg_data();
    void exportWritesPngAndSvg();
    void exportButtonsAskWhereToSave();
    void rankingBarsAreSortedAndLimited();
    void paretoFrontierMatchesTheTable();
    void breakEvenFollowsTheSelectionAndTheRate();
    void breakEvenOffersDatedCloudRates();
    void breakEvenLabelKeepsOffTheLines_data();
    void breakEvenLabelKeepsOffTheLines();
    void priceHistoryMarksTheMonth();
    void axisTitlesAndLabelsFit_data();
    void axisTitlesAndLabelsFit();
    void chartTitlesWrapInsteadOfEliding_data();
    void chartTitlesWrapInsteadOfEliding();
    void legendsNameTheSelectionAndThePick();
    void aLegendChangedOutOfSightIsLaidOutWhenShown();
    void paretoLabelsKeepOffTheStaircase();
    void notesNameTheLatestPriceMonth_data();
    void notesNameTheLatestPriceMonth();

private:
    ChartPanel *showChart(const QString &objectName);
    qint64 idOf(const QString &name) const { return m_db->gpus().gpuByName(name)->id; }

    std::unique_ptr<SeededDatabase> m_db;
    std::unique_ptr<WhatIfSettings> m_settings;
    std::unique_ptr<GpuBrowserWidget> m_browser;
    QTemporaryDir m_dir;
};

void TestCharts::initTestCase()
{
    QStandardPaths::setTestModeEnabled(true);
    m_db = std::make_unique<SeededDatabase>();
    QVERIFY2(m_db->isValid(), qPrintable(m_db->error()));
    QVERIFY(m_dir.isValid());
}

void TestCharts::init()
{
    m_settings = std::make_unique<WhatIfSettings>();
    m_browser = std::make_unique<GpuBrowserWidget>(m_db->gpus(), m_settings.get());
    m_browser->resize(1400, 860);
    m_browser->show();
    QVERIFY(QTest::qWaitForWindowExposed(m_browser.get()));
    m_browser->selectGpu(idOf(u"GeForce RTX 4090"_s));
}

void TestCharts::cleanup()
{
    m_browser.reset();
    m_settings.reset();
}

ChartPanel *TestCharts::showChart(const QString &objectName)
{
    auto *chart = m_browser->findChild<ChartPanel *>(objectName);
    if (!chart)
        return nullptr;
    QWidget *page = chart;
    while (page && m_browser->viewTabWidget()->indexOf(page) < 0)
        page = page->parentWidget();
    m_browser->viewTabWidget()->setCurrentWidget(page);
    chart->flush();
    return chart;
}

void TestCharts::everyChartSaysWhatItShows_data()
{
    QTest::addColumn<QString>("chart");
    QTest::addColumn<QString>("noteMentions");
    QTest::newRow("value ranking") << u"valueRankingChart"_s << u"Cost of ownership: GPU + 5 years, $0.175/kWh"_s;
    QTest::newRow("performance ranking") << u"performanceRankingChart"_s << u"relative to the GeForce RTX 3090"_s;
    QTest::newRow("price vs performance")
        << u"paretoChart"_s << u"Prices: the cheaper of the latest new and second-hand"_s;
    QTest::newRow("cloud vs desktop") << u"breakEvenChart"_s << u"at $0.175/kWh"_s;
    QTest::newRow("price history") << u"priceHistoryChart"_s << u"observations, 20"_s;
}

void TestCharts::everyChartSaysWhatItShows()
{
    QFETCH(QString, chart);
    QFETCH(QString, noteMentions);
    ChartPanel *panel = showChart(chart);
    QVERIFY(panel);
    QVERIFY(!panel->title().isEmpty());
    QVERIFY2(panel->note().contains(noteMentions), qPrintable(panel->note()));
    const QList<QAbstractAxis *> axes = panel->chart()->axes();
    QCOMPARE(axes.size(), 2);
    for (const QAbstractAxis *axis : axes) {
        QVERIFY2(!axis->titleText().isEmpty(), qPrintable(chart));
        // A unit or a scale in parentheses, an amount of money, or (the GPU axis of a ranking) a count.
        const QString title = axis->titleText();
        QVERIFY2(title.contains(u'(') || title.contains(u'$') || title.startsWith(u"Best "_s), qPrintable(title));
    }
    // The price date is stated whenever prices are drawn.
    if (chart != u"performanceRankingChart"_s && chart != u"priceHistoryChart"_s)
        QVERIFY2(panel->note().contains(u"latest on record"_s), qPrintable(panel->note()));
    m_settings->setAsOf(endOfMonth(u"2023-01"_s));
    panel->flush();
    if (chart != u"priceHistoryChart"_s)
        QVERIFY2(panel->note().contains(u"2023-01"_s), qPrintable(panel->note()));
}

void TestCharts::exportWritesPngAndSvg_data()
{
    QTest::addColumn<QString>("chart");
    for (const QString &name : {u"valueRankingChart"_s, u"performanceRankingChart"_s, u"paretoChart"_s,
                                u"breakEvenChart"_s, u"priceHistoryChart"_s})
        QTest::newRow(qPrintable(name)) << name;
}

void TestCharts::exportWritesPngAndSvg()
{
    QFETCH(QString, chart);
    ChartPanel *panel = showChart(chart);
    QVERIFY(panel);
    const QString png = m_dir.filePath(chart + u".png"_s);
    const QString svg = m_dir.filePath(chart + u".svg"_s);
    QString error;
    QVERIFY2(panel->exportTo(png, &error), qPrintable(error));
    QVERIFY2(panel->exportTo(svg, &error), qPrintable(error));

    const QImage image(png);
    QVERIFY(!image.isNull());
    // Twice the on-screen size, for sharp prints and slides.
    QVERIFY(image.width() >= 2 * panel->chartView()->width() - 2);
    QFile file(svg);
    QVERIFY(file.open(QIODevice::ReadOnly));
    const QString text = QString::fromUtf8(file.readAll());
    QVERIFY(text.contains(u"<svg"_s));
    QVERIFY(text.contains(u"<title>"_s + panel->title().toHtmlEscaped()));
    QVERIFY(text.size() > 5000);
    // A renderer reads it back, with the chart's size as its view box.
    QSvgRenderer renderer(svg);
    QVERIFY(renderer.isValid());
    QCOMPARE(renderer.viewBoxF().size().toSize(), panel->chart()->size().toSize());

    QVERIFY(!panel->exportTo(m_dir.filePath(u"no/such/folder/x.png"_s), &error));
    QVERIFY(!error.isEmpty());
}

void TestCharts::exportButtonsAskWhereToSave()
{
    ChartPanel *panel = showChart(u"paretoChart"_s);
    QVERIFY(panel);
    QString asked;
    QString answer = m_dir.filePath(u"chosen"_s);
    panel->setSaveFileChooser([&](QWidget *, const QString &, const QString &suggested, const QString &) {
        asked = suggested;
        return answer;
    });
    QSignalSpy exported(panel, &ChartPanel::exported);
    QTest::mouseClick(panel->findChild<QPushButton *>(u"exportSvgButton"_s), Qt::LeftButton);
    QVERIFY(asked.endsWith(u"price-vs-performance.svg"_s));
    QCOMPARE(exported.count(), 1);
    QCOMPARE(exported.first().first().toString(), answer + u".svg"_s); // the suffix is added
    QVERIFY(QFile::exists(answer + u".svg"_s));

    QTest::mouseClick(panel->findChild<QPushButton *>(u"exportPngButton"_s), Qt::LeftButton);
    QCOMPARE(exported.count(), 2);
    QVERIFY(!QImage(answer + u".png"_s).isNull());

    answer.clear(); // cancelled
    QTest::mouseClick(panel->findChild<QPushButton *>(u"exportPngButton"_s), Qt::LeftButton);
    QCOMPARE(exported.count(), 2);
}

void TestCharts::rankingBarsAreSortedAndLimited()
{
    auto *chart = static_cast<RankingChart *>(showChart(u"valueRankingChart"_s));
    QVERIFY(chart);
    auto *bars = chart->findChild<QSpinBox *>(u"barsSpinBox"_s);
    QCOMPARE(bars->value(), 0); // as many as fit
    QVERIFY(chart->shownGpuIds().size() >= 5);
    bars->setFocus();
    bars->selectAll();
    QTest::keyClicks(bars, u"7"_s);
    QTRY_COMPARE(chart->shownGpuIds().size(), 7);
    const QList<double> values = chart->shownValues();
    QVERIFY(std::is_sorted(values.cbegin(), values.cend(), std::greater<>()));
    // The best value in the table is the first bar.
    const GpuFilterProxyModel *proxy = m_browser->proxyModel();
    double best = 0;
    for (int row = 0; row < proxy->rowCount(); ++row)
        best = std::max(best, proxy->entryAt(row).performancePerDollar().value_or(0) * GpuTableModel::PerDollarScale);
    QCOMPARE(values.first(), best);
    QVERIFY(chart->chart()->axes(Qt::Vertical).first()->titleText().contains(u"Best 7 of"_s));
}

void TestCharts::paretoFrontierMatchesTheTable()
{
    auto *chart = static_cast<ParetoChart *>(showChart(u"paretoChart"_s));
    QVERIFY(chart);
    const GpuFilterProxyModel *proxy = m_browser->proxyModel();
    QList<ParetoPoint> points;
    QList<qint64> ids;
    for (int row = 0; row < proxy->rowCount(); ++row) {
        const RankEntry &e = proxy->entryAt(row);
        if (!e.priceUsd)
            continue;
        points.append({*e.priceUsd, e.performance.relative});
        ids.append(e.gpu.id);
    }
    QList<qint64> expected;
    for (int i : paretoFrontier(points))
        expected.append(ids.at(i));
    QVERIFY(expected.size() >= 3);
    QCOMPARE(chart->frontierGpuIds(), expected);
    QCOMPARE(chart->shownGpuIds().size(), points.size());
    QVERIFY(chart->note().contains(u"%1 on the Pareto frontier"_s.arg(expected.size())));

    // A filter changes the points and the frontier with them.
    GpuFilter consumer;
    consumer.segment = FormFactor::Consumer;
    m_browser->proxyModel()->setFilter(consumer);
    chart->flush();
    for (qint64 id : chart->shownGpuIds())
        QCOMPARE(m_browser->tableModel()->entry(m_browser->tableModel()->rowOf(id)).gpu.formFactor,
                 FormFactor::Consumer);
    chart->setLogarithmic(false);
    chart->flush();
    QVERIFY(chart->note().contains(u"Shown: consumer"_s) || chart->note().contains(u"frontier"_s));
}

void TestCharts::breakEvenOffersDatedCloudRates()
{
    m_browser->selectGpu(idOf(u"GeForce RTX 5090"_s));
    auto *chart = static_cast<BreakEvenChart *>(showChart(u"breakEvenChart"_s));
    QVERIFY(chart);
    // The seed's rates: RunPod and Vast.ai offers of 2026 (shared data) and SkyPilot catalog rows
    // (Vast.ai, SimplePod, Prime Intellect).
    const CloudRateSummary onDemand = chart->onDemandRates();
    QVERIFY(onDemand.providers.size() >= 4);
    QStringList providers;
    for (const ProviderRate &p : onDemand.providers) {
        providers.append(p.provider);
        QVERIFY(p.observedOn.isValid());
        QVERIFY(!p.source.isEmpty());
    }
    for (const QString &provider : {u"RunPod"_s, u"Vast.ai"_s, u"SimplePod"_s, u"Prime Intellect"_s})
        QVERIFY2(providers.contains(provider), qPrintable(providers.join(u", "_s)));
    // Offered by default: the cheapest on-demand rate, said with its provider and date.
    QCOMPARE(chart->rateChoice(), u"cheapest_on_demand"_s);
    QCOMPARE(chart->input()->cloudHourlyUsd, onDemand.cheapest().usdPerGpuHour);
    QVERIFY2(chart->note().contains(onDemand.cheapest().provider) && chart->note().contains(u"per GPU-hour"_s),
             qPrintable(chart->note()));
    auto *choices = chart->findChild<QComboBox *>(u"cloudRateComboBox"_s);
    QVERIFY(choices);
    QVERIFY(choices->findData(u"median_on_demand"_s) >= 0);
    QVERIFY(choices->itemText(0).contains(onDemand.cheapest().dateLabel));
    QVERIFY(choices->itemText(0).contains(onDemand.cheapest().provider));
    QVERIFY(choices->toolTip().contains(u"RunPod"_s) && choices->toolTip().contains(u"Vast.ai"_s));
    chart->setRateChoice(u"median_on_demand"_s);
    chart->flush();
    QCOMPARE(chart->input()->cloudHourlyUsd, *onDemand.medianUsdPerGpuHour);
    QVERIFY(chart->note().contains(u"median"_s));
    if (const QString dir = qEnvironmentVariable("GPUADVISOR_SCREENSHOT_DIR"); !dir.isEmpty())
        m_browser->grab().save(dir + u"/breakeven-rtx5090.png"_s);
    // A rate typed in is the user's own.
    auto *rate = chart->findChild<QDoubleSpinBox *>(u"cloudRateSpinBox"_s);
    rate->setFocus();
    rate->selectAll();
    QTest::keyClicks(rate, u"3"_s);
    QTRY_COMPARE(chart->input()->cloudHourlyUsd, 3.0);
    QCOMPARE(chart->rateChoice(), u"custom"_s);
    QVERIFY(chart->note().contains(u"rate is yours"_s));
}

void TestCharts::breakEvenLabelKeepsOffTheLines_data()
{
    QTest::addColumn<QString>("gpu");
    QTest::addColumn<int>("width");
    for (const QString &gpu : {u"GeForce RTX 3090"_s, u"GeForce RTX 4090"_s, u"GeForce RTX 5090"_s,
                               u"GeForce RTX 3060 12 GB"_s, u"Radeon RX 7900 XTX"_s}) {
        for (int width : {900, 1400})
            QTest::newRow(qPrintable(u"%1 %2"_s.arg(gpu).arg(width))) << gpu << width;
    }
}

void TestCharts::breakEvenLabelKeepsOffTheLines()
{
    // Issue 11 walk-through: with the crossing near the right edge, "Break-even after ..." was
    // written over the desktop line.
    QFETCH(QString, gpu);
    QFETCH(int, width);
    m_browser->resize(width, 860);
    m_browser->selectGpu(idOf(gpu));
    auto *chart = static_cast<BreakEvenChart *>(showChart(u"breakEvenChart"_s));
    QVERIFY(chart);
    chart->flush();
    QCoreApplication::processEvents();
    if (!chart->result() || !chart->result()->breakEvenDays)
        QSKIP("No break-even within the chart for this card.");
    QGraphicsSimpleTextItem *label = nullptr;
    for (QGraphicsItem *item : chart->chart()->childItems()) {
        if (auto *text = dynamic_cast<QGraphicsSimpleTextItem *>(item);
            text && text->text().startsWith(u"Break-even"_s))
            label = text;
    }
    QVERIFY(label);
    const QRectF box = label->mapRectToParent(label->boundingRect());
    QVERIFY(chart->chart()->plotArea().contains(box));
    for (QAbstractSeries *series : chart->chart()->series()) {
        auto *line = qobject_cast<QLineSeries *>(series);
        if (!line || line->count() < 2)
            continue;
        QList<QPointF> path;
        for (const QPointF &point : line->points())
            path.append(chart->chart()->mapToPosition(point, line));
        // Where the line runs under the label's width, it stays above or below it.
        for (qsizetype i = 1; i < path.size(); ++i) {
            const QPointF a = path.at(i - 1);
            const QPointF b = path.at(i);
            if (b.x() <= a.x())
                continue;
            for (qreal x = std::max(a.x(), box.left()); x <= std::min(b.x(), box.right()); x += 2) {
                const qreal y = a.y() + (b.y() - a.y()) * (x - a.x()) / (b.x() - a.x());
                QVERIFY2(y < box.top() || y > box.bottom(),
                         qPrintable(u"%1 crosses the label at x=%2"_s.arg(line->name()).arg(x)));
            }
        }
    }
}

void TestCharts::breakEvenFollowsTheSelectionAndTheRate()
{
    auto *chart = static_cast<BreakEvenChart *>(showChart(u"breakEvenChart"_s));
    QVERIFY(chart);
    const qint64 id = idOf(u"GeForce RTX 4090"_s);
    QCOMPARE(chart->gpu(), id);
    const RankEntry &e = m_browser->tableModel()->entry(m_browser->tableModel()->rowOf(id));
    QVERIFY(chart->input().has_value());
    // The card and the desktop the one cost of ownership puts around it (the table's).
    QVERIFY(e.cost && e.cost->desktopUsd > 0);
    QCOMPARE(chart->input()->desktopCostUsd, *e.priceUsd + e.cost->desktopUsd);
    QCOMPARE(chart->input()->gpuWatts, 450.0);
    QCOMPARE(chart->input()->kwhPriceUsd, 0.175);
    QCOMPARE(chart->result()->breakEvenDays, breakEven(*chart->input()).breakEvenDays);
    QVERIFY(chart->title().endsWith(u"GeForce RTX 4090"_s));

    auto *rate = chart->findChild<QDoubleSpinBox *>(u"cloudRateSpinBox"_s);
    rate->setFocus();
    rate->selectAll();
    QTest::keyClicks(rate, u"4"_s);
    QTRY_COMPARE(chart->input()->cloudHourlyUsd, 4.0);
    const double days = *chart->result()->breakEvenDays;
    QCOMPARE(days, *breakEven(*chart->input()).breakEvenDays);
    // Twice the rate, less than half the days: the desktop pays off sooner.
    chart->setCloudHourlyUsd(8);
    chart->flush();
    QVERIFY(*chart->result()->breakEvenDays < days / 2);
    // A cloud cheaper than the electricity never breaks even.
    chart->setCloudHourlyUsd(0.01);
    chart->flush();
    QVERIFY(!chart->result()->breakEvenDays.has_value());

    // The what-if electricity price and utilisation reach the chart.
    CostParameters cost = m_settings->cost();
    cost.kwhPriceUsd = 0.3;
    cost.utilization = 0.5;
    m_settings->setCost(cost);
    chart->flush();
    QCOMPARE(chart->input()->kwhPriceUsd, 0.3);
    QCOMPARE(chart->input()->utilization, 0.5);
}

void TestCharts::priceHistoryMarksTheMonth()
{
    auto *chart = static_cast<PriceHistoryChart *>(showChart(u"priceHistoryChart"_s));
    QVERIFY(chart);
    const int observations = int(m_db->gpus().prices(idOf(u"GeForce RTX 4090"_s)).size());
    QCOMPARE(chart->newPointCount() + chart->usedPointCount(), observations);
    QVERIFY(chart->usedPointCount() > 0);
    QCOMPARE(chart->chart()->axes(Qt::Horizontal).first()->type(), QAbstractAxis::AxisTypeDateTime);
    const int before = int(chart->chart()->series().size());
    m_settings->setAsOf(endOfMonth(u"2023-06"_s));
    chart->flush();
    QCOMPARE(int(chart->chart()->series().size()), before);
    bool marked = false;
    for (const QAbstractSeries *series : chart->chart()->series())
        marked = marked || series->name() == u"As of 2023-06"_s;
    QVERIFY(marked);

    m_browser->selectGpu(0);
    m_browser->detailWidget()->setGpu(0);
    chart->flush();
    QCOMPARE(chart->newPointCount() + chart->usedPointCount(), 0);
}

void TestCharts::chartTitlesWrapInsteadOfEliding_data()
{
    QTest::addColumn<QString>("chart");
    QTest::addColumn<int>("width");
    for (const QString &chart :
         {u"valueRankingChart"_s, u"performanceRankingChart"_s, u"paretoChart"_s, u"breakEvenChart"_s}) {
        for (int width : {560, 700, 1384})
            QTest::newRow(qPrintable(u"%1 %2"_s.arg(chart).arg(width))) << chart << width;
    }
}

void TestCharts::chartTitlesWrapInsteadOfEliding()
{
    // Issue 11 walk-through: in a narrow pane Qt Charts cut titles to "Цена и скорость ген...".
    QFETCH(QString, chart);
    QFETCH(int, width);
    m_browser->resize(width, 700);
    m_browser->selectGpu(idOf(u"GeForce RTX 4090"_s));
    auto *panel = showChart(chart);
    QVERIFY(panel);
    panel->flush();
    QCoreApplication::processEvents();
    const QString shown = panel->chart()->title();
    QCOMPARE(QString(shown).replace(u"<br>"_s, u" "_s), panel->title());
    const QFontMetricsF metrics(panel->chart()->titleFont());
    for (const QString &line : shown.split(u"<br>"_s)) {
        QVERIFY2(metrics.horizontalAdvance(line) <= panel->chart()->size().width() - 24,
                 qPrintable(u"“%1” in a chart %2 px wide"_s.arg(line).arg(panel->chart()->size().width())));
    }
}

void TestCharts::axisTitlesAndLabelsFit_data()
{
    QTest::addColumn<QString>("chart");
    QTest::addColumn<QSize>("size");
    for (const QString &chart :
         {u"valueRankingChart"_s, u"performanceRankingChart"_s, u"paretoChart"_s, u"breakEvenChart"_s}) {
        for (const QSize &size : {QSize(884, 520), QSize(1384, 800)})
            QTest::newRow(qPrintable(u"%1 %2"_s.arg(chart).arg(size.width()))) << chart << size;
    }
}

void TestCharts::axisTitlesAndLabelsFit()
{
    // Issue 11: axis titles ended in "..." and long GPU names overlapped the axis title.
    QFETCH(QString, chart);
    QFETCH(QSize, size);
    m_browser->resize(size);
    // The longest names in the data, next to short ones.
    m_browser->findChild<QLineEdit *>(u"searchLineEdit"_s)->setText(u"RTX"_s);
    auto *panel = showChart(chart);
    QVERIFY(panel);
    if (auto *ranking = qobject_cast<RankingChart *>(panel))
        ranking->setBarLimit(12);
    QCoreApplication::processEvents();
    panel->flush();
    QCoreApplication::processEvents();
    // A title shortened to fit a plot that narrowed (longer names beside the bars) is laid out by
    // Qt Charts on a later pass of the event loop: wait for every axis to show its title.
    const auto titlesShown = [panel] {
        QStringList shown;
        for (QGraphicsItem *item : panel->chart()->scene()->items()) {
            if (auto *text = dynamic_cast<QGraphicsTextItem *>(item); text && text->isVisible())
                shown.append(text->toPlainText());
        }
        const QList<QAbstractAxis *> axes = panel->chart()->axes();
        return std::all_of(axes.cbegin(), axes.cend(), [&shown](const QAbstractAxis *axis) {
            return axis->titleText().isEmpty() || shown.contains(axis->titleText());
        });
    };
    QTRY_VERIFY(titlesShown());
    const QRectF plot = panel->chart()->plotArea();
    QList<QGraphicsTextItem *> texts;
    for (QGraphicsItem *item : panel->chart()->scene()->items()) {
        if (auto *text = dynamic_cast<QGraphicsTextItem *>(item); text && text->isVisible())
            texts.append(text);
    }
    for (QAbstractAxis *axis : panel->chart()->axes()) {
        const QString title = axis->titleText();
        if (title.isEmpty())
            continue;
        const qreal room = axis->orientation() == Qt::Horizontal ? plot.width() : plot.height();
        const qreal needed = QFontMetricsF(axis->titleFont()).horizontalAdvance(title);
        QVERIFY2(needed <= room, qPrintable(u"“%1” needs %2 px, the axis is %3"_s.arg(title).arg(needed).arg(room)));
        // No label over the title.
        QGraphicsTextItem *titleItem = nullptr;
        for (QGraphicsTextItem *text : std::as_const(texts)) {
            if (text->toPlainText() == title)
                titleItem = text;
        }
        QVERIFY2(titleItem, qPrintable(title));
        const QRectF titleBox = titleItem->sceneBoundingRect();
        for (QGraphicsTextItem *text : std::as_const(texts)) {
            if (text == titleItem || text->toPlainText().isEmpty())
                continue;
            const QRectF box = text->sceneBoundingRect();
            if (box.intersects(titleBox)) {
                // A few pixels of the items' blank margins may touch; the ink may not.
                const QRectF overlap = box.intersected(titleBox);
                QVERIFY2(overlap.width() < 4 || overlap.height() < 4,
                         qPrintable(u"“%1” lies over “%2”"_s.arg(text->toPlainText(), title)));
            }
        }
    }
}

void TestCharts::legendsNameTheSelectionAndThePick()
{
    // Issue 11: the selected bar and the wizard's pick had no legend entry.
    Recommendation recommendation;
    PickDetails pick;
    pick.gpu = *m_db->gpus().gpuByName(u"GeForce RTX 3090"_s);
    recommendation.picks.append(pick);
    m_browser->setRecommendation(recommendation);
    m_browser->selectGpu(idOf(u"GeForce RTX 4090"_s));
    for (const QString &name : {u"valueRankingChart"_s, u"performanceRankingChart"_s, u"paretoChart"_s}) {
        auto *panel = showChart(name);
        QVERIFY(panel);
        if (auto *ranking = qobject_cast<RankingChart *>(panel))
            ranking->setBarLimit(40);
        panel->flush();
        QVERIFY2(panel->chart()->legend()->isVisible(), qPrintable(name));
        const auto shownEntries = [panel] {
            QStringList labels;
            for (QLegendMarker *marker : panel->chart()->legend()->markers()) {
                if (marker->isVisible())
                    labels.append(marker->label());
            }
            return labels;
        };
        // The legend lays its entries out once the chart has painted.
        QTRY_VERIFY2(shownEntries().contains(u"Selected in the table"_s),
                     qPrintable(name + u": "_s + shownEntries().join(u", "_s)));
        QVERIFY2(shownEntries().contains(u"The wizard's pick"_s),
                 qPrintable(name + u": "_s + shownEntries().join(u", "_s)));
        // The entries wear the colours the chart draws them in.
        for (QLegendMarker *marker : panel->chart()->legend()->markers()) {
            if (marker->label() == u"Selected in the table"_s) {
                const QColor drawn =
                    qobject_cast<RankingChart *>(panel) ? marker->brush().color() : marker->pen().color();
                QCOMPARE(drawn, ChartColors::selection());
            }
        }
    }
    // Nothing selected, no pick: no entries for them.
    m_browser->clearRecommendation();
    auto *value = static_cast<RankingChart *>(showChart(u"valueRankingChart"_s));
    value->setSelectedGpu(0);
    value->flush();
    for (QLegendMarker *marker : value->chart()->legend()->markers()) {
        if (marker->label() == u"Selected in the table"_s || marker->label() == u"The wizard's pick"_s)
            QVERIFY2(!marker->isVisible() || !value->chart()->legend()->isVisible(), qPrintable(marker->label()));
    }
}

void TestCharts::aLegendChangedOutOfSightIsLaidOutWhenShown()
{
    // Issue 11 walk-through: a pick that arrived while the value chart was behind another tab
    // showed its orange square on top of the GPUs' blue one, without its name, until a resize.
    m_browser->clearRecommendation();
    auto *value = showChart(u"valueRankingChart"_s);
    value->flush();
    QVERIFY(showChart(u"performanceRankingChart"_s));
    Recommendation recommendation;
    PickDetails pick;
    pick.gpu = *m_db->gpus().gpuByName(u"GeForce RTX 3090"_s);
    recommendation.picks.append(pick);
    m_browser->setRecommendation(recommendation);
    value = showChart(u"valueRankingChart"_s);
    value->flush();
    // Every entry's name is drawn, each in a place of its own.
    const auto labelsApart = [value] {
        QList<QRectF> places;
        QStringList names;
        const QList<QGraphicsItem *> items = value->chart()->legend()->childItems();
        QList<QGraphicsItem *> pending = items;
        while (!pending.isEmpty()) {
            QGraphicsItem *item = pending.takeFirst();
            pending.append(item->childItems());
            auto *text = dynamic_cast<QGraphicsTextItem *>(item);
            if (!text || !text->isVisible() || text->toPlainText().isEmpty())
                continue;
            const QRectF place = text->sceneBoundingRect();
            for (const QRectF &other : std::as_const(places)) {
                if (place.intersects(other))
                    return false;
            }
            places.append(place);
            names.append(text->toPlainText());
        }
        return names.contains(u"The wizard's pick"_s) && names.contains(u"GPU"_s);
    };
    QTRY_VERIFY(labelsApart());
}

void TestCharts::paretoLabelsKeepOffTheStaircase()
{
    // Issue 11: the frontier's labels sat on its staircase.
    auto *chart = static_cast<ParetoChart *>(showChart(u"paretoChart"_s));
    QVERIFY(chart);
    for (bool logarithmic : {true, false}) {
        chart->setLogarithmic(logarithmic);
        chart->flush();
        QCoreApplication::processEvents();
        const QList<QRectF> labels = chart->frontierLabelBoxes();
        QVERIFY(labels.size() >= 3);
        const QList<QLineF> steps = chart->frontierSegments();
        QVERIFY(steps.size() >= 2);
        for (const QRectF &label : labels) {
            for (const QLineF &step : steps) {
                // The step's 2-pixel pen, grown by a pixel each side.
                const QRectF line = QRectF(step.p1(), step.p2()).normalized().adjusted(-2, -2, 2, 2);
                QVERIFY2(!label.intersects(line),
                         qPrintable(u"label at %1,%2 on a step"_s.arg(label.x()).arg(label.y())));
            }
        }
    }
}

void TestCharts::notesNameTheLatestPriceMonth_data()
{
    QTest::addColumn<QString>("dateLabel");
    QTest::addColumn<QString>("month");
    QTest::newRow("month") << u"2025-08"_s << u"2025-08"_s;
    QTest::newRow("day") << u"2026-03-06"_s << u"2026-03"_s;
    // The notes read "(up to 2026-03)" for a range ending 2026-07, and "(до с 2026-)" in Russian.
    QTest::newRow("range") << u"2026-03-06 to 2026-07"_s << u"2026-07"_s;
    QTest::newRow("range in Russian") << u"с 2023-10 по 2025-08"_s << u"2025-08"_s;
    QTest::newRow("none") << QString() << QString();
}

void TestCharts::notesNameTheLatestPriceMonth()
{
    QFETCH(QString, dateLabel);
    QFETCH(QString, month);
    QCOMPARE(AssumptionsText::latestMonth(dateLabel), month);
}

QTEST_MAIN(TestCharts)
#include "tst_charts.moc"

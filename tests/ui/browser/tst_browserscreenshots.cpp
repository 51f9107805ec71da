// SPDX-FileCopyrightText: 2026 GPU Advisor contributors
// SPDX-License-Identifier: GPL-3.0-or-later
// Saves a PNG of the GPU browser in each view worth looking at, for review and documentation,
// plus each chart exported as PNG and SVG. Runs only when GPUADVISOR_SCREENSHOT_DIR names a
// folder; otherwise every test is skipped. GPUADVISOR_SCREENSHOT_SIZE (1400x900) and
// GPUADVISOR_SCREENSHOT_LANGUAGE (en, ru) choose the window's size and language.
#include "db/sqlreadinessrepository.h"
#include "model/browser/gpucomparisonmodel.h"
#include "model/browser/gpufilterproxymodel.h"
#include "model/browser/whatifsettings.h"
#include "tests/common/seededdatabase.h"
#include "ui/browser/comparewidget.h"
#include "ui/browser/gpubrowserwidget.h"
#include "ui/browser/whatifpanel.h"
#include "ui/charts/chartpanel.h"
#include "ui/shell/mainwindow.h"
#include "ui/shell/theme.h"
#include "ui/wizard/wizardwidget.h"

#include <QComboBox>
#include <QDir>
#include <QItemSelectionModel>
#include <QLineEdit>
#include <QPainter>
#include <QPixmap>
#include <QSpinBox>
#include <QStandardPaths>
#include <QSvgRenderer>
#include <QTabWidget>
#include <QTableView>
#include <QTest>
#include <QTextBrowser>
#include <QTranslator>

#include <memory>

using namespace Qt::StringLiterals;

class TestBrowserScreenshots final : public QObject
{
    Q_OBJECT

private Q_SLOTS:
    void initTestCase();
    void capture_data();
    void capture();
    void exportCharts();

private:
    void save(const QString &name);

    QString m_dir;
    QTranslator m_translator;
    std::unique_ptr<SeededDatabase> m_db;
    std::unique_ptr<SqlReadinessRepository> m_readiness;
    std::unique_ptr<WhatIfSettings> m_settings;
    std::unique_ptr<MainWindow> m_window;
    GpuBrowserWidget *m_browser = nullptr;
};

void TestBrowserScreenshots::initTestCase()
{
    QStandardPaths::setTestModeEnabled(true);
    m_dir = qEnvironmentVariable("GPUADVISOR_SCREENSHOT_DIR");
    if (m_dir.isEmpty())
        QSKIP("Set GPUADVISOR_SCREENSHOT_DIR to a folder to save screenshots there.");
    // GPUADVISOR_SCREENSHOT_SCHEME=dark (or light) shows the windows in that look.
    Theme::apply(Theme::choiceFromString(qEnvironmentVariable("GPUADVISOR_SCREENSHOT_SCHEME", u"light"_s)));
    QVERIFY(QDir().mkpath(m_dir));
    if (const QString language = qEnvironmentVariable("GPUADVISOR_SCREENSHOT_LANGUAGE", u"en"_s); language != u"en") {
        QVERIFY(m_translator.load(QStringLiteral(GPUADVISOR_QM_DIR "/gpu-advisor_") + language + u".qm"_s));
        QCoreApplication::installTranslator(&m_translator);
        QLocale::setDefault(QLocale(language));
    }
    m_db = std::make_unique<SeededDatabase>();
    QVERIFY2(m_db->isValid(), qPrintable(m_db->error()));
    m_settings = std::make_unique<WhatIfSettings>();
    m_readiness = std::make_unique<SqlReadinessRepository>(m_db->database().connection());
    m_window = std::make_unique<MainWindow>(m_db->chart(), m_db->gpus());
    m_window->addLazyPage(GpuBrowserWidget::title(), u"gpuBrowserWidget"_s, [this] {
        auto *browser = new GpuBrowserWidget(m_db->gpus(), m_settings.get());
        browser->setReadinessRepository(m_readiness.get());
        return browser;
    });
    const QStringList size = qEnvironmentVariable("GPUADVISOR_SCREENSHOT_SIZE", u"1400x900"_s).split(u'x');
    m_window->resize(size.value(0).toInt(), size.value(1).toInt());
    m_window->show();
    QVERIFY(QTest::qWaitForWindowExposed(m_window.get()));
    m_window->showPage(u"gpuBrowserWidget"_s);
    m_browser = qobject_cast<GpuBrowserWidget *>(m_window->page(u"gpuBrowserWidget"_s));
    QVERIFY(m_browser);
}

void TestBrowserScreenshots::save(const QString &name)
{
    QCoreApplication::processEvents();
    const QString path = QDir(m_dir).filePath(name + u".png"_s);
    QVERIFY2(m_window->grab().save(path), qPrintable(path));
    qInfo("saved %s", qPrintable(path));
}

void TestBrowserScreenshots::capture_data()
{
    QTest::addColumn<int>("tab");
    QTest::addColumn<QString>("state");
    QTest::newRow("20-browser-value") << 0 << u"default"_s;
    QTest::newRow("21-browser-performance") << 1 << u"default"_s;
    QTest::newRow("22-browser-pareto") << 2 << u"default"_s;
    QTest::newRow("23-browser-cloud-vs-desktop") << 3 << u"select-4090"_s;
    QTest::newRow("24-browser-details") << 4 << u"select-4090"_s;
    QTest::newRow("25-browser-compare") << 5 << u"compare"_s;
    QTest::newRow("31-details-measured-h100") << 4 << u"measured-h100"_s;
    QTest::newRow("32-compare-measured-datacenter") << 5 << u"compare-measured"_s;
    QTest::newRow("33-compare-measured-mixed") << 5 << u"compare-mixed"_s;
    QTest::newRow("34-details-measured-3060") << 4 << u"measured-3060"_s;
    QTest::newRow("35-compare-measured-rows") << 5 << u"compare-mixed-scrolled"_s;
    QTest::newRow("36-compare-measured-image-generation") << 5 << u"compare-sd-scrolled"_s;
    QTest::newRow("37-details-software-7900xtx") << 4 << u"software-7900xtx"_s;
    QTest::newRow("38-compare-software") << 5 << u"compare-software"_s;
    QTest::newRow("26-post-view-value") << 0 << u"post-view"_s;
    QTest::newRow("27-post-view-pareto") << 2 << u"post-view"_s;
    QTest::newRow("28-what-if-changed") << 0 << u"what-if"_s;
    QTest::newRow("29-filtered-24gb-nvidia") << 1 << u"filtered"_s;
    QTest::newRow("30-wizard-pick-highlighted") << 0 << u"pick"_s;
}

void TestBrowserScreenshots::capture()
{
    QFETCH(int, tab);
    QFETCH(QString, state);
    m_settings->reset();
    auto *search = m_browser->findChild<QLineEdit *>(u"searchLineEdit"_s);
    auto *memory = m_browser->findChild<QSpinBox *>(u"minMemorySpinBox"_s);
    auto *vendor = m_browser->findChild<QComboBox *>(u"vendorComboBox"_s);
    search->clear();
    memory->setValue(0);
    vendor->setCurrentIndex(0);
    m_browser->clearRecommendation();

    if (state == u"select-4090"_s || state == u"compare"_s) {
        const auto g = m_db->gpus().gpuByName(u"GeForce RTX 4090"_s);
        QVERIFY(g);
        m_browser->selectGpu(g->id);
    }
    if (state == u"compare"_s) {
        QItemSelectionModel *selection = m_browser->tableView()->selectionModel();
        for (const QString &name : {u"GeForce RTX 3090"_s, u"RTX 6000 Ada Generation"_s}) {
            const auto g = m_db->gpus().gpuByName(name);
            QVERIFY(g);
            const QModelIndex index = m_browser->tableView()->model()->index(m_browser->proxyModel()->rowOf(g->id), 0);
            selection->select(index, QItemSelectionModel::Select | QItemSelectionModel::Rows);
        }
    }
    if (state == u"measured-h100"_s || state == u"compare-measured"_s) {
        // 8-bit inference, where MLPerf measured the datacenter cards.
        const auto g = m_db->gpus().gpuByName(u"H100 SXM5 80 GB"_s);
        QVERIFY(g);
        m_browser->selectGpu(g->id);
    }
    if (state == u"compare-measured"_s) {
        QItemSelectionModel *selection = m_browser->tableView()->selectionModel();
        for (const QString &name : {u"H100 PCIe 80 GB"_s, u"A100 SXM4 80 GB"_s, u"L4"_s}) {
            const auto g = m_db->gpus().gpuByName(name);
            QVERIFY(g);
            const QModelIndex index = m_browser->tableView()->model()->index(m_browser->proxyModel()->rowOf(g->id), 0);
            selection->select(index, QItemSelectionModel::Select | QItemSelectionModel::Rows);
        }
    }
    if (state == u"compare-mixed"_s || state == u"compare-mixed-scrolled"_s) {
        // Two cards MLPerf and Lambda measured, two that only LLM tests measured.
        QItemSelectionModel *selection = m_browser->tableView()->selectionModel();
        selection->clear();
        for (const QString &name :
             {u"H100 SXM5 80 GB"_s, u"A100 SXM4 80 GB"_s, u"GeForce RTX 4090"_s, u"GeForce RTX 3060 12 GB"_s}) {
            const auto g = m_db->gpus().gpuByName(name);
            QVERIFY(g);
            const QModelIndex index = m_browser->tableView()->model()->index(m_browser->proxyModel()->rowOf(g->id), 0);
            selection->select(index, QItemSelectionModel::Select | QItemSelectionModel::Rows);
        }
    }
    if (state == u"compare-sd-scrolled"_s) {
        // Four cards every Stable Diffusion 1.x set measured (HF diffusers, Lambda, the web UI medians).
        QItemSelectionModel *selection = m_browser->tableView()->selectionModel();
        selection->clear();
        for (const QString &name :
             {u"Tesla V100 SXM2 16 GB"_s, u"GeForce RTX 3090"_s, u"GeForce RTX 4090"_s, u"A100 SXM4 40 GB"_s}) {
            const auto g = m_db->gpus().gpuByName(name);
            QVERIFY2(g, qPrintable(name));
            const QModelIndex index = m_browser->tableView()->model()->index(m_browser->proxyModel()->rowOf(g->id), 0);
            selection->select(index, QItemSelectionModel::Select | QItemSelectionModel::Rows);
        }
    }
    if (state == u"measured-3060"_s) {
        const auto g = m_db->gpus().gpuByName(u"GeForce RTX 3060 12 GB"_s);
        QVERIFY(g);
        m_browser->selectGpu(g->id);
    }
    if (state == u"software-7900xtx"_s) {
        const auto g = m_db->gpus().gpuByName(u"Radeon RX 7900 XTX"_s);
        QVERIFY(g);
        m_browser->selectGpu(g->id);
    }
    if (state == u"compare-software"_s) {
        // Four vendors' stacks side by side.
        QItemSelectionModel *selection = m_browser->tableView()->selectionModel();
        selection->clear();
        for (const QString &name : {u"GeForce RTX 5090"_s, u"Radeon RX 7900 XTX"_s, u"Arc B580"_s,
                                    u"Apple M3 Ultra (80-core GPU, up to 512 GB)"_s}) {
            const auto g = m_db->gpus().gpuByName(name);
            QVERIFY2(g, qPrintable(name));
            const QModelIndex index = m_browser->tableView()->model()->index(m_browser->proxyModel()->rowOf(g->id), 0);
            selection->select(index, QItemSelectionModel::Select | QItemSelectionModel::Rows);
        }
    }
    if (state == u"post-view"_s)
        m_browser->whatIfPanel()->showPostView();
    if (state == u"what-if"_s) {
        CostParameters cost = m_settings->cost();
        cost.kwhPriceUsd = 0.40;
        cost.utilization = 0.5;
        cost.priceBasis = PriceBasis::Used;
        m_settings->setCost(cost);
        m_settings->setCurrencySymbol(u"€"_s);
        m_settings->setMetric(Metric::LlmGeneration);
    }
    if (state == u"filtered"_s) {
        memory->setValue(24);
        vendor->setCurrentIndex(vendor->findText(u"NVIDIA"_s));
    }
    if (state == u"pick"_s) {
        WizardWidget *wizard = m_window->wizard();
        wizard->restart();
        for (Answer a : {Answer::No, Answer::Yes, Answer::Yes, Answer::No, Answer::Yes})
            wizard->answer(a);
        QVERIFY(wizard->recommendation().isValid());
        m_browser->setRecommendation(wizard->recommendation());
    }
    m_browser->viewTabWidget()->setCurrentIndex(tab);
    if (state == u"compare-mixed-scrolled"_s) {
        // The measured tests, below the specs and the estimates.
        QCoreApplication::processEvents();
        auto *table = m_browser->findChild<QTableView *>(u"compareTableView"_s);
        QVERIFY(table);
        const int first = m_browser->compareWidget()->comparison()->row(GpuComparisonModel::Measured);
        table->scrollTo(table->model()->index(first - 1, 0), QAbstractItemView::PositionAtTop);
    }
    if (state == u"compare-sd-scrolled"_s) {
        // The last measured rows: the image-generation tests.
        QCoreApplication::processEvents();
        auto *table = m_browser->findChild<QTableView *>(u"compareTableView"_s);
        QVERIFY(table);
        table->scrollToBottom();
    }
    if (state == u"software-7900xtx"_s) {
        // The readiness section, at the end of the explanation.
        QCoreApplication::processEvents();
        auto *explanation = m_browser->findChild<QTextBrowser *>(u"explanationBrowser"_s);
        QVERIFY(explanation);
        explanation->moveCursor(QTextCursor::End);
        explanation->ensureCursorVisible();
    }
    if (state == u"compare-software"_s) {
        QCoreApplication::processEvents();
        auto *table = m_browser->findChild<QTableView *>(u"compareTableView"_s);
        QVERIFY(table);
        table->scrollToBottom();
    }
    save(QString::fromLatin1(QTest::currentDataTag()));
}

void TestBrowserScreenshots::exportCharts()
{
    m_settings->reset();
    const QList<ChartPanel *> charts = m_browser->findChildren<ChartPanel *>();
    QVERIFY(charts.size() >= 5);
    for (int i = 0; i < m_browser->viewTabWidget()->count(); ++i) {
        m_browser->viewTabWidget()->setCurrentIndex(i);
        QCoreApplication::processEvents();
    }
    for (ChartPanel *chart : charts) {
        for (const QString &suffix : {u"png"_s, u"svg"_s}) {
            const QString path = QDir(m_dir).filePath(u"export-"_s + chart->objectName() + u'.' + suffix);
            QString error;
            QVERIFY2(chart->exportTo(path, &error), qPrintable(error));
        }
        // How the SVG reads back, drawn by Qt's own renderer.
        QSvgRenderer renderer(QDir(m_dir).filePath(u"export-"_s + chart->objectName() + u".svg"_s));
        QImage image(renderer.defaultSize(), QImage::Format_ARGB32);
        image.fill(Qt::white);
        QPainter painter(&image);
        renderer.render(&painter);
        painter.end();
        QVERIFY(image.save(QDir(m_dir).filePath(u"export-"_s + chart->objectName() + u"-svg-rendered.png"_s)));
    }
}

QTEST_MAIN(TestBrowserScreenshots)
#include "tst_browserscreenshots.moc"

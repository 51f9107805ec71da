// SPDX-FileCopyrightText: 2026 GPU Advisor contributors
// SPDX-License-Identifier: GPL-3.0-or-later
// Saves a PNG of the main window in each state worth looking at, for review and documentation.
// Runs only when GPUADVISOR_SCREENSHOT_DIR names a folder; otherwise every row is skipped.
#include "tests/common/seededdatabase.h"
#include "tests/ui/wizard/wizarddriver.h"
#include "ui/shell/mainwindow.h"
#include "ui/shell/theme.h"
#include "ui/wizard/wizardwidget.h"

#include <QDir>
#include <QMessageBox>
#include <QPixmap>
#include <QStandardPaths>
#include <QTest>
#include <QTranslator>

#include <memory>

using namespace Qt::StringLiterals;

namespace {

constexpr Answer Y = Answer::Yes;
constexpr Answer N = Answer::No;

} // namespace

class TestScreenshots final : public QObject
{
    Q_OBJECT

private Q_SLOTS:
    void initTestCase();
    void capture_data();
    void capture();
    void captureShortcutsBox();

private:
    QString m_dir;
    std::unique_ptr<SeededDatabase> m_db;
    std::unique_ptr<MainWindow> m_window;
};

void TestScreenshots::initTestCase()
{
    QStandardPaths::setTestModeEnabled(true);
    m_dir = qEnvironmentVariable("GPUADVISOR_SCREENSHOT_DIR");
    if (m_dir.isEmpty())
        QSKIP("Set GPUADVISOR_SCREENSHOT_DIR to a folder to save screenshots there.");
    // GPUADVISOR_SCREENSHOT_SCHEME=dark (or light) shows the windows in that look.
    Theme::apply(Theme::choiceFromString(qEnvironmentVariable("GPUADVISOR_SCREENSHOT_SCHEME", u"light"_s)));
    QVERIFY(QDir().mkpath(m_dir));
    // GPUADVISOR_SCREENSHOT_QM names a compiled translation (build/.../gpu-advisor_ru.qm) to show
    // the windows in its language.
    if (const QString qm = qEnvironmentVariable("GPUADVISOR_SCREENSHOT_QM"); !qm.isEmpty()) {
        auto *translator = new QTranslator(qApp);
        QVERIFY2(translator->load(qm), qPrintable(qm));
        QCoreApplication::installTranslator(translator);
    }
    m_db = std::make_unique<SeededDatabase>();
    QVERIFY2(m_db->isValid(), qPrintable(m_db->error()));
    m_window = std::make_unique<MainWindow>(m_db->chart(), m_db->gpus());
    // GPUADVISOR_SCREENSHOT_SIZE=900x600 (for example) chooses the window's size.
    const QStringList size = qEnvironmentVariable("GPUADVISOR_SCREENSHOT_SIZE", u"1100x740"_s).split(u'x');
    m_window->resize(size.value(0).toInt() > 0 ? size.value(0).toInt() : 1100,
                     size.value(1).toInt() > 0 ? size.value(1).toInt() : 740);
    m_window->show();
    QVERIFY(QTest::qWaitForWindowExposed(m_window.get()));
}

void TestScreenshots::capture_data()
{
    QTest::addColumn<QList<Answer>>("answers");
    QTest::addColumn<double>("budget");
    QTest::addColumn<bool>("live");
    QTest::addColumn<bool>("switchEdition");

    QTest::newRow("01-first-question") << QList<Answer>{} << 0.0 << false << false;
    QTest::newRow("02-budget-question-no-budget") << QList<Answer>{N, Y, Y, N} << 0.0 << false << false;
    QTest::newRow("03-budget-question-suggest-yes") << QList<Answer>{N, Y, Y, N} << 1000.0 << false << false;
    QTest::newRow("04-budget-question-suggest-no") << QList<Answer>{N, Y, Y} << 1000.0 << false << false;
    QTest::newRow("05-result-used-rtx-3090") << QList<Answer>{N, Y, Y, N, Y} << 0.0 << false << false;
    QTest::newRow("06-result-used-rtx-3090-budget") << QList<Answer>{N, Y, Y, N, Y} << 800.0 << false << false;
    QTest::newRow("07-result-mixed-cluster") << QList<Answer>{Y, N, N} << 0.0 << false << false;
    QTest::newRow("08-result-cloud-azure") << QList<Answer>{Y, Y, Y} << 0.0 << false << false;
    QTest::newRow("09-result-cloud-sporadic") << QList<Answer>{N, N, N, N, N, N, Y} << 0.0 << false << false;
    QTest::newRow("10-result-no-option") << QList<Answer>{N, Y, Y, N, N} << 600.0 << false << false;
    QTest::newRow("11-result-read-post") << QList<Answer>{N, Y, N, N, N, N, N, N} << 200.0 << false << false;
    QTest::newRow("12-result-rtx-4070-ti-or-4080") << QList<Answer>{N, N, N, Y} << 0.0 << false << false;
    // The live edition: today's pick by the rule behind the post's, with the post's pick beside it.
    QTest::newRow("14-live-result-top-transformer-card") << QList<Answer>{N, Y, Y, Y} << 0.0 << true << false;
    QTest::newRow("15-live-result-used-step") << QList<Answer>{N, Y, Y, N, Y} << 0.0 << true << false;
    QTest::newRow("16-live-budget-question") << QList<Answer>{N, Y, Y} << 2000.0 << true << false;
    // The post's own pick with its old price on record: the stale-price warning.
    QTest::newRow("17-stale-price-warning") << QList<Answer>{N, N, N, N, Y} << 0.0 << false << false;
    // No step of the chart within the budget: the best card within it (issue 25).
    QTest::newRow("18-live-best-within-budget") << QList<Answer>{N, Y, Y, N, N} << 900.0 << true << false;
    // The other edition asks about other cards: the walk stops there and says what changed.
    QTest::newRow("19-changed-question") << QList<Answer>{N, Y, Y, N} << 0.0 << true << true;
}

void TestScreenshots::capture()
{
    QFETCH(QList<Answer>, answers);
    QFETCH(double, budget);
    QFETCH(bool, live);
    QFETCH(bool, switchEdition);

    WizardWidget *wizard = m_window->wizard();
    wizard->setEdition(live ? Edition::Live : Edition::Post2023);
    wizard->restart();
    wizard->setBudget(budget);
    for (Answer a : answers)
        wizard->answer(a);
    QCOMPARE(wizard->walker().answeredCount(), answers.size());
    if (switchEdition)
        wizard->setEdition(live ? Edition::Post2023 : Edition::Live);
    QCoreApplication::processEvents();

    const QString path = QDir(m_dir).filePath(QString::fromLatin1(QTest::currentDataTag()) + u".png"_s);
    QVERIFY2(m_window->grab().save(path), qPrintable(path));
    qInfo("saved %s", qPrintable(path));
}

void TestScreenshots::captureShortcutsBox()
{
    m_window->showShortcuts();
    QMessageBox *box = nullptr;
    QTRY_VERIFY((box = m_window->findChild<QMessageBox *>(u"shortcutsMessageBox"_s)) && box->isVisible());
    const QString path = QDir(m_dir).filePath(u"13-shortcuts-box.png"_s);
    QVERIFY2(box->grab().save(path), qPrintable(path));
    box->close();
}

QTEST_MAIN(TestScreenshots)
#include "tst_screenshots.moc"

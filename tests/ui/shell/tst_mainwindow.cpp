// SPDX-FileCopyrightText: 2026 GPU Advisor contributors
// SPDX-License-Identifier: GPL-3.0-or-later
// The main window around the wizard: menus and their shortcuts, the status bar, the help boxes.
#include "tests/common/seededdatabase.h"
#include "tests/ui/shell/keynametranslator.h"
#include "tests/ui/wizard/wizarddriver.h"
#include "ui/dialogs/welcomedialog.h"
#include "ui/shell/mainwindow.h"
#include "ui/wizard/wizardwidget.h"

#include <QAction>
#include <QApplication>
#include <QLabel>
#include <QMenu>
#include <QMenuBar>
#include <QMessageBox>
#include <QRegularExpression>
#include <QScopeGuard>
#include <QStandardPaths>
#include <QStatusBar>
#include <QTabBar>
#include <QTabWidget>
#include <QTest>
#include <QTextBrowser>

#include <memory>

using namespace Qt::StringLiterals;

class TestMainWindow final : public QObject
{
    Q_OBJECT

private Q_SLOTS:
    void initTestCase();
    void init();
    void cleanup();

    void showsTheWizardWithoutALonelyTabBar();
    void menusCarryTheCommandsAndShortcuts_data();
    void menusCarryTheCommandsAndShortcuts();
    void wizardMenuDrivesTheWizard();
    void keysWorkInTheWindow();
    void statusBarFollowsTheWalk();
    void shortcutsBoxListsTheKeys();
    void keysAreNamedAsTheSystemNamesThem();
    void aboutBoxOpens();
    void quitClosesTheWindow();

private:
    QAction *menuAction(const QString &menuName, const QString &text) const;

    std::unique_ptr<SeededDatabase> m_db;
    std::unique_ptr<MainWindow> m_window;
};

void TestMainWindow::initTestCase()
{
    QStandardPaths::setTestModeEnabled(true);
    QApplication::setQuitOnLastWindowClosed(false);
    m_db = std::make_unique<SeededDatabase>();
    QVERIFY2(m_db->isValid(), qPrintable(m_db->error()));
}

void TestMainWindow::init()
{
    m_window = std::make_unique<MainWindow>(m_db->chart(), m_db->gpus());
    // These tests follow the post's own picks: the 2023 edition (the live one has its own tests).
    m_window->wizard()->setEdition(Edition::Post2023);
    m_window->show();
    QVERIFY(QTest::qWaitForWindowActive(m_window.get()));
}

void TestMainWindow::cleanup()
{
    m_window.reset();
}

QAction *TestMainWindow::menuAction(const QString &menuName, const QString &text) const
{
    const auto *menu = m_window->findChild<QMenu *>(menuName);
    if (!menu)
        return nullptr;
    const QList<QAction *> actions = menu->actions();
    for (QAction *action : actions) {
        if (action->text() == text)
            return action;
    }
    return nullptr;
}

void TestMainWindow::showsTheWizardWithoutALonelyTabBar()
{
    // Usable down to 900x600 (issue 11's smallest ordinary size), never smaller.
    QCOMPARE(m_window->minimumSize(), QSize(900, 600));
    QVERIFY(m_window->width() >= 1000);
    auto *tabs = m_window->findChild<QTabWidget *>(u"mainTabWidget"_s);
    QVERIFY(tabs);
    QCOMPARE(tabs->count(), 1);
    QCOMPARE(tabs->currentWidget(), m_window->wizard());
    QVERIFY(!tabs->tabBar()->isVisible());
    QVERIFY(m_window->wizard()->isVisible());
    QVERIFY(m_window->findChild<QWidget *>(u"questionLabel"_s)->isVisible());
    QVERIFY(!m_window->statusBar()->currentMessage().isEmpty());
    const auto *chartLabel = m_window->findChild<QLabel *>(u"chartStatusLabel"_s);
    QVERIFY(chartLabel && chartLabel->text().contains(u"2023-01-30"_s));
}

void TestMainWindow::menusCarryTheCommandsAndShortcuts_data()
{
    QTest::addColumn<QString>("menu");
    QTest::addColumn<QString>("text");
    QTest::addColumn<QKeySequence>("shortcut");
    QTest::newRow("quit") << u"menuFile"_s << u"&Quit"_s << QKeySequence(Qt::CTRL | Qt::Key_Q);
    QTest::newRow("yes") << u"menuWizard"_s << u"Answer &Yes"_s << QKeySequence(Qt::Key_Y);
    QTest::newRow("no") << u"menuWizard"_s << u"Answer &No"_s << QKeySequence(Qt::Key_N);
    QTest::newRow("back") << u"menuWizard"_s << u"&Back"_s << QKeySequence(Qt::Key_Backspace);
    QTest::newRow("restart") << u"menuWizard"_s << u"&Restart"_s << QKeySequence(Qt::CTRL | Qt::Key_R);
    QTest::newRow("shortcuts") << u"menuHelp"_s << u"&Keyboard shortcuts"_s << QKeySequence(QKeySequence::HelpContents);
    QTest::newRow("about") << u"menuHelp"_s << u"&About GPU Advisor"_s << QKeySequence();
}

void TestMainWindow::menusCarryTheCommandsAndShortcuts()
{
    QFETCH(QString, menu);
    QFETCH(QString, text);
    QFETCH(QKeySequence, shortcut);
    const QAction *action = menuAction(menu, text);
    QVERIFY2(action, qPrintable(text));
    QCOMPARE(action->shortcut(), shortcut);
    // Wizard commands in the menu are the wizard's own actions, so there is one shortcut each.
    if (menu == u"menuWizard"_s)
        QVERIFY(m_window->wizard()->actions().contains(const_cast<QAction *>(action)));
}

void TestMainWindow::wizardMenuDrivesTheWizard()
{
    WizardWidget *wizard = m_window->wizard();
    menuAction(u"menuWizard"_s, u"Answer &No"_s)->trigger();
    menuAction(u"menuWizard"_s, u"Answer &Yes"_s)->trigger();
    QTRY_COMPARE(wizard->walker().answeredCount(), 2);
    QAction *back = menuAction(u"menuWizard"_s, u"&Back"_s);
    QVERIFY(back->isEnabled());
    back->trigger();
    QTRY_COMPARE(wizard->walker().answeredCount(), 1);
    QAction *restart = menuAction(u"menuWizard"_s, u"&Restart"_s);
    restart->trigger();
    QTRY_COMPARE(wizard->walker().answeredCount(), 0);
    QVERIFY(!back->isEnabled());
    QVERIFY(!restart->isEnabled());
}

void TestMainWindow::keysWorkInTheWindow()
{
    WizardWidget *wizard = m_window->wizard();
    const WizardDriver d(m_window.get());
    for (Qt::Key key : {Qt::Key_N, Qt::Key_Y, Qt::Key_Y, Qt::Key_N, Qt::Key_Y})
        QTest::keyClick(m_window.get(), key);
    QTRY_VERIFY(d.onResultPage());
    QCOMPARE(d.text(u"resultTitleLabel"_s), u"Used RTX 3090 or RTX 3090 Ti"_s);
    QTest::keyClick(m_window.get(), Qt::Key_Backspace);
    QTRY_VERIFY(!d.onResultPage());
    QTest::keyClick(m_window.get(), Qt::Key_R, Qt::ControlModifier);
    QTRY_COMPARE(wizard->walker().answeredCount(), 0);
}

void TestMainWindow::statusBarFollowsTheWalk()
{
    const WizardDriver d(m_window.get());
    QVERIFY(d.answerAll({Answer::Yes, Answer::Yes, Answer::Yes}));
    QTRY_COMPARE(m_window->statusBar()->currentMessage(), u"Result: Rent A100 or H100 instances on Azure"_s);
    QVERIFY(d.click(u"backButton"_s));
    QTRY_COMPARE(m_window->statusBar()->currentMessage(), u"Back at question 3."_s);
    QVERIFY(d.click(u"backButton"_s));
    QTRY_COMPARE(m_window->statusBar()->currentMessage(), u"Back at question 2."_s);
    // Forward says where the walk is now (it kept "Back at question 2.").
    QVERIFY(d.click(u"forwardButton"_s));
    QTRY_COMPARE(m_window->statusBar()->currentMessage(), u"Forward to question 3."_s);
    QVERIFY(d.click(u"restartButton"_s));
    QTRY_COMPARE(m_window->statusBar()->currentMessage(), u"Started over from the first question."_s);
}

void TestMainWindow::shortcutsBoxListsTheKeys()
{
    QTest::keyClick(m_window.get(), Qt::Key_F1);
    QMessageBox *box = nullptr;
    QTRY_VERIFY((box = m_window->findChild<QMessageBox *>(u"shortcutsMessageBox"_s)) && box->isVisible());
    for (const QString &key : {u"Ctrl+R"_s, u"Backspace"_s, u"Ctrl+Q"_s, u"<b>Y</b>"_s, u"<b>N</b>"_s})
        QVERIFY2(box->text().contains(key), qPrintable(key));
    QTest::keyClick(box, Qt::Key_Escape);
    QTRY_VERIFY(!m_window->findChild<QMessageBox *>(u"shortcutsMessageBox"_s));
    // Closing the box gives the keys back to the wizard. (A window manager re-activates the
    // window; the offscreen platform has none, so the test does.)
    m_window->activateWindow();
    QVERIFY(QTest::qWaitForWindowActive(m_window.get()));
    QTest::keyClick(m_window.get(), Qt::Key_Y);
    QTRY_COMPARE(m_window->wizard()->walker().answeredCount(), 1);
}

void TestMainWindow::keysAreNamedAsTheSystemNamesThem()
{
    // Every key in the shortcuts box and the welcome comes from QKeySequence's native names
    // (⌘ on a Mac): with Qt's key names in German, no "Ctrl" or "Shift" is left.
    KeyNameTranslator german;
    QCoreApplication::installTranslator(&german);
    const auto restore = qScopeGuard([&german] { QCoreApplication::removeTranslator(&german); });
    QTest::keyClick(m_window.get(), Qt::Key_F1);
    QMessageBox *box = nullptr;
    QTRY_VERIFY((box = m_window->findChild<QMessageBox *>(u"shortcutsMessageBox"_s)) && box->isVisible());
    const QString text = box->text();
    for (const QString &key : {u"Strg+R"_s, u"Strg+Tab, Strg+Umschalt+Tab"_s, u"Tab, Umschalt+Tab"_s,
                               u"Strg+A, Umschalt+arrows"_s, u"<b>Esc</b>"_s})
        QVERIFY2(text.contains(key), qPrintable(key + u" in "_s + text));
    QVERIFY2(!text.contains(u"Ctrl"_s) && !text.contains(u"Shift"_s), qPrintable(text));
    QTest::keyClick(box, Qt::Key_Escape);
    QTRY_VERIFY(!m_window->findChild<QMessageBox *>(u"shortcutsMessageBox"_s));
    m_window->activateWindow();
    WelcomeDialog welcome;
    const QString greeting = welcome.findChild<QLabel *>(u"welcomeTextLabel"_s)->text();
    QVERIFY2(greeting.contains(u"Strg+R starts over, F1 lists all shortcuts"_s), qPrintable(greeting));
}

void TestMainWindow::aboutBoxOpens()
{
    menuAction(u"menuHelp"_s, u"&About GPU Advisor"_s)->trigger();
    QDialog *dialog = nullptr;
    QTRY_VERIFY((dialog = m_window->findChild<QDialog *>(u"aboutDialog"_s)) && dialog->isVisible());
    auto *tabs = dialog->findChild<QTabWidget *>(u"aboutTabWidget"_s);
    QVERIFY(tabs);
    QCOMPARE(tabs->count(), 4);
    const auto page = [dialog](const QString &name) {
        auto *browser = dialog->findChild<QTextBrowser *>(name);
        return browser ? browser->toPlainText() : QString();
    };
    QVERIFY(page(u"aboutBrowser"_s).contains(u"80%"_s));
    // The data sources with their dates, read from the database.
    const QString sources = page(u"sourcesBrowser"_s);
    QVERIFY2(sources.contains(u"138 GPUs"_s), qPrintable(sources.left(300)));
    QVERIFY(sources.contains(u"Amazon price history (Keepa)"_s));
    QVERIFY(sources.contains(u"eBay average sold price, Tom's Hardware"_s));
    QVERIFY(sources.contains(u"2025-08"_s));
    QVERIFY(sources.contains(u"2023-01-30"_s));
    // The methodology is docs/model.md itself; the licences include the GPL's text.
    const QString methodology = page(u"methodologyBrowser"_s);
    QVERIFY(methodology.contains(u"roofline"_s, Qt::CaseInsensitive));
    // Written for readers: no source paths, and no sentence left broken where one was taken out.
    QVERIFY(methodology.contains(u"This page describes the model: every constant"_s));
    QVERIFY(methodology.contains(u"The build planner turns"_s));
    const QRegularExpression codePath(u"\\b(?:app|model|db|ui|tests|tools|bench|resources)/\\w+"_s);
    QVERIFY2(!methodology.contains(codePath), qPrintable(codePath.match(methodology).captured()));
    const QRegularExpression broken(u"\\( *[,)]|, *[,)]|\\b(?:in|from|by) [,.:;)]|<!--"_s);
    QVERIFY2(!methodology.contains(broken),
             qPrintable(methodology.mid(std::max<qsizetype>(0, broken.match(methodology).capturedStart() - 60), 120)));
    QVERIFY(page(u"licencesBrowser"_s).contains(u"GNU GENERAL PUBLIC LICENSE"_s));
    dialog->close();
    QTRY_VERIFY(!m_window->findChild<QDialog *>(u"aboutDialog"_s));
}

void TestMainWindow::quitClosesTheWindow()
{
    QTest::keyClick(m_window.get(), Qt::Key_Q, Qt::ControlModifier);
    QTRY_VERIFY(!m_window->isVisible());
}

QTEST_MAIN(TestMainWindow)
#include "tst_mainwindow.moc"

// SPDX-FileCopyrightText: 2026 GPU Advisor contributors
// SPDX-License-Identifier: GPL-3.0-or-later
// Keyboard only, no mouse: answer the wizard with its keys, reach "Plan a build" with Tab, open
// the export with its mnemonic, type a file name into the real file dialog and check the file.
// Also: every control a Tab can reach, on every page, has a name a screen reader can speak.
#include "db/sqlbuildrepository.h"
#include "db/sqlllmmodelrepository.h"
#include "model/browser/whatifsettings.h"
#include "tests/common/seededdatabase.h"
#include "ui/browser/gpubrowserwidget.h"
#include "ui/dialogs/preferencesdialog.h"
#include "ui/llm/llmpage.h"
#include "ui/planner/plannerpage.h"
#include "ui/shell/mainwindow.h"
#include "ui/shell/windowpages.h"
#include "ui/wizard/wizardwidget.h"

#include <QAbstractButton>
#include <QAbstractScrollArea>
#include <QAccessible>
#include <QApplication>
#include <QDeadlineTimer>
#include <QFile>
#include <QFileDialog>
#include <QLabel>
#include <QLineEdit>
#include <QMenuBar>
#include <QScopeGuard>
#include <QTabBar>
#include <QTabWidget>
#include <QTemporaryDir>
#include <QTest>
#include <QTimer>
#include <QTranslator>

using namespace Qt::StringLiterals;

namespace {

/// Presses Tab until `target` has the focus; false after `limit` presses.
bool tabTo(QWidget *target, int limit = 80)
{
    for (int i = 0; i < limit; ++i) {
        if (QApplication::focusWidget() == target)
            return true;
        QTest::keyClick(QApplication::focusWidget() ? QApplication::focusWidget() : target->window(), Qt::Key_Tab);
    }
    return QApplication::focusWidget() == target;
}

/// What a screen reader says for a widget: its accessible name, or the name Qt derives from
/// its text or its label's buddy.
QString spokenName(QWidget *widget)
{
    QAccessibleInterface *iface = QAccessible::queryAccessibleInterface(widget);
    return iface ? iface->text(QAccessible::Name).trimmed() : QString();
}

/// "objectName (Class)" and the same for each parent, for a readable failure.
QString describe(QWidget *widget)
{
    QStringList chain;
    for (QWidget *w = widget; w; w = w->parentWidget())
        chain.append(u"%1 (%2)"_s.arg(w->objectName(), QString::fromLatin1(w->metaObject()->className())));
    return chain.join(u" in "_s);
}

} // namespace

class TestKeyboardOnly final : public QObject
{
    Q_OBJECT

private Q_SLOTS:
    void init()
    {
        m_db = std::make_unique<SeededDatabase>();
        QVERIFY2(m_db->isValid(), qPrintable(m_db->error()));
        m_builds = std::make_unique<SqlBuildRepository>(m_db->database().connection());
        m_llmModels = std::make_unique<SqlLlmModelRepository>(m_db->database().connection());
        m_window = std::make_unique<MainWindow>(m_db->chart(), m_db->gpus());
        // The application's own pages and wiring.
        addStandardPages(*m_window, m_db->gpus(), *m_builds, m_whatIf, *m_llmModels);
        m_window->resize(1200, 800);
        // These tests follow the post's own picks: the 2023 edition (the live one has its own tests).
        m_window->wizard()->setEdition(Edition::Post2023);
        m_window->show();
        QVERIFY(QTest::qWaitForWindowExposed(m_window.get()));
        m_window->activateWindow();
        QTRY_VERIFY(QApplication::focusWidget());
    }
    void cleanup()
    {
        m_window.reset();
        m_builds.reset();
        m_llmModels.reset();
        m_db.reset();
    }

    void wizardToExportedBuild()
    {
        WizardWidget *wizard = m_window->wizard();
        // Not an organisation; transformers; yes; the RTX 4090 is affordable.
        for (Qt::Key key : {Qt::Key_N, Qt::Key_Y, Qt::Key_Y, Qt::Key_Y})
            QTest::keyClick(QApplication::focusWidget(), key);
        QTRY_VERIFY(wizard->recommendation().isValid());
        QCOMPARE(wizard->recommendation().picks.first().gpu.name, u"GeForce RTX 4090"_s);

        auto *planButton = wizard->findChild<QAbstractButton *>(u"planBuildButton"_s);
        QVERIFY(planButton);
        QTRY_VERIFY(planButton->isVisible());
        QVERIFY2(tabTo(planButton), "Tab never reached \"Plan a build with this GPU\"");
        QTest::keyClick(planButton, Qt::Key_Space);

        auto *planner = qobject_cast<PlannerPage *>(m_window->page(u"plannerPage"_s));
        QVERIFY(planner);
        QTRY_VERIFY(planner->isVisible());
        QVERIFY(planner->plan().has_value());
        QVERIFY(planner->plan()->title().contains(u"RTX 4090"_s));

        auto *exportButton = planner->findChild<QAbstractButton *>(u"exportButton"_s);
        QVERIFY(exportButton && exportButton->isEnabled());
        QVERIFY2(tabTo(exportButton), "Tab never reached Export");

        // The real (Qt) file dialog: type a name and press Return, as a keyboard user would.
        QTemporaryDir dir;
        const QString path = dir.filePath(u"keyboard-build.md"_s);
        bool typed = false;
        QString problem;
        QTimer::singleShot(0, this, [&] {
            QDeadlineTimer deadline(10000);
            while (!qobject_cast<QFileDialog *>(QApplication::activeModalWidget()) && !deadline.hasExpired())
                QTest::qWait(20);
            auto *dialog = qobject_cast<QFileDialog *>(QApplication::activeModalWidget());
            if (!dialog) {
                problem = u"no file dialog opened"_s;
                return;
            }
            dialog->activateWindow();
            while (!qobject_cast<QLineEdit *>(QApplication::focusWidget()) && !deadline.hasExpired())
                QTest::qWait(20);
            auto *field = qobject_cast<QLineEdit *>(QApplication::focusWidget());
            if (!field || field->window() != dialog) {
                problem = u"the file name field does not have the focus"_s;
                dialog->reject();
                return;
            }
            QTest::keyClick(field, Qt::Key_A, Qt::ControlModifier);
            QTest::keyClicks(field, path);
            QTest::keyClick(field, Qt::Key_Return);
            typed = true;
        });
        QTest::keyClick(exportButton, Qt::Key_Space);
        QTRY_VERIFY2(typed || !problem.isEmpty(), "the export never finished");
        QVERIFY2(problem.isEmpty(), qPrintable(problem));

        QFile file(path);
        QTRY_VERIFY(file.exists());
        QVERIFY(file.open(QIODevice::ReadOnly));
        const QString text = QString::fromUtf8(file.readAll());
        QVERIFY2(text.contains(u"GeForce RTX 4090"_s), qPrintable(text.left(400)));
        QVERIFY(text.contains(u"Type|Item|Price"_s));
        QVERIFY(text.contains(u"**GPU** | GeForce RTX 4090"_s));
    }

    void wizardLlmAnswerToThePlannerByKeyboard()
    {
        WizardWidget *wizard = m_window->wizard();
        // Not an organisation; no training; run language models; the RTX 4090 is affordable.
        for (Qt::Key key : {Qt::Key_N, Qt::Key_N, Qt::Key_Y, Qt::Key_Y})
            QTest::keyClick(QApplication::focusWidget(), key);
        QTRY_VERIFY(wizard->recommendation().isValid());
        auto *llmButton = wizard->findChild<QAbstractButton *>(u"llmPlanButton"_s);
        QVERIFY(llmButton);
        QTRY_VERIFY(llmButton->isVisible());
        QVERIFY2(tabTo(llmButton), "Tab never reached \"Size the hardware for a language model\"");
        QTest::keyClick(llmButton, Qt::Key_Space);

        auto *page = qobject_cast<LlmPage *>(m_window->page(u"llmPage"_s));
        QVERIFY(page);
        QTRY_VERIFY(page->isVisible());
        page->refreshNow();
        QVERIFY(!page->options().isEmpty());
        // Down to a configuration of cards in the table, then Tab to "Plan this build".
        auto *table = page->findChild<QAbstractScrollArea *>(u"configurationTableView"_s);
        QVERIFY2(tabTo(table), "Tab never reached the configurations");
        int cards = -1;
        for (int row = 0; row < page->options().size(); ++row) {
            if (page->options().at(row).kind() == u"gpus"_s && page->options().at(row).estimate.fits) {
                cards = row;
                break;
            }
        }
        QVERIFY(cards >= 0);
        for (int i = 0; i < cards; ++i)
            QTest::keyClick(table, Qt::Key_Down);
        QCOMPARE(page->selectedOption()->label(), page->options().at(cards).label());
        const QString firstCard = page->options().at(cards).estimate.devices.first().deviceName;
        auto *planButton = page->findChild<QAbstractButton *>(u"planBuildButton"_s);
        QVERIFY2(tabTo(planButton), "Tab never reached \"Plan this build\"");
        QTest::keyClick(planButton, Qt::Key_Space);

        auto *planner = qobject_cast<PlannerPage *>(m_window->page(u"plannerPage"_s));
        QTRY_VERIFY(planner->isVisible());
        QVERIFY(planner->plan().has_value());
        QVERIFY2(planner->plan()->title().contains(firstCard), qPrintable(planner->plan()->title()));
    }

    void everyFocusableControlHasASpokenName()
    {
        // The wizard, then the planner: Tab through each and ask what a screen reader would say.
        QStringList unnamed;
        const auto sweep = [&unnamed](QWidget *page) {
            for (QWidget *w : page->findChildren<QWidget *>()) {
                if (!w->isVisible() || !w->isEnabled() || !(w->focusPolicy() & Qt::TabFocus))
                    continue;
                // A spin box or combo box speaks for its line edit, and a view for its viewport.
                QWidget *parent = w->parentWidget();
                if (parent && (parent->inherits("QAbstractSpinBox") || parent->inherits("QComboBox")))
                    continue;
                if (auto *area = qobject_cast<QAbstractScrollArea *>(parent); area && area->viewport() == w)
                    continue;
                if (spokenName(w).isEmpty())
                    unnamed.append(describe(w));
            }
        };
        sweep(m_window->wizard());
        m_window->showPage(u"plannerPage"_s);
        QWidget *planner = m_window->page(u"plannerPage"_s);
        QTRY_VERIFY(planner->isVisible());
        sweep(planner);
        m_window->showPage(u"gpuBrowserWidget"_s);
        QWidget *browser = m_window->page(u"gpuBrowserWidget"_s);
        QTRY_VERIFY(browser->isVisible());
        sweep(browser);
        m_window->showPage(u"llmPage"_s);
        QWidget *llm = m_window->page(u"llmPage"_s);
        QTRY_VERIFY(llm->isVisible());
        sweep(llm);
        QVERIFY2(unnamed.isEmpty(), qPrintable(unnamed.join(u", "_s)));
    }

    void noTwoControlsShareAnAltKey_data()
    {
        QTest::addColumn<QString>("language");
        QTest::newRow("en") << QString();
        QTest::newRow("ru") << u"ru"_s;
    }
    void noTwoControlsShareAnAltKey()
    {
        QFETCH(QString, language);
        // The Russian catalogue as the build made it: the letters translators chose must not
        // clash either.
        QTranslator translator;
        if (!language.isEmpty()) {
            QVERIFY(translator.load(QStringLiteral(GPUADVISOR_QM_DIR "/gpu-advisor_") + language + u".qm"_s));
            QCoreApplication::installTranslator(&translator);
            cleanup();
            init();
        }
        const auto removeTranslator = qScopeGuard([&translator] { QCoreApplication::removeTranslator(&translator); });
        // Alt + a letter must lead to one control: two with the same letter only move the focus
        // between them, and a keyboard user cannot press either.
        const auto letter = [](const QString &text) -> QChar {
            for (qsizetype i = 0; i + 1 < text.size(); ++i) {
                if (text.at(i) == u'&') {
                    if (text.at(i + 1) == u'&') {
                        ++i;
                        continue;
                    }
                    return text.at(i + 1).toLower();
                }
            }
            return {};
        };
        QHash<QChar, QString> global;
        const auto claim = [&letter](QHash<QChar, QString> &taken, const QString &text, QStringList &clashes) {
            const QChar c = letter(text);
            if (c.isNull())
                return;
            if (taken.contains(c))
                clashes.append(u"Alt+%1: \"%2\" and \"%3\""_s.arg(c, taken.value(c), text));
            else
                taken.insert(c, text);
        };
        QStringList clashes;
        for (QAction *menu : m_window->menuBar()->actions())
            claim(global, menu->text(), clashes);
        auto *tabs = m_window->findChild<QTabWidget *>(u"mainTabWidget"_s);
        for (int i = 0; i < tabs->count(); ++i)
            claim(global, tabs->tabText(i), clashes);

        for (const QString &name : {u"plannerPage"_s, u"gpuBrowserWidget"_s, u"llmPage"_s, u"finetunePage"_s}) {
            m_window->showPage(name);
            QWidget *page = m_window->page(name);
            QTRY_VERIFY(page->isVisible());
            QHash<QChar, QString> taken = global;
            for (QWidget *w : page->findChildren<QWidget *>()) {
                if (!w->isVisibleTo(page))
                    continue;
                if (auto *button = qobject_cast<QAbstractButton *>(w))
                    claim(taken, button->text(), clashes);
                else if (auto *label = qobject_cast<QLabel *>(w); label && label->buddy())
                    claim(taken, label->text(), clashes);
                else if (auto *bar = qobject_cast<QTabBar *>(w)) {
                    for (int i = 0; i < bar->count(); ++i)
                        claim(taken, bar->tabText(i), clashes);
                }
            }
        }
        QHash<QChar, QString> taken = global;
        m_window->findChild<QTabWidget *>(u"mainTabWidget"_s)->setCurrentIndex(0);
        for (QWidget *w : m_window->wizard()->findChildren<QWidget *>()) {
            if (auto *button = qobject_cast<QAbstractButton *>(w); button && button->isVisibleTo(m_window->wizard()))
                claim(taken, button->text(), clashes);
            else if (auto *label = qobject_cast<QLabel *>(w); label && label->buddy())
                claim(taken, label->text(), clashes);
        }
        // The dialogs are windows of their own: their letters only have to differ among themselves.
        PreferencesDialog preferences(Preferences{}, m_window.get());
        preferences.show();
        QVERIFY(QTest::qWaitForWindowExposed(&preferences));
        QHash<QChar, QString> inDialog;
        for (QWidget *w : preferences.findChildren<QWidget *>()) {
            if (auto *button = qobject_cast<QAbstractButton *>(w); button && button->isVisible())
                claim(inDialog, button->text(), clashes);
            else if (auto *label = qobject_cast<QLabel *>(w); label && label->buddy())
                claim(inDialog, label->text(), clashes);
        }
        QVERIFY2(clashes.isEmpty(), qPrintable(clashes.join(u'\n')));
    }

private:
    std::unique_ptr<SeededDatabase> m_db;
    std::unique_ptr<SqlBuildRepository> m_builds;
    std::unique_ptr<SqlLlmModelRepository> m_llmModels;
    WhatIfSettings m_whatIf;
    std::unique_ptr<MainWindow> m_window;
};

QTEST_MAIN(TestKeyboardOnly)
#include "tst_keyboardonly.moc"

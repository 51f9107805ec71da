// SPDX-FileCopyrightText: 2026 GPU Advisor contributors
// SPDX-License-Identifier: GPL-3.0-or-later
// The composition root's pieces, each on its own: the session that outlives the window (wizard
// state in one step, geometry kept on the screen, the welcome's one-time showing), the data-update
// flow with its dialog replaced, and the arguments a restart passes on.
#include "app/gui/dataupdateflow.h"
#include "app/gui/guisession.h"
#include "app/gui/relaunch.h"
#include "app/settingsstore.h"
#include "model/browser/whatifsettings.h"
#include "tests/common/seededdatabase.h"
#include "ui/shell/mainwindow.h"
#include "ui/wizard/wizardwidget.h"

#include <QScreen>
#include <QSignalSpy>
#include <QTemporaryDir>
#include <QTest>

using namespace Qt::StringLiterals;

namespace {

class FakeUpdateDialogs final : public DataUpdateDialogs
{
public:
    UpdateOutcome outcome;
    bool restart = false;
    QString address;
    int runs = 0;

    UpdateOutcome run(DataUpdater &, const QString &from, QWidget *, bool *restartNow) override
    {
        ++runs;
        address = from;
        *restartNow = restart;
        return outcome;
    }
};

/// Never started: the fake dialogs do not use it.
class IdleUpdater final : public DataUpdater
{
public:
    void start(const QUrl &) override {}
    void cancel() override {}
    bool isRunning() const override { return false; }
};

/// A window on the shared database with its session over a settings file; restore() not yet called.
struct Session
{
    Session(SeededDatabase &db, const QString &settings)
        : store(settings)
        , window(db.chart(), db.gpus())
        , session(store, window, whatIf)
    {}
    WhatIfSettings whatIf;
    SettingsStore store;
    MainWindow window;
    GuiSession session;
};

} // namespace

class TestGuiSession final : public QObject
{
    Q_OBJECT

private:
    QTemporaryDir m_dir;
    SeededDatabase m_db; // read only: every test shares it
    QString file() const { return m_dir.filePath(u"settings.ini"_s); }

    /// A saved session: a past month, today's picks, a budget and three answers.
    void saveSession(bool restoreAnswers)
    {
        SettingsStore store(file());
        Preferences p = store.preferences();
        p.restoreLastAnswers = restoreAnswers;
        store.setPreferences(p);
        store.setWizardAsOfMonth(QDate(2024, 6, 1));
        store.setWizardEdition(Edition::Live);
        store.setLastBudget(1500);
        store.setLastAnswers({Answer::No, Answer::Yes, Answer::No});
        store.sync();
    }

private Q_SLOTS:
    void initTestCase() { QVERIFY2(m_db.isValid(), qPrintable(m_db.error())); }
    void init() { QFile::remove(file()); }

    void restoresTheWizardAsAnswerByAnswer()
    {
        saveSession(true);
        Session restored(m_db, file());
        QSignalSpy edition(restored.window.wizard(), &WizardWidget::editionChanged);
        restored.session.restore();
        QCOMPARE(edition.count(), 0); // nothing changed that the settings would have to save again

        // The same session given step by step, as the app did before.
        MainWindow stepwise(m_db.chart(), m_db.gpus());
        stepwise.wizard()->setAsOfMonth(QDate(2024, 6, 1));
        stepwise.wizard()->setEdition(Edition::Live);
        stepwise.wizard()->setBudget(1500);
        for (Answer a : {Answer::No, Answer::Yes, Answer::No})
            stepwise.wizard()->answer(a);

        const WizardWidget &a = *restored.window.wizard();
        const WizardWidget &b = *stepwise.wizard();
        QCOMPARE(a.asOfMonth(), QDate(2024, 6, 1));
        QCOMPARE(a.asOfMonth(), b.asOfMonth());
        QCOMPARE(a.edition(), b.edition());
        QCOMPARE(a.budget(), 1500.0);
        QCOMPARE(a.walker().answers(), b.walker().answers());
        QCOMPARE(a.walker().answers().size(), 3);
        QCOMPARE(a.walker().isFinished(), b.walker().isFinished());
        QCOMPARE(a.suggestedAnswer(), b.suggestedAnswer());
        QCOMPARE(a.recommendation().leaf.key, b.recommendation().leaf.key);
        QCOMPARE(a.recommendation().picks.size(), b.recommendation().picks.size());
        for (qsizetype i = 0; i < a.recommendation().picks.size(); ++i)
            QCOMPARE(a.recommendation().picks.at(i).gpu.name, b.recommendation().picks.at(i).gpu.name);
    }

    void answersStayBehindWhenThePreferenceSaysSo()
    {
        saveSession(false);
        Session s(m_db, file());
        s.session.restore();
        QVERIFY(s.window.wizard()->walker().answers().isEmpty());
        QCOMPARE(s.window.wizard()->budget(), 0.0);
        // The month and the edition come back anyway: they are how the user reads the picks.
        QCOMPARE(s.window.wizard()->asOfMonth(), QDate(2024, 6, 1));
    }

    void savesWhatIsInUse()
    {
        {
            Session s(m_db, file());
            s.session.restore();
            s.window.wizard()->setBudget(2200);
            s.window.wizard()->answer(Answer::Yes);
            s.window.wizard()->setAsOfMonth(QDate(2025, 3, 1));
            s.session.save();
        }
        SettingsStore again(file());
        QCOMPARE(again.lastBudget(), 2200.0);
        QCOMPARE(again.lastAnswers(), QList<Answer>{Answer::Yes});
        QCOMPARE(again.wizardAsOfMonth(), QDate(2025, 3, 1));
        QVERIFY(!again.windowGeometry().isEmpty());
    }

    void thePlannersSiteOutlivesTheSession()
    {
        // The circuit and grid intensity are where the user lives, like the electricity price:
        // set once, they come back at the next start, and nothing but the change is written.
        {
            Session s(m_db, file());
            s.session.restore();
            s.whatIf.setSite(u"uk-13a"_s, 0.2);
        }
        Session next(m_db, file());
        next.session.restore();
        QCOMPARE(next.whatIf.circuitKey(), u"uk-13a"_s);
        QCOMPARE(next.whatIf.gridKgPerKwh(), 0.2);
    }

    void theWindowFitsItsScreen()
    {
        QWidget window;
        const QRect room = window.screen()->availableGeometry();
        window.setMinimumSize(room.size() + QSize(100, 100));
        window.resize(room.size() * 3);
        window.move(room.right() + 500, room.bottom() + 500);
        GuiSession::fitToScreen(window);
        QVERIFY(window.minimumWidth() <= room.width());
        QVERIFY(window.minimumHeight() <= room.height());
        QVERIFY(window.width() <= room.width());
        QVERIFY(window.height() <= room.height());
        QVERIFY(room.contains(window.frameGeometry().topLeft()));

        // A window that fits is left where and as it is.
        QWidget small;
        small.resize(room.size() / 2);
        small.move(room.topLeft() + QPoint(10, 10));
        const QRect before = small.geometry();
        GuiSession::fitToScreen(small);
        QCOMPARE(small.geometry(), before);
    }

    void theFirstStartRestoresToAFittingSize()
    {
        Session s(m_db, file());
        s.session.restore();
        const QSize room = s.window.screen()->availableGeometry().size();
        QVERIFY(s.window.width() <= room.width() && s.window.height() <= room.height());
        QVERIFY(s.window.width() >= std::min(room.width(), 900));
    }

    void theWelcomeShowsUntilTheUserSaysNoMore()
    {
        Session s(m_db, file());
        int asked = 0;
        s.session.offerWelcome([&asked] {
            ++asked;
            return true; // "show this at the next start" stays ticked
        });
        s.session.offerWelcome([&asked] {
            ++asked;
            return false;
        });
        QCOMPARE(asked, 2);
        QVERIFY(!SettingsStore(file()).preferences().showWelcome);
        s.session.offerWelcome([&asked] {
            ++asked;
            return true;
        });
        QCOMPARE(asked, 2);
    }

    void anUpdateThatChangedDataOffersARestart()
    {
        SettingsStore store(file());
        Preferences p = store.preferences();
        p.dataUrl = u"https://example.org/bundle/manifest.json"_s;
        store.setPreferences(p);
        IdleUpdater updater;
        FakeUpdateDialogs dialogs;
        QWidget window;
        DataUpdateFlow flow(store, updater, dialogs, &window);
        QSignalSpy restart(&flow, &DataUpdateFlow::restartRequested);
        QSignalSpy message(&flow, &DataUpdateFlow::message);

        dialogs.outcome.status = UpdateOutcome::Status::Failed;
        flow.action()->trigger();
        QCOMPARE(dialogs.runs, 1);
        QCOMPARE(dialogs.address, p.dataUrl);
        QCOMPARE(restart.count(), 0);
        QCOMPARE(message.count(), 0);

        dialogs.outcome.status = UpdateOutcome::Status::Updated;
        dialogs.outcome.report.countsFor(u"gpus"_s).added = 2;
        flow.run();
        QCOMPARE(restart.count(), 0);
        QCOMPARE(message.count(), 1);

        dialogs.restart = true;
        flow.run();
        QCOMPARE(restart.count(), 1);
        QCOMPARE(message.count(), 1);

        // Nothing new: nothing to say.
        dialogs.restart = false;
        dialogs.outcome.report = UpdateReport();
        flow.run();
        QCOMPARE(message.count(), 1);
    }

    void aRestartDropsTheLanguageOption()
    {
        QCOMPARE(Relaunch::arguments({u"--lang"_s, u"ru"_s, u"--db"_s, u"x.sqlite"_s}),
                 QStringList({u"--db"_s, u"x.sqlite"_s}));
        QCOMPARE(Relaunch::arguments({u"--color-scheme=dark"_s, u"--lang=en"_s}),
                 QStringList{u"--color-scheme=dark"_s});
        QCOMPARE(Relaunch::arguments({u"--db"_s, u"--lang"_s}), QStringList{u"--db"_s});
        QCOMPARE(Relaunch::arguments({}), QStringList());
    }
};

QTEST_MAIN(TestGuiSession)
#include "tst_guisession.moc"

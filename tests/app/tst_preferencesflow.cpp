// SPDX-FileCopyrightText: 2026 GPU Advisor contributors
// SPDX-License-Identifier: GPL-3.0-or-later
// The preferences-changed flow with its dialogs replaced by a scripted fake: what is saved, what
// the what-if settings receive, and what a new look or language leads to.
#include "app/gui/preferencesflow.h"
#include "app/settingsstore.h"
#include "model/browser/whatifsettings.h"

#include <QSignalSpy>
#include <QTemporaryDir>
#include <QTest>
#include <QWidget>

using namespace Qt::StringLiterals;

namespace {

class FakePreferencesDialogs final : public PreferencesDialogs
{
public:
    std::optional<Preferences> answer;
    bool restart = false;
    int edits = 0;
    int restartQuestions = 0;
    Preferences shown;

    std::optional<Preferences> edit(const Preferences &current, QWidget *) override
    {
        ++edits;
        shown = current;
        return answer;
    }
    bool restartNow(QWidget *) override
    {
        ++restartQuestions;
        return restart;
    }
};

} // namespace

class TestPreferencesFlow final : public QObject
{
    Q_OBJECT

private:
    QTemporaryDir m_dir;
    QString file() const { return m_dir.filePath(u"settings.ini"_s); }

private Q_SLOTS:
    void init() { QFile::remove(file()); }

    void cancelChangesNothing()
    {
        SettingsStore store(file());
        WhatIfSettings whatIf;
        FakePreferencesDialogs dialogs;
        QWidget window;
        PreferencesFlow flow(store, whatIf, dialogs, &window);
        QSignalSpy scheme(&flow, &PreferencesFlow::colorSchemeChanged);
        QSignalSpy restart(&flow, &PreferencesFlow::restartRequested);
        flow.run();
        QCOMPARE(dialogs.edits, 1);
        QVERIFY(store.preferences() == Preferences());
        QCOMPARE(scheme.count(), 0);
        QCOMPARE(restart.count(), 0);
        QCOMPARE(dialogs.restartQuestions, 0);
    }

    void choicesAreSavedAndReachTheWhatIfSettings()
    {
        SettingsStore store(file());
        WhatIfSettings whatIf;
        FakePreferencesDialogs dialogs;
        Preferences chosen;
        chosen.colorScheme = u"dark"_s;
        chosen.currencySymbol = u"€"_s;
        chosen.cost.years = 3;
        chosen.cost.kwhPriceUsd = 0.31;
        dialogs.answer = chosen;
        QWidget window;
        PreferencesFlow flow(store, whatIf, dialogs, &window);
        QSignalSpy scheme(&flow, &PreferencesFlow::colorSchemeChanged);
        QSignalSpy message(&flow, &PreferencesFlow::message);
        flow.run();
        QVERIFY(store.preferences() == chosen);
        QCOMPARE(whatIf.cost().years, 3.0);
        QCOMPARE(whatIf.cost().kwhPriceUsd, 0.31);
        QCOMPARE(whatIf.currencySymbol(), u"€"_s);
        QCOMPARE(scheme.count(), 1);
        QCOMPARE(scheme.first().first().toString(), u"dark"_s);
        // The language did not change: no question, no message.
        QCOMPARE(dialogs.restartQuestions, 0);
        QCOMPARE(message.count(), 0);

        // The dialog opens on what was saved.
        flow.run();
        QVERIFY(dialogs.shown == chosen);
        QCOMPARE(scheme.count(), 1);
    }

    void aNewLanguageAsksToRestart_data()
    {
        QTest::addColumn<bool>("restartNow");
        QTest::newRow("restart now") << true;
        QTest::newRow("later") << false;
    }

    void aNewLanguageAsksToRestart()
    {
        QFETCH(bool, restartNow);
        SettingsStore store(file());
        WhatIfSettings whatIf;
        FakePreferencesDialogs dialogs;
        Preferences chosen;
        chosen.language = u"ru"_s;
        dialogs.answer = chosen;
        dialogs.restart = restartNow;
        QWidget window;
        PreferencesFlow flow(store, whatIf, dialogs, &window);
        QSignalSpy restart(&flow, &PreferencesFlow::restartRequested);
        QSignalSpy message(&flow, &PreferencesFlow::message);
        flow.run();
        QCOMPARE(dialogs.restartQuestions, 1);
        QCOMPARE(store.preferences().language, u"ru"_s);
        QCOMPARE(restart.count(), restartNow ? 1 : 0);
        QCOMPARE(message.count(), restartNow ? 0 : 1);
        if (!restartNow)
            QVERIFY(message.first().first().toString().contains(u"starts again"_s));
    }

    void choosingTheDefaultsForgetsEverythingButTheDatabase()
    {
        SettingsStore store(file());
        store.setDatabasePath(u"/data/recovered.sqlite"_s);
        store.setLastAnswers({Answer::No, Answer::Yes});
        Preferences custom;
        custom.currencySymbol = u"£"_s;
        store.setPreferences(custom);
        WhatIfSettings whatIf;
        FakePreferencesDialogs dialogs;
        dialogs.answer = Preferences();
        QWidget window;
        PreferencesFlow(store, whatIf, dialogs, &window).run();
        QVERIFY(store.preferences() == Preferences());
        QVERIFY(store.lastAnswers().isEmpty());
        QCOMPARE(store.databasePath(), u"/data/recovered.sqlite"_s);
    }
};

QTEST_MAIN(TestPreferencesFlow)
#include "tst_preferencesflow.moc"

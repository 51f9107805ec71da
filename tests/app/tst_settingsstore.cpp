// SPDX-FileCopyrightText: 2026 GPU Advisor contributors
// SPDX-License-Identifier: GPL-3.0-or-later
#include "app/settingsstore.h"
#include "model/browser/whatifsettings.h"

#include <QFile>
#include <QFileInfo>
#include <QSettings>
#include <QTemporaryDir>
#include <QTest>

using namespace Qt::StringLiterals;

class TestSettingsStore final : public QObject
{
    Q_OBJECT

private:
    QTemporaryDir m_dir;
    QString file() const { return m_dir.filePath(u"settings.ini"_s); }

private Q_SLOTS:
    void init() { QFile::remove(file()); }

    void preferencesRoundTrip()
    {
        Preferences p;
        p.language = u"ru"_s;
        p.currencySymbol = u"€"_s;
        p.colorScheme = u"dark"_s;
        p.restoreLastAnswers = false;
        p.showWelcome = false;
        p.cost.years = 3;
        p.cost.kwhPriceUsd = 0.31;
        p.cost.utilization = 0.4;
        p.cost.desktopUsd = 1200;
        p.cost.priceBasis = PriceBasis::Used;
        {
            SettingsStore store(file());
            store.setPreferences(p);
            store.sync();
        }
        SettingsStore again(file());
        QVERIFY(again.preferences() == p);
        QCOMPARE(again.preferences().colorScheme, u"dark"_s);
    }

    void unknownColorSchemeFallsBackToSystem()
    {
        {
            QSettings raw(file(), QSettings::IniFormat);
            raw.setValue(u"ui/colorScheme"_s, u"neon"_s);
        }
        QCOMPARE(SettingsStore(file()).preferences().colorScheme, u"system"_s);
    }

    // Before issue 25 a user could choose the average of new and used; a file saved then reads
    // as cheapest, the basis that replaced it, in the preferences and in the what-if panel.
    void anAverageSavedByAnOlderVersionReadsAsCheapest()
    {
        {
            QSettings raw(file(), QSettings::IniFormat);
            raw.setValue(u"defaults/priceBasis"_s, u"average"_s);
            raw.setValue(u"whatif/priceBasis"_s, u"average"_s);
            raw.setValue(u"defaults/years"_s, 3);
        }
        const SettingsStore store(file());
        QCOMPARE(store.preferences().cost.priceBasis, PriceBasis::Cheapest);
        QCOMPARE(store.preferences().cost.years, 3.0);
        WhatIfSettings whatIf;
        store.loadWhatIf(whatIf);
        QCOMPARE(whatIf.cost().priceBasis, PriceBasis::Cheapest);
        // Nothing stored, or a key no version wrote: the default, cheapest.
        {
            QSettings raw(file(), QSettings::IniFormat);
            raw.setValue(u"defaults/priceBasis"_s, u"mean"_s);
        }
        QCOMPARE(SettingsStore(file()).preferences().cost.priceBasis, PriceBasis::Cheapest);
    }

    // Before issue 25 the desktop was a flat $700, saved as "desktopCost" whether or not the user
    // changed it: a saved 700 is that old default and leaves the desktop priced from parts; any
    // other value was the user's and stays their price. Saving moves it to the new key.
    void aDesktopCostSavedByAnOlderVersion_data()
    {
        QTest::addColumn<double>("saved");
        QTest::addColumn<bool>("usersPrice");
        QTest::newRow("the old default") << 700.0 << false;
        QTest::newRow("the user's") << 950.0 << true;
        QTest::newRow("a desktop of $0") << 0.0 << true;
    }

    void aDesktopCostSavedByAnOlderVersion()
    {
        QFETCH(double, saved);
        QFETCH(bool, usersPrice);
        {
            QSettings raw(file(), QSettings::IniFormat);
            raw.clear();
            raw.setValue(u"defaults/desktopCost"_s, saved);
            raw.setValue(u"whatif/desktopCost"_s, saved);
        }
        const std::optional<double> expected = usersPrice ? std::optional<double>(saved) : std::nullopt;
        WhatIfSettings whatIf;
        {
            SettingsStore store(file());
            QCOMPARE(store.preferences().cost.desktopUsd, expected);
            store.loadWhatIf(whatIf);
            QCOMPARE(whatIf.cost().desktopUsd, expected);
            store.setPreferences(store.preferences());
            store.saveWhatIf(whatIf);
            store.sync();
        }
        const QSettings raw(file(), QSettings::IniFormat);
        QVERIFY(!raw.contains(u"defaults/desktopCost"_s));
        QVERIFY(!raw.contains(u"whatif/desktopCost"_s));
        QCOMPARE(raw.contains(u"whatif/desktopCostOverride"_s), usersPrice);
        // Read back: the same, including a price of exactly $700 chosen after the change.
        QCOMPARE(SettingsStore(file()).preferences().cost.desktopUsd, expected);
        WhatIfSettings chosen;
        CostParameters cost;
        cost.desktopUsd = 700;
        chosen.setCost(cost);
        {
            SettingsStore store(file());
            store.saveWhatIf(chosen);
            store.sync();
        }
        WhatIfSettings again;
        SettingsStore(file()).loadWhatIf(again);
        QCOMPARE(again.cost().desktopUsd, std::optional<double>(700));
    }

    void thePostsViewKeepsItsAverage()
    {
        WhatIfSettings whatIf;
        CostParameters post;
        post.priceBasis = PriceBasis::Average;
        whatIf.setCost(post);
        {
            SettingsStore store(file());
            store.saveWhatIf(whatIf);
            store.sync();
        }
        WhatIfSettings loaded;
        SettingsStore(file()).loadWhatIf(loaded);
        QCOMPARE(loaded.cost().priceBasis, PriceBasis::Average);
    }

    void whatIfRoundTrip()
    {
        WhatIfSettings whatIf;
        CostParameters cost;
        cost.kwhPriceUsd = 0.4;
        cost.utilization = 0.6;
        whatIf.setCost(cost);
        whatIf.setAsOf(endOfMonth(u"2023-01"_s));
        whatIf.setMetric(Metric::Fp16Training);
        whatIf.setSite(u"eu-16a"_s, 0.35);
        {
            SettingsStore store(file());
            store.saveWhatIf(whatIf);
            store.sync();
        }
        WhatIfSettings loaded;
        SettingsStore(file()).loadWhatIf(loaded);
        QCOMPARE(loaded.cost().kwhPriceUsd, 0.4);
        QCOMPARE(loaded.cost().utilization, 0.6);
        QCOMPARE(loaded.asOf(), QDate(2023, 1, 31));
        QCOMPARE(loaded.metric(), Metric::Fp16Training);
        QCOMPARE(loaded.circuitKey(), u"eu-16a"_s);
        QCOMPARE(loaded.gridKgPerKwh(), 0.35);

        // Back to the defaults: the keys go, and a later start has the defaults too.
        whatIf.setSite(QString(), -1);
        {
            SettingsStore store(file());
            store.saveWhatIf(whatIf);
            store.sync();
        }
        QSettings raw(file(), QSettings::IniFormat);
        QVERIFY(!raw.contains(u"site/circuit"_s));
        QVERIFY(!raw.contains(u"site/gridKgPerKwh"_s));
        SettingsStore(file()).loadWhatIf(loaded);
        QVERIFY(loaded.circuitKey().isEmpty());
        QCOMPARE(loaded.gridKgPerKwh(), -1.0);
    }

    void wizardEditionAndMonth()
    {
        {
            SettingsStore store(file());
            QCOMPARE(store.wizardEdition(), Edition::Live); // the default
            QVERIFY(!store.wizardAsOfMonth().isValid());    // follows the calendar
            store.setWizardEdition(Edition::Post2023);
            store.setWizardAsOfMonth(QDate(2024, 6, 1));
            store.sync();
        }
        SettingsStore store(file());
        QCOMPARE(store.wizardEdition(), Edition::Post2023);
        QCOMPARE(store.wizardAsOfMonth(), QDate(2024, 6, 1));
        store.setWizardAsOfMonth({});
        QVERIFY(!store.wizardAsOfMonth().isValid());
        // A month the wizard cannot show is forgotten, not passed on.
        store.setWizardAsOfMonth(QDate(2019, 5, 1));
        QVERIFY(!store.wizardAsOfMonth().isValid());
    }

    void answersBudgetAndGeometry()
    {
        {
            SettingsStore store(file());
            store.setLastAnswers({Answer::No, Answer::Yes, Answer::Yes});
            store.setLastBudget(1500);
            store.setWindowGeometry(QByteArray("geometry"));
            store.sync();
        }
        SettingsStore again(file());
        QCOMPARE(again.lastAnswers(), (QList<Answer>{Answer::No, Answer::Yes, Answer::Yes}));
        QCOMPARE(again.lastBudget(), 1500.0);
        QCOMPARE(again.windowGeometry(), QByteArray("geometry"));
    }

    void unchangedValuesAreNotWrittenAgain()
    {
        // Quitting saves the window, the answers and the budget; when none changed, the file is
        // left as it was: not rewritten, its time unchanged (no disk writes at every quit).
        Preferences preferences;
        preferences.language = u"ru"_s;
        preferences.cost.utilization = 0.55;
        {
            SettingsStore store(file());
            store.setPreferences(preferences);
            store.setLastAnswers({Answer::No, Answer::Yes});
            store.setLastBudget(1500);
            store.setWindowGeometry(QByteArray("geometry"));
            store.setWizardAsOfMonth(QDate());
            store.sync();
        }
        const QDateTime old(QDate(2020, 1, 2), QTime(3, 4, 5), Qt::UTC);
        {
            QFile f(file());
            QVERIFY(f.open(QIODevice::ReadWrite));
            QVERIFY(f.setFileTime(old, QFileDevice::FileModificationTime));
        }
        QFile f(file());
        QVERIFY(f.open(QIODevice::ReadOnly));
        const QByteArray before = f.readAll();
        f.close();
        {
            // A new store reads numbers and flags back as text, and compares them as what is written.
            SettingsStore store(file());
            store.setPreferences(preferences);
            store.setLastAnswers({Answer::No, Answer::Yes});
            store.setLastBudget(1500);
            store.setWindowGeometry(QByteArray("geometry"));
            store.setWizardAsOfMonth(QDate());
            store.sync();
        }
        QCOMPARE(QFileInfo(file()).lastModified().toUTC(), old);
        QVERIFY(f.open(QIODevice::ReadOnly));
        QCOMPARE(f.readAll(), before);
        f.close();

        // A changed value is written.
        {
            SettingsStore store(file());
            store.setLastBudget(1600);
            store.sync();
        }
        QVERIFY(QFileInfo(file()).lastModified().toUTC() != old);
        QCOMPARE(SettingsStore(file()).lastBudget(), 1600.0);
    }

    void damagedValuesFallBack()
    {
        QFile f(file());
        QVERIFY(f.open(QIODevice::WriteOnly));
        f.write("[wizard]\nanswers=yes,perhaps\nbudget=-5\n[defaults]\nutilization=7\nyears=3\n"
                "[site]\ncircuit=mars-400v\ngridKgPerKwh=9\n");
        f.close();
        SettingsStore store(file());
        QVERIFY(store.lastAnswers().isEmpty());
        QCOMPARE(store.lastBudget(), 0.0);
        QVERIFY(store.preferences().cost.validate().isEmpty());
        QCOMPARE(store.preferences().cost.utilization, CostParameters().utilization);
        WhatIfSettings whatIf;
        whatIf.setSite(u"eu-16a"_s, 0.2);
        store.loadWhatIf(whatIf);
        QVERIFY(whatIf.circuitKey().isEmpty());
        QCOMPARE(whatIf.gridKgPerKwh(), -1.0);
    }

    void resetKeepsTheDatabaseLocation()
    {
        SettingsStore store(file());
        Preferences p;
        p.language = u"ru"_s;
        store.setPreferences(p);
        QSettings(file(), QSettings::IniFormat).setValue(u"database/path"_s, u"/data/recovered.sqlite"_s);
        store.resetToDefaults();
        store.sync();
        QCOMPARE(SettingsStore(file()).preferences().language, u"system"_s);
        QCOMPARE(QSettings(file(), QSettings::IniFormat).value(u"database/path"_s).toString(),
                 u"/data/recovered.sqlite"_s);
    }
};

QTEST_GUILESS_MAIN(TestSettingsStore)
#include "tst_settingsstore.moc"

// SPDX-FileCopyrightText: 2026 GPU Advisor contributors
// SPDX-License-Identifier: GPL-3.0-or-later
#include "ui/dialogs/preferencesdialog.h"
#include "ui/dialogs/welcomedialog.h"

#include <QComboBox>
#include <QDoubleSpinBox>
#include <QLabel>
#include <QPushButton>
#include <QTest>

using namespace Qt::StringLiterals;

class TestPreferencesDialog final : public QObject
{
    Q_OBJECT

private Q_SLOTS:
    void editsAndResets()
    {
        Preferences start;
        start.language = u"ru"_s;
        start.cost.kwhPriceUsd = 0.3;
        PreferencesDialog dialog(start);
        dialog.show();
        QCOMPARE(dialog.findChild<QComboBox *>(u"languageComboBox"_s)->currentData().toString(), u"ru"_s);
        auto *utilization = dialog.findChild<QDoubleSpinBox *>(u"utilizationSpinBox"_s);
        QCOMPARE(utilization->value(), 15.0);
        // Impossible values cannot be entered: the spin box clamps them.
        utilization->clear();
        QTest::keyClicks(utilization, u"250"_s);
        utilization->interpretText();
        QVERIFY(utilization->value() <= 100);
        QCOMPARE(dialog.preferences().cost.kwhPriceUsd, 0.3);
        QTest::mouseClick(dialog.findChild<QPushButton *>(u"resetDefaultsButton"_s), Qt::LeftButton);
        QVERIFY(dialog.preferences() == Preferences());
    }

    void welcomeNamesTheThreeWays()
    {
        WelcomeDialog welcome;
        const QString text = welcome.findChild<QLabel *>(u"welcomeTextLabel"_s)->text();
        QVERIFY(text.contains(u"Recommend"_s));
        QVERIFY(text.contains(u"GPUs"_s));
        QVERIFY(text.contains(u"Build planner"_s));
        QVERIFY(!welcome.showAgain());
    }
};

QTEST_MAIN(TestPreferencesDialog)
#include "tst_preferencesdialog.moc"

// SPDX-FileCopyrightText: 2026 GPU Advisor contributors
// SPDX-License-Identifier: GPL-3.0-or-later
#include "ui/widgets/inputlimits.h"

#include <QApplication>
#include <QDoubleSpinBox>
#include <QHelpEvent>
#include <QLineEdit>
#include <QSpinBox>
#include <QTest>
#include <QToolTip>

using namespace Qt::StringLiterals;

/// Spin boxes say their limits instead of clamping or dropping input silently (issue 11).
class TestInputLimits : public QObject
{
    Q_OBJECT

private Q_SLOTS:
    void initTestCase()
    {
        InputLimits::install();
        QLocale::setDefault(QLocale(QLocale::English, QLocale::UnitedStates));
    }

    void rangeIsWrittenTheWayTheBoxWritesFigures()
    {
        QSpinBox count;
        count.setRange(1, 8);
        QCOMPARE(InputLimits::rangeText(&count), u"From 1 to 8"_s);
        QDoubleSpinBox budget;
        budget.setLocale(QLocale(QLocale::English, QLocale::UnitedStates));
        budget.setPrefix(u"$"_s);
        budget.setDecimals(0);
        budget.setRange(0, 100000);
        QCOMPARE(InputLimits::rangeText(&budget), u"From $0 to $100,000"_s);
    }

    void refusedDigitSaysSo()
    {
        QSpinBox machines;
        machines.setAccessibleName(u"Machines"_s);
        machines.setRange(1, 64);
        machines.show();
        QVERIFY(QTest::qWaitForWindowExposed(&machines));
        machines.setFocus();
        QTRY_VERIFY(machines.hasFocus());
        machines.selectAll();
        QTest::keyClicks(&machines, u"6"_s);
        QCOMPARE(machines.value(), 6);
        QVERIFY(InputLimits::lastNote(&machines).isEmpty());
        // 65 would leave the range: the box refuses the 5, and now says why.
        QTest::keyClicks(&machines, u"5"_s);
        QCOMPARE(machines.value(), 6);
        QTRY_VERIFY(!InputLimits::lastNote(&machines).isEmpty());
        QCOMPARE(InputLimits::lastNote(&machines), u"Machines takes no figure outside its range. From 1 to 64."_s);
    }

    void aFigureBelowTheRangeSaysSoWhenPutBack_data()
    {
        QTest::addColumn<bool>("byReturn");
        QTest::newRow("Return") << true;
        QTest::newRow("leaving the box") << false;
    }

    void aFigureBelowTheRangeSaysSoWhenPutBack()
    {
        // Issue 11: "0" in Machines became 1 on Tab without a word.
        QFETCH(bool, byReturn);
        QWidget form;
        auto *machines = new QSpinBox(&form);
        machines->setAccessibleName(u"Machines"_s);
        machines->setRange(1, 64);
        machines->setValue(3);
        auto *next = new QLineEdit(&form);
        next->move(0, 40);
        form.show();
        QVERIFY(QTest::qWaitForWindowExposed(&form));
        machines->setFocus();
        QTRY_VERIFY(machines->hasFocus());
        machines->selectAll();
        QTest::keyClicks(machines, u"0"_s);
        QCOMPARE(machines->findChild<QLineEdit *>()->text(), u"0"_s);
        QVERIFY(InputLimits::lastNote(machines).isEmpty());
        if (byReturn)
            QTest::keyClick(machines, Qt::Key_Return);
        else
            next->setFocus();
        QTRY_VERIFY(!InputLimits::lastNote(machines).isEmpty());
        QCOMPARE(InputLimits::lastNote(machines), u"Machines takes no figure outside its range. From 1 to 64."_s);
        QVERIFY(machines->value() >= 1);
    }

    void anAcceptedFigureLeavesNoNote()
    {
        QWidget form;
        auto *machines = new QSpinBox(&form);
        machines->setRange(1, 64);
        form.show();
        QVERIFY(QTest::qWaitForWindowExposed(&form));
        machines->setFocus();
        QTRY_VERIFY(machines->hasFocus());
        machines->selectAll();
        QTest::keyClicks(machines, u"12"_s);
        QTest::keyClick(machines, Qt::Key_Return);
        QTest::qWait(20);
        QCOMPARE(machines->value(), 12);
        QVERIFY(InputLimits::lastNote(machines).isEmpty());
    }

    void tooltipNamesTheRange()
    {
        QSpinBox years;
        years.setRange(1, 10);
        years.setToolTip(u"Years of ownership"_s);
        years.show();
        QVERIFY(QTest::qWaitForWindowExposed(&years));
        QHelpEvent help(QEvent::ToolTip, QPoint(2, 2), years.mapToGlobal(QPoint(2, 2)));
        QApplication::sendEvent(&years, &help);
        QTRY_COMPARE(QToolTip::text(), u"Years of ownership\nFrom 1 to 10"_s);
    }
};

QTEST_MAIN(TestInputLimits)
#include "tst_inputlimits.moc"

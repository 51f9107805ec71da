// SPDX-FileCopyrightText: 2026 GPU Advisor contributors
// SPDX-License-Identifier: GPL-3.0-or-later
// The wizard's keys answer only while the wizard is in front, not from another tab.
#include "model/flowchart/flowchartwalker.h"
#include "tests/common/seededdatabase.h"
#include "ui/shell/mainwindow.h"
#include "ui/wizard/wizardwidget.h"

#include <QLineEdit>
#include <QTabWidget>
#include <QTest>

using namespace Qt::StringLiterals;

class TestTabShortcuts final : public QObject
{
    Q_OBJECT

private Q_SLOTS:
    void keysFollowTheVisibleTab()
    {
        SeededDatabase db;
        QVERIFY2(db.isValid(), qPrintable(db.error()));
        MainWindow window(db.chart(), db.gpus());
        window.addLazyPage(u"Other"_s, u"otherPage"_s, [] {
            auto *page = new QWidget;
            new QLineEdit(page);
            return page;
        });
        window.show();
        QVERIFY(QTest::qWaitForWindowExposed(&window));
        WizardWidget *wizard = window.wizard();

        QTest::keyClick(&window, Qt::Key_N);
        QTRY_COMPARE(wizard->walker().answeredCount(), 1);

        window.showPage(u"otherPage"_s);
        QTRY_VERIFY(!wizard->isVisible());
        QTest::keyClick(&window, Qt::Key_Y);
        QTest::keyClick(&window, Qt::Key_Backspace);
        QCOMPARE(wizard->walker().answeredCount(), 1);

        window.findChild<QTabWidget *>(u"mainTabWidget"_s)->setCurrentIndex(0);
        QTRY_VERIFY(wizard->isVisible());
        QTest::keyClick(&window, Qt::Key_Y);
        QTRY_COMPARE(wizard->walker().answeredCount(), 2);
    }
};

QTEST_MAIN(TestTabShortcuts)
#include "tst_tabshortcuts.moc"

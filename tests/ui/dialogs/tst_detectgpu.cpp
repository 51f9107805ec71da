// SPDX-FileCopyrightText: 2026 GPU Advisor contributors
// SPDX-License-Identifier: GPL-3.0-or-later
// Tools > Detect my current GPU with a fake nvidia-smi on PATH: present (the dialog names the
// card, lists faster cards with as much memory and compares them side by side), absent and
// failing (a quiet line in the GPUs tab, no dialog).
#include "model/browser/whatifsettings.h"
#include "tests/common/fakeprogram.h"
#include "tests/common/seededdatabase.h"
#include "ui/browser/comparewidget.h"
#include "ui/browser/gpubrowserwidget.h"
#include "ui/dialogs/detectgpudialog.h"
#include "ui/shell/mainwindow.h"

#include <QAction>
#include <QApplication>
#include <QFile>
#include <QLabel>
#include <QPushButton>
#include <QTabWidget>
#include <QTemporaryDir>
#include <QTest>

using namespace Qt::StringLiterals;

class TestDetectGpu final : public QObject
{
    Q_OBJECT

private:
    QTemporaryDir m_dir;
    QByteArray m_path;
    std::unique_ptr<SeededDatabase> m_db;
    WhatIfSettings m_whatIf;
    std::unique_ptr<MainWindow> m_window;

    void fakeNvidiaSmi(const QByteArray &script) { QVERIFY(writeFakeNvidiaSmi(m_dir.path(), script)); }

    GpuBrowserWidget *detect()
    {
        m_window->findChild<QAction *>(u"actionDetectGpu"_s)->trigger();
        return qobject_cast<GpuBrowserWidget *>(m_window->page(u"gpuBrowserWidget"_s));
    }

    QString message(GpuBrowserWidget *browser)
    {
        auto *label = browser->findChild<QLabel *>(u"messageLabel"_s);
        return label && label->isVisible() ? label->text() : QString();
    }

private Q_SLOTS:
    void initTestCase()
    {
        m_path = qgetenv("PATH");
        qputenv("PATH", QFile::encodeName(m_dir.path()));
    }
    void cleanupTestCase() { qputenv("PATH", m_path); }
    void init()
    {
        m_db = std::make_unique<SeededDatabase>();
        QVERIFY2(m_db->isValid(), qPrintable(m_db->error()));
        m_window = std::make_unique<MainWindow>(m_db->chart(), m_db->gpus());
        m_window->addLazyPage(u"GPUs"_s, u"gpuBrowserWidget"_s,
                              [this] { return new GpuBrowserWidget(m_db->gpus(), &m_whatIf); });
        m_window->resize(1300, 850);
        m_window->show();
        QVERIFY(QTest::qWaitForWindowExposed(m_window.get()));
    }
    void cleanup()
    {
        QFile::remove(m_dir.filePath(u"nvidia-smi"_s));
        m_window.reset();
        m_db.reset();
    }

    void presentOffersUpgradesAndComparesThem()
    {
        fakeNvidiaSmi("echo 'NVIDIA GeForce RTX 3090, 24576, 535.104.05'\n");
        GpuBrowserWidget *browser = detect();
        QVERIFY(browser);
        DetectGpuDialog *dialog = nullptr;
        QTRY_VERIFY((dialog = browser->findChild<DetectGpuDialog *>(u"detectGpuDialog"_s)) && dialog->isVisible());
        const QString text = dialog->text();
        QVERIFY2(text.contains(u"NVIDIA GeForce RTX 3090, 24 GB, driver 535.104.05"_s), qPrintable(text));
        QVERIFY(text.contains(u"Faster than your GeForce RTX 3090"_s));
        // Only cards with at least 24 GB qualify as upgrades over a 24 GB card.
        QVERIFY(text.contains(u"GeForce RTX 4090"_s) || text.contains(u"GeForce RTX 5090"_s));
        QVERIFY(!text.contains(u"GeForce RTX 4080<"_s));
        QVERIFY(text.contains(u"wait for the next generation"_s));
        QCOMPARE(browser->currentGpu(), m_db->gpus().gpuByName(u"GeForce RTX 3090"_s)->id);

        auto *compare = dialog->findChild<QPushButton *>(u"compareUpgradeButton"_s);
        QVERIFY(compare);
        compare->click();
        QTRY_VERIFY(!browser->findChild<DetectGpuDialog *>(u"detectGpuDialog"_s));
        QCOMPARE(browser->viewTabWidget()->currentWidget(), browser->compareWidget());
        QVERIFY(browser->compareWidget()->isVisible());
    }

    void theWindowStaysResponsiveWhileNvidiaSmiIsSlow()
    {
        fakeNvidiaSmi("sleep 1\necho 'NVIDIA GeForce RTX 3090, 24576, 535.104.05'\n");
        GpuBrowserWidget *browser = detect();
        auto *button = browser->findChild<QPushButton *>(u"detectGpuButton"_s);
        // Back in the event loop at once, saying what it is doing; a second press waits.
        QVERIFY(browser->findChild<QLabel *>(u"messageLabel"_s)->text().contains(u"Reading the installed GPUs"_s));
        QVERIFY(!button->isEnabled());
        QTRY_VERIFY_WITH_TIMEOUT(browser->findChild<DetectGpuDialog *>(u"detectGpuDialog"_s), 10000);
        QVERIFY(button->isEnabled());
        browser->findChild<DetectGpuDialog *>(u"detectGpuDialog"_s)->reject();
    }

    void unknownCardIsNamedNotCompared()
    {
        fakeNvidiaSmi("echo 'NVIDIA Imaginary Card 9000, 8192, 999.1'\n");
        GpuBrowserWidget *browser = detect();
        DetectGpuDialog *dialog = nullptr;
        QTRY_VERIFY((dialog = browser->findChild<DetectGpuDialog *>(u"detectGpuDialog"_s)) && dialog->isVisible());
        QVERIFY(dialog->text().contains(u"not in GPU Advisor's database"_s));
        QVERIFY(!dialog->findChild<QPushButton *>(u"compareUpgradeButton"_s));
        dialog->reject();
    }

    void absentSaysSoQuietly()
    {
        GpuBrowserWidget *browser = detect();
        QTRY_VERIFY(message(browser).contains(u"nvidia-smi"_s));
        QTest::qWait(50);
        QVERIFY(!browser->findChild<DetectGpuDialog *>());
        QVERIFY(!QApplication::activeModalWidget());
    }

    void failingSaysWhy()
    {
        fakeNvidiaSmi("echo 'NVIDIA-SMI has failed because it could not communicate with the NVIDIA driver.' >&2\n"
                      "exit 9\n");
        GpuBrowserWidget *browser = detect();
        QTRY_VERIFY(message(browser).contains(u"could not communicate"_s));
        QVERIFY(!browser->findChild<DetectGpuDialog *>());
    }
};

QTEST_MAIN(TestDetectGpu)
#include "tst_detectgpu.moc"

// SPDX-FileCopyrightText: 2026 GPU Advisor contributors
// SPDX-License-Identifier: GPL-3.0-or-later
// The smoke test of the whole app: `gpu-advisor --quit-after-show` opens, renders, exits 0.
#include <QProcess>
#include <QTemporaryDir>
#include <QTest>

using namespace Qt::StringLiterals;

class TestStartup final : public QObject
{
    Q_OBJECT

private Q_SLOTS:
    void quitAfterShow()
    {
        QTemporaryDir dir;
        QProcess p;
        QProcessEnvironment env = QProcessEnvironment::systemEnvironment();
        env.insert(u"QT_QPA_PLATFORM"_s, u"offscreen"_s);
        p.setProcessEnvironment(env);
        p.start(QStringLiteral(GPUADVISOR_EXECUTABLE),
                {u"--quit-after-show"_s, u"--db"_s, dir.filePath(u"start.sqlite"_s)});
        QVERIFY(p.waitForFinished(60000));
        QCOMPARE(p.exitStatus(), QProcess::NormalExit);
        QVERIFY2(p.exitCode() == 0, p.readAllStandardError().constData());
        QVERIFY(QFile::exists(dir.filePath(u"start.sqlite"_s)));
    }
};

QTEST_GUILESS_MAIN(TestStartup)
#include "tst_startup.moc"

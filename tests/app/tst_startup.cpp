// SPDX-FileCopyrightText: 2026 GPU Advisor contributors
// SPDX-License-Identifier: GPL-3.0-or-later
// The smoke test of the whole app: `gpu-advisor --quit-after-show` opens, renders, exits 0; and
// the tests that start it leave the user's own settings and data alone.
#include "tests/common/isolatedprocess.h"
#include "tests/common/processrun.h"

#include <QCryptographicHash>
#include <QDirIterator>
#include <QProcess>
#include <QTemporaryDir>
#include <QTest>

using namespace Qt::StringLiterals;

namespace {

/// Every file under `root` with its size, modification time and SHA-256.
QStringList snapshot(const QString &root)
{
    QStringList files;
    QDirIterator it(root, QDir::Files | QDir::Hidden | QDir::NoDotAndDotDot, QDirIterator::Subdirectories);
    while (it.hasNext()) {
        const QString path = it.next();
        QFile f(path);
        const QByteArray hash = f.open(QIODevice::ReadOnly)
                                    ? QCryptographicHash::hash(f.readAll(), QCryptographicHash::Sha256).toHex()
                                    : "";
        files.append(u"%1 %2 %3 %4"_s.arg(path)
                         .arg(it.fileInfo().size())
                         .arg(it.fileInfo().lastModified().toMSecsSinceEpoch())
                         .arg(QString::fromLatin1(hash)));
    }
    files.sort();
    return files;
}

} // namespace

class TestStartup final : public QObject
{
    Q_OBJECT

private Q_SLOTS:
    void quitAfterShow()
    {
        QTemporaryDir dir;
        const ProcessRun r = runProcess(QStringLiteral(GPUADVISOR_EXECUTABLE),
                                        {u"--quit-after-show"_s, u"--db"_s, dir.filePath(u"start.sqlite"_s)},
                                        isolatedEnvironment(dir.path()));
        QVERIFY2(r.exitCode == 0, qPrintable(r.err));
        QVERIFY(QFile::exists(dir.filePath(u"start.sqlite"_s)));
    }

    void theUsersSettingsAreUntouched()
    {
        // A developer's home with GPU Advisor's settings file in it, last changed long ago.
        QTemporaryDir user;
        const QString settings = user.filePath(u".config/GPU Advisor/gpu-advisor.conf"_s);
        QVERIFY(QDir().mkpath(QFileInfo(settings).path()));
        {
            QFile f(settings);
            QVERIFY(f.open(QIODevice::WriteOnly));
            f.write("[ui]\nlanguage=ru\ncolorScheme=dark\n\n[wizard]\nanswers=no,yes\nbudget=1500\n");
            QVERIFY(f.setFileTime(QDateTime(QDate(2020, 1, 2), QTime(3, 4, 5), Qt::UTC),
                                  QFileDevice::FileModificationTime));
        }
        QVERIFY(QDir().mkpath(user.filePath(u".local/share/GPU Advisor/gpu-advisor"_s)));
        const QStringList before = snapshot(user.path());
        QCOMPARE(before.size(), 1);

        // The window (which saves its geometry and the wizard's answers when it quits) and a
        // command, each with the default database, as the tests start them.
        QProcessEnvironment developer = QProcessEnvironment::systemEnvironment();
        developer.insert(u"HOME"_s, user.path());
        developer.remove(u"XDG_CONFIG_HOME"_s);
        developer.remove(u"XDG_DATA_HOME"_s);
        QTemporaryDir sandbox;
        for (const QStringList &arguments :
             {QStringList{u"--quit-after-show"_s}, QStringList{u"rank"_s, u"--metric"_s, u"int8-inference"_s}}) {
            const ProcessRun r = runProcess(QStringLiteral(GPUADVISOR_EXECUTABLE), arguments,
                                            isolatedEnvironment(sandbox.path(), developer));
            QVERIFY2(r.exitCode == 0, qPrintable(r.err));
        }

        QCOMPARE(snapshot(user.path()), before);
        // What they wrote went to the sandbox instead.
        QVERIFY(QFile::exists(sandbox.filePath(u"home/config/GPU Advisor/gpu-advisor.conf"_s)));
        QVERIFY(!snapshot(sandbox.filePath(u"home/data"_s)).isEmpty());
    }
};

QTEST_GUILESS_MAIN(TestStartup)
#include "tst_startup.moc"

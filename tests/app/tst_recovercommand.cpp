// SPDX-FileCopyrightText: 2026 GPU Advisor contributors
// SPDX-License-Identifier: GPL-3.0-or-later
// Damaged databases on the command line: refused with the file and the problem named, left
// untouched, and recoverable with `db recover`.
#include "tests/common/isolatedprocess.h"
#include "tests/common/processrun.h"

#include <QCryptographicHash>
#include <QFile>
#include <QProcess>
#include <QTemporaryDir>
#include <QTest>

#include <unistd.h>

using namespace Qt::StringLiterals;

namespace {

using Run = ProcessRun;

Run run(const QStringList &arguments)
{
    QTemporaryDir home;
    return runProcess(QStringLiteral(GPUADVISOR_EXECUTABLE), arguments, isolatedEnvironment(home.path()));
}

QByteArray digest(const QString &path)
{
    QFile f(path);
    return f.open(QIODevice::ReadOnly) ? QCryptographicHash::hash(f.readAll(), QCryptographicHash::Sha256)
                                       : QByteArray();
}

} // namespace

class TestRecoverCommand final : public QObject
{
    Q_OBJECT

private Q_SLOTS:
    void damagedDatabaseThenRecovery()
    {
        QTemporaryDir dir;
        const QString path = dir.filePath(u"prices.sqlite"_s);
        // A real database with a user's price, then damaged in the middle.
        QFile csv(dir.filePath(u"mine.csv"_s));
        QVERIFY(csv.open(QIODevice::WriteOnly));
        csv.write("gpu,date,condition,usd,source,user_entered\nGeForce RTX 3090,2026-11-04,used,655,my shop,1\n");
        csv.close();
        QCOMPARE(run({u"--db"_s, path, u"db"_s, u"import"_s, csv.fileName()}).exitCode, 0);
        {
            QFile f(path);
            QVERIFY(f.open(QIODevice::ReadWrite));
            const qint64 size = f.size();
            // From a page boundary, so that page headers are hit whatever the tables hold.
            const qint64 start = size / 3 / 4096 * 4096;
            for (qint64 at = start; at < start + 8192; at += 512) {
                f.seek(at);
                f.write(QByteArray(64, '\x5A'));
            }
        }
        const QByteArray before = digest(path);

        const Run refused = run({u"--db"_s, path, u"rank"_s, u"--metric"_s, u"fp16-training"_s});
        QCOMPARE(refused.exitCode, 1);
        QVERIFY2(refused.err.contains(path), qPrintable(refused.err));
        QVERIFY2(refused.err.contains(u"gpu-advisor db recover"_s), qPrintable(refused.err));
        QCOMPARE(digest(path), before);

        const QString fresh = dir.filePath(u"fresh.sqlite"_s);
        const Run recovered = run({u"db"_s, u"recover"_s, path, fresh});
        QVERIFY2(recovered.exitCode == 0, qPrintable(recovered.err));
        QVERIFY(recovered.out.contains(u"Fresh database: "_s + fresh));
        QCOMPARE(digest(path), before);
        const Run works = run({u"--db"_s, fresh, u"rank"_s, u"--metric"_s, u"fp16-training"_s, u"--limit"_s, u"1"_s});
        QCOMPARE(works.exitCode, 0);
    }

    // One "database in use" for the window and the commands (issue 24): after `db recover` of the
    // default database, the commands without --db use the fresh file, not the damaged one again;
    // recovering another file leaves the database in use where it was.
    void recoveringTheDatabaseInUseMovesEveryFrontEnd()
    {
        QTemporaryDir home;
        const QProcessEnvironment env = isolatedEnvironment(home.path());
        const auto inHome = [&](const QStringList &arguments) {
            return runProcess(QStringLiteral(GPUADVISOR_EXECUTABLE), arguments, env);
        };
        QCOMPARE(inHome({u"rank"_s, u"--metric"_s, u"fp16-training"_s, u"--limit"_s, u"1"_s}).exitCode, 0);
        const QString standard = home.path() + u"/home/data/GPU Advisor/gpu-advisor/gpu-advisor.sqlite"_s;
        QVERIFY2(QFile::exists(standard), qPrintable(standard));
        {
            QFile f(standard);
            QVERIFY(f.open(QIODevice::ReadWrite));
            f.write(QByteArray(100, '\x5A')); // the SQLite header: not a database any more
        }
        QCOMPARE(inHome({u"rank"_s, u"--metric"_s, u"fp16-training"_s}).exitCode, 1);

        const QString other = home.path() + u"/other.sqlite"_s;
        QFile::copy(standard, other);
        const Run elsewhere = inHome({u"db"_s, u"recover"_s, other});
        QVERIFY2(elsewhere.exitCode == 0, qPrintable(elsewhere.err));
        QVERIFY2(elsewhere.out.contains(u"Use it with --db"_s), qPrintable(elsewhere.out));
        QCOMPARE(inHome({u"rank"_s, u"--metric"_s, u"fp16-training"_s}).exitCode, 1);

        // Named through a hard link, it is still the database in use (its device and inode, not
        // the path's spelling, say so).
        const QString alias = home.path() + u"/alias.sqlite"_s;
        QCOMPARE(::link(QFile::encodeName(standard).constData(), QFile::encodeName(alias).constData()), 0);
        const Run recovered = inHome({u"db"_s, u"recover"_s, alias});
        QVERIFY2(recovered.exitCode == 0, qPrintable(recovered.err));
        QVERIFY2(recovered.out.contains(u"GPU Advisor now uses"_s), qPrintable(recovered.out));
        const Run works = inHome({u"rank"_s, u"--metric"_s, u"fp16-training"_s, u"--limit"_s, u"1"_s});
        QVERIFY2(works.exitCode == 0, qPrintable(works.err));
    }

    void recoverRefusals_data()
    {
        QTest::addColumn<QStringList>("arguments");
        QTest::addColumn<int>("exitCode");
        QTest::addColumn<QString>("fragment");
        QTest::newRow("no file") << QStringList{u"db"_s, u"recover"_s} << 2 << u"db recover DAMAGED"_s;
        QTest::newRow("missing file") << QStringList{u"db"_s, u"recover"_s, u"/nonexistent/x.sqlite"_s} << 2
                                      << u"/nonexistent/x.sqlite does not exist"_s;
    }

    void recoverRefusals()
    {
        QFETCH(QStringList, arguments);
        QFETCH(int, exitCode);
        QFETCH(QString, fragment);
        const Run r = run(arguments);
        QCOMPARE(r.exitCode, exitCode);
        QVERIFY2(r.err.contains(fragment), qPrintable(r.err));
    }
};

QTEST_GUILESS_MAIN(TestRecoverCommand)
#include "tst_recovercommand.moc"

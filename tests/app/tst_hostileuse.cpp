// SPDX-FileCopyrightText: 2026 GPU Advisor contributors
// SPDX-License-Identifier: GPL-3.0-or-later
// Issue 15 (the failures of an adversarial probe), through the real executable: outputs that
// would destroy the database, a link's target or a device; a full disk and a full stdout;
// another program's database; endless and huge inputs; locks; impossible option values.
#include "tests/common/processrun.h"
#include "tests/common/rawsqlite.h"

#include <QDate>
#include <QDir>
#include <QElapsedTimer>
#include <QFile>
#include <QFileInfo>
#include <QJsonDocument>
#include <QProcess>
#include <QSqlDatabase>
#include <QSqlQuery>
#include <QTemporaryDir>
#include <QTest>

#include <sys/stat.h>

using namespace Qt::StringLiterals;

namespace {

using Run = ProcessRun;

QByteArray readFile(const QString &path)
{
    QFile file(path);
    return file.open(QIODevice::ReadOnly) ? file.readAll() : QByteArray();
}

bool writeFile(const QString &path, const QByteArray &data)
{
    QFile file(path);
    return file.open(QIODevice::WriteOnly) && file.write(data) == data.size();
}

/// Runs SQL on a file the way another program would.
bool sql(const QString &path, const QStringList &statements)
{
    const QString name = u"hostile-%1"_s.arg(quintptr(&statements));
    bool ok = true;
    {
        QSqlDatabase db = QSqlDatabase::addDatabase(u"QSQLITE"_s, name);
        db.setDatabaseName(path);
        ok = db.open();
        for (const QString &s : statements) {
            QSqlQuery q(db);
            ok = ok && q.exec(s);
        }
        db.close();
    }
    QSqlDatabase::removeDatabase(name);
    return ok;
}

} // namespace

class TestHostileUse final : public QObject
{
    Q_OBJECT

private:
    QTemporaryDir m_dir;

    QString dbPath() const { return m_dir.filePath(u"cli.sqlite"_s); }

    /// Runs the app with `--db dbPath()` first unless the arguments name their own --db.
    Run run(const QStringList &arguments, const QString &stdoutFile = {})
    {
        QProcessEnvironment env = QProcessEnvironment::systemEnvironment();
        env.insert(u"QT_QPA_PLATFORM"_s, u"offscreen"_s);
        env.insert(u"LANG"_s, u"C.UTF-8"_s);
        const QStringList all =
            arguments.contains(u"--db"_s) ? arguments : QStringList{u"--db"_s, dbPath()} + arguments;
        ProcessOptions options;
        options.timeoutMs = 60000;
        options.stdoutFile = stdoutFile;
        return runProcess(QStringLiteral(GPUADVISOR_EXECUTABLE), all, env, options);
    }

private Q_SLOTS:
    void initTestCase()
    {
        QVERIFY(m_dir.isValid());
        // Create and seed the database once.
        const Run r = run({u"db"_s, u"export"_s, m_dir.filePath(u"first.csv"_s)});
        QVERIFY2(r.exitCode == 0, qPrintable(r.err));
    }

    // Item 2: db export and --out never write over the database or its companions.
    void outputsNeverReplaceTheDatabase_data()
    {
        QTest::addColumn<QStringList>("command");
        QTest::addColumn<QString>("relative");
        const QStringList exportCommand = {u"db"_s, u"export"_s};
        const QStringList buildCommand = {u"build"_s, u"--gpu"_s, u"GeForce RTX 3090"_s, u"--out"_s};
        QTest::newRow("export: the file") << exportCommand << u"cli.sqlite"_s;
        QTest::newRow("export: through ..") << exportCommand << u"sub/../cli.sqlite"_s;
        QTest::newRow("export: through a link") << exportCommand << u"link-to-db.csv"_s;
        QTest::newRow("export: the wal") << exportCommand << u"cli.sqlite-wal"_s;
        QTest::newRow("export: the shm") << exportCommand << u"cli.sqlite-shm"_s;
        QTest::newRow("export: the journal") << exportCommand << u"cli.sqlite-journal"_s;
        QTest::newRow("build: the file") << buildCommand << u"sub/../cli.sqlite"_s;
    }

    void outputsNeverReplaceTheDatabase()
    {
        QFETCH(QStringList, command);
        QFETCH(QString, relative);
        QDir(m_dir.path()).mkpath(u"sub"_s);
        QFile::link(dbPath(), m_dir.filePath(u"link-to-db.csv"_s));
        // Build lists need a known format: the database path gets none, so name it as a CSV.
        const QString target = m_dir.filePath(relative);
        sql(dbPath(), {u"PRAGMA wal_checkpoint(TRUNCATE)"_s});
        const QByteArray before = fileDigest(dbPath());
        const Run r = run(command + QStringList{target});
        QVERIFY2(r.exitCode != 0, qPrintable(r.out));
        QVERIFY2(r.err.contains(u"database in use"_s) || r.err.contains(u"must name a .md"_s), qPrintable(r.err));
        QCOMPARE(fileDigest(dbPath()), before);
        QCOMPARE(readFile(dbPath()).left(16), QByteArray("SQLite format 3\0", 16));
    }

    // Item 5: an output onto a symbolic link is refused; the link's target is not touched.
    void outputsOntoALinkAreRefused_data()
    {
        QTest::addColumn<QStringList>("command");
        QTest::addColumn<QString>("name");
        QTest::newRow("db export") << QStringList{u"db"_s, u"export"_s} << u"linked.csv"_s;
        QTest::newRow("build --out md") << QStringList{u"build"_s, u"--gpu"_s, u"GeForce RTX 3090"_s, u"--out"_s}
                                        << u"linked.md"_s;
        QTest::newRow("build --out json")
            << QStringList{u"build"_s, u"--gpu"_s, u"GeForce RTX 3090"_s, u"--out"_s} << u"linked.json"_s;
    }

    void outputsOntoALinkAreRefused()
    {
        QFETCH(QStringList, command);
        QFETCH(QString, name);
        const QString target = m_dir.filePath(u"precious-" + name + u".txt"_s);
        QVERIFY(writeFile(target, "precious"));
        const QString link = m_dir.filePath(name);
        QFile::remove(link);
        QVERIFY(QFile::link(target, link));
        const Run r = run(command + QStringList{link});
        QCOMPARE(r.exitCode, 1);
        QVERIFY2(r.err.contains(u"symbolic link"_s), qPrintable(r.err));
        QCOMPARE(readFile(target), QByteArray("precious"));
        QVERIFY(QFileInfo(link).isSymLink());
    }

    // Item 11: a pipe or a device as an output is refused, not replaced by a file.
    void specialFilesAsOutputsAreRefused()
    {
        const QString fifo = m_dir.filePath(u"out-pipe.csv"_s);
        QCOMPARE(::mkfifo(QFile::encodeName(fifo).constData(), 0600), 0);
        Run r = run({u"db"_s, u"export"_s, fifo});
        QCOMPARE(r.exitCode, 1);
        QVERIFY2(r.err.contains(u"not a regular file"_s), qPrintable(r.err));
        QVERIFY(!QFileInfo(fifo).isFile());
        const QString mdFifo = m_dir.filePath(u"out-pipe.md"_s);
        QCOMPARE(::mkfifo(QFile::encodeName(mdFifo).constData(), 0600), 0);
        r = run({u"build"_s, u"--gpu"_s, u"GeForce RTX 3090"_s, u"--out"_s, mdFifo});
        QCOMPARE(r.exitCode, 1);
        QVERIFY2(r.err.contains(u"not a regular file"_s), qPrintable(r.err));
        QVERIFY(!QFileInfo(mdFifo).isFile());
    }

    // Item 1: output to a full stdout is an error, not a success with half the text.
    void aFullStdoutIsAnError_data()
    {
        QTest::addColumn<QStringList>("command");
        QTest::newRow("rank --json") << QStringList{u"rank"_s, u"--metric"_s, u"fp16-inference"_s, u"--json"_s};
        QTest::newRow("build markdown") << QStringList{u"build"_s, u"--gpu"_s, u"GeForce RTX 3090"_s};
        QTest::newRow("build --json") << QStringList{u"build"_s, u"--gpu"_s, u"GeForce RTX 3090"_s, u"--json"_s};
        QTest::newRow("recommend --json") << QStringList{u"recommend"_s, u"--answers"_s, u"yes,no,yes"_s, u"--json"_s};
    }

    void aFullStdoutIsAnError()
    {
        QFETCH(QStringList, command);
        const Run r = run(command, u"/dev/full"_s);
        QCOMPARE(r.exitCode, 1);
        QVERIFY2(r.err.contains(u"standard output"_s), qPrintable(r.err));
    }

    // Item 1: a full disk while writing --out keeps the old file and exits 1 (64 KiB tmpfs).
    void aFullDiskKeepsTheOldFile()
    {
        const QString mountPoint = m_dir.filePath(u"small"_s);
        QVERIFY(QDir().mkpath(mountPoint));
        if (QProcess::execute(u"mount"_s, {u"-t"_s, u"tmpfs"_s, u"-o"_s, u"size=64k"_s, u"tmpfs"_s, mountPoint}) != 0)
            QSKIP("mounting a small tmpfs is not permitted here; tst_atomicfile injects the failure instead");
        const QString exported = mountPoint + u"/export.csv"_s;
        const bool oldWritten = writeFile(exported, "old export");
        const Run r = run({u"db"_s, u"export"_s, exported});
        const QByteArray after = readFile(exported);
        const QStringList left = QDir(mountPoint).entryList(QDir::Files | QDir::Hidden);
        QProcess::execute(u"umount"_s, {mountPoint});
        QVERIFY(oldWritten);
        QCOMPARE(r.exitCode, 1);
        QVERIFY2(r.err.contains(u"export.csv"_s), qPrintable(r.err));
        QVERIFY2(!r.out.contains(u"Exported"_s), qPrintable(r.out));
        QCOMPARE(after, QByteArray("old export"));
        QCOMPARE(left, QStringList{u"export.csv"_s});
    }

    // Item 3: another program's database is refused untouched, and the message is true.
    void anotherProgramsDatabaseIsRefusedUntouched()
    {
        const QString other = m_dir.filePath(u"other-app.sqlite"_s);
        QVERIFY(sql(other, {u"CREATE TABLE notes (text TEXT)"_s, u"INSERT INTO notes VALUES ('keep me')"_s}));
        const QByteArray before = fileDigest(other);
        const Run r = run({u"--db"_s, other, u"rank"_s, u"--metric"_s, u"fp16-inference"_s});
        QCOMPARE(r.exitCode, 1);
        QVERIFY2(r.err.contains(u"GPU Advisor did not make"_s), qPrintable(r.err));
        QVERIFY2(r.err.contains(u"left unchanged"_s) || r.err.contains(u"left untouched"_s), qPrintable(r.err));
        QCOMPARE(fileDigest(other), before);
        QVERIFY(!QFileInfo::exists(other + u"-wal"_s));
    }

    // Item 10: --db '' is refused instead of meaning the user's real database.
    void anEmptyDatabasePathIsRefused()
    {
        const Run r = run({u"--db"_s, QString(), u"rank"_s});
        QCOMPARE(r.exitCode, 2);
        QVERIFY2(r.err.contains(u"--db"_s), qPrintable(r.err));
    }

    // A mistyped --db makes a new database: said, so its fresh data is not taken for lost edits.
    void aNewDatabaseIsSaidToBeNew()
    {
        const QString typo = m_dir.filePath(u"gpus.sqllite"_s);
        Run r = run({u"--db"_s, typo, u"rank"_s, u"--metric"_s, u"fp16-training"_s, u"--limit"_s, u"1"_s});
        QVERIFY2(r.exitCode == 0, qPrintable(r.err));
        QVERIFY2(r.err.contains(u"made a new database "_s + typo), qPrintable(r.err));
        QVERIFY(!r.out.contains(u"made a new"_s)); // stdout stays the command's output
        r = run({u"--db"_s, typo, u"rank"_s, u"--metric"_s, u"fp16-training"_s, u"--limit"_s, u"1"_s});
        QVERIFY2(r.err.isEmpty(), qPrintable(r.err)); // the second time it is not new

        const QString folder = m_dir.filePath(u"no/such/folder"_s);
        r = run({u"--db"_s, folder + u"/gpus.sqlite"_s, u"rank"_s, u"--metric"_s, u"fp16-training"_s, u"--limit"_s,
                 u"1"_s});
        QVERIFY2(r.exitCode == 0, qPrintable(r.err));
        QVERIFY2(r.err.contains(u"in a new folder "_s + folder), qPrintable(r.err));
    }

    // Item 7: endless and huge inputs end quickly with an error.
    void endlessInputsEndQuickly_data()
    {
        QTest::addColumn<QString>("path");
        QTest::addColumn<QString>("fragment");
        QTest::newRow("/dev/zero") << u"/dev/zero"_s << u"not a regular file"_s;
        QTest::newRow("/dev/urandom") << u"/dev/urandom"_s << u"not a regular file"_s;
    }

    void endlessInputsEndQuickly()
    {
        QFETCH(QString, path);
        QFETCH(QString, fragment);
        const Run r = run({u"db"_s, u"import"_s, path});
        QCOMPARE(r.exitCode, 2);
        QVERIFY2(r.err.contains(fragment), qPrintable(r.err));
        QVERIFY2(r.ms < 20000, "an endless input must be refused, not read");
    }

    void aHugeFieldIsRefused()
    {
        const QString path = m_dir.filePath(u"huge-field.csv"_s);
        QVERIFY(writeFile(path, "gpu,date,condition,usd,source,note\nGeForce RTX 3090,2024-01,used,500,shop,\"" +
                                    QByteArray(200 * 1024, 'x') + "\"\n"));
        const Run r = run({u"db"_s, u"import"_s, path});
        QCOMPARE(r.exitCode, 2);
        QVERIFY2(r.err.contains(u"longer than 65536 characters"_s), qPrintable(r.err));
    }

    // Item 7: the error output is bounded: the first problems and a count of the rest.
    void theErrorOutputIsBounded()
    {
        QByteArray csv = "gpu,date,condition,usd,source\n";
        for (int i = 0; i < 5000; ++i)
            csv += "GeForce RTX 3090,2024-01,used,-" + QByteArray::number(i + 1) + ",shop\n";
        const QString path = m_dir.filePath(u"many-errors.csv"_s);
        QVERIFY(writeFile(path, csv));
        const Run r = run({u"db"_s, u"import"_s, path});
        QCOMPARE(r.exitCode, 2);
        QVERIFY2(r.err.count(u'\n') < 40, qPrintable(r.err.left(2000)));
        QVERIFY2(r.err.contains(u"and 4980 more problem(s)"_s), qPrintable(r.err.right(500)));
    }

    // Item 9: a lock held longer than the wait is reported as a lock, with exit code 1.
    void aLockIsReportedAsALock()
    {
        const QString csv = m_dir.filePath(u"one-price.csv"_s);
        QVERIFY(writeFile(csv, "gpu,date,condition,usd,source\nGeForce RTX 3090,2024-02,used,650,lock test\n"));
        QProcess holder;
        holder.start(u"sqlite3"_s, {dbPath()});
        if (!holder.waitForStarted(5000))
            QSKIP("the sqlite3 shell is not installed");
        holder.write("BEGIN IMMEDIATE; DELETE FROM meta WHERE 0; SELECT 'held';\n");
        QVERIFY(holder.waitForReadyRead(5000));
        QVERIFY(holder.readAll().contains("held"));
        const Run r = run({u"db"_s, u"import"_s, csv});
        holder.write("COMMIT;\n.quit\n");
        holder.closeWriteChannel();
        holder.waitForFinished(5000);
        QCOMPARE(r.exitCode, 1);
        QVERIFY2(r.err.contains(u"locked by another program"_s), qPrintable(r.err));
        QVERIFY2(!r.err.contains(u"line 2"_s), qPrintable(r.err));
    }

    // Item 9: a read-only database is named read-only (not a CSV error, not "damaged"), exit 1.
    void aReadOnlyDatabaseIsNamedSo()
    {
        const QString mountPoint = m_dir.filePath(u"readonly"_s);
        QVERIFY(QDir().mkpath(mountPoint));
        if (QProcess::execute(u"mount"_s, {u"-t"_s, u"tmpfs"_s, u"-o"_s, u"size=16m"_s, u"tmpfs"_s, mountPoint}) != 0)
            QSKIP("mounting a tmpfs is not permitted here; tst_robustness covers the database layer");
        const QString db = mountPoint + u"/gpu-advisor.sqlite"_s;
        const Run created = run({u"--db"_s, db, u"db"_s, u"export"_s, m_dir.filePath(u"ro-export.csv"_s)});
        sql(db, {u"PRAGMA wal_checkpoint(TRUNCATE)"_s});
        const bool remounted = QProcess::execute(u"mount"_s, {u"-o"_s, u"remount,ro"_s, mountPoint}) == 0;
        const QString csv = m_dir.filePath(u"ro-price.csv"_s);
        writeFile(csv, "gpu,date,condition,usd,source\nGeForce RTX 3090,2024-02,used,650,read-only test\n");
        const Run r = run({u"--db"_s, db, u"db"_s, u"import"_s, csv});
        // Opened by any command, a healthy read-only database is named so and not sent to recovery.
        const Run opened = run({u"--db"_s, db, u"rank"_s, u"--metric"_s, u"int8-inference"_s});
        QProcess::execute(u"umount"_s, {mountPoint});
        QCOMPARE(opened.exitCode, 1);
        QVERIFY2(opened.err.contains(u"read-only"_s) && !opened.err.contains(u"db recover"_s), qPrintable(opened.err));
        QCOMPARE(created.exitCode, 0);
        QVERIFY(remounted);
        QCOMPARE(r.exitCode, 1);
        QVERIFY2(r.err.contains(u"read-only"_s), qPrintable(r.err));
        QVERIFY2(!r.err.contains(u"damaged"_s) && !r.err.contains(u"line 2"_s), qPrintable(r.err));
    }

    // Item 4: db export neutralises formula cells, and importing the export back changes nothing.
    void exportsAreSafeAndRoundTrip()
    {
        const QString csv = m_dir.filePath(u"hostile.csv"_s);
        QVERIFY(writeFile(csv, "gpu,date,condition,usd,source,note\n"
                               "GeForce RTX 3090,2024-03,used,640,\"=HYPERLINK(\"\"http://evil\"\")\",-2+3\n"));
        Run r = run({u"db"_s, u"import"_s, csv});
        QVERIFY2(r.exitCode == 0, qPrintable(r.err));
        const QString first = m_dir.filePath(u"export-1.csv"_s);
        r = run({u"db"_s, u"export"_s, first});
        QVERIFY2(r.exitCode == 0, qPrintable(r.err));
        const QByteArray text = readFile(first);
        QVERIFY(text.contains("\"'=HYPERLINK(\"\"http://evil\"\")\""));
        QVERIFY(text.contains(",'-2+3"));
        QVERIFY(!text.contains(",=HYPERLINK"));
        r = run({u"db"_s, u"import"_s, first});
        QVERIFY2(r.exitCode == 0, qPrintable(r.err));
        QVERIFY2(r.out.contains(u"0 GPU(s) added"_s) && r.out.contains(u"; 0 price(s) added"_s), qPrintable(r.out));
        const QString second = m_dir.filePath(u"export-2.csv"_s);
        r = run({u"db"_s, u"export"_s, second});
        QVERIFY2(r.exitCode == 0, qPrintable(r.err));
        QCOMPARE(readFile(second), text);
    }

    // Item 11: a month option outside the data's span (1990-01 to this month) is refused.
    void monthOptionsAreBounded_data()
    {
        QTest::addColumn<QStringList>("command");
        QTest::addColumn<QString>("month");
        QTest::addColumn<int>("exitCode");
        const QStringList rank = {u"rank"_s, u"--metric"_s, u"fp16-inference"_s, u"--json"_s, u"--as-of"_s};
        const QStringList build = {u"build"_s, u"--gpu"_s, u"GeForce RTX 3090"_s, u"--json"_s, u"--as-of"_s};
        QTest::newRow("rank 9999-12") << rank << u"9999-12"_s << 2;
        QTest::newRow("rank 1899-01") << rank << u"1899-01"_s << 2;
        QTest::newRow("rank next month") << rank << QDate::currentDate().addMonths(1).toString(u"yyyy-MM"_s) << 2;
        QTest::newRow("rank 2023-01") << rank << u"2023-01"_s << 0;
        QTest::newRow("build 9999-12") << build << u"9999-12"_s << 2;
        QTest::newRow("build this month") << build << QDate::currentDate().toString(u"yyyy-MM"_s) << 0;
        // Issue 24: recommend took 2099-01 where rank refused it; plan took any month too.
        const QStringList recommend = {u"recommend"_s, u"--answers"_s, u"no,yes,yes,yes"_s, u"--as-of"_s};
        QTest::newRow("recommend 2099-01") << recommend << u"2099-01"_s << 2;
        QTest::newRow("recommend 1899-01") << recommend << u"1899-01"_s << 2;
        QTest::newRow("recommend 2024-06") << recommend << u"2024-06"_s << 0;
        const QStringList plan = {u"plan"_s,   u"--model"_s, u"Llama 3.1 70B"_s, u"--quant"_s,
                                  u"Q4_K_M"_s, u"--json"_s,  u"--as-of"_s};
        QTest::newRow("plan 2099-01") << plan << u"2099-01"_s << 2;
        QTest::newRow("plan next month") << plan << QDate::currentDate().addMonths(1).toString(u"yyyy-MM"_s) << 2;
    }

    void monthOptionsAreBounded()
    {
        QFETCH(QStringList, command);
        QFETCH(QString, month);
        QFETCH(int, exitCode);
        const Run r = run(command + QStringList{month});
        QCOMPARE(r.exitCode, exitCode);
        if (exitCode == 2)
            QVERIFY2(r.err.contains(u"--as-of must be a month YYYY-MM from 1990-01"_s), qPrintable(r.err));
    }

    // Item 10: a price from the future is refused, so it can never become the current price.
    void aFuturePriceIsRefused()
    {
        const QString csv = m_dir.filePath(u"future.csv"_s);
        QVERIFY(writeFile(csv, "gpu,date,condition,usd,source\nGeForce RTX 3090,9999-12,used,1,time traveller\n"));
        const Run r = run({u"db"_s, u"import"_s, csv});
        QCOMPARE(r.exitCode, 2);
        QVERIFY2(r.err.contains(u"expected a date from 1990-01-01 to today"_s), qPrintable(r.err));
    }
};

QTEST_GUILESS_MAIN(TestHostileUse)
#include "tst_hostileuse.moc"

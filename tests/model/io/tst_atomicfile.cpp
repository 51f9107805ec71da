// SPDX-FileCopyrightText: 2026 GPU Advisor contributors
// SPDX-License-Identifier: GPL-3.0-or-later
#include "model/io/atomicfile.h"

#include <QDir>
#include <QFile>
#include <QProcess>
#include <QSaveFile>
#include <QTemporaryDir>
#include <QTest>

#include <sched.h>
#include <sys/mount.h>
#include <sys/stat.h>
#include <unistd.h>

using namespace Qt::StringLiterals;

namespace {

QByteArray contents(const QString &path)
{
    QFile file(path);
    return file.open(QIODevice::ReadOnly) ? file.readAll() : QByteArray("<unreadable>");
}

bool put(const QString &path, const QByteArray &data)
{
    QFile file(path);
    return file.open(QIODevice::WriteOnly) && file.write(data) == data.size();
}

/// The names in a folder: a failed write must leave no temporary file behind.
QStringList entries(const QString &folder)
{
    return QDir(folder).entryList(QDir::AllEntries | QDir::Hidden | QDir::System | QDir::NoDotAndDotDot, QDir::Name);
}

} // namespace

/// The atomic writer: a write that cannot finish (a full disk, a link, the database) replaces nothing.
class TestAtomicFile final : public QObject
{
    Q_OBJECT

private Q_SLOTS:
    void cleanup() { AtomicFile::setSimulatedFreeSpaceForTesting(-1); }

    void writesAndReplaces()
    {
        QTemporaryDir dir;
        const QString path = dir.filePath(u"out.md"_s);
        QString error;
        QVERIFY2(AtomicFile::write(path, "first", &error), qPrintable(error));
        QVERIFY2(AtomicFile::write(path, "second", &error), qPrintable(error));
        QCOMPARE(contents(path), QByteArray("second"));
        QCOMPARE(entries(dir.path()), QStringList{u"out.md"_s});
    }

    // Issue 15, item 1: the injected failure always runs; the old file stays whole.
    void injectedFullDiskKeepsTheOldFile()
    {
        QTemporaryDir dir;
        const QString path = dir.filePath(u"build.csv"_s);
        QVERIFY(put(path, "the old build list"));
        AtomicFile::setSimulatedFreeSpaceForTesting(10);
        QString error;
        QVERIFY(!AtomicFile::write(path, QByteArray(4096, 'x'), &error));
        QVERIFY2(error.contains(u"disk full"_s) && error.contains(path), qPrintable(error));
        QCOMPARE(contents(path), QByteArray("the old build list"));
        QCOMPARE(entries(dir.path()), QStringList{u"build.csv"_s});
    }

    // The same through the open/commit pair the PDF report writes with.
    void injectedFullDiskFailsTheCommit()
    {
        QTemporaryDir dir;
        const QString path = dir.filePath(u"report.pdf"_s);
        QVERIFY(put(path, "old report"));
        AtomicFile::setSimulatedFreeSpaceForTesting(100);
        QSaveFile file(path);
        QString error;
        QVERIFY(AtomicFile::open(file, &error));
        file.write(QByteArray(1000, 'p'));
        QVERIFY(!AtomicFile::commit(file, &error));
        QVERIFY(!error.isEmpty());
        QCOMPARE(contents(path), QByteArray("old report"));
        QCOMPARE(entries(dir.path()), QStringList{u"report.pdf"_s});
    }

    // Issue 15, item 1, on a real full file system: a 64 KiB tmpfs (needs permission to mount).
    void fullTmpfsKeepsTheOldFile()
    {
        QTemporaryDir dir;
        const QString mountPoint = dir.filePath(u"small"_s);
        QVERIFY(QDir().mkpath(mountPoint));
        QProcess mount;
        mount.start(u"mount"_s, {u"-t"_s, u"tmpfs"_s, u"-o"_s, u"size=64k"_s, u"tmpfs"_s, mountPoint});
        if (!mount.waitForFinished(10000) || mount.exitStatus() != QProcess::NormalExit || mount.exitCode() != 0)
            QSKIP("mounting a small tmpfs is not permitted here; the injected failure covers this case");
        const QString path = mountPoint + u"/export.csv"_s;
        const bool oldWritten = put(path, "old export");
        QString error;
        const bool written = AtomicFile::write(path, QByteArray(256 * 1024, 'y'), &error);
        const QByteArray after = contents(path);
        const QStringList left = entries(mountPoint);
        QProcess::execute(u"umount"_s, {mountPoint});
        QVERIFY(oldWritten);
        QVERIFY(!written);
        QVERIFY2(error.contains(path), qPrintable(error));
        QCOMPARE(after, QByteArray("old export"));
        QCOMPARE(left, QStringList{u"export.csv"_s});
    }

    // Issue 15, item 2: the open database and its companions, however the path names them.
    void refusesTheProtectedDatabase_data()
    {
        QTest::addColumn<QString>("relative");
        QTest::newRow("the file") << u"data/db.sqlite"_s;
        QTest::newRow("through ..") << u"data/../data/./db.sqlite"_s;
        QTest::newRow("through a linked folder") << u"linked/db.sqlite"_s;
        QTest::newRow("wal") << u"data/db.sqlite-wal"_s;
        QTest::newRow("shm through ..") << u"other/../data/db.sqlite-shm"_s;
        QTest::newRow("journal") << u"linked/db.sqlite-journal"_s;
    }

    void refusesTheProtectedDatabase()
    {
        QFETCH(QString, relative);
        QTemporaryDir dir;
        QVERIFY(QDir(dir.path()).mkpath(u"data"_s) && QDir(dir.path()).mkpath(u"other"_s));
        QVERIFY(QFile::link(dir.filePath(u"data"_s), dir.filePath(u"linked"_s)));
        const QString database = dir.filePath(u"data/db.sqlite"_s);
        QVERIFY(put(database, "SQLite format 3"));
        AtomicFile::protect(database);
        QString error;
        const bool written = AtomicFile::write(dir.filePath(relative), "a,b\n1,2\n", &error);
        AtomicFile::unprotect(database);
        QVERIFY(!written);
        QVERIFY2(error.contains(u"database in use"_s), qPrintable(error));
        QCOMPARE(contents(database), QByteArray("SQLite format 3"));
        // Once the database is closed the same path may be written again.
        QVERIFY2(AtomicFile::write(dir.filePath(relative), "a,b\n", &error), qPrintable(error));
    }

    void aLinkToTheDatabaseNamesTheDatabase()
    {
        QTemporaryDir dir;
        const QString database = dir.filePath(u"db.sqlite"_s);
        QVERIFY(put(database, "SQLite format 3"));
        QVERIFY(QFile::link(database, dir.filePath(u"innocent.csv"_s)));
        AtomicFile::protect(database);
        QString error;
        const bool written = AtomicFile::write(dir.filePath(u"innocent.csv"_s), "x", &error);
        AtomicFile::unprotect(database);
        QVERIFY(!written);
        QVERIFY2(error.contains(u"database in use"_s), qPrintable(error));
        QCOMPARE(contents(database), QByteArray("SQLite format 3"));
    }

    // Issue 15, item 5: a link is refused; neither it nor the file it points to changes.
    void refusesSymbolicLinks()
    {
        QTemporaryDir dir;
        const QString target = dir.filePath(u"precious.txt"_s);
        const QString link = dir.filePath(u"out.md"_s);
        QVERIFY(put(target, "precious"));
        QVERIFY(QFile::link(target, link));
        QString error;
        QVERIFY(!AtomicFile::write(link, "# build", &error));
        QVERIFY2(error.contains(u"symbolic link"_s) && error.contains(target), qPrintable(error));
        QCOMPARE(contents(target), QByteArray("precious"));
        QCOMPARE(QFileInfo(link).symLinkTarget(), target);

        const QString dangling = dir.filePath(u"dangling.md"_s);
        QVERIFY(QFile::link(dir.filePath(u"nowhere/else.md"_s), dangling));
        QVERIFY(!AtomicFile::write(dangling, "# build", &error));
        QVERIFY(!QFileInfo::exists(dir.filePath(u"nowhere"_s)));
    }

    // Issue 15, item 11: special files are not replaced by a regular file.
    void refusesSpecialFiles()
    {
        QTemporaryDir dir;
        const QString fifo = dir.filePath(u"pipe.csv"_s);
        QCOMPARE(::mkfifo(QFile::encodeName(fifo).constData(), 0600), 0);
        QString error;
        QVERIFY(!AtomicFile::write(fifo, "x", &error));
        QVERIFY2(error.contains(u"not a regular file"_s), qPrintable(error));
        QVERIFY(!QFileInfo(fifo).isFile());

        QVERIFY(!AtomicFile::write(u"/dev/full"_s, "x", &error));
        QVERIFY2(error.contains(u"not a regular file"_s), qPrintable(error));
        QVERIFY(!AtomicFile::write(u"/dev/null"_s, "x", &error));
        QVERIFY(!QFileInfo(u"/dev/null"_s).isFile());
    }

    // Issue 27, case 1: a hard link to the database names the same file (device and inode) under
    // another path; it is refused as the database itself.
    void aHardLinkToTheDatabaseIsTheDatabase()
    {
        QTemporaryDir dir;
        const QString database = dir.filePath(u"db.sqlite"_s);
        QVERIFY(put(database, "SQLite format 3"));
        const QString alias = dir.filePath(u"export.csv"_s);
        QCOMPARE(::link(QFile::encodeName(database).constData(), QFile::encodeName(alias).constData()), 0);
        AtomicFile::protect(database);
        QString error;
        const bool written = AtomicFile::write(alias, "a,b\n", &error);
        AtomicFile::unprotect(database);
        QVERIFY(!written);
        QVERIFY2(error.contains(u"database in use"_s), qPrintable(error));
        QCOMPARE(contents(database), QByteArray("SQLite format 3"));
    }

    void sameFileSeesThroughEverySpelling()
    {
        QTemporaryDir dir;
        const QString file = dir.filePath(u"db.sqlite"_s);
        const QString other = dir.filePath(u"other.sqlite"_s);
        QVERIFY(put(file, "SQLite format 3"));
        QVERIFY(put(other, "SQLite format 3"));
        const QString hard = dir.filePath(u"hard.sqlite"_s);
        QCOMPARE(::link(QFile::encodeName(file).constData(), QFile::encodeName(hard).constData()), 0);
        const QString soft = dir.filePath(u"soft.sqlite"_s);
        QVERIFY(QFile::link(file, soft));
        QVERIFY(AtomicFile::sameFile(file, hard));
        QVERIFY(AtomicFile::sameFile(soft, file));
        QVERIFY(AtomicFile::sameFile(dir.filePath(u"./db.sqlite"_s), file));
        QVERIFY(!AtomicFile::sameFile(file, other));
        // Not there yet: the same folder and name.
        QVERIFY(AtomicFile::sameFile(dir.filePath(u"new.sqlite"_s), dir.path() + u"/x/../new.sqlite"_s));
        QVERIFY(!AtomicFile::sameFile(dir.filePath(u"new.sqlite"_s), dir.filePath(u"new2.sqlite"_s)));
        QVERIFY(!AtomicFile::sameFile(file, QString()));
    }

    // Issue 27, case 1: the database's folder mounted a second time (a bind mount) names the
    // database and its companions by other path strings; writing there would replace the
    // database with CSV. The mount is made in a mount namespace of this process only, so it
    // vanishes with it; where that is not allowed (not root), the test is skipped.
    void aSecondMountOfTheFolderIsTheSameFolder()
    {
        QTemporaryDir dir;
        QVERIFY(QDir(dir.path()).mkpath(u"data"_s) && QDir(dir.path()).mkpath(u"mirror"_s));
        const QString database = dir.filePath(u"data/db.sqlite"_s);
        QVERIFY(put(database, "SQLite format 3"));
        if (::unshare(CLONE_NEWNS) != 0 || ::mount(nullptr, "/", nullptr, MS_REC | MS_PRIVATE, nullptr) != 0)
            QSKIP("this process may not make a mount namespace (not root)");
        const QByteArray from = QFile::encodeName(dir.filePath(u"data"_s));
        const QByteArray to = QFile::encodeName(dir.filePath(u"mirror"_s));
        if (::mount(from.constData(), to.constData(), nullptr, MS_BIND, nullptr) != 0)
            QSKIP("bind mounts are not allowed here");
        AtomicFile::protect(database);
        QStringList refused;
        for (const QString &name : {u"mirror/db.sqlite"_s, u"mirror/db.sqlite-wal"_s, u"mirror/db.sqlite-journal"_s}) {
            QString error;
            if (!AtomicFile::write(dir.filePath(name), "a,b\n", &error) && error.contains(u"database in use"_s))
                refused.append(name);
        }
        QString error;
        const bool otherFile = AtomicFile::write(dir.filePath(u"mirror/export.csv"_s), "a,b\n", &error);
        AtomicFile::unprotect(database);
        ::umount(to.constData());
        QCOMPARE(refused.size(), 3);
        QCOMPARE(contents(database), QByteArray("SQLite format 3"));
        QVERIFY2(otherFile, qPrintable(error)); // another file in the same folder is fine
    }

    void refusesFolders()
    {
        QTemporaryDir dir;
        QString error;
        QVERIFY(!AtomicFile::write(dir.path(), "x", &error));
        QVERIFY2(error.contains(u"folder"_s), qPrintable(error));
    }
};

QTEST_GUILESS_MAIN(TestAtomicFile)
#include "tst_atomicfile.moc"

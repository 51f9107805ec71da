// SPDX-FileCopyrightText: 2026 GPU Advisor contributors
// SPDX-License-Identifier: GPL-3.0-or-later
// Issue 15 (the failures of an adversarial probe), the database's part: another program's file is
// never converted, locks are waited for and named, read-only files are named as such, the
// duplicate check of an import has an index, and recovery keeps what did not come from the seed.
#include "db/database.h"
#include "db/dataimporter.h"
#include "db/recovery.h"
#include "db/seeder.h"
#include "db/sqlerrors.h"
#include "model/io/atomicfile.h"
#include "tests/common/rawsqlite.h"
#include "tests/common/seededdatabase.h"

#include <QDir>
#include <QFile>
#include <QProcess>
#include <QSemaphore>
#include <QSqlError>
#include <QSqlQuery>
#include <QTemporaryDir>
#include <QTest>

#include <sys/stat.h>
#include <thread>

using namespace Qt::StringLiterals;

namespace {

int applicationIdOf(const QString &path)
{
    const QList<int> values = rawCounts(path, {u"PRAGMA application_id"_s});
    return values.isEmpty() ? -1 : values.first();
}

/// Another connection that holds the write lock of `path` for `milliseconds`, as another
/// process would; acquired() returns once it holds it.
class LockHolder
{
public:
    LockHolder(const QString &path, int milliseconds)
        : m_thread([this, path, milliseconds] {
            const QString name = u"lock-holder-%1"_s.arg(quintptr(this));
            {
                QSqlDatabase db = QSqlDatabase::addDatabase(u"QSQLITE"_s, name);
                db.setDatabaseName(path);
                QSqlQuery q(db);
                m_held = db.open() && q.exec(u"BEGIN IMMEDIATE"_s) && q.exec(u"DELETE FROM meta WHERE 0"_s);
                m_acquired.release();
                std::this_thread::sleep_for(std::chrono::milliseconds(milliseconds));
                q.exec(u"COMMIT"_s);
                q.finish();
                db.close();
            }
            QSqlDatabase::removeDatabase(name);
        })
    {}
    ~LockHolder() { m_thread.join(); }
    bool acquired()
    {
        m_acquired.acquire();
        return m_held;
    }

private:
    QSemaphore m_acquired;
    bool m_held = false;
    std::thread m_thread;
};

const QString OnePrice = u"gpu,date,condition,usd,source\nGeForce RTX 3090,2024-05,used,700,my shop\n"_s;

} // namespace

class TestRobustness final : public QObject
{
    Q_OBJECT

private Q_SLOTS:
    void cleanup() { SqlErrors::setBusyTimeoutForTesting(5000); }

    // Item 3: new databases carry GPU Advisor's application id.
    void newDatabasesCarryTheApplicationId()
    {
        SeededDatabase seeded;
        QVERIFY2(seeded.isValid(), qPrintable(seeded.error()));
        QCOMPARE(applicationIdOf(seeded.path()), Database::applicationId());
    }

    // Item 3: a GPU Advisor database made before the id gets it from the migration.
    void olderDatabasesGetTheApplicationIdByMigration()
    {
        QTemporaryDir dir;
        const QString path = dir.filePath(u"old.sqlite"_s);
        const QStringList statements = schemaStatements(5);
        QVERIFY(!statements.isEmpty());
        QVERIFY(rawExec(path, statements));
        QCOMPARE(applicationIdOf(path), 0);
        Database db;
        QString error;
        QVERIFY2(Seeder::openSeeded(db, path, &error), qPrintable(error));
        db.close();
        QCOMPARE(applicationIdOf(path), Database::applicationId());
    }

    // Item 3: another program's database is refused byte for byte untouched, without a WAL switch.
    void foreignDatabasesAreRefusedUntouched_data()
    {
        QTest::addColumn<QStringList>("statements");
        QTest::addColumn<QString>("fragment");
        QTest::newRow("another application id")
            << QStringList{u"CREATE TABLE notes (id INTEGER PRIMARY KEY, text TEXT)"_s,
                           u"INSERT INTO notes (text) VALUES ('mine')"_s, u"PRAGMA application_id = 305419896"_s}
            << u"another program's SQLite database (its application id is 0x12345678"_s;
        QTest::newRow("no id, other tables")
            << QStringList{u"CREATE TABLE contacts (name TEXT)"_s, u"INSERT INTO contacts VALUES ('Ann')"_s}
            << u"GPU Advisor did not make"_s;
        QTest::newRow("no id, a schema version, other tables")
            << QStringList{u"CREATE TABLE gpus (name TEXT)"_s, u"PRAGMA user_version = 3"_s}
            << u"GPU Advisor did not make"_s;
    }

    void foreignDatabasesAreRefusedUntouched()
    {
        QFETCH(QStringList, statements);
        QFETCH(QString, fragment);
        QTemporaryDir dir;
        const QString path = dir.filePath(u"other.sqlite"_s);
        QVERIFY(rawExec(path, statements));
        const QByteArray before = fileDigest(path);
        Database db;
        QString error;
        QVERIFY(!Seeder::openSeeded(db, path, &error));
        QVERIFY2(error.contains(fragment) && error.contains(u"left untouched"_s), qPrintable(error));
        QVERIFY(db.leftUntouched());
        QCOMPARE(fileDigest(path), before);
        QCOMPARE(QDir(dir.path()).entryList(QDir::Files), QStringList{u"other.sqlite"_s}); // no -wal, no -shm
    }

    // Item 11: a device, a pipe or a folder as the database is refused at once (a pipe would block).
    void specialFilesAreNotDatabases()
    {
        QTemporaryDir dir;
        const QString fifo = dir.filePath(u"pipe.sqlite"_s);
        QCOMPARE(::mkfifo(QFile::encodeName(fifo).constData(), 0600), 0);
        for (const QString &path : {fifo, u"/dev/null"_s, u"/dev/zero"_s, dir.path()}) {
            Database db;
            QString error;
            QVERIFY(!Seeder::openSeeded(db, path, &error));
            QVERIFY2(error.contains(u"not a regular file"_s), qPrintable(error));
            QVERIFY(db.leftUntouched());
        }
    }

    // Item 10: an empty path is no database (SQLite would make a temporary one of it).
    void anEmptyPathIsRefused()
    {
        Database db;
        QString error;
        QVERIFY(!Seeder::openSeeded(db, QString(), &error));
        QVERIFY2(error.contains(u"no database file"_s), qPrintable(error));
        QVERIFY(!Seeder::openSeeded(db, u"  "_s, &error));
    }

    // Item 3: a file that was changed on the way is not reported as untouched.
    void aNewFileIsNotReportedAsUntouched()
    {
        QTemporaryDir dir;
        Database db;
        QString error;
        QVERIFY2(Seeder::openSeeded(db, dir.filePath(u"new.sqlite"_s), &error), qPrintable(error));
        QVERIFY(!db.leftUntouched());
    }

    // Item 2: while a database is open, the app's own outputs cannot replace it or its companions.
    void theOpenDatabaseIsProtected()
    {
        SeededDatabase seeded;
        QVERIFY2(seeded.isValid(), qPrintable(seeded.error()));
        const QByteArray before = fileDigest(seeded.path());
        QString error;
        QVERIFY(!AtomicFile::write(seeded.path(), "record,name\n", &error));
        QVERIFY2(error.contains(u"database in use"_s), qPrintable(error));
        QVERIFY(!AtomicFile::write(seeded.path() + u"-wal"_s, "x", &error));
        QCOMPARE(fileDigest(seeded.path()), before);
        seeded.database().close();
        QVERIFY2(AtomicFile::protectedTarget(seeded.path()).isEmpty(), "closing lifts the protection");
    }

    // Item 9: an import waits for another program's write lock instead of failing at once.
    void importWaitsForALock()
    {
        SeededDatabase seeded;
        QVERIFY2(seeded.isValid(), qPrintable(seeded.error()));
        LockHolder holder(seeded.path(), 1500);
        QVERIFY(holder.acquired());
        ImportReport report;
        QStringList errors;
        DataImporter importer(seeded.database().connection());
        QVERIFY2(importer.importCsv(OnePrice, &report, &errors), qPrintable(errors.join(u'\n')));
        QCOMPARE(report.pricesAdded, 1);
    }

    // Item 9: a lock held longer than the wait is reported as a lock, as a failure of the database.
    void aLockHeldTooLongIsNamedAsALock()
    {
        SqlErrors::setBusyTimeoutForTesting(300);
        SeededDatabase seeded;
        QVERIFY2(seeded.isValid(), qPrintable(seeded.error()));
        LockHolder holder(seeded.path(), 2000);
        QVERIFY(holder.acquired());
        ImportReport report;
        QStringList errors;
        DataImporter importer(seeded.database().connection());
        QVERIFY(!importer.importCsv(OnePrice, &report, &errors));
        QCOMPARE(importer.failure(), DataImporter::Failure::Database);
        QVERIFY2(errors.join(u'\n').contains(u"locked by another program"_s), qPrintable(errors.join(u'\n')));
        QVERIFY(!errors.join(u'\n').contains(u"line 2"_s));
    }

    // Issue 27: a lock during the first seeding is told apart from a file that needs recovering.
    void aLockDuringTheFirstSeedingIsALockNotDamage()
    {
        SqlErrors::setBusyTimeoutForTesting(200);
        QTemporaryDir dir;
        const QString path = dir.filePath(u"first.sqlite"_s);
        QString error;
        {
            Database migratedOnly; // the schema, none of the bundled data yet
            QVERIFY2(migratedOnly.open(path, &error), qPrintable(error));
        }
        QVERIFY(!Database::isLockedByAnotherProgram(path));
        const QString holderName = u"robustness-lock-holder"_s;
        {
            QSqlDatabase holder = QSqlDatabase::addDatabase(u"QSQLITE"_s, holderName);
            holder.setDatabaseName(path);
            QVERIFY(holder.open());
            QSqlQuery hold(holder);
            QVERIFY(hold.exec(u"BEGIN IMMEDIATE"_s) && hold.exec(u"DELETE FROM meta WHERE 0"_s));

            Database db;
            QVERIFY(!Seeder::openSeeded(db, path, &error));
            QVERIFY2(error.contains(u"locked by another program"_s), qPrintable(error));
            QVERIFY(Database::isLockedByAnotherProgram(path));

            QVERIFY(hold.exec(u"COMMIT"_s));
            hold.finish();
            holder.close();
        }
        QSqlDatabase::removeDatabase(holderName);
        QVERIFY(!Database::isLockedByAnotherProgram(path));
        Database db;
        QVERIFY2(Seeder::openSeeded(db, path, &error), qPrintable(error));
        db.close();

        // Neither a missing file (not made by asking) nor one that is not SQLite is "locked".
        const QString missing = dir.filePath(u"missing.sqlite"_s);
        QVERIFY(!Database::isLockedByAnotherProgram(missing));
        QVERIFY(!QFile::exists(missing));
        const QString text = dir.filePath(u"text.sqlite"_s);
        QFile file(text);
        QVERIFY(file.open(QIODevice::WriteOnly) && file.write("not a database") > 0);
        file.close();
        QVERIFY(!Database::isLockedByAnotherProgram(text));
    }

    void badRowsAreAFailureOfTheInput()
    {
        SeededDatabase seeded;
        QVERIFY2(seeded.isValid(), qPrintable(seeded.error()));
        ImportReport report;
        QStringList errors;
        DataImporter importer(seeded.database().connection());
        QVERIFY(!importer.importCsv(u"gpu,date,condition,usd,source\nNo Such Card,2024-05,used,700,shop\n"_s, &report,
                                    &errors));
        QCOMPARE(importer.failure(), DataImporter::Failure::Input);
    }

    // Item 9: a database on a read-only file system is named read-only and left alone.
    void readOnlyDatabasesAreNamedSo()
    {
        QTemporaryDir dir;
        const QString mountPoint = dir.filePath(u"ro"_s);
        QVERIFY(QDir().mkpath(mountPoint));
        if (QProcess::execute(u"mount"_s, {u"-t"_s, u"tmpfs"_s, u"-o"_s, u"size=8m"_s, u"tmpfs"_s, mountPoint}) != 0)
            QSKIP("mounting a tmpfs is not permitted here");
        const QString path = mountPoint + u"/gpu-advisor.sqlite"_s;
        {
            Database db;
            QString error;
            QVERIFY2(Seeder::openSeeded(db, path, &error), qPrintable(error));
            QSqlQuery q(db.connection());
            QVERIFY(q.exec(u"PRAGMA wal_checkpoint(TRUNCATE)"_s));
        }
        QFile::remove(path + u"-wal"_s);
        QFile::remove(path + u"-shm"_s);
        const bool remounted = QProcess::execute(u"mount"_s, {u"-o"_s, u"remount,ro"_s, mountPoint}) == 0;
        const QByteArray before = fileDigest(path);
        Database db;
        QString error;
        const bool opened = remounted && Seeder::openSeeded(db, path, &error);
        db.close();
        QProcess::execute(u"umount"_s, {mountPoint});
        QVERIFY(remounted);
        QVERIFY(!opened);
        QVERIFY2(error.contains(u"read-only"_s) && error.contains(u"left untouched"_s), qPrintable(error));
        QVERIFY(db.leftUntouched());
        QVERIFY(!before.isEmpty());
    }

    // Item 8: the duplicate check of every imported price is answered by an index that covers it.
    void theDuplicateCheckHasAnIndex()
    {
        SeededDatabase seeded;
        QVERIFY2(seeded.isValid(), qPrintable(seeded.error()));
        QSqlQuery q(seeded.database().connection());
        QVERIFY(q.exec(u"EXPLAIN QUERY PLAN SELECT 1 FROM prices WHERE gpu_id = 1 AND observed_on = '2024-01-01' "
                       "AND condition = 'new' AND usd = 5 AND source = 's'"_s));
        QString plan;
        while (q.next())
            plan += q.value(3).toString() + u'\n';
        QVERIFY2(plan.contains(u"prices_identity"_s) && plan.contains(u"usd=? AND source=?"_s), qPrintable(plan));
    }

    // Issue 27, case 8: the duplicate checks of the cloud-rate, part-price and measured-figure
    // imports are answered by an index that covers every column they compare (migration 0013),
    // so 100,000 rows sharing a key import in linear time (bench/importbench.cpp).
    void theNewerDuplicateChecksHaveAnIndex_data()
    {
        QTest::addColumn<QString>("query");
        QTest::addColumn<QString>("index");
        QTest::addColumn<QString>("lastColumns");
        QTest::newRow("cloud rates") << u"SELECT 1 FROM cloud_rates WHERE gpu_id = 1 AND provider = 'p' AND "
                                        "instance_type = 'i' AND region = 'r' AND observed_on = '2026-01-01' AND "
                                        "usd_per_hour IS 1.5 AND spot_usd_per_hour IS NULL AND source = 's'"_s
                                     << u"cloud_rates_identity"_s << u"source=?"_s;
        QTest::newRow("part prices") << u"SELECT 1 FROM part_prices WHERE part = 'board-desktop' AND unit = 'each' "
                                        "AND observed_on = '2026-01-01' AND usd = 5 AND source = 's' AND "
                                        "user_entered = 1 LIMIT 1"_s
                                     << u"part_prices_identity"_s << u"user_entered=?"_s;
        QTest::newRow("measured figures") << u"SELECT 1 FROM benchmarks WHERE gpu_id = 1 AND dataset = 'd' AND "
                                             "workload = 'w' AND value = 5 AND source = 's' AND "
                                             "measured_on = '2026-01-01'"_s
                                          << u"benchmarks_identity"_s << u"measured_on=?"_s;
    }

    void theNewerDuplicateChecksHaveAnIndex()
    {
        QFETCH(QString, query);
        QFETCH(QString, index);
        QFETCH(QString, lastColumns);
        SeededDatabase seeded;
        QVERIFY2(seeded.isValid(), qPrintable(seeded.error()));
        QSqlQuery q(seeded.database().connection());
        QVERIFY2(q.exec(u"EXPLAIN QUERY PLAN "_s + query), qPrintable(q.lastError().text()));
        QString plan;
        while (q.next())
            plan += q.value(3).toString() + u'\n';
        QVERIFY2(plan.contains(index) && plan.contains(lastColumns), qPrintable(plan));
    }

    // Item 6: prices and GPUs added by an import are kept by recovery, and the report says what was left.
    void recoveryKeepsEverythingThatDidNotComeFromTheSeed()
    {
        QTemporaryDir dir;
        const QString path = dir.filePath(u"mine.sqlite"_s);
        int seedGpus = 0;
        int seedPrices = 0;
        {
            Database db;
            QString error;
            QVERIFY2(Seeder::openSeeded(db, path, &error), qPrintable(error));
            QSqlQuery q(db.connection());
            QVERIFY(q.exec(u"SELECT (SELECT COUNT(*) FROM gpus), (SELECT COUNT(*) FROM prices)"_s) && q.next());
            seedGpus = q.value(0).toInt();
            seedPrices = q.value(1).toInt();
            // As an import before this fix left them: no user mark on the rows.
            QVERIFY(q.exec(u"INSERT INTO gpus (name, vendor, architecture, release_year, vram_gb, mem_bandwidth_gbs, "
                           "fp32_tflops, tdp_w, pcie_gen, form_factor, source) VALUES ('Imported Card', 'ACME', 'X', "
                           "2024, 16, 500, 20, 200, 4, 'consumer', 'imported.csv')"_s));
            QVERIFY(q.exec(u"INSERT INTO prices (gpu_id, observed_on, condition, usd, source) SELECT id, "
                           "'2024-05-01', 'used', 300, 'imported.csv' FROM gpus WHERE name = 'Imported Card'"_s));
            QVERIFY(q.exec(u"INSERT INTO prices (gpu_id, observed_on, condition, usd, source) SELECT id, "
                           "'2024-06-01', 'used', 650, 'imported.csv' FROM gpus WHERE name = 'GeForce RTX 3090'"_s));
        }
        SalvageReport report;
        QString error;
        const QString fresh = dir.filePath(u"fresh.sqlite"_s);
        QVERIFY2(Recovery::recover(path, fresh, &report, &error), qPrintable(error));
        QVERIFY2(report.problems.isEmpty(), qPrintable(report.problems.join(u'\n')));
        QCOMPARE(report.gpus, 1);
        QCOMPARE(report.prices, 2);
        QCOMPARE(report.gpusAsBundled, seedGpus);
        QCOMPARE(report.pricesAsBundled, seedPrices);
        const QList<int> counts = rawCounts(fresh, {u"SELECT COUNT(*) FROM gpus WHERE name = 'Imported Card'"_s,
                                                    u"SELECT COUNT(*) FROM prices WHERE source = 'imported.csv'"_s,
                                                    u"SELECT COUNT(*) FROM prices"_s});
        QCOMPARE(counts, (QList<int>{1, 2, seedPrices + 2}));
    }

    // Item 6: rows imported from a file that does not say whose they are carry the user's mark.
    void importsWithoutAMarkAreTheUsers()
    {
        SeededDatabase seeded;
        QVERIFY2(seeded.isValid(), qPrintable(seeded.error()));
        ImportReport report;
        QStringList errors;
        QVERIFY(DataImporter(seeded.database().connection()).importCsv(OnePrice, &report, &errors));
        const QList<int> marked =
            rawCounts(seeded.path(), {u"SELECT user_entered FROM prices WHERE source = 'my shop'"_s});
        QCOMPARE(marked, QList<int>{1});
    }
};

QTEST_GUILESS_MAIN(TestRobustness)
#include "tst_robustness.moc"

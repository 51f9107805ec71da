// SPDX-FileCopyrightText: 2026 GPU Advisor contributors
// SPDX-License-Identifier: GPL-3.0-or-later
// Damaged files, failed migrations and recovery: nothing already saved is lost.
#include "db/database.h"
#include "db/dataimporter.h"
#include "db/recovery.h"
#include "db/seeder.h"
#include "db/sqlgpurepository.h"

#include <QCryptographicHash>
#include <QDir>
#include <QFile>
#include <QSqlQuery>
#include <QTemporaryDir>
#include <QTest>

using namespace Qt::StringLiterals;

namespace {

QByteArray digest(const QString &path)
{
    QFile f(path);
    return f.open(QIODevice::ReadOnly) ? QCryptographicHash::hash(f.readAll(), QCryptographicHash::Sha256)
                                       : QByteArray();
}

/// A seeded database with one user price and one user GPU, closed cleanly.
bool makeUserDatabase(const QString &path)
{
    Database db;
    QString error;
    if (!Seeder::openSeeded(db, path, &error))
        return false;
    QStringList errors;
    ImportReport report;
    const QString gpu = u"name,vendor,architecture,release_year,vram_gb,memory_type,mem_bandwidth_gbs,l2_cache_mb,"
                        "fp32_tflops,fp16_tensor_tflops_dense,bf16_support,fp8_support,int8_tops_dense,tensor_core_gen,"
                        "tdp_w,slot_width,pcie_gen,nvlink,launch_msrp_usd,form_factor,source,user_edited\n"
                        "My Lab Card,NVIDIA,Ampere,2021,48,GDDR6,768,6,38.7,154.8,1,0,309.7,3,300,2,4,1,4650,"
                        "workstation,my notes,1\n"_s;
    const QString price = u"gpu,date,condition,usd,source,user_entered\n"
                          "GeForce RTX 3090,2026-11-03,used,640,local shop,1\n"_s;
    return DataImporter(db.connection()).importCsv(gpu, &report, &errors) &&
           DataImporter(db.connection()).importCsv(price, &report, &errors);
}

bool corruptPages(const QString &path)
{
    QFile f(path);
    if (!f.open(QIODevice::ReadWrite))
        return false;
    const qint64 size = f.size();
    // Scribble over the middle of the file, past the header and the schema page, from a page
    // boundary so that page headers are hit whatever the tables hold.
    const qint64 start = size / 3 / 4096 * 4096;
    for (qint64 at = start; at < start + 8192 && at < size; at += 512) {
        f.seek(at);
        f.write(QByteArray(64, '\xA5'));
    }
    return true;
}

} // namespace

class TestReliability final : public QObject
{
    Q_OBJECT

private Q_SLOTS:
    void cleanup() { Database::setMigrationDirectory({}); }

    void failedMigrationRestoresThePreviousFile()
    {
        QTemporaryDir dir;
        const QString path = dir.filePath(u"db.sqlite"_s);
        QVERIFY(makeUserDatabase(path));
        const int version = Database::supportedSchemaVersion();
        const QByteArray before = digest(path);

        // The bundled migrations plus a next one that fails half-way.
        const QString migrations = dir.filePath(u"migrations"_s);
        QVERIFY(QDir().mkpath(migrations));
        for (const QString &entry : QDir(u":/db/migrations"_s).entryList(QDir::Files))
            QVERIFY(QFile::copy(u":/db/migrations/"_s + entry, migrations + u'/' + entry));
        QFile broken(migrations + u"/0099_broken.sql"_s);
        QVERIFY(broken.open(QIODevice::WriteOnly));
        broken.write("CREATE TABLE half_done (x INTEGER);\nDELETE FROM prices;\nTHIS IS NOT SQL;\n");
        broken.close();
        Database::setMigrationDirectory(migrations);

        Database db;
        QString error;
        QVERIFY(!Seeder::openSeeded(db, path, &error));
        QVERIFY2(error.contains(u"schema version 99"_s) && error.contains(u"restored"_s), qPrintable(error));
        QVERIFY(!db.isOpen());
        Database::setMigrationDirectory({});

        // The file is as it was: same version, the user's data still there.
        QCOMPARE(digest(path), before);
        Database again;
        QVERIFY2(Seeder::openSeeded(again, path, &error), qPrintable(error));
        QCOMPARE(again.schemaVersion(), version);
        SqlGpuRepository repo(again.connection());
        QVERIFY(repo.gpuByName(u"My Lab Card"_s));
        QVERIFY(!repo.allPrices().isEmpty());
        QVERIFY(!again.connection().tables().contains(u"half_done"_s));
    }

    void corruptPagesAreRefusedUntouched()
    {
        QTemporaryDir dir;
        const QString path = dir.filePath(u"db.sqlite"_s);
        QVERIFY(makeUserDatabase(path));
        QVERIFY(corruptPages(path));
        const QByteArray before = digest(path);
        Database db;
        QString error;
        QVERIFY(!Seeder::openSeeded(db, path, &error));
        QVERIFY2(error.contains(path), qPrintable(error));
        QVERIFY2(error.contains(u"damaged"_s) || error.contains(u"integrity"_s), qPrintable(error));
        // Said in words, not in the database driver's ("Unable to execute statement").
        QVERIFY2(!error.contains(u"Unable to"_s) && !error.contains(u"No query"_s), qPrintable(error));
        QCOMPARE(digest(path), before);
    }

    void truncatedFileIsRefusedUntouched()
    {
        QTemporaryDir dir;
        const QString path = dir.filePath(u"db.sqlite"_s);
        QVERIFY(makeUserDatabase(path));
        {
            QFile f(path);
            QVERIFY(f.resize(f.size() / 2));
        }
        const QByteArray before = digest(path);
        Database db;
        QString error;
        QVERIFY(!Seeder::openSeeded(db, path, &error));
        QVERIFY2(error.contains(path), qPrintable(error));
        QCOMPARE(digest(path), before);
    }

    void recoverySalvagesUserData()
    {
        QTemporaryDir dir;
        const QString damaged = dir.filePath(u"db.sqlite"_s);
        QVERIFY(makeUserDatabase(damaged));
        QVERIFY(corruptPages(damaged));
        const QByteArray before = digest(damaged);
        const QString fresh = Recovery::suggestedPath(damaged);
        QVERIFY(fresh.contains(u"db-recovered-"_s));
        SalvageReport report;
        QString error;
        QVERIFY2(Recovery::recover(damaged, fresh, &report, &error), qPrintable(error));
        QCOMPARE(digest(damaged), before); // never written to
        Database db;
        QVERIFY2(Seeder::openSeeded(db, fresh, &error), qPrintable(error));
        SqlGpuRepository repo(db.connection());
        QCOMPARE(repo.gpus().size(), 138 + report.gpus);
        // Whatever was readable came over; whatever was not is listed, in words.
        QVERIFY(report.gpus + report.prices > 0 || !report.problems.isEmpty());
        for (const QString &problem : std::as_const(report.problems))
            QVERIFY2(!problem.contains(u"Unable to"_s) && !problem.contains(u"No query"_s), qPrintable(problem));
    }

    void recoveryFromAReadableFileKeepsEverything()
    {
        QTemporaryDir dir;
        const QString old = dir.filePath(u"old.sqlite"_s);
        QVERIFY(makeUserDatabase(old));
        SalvageReport report;
        QString error;
        const QString fresh = dir.filePath(u"new.sqlite"_s);
        QVERIFY2(Recovery::recover(old, fresh, &report, &error), qPrintable(error));
        QCOMPARE(report.gpus, 1);
        QCOMPARE(report.prices, 1);
        QVERIFY2(report.problems.isEmpty(), qPrintable(report.problems.join(u'\n')));
        Database db;
        QVERIFY(Seeder::openSeeded(db, fresh, &error));
        QVERIFY(SqlGpuRepository(db.connection()).gpuByName(u"My Lab Card"_s));
    }

    void recoveryFromAFileThatIsNotADatabase()
    {
        QTemporaryDir dir;
        const QString notes = dir.filePath(u"notes.sqlite"_s);
        {
            QFile f(notes);
            QVERIFY(f.open(QIODevice::WriteOnly));
            f.write("not a database at all\n");
        }
        SalvageReport report;
        QString error;
        const QString fresh = dir.filePath(u"fresh.sqlite"_s);
        QVERIFY2(Recovery::recover(notes, fresh, &report, &error), qPrintable(error));
        QVERIFY(!report.problems.isEmpty());
        QCOMPARE(report.gpus + report.prices + report.savedBuilds, 0);
        QVERIFY(QFile::exists(fresh));
    }

    void recoveryNeverOverwrites()
    {
        QTemporaryDir dir;
        const QString existing = dir.filePath(u"existing.sqlite"_s);
        QVERIFY(makeUserDatabase(existing));
        const QByteArray before = digest(existing);
        SalvageReport report;
        QString error;
        QVERIFY(!Recovery::recover(existing, existing, &report, &error));
        QVERIFY(error.contains(u"already exists"_s));
        QCOMPARE(digest(existing), before);
    }
};

QTEST_GUILESS_MAIN(TestReliability)
#include "tst_reliability.moc"

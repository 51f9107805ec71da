// SPDX-FileCopyrightText: 2026 GPU Advisor contributors
// SPDX-License-Identifier: GPL-3.0-or-later
#include "db/database.h"
#include "db/seeder.h"
#include "db/sqlgpurepository.h"
#include "db/sqlllmmodelrepository.h"
#include "tests/common/rawsqlite.h"

#include <QFile>
#include <QSqlDatabase>
#include <QSqlError>
#include <QSqlQuery>
#include <QStandardPaths>
#include <QTemporaryDir>
#include <QTest>

using namespace Qt::StringLiterals;

class TestDatabase final : public QObject
{
    Q_OBJECT

private Q_SLOTS:
    void initTestCase() { QStandardPaths::setTestModeEnabled(true); }

    void freshDatabaseIsCreatedAndSeeded()
    {
        QTemporaryDir dir;
        const QString path = dir.filePath(u"sub/folder/new.sqlite"_s);
        Database db;
        QString error;
        QVERIFY2(Seeder::openSeeded(db, path, &error), qPrintable(error));
        QVERIFY(QFile::exists(path));
        QCOMPARE(db.schemaVersion(), Database::supportedSchemaVersion());
        QVERIFY(Database::supportedSchemaVersion() >= 2);
        SqlGpuRepository repo(db.connection());
        QCOMPARE(repo.gpus().size(), 138);
        QVERIFY(!repo.allPrices().isEmpty());
    }

    void reopeningKeepsUserData()
    {
        QTemporaryDir dir;
        const QString path = dir.filePath(u"db.sqlite"_s);
        {
            Database db;
            QString error;
            QVERIFY2(Seeder::openSeeded(db, path, &error), qPrintable(error));
            QSqlQuery q(db.connection());
            QVERIFY(
                q.exec(u"INSERT INTO prices (gpu_id, observed_on, condition, usd, source, user_entered) "
                       "SELECT id, '2026-11-01', 'used', 1234, 'my own note', 1 FROM gpus WHERE name = 'TITAN V'"_s));
        }
        Database db;
        QString error;
        QVERIFY2(Seeder::openSeeded(db, path, &error), qPrintable(error));
        SqlGpuRepository repo(db.connection());
        QCOMPARE(repo.gpus().size(), 138); // not seeded twice
        const auto titan = repo.gpuByName(u"titan v"_s);
        QVERIFY(titan);
        const QList<PriceObservation> prices = repo.prices(titan->id);
        QVERIFY(std::any_of(prices.cbegin(), prices.cend(),
                            [](const PriceObservation &p) { return p.userEntered && p.usd == 1234; }));
    }

    void migratesFromEachEarlierVersion_data()
    {
        QTest::addColumn<int>("fromVersion");
        for (int v = 0; v < Database::supportedSchemaVersion(); ++v)
            QTest::newRow(qPrintable(u"from version %1"_s.arg(v))) << v;
    }

    void migratesFromEachEarlierVersion()
    {
        QFETCH(int, fromVersion);
        QTemporaryDir dir;
        const QString path = dir.filePath(u"old.sqlite"_s);
        // Build the database an older app would have left: its migrations, a user's GPU.
        QStringList statements = schemaStatements(fromVersion);
        QVERIFY(!statements.isEmpty());
        if (fromVersion >= 1) {
            statements.append(
                u"INSERT INTO gpus (name, vendor, architecture, release_year, vram_gb, mem_bandwidth_gbs, "
                "fp32_tflops, tdp_w, pcie_gen, form_factor, source, user_edited) VALUES ('My Card', "
                "'NVIDIA', 'Ampere', 2021, 24, 900, 30, 300, 4, 'consumer', 'my notes', 1)"_s);
        }
        QVERIFY(rawExec(path, statements));

        Database db;
        QString error;
        QVERIFY2(Seeder::openSeeded(db, path, &error), qPrintable(error));
        QCOMPARE(db.schemaVersion(), Database::supportedSchemaVersion());
        SqlGpuRepository repo(db.connection());
        QCOMPARE(repo.gpus().size(), fromVersion >= 1 ? 139 : 138);
        if (fromVersion >= 1) {
            QVERIFY(repo.gpuByName(u"My Card"_s));
            QVERIFY(QFile::exists(path + u".before-v%1.bak"_s.arg(fromVersion + 1)));
        }
        QSqlQuery q(db.connection());
        QVERIFY(q.exec(u"SELECT COUNT(*) FROM flowcharts"_s) && q.next());
        QCOMPARE(q.value(0).toInt(), 1);
    }

    void version6KeepsEveryPriceAndSaysWhatItIs()
    {
        // A database of schema version 5, seeded by an older app: its prices survive the
        // rebuild of the table, with the kind their source documents.
        QTemporaryDir dir;
        const QString path = dir.filePath(u"v5.sqlite"_s);
        QStringList statements = schemaStatements(5);
        QVERIFY(!statements.isEmpty());
        statements += {u"INSERT INTO gpus (id, name, vendor, architecture, release_year, vram_gb, mem_bandwidth_gbs, "
                       "fp32_tflops, tdp_w, pcie_gen, form_factor, source) VALUES (7, 'GeForce RTX 3090', 'NVIDIA', "
                       "'Ampere', 2020, 24, 936, 35.6, 350, 4, 'consumer', 'https://example.org')"_s,
                       u"INSERT INTO prices (id, gpu_id, observed_on, monthly, condition, usd, source) VALUES "
                       "(1, 7, '2023-01-01', 1, 'used', 817, 'eBay average sold price, Tom''s Hardware, x'), "
                       "(2, 7, '2023-01-01', 1, 'new', 1300, 'Lowest retail price of the month, Tom''s Hardware, x'), "
                       "(3, 7, '2023-02-01', 1, 'new', 1350, 'Amazon price history (Keepa), y'), "
                       "(4, 7, '2024-05-04', 0, 'used', 700, 'my shop')"_s,
                       u"UPDATE prices SET user_entered = 1 WHERE id = 4"_s};
        QVERIFY(rawExec(path, statements));
        Database db;
        QString error;
        QVERIFY2(Seeder::openSeeded(db, path, &error), qPrintable(error));
        QCOMPARE(db.schemaVersion(), Database::supportedSchemaVersion());
        QSqlQuery q(db.connection());
        QVERIFY(q.exec(u"SELECT id, kind FROM prices ORDER BY id"_s));
        QStringList kinds;
        while (q.next())
            kinds.append(u"%1:%2"_s.arg(q.value(0).toInt()).arg(q.value(1).toString()));
        QCOMPARE(kinds.mid(0, 4),
                 (QStringList{u"1:sold_average"_s, u"2:retail_lowest"_s, u"3:retail_median"_s, u"4:"_s}));
        // The index of the import's duplicate check is there after the rebuild.
        QVERIFY(q.exec(u"SELECT COUNT(*) FROM sqlite_master WHERE type = 'index' AND name = 'prices_identity'"_s));
        QVERIFY(q.next() && q.value(0).toInt() == 1);
        const auto card = SqlGpuRepository(db.connection()).gpuByName(u"GeForce RTX 3090"_s);
        QVERIFY(card);
        QCOMPARE(card->deviceKind, DeviceKind::Card);
    }

    void chartsWithoutRulesGetThemFromTheBundle()
    {
        // A chart imported before schema version 7 has no rules behind its picks.
        QTemporaryDir dir;
        const QString path = dir.filePath(u"rules.sqlite"_s);
        {
            Database db;
            QString error;
            QVERIFY2(Seeder::openSeeded(db, path, &error), qPrintable(error));
            QSqlQuery q(db.connection());
            QVERIFY(q.exec(u"UPDATE flow_leaves SET rule = ''"_s));
        }
        Database db;
        QString error;
        QVERIFY2(Seeder::openSeeded(db, path, &error), qPrintable(error));
        QSqlQuery q(db.connection());
        QVERIFY(q.exec(u"SELECT COUNT(*) FROM flow_leaves WHERE kind = 'gpu' AND rule = ''"_s) && q.next());
        QCOMPARE(q.value(0).toInt(), 0);
        QVERIFY(q.exec(u"SELECT COUNT(*) FROM flow_leaves WHERE kind <> 'gpu' AND rule <> ''"_s) && q.next());
        QCOMPARE(q.value(0).toInt(), 0);
    }

    void boostClocksAreFilledInOnce()
    {
        // A database seeded before the clock columns gets the bundled clocks when it next opens;
        // a card the bundle has no clock for, and a user's own card, keep none.
        QTemporaryDir dir;
        const QString path = dir.filePath(u"clocks.sqlite"_s);
        {
            Database db;
            QString error;
            QVERIFY2(Seeder::openSeeded(db, path, &error), qPrintable(error));
            QSqlQuery q(db.connection());
            QVERIFY(q.exec(u"UPDATE gpus SET boost_clock_mhz = NULL, boost_clock_source = ''"_s));
            QVERIFY(q.exec(u"DELETE FROM meta WHERE key = 'boost_clocks_filled_on'"_s));
            QVERIFY(
                q.exec(u"INSERT INTO gpus (name, vendor, architecture, release_year, vram_gb, "
                       "mem_bandwidth_gbs, fp32_tflops, tdp_w, pcie_gen, form_factor, source, user_edited) "
                       "VALUES ('My Card', 'NVIDIA', 'Ampere', 2021, 24, 900, 30, 300, 4, 'consumer', 'mine', 1)"_s));
        }
        Database db;
        QString error;
        QVERIFY2(Seeder::openSeeded(db, path, &error), qPrintable(error));
        SqlGpuRepository repo(db.connection());
        const auto rtx3090 = repo.gpuByName(u"GeForce RTX 3090"_s);
        QVERIFY(rtx3090 && rtx3090->boostClockMhz);
        QCOMPARE(*rtx3090->boostClockMhz, 1695.0);
        QVERIFY(!rtx3090->boostClockSource.isEmpty());
        QVERIFY(!repo.gpuByName(u"H20"_s)->boostClockMhz);
        QVERIFY(!repo.gpuByName(u"My Card"_s)->boostClockMhz);
    }

    void usersModelsGainFileWeights()
    {
        // Version 12 with a model of the user's: version 14 keeps it, without file weights, and
        // stores the exact bytes of one read from a GGUF file.
        QTemporaryDir dir;
        const QString path = dir.filePath(u"v12.sqlite"_s);
        QStringList statements = schemaStatements(12);
        statements.append(
            u"INSERT INTO llm_models (name, total_params_b, active_params_b, layers, hidden_size, attention_heads, "
            "kv_heads, head_dim, attention, native_context, user_added) VALUES ('My Model', 1, 1, 2, 256, 4, 2, 64, "
            "'gqa', 4096, 1)"_s);
        QVERIFY(rawExec(path, statements));
        Database db;
        QString error;
        QVERIFY2(Seeder::openSeeded(db, path, &error), qPrintable(error));
        QVERIFY(db.schemaVersion() >= 14);
        SqlLlmModelRepository repo(db.connection());
        std::optional<LlmModel> mine = repo.modelByName(u"My Model"_s);
        QVERIFY(mine);
        QVERIFY(mine->fileWeights.isEmpty());
        QVERIFY(mine->userAdded);
        mine->fileWeights = *LlmFileWeights::fromText(u"format=Q4_K_M;outside=100;layers=1000/0,2000/500"_s, &error);
        QVERIFY2(repo.updateModel(*mine, &error), qPrintable(error));
        QCOMPARE(repo.modelByName(u"My Model"_s)->fileWeights.toText(),
                 u"format=Q4_K_M;outside=100;layers=1000/0,2000/500"_s);
    }

    void newerSchemaIsRefusedAndUntouched()
    {
        QTemporaryDir dir;
        const QString path = dir.filePath(u"future.sqlite"_s);
        // A newer GPU Advisor carries its application id, like every version since schema 6.
        QVERIFY(rawExec(path, {u"CREATE TABLE future (x)"_s, u"PRAGMA user_version = 999"_s,
                               u"PRAGMA application_id = %1"_s.arg(Database::applicationId())}));
        const QByteArray before = fileDigest(path);
        Database db;
        QString error;
        QVERIFY(!Seeder::openSeeded(db, path, &error));
        QVERIFY2(error.contains(u"schema version 999"_s) && error.contains(path), qPrintable(error));
        QVERIFY(!db.isOpen());
        QCOMPARE(fileDigest(path), before);
    }

    void damagedFilesAreRefusedAndUntouched_data()
    {
        QTest::addColumn<QByteArray>("content");
        QTest::addColumn<QString>("fragment");
        QTest::newRow("text file") << QByteArray("name,vendor\nnot a database\n") << u"is not an SQLite database"_s;
        QByteArray truncated("SQLite format 3\0", 16);
        truncated.append(QByteArray(84, '\x01'));
        QTest::newRow("truncated header") << truncated << u"database"_s;
    }

    void damagedFilesAreRefusedAndUntouched()
    {
        QFETCH(QByteArray, content);
        QFETCH(QString, fragment);
        QTemporaryDir dir;
        const QString path = dir.filePath(u"damaged.sqlite"_s);
        {
            QFile f(path);
            QVERIFY(f.open(QIODevice::WriteOnly));
            f.write(content);
        }
        const QByteArray before = fileDigest(path);
        Database db;
        QString error;
        QVERIFY(!Seeder::openSeeded(db, path, &error));
        QVERIFY2(error.contains(fragment) && error.contains(path), qPrintable(error));
        QCOMPARE(fileDigest(path), before);
        QVERIFY(!QFile::exists(path + u"-wal"_s));
    }

    void unwritableLocationIsReported()
    {
        Database db;
        QString error;
        QVERIFY(!Seeder::openSeeded(db, u"/proc/gpu-advisor-cannot-be-here/db.sqlite"_s, &error));
        QVERIFY2(error.contains(u"/proc/gpu-advisor-cannot-be-here"_s), qPrintable(error));
    }

    void defaultPathIsInTheDataFolder()
    {
        QVERIFY(Database::defaultPath().startsWith(QStandardPaths::writableLocation(QStandardPaths::AppDataLocation)));
    }

    void twoConnectionsToOneFile()
    {
        QTemporaryDir dir;
        const QString path = dir.filePath(u"shared.sqlite"_s);
        Database first;
        Database second;
        QString error;
        QVERIFY2(Seeder::openSeeded(first, path, &error), qPrintable(error));
        QVERIFY2(Seeder::openSeeded(second, path, &error), qPrintable(error));
        QCOMPARE(SqlGpuRepository(second.connection()).gpus().size(), 138);
    }
};

QTEST_GUILESS_MAIN(TestDatabase)
#include "tst_database.moc"

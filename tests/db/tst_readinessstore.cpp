// SPDX-FileCopyrightText: 2026 GPU Advisor contributors
// SPDX-License-Identifier: GPL-3.0-or-later
// Software readiness in the database: a new database holds the bundled targets and rows; one of
// the schema version before with the user's own prices gets them on upgrade and keeps the prices; a data
// update replaces them whole in its one transaction, and a bad file leaves them as they were.
#include "db/bundleimporter.h"
#include "db/database.h"
#include "db/seeder.h"
#include "db/sqlgpurepository.h"
#include "db/sqlreadinessrepository.h"
#include "model/update/databundle.h"
#include "model/update/dataupdate.h"
#include "tests/common/rawsqlite.h"
#include "tests/common/seededdatabase.h"

#include <QCryptographicHash>
#include <QDir>
#include <QSqlQuery>
#include <QTemporaryDir>
#include <QTest>

using namespace Qt::StringLiterals;

namespace {

BundleContents readinessBundle(const QByteArray &targets, const QByteArray &rows)
{
    BundleContents bundle;
    bundle.manifest.formatVersion = DataBundle::FormatVersion;
    bundle.manifest.date = QDate(2026, 11, 27);
    const auto add = [&](const QString &name, const QString &kind, const QByteArray &bytes) {
        bundle.manifest.files.append(
            {name, kind, bytes.size(), QCryptographicHash::hash(bytes, QCryptographicHash::Sha256)});
        bundle.files.insert(name, bytes);
    };
    if (!targets.isEmpty())
        add(u"software_targets.csv"_s, u"software_targets"_s, targets);
    if (!rows.isEmpty())
        add(u"software_readiness.csv"_s, u"software_readiness"_s, rows);
    return bundle;
}

const QByteArray rowHeader = "target,gpu,stack,os,state,since_version,since_date,min_driver,min_toolkit,note,source,"
                             "checked_on\n";

} // namespace

class TestReadinessStore final : public QObject
{
    Q_OBJECT

private Q_SLOTS:
    void aNewDatabaseHoldsTheBundledReadiness()
    {
        SeededDatabase db;
        QVERIFY2(db.isValid(), qPrintable(db.error()));
        ReadinessData data;
        QString error;
        QVERIFY2(SqlReadinessRepository(db.database().connection()).load(&data, &error), qPrintable(error));
        QCOMPARE(data.targetOfGpu.size(), db.gpus().gpus().size());
        QVERIFY(data.entries.size() >= 450);
        const SoftwareReadiness readiness(data);
        QCOMPARE(readiness.targetOf(u"GeForce RTX 5090"_s), u"sm_120"_s);
        QVERIFY(readiness.runs(u"GeForce RTX 5090"_s, {u"pytorch"_s, ReadinessOs::Linux}));
        QCOMPARE(readiness.entry(u"GeForce RTX 5090"_s, {u"pytorch"_s, ReadinessOs::Linux})->sinceDate,
                 QDate(2025, 4, 23));
    }

    void anUpgradeKeepsTheUsersPricesAndAddsReadiness()
    {
        // The version before the migration that adds the readiness tables.
        const QStringList migration = QDir(u":/db/migrations"_s).entryList({u"*_software_readiness.sql"_s});
        QCOMPARE(migration.size(), 1);
        const int version = migration.first().left(4).toInt();
        QVERIFY(version > 1);
        QTemporaryDir dir;
        const QString path = dir.filePath(u"old.sqlite"_s);
        QStringList statements = schemaStatements(version - 1);
        QVERIFY(!statements.isEmpty());
        statements += {u"INSERT INTO gpus (id, name, vendor, architecture, release_year, vram_gb, mem_bandwidth_gbs, "
                       "fp32_tflops, tdp_w, pcie_gen, form_factor, source) VALUES (7, 'GeForce RTX 3090', 'NVIDIA', "
                       "'Ampere', 2020, 24, 936, 35.6, 350, 4, 'consumer', 'https://example.org')"_s,
                       u"INSERT INTO prices (gpu_id, observed_on, monthly, condition, usd, source, user_entered) "
                       "VALUES (7, '2026-11-02', 0, 'used', 650, 'my own find', 1)"_s};
        QVERIFY(rawExec(path, statements));
        Database db;
        QString error;
        QVERIFY2(Seeder::openSeeded(db, path, &error), qPrintable(error));
        QCOMPARE(db.schemaVersion(), Database::supportedSchemaVersion());
        QVERIFY(QFile::exists(path + u".before-v%1.bak"_s.arg(version)));
        QSqlQuery q(db.connection());
        QVERIFY(q.exec(u"SELECT usd FROM prices WHERE user_entered = 1"_s) && q.next());
        QCOMPARE(q.value(0).toDouble(), 650.0);
        ReadinessData data;
        QVERIFY2(SqlReadinessRepository(db.connection()).load(&data, &error), qPrintable(error));
        QCOMPARE(data.targetOfGpu.value(u"GeForce RTX 3090"_s), u"sm_86"_s);
        QVERIFY(data.entries.size() >= 450);
    }

    void anUpdateReplacesTheRowsWhole()
    {
        SeededDatabase db;
        QVERIFY2(db.isValid(), qPrintable(db.error()));
        ReadinessData before;
        QString error;
        SqlReadinessRepository repository(db.database().connection());
        QVERIFY(repository.load(&before, &error));
        // vLLM on Windows for the RTX 3090's target becomes supported; every other row goes.
        const QByteArray rows = rowHeader +
                                "sm_86,,vllm,windows,supported,0.40,2026-11-10,R580,CUDA 13,,"
                                "https://docs.vllm.ai/example,2026-11-20\n"
                                "sm_86,,vllm,linux,supported,,,,,,https://docs.vllm.ai/example,2026-11-20\n";
        UpdateReport report;
        QVERIFY2(BundleImporter(db.database().connection()).apply(readinessBundle({}, rows), &report, &error),
                 qPrintable(error));
        QCOMPARE(report.countsOf(u"software_readiness"_s).added, 0);
        QCOMPARE(report.countsOf(u"software_readiness"_s).changed, 2);
        ReadinessData after;
        QVERIFY(repository.load(&after, &error));
        QCOMPARE(after.entries.size(), 2);
        QCOMPARE(after.targetOfGpu, before.targetOfGpu); // no targets file: the map stays
        const SoftwareReadiness readiness(after);
        QVERIFY(readiness.runs(u"GeForce RTX 3090"_s, {u"vllm"_s, ReadinessOs::Windows}));
        QCOMPARE(readiness.entry(u"GeForce RTX 3090"_s, {u"vllm"_s, ReadinessOs::Windows})->sinceVersion, u"0.40"_s);
        QVERIFY(!readiness.entry(u"GeForce RTX 3090"_s, {u"pytorch"_s, ReadinessOs::Linux}));
        // A targets file replaces the map.
        QVERIFY2(BundleImporter(db.database().connection())
                     .apply(readinessBundle("gpu,target,source\nGeForce RTX 3090,sm_86,NVIDIA\n", {}), &report, &error),
                 qPrintable(error));
        // Same target, another source: changed.
        QCOMPARE(report.countsOf(u"software_targets"_s).changed, 1);
        QVERIFY(repository.load(&after, &error));
        QCOMPARE(after.targetOfGpu.size(), 1);
    }

    void aBadFileChangesNothing()
    {
        SeededDatabase db;
        QVERIFY2(db.isValid(), qPrintable(db.error()));
        ReadinessData before;
        QString error;
        SqlReadinessRepository repository(db.database().connection());
        QVERIFY(repository.load(&before, &error));
        const QByteArray rows = rowHeader + "sm_86,,vllm,linux,supported,,,,,,src,2026-11-20\n"
                                            "sm_86,,vllm,windows,perhaps,,,,,,src,2026-11-20\n";
        UpdateReport report;
        QVERIFY(!BundleImporter(db.database().connection()).apply(readinessBundle({}, rows), &report, &error));
        QVERIFY2(error.contains(u"software_readiness.csv"_s) && error.contains(u"line 3"_s) &&
                     error.contains(u"state"_s),
                 qPrintable(error));
        ReadinessData after;
        QVERIFY(repository.load(&after, &error));
        QCOMPARE(after.entries, before.entries);
    }
};

QTEST_GUILESS_MAIN(TestReadinessStore)
#include "tst_readinessstore.moc"

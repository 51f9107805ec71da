// SPDX-FileCopyrightText: 2026 GPU Advisor contributors
// SPDX-License-Identifier: GPL-3.0-or-later
// `db update` end to end against a server on 127.0.0.1: a good bundle adds what is new and
// keeps what the user entered; every way a download or a bundle can go wrong leaves the
// database file byte-identical and says why.
#include "db/bundleimporter.h"
#include "db/seeder.h"
#include "db/sqlcloudraterepository.h"
#include "model/catalog/gpucsv.h"
#include "model/update/databundle.h"
#include "net/networkdataupdater.h"
#include "tests/common/localhttpserver.h"
#include "tests/common/seededdatabase.h"
#include "tests/common/testsigning.h"

#include <QCryptographicHash>
#include <QDir>
#include <QFile>
#include <QJsonArray>
#include <QJsonDocument>
#include <QJsonObject>
#include <QProcess>
#include <QSignalSpy>
#include <QSqlQuery>
#include <QStandardPaths>
#include <QTemporaryDir>
#include <QTest>

using namespace Qt::StringLiterals;

namespace {

struct Part
{
    QString name;
    QString kind;
    QByteArray bytes;
};

QJsonObject entry(const Part &p)
{
    return {{u"name"_s, p.name},
            {u"kind"_s, p.kind},
            {u"size"_s, p.bytes.size()},
            {u"sha256"_s, QString::fromLatin1(QCryptographicHash::hash(p.bytes, QCryptographicHash::Sha256).toHex())}};
}

QByteArray manifestOf(const QList<Part> &parts, int version = 1)
{
    QJsonArray files;
    for (const Part &p : parts)
        files.append(entry(p));
    return QJsonDocument(QJsonObject{{u"format_version"_s, version},
                                     // After every date of the seed (its cloud rates run to 2026-11-24):
                                     // what a bundle holds is not dated after it.
                                     {u"date"_s, u"2026-11-27"_s},
                                     {u"generator"_s, u"tst_dataupdate"_s},
                                     {u"files"_s, files}})
        .toJson();
}

/// A new GPU (the RTX 5090's specs under another name), dated prices of a GPU the seed has, and
/// cloud rates in the SkyPilot layout.
QList<Part> goodBundle()
{
    QFile seed(Seeder::gpuResource());
    seed.open(QIODevice::ReadOnly);
    const QList<QByteArray> lines = seed.readAll().split('\n');
    QByteArray gpus = lines.first() + '\n';
    for (const QByteArray &line : lines) {
        if (line.startsWith("GeForce RTX 5090,"))
            gpus += "Test Accelerator 2099" + line.mid(int(qstrlen("GeForce RTX 5090"))) + '\n';
    }
    const QByteArray prices = "gpu,date,condition,usd,source,note\n"
                              "GeForce RTX 5090,2026-11-02,new,2899,test retailer,lowest new listing\n"
                              "GeForce RTX 5090,2026-11-09,new,2849,test retailer,lowest new listing\n"
                              "Test Accelerator 2099,2026-11-09,new,999,test retailer,\n";
    const QByteArray cloud = "InstanceType,AcceleratorName,AcceleratorCount,vCPUs,MemoryGiB,GpuInfo,Price,SpotPrice,"
                             "Region,provider,date,source\n"
                             "1x-RTX_5090,RTX5090,1,32,64.0,,0.47,0.00,\"Texas, US, NA\",TestCloud,2026-11-20,test\n"
                             "2x-RTX_5090,RTX5090,2,32,64.0,,0.90,0.60,\"Texas, US, NA\",TestCloud,2026-11-20,test\n"
                             "1x-K80,K80,1,4,16,,0.10,,x,TestCloud,2026-11-20,test\n";
    return {{u"gpus.csv"_s, u"gpus"_s, gpus},
            {u"prices.csv"_s, u"prices"_s, prices},
            {u"cloud_rates.csv"_s, u"cloud_rates"_s, cloud}};
}

/// Serves the bundle with its manifest signed by the tests' key.
void serve(LocalHttpServer &server, const QList<Part> &parts, const QByteArray &manifest = {})
{
    const QByteArray served = manifest.isEmpty() ? manifestOf(parts) : manifest;
    server.serve(u"data/manifest.json"_s, served);
    server.serve(u"data/manifest.json.minisig"_s, TestSigning::sign(served));
    for (const Part &p : parts)
        server.serve(u"data/"_s + p.name, p.bytes);
}

/// The tests' key, as the app trusts it after `db update --trust-key`.
BundleSignature::PublicKey testKey()
{
    BundleSignature::PublicKey key;
    QString error;
    BundleSignature::parsePublicKey(TestSigning::publicKeyFile(), &key, &error);
    return key;
}

/// The database file's bytes once everything committed is in it.
QByteArray committedBytes(SeededDatabase &db)
{
    QSqlQuery q(db.database().connection());
    if (!q.exec(u"PRAGMA wal_checkpoint(TRUNCATE)"_s))
        return {};
    QFile file(db.path());
    return file.open(QIODevice::ReadOnly) ? file.readAll() : QByteArray();
}

} // namespace

class TestDataUpdate : public QObject
{
    Q_OBJECT

private Q_SLOTS:
    void initTestCase() { QStandardPaths::setTestModeEnabled(true); }
    void addsNewDataAndReportsIt();
    void thePublishedBundleMatchesTheSeed();
    void makeBundleSignsWhatTheAppTakes();
    void keepsWhatTheUserEdited();
    void addsLanguageModelsAndMeasuredFiguresAsBundled();
    void failureLeavesTheFileByteIdentical_data();
    void failureLeavesTheFileByteIdentical();
    void cancelLeavesTheFileByteIdentical();

private:
    UpdateOutcome run(SeededDatabase &db, const QUrl &url, int timeoutMs = 5000, int deadlineMs = 60000);
};

UpdateOutcome TestDataUpdate::run(SeededDatabase &db, const QUrl &url, int timeoutMs, int deadlineMs)
{
    QSqlDatabase connection = db.database().connection();
    NetworkDataUpdater updater([connection](const BundleContents &bundle, UpdateReport *report, QString *error) {
        return BundleImporter(connection).apply(bundle, report, error);
    });
    updater.setTimeout(timeoutMs);
    updater.setDeadline(deadlineMs);
    updater.setTrustedKeys({testKey()});
    QSignalSpy finished(&updater, &DataUpdater::finished);
    updater.start(url);
    if (!finished.wait(20000))
        return {};
    return finished.first().first().value<UpdateOutcome>();
}

void TestDataUpdate::addsNewDataAndReportsIt()
{
    SeededDatabase db;
    QVERIFY2(db.isValid(), qPrintable(db.error()));
    LocalHttpServer server;
    QVERIFY(server.isListening());
    serve(server, goodBundle());
    const qint64 rtx5090 = db.gpus().gpuByName(u"GeForce RTX 5090"_s)->id;
    const qsizetype pricesBefore = db.gpus().prices(rtx5090).size();

    UpdateOutcome outcome = run(db, server.url(u"data/manifest.json"_s));
    QCOMPARE(outcome.error, QString());
    QCOMPARE(outcome.status, UpdateOutcome::Status::Updated);
    QCOMPARE(outcome.report.bundleDate, QDate(2026, 11, 27));
    QCOMPARE(outcome.report.countsOf(u"gpus"_s).added, 1);
    QCOMPARE(outcome.report.countsOf(u"prices"_s).added, 3);
    QCOMPARE(outcome.report.countsOf(u"cloud_rates"_s).added, 2); // the K80 maps to no GPU
    QCOMPARE(db.gpus().prices(rtx5090).size(), pricesBefore + 2);
    QVERIFY(db.gpus().gpuByName(u"Test Accelerator 2099"_s));
    const QList<CloudRate> rates = SqlCloudRateRepository(db.database().connection()).cloudRates(rtx5090);
    const CloudRateSummary summary = CloudRates::summarize(rates, CloudRateKind::OnDemand);
    const auto testCloud = std::find_if(summary.providers.cbegin(), summary.providers.cend(),
                                        [](const ProviderRate &p) { return p.provider == u"TestCloud"; });
    QVERIFY(testCloud != summary.providers.cend());
    QVERIFY(qFuzzyCompare(testCloud->usdPerGpuHour, 0.45)); // the 2-GPU machine, 0.90 / 2
    QCOMPARE(testCloud->observedOn, QDate(2026, 11, 20));
    QVERIFY(outcome.report.lines().join(u'\n').contains(u"Prices: 3 added, 0 changed, 0 unchanged"_s));
    QCOMPARE(server.requested(), (QStringList{u"data/manifest.json"_s, u"data/manifest.json.minisig"_s,
                                              u"data/gpus.csv"_s, u"data/prices.csv"_s, u"data/cloud_rates.csv"_s}));

    // The same bundle again changes nothing.
    outcome = run(db, server.url(u"data/manifest.json"_s));
    QCOMPARE(outcome.status, UpdateOutcome::Status::Updated);
    QCOMPARE(outcome.report.totalAdded(), 0);
    QCOMPARE(outcome.report.totalChanged(), 0);
    QCOMPARE(outcome.report.countsOf(u"prices"_s).unchanged, 3);
    QCOMPARE(outcome.report.countsOf(u"gpus"_s).unchanged, 1);
}

void TestDataUpdate::thePublishedBundleMatchesTheSeed()
{
    // What tools/make_bundle.py publishes: the seed files and the flowchart editions. Applied to a
    // database seeded from the same files, it adds and changes nothing.
    QList<Part> parts;
    const QList<QPair<QString, QString>> seed = {{u"gpus.csv"_s, u"gpus"_s},
                                                 {u"prices.csv"_s, u"prices"_s},
                                                 {u"cloud_rates.csv"_s, u"cloud_rates"_s},
                                                 {u"cloud_aliases.csv"_s, u"cloud_aliases"_s},
                                                 {u"part_prices.csv"_s, u"part_prices"_s},
                                                 {u"software_targets.csv"_s, u"software_targets"_s},
                                                 {u"software_readiness.csv"_s, u"software_readiness"_s},
                                                 {u"llm_models.csv"_s, u"llm_models"_s},
                                                 {u"benchmarks.csv"_s, u"measured"_s}};
    for (const auto &[name, kind] : seed) {
        QFile f(u":/seed/"_s + name);
        QVERIFY2(f.open(QIODevice::ReadOnly), qPrintable(name));
        parts.append({name, kind, f.readAll()});
    }
    const QDir charts(Seeder::flowchartDirectory());
    for (const QString &name : charts.entryList({u"*.json"_s}, QDir::Files, QDir::Name)) {
        QFile f(charts.filePath(name));
        QVERIFY(f.open(QIODevice::ReadOnly));
        parts.append({u"flowchart-"_s + name, u"flowchart"_s, f.readAll()});
    }
    SeededDatabase db;
    QVERIFY(db.isValid());
    LocalHttpServer server;
    serve(server, parts);
    const UpdateOutcome outcome = run(db, server.url(u"data/manifest.json"_s));
    QVERIFY2(outcome.status == UpdateOutcome::Status::Updated, qPrintable(outcome.error));
    QCOMPARE(outcome.report.totalAdded(), 0);
    QCOMPARE(outcome.report.totalChanged(), 0);
    QVERIFY(outcome.report.countsOf(u"gpus"_s).unchanged >= 64);
    QVERIFY(outcome.report.countsOf(u"cloud_rates"_s).unchanged > 0);
    QVERIFY(outcome.report.countsOf(u"part_prices"_s).unchanged >= 200);
    QVERIFY(outcome.report.countsOf(u"flowchart"_s).unchanged >= 1);
    QVERIFY(outcome.report.countsOf(u"software_targets"_s).unchanged >= 90);
    QVERIFY(outcome.report.countsOf(u"software_readiness"_s).unchanged >= 450);
    QVERIFY(outcome.report.countsOf(u"llm_models"_s).unchanged >= 20);
    QVERIFY(outcome.report.countsOf(u"measured"_s).unchanged >= 50);
}

void TestDataUpdate::makeBundleSignsWhatTheAppTakes()
{
    // tools/make_bundle.py with the tests' committed key (tests/keys/test-key.seed): minisign's
    // format as the app reads it, tests/keys/test-key.pub is that key, and the seed it bundles
    // adds nothing to a database seeded from the same files.
    const QString source = QStringLiteral(GPUADVISOR_SOURCE_DIR);
    QFile publicKey(source + u"/tests/keys/test-key.pub"_s);
    QVERIFY(publicKey.open(QIODevice::ReadOnly));
    BundleSignature::PublicKey committed;
    QString error;
    QVERIFY2(BundleSignature::parsePublicKey(publicKey.readAll(), &committed, &error), qPrintable(error));
    QVERIFY(committed == testKey());
    QTemporaryDir out;
    QProcess python;
    python.start(u"python3"_s,
                 {source + u"/tools/make_bundle.py"_s, u"--key"_s, source + u"/tests/keys/test-key.seed"_s, u"--out"_s,
                  out.path(), u"--date"_s, u"2026-11-27"_s});
    QVERIFY(python.waitForFinished(60000));
    QVERIFY2(python.exitCode() == 0, python.readAllStandardError().constData());
    SeededDatabase db;
    QVERIFY(db.isValid());
    const UpdateOutcome outcome = run(db, QUrl::fromLocalFile(out.filePath(u"manifest.json"_s)));
    QVERIFY2(outcome.status == UpdateOutcome::Status::Updated, qPrintable(outcome.error));
    QCOMPARE(outcome.report.totalAdded(), 0);
    QCOMPARE(outcome.report.totalChanged(), 0);
    QStringList bundled; // every kind a bundle may carry, the seed has and make_bundle.py bundles
    for (const UpdateCounts &c : outcome.report.counts)
        bundled.append(c.kind);
    QStringList kinds = DataBundle::kinds();
    bundled.sort();
    kinds.sort();
    QCOMPARE(bundled, kinds);
}

void TestDataUpdate::addsLanguageModelsAndMeasuredFiguresAsBundled()
{
    // A model the catalog lacks is added as a bundled one (never the user's); one it has by name
    // stays as it is. A measured figure is added as a bundled row.
    QFile seedModels(u":/seed/llm_models.csv"_s);
    QVERIFY(seedModels.open(QIODevice::ReadOnly));
    const QList<QByteArray> lines = seedModels.readAll().split('\n');
    const QByteArray &existing = lines.at(1);
    QByteArray renamed = existing;
    renamed.replace(0, renamed.indexOf(','), "Test Model 2099");
    const QByteArray models = lines.first() + '\n' + existing + '\n' + renamed + '\n';
    const QByteArray measured =
        "dataset,metric,gpu,value,unit,source,date\n"
        "test-suite,fp16-training,GeForce RTX 5090,1.75,relative to RTX 3090,test lab,2026-11\n";
    SeededDatabase db;
    QVERIFY(db.isValid());
    LocalHttpServer server;
    serve(server, {{u"models.csv"_s, u"llm_models"_s, models}, {u"measured.csv"_s, u"measured"_s, measured}});
    const UpdateOutcome outcome = run(db, server.url(u"data/manifest.json"_s));
    QVERIFY2(outcome.status == UpdateOutcome::Status::Updated, qPrintable(outcome.error));
    QCOMPARE(outcome.report.countsOf(u"llm_models"_s).added, 1);
    QCOMPARE(outcome.report.countsOf(u"llm_models"_s).unchanged, 1);
    QCOMPARE(outcome.report.countsOf(u"measured"_s).added, 1);
    QVERIFY(outcome.report.lines().join(u'\n').contains(u"Language models: 1 added"_s));
    QSqlQuery q(db.database().connection());
    QVERIFY(q.exec(u"SELECT user_added FROM llm_models WHERE name = 'Test Model 2099'"_s) && q.next());
    QCOMPARE(q.value(0).toInt(), 0);
    QVERIFY(q.exec(u"SELECT user_entered FROM benchmarks WHERE dataset = 'test-suite'"_s) && q.next());
    QCOMPARE(q.value(0).toInt(), 0);
}

void TestDataUpdate::keepsWhatTheUserEdited()
{
    SeededDatabase db;
    QVERIFY(db.isValid());
    // The user corrected the RTX 5090's board power and typed in a price of their own.
    QSqlQuery q(db.database().connection());
    QVERIFY(q.exec(u"UPDATE gpus SET tdp_w = 600, user_edited = 1 WHERE name = 'GeForce RTX 5090'"_s));
    QVERIFY(q.exec(u"INSERT INTO prices (gpu_id, observed_on, condition, usd, source, user_entered) SELECT id, "
                   "'2026-11-20', 'used', 1800, 'my neighbour', 1 FROM gpus WHERE name = 'GeForce RTX 5090'"_s));
    QList<Part> parts = goodBundle();
    // The bundle carries the seed's RTX 5090 row (575 W).
    QFile seed(Seeder::gpuResource());
    QVERIFY(seed.open(QIODevice::ReadOnly));
    for (const QByteArray &line : seed.readAll().split('\n')) {
        if (line.startsWith("GeForce RTX 5090,"))
            parts[0].bytes += line + '\n';
    }
    LocalHttpServer server;
    serve(server, parts);
    const UpdateOutcome outcome = run(db, server.url(u"data/manifest.json"_s));
    QCOMPARE(outcome.status, UpdateOutcome::Status::Updated);
    QCOMPARE(outcome.report.countsOf(u"gpus"_s).keptUserEdits, 1);
    const Gpu gpu = *db.gpus().gpuByName(u"GeForce RTX 5090"_s);
    QCOMPARE(gpu.tdpWatts, 600);
    QVERIFY(gpu.userEdited);
    bool mine = false;
    for (const PriceObservation &p : db.gpus().prices(gpu.id))
        mine = mine || (p.userEntered && p.source == u"my neighbour");
    QVERIFY(mine);
}

void TestDataUpdate::failureLeavesTheFileByteIdentical_data()
{
    QTest::addColumn<QString>("setup");
    QTest::addColumn<QString>("expected");
    QTest::newRow("offline") << u"offline"_s << u"cannot reach"_s;
    QTest::newRow("manifest not found (404)") << u"404"_s << u"nothing has been published at"_s;
    QTest::newRow("server error on a file (500)") << u"500"_s << u"answered 500"_s;
    QTest::newRow("no answer (timeout)") << u"stall"_s << u"sent nothing for"_s;
    QTest::newRow("file stalls midway (timeout)") << u"stall-file"_s << u"sent nothing for"_s;
    QTest::newRow("slow server (deadline)") << u"trickle"_s << u"took longer than"_s;
    QTest::newRow("truncated file") << u"truncated"_s << u"bytes where the manifest says"_s;
    QTest::newRow("oversized file") << u"oversized"_s << u"larger than"_s;
    QTest::newRow("endless manifest") << u"endless"_s << u"larger than"_s;
    QTest::newRow("wrong hash") << u"hash"_s << u"does not match the SHA-256"_s;
    QTest::newRow("path traversal in the manifest") << u"traversal"_s << u"not a plain file name"_s;
    QTest::newRow("bad CSV value") << u"badcsv"_s << u"prices.csv: line 3, column usd"_s;
    QTest::newRow("not UTF-8") << u"latin1"_s << u"not UTF-8"_s;
    QTest::newRow("price of an unknown GPU") << u"unknowngpu"_s << u"no GPU named \"No Such GPU\""_s;
    QTest::newRow("bad flowchart") << u"badchart"_s << u"flowchart.json"_s;
    QTest::newRow("newer bundle format") << u"newer"_s << u"format version 2, newer"_s;
    QTest::newRow("manifest not JSON") << u"notjson"_s << u"not a JSON object"_s;
    // Signatures (issue 27): only a manifest a trusted key signed is read.
    QTest::newRow("unsigned") << u"unsigned"_s << u"is not signed"_s;
    QTest::newRow("signed with another key") << u"otherkey"_s << u"which GPU Advisor does not trust"_s;
    QTest::newRow("manifest altered after signing") << u"altered"_s << u"does not match its signature"_s;
    QTest::newRow("not a signature") << u"garbage"_s << u"is not a minisign signature"_s;
    QTest::newRow("bad language model") << u"badmodel"_s << u"models.csv: line 2: layers"_s;
    QTest::newRow("measured figure after the bundle") << u"latemeasured"_s << u"measured.csv: line 2"_s;
}

void TestDataUpdate::failureLeavesTheFileByteIdentical()
{
    QFETCH(QString, setup);
    QFETCH(QString, expected);
    SeededDatabase db;
    QVERIFY(db.isValid());
    LocalHttpServer server;
    QList<Part> parts = goodBundle();
    QByteArray manifest = manifestOf(parts);
    int timeout = 5000;
    int deadline = 60000;
    const QUrl url = server.url(u"data/manifest.json"_s);
    if (setup == u"offline") {
        server.close();
    } else if (setup == u"404") {
        // nothing served
    } else if (setup == u"500") {
        serve(server, parts);
        server.fail(u"data/prices.csv"_s, 500);
    } else if (setup == u"stall") {
        server.stall(u"data/manifest.json"_s);
        timeout = 300;
    } else if (setup == u"stall-file") {
        serve(server, parts);
        server.stall(u"data/cloud_rates.csv"_s);
        timeout = 300;
    } else if (setup == u"trickle") {
        server.trickle(u"data/manifest.json"_s);
        deadline = 400;
    } else if (setup == u"truncated") {
        serve(server, parts);
        server.serve(u"data/prices.csv"_s, parts.at(1).bytes.chopped(20));
    } else if (setup == u"oversized") {
        serve(server, parts);
        server.serve(u"data/prices.csv"_s, parts.at(1).bytes + QByteArray(1 << 20, '\n'));
    } else if (setup == u"endless") {
        server.endless(u"data/manifest.json"_s);
    } else if (setup == u"hash") {
        serve(server, parts);
        QByteArray altered = parts.at(1).bytes;
        altered.replace("2899", "2799");
        server.serve(u"data/prices.csv"_s, altered);
    } else if (setup == u"traversal") {
        parts[1].name = u"../prices.csv"_s;
        serve(server, parts);
    } else if (setup == u"badcsv") {
        parts[1].bytes.replace("2849", "cheap");
        serve(server, parts);
    } else if (setup == u"latin1") {
        parts[1].bytes += "GeForce RTX 5090,2026-11-10,new,2800,caf\xe9,\n";
        serve(server, parts);
    } else if (setup == u"unknowngpu") {
        parts[1].bytes += "No Such GPU,2026-11-10,new,100,test,\n";
        serve(server, parts);
    } else if (setup == u"badchart") {
        parts.append({u"flowchart.json"_s, u"flowchart"_s, QByteArray("[1, 2, 3]")});
        serve(server, parts);
    } else if (setup == u"newer") {
        serve(server, parts, manifestOf(parts, DataBundle::FormatVersion + 1));
    } else if (setup == u"notjson") {
        serve(server, parts, manifest.left(manifest.size() / 2));
    } else if (setup == u"badmodel") {
        // A seed model under another name, with no layers.
        QFile seedModels(u":/seed/llm_models.csv"_s);
        QVERIFY(seedModels.open(QIODevice::ReadOnly));
        const QList<QByteArray> lines = seedModels.readAll().split('\n');
        QList<QByteArray> cells = lines.at(1).split(',');
        cells[0] = "Broken Model";
        cells[4] = "0"; // layers
        parts.append({u"models.csv"_s, u"llm_models"_s, lines.first() + '\n' + cells.join(',') + '\n'});
        serve(server, parts);
    } else if (setup == u"latemeasured") {
        parts.append({u"measured.csv"_s, u"measured"_s,
                      QByteArray("dataset,metric,gpu,value,unit,source,date\n"
                                 "late,fp16-training,GeForce RTX 5090,1.7,relative,lab,2026-12\n")});
        serve(server, parts);
    } else if (setup == u"unsigned" || setup == u"otherkey" || setup == u"altered" || setup == u"garbage") {
        serve(server, parts);
        const QByteArray other = TestSigning::sign(manifest, TestSigning::otherSeed(), "otherkey");
        if (setup == u"unsigned")
            server.fail(u"data/manifest.json.minisig"_s, 404);
        else if (setup == u"otherkey")
            server.serve(u"data/manifest.json.minisig"_s, other);
        else if (setup == u"altered") // the signature of the manifest before one price's hash changed
            server.serve(
                u"data/manifest.json"_s,
                manifest.replace(entry(parts.at(1)).value(u"sha256"_s).toString().toLatin1(), QByteArray(64, 'a')));
        else
            server.serve(u"data/manifest.json.minisig"_s, "untrusted comment: nothing\nRWQ=\n");
    }
    const QByteArray before = committedBytes(db);
    QVERIFY(!before.isEmpty());
    const UpdateOutcome outcome = run(db, url, timeout, deadline);
    QCOMPARE(outcome.status, UpdateOutcome::Status::Failed);
    QVERIFY2(outcome.error.contains(expected), qPrintable(outcome.error));
    QVERIFY(committedBytes(db) == before);
}

void TestDataUpdate::cancelLeavesTheFileByteIdentical()
{
    SeededDatabase db;
    QVERIFY(db.isValid());
    LocalHttpServer server;
    QList<Part> parts = goodBundle();
    serve(server, parts);
    server.stall(u"data/cloud_rates.csv"_s); // the user loses patience on the last file
    const QByteArray before = committedBytes(db);
    QSqlDatabase connection = db.database().connection();
    NetworkDataUpdater updater([connection](const BundleContents &bundle, UpdateReport *report, QString *error) {
        return BundleImporter(connection).apply(bundle, report, error);
    });
    updater.setTrustedKeys({testKey()});
    QSignalSpy finished(&updater, &DataUpdater::finished);
    QSignalSpy progressed(&updater, &DataUpdater::progressed);
    updater.start(server.url(u"data/manifest.json"_s));
    QTRY_VERIFY(server.requested().contains(u"data/cloud_rates.csv"_s));
    QVERIFY(updater.isRunning());
    updater.cancel();
    QTRY_COMPARE(finished.size(), 1);
    QCOMPARE(finished.first().first().value<UpdateOutcome>().status, UpdateOutcome::Status::Cancelled);
    QVERIFY(!updater.isRunning());
    QVERIFY(progressed.size() >= 3);
    QVERIFY(committedBytes(db) == before);
}

QTEST_GUILESS_MAIN(TestDataUpdate)
#include "tst_dataupdate.moc"

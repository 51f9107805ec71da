// SPDX-FileCopyrightText: 2026 GPU Advisor contributors
// SPDX-License-Identifier: GPL-3.0-or-later
// `db update`, `db import` of a cloud catalog and `breakeven --gpu`, through the real executable,
// against a server on 127.0.0.1. A failed update leaves the database file byte-identical.
#include "tests/common/localhttpserver.h"
#include "tests/common/processrun.h"
#include "tests/common/testsigning.h"

#include <QCryptographicHash>
#include <QFile>
#include <QJsonArray>
#include <QJsonDocument>
#include <QJsonObject>
#include <QProcess>
#include <QSignalSpy>
#include <QTemporaryDir>
#include <QTest>

using namespace Qt::StringLiterals;

namespace {

using Run = ProcessRun;

QByteArray manifestOf(const QList<QPair<QString, QByteArray>> &files, const QString &kind, int version = 1)
{
    QJsonArray entries;
    for (const auto &[name, bytes] : files) {
        entries.append(QJsonObject{
            {u"name"_s, name},
            {u"kind"_s, kind},
            {u"size"_s, bytes.size()},
            {u"sha256"_s, QString::fromLatin1(QCryptographicHash::hash(bytes, QCryptographicHash::Sha256).toHex())}});
    }
    return QJsonDocument(
               QJsonObject{{u"format_version"_s, version}, {u"date"_s, u"2026-11-27"_s}, {u"files"_s, entries}})
        .toJson();
}

} // namespace

class TestDbUpdateCommand final : public QObject
{
    Q_OBJECT

private:
    QTemporaryDir m_dir;
    LocalHttpServer m_server;

    QString dbPath() const { return m_dir.filePath(u"cli.sqlite"_s); }
    QByteArray dbBytes() const
    {
        QFile f(dbPath());
        return f.open(QIODevice::ReadOnly) ? f.readAll() : QByteArray();
    }

    /// Runs the executable while this process's event loop serves its downloads.
    Run run(const QStringList &arguments)
    {
        QProcessEnvironment env = QProcessEnvironment::systemEnvironment();
        env.insert(u"QT_QPA_PLATFORM"_s, u"offscreen"_s);
        // Settings and data of a throw-away home: the user's own are never read or written.
        env.insert(u"HOME"_s, m_dir.path());
        env.insert(u"XDG_CONFIG_HOME"_s, m_dir.filePath(u"config"_s));
        env.insert(u"XDG_DATA_HOME"_s, m_dir.filePath(u"data"_s));
        env.insert(u"LANG"_s, u"C.UTF-8"_s);
        ProcessOptions options;
        options.timeoutMs = 60000;
        return runProcess(QStringLiteral(GPUADVISOR_EXECUTABLE), QStringList{u"--db"_s, dbPath()} + arguments, env,
                          options);
    }

private Q_SLOTS:
    void initTestCase()
    {
        QVERIFY(m_dir.isValid());
        QVERIFY(m_server.isListening());
        const QByteArray prices = "gpu,date,condition,usd,source,note\n"
                                  "GeForce RTX 5090,2026-11-02,new,2899,test retailer,lowest new listing\n"
                                  "GeForce RTX 5090,2026-11-09,new,2849,test retailer,lowest new listing\n";
        const QByteArray cloud = "InstanceType,AcceleratorName,AcceleratorCount,Price,SpotPrice,Region,provider,date,"
                                 "source\n"
                                 "1x_RTX5090,RTX5090,1,0.59,0.31,US,TestCloud,2026-11-20,test catalog\n";
        QByteArray manifest = manifestOf({{u"prices.csv"_s, prices}}, u"prices"_s);
        QJsonObject m = QJsonDocument::fromJson(manifest).object();
        QJsonArray files = m.value(u"files"_s).toArray();
        files.append(QJsonDocument::fromJson(manifestOf({{u"cloud.csv"_s, cloud}}, u"cloud_rates"_s))
                         .object()
                         .value(u"files"_s)
                         .toArray()
                         .first());
        m[u"files"_s] = files;
        const QByteArray good = QJsonDocument(m).toJson();
        m_server.serve(u"good/manifest.json"_s, good);
        m_server.serve(u"good/manifest.json.minisig"_s, TestSigning::sign(good));
        m_server.serve(u"good/prices.csv"_s, prices);
        m_server.serve(u"good/cloud.csv"_s, cloud);
        const QByteArray newer = manifestOf({{u"prices.csv"_s, prices}}, u"prices"_s, 99);
        m_server.serve(u"newer/manifest.json"_s, newer);
        m_server.serve(u"newer/manifest.json.minisig"_s, TestSigning::sign(newer));
        // The tests' key, trusted once: the settings keep it.
        const QString key = m_dir.filePath(u"test-key.pub"_s);
        QFile keyFile(key);
        QVERIFY(keyFile.open(QIODevice::WriteOnly) && keyFile.write(TestSigning::publicKeyFile()) > 0);
        keyFile.close();
        QCOMPARE(run({u"db"_s, u"update"_s, u"--forget-key"_s, u"0000000000000000"_s}).exitCode, 2);
        m_server.serve(u"newer/prices.csv"_s, prices);
        // Refused whatever the files: unsigned, signed by another key, files that do not match
        // the signed manifest, older than the data installed (good/ is of 2026-11-27).
        m_server.serve(u"unsigned/manifest.json"_s, good);
        m_server.serve(u"otherkey/manifest.json"_s, good);
        m_server.serve(u"otherkey/manifest.json.minisig"_s,
                       TestSigning::sign(good, TestSigning::otherSeed(), "otherkey"));
        m_server.serve(u"tampered/manifest.json"_s, good);
        m_server.serve(u"tampered/manifest.json.minisig"_s, TestSigning::sign(good));
        m_server.serve(u"tampered/prices.csv"_s, QByteArray(prices).replace("2849", "1849"));
        m_server.serve(u"tampered/cloud.csv"_s, cloud);
        const QByteArray older = QByteArray(good).replace("2026-11-27", "2026-11-26");
        m_server.serve(u"older/manifest.json"_s, older);
        m_server.serve(u"older/manifest.json.minisig"_s, TestSigning::sign(older));
        m_server.serve(u"older/prices.csv"_s, prices);
        m_server.serve(u"older/cloud.csv"_s, cloud);
        // Seed the database once.
        QCOMPARE(run({u"breakeven"_s}).exitCode, 0);
    }

    void updateAddsPricesAndCloudRates()
    {
        const Run r = run({u"db"_s, u"update"_s, u"--url"_s, m_server.url(u"good/"_s).toString(), u"--trust-key"_s,
                           m_dir.filePath(u"test-key.pub"_s)});
        QVERIFY2(r.exitCode == 0, qPrintable(r.err));
        QVERIFY2(r.out.contains(u"Prices: 2 added, 0 changed, 0 unchanged"_s), qPrintable(r.out));
        QVERIFY2(r.out.contains(u"Cloud rates: 1 added"_s), qPrintable(r.out));
        const Run again = run({u"db"_s, u"update"_s, u"--url"_s, m_server.url(u"good/manifest.json"_s).toString()});
        QVERIFY2(again.out.contains(u"Prices: 0 added, 0 changed, 2 unchanged"_s), qPrintable(again.out));
    }

    // A file that is not a minisign public key is refused and trusts nothing; a key the settings
    // do not hold cannot be forgotten.
    void trustKeyRefusesWhatIsNotAKey()
    {
        const QString notAKey = m_dir.filePath(u"not-a-key.pub"_s);
        QFile file(notAKey);
        QVERIFY(file.open(QIODevice::WriteOnly) && file.write("untrusted comment: x\nnot base64 at all\n") > 0);
        file.close();
        const Run r = run({u"db"_s, u"update"_s, u"--trust-key"_s, notAKey, u"--url"_s, u"missing/"_s});
        QCOMPARE(r.exitCode, 2);
        QVERIFY2(r.err.contains(u"not a minisign public key"_s), qPrintable(r.err));
        const Run forget = run({u"db"_s, u"update"_s, u"--forget-key"_s, u"3529E401A7D27FD2"_s});
        QCOMPARE(forget.exitCode, 2);
        QVERIFY2(forget.err.contains(u"ships with GPU Advisor"_s), qPrintable(forget.err));
    }

    void failedUpdatesLeaveTheFileByteIdentical_data()
    {
        QTest::addColumn<QString>("path");
        QTest::addColumn<QString>("expected");
        QTest::newRow("not found") << u"missing/"_s << u"answered 404"_s;
        QTest::newRow("newer format") << u"newer/"_s << u"format version 99, newer"_s;
        QTest::newRow("offline") << u"offline"_s << u"cannot reach"_s;
        QTest::newRow("not an address") << u"ftp"_s << u"not an http, https or file address"_s;
        QTest::newRow("unsigned") << u"unsigned/"_s << u"is not signed"_s;
        QTest::newRow("signed with another key") << u"otherkey/"_s << u"which GPU Advisor does not trust"_s;
        QTest::newRow("files not the signed manifest's") << u"tampered/"_s << u"does not match the SHA-256"_s;
        QTest::newRow("older than the installed") << u"older/"_s << u"older than the data installed (2026-11-27)"_s;
    }

    void failedUpdatesLeaveTheFileByteIdentical()
    {
        QFETCH(QString, path);
        QFETCH(QString, expected);
        const QByteArray before = dbBytes();
        QVERIFY(!before.isEmpty());
        QString url = m_server.url(path).toString();
        if (path == u"offline")
            url = u"http://127.0.0.1:9/manifest.json"_s; // the discard port: nothing listens there
        else if (path == u"ftp")
            url = u"ftp://127.0.0.1/manifest.json"_s;
        const Run r = run({u"db"_s, u"update"_s, u"--url"_s, url, u"--timeout"_s, u"5"_s});
        QVERIFY(r.exitCode != 0);
        QVERIFY2(r.err.contains(expected), qPrintable(r.err));
        QVERIFY(dbBytes() == before);
    }

    void breakEvenOffersTheGpusCloudRates()
    {
        const Run r = run({u"breakeven"_s, u"--gpu"_s, u"GeForce RTX 5090"_s, u"--json"_s});
        QVERIFY2(r.exitCode == 0, qPrintable(r.err));
        const QJsonObject o = QJsonDocument::fromJson(r.out.toUtf8()).object();
        QCOMPARE(o.value(u"gpu"_s).toString(), u"GeForce RTX 5090"_s);
        QStringList providers;
        for (const QJsonValue p : o.value(u"cloud_rates"_s)[u"on_demand"_s][u"providers"_s].toArray()) {
            providers.append(p[u"provider"_s].toString());
            QVERIFY(!p[u"date"_s].toString().isEmpty());
        }
        // The seed's RTX 5090 rates come from four providers (docs/data-2026.md).
        for (const QString &provider : {u"RunPod"_s, u"Vast.ai"_s, u"SimplePod"_s, u"Prime Intellect"_s})
            QVERIFY2(providers.contains(provider), qPrintable(providers.join(u' ')));
        const QJsonObject used = o.value(u"cloud_rate_used"_s).toObject();
        QCOMPARE(used.value(u"choice"_s).toString(), u"cheapest"_s);
        QCOMPARE(o.value(u"inputs"_s)[u"cloud_hourly_usd"_s].toDouble(), used.value(u"usd_per_gpu_hour"_s).toDouble());
        QCOMPARE(o.value(u"inputs"_s)[u"gpu_watts"_s].toDouble(), 575.0);

        const Run text = run({u"breakeven"_s, u"--gpu"_s, u"GeForce RTX 5090"_s, u"--cloud-rate"_s, u"median"_s});
        QVERIFY2(text.out.contains(u"median"_s) && text.out.contains(u"Vast.ai"_s), qPrintable(text.out));
        const Run own = run({u"breakeven"_s, u"--gpu"_s, u"GeForce RTX 5090"_s, u"--cloud-hourly"_s, u"1.5"_s});
        QVERIFY(own.out.contains(u"Using the rate you gave."_s));
        QVERIFY2(own.out.contains(u"($1.50/h x"_s), qPrintable(own.out));
        QCOMPARE(run({u"breakeven"_s, u"--gpu"_s, u"No Such GPU"_s}).exitCode, 2);
        QCOMPARE(run({u"breakeven"_s, u"--gpu"_s, u"GeForce RTX 5090"_s, u"--cloud-rate"_s, u"lowest"_s}).exitCode, 2);
    }

    void importsASkyPilotCatalog()
    {
        const QString file = m_dir.filePath(u"lambda-vms.csv"_s);
        QFile f(file);
        QVERIFY(f.open(QIODevice::WriteOnly));
        f.write("InstanceType,AcceleratorName,AcceleratorCount,vCPUs,MemoryGiB,Price,Region,GpuInfo,SpotPrice\n"
                "cpu_4x_general,,,4.0,16.0,0.2,us-east-1,,\n"
                "gpu_2x_a6000,A6000,2.0,28.0,200.0,1.6,us-east-1,,\n"
                "gpu_1x_gh200,GH200,1.0,64.0,432.0,1.49,us-east-1,,\n");
        f.close();
        Run r = run({u"db"_s, u"import"_s, file});
        QCOMPARE(r.exitCode, 2);
        QVERIFY2(r.err.contains(u"provider"_s), qPrintable(r.err));
        r = run({u"db"_s, u"import"_s, file, u"--provider"_s, u"Lambda"_s, u"--date"_s, u"2026-11-01"_s});
        QVERIFY2(r.exitCode == 0, qPrintable(r.err));
        QVERIFY2(r.out.contains(u"1 rate(s) added"_s) && r.out.contains(u"1 CPU-only"_s), qPrintable(r.out));
        QVERIFY2(r.out.contains(u"GH200 (1)"_s), qPrintable(r.out));
    }
};

QTEST_GUILESS_MAIN(TestDbUpdateCommand)
#include "tst_dbupdatecommand.moc"

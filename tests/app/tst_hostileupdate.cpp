// SPDX-FileCopyrightText: 2026 GPU Advisor contributors
// SPDX-License-Identifier: GPL-3.0-or-later
// Issue 27: what a hostile server, a hostile file or a second mount does to `db update` and the
// outputs, through the real executable. Every refused update leaves the database byte-identical,
// and nothing hangs: each run is given 60 seconds, far more than any of them needs.
#include "tests/common/localhttpserver.h"
#include "tests/common/testsigning.h"

#include <QCryptographicHash>
#include <QDate>
#include <QDir>
#include <QFile>
#include <QJsonArray>
#include <QJsonDocument>
#include <QJsonObject>
#include <QProcess>
#include <QRegularExpression>
#include <QSignalSpy>
#include <QStandardPaths>
#include <QTemporaryDir>
#include <QTest>

#include <sys/stat.h>

using namespace Qt::StringLiterals;

namespace {

struct Run
{
    int exitCode = -1;
    QString out;
    QString err;
};

QJsonObject fileEntry(const QString &name, const QString &kind, const QByteArray &bytes)
{
    return {{u"name"_s, name},
            {u"kind"_s, kind},
            {u"size"_s, bytes.size()},
            {u"sha256"_s, QString::fromLatin1(QCryptographicHash::hash(bytes, QCryptographicHash::Sha256).toHex())}};
}

QByteArray manifestOf(const QJsonArray &files, const QString &date = u"2026-11-27"_s)
{
    return QJsonDocument(QJsonObject{{u"format_version"_s, 1}, {u"date"_s, date}, {u"files"_s, files}}).toJson();
}

/// A flowchart edition of `count` questions in a row whose yes and no branches both lead to the
/// next question: as many ways through it as 2^count, over count + 1 nodes.
QByteArray ladderEdition(const QString &key, int count, const QString &date = u"2026-11-01"_s,
                         const QString &firstText = u"Is this question 0?"_s)
{
    QJsonArray questions;
    QJsonArray nodes;
    for (int i = 0; i < count; ++i) {
        questions.append(QJsonObject{{u"key"_s, u"q%1"_s.arg(i)},
                                     {u"text"_s, i == 0 ? firstText : u"Is this question %1?"_s.arg(i)},
                                     {u"explanation"_s, u"A test."_s}});
        const QString next = i + 1 < count ? u"n%1"_s.arg(i + 1) : u"end"_s;
        nodes.append(QJsonObject{
            {u"key"_s, u"n%1"_s.arg(i)}, {u"question"_s, u"q%1"_s.arg(i)}, {u"yes"_s, next}, {u"no"_s, next}});
    }
    nodes.append(QJsonObject{{u"key"_s, u"end"_s}, {u"leaf"_s, u"none"_s}});
    const QJsonArray leaves{QJsonObject{{u"key"_s, u"none"_s},
                                        {u"kind"_s, u"no-option"_s},
                                        {u"title"_s, u"The end"_s},
                                        {u"text"_s, u"Nothing fits."_s},
                                        {u"advice"_s, u"Wait."_s}}};
    return QJsonDocument(QJsonObject{{u"key"_s, key},
                                     {u"title"_s, u"Ladder"_s},
                                     {u"edition_date"_s, date},
                                     {u"source"_s, u"a test"_s},
                                     {u"caveat"_s, u"none"_s},
                                     {u"root"_s, u"n0"_s},
                                     {u"questions"_s, questions},
                                     {u"leaves"_s, leaves},
                                     {u"nodes"_s, nodes}})
        .toJson(QJsonDocument::Compact);
}

bool put(const QString &path, const QByteArray &bytes)
{
    QFile f(path);
    return f.open(QIODevice::WriteOnly) && f.write(bytes) == bytes.size();
}

} // namespace

class TestHostileUpdate final : public QObject
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

    Run runProgram(const QString &program, const QStringList &arguments)
    {
        QProcess p;
        QProcessEnvironment env = QProcessEnvironment::systemEnvironment();
        env.insert(u"QT_QPA_PLATFORM"_s, u"offscreen"_s);
        env.insert(u"HOME"_s, m_dir.path());
        env.insert(u"XDG_CONFIG_HOME"_s, m_dir.filePath(u"config"_s));
        env.insert(u"XDG_DATA_HOME"_s, m_dir.filePath(u"data"_s));
        env.insert(u"LANG"_s, u"C.UTF-8"_s);
        p.setProcessEnvironment(env);
        p.setWorkingDirectory(m_dir.path());
        QSignalSpy finished(&p, &QProcess::finished);
        p.start(program, arguments);
        if (!finished.wait(60000)) {
            p.kill();
            p.waitForFinished();
            return {};
        }
        return {p.exitStatus() == QProcess::NormalExit ? p.exitCode() : -1,
                QString::fromUtf8(p.readAllStandardOutput()), QString::fromUtf8(p.readAllStandardError())};
    }

    /// Runs the executable while this process's event loop serves its downloads.
    Run run(const QStringList &arguments)
    {
        return runProgram(QStringLiteral(GPUADVISOR_EXECUTABLE), QStringList{u"--db"_s, dbPath()} + arguments);
    }

    /// `db update` trusting the tests' key (the settings keep it; giving it again changes nothing).
    Run update(const QString &url)
    {
        return run({u"db"_s, u"update"_s, u"--url"_s, url, u"--timeout"_s, u"5"_s, u"--trust-key"_s, keyPath()});
    }

    QString keyPath() const { return m_dir.filePath(u"test-key.pub"_s); }

    /// Serves a manifest and its signature by the tests' key under `folder`/.
    void serveManifest(const QString &folder, const QByteArray &manifest)
    {
        m_server.serve(folder + u"/manifest.json"_s, manifest);
        m_server.serve(folder + u"/manifest.json.minisig"_s, TestSigning::sign(manifest));
    }

    /// Writes a manifest and its signature by the tests' key into `folder`.
    static bool putManifest(const QString &folder, const QByteArray &manifest)
    {
        return put(folder + u"/manifest.json"_s, manifest) &&
               put(folder + u"/manifest.json.minisig"_s, TestSigning::sign(manifest));
    }

    /// Serves a bundle of one flowchart edition under `folder`/.
    void serveEdition(const QString &folder, const QByteArray &edition, const QString &date = u"2026-11-27"_s)
    {
        serveManifest(folder, manifestOf({fileEntry(u"chart.json"_s, u"flowchart"_s, edition)}, date));
        m_server.serve(folder + u"/chart.json"_s, edition);
    }

private Q_SLOTS:
    void initTestCase()
    {
        QVERIFY(m_dir.isValid());
        QVERIFY(m_server.isListening());
        QVERIFY(put(keyPath(), TestSigning::publicKeyFile()));
        QCOMPARE(run({u"breakeven"_s}).exitCode, 0); // seeds the database
    }

    // Case 3: with the clock 200 days behind (the bundled part prices, cloud rates and measured
    // figures are then dated after "today"), a new database is still made and used: the bundled
    // data is not held to the clock.
    void aSlowClockStillMakesADatabase()
    {
        const auto slowRun = [this](const QStringList &arguments) {
            QProcess p;
            QProcessEnvironment env = QProcessEnvironment::systemEnvironment();
            env.insert(u"QT_QPA_PLATFORM"_s, u"offscreen"_s);
            env.insert(u"HOME"_s, m_dir.path());
            env.insert(u"XDG_CONFIG_HOME"_s, m_dir.filePath(u"config"_s));
            env.insert(u"XDG_DATA_HOME"_s, m_dir.filePath(u"data"_s));
            env.insert(u"LANG"_s, u"C.UTF-8"_s);
            env.insert(u"LD_PRELOAD"_s, QStringLiteral(GPUADVISOR_SLOWCLOCK));
            env.insert(u"GPUADVISOR_TEST_CLOCK_SHIFT"_s, QString::number(200LL * 24 * 3600));
            // Under AddressSanitizer the shim comes first in the list of libraries, which it allows.
            env.insert(u"ASAN_OPTIONS"_s, env.value(u"ASAN_OPTIONS"_s) + u":verify_asan_link_order=0"_s);
            p.setProcessEnvironment(env);
            p.start(QStringLiteral(GPUADVISOR_EXECUTABLE),
                    QStringList{u"--db"_s, m_dir.filePath(u"slow-clock.sqlite"_s)} + arguments);
            Run r;
            if (p.waitForFinished(60000) && p.exitStatus() == QProcess::NormalExit)
                r = {p.exitCode(), QString::fromUtf8(p.readAllStandardOutput()),
                     QString::fromUtf8(p.readAllStandardError())};
            return r;
        };
        const Run r = slowRun({u"breakeven"_s});
        QVERIFY2(r.exitCode == 0, qPrintable(r.err));
        QVERIFY2(!r.err.contains(u"invalid"_s), qPrintable(r.err));
        // The clock was behind indeed: this month is after the program's "today".
        const Run month = slowRun({u"rank"_s, u"--metric"_s, u"fp16-inference"_s, u"--json"_s, u"--as-of"_s,
                                   QDate::currentDate().toString(u"yyyy-MM"_s)});
        QCOMPARE(month.exitCode, 2);
    }

    // Case 1: `db export` through a second mount of the database's folder names the database by
    // another path; it is refused and the database stays whole. Needs a private mount
    // namespace (unshare as root); skipped where there is none.
    void anExportThroughABindMountKeepsTheDatabase()
    {
        const QString unshare = QStandardPaths::findExecutable(u"unshare"_s);
        if (unshare.isEmpty() || runProgram(unshare, {u"-m"_s, u"true"_s}).exitCode != 0)
            QSKIP("no private mount namespace here (unshare -m)");
        QVERIFY(QDir(m_dir.path()).mkpath(u"mirror"_s));
        // The database exists and is whole before the export.
        QCOMPARE(run({u"db"_s, u"export"_s, m_dir.filePath(u"first-export.csv"_s)}).exitCode, 0);
        const QByteArray before = dbBytes();
        const QString script = u"mount --bind \"$1\" \"$2\" && exec \"$3\" --db \"$4\" db export \"$5\""_s;
        const Run r =
            runProgram(unshare, {u"-m"_s, u"--propagation"_s, u"private"_s, u"sh"_s, u"-c"_s, script, u"sh"_s,
                                 m_dir.path(), m_dir.filePath(u"mirror"_s), QStringLiteral(GPUADVISOR_EXECUTABLE),
                                 dbPath(), m_dir.filePath(u"mirror/cli.sqlite"_s)});
        QCOMPARE(r.exitCode, 1);
        QVERIFY2(r.err.contains(u"database in use"_s), qPrintable(r.err));
        // Still the database (opening it may checkpoint its journal), not a CSV file.
        QVERIFY(dbBytes().startsWith("SQLite format 3"));
        QVERIFY(before.startsWith("SQLite format 3"));
        QCOMPARE(run({u"breakeven"_s}).exitCode, 0);
    }

    // Case 2: an edition whose branches share nodes (48 questions, 2^48 ways) is walked once per
    // node: the update, the start-up's walk and `recommend --chart` finish at once.
    void anEditionOfSharedBranchesIsWalkedOnce()
    {
        serveEdition(u"ladder"_s, ladderEdition(u"ladder-2026"_s, 48));
        const Run r = update(m_server.url(u"ladder/"_s).toString());
        QVERIFY2(r.exitCode == 0, qPrintable(r.err));
        QVERIFY2(r.out.contains(u"Flowchart editions: 1 added"_s), qPrintable(r.out));
        QStringList answers;
        for (int i = 0; i < 48; ++i)
            answers.append(i % 2 ? u"yes"_s : u"no"_s);
        const Run walk =
            run({u"recommend"_s, u"--chart"_s, u"ladder-2026"_s, u"--answers"_s, answers.join(u','), u"--json"_s});
        QVERIFY2(walk.exitCode == 0, qPrintable(walk.err));
        QVERIFY2(walk.out.contains(u"The end"_s), qPrintable(walk.out));
        const Run tooFew = run({u"recommend"_s, u"--chart"_s, u"ladder-2026"_s, u"--answers"_s, u"yes"_s});
        QCOMPARE(tooFew.exitCode, 2);
        QVERIFY2(tooFew.err.contains(u"up to 46 more"_s), qPrintable(tooFew.err));
    }

    // Case 2: a long edition (60,000 questions, 8 MB) crashed the update with the recursion's
    // depth; it is refused by its size before it is read further.
    void aHugeEditionIsRefusedBeforeItIsStored()
    {
        const QByteArray edition = ladderEdition(u"long-2026"_s, 60000);
        QVERIFY(edition.size() > 4 * 1024 * 1024);
        serveEdition(u"long"_s, edition);
        const QByteArray before = dbBytes();
        const Run r = update(m_server.url(u"long/"_s).toString());
        QCOMPARE(r.exitCode, 1);
        QVERIFY2(r.err.contains(u"more than the 1048576 an edition may have"_s), qPrintable(r.err));
        QVERIFY(dbBytes() == before);
    }

    // Cases 2, 5 and 6: an edition too deep, holding escape codes or dated 9999 is refused.
    void editionsOutOfBoundsAreRefused_data()
    {
        QTest::addColumn<QByteArray>("edition");
        QTest::addColumn<QString>("expected");
        QTest::newRow("deep") << ladderEdition(u"deep-2026"_s, 65) << u"more than 64 questions"_s;
        QTest::newRow("escape codes") << ladderEdition(u"esc-2026"_s, 3, u"2026-11-01"_s, u"\x1b]0;owned\x07Hi?"_s)
                                      << u"control characters"_s;
        QTest::newRow("bidi") << ladderEdition(u"bidi-2026"_s, 3, u"2026-11-01"_s, u"Pay \u202Eevil"_s)
                              << u"direction marks"_s;
        QTest::newRow("9999") << ladderEdition(u"late-2026"_s, 3, u"9999-12-31"_s) << u"not a date from"_s;
        QTest::newRow("after its bundle")
            << ladderEdition(u"later-2026"_s, 3, u"2026-12-01"_s) << u"not a date from 2010-01-01 to 2026-11-27"_s;
        QTest::newRow("0001") << ladderEdition(u"early-2026"_s, 3, u"0001-01-01"_s) << u"not a date from"_s;
    }

    void editionsOutOfBoundsAreRefused()
    {
        QFETCH(QByteArray, edition);
        QFETCH(QString, expected);
        const QString folder = QString::fromLatin1(QTest::currentDataTag()).replace(u' ', u'-');
        serveEdition(folder, edition);
        const QByteArray before = dbBytes();
        const Run r = update(m_server.url(folder + u'/').toString());
        QCOMPARE(r.exitCode, 1);
        QVERIFY2(r.err.contains(expected), qPrintable(r.err));
        QVERIFY2(!r.err.contains(QChar(0x1b)) && !r.err.contains(QChar(0x202e)), qPrintable(r.err));
        QVERIFY(dbBytes() == before);
    }

    // Case 6: a bundle's price or cloud rate dated 9999 (it became the newest, so the cheapest
    // offer, for good) or 0001 is refused; so is one dated after the bundle itself.
    void impossibleDatesInABundleAreRefused_data()
    {
        QTest::addColumn<QString>("kind");
        QTest::addColumn<QByteArray>("file");
        QTest::addColumn<QString>("expected");
        QTest::newRow("price 9999") << u"prices"_s
                                    << QByteArray("gpu,date,condition,usd,source\n"
                                                  "GeForce RTX 3090,9999-12-31,used,10,shop\n")
                                    << u"line 2: the date 9999-12-31 is not from 1990-01-01 to 2026-11-27"_s;
        QTest::newRow("price 0001") << u"prices"_s
                                    << QByteArray("gpu,date,condition,usd,source\n"
                                                  "GeForce RTX 3090,0001-01-01,used,10,shop\n")
                                    << u"is not from 1990-01-01"_s;
        QTest::newRow("cloud rate 9999")
            << u"cloud_rates"_s
            << QByteArray("InstanceType,AcceleratorName,AcceleratorCount,Price,Region,provider,date,source\n"
                          "1x_3090,RTX3090,1,0.01,US,TestCloud,9999-12-31,test\n")
            << u"a date from 1990-01-01 to 2026-11-27"_s;
        QTest::newRow("measured figure 9999")
            << u"measured"_s
            << QByteArray("dataset,metric,gpu,value,unit,source,date\n"
                          "test,fp16-training,GeForce RTX 3090,9.9,relative,lab,9999-12\n")
            << u"a date from 1990-01-01 to 2026-11-27"_s;
    }

    void impossibleDatesInABundleAreRefused()
    {
        QFETCH(QString, kind);
        QFETCH(QByteArray, file);
        QFETCH(QString, expected);
        const QString folder = u"dates-"_s + QString::fromLatin1(QTest::currentDataTag()).replace(u' ', u'-');
        serveManifest(folder, manifestOf({fileEntry(u"data.csv"_s, kind, file)}));
        m_server.serve(folder + u"/data.csv"_s, file);
        const QByteArray before = dbBytes();
        const Run r = update(m_server.url(folder + u'/').toString());
        QCOMPARE(r.exitCode, 1);
        QVERIFY2(r.err.contains(expected), qPrintable(r.err));
        QVERIFY(dbBytes() == before);
    }

    // Case 4: a file:// bundle whose manifest or data file is a FIFO is refused at once, not
    // waited on for ever.
    void aFifoInAFileBundleIsRefused()
    {
        const QString folder = m_dir.filePath(u"fifo"_s);
        QVERIFY(QDir().mkpath(folder));
        QCOMPARE(::mkfifo(QFile::encodeName(folder + u"/manifest.json"_s).constData(), 0600), 0);
        const QByteArray before = dbBytes();
        Run r = update(QUrl::fromLocalFile(folder + u'/').toString());
        QCOMPARE(r.exitCode, 1);
        QVERIFY2(r.err.contains(u"not a regular file"_s), qPrintable(r.err));

        const QString second = m_dir.filePath(u"fifo2"_s);
        QVERIFY(QDir().mkpath(second));
        QVERIFY(putManifest(second,
                            manifestOf({fileEntry(u"prices.csv"_s, u"prices"_s, "gpu,date,condition,usd,source\n")})));
        QCOMPARE(::mkfifo(QFile::encodeName(second + u"/prices.csv"_s).constData(), 0600), 0);
        r = update(QUrl::fromLocalFile(second + u'/').toString());
        QCOMPARE(r.exitCode, 1);
        QVERIFY2(r.err.contains(u"not a regular file"_s), qPrintable(r.err));
        QVERIFY(dbBytes() == before);
    }

    // Case 9: --url with a folder and no scheme is that folder, not http://FOLDER/; --url '' is
    // refused instead of meaning the internet default.
    void aRelativeFolderIsAFolder()
    {
        const QString folder = m_dir.filePath(u"local"_s);
        QVERIFY(QDir().mkpath(folder));
        const QByteArray prices = "gpu,date,condition,usd,source,note\n"
                                  "GeForce RTX 5090,2026-11-03,new,2799,test retailer,from a folder\n";
        QVERIFY(put(folder + u"/prices.csv"_s, prices));
        QVERIFY(putManifest(folder, manifestOf({fileEntry(u"prices.csv"_s, u"prices"_s, prices)})));
        const Run r = update(u"local/"_s); // the test runs the program in m_dir
        QVERIFY2(r.exitCode == 0, qPrintable(r.err));
        QVERIFY2(r.err.contains(u"file://"_s), qPrintable(r.err));
        QVERIFY2(r.out.contains(u"Prices: 1 added"_s), qPrintable(r.out));

        const QByteArray before = dbBytes();
        const Run empty = update(QString());
        QCOMPARE(empty.exitCode, 2);
        QVERIFY2(empty.err.contains(u"address of the data bundle is empty"_s), qPrintable(empty.err));
        QVERIFY(dbBytes() == before);
    }

    // Signed bundles: one signed by another key, an unsigned one, one whose signature does not
    // match its manifest, one whose files do not match the signed manifest and one older than the
    // data installed are each refused with the database byte-identical; one signed by the tests'
    // key, trusted with --trust-key, updates.
    void onlyBundlesSignedByATrustedKeyUpdate_data()
    {
        QTest::addColumn<QString>("kind");
        QTest::addColumn<QString>("expected");
        QTest::newRow("another key") << u"other"_s << u"which GPU Advisor does not trust"_s;
        QTest::newRow("unsigned") << u"unsigned"_s << u"is not signed"_s;
        QTest::newRow("altered manifest") << u"altered"_s << u"does not match its signature"_s;
        QTest::newRow("altered file") << u"file"_s << u"does not match the SHA-256"_s;
        QTest::newRow("not a signature") << u"garbage"_s << u"is not a minisign signature"_s;
    }

    void onlyBundlesSignedByATrustedKeyUpdate()
    {
        QFETCH(QString, kind);
        QFETCH(QString, expected);
        const QByteArray prices = "gpu,date,condition,usd,source,note\n"
                                  "GeForce RTX 3090,2026-11-05,used,633,signed shop,\n";
        const QString folder = u"signed-"_s + kind;
        QByteArray manifest = manifestOf({fileEntry(u"prices.csv"_s, u"prices"_s, prices)});
        QByteArray signature = TestSigning::sign(manifest);
        if (kind == u"other")
            signature = TestSigning::sign(manifest, TestSigning::otherSeed(), "otherkey");
        else if (kind == u"altered")
            manifest.replace("2026-11-27", "2026-11-28");
        else if (kind == u"garbage")
            signature = "not a signature\n";
        m_server.serve(folder + u"/manifest.json"_s, manifest);
        if (kind != u"unsigned")
            m_server.serve(folder + u"/manifest.json.minisig"_s, signature);
        m_server.serve(folder + u"/prices.csv"_s, kind == u"file" ? QByteArray(prices).replace("633", "634") : prices);
        const QByteArray before = dbBytes();
        const Run r = update(m_server.url(folder + u'/').toString());
        QCOMPARE(r.exitCode, 1);
        QVERIFY2(r.err.contains(expected), qPrintable(r.err));
        QVERIFY(dbBytes() == before);
    }

    // No rollback to stale data: once the bundle of 2026-11-27 is installed, a signed bundle of
    // 2026-10-01 is refused with the database byte-identical.
    void aBundleOlderThanTheInstalledOneIsRefused()
    {
        const QByteArray newer = "gpu,date,condition,usd,source,note\n"
                                 "GeForce RTX 3090,2026-11-07,used,627,newer shop,\n";
        serveManifest(u"installed"_s, manifestOf({fileEntry(u"prices.csv"_s, u"prices"_s, newer)}, u"2026-11-27"_s));
        m_server.serve(u"installed/prices.csv"_s, newer);
        const Run installed = update(m_server.url(u"installed/"_s).toString());
        QVERIFY2(installed.exitCode == 0, qPrintable(installed.err));
        const QByteArray older = "gpu,date,condition,usd,source,note\n"
                                 "GeForce RTX 3090,2026-09-07,used,899,older shop,\n";
        serveManifest(u"older"_s, manifestOf({fileEntry(u"prices.csv"_s, u"prices"_s, older)}, u"2026-10-01"_s));
        m_server.serve(u"older/prices.csv"_s, older);
        const QByteArray before = dbBytes();
        const Run r = update(m_server.url(u"older/"_s).toString());
        QCOMPARE(r.exitCode, 1);
        QVERIFY2(r.err.contains(u"the bundle is of 2026-10-01, older than the data installed (2026-11-27)"_s),
                 qPrintable(r.err));
        QVERIFY(dbBytes() == before);
    }

    // No rollback on a new database either: the bundled data counts as a bundle dated by its
    // newest price or rate, so an older signed bundle is refused before any update.
    void aNewDatabaseRefusesABundleOlderThanItsBundledData()
    {
        const QString fresh = m_dir.filePath(u"fresh.sqlite"_s);
        const QByteArray older = "gpu,date,condition,usd,source,note\n"
                                 "GeForce RTX 3090,2026-09-07,used,899,older shop,\n";
        serveManifest(u"stale"_s, manifestOf({fileEntry(u"prices.csv"_s, u"prices"_s, older)}, u"2026-10-01"_s));
        m_server.serve(u"stale/prices.csv"_s, older);
        const Run made = runProgram(QStringLiteral(GPUADVISOR_EXECUTABLE),
                                    {u"--db"_s, fresh, u"rank"_s, u"--metric"_s, u"int8-inference"_s});
        QVERIFY2(made.exitCode == 0, qPrintable(made.err));
        QFile file(fresh);
        QVERIFY(file.open(QIODevice::ReadOnly));
        const QByteArray before = file.readAll();
        file.close();
        const Run r =
            runProgram(QStringLiteral(GPUADVISOR_EXECUTABLE),
                       {u"--db"_s, fresh, u"db"_s, u"update"_s, u"--url"_s, m_server.url(u"stale/"_s).toString(),
                        u"--timeout"_s, u"5"_s, u"--trust-key"_s, keyPath()});
        QCOMPARE(r.exitCode, 1);
        // The date installed is the newest bundled price or rate: later than the stale bundle.
        const QRegularExpressionMatch installed =
            QRegularExpression(
                u"the bundle is of 2026-10-01, older than the data installed \\((\\d{4}-\\d{2}-\\d{2})\\)"_s)
                .match(r.err);
        QVERIFY2(installed.hasMatch(), qPrintable(r.err));
        QVERIFY2(installed.captured(1) > u"2026-10-01"_s, qPrintable(installed.captured(1)));
        QVERIFY(file.open(QIODevice::ReadOnly));
        QVERIFY(file.readAll() == before);
    }

    void aBundleSignedWithTheTestKeyUpdates()
    {
        const QByteArray prices = "gpu,date,condition,usd,source,note\n"
                                  "GeForce RTX 3090,2026-11-06,used,629,signed shop,\n";
        serveManifest(u"signed"_s, manifestOf({fileEntry(u"prices.csv"_s, u"prices"_s, prices)}));
        m_server.serve(u"signed/prices.csv"_s, prices);
        // Without the tests' key trusted (a fresh settings folder), it is refused.
        QVERIFY(QDir(m_dir.filePath(u"config"_s)).removeRecursively());
        const QByteArray before = dbBytes();
        const Run refused = run({u"db"_s, u"update"_s, u"--url"_s, m_server.url(u"signed/"_s).toString()});
        QCOMPARE(refused.exitCode, 1);
        QVERIFY2(refused.err.contains(u"does not trust"_s), qPrintable(refused.err));
        QVERIFY(dbBytes() == before);
        const Run r = update(m_server.url(u"signed/"_s).toString());
        QVERIFY2(r.exitCode == 0, qPrintable(r.err));
        QVERIFY2(r.err.contains(u"trusted from now on"_s), qPrintable(r.err));
        QVERIFY2(r.out.contains(u"Prices: 1 added"_s), qPrintable(r.out));
        // Kept in the settings: the next update needs no --trust-key, and the key can be forgotten.
        const Run again = run({u"db"_s, u"update"_s, u"--url"_s, m_server.url(u"signed/"_s).toString()});
        QVERIFY2(again.exitCode == 0, qPrintable(again.err));
        const Run forget = run({u"db"_s, u"update"_s, u"--forget-key"_s, u"6ED878905309999C"_s});
        QVERIFY2(forget.exitCode == 0, qPrintable(forget.err));
        const Run afterForget = run({u"db"_s, u"update"_s, u"--url"_s, m_server.url(u"signed/"_s).toString()});
        QCOMPARE(afterForget.exitCode, 1);
        QVERIFY2(afterForget.err.contains(u"does not trust"_s), qPrintable(afterForget.err));
    }

    // Case 5: a bundle's rows cannot claim to be the user's (a user_entered column of 1 made them
    // the user's own, kept by every later update and by recovery).
    void aBundleCannotClaimTheUsersRows()
    {
        const QByteArray prices = "gpu,date,condition,usd,source,note,user_entered\n"
                                  "GeForce RTX 3090,2026-11-04,used,612.5,claimed shop,claimed,1\n";
        serveManifest(u"claim"_s, manifestOf({fileEntry(u"prices.csv"_s, u"prices"_s, prices)}));
        m_server.serve(u"claim/prices.csv"_s, prices);
        const Run r = update(m_server.url(u"claim/"_s).toString());
        QVERIFY2(r.exitCode == 0, qPrintable(r.err));
        const QString csv = m_dir.filePath(u"claim-export.csv"_s);
        const Run exported = run({u"db"_s, u"export"_s, csv});
        QVERIFY2(exported.exitCode == 0, qPrintable(exported.err));
        QFile f(csv);
        QVERIFY(f.open(QIODevice::ReadOnly));
        const QStringList lines = QString::fromUtf8(f.readAll()).split(u'\n');
        const auto row = std::find_if(lines.cbegin(), lines.cend(),
                                      [](const QString &line) { return line.contains(u"claimed shop"_s); });
        QVERIFY(row != lines.cend());
        QVERIFY2(row->contains(u",claimed,0,"_s), qPrintable(*row));
    }

    // Case 9: a redirect loop is named as one; case 5: the server's reason phrase is shown
    // bounded and without its escape codes; the 404 of an empty feed says nothing is published.
    void serverAnswersAreNamedSafely()
    {
        m_server.redirect(u"loop/manifest.json"_s, u"loop/again.json"_s);
        m_server.redirect(u"loop/again.json"_s, u"loop/manifest.json"_s);
        Run r = update(m_server.url(u"loop/"_s).toString());
        QCOMPARE(r.exitCode, 1);
        QVERIFY2(r.err.contains(u"redirects in a loop"_s), qPrintable(r.err));
        QVERIFY2(!r.err.contains(u"302"_s), qPrintable(r.err));

        m_server.fail(u"rude/manifest.json"_s, 503, "\x1b[2J\x1b]0;owned\x07" + QByteArray(5000, 'x'));
        r = update(m_server.url(u"rude/"_s).toString());
        QCOMPARE(r.exitCode, 1);
        QVERIFY2(r.err.contains(u"answered 503"_s), qPrintable(r.err.left(300)));
        QVERIFY2(!r.err.contains(QChar(0x1b)) && !r.err.contains(QChar(0x07)), qPrintable(r.err.left(300)));
        QVERIFY2(r.err.size() < 800, qPrintable(r.err.left(300)));

        r = update(m_server.url(u"unpublished/"_s).toString());
        QCOMPARE(r.exitCode, 1);
        QVERIFY2(r.err.contains(u"nothing has been published at"_s), qPrintable(r.err));
    }
};

QTEST_GUILESS_MAIN(TestHostileUpdate)
#include "tst_hostileupdate.moc"

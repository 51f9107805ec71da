// SPDX-FileCopyrightText: 2026 GPU Advisor contributors
// SPDX-License-Identifier: GPL-3.0-or-later
#include "model/update/databundle.h"
#include "model/update/dataupdate.h"

#include <QCryptographicHash>
#include <QDir>
#include <QJsonArray>
#include <QJsonDocument>
#include <QJsonObject>
#include <QTest>

using namespace Qt::StringLiterals;

namespace {

QJsonObject fileEntry(const QString &name, const QByteArray &bytes, const QString &kind = u"prices"_s)
{
    return {{u"name"_s, name},
            {u"kind"_s, kind},
            {u"size"_s, bytes.size()},
            {u"sha256"_s, QString::fromLatin1(QCryptographicHash::hash(bytes, QCryptographicHash::Sha256).toHex())}};
}

QByteArray manifest(const QJsonArray &files, int version = 1, const QString &date = u"2026-11-23"_s)
{
    return QJsonDocument(QJsonObject{{u"format_version"_s, version}, {u"date"_s, date}, {u"files"_s, files}}).toJson();
}

} // namespace

class TestDataBundle : public QObject
{
    Q_OBJECT

private Q_SLOTS:
    void readsAWellFormedManifest();
    void refusesABadManifest_data();
    void refusesABadManifest();
    void safeFileNames_data();
    void safeFileNames();
    void verifiesSizeThenHash();
    void writtenManifestReadsBack();
    void impossibleManifestDatesAreRefused_data();
    void impossibleManifestDatesAreRefused();
    void manifestNamesAreShownWithoutEscapeCodes();
    void manifestUrlFromWhatTheUserTyped_data();
    void manifestUrlFromWhatTheUserTyped();
};

void TestDataBundle::readsAWellFormedManifest()
{
    BundleManifest m;
    QString error;
    QVERIFY2(
        DataBundle::parseManifest(
            manifest({fileEntry(u"prices.csv"_s, "abc"), fileEntry(u"gpus.csv"_s, "defg", u"gpus"_s)}), &m, &error),
        qPrintable(error));
    QCOMPARE(m.formatVersion, 1);
    QCOMPARE(m.date, QDate(2026, 11, 23));
    QCOMPARE(m.files.size(), 2);
    QCOMPARE(m.files.at(1).kind, u"gpus"_s);
    QCOMPARE(m.totalSize(), 7);
}

void TestDataBundle::refusesABadManifest_data()
{
    QTest::addColumn<QByteArray>("json");
    QTest::addColumn<QString>("expected");
    const QJsonObject ok = fileEntry(u"prices.csv"_s, "abc");
    QTest::newRow("not JSON") << QByteArray("{\"format_version\": 1,") << u"not a JSON object"_s;
    QTest::newRow("newer format") << manifest({ok}, 2) << u"format version 2, newer"_s;
    QTest::newRow("no version") << QByteArray(R"({"date":"2026-11-23","files":[]})") << u"format_version"_s;
    QTest::newRow("bad date") << manifest({ok}, 1, u"23.11.2026"_s) << u"\"date\""_s;
    QTest::newRow("no files") << manifest({}) << u"\"files\""_s;
    QJsonObject traversal = ok;
    traversal[u"name"_s] = u"../../.config/gpu-advisor.conf"_s;
    QTest::newRow("path traversal") << manifest({traversal}) << u"not a plain file name"_s;
    QJsonObject absolute = ok;
    absolute[u"name"_s] = u"/etc/passwd"_s;
    QTest::newRow("absolute path") << manifest({absolute}) << u"not a plain file name"_s;
    QJsonObject url = ok;
    url[u"name"_s] = u"https://evil.example/x.csv"_s;
    QTest::newRow("another address") << manifest({url}) << u"not a plain file name"_s;
    QTest::newRow("twice") << manifest({ok, ok}) << u"twice"_s;
    QJsonObject kind = ok;
    kind[u"kind"_s] = u"executable"_s;
    QTest::newRow("unknown kind") << manifest({kind}) << u"unknown kind"_s;
    QJsonObject huge = ok;
    huge[u"size"_s] = double(DataBundle::MaxFileBytes) + 1;
    QTest::newRow("oversized file") << manifest({huge}) << u"no valid size"_s;
    QJsonObject negative = ok;
    negative[u"size"_s] = -1;
    QTest::newRow("negative size") << manifest({negative}) << u"no valid size"_s;
    QJsonObject hash = ok;
    hash[u"sha256"_s] = u"abc"_s;
    QTest::newRow("bad hash") << manifest({hash}) << u"SHA-256"_s;
    QTest::newRow("oversized manifest") << QByteArray(DataBundle::MaxManifestBytes + 1, ' ') << u"more than"_s;
}

void TestDataBundle::refusesABadManifest()
{
    QFETCH(QByteArray, json);
    QFETCH(QString, expected);
    BundleManifest m;
    QString error;
    QVERIFY(!DataBundle::parseManifest(json, &m, &error));
    QVERIFY2(error.contains(expected), qPrintable(error));
}

void TestDataBundle::safeFileNames_data()
{
    QTest::addColumn<QString>("name");
    QTest::addColumn<bool>("safe");
    QTest::newRow("plain") << u"prices.csv"_s << true;
    QTest::newRow("flowchart") << u"flowchart-dettmers-2023.json"_s << true;
    QTest::newRow("dot dot") << u".."_s << false;
    QTest::newRow("hidden") << u".bashrc"_s << false;
    QTest::newRow("folder") << u"a/b.csv"_s << false;
    QTest::newRow("backslash") << u"..\\b.csv"_s << false;
    QTest::newRow("drive") << u"C:b.csv"_s << false;
    QTest::newRow("embedded dots") << u"a..b"_s << false;
    QTest::newRow("the manifest itself") << u"manifest.json"_s << false;
    QTest::newRow("too long") << QString(101, u'a') << false;
}

void TestDataBundle::safeFileNames()
{
    QFETCH(QString, name);
    QFETCH(bool, safe);
    QCOMPARE(DataBundle::isSafeFileName(name), safe);
}

void TestDataBundle::verifiesSizeThenHash()
{
    BundleManifest m;
    QString error;
    QVERIFY(DataBundle::parseManifest(manifest({fileEntry(u"prices.csv"_s, "abcdef")}), &m, &error));
    const BundleFile &f = m.files.first();
    QVERIFY(DataBundle::verifyFile(f, "abcdef", &error));
    QVERIFY(!DataBundle::verifyFile(f, "abc", &error));
    QVERIFY(error.contains(u"3 bytes where the manifest says 6"_s));
    QVERIFY(!DataBundle::verifyFile(f, "abcdeF", &error));
    QVERIFY(error.contains(u"SHA-256"_s));
}

void TestDataBundle::writtenManifestReadsBack()
{
    BundleManifest m;
    m.formatVersion = DataBundle::FormatVersion;
    m.date = QDate(2026, 11, 23);
    m.generator = u"test"_s;
    m.files.append(
        {u"cloud_rates.csv"_s, u"cloud_rates"_s, 3, QCryptographicHash::hash("abc", QCryptographicHash::Sha256)});
    BundleManifest back;
    QString error;
    QVERIFY(DataBundle::parseManifest(DataBundle::writeManifest(m), &back, &error));
    QCOMPARE(back.files.first().sha256, m.files.first().sha256);
    QCOMPARE(back.generator, m.generator);
}

void TestDataBundle::impossibleManifestDatesAreRefused_data()
{
    QTest::addColumn<QString>("date");
    QTest::addColumn<bool>("accepted");
    QTest::newRow("9999") << u"9999-12-31"_s << false;
    QTest::newRow("0001") << u"0001-01-01"_s << false;
    QTest::newRow("2101") << u"2101-01-01"_s << false;
    QTest::newRow("2009") << u"2009-12-31"_s << false;
    QTest::newRow("today") << u"2026-11-27"_s << true;
    // Not held to the clock: a bundle made after the day this computer thinks it is still reads.
    QTest::newRow("2040") << u"2040-06-01"_s << true;
}

void TestDataBundle::impossibleManifestDatesAreRefused()
{
    QFETCH(QString, date);
    QFETCH(bool, accepted);
    const QByteArray json = QJsonDocument(QJsonObject{{u"format_version"_s, 1},
                                                      {u"date"_s, date},
                                                      {u"files"_s, QJsonArray{QJsonObject{
                                                                       {u"name"_s, u"prices.csv"_s},
                                                                       {u"kind"_s, u"prices"_s},
                                                                       {u"size"_s, 3},
                                                                       {u"sha256"_s, QString(64, u'a')},
                                                                   }}}})
                                .toJson();
    BundleManifest m;
    QString error;
    QCOMPARE(DataBundle::parseManifest(json, &m, &error), accepted);
    if (!accepted)
        QVERIFY2(error.contains(u"not a date from 2010-01-01 to 2100-12-31"_s), qPrintable(error));
}

void TestDataBundle::manifestNamesAreShownWithoutEscapeCodes()
{
    const QString name = u"\x1b[31mred\u202e"_s + QString(500, u'x');
    const QByteArray json = QJsonDocument(QJsonObject{{u"format_version"_s, 1},
                                                      {u"date"_s, u"2026-11-01"_s},
                                                      {u"files"_s, QJsonArray{QJsonObject{
                                                                       {u"name"_s, name},
                                                                       {u"kind"_s, u"prices"_s},
                                                                       {u"size"_s, 3},
                                                                       {u"sha256"_s, QString(64, u'a')},
                                                                   }}}})
                                .toJson();
    BundleManifest m;
    QString error;
    QVERIFY(!DataBundle::parseManifest(json, &m, &error));
    QVERIFY2(!error.contains(QChar(0x1b)) && !error.contains(QChar(0x202e)), qPrintable(error));
    QVERIFY2(error.contains(u"\\u001b[31mred\\u202e"_s), qPrintable(error));
    QVERIFY2(error.size() < 400, qPrintable(error));
}

void TestDataBundle::manifestUrlFromWhatTheUserTyped_data()
{
    QTest::addColumn<QString>("typed");
    QTest::addColumn<QString>("expected"); // '' = refused
    QTest::newRow("manifest") << u"http://127.0.0.1:8080/data/manifest.json"_s
                              << u"http://127.0.0.1:8080/data/manifest.json"_s;
    QTest::newRow("folder") << u"https://example.org/data/"_s << u"https://example.org/data/manifest.json"_s;
    QTest::newRow("host only") << u"https://example.org"_s << u"https://example.org/manifest.json"_s;
    QTest::newRow("ftp") << u"ftp://example.org/manifest.json"_s << QString();
    QTest::newRow("empty") << u"  "_s << QString();
    QTest::newRow("nothing") << QString() << QString();
    // Issue 27: a path without a scheme is a folder or file here, not a web site.
    QTest::newRow("relative folder")
        << u"bundle/"_s << QUrl::fromLocalFile(QDir::current().absoluteFilePath(u"bundle/manifest.json"_s)).toString();
    QTest::newRow("relative manifest")
        << u"bundle/manifest.json"_s
        << QUrl::fromLocalFile(QDir::current().absoluteFilePath(u"bundle/manifest.json"_s)).toString();
    QTest::newRow("absolute folder") << u"/srv/bundle/"_s << u"file:///srv/bundle/manifest.json"_s;
    QTest::newRow("file address") << u"file:///srv/bundle/"_s << u"file:///srv/bundle/manifest.json"_s;
    QTest::newRow("http without a host") << u"http:///manifest.json"_s << QString();
}

void TestDataBundle::manifestUrlFromWhatTheUserTyped()
{
    QFETCH(QString, typed);
    QFETCH(QString, expected);
    QString error;
    const QUrl url = DataUpdater::manifestUrl(typed, &error);
    if (expected.isEmpty()) {
        QVERIFY(!url.isValid() || url.isEmpty());
        QVERIFY(!error.isEmpty());
    } else {
        QCOMPARE(url.toString(), expected);
    }
    QVERIFY(DataUpdater::defaultUrl().toString().endsWith(u"/manifest.json"_s));
}

QTEST_GUILESS_MAIN(TestDataBundle)
#include "tst_databundle.moc"

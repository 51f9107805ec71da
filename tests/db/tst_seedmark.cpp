// SPDX-FileCopyrightText: 2026 GPU Advisor contributors
// SPDX-License-Identifier: GPL-3.0-or-later
// The marks in `meta` that say a bundled seed file has been taken in (db/seedmark.h): the value
// is the one earlier releases wrote, so their databases are not seeded again, and any change of
// digest, counts or schema version takes the file in again.
#include "db/seedmark.h"
#include "tests/common/seededdatabase.h"

#include <QCryptographicHash>
#include <QDate>
#include <QRegularExpression>
#include <QSqlQuery>
#include <QTest>

using namespace Qt::StringLiterals;

namespace {

QString metaValue(const QSqlDatabase &db, const QString &key)
{
    QSqlQuery q(db);
    q.prepare(u"SELECT value FROM meta WHERE key = ?"_s);
    q.addBindValue(key);
    return q.exec() && q.next() ? q.value(0).toString() : QString();
}

bool exec(const QSqlDatabase &db, const QString &sql)
{
    QSqlQuery q(db);
    return q.exec(sql);
}

bool isCurrent(const SeedMark &mark, const QSqlDatabase &db)
{
    bool current = false;
    QString error;
    if (!mark.isCurrent(db, &current, &error))
        qWarning() << error;
    return current;
}

} // namespace

class TestSeedMark final : public QObject
{
    Q_OBJECT

private Q_SLOTS:
    void marksFollowTheFileItsRowsAndTheSchema()
    {
        SeededDatabase seeded;
        QVERIFY2(seeded.isValid(), qPrintable(seeded.error()));
        const QSqlDatabase db = seeded.database().connection();
        QVERIFY(exec(db, u"CREATE TABLE taken (x INTEGER)"_s));
        QVERIFY(exec(db, u"INSERT INTO taken VALUES (1), (2), (3)"_s));
        const QByteArray file = "name,value\nA,1\n";
        const QString digest = QString::fromLatin1(QCryptographicHash::hash(file, QCryptographicHash::Sha256).toHex());
        const int version = seeded.database().schemaVersion();
        const QStringList counts{u"(SELECT COUNT(*) FROM taken)"_s, u"(SELECT COUNT(*) FROM taken WHERE x > 1)"_s};
        const SeedMark mark = SeedMark::ofFile(u"test_bundle"_s, file, counts, SeedMark::SchemaVersion::Included);

        // Not taken in yet; then remembered, in the form earlier releases wrote.
        QVERIFY(!isCurrent(mark, db));
        QString error;
        QVERIFY2(mark.remember(db, &error), qPrintable(error));
        QCOMPARE(metaValue(db, u"test_bundle"_s), u"%1 3 2 v%2"_s.arg(digest).arg(version));
        QVERIFY(isCurrent(mark, db));

        // A mark an earlier release composed in C++ is current: its databases are not seeded again.
        QVERIFY(exec(
            db, u"UPDATE meta SET value = '%1 %2 %3 v%4' WHERE key = 'test_bundle'"_s.arg(digest).arg(3).arg(2).arg(
                    version)));
        QVERIFY(isCurrent(mark, db));

        // A lost row, another file, or a later schema: taken in again.
        QVERIFY(exec(db, u"DELETE FROM taken WHERE x = 3"_s));
        QVERIFY(!isCurrent(mark, db));
        QVERIFY(mark.remember(db, &error));
        QCOMPARE(metaValue(db, u"test_bundle"_s), u"%1 2 1 v%2"_s.arg(digest).arg(version));
        QVERIFY(isCurrent(mark, db));
        QVERIFY(!isCurrent(
            SeedMark::ofFile(u"test_bundle"_s, file + "B,2\n", counts, SeedMark::SchemaVersion::Included), db));
        QVERIFY(exec(db, u"PRAGMA user_version = %1"_s.arg(version + 1)));
        QVERIFY(!isCurrent(mark, db));
        QVERIFY(exec(db, u"PRAGMA user_version = %1"_s.arg(version)));
        QVERIFY(isCurrent(mark, db));

        // Without counts or schema version the mark is the digest alone, as the benchmarks' is.
        const SeedMark digestOnly = SeedMark::ofFile(u"digest_bundle"_s, file);
        QVERIFY(!isCurrent(digestOnly, db));
        QVERIFY(digestOnly.remember(db, &error));
        QCOMPARE(metaValue(db, u"digest_bundle"_s), digest);
        QVERIFY(isCurrent(digestOnly, db));

        // Data taken in once: any date says it is there.
        const SeedMark once = SeedMark::once(u"test_seeded_on"_s);
        QVERIFY(!isCurrent(once, db));
        QVERIFY(once.remember(db, &error));
        QCOMPARE(metaValue(db, u"test_seeded_on"_s), QDate::currentDate().toString(Qt::ISODate));
        QVERIFY(exec(db, u"UPDATE meta SET value = '2024-01-31' WHERE key = 'test_seeded_on'"_s));
        QVERIFY(isCurrent(once, db));

        // The seeder's own marks have the same forms.
        static const QRegularExpression chartMark(u"^[0-9a-f]{64} [0-9]+ [0-9]+ v%1$"_s.arg(version));
        QVERIFY2(chartMark.match(metaValue(db, u"flowchart_bundle:dettmers-2023.json"_s)).hasMatch(),
                 qPrintable(metaValue(db, u"flowchart_bundle:dettmers-2023.json"_s)));
        static const QRegularExpression llmMark(u"^[0-9a-f]{64} [1-9][0-9]*$"_s);
        QVERIFY(llmMark.match(metaValue(db, u"llm_models_bundle"_s)).hasMatch());
        static const QRegularExpression digestMark(u"^[0-9a-f]{64}$"_s);
        QVERIFY(digestMark.match(metaValue(db, u"benchmarks_bundle"_s)).hasMatch());
        for (const QString &key : {u"seeded_on"_s, u"cloud_rates_seeded_on"_s, u"part_prices_seeded_on"_s})
            QCOMPARE(metaValue(db, key), QDate::currentDate().toString(Qt::ISODate));

        // A database that cannot be read says so.
        QVERIFY(exec(db, u"ALTER TABLE meta RENAME TO meta_gone"_s));
        bool current = true;
        QVERIFY(!mark.isCurrent(db, &current, &error));
        QVERIFY2(!error.isEmpty(), "no error message");
        error.clear();
        QVERIFY(!once.remember(db, &error));
        QVERIFY2(!error.isEmpty(), "no error message");
    }
};

QTEST_GUILESS_MAIN(TestSeedMark)
#include "tst_seedmark.moc"

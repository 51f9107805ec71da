// SPDX-FileCopyrightText: 2026 GPU Advisor contributors
// SPDX-License-Identifier: GPL-3.0-or-later
// Saved builds in SQLite: create, list, reopen from another connection, replace by name, delete;
// bad rows and bad requests are reported, not hidden.
#include "db/seeder.h"
#include "db/sqlbuildrepository.h"
#include "tests/common/seededdatabase.h"

#include <QSqlQuery>
#include <QStandardPaths>
#include <QTest>

using namespace Qt::StringLiterals;

namespace {

BuildRequest request(const QString &gpu, int count)
{
    BuildRequest r;
    r.gpus.append({gpu, count});
    return r;
}

} // namespace

class TestSavedBuilds final : public QObject
{
    Q_OBJECT

private Q_SLOTS:
    void initTestCase() { QStandardPaths::setTestModeEnabled(true); }
    void theMigrationCreatesTheTable();
    void savedBuildsPersist();
    void savingAnExistingNameReplacesIt();
    void namesAreRequiredAndRequestsChecked();
    void deletingAMissingBuildFails();
    void anUnreadableRowIsReported();
};

void TestSavedBuilds::theMigrationCreatesTheTable()
{
    SeededDatabase db;
    QVERIFY2(db.isValid(), qPrintable(db.error()));
    QVERIFY(db.database().schemaVersion() >= 4);
    QSqlQuery q(db.database().connection());
    QVERIFY(q.exec(u"SELECT COUNT(*) FROM saved_builds"_s) && q.next());
    QCOMPARE(q.value(0).toInt(), 0);
}

void TestSavedBuilds::savedBuildsPersist()
{
    SeededDatabase seeded;
    QVERIFY2(seeded.isValid(), qPrintable(seeded.error()));
    SqlBuildRepository builds(seeded.database().connection());
    QString error;
    QVERIFY(builds.builds(&error).isEmpty());

    SavedBuild workstation{0, u"  Lab workstation  "_s, request(u"GeForce RTX 3090"_s, 4), {}, {}};
    workstation.request.powerLimitWatts = 300;
    workstation.request.condition = PriceCondition::Used;
    workstation.request.origin.leafTitle = u"Used RTX 3090"_s;
    workstation.request.origin.answers = {{u"Organisation?"_s, u"no"_s}};
    QVERIFY2(builds.save(&workstation, &error), qPrintable(error));
    QVERIFY(workstation.id > 0);
    QCOMPARE(workstation.name, u"Lab workstation"_s);
    QVERIFY(workstation.createdAt.isValid());
    SavedBuild desktop{0, u"desktop"_s, request(u"GeForce RTX 4090"_s, 1), {}, {}};
    QVERIFY2(builds.save(&desktop, &error), qPrintable(error));

    // Another connection to the same file sees both, by name, with their requests intact.
    {
        Database other;
        QVERIFY2(Seeder::openSeeded(other, seeded.path(), &error), qPrintable(error));
        SqlBuildRepository reopened(other.connection());
        const QList<SavedBuild> all = reopened.builds(&error);
        QVERIFY2(error.isEmpty(), qPrintable(error));
        QCOMPARE(all.size(), 2);
        QCOMPARE(all.at(0).name, u"desktop"_s);
        QCOMPARE(all.at(1).name, u"Lab workstation"_s);
        QVERIFY(all.at(1).request == workstation.request);
        QCOMPARE(all.at(1).createdAt, workstation.createdAt);
        const std::optional<SavedBuild> byName = reopened.buildByName(u"LAB WORKSTATION"_s);
        QVERIFY(byName);
        QCOMPARE(byName->id, workstation.id);
        QVERIFY(reopened.remove(desktop.id, &error));
    }
    QCOMPARE(builds.builds().size(), 1);
    QVERIFY(!builds.build(desktop.id));
    QVERIFY(builds.build(workstation.id));
}

void TestSavedBuilds::savingAnExistingNameReplacesIt()
{
    SeededDatabase seeded;
    QVERIFY(seeded.isValid());
    SqlBuildRepository builds(seeded.database().connection());
    QString error;
    SavedBuild first{0, u"My build"_s, request(u"GeForce RTX 4090"_s, 1), {}, {}};
    QVERIFY(builds.save(&first, &error));
    SavedBuild again{0, u"my BUILD"_s, request(u"GeForce RTX 4090"_s, 2), {}, {}};
    QVERIFY2(builds.save(&again, &error), qPrintable(error));
    QCOMPARE(again.id, first.id);
    QCOMPARE(again.createdAt, first.createdAt);
    QVERIFY(again.updatedAt >= first.updatedAt);
    const QList<SavedBuild> all = builds.builds();
    QCOMPARE(all.size(), 1);
    QCOMPARE(all.first().request.gpus.first().count, 2);
    QCOMPARE(all.first().name, u"my BUILD"_s);
}

void TestSavedBuilds::namesAreRequiredAndRequestsChecked()
{
    SeededDatabase seeded;
    QVERIFY(seeded.isValid());
    SqlBuildRepository builds(seeded.database().connection());
    QString error;
    SavedBuild unnamed{0, u"   "_s, request(u"GeForce RTX 4090"_s, 1), {}, {}};
    QVERIFY(!builds.save(&unnamed, &error));
    QVERIFY2(error.contains(u"name"_s), qPrintable(error));
    SavedBuild invalid{0, u"Too many"_s, request(u"GeForce RTX 4090"_s, 9), {}, {}};
    QVERIFY(!builds.save(&invalid, &error));
    QVERIFY2(error.contains(u"Too many"_s) && error.contains(u"count"_s), qPrintable(error));
    QVERIFY(builds.builds().isEmpty());
}

void TestSavedBuilds::deletingAMissingBuildFails()
{
    SeededDatabase seeded;
    QVERIFY(seeded.isValid());
    SqlBuildRepository builds(seeded.database().connection());
    QString error;
    QVERIFY(!builds.remove(4242, &error));
    QVERIFY2(error.contains(u"4242"_s), qPrintable(error));
}

void TestSavedBuilds::anUnreadableRowIsReported()
{
    SeededDatabase seeded;
    QVERIFY(seeded.isValid());
    SqlBuildRepository builds(seeded.database().connection());
    QString error;
    SavedBuild good{0, u"Good"_s, request(u"GeForce RTX 4090"_s, 1), {}, {}};
    QVERIFY(builds.save(&good, &error));
    QSqlQuery q(seeded.database().connection());
    QVERIFY(q.prepare(u"INSERT INTO saved_builds (name, request_json, created_at, updated_at) VALUES (?, ?, ?, ?)"_s));
    q.addBindValue(u"Broken"_s);
    q.addBindValue(u"{\"gpus\": 7}"_s);
    q.addBindValue(u"2026-01-01T00:00:00.000Z"_s);
    q.addBindValue(u"2026-01-01T00:00:00.000Z"_s);
    QVERIFY(q.exec());
    const QList<SavedBuild> all = builds.builds(&error);
    QCOMPARE(all.size(), 1);
    QCOMPARE(all.first().name, u"Good"_s);
    QVERIFY2(error.contains(u"Broken"_s) && error.contains(u"request.gpus"_s), qPrintable(error));
}

QTEST_GUILESS_MAIN(TestSavedBuilds)
#include "tst_savedbuilds.moc"

// SPDX-FileCopyrightText: 2026 GPU Advisor contributors
// SPDX-License-Identifier: GPL-3.0-or-later
// CSV import and export: round trips without loss; an import with any error writes nothing.
#include "db/dataimporter.h"
#include "tests/common/seededdatabase.h"

#include <QSqlQuery>
#include <QTest>

using namespace Qt::StringLiterals;

namespace {

int count(const QSqlDatabase &db, const QString &table)
{
    QSqlQuery q(db);
    return q.exec(u"SELECT COUNT(*) FROM "_s + table) && q.next() ? q.value(0).toInt() : -1;
}

QString exportOf(SeededDatabase &db)
{
    QHash<qint64, QString> names;
    const QList<Gpu> gpus = db.gpus().gpus();
    for (const Gpu &g : gpus)
        names.insert(g.id, g.name);
    return GpuCsv::writeExport(gpus, db.gpus().allPrices(), [&names](qint64 id) { return names.value(id); });
}

} // namespace

class TestDataImport final : public QObject
{
    Q_OBJECT

private Q_SLOTS:
    void exportRoundTripsLosslessly()
    {
        SeededDatabase source;
        QVERIFY2(source.isValid(), qPrintable(source.error()));
        // A user's own card and price, to make sure they travel too.
        QStringList errors;
        ImportReport report;
        const QString mine = u"gpu,date,condition,usd,source,note,user_entered\n"
                             "GeForce RTX 3090,2026-11-02,used,650.5,\"my local shop, Berlin\",\"with box\",1\n"_s;
        QVERIFY2(DataImporter(source.database().connection()).importCsv(mine, &report, &errors),
                 qPrintable(errors.join(u'\n')));
        QCOMPARE(report.pricesAdded, 1);
        const QString text = exportOf(source);

        // Into an empty schema: every GPU and price comes back the same.
        SeededDatabase target;
        QSqlQuery wipe(target.database().connection());
        QVERIFY(wipe.exec(u"DELETE FROM prices"_s));
        QVERIFY(wipe.exec(u"DELETE FROM flow_leaf_gpus"_s) && wipe.exec(u"DELETE FROM flow_question_gpus"_s));
        QVERIFY(wipe.exec(u"DELETE FROM gpus"_s));
        QVERIFY2(DataImporter(target.database().connection()).importCsv(text, &report, &errors),
                 qPrintable(errors.join(u'\n')));
        QCOMPARE(report.gpusAdded, 138);
        QCOMPARE(report.pricesAdded, source.gpus().allPrices().size());
        QCOMPARE(exportOf(target), text);
    }

    void reimportingAnExportChangesNothing()
    {
        SeededDatabase db;
        const QString text = exportOf(db);
        const int prices = count(db.database().connection(), u"prices"_s);
        ImportReport report;
        QStringList errors;
        QVERIFY(DataImporter(db.database().connection()).importCsv(text, &report, &errors));
        QCOMPARE(report.gpusUpdated, 0);
        QCOMPARE(report.gpusUnchanged, 138);
        QCOMPARE(report.pricesAdded, 0);
        QCOMPARE(report.pricesAlreadyPresent, prices);
        QCOMPARE(count(db.database().connection(), u"prices"_s), prices);
        QCOMPARE(exportOf(db), text);
    }

    void anyErrorWritesNothing_data()
    {
        QTest::addColumn<QString>("csv");
        QTest::addColumn<QString>("fragment");
        const QString header = u"gpu,date,condition,usd,source\n"_s;
        QTest::newRow("unknown GPU")
            << header + u"GeForce RTX 3090,2026-11,new,999,shop\nGeForce RTX 9999,2026-11,new,1,shop\n"_s
            << u"line 3, column gpu: expected the name of a GPU in the file or the database, found \"GeForce RTX 9999\""_s;
        QTest::newRow("zero price")
            << header + u"GeForce RTX 3090,2026-11,new,999,shop\nGeForce RTX 3090,2026-11,new,0,shop\n"_s
            << u"line 3, column usd"_s;
        QTest::newRow("ten million") << header + u"GeForce RTX 3090,2026-11,new,10000000,shop\n"_s
                                     << u"line 2, column usd"_s;
        QTest::newRow("wrong delimiter") << u"gpu;date;condition;usd;source\nGeForce RTX 3090;2026-11;new;999;shop\n"_s
                                         << u"line 1: the header matches neither"_s;
        QTest::newRow("missing header") << u"GeForce RTX 3090,2026-11,new,999,shop\n"_s << u"line 1"_s;
    }

    void anyErrorWritesNothing()
    {
        QFETCH(QString, csv);
        QFETCH(QString, fragment);
        SeededDatabase db;
        const int before = count(db.database().connection(), u"prices"_s);
        ImportReport report;
        QStringList errors;
        QVERIFY(!DataImporter(db.database().connection()).importCsv(csv, &report, &errors));
        QVERIFY2(errors.join(u'\n').contains(fragment), qPrintable(errors.join(u'\n')));
        QCOMPARE(count(db.database().connection(), u"prices"_s), before);
    }

    void gpuFileUpdatesByName()
    {
        SeededDatabase db;
        const QString text =
            GpuCsv::writeGpus({*db.gpus().gpuByName(u"GeForce RTX 3090"_s)}).replace(u",936,"_s, u",940,"_s);
        ImportReport report;
        QStringList errors;
        QVERIFY2(DataImporter(db.database().connection()).importCsv(text, &report, &errors),
                 qPrintable(errors.join(u'\n')));
        QCOMPARE(report.gpusUpdated, 1);
        QCOMPARE(report.gpusUnchanged, 0);
        QCOMPARE(db.gpus().gpuByName(u"GeForce RTX 3090"_s)->memoryBandwidthGbs, 940.0);
        QCOMPARE(db.gpus().gpus().size(), 138);
    }
};

QTEST_GUILESS_MAIN(TestDataImport)
#include "tst_dataimport.moc"

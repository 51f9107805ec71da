// SPDX-FileCopyrightText: 2026 GPU Advisor contributors
// SPDX-License-Identifier: GPL-3.0-or-later
// Part prices in the database: a new database holds every bundled observation with its source
// and date; a data update adds new ones in its one transaction and keeps the user's own; a bad
// part-price file leaves the table as it was.
#include "db/bundleimporter.h"
#include "db/sqlpartpricerepository.h"
#include "model/update/databundle.h"
#include "model/update/dataupdate.h"
#include "tests/common/seededdatabase.h"

#include <QCryptographicHash>
#include <QFile>
#include <QTest>

using namespace Qt::StringLiterals;

namespace {

BundleContents bundleOf(const QByteArray &partPrices)
{
    BundleContents bundle;
    bundle.manifest.formatVersion = DataBundle::FormatVersion;
    bundle.manifest.date = QDate(2026, 11, 27);
    bundle.manifest.files.append({u"part_prices.csv"_s, u"part_prices"_s, partPrices.size(),
                                  QCryptographicHash::hash(partPrices, QCryptographicHash::Sha256)});
    bundle.files.insert(u"part_prices.csv"_s, partPrices);
    return bundle;
}

QList<PartPriceObservation> bundledRows()
{
    QFile f(u":/seed/part_prices.csv"_s);
    if (!f.open(QIODevice::ReadOnly))
        return {};
    QList<PartPriceObservation> rows;
    QStringList errors;
    PartPriceCsv::parse(QString::fromUtf8(f.readAll()), &rows, &errors);
    return rows;
}

} // namespace

class TestPartPriceStore final : public QObject
{
    Q_OBJECT

private Q_SLOTS:
    void aNewDatabaseHoldsTheBundledObservations()
    {
        SeededDatabase db;
        QVERIFY2(db.isValid(), qPrintable(db.error()));
        const QList<PartPriceObservation> bundled = bundledRows();
        QVERIFY(bundled.size() >= 200);
        SqlPartPriceRepository repository(db.database().connection());
        QString error;
        const QList<PartPriceObservation> stored = repository.partPrices(&error);
        QVERIFY2(error.isEmpty(), qPrintable(error));
        QCOMPARE(stored.size(), bundled.size());
        for (const PartPriceObservation &o : stored) {
            QVERIFY2(!o.source.isEmpty() && o.observedOn.isValid() && o.usd > 0, qPrintable(o.part));
            QVERIFY(!o.userEntered);
        }
        // Every class the planner prices by the kilo- or terabyte is counted that way.
        for (const PartPriceObservation &o : stored) {
            if (o.part.startsWith(u"ram-"_s))
                QCOMPARE(o.unit, PartPriceUnit::PerGb);
            if (o.part.startsWith(u"ssd-"_s))
                QCOMPARE(o.unit, PartPriceUnit::PerTb);
        }
        // DDR5 in 2026 costs about three times the planner's old fixed $3.50 per GB.
        const auto ddr5 = partPriceAt(stored, u"ram-ddr5"_s, QDate(2026, 11, 23));
        QVERIFY(ddr5);
        QVERIFY2(ddr5->usd > 3 * 3.5, qPrintable(QString::number(ddr5->usd)));
        QVERIFY(ddr5->observedOn.year() == 2026);
    }

    void anUpdateAddsNewObservationsAndKeepsTheUsers()
    {
        SeededDatabase db;
        QVERIFY2(db.isValid(), qPrintable(db.error()));
        SqlPartPriceRepository repository(db.database().connection());
        PartPriceObservation mine;
        mine.part = u"case-desktop"_s;
        mine.observedOn = QDate(2026, 10, 2);
        mine.usd = 59;
        mine.source = u"my local shop"_s;
        QString error;
        PartPriceImportReport imported;
        QVERIFY2(repository.import({mine}, &imported, &error, true), qPrintable(error));
        QCOMPARE(imported.added, 1);
        const int before = int(repository.partPrices().size());

        const QList<PartPriceObservation> bundled = bundledRows();
        PartPriceObservation fresh;
        fresh.part = u"ram-ddr5"_s;
        fresh.unit = PartPriceUnit::PerGb;
        fresh.observedOn = QDate(2026, 10, 1);
        fresh.monthly = true;
        fresh.usd = 12.5;
        fresh.statistic = u"lowest_retail"_s;
        fresh.source = u"https://example.org/ddr5-october"_s;
        const QByteArray file = PartPriceCsv::write({bundled.first(), fresh}).toUtf8();
        UpdateReport report;
        QVERIFY2(BundleImporter(db.database().connection()).apply(bundleOf(file), &report, &error), qPrintable(error));
        QCOMPARE(report.countsOf(u"part_prices"_s).added, 1);
        QCOMPARE(report.countsOf(u"part_prices"_s).unchanged, 1);
        const QList<PartPriceObservation> after = repository.partPrices();
        QCOMPARE(after.size(), before + 1);
        QCOMPARE(partPriceAt(after, u"ram-ddr5"_s, QDate(2026, 10, 31))->usd, 12.5);
        const auto kept = partPriceAt(after, u"case-desktop"_s, {});
        QVERIFY(kept && kept->userEntered);
        QCOMPARE(kept->usd, 59.0);
    }

    void aBadFileChangesNothing()
    {
        SeededDatabase db;
        QVERIFY2(db.isValid(), qPrintable(db.error()));
        SqlPartPriceRepository repository(db.database().connection());
        const QList<PartPriceObservation> before = repository.partPrices();
        const QByteArray file = "part,unit,observed_on,usd,statistic,source,note\n"
                                "ram-ddr5,per_gb,2026-10,12.5,listing,https://example.org,\n"
                                "ram-ddr5,per_gb,2026-10,-1,listing,https://example.org,\n";
        UpdateReport report;
        QString error;
        QVERIFY(!BundleImporter(db.database().connection()).apply(bundleOf(file), &report, &error));
        QVERIFY2(error.contains(u"part_prices.csv"_s) && error.contains(u"line 3"_s), qPrintable(error));
        QCOMPARE(repository.partPrices(), before);
    }
};

QTEST_GUILESS_MAIN(TestPartPriceStore)
#include "tst_partpricestore.moc"

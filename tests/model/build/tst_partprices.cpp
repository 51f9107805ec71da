// SPDX-FileCopyrightText: 2026 GPU Advisor contributors
// SPDX-License-Identifier: GPL-3.0-or-later
// The dated prices of the planner's other parts: which observation holds at a date, the CSV they
// travel in, and the planner pricing memory, storage, CPU, PSU, board, cooler and case from them,
// with each price's source, date and age, defaults that say why, and the user's own prices.
#include "model/build/buildexport.h"
#include "model/build/buildplanner.h"
#include "model/build/partprice.h"

#include <QJsonArray>
#include <QJsonDocument>
#include <QJsonObject>
#include <QTest>

using namespace Qt::StringLiterals;

namespace {

PartPriceObservation observation(const QString &part, PartPriceUnit unit, const QString &date, double usd,
                                 const QString &source = u"https://example.org/prices"_s, bool user = false)
{
    PartPriceObservation o;
    o.part = part;
    o.unit = unit;
    o.monthly = date.size() == 7;
    o.observedOn = QDate::fromString(o.monthly ? date + u"-01"_s : date, Qt::ISODate);
    o.usd = usd;
    o.statistic = user ? QString() : u"listing"_s;
    o.source = source;
    o.userEntered = user;
    return o;
}

Gpu card24GbAt350W()
{
    Gpu g;
    g.id = 1;
    g.name = u"GeForce RTX 3090"_s;
    g.vendor = u"NVIDIA"_s;
    g.architecture = u"Ampere"_s;
    g.vramGb = 24;
    g.tdpWatts = 350;
    g.slotWidth = 3;
    g.boardType = u"PCIe card"_s;
    g.launchMsrpUsd = 1499;
    return g;
}

const BuildPart *partOf(const BuildPlan &plan, const QString &type)
{
    for (const BuildPart &p : plan.parts) {
        if (p.type == type)
            return &p;
    }
    return nullptr;
}

} // namespace

class TestPartPrices final : public QObject
{
    Q_OBJECT

private Q_SLOTS:
    void newestAtOrBeforeTheDate_data()
    {
        QTest::addColumn<QString>("asOf");
        QTest::addColumn<double>("expected");
        QTest::newRow("latest when no date is given") << QString() << 11.72;
        QTest::newRow("the month's own figure") << u"2025-11-30"_s << 9.69;
        QTest::newRow("an older figure holds until a newer one") << u"2025-10-15"_s << 2.56;
        QTest::newRow("a dated figure on its day") << u"2026-01-08"_s << 10.19;
        QTest::newRow("nothing before the first") << u"2025-07-31"_s << -1.0;
    }
    void newestAtOrBeforeTheDate()
    {
        QFETCH(QString, asOf);
        QFETCH(double, expected);
        const QList<PartPriceObservation> all{
            observation(u"ram-ddr5"_s, PartPriceUnit::PerGb, u"2025-08"_s, 2.56),
            observation(u"ram-ddr5"_s, PartPriceUnit::PerGb, u"2025-11"_s, 9.69),
            observation(u"ram-ddr5"_s, PartPriceUnit::PerGb, u"2026-01-08"_s, 10.19),
            observation(u"ram-ddr5"_s, PartPriceUnit::PerGb, u"2026-06-03"_s, 11.72),
            observation(u"ram-ddr4"_s, PartPriceUnit::PerGb, u"2025-07"_s, 1.0),
        };
        const auto o = partPriceAt(all, u"ram-ddr5"_s, QDate::fromString(asOf, Qt::ISODate));
        QCOMPARE(o ? o->usd : -1.0, expected);
    }

    void severalOfOneDateTakeTheMedianOne()
    {
        const QList<PartPriceObservation> all{
            observation(u"ssd-nvme"_s, PartPriceUnit::PerTb, u"2026-01-10"_s, 135, u"a"_s),
            observation(u"ssd-nvme"_s, PartPriceUnit::PerTb, u"2026-01-10"_s, 118, u"b"_s),
            observation(u"ssd-nvme"_s, PartPriceUnit::PerTb, u"2026-01-10"_s, 200, u"c"_s),
        };
        QCOMPARE(partPriceAt(all, u"ssd-nvme"_s, {})->source, u"a"_s);
        // Two: the lower of the middle ones, a real observation with its source.
        QCOMPARE(partPriceAt(all.mid(0, 2), u"ssd-nvme"_s, {})->source, u"b"_s);
    }

    void theUsersEntryOfTheDateWins()
    {
        QList<PartPriceObservation> all{
            observation(u"case-desktop"_s, PartPriceUnit::Each, u"2026-02"_s, 110),
            observation(u"case-desktop"_s, PartPriceUnit::Each, u"2026-02"_s, 65, u"my shop"_s, true)};
        all.last().id = 7;
        const auto o = partPriceAt(all, u"case-desktop"_s, {});
        QVERIFY(o && o->userEntered);
        QCOMPARE(o->usd, 65.0);
        QCOMPARE(o->statisticTitle(), u"your price"_s);
    }

    void csvRoundTrip()
    {
        const QList<PartPriceObservation> rows{
            observation(u"ram-ddr5"_s, PartPriceUnit::PerGb, u"2026-06-03"_s, 11.72),
            observation(u"psu-atx-850"_s, PartPriceUnit::Each, u"2025-07"_s, 134.97, u"PCPartPicker, \"snapshot\""_s),
        };
        QList<PartPriceObservation> read;
        QStringList errors;
        QVERIFY2(PartPriceCsv::parse(PartPriceCsv::write(rows), &read, &errors), qPrintable(errors.join(u"; "_s)));
        QCOMPARE(read, rows);
    }

    void badLinesAreNamed_data()
    {
        QTest::addColumn<QString>("line");
        QTest::addColumn<QString>("message");
        QTest::newRow("unknown unit") << u"ram-ddr5,per_kg,2025-08,2.5,listing,src,"_s << u"line 2, column unit"_s;
        QTest::newRow("no price") << u"ram-ddr5,per_gb,2025-08,,listing,src,"_s << u"line 2, column usd"_s;
        QTest::newRow("negative price") << u"ram-ddr5,per_gb,2025-08,-3,listing,src,"_s << u"line 2, column usd"_s;
        QTest::newRow("a date in the future")
            << u"ram-ddr5,per_gb,2999-01,3,listing,src,"_s << u"line 2, column observed_on"_s;
        QTest::newRow("not a date") << u"ram-ddr5,per_gb,August,3,listing,src,"_s << u"line 2, column observed_on"_s;
        QTest::newRow("no source") << u"ram-ddr5,per_gb,2025-08,3,listing,,"_s << u"line 2, column source"_s;
        QTest::newRow("a part key with spaces")
            << u"DDR5 RAM,per_gb,2025-08,3,listing,src,"_s << u"line 2, column part"_s;
    }
    void badLinesAreNamed()
    {
        QFETCH(QString, line);
        QFETCH(QString, message);
        QList<PartPriceObservation> rows;
        QStringList errors;
        const QString text = PartPriceCsv::columns().join(u',') + u"\n"_s + line + u"\n"_s;
        QVERIFY(!PartPriceCsv::parse(text, &rows, &errors));
        QVERIFY(rows.isEmpty());
        QVERIFY2(errors.value(0).startsWith(message), qPrintable(errors.join(u"; "_s)));
    }

    void aHeaderWithoutPricesIsRefused()
    {
        QList<PartPriceObservation> rows;
        QStringList errors;
        QVERIFY(!PartPriceCsv::parse(u"part,unit,observed_on\nram-ddr5,per_gb,2025-08\n"_s, &rows, &errors));
        QVERIFY2(errors.value(0).contains(u"usd"_s), qPrintable(errors.join(u"; "_s)));
    }

    void thePlannerPricesPartsFromObservations()
    {
        BuildRequest r;
        r.gpus.append({card24GbAt350W().name, 1});
        r.priceAsOf = QDate(2026, 11, 30);
        QList<PartPriceObservation> parts{
            observation(u"ram-ddr5"_s, PartPriceUnit::PerGb, u"2026-06-03"_s, 11.72, u"https://www.techtimes.com/x"_s),
            observation(u"ssd-nvme"_s, PartPriceUnit::PerTb, u"2026-02"_s, 98.75),
            observation(u"cpu-desktop-8c"_s, PartPriceUnit::Each, u"2025-07-23"_s, 340.05),
            observation(u"psu-atx-850"_s, PartPriceUnit::Each, u"2025-07-23"_s, 134.97),
            observation(u"psu-atx-1000"_s, PartPriceUnit::Each, u"2025-07-23"_s, 199.94),
            observation(u"case-desktop"_s, PartPriceUnit::Each, u"2025-07-23"_s, 110.98),
            observation(u"cooler-desktop"_s, PartPriceUnit::Each, u"2025-07-23"_s, 36.90),
            observation(u"board-desktop"_s, PartPriceUnit::Each, u"2025-07-23"_s, 233.16),
        };
        for (int watts : {550, 650, 750})
            parts.append(observation(u"psu-atx-%1"_s.arg(watts), PartPriceUnit::Each, u"2025-07-23"_s, watts / 5.0));
        const BuildPlan plan = BuildPlanner::planWith(r, {{card24GbAt350W(), {}}}, parts);
        const BuildPart *memory = partOf(plan, u"Memory"_s);
        QVERIFY(memory);
        QCOMPARE(plan.ramGb, 64); // twice the 24 GB of GPU memory, rounded up to a real size
        QCOMPARE(memory->unitUsd.value_or(0), 64 * 11.72);
        QCOMPARE(memory->priceKey, u"ram-ddr5"_s);
        QCOMPARE(memory->priceDate, u"2026-06-03"_s);
        QVERIFY(!memory->priceIsDefault);
        QVERIFY2(memory->priceNote.contains(u"techtimes.com"_s) && memory->priceNote.contains(u"2026-06-03"_s) &&
                     memory->priceNote.contains(u"5 months old"_s),
                 qPrintable(memory->priceNote));
        const BuildPart *storage = partOf(plan, u"Storage"_s);
        QCOMPARE(storage->unitUsd.value_or(0), plan.nvmeTb * 98.75);
        QCOMPARE(partOf(plan, u"CPU"_s)->unitUsd.value_or(0), 340.05);
        const BuildPart *psu = partOf(plan, u"Power supply"_s);
        QCOMPARE(psu->priceKey, u"psu-atx-%1"_s.arg(plan.psu.unitWatts));
        QVERIFY(!psu->priceIsDefault);
        QCOMPARE(partOf(plan, u"Case"_s)->unitUsd.value_or(0), 110.98);
        QCOMPARE(partOf(plan, u"CPU cooler"_s)->unitUsd.value_or(0), 36.90);
        QCOMPARE(partOf(plan, u"Motherboard"_s)->unitUsd.value_or(0), 233.16);
        // The total follows the parts.
        double total = 0;
        for (const BuildPart &p : plan.parts)
            total += p.totalUsd().value_or(0);
        QCOMPARE(plan.hardwareUsd, total);
        QVERIFY(plan.assumptions.join(u' ').contains(u"dated observations"_s));
    }

    void aPartWithoutObservationSaysItIsADefaultAndWhy()
    {
        BuildRequest r;
        r.gpus.append({card24GbAt350W().name, 1});
        r.priceAsOf = QDate(2023, 1, 31);
        const QList<PartPriceObservation> parts{
            observation(u"ram-ddr5"_s, PartPriceUnit::PerGb, u"2023-07-05"_s, 3.44),
        };
        const BuildPlan plan = BuildPlanner::planWith(r, {{card24GbAt350W(), {}}}, parts);
        const BuildPart *memory = partOf(plan, u"Memory"_s);
        QVERIFY(memory->priceIsDefault);
        QCOMPARE(memory->unitUsd.value_or(0), plan.ramGb * BuildRules::PartPrices().ramUsdPerGb);
        QVERIFY2(memory->priceNote.contains(u"2023-07"_s) && memory->priceNote.contains(u"2023-01"_s),
                 qPrintable(memory->priceNote));
        const BuildPart *cpu = partOf(plan, u"CPU"_s);
        QVERIFY(cpu->priceIsDefault);
        QVERIFY2(cpu->priceNote.contains(u"no dated price"_s), qPrintable(cpu->priceNote));
        QVERIFY(plan.assumptions.join(u' ').contains(u"default prices"_s));
    }

    void theUsersOwnPriceReplacesTheOthers()
    {
        BuildRequest r;
        r.gpus.append({card24GbAt350W().name, 1});
        r.partPriceUsd.insert(u"Memory"_s, 420);
        QVERIFY(r.validate().isEmpty());
        const QList<PartPriceObservation> parts{
            observation(u"ram-ddr5"_s, PartPriceUnit::PerGb, u"2026-06-03"_s, 11.72),
        };
        const BuildPlan plan = BuildPlanner::planWith(r, {{card24GbAt350W(), {}}}, parts);
        const BuildPart *memory = partOf(plan, u"Memory"_s);
        QCOMPARE(memory->unitUsd.value_or(0), 420.0);
        QVERIFY(memory->priceIsUsers);
        QCOMPARE(memory->priceNote, u"your price"_s);
        QVERIFY(plan.assumptions.join(u' ').contains(u"your own prices"_s));

        BuildRequest bad = r;
        bad.partPriceUsd.insert(u"GPU"_s, 100);
        QVERIFY(bad.validate().startsWith(u"part_prices"_s));
    }

    void savedBuildsKeepTheUsersPricesAndExportsTheSources()
    {
        BuildRequest r;
        r.gpus.append({card24GbAt350W().name, 2});
        r.partPriceUsd.insert(u"Case"_s, 99.5);
        BuildRequest back;
        QString error;
        QVERIFY2(BuildExport::requestFromJson(BuildExport::requestToJson(r), &back, &error), qPrintable(error));
        QCOMPARE(back.partPriceUsd, r.partPriceUsd);
        QVERIFY(back == r);

        const QList<PartPriceObservation> parts{
            observation(u"ram-ddr5"_s, PartPriceUnit::PerGb, u"2026-06-03"_s, 11.72, u"https://a.example/x"_s)};
        const BuildPlan plan = BuildPlanner::planWith(r, {{card24GbAt350W(), {}}}, parts);
        const QJsonObject json = QJsonDocument::fromJson(BuildExport::json(plan)).object().value(u"build"_s).toObject();
        bool sawMemory = false;
        for (const QJsonValue v : json.value(u"parts"_s).toArray()) {
            const QJsonObject p = v.toObject();
            if (p.value(u"type"_s) == u"Memory"_s) {
                sawMemory = true;
                QCOMPARE(p.value(u"price_origin"_s).toString(), u"observation"_s);
                QCOMPARE(p.value(u"price_source"_s).toString(), u"https://a.example/x"_s);
                QCOMPARE(p.value(u"price_date"_s).toString(), u"2026-06-03"_s);
            } else if (p.value(u"type"_s) == u"Case"_s) {
                QCOMPARE(p.value(u"price_origin"_s).toString(), u"user"_s);
            } else if (p.value(u"type"_s) == u"CPU"_s) {
                QCOMPARE(p.value(u"price_origin"_s).toString(), u"default"_s);
            }
        }
        QVERIFY(sawMemory);
    }
};

QTEST_GUILESS_MAIN(TestPartPrices)
#include "tst_partprices.moc"

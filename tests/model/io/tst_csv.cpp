// SPDX-FileCopyrightText: 2026 GPU Advisor contributors
// SPDX-License-Identifier: GPL-3.0-or-later
#include "model/catalog/gpucsv.h"
#include "model/io/csv.h"

#include <QTest>

using namespace Qt::StringLiterals;

namespace {

QString gpuHeader()
{
    return GpuCsv::gpuColumns().join(u',');
}

// A valid row in the column order of gpuColumns().
QString gpuRow(const QString &name, const QString &bandwidth = u"1008"_s, const QString &vram = u"24"_s)
{
    return u"%1,NVIDIA,Ada Lovelace,2022,%2,GDDR6X,%3,72,82.6,165.2,1,1,660.6,4,450,3,4,0,1599,consumer,"
           "https://example.org/ada.pdf,PCIe card,official,,,,high,\"a note, with a comma\",2025-06-16,0,2022-10,"
           "TechPowerUp,card,,"_s.arg(name, vram, bandwidth);
}

} // namespace

class TestCsv final : public QObject
{
    Q_OBJECT

private Q_SLOTS:
    void parsesQuotedFields()
    {
        QList<CsvRecord> records;
        QString error;
        QVERIFY(parseCsv(u"a,b,c\r\n\"x, y\",\"say \"\"hi\"\"\",\"two\nlines\"\n\n1,2,3"_s, &records, &error));
        QCOMPARE(records.size(), 3);
        QCOMPARE(records.at(1).fields, (QStringList{u"x, y"_s, u"say \"hi\""_s, u"two\nlines"_s}));
        QCOMPARE(records.at(1).line, 2);
        QCOMPARE(records.at(2).line, 5); // the quoted line break and the blank line count
    }

    void rejectsBrokenQuoting_data()
    {
        QTest::addColumn<QString>("text");
        QTest::addColumn<QString>("fragment");
        QTest::newRow("unterminated") << u"a,b\n\"open,1\n"_s << u"line 2: a quoted field is never closed"_s;
        QTest::newRow("text after quote") << u"a,b\n\"x\"y,1\n"_s << u"line 2: unexpected text after a closing quote"_s;
    }

    void rejectsBrokenQuoting()
    {
        QFETCH(QString, text);
        QFETCH(QString, fragment);
        QList<CsvRecord> records;
        QString error;
        QVERIFY(!parseCsv(text, &records, &error));
        QCOMPARE(error, fragment);
    }

    void writesWhatItReads()
    {
        const QStringList fields = {u"plain"_s, u"with, comma"_s, u"with \"quote\""_s, u""_s};
        QList<CsvRecord> records;
        QString error;
        QVERIFY(parseCsv(csvLine(fields), &records, &error));
        QCOMPARE(records.first().fields, fields);
    }

    void loneEmptyFieldSurvivesARoundTrip()
    {
        // Found by the CSV fuzzer (tests/fuzz/corpus/csv/regression-lone-empty-field.csv).
        QList<CsvRecord> records;
        QString error;
        QVERIFY(parseCsv(u"a\n\"\"\nb\n"_s, &records, &error));
        QCOMPARE(records.size(), 3);
        QString written;
        for (const CsvRecord &r : std::as_const(records))
            written += csvLine(r.fields) + u'\n';
        QList<CsvRecord> again;
        QVERIFY(parseCsv(written, &again, &error));
        QCOMPARE(again.size(), 3);
        QCOMPARE(again.at(1).fields, QStringList{QString()});
    }

    void byteOrderMarkAsDataSurvivesARoundTrip()
    {
        // Found by the CSV fuzzer (tests/fuzz/corpus/csv/regression-bom-as-data.csv).
        const QString bom(QChar(0xFEFF));
        const QString line = csvLine({bom + u"x"_s});
        QList<CsvRecord> records;
        QString error;
        QVERIFY(parseCsv(line + u'\n', &records, &error));
        QCOMPARE(records.size(), 1);
        QCOMPARE(records.first().fields, QStringList{bom + u"x"_s});
    }

    void parsesAValidGpuFile()
    {
        QList<Gpu> gpus;
        QStringList errors;
        QVERIFY2(GpuCsv::parseGpus(gpuHeader() + u'\n' + gpuRow(u"Card A"_s) + u'\n', &gpus, &errors),
                 qPrintable(errors.join(u'\n')));
        QCOMPARE(gpus.size(), 1);
        const Gpu &g = gpus.first();
        QCOMPARE(g.name, u"Card A"_s);
        QCOMPARE(g.vramGb, 24.0);
        QCOMPARE(g.memoryBandwidthGbs, 1008.0);
        QCOMPARE(g.l2CacheMb, 72.0);
        QCOMPARE(g.fp8, true);
        QCOMPARE(g.formFactor, FormFactor::Consumer);
        QCOMPARE(g.notes, u"a note, with a comma"_s);
        QCOMPARE(g.specRecordedOn, QDate(2025, 6, 16));
    }

    void reportsEveryBadValueWithLineAndColumn_data()
    {
        QTest::addColumn<QString>("row");
        QTest::addColumn<QString>("fragment");
        QTest::newRow("zero bandwidth") << gpuRow(u"X"_s, u"0"_s) << u"line 2, column mem_bandwidth_gbs"_s;
        QTest::newRow("negative bandwidth") << gpuRow(u"X"_s, u"-5"_s) << u"line 2, column mem_bandwidth_gbs"_s;
        QTest::newRow("10 TB of memory") << gpuRow(u"X"_s, u"1008"_s, u"10000"_s) << u"line 2, column vram_gb"_s;
        QTest::newRow("not a number") << gpuRow(u"X"_s, u"fast"_s) << u"expected a number, found \"fast\""_s;
        QTest::newRow("missing name") << gpuRow(QString()) << u"line 2, column name: expected a value"_s;
    }

    void reportsEveryBadValueWithLineAndColumn()
    {
        QFETCH(QString, row);
        QFETCH(QString, fragment);
        QList<Gpu> gpus;
        QStringList errors;
        QVERIFY(!GpuCsv::parseGpus(gpuHeader() + u'\n' + row + u'\n', &gpus, &errors));
        QVERIFY2(errors.join(u'\n').contains(fragment), qPrintable(errors.join(u'\n')));
    }

    void rejectsDuplicatesAndMissingColumns()
    {
        QList<Gpu> gpus;
        QStringList errors;
        QVERIFY(
            !GpuCsv::parseGpus(gpuHeader() + u'\n' + gpuRow(u"A"_s) + u'\n' + gpuRow(u"a"_s) + u'\n', &gpus, &errors));
        QVERIFY2(errors.join(u'\n').contains(u"line 3, column name: \"a\" is already defined on line 2"_s),
                 qPrintable(errors.join(u'\n')));
        errors.clear();
        QVERIFY(!GpuCsv::parseGpus(u"name,vendor\nA,NVIDIA\n"_s, &gpus, &errors));
        QVERIFY(errors.first().startsWith(u"line 1: the header lacks the column(s) architecture"_s));
        errors.clear();
        QVERIFY(!GpuCsv::parseGpus(u""_s, &gpus, &errors));
        QVERIFY(errors.first().contains(u"empty file"_s));
    }

    void unifiedMemoryMachinesAndPriceKinds()
    {
        QList<Gpu> gpus;
        QStringList errors;
        QString unified = gpuRow(u"Machine"_s, u"256"_s, u"128"_s);
        unified.replace(u"TechPowerUp,card,,"_s, u"TechPowerUp,unified,96,\"AMD, up to 96 GB\""_s);
        QVERIFY2(GpuCsv::parseGpus(gpuHeader() + u'\n' + unified + u'\n', &gpus, &errors),
                 qPrintable(errors.join(u'\n')));
        QCOMPARE(gpus.first().deviceKind, DeviceKind::Unified);
        QCOMPARE(gpus.first().usableMemoryGb(), 96.0);
        QCOMPARE(gpus.first().gpuMemorySource, u"AMD, up to 96 GB"_s);
        // Written and read back the same.
        QList<Gpu> again;
        QVERIFY(GpuCsv::parseGpus(GpuCsv::writeGpus(gpus), &again, &errors));
        QCOMPARE(again.first().gpuMemoryGb, gpus.first().gpuMemoryGb);
        QCOMPARE(again.first().deviceKind, DeviceKind::Unified);
        // A card's memory is all the GPU's; a share larger than the machine is a mistake.
        QString card = gpuRow(u"Card"_s);
        card.replace(u"TechPowerUp,card,,"_s, u"TechPowerUp,card,12,"_s);
        errors.clear();
        QVERIFY(!GpuCsv::parseGpus(gpuHeader() + u'\n' + card + u'\n', &gpus, &errors));
        QVERIFY2(errors.join(u'\n').contains(u"column gpu_memory_gb"_s), qPrintable(errors.join(u'\n')));
        errors.clear();
        QString kind = gpuRow(u"Card"_s);
        kind.replace(u"TechPowerUp,card,,"_s, u"TechPowerUp,tablet,,"_s);
        QVERIFY(!GpuCsv::parseGpus(gpuHeader() + u'\n' + kind + u'\n', &gpus, &errors));
        QVERIFY2(errors.join(u'\n').contains(u"column device_kind: expected card or unified"_s),
                 qPrintable(errors.join(u'\n')));

        QList<PriceRow> prices;
        errors.clear();
        QVERIFY(GpuCsv::parsePrices(u"gpu,date,condition,usd,source,note,kind\n"
                                    "Card A,2026-07,mixed,990,GPU Poet,best deal,asking_lowest3_mean\n"_s,
                                    &prices, &errors));
        QCOMPARE(prices.first().observation.condition, PriceCondition::Mixed);
        QCOMPARE(prices.first().observation.kind, u"asking_lowest3_mean"_s);
        QVERIFY(!GpuCsv::parsePrices(u"gpu,date,condition,usd,source,note,kind\n"
                                     "Card A,2026-07,used,990,Shop,,guess\n"_s,
                                     &prices, &errors));
        QVERIFY(errors.join(u'\n').contains(u"column kind"_s));
    }

    void pricesParseAndValidate_data()
    {
        QTest::addColumn<QString>("row");
        QTest::addColumn<bool>("ok");
        QTest::addColumn<QString>("fragment");
        QTest::newRow("monthly") << u"Card A,2023-01,new,799.5,Shop,"_s << true << QString();
        QTest::newRow("dated") << u"Card A,2023-01-17,used,500,eBay,one card"_s << true << QString();
        QTest::newRow("zero dollars") << u"Card A,2023-01,new,0,Shop,"_s << false << u"line 2, column usd"_s;
        QTest::newRow("ten million") << u"Card A,2023-01,new,10000000,Shop,"_s << false << u"line 2, column usd"_s;
        QTest::newRow("bad condition") << u"Card A,2023-01,mint,5,Shop,"_s << false
                                       << u"line 2, column condition: expected new, used or mixed"_s;
        QTest::newRow("bad date") << u"Card A,2023-13,new,5,Shop,"_s << false << u"line 2, column date"_s;
        QTest::newRow("no source") << u"Card A,2023-01,new,5,,"_s << false << u"line 2, column source"_s;
    }

    void pricesParseAndValidate()
    {
        QFETCH(QString, row);
        QFETCH(bool, ok);
        QFETCH(QString, fragment);
        QList<PriceRow> prices;
        QStringList errors;
        QCOMPARE(GpuCsv::parsePrices(u"gpu,date,condition,usd,source,note\n"_s + row + u'\n', &prices, &errors), ok);
        if (!ok)
            QVERIFY2(errors.join(u'\n').contains(fragment), qPrintable(errors.join(u'\n')));
        else
            QCOMPARE(prices.first().gpuName, u"Card A"_s);
    }

    void gpuRoundTrip()
    {
        QList<Gpu> gpus;
        QStringList errors;
        QVERIFY(GpuCsv::parseGpus(gpuHeader() + u'\n' + gpuRow(u"Card A"_s) + u'\n', &gpus, &errors));
        QList<Gpu> again;
        QVERIFY(GpuCsv::parseGpus(GpuCsv::writeGpus(gpus), &again, &errors));
        QCOMPARE(GpuCsv::writeGpus(again), GpuCsv::writeGpus(gpus));
    }
};

QTEST_GUILESS_MAIN(TestCsv)
#include "tst_csv.moc"

// SPDX-FileCopyrightText: 2026 GPU Advisor contributors
// SPDX-License-Identifier: GPL-3.0-or-later
#include "model/catalog/gpucsv.h"
#include "model/io/csv.h"

#include <QDate>

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
           "TechPowerUp,card,,,2520,TechPowerUp GPU Database"_s.arg(name, vram, bandwidth);
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
        QVERIFY2(
            errors.join(u'\n').contains(u"line 3, column name: expected a value not already on line 2, found \"a\""_s),
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

    // Issue 15, item 4: a cell a spreadsheet would run as a formula starts with a quote.
    void neutralizesFormulaCells_data()
    {
        QTest::addColumn<QString>("text");
        QTest::addColumn<QString>("written");
        QTest::newRow("equals") << u"=HYPERLINK(\"http://x\")"_s << u"'=HYPERLINK(\"http://x\")"_s;
        QTest::newRow("plus") << u"+1+1"_s << u"'+1+1"_s;
        QTest::newRow("minus") << u"-2+3"_s << u"'-2+3"_s;
        QTest::newRow("at") << u"@SUM(A1)"_s << u"'@SUM(A1)"_s;
        QTest::newRow("tab") << u"\t=1"_s << u"'\t=1"_s;
        QTest::newRow("carriage return") << u"\r=1"_s << u"'\r=1"_s;
        QTest::newRow("a quote first") << u"'=1"_s << u"''=1"_s;
        QTest::newRow("a lone quote") << u"'"_s << u"''"_s;
        QTest::newRow("plain") << u"RTX 4090"_s << u"RTX 4090"_s;
        QTest::newRow("a quote before a letter") << u"'90s card"_s << u"''90s card"_s;
        QTest::newRow("empty") << QString() << QString();
    }

    void neutralizesFormulaCells()
    {
        QFETCH(QString, text);
        QFETCH(QString, written);
        QCOMPARE(neutralizedCell(text), written);
        QCOMPARE(restoredCell(written), text);
    }

    void restoringKeepsHandWrittenQuotes()
    {
        QCOMPARE(restoredCell(u"'90s card"_s), u"'90s card"_s);
        QCOMPARE(restoredCell(u"'"_s), u"'"_s);
    }

    // Issue 15, item 4: export and import of hostile texts change nothing, and numbers stay numbers.
    void hostileTextsRoundTripThroughAnExport()
    {
        QList<Gpu> gpus;
        QStringList errors;
        QVERIFY(GpuCsv::parseGpus(gpuHeader() + u'\n' + gpuRow(u"Card A"_s) + u'\n', &gpus, &errors));
        Gpu &g = gpus.first();
        g.name = u"=cmd|' /C calc'!A0"_s;
        g.vendor = u"+vendor"_s;
        g.notes = u"-note\nwith a second line"_s;
        g.source = u"@source"_s;
        g.architecture = u"'=quoted"_s;
        PriceObservation p;
        p.gpuId = 7;
        p.observedOn = QDate(2024, 3, 1);
        p.monthly = true;
        p.usd = 499.5;
        p.source = u"=IMPORTXML(\"http://evil\")"_s;
        p.note = u"-5"_s;
        const QString csv = GpuCsv::writeExport(gpus, {p}, [&g](qint64) { return g.name; });
        // No cell of the file starts with a formula character.
        QList<CsvRecord> records;
        QString error;
        QVERIFY(parseCsv(csv, &records, &error));
        for (const CsvRecord &r : std::as_const(records)) {
            for (const QString &field : r.fields)
                QVERIFY2(field.isEmpty() || !QStringLiteral("=+-@\t\r").contains(field.front()), qPrintable(field));
        }
        QList<Gpu> gpusBack;
        QList<PriceRow> pricesBack;
        QVERIFY2(GpuCsv::parseAny(csv, &gpusBack, &pricesBack, &errors), qPrintable(errors.join(u'\n')));
        QCOMPARE(gpusBack.size(), 1);
        QCOMPARE(GpuCsv::writeGpus(gpusBack), GpuCsv::writeGpus(gpus));
        QCOMPARE(gpusBack.first().name, g.name);
        QCOMPARE(gpusBack.first().architecture, u"'=quoted"_s);
        QCOMPARE(pricesBack.size(), 1);
        QCOMPARE(pricesBack.first().gpuName, g.name);
        QCOMPARE(pricesBack.first().observation.source, p.source);
        QCOMPARE(pricesBack.first().observation.note, u"-5"_s);
        QCOMPARE(pricesBack.first().observation.usd, 499.5);
    }

    // Issue 15, item 10: dates that cannot be true of an imported price or spec are refused.
    void importedDatesLieBetween1990AndToday_data()
    {
        QTest::addColumn<QString>("date");
        QTest::addColumn<bool>("ok");
        const QDate today = QDate::currentDate();
        QTest::newRow("9999-12") << u"9999-12"_s << false;
        QTest::newRow("next month") << today.addMonths(1).toString(u"yyyy-MM"_s) << false;
        QTest::newRow("tomorrow") << today.addDays(1).toString(Qt::ISODate) << false;
        QTest::newRow("this month") << today.toString(u"yyyy-MM"_s) << true;
        QTest::newRow("today") << today.toString(Qt::ISODate) << true;
        QTest::newRow("1990-01") << u"1990-01"_s << true;
        QTest::newRow("1989-12") << u"1989-12"_s << false;
        QTest::newRow("year 0199") << u"0199-05"_s << false;
    }

    void importedDatesLieBetween1990AndToday()
    {
        QFETCH(QString, date);
        QFETCH(bool, ok);
        QList<Gpu> gpus;
        QList<PriceRow> prices;
        QStringList errors;
        const QString csv = u"gpu,date,condition,usd,source\nCard A,%1,new,500,Shop\n"_s.arg(date);
        QCOMPARE(GpuCsv::parseAny(csv, &gpus, &prices, &errors), ok);
        if (!ok)
            QVERIFY2(errors.join(u'\n').contains(u"line 2, column date: expected a date from 1990-01-01 to today"_s),
                     qPrintable(errors.join(u'\n')));

        const QString spec = gpuHeader() + u'\n' +
                             gpuRow(u"Card A"_s).replace(u"2025-06-16"_s, date.size() == 7 ? date + u"-01"_s : date);
        QCOMPARE(GpuCsv::parseAny(spec + u'\n', &gpus, &prices, &errors), ok);
    }

    void aReleaseCannotLieBeyondNextYear()
    {
        // A card may be announced for next year; one "released" in 2035 is a typo.
        const int next = QDate::currentDate().year() + 1;
        for (int year : {next, next + 1}) {
            QList<Gpu> gpus;
            QList<PriceRow> prices;
            QStringList errors;
            const QString row = gpuRow(u"Card A"_s)
                                    .replace(u"Ada Lovelace,2022,"_s, u"Ada Lovelace,%1,"_s.arg(year))
                                    .replace(u",2022-10,"_s, u",%1-01,"_s.arg(year));
            const bool ok = GpuCsv::parseAny(gpuHeader() + u'\n' + row + u'\n', &gpus, &prices, &errors);
            QCOMPARE(ok, year == next);
            if (!ok) {
                const QString all = errors.join(u'\n');
                QVERIFY2(all.contains(u"column release_year"_s) && all.contains(u"column release_month"_s),
                         qPrintable(all));
            }
        }
    }

    // Issue 15, item 11: escape codes and line breaks in a name never reach a terminal or a heading.
    void refusesControlCharactersInTexts_data()
    {
        QTest::addColumn<QString>("name");
        QTest::newRow("escape code") << u"Card \x1b[2J\x1b[31mA"_s;
        QTest::newRow("bell") << u"Card \aA"_s;
        QTest::newRow("C1 control") << u"Card \u009bA"_s;
        QTest::newRow("line break in a name") << u"\"Card\n# Heading\""_s;
        QTest::newRow("right-to-left override") << u"Card \u202eA"_s;
    }

    void refusesControlCharactersInTexts()
    {
        QFETCH(QString, name);
        QList<Gpu> gpus;
        QList<PriceRow> prices;
        QStringList errors;
        QVERIFY(!GpuCsv::parseAny(u"gpu,date,condition,usd,source\n%1,2024-01,new,500,Shop\n"_s.arg(name), &gpus,
                                  &prices, &errors));
        const QString message = errors.join(u'\n');
        QVERIFY2(message.contains(u"line 2, column gpu: expected text without control characters"_s),
                 qPrintable(message));
        // The message itself carries no control character to the terminal.
        for (const QChar c : message)
            QVERIFY(c.unicode() >= 0x20 || c == u'\n');
        QVERIFY(!message.contains(QChar(0x202e)));
    }

    // Issue 15, item 7: a field of megabytes is a broken file, not a note.
    void refusesHugeFields()
    {
        QList<CsvRecord> records;
        QString error;
        const QString huge(MaxCsvFieldLength + 1, u'x');
        QVERIFY(!parseCsv(u"a,b\n1,"_s + huge + u'\n', &records, &error));
        QCOMPARE(error, u"line 2: a field is longer than 65536 characters, the most a field may hold"_s);
        QVERIFY(!parseCsv(u"a,b\n1,\""_s + huge + u"\"\n"_s, &records, &error));
        QVERIFY(parseCsv(u"a,b\n1,"_s + QString(MaxCsvFieldLength, u'x') + u'\n', &records, &error));
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

// SPDX-FileCopyrightText: 2026 GPU Advisor contributors
// SPDX-License-Identifier: GPL-3.0-or-later
// The one reader of a CSV row's cells: typed values by column name, every problem worded one way.
#include "model/io/csv.h"
#include "model/io/csvrowreader.h"

#include <QDate>
#include <QTest>

#include <functional>

using namespace Qt::StringLiterals;

using Read = std::function<void(CsvRowReader &)>;
Q_DECLARE_METATYPE(Read)

class TestCsvRowReader final : public QObject
{
    Q_OBJECT

private Q_SLOTS:
    void everyProblemIsWordedOneWay_data()
    {
        using DateForm = CsvRowReader::DateForm;
        QTest::addColumn<QString>("cell");
        QTest::addColumn<Read>("read");
        QTest::addColumn<QString>("expected"); // empty: no problem

        const Read text = [](CsvRowReader &r) {
            r.text(u"c"_s);
        };
        const Read name = [](CsvRowReader &r) {
            r.text(u"c"_s, CsvRowReader::Need::Required, true);
        };
        const Read number = [](CsvRowReader &r) {
            r.number(u"c"_s, 1, 5);
        };
        const Read optionalNumber = [](CsvRowReader &r) {
            r.optionalNumber(u"c"_s, 1, 5);
        };
        const Read integer = [](CsvRowReader &r) {
            r.integer(u"c"_s, 0, 20);
        };
        const Read flag = [](CsvRowReader &r) {
            r.flag(u"c"_s);
        };
        const Read month = [](CsvRowReader &r) {
            r.date(u"c"_s, DateForm::Month, CsvRowReader::Need::Optional);
        };
        const Read either = [](CsvRowReader &r) {
            r.date(u"c"_s, DateForm::MonthOrDay, CsvRowReader::Need::Optional, QDate(1990, 1, 1), QDate(2100, 12, 31));
        };
        const Read upToToday = [](CsvRowReader &r) {
            r.date(u"c"_s, DateForm::Day, CsvRowReader::Need::Required, QDate(1990, 1, 1), QDate::currentDate());
        };
        const QString prefix = u"line 2, column c: expected "_s;

        QTest::newRow("text") << u"words"_s << text << QString();
        QTest::newRow("blank text") << u" "_s << text << prefix + u"a value, found \"\""_s;
        QTest::newRow("escape code") << u"a\x1b[2Jb"_s << text
                                     << prefix + u"text without control characters, found \"a\\u001b[2Jb\""_s;
        QTest::newRow("tab in a note") << u"a\tb"_s << text << QString();
        QTest::newRow("tab in a name") << u"a\tb"_s << name
                                       << prefix + u"text without control characters, found \"a\\u0009b\""_s;
        QTest::newRow("number") << u"2.5"_s << number << QString();
        QTest::newRow("not a number") << u"fast"_s << number << prefix + u"a number, found \"fast\""_s;
        QTest::newRow("infinite") << u"inf"_s << number << prefix + u"a number, found \"inf\""_s;
        QTest::newRow("out of range") << u"6"_s << number << prefix + u"a number from 1 to 5, found \"6\""_s;
        QTest::newRow("blank number") << QString() << number << prefix + u"a number from 1 to 5, found \"\""_s;
        QTest::newRow("blank optional number") << QString() << optionalNumber << QString();
        QTest::newRow("integer") << u"12"_s << integer << QString();
        QTest::newRow("fraction") << u"1.5"_s << integer << prefix + u"a whole number from 0 to 20, found \"1.5\""_s;
        QTest::newRow("flag") << u"1"_s << flag << QString();
        QTest::newRow("not a flag") << u"yes"_s << flag << prefix + u"0 or 1, found \"yes\""_s;
        QTest::newRow("month") << u"2024-05"_s << month << QString();
        QTest::newRow("day for a month") << u"2024-05-01"_s << month
                                         << prefix + u"a month YYYY-MM, found \"2024-05-01\""_s;
        QTest::newRow("either, a day") << u"2024-05-17"_s << either << QString();
        QTest::newRow("either, no date") << u"May"_s << either
                                         << prefix + u"a month YYYY-MM or a date YYYY-MM-DD, found \"May\""_s;
        QTest::newRow("before the range")
            << u"1989-12"_s << either << prefix + u"a date from 1990-01-01 to 2100-12-31, found \"1989-12\""_s;
        QTest::newRow("blank optional date") << QString() << month << QString();
        QTest::newRow("blank required date") << QString() << upToToday << prefix + u"a date YYYY-MM-DD, found \"\""_s;
        QTest::newRow("tomorrow") << QDate::currentDate().addDays(1).toString(Qt::ISODate) << upToToday
                                  << prefix + u"a date from 1990-01-01 to today (%1), found \"%2\""_s.arg(
                                                  QDate::currentDate().toString(Qt::ISODate),
                                                  QDate::currentDate().addDays(1).toString(Qt::ISODate));
    }

    void everyProblemIsWordedOneWay()
    {
        QFETCH(QString, cell);
        QFETCH(Read, read);
        QFETCH(QString, expected);
        const QHash<QString, int> columns{{u"c"_s, 1}};
        const CsvRecord record{2, {u"x"_s, cell}};
        QStringList problems;
        CsvRowReader reader(columns, record, &problems);
        read(reader);
        QCOMPARE(problems, expected.isEmpty() ? QStringList() : QStringList{expected});
    }

    void cellsByNameAndTheirQuote()
    {
        const QHash<QString, int> columns{{u"name"_s, 0}, {u"count"_s, 1}};
        const CsvRecord record{7, {u" '=SUM(A1) "_s, u"3"_s}};
        QStringList problems;
        CsvRowReader reader(columns, record, &problems);
        QCOMPARE(reader.line(), 7);
        QCOMPARE(reader.cell(u"name"_s), u"=SUM(A1)"_s);
        QCOMPARE(reader.integer(u"count"_s, 1, 5), 3);
        // A column the header lacks reads as a blank cell.
        QCOMPARE(reader.cell(u"missing"_s), QString());
        QVERIFY(reader.has(u"Name"_s));
        QVERIFY(!reader.has(u"missing"_s));
        QCOMPARE(reader.integerOrZero(u"missing"_s), 0);
        reader.failRepeated(u"name"_s, u"a"_s, 3);
        QCOMPARE(problems, QStringList{u"line 7, column name: expected a value not already on line 3, found \"a\""_s});
    }

    void alternatives()
    {
        QCOMPARE(CsvRowReader::alternatives({u"gpu"_s, u"price"_s}), u"gpu or price"_s);
        QCOMPARE(CsvRowReader::alternatives({u"new"_s, u"used"_s, u"mixed"_s}), u"new, used or mixed"_s);
    }

    // Issue 24: the shape of a file (its header, its field counts) is worded once, here, for
    // every reader.
    void theHeaderIsWordedOneWay_data()
    {
        QTest::addColumn<QString>("text");
        QTest::addColumn<QStringList>("expected");
        QTest::newRow("empty") << QString() << QStringList{u"line 1: expected a header row, found an empty file"_s};
        QTest::newRow("a column missing")
            << u"name,price\nA,1\n"_s
            << QStringList{u"line 1: the header lacks the column(s) date (found: name, price)"_s};
        QTest::newRow("short and long lines") << u"name,date\nA\nB,2024-01,x\nC,2024-02\n"_s
                                              << QStringList{u"line 2: expected 2 fields as in the header, found 1"_s,
                                                             u"line 3: expected 2 fields as in the header, found 3"_s};
    }

    void theHeaderIsWordedOneWay()
    {
        QFETCH(QString, text);
        QFETCH(QStringList, expected);
        QHash<QString, int> columns;
        QList<CsvRecord> rows;
        QStringList problems;
        QVERIFY(!CsvRowReader::readTable(text, {u"name"_s, u"date"_s}, &columns, &rows, &problems));
        QCOMPARE(problems, expected);
    }

    void aTableReadsByLowerCaseNamesAndSkipsBlankLines()
    {
        QHash<QString, int> columns;
        QList<CsvRecord> rows;
        QStringList problems;
        QVERIFY2(CsvRowReader::readTable(u"\uFEFFName, Date\nA,2024-01\n\nB,2024-02\n"_s, {u"name"_s, u"date"_s},
                                         &columns, &rows, &problems),
                 qPrintable(problems.join(u"; "_s)));
        QCOMPARE(columns.value(u"name"_s, -1), 0);
        QCOMPARE(columns.value(u"date"_s, -1), 1);
        QCOMPARE(rows.size(), 2);
        QCOMPARE(rows.at(1).line, 4);
        QVERIFY(CsvRowReader::requireColumns(columns, {u"name"_s}, &problems));
        QVERIFY(!CsvRowReader::requireColumns(columns, {u"name"_s, u"usd"_s}, &problems));
        QCOMPARE(problems, QStringList{u"line 1: the header lacks the column(s) usd"_s});
    }
};

QTEST_GUILESS_MAIN(TestCsvRowReader)
#include "tst_csvrowreader.moc"

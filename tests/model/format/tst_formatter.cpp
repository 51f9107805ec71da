// SPDX-FileCopyrightText: 2026 GPU Advisor contributors
// SPDX-License-Identifier: GPL-3.0-or-later
#include "model/format/formatter.h"

#include <QScopeGuard>
#include <QTest>
#include <QTranslator>

using namespace Qt::StringLiterals;

namespace {
const QChar nbsp(0x00a0);
}

/// The one formatter, in both interface languages: separators, money, units, dates and titles.
class TestFormatter : public QObject
{
    Q_OBJECT

private Q_SLOTS:
    void init() { QLocale::setDefault(QLocale(QLocale::English, QLocale::UnitedStates)); }
    void cleanupTestCase() { QLocale::setDefault(QLocale(QLocale::English, QLocale::UnitedStates)); }

    void defaultIsAmericanEnglish()
    {
        // Until the app sets the interface language, whatever the machine's locale.
        QCOMPARE(Formatter::number(1008.5, 1), u"1,008.5"_s);
        QLocale::setDefault(QLocale::c());
        QCOMPARE(Formatter::number(1008.5, 1), u"1,008.5"_s);
        QCOMPARE(Formatter::money(1599), u"$1,599"_s);
    }

    void figuresFollowTheOneChoiceOfLocale()
    {
        // Issue 24: the app chooses the language once (QLocale::setDefault); figures follow it
        // with no second call, and follow it again when it changes.
        const QChar nbsp(0x00a0);
        QLocale::setDefault(QLocale(u"ru"_s));
        QCOMPARE(Formatter::locale().language(), QLocale::Russian);
        QCOMPARE(Formatter::number(1008.5, 1), u"1"_s + nbsp + u"008,5"_s);
        QVERIFY(Formatter::symbolAfterAmount());
        QLocale::setDefault(QLocale(u"en"_s));
        QCOMPARE(Formatter::number(1008.5, 1), u"1,008.5"_s);
        QVERIFY(!Formatter::symbolAfterAmount());
    }

    void englishNumbers_data()
    {
        QTest::addColumn<double>("value");
        QTest::addColumn<int>("decimals");
        QTest::addColumn<QString>("expected");
        QTest::newRow("grouped") << 1008.0 << 0 << u"1,008"_s;
        QTest::newRow("fixed decimals") << 716.8 << 1 << u"716.8"_s;
        QTest::newRow("rounded half up") << 2.345 << 2 << u"2.35"_s;
        QTest::newRow("millions") << 195520.0 << 0 << u"195,520"_s;
        QTest::newRow("no negative zero") << -0.001 << 1 << u"0.0"_s;
        QTest::newRow("shortest: whole") << 24.0 << -1 << u"24"_s;
        QTest::newRow("shortest: fraction") << 0.175 << -1 << u"0.175"_s;
        QTest::newRow("shortest: grouped") << 1008.0 << -1 << u"1,008"_s;
        QTest::newRow("shortest: trailing zeros go") << 2.50 << -1 << u"2.5"_s;
    }
    void englishNumbers()
    {
        QFETCH(double, value);
        QFETCH(int, decimals);
        QFETCH(QString, expected);
        QCOMPARE(decimals < 0 ? Formatter::number(value) : Formatter::number(value, decimals), expected);
    }

    void russianNumbers_data()
    {
        QTest::addColumn<double>("value");
        QTest::addColumn<int>("decimals");
        QTest::addColumn<QString>("expected");
        QTest::newRow("grouped with a space") << 1008.0 << 0 << u"1"_s + nbsp + u"008"_s;
        QTest::newRow("decimal comma") << 716.8 << 1 << u"716,8"_s;
        QTest::newRow("shortest") << 0.175 << -1 << u"0,175"_s;
        QTest::newRow("shortest, grouped") << 1008.5 << -1 << u"1"_s + nbsp + u"008,5"_s;
    }
    void russianNumbers()
    {
        QFETCH(double, value);
        QFETCH(int, decimals);
        QFETCH(QString, expected);
        QLocale::setDefault(QLocale(QLocale::Russian, QLocale::Russia));
        QCOMPARE(decimals < 0 ? Formatter::number(value) : Formatter::number(value, decimals), expected);
    }

    void moneyAffixesFollowTheLocale()
    {
        // A field or axis of money writes its symbol where money() does (the walk-through found
        // "$700" in a Russian field beside "2 930 $" in the chart).
        const QLocale previous;
        const auto restore = qScopeGuard([&previous] { QLocale::setDefault(previous); });
        QLocale::setDefault(QLocale(QLocale::English, QLocale::UnitedStates));
        QCOMPARE(Formatter::moneyAffixes(u"$"_s, u"/kWh"_s).prefix, u"$"_s);
        QCOMPARE(Formatter::moneyAffixes(u"$"_s, u"/kWh"_s).suffix, u"/kWh"_s);
        QLocale::setDefault(QLocale(QLocale::Russian, QLocale::Russia));
        const Formatter::MoneyAffixes ru = Formatter::moneyAffixes(u"$"_s, u"/кВт·ч"_s);
        QCOMPARE(ru.prefix, QString());
        QCOMPARE(ru.suffix, QString(QChar(0x00a0)) + u"$/кВт·ч"_s);
        QVERIFY(Formatter::money(700).endsWith(QString(QChar(0x00a0)) + u"$"_s));
        // A field without a symbol is not money: its unit alone.
        QCOMPARE(Formatter::moneyAffixes(QString(), u" лет"_s).suffix, u" лет"_s);
    }

    void money_data()
    {
        QTest::addColumn<bool>("russian");
        QTest::addColumn<double>("amount");
        QTest::addColumn<int>("decimals");
        QTest::addColumn<QString>("expected");
        QTest::newRow("whole dollars from 100") << false << 1599.0 << -1 << u"$1,599"_s;
        QTest::newRow("cents below 100") << false << 95.5 << -1 << u"$95.50"_s;
        QTest::newRow("negative") << false << -296.0 << -1 << u"-$296"_s;
        QTest::newRow("per kWh") << false << 0.175 << 3 << u"$0.175"_s;
        QTest::newRow("rounding up to 100 drops the cents") << false << 99.999 << -1 << u"$100"_s;
        QTest::newRow("ru: symbol after") << true << 1599.0 << -1 << u"1"_s + nbsp + u"599"_s + nbsp + u"$"_s;
        QTest::newRow("ru: cents") << true << 95.5 << -1 << u"95,50"_s + nbsp + u"$"_s;
        QTest::newRow("ru: negative") << true << -296.0 << -1 << u"-296"_s + nbsp + u"$"_s;
    }
    void money()
    {
        QFETCH(bool, russian);
        QFETCH(double, amount);
        QFETCH(int, decimals);
        QFETCH(QString, expected);
        if (russian)
            QLocale::setDefault(QLocale(QLocale::Russian, QLocale::Russia));
        QCOMPARE(Formatter::money(amount, u"$"_s, decimals), expected);
    }

    void otherSymbol()
    {
        QCOMPARE(Formatter::money(1599, u"€"_s), u"€1,599"_s);
        QCOMPARE(Formatter::pricePerKwh(0.175, u"€"_s), u"€0.175/kWh"_s);
    }

    void englishUnits()
    {
        QCOMPARE(Formatter::gigabytes(24), u"24 GB"_s);
        QCOMPARE(Formatter::gigabytes(23.456, 1), u"23.5 GB"_s);
        QCOMPARE(Formatter::bandwidth(1008), u"1,008 GB/s"_s);
        QCOMPARE(Formatter::watts(1439.6), u"1,440 W"_s);
        QCOMPARE(Formatter::kilowattHours(2190.2), u"2,190 kWh"_s);
        QCOMPARE(Formatter::tflops(165.24), u"165.2 TFLOPS"_s);
        QCOMPARE(Formatter::milliseconds(12.5), u"12.50 ms"_s);
        QCOMPARE(Formatter::kgCo2(1234.4), u"1,234 kg CO2"_s);
        QCOMPARE(Formatter::percent(0.15), u"15%"_s);
        QCOMPARE(Formatter::factor(1.25, 3), u"×1.250"_s);
        QCOMPARE(Formatter::years(1), u"1 year"_s);
        QCOMPARE(Formatter::years(1.5), u"1.5 years"_s);
        QCOMPARE(Formatter::days(412.4), u"412 days"_s);
        QCOMPARE(Formatter::pricePerHour(1.2), u"$1.20/h"_s);
    }

    void russianUnits()
    {
        QTranslator translator;
        QVERIFY(translator.load(QStringLiteral(GPUADVISOR_QM_DIR "/gpu-advisor_ru.qm")));
        QCoreApplication::installTranslator(&translator);
        QLocale::setDefault(QLocale(QLocale::Russian, QLocale::Russia));
        QCOMPARE(Formatter::bandwidth(1008), u"1"_s + nbsp + u"008 ГБ/с"_s);
        QCOMPARE(Formatter::gigabytes(716.8), u"716,8 ГБ"_s);
        QCOMPARE(Formatter::watts(1440), u"1"_s + nbsp + u"440 Вт"_s);
        QCOMPARE(Formatter::bound(u"memory"_s), u"ограничена памятью"_s);
        QCOMPARE(Formatter::dateRange(u"2025-08"_s, u"2023-10"_s), u"с 2023-10 по 2025-08"_s);
        QCoreApplication::removeTranslator(&translator);
    }

    void dataSizes()
    {
        // A download's progress: binary units, one decimal, the language's separators.
        QCOMPARE(Formatter::dataSize(1258291), u"1.2 MiB"_s);
        QCOMPARE(Formatter::dataSize(1536), u"1.5 KiB"_s);
        QCOMPARE(Formatter::dataSize(512), u"512 bytes"_s);
        QLocale::setDefault(QLocale(QLocale::Russian, QLocale::Russia));
        QVERIFY2(Formatter::dataSize(1258291).startsWith(u"1,2"_s), qPrintable(Formatter::dataSize(1258291)));
    }

    void dates()
    {
        QCOMPARE(Formatter::month(QDate(2025, 8, 14)), u"2025-08"_s);
        QCOMPARE(Formatter::day(QDate(2025, 8, 14)), u"2025-08-14"_s);
        // An average of two dated figures carries both dates, oldest first.
        QCOMPARE(Formatter::dateRange(u"2025-08"_s, u"2023-10"_s), u"2023-10 to 2025-08"_s);
        QCOMPARE(Formatter::dateRange(u"2025-08"_s, u"2025-08"_s), u"2025-08"_s);
        QCOMPARE(Formatter::dateRange(QString(), u"2025-08"_s), u"2025-08"_s);
    }

    void ages_data()
    {
        QTest::addColumn<QDate>("date");
        QTest::addColumn<QString>("expected");
        QTest::newRow("same month") << QDate(2026, 11, 2) << u"this month"_s;
        QTest::newRow("one month") << QDate(2026, 10, 1) << u"1 month ago"_s;
        QTest::newRow("not yet a month") << QDate(2026, 10, 30) << u"this month"_s;
        QTest::newRow("months") << QDate(2025, 8, 1) << u"15 months ago"_s;
        QTest::newRow("years") << QDate(2023, 10, 1) << u"3 years ago"_s;
    }
    void ages()
    {
        QFETCH(QDate, date);
        QFETCH(QString, expected);
        QCOMPARE(Formatter::age(date, QDate(2026, 11, 23)), expected);
    }

    void titles()
    {
        QCOMPARE(Formatter::bound(u"memory"_s), u"memory-bound"_s);
        QCOMPARE(Formatter::bound(u"compute"_s), u"compute-bound"_s);
        QCOMPARE(Formatter::bound(u"overhead"_s), u"overhead-bound"_s);
        QCOMPARE(Formatter::colourScheme(u"dark"_s), u"Dark"_s);
        QCOMPARE(Formatter::colourScheme(u"system"_s), u"Follow the system"_s);
    }
};

QTEST_GUILESS_MAIN(TestFormatter)
#include "tst_formatter.moc"

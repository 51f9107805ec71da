// SPDX-FileCopyrightText: 2026 GPU Advisor contributors
// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include <QCoreApplication>
#include <QDate>
#include <QDateTime>
#include <QLocale>
#include <QString>

/// How numbers, money, units, dates and enum names are written for people: the one place every
/// view, export and the command line takes them from, so "$1,599" reads the same everywhere.
///
/// Figures follow the interface language's separators ("1,008.5" in English, "1 008,5" in
/// Russian): they are written in the default locale, which the app sets once at start-up with
/// QLocale::setDefault, and in American English while that is the C locale (and in tests).
/// Machine-readable output (JSON, CSV, option values) does not use this: it writes
/// QString::number or QLocale::c() figures.
class Formatter final
{
    Q_DECLARE_TR_FUNCTIONS(Formatter)

public:
    Formatter() = delete;

    /// The locale figures are written in: the default locale, American English in place of C.
    static const QLocale &locale();
    /// True when the locale writes the currency symbol after the amount ("1 599 $").
    static bool symbolAfterAmount();

    /// A grouped figure with a fixed number of decimals: number(1008.5, 1) is "1,008.5".
    static QString number(double value, int decimals);
    /// A grouped figure with as many decimals as it needs and no trailing zeros: 24, 0.175, 1,008.
    static QString number(double value);
    static QString integer(qint64 value);
    /// A grouped figure rounded to `digits` significant figures, trailing zeros kept out:
    /// significant(1234.56, 4) is "1,235", significant(0.85123, 3) is "0.851". For measured values.
    static QString significant(double value, int digits);

    /// What goes before and after a figure of money in a field or on an axis, the symbol where
    /// the locale puts it (as money() writes it) and `unit` after it: {"$", "/kWh"} in English,
    /// {"", " $/кВт·ч"} in Russian.
    struct MoneyAffixes
    {
        QString prefix;
        QString suffix;
    };
    static MoneyAffixes moneyAffixes(const QString &symbol, const QString &unit = QString());

    /// An amount of money with the symbol where the locale puts it: "$1,599", "1 599 $".
    /// `decimals` < 0 picks 0 for amounts of 100 or more and 2 below (the same rule everywhere).
    static QString money(double amount, const QString &symbol = QStringLiteral("$"), int decimals = -1);
    /// "$0.175/kWh": an electricity price, three decimals.
    static QString pricePerKwh(double amount, const QString &symbol = QStringLiteral("$"));
    /// "$1.20/h": an hourly rental price.
    static QString pricePerHour(double amount, const QString &symbol = QStringLiteral("$"));

    /// "15%": a fraction (0.15) as a percentage.
    static QString percent(double fraction, int decimals = 0);
    /// "×1.250": a factor.
    static QString factor(double value, int decimals);

    static QString gigabytes(double gb, int decimals = -1);   ///< "24 GB"; -1: as many decimals as needed
    static QString bandwidth(double gbPerSecond);             ///< "1,008 GB/s"
    static QString watts(double value);                       ///< "1,440 W", rounded to the watt
    static QString kilowattHours(double kwh);                 ///< "2,190 kWh", rounded
    static QString tflops(double value);                      ///< "165.2 TFLOPS"
    static QString milliseconds(double ms, int decimals = 2); ///< "12.50 ms"
    static QString kgCo2(double kg);                          ///< "1,234 kg CO2", rounded
    static QString years(double value);                       ///< "3 years", "1.5 years"
    static QString days(double value);                        ///< "412 days", rounded
    /// "1.2 MiB": an amount of data in the locale's binary units, one decimal.
    static QString dataSize(qint64 bytes);

    /// "2025-08": a month, written the same way in every language (sortable and unambiguous).
    static QString month(const QDate &date);
    /// "2025-08-14".
    static QString day(const QDate &date);
    /// "2023-10 to 2025-08", or the one date when both are the same.
    static QString dateRange(const QString &from, const QString &to);
    /// "3 months ago", "2 years ago", "this month": how old a dated figure is on `today`.
    static QString age(const QDate &date, const QDate &today = QDate::currentDate());
    /// A moment in the user's short date and time format.
    static QString dateTime(const QDateTime &moment);

    /// "memory-bound", "compute-bound" or "overhead-bound" for PerformanceEstimate::bound() keys.
    static QString bound(const QString &key);
    /// "Follow the system", "Light", "Dark" for the colour-scheme keys "system", "light", "dark".
    static QString colourScheme(const QString &key);
};

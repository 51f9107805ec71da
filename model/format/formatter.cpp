// SPDX-FileCopyrightText: 2026 GPU Advisor contributors
// SPDX-License-Identifier: GPL-3.0-or-later
#include "model/format/formatter.h"

#include <QCoreApplication>

#include <algorithm>
#include <cmath>

using namespace Qt::StringLiterals;

namespace {

/// The locale figures are written in: the default locale (the interface language, which the app
/// chooses once at start-up with QLocale::setDefault), American English where that is the C
/// locale (before the choice, and in tests), grouped in every language ("1 008"). Each thread
/// keeps the one it made until the default changes, so a figure costs no allocation.
const QLocale &current()
{
    thread_local QLocale chosen = QLocale::c();
    thread_local QLocale figures(QLocale::English, QLocale::UnitedStates);
    const QLocale now;
    if (now != chosen) {
        chosen = now;
        figures = now.language() == QLocale::C ? QLocale(QLocale::English, QLocale::UnitedStates) : now;
        figures.setNumberOptions(QLocale::DefaultNumberOptions);
    }
    return figures;
}

// Rounding first keeps "-0" out of the text when a small negative figure rounds to zero.
double rounded(double value, int decimals)
{
    const double scale = std::pow(10.0, decimals);
    const double r = std::round(value * scale) / scale;
    return r == 0 ? 0.0 : r;
}

} // namespace

const QLocale &Formatter::locale()
{
    return current();
}

bool Formatter::symbolAfterAmount()
{
    return current().language() == QLocale::Russian;
}

QString Formatter::number(double value, int decimals)
{
    return current().toString(rounded(value, decimals), 'f', decimals);
}

QString Formatter::number(double value)
{
    // Six significant figures are more than any spec or price carries; trailing zeros go.
    const int decimals = std::max(0, 6 - 1 - int(std::floor(std::log10(std::max(std::abs(value), 1e-9)))));
    QString text = current().toString(rounded(value, std::min(decimals, 6)), 'f', std::min(decimals, 6));
    const QString point = current().decimalPoint();
    if (text.contains(point)) {
        while (text.endsWith(u'0'))
            text.chop(1);
        if (text.endsWith(point))
            text.chop(point.size());
    }
    return text;
}

QString Formatter::significant(double value, int digits)
{
    if (value == 0 || !std::isfinite(value))
        return number(value, 0);
    const int magnitude = int(std::floor(std::log10(std::abs(value))));
    const int decimals = std::clamp(digits - 1 - magnitude, 0, 9);
    const double scale = std::pow(10.0, digits - 1 - magnitude);
    QString text = number(std::round(value * scale) / scale, decimals);
    const QString point = current().decimalPoint();
    if (text.contains(point)) {
        while (text.endsWith(u'0'))
            text.chop(1);
        if (text.endsWith(point))
            text.chop(point.size());
    }
    return text;
}

QString Formatter::integer(qint64 value)
{
    return current().toString(value);
}

QString Formatter::money(double amount, const QString &symbol, int decimals)
{
    // Whole amounts from 100 up, cents below; decided on the amount as it will be shown, so
    // 99.999 reads "$100", not "$100.00".
    if (decimals < 0)
        decimals = std::abs(rounded(amount, 2)) >= 100 ? 0 : 2;
    const double r = rounded(amount, decimals);
    const QString figure = number(std::abs(r), decimals);
    const QString sign = r < 0 ? u"-"_s : QString();
    if (symbolAfterAmount())
        return sign + figure + QChar(0x00a0) + symbol;
    return sign + symbol + figure;
}

Formatter::MoneyAffixes Formatter::moneyAffixes(const QString &symbol, const QString &unit)
{
    if (symbol.isEmpty())
        return {QString(), unit};
    if (symbolAfterAmount())
        return {QString(), QChar(0x00a0) + symbol + unit};
    return {symbol, unit};
}

QString Formatter::pricePerKwh(double amount, const QString &symbol)
{
    //: An electricity price; %1 is an amount such as $0.175
    return tr("%1/kWh").arg(money(amount, symbol, 3));
}

QString Formatter::pricePerHour(double amount, const QString &symbol)
{
    //: A rental price per hour; %1 is an amount such as $1.20
    return tr("%1/h").arg(money(amount, symbol, 2));
}

QString Formatter::percent(double fraction, int decimals)
{
    //: A percentage; %1 is a number such as 15
    return tr("%1%").arg(number(fraction * 100, decimals));
}

QString Formatter::factor(double value, int decimals)
{
    //: A multiplying factor; %1 is a number such as 1.25
    return tr("×%1").arg(number(value, decimals));
}

QString Formatter::gigabytes(double gb, int decimals)
{
    //: An amount of memory; %1 is a number such as 24
    return tr("%1 GB").arg(decimals < 0 ? number(gb) : number(gb, decimals));
}

QString Formatter::bandwidth(double gbPerSecond)
{
    //: Memory bandwidth; %1 is a number such as 1,008
    return tr("%1 GB/s").arg(number(gbPerSecond));
}

QString Formatter::watts(double value)
{
    //: Power; %1 is a number such as 1,440
    return tr("%1 W").arg(number(value, 0));
}

QString Formatter::kilowattHours(double kwh)
{
    //: Energy; %1 is a number such as 2,190
    return tr("%1 kWh").arg(number(kwh, 0));
}

QString Formatter::tflops(double value)
{
    //: Arithmetic throughput; %1 is a number such as 165.2
    return tr("%1 TFLOPS").arg(number(value, value < 10 ? 2 : 1));
}

QString Formatter::milliseconds(double ms, int decimals)
{
    //: A duration; %1 is a number such as 12.5
    return tr("%1 ms").arg(number(ms, decimals));
}

QString Formatter::kgCo2(double kg)
{
    //: A mass of carbon dioxide; %1 is a number such as 1,234
    return tr("%1 kg CO2").arg(number(kg, 0));
}

QString Formatter::years(double value)
{
    if (value == 1)
        return tr("1 year");
    //: A duration, for any number other than one: keep it valid for every count (an abbreviation
    //: serves); %1 is a number such as 3 or 1.5
    return tr("%1 years").arg(number(value));
}

QString Formatter::days(double value)
{
    const double d = std::round(value);
    if (d == 1)
        return tr("1 day");
    //: A duration, for any number other than one: keep it valid for every count (an abbreviation
    //: serves); %1 is a number such as 412
    return tr("%1 days").arg(number(d, 0));
}

QString Formatter::dataSize(qint64 bytes)
{
    return current().formattedDataSize(bytes, 1);
}

QString Formatter::month(const QDate &date)
{
    return date.isValid() ? date.toString(u"yyyy-MM"_s) : QString();
}

QString Formatter::day(const QDate &date)
{
    return date.isValid() ? date.toString(Qt::ISODate) : QString();
}

QString Formatter::dateRange(const QString &from, const QString &to)
{
    if (from.isEmpty() || from == to)
        return to;
    if (to.isEmpty())
        return from;
    const auto [first, last] = from < to ? std::pair(from, to) : std::pair(to, from);
    //: A span of dates; %1 and %2 are dates such as 2023-10 and 2025-08
    return tr("%1 to %2").arg(first, last);
}

QString Formatter::age(const QDate &date, const QDate &today)
{
    if (!date.isValid() || !today.isValid())
        return {};
    const int months = (today.year() - date.year()) * 12 + today.month() - date.month() - (today.day() < date.day());
    if (months < 1)
        return tr("this month");
    if (months < 24) {
        if (months == 1)
            return tr("1 month ago");
        //: For any number of months from 2 to 23: keep it valid for every count (an abbreviation serves)
        return tr("%1 months ago").arg(integer(months));
    }
    //: For any number of years from 2 on: keep it valid for every count (an abbreviation serves)
    return tr("%1 years ago").arg(integer(months / 12));
}

QString Formatter::dateTime(const QDateTime &moment)
{
    return current().toString(moment.toLocalTime(), QLocale::ShortFormat);
}

QString Formatter::bound(const QString &key)
{
    if (key == u"memory") {
        //: Which part of the work limits a GPU's speed: memory traffic
        return tr("memory-bound");
    }
    if (key == u"compute") {
        //: Which part of the work limits a GPU's speed: matrix arithmetic
        return tr("compute-bound");
    }
    //: Which part of the work limits a GPU's speed: fixed costs (kernel launches, host work)
    return tr("overhead-bound");
}

QString Formatter::colourScheme(const QString &key)
{
    if (key == u"light")
        return tr("Light");
    if (key == u"dark")
        return tr("Dark");
    return tr("Follow the system");
}

// SPDX-FileCopyrightText: 2026 GPU Advisor contributors
// SPDX-License-Identifier: GPL-3.0-or-later
#include "model/cost/freshness.h"

#include <QCoreApplication>

using namespace Qt::StringLiterals;

namespace {

QString monthText(const QDate &date)
{
    return date.toString(u"yyyy-MM"_s);
}

// English is kept in the catalogue order for the JSON field; the GUI and the terminal translate.
QString staleSentence(const PriceFreshness &f, bool english)
{
    //: %1 is a month (YYYY-MM), %2 a number of months (always more than 12).
    static const char *const text =
        QT_TRANSLATE_NOOP("PriceFreshness", "Some prices are old: the oldest is from %1, %2 months before "
                                            "the date this answer is for. Today's prices may differ a lot.");
    const QString sentence = english ? QString::fromLatin1(text) : QCoreApplication::translate("PriceFreshness", text);
    return sentence.arg(monthText(f.oldest), QString::number(f.oldestAgeMonths()));
}

QString spreadSentence(const PriceFreshness &f, bool english)
{
    //: %1 is a number of months (always more than 6), %2 and %3 are months (YYYY-MM).
    static const char *const text =
        QT_TRANSLATE_NOOP("PriceFreshness", "The prices compared are %1 months apart (%2 to %3), so they "
                                            "do not describe the same market.");
    const QString sentence = english ? QString::fromLatin1(text) : QCoreApplication::translate("PriceFreshness", text);
    return sentence.arg(QString::number(f.spreadMonths()), monthText(f.oldest), monthText(f.newest));
}

QString warningText(const PriceFreshness &f, bool english)
{
    QStringList sentences;
    if (f.isStale())
        sentences.append(staleSentence(f, english));
    if (f.isSpread())
        sentences.append(spreadSentence(f, english));
    return sentences.join(u' ');
}

} // namespace

int PriceFreshness::monthsBetween(const QDate &from, const QDate &to)
{
    if (!from.isValid() || !to.isValid())
        return 0;
    return (to.year() - from.year()) * 12 + (to.month() - from.month());
}

QString PriceFreshness::warning() const
{
    return warningText(*this, false);
}

QJsonObject PriceFreshness::toJson() const
{
    return QJsonObject{{u"as_of"_s, asOf.toString(Qt::ISODate)},
                       {u"oldest_price"_s, oldest.isValid() ? QJsonValue(monthText(oldest)) : QJsonValue()},
                       {u"newest_price"_s, newest.isValid() ? QJsonValue(monthText(newest)) : QJsonValue()},
                       {u"oldest_price_age_months"_s, oldest.isValid() ? QJsonValue(oldestAgeMonths()) : QJsonValue()},
                       {u"price_spread_months"_s, oldest.isValid() ? QJsonValue(spreadMonths()) : QJsonValue()},
                       {u"stale"_s, isStale()},
                       {u"spread"_s, isSpread()},
                       {u"priced"_s, priced},
                       {u"unpriced"_s, unpriced},
                       {u"warning"_s, needsWarning() ? QJsonValue(warningText(*this, true)) : QJsonValue()}};
}

PriceFreshness assessFreshness(const QList<QDate> &priceDates, const QDate &asOf, int unpriced)
{
    PriceFreshness f;
    f.asOf = asOf.isValid() ? asOf : QDate::currentDate();
    f.unpriced = unpriced;
    for (const QDate &d : priceDates) {
        if (!d.isValid())
            continue;
        ++f.priced;
        if (!f.oldest.isValid() || d < f.oldest)
            f.oldest = d;
        if (!f.newest.isValid() || d > f.newest)
            f.newest = d;
    }
    return f;
}

QString priceAgeText(const QDate &observed, const QDate &asOf)
{
    const int months = PriceFreshness::monthsBetween(observed, asOf.isValid() ? asOf : QDate::currentDate());
    if (months <= 0) {
        //: The age of a price observed in the month the answer is for.
        return QCoreApplication::translate("PriceFreshness", "this month");
    }
    if (months == 1) {
        //: The age of a price observed in the month before the one the answer is for.
        return QCoreApplication::translate("PriceFreshness", "1 month old");
    }
    //: The age of a price; %1 is a number of months, two or more.
    return QCoreApplication::translate("PriceFreshness", "%1 months old").arg(months);
}

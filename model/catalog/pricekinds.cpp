// SPDX-FileCopyrightText: 2026 GPU Advisor contributors
// SPDX-License-Identifier: GPL-3.0-or-later
#include "model/catalog/pricekinds.h"

#include <QCoreApplication>

using namespace Qt::StringLiterals;

namespace {

struct Kind
{
    const char *key;
    const char *title;
};

constexpr Kind Kinds[] = {
    {"sold_average", QT_TRANSLATE_NOOP("PriceKinds", "average sold price")},
    {"retail_median", QT_TRANSLATE_NOOP("PriceKinds", "retail price, monthly median")},
    {"retail_lowest", QT_TRANSLATE_NOOP("PriceKinds", "lowest retail price")},
    {"asking_lowest3_mean", QT_TRANSLATE_NOOP("PriceKinds", "asking price, mean of the 3 cheapest listings")},
    {"asking_lowest", QT_TRANSLATE_NOOP("PriceKinds", "lowest asking price")},
    {"asking_median", QT_TRANSLATE_NOOP("PriceKinds", "asking price, median of the listings")},
    {"asking_mean", QT_TRANSLATE_NOOP("PriceKinds", "asking price, mean of all listings")},
    {"article", QT_TRANSLATE_NOOP("PriceKinds", "price quoted in an article")},
    {"retail_listing", QT_TRANSLATE_NOOP("PriceKinds", "store price of one listing")},
};

} // namespace

namespace PriceKinds {

QStringList keys()
{
    QStringList result;
    for (const Kind &k : Kinds)
        result.append(QString::fromLatin1(k.key));
    return result;
}

bool isKnown(const QString &key)
{
    return keys().contains(key);
}

QString title(const QString &key)
{
    for (const Kind &k : Kinds) {
        if (key == QLatin1String(k.key))
            return QCoreApplication::translate("PriceKinds", k.title);
    }
    return {};
}

bool isAskingPrice(const QString &key)
{
    return key.startsWith(u"asking_"_s);
}

QString conditionTitle(PriceCondition condition)
{
    switch (condition) {
    case PriceCondition::New:
        //: A price's condition.
        return QCoreApplication::translate("PriceKinds", "new");
    case PriceCondition::Used:
        //: A price's condition.
        return QCoreApplication::translate("PriceKinds", "used");
    case PriceCondition::Mixed:
        //: A price's condition: marketplace listings whose source does not separate new from used cards.
        return QCoreApplication::translate("PriceKinds", "new or used (marketplace)");
    }
    return {};
}

QString conditionWord(PriceCondition condition)
{
    if (condition == PriceCondition::Mixed) {
        //: A price's condition in one word: a marketplace listing whose source does not say new or used.
        return QCoreApplication::translate("PriceKinds", "marketplace");
    }
    return conditionTitle(condition);
}

QString describe(const PriceObservation &observation)
{
    const QString kind = title(observation.kind);
    if (kind.isEmpty()) {
        if (observation.userEntered) {
            //: %1 is a price's condition, e.g. "used".
            return QCoreApplication::translate("PriceKinds", "%1 · your own entry")
                .arg(conditionTitle(observation.condition));
        }
        return conditionTitle(observation.condition);
    }
    //: %1 is a price's condition ("used"), %2 what the figure is ("average sold price").
    return QCoreApplication::translate("PriceKinds", "%1 · %2").arg(conditionTitle(observation.condition), kind);
}

} // namespace PriceKinds

// SPDX-FileCopyrightText: 2026 GPU Advisor contributors
// SPDX-License-Identifier: GPL-3.0-or-later
#include "model/catalog/gpu.h"

using namespace Qt::StringLiterals;

QString formFactorKey(FormFactor formFactor)
{
    switch (formFactor) {
    case FormFactor::Consumer:
        return u"consumer"_s;
    case FormFactor::Workstation:
        return u"workstation"_s;
    case FormFactor::Datacenter:
        return u"datacenter"_s;
    }
    return {};
}

std::optional<FormFactor> formFactorFromKey(const QString &key)
{
    for (auto f : {FormFactor::Consumer, FormFactor::Workstation, FormFactor::Datacenter}) {
        if (formFactorKey(f) == key.trimmed().toLower())
            return f;
    }
    return std::nullopt;
}

QString priceConditionKey(PriceCondition condition)
{
    return condition == PriceCondition::New ? u"new"_s : u"used"_s;
}

std::optional<PriceCondition> priceConditionFromKey(const QString &key)
{
    const QString k = key.trimmed().toLower();
    if (k == u"new")
        return PriceCondition::New;
    if (k == u"used")
        return PriceCondition::Used;
    return std::nullopt;
}

QString PriceObservation::dateLabel() const
{
    return observedOn.toString(monthly ? u"yyyy-MM"_s : u"yyyy-MM-dd"_s);
}

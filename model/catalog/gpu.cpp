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

bool Gpu::isCompleteComputer() const
{
    return isUnifiedMemory() || memoryType.contains(u"unified"_s, Qt::CaseInsensitive) ||
           boardType.contains(u"unified memory"_s, Qt::CaseInsensitive);
}

QString deviceKindKey(DeviceKind kind)
{
    return kind == DeviceKind::Unified ? u"unified"_s : u"card"_s;
}

std::optional<DeviceKind> deviceKindFromKey(const QString &key)
{
    const QString k = key.trimmed().toLower();
    if (k == u"card")
        return DeviceKind::Card;
    if (k == u"unified")
        return DeviceKind::Unified;
    return std::nullopt;
}

QString priceConditionKey(PriceCondition condition)
{
    switch (condition) {
    case PriceCondition::New:
        return u"new"_s;
    case PriceCondition::Used:
        return u"used"_s;
    case PriceCondition::Mixed:
        return u"mixed"_s;
    }
    return {};
}

std::optional<PriceCondition> priceConditionFromKey(const QString &key)
{
    const QString k = key.trimmed().toLower();
    if (k == u"new")
        return PriceCondition::New;
    if (k == u"used")
        return PriceCondition::Used;
    if (k == u"mixed")
        return PriceCondition::Mixed;
    return std::nullopt;
}

QString PriceObservation::dateLabel() const
{
    return observedOn.toString(monthly ? u"yyyy-MM"_s : u"yyyy-MM-dd"_s);
}

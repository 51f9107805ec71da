// SPDX-FileCopyrightText: 2026 GPU Advisor contributors
// SPDX-License-Identifier: GPL-3.0-or-later
#include "model/pricing.h"

#include <QRegularExpression>

using namespace Qt::StringLiterals;

QString priceBasisKey(PriceBasis basis)
{
    switch (basis) {
    case PriceBasis::New:
        return u"new"_s;
    case PriceBasis::Used:
        return u"used"_s;
    case PriceBasis::Average:
        return u"average"_s;
    }
    return {};
}

std::optional<PriceBasis> priceBasisFromKey(const QString &key)
{
    for (auto b : {PriceBasis::New, PriceBasis::Used, PriceBasis::Average}) {
        if (priceBasisKey(b) == key.trimmed().toLower())
            return b;
    }
    return std::nullopt;
}

QList<PriceObservation> PriceQuote::basisObservations(PriceBasis basis) const
{
    QList<PriceObservation> result;
    const bool wantNew = basis != PriceBasis::Used;
    const bool wantUsed = basis != PriceBasis::New;
    if (wantNew && newest)
        result.append(*newest);
    if (wantUsed && used)
        result.append(*used);
    return result;
}

std::optional<double> PriceQuote::usd(PriceBasis basis) const
{
    const QList<PriceObservation> obs = basisObservations(basis);
    if (obs.isEmpty())
        return std::nullopt;
    double sum = 0;
    for (const PriceObservation &o : obs)
        sum += o.usd;
    return sum / double(obs.size());
}

QString PriceQuote::dateLabel(PriceBasis basis) const
{
    const QList<PriceObservation> obs = basisObservations(basis);
    const PriceObservation *latest = nullptr;
    for (const PriceObservation &o : obs) {
        if (!latest || o.observedOn > latest->observedOn)
            latest = &o;
    }
    return latest ? latest->dateLabel() : QString();
}

PriceQuote quotePrice(const QList<PriceObservation> &observations, const QDate &asOf)
{
    PriceQuote quote;
    for (const PriceObservation &o : observations) {
        if (asOf.isValid() && o.observedOn > asOf)
            continue;
        auto &slot = o.condition == PriceCondition::New ? quote.newest : quote.used;
        // Later date wins; on the same date a user's own entry wins over seeded data.
        if (!slot || o.observedOn > slot->observedOn || (o.observedOn == slot->observedOn && o.userEntered))
            slot = o;
    }
    return quote;
}

QDate endOfMonth(const QString &yearMonth)
{
    static const QRegularExpression pattern(u"^(\\d{4})-(\\d{2})$"_s);
    const auto match = pattern.match(yearMonth.trimmed());
    if (!match.hasMatch())
        return {};
    const QDate first(match.captured(1).toInt(), match.captured(2).toInt(), 1);
    return first.isValid() ? first.addMonths(1).addDays(-1) : QDate();
}

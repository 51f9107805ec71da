// SPDX-FileCopyrightText: 2026 GPU Advisor contributors
// SPDX-License-Identifier: GPL-3.0-or-later
#include "model/cost/pricing.h"

#include "model/catalog/pricekinds.h"
#include "model/cost/freshness.h"
#include "model/format/formatter.h"

#include <QCoreApplication>
#include <QRegularExpression>
#include <QStringList>

#include <algorithm>
#include <climits>

using namespace Qt::StringLiterals;

QString priceBasisTitle(PriceBasis basis)
{
    // In the formatter's translation context, where these words were first translated.
    switch (basis) {
    case PriceBasis::New:
        return QCoreApplication::translate("Formatter", "the latest new price");
    case PriceBasis::Used:
        return QCoreApplication::translate("Formatter", "the latest used price");
    case PriceBasis::Cheapest:
        return QCoreApplication::translate("Formatter", "the cheaper of the latest new and second-hand price");
    case PriceBasis::Average:
        return QCoreApplication::translate("Formatter",
                                           "the post's method: the average of the latest new and used price");
    }
    return {};
}

QString priceBasisShortTitle(PriceBasis basis)
{
    switch (basis) {
    case PriceBasis::New:
        return QCoreApplication::translate("Formatter", "new price");
    case PriceBasis::Used:
        return QCoreApplication::translate("Formatter", "used price");
    case PriceBasis::Cheapest:
        return QCoreApplication::translate("Formatter", "cheaper of new and used");
    case PriceBasis::Average:
        return QCoreApplication::translate("Formatter", "average of new and used, the post's method");
    }
    return {};
}

QString priceBasisKey(PriceBasis basis)
{
    switch (basis) {
    case PriceBasis::New:
        return u"new"_s;
    case PriceBasis::Used:
        return u"used"_s;
    case PriceBasis::Cheapest:
        return u"cheapest"_s;
    case PriceBasis::Average:
        // Not "average": that was a user's choice before issue 25 and now reads as cheapest.
        return u"post-average"_s;
    }
    return {};
}

QList<PriceBasis> priceBasisChoices()
{
    return {PriceBasis::Cheapest, PriceBasis::New, PriceBasis::Used};
}

std::optional<PriceBasis> priceBasisFromKey(const QString &key)
{
    for (auto b : {PriceBasis::New, PriceBasis::Used, PriceBasis::Cheapest, PriceBasis::Average}) {
        if (priceBasisKey(b) == key.trimmed().toLower())
            return b;
    }
    return std::nullopt;
}

bool isCurrentPrice(const QDate &observedOn, const QDate &asOf)
{
    const QDate day = asOf.isValid() ? asOf : QDate::currentDate();
    return observedOn.isValid() && observedOn >= day.addMonths(-PriceFreshness::StaleMonths);
}

QList<PriceObservation> PriceQuote::basisObservations(PriceBasis basis) const
{
    QList<PriceObservation> result;
    if (basis == PriceBasis::Cheapest) {
        // One real observation: the lower of the offers a buyer can act on, the second-hand one
        // only when it is lower (a tie is new). A used price of three years ago is no offer: only
        // when neither is current is the newer of the two taken, and said to be stale.
        const bool newCurrent = newest && isCurrentPrice(newest->observedOn, asOf);
        const bool usedCurrent = used && isCurrentPrice(used->observedOn, asOf);
        if (newCurrent && usedCurrent)
            result.append(used->usd < newest->usd ? *used : *newest);
        else if (newCurrent || usedCurrent)
            result.append(newCurrent ? *newest : *used);
        else if (newest && used)
            result.append(used->observedOn > newest->observedOn ? *used : *newest);
        else if (newest || used)
            result.append(newest ? *newest : *used);
        return result;
    }
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
    // An average of a new and a used price is as old as its older half: it carries both dates
    // ("2023-10 to 2025-08"), never only the newer one.
    const QList<PriceObservation> obs = basisObservations(basis);
    QString oldestLabel;
    QString newestLabel;
    for (const PriceObservation &o : obs) {
        const QString label = o.dateLabel();
        if (oldestLabel.isEmpty() || label < oldestLabel)
            oldestLabel = label;
        if (newestLabel.isEmpty() || label > newestLabel)
            newestLabel = label;
    }
    return Formatter::dateRange(oldestLabel, newestLabel);
}

bool PriceQuote::isStale(PriceBasis basis) const
{
    const QList<PriceObservation> obs = basisObservations(basis);
    return std::any_of(obs.cbegin(), obs.cend(),
                       [this](const PriceObservation &o) { return !isCurrentPrice(o.observedOn, asOf); });
}

QString PriceQuote::dateAndKindLabel(PriceBasis basis) const
{
    const QList<PriceObservation> obs = basisObservations(basis);
    if (obs.isEmpty())
        return {};
    QString date = dateLabel(basis);
    if (isStale(basis)) {
        //: A price's date when it is too old to be an offer (more than 12 months); %1 is the date.
        date = QCoreApplication::translate("Pricing", "last seen %1").arg(date);
    }
    if (obs.size() != 1)
        return date;
    //: %1 a price's date, %2 its condition ("used", "marketplace")
    return QCoreApplication::translate("Pricing", "%1, %2").arg(date, PriceKinds::conditionWord(obs.first().condition));
}

namespace {

/// Where a kind of observation stands when several share the latest date: among one source's
/// statistics of the same listings, the one the data's notes recommend first (GPU Poet's "best
/// deal" over its lowest, median and mean of all listings). Other kinds are averaged together.
/// A month as one number, for comparing the months of two dates.
int monthOf(const QDate &date)
{
    return date.year() * 12 + date.month();
}

int kindRank(const QString &kind)
{
    static const QStringList asking = {u"asking_lowest3_mean"_s, u"asking_lowest"_s, u"asking_median"_s,
                                       u"asking_mean"_s};
    const qsizetype i = asking.indexOf(kind);
    return i < 0 ? 0 : int(i);
}

} // namespace

PriceQuote quotePrice(const QList<PriceObservation> &observations, const QDate &asOf)
{
    PriceQuote quote;
    quote.asOf = asOf;
    for (auto condition : {PriceCondition::New, PriceCondition::Used}) {
        // The second-hand slot also takes marketplace listings whose condition the source does
        // not separate ("mixed"): they are asking prices between new and used, and the
        // observation keeps its condition and kind so every view can say what it is.
        const auto belongs = [condition](const PriceObservation &o) {
            return condition == PriceCondition::New ? o.condition == PriceCondition::New
                                                    : o.condition != PriceCondition::New;
        };
        // The latest month at or before asOf; in it, a user's own entry replaces the seeded
        // ones, a used observation replaces a mixed one and the preferred statistic the others
        // (the 2026 data's README: where observations share a GPU and a month, prefer the best
        // deal to medians and means; a daily median of asking prices is not the price because it
        // was read a week later). Of what is left, the latest date; several store listings of
        // that date give the cheapest, other observations of it are averaged.
        QList<const PriceObservation *> latest;
        for (const PriceObservation &o : observations) {
            if (!belongs(o) || (asOf.isValid() && o.observedOn > asOf))
                continue;
            if (latest.isEmpty() || monthOf(o.observedOn) > monthOf(latest.first()->observedOn))
                latest = {&o};
            else if (monthOf(o.observedOn) == monthOf(latest.first()->observedOn))
                latest.append(&o);
        }
        if (latest.isEmpty())
            continue;
        if (std::any_of(latest.cbegin(), latest.cend(), [](const PriceObservation *o) { return o->userEntered; }))
            latest.removeIf([](const PriceObservation *o) { return !o->userEntered; });
        if (std::any_of(latest.cbegin(), latest.cend(),
                        [](const PriceObservation *o) { return o->condition == PriceCondition::Used; }))
            latest.removeIf([](const PriceObservation *o) { return o->condition == PriceCondition::Mixed; });
        int best = INT_MAX;
        for (const PriceObservation *o : std::as_const(latest))
            best = std::min(best, kindRank(o->kind));
        latest.removeIf([best](const PriceObservation *o) { return kindRank(o->kind) != best; });
        QDate day;
        for (const PriceObservation *o : std::as_const(latest))
            day = std::max(day, o->observedOn);
        latest.removeIf([day](const PriceObservation *o) { return o->observedOn != day; });
        PriceObservation merged = *latest.first();
        const bool listings = std::all_of(latest.cbegin(), latest.cend(),
                                          [](const PriceObservation *o) { return o->kind == u"retail_listing"_s; });
        if (latest.size() > 1 && listings) {
            // Store listings of one date are offers of the same device (stores, storage sizes):
            // the cheapest is one real observation a buyer can take; their average nobody asks.
            merged = **std::min_element(
                latest.cbegin(), latest.cend(),
                [](const PriceObservation *a, const PriceObservation *b) { return a->usd < b->usd; });
        } else if (latest.size() > 1) {
            double sum = 0;
            QStringList sources;
            for (const PriceObservation *o : std::as_const(latest)) {
                sum += o->usd;
                if (!sources.contains(o->source))
                    sources.append(o->source);
            }
            merged.usd = sum / double(latest.size());
            merged.source = sources.join(u"; "_s);
            //: A price's note; %1 is a number of price observations (two or more)
            merged.note = QCoreApplication::translate("Pricing", "average of %1 observations of the same date")
                              .arg(latest.size());
        }
        (condition == PriceCondition::New ? quote.newest : quote.used) = merged;
    }
    return quote;
}

QList<PriceObservation> quotedObservations(const QList<PriceObservation> &observations, const QDate &asOf)
{
    // The latest month of each GPU's two slots (new; used and mixed), as quotePrice() sees them.
    QHash<std::pair<qint64, bool>, int> latest;
    for (const PriceObservation &o : observations) {
        if (asOf.isValid() && o.observedOn > asOf)
            continue;
        int &month = latest[{o.gpuId, o.condition == PriceCondition::New}];
        month = std::max(month, monthOf(o.observedOn));
    }
    QList<PriceObservation> kept;
    for (const PriceObservation &o : observations) {
        if (latest.value({o.gpuId, o.condition == PriceCondition::New}) == monthOf(o.observedOn) &&
            (!asOf.isValid() || o.observedOn <= asOf))
            kept.append(o);
    }
    return kept;
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

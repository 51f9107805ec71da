// SPDX-FileCopyrightText: 2026 GPU Advisor contributors
// SPDX-License-Identifier: GPL-3.0-or-later
#include "model/cost/resale.h"

#include "model/catalog/pricekinds.h"
#include "model/cost/freshness.h"
#include "model/format/formatter.h"
#include "model/performance/statistics.h"

#include <QSet>

#include <algorithm>
#include <tuple>

using namespace Qt::StringLiterals;

namespace {

QString monthKey(const QDate &date)
{
    return date.isValid() ? date.toString(u"yyyy-MM"_s) : QString();
}

QString dayKey(const QDate &date)
{
    return date.isValid() ? date.toString(Qt::ISODate) : QString();
}

QString segmentTitle(FormFactor segment)
{
    switch (segment) {
    case FormFactor::Consumer:
        return ResaleModel::tr("Consumer");
    case FormFactor::Workstation:
        return ResaleModel::tr("Workstation");
    case FormFactor::Datacenter:
        return ResaleModel::tr("Datacenter");
    }
    return {};
}

/// The order of the docs' rows: segment, then vendor.
bool classBefore(FormFactor a, const QString &va, FormFactor b, const QString &vb)
{
    return a != b ? int(a) < int(b) : va < vb;
}

} // namespace

bool ResaleCheck::hasError() const
{
    return fit.has_value() && checked >= ResaleModel::MinimumChecked;
}

bool ResaleCheck::hasBeyondError() const
{
    return hasError() && beyondChecked >= ResaleModel::MinimumChecked;
}

ResaleModel::ResaleModel(const QList<Gpu> &gpus, const QList<PriceObservation> &observations)
{
    QHash<qint64, const Gpu *> byId;
    for (const Gpu &g : gpus)
        byId.insert(g.id, &g);
    for (const PriceObservation &o : observations) {
        const Gpu *g = byId.value(o.gpuId);
        // Cards only: a complete computer holds its value as a computer, not as a card.
        if (!g || g->deviceKind != DeviceKind::Card || o.condition == PriceCondition::New || o.userEntered ||
            o.usd <= 0)
            continue;
        if (!g->launchMsrpUsd || *g->launchMsrpUsd <= 0 || !g->releaseDate().isValid())
            continue;
        const int age = PriceFreshness::monthsBetween(g->releaseDate(), o.observedOn);
        if (age < 0)
            continue;
        m_samples.append({g->formFactor, g->vendor, g->id, o.observedOn, age, o.usd / *g->launchMsrpUsd, o.kind});
    }
    // One order whatever order the prices came in: the fits' sums come out the same to the last bit.
    std::sort(m_samples.begin(), m_samples.end(), [](const Sample &a, const Sample &b) {
        return std::tie(a.gpuId, a.observedOn, a.ratio, a.kind) < std::tie(b.gpuId, b.observedOn, b.ratio, b.kind);
    });
}

std::optional<ResaleFit> ResaleModel::fitSamples(const QList<Sample> &samples, const QDate &upTo)
{
    QSet<qint64> cards;
    for (const Sample &s : samples)
        cards.insert(s.gpuId);
    if (samples.size() < MinimumObservations || cards.size() < MinimumCards)
        return std::nullopt;
    // Least squares of ln(ratio) = ln(launchRatio) − monthlyDecay × age.
    double meanAge = 0;
    double meanLog = 0;
    for (const Sample &s : samples) {
        meanAge += s.ageMonths;
        meanLog += std::log(s.ratio);
    }
    meanAge /= double(samples.size());
    meanLog /= double(samples.size());
    double sxy = 0;
    double sxx = 0;
    for (const Sample &s : samples) {
        sxy += (s.ageMonths - meanAge) * (std::log(s.ratio) - meanLog);
        sxx += (s.ageMonths - meanAge) * (s.ageMonths - meanAge);
    }
    if (sxx <= 0)
        return std::nullopt;
    ResaleFit fit;
    fit.segment = samples.first().segment;
    fit.vendor = samples.first().vendor;
    fit.monthlyDecay = -sxy / sxx;
    fit.launchRatio = std::exp(meanLog + fit.monthlyDecay * meanAge);
    fit.observations = int(samples.size());
    fit.cards = int(cards.size());
    fit.upTo = upTo;
    QList<double> errors;
    for (const Sample &s : samples) {
        fit.maxAgeMonths = std::max(fit.maxAgeMonths, s.ageMonths);
        errors.append(std::abs(fit.ratioAt(s.ageMonths) / s.ratio - 1));
    }
    fit.medianError = Statistics::median(errors);
    return fit;
}

QList<ResaleFit> ResaleModel::fits(const QDate &upTo) const
{
    const QString key = dayKey(upTo);
    if (const auto found = m_fits.constFind(key); found != m_fits.cend())
        return found.value();
    QList<QList<Sample>> classes;
    for (const Sample &s : m_samples) {
        if (upTo.isValid() && s.observedOn > upTo)
            continue;
        auto same = std::find_if(classes.begin(), classes.end(), [&s](const QList<Sample> &c) {
            return c.first().segment == s.segment && c.first().vendor == s.vendor;
        });
        if (same == classes.end())
            classes.append({s});
        else
            same->append(s);
    }
    QList<ResaleFit> result;
    for (const QList<Sample> &c : std::as_const(classes)) {
        if (const auto fit = fitSamples(c, upTo))
            result.append(*fit);
    }
    std::sort(result.begin(), result.end(), [](const ResaleFit &a, const ResaleFit &b) {
        return classBefore(a.segment, a.vendor, b.segment, b.vendor);
    });
    m_fits.insert(key, result);
    return result;
}

QList<ResaleCheck> ResaleModel::check(const QDate &cutOff, const QDate &from, const QDate &until) const
{
    const QString key = dayKey(cutOff) + u'|' + dayKey(from) + u'|' + dayKey(until);
    if (const auto found = m_checks.constFind(key); found != m_checks.cend())
        return found.value();
    const QList<ResaleFit> fitted = fits(cutOff);
    QList<ResaleCheck> result;
    for (const Sample &s : m_samples) {
        auto row = std::find_if(result.begin(), result.end(),
                                [&s](const ResaleCheck &c) { return c.segment == s.segment && c.vendor == s.vendor; });
        if (row == result.end()) {
            ResaleCheck c;
            c.segment = s.segment;
            c.vendor = s.vendor;
            const auto fit = std::find_if(fitted.cbegin(), fitted.cend(), [&s](const ResaleFit &f) {
                return f.segment == s.segment && f.vendor == s.vendor;
            });
            if (fit != fitted.cend())
                c.fit = *fit;
            result.append(c);
            row = std::prev(result.end());
        }
        if (s.observedOn < from || (until.isValid() && s.observedOn > until))
            continue;
        ++row->later;
    }
    for (ResaleCheck &c : result) {
        if (!c.fit)
            continue;
        QList<double> errors;
        QList<double> biases;
        QList<double> beyond;
        for (const Sample &s : m_samples) {
            if (s.segment != c.segment || s.vendor != c.vendor || s.observedOn < from ||
                (until.isValid() && s.observedOn > until))
                continue;
            const double bias = c.fit->ratioAt(s.ageMonths) / s.ratio - 1;
            if (s.ageMonths > c.fit->maxAgeMonths) {
                beyond.append(std::abs(bias));
                c.beyondMonths = std::max(c.beyondMonths, s.ageMonths - c.fit->maxAgeMonths);
                continue;
            }
            biases.append(bias);
            errors.append(std::abs(bias));
            if (s.kind == u"sold_average")
                ++c.soldChecked;
            else if (PriceKinds::isAskingPrice(s.kind))
                ++c.askingChecked;
        }
        c.checked = int(errors.size());
        c.medianError = Statistics::median(errors);
        c.medianBias = Statistics::median(biases);
        c.beyondChecked = int(beyond.size());
        c.beyondMedianError = Statistics::median(beyond);
    }
    std::sort(result.begin(), result.end(), [](const ResaleCheck &a, const ResaleCheck &b) {
        return classBefore(a.segment, a.vendor, b.segment, b.vendor);
    });
    m_checks.insert(key, result);
    return result;
}

ResaleEstimate ResaleModel::estimate(const Gpu &gpu, const QDate &boughtOn, double years) const
{
    ResaleEstimate e;
    const QDate day = boughtOn.isValid() ? boughtOn : QDate::currentDate();
    if (gpu.deviceKind != DeviceKind::Card) {
        //: Why a complete computer's cost of ownership counts no resale
        e.reason = tr("no fit for complete computers, only for cards");
        return e;
    }
    if (!gpu.launchMsrpUsd || !gpu.releaseDate().isValid()) {
        //: Why a card's cost of ownership counts no resale
        e.reason = tr("no launch price or release date on record to scale the fit by");
        return e;
    }
    const QString title = classTitle(gpu.formFactor, gpu.vendor);
    const QList<ResaleFit> known = fits(day);
    const auto fit = std::find_if(known.cbegin(), known.cend(), [&gpu](const ResaleFit &f) {
        return f.segment == gpu.formFactor && f.vendor == gpu.vendor;
    });
    if (fit == known.cend()) {
        //: Why a card's cost of ownership counts no resale; %1 is a class of cards, e.g. "Datacenter NVIDIA"
        e.reason = tr("too few dated second-hand prices of %1 cards to fit").arg(title);
        return e;
    }
    const QList<ResaleCheck> checks = check(checkCutOff(), checkFrom(), day);
    const auto checked = std::find_if(checks.cbegin(), checks.cend(), [&gpu](const ResaleCheck &c) {
        return c.segment == gpu.formFactor && c.vendor == gpu.vendor;
    });
    if (checked == checks.cend() || !checked->hasError()) {
        //: Why a card's cost of ownership counts no resale; %1 is a class of cards, e.g. "Consumer AMD"
        e.reason = tr("the fit for %1 cards could not be checked on later prices").arg(title);
        return e;
    }
    e.ageAtSaleMonths =
        std::max(0, PriceFreshness::monthsBetween(gpu.releaseDate(), day)) + int(std::lround(years * 12));
    // Within the fit's ages, the check's error; beyond them, as far as the check measured the fit
    // there, the (larger) error it found; no farther.
    const bool within = e.ageAtSaleMonths <= fit->maxAgeMonths;
    const int reach = fit->maxAgeMonths + (checked->hasBeyondError() ? checked->beyondMonths : 0);
    if (e.ageAtSaleMonths > reach) {
        //: Why a card's cost of ownership counts no resale; %1 and %2 are ages in months
        e.reason = tr("%1 months old when sold, older than the fit reaches (%2 months)")
                       .arg(Formatter::integer(e.ageAtSaleMonths), Formatter::integer(reach));
        return e;
    }
    e.usd = *gpu.launchMsrpUsd * fit->ratioAt(e.ageAtSaleMonths);
    e.typicalError = within ? checked->medianError : checked->beyondMedianError;
    return e;
}

QString ResaleModel::classTitle(FormFactor segment, const QString &vendor)
{
    //: A class of cards: %1 is the segment ("Consumer"), %2 the vendor ("NVIDIA")
    return tr("%1 %2").arg(segmentTitle(segment), vendor);
}

QString ResaleModel::line(const ResaleEstimate &estimate, double usd, double years, const QString &currency)
{
    if (!estimate.usd) {
        //: A cost of ownership's resale line when none is counted; %1 says why
        return tr("no resale counted: %1").arg(estimate.reason);
    }
    //: A cost of ownership's resale line; %1 the years ("5 years"), %2 the amount, %3 the typical error ("25%")
    return tr("expected resale after %1: −%2 (estimate, typically within ±%3)")
        .arg(Formatter::years(years), Formatter::money(usd, currency), Formatter::percent(estimate.typicalError));
}

QString ResaleModel::keptLine()
{
    //: A cost of ownership's resale line in the what-if "keep it until it dies"
    return tr("no resale counted: kept until it stops working");
}

QString ResaleModel::markdown(const QDate &until) const
{
    // docs/resale.md's tables, in English like the rest of the docs.
    const auto pct = [](double fraction) -> QString {
        return QString::number(fraction * 100, 'f', 0) + u'%';
    };
    const auto className = [](FormFactor segment, const QString &vendor) -> QString {
        return formFactorKey(segment) + u' ' + vendor;
    };
    QString t = u"Fitted on every second-hand price up to %1 (what the app uses as of that month):\n\n"_s.arg(
        until.isValid() ? monthKey(until) : u"the newest"_s);
    t +=
        u"| class | prices | cards | ages (months) | ratio at launch | half-life (months) | median error in sample |\n"_s;
    t += u"| --- | ---: | ---: | ---: | ---: | ---: | ---: |\n"_s;
    for (const ResaleFit &f : fits(until)) {
        t += u"| %1 | %2 | %3 | up to %4 | %5 | %6 | %7 |\n"_s.arg(className(f.segment, f.vendor))
                 .arg(f.observations)
                 .arg(f.cards)
                 .arg(f.maxAgeMonths)
                 .arg(QString::number(f.launchRatio, 'f', 2), QString::number(f.halfLifeMonths(), 'f', 0),
                      pct(f.medianError));
    }
    t += u"\nOut of sample: fitted on prices up to %1, compared with those of %2 to %3:\n\n"_s.arg(
        checkCutOff().toString(u"yyyy-MM-dd"_s), checkFrom().toString(u"yyyy-MM"_s),
        until.isValid() ? monthKey(until) : u"the newest"_s);
    t += u"| class | fitted on | later prices | checked (sold / asking / quoted) | median error | median bias | "
         u"beyond the fit's ages: prices, months, median error | resale estimated |\n"_s;
    t += u"| --- | --- | ---: | ---: | ---: | ---: | ---: | --- |\n"_s;
    for (const ResaleCheck &c : check(checkCutOff(), checkFrom(), until)) {
        const QString fitted = c.fit ? u"%1 prices, %2 cards, ages up to %3"_s.arg(c.fit->observations)
                                           .arg(c.fit->cards)
                                           .arg(c.fit->maxAgeMonths)
                                     : u"too few prices"_s;
        const QString kinds = u"%1 (%2 / %3 / %4)"_s.arg(c.checked)
                                  .arg(c.soldChecked)
                                  .arg(c.askingChecked)
                                  .arg(c.checked - c.soldChecked - c.askingChecked);
        t += u"| %1 | %2 | %3 | %4 | %5 | %6 | %7 | %8 |\n"_s.arg(className(c.segment, c.vendor), fitted)
                 .arg(c.later)
                 .arg(c.fit ? kinds : u"-"_s)
                 .arg(c.fit && c.checked ? pct(c.medianError) : u"-"_s, c.fit && c.checked ? pct(c.medianBias) : u"-"_s)
                 .arg(c.beyondChecked
                          ? u"%1, up to %2, %3"_s.arg(c.beyondChecked).arg(c.beyondMonths).arg(pct(c.beyondMedianError))
                          : u"-"_s)
                 .arg(!c.hasError()        ? u"no"_s
                      : c.hasBeyondError() ? u"yes, up to %1 months beyond the fit's oldest age"_s.arg(c.beyondMonths)
                                           : u"yes, within the fit's ages"_s);
    }
    return t;
}

// SPDX-FileCopyrightText: 2026 GPU Advisor contributors
// SPDX-License-Identifier: GPL-3.0-or-later
#include "model/flowchart/displaytext.h"

#include "model/catalog/datasources.h"
#include "model/catalog/pricekinds.h"
#include "model/cost/freshness.h"
#include "model/format/formatter.h"

#include <cmath>

using namespace Qt::StringLiterals;

QString DisplayText::usd(double amount)
{
    return Formatter::money(amount);
}

QString DisplayText::answer(Answer answer)
{
    return answerTitle(answer);
}

QString DisplayText::condition(PriceCondition condition)
{
    return PriceKinds::conditionTitle(condition);
}

QString DisplayText::price(const PickDetails &pick)
{
    const std::optional<PriceObservation> p = pick.relevantPrice();
    if (!p)
        return tr("No price on record");
    //: %1 is a price such as $704, %2 is "new" or "used"
    return tr("%1 %2").arg(usd(p->usd), condition(p->condition));
}

QString DisplayText::priceProvenance(const PickDetails &pick)
{
    const std::optional<PriceObservation> p = pick.relevantPrice();
    if (!p)
        return tr("Not in the price database");
    //: %1 is the month or day of the price, %2 where it comes from, %3 its age ("14 months old")
    return tr("%1 · %2 · %3").arg(p->dateLabel(), shortSource(p->source), priceAgeText(p->observedOn, pick.asOf));
}

QString DisplayText::priceToolTip(const PickDetails &pick)
{
    const std::optional<PriceObservation> p = pick.relevantPrice();
    if (!p)
        return tr("The database holds no new or used price for this card.");
    QString tip = tr("%1 %2, observed %3").arg(usd(p->usd), condition(p->condition), p->dateLabel());
    //: %1 says what the price is, e.g. "used · average sold price"; %2 its age, e.g. "14 months old".
    tip += u"\n"_s + tr("What it is: %1 (%2)").arg(PriceKinds::describe(*p), priceAgeText(p->observedOn, pick.asOf));
    tip += u"\n"_s + tr("Source: %1").arg(p->source);
    if (const QString url = DataSources::sourceUrl(p->source); !url.isEmpty())
        //: %1 is the web address of the source (a page, or a data file at its commit)
        tip += u"\n"_s + tr("Link: %1").arg(url);
    if (!p->note.isEmpty())
        tip += u"\n"_s + tr("Note: %1").arg(p->note);
    if (p->userEntered)
        tip += u"\n"_s + tr("Entered by you.");
    const QString fallback = fallbackNote(pick);
    if (!fallback.isEmpty())
        tip += u"\n"_s + fallback;
    return tip;
}

QString DisplayText::fallbackNote(const PickDetails &pick)
{
    if (!pick.priceIsFallback())
        return {};
    return pick.used ? tr("No used price on record: this is the new price.")
                     : tr("No new price on record: this is the used price.");
}

QString DisplayText::shortSource(const QString &source)
{
    // The publisher or kind of the price, in the reader's language; the full citation stays as
    // it was recorded (tooltips, About, the JSON export).
    return DataSources::sourceTitle(source);
}

QString DisplayText::memory(const Gpu &gpu)
{
    //: %1 is the amount of memory, %2 its type (GDDR6X, HBM3)
    return tr("%1 GB %2").arg(Formatter::number(gpu.vramGb), gpu.memoryType).trimmed();
}

QString DisplayText::watts(double watts)
{
    return Formatter::watts(watts);
}

QString DisplayText::bandwidth(const Gpu &gpu)
{
    return Formatter::bandwidth(gpu.memoryBandwidthGbs);
}

QString DisplayText::power(const Gpu &gpu)
{
    return Formatter::watts(gpu.tdpWatts);
}

QString DisplayText::specProvenance(const Gpu &gpu)
{
    const QString source = gpu.source.isEmpty() ? tr("unknown source") : shortSource(gpu.source);
    if (gpu.userEdited)
        return tr("Specs: edited by you · %1").arg(gpu.specRecordedOn.toString(Qt::ISODate));
    if (!gpu.specRecordedOn.isValid())
        return tr("Specs: %1").arg(source);
    return tr("Specs: %1 · recorded %2").arg(source, gpu.specRecordedOn.toString(Qt::ISODate));
}

QString DisplayText::specToolTip(const Gpu &gpu)
{
    QString tip = tr("Specifications from %1").arg(gpu.source);
    if (const QString url = DataSources::sourceUrl(gpu.source); !url.isEmpty() && url != gpu.source.trimmed())
        tip += u"\n"_s + tr("Link: %1").arg(url);
    if (!gpu.secondarySources.isEmpty())
        tip += u"\n"_s + tr("Cross-checked against: %1").arg(gpu.secondarySources);
    if (!gpu.fieldsInDisagreement.isEmpty())
        tip += u"\n"_s + tr("Sources disagree on: %1").arg(gpu.fieldsInDisagreement);
    if (!gpu.confidence.isEmpty())
        tip += u"\n"_s + tr("Confidence: %1").arg(gpu.confidence);
    return tip;
}

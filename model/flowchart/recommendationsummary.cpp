// SPDX-FileCopyrightText: 2026 GPU Advisor contributors
// SPDX-License-Identifier: GPL-3.0-or-later
#include "model/flowchart/recommendationsummary.h"

#include "model/catalog/datasources.h"
#include "model/catalog/pricekinds.h"
#include "model/cost/freshness.h"
#include "model/cost/pricing.h"
#include "model/format/formatter.h"

using namespace Qt::StringLiterals;

namespace {

using RS = RecommendationSummary;

/// "$1,199 used as of 2026-10-01 (aiindigo.com); used · price quoted in an article, 1 month old".
QString priceText(const PickDetails &pick, const PriceObservation &price, const QDate &asOf)
{
    const QString usd = Formatter::money(price.usd);
    // The source's title; the source line keeps the full citation.
    const QString source = DataSources::sourceTitle(price.source);
    // Marketplace listings of mixed condition are second-hand offers; the kind that follows says so.
    //: %1 a price in dollars, %2 its month (YYYY-MM), %3 where the price comes from.
    QString text = price.condition != PriceCondition::New
                       ? RecommendationSummary::tr("%1 used as of %2 (%3)").arg(usd, price.dateLabel(), source)
                       //: %1 a price in dollars, %2 its month (YYYY-MM), %3 where the
                       //: price comes from.
                       : RecommendationSummary::tr("%1 new as of %2 (%3)").arg(usd, price.dateLabel(), source);
    //: %1 is a price and its date, %2 what the price is ("used · average sold price"), %3 its age.
    text = RecommendationSummary::tr("%1; %2, %3")
               .arg(text, PriceKinds::describe(price), priceAgeText(price.observedOn, asOf));
    if (pick.priceIsFallback()) {
        //: %1 is a price; the pick is a used card, but only a new price is known.
        text = pick.used ? RecommendationSummary::tr("%1 [no used price on record]").arg(text)
                         //: %1 is a price; the pick is a new card, but only a used price is known.
                         : RecommendationSummary::tr("%1 [no new price on record]").arg(text);
    }
    return text;
}

/// Where `pick`'s price stands against a card budget, without the words: fitsBudget() asks it for
/// every pick and runner-up, budgetVerdict() words it.
BudgetVerdict::Standing standingOf(const PickDetails &pick, double budgetUsd)
{
    const std::optional<PriceObservation> price = pick.relevantPrice();
    if (!price || budgetUsd <= 0)
        return BudgetVerdict::Standing::None;
    // A price of years ago is what the card once cost, not an offer: it neither fits nor breaks
    // the budget.
    if (!isCurrentPrice(price->observedOn, pick.asOf))
        return BudgetVerdict::Standing::NoCurrentOffer;
    return price->usd <= budgetUsd ? BudgetVerdict::Standing::Within : BudgetVerdict::Standing::Over;
}

SummarySection newSection(const QString &key, const QString &title)
{
    return {key, title, {}};
}

void append(RecommendationSummary *summary, const SummarySection &s)
{
    if (!s.lines.isEmpty())
        summary->sections.append(s);
}

SummarySection chosenSection(const Recommendation &rec)
{
    //: Heading of how today's pick was chosen.
    SummarySection chosen = newSection(u"chosen"_s, RecommendationSummary::tr("How this was chosen"));
    //: Label of the rule that chose the recommended cards, in words.
    chosen.lines.append(SummaryLine::labelled(u"rule"_s, RecommendationSummary::tr("How this was chosen"), rec.rule));
    if (!rec.unpriced.isEmpty()) {
        QStringList names;
        for (const Gpu &g : rec.unpriced)
            names.append(g.name);
        //: Label of a list of GPU names that would qualify but have no recent price.
        chosen.lines.append(SummaryLine::labelled(u"unpriced"_s,
                                                  RecommendationSummary::tr("Not ranked, no recent price on record"),
                                                  names.join(RecommendationSummary::tr(", "))));
    }
    return chosen;
}

SummarySection postSection(const Recommendation &rec, const QDate &asOf)
{
    bool same = rec.postPicks.size() == rec.picks.size();
    for (qsizetype i = 0; same && i < rec.picks.size(); ++i)
        same = rec.picks.at(i).gpu.id == rec.postPicks.at(i).gpu.id;
    SummarySection post = newSection(
        u"post"_s, same ? RecommendationSummary::tr("The post picked the same card in January 2023.")
                        : RecommendationSummary::tr("The post's own pick (January 2023), at its price on record"));
    if (same) {
        post.lines.append(SummaryLine::labelled(u"same"_s, QString(), post.title));
        return post;
    }
    for (qsizetype i = 0; i < rec.postPicks.size(); ++i)
        post.lines.append(RS::pickLine(u"post"_s, rec.postPicks.at(i), asOf, int(i)));
    return post;
}

SummarySection alsoSection(const Recommendation &rec, const QDate &asOf, double budgetUsd)
{
    //: Heading of a list of other GPUs worth a look.
    SummarySection also = newSection(u"also"_s, RecommendationSummary::tr("Also consider"));
    if (rec.runnerUps.isEmpty())
        return also;
    also.lines.append(SummaryLine::labelled(
        u"intro"_s, QString(),
        RecommendationSummary::tr(
            "Other cards from the same branch of the chart, to compare or if the pick above is hard to find.")));
    // Only what the budget allows; the cards left out are named, so the user knows they exist
    // (issue 11: a card $1,949 over budget was offered as an alternative).
    QStringList overBudget;
    for (qsizetype i = 0; i < rec.runnerUps.size(); ++i) {
        const PickDetails &p = rec.runnerUps.at(i);
        if (RS::fitsBudget(p, budgetUsd))
            also.lines.append(RS::pickLine(u"runnerUp"_s, p, asOf, int(i)));
        else
            overBudget.append(p.displayName());
    }
    if (!overBudget.isEmpty()) {
        //: %1 is the budget such as $1,000, %2 a list of graphics cards.
        also.lines.append(SummaryLine::labelled(
            u"overBudget"_s, QString(),
            RecommendationSummary::tr("Over your %1 budget, so not shown: %2.")
                .arg(Formatter::money(budgetUsd), overBudget.join(RecommendationSummary::tr(", ")))));
    }
    return also;
}

SummarySection budgetSection(const Recommendation &rec, double budgetUsd)
{
    //: Heading of the recommended cards' prices against the user's budget.
    SummarySection budget = newSection(u"budget"_s, RecommendationSummary::tr("Your budget"));
    if (budgetUsd <= 0)
        return budget;
    for (qsizetype i = 0; i < rec.picks.size(); ++i) {
        const PickDetails &p = rec.picks.at(i);
        const BudgetVerdict verdict = RS::budgetVerdict(p, budgetUsd);
        if (verdict.standing == BudgetVerdict::Standing::None)
            continue;
        SummaryLine line = SummaryLine::labelled(u"card"_s, p.displayName(), verdict.text);
        line.severity = verdict.standing == BudgetVerdict::Standing::Within ? Severity::None : Severity::Warning;
        line.index = int(i);
        budget.lines.append(line);
    }
    if (!rec.overBudgetPicks.isEmpty()) {
        QStringList names;
        for (const PickDetails &p : rec.overBudgetPicks)
            names.append(p.displayName());
        budget.lines.append(
            SummaryLine::labelled(u"overBudget"_s, QString(),
                                  RecommendationSummary::tr("Over your %1 budget, so not shown: %2.")
                                      .arg(Formatter::money(budgetUsd), names.join(RecommendationSummary::tr(", ")))));
    }
    return budget;
}

} // namespace

QString RecommendationSummary::chartLine(const QString &chartTitle, const QString &editionDate, Edition edition,
                                         const QDate &asOf)
{
    if (edition != Edition::Live) {
        //: %1 is the chart's title, %2 the date of its edition.
        return tr("Chart: %1, %2").arg(chartTitle, editionDate);
    }
    //: %1 is a month (YYYY-MM), %2 the chart's title, %3 the date of its edition.
    return tr("Chart: today's picks as of %1, by the rules behind %2 (%3)")
        .arg(Formatter::month(asOf.isValid() ? asOf : QDate::currentDate()), chartTitle, editionDate);
}

QString RecommendationSummary::usedMark()
{
    //: Follows the title of a recommendation for second-hand cards.
    return tr("[used]");
}

bool RecommendationSummary::fitsBudget(const PickDetails &pick, double budgetUsd)
{
    return standingOf(pick, budgetUsd) != BudgetVerdict::Standing::Over;
}

QString BudgetVerdict::key() const
{
    switch (standing) {
    case Standing::Within:
        return u"within"_s;
    case Standing::Over:
        return u"over"_s;
    case Standing::NoCurrentOffer:
        return u"stale"_s;
    case Standing::None:
        break;
    }
    return {};
}

BudgetVerdict RecommendationSummary::budgetVerdict(const PickDetails &pick, double budgetUsd)
{
    BudgetVerdict verdict;
    verdict.standing = standingOf(pick, budgetUsd);
    if (verdict.standing == BudgetVerdict::Standing::None)
        return verdict;
    const std::optional<PriceObservation> price = pick.relevantPrice();
    const QString budget = Formatter::money(budgetUsd);
    if (verdict.standing == BudgetVerdict::Standing::NoCurrentOffer) {
        //: %1 is the user's budget for the card, %2 the last price on record, %3 its age ("37 months old").
        verdict.text = tr("no current offer to set against your %1 budget: the last price, %2, is %3")
                           .arg(budget, Formatter::money(price->usd), priceAgeText(price->observedOn, pick.asOf));
        //: A card whose only price on record is too old to be an offer; the budget is said elsewhere.
        verdict.shortText = tr("No current offer");
        return verdict;
    }
    if (verdict.standing == BudgetVerdict::Standing::Within) {
        //: %1 is a card's price, %2 the user's budget for the card: "card $1,199 of your $1,500".
        verdict.text = tr("card %1 of your %2").arg(Formatter::money(price->usd), budget);
        //: A card's price is within the budget, which is said elsewhere.
        verdict.shortText = tr("Within budget");
    } else {
        const QString over = Formatter::money(price->usd - budgetUsd);
        //: %1 is how much a card's price is over the budget, %2 the budget.
        verdict.text = tr("%1 over your %2 budget").arg(over, budget);
        //: %1 is how much a card's price is over the budget, which is said elsewhere.
        verdict.shortText = tr("%1 over budget").arg(over);
    }
    // The budget is the card's, as the chart asks; what the whole machine costs stands beside it.
    if (pick.wholeBuildUsd && !pick.gpu.isCompleteComputer())
        //: Follows "card $1,199 of your $1,500": what the card and the machine around it cost.
        verdict.text = tr("%1; whole build %2").arg(verdict.text, Formatter::money(*pick.wholeBuildUsd));
    return verdict;
}

SummaryLine RecommendationSummary::pickLine(const QString &key, const PickDetails &pick, const QDate &asOf, int index)
{
    const Gpu &g = pick.gpu;
    //: A GPU's specs: %1 memory in GB, %2 memory type (GDDR6X), %3 memory bandwidth, %4 board power.
    QString text = tr("%1 GB %2, %3 GB/s, %4 W")
                       .arg(Formatter::number(g.vramGb), g.memoryType, Formatter::number(g.memoryBandwidthGbs),
                            Formatter::integer(g.tdpWatts));
    SummaryLine line = SummaryLine::labelled(key, pick.displayName(), text);
    line.index = index;
    const std::optional<PriceObservation> price = pick.relevantPrice();
    if (!price) {
        //: %1 is a GPU's specs.
        line.text = tr("%1, no price on record").arg(text);
        return line;
    }
    //: %1 is a GPU's specs, %2 its price with its date, source and kind.
    line.text = tr("%1, %2").arg(text, priceText(pick, *price, asOf));
    line.value = Formatter::money(price->usd);
    line.source = price->source;
    line.link = DataSources::sourceUrl(price->source);
    return line;
}

RecommendationSummary RecommendationSummary::of(const Recommendation &rec, Edition edition, const QDate &asOf,
                                                double budgetUsd)
{
    RecommendationSummary summary;
    summary.title = rec.leaf.title;
    summary.subtitle = rec.leaf.text;
    if (edition == Edition::Live) {
        SummarySection live = newSection(u"edition"_s, QString());
        //: %1 is a month (YYYY-MM).
        live.lines.append(
            SummaryLine::labelled(u"live"_s, QString(),
                                  tr("Today's picks by the rules behind the post's picks, as of %1.")
                                      .arg(Formatter::month(asOf.isValid() ? asOf : QDate::currentDate()))));
        append(&summary, live);
    }
    SummarySection picks = newSection(u"picks"_s, QString());
    for (qsizetype i = 0; i < rec.picks.size(); ++i)
        picks.lines.append(pickLine(u"pick"_s, rec.picks.at(i), asOf, int(i)));
    append(&summary, picks);
    append(&summary, budgetSection(rec, budgetUsd));
    if (!rec.picks.isEmpty() && rec.freshness.needsWarning()) {
        SummarySection fresh = newSection(u"freshness"_s, QString());
        SummaryLine warning = SummaryLine::labelled(u"warning"_s, QString(), rec.freshness.warning());
        warning.severity = Severity::Warning;
        fresh.lines.append(warning);
        append(&summary, fresh);
    }
    if (rec.live && !rec.rule.isEmpty()) {
        append(&summary, chosenSection(rec));
        append(&summary, postSection(rec, asOf));
    }
    if (!rec.leaf.advice.isEmpty()) {
        //: Heading of the advice that comes with a recommendation.
        SummarySection next = newSection(u"next"_s, tr("What to do next"));
        next.lines.append(SummaryLine::labelled(u"advice"_s, tr("What to do next"), rec.leaf.advice));
        append(&summary, next);
    }
    append(&summary, alsoSection(rec, asOf, budgetUsd));
    if (!rec.caveat.isEmpty()) {
        SummarySection caveat = newSection(u"caveat"_s, QString());
        SummaryLine note = SummaryLine::labelled(u"caveat"_s, QString(), rec.caveat);
        note.severity = Severity::Info;
        caveat.lines.append(note);
        append(&summary, caveat);
    }
    return summary;
}

// SPDX-FileCopyrightText: 2026 GPU Advisor contributors
// SPDX-License-Identifier: GPL-3.0-or-later
#include "model/flowchart/livepicks.h"

#include "model/build/costofownership.h"
#include "model/cost/pricing.h"
#include "model/format/formatter.h"
#include "model/performance/ranking.h"

#include <QJsonArray>
#include <QSet>

#include <algorithm>

using namespace Qt::StringLiterals;

QString editionKey(Edition edition)
{
    return edition == Edition::Live ? u"live"_s : u"2023"_s;
}

std::optional<Edition> editionFromKey(const QString &key)
{
    const QString k = key.trimmed().toLower();
    if (k == u"live")
        return Edition::Live;
    if (k == u"2023")
        return Edition::Post2023;
    return std::nullopt;
}

namespace {

QString selectKey(PickRulePart::Select select)
{
    switch (select) {
    case PickRulePart::Select::Fastest:
        return u"fastest"_s;
    case PickRulePart::Select::BestValue:
        return u"best-value"_s;
    case PickRulePart::Select::Cheapest:
        return u"cheapest"_s;
    }
    return {};
}

/// A part of a rule as a buyer reads it: "The cheapest used NVIDIA consumer card with at least 24 GB,
/// priced in the last 12 months and cheaper than the pick of "RTX 4090"."
QString partSentence(const PickRulePart &part, const QHash<QString, QString> &leafTitles)
{
    QStringList kind;
    kind.append(part.condition == PriceCondition::Used
                    //: How a rule buys its card: second-hand (marketplace listings included).
                    ? PickRule::tr("used")
                    //: How a rule buys its card.
                    : PickRule::tr("new"));
    if (!part.vendor.isEmpty())
        kind.append(part.vendor);
    QStringList segments;
    for (FormFactor f : part.segments)
        segments.append(formFactorKey(f));
    if (!segments.isEmpty())
        kind.append(segments.join(PickRule::tr(" or ")));
    const QString what = kind.join(u' ');
    const QString memory = Formatter::number(part.minMemoryGb);
    const QString metric = metricTitle(part.metric);
    QString sentence;
    switch (part.select) {
    case PickRulePart::Select::Fastest:
        sentence = part.count == 1
                       //: %1 "used NVIDIA consumer", %2 a number of GB, %3 a workload such as "16-bit training".
                       ? PickRule::tr("The fastest %1 card with at least %2 GB at %3").arg(what, memory, metric)
                       //: %1 how many cards, %2 "used NVIDIA consumer", %3 a number of GB, %4 a workload.
                       : PickRule::tr("The %1 fastest %2 cards with at least %3 GB at %4")
                             .arg(Formatter::integer(part.count), what, memory, metric);
        break;
    case PickRulePart::Select::BestValue:
        sentence = part.count == 1
                       //: %1 "used NVIDIA consumer", %2 a number of GB, %3 a workload such as "16-bit training".
                       ? PickRule::tr("The %1 card with at least %2 GB that gives the most %3 performance per dollar "
                                      "of owning it")
                             .arg(what, memory, metric)
                       //: %1 how many cards, %2 "used NVIDIA consumer", %3 a number of GB, %4 a workload.
                       : PickRule::tr("The %1 %2 cards with at least %3 GB that give the most %4 performance per "
                                      "dollar of owning them")
                             .arg(Formatter::integer(part.count), what, memory, metric);
        break;
    case PickRulePart::Select::Cheapest:
        sentence = part.count == 1
                       //: %1 "used NVIDIA consumer", %2 a number of GB.
                       ? PickRule::tr("The cheapest %1 card with at least %2 GB").arg(what, memory)
                       //: %1 how many cards, %2 "used NVIDIA consumer", %3 a number of GB.
                       : PickRule::tr("The %1 cheapest %2 cards with at least %3 GB")
                             .arg(Formatter::integer(part.count), what, memory);
        break;
    }
    QStringList conditions;
    if (part.needsPrice) {
        //: Part of a rule; %1 is a number of months.
        conditions.append(PickRule::tr("priced in the last %1 months").arg(LivePicks::OnSaleMonths));
    } else {
        //: Part of a rule for a buyer with no budget limit.
        conditions.append(PickRule::tr("priced or not"));
    }
    if (!part.belowLeaf.isEmpty()) {
        //: Part of a rule: the card must cost less than the pick of the step before in the budget chain; %1 is
        //: that step's title.
        conditions.append(
            PickRule::tr("cheaper than the pick of \"%1\"").arg(leafTitles.value(part.belowLeaf, part.belowLeaf)));
    }
    //: Joins the conditions of a rule: "priced in the last 12 months and cheaper than ...".
    return sentence + u", "_s + conditions.join(PickRule::tr(" and ")) + u'.';
}

} // namespace

bool PickRule::fromJson(const QJsonObject &json, PickRule *rule, QString *error)
{
    *rule = {};
    rule->basis = json.value(u"basis"_s).toString();
    const QJsonArray parts = json.value(u"parts"_s).toArray();
    if (parts.isEmpty()) {
        //: "parts" is the name of a JSON member (not translated).
        *error = tr("the rule has no \"parts\"");
        return false;
    }
    for (const QJsonValue v : parts) {
        const QJsonObject o = v.toObject();
        PickRulePart part;
        const auto metric = metricFromKey(o.value(u"metric"_s).toString());
        if (!metric) {
            //: %1 is what the definition gives; metric names are identifiers.
            *error = tr("the rule names the unknown metric \"%1\"").arg(o.value(u"metric"_s).toString());
            return false;
        }
        part.metric = *metric;
        part.minMemoryGb = o.value(u"min_memory_gb"_s).toDouble(0);
        const QString condition = o.value(u"condition"_s).toString(u"new"_s);
        if (condition == u"used")
            part.condition = PriceCondition::Used;
        else if (condition != u"new") {
            //: %1 is what the definition gives; "new" and "used" are identifiers.
            *error = tr("the rule's condition is \"%1\"; expected new or used").arg(condition);
            return false;
        }
        const QJsonArray segments = o.value(u"segments"_s).toArray();
        for (const QJsonValue s : segments) {
            const auto f = formFactorFromKey(s.toString());
            if (!f) {
                *error = tr("the rule names the unknown segment \"%1\"").arg(s.toString());
                return false;
            }
            part.segments.append(*f);
        }
        part.vendor = o.value(u"vendor"_s).toString();
        const QString select = o.value(u"select"_s).toString();
        if (select == u"fastest")
            part.select = PickRulePart::Select::Fastest;
        else if (select == u"best-value")
            part.select = PickRulePart::Select::BestValue;
        else if (select == u"cheapest")
            part.select = PickRulePart::Select::Cheapest;
        else {
            //: %1 is what the definition gives; "fastest", "best-value" and "cheapest" are identifiers.
            *error = tr("the rule selects \"%1\"; expected fastest, best-value or cheapest").arg(select);
            return false;
        }
        part.count = o.value(u"count"_s).toInt(1);
        if (part.count < 1 || part.count > 8) {
            *error = tr("the rule's count must be from 1 to 8");
            return false;
        }
        part.belowLeaf = o.value(u"below"_s).toString();
        part.needsPrice = o.value(u"needs_price"_s).toBool(true);
        if (part.select == PickRulePart::Select::Cheapest && !part.needsPrice) {
            //: "cheapest" and "needs_price" are identifiers of the rule format.
            *error = tr("a rule part that selects \"cheapest\" needs a price (\"needs_price\" true)");
            return false;
        }
        rule->parts.append(part);
    }
    return true;
}

QJsonObject PickRule::toJson() const
{
    QJsonArray list;
    for (const PickRulePart &p : parts) {
        QJsonArray segments;
        for (FormFactor f : p.segments)
            segments.append(formFactorKey(f));
        QJsonObject o{{u"metric"_s, metricKey(p.metric)},
                      {u"min_memory_gb"_s, p.minMemoryGb},
                      {u"condition"_s, priceConditionKey(p.condition)},
                      {u"segments"_s, segments},
                      {u"select"_s, selectKey(p.select)},
                      {u"count"_s, p.count},
                      {u"needs_price"_s, p.needsPrice}};
        if (!p.vendor.isEmpty())
            o.insert(u"vendor"_s, p.vendor);
        if (!p.belowLeaf.isEmpty())
            o.insert(u"below"_s, p.belowLeaf);
        list.append(o);
    }
    return QJsonObject{{u"parts"_s, list}, {u"basis"_s, basis}};
}

QString PickRule::describe(const QHash<QString, QString> &leafTitles) const
{
    QStringList sentences;
    for (const PickRulePart &p : parts)
        sentences.append(partSentence(p, leafTitles));
    return sentences.join(u' ');
}

WizardNeeds PickRule::rankingNeeds() const
{
    WizardNeeds needs;
    if (parts.isEmpty())
        return needs;
    const auto value = std::find_if(parts.cbegin(), parts.cend(),
                                    [](const PickRulePart &p) { return p.select == PickRulePart::Select::BestValue; });
    const PickRulePart &part = value != parts.cend() ? *value : parts.first();
    needs.metric = part.metric;
    needs.minVramGb = part.minMemoryGb;
    return needs;
}

namespace LivePicks {

namespace {

class Evaluator
{
public:
    Evaluator(const Flowchart &chart, const LivePickInput &input)
        : m_chart(chart)
        , m_input(input)
        , m_asOf(input.asOf.isValid() ? input.asOf : QDate::currentDate())
        , m_ownership(input.partPrices)
    {
        m_ownership.setResale(input.resale);
        for (const FlowLeaf &leaf : chart.leaves)
            m_leaves.insert(leaf.key, &leaf);
    }

    bool run(QString *error)
    {
        for (const FlowLeaf &leaf : m_chart.leaves) {
            if (!leaf.rule.isEmpty() && !evaluate(leaf.key, error))
                return false;
        }
        return true;
    }

    QHash<QString, LivePick> result() const { return m_done; }

private:
    bool evaluate(const QString &key, QString *error)
    {
        if (m_done.contains(key))
            return true;
        if (m_busy.contains(key)) {
            //: %1 is a leaf's key; rules name the leaf whose pick theirs must cost less than.
            *error = PickRule::tr("the rule of leaf \"%1\" depends on itself through \"below\"").arg(key);
            return false;
        }
        const FlowLeaf *leaf = m_leaves.value(key);
        if (!leaf) {
            *error = PickRule::tr("a rule names the unknown leaf \"%1\"").arg(key);
            return false;
        }
        m_busy.insert(key);
        LivePick pick;
        pick.leafKey = key;
        QString ruleError;
        if (!PickRule::fromJson(leaf->rule, &pick.rule, &ruleError)) {
            //: %1 is a leaf's key, %2 what is wrong with its rule.
            *error = PickRule::tr("leaf \"%1\": %2").arg(key, ruleError);
            return false;
        }
        QList<QDate> dates;
        for (const PickRulePart &part : std::as_const(pick.rule.parts)) {
            if (!part.belowLeaf.isEmpty() && !evaluate(part.belowLeaf, error))
                return false;
            if (!evaluatePart(part, &pick, error))
                return false;
        }
        for (const PickDetails &p : std::as_const(pick.picks)) {
            if (const auto price = p.relevantPrice())
                dates.append(price->observedOn);
        }
        pick.freshness = assessFreshness(dates, m_asOf, int(pick.unpriced.size()));
        for (const GpuPick &post : leaf->gpus) {
            const auto gpu = std::find_if(m_input.gpus.cbegin(), m_input.gpus.cend(),
                                          [&](const Gpu &g) { return g.id == post.gpuId; });
            if (gpu != m_input.gpus.cend())
                pick.postPicks.append({*gpu, post.used, quotePrice(m_input.prices.value(gpu->id), m_asOf), m_asOf});
        }
        m_busy.remove(key);
        m_done.insert(key, pick);
        return true;
    }

    /// The cheapest price of a leaf's picks, the cap of the step below it in a budget chain.
    std::optional<double> capOf(const QString &leafKey) const
    {
        std::optional<double> cap;
        for (const PickDetails &p : m_done.value(leafKey).picks) {
            if (const auto price = p.relevantPrice())
                cap = cap ? std::min(*cap, price->usd) : price->usd;
        }
        return cap;
    }

    bool evaluatePart(const PickRulePart &part, LivePick *pick, QString *error)
    {
        RankingOptions options;
        options.metric = part.metric;
        options.minVramGb = part.minMemoryGb;
        options.asOf = m_asOf;
        options.cost.priceBasis = part.condition == PriceCondition::Used ? PriceBasis::Used : PriceBasis::New;
        options.sort = part.select == PickRulePart::Select::Fastest ? RankingOptions::Sort::Performance
                                                                    : RankingOptions::Sort::Value;
        // The desktop around each card priced as `rank` prices it, so a pick's value is the ranking's.
        options.ownership = &m_ownership;
        // Several leaves rank by the same metric, memory and price basis: each ranking is made once.
        const QString rankingKey = u"%1/%2/%3/%4"_s.arg(int(options.metric))
                                       .arg(options.minVramGb)
                                       .arg(int(options.cost.priceBasis))
                                       .arg(int(options.sort));
        auto known = m_rankings.constFind(rankingKey);
        if (known == m_rankings.constEnd()) {
            QString rankError;
            QList<RankEntry> fresh = rankGpus(m_input.gpus, m_input.prices, m_input.parameters, options, &rankError);
            if (!rankError.isEmpty()) {
                *error = rankError;
                return false;
            }
            known = m_rankings.emplace(rankingKey, std::move(fresh));
        }
        const QList<RankEntry> ranked = *known;
        const std::optional<double> cap = part.belowLeaf.isEmpty() ? std::nullopt : capOf(part.belowLeaf);
        QList<const RankEntry *> eligible;
        QList<const RankEntry *> unpriced;
        const auto priceOf = [&part](const RankEntry &e) {
            return part.condition == PriceCondition::Used ? e.quote.used : e.quote.newest;
        };
        for (const RankEntry &e : ranked) {
            if (e.gpu.deviceKind != DeviceKind::Card)
                continue;
            if (!part.segments.isEmpty() && !part.segments.contains(e.gpu.formFactor))
                continue;
            if (!part.vendor.isEmpty() && e.gpu.vendor.compare(part.vendor, Qt::CaseInsensitive) != 0)
                continue;
            if (std::any_of(pick->picks.cbegin(), pick->picks.cend(),
                            [&](const PickDetails &p) { return p.gpu.id == e.gpu.id; }))
                continue;
            const std::optional<PriceObservation> observation = priceOf(e);
            const bool onSale = observation && isCurrentPrice(observation->observedOn, m_asOf);
            if (!onSale && part.needsPrice) {
                unpriced.append(&e);
                continue;
            }
            if (cap && (!observation || observation->usd >= *cap))
                continue;
            eligible.append(&e);
        }
        if (part.select == PickRulePart::Select::Fastest) {
            // The fastest by the model, whether the ranking's basis has a price for them or not
            // (rankGpus lists those it cannot price apart; a rule that needs no price does not).
            std::sort(eligible.begin(), eligible.end(), [](const RankEntry *a, const RankEntry *b) {
                if (a->performance.relative != b->performance.relative)
                    return a->performance.relative > b->performance.relative;
                return a->gpu.name < b->gpu.name;
            });
        }
        if (part.select == PickRulePart::Select::Cheapest) {
            // The lowest price first; among equal prices the ranking's order (better value) stands.
            // A card without a usable price cannot be judged the cheapest, so none is listed apart.
            std::stable_sort(eligible.begin(), eligible.end(), [&](const RankEntry *a, const RankEntry *b) {
                const auto pa = priceOf(*a);
                const auto pb = priceOf(*b);
                return pa && (!pb || pa->usd < pb->usd);
            });
            unpriced.clear();
        }
        const QList<const RankEntry *> chosen = eligible.mid(0, part.count);
        // Ranked entries come best first; a card without a usable price that ranks above the
        // weakest pick could have won, so it is named apart.
        const double weakest = chosen.isEmpty() ? 0 : chosen.last()->performance.relative;
        for (const RankEntry *e : std::as_const(unpriced)) {
            if (chosen.isEmpty() || e->performance.relative > weakest)
                pick->unpriced.append(e->gpu);
        }
        for (const RankEntry *e : std::as_const(chosen))
            pick->picks.append(PickDetails::ranked(*e, part.metric, part.condition == PriceCondition::Used, m_asOf));
        return true;
    }

    const Flowchart &m_chart;
    const LivePickInput &m_input;
    const QDate m_asOf;
    CostOfOwnership m_ownership;
    QHash<QString, const FlowLeaf *> m_leaves;
    QHash<QString, LivePick> m_done;
    QSet<QString> m_busy;
    QHash<QString, QList<RankEntry>> m_rankings;
};

QString budgetQuestion(const QList<PickDetails> &picks)
{
    //: A budget question of the live edition; %1 names one or more cards.
    return PickRule::tr("Is %1 within your budget?").arg(PickDetails::choiceOf(picks));
}

} // namespace

QHash<QString, LivePick> evaluate(const Flowchart &chart, const LivePickInput &input, QString *error)
{
    Evaluator evaluator(chart, input);
    QString message;
    if (!evaluator.run(&message)) {
        if (error)
            *error = message;
        return {};
    }
    return evaluator.result();
}

LiveEvaluation evaluateAt(const Flowchart &chart, const GpuRepository &gpus, const QDate &asOf,
                          const PartPriceRepository *parts)
{
    LiveEvaluation result;
    result.asOf = asOf;
    LivePickInput input;
    input.asOf = asOf;
    input.gpus = gpus.gpus(&result.error);
    if (parts) {
        // Without its part prices the planner prices a desktop from its documented defaults.
        QString partError;
        input.partPrices = parts->partPrices(&partError);
        if (!partError.isEmpty())
            input.partPrices.clear();
        result.partPrices = input.partPrices;
    }
    // Only the prices the quotes rest on: reading every observation ever made was a twelfth of
    // the start-up, for the same picks (tst_seeddata::quotedPricesAreWhatQuotesNeed).
    const QDate quoteDate = asOf.isValid() ? asOf : QDate::currentDate();
    for (const PriceObservation &p : gpus.quotedPrices(quoteDate, &result.error))
        input.prices[p.gpuId].append(p);
    // The resale fits need every second-hand price, not only the quoted ones.
    input.resale = ResaleModel(input.gpus, gpus.allPrices(&result.error));
    result.resale = input.resale;
    if (result.error.isEmpty())
        result.picks = evaluate(chart, input, &result.error);
    if (!result.error.isEmpty())
        result.picks.clear();
    return result;
}

Flowchart liveChart(const Flowchart &chart, const QHash<QString, LivePick> &picks)
{
    Flowchart live = chart;
    QHash<qint64, QList<PickDetails>> leafPicks;
    for (FlowLeaf &leaf : live.leaves) {
        const auto it = picks.constFind(leaf.key);
        if (it == picks.cend() || it->picks.isEmpty())
            continue;
        const QList<GpuPick> post = leaf.gpus;
        leaf.gpus.clear();
        for (const PickDetails &p : it->picks)
            leaf.gpus.append({p.gpu.id, p.used});
        leafPicks.insert(leaf.id, it->picks);
        if (leaf.gpus == post)
            continue;
        // Another card than the post's: the title names it, the text says why, and the post's
        // advice, written for its own card, is marked as such.
        leaf.title = PickDetails::choiceOf(it->picks);
        //: %1 is the title of the post's pick (e.g. "RTX 4090"), %2 a month (YYYY-MM).
        leaf.text = PickRule::tr("Today's pick by the rule behind the post's pick \"%1\", as of %2.")
                        .arg(chart.leaves.value(leaf.id).title, it->freshness.asOf.toString(u"yyyy-MM"_s));
        if (!leaf.advice.isEmpty()) {
            //: %1 is the post's advice, written for the card it picked in 2023.
            leaf.advice = PickRule::tr("The post's advice for its own pick: %1").arg(leaf.advice);
        }
    }
    for (const FlowNode &node : std::as_const(live.nodes)) {
        if (!node.questionId || !live.questions.contains(node.questionId))
            continue;
        FlowQuestion &question = live.questions[node.questionId];
        if (!question.isBudgetQuestion())
            continue;
        const FlowNode *yes = live.node(node.yesTarget);
        if (!yes || !yes->isLeaf() || !leafPicks.contains(yes->leafId))
            continue;
        const QList<PickDetails> &cards = leafPicks.value(yes->leafId);
        const QList<GpuPick> postOffered = question.offered;
        question.offered.clear();
        for (const PickDetails &p : cards)
            question.offered.append({p.gpu.id, p.used});
        question.text = budgetQuestion(cards);
        if (question.offered == postOffered)
            continue;
        // The post's explanation speaks of the card it asked about; said as such, after what the
        // question asks about now.
        const QString postCard = chart.leaves.value(yes->leafId).title;
        const QString asked = PickDetails::choiceOf(cards);
        question.explanation =
            question.explanation.isEmpty()
                //: %1 names today's cards, %2 the card the post asked about in January 2023 (e.g. "RTX 4090").
                ? PickRule::tr("Today's rule offers %1 here; the post (January 2023) asked about the %2.")
                      .arg(asked, postCard)
                //: %1 names today's cards, %2 the card the post asked about, %3 the post's explanation of the
                //: question, written for that card.
                : PickRule::tr("Today's rule offers %1 here; the post (January 2023) asked about the %2, and "
                               "explained: %3")
                      .arg(asked, postCard, question.explanation);
    }
    return live;
}

void attach(Recommendation *recommendation, const QHash<QString, LivePick> &picks, const Flowchart &chart)
{
    recommendation->live = true;
    const auto it = picks.constFind(recommendation->leaf.key);
    if (it == picks.cend())
        return;
    QHash<QString, QString> titles;
    for (const FlowLeaf &leaf : chart.leaves)
        titles.insert(leaf.key, leaf.title);
    recommendation->rule = it->rule.describe(titles);
    recommendation->postPicks = it->postPicks;
    recommendation->unpriced = it->unpriced;
    // The ranking's figures of each card it chose, where the card is priced as it was then.
    for (PickDetails &shown : recommendation->picks) {
        for (const PickDetails &chosen : it->picks) {
            const auto price = shown.relevantPrice();
            const auto chosenPrice = chosen.relevantPrice();
            if (chosen.gpu.id == shown.gpu.id && chosen.used == shown.used && price && chosenPrice &&
                price->usd == chosenPrice->usd) {
                shown.totalCostUsd = chosen.totalCostUsd;
                shown.wholeBuildUsd = chosen.wholeBuildUsd;
                shown.performancePerDollar = chosen.performancePerDollar;
                shown.valueMetric = chosen.valueMetric;
            }
        }
    }
    if (!it->picks.isEmpty())
        recommendation->needs = it->rule.rankingNeeds();
    if (!it->picks.isEmpty())
        recommendation->freshness = it->freshness;
}

} // namespace LivePicks

// SPDX-FileCopyrightText: 2026 GPU Advisor contributors
// SPDX-License-Identifier: GPL-3.0-or-later
#include "model/flowchart/budgetwalk.h"

#include "model/cost/pricing.h"
#include "model/flowchart/livepicks.h"
#include "model/format/formatter.h"
#include "model/performance/ranking.h"

#include <algorithm>

using namespace Qt::StringLiterals;

bool BudgetWalk::replay(FlowchartWalker *walker, const QStringList &words, double budgetUsd, const GpuRepository &gpus,
                        const QDate &asOf, QString *error)
{
    walker->restart();
    qsizetype next = 0;
    while (!walker->isFinished()) {
        const FlowQuestion *question = walker->currentQuestion();
        if (!question)
            return false;
        if (question->isBudgetQuestion()) {
            const BudgetAdvice advice = adviseOnBudget(*question, gpus, budgetUsd, asOf);
            if (!advice.suggestion) {
                //: %1 is a question of the chart; --budget and --answers are options, typed as they are.
                *error = tr("no card the question \"%1\" asks about has a price on record, so --budget cannot "
                            "answer it; give every answer with --answers instead")
                             .arg(question->text);
                return false;
            }
            walker->answer(*advice.suggestion);
            continue;
        }
        if (next >= words.size()) {
            //: %1 is the number of answers given, %2 a question of the chart, %3 and %4 the words "yes" and "no"
            //: that the user types (they stay in English).
            *error = tr("too few answers: after %1 answer(s) the walk is at the question \"%2\", which the budget "
                        "does not answer; expected %3 or %4")
                         .arg(QString::number(next), question->text, answerKey(Answer::Yes), answerKey(Answer::No));
            return false;
        }
        const QString &word = words.at(next++);
        const std::optional<Answer> answer = answerFromKey(word);
        if (!answer) {
            //: %1 is the answer's position (1-based), %2 the word given, %3 and %4 the words "yes" and "no"
            //: that the user types (they stay in English), %5 the question's text.
            *error =
                tr("answer %1 ('%2') is not %3 or %4; expected %3 or %4 for the question \"%5\"")
                    .arg(QString::number(next), word, answerKey(Answer::Yes), answerKey(Answer::No), question->text);
            return false;
        }
        walker->answer(*answer);
    }
    if (next < words.size()) {
        //: %1 is the answer's position (1-based), %2 the word given, %3 the title of the result reached.
        *error = tr("answer %1 ('%2') is one too many: with the budget the walk reached \"%3\"; the budget "
                    "answers the questions about prices")
                     .arg(QString::number(next + 1), words.at(next), walker->leaf()->title);
        return false;
    }
    return true;
}

WizardNeeds BudgetWalk::rankingNeeds(const FlowchartWalker &walker, const Recommendation &recommendation)
{
    return recommendation.needs.isEmpty() ? wizardNeeds(walker) : recommendation.needs;
}

void BudgetWalk::fallBack(Recommendation *recommendation, const FlowchartWalker &walker, const GpuRepository &gpus,
                          double budgetUsd, const QDate &asOf, const CostOfOwnership *ownership)
{
    if (!recommendation->isValid() || recommendation->leaf.kind != LeafKind::NoOption)
        return;
    const WizardNeeds needs = wizardNeeds(walker);
    if (!needs.metric)
        return;
    // The cards of the last budget question answered "no": their condition is the one the walk
    // was buying in, and without a budget figure the budget is below the cheapest of them.
    QList<PickDetails> declined;
    for (const FlowchartWalker::Step &step : walker.steps()) {
        const FlowQuestion *question = walker.chart().questionAt(step.nodeId);
        if (question && question->isBudgetQuestion() && step.answer == Answer::No)
            declined = resolvePicks(question->offered, gpus, asOf);
    }
    if (declined.isEmpty())
        return;
    const bool used = std::all_of(declined.cbegin(), declined.cend(), [](const PickDetails &p) { return p.used; });
    std::optional<double> cheapestDeclined;
    const PickDetails *cheapestCard = nullptr;
    for (const PickDetails &p : std::as_const(declined)) {
        if (const auto price = p.relevantPrice(); price && (!cheapestDeclined || price->usd < *cheapestDeclined)) {
            cheapestDeclined = price->usd;
            cheapestCard = &p;
        }
    }
    if (budgetUsd <= 0 && !cheapestDeclined)
        return;

    const QDate at = asOf.isValid() ? asOf : QDate::currentDate();
    QString error;
    const QList<Gpu> all = gpus.gpus(&error);
    QHash<qint64, QList<PriceObservation>> prices;
    for (const PriceObservation &p : gpus.quotedPrices(at, &error))
        prices[p.gpuId].append(p);
    if (!error.isEmpty())
        return;
    RankingOptions options;
    options.metric = *needs.metric;
    options.minVramGb = needs.minVramGb;
    options.asOf = at;
    options.cost.priceBasis = used ? PriceBasis::Used : PriceBasis::New;
    options.sort = RankingOptions::Sort::Value;
    options.ownership = ownership;
    const QList<RankEntry> ranked = rankGpus(all, prices, PerformanceParameters::defaults(), options, &error);
    const auto within = [&](double usd) {
        return budgetUsd > 0 ? usd <= budgetUsd : usd < *cheapestDeclined;
    };
    const auto best = std::find_if(ranked.cbegin(), ranked.cend(), [&](const RankEntry &e) {
        // The wizard's budget is a card's: complete computers are not compared with it.
        if (e.gpu.deviceKind != DeviceKind::Card)
            return false;
        const std::optional<PriceObservation> &price = used ? e.quote.used : e.quote.newest;
        return price && isCurrentPrice(price->observedOn, at) && within(price->usd);
    });

    const QString limit = budgetUsd > 0
                              //: %1 is the user's budget in dollars.
                              ? tr("your budget of %1").arg(Formatter::money(budgetUsd))
                              //: %1 is a card the user said is over their budget, %2 its price.
                              : tr("your budget (less than the %1 at %2 you declined)")
                                    .arg(cheapestCard->displayName(), Formatter::money(*cheapestDeclined));
    //: %1 is a workload such as "16-bit training", %2 a number of GB.
    const QString ranking = tr("the ranking by value at %1 of cards with at least %2 GB, the one \"Rank by value\" "
                               "opens")
                                .arg(metricTitle(*needs.metric), Formatter::number(needs.minVramGb));
    if (best == ranked.cend()) {
        //: Follows the text of "No viable option"; %1 is a ranking ("the ranking by value at ..."), %2 a budget.
        recommendation->leaf.text += u' ' + tr("Nor does %1 have a card on sale within %2.").arg(ranking, limit);
        return;
    }
    const PickDetails pick = PickDetails::ranked(*best, *needs.metric, used, asOf);
    recommendation->leaf.kind = LeafKind::Gpu;
    recommendation->leaf.title = pick.displayName();
    //: %1 is a budget ("your budget of $1,500"), %2 a ranking ("the ranking by value at ..."), %3 a card.
    recommendation->leaf.text = tr("No card the chart offers is within %1. The best card within it from %2 is the %3.")
                                    .arg(limit, ranking, pick.displayName());
    recommendation->leaf.advice.clear();
    recommendation->picks = {pick};
    recommendation->runnerUps = {};
    recommendation->budgetFallback = true;
    recommendation->needs = needs;
    QList<QDate> dates;
    if (const auto price = pick.relevantPrice())
        dates.append(price->observedOn);
    recommendation->freshness = assessFreshness(dates, at, 0);
}

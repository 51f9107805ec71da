// SPDX-FileCopyrightText: 2026 GPU Advisor contributors
// SPDX-License-Identifier: GPL-3.0-or-later
#include "model/flowchart/recommendationsession.h"

#include "model/flowchart/budgetwalk.h"
#include "model/flowchart/recommendationsummary.h"
#include "model/format/formatter.h"

#include <QJsonArray>
#include <QJsonObject>

#include <cmath>

using namespace Qt::StringLiterals;

namespace {

/// Prices are compared to the cent: a price read again from the database is the same number.
bool samePrice(const std::optional<double> &a, const std::optional<double> &b)
{
    if (!a || !b)
        return !a && !b;
    return std::abs(*a - *b) < 0.005;
}

QString sessionPriceText(const std::optional<double> &usd)
{
    //: Stands for a price in "what changed" when none is on record.
    return usd ? Formatter::money(*usd) : RecommendationSession::tr("no price on record");
}

/// Why a saved answer no longer answers the question asked at its place (1-based `number`).
QString changeText(int number, const GivenAnswer &was, const GivenAnswer &now)
{
    const QString answer = answerTitle(was.answer);
    if (was.questionKey != now.questionKey) {
        //: %1 is a question's number.
        return RecommendationSession::tr("The chart asks another question at question %1 now: answer it.").arg(number);
    }
    if (was.offered == now.offered) {
        //: %1 is the user's answer (yes or no), %2 a question's number, %3 the cards it asks about, %4 and %5
        //: prices (or "no price on record").
        return RecommendationSession::tr("You answered \"%1\" to question %2 when the %3 cost %4; with the new "
                                         "data it costs %5. Answer it again.")
            .arg(answer, QString::number(number), now.cards, sessionPriceText(was.priceUsd),
                 sessionPriceText(now.priceUsd));
    }
    //: %1 is the user's answer (yes or no), %2 a question's number, %3 and %5 the cards it asked about then and
    //: asks about now, %4 and %6 their prices (or "no price on record").
    return RecommendationSession::tr("You answered \"%1\" to question %2 when it asked about the %3 at %4; with "
                                     "the new data it asks about the %5 at %6. Answer it again.")
        .arg(answer, QString::number(number), was.cards, sessionPriceText(was.priceUsd), now.cards,
             sessionPriceText(now.priceUsd));
}

// A live leaf names every card its rule picks; with a budget, the cards it does not cover leave
// the answer and its title and are named apart, as long as one of them is within it (issue 25: a
// used RTX 5090 at $4,795 beside the used RTX 3090 for a $1,500 budget).
void keepPicksWithinBudget(Recommendation *rec, double budgetUsd)
{
    if (budgetUsd <= 0 || rec->budgetFallback)
        return;
    QList<PickDetails> within;
    QList<PickDetails> over;
    for (const PickDetails &p : std::as_const(rec->picks))
        (RecommendationSummary::fitsBudget(p, budgetUsd) ? within : over).append(p);
    if (within.isEmpty() || over.isEmpty())
        return;
    // A title that names the picks (a live leaf's) names only those kept.
    if (rec->leaf.title == PickDetails::choiceOf(rec->picks))
        rec->leaf.title = PickDetails::choiceOf(within);
    rec->picks = within;
    rec->overBudgetPicks = over;
}

} // namespace

bool GivenAnswer::answers(const GivenAnswer &now) const
{
    return questionKey == now.questionKey && offered == now.offered && samePrice(priceUsd, now.priceUsd);
}

QJsonObject GivenAnswer::toJson() const
{
    QJsonObject o{{u"question"_s, questionKey}, {u"answer"_s, answerKey(answer)}};
    if (!offered.isEmpty()) {
        QJsonArray list;
        for (const GpuPick &p : offered)
            list.append(QJsonObject{{u"gpu_id"_s, p.gpuId}, {u"used"_s, p.used}});
        o.insert(u"offered"_s, list);
        o.insert(u"cards"_s, cards);
        o.insert(u"usd"_s, priceUsd ? QJsonValue(*priceUsd) : QJsonValue());
    }
    return o;
}

bool GivenAnswer::fromJson(const QJsonObject &json, GivenAnswer *answer)
{
    GivenAnswer a;
    a.questionKey = json.value(u"question"_s).toString();
    const std::optional<Answer> given = answerFromKey(json.value(u"answer"_s).toString());
    if (a.questionKey.isEmpty() || !given)
        return false;
    a.answer = *given;
    const QJsonArray list = json.value(u"offered"_s).toArray();
    for (const QJsonValue v : list) {
        const QJsonObject card = v.toObject();
        const qint64 id = card.value(u"gpu_id"_s).toInteger(0);
        if (id <= 0)
            return false;
        a.offered.append({id, card.value(u"used"_s).toBool()});
    }
    a.cards = json.value(u"cards"_s).toString();
    if (const QJsonValue usd = json.value(u"usd"_s); usd.isDouble() && std::isfinite(usd.toDouble()))
        a.priceUsd = usd.toDouble();
    *answer = a;
    return true;
}

RecommendationSession::RecommendationSession(Flowchart postChart, const GpuRepository &gpus, const QDate &month,
                                             PendingLiveEvaluation earlyPicks, const PartPriceRepository *parts)
    : m_postChart(std::move(postChart))
    , m_gpus(gpus)
    , m_parts(parts)
    , m_earlyPicks(std::move(earlyPicks))
{
    adoptMonth(month);
    evaluate();
    m_edition = m_hasLive ? Edition::Live : Edition::Post2023;
    m_walker = FlowchartWalker(editionChart());
}

QDate RecommendationSession::asOfMonth() const
{
    return m_followToday ? QDate() : QDate(m_asOf.year(), m_asOf.month(), 1);
}

QDate RecommendationSession::pricesAsOf() const
{
    // Today's cards with the latest prices; a chosen month's with the prices on record then.
    return m_edition == Edition::Live && !m_followToday ? m_asOf : QDate();
}

bool RecommendationSession::adoptMonth(const QDate &month)
{
    const QDate today = QDate::currentDate();
    const bool follow =
        !month.isValid() || (month.year() == today.year() && month.month() == today.month()) || month > today;
    const QDate end = follow ? today : QDate(month.year(), month.month(), 1).addMonths(1).addDays(-1);
    if (follow == m_followToday && end == m_asOf)
        return false;
    m_followToday = follow;
    m_asOf = end;
    return true;
}

void RecommendationSession::evaluate()
{
    if (m_followToday || !m_asOf.isValid())
        m_asOf = QDate::currentDate();
    // The picks worked out while the window was being built are used once, for their month.
    LiveEvaluation evaluation = m_earlyPicks.valid() && m_earlyPicks.get().asOf == m_asOf
                                    ? m_earlyPicks.get()
                                    : LivePicks::evaluateAt(m_postChart, m_gpus, m_asOf, m_parts);
    m_earlyPicks = {};
    // The part prices are read once, with the picks: the fallback's ranking counts the same desktop.
    m_ownership.setPartPrices(std::move(evaluation.partPrices));
    m_ownership.setResale(std::move(evaluation.resale));
    m_livePicks = std::move(evaluation.picks);
    m_liveProblem = evaluation.error;
    m_hasLive = m_liveProblem.isEmpty() && !m_livePicks.isEmpty();
    if (m_hasLive)
        m_liveChart = LivePicks::liveChart(m_postChart, m_livePicks);
    // Without rules (or the data to evaluate them) only the post's picks are offered.
    if (!m_hasLive)
        m_edition = Edition::Post2023;
}

const Flowchart &RecommendationSession::editionChart() const
{
    return m_edition == Edition::Live ? m_liveChart : m_postChart;
}

GivenAnswer RecommendationSession::describeCurrent() const
{
    GivenAnswer now;
    const FlowQuestion *question = m_walker.currentQuestion();
    if (!question)
        return now;
    now.questionKey = question->key;
    if (question->isBudgetQuestion()) {
        now.offered = question->offered;
        const BudgetAdvice advice = adviseOnBudget(*question, m_gpus, 0, pricesAsOf());
        now.priceUsd = advice.cheapestUsd;
        now.cards = PickDetails::choiceOf(advice.offered);
    }
    return now;
}

void RecommendationSession::walkAgain(const QList<GivenAnswer> &answers)
{
    m_walker = FlowchartWalker(editionChart());
    m_given.clear();
    m_notice.clear();
    for (qsizetype i = 0; i < answers.size() && !m_walker.isFinished(); ++i) {
        GivenAnswer now = describeCurrent();
        const GivenAnswer &was = answers.at(i);
        if (!was.answers(now)) {
            m_notice = changeText(int(i + 1), was, now);
            return;
        }
        now.answer = was.answer;
        m_walker.answer(was.answer);
        m_given.append(now);
    }
}

void RecommendationSession::syncGiven()
{
    // The steps the walker kept are answered as recorded; the ones it added (an answer, or one
    // given again by forward()) are recorded as asked now: the data has not changed meanwhile.
    const QList<FlowchartWalker::Step> &steps = m_walker.steps();
    qsizetype keep = 0;
    while (keep < m_given.size() && keep < steps.size() && m_given.at(keep).answer == steps.at(keep).answer &&
           m_walker.chart().questionAt(steps.at(keep).nodeId) &&
           m_given.at(keep).questionKey == m_walker.chart().questionAt(steps.at(keep).nodeId)->key)
        ++keep;
    m_given.resize(keep);
    if (keep == steps.size())
        return;
    // Described by walking a copy from the last kept step.
    FlowchartWalker replayed(m_walker.chart());
    for (qsizetype i = 0; i < keep; ++i)
        replayed.answer(steps.at(i).answer);
    std::swap(replayed, m_walker);
    for (qsizetype i = keep; i < replayed.steps().size(); ++i) {
        GivenAnswer now = describeCurrent();
        now.answer = replayed.steps().at(i).answer;
        m_walker.answer(now.answer);
        m_given.append(now);
    }
    std::swap(replayed, m_walker);
}

bool RecommendationSession::setEdition(Edition edition)
{
    if (edition == Edition::Live && !m_hasLive)
        edition = Edition::Post2023;
    if (edition == m_edition)
        return false;
    const QList<GivenAnswer> answers = m_given;
    m_edition = edition;
    walkAgain(answers);
    return true;
}

bool RecommendationSession::setAsOfMonth(const QDate &month)
{
    if (!adoptMonth(month))
        return false;
    reload();
    return true;
}

void RecommendationSession::reload()
{
    const QList<GivenAnswer> answers = m_given;
    evaluate();
    walkAgain(answers);
}

void RecommendationSession::restore(const QDate &month, Edition edition, const QList<GivenAnswer> &answers)
{
    if (adoptMonth(month))
        evaluate();
    m_edition = edition == Edition::Live && m_hasLive ? Edition::Live : Edition::Post2023;
    walkAgain(answers);
}

void RecommendationSession::restore(const QDate &month, Edition edition, const QList<Answer> &answers)
{
    if (adoptMonth(month))
        evaluate();
    m_edition = edition == Edition::Live && m_hasLive ? Edition::Live : Edition::Post2023;
    m_walker = FlowchartWalker(editionChart());
    m_given.clear();
    m_notice.clear();
    for (qsizetype i = 0; i < answers.size() && !m_walker.isFinished(); ++i) {
        GivenAnswer now = describeCurrent();
        if (!now.offered.isEmpty()) {
            // The saved answer does not say which cards and prices it answered.
            //: %1 is a question's number.
            m_notice = tr("Your saved answers stop at question %1, about prices: answer it for the cards and "
                          "prices on record now.")
                           .arg(i + 1);
            return;
        }
        now.answer = answers.at(i);
        m_walker.answer(now.answer);
        m_given.append(now);
    }
}

bool RecommendationSession::answer(Answer answer)
{
    if (!m_walker.answer(answer))
        return false;
    m_notice.clear();
    syncGiven();
    return true;
}

bool RecommendationSession::back()
{
    if (!m_walker.back())
        return false;
    m_notice.clear();
    syncGiven();
    return true;
}

bool RecommendationSession::forward()
{
    if (!m_walker.forward())
        return false;
    m_notice.clear();
    syncGiven();
    return true;
}

bool RecommendationSession::jumpTo(int index)
{
    if (!m_walker.jumpTo(index))
        return false;
    m_notice.clear();
    syncGiven();
    return true;
}

void RecommendationSession::restart()
{
    m_walker.restart();
    m_notice.clear();
    syncGiven();
}

bool RecommendationSession::replay(const QStringList &words, double budgetUsd, const QDate &pricedAsOf, QString *error)
{
    FlowchartWalker walker(editionChart());
    const bool walked = budgetUsd > 0 ? BudgetWalk::replay(&walker, words, budgetUsd, m_gpus, pricedAsOf, error)
                                      : walker.replay(words, error);
    if (!walked)
        return false;
    m_walker = std::move(walker);
    m_given.clear();
    m_notice.clear();
    syncGiven();
    return true;
}

Recommendation RecommendationSession::recommendation(double budgetUsd, const QDate &pricedAsOf) const
{
    Recommendation rec = recommendationFor(m_walker, m_gpus, pricedAsOf);
    if (m_edition == Edition::Live) {
        LivePicks::attach(&rec, m_livePicks, m_postChart);
        // No step of the chart within the budget: the best card within it, said as such.
        BudgetWalk::fallBack(&rec, m_walker, m_gpus, budgetUsd, pricedAsOf, &m_ownership);
        keepPicksWithinBudget(&rec, budgetUsd);
    }
    return rec;
}

// SPDX-FileCopyrightText: 2026 GPU Advisor contributors
// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include "model/build/costofownership.h"
#include "model/build/partpricerepository.h"
#include "model/catalog/gpurepository.h"
#include "model/flowchart/flowchartwalker.h"
#include "model/flowchart/livepicks.h"
#include "model/flowchart/recommendation.h"

#include <QCoreApplication>
#include <QJsonObject>

/// One answer as the user gave it: the question it answered and, for a question about a price,
/// the cards it asked about and the cheapest of their prices then. An answer belongs to that
/// question: when new data asks another one in its place, the answer is not carried over.
struct GivenAnswer
{
    QString questionKey;
    Answer answer = Answer::Yes;
    QList<GpuPick> offered;         ///< the cards a budget question asked about; empty otherwise
    std::optional<double> priceUsd; ///< the cheapest of them when answered; empty without a price
    QString cards;                  ///< their names as the question said them, for "what changed"

    /// True when `now` is the question this answer answered: the same key and, for a budget
    /// question, the same cards at the same price.
    bool answers(const GivenAnswer &now) const;
    QJsonObject toJson() const;
    /// False when `json` is not an answer written by toJson().
    static bool fromJson(const QJsonObject &json, GivenAnswer *answer);
};

/// A walk of the recommendation chart with its edition, "as of" month and live picks, which the
/// wizard and `recommend` both drive. New data (an import, a price the user added, another edition
/// or month) walks the answers given so far again and stops at the first question about a price
/// that changed, saying what changed (changeNotice()), so that no answer is ever given to a
/// question the user did not see.
class RecommendationSession
{
    Q_DECLARE_TR_FUNCTIONS(RecommendationSession)

public:
    /// Works out today's picks for `month` (invalid: the current month, following the calendar),
    /// taking them from `earlyPicks` when those are for that month. The edition is the live one
    /// when the picks could be evaluated, else the post's.
    /// `parts` prices the desktop around each card in the rankings the picks are chosen in, as
    /// `rank` does (null: the planner's defaults); it is read with the picks.
    RecommendationSession(Flowchart postChart, const GpuRepository &gpus, const QDate &month = {},
                          PendingLiveEvaluation earlyPicks = {}, const PartPriceRepository *parts = nullptr);

    Edition edition() const { return m_edition; }
    bool hasLiveEdition() const { return m_hasLive; }
    QString liveProblem() const { return m_liveProblem; }
    /// The day the live picks are chosen at: the chosen month's end, or today.
    QDate asOf() const { return m_asOf; }
    /// The first day of the chosen month; invalid while the session follows the calendar.
    QDate asOfMonth() const;
    /// The date the wizard prices what it shows at: the month's end for the live edition of a
    /// chosen month, else invalid (the latest prices).
    QDate pricesAsOf() const;
    const Flowchart &postChart() const { return m_postChart; }
    const FlowchartWalker &walker() const { return m_walker; }
    /// The answers given so far, each with the question it answered.
    QList<GivenAnswer> givenAnswers() const { return m_given; }
    /// What changed when new data stopped the walk at a question answered before; empty otherwise
    /// (and again after the next answer).
    QString changeNotice() const { return m_notice; }

    /// Each of these keeps the answers that still answer the questions asked (see the class).
    bool setEdition(Edition edition);      ///< false when it is the one in use (the post's stays without live picks)
    bool setAsOfMonth(const QDate &month); ///< false when it is the one in use
    void reload();                         ///< the database changed: the picks are worked out again
    /// Brings back a saved walk: the month, the edition, and the answers that still answer.
    void restore(const QDate &month, Edition edition, const QList<GivenAnswer> &answers);
    /// As above, from bare yes/no answers (settings written before answers kept their question):
    /// they are given up to the first question about a price, which is asked again.
    void restore(const QDate &month, Edition edition, const QList<Answer> &answers);

    bool answer(Answer answer);
    bool back();
    bool forward();
    bool jumpTo(int index);
    void restart();
    /// Walks from the root with the typed answers (`recommend --answers`); with a budget, the
    /// questions about prices are answered from it and the prices as of `pricedAsOf`
    /// (BudgetWalk::replay). False, with a sentence naming the answer, when they do not fit.
    bool replay(const QStringList &words, double budgetUsd, const QDate &pricedAsOf, QString *error);

    /// The finished walk's result priced as of `pricedAsOf`: the live pick with its rule, or the
    /// best card within `budgetUsd` when no step of the chart is within it (BudgetWalk::fallBack).
    Recommendation recommendation(double budgetUsd, const QDate &pricedAsOf) const;
    /// The open question as answered now: its cards and their cheapest price for a budget question.
    GivenAnswer describeCurrent() const;

private:
    bool adoptMonth(const QDate &month);
    void evaluate();
    const Flowchart &editionChart() const;
    /// Walks `answers` on the edition's chart from its root; stops at the first that does not
    /// answer the question asked, and says why.
    void walkAgain(const QList<GivenAnswer> &answers);
    /// Keeps m_given in step with the walker's steps after a move of the walk.
    void syncGiven();

    Flowchart m_postChart;
    Flowchart m_liveChart;
    QHash<QString, LivePick> m_livePicks;
    const GpuRepository &m_gpus;
    const PartPriceRepository *m_parts = nullptr;
    CostOfOwnership m_ownership; ///< with the part prices the picks were chosen with
    PendingLiveEvaluation m_earlyPicks;
    bool m_hasLive = false;
    QString m_liveProblem;
    QDate m_asOf;
    bool m_followToday = true;
    Edition m_edition = Edition::Post2023;
    FlowchartWalker m_walker;
    QList<GivenAnswer> m_given;
    QString m_notice;
};

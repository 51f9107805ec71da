// SPDX-FileCopyrightText: 2026 GPU Advisor contributors
// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include "model/flowchart/livepicks.h"
#include "model/flowchart/recommendation.h"
#include "model/format/summary.h"

#include <QCoreApplication>
#include <QDate>

/// The "which GPU" answer worded once: the wizard's result page and `recommend` (text and JSON)
/// lay out these lines and add no words of their own.
///
/// The title is the result's (the leaf's title), the subtitle its text. Sections, in order (keys
/// untranslated; a section without lines is left out): "edition" (today's picks and their month,
/// live edition only), "picks" (each card with its specs and the price it is counted at: the
/// price's condition, date, source and kind, with the source as source and link), "budget" (each
/// card's price against the budget), "freshness" (a warning when the prices are old or far
/// apart), "chosen" (how the live pick was chosen, and the cards not ranked for want of a
/// price), "post" (the post's own pick of January 2023), "next" (what to do next), "also" (other
/// cards from the same branch within the budget, and those left out as over it) and "caveat" (the
/// chart's note).
/// A card's price against the card budget, worded once: the summary's "budget" section, the
/// result page's cards and its list of cards that do not fit all say this.
struct BudgetVerdict
{
    enum class Standing {
        None,           ///< no budget, or no price on record: nothing to say
        Within,         ///< a current offer within the budget
        Over,           ///< over the budget
        NoCurrentOffer, ///< the only price on record is older than an offer (PriceFreshness::StaleMonths)
    };
    Standing standing = Standing::None;
    /// "card $1,199 of your $1,500; whole build $2,994", "$296 over your $1,000 budget", or that
    /// there is no current offer to judge.
    QString text;
    QString shortText; ///< "Within budget", "$296 over budget", "No current offer": the budget said once
    /// The style key the window colours the verdict by: "within", "over", "stale", or empty.
    QString key() const;
};

struct RecommendationSummary : Summary
{
    Q_DECLARE_TR_FUNCTIONS(RecommendationSummary)

public:
    /// The summary of `recommendation` of `edition`, its prices judged at `asOf` (invalid =
    /// today), against a card budget of `budgetUsd` (0 = none).
    static RecommendationSummary of(const Recommendation &recommendation, Edition edition, const QDate &asOf,
                                    double budgetUsd);

    /// A line naming a card: its name as label, its specs and price (condition, date, source,
    /// kind and age) as text, the price as value and its source as source and link.
    static SummaryLine pickLine(const QString &key, const PickDetails &pick, const QDate &asOf, int index = -1);
    /// The chart the answers come from, as the window's status bar names it: the post's edition
    /// and its date, or, for the live edition, today's picks and their month (`asOf`; invalid =
    /// this month) first.
    static QString chartLine(const QString &chartTitle, const QString &editionDate, Edition edition, const QDate &asOf);
    /// "[used]": follows the title of a result for second-hand cards in plain text.
    static QString usedMark();
    /// Whether `pick` is not over `budgetUsd` (true without a budget or a price).
    static bool fitsBudget(const PickDetails &pick, double budgetUsd);
    /// `pick`'s price against a card budget of `budgetUsd` (0 = none), at the pick's own date.
    static BudgetVerdict budgetVerdict(const PickDetails &pick, double budgetUsd);
};

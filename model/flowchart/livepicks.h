// SPDX-FileCopyrightText: 2026 GPU Advisor contributors
// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include "model/build/partpricerepository.h"
#include "model/catalog/gpurepository.h"
#include "model/cost/freshness.h"
#include "model/cost/resale.h"
#include "model/flowchart/flowchart.h"
#include "model/flowchart/recommendation.h"
#include "model/flowchart/wizardneeds.h"
#include "model/performance/performancemodel.h"

#include <QCoreApplication>
#include <QHash>
#include <QJsonObject>

#include <future>

/// Which flowchart a walk uses: the post's fixed picks of January 2023, or today's best cards
/// chosen by each leaf's rule on the database.
enum class Edition { Live, Post2023 };

QString editionKey(Edition edition); ///< "live", "2023": never translated
std::optional<Edition> editionFromKey(const QString &key);

/// One part of the rule behind a leaf's pick: which cards qualify and which of them win.
struct PickRulePart
{
    /// Fastest: the top of a chain. BestValue: the highest performance per dollar of total cost.
    /// Cheapest: the lowest price, the post's budget option ("a used RTX 3090": the cheapest card
    /// with the memory transformers need).
    enum class Select { Fastest, BestValue, Cheapest };

    Metric metric = Metric::Fp16Training;
    double minMemoryGb = 0;                         ///< memory the GPU can use (Gpu::usableMemoryGb())
    PriceCondition condition = PriceCondition::New; ///< New, or Used (which takes marketplace listings too)
    QList<FormFactor> segments;                     ///< empty = any
    QString vendor;                                 ///< empty = any
    Select select = Select::BestValue;
    int count = 1;          ///< how many cards the leaf names
    QString belowLeaf;      ///< must cost less than this leaf's pick: its place in the budget chain
    bool needsPrice = true; ///< false for "money is no object": the fastest card, priced or not
};

/// The rule behind a leaf: its parts' picks, in order, make the leaf's cards.
struct PickRule
{
    QList<PickRulePart> parts;
    QString basis; ///< where the rule's numbers come from (the post's text), in English

    bool isEmpty() const { return parts.isEmpty(); }
    /// Reads the "rule" member of a leaf definition; false with a message naming the field.
    static bool fromJson(const QJsonObject &json, PickRule *rule, QString *error);
    QJsonObject toJson() const;
    /// The rule in the reader's language, one sentence per part.
    QString describe(const QHash<QString, QString> &leafTitles = {}) const;
    /// The ranking a pick of this rule is compared in ("Rank by value" on its result page): the
    /// metric and memory floor of its first best-value part, else of its first part.
    WizardNeeds rankingNeeds() const;

    Q_DECLARE_TR_FUNCTIONS(PickRule)
};

/// Today's pick of one leaf, beside the post's.
struct LivePick
{
    QString leafKey;
    PickRule rule;
    QList<PickDetails> picks;     ///< what the rule picks as of the date; empty when no card qualifies
    QList<PickDetails> postPicks; ///< the post's own pick, priced as of the same date
    QList<Gpu> unpriced;          ///< cards that would qualify but have no usable price then
    PriceFreshness freshness;     ///< of the prices the picks stand on
};

/// What the rules need from the database.
struct LivePickInput
{
    QList<Gpu> gpus;
    QHash<qint64, QList<PriceObservation>> prices;
    PerformanceParameters parameters = PerformanceParameters::defaults();
    QDate asOf; ///< the end of the "as of" month; invalid = today
    /// The planner's dated part prices, which price the desktop around each card in the value
    /// rankings (CostOfOwnership), as `rank` and the browser do; none = the planner's defaults.
    QList<PartPriceObservation> partPrices;
    /// The resale fits of every second-hand price, taken off the value rankings' costs as `rank` does.
    ResaleModel resale;
};

/// Every leaf's live pick at one month, read from a repository, or why there are none.
struct LiveEvaluation
{
    QDate asOf;                             ///< the month's end the picks are for; invalid = today
    QHash<QString, LivePick> picks;         ///< by leaf key; empty when `error` is set or no leaf has a rule
    QList<PartPriceObservation> partPrices; ///< the part prices the picks' costs were counted with
    ResaleModel resale;                     ///< the resale fits the picks' costs were counted with
    QString error;
};

/// An evaluation under way on another thread (LivePicks::evaluateAt with a repository of its
/// own), for a window to take when it first needs the picks; invalid when none was started.
using PendingLiveEvaluation = std::shared_future<LiveEvaluation>;

namespace LivePicks {

/// A price no older than this many months at the "as of" date counts as the card being on sale.
inline constexpr int OnSaleMonths = PriceFreshness::StaleMonths;

/// Evaluates the rule (FlowLeaf::rule) of every leaf that has one; the result is keyed by leaf
/// key. Returns an empty hash and sets `error` when a rule cannot be read or the performance
/// model cannot run (no reference GPU).
QHash<QString, LivePick> evaluate(const Flowchart &chart, const LivePickInput &input, QString *error = nullptr);

/// Reads what the rules need from `gpus` (every GPU, and the prices quotes at `asOf` rest on) and
/// `parts` (the part prices; null: the planner's defaults) and evaluates them. Pure reading: safe
/// on a worker thread with repositories of its own.
LiveEvaluation evaluateAt(const Flowchart &chart, const GpuRepository &gpus, const QDate &asOf,
                          const PartPriceRepository *parts = nullptr);
/// The chart with every ruled leaf's cards replaced by its live pick (a leaf whose rule finds no
/// card keeps the post's), and every budget question asking about the cards its "yes" leads to.
Flowchart liveChart(const Flowchart &chart, const QHash<QString, LivePick> &picks);

/// Adds the live pick of the recommendation's leaf (when it has one) to a recommendation made
/// on the live chart: the rule in words, the post's own pick, the cards listed apart and the
/// freshness of the picks' prices.
void attach(Recommendation *recommendation, const QHash<QString, LivePick> &picks, const Flowchart &chart);

} // namespace LivePicks

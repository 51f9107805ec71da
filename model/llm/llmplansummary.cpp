// SPDX-FileCopyrightText: 2026 GPU Advisor contributors
// SPDX-License-Identifier: GPL-3.0-or-later
#include "model/llm/llmplansummary.h"

#include "model/catalog/datasources.h"
#include "model/catalog/pricekinds.h"
#include "model/cost/pricing.h"
#include "model/format/formatter.h"
#include "model/llm/llmmeasuredspeeds.h"
#include "model/llm/llmplanner.h"
#include "model/llm/llmspeederrors.h"

#include <algorithm>
#include <cmath>

using namespace Qt::StringLiterals;

namespace {

/// A target of 20 is written "20", an estimate "17.7".
QString speedText(double tokensPerS)
{
    return Formatter::number(tokensPerS, tokensPerS == std::round(tokensPerS) ? 0 : 1);
}

/// The question as understood: what the controls or the options asked for, and what was assumed.
SummarySection requestSection(const LlmPlanRequest &r)
{
    //: A heading: the question the language-model plan answers
    SummarySection s{u"request"_s, LlmPlanSummary::tr("The question"), {}};
    if (r.minTokensPerS) {
        //: %1 a speed such as 20
        s.lines.append(
            SummaryLine::labelled(u"target"_s, LlmPlanSummary::tr("Target speed"),
                                  LlmPlanSummary::tr("%1 tokens/s per user").arg(speedText(*r.minTokensPerS))));
    }
    if (r.budgetUsd) {
        s.lines.append(SummaryLine::labelled(u"budget"_s, LlmPlanSummary::tr("Budget"),
                                             Formatter::money(*r.budgetUsd, r.currencySymbol)));
    }
    if (r.workload.backend) {
        // The engine's own name, as typed.
        s.lines.append(
            SummaryLine::labelled(u"runtime"_s, LlmPlanSummary::tr("Runtime"), llmBackendKey(*r.workload.backend)));
    }
    s.lines.append(
        SummaryLine::labelled(u"prices"_s, LlmPlanSummary::tr("Cards priced at"), priceBasisTitle(r.cost.priceBasis)));
    s.lines.append(SummaryLine::labelled(u"as-of"_s, LlmPlanSummary::tr("Prices and devices as of"),
                                         r.asOf.isValid() ? Formatter::month(r.asOf)
                                                          : LlmPlanSummary::tr("the latest on record")));
    s.lines.append(SummaryLine::labelled(
        u"ranking"_s, LlmPlanSummary::tr("Ranked by"),
        //: %1 a number of years such as "5 years"
        r.rankByTotalCost ? LlmPlanSummary::tr("the cost of owning it for %1").arg(Formatter::years(r.cost.years))
                          : LlmPlanSummary::tr("the purchase price")));
    const std::optional<SystemMemory> ram = systemMemoryPlatform(r.offloadPlatform);
    //: %1 the system memory, such as "DDR5-5600, 2 channels (desktop)"
    s.lines.append(SummaryLine::labelled(u"offload"_s, LlmPlanSummary::tr("System RAM"),
                                         r.includeOffload && ram
                                             ? LlmPlanSummary::tr("%1 holds what the cards do not").arg(ram->name)
                                             : LlmPlanSummary::tr("holds none of the model")));
    if (r.apiUsdPerMillion) {
        //: %1 an amount of money
        s.lines.append(SummaryLine::labelled(u"api"_s, LlmPlanSummary::tr("API price"),
                                             LlmPlanSummary::tr("%1 per million tokens")
                                                 .arg(Formatter::money(*r.apiUsdPerMillion, r.currencySymbol, 2))));
    }
    return s;
}

bool meets(const LlmPlanOption &o)
{
    return o.estimate.fits && o.meetsTarget;
}

/// How many configurations hold the model, or that none does.
SummaryLine heldLine(const LlmPlanRequest &r, const QList<LlmPlanOption> &options)
{
    const LlmWorkload &w = r.workload;
    if (options.isEmpty()) {
        SummaryLine none = SummaryLine::labelled(
            u"held"_s, QString(),
            //: %1 model, %2 weight format, %3 context in tokens, %4 users served at once
            LlmPlanSummary::tr("No configuration in the database holds %1 in %2 at %3 tokens per user (users at once: "
                               "%4): try a smaller format, a shorter context or a KV cache type that takes less "
                               "memory.")
                .arg(w.model.name, w.format.key, Formatter::integer(w.context), Formatter::integer(w.users)));
        none.severity = Severity::Warning;
        return none;
    }
    const qsizetype held =
        std::count_if(options.cbegin(), options.cend(), [](const LlmPlanOption &o) { return o.estimate.fits; });
    //: %1 model, %2 weight format, %3 context in tokens, %4 how many configurations
    return SummaryLine::labelled(
        u"held"_s, QString(),
        LlmPlanSummary::tr("Configurations that hold %1 in %2 at %3 tokens per user: %4.")
            .arg(w.model.name, w.format.key, Formatter::integer(w.context), Formatter::integer(held)));
}

/// How many generate tokens for less than the API's price.
SummaryLine apiLine(const LlmPlanRequest &r, const QList<LlmPlanOption> &options)
{
    const qsizetype cheaper = std::count_if(options.cbegin(), options.cend(), [&](const LlmPlanOption &o) {
        return o.estimate.fits && o.usdPerMillionTokens && *o.usdPerMillionTokens < *r.apiUsdPerMillion;
    });
    //: %1 the API's price per million tokens, %2 how many configurations
    return SummaryLine::labelled(
        u"api"_s, QString(),
        LlmPlanSummary::tr("At the API's %1 per million tokens, configurations that generate tokens "
                           "for less: %2.")
            .arg(Formatter::money(*r.apiUsdPerMillion, r.currencySymbol, 2))
            .arg(Formatter::integer(cheaper)));
}

/// The first configuration of the ranking that meets the target and the budget, at what it costs
/// in the ranking's terms, and its speeds.
QList<SummaryLine> firstLines(const LlmPlanRequest &r, const QList<LlmPlanOption> &options)
{
    const auto best = std::find_if(options.cbegin(), options.cend(), meets);
    if (best == options.cend())
        return {};
    const std::optional<double> &cost = r.rankByTotalCost ? best->totalCostUsd : best->priceUsd;
    if (!cost)
        return {};
    const QString money = Formatter::money(*cost, r.currencySymbol);
    // With a target or a budget the table's first rows may miss them: name the first that does not.
    const QString text =
        r.minTokensPerS || r.budgetUsd
            //: %1 a configuration, %2 its price or cost of ownership
            ? LlmPlanSummary::tr("First that meets the target and the budget: %1 at %2.").arg(best->label(), money)
            //: %1 a configuration, %2 its price or cost of ownership
            : LlmPlanSummary::tr("First in the ranking: %1 at %2.").arg(best->label(), money);
    SummaryLine line = LlmPlanSummary::optionLine(u"first"_s, text, *best);
    line.strong = true;
    // Its speeds with how far to trust them; what each typical error is the median of stays with
    // the configuration's own lines (the tab's details, `plan`'s configurations).
    QList<SummaryLine> lines{line};
    for (SummaryLine speed : LlmPlanSummary::speedLines(r, *best)) {
        speed.detail.clear();
        lines.append(speed);
    }
    return lines;
}

/// How the answer comes out against the question.
SummarySection answerSection(const LlmPlanRequest &r, const QList<LlmPlanOption> &options,
                             const QList<SummaryLine> &verdict)
{
    //: A heading: how the configurations found answer the question
    SummarySection s{u"answer"_s, LlmPlanSummary::tr("The answer"), {heldLine(r, options)}};
    if (!options.isEmpty() && (r.minTokensPerS || r.budgetUsd)) {
        const qsizetype meeting = std::count_if(options.cbegin(), options.cend(), meets);
        //: %1 how many configurations meet the target speed and the budget
        SummaryLine line = SummaryLine::labelled(
            u"meeting"_s, QString(),
            LlmPlanSummary::tr("Meeting the target speed and the budget: %1.").arg(Formatter::integer(meeting)));
        if (meeting == 0)
            line.severity = Severity::Warning;
        s.lines.append(line);
    }
    // None meets them: how close the answer comes, and what it would take.
    s.lines.append(verdict);
    if (!options.isEmpty() && r.apiUsdPerMillion)
        s.lines.append(apiLine(r, options));
    s.lines.append(firstLines(r, options));
    return s;
}

} // namespace

LlmPlanSummary LlmPlanSummary::of(const LlmPlanRequest &request, const QList<LlmPlanOption> &options,
                                  const QList<SummaryLine> &verdict, const QString &problem)
{
    LlmPlanSummary summary;
    const LlmWorkload &w = request.workload;
    const LlmModel &m = w.model;
    //: %1 model name, %2 weight format, %3 context in tokens, %4 number of users, %5 KV-cache type
    summary.title =
        tr("%1 in %2, %3 tokens of context, %4 user(s), KV cache %5")
            .arg(m.name, w.format.key, Formatter::integer(w.context), Formatter::integer(w.users), w.kvCache.key);
    if (problem.isEmpty()) {
        const double weightsGb = LlmEstimator::usesFileWeights(w)
                                     ? double(m.fileWeights.totalBytes()) / double(1LL << 30)
                                     : LlmEstimator::weightsGb(m, w.format);
        //: %1 total parameters in billions, %2 active; %3 weights in GB, %4 KV cache per sequence in GB
        summary.subtitle = tr("%1B parameters (%2B active per token): weights %3 GB, KV cache %4 GB per sequence")
                               .arg(Formatter::significant(m.totalParamsB, 4),
                                    Formatter::significant(m.activeParamsB, 3), Formatter::number(weightsGb, 1),
                                    Formatter::number(LlmEstimator::kvCacheGbPerSequence(m, w.kvCache, w.context), 1));
    }
    summary.sections.append(requestSection(request));
    if (!problem.isEmpty()) {
        SummaryLine line = SummaryLine::labelled(u"problem"_s, QString(), problem);
        line.severity = Severity::Critical;
        summary.sections.append(SummarySection{u"answer"_s, tr("The answer"), {line}});
        return summary;
    }
    summary.sections.append(answerSection(request, options, verdict));
    return summary;
}

SummaryLine LlmPlanSummary::optionLine(const QString &key, const QString &text, const LlmPlanOption &option)
{
    SummaryLine line = SummaryLine::labelled(key, QString(), text);
    if (!option.priceUsd)
        return line;
    const QString kind = PriceKinds::title(option.priceKind);
    //: What a configuration's price is: %1 its condition ("used"), %2 the date of its latest price
    line.detail = tr("%1 price of %2").arg(PriceKinds::conditionWord(option.condition), option.priceDate);
    if (!kind.isEmpty()) {
        //: %1 what a price is and of when ("used price of 2026-10"), %2 its kind ("average sold price")
        line.detail = tr("%1, %2").arg(line.detail, kind);
    }
    line.source = DataSources::sourceTitle(option.priceSource);
    line.link = DataSources::sourceUrl(option.priceSource);
    return line;
}

QList<SummaryLine> LlmPlanSummary::speedLines(const LlmPlanRequest &request, const LlmPlanOption &option)
{
    QList<SummaryLine> lines;
    const LlmEstimate &e = option.estimate;
    // The estimate with its typical error, and beside it what was measured on this set-up.
    const auto speedLine = [&](const QString &key, double tokensPerS, bool prefill) {
        const std::optional<LlmSpeedError> error = LlmSpeedErrors::forOption(request, option, prefill);
        SummaryLine line = SummaryLine::labelled(key, QString(), LlmSpeedErrors::speedText(tokensPerS, error));
        if (error)
            line.detail = LlmSpeedErrors::basisText(*error);
        if (const std::optional<LlmMeasurement> measured =
                request.measuredSpeeds ? request.measuredSpeeds->find(request, option, prefill)
                                       : LlmMeasuredSpeeds::bundled().find(request, option, prefill)) {
            //: %1 an estimated speed with its typical error, %2 what was measured ("measured 7,950 tokens/s ...")
            line.text = tr("%1; %2").arg(line.text, LlmMeasuredSpeeds::text(*measured));
            line.source = LlmMeasuredSpeeds::sourceTitle(*measured);
            line.link = LlmMeasuredSpeeds::sourceUrl(*measured);
        }
        return line;
    };
    if (e.decodeTokensPerS) {
        SummaryLine line = speedLine(u"decode"_s, *e.decodeTokensPerS, false);
        //: %1 "about 45 tokens/s, typically within ±8%" (and what was measured): one user's decode speed
        line.text = tr("Decode for one user: %1.").arg(line.text);
        lines.append(line);
    }
    if (e.prefillTokensPerS) {
        SummaryLine line = speedLine(u"prefill"_s, *e.prefillTokensPerS, true);
        line.text =
            e.timeToFirstTokenS
                //: %1 "about 3,000 tokens/s, typically within ±22%" (and what was measured), %2 seconds
                //: before the first token
                ? tr("Prompt: %1; first token after %2 s.")
                      .arg(line.text, Formatter::number(*e.timeToFirstTokenS, *e.timeToFirstTokenS < 10 ? 1 : 0))
                //: %1 "about 3,000 tokens/s, typically within ±22%" (and what was measured)
                : tr("Prompt: %1.").arg(line.text);
        lines.append(line);
    }
    return lines;
}

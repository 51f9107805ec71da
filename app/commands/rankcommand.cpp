// SPDX-FileCopyrightText: 2026 GPU Advisor contributors
// SPDX-License-Identifier: GPL-3.0-or-later
#include "app/commands/rankcommand.h"

#include "app/commands/stackoption.h"
#include "app/commands/summarytext.h"

#include "db/database.h"
#include "db/sqlgpurepository.h"
#include "db/sqlpartpricerepository.h"
#include "model/browser/gpuevaluator.h"
#include "model/browser/gputablemodel.h"
#include "model/browser/measuredtext.h"
#include "model/browser/rankexplanation.h"
#include "model/build/costofownership.h"
#include "model/build/partprice.h"
#include "model/catalog/datasources.h"
#include "model/catalog/pricekinds.h"
#include "model/cost/freshness.h"
#include "model/format/formatter.h"
#include "model/performance/measuredfigures.h"
#include "model/performance/ranking.h"

#include <QJsonArray>
#include <QJsonDocument>
#include <QJsonObject>

#include <algorithm>
#include <functional>

using namespace Qt::StringLiterals;

namespace {

QJsonValue optionalJson(const std::optional<double> &v)
{
    return v ? QJsonValue(*v) : QJsonValue(QJsonValue::Null);
}

QJsonObject explanationJson(const PerformanceEstimate &p)
{
    return {{u"bound"_s, p.bound()},
            {u"matrix_tflops"_s, p.matrixTflops},
            {u"matrix_path"_s, p.matrixPath},
            {u"bandwidth_gbs"_s, p.bandwidthGbs},
            {u"effective_l2_mb"_s, p.effectiveL2Mb},
            {u"l2_gain"_s, p.l2Gain},
            {u"shared_memory_factor"_s, p.sharedMemoryFactor},
            {u"tma_gain"_s, p.tmaGain},
            {u"bytes_factor"_s, p.bytesFactor},
            {u"software_factor"_s, p.softwareFactor},
            {u"compute_time"_s, p.computeTime},
            {u"memory_time"_s, p.memoryTime},
            {u"overhead_time"_s, p.overheadTime},
            {u"peak_matrix_tflops"_s, p.peakMatrixTflops},
            {u"matrix_power_w"_s, p.matrixPowerWatts},
            {u"memory_power_w"_s, p.memoryPowerWatts},
            {u"power_budget_w"_s, p.powerBudgetWatts},
            {u"clock_factor"_s, p.clockFactor},
            {u"sustained_clock_mhz"_s, p.sustainedClockMhz > 0 ? QJsonValue(p.sustainedClockMhz) : QJsonValue()},
            {u"narrow_formats"_s, narrowFormatsText(p.narrowFormats)},
            {u"estimated"_s, p.estimated},
            {u"notes"_s, QJsonArray::fromStringList(p.notes)}};
}

/// Where the source can be opened; null when it names no address or repository file.
QJsonValue sourceUrlJson(const QString &source)
{
    const QString url = DataSources::sourceUrl(source);
    return url.isEmpty() ? QJsonValue(QJsonValue::Null) : QJsonValue(url);
}

/// What `rank` prints, as JSON or as a table, from the ranking and what goes with it: the
/// measured figures beside the estimates, and how current the prices are.
struct RankCommandReport
{
    Q_DECLARE_TR_FUNCTIONS(CommandLine)

public:
    const RankingOptions &ranking;
    const PerformanceParameters &parameters;
    const QList<Gpu> &gpus;
    const QList<RankEntry> &entries;
    const QList<Benchmark> &benchmarks;
    const GpuEvaluator &evaluator; ///< the same ranking, for the explanations
    const PriceFreshness &freshness;
    const std::optional<StackOnOs> &stack; ///< --stack, when given
    const SoftwareReadiness &readiness;    ///< read only with --stack

    QList<MeasuredFigure> measuredOf(const RankEntry &e) const { return evaluator.measured(e.gpu, ranking.metric); }
    RankExplanation explanationOf(const RankEntry &e) const
    {
        RankExplanation::Assumptions assumptions;
        assumptions.referenceGpu = parameters.referenceGpu;
        assumptions.priceBasis = ranking.cost.priceBasis;
        assumptions.software = ranking.effectiveSoftware();
        assumptions.asOf = ranking.asOf;
        return RankExplanation::of(e, evaluator, assumptions);
    }
    void writeJson(QTextStream &out, bool explain) const;
    void writeText(QTextStream &out, bool explain) const;
};

} // namespace

QString RankCommand::name() const
{
    return u"rank"_s;
}

QString RankCommand::summary() const
{
    return tr("Rank GPUs by relative performance or performance per dollar.");
}

QList<QCommandLineOption> RankCommand::options() const
{
    const CostParameters defaults;
    QStringList metricKeys;
    for (Metric m : allMetrics())
        metricKeys.append(metricKey(m));
    // The value names (M, GB, YYYY-MM, ...) stay as they are: the descriptions refer to them.
    return {
        //: %1 is the list of metric names, which are typed as they are.
        {u"metric"_s, tr("What to rank by: %1.").arg(metricKeys.join(u", "_s)), u"M"_s},
        {u"min-vram"_s, tr("Only GPUs with at least this much memory."), u"GB"_s},
        {u"as-of"_s, tr("Evaluate as of a month: GPUs released by then, prices as of then."), u"YYYY-MM"_s},
        {u"years"_s, tr("Years of ownership (default %1).").arg(defaults.years), u"N"_s},
        {u"kwh-price"_s, tr("Electricity price in USD per kWh (default %1).").arg(defaults.kwhPriceUsd), u"X"_s},
        {u"utilization"_s, tr("Share of the time the GPU works, 0 to 1 (default %1).").arg(defaults.utilization),
         u"U"_s},
        {u"desktop-cost"_s,
         tr("Your own price of the desktop around the GPU in USD (default: the build planner's parts for the "
            "machine each GPU needs, as of the month; with --as-of before 2024, the 2023 post's $%1).")
             .arg(CostParameters::desktopBaseUsd),
         u"USD"_s},
        {u"no-resale"_s, tr("Count no resale of the GPU after the years (keep it until it dies); by default the "
                            "expected resale is taken off the cost of ownership.")},
        //: new, used and cheapest are the values typed after --condition; keep them in English.
        {u"condition"_s,
         tr("Price to use: new, used or cheapest (default cheapest: the lower of the latest new and second-hand "
            "price; with --as-of before 2024, the 2023 post's own average of new and used)."),
         u"C"_s},
        //: value and performance are the values typed after --sort; keep them in English.
        {u"sort"_s, tr("value (performance per dollar, default) or performance."), u"S"_s},
        {u"limit"_s, tr("Show only the first N ranked GPUs (with a price)."), u"N"_s},
        {u"scale-batch"_s, tr("Let the batch size grow with GPU memory (+13.6% per doubling) instead of comparing at "
                              "equal batch size.")},
        //: today and post-2023 are the values typed after --software; keep them in English.
        {u"software"_s,
         tr("8-bit formats the software uses: today (INT8 and FP8, default) or post-2023 (FP8 only and every "
            "card at its rated clock, as the 2023 post computed; the default with --as-of before 2024)."),
         u"S"_s},
        {u"explain"_s, tr("Show how each figure was computed.")},
        StackOption::option(),
        {u"json"_s, tr("Print a JSON array, best first.")},
    };
}

QList<Command::Synopsis> RankCommand::synopses() const
{
    return {{u"rank --metric M [--min-vram GB] [--as-of YYYY-MM] [--condition C] [--software S] [--stack STACK-OS] "
             "[--explain] [--json]"_s,
             summary()}};
}

bool RankCommand::readRanking(CommandContext &context, RankingOptions *ranking)
{
    QStringList metricKeys;
    for (Metric m : allMetrics())
        metricKeys.append(metricKey(m));
    // The value names (M, GB, YYYY-MM, ...) stay as they are: the descriptions refer to them.
    if (!context.isSet(u"metric"_s)) {
        //: %1 is the list of metric names, which are typed as they are.
        context.fail(tr("--metric is required; expected one of: %1").arg(metricKeys.join(u", "_s)));
        return false;
    }
    if (const auto m = metricFromKey(context.value(u"metric"_s)))
        ranking->metric = *m;
    else {
        //: %1 is what the user typed, %2 the list of metric names, which are typed as they are.
        context.fail(tr("--metric '%1' is unknown; expected one of: %2")
                         .arg(context.value(u"metric"_s), metricKeys.join(u", "_s)));
        return false;
    }
    double desktopUsd = 0;
    if (!context.number(u"min-vram"_s, 0, 100000, &ranking->minVramGb) ||
        !context.number(u"years"_s, 0.01, 50, &ranking->cost.years) ||
        !context.number(u"kwh-price"_s, 0, 10, &ranking->cost.kwhPriceUsd) ||
        !context.number(u"utilization"_s, 0, 1, &ranking->cost.utilization) ||
        !context.number(u"desktop-cost"_s, 0, 1e7, &desktopUsd))
        return false;
    if (context.isSet(u"desktop-cost"_s))
        ranking->cost.desktopUsd = desktopUsd;
    ranking->cost.countResale = !context.isSet(u"no-resale"_s);
    std::optional<int> limit;
    if (!context.integer(u"limit"_s, 1, 100000, &limit))
        return false;
    ranking->limit = limit.value_or(0);
    if (!context.month(u"as-of"_s, &ranking->asOf))
        return false;
    if (context.isSet(u"condition"_s)) {
        // Only the choices a user has: the average of a new and a used price is nobody's price and
        // stays the post's own method (issue 25).
        const auto basis = priceBasisFromKey(context.value(u"condition"_s));
        if (!basis || !priceBasisChoices().contains(*basis)) {
            //: new, used and cheapest are typed as they are; %1 is what the user typed.
            context.fail(tr("--condition must be new, used or cheapest, got '%1'").arg(context.value(u"condition"_s)));
            return false;
        }
        ranking->cost.priceBasis = *basis;
    } else if (ranking->asOf.isValid() && softwareAssumptionFor(ranking->asOf) == SoftwareAssumption::Post2023) {
        // The post's own view keeps the post's assumptions, its average price among them, so its
        // figures are reproduced.
        ranking->cost.priceBasis = PriceBasis::Average;
    }
    if (context.isSet(u"sort"_s)) {
        const QString sort = context.value(u"sort"_s).trimmed().toLower();
        if (sort == u"value")
            ranking->sort = RankingOptions::Sort::Value;
        else if (sort == u"performance")
            ranking->sort = RankingOptions::Sort::Performance;
        else {
            //: value and performance are typed as they are; %1 is what the user typed.
            context.fail(tr("--sort must be value or performance, got '%1'").arg(context.value(u"sort"_s)));
            return false;
        }
    }
    if (context.isSet(u"software"_s)) {
        const auto software = softwareAssumptionFromKey(context.value(u"software"_s));
        if (!software) {
            //: today and post-2023 are typed as they are; %1 is what the user typed.
            context.fail(tr("--software must be today or post-2023, got '%1'").arg(context.value(u"software"_s)));
            return false;
        }
        ranking->software = *software;
    }
    if (const QString problem = ranking->validate(); !problem.isEmpty()) {
        context.fail(problem);
        return false;
    }
    return true;
}

void RankCommandReport::writeJson(QTextStream &out, bool explain) const
{
    const QDate judgedAt = freshness.asOf;
    QJsonArray array;
    // The output stays an array, best first; the ranking's freshness is repeated in each entry.
    const QJsonObject freshnessJson = freshness.toJson();
    for (const RankEntry &e : entries) {
        QJsonObject o{{u"name"_s, e.gpu.name},
                      {u"vendor"_s, e.gpu.vendor},
                      {u"architecture"_s, e.gpu.architecture},
                      {u"vram_gb"_s, e.gpu.vramGb},
                      {u"metric"_s, metricKey(ranking.metric)},
                      {u"software"_s, softwareAssumptionKey(ranking.effectiveSoftware())},
                      {u"relative_performance"_s, e.performance.relative},
                      {u"sustained_clock"_s, e.performance.clockFactor},
                      {u"bound"_s, e.performance.bound()},
                      {u"price_usd"_s, optionalJson(e.priceUsd)},
                      {u"price_date"_s, e.priceDate.isEmpty() ? QJsonValue() : QJsonValue(e.priceDate)},
                      {u"electricity_usd_per_year"_s, e.electricityUsdPerYear},
                      {u"desktop_usd"_s, e.cost ? QJsonValue(e.cost->desktopUsd) : QJsonValue()},
                      {u"total_cost_usd"_s, e.cost ? QJsonValue(e.cost->totalUsd()) : QJsonValue()},
                      {u"expected_resale_usd"_s, e.cost ? QJsonValue(e.cost->resaleUsd) : QJsonValue()},
                      {u"resale"_s, e.cost ? QJsonValue(e.cost->resaleLine()) : QJsonValue()},
                      {u"performance_per_dollar"_s, optionalJson(e.performancePerDollar())},
                      {u"release_month"_s, e.gpu.releaseMonth.isValid()
                                               ? QJsonValue(e.gpu.releaseMonth.toString(u"yyyy-MM"_s))
                                               : QJsonValue()}};
        QJsonArray sources;
        for (const PriceObservation &p : e.quote.basisObservations(ranking.cost.priceBasis)) {
            sources.append(QJsonObject{{u"condition"_s, priceConditionKey(p.condition)},
                                       {u"kind"_s, p.kind},
                                       {u"usd"_s, p.usd},
                                       {u"date"_s, p.dateLabel()},
                                       {u"age_months"_s, PriceFreshness::monthsBetween(p.observedOn, judgedAt)},
                                       {u"source"_s, p.source}});
        }
        o.insert(u"prices"_s, sources);
        o.insert(u"ranked"_s, e.priceUsd.has_value());
        if (stack)
            o.insert(u"readiness"_s, StackOption::json(readiness, e.gpu.name, *stack));
        o.insert(u"freshness"_s, freshnessJson);
        if (explain)
            o.insert(u"explanation"_s, explanationJson(e.performance));
        QJsonArray measured;
        for (const MeasuredFigure &m : measuredOf(e)) {
            measured.append(QJsonObject{{u"value"_s, m.benchmark.value},
                                        {u"unit"_s, m.benchmark.unit},
                                        {u"dataset"_s, m.benchmark.dataset},
                                        {u"source"_s, m.benchmark.source},
                                        {u"source_url"_s, sourceUrlJson(m.benchmark.source)},
                                        {u"date"_s, m.benchmark.measuredOn.toString(Qt::ISODate)},
                                        {u"user_entered"_s, m.benchmark.userEntered},
                                        {u"model_estimate"_s, m.estimate ? QJsonValue(*m.estimate) : QJsonValue()}});
        }
        o.insert(u"measured"_s, measured);
        if (const auto typical = typicalModelError(ranking.metric))
            o.insert(u"model_typical_error"_s, typical->medianError);
        array.append(o);
    }
    out << QJsonDocument(array).toJson(QJsonDocument::Indented);
}

void RankCommandReport::writeText(QTextStream &out, bool explain) const
{
    const QDate judgedAt = freshness.asOf;
    if (ranking.asOf.isValid()) {
        //: %1 is the metric (8-bit inference, ...), %2 the reference GPU, %3 a month (YYYY-MM).
        out << tr("%1, relative to %2 = 1.00, as of %3")
                   .arg(metricTitle(ranking.metric), parameters.referenceGpu, ranking.asOf.toString(u"yyyy-MM"_s));
    } else {
        //: %1 is the metric (8-bit inference, ...), %2 the reference GPU.
        out << tr("%1, relative to %2 = 1.00").arg(metricTitle(ranking.metric), parameters.referenceGpu);
    }
    if (stack)
        out << "\n" << StackOption::filterLine(*stack);
    //: %1 is the kind of GPU price (new price, ...), %2 the desktop's cost, %3 years ("5 years"), %4 a price
    //: per kWh, %5 a percentage.
    out << "\n"
        << tr("Cost: %1 + desktop %2 + %3 of electricity at %4 and %5 utilisation")
               .arg(priceBasisShortTitle(ranking.cost.priceBasis),
                    CostOfOwnership::desktopTitle(ranking.cost, ranking.asOf), Formatter::years(ranking.cost.years),
                    Formatter::pricePerKwh(ranking.cost.kwhPriceUsd), Formatter::percent(ranking.cost.utilization))
        << "\n"
        << CostOfOwnership::resaleTitle(ranking.cost, ranking.asOf) << "\n\n";
    // Column headings; the columns keep their widths whatever the language.
    out << QStringLiteral("%1 %2 %3 %4 %5 %6 %7\n")
               .arg(u"#"_s, 3)
               //: Column heading of the ranking table: the GPU's name.
               .arg(tr("GPU"), -28)
               //: Column heading of the ranking table: memory in GB (at most 5 characters).
               .arg(tr("GB"), 5)
               //: Column heading of the ranking table: relative performance (at most 6 characters).
               .arg(tr("perf"), 6)
               //: Column heading of the ranking table: the GPU's price (at most 8 characters).
               .arg(tr("price"), 8)
               //: Column heading of the ranking table: the cost of ownership over five years (at most 8
               //: characters).
               .arg(tr("5y cost"), 8)
               //: Column heading of the ranking table: performance per 1000 dollars (at most 9 characters).
               .arg(tr("perf/$1k"), 9);
    int n = 1;
    QStringList apart;
    for (const RankEntry &e : entries) {
        if (!e.priceUsd) {
            apart.append(e.gpu.name);
            continue;
        }
        const auto value = e.performancePerDollar();
        out << QStringLiteral("%1 %2 %3 %4 %5 %6 %7")
                   .arg(n++, 3)
                   .arg(e.gpu.name.left(28), -28)
                   .arg(Formatter::number(e.gpu.vramGb), 5)
                   .arg(Formatter::number(e.performance.relative, 2), 6)
                   .arg(e.priceUsd ? Formatter::money(*e.priceUsd, u"$"_s, 0) : u"-"_s, 8)
                   .arg(e.cost ? Formatter::money(e.cost->totalUsd(), u"$"_s, 0) : u"-"_s, 8)
                   .arg(value ? Formatter::number(*value * GpuTableModel::PerDollarScale, 3) : u"-"_s, 9);
        if (!e.priceDate.isEmpty()) {
            QString what;
            if (const QList<PriceObservation> used = e.quote.basisObservations(ranking.cost.priceBasis);
                used.size() == 1)
                what = PriceKinds::describe(used.first()) + u", "_s;
            const QDate date = endOfMonth(e.priceDate.left(7));
            out << "  (" << e.priceDate << ", " << what << priceAgeText(date.isValid() ? date : QDate(), judgedAt)
                << ")";
        }
        out << "\n";
        if (explain)
            out << SummaryText::indented(explanationOf(e), 2);
    }
    if (!apart.isEmpty()) {
        //: %1 is a month (YYYY-MM); a list of GPU names follows.
        out << "\n"
            << tr("Not ranked, no price on record as of %1:").arg(judgedAt.toString(u"yyyy-MM"_s)) << "\n  "
            << apart.join(u", "_s) << "\n";
    }
    if (freshness.needsWarning()) {
        //: %1 says the prices are old or far apart.
        out << "\n" << tr("Warning: %1").arg(freshness.warning()) << "\n";
    }
}

int RankCommand::run(CommandContext &context) const
{
    RankingOptions ranking;
    if (!readRanking(context, &ranking))
        return ExitCode::Usage;
    std::optional<StackOnOs> stack;
    if (!StackOption::read(context, &stack))
        return ExitCode::Usage;
    Database *db = context.database();
    if (!db)
        return ExitCode::Failure;
    SqlGpuRepository repository(db->connection());
    QString error;
    const QList<Gpu> gpus = repository.gpus(&error);
    QHash<qint64, QList<PriceObservation>> prices;
    for (const PriceObservation &p : repository.allPrices(&error))
        prices[p.gpuId].append(p);
    if (!error.isEmpty()) {
        context.fail(tr("cannot read the database: %1").arg(error));
        return ExitCode::Failure;
    }
    // The desktop around each card is priced from the dated part prices (CostOfOwnership, in the
    // evaluator).
    const QList<PartPriceObservation> partPrices = SqlPartPriceRepository(db->connection()).partPrices(&error);
    if (!error.isEmpty()) {
        context.fail(tr("cannot read the database: %1").arg(error));
        return ExitCode::Failure;
    }
    SoftwareReadiness readiness;
    if (stack && !StackOption::load(context, &readiness))
        return ExitCode::Failure;
    // Measured figures beside the estimates, with the model that ranked them.
    const QList<Benchmark> benchmarks = repository.benchmarks(&error);
    if (!error.isEmpty()) {
        context.fail(tr("cannot read the database: %1").arg(error));
        return ExitCode::Failure;
    }
    PerformanceParameters parameters = PerformanceParameters::defaults();
    parameters.scaleBatchWithMemory = context.isSet(u"scale-batch"_s);
    // One evaluation gives the ranking, the measured figures and the explanations: the same
    // model and prices for all three.
    PerformanceParameters effective = parameters;
    effective.software = ranking.effectiveSoftware();
    GpuEvaluator evaluator(GpuSnapshot{gpus, prices, {}, benchmarks, partPrices});
    evaluator.evaluate(ranking.metric, effective, ranking.cost, ranking.asOf);
    if (!evaluator.error().isEmpty()) {
        context.fail(evaluator.error());
        return ExitCode::Failure;
    }
    // --stack: only the cards the stack supports, cut to --limit among them (the reference card
    // sets the scale whether it runs the stack or not).
    std::function<bool(const RankEntry &)> runsStack;
    if (stack)
        runsStack = [&](const RankEntry &e) {
            return readiness.runs(e.gpu.name, *stack);
        };
    const QList<RankEntry> entries = rankEntries(evaluator.entries(), ranking, runsStack);

    // How current the ranked prices are, and which GPUs have none (listed apart, never ranked).
    QList<QDate> priceDates;
    int unpriced = 0;
    for (const RankEntry &e : entries) {
        QDate latest;
        for (const PriceObservation &p : e.quote.basisObservations(ranking.cost.priceBasis))
            latest = std::max(latest, p.observedOn);
        if (e.priceUsd && latest.isValid())
            priceDates.append(latest);
        else
            ++unpriced;
    }
    const PriceFreshness freshness = assessFreshness(priceDates, ranking.asOf, unpriced);

    const RankCommandReport report{ranking,   parameters, gpus,  entries,  benchmarks,
                                   evaluator, freshness,  stack, readiness};
    if (context.isSet(u"json"_s))
        report.writeJson(context.out(), context.isSet(u"explain"_s));
    else
        report.writeText(context.out(), context.isSet(u"explain"_s));
    context.out().flush();
    return ExitCode::Ok;
}

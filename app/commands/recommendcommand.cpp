// SPDX-FileCopyrightText: 2026 GPU Advisor contributors
// SPDX-License-Identifier: GPL-3.0-or-later
#include "app/commands/recommendcommand.h"

#include "app/commands/buildfile.h"
#include "app/commands/stackoption.h"
#include "db/database.h"
#include "db/sqlflowchartrepository.h"
#include "db/sqlgpurepository.h"
#include "db/sqlpartpricerepository.h"
#include "model/build/buildexport.h"
#include "model/build/buildplanner.h"
#include "model/cost/freshness.h"
#include "model/flowchart/flowchart.h"
#include "model/flowchart/flowchartwalker.h"
#include "model/flowchart/livepicks.h"
#include "model/flowchart/recommendation.h"
#include "model/flowchart/recommendationsession.h"
#include "model/flowchart/recommendationsummary.h"
#include "model/format/formatter.h"
#include "model/format/summary.h"

#include <QJsonArray>
#include <QJsonDocument>
#include <QJsonObject>

using namespace Qt::StringLiterals;

namespace {

const QString DefaultChart = u"dettmers-2023"_s;

/// What the readiness data says of the picks: every problem of each, worded once, and the row of
/// the stack `--stack` names.
struct PickReadiness
{
    const SoftwareReadiness *readiness = nullptr;
    std::optional<StackOnOs> stack;
};

QJsonObject pickJson(const PickDetails &pick, const QDate &asOf, const PickReadiness &software)
{
    QJsonObject o{{u"name"_s, pick.gpu.name},      {u"used"_s, pick.used},
                  {u"vram_gb"_s, pick.gpu.vramGb}, {u"memory_bandwidth_gbs"_s, pick.gpu.memoryBandwidthGbs},
                  {u"tdp_w"_s, pick.gpu.tdpWatts}, {u"spec_source"_s, pick.gpu.source}};
    if (const auto price = pick.relevantPrice()) {
        o.insert(u"price"_s,
                 QJsonObject{{u"usd"_s, price->usd},
                             {u"condition"_s, priceConditionKey(price->condition)},
                             {u"kind"_s, price->kind},
                             {u"date"_s, price->dateLabel()},
                             {u"age_months"_s, PriceFreshness::monthsBetween(
                                                   price->observedOn, asOf.isValid() ? asOf : QDate::currentDate())},
                             {u"source"_s, price->source}});
    } else {
        o.insert(u"price"_s, QJsonValue::Null);
    }
    // As `rank --json` with the pick's condition counts them (one cost of ownership).
    if (pick.totalCostUsd)
        o.insert(u"total_cost_usd"_s, *pick.totalCostUsd);
    // What the card and its machine cost to buy, as `build --json` counts its hardware.
    if (pick.wholeBuildUsd)
        o.insert(u"whole_build_usd"_s, *pick.wholeBuildUsd);
    if (pick.performancePerDollar && pick.valueMetric) {
        o.insert(u"performance_per_dollar"_s, *pick.performancePerDollar);
        o.insert(u"value_metric"_s, metricKey(*pick.valueMetric));
    }
    if (software.readiness) {
        o.insert(u"software_problems"_s, QJsonArray::fromStringList(software.readiness->problems(pick.gpu.name)));
        if (software.stack)
            o.insert(u"readiness"_s, StackOption::json(*software.readiness, pick.gpu.name, *software.stack));
    }
    return o;
}

QJsonObject recommendationJson(const Flowchart &chart, const FlowchartWalker &walker, const Recommendation &rec,
                               Edition edition, const QDate &asOf, const PickReadiness &software)
{
    QJsonArray answers;
    QJsonArray path;
    for (const FlowchartWalker::Step &step : walker.steps()) {
        answers.append(answerKey(step.answer));
        path.append(
            QJsonObject{{u"question"_s, chart.questionAt(step.nodeId)->text}, {u"answer"_s, answerKey(step.answer)}});
    }
    QJsonArray names;
    QJsonArray details;
    for (const PickDetails &p : rec.picks) {
        names.append(p.gpu.name);
        details.append(pickJson(p, asOf, software));
    }
    QJsonArray runnerUps;
    for (const PickDetails &p : rec.runnerUps)
        runnerUps.append(pickJson(p, asOf, software));
    QJsonArray postPicks;
    for (const PickDetails &p : rec.postPicks)
        postPicks.append(pickJson(p, asOf, software));
    QJsonArray unpriced;
    for (const Gpu &g : rec.unpriced)
        unpriced.append(g.name);
    const QJsonObject leaf{{u"kind"_s, leafKindKey(rec.leaf.kind)},
                           {u"key"_s, rec.leaf.key},
                           {u"title"_s, rec.leaf.title},
                           {u"gpus"_s, names},
                           {u"used"_s, rec.leaf.isUsed()},
                           {u"text"_s, rec.leaf.text},
                           {u"advice"_s, rec.leaf.advice},
                           {u"details"_s, details},
                           {u"runner_ups"_s, runnerUps},
                           {u"rule"_s, rec.rule.isEmpty() ? QJsonValue() : QJsonValue(rec.rule)},
                           {u"post_picks"_s, postPicks},
                           {u"unpriced"_s, unpriced},
                           {u"budget_fallback"_s, rec.budgetFallback}};
    return {{u"answers"_s, answers},
            {u"path"_s, path},
            {u"leaf"_s, leaf},
            {u"edition"_s, editionKey(edition)},
            {u"as_of"_s, asOf.isValid() ? QJsonValue(asOf.toString(u"yyyy-MM"_s)) : QJsonValue()},
            {u"freshness"_s, rec.freshness.toJson()},
            {u"chart"_s, QJsonObject{{u"key"_s, chart.key},
                                     {u"title"_s, chart.title},
                                     {u"edition_date"_s, chart.editionDate},
                                     {u"caveat"_s, chart.caveat}}}};
}

/// `recommend --out`: the build list for the first GPU of the leaf the answers reach.
int exportRecommendedBuild(CommandContext &context, const Recommendation &recommendation, const BuildOrigin &origin,
                           const GpuRepository &gpus, const PartPriceRepository &parts, const QString &path)
{
    if (!BuildExport::formatForPath(path)) {
        //: %1 is the file name the user gave.
        context.fail(
            QCoreApplication::translate("CommandLine", "--out must name a .md, .csv, .json or .pdf file, got '%1'")
                .arg(path));
        return ExitCode::Usage;
    }
    if (recommendation.picks.isEmpty()) {
        //: %1 is the kind of answer (cloud, ...) as a key, %2 the answer's title.
        context.fail(
            QCoreApplication::translate(
                "CommandLine", "this answer path recommends no card (%1: %2), so there is no build list to write")
                .arg(leafKindKey(recommendation.leaf.kind), recommendation.leaf.title));
        return ExitCode::Usage;
    }
    const PickDetails &pick = recommendation.picks.first();
    BuildRequest request;
    request.gpus.append({pick.gpu.name, 1});
    request.condition = pick.used ? PriceCondition::Used : PriceCondition::New;
    request.origin = origin;
    QString error;
    BuildPlanner planner(gpus);
    planner.setPartPrices(&parts);
    const std::optional<BuildPlan> plan = planner.plan(request, &error);
    if (!plan) {
        context.fail(error);
        return ExitCode::Failure;
    }
    if (const int code = BuildFile::write(context, *plan, path); code != ExitCode::Ok)
        return code;
    //: %1 is a GPU, %2 a file.
    context.out() << recommendation.leaf.title << "\n"
                  << QCoreApplication::translate("CommandLine", "Wrote the build list for the %1 to %2.")
                         .arg(pick.displayName(), path)
                  << "\n";
    context.out().flush();
    return ExitCode::Ok;
}

/// What `recommend` prints as text: the walk with its answers, then the answer's summary
/// (RecommendationSummary), each pick with its readiness.
struct RecommendationText
{
    Q_DECLARE_TR_FUNCTIONS(CommandLine)

public:
    const Flowchart &chart;
    const FlowchartWalker &walker;
    const Recommendation &rec;
    const RecommendationSummary &summary;
    double budgetUsd = 0;
    const PickReadiness &software;

    void write(QTextStream &out) const
    {
        out << chart.title << " (" << chart.editionDate << ")\n";
        if (const SummarySection *live = summary.section(u"edition"_s)) {
            for (const SummaryLine &line : live->lines)
                out << line.text << " " << tr("(--edition 2023 for the post's own)") << "\n";
        }
        out << "\n";
        writeSteps(out);
        out << "\n" << summary.title;
        if (rec.leaf.isUsed())
            out << "  " << RecommendationSummary::usedMark();
        out << "\n" << summary.subtitle << "\n";
        for (const SummarySection &section : summary.sections) {
            if (section.key == u"edition")
                continue;
            if (section.key == u"picks") {
                for (const SummaryLine &line : section.lines)
                    writePick(out, line, rec.picks.at(line.index));
                continue;
            }
            const bool spaced = section.key != u"budget" && section.key != u"freshness" && section.key != u"post";
            if (spaced)
                out << "\n";
            const bool titled = section.key == u"also" || section.key == u"post";
            if (titled)
                out << section.title << ":\n";
            for (const SummaryLine &line : section.lines)
                out << (titled && line.index >= 0 ? u"  - "_s : QString()) << plain(line) << "\n";
        }
    }

private:
    /// A line as "label: text", after its severity's title when it has one ("Warning: ...").
    static QString plain(const SummaryLine &line)
    {
        QString text = line.label.isEmpty() ? line.text : line.label + u": "_s + line.text;
        if (line.severity != Severity::None)
            text = severityTitle(line.severity) + u": "_s + text;
        return text;
    }

    void writeSteps(QTextStream &out) const
    {
        int n = 1;
        const Flowchart &walked = walker.chart();
        for (const FlowchartWalker::Step &step : walker.steps()) {
            const FlowQuestion *question = walked.questionAt(step.nodeId);
            out << QString::number(n++).rightJustified(3) << ". " << question->text << "  " << answerTitle(step.answer);
            if (budgetUsd > 0 && question->isBudgetQuestion()) {
                //: Follows an answer that --budget gave; %1 is the budget in dollars.
                out << "  " << tr("(from your budget of %1)").arg(Formatter::money(budgetUsd));
            }
            out << "\n";
        }
    }

    // A pick, and whether the buyer's software runs on it: the stack asked for, else every stack
    // with a problem.
    void writePick(QTextStream &out, const SummaryLine &line, const PickDetails &p) const
    {
        out << "  - " << plain(line) << "\n";
        const SoftwareReadiness &readiness = *software.readiness;
        if (!software.stack) {
            for (const QString &problem : readiness.problems(p.gpu.name))
                out << "      " << problem << "\n";
            return;
        }
        if (const std::optional<ReadinessEntry> e = readiness.entry(p.gpu.name, *software.stack)) {
            out << "      " << SoftwareReadiness::sentence(*e) << "\n";
            //: %1 where the readiness of a card comes from, %2 the day it was read (YYYY-MM-DD).
            out << "      " << tr("(%1, checked %2)").arg(e->source, e->checkedOn.toString(Qt::ISODate)) << "\n";
        } else {
            for (const QString &problem : readiness.problems(p.gpu.name, software.stack))
                out << "      " << problem << "\n";
        }
    }
};

/// `--answers` as words, and `--budget`; false (message printed) when one is refused.
bool readAnswers(CommandContext &context, QStringList *words, double *budgetUsd)
{
    if (!context.arguments().isEmpty()) {
        //: %1 is an argument the command does not take.
        context.fail(
            QCoreApplication::translate("CommandLine", "unexpected argument '%1'").arg(context.arguments().first()));
        return false;
    }
    if (context.isSet(u"budget"_s)) {
        if (!context.number(u"budget"_s, 1, 10'000'000, budgetUsd))
            return false;
    }
    if (!context.isSet(u"answers"_s)) {
        //: "--answers no,yes,yes,yes" is typed as it is: keep the option and the English yes/no words.
        context.fail(
            QCoreApplication::translate("CommandLine", "--answers is required, for example --answers no,yes,yes,yes"));
        return false;
    }
    *words = context.value(u"answers"_s).split(u',');
    for (QString &w : *words)
        w = w.trimmed();
    if (*words == QStringList{QString()})
        words->clear();
    return true;
}

} // namespace

QString RecommendCommand::name() const
{
    return u"recommend"_s;
}

QString RecommendCommand::summary() const
{
    return tr("Walk the recommendation flowchart with the given answers.");
}

QList<QCommandLineOption> RecommendCommand::options() const
{
    return {
        //: Help for --answers: the answers are typed as the English words yes and no.
        {u"answers"_s, tr("Comma-separated yes/no answers, in the order the questions come."), u"yes,no,..."_s},
        {u"json"_s, tr("Print one JSON object instead of a summary.")},
        //: %1 is the key of the default flowchart edition.
        {u"chart"_s, tr("The flowchart edition to walk (default %1).").arg(DefaultChart), u"key"_s, DefaultChart},
        //: FILE is the value name shown in the help (--out <FILE>); keep it as it is.
        {u"out"_s, tr("Write the build list for the recommended GPU to FILE (.md, .csv, .json or .pdf)."), u"FILE"_s},
        //: live and 2023 are typed as they are.
        {u"edition"_s,
         tr("live: today's best cards by the rules behind the post's picks (default); 2023: the post's own picks."),
         u"live|2023"_s, u"live"_s},
        //: YYYY-MM is the form of a month (2023-01).
        {u"as-of"_s, tr("Evaluate the picks and their prices as of a month (default: today)."), u"YYYY-MM"_s},
        //: USD is the value name shown in the help (--budget <USD>); keep it as it is.
        {u"budget"_s,
         tr("Answer the questions about prices from the cards' prices and a budget of USD dollars for the card; "
            "--answers then gives the other answers."),
         u"USD"_s},
        StackOption::option(),
    };
}

QList<Command::Synopsis> RecommendCommand::synopses() const
{
    return {{u"recommend --answers yes,no,... [--edition live|2023] [--as-of YYYY-MM] [--stack STACK-OS] [--json] "
             "[--chart KEY]"_s,
             QCoreApplication::translate("main", "Walk the recommendation flowchart with the given answers.")},
            {u"recommend --budget USD --answers yes,no,... [--edition live|2023] [--as-of YYYY-MM] [--json]"_s,
             QCoreApplication::translate("main",
                                         "Walk it with a budget: the questions about prices answered from prices.")},
            {u"recommend --answers yes,no,... --out FILE.md|.csv|.json|.pdf"_s,
             QCoreApplication::translate("main", "Write the build list for the recommended GPU.")}};
}

bool RecommendCommand::needsGuiApplication(const QStringList &arguments) const
{
    return BuildFile::asksForPdf(arguments);
}

int RecommendCommand::run(CommandContext &context) const
{
    QTextStream &out = context.out();
    double budgetUsd = 0;
    QStringList words;
    if (!readAnswers(context, &words, &budgetUsd))
        return ExitCode::Usage;

    PickReadiness software;
    if (!StackOption::read(context, &software.stack))
        return ExitCode::Usage;
    Database *db = context.database();
    if (!db)
        return ExitCode::Failure;
    SoftwareReadiness readiness;
    if (!StackOption::load(context, &readiness))
        return ExitCode::Failure;
    software.readiness = &readiness;
    SqlFlowchartRepository charts(db->connection());
    SqlGpuRepository gpus(db->connection());
    QString error;
    const std::optional<Flowchart> chart = charts.flowchart(context.value(u"chart"_s), &error);
    if (!chart) {
        context.fail(error);
        return ExitCode::Usage;
    }
    const auto edition = editionFromKey(context.value(u"edition"_s));
    if (!edition) {
        //: live and 2023 are typed as they are; %1 is what the user typed.
        context.fail(tr("--edition must be live or 2023, got '%1'").arg(context.value(u"edition"_s)));
        return ExitCode::Usage;
    }
    // A month from 1990-01 to this one, as every command takes it.
    QDate asOf;
    if (!context.month(u"as-of"_s, &asOf))
        return ExitCode::Usage;
    // The live edition: every leaf's rule evaluated on the database as of the month, in the
    // session the wizard walks too.
    const SqlPartPriceRepository parts(db->connection());
    RecommendationSession session(*chart, gpus, asOf, {}, &parts);
    if (*edition == Edition::Live && !session.liveProblem().isEmpty()) {
        context.fail(session.liveProblem());
        return ExitCode::Failure;
    }
    session.setEdition(*edition);
    if (!session.replay(words, budgetUsd, asOf, &error)) {
        context.fail(error);
        return ExitCode::Usage;
    }
    const FlowchartWalker &walker = session.walker();
    const Flowchart &walked = walker.chart();
    const Recommendation rec = session.recommendation(budgetUsd, asOf);
    if (context.isSet(u"out"_s))
        return exportRecommendedBuild(context, rec, buildOriginFor(walker, rec), gpus, parts, context.value(u"out"_s));

    const RecommendationSummary summary = RecommendationSummary::of(rec, *edition, asOf, budgetUsd);
    if (context.isSet(u"json"_s)) {
        QJsonObject json = recommendationJson(walked, walker, rec, *edition, asOf, software);
        // The lines the text and the wizard's result page show.
        json.insert(u"summary"_s, Summary::toJson(summary));
        out << QJsonDocument(json).toJson(QJsonDocument::Indented);
        return ExitCode::Ok;
    }

    RecommendationText{*chart, walker, rec, summary, budgetUsd, software}.write(out);
    out.flush();
    return ExitCode::Ok;
}

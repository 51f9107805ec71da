// SPDX-FileCopyrightText: 2026 GPU Advisor contributors
// SPDX-License-Identifier: GPL-3.0-or-later
#include "app/commands/recommendcommand.h"

#include "app/commands/buildfile.h"
#include "db/database.h"
#include "db/sqlflowchartrepository.h"
#include "db/sqlgpurepository.h"
#include "model/build/buildexport.h"
#include "model/build/buildplanner.h"
#include "model/catalog/datasources.h"
#include "model/flowchart/flowchartwalker.h"
#include "model/flowchart/recommendation.h"

#include <QJsonArray>
#include <QJsonDocument>
#include <QJsonObject>
#include <QLocale>

using namespace Qt::StringLiterals;

namespace {

const QString DefaultChart = u"dettmers-2023"_s;

QString money(double usd)
{
    return u"$"_s + QLocale(QLocale::English).toString(usd, 'f', usd < 100 ? 2 : 0);
}

QString specLine(const PickDetails &pick)
{
    const Gpu &g = pick.gpu;
    //: A GPU's specs: %1 name, %2 memory in GB, %3 memory type (GDDR6X), %4 memory bandwidth, %5 board power.
    const QString specs = QCoreApplication::translate("CommandLine", "%1: %2 GB %3, %4 GB/s, %5 W")
                              .arg(pick.displayName(), QString::number(g.vramGb), g.memoryType,
                                   QString::number(g.memoryBandwidthGbs), QString::number(g.tdpWatts));
    const auto price = pick.relevantPrice();
    if (!price) {
        //: %1 is a GPU with its specs.
        return QCoreApplication::translate("CommandLine", "%1, no price on record").arg(specs);
    }
    const QString usd = money(price->usd);
    const QString source = DataSources::priceKindTitle(price->source.section(u',', 0, 0));
    //: %1 is a GPU with its specs, %2 a price in dollars, %3 its month (YYYY-MM), %4 where the price comes from.
    QString line = price->condition == PriceCondition::Used
                       ? QCoreApplication::translate("CommandLine", "%1, %2 used as of %3 (%4)")
                             .arg(specs, usd, price->dateLabel(), source)
                       //: %1 is a GPU with its specs, %2 a price in dollars, %3 its month (YYYY-MM), %4 where the
                       //: price comes from.
                       : QCoreApplication::translate("CommandLine", "%1, %2 new as of %3 (%4)")
                             .arg(specs, usd, price->dateLabel(), source);
    if (pick.priceIsFallback()) {
        //: %1 is a GPU with its specs and price; the pick is a used card, but only a new price is known.
        line = pick.used ? QCoreApplication::translate("CommandLine", "%1 [no used price on record]").arg(line)
                         //: %1 is a GPU with its specs and price; the pick is a new card, but only a used price
                         //: is known.
                         : QCoreApplication::translate("CommandLine", "%1 [no new price on record]").arg(line);
    }
    return line;
}

QJsonObject pickJson(const PickDetails &pick)
{
    QJsonObject o{{u"name"_s, pick.gpu.name},      {u"used"_s, pick.used},
                  {u"vram_gb"_s, pick.gpu.vramGb}, {u"memory_bandwidth_gbs"_s, pick.gpu.memoryBandwidthGbs},
                  {u"tdp_w"_s, pick.gpu.tdpWatts}, {u"spec_source"_s, pick.gpu.source}};
    if (const auto price = pick.relevantPrice()) {
        o.insert(u"price"_s, QJsonObject{{u"usd"_s, price->usd},
                                         {u"condition"_s, priceConditionKey(price->condition)},
                                         {u"date"_s, price->dateLabel()},
                                         {u"source"_s, price->source}});
    } else {
        o.insert(u"price"_s, QJsonValue::Null);
    }
    return o;
}

QJsonObject recommendationJson(const Flowchart &chart, const FlowchartWalker &walker, const Recommendation &rec)
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
        details.append(pickJson(p));
    }
    QJsonArray runnerUps;
    for (const PickDetails &p : rec.runnerUps)
        runnerUps.append(pickJson(p));
    const QJsonObject leaf{{u"kind"_s, leafKindKey(rec.leaf.kind)},
                           {u"key"_s, rec.leaf.key},
                           {u"title"_s, rec.leaf.title},
                           {u"gpus"_s, names},
                           {u"used"_s, rec.leaf.isUsed()},
                           {u"text"_s, rec.leaf.text},
                           {u"advice"_s, rec.leaf.advice},
                           {u"details"_s, details},
                           {u"runner_ups"_s, runnerUps}};
    return {{u"answers"_s, answers},
            {u"path"_s, path},
            {u"leaf"_s, leaf},
            {u"chart"_s, QJsonObject{{u"key"_s, chart.key},
                                     {u"title"_s, chart.title},
                                     {u"edition_date"_s, chart.editionDate},
                                     {u"caveat"_s, chart.caveat}}}};
}

/// `recommend --out`: the build list for the first GPU of the leaf the answers reach.
int exportRecommendedBuild(CommandContext &context, const Recommendation &recommendation, const BuildOrigin &origin,
                           const GpuRepository &gpus, const QString &path)
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
    const std::optional<BuildPlan> plan = BuildPlanner(gpus).plan(request, &error);
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
    };
}

QList<Command::Synopsis> RecommendCommand::synopses() const
{
    return {{u"recommend --answers yes,no,... [--json] [--chart KEY]"_s,
             QCoreApplication::translate("main", "Walk the recommendation flowchart with the given answers.")},
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
    if (!context.arguments().isEmpty()) {
        //: %1 is an argument the command does not take.
        context.fail(tr("unexpected argument '%1'").arg(context.arguments().first()));
        return ExitCode::Usage;
    }
    if (!context.isSet(u"answers"_s)) {
        //: "--answers no,yes,yes,yes" is typed as it is: keep the option and the English yes/no words.
        context.fail(tr("--answers is required, for example --answers no,yes,yes,yes"));
        return ExitCode::Usage;
    }
    QStringList words = context.value(u"answers"_s).split(u',');
    for (QString &w : words)
        w = w.trimmed();
    if (words == QStringList{QString()})
        words.clear();

    Database *db = context.database();
    if (!db)
        return ExitCode::Failure;
    SqlFlowchartRepository charts(db->connection());
    SqlGpuRepository gpus(db->connection());
    QString error;
    const std::optional<Flowchart> chart = charts.flowchart(context.value(u"chart"_s), &error);
    if (!chart) {
        context.err() << "gpu-advisor recommend: " << error << Qt::endl;
        return ExitCode::Usage;
    }
    FlowchartWalker walker(*chart);
    if (!walker.replay(words, &error)) {
        context.err() << "gpu-advisor recommend: " << error << Qt::endl;
        return ExitCode::Usage;
    }
    const Recommendation rec = recommendationFor(walker, gpus);
    if (context.isSet(u"out"_s))
        return exportRecommendedBuild(context, rec, buildOriginFor(walker, rec), gpus, context.value(u"out"_s));

    if (context.isSet(u"json"_s)) {
        out << QJsonDocument(recommendationJson(*chart, walker, rec)).toJson(QJsonDocument::Indented);
        return ExitCode::Ok;
    }

    out << chart->title << " (" << chart->editionDate << ")\n\n";
    int n = 1;
    for (const FlowchartWalker::Step &step : walker.steps()) {
        out << QString::number(n++).rightJustified(3) << ". " << chart->questionAt(step.nodeId)->text << "  "
            << (step.answer == Answer::Yes ? tr("yes") : tr("no")) << "\n";
    }
    out << "\n" << rec.leaf.title;
    if (rec.leaf.isUsed()) {
        //: Follows the title of a recommendation for second-hand cards.
        out << "  " << tr("[used]");
    }
    out << "\n" << rec.leaf.text << "\n";
    for (const PickDetails &p : rec.picks)
        out << "  - " << specLine(p) << "\n";
    if (!rec.leaf.advice.isEmpty())
        out << "\n" << tr("What to do next: %1").arg(rec.leaf.advice) << "\n";
    if (!rec.runnerUps.isEmpty()) {
        //: Heading of a list of other GPUs worth a look.
        out << "\n" << tr("Also consider:") << "\n";
        for (const PickDetails &p : rec.runnerUps)
            out << "  - " << specLine(p) << "\n";
    }
    //: %1 is the flowchart's caveat.
    out << "\n" << tr("Note: %1").arg(rec.caveat) << "\n";
    out.flush();
    return ExitCode::Ok;
}

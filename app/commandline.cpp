// SPDX-FileCopyrightText: 2026 GPU Advisor contributors
// SPDX-License-Identifier: GPL-3.0-or-later
#include "app/commandline.h"

#include "app/options.h"
#include "db/database.h"
#include "db/dataimporter.h"
#include "db/recovery.h"
#include "db/sqlflowchartrepository.h"
#include "db/sqlgpurepository.h"
#include "model/build/buildexport.h"
#include "model/build/buildplanner.h"
#include "model/catalog/datasources.h"
#include "model/catalog/gpucsv.h"
#include "model/catalog/namesuggestions.h"
#include "model/cost/breakeven.h"
#include "model/flowchart/flowchartwalker.h"
#include "model/flowchart/recommendation.h"
#include "model/performance/memoryestimate.h"
#include "model/performance/ranking.h"
#include "ui/planner/buildreport.h"

#include <QCommandLineParser>
#include <QCoreApplication>
#include <QFile>
#include <QFileInfo>
#include <QGuiApplication>
#include <QRegularExpression>
#include <QSaveFile>
#include <QStringDecoder>

#include <QJsonArray>
#include <QJsonDocument>
#include <QJsonObject>
#include <QLocale>
#include <cmath>

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

} // namespace

CommandLine::CommandLine(QTextStream &out, QTextStream &err)
    : m_out(out)
    , m_err(err)
{}

QStringList CommandLine::commands()
{
    return {u"recommend"_s, u"rank"_s, u"breakeven"_s, u"memory"_s, u"db"_s, u"build"_s};
}

bool CommandLine::needsGuiApplication(const QStringList &arguments)
{
    const QString command = commandIn(arguments);
    if (command != u"build" && command != u"recommend")
        return false;
    for (qsizetype i = 0; i < arguments.size(); ++i) {
        QString value;
        if (arguments.at(i) == u"--out" && i + 1 < arguments.size())
            value = arguments.at(i + 1);
        else if (arguments.at(i).startsWith(u"--out="_s))
            value = arguments.at(i).mid(6);
        if (BuildExport::formatForPath(value) == BuildExport::Format::Pdf)
            return true;
    }
    return false;
}

QString CommandLine::commandIn(const QStringList &arguments)
{
    // Skip options and the values of options that take one.
    const QStringList valued = Options::globalOptionsWithValues();
    for (int i = 0; i < arguments.size(); ++i) {
        const QString &a = arguments.at(i);
        if (a.startsWith(u'-')) {
            if (valued.contains(a))
                ++i;
            continue;
        }
        return a;
    }
    return {};
}

void CommandLine::fail(const QString &command, const QString &message)
{
    m_err << "gpu-advisor " << command << ": " << message << Qt::endl;
}

bool CommandLine::openDatabase(const QString &path, Database *db)
{
    QString error;
    const QString file = path.isEmpty() ? Database::defaultPath() : path;
    if (!db->open(file, &error)) {
        m_err << "gpu-advisor: " << error << Qt::endl;
        if (QFileInfo::exists(file)) {
            //: %1 is the database file; "gpu-advisor db recover" is a command to type, keep it as it is.
            m_err << "gpu-advisor: "
                  << tr("the file was left unchanged. To start a fresh database and copy into it what can still be "
                        "read: gpu-advisor db recover %1")
                         .arg(file)
                  << Qt::endl;
        }
        return false;
    }
    return true;
}

bool CommandLine::parse(QCommandLineParser &parser, const QString &command, const QString &description,
                        const QList<QCommandLineOption> &options, const QStringList &arguments, int *exitCode)
{
    Options::addGlobalOptions(parser);
    parser.setApplicationDescription(description);
    //: The help's description of the command word itself (recommend, rank, ...).
    parser.addPositionalArgument(command, tr("The command."));
    parser.addOptions(options);
    if (!parser.parse(QStringList{QCoreApplication::applicationName()} + arguments)) {
        fail(command, parser.errorText());
        *exitCode = ExitCode::Usage;
        return false;
    }
    if (parser.isSet(u"help"_s)) {
        m_out << parser.helpText();
        m_out.flush();
        *exitCode = ExitCode::Ok;
        return false;
    }
    return true;
}

bool CommandLine::number(const QCommandLineParser &parser, const QString &command, const QString &option, double min,
                         double max, double *value)
{
    if (!parser.isSet(option))
        return true;
    const QString text = parser.value(option).trimmed();
    bool ok = false;
    const double v = QLocale::c().toDouble(text, &ok);
    if (!ok || !std::isfinite(v) || v < min || v > max) {
        //: %1 is an option name, %2 and %3 the smallest and largest value allowed, %4 what the user gave.
        fail(command, tr("--%1 must be a number from %2 to %3, got '%4'")
                          .arg(option, QLocale::c().toString(min, 'g', 12), QLocale::c().toString(max, 'g', 12), text));
        return false;
    }
    *value = v;
    return true;
}

bool CommandLine::integer(const QCommandLineParser &parser, const QString &command, const QString &option, int min,
                          int max, std::optional<int> *value)
{
    if (!parser.isSet(option))
        return true;
    const QString text = parser.value(option).trimmed();
    bool ok = false;
    const int v = text.toInt(&ok);
    if (!ok || v < min || v > max) {
        //: %1 is an option name, %2 and %3 the smallest and largest value allowed, %4 what the user gave.
        fail(command, tr("--%1 must be a whole number from %2 to %3, got '%4'")
                          .arg(option, QString::number(min), QString::number(max), text));
        return false;
    }
    *value = v;
    return true;
}

int CommandLine::run(const QStringList &arguments)
{
    const QString command = commandIn(arguments);
    if (command == u"recommend")
        return recommend(arguments);
    if (command == u"rank")
        return rank(arguments);
    if (command == u"breakeven")
        return breakeven(arguments);
    if (command == u"memory")
        return memory(arguments);
    if (command == u"db")
        return database(arguments);
    if (command == u"build")
        return build(arguments);
    //: %1 is what the user typed, %2 the list of commands (recommend, rank, ...), which stay as they are.
    m_err << "gpu-advisor: " << tr("unknown command '%1'; expected one of: %2").arg(command, commands().join(u", "_s))
          << Qt::endl;
    //: "gpu-advisor --help" is a command to type; keep it as it is.
    m_err << tr("Run 'gpu-advisor --help' for the usage.") << Qt::endl;
    return ExitCode::Usage;
}
int CommandLine::recommend(const QStringList &arguments)
{
    //: Help for --answers: the answers are typed as the English words yes and no.
    const QCommandLineOption answersOption(
        u"answers"_s, tr("Comma-separated yes/no answers, in the order the questions come."), u"yes,no,..."_s);
    const QCommandLineOption jsonOption(u"json"_s, tr("Print one JSON object instead of a summary."));
    //: %1 is the key of the default flowchart edition.
    const QCommandLineOption chartOption(
        u"chart"_s, tr("The flowchart edition to walk (default %1).").arg(DefaultChart), u"key"_s, DefaultChart);
    //: FILE is the value name shown in the help (--out <FILE>); keep it as it is.
    const QCommandLineOption outOption(
        u"out"_s, tr("Write the build list for the recommended GPU to FILE (.md, .csv, .json or .pdf)."), u"FILE"_s);
    QCommandLineParser parser;
    int exitCode = ExitCode::Ok;
    if (!parse(parser, u"recommend"_s, tr("Walk the recommendation flowchart with the given answers."),
               {answersOption, jsonOption, chartOption, outOption}, arguments, &exitCode))
        return exitCode;
    if (parser.positionalArguments().size() > 1) {
        //: %1 is an argument the command does not take.
        fail(u"recommend"_s, tr("unexpected argument '%1'").arg(parser.positionalArguments().at(1)));
        return ExitCode::Usage;
    }
    if (!parser.isSet(answersOption)) {
        //: "--answers no,yes,yes,yes" is typed as it is: keep the option and the English yes/no words.
        fail(u"recommend"_s, tr("--answers is required, for example --answers no,yes,yes,yes"));
        return ExitCode::Usage;
    }
    QStringList words = parser.value(answersOption).split(u',');
    for (QString &w : words)
        w = w.trimmed();
    if (words == QStringList{QString()})
        words.clear();

    Database db;
    if (!openDatabase(parser.value(Options::dbOption()), &db))
        return ExitCode::Failure;
    SqlFlowchartRepository charts(db.connection());
    SqlGpuRepository gpus(db.connection());
    QString error;
    const std::optional<Flowchart> chart = charts.flowchart(parser.value(chartOption), &error);
    if (!chart) {
        m_err << "gpu-advisor recommend: " << error << Qt::endl;
        return ExitCode::Usage;
    }
    FlowchartWalker walker(*chart);
    if (!walker.replay(words, &error)) {
        m_err << "gpu-advisor recommend: " << error << Qt::endl;
        return ExitCode::Usage;
    }
    const Recommendation rec = recommendationFor(walker, gpus);
    if (parser.isSet(outOption))
        return exportRecommendedBuild(rec, buildOriginFor(walker, rec), gpus, parser.value(outOption));

    if (parser.isSet(jsonOption)) {
        QJsonArray answers;
        QJsonArray path;
        for (const FlowchartWalker::Step &step : walker.steps()) {
            answers.append(answerKey(step.answer));
            path.append(QJsonObject{{u"question"_s, chart->questionAt(step.nodeId)->text},
                                    {u"answer"_s, answerKey(step.answer)}});
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
        const QJsonObject root{{u"answers"_s, answers},
                               {u"path"_s, path},
                               {u"leaf"_s, leaf},
                               {u"chart"_s, QJsonObject{{u"key"_s, chart->key},
                                                        {u"title"_s, chart->title},
                                                        {u"edition_date"_s, chart->editionDate},
                                                        {u"caveat"_s, chart->caveat}}}};
        m_out << QJsonDocument(root).toJson(QJsonDocument::Indented);
        return ExitCode::Ok;
    }

    m_out << chart->title << " (" << chart->editionDate << ")\n\n";
    int n = 1;
    for (const FlowchartWalker::Step &step : walker.steps()) {
        m_out << QString::number(n++).rightJustified(3) << ". " << chart->questionAt(step.nodeId)->text << "  "
              << (step.answer == Answer::Yes ? tr("yes") : tr("no")) << "\n";
    }
    m_out << "\n" << rec.leaf.title;
    if (rec.leaf.isUsed()) {
        //: Follows the title of a recommendation for second-hand cards.
        m_out << "  " << tr("[used]");
    }
    m_out << "\n" << rec.leaf.text << "\n";
    for (const PickDetails &p : rec.picks)
        m_out << "  - " << specLine(p) << "\n";
    if (!rec.leaf.advice.isEmpty())
        m_out << "\n" << tr("What to do next: %1").arg(rec.leaf.advice) << "\n";
    if (!rec.runnerUps.isEmpty()) {
        //: Heading of a list of other GPUs worth a look.
        m_out << "\n" << tr("Also consider:") << "\n";
        for (const PickDetails &p : rec.runnerUps)
            m_out << "  - " << specLine(p) << "\n";
    }
    //: %1 is the flowchart's caveat.
    m_out << "\n" << tr("Note: %1").arg(rec.caveat) << "\n";
    m_out.flush();
    return ExitCode::Ok;
}

namespace {

QJsonValue optionalJson(const std::optional<double> &v)
{
    return v ? QJsonValue(*v) : QJsonValue(QJsonValue::Null);
}

/// "memory-bound" and the like, for PerformanceEstimate::bound().
QString boundText(const QString &bound)
{
    if (bound == u"memory") {
        //: What limits a GPU's speed: its memory bandwidth.
        return QCoreApplication::translate("CommandLine", "memory-bound");
    }
    if (bound == u"compute") {
        //: What limits a GPU's speed: its arithmetic throughput.
        return QCoreApplication::translate("CommandLine", "compute-bound");
    }
    if (bound == u"overhead") {
        //: What limits a GPU's speed: fixed overheads such as kernel launches.
        return QCoreApplication::translate("CommandLine", "overhead-bound");
    }
    return bound + u"-bound"_s;
}

QString explanationText(const RankEntry &e, const PerformanceParameters &parameters)
{
    const PerformanceEstimate &p = e.performance;
    QString t;
    QTextStream s(&t);
    //: %1 is a GPU, %2 its speed relative to the reference GPU %3, %4 what limits it (memory-bound, ...).
    s << "  "
      << QCoreApplication::translate("CommandLine", "%1: %2 x %3 (%4)")
             .arg(e.gpu.name, QString::number(p.relative, 'f', 3), parameters.referenceGpu, boundText(p.bound()))
      << "\n";
    //: %1 matrix TFLOPS, %2 the matrix path (FP8 tensor, ...), %3 memory bandwidth, %4 L2 cache size, %5 the
    //: L2 cache size that counts.
    s << "    "
      << QCoreApplication::translate("CommandLine", "inputs: %1 TFLOPS %2, %3 GB/s, L2 %4 MB (effective %5 MB)")
             .arg(QString::number(p.matrixTflops, 'g', 4), p.matrixPath, QString::number(p.bandwidthGbs),
                  QString::number(e.gpu.l2CacheMb.value_or(0)), QString::number(p.effectiveL2Mb))
      << "\n";
    // The factors form a list, one item each; "x" means "times".
    //: A speed-up factor from the L2 cache; %1 is the factor.
    QStringList factors = {QCoreApplication::translate("CommandLine", "L2 x%1").arg(QString::number(p.l2Gain, 'f', 3))};
    if (p.sharedMemoryFactor != 1) {
        //: A factor for the traffic through shared memory; %1 is the factor.
        factors.append(QCoreApplication::translate("CommandLine", "shared-memory traffic x%1")
                           .arg(QString::number(p.sharedMemoryFactor, 'f', 3)));
    }
    if (p.tmaGain != 1) {
        //: A speed-up factor from the Tensor Memory Accelerator; %1 is the factor.
        factors.append(QCoreApplication::translate("CommandLine", "TMA x%1").arg(QString::number(p.tmaGain, 'f', 3)));
    }
    if (p.bytesFactor != 1) {
        //: A factor for moving 8-bit numbers instead of 16-bit ones; %1 is the factor.
        factors.append(
            QCoreApplication::translate("CommandLine", "8-bit bytes x%1").arg(QString::number(p.bytesFactor)));
    }
    if (p.softwareFactor != 1) {
        //: A factor for software support; %1 is the factor.
        factors.append(
            QCoreApplication::translate("CommandLine", "software x%1").arg(QString::number(p.softwareFactor)));
    }
    //: %1 is a comma-separated list of factors.
    s << "    " << QCoreApplication::translate("CommandLine", "memory-side factors: %1").arg(factors.join(u", "_s))
      << "\n";
    //: The time a GPU takes, relative to the reference GPU: %1 compute, %2 memory, %3 overhead, %4 the sum.
    s << "    "
      << QCoreApplication::translate("CommandLine",
                                     "time per unit of work vs reference: compute %1 + memory %2 + overhead %3 = %4")
             .arg(QString::number(p.computeTime, 'f', 3), QString::number(p.memoryTime, 'f', 3),
                  QString::number(p.overheadTime, 'f', 3), QString::number(p.totalTime(), 'f', 3))
      << "\n";
    for (const QString &note : p.notes) {
        //: %1 is a note on how a figure was estimated.
        s << "    " << QCoreApplication::translate("CommandLine", "note: %1").arg(note) << "\n";
    }
    if (e.cost) {
        //: Cost of ownership in dollars: %1 the GPU, %2 the month of its price, %3 the desktop, %4 electricity,
        //: %5 the GPU's power in watts, %6 the total.
        s << "    "
          << QCoreApplication::translate("CommandLine",
                                         "cost: GPU $%1 (%2) + desktop $%3 + electricity $%4 (%5 W) = $%6")
                 .arg(QString::number(e.cost->gpuUsd, 'f', 0), e.priceDate, QString::number(e.cost->desktopUsd, 'f', 0),
                      QString::number(e.cost->electricityUsd(), 'f', 0), QString::number(e.gpu.tdpWatts),
                      QString::number(e.cost->totalUsd(), 'f', 0))
          << "\n";
    } else {
        s << "    " << QCoreApplication::translate("CommandLine", "cost: no price on record") << "\n";
    }
    return t;
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
            {u"notes"_s, QJsonArray::fromStringList(p.notes)}};
}

/// "7e9", "7000000000", "7B", "13b", "1.5T", "350M" -> parameters.
std::optional<double> parameterCount(const QString &text)
{
    static const QRegularExpression pattern(u"^\\s*([0-9]*\\.?[0-9]+(?:[eE][+-]?[0-9]+)?)\\s*([kKmMbBtT]?)\\s*$"_s);
    const auto m = pattern.match(text);
    if (!m.hasMatch())
        return std::nullopt;
    double v = QLocale::c().toDouble(m.captured(1));
    const QString suffix = m.captured(2).toLower();
    if (suffix == u"k")
        v *= 1e3;
    else if (suffix == u"m")
        v *= 1e6;
    else if (suffix == u"b")
        v *= 1e9;
    else if (suffix == u"t")
        v *= 1e12;
    return std::isfinite(v) ? std::optional<double>(v) : std::nullopt;
}

} // namespace

int CommandLine::rank(const QStringList &arguments)
{
    const CostParameters defaults;
    QStringList metricKeys;
    for (Metric m : allMetrics())
        metricKeys.append(metricKey(m));
    // The value names (M, GB, YYYY-MM, ...) stay as they are: the descriptions refer to them.
    const QList<QCommandLineOption> options = {
        //: %1 is the list of metric names, which are typed as they are.
        {u"metric"_s, tr("What to rank by: %1.").arg(metricKeys.join(u", "_s)), u"M"_s},
        {u"min-vram"_s, tr("Only GPUs with at least this much memory."), u"GB"_s},
        {u"as-of"_s, tr("Evaluate as of a month: GPUs released by then, prices as of then."), u"YYYY-MM"_s},
        {u"years"_s, tr("Years of ownership (default %1).").arg(defaults.years), u"N"_s},
        {u"kwh-price"_s, tr("Electricity price in USD per kWh (default %1).").arg(defaults.kwhPriceUsd), u"X"_s},
        {u"utilization"_s, tr("Share of the time the GPU works, 0 to 1 (default %1).").arg(defaults.utilization),
         u"U"_s},
        {u"desktop-cost"_s, tr("Cost of the desktop around the GPU in USD (default %1).").arg(defaults.desktopBaseUsd),
         u"USD"_s},
        //: new, used and average are the values typed after --condition; keep them in English.
        {u"condition"_s, tr("Price to use: new, used or average (default average)."), u"C"_s},
        //: value and performance are the values typed after --sort; keep them in English.
        {u"sort"_s, tr("value (performance per dollar, default) or performance."), u"S"_s},
        {u"limit"_s, tr("Show only the first N."), u"N"_s},
        {u"scale-batch"_s, tr("Let the batch size grow with GPU memory (+13.6% per doubling) instead of comparing at "
                              "equal batch size.")},
        {u"explain"_s, tr("Show how each figure was computed.")},
        {u"json"_s, tr("Print a JSON array, best first.")},
    };
    QCommandLineParser parser;
    int exitCode = ExitCode::Ok;
    const QString cmd = u"rank"_s;
    if (!parse(parser, cmd, tr("Rank GPUs by relative performance or performance per dollar."), options, arguments,
               &exitCode))
        return exitCode;
    if (!parser.isSet(u"metric"_s)) {
        //: %1 is the list of metric names, which are typed as they are.
        fail(cmd, tr("--metric is required; expected one of: %1").arg(metricKeys.join(u", "_s)));
        return ExitCode::Usage;
    }
    RankingOptions ranking;
    if (const auto m = metricFromKey(parser.value(u"metric"_s)))
        ranking.metric = *m;
    else {
        //: %1 is what the user typed, %2 the list of metric names, which are typed as they are.
        fail(cmd, tr("--metric '%1' is unknown; expected one of: %2")
                      .arg(parser.value(u"metric"_s), metricKeys.join(u", "_s)));
        return ExitCode::Usage;
    }
    if (!number(parser, cmd, u"min-vram"_s, 0, 100000, &ranking.minVramGb) ||
        !number(parser, cmd, u"years"_s, 0.01, 50, &ranking.cost.years) ||
        !number(parser, cmd, u"kwh-price"_s, 0, 10, &ranking.cost.kwhPriceUsd) ||
        !number(parser, cmd, u"utilization"_s, 0, 1, &ranking.cost.utilization) ||
        !number(parser, cmd, u"desktop-cost"_s, 0, 1e7, &ranking.cost.desktopBaseUsd))
        return ExitCode::Usage;
    std::optional<int> limit;
    if (!integer(parser, cmd, u"limit"_s, 1, 100000, &limit))
        return ExitCode::Usage;
    ranking.limit = limit.value_or(0);
    if (parser.isSet(u"as-of"_s)) {
        ranking.asOf = endOfMonth(parser.value(u"as-of"_s));
        if (!ranking.asOf.isValid()) {
            //: YYYY-MM is the form of a month (2023-01); %1 is what the user typed.
            fail(cmd, tr("--as-of must be a month YYYY-MM, got '%1'").arg(parser.value(u"as-of"_s)));
            return ExitCode::Usage;
        }
    }
    if (parser.isSet(u"condition"_s)) {
        const auto basis = priceBasisFromKey(parser.value(u"condition"_s));
        if (!basis) {
            //: new, used and average are typed as they are; %1 is what the user typed.
            fail(cmd, tr("--condition must be new, used or average, got '%1'").arg(parser.value(u"condition"_s)));
            return ExitCode::Usage;
        }
        ranking.cost.priceBasis = *basis;
    }
    if (parser.isSet(u"sort"_s)) {
        const QString sort = parser.value(u"sort"_s).trimmed().toLower();
        if (sort == u"value")
            ranking.sort = RankingOptions::Sort::Value;
        else if (sort == u"performance")
            ranking.sort = RankingOptions::Sort::Performance;
        else {
            //: value and performance are typed as they are; %1 is what the user typed.
            fail(cmd, tr("--sort must be value or performance, got '%1'").arg(parser.value(u"sort"_s)));
            return ExitCode::Usage;
        }
    }
    if (const QString problem = ranking.validate(); !problem.isEmpty()) {
        fail(cmd, problem);
        return ExitCode::Usage;
    }

    Database db;
    if (!openDatabase(parser.value(Options::dbOption()), &db))
        return ExitCode::Failure;
    SqlGpuRepository repository(db.connection());
    QString error;
    const QList<Gpu> gpus = repository.gpus(&error);
    QHash<qint64, QList<PriceObservation>> prices;
    for (const PriceObservation &p : repository.allPrices(&error))
        prices[p.gpuId].append(p);
    if (!error.isEmpty()) {
        m_err << "gpu-advisor: " << tr("cannot read the database: %1").arg(error) << Qt::endl;
        return ExitCode::Failure;
    }
    PerformanceParameters parameters = PerformanceParameters::defaults();
    parameters.scaleBatchWithMemory = parser.isSet(u"scale-batch"_s);
    const QList<RankEntry> entries = rankGpus(gpus, prices, parameters, ranking, &error);
    if (!error.isEmpty()) {
        m_err << "gpu-advisor: " << error << Qt::endl;
        return ExitCode::Failure;
    }

    if (parser.isSet(u"json"_s)) {
        QJsonArray array;
        for (const RankEntry &e : entries) {
            QJsonObject o{{u"name"_s, e.gpu.name},
                          {u"vendor"_s, e.gpu.vendor},
                          {u"architecture"_s, e.gpu.architecture},
                          {u"vram_gb"_s, e.gpu.vramGb},
                          {u"metric"_s, metricKey(ranking.metric)},
                          {u"relative_performance"_s, e.performance.relative},
                          {u"bound"_s, e.performance.bound()},
                          {u"price_usd"_s, optionalJson(e.priceUsd)},
                          {u"price_date"_s, e.priceDate.isEmpty() ? QJsonValue() : QJsonValue(e.priceDate)},
                          {u"electricity_usd_per_year"_s, e.electricityUsdPerYear},
                          {u"total_cost_usd"_s, e.cost ? QJsonValue(e.cost->totalUsd()) : QJsonValue()},
                          {u"performance_per_dollar"_s, optionalJson(e.performancePerDollar())},
                          {u"release_month"_s, e.gpu.releaseMonth.isValid()
                                                   ? QJsonValue(e.gpu.releaseMonth.toString(u"yyyy-MM"_s))
                                                   : QJsonValue()}};
            QJsonArray sources;
            for (const PriceObservation &p : e.quote.basisObservations(ranking.cost.priceBasis)) {
                sources.append(QJsonObject{{u"condition"_s, priceConditionKey(p.condition)},
                                           {u"usd"_s, p.usd},
                                           {u"date"_s, p.dateLabel()},
                                           {u"source"_s, p.source}});
            }
            o.insert(u"prices"_s, sources);
            if (parser.isSet(u"explain"_s))
                o.insert(u"explanation"_s, explanationJson(e.performance));
            array.append(o);
        }
        m_out << QJsonDocument(array).toJson(QJsonDocument::Indented);
        m_out.flush();
        return ExitCode::Ok;
    }

    if (ranking.asOf.isValid()) {
        //: %1 is the metric (8-bit inference, ...), %2 the reference GPU, %3 a month (YYYY-MM).
        m_out << tr("%1, relative to %2 = 1.00, as of %3")
                     .arg(metricTitle(ranking.metric), parameters.referenceGpu, ranking.asOf.toString(u"yyyy-MM"_s));
    } else {
        //: %1 is the metric (8-bit inference, ...), %2 the reference GPU.
        m_out << tr("%1, relative to %2 = 1.00").arg(metricTitle(ranking.metric), parameters.referenceGpu);
    }
    QString basis;
    switch (ranking.cost.priceBasis) {
    case PriceBasis::New:
        //: The first term of a cost: the price of the GPU bought new.
        basis = tr("new price");
        break;
    case PriceBasis::Used:
        //: The first term of a cost: the price of the GPU bought second-hand.
        basis = tr("used price");
        break;
    case PriceBasis::Average:
        //: The first term of a cost: the average of the GPU's new and used prices.
        basis = tr("average price");
        break;
    }
    //: %1 is the kind of GPU price (new price, ...), %2 the desktop's cost in dollars, %3 years, %4 dollars per
    //: kWh, %5 a percentage.
    m_out << "\n"
          << tr("Cost: %1 + desktop $%2 + %3 years of electricity at $%4/kWh and %5% utilisation")
                 .arg(basis, QString::number(ranking.cost.desktopBaseUsd), QString::number(ranking.cost.years),
                      QString::number(ranking.cost.kwhPriceUsd), QString::number(ranking.cost.utilization * 100))
          << "\n\n";
    // Column headings; the columns keep their widths whatever the language.
    m_out << QStringLiteral("%1 %2 %3 %4 %5 %6 %7\n")
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
    for (const RankEntry &e : entries) {
        const auto value = e.performancePerDollar();
        m_out << QStringLiteral("%1 %2 %3 %4 %5 %6 %7")
                     .arg(n++, 3)
                     .arg(e.gpu.name.left(28), -28)
                     .arg(e.gpu.vramGb, 5, 'g', 4)
                     .arg(e.performance.relative, 6, 'f', 2)
                     .arg(e.priceUsd ? u"$"_s + QString::number(*e.priceUsd, 'f', 0) : u"-"_s, 8)
                     .arg(e.cost ? u"$"_s + QString::number(e.cost->totalUsd(), 'f', 0) : u"-"_s, 8)
                     .arg(value ? QString::number(*value * 1000, 'f', 3) : u"-"_s, 9);
        if (!e.priceDate.isEmpty())
            m_out << "  (" << e.priceDate << ")";
        m_out << "\n";
        if (parser.isSet(u"explain"_s))
            m_out << explanationText(e, parameters);
    }
    m_out.flush();
    return ExitCode::Ok;
}

int CommandLine::breakeven(const QStringList &arguments)
{
    const BreakEvenInput defaults;
    const QList<QCommandLineOption> options = {
        {u"desktop-cost"_s, tr("Price of the desktop with its GPU(s), USD (default %1).").arg(defaults.desktopCostUsd),
         u"USD"_s},
        //: W is the option's value name and the unit, watts.
        {u"gpu-watts"_s, tr("GPU power draw, W (default %1).").arg(defaults.gpuWatts), u"W"_s},
        //: The power drawn by the rest of the system; W is the option's value name and the unit, watts.
        {u"system-watts"_s, tr("Rest of the system, W (default %1).").arg(defaults.systemWatts), u"W"_s},
        {u"kwh-price"_s, tr("Electricity, USD per kWh (default %1).").arg(defaults.kwhPriceUsd), u"X"_s},
        {u"cloud-hourly"_s, tr("Cloud GPU rate, USD per hour (default %1).").arg(defaults.cloudHourlyUsd), u"USD"_s},
        {u"utilization"_s, tr("Share of the day the GPU works, 0 to 1 (default %1).").arg(defaults.utilization),
         u"U"_s},
        {u"json"_s, tr("Print a JSON object.")},
    };
    QCommandLineParser parser;
    int exitCode = ExitCode::Ok;
    const QString cmd = u"breakeven"_s;
    if (!parse(parser, cmd, tr("Days after which buying a desktop is cheaper than renting a cloud GPU."), options,
               arguments, &exitCode))
        return exitCode;
    BreakEvenInput in;
    if (!number(parser, cmd, u"desktop-cost"_s, 0, 1e7, &in.desktopCostUsd) ||
        !number(parser, cmd, u"gpu-watts"_s, 0, 100000, &in.gpuWatts) ||
        !number(parser, cmd, u"system-watts"_s, 0, 100000, &in.systemWatts) ||
        !number(parser, cmd, u"kwh-price"_s, 0, 10, &in.kwhPriceUsd) ||
        !number(parser, cmd, u"cloud-hourly"_s, 0, 10000, &in.cloudHourlyUsd) ||
        !number(parser, cmd, u"utilization"_s, 0, 1, &in.utilization))
        return ExitCode::Usage;
    if (const QString problem = in.validate(); !problem.isEmpty()) {
        fail(cmd, problem);
        return ExitCode::Usage;
    }
    const BreakEvenResult r = breakEven(in);
    if (parser.isSet(u"json"_s)) {
        const QJsonObject o{{u"breakeven_days"_s, optionalJson(r.breakEvenDays)},
                            {u"never"_s, !r.breakEvenDays.has_value()},
                            {u"energy_kwh_per_year"_s, r.energyKwhPerYear},
                            {u"electricity_usd_per_day"_s, r.electricityUsdPerDay},
                            {u"electricity_usd_per_year"_s, r.electricityUsdPerDay * 365},
                            {u"cloud_usd_per_day"_s, r.cloudUsdPerDay},
                            {u"inputs"_s, QJsonObject{{u"desktop_cost_usd"_s, in.desktopCostUsd},
                                                      {u"gpu_watts"_s, in.gpuWatts},
                                                      {u"system_watts"_s, in.systemWatts},
                                                      {u"kwh_price_usd"_s, in.kwhPriceUsd},
                                                      {u"cloud_hourly_usd"_s, in.cloudHourlyUsd},
                                                      {u"utilization"_s, in.utilization}}}};
        m_out << QJsonDocument(o).toJson(QJsonDocument::Indented);
        m_out.flush();
        return ExitCode::Ok;
    }
    //: %1 is the desktop's price in dollars, %2 its electricity in dollars per day, %3 its energy in kWh per year.
    //: The line below it starts with "Cloud:"; the two amounts line up.
    m_out << tr("Desktop: $%1 + electricity $%2/day (%3 kWh/year)")
                 .arg(QString::number(in.desktopCostUsd), QString::number(r.electricityUsdPerDay, 'f', 3),
                      QString::number(r.energyKwhPerYear, 'f', 0))
          << "\n";
    //: %1 is the cloud's cost in dollars per day, %2 its hourly rate in dollars, %3 hours a day. The spaces line
    //: the amount up with the "Desktop:" line above it.
    m_out << tr("Cloud:   $%1/day ($%2/h x %3 h/day)")
                 .arg(QString::number(r.cloudUsdPerDay, 'f', 3), QString::number(in.cloudHourlyUsd),
                      QString::number(in.utilization * 24))
          << "\n";
    if (r.breakEvenDays) {
        //: %1 is a number of days, %2 the same in months.
        m_out << tr("Break-even after %1 days (about %2 months): after that the desktop is cheaper.")
                     .arg(QString::number(*r.breakEvenDays, 'f', 0), QString::number(*r.breakEvenDays / 30.44, 'f', 1))
              << "\n";
    } else {
        m_out << tr("Never: at this rate the cloud costs no more per day than the desktop's electricity.") << "\n";
    }
    m_out.flush();
    return ExitCode::Ok;
}

bool CommandLine::workloadSize(const QCommandLineParser &parser, const QString &command, MemoryWorkload *workload)
{
    const auto params = parameterCount(parser.value(u"params"_s));
    if (!params || *params <= 0 || *params > 1e14) {
        //: %1 is what the user typed; 7e9 and 7B are examples of what can be typed.
        fail(command, tr("--params must be a number of parameters such as 7e9 or 7B (up to 1e14), got '%1'")
                          .arg(parser.value(u"params"_s)));
        return false;
    }
    workload->parameters = *params;
    if (parser.isSet(u"precision"_s)) {
        const auto f = numberFormatFromKey(parser.value(u"precision"_s));
        if (!f) {
            //: fp32, fp16, ... are typed as they are; %1 is what the user typed.
            fail(command,
                 tr("--precision must be fp32, fp16, bf16, int8 or int4, got '%1'").arg(parser.value(u"precision"_s)));
            return false;
        }
        workload->format = *f;
    }
    if (parser.isSet(u"mode"_s)) {
        const auto m = workloadModeFromKey(parser.value(u"mode"_s));
        if (!m) {
            //: inference, training, lora and qlora are typed as they are; %1 is what the user typed.
            fail(command,
                 tr("--mode must be inference, training, lora or qlora, got '%1'").arg(parser.value(u"mode"_s)));
            return false;
        }
        workload->mode = *m;
    }
    return true;
}

int CommandLine::memory(const QStringList &arguments)
{
    const QList<QCommandLineOption> options = {
        //: 7e9 and 7B are examples of what can be typed.
        {u"params"_s, tr("Model parameters, e.g. 7e9 or 7B."), u"N"_s},
        //: fp32, fp16, ... are the values typed after --precision; keep them as they are.
        {u"precision"_s, tr("fp32, fp16, bf16, int8 or int4 (default fp16)."), u"P"_s},
        //: inference, training, lora and qlora are the values typed after --mode; keep them as they are.
        {u"mode"_s, tr("inference, training, lora or qlora (default inference)."), u"M"_s},
        {u"layers"_s, tr("Transformer layers (for the KV cache and activations)."), u"L"_s},
        {u"kv-heads"_s, tr("Key/value heads (grouped-query attention has fewer than attention heads)."), u"H"_s},
        {u"head-dim"_s, tr("Size of one attention head."), u"D"_s},
        {u"context"_s, tr("Tokens per sequence."), u"T"_s},
        {u"batch"_s, tr("Sequences at once (default 1)."), u"B"_s},
        {u"hidden"_s, tr("Model width (estimated from params and layers when absent)."), u"W"_s},
        {u"trainable-fraction"_s, tr("LoRA/QLoRA adapter parameters as a share of the model (default 0.01)."), u"F"_s},
        {u"overhead"_s, tr("Framework overhead as a share (default 0.2)."), u"F"_s},
        {u"json"_s, tr("Print a JSON object.")},
    };
    QCommandLineParser parser;
    int exitCode = ExitCode::Ok;
    const QString cmd = u"memory"_s;
    if (!parse(parser, cmd, tr("Estimate the GPU memory a transformer workload needs, and which GPUs hold it."),
               options, arguments, &exitCode))
        return exitCode;
    MemoryWorkload w;
    if (!parser.isSet(u"params"_s)) {
        //: "--params 7e9" is typed as it is.
        fail(cmd, tr("--params is required, for example --params 7e9"));
        return ExitCode::Usage;
    }
    if (!workloadSize(parser, cmd, &w))
        return ExitCode::Usage;
    std::optional<int> batch;
    if (!integer(parser, cmd, u"layers"_s, 1, 10000, &w.layers) ||
        !integer(parser, cmd, u"kv-heads"_s, 1, 10000, &w.kvHeads) ||
        !integer(parser, cmd, u"head-dim"_s, 1, 100000, &w.headDim) ||
        !integer(parser, cmd, u"context"_s, 1, 100000000, &w.context) ||
        !integer(parser, cmd, u"batch"_s, 1, 1000000, &batch) ||
        !integer(parser, cmd, u"hidden"_s, 1, 10000000, &w.hidden) ||
        !number(parser, cmd, u"trainable-fraction"_s, 1e-9, 1, &w.trainableFraction) ||
        !number(parser, cmd, u"overhead"_s, 0, 10, &w.overheadFraction))
        return ExitCode::Usage;
    w.batch = batch.value_or(1);
    if (const QString problem = w.validate(); !problem.isEmpty()) {
        fail(cmd, problem);
        return ExitCode::Usage;
    }
    const MemoryEstimate estimate = estimateMemory(w);

    Database db;
    if (!openDatabase(parser.value(Options::dbOption()), &db))
        return ExitCode::Failure;
    QList<Gpu> gpus = SqlGpuRepository(db.connection()).gpus();
    std::sort(gpus.begin(), gpus.end(),
              [](const Gpu &a, const Gpu &b) { return a.vramGb != b.vramGb ? a.vramGb < b.vramGb : a.name < b.name; });

    if (parser.isSet(u"json"_s)) {
        QJsonArray fits;
        for (const Gpu &g : std::as_const(gpus)) {
            const MemoryFit fit = fitOnGpu(estimate, g.vramGb);
            fits.append(QJsonObject{{u"name"_s, g.name},
                                    {u"vram_gb"_s, g.vramGb},
                                    {u"fits"_s, fit.fitsOne},
                                    {u"gpus_needed"_s, fit.gpusNeeded}});
        }
        QJsonArray rules;
        for (const MemoryRuleOfThumb &r : memoryRulesOfThumb())
            rules.append(QJsonObject{{u"work"_s, r.work}, {u"minimum_gb"_s, r.minimumGb}});
        constexpr double GiB = 1024.0 * 1024.0 * 1024.0;
        const QJsonObject o{{u"total_gb"_s, estimate.totalGb()},
                            {u"parts_gb"_s, QJsonObject{{u"weights"_s, estimate.weightsBytes / GiB},
                                                        {u"kv_cache"_s, estimate.kvCacheBytes / GiB},
                                                        {u"gradients"_s, estimate.gradientBytes / GiB},
                                                        {u"optimizer"_s, estimate.optimizerBytes / GiB},
                                                        {u"activations"_s, estimate.activationBytes / GiB},
                                                        {u"overhead"_s, estimate.overheadBytes / GiB}}},
                            {u"params"_s, w.parameters},
                            {u"precision"_s, numberFormatKey(w.format)},
                            {u"mode"_s, workloadModeKey(w.mode)},
                            {u"formula"_s, QJsonArray::fromStringList(estimate.formula)},
                            {u"assumptions"_s, QJsonArray::fromStringList(estimate.assumptions)},
                            {u"gpus"_s, fits},
                            {u"rules_of_thumb"_s, rules}};
        m_out << QJsonDocument(o).toJson(QJsonDocument::Indented);
        m_out.flush();
        return ExitCode::Ok;
    }
    //: %1 is the memory in GB; %2 the mode (inference, ...) and %3 the number format (fp16, ...) as typed.
    m_out << tr("Memory needed: %1 GB (%2, %3)")
                 .arg(QString::number(estimate.totalGb(), 'f', 1), workloadModeKey(w.mode), numberFormatKey(w.format))
          << "\n\n";
    for (const QString &line : estimate.formula)
        m_out << "  " << line << "\n";
    if (!estimate.assumptions.isEmpty()) {
        m_out << "\n" << tr("Assumptions:") << "\n";
        for (const QString &a : estimate.assumptions)
            m_out << "  - " << a << "\n";
    }
    //: "The post" is Tim Dettmers' blog post the recommendations come from.
    m_out << "\n"
          << tr("Rules of thumb from the post: at least 12 GB for image generation, 24 GB for work with "
                "transformers.")
          << "\n\n"
          //: Heading of the list of GPUs and whether the workload fits on each.
          << tr("GPUs:") << "\n";
    //: The workload fits on one such GPU (a column of at most 9 characters).
    const QString fits = tr("fits");
    //: The workload does not fit on one such GPU (a column of at most 9 characters).
    const QString tooSmall = tr("too small");
    for (const Gpu &g : std::as_const(gpus)) {
        const MemoryFit fit = fitOnGpu(estimate, g.vramGb);
        //: %1 is an amount of GPU memory in GB, right-aligned in a column.
        m_out << "  " << QStringLiteral("%1 ").arg(fit.fitsOne ? fits : tooSmall, -9)
              << QStringLiteral("%1").arg(g.name, -44) << tr("%1 GB").arg(g.vramGb, 5, 'g', 4);
        if (!fit.fitsOne) {
            //: %1 is how many such GPUs the workload needs.
            m_out << "  " << tr("(needs %1)").arg(fit.gpusNeeded);
        }
        m_out << "\n";
    }
    m_out.flush();
    return ExitCode::Ok;
}

int CommandLine::database(const QStringList &arguments)
{
    QCommandLineParser parser;
    int exitCode = ExitCode::Ok;
    const QString cmd = u"db"_s;
    // One line per action; the command words and file names (%1) are typed as they are.
    const QStringList help = {
        //: %1 is how the action is typed: "db recover DAMAGED [NEW.sqlite]".
        tr("%1: start a fresh database from the bundled data and copy into it what can still be read from a damaged "
           "one (which is only read).")
            .arg(u"db recover DAMAGED [NEW.sqlite]"_s),
        //: %1 is how the action is typed: "db import FILE.csv".
        tr("%1: add or update GPUs and prices (all rows are checked first; any error writes nothing).")
            .arg(u"db import FILE.csv"_s),
        //: %1 is how the action is typed: "db export FILE.csv".
        tr("%1: write every GPU and price to one CSV file.").arg(u"db export FILE.csv"_s),
    };
    if (!parse(parser, cmd, help.join(u'\n'), {}, arguments, &exitCode))
        return exitCode;
    const QStringList positional = parser.positionalArguments();
    if (positional.size() >= 2 && positional.at(1) == u"recover")
        return recoverDatabase(positional.mid(2));
    if (positional.size() != 3 || (positional.at(1) != u"import" && positional.at(1) != u"export")) {
        //: The quoted commands are typed as they are.
        fail(cmd, tr("expected 'db import FILE.csv', 'db export FILE.csv' or 'db recover DAMAGED [NEW]'"));
        return ExitCode::Usage;
    }
    const QString action = positional.at(1);
    const QString file = positional.at(2);
    if (action == u"import") {
        QFile in(file);
        if (!in.open(QIODevice::ReadOnly)) {
            //: %1 is a file, %2 the reason.
            fail(cmd, tr("cannot read %1: %2").arg(file, in.errorString()));
            return ExitCode::Failure;
        }
        const QByteArray bytes = in.readAll();
        QStringDecoder decoder(QStringDecoder::Utf8);
        const QString text = decoder.decode(bytes);
        if (decoder.hasError()) {
            //: %1 is a file.
            fail(cmd, tr("%1 is not UTF-8 text; save it as UTF-8 and try again").arg(file));
            return ExitCode::Usage;
        }
        Database db;
        if (!openDatabase(parser.value(Options::dbOption()), &db))
            return ExitCode::Failure;
        ImportReport report;
        QStringList errors;
        if (!DataImporter(db.connection()).importCsv(text, &report, &errors)) {
            //: %1 is a file; the problems found in it follow, one a line.
            fail(cmd, tr("%1 was not imported; nothing was written:").arg(file));
            for (const QString &e : std::as_const(errors))
                m_err << "  " << file << ": " << e << Qt::endl;
            return ExitCode::Usage;
        }
        //: %1 is a file; %2 to %5 are counts of GPUs added and updated, prices added and already present.
        m_out << tr("Imported %1: %2 GPU(s) added, %3 updated; %4 price(s) added, %5 already present.")
                     .arg(file, QString::number(report.gpusAdded), QString::number(report.gpusUpdated),
                          QString::number(report.pricesAdded), QString::number(report.pricesAlreadyPresent))
              << "\n";
        m_out.flush();
        return ExitCode::Ok;
    }
    Database db;
    if (!openDatabase(parser.value(Options::dbOption()), &db))
        return ExitCode::Failure;
    SqlGpuRepository repository(db.connection());
    QString error;
    const QList<Gpu> gpus = repository.gpus(&error);
    const QList<PriceObservation> prices = repository.allPrices(&error);
    if (!error.isEmpty()) {
        m_err << "gpu-advisor: " << tr("cannot read the database: %1").arg(error) << Qt::endl;
        return ExitCode::Failure;
    }
    QHash<qint64, QString> names;
    for (const Gpu &g : gpus)
        names.insert(g.id, g.name);
    const QString text = GpuCsv::writeExport(gpus, prices, [&names](qint64 id) { return names.value(id); });
    QSaveFile out(file);
    if (!out.open(QIODevice::WriteOnly) || out.write(text.toUtf8()) < 0 || !out.commit()) {
        //: %1 is a file, %2 the reason.
        fail(cmd, tr("cannot write %1: %2").arg(file, out.errorString()));
        return ExitCode::Failure;
    }
    //: %1 and %2 are counts, %3 a file.
    m_out << tr("Exported %1 GPU(s) and %2 price(s) to %3.")
                 .arg(QString::number(gpus.size()), QString::number(prices.size()), file)
          << "\n";
    m_out.flush();
    return ExitCode::Ok;
}

int CommandLine::build(const QStringList &arguments)
{
    const CostParameters defaults;
    QStringList circuitKeys;
    for (const BuildRules::PowerCircuit &c : BuildRules::circuits())
        circuitKeys.append(c.key);
    // The value names (NAME, N, W, ...) stay as they are: the descriptions refer to them.
    const QList<QCommandLineOption> options = {
        {u"gpu"_s, tr("The GPU, as the database names it (repeat for a mixed build)."), u"NAME"_s},
        {u"count"_s, tr("GPUs of that kind per machine, 1 to 8 (default 1; one per --gpu)."), u"N"_s},
        //: W is the option's value name: a number of watts.
        {u"power-limit"_s, tr("Cap every GPU at W watts (half the TDP up to the TDP)."), u"W"_s},
        //: new and used are the values typed after --condition; keep them in English.
        {u"condition"_s, tr("Price the GPUs new or used (default new)."), u"C"_s},
        {u"machines"_s, tr("Identical machines joined by a network (default 1)."), u"N"_s},
        //: %1 is the list of circuit keys, %2 and %3 two of them; they are typed as they are.
        {u"circuit"_s,
         tr("The outlet the machine plugs into: %1 (default %2, or %3 for 8-GPU servers).")
             .arg(circuitKeys.join(u", "_s), BuildRules::defaultCircuitKey(BuildRules::Platform::Desktop),
                  BuildRules::defaultCircuitKey(BuildRules::Platform::Server)),
         u"KEY"_s},
        //: %1 is kilograms of CO2 equivalent per kWh.
        {u"grid-intensity"_s,
         tr("kg CO2e per kWh of your electricity (default %1, the 2023 world average).")
             .arg(BuildRules::DefaultGridKgPerKwh),
         u"KG"_s},
        //: N is the option's value name; 70e9 and 70B are examples of what can be typed.
        {u"params"_s, tr("Check GPU memory against a model of N parameters, e.g. 70e9 or 70B."), u"N"_s},
        //: fp32, fp16, ... are the values typed after --precision; keep them as they are.
        {u"precision"_s, tr("With --params: fp32, fp16, bf16, int8 or int4 (default fp16)."), u"P"_s},
        //: inference, training, lora and qlora are the values typed after --mode; keep them as they are.
        {u"mode"_s, tr("With --params: inference, training, lora or qlora (default inference)."), u"M"_s},
        {u"years"_s, tr("Years of ownership (default %1).").arg(defaults.years), u"N"_s},
        {u"kwh-price"_s, tr("Electricity price in USD per kWh (default %1).").arg(defaults.kwhPriceUsd), u"X"_s},
        {u"utilization"_s, tr("Share of the time the GPUs work, 0 to 1 (default %1).").arg(defaults.utilization),
         u"U"_s},
        {u"as-of"_s, tr("Use GPU prices as of a month."), u"YYYY-MM"_s},
        {u"json"_s, tr("Print the build as a JSON object.")},
        //: FILE is the option's value name; keep it as it is.
        {u"out"_s, tr("Write the build list to FILE: .md, .csv, .json or .pdf."), u"FILE"_s},
    };
    QCommandLineParser parser;
    int exitCode = ExitCode::Ok;
    const QString cmd = u"build"_s;
    if (!parse(parser, cmd,
               tr("Plan a machine around GPUs: PSU, circuit, CPU, memory, storage, cooling, warnings and costs."),
               options, arguments, &exitCode))
        return exitCode;
    if (parser.positionalArguments().size() > 1) {
        //: %1 is an argument the command does not take.
        fail(cmd, tr("unexpected argument '%1'").arg(parser.positionalArguments().at(1)));
        return ExitCode::Usage;
    }
    const QStringList names = parser.values(u"gpu"_s);
    if (names.isEmpty()) {
        //: The example is typed as it is.
        fail(cmd, tr("--gpu is required, for example --gpu \"GeForce RTX 4090\" --count 2"));
        return ExitCode::Usage;
    }
    const QStringList counts = parser.values(u"count"_s);
    if (!counts.isEmpty() && counts.size() != names.size()) {
        //: %1 is how many times --gpu was given, %2 how many times --count was.
        fail(cmd, tr("give one --count for each --gpu (%1 GPU(s), %2 count(s))")
                      .arg(QString::number(names.size()), QString::number(counts.size())));
        return ExitCode::Usage;
    }
    BuildRequest request;
    for (qsizetype i = 0; i < names.size(); ++i) {
        int count = 1;
        if (!counts.isEmpty()) {
            bool ok = false;
            count = counts.at(i).trimmed().toInt(&ok);
            if (!ok || count < 1 || count > BuildRules::MaxGpusPerMachine) {
                //: %1 is the largest count allowed, %2 what the user typed.
                fail(cmd, tr("--count must be a whole number from 1 to %1, got '%2'")
                              .arg(QString::number(BuildRules::MaxGpusPerMachine), counts.at(i)));
                return ExitCode::Usage;
            }
        }
        request.gpus.append({names.at(i).trimmed(), count});
    }
    std::optional<int> limit;
    std::optional<int> machines;
    double grid = -1;
    if (!integer(parser, cmd, u"power-limit"_s, 1, 5000, &limit) ||
        !integer(parser, cmd, u"machines"_s, 1, BuildRules::MaxMachines, &machines) ||
        !number(parser, cmd, u"grid-intensity"_s, 0, 5, &grid) ||
        !number(parser, cmd, u"years"_s, 0.01, 50, &request.cost.years) ||
        !number(parser, cmd, u"kwh-price"_s, 0, 10, &request.cost.kwhPriceUsd) ||
        !number(parser, cmd, u"utilization"_s, 0, 1, &request.cost.utilization))
        return ExitCode::Usage;
    request.powerLimitWatts = limit;
    request.machines = machines.value_or(1);
    request.gridKgPerKwh = grid;
    if (parser.isSet(u"condition"_s)) {
        const auto condition = priceConditionFromKey(parser.value(u"condition"_s));
        if (!condition) {
            //: new and used are typed as they are; %1 is what the user typed.
            fail(cmd, tr("--condition must be new or used, got '%1'").arg(parser.value(u"condition"_s)));
            return ExitCode::Usage;
        }
        request.condition = *condition;
    }
    if (parser.isSet(u"circuit"_s)) {
        if (!BuildRules::circuitFromKey(parser.value(u"circuit"_s))) {
            //: %1 is the list of circuit keys, which are typed as they are; %2 is what the user typed.
            fail(
                cmd,
                tr("--circuit must be one of %1, got '%2'").arg(circuitKeys.join(u", "_s), parser.value(u"circuit"_s)));
            return ExitCode::Usage;
        }
        request.circuitKey = parser.value(u"circuit"_s).trimmed().toLower();
    }
    if (parser.isSet(u"as-of"_s)) {
        request.priceAsOf = endOfMonth(parser.value(u"as-of"_s));
        if (!request.priceAsOf.isValid()) {
            //: YYYY-MM is the form of a month (2023-01); %1 is what the user typed.
            fail(cmd, tr("--as-of must be a month YYYY-MM, got '%1'").arg(parser.value(u"as-of"_s)));
            return ExitCode::Usage;
        }
    }
    if (parser.isSet(u"params"_s)) {
        MemoryWorkload workload;
        if (!workloadSize(parser, cmd, &workload))
            return ExitCode::Usage;
        request.workload = workload;
    } else if (parser.isSet(u"precision"_s) || parser.isSet(u"mode"_s)) {
        fail(cmd, tr("--precision and --mode describe a workload; give its size with --params"));
        return ExitCode::Usage;
    }
    if (const QString problem = request.validate(); !problem.isEmpty()) {
        fail(cmd, problem);
        return ExitCode::Usage;
    }
    const QString out = parser.value(u"out"_s);
    if (parser.isSet(u"out"_s) && !BuildExport::formatForPath(out)) {
        //: %1 is the file name the user gave.
        fail(cmd, tr("--out must name a .md, .csv, .json or .pdf file, got '%1'").arg(out));
        return ExitCode::Usage;
    }

    Database db;
    if (!openDatabase(parser.value(Options::dbOption()), &db))
        return ExitCode::Failure;
    SqlGpuRepository gpus(db.connection());
    QString error;
    QStringList allNames;
    for (const Gpu &g : gpus.gpus(&error))
        allNames.append(g.name);
    if (!error.isEmpty()) {
        m_err << "gpu-advisor: " << tr("cannot read the database: %1").arg(error) << Qt::endl;
        return ExitCode::Failure;
    }
    for (BuildGpuLine &line : request.gpus) {
        const std::optional<Gpu> gpu = gpus.gpuByName(line.gpuName, &error);
        if (!gpu) {
            if (!error.isEmpty()) {
                m_err << "gpu-advisor: " << tr("cannot read the database: %1").arg(error) << Qt::endl;
                return ExitCode::Failure;
            }
            //: %1 is the GPU name the user gave, %2 a list of GPU names.
            fail(cmd, tr("unknown GPU '%1'; closest matches: %2")
                          .arg(line.gpuName, closestNames(line.gpuName, allNames).join(u"; "_s)));
            return ExitCode::Usage;
        }
        line.gpuName = gpu->name; // as the database spells it
    }
    const std::optional<BuildPlan> plan = BuildPlanner(gpus).plan(request, &error);
    if (!plan) {
        fail(cmd, error);
        return ExitCode::Usage;
    }
    if (parser.isSet(u"out"_s)) {
        if (const int code = writeBuild(cmd, *plan, out); code != ExitCode::Ok)
            return code;
        if (!parser.isSet(u"json"_s))
            //: %1 is the build's title, %2 a file.
            m_out << tr("Wrote the build list (%1) to %2.").arg(plan->title(), out) << "\n";
    }
    if (parser.isSet(u"json"_s))
        m_out << BuildExport::json(*plan);
    else if (!parser.isSet(u"out"_s))
        m_out << BuildExport::markdown(*plan);
    m_out.flush();
    return ExitCode::Ok;
}

int CommandLine::exportRecommendedBuild(const Recommendation &recommendation, const BuildOrigin &origin,
                                        const GpuRepository &gpus, const QString &path)
{
    const QString cmd = u"recommend"_s;
    if (!BuildExport::formatForPath(path)) {
        //: %1 is the file name the user gave.
        fail(cmd, tr("--out must name a .md, .csv, .json or .pdf file, got '%1'").arg(path));
        return ExitCode::Usage;
    }
    if (recommendation.picks.isEmpty()) {
        //: %1 is the kind of answer (cloud, ...) as a key, %2 the answer's title.
        fail(cmd, tr("this answer path recommends no card (%1: %2), so there is no build list to write")
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
        fail(cmd, error);
        return ExitCode::Failure;
    }
    if (const int code = writeBuild(cmd, *plan, path); code != ExitCode::Ok)
        return code;
    //: %1 is a GPU, %2 a file.
    m_out << recommendation.leaf.title << "\n"
          << tr("Wrote the build list for the %1 to %2.").arg(pick.displayName(), path) << "\n";
    m_out.flush();
    return ExitCode::Ok;
}

int CommandLine::writeBuild(const QString &command, const BuildPlan &plan, const QString &path)
{
    const std::optional<BuildExport::Format> format = BuildExport::formatForPath(path);
    if (!format) {
        //: %1 is the file name the user gave.
        fail(command, tr("--out must name a .md, .csv, .json or .pdf file, got '%1'").arg(path));
        return ExitCode::Usage;
    }
    // The PDF's text layout needs the GUI application main() creates for it (needsGuiApplication).
    if (*format == BuildExport::Format::Pdf && !qobject_cast<QGuiApplication *>(QCoreApplication::instance())) {
        //: %1 is a file. "offscreen" is the name of a Qt platform plugin.
        fail(command, tr("cannot write %1: a PDF report needs a GUI application (offscreen is enough)").arg(path));
        return ExitCode::Failure;
    }
    QString error;
    const bool ok = *format == BuildExport::Format::Pdf ? BuildReport::writePdf(plan, path, &error)
                                                        : BuildExport::writeFile(plan, path, *format, &error);
    if (!ok) {
        fail(command, error);
        return ExitCode::Failure;
    }
    return ExitCode::Ok;
}

int CommandLine::recoverDatabase(const QStringList &paths)
{
    const QString cmd = u"db recover"_s;
    if (paths.isEmpty() || paths.size() > 2) {
        //: The quoted command is typed as it is.
        fail(cmd, tr("expected 'db recover DAMAGED [NEW.sqlite]'"));
        return ExitCode::Usage;
    }
    const QString damaged = paths.at(0);
    if (!QFileInfo::exists(damaged)) {
        //: %1 is a file.
        fail(cmd, tr("%1 does not exist").arg(damaged));
        return ExitCode::Usage;
    }
    const QString target = paths.size() == 2 ? paths.at(1) : Recovery::suggestedPath(damaged);
    SalvageReport report;
    QString error;
    if (!Recovery::recover(damaged, target, &report, &error)) {
        fail(cmd, error);
        return ExitCode::Failure;
    }
    //: %1 is the new database file.
    m_out << tr("Fresh database: %1").arg(target) << "\n";
    //: %1 is the damaged database file; %2 to %4 are counts.
    m_out << tr("Salvaged from %1 (left unchanged): %2 GPU(s), %3 price(s), %4 saved build(s).")
                 .arg(damaged, QString::number(report.gpus), QString::number(report.prices),
                      QString::number(report.savedBuilds))
          << "\n";
    for (const QString &problem : std::as_const(report.problems)) {
        //: %1 is a part of the damaged database that could not be read.
        m_out << "  " << tr("not readable: %1").arg(problem) << "\n";
    }
    //: %1 is the new database file; "--db" is typed as it is.
    m_out << tr("Use it with --db %1").arg(target) << "\n";
    m_out.flush();
    return ExitCode::Ok;
}

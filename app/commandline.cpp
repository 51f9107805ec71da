// SPDX-FileCopyrightText: 2026 GPU Advisor contributors
// SPDX-License-Identifier: GPL-3.0-or-later
#include "app/commandline.h"

#include "app/options.h"
#include "db/database.h"
#include "db/dataimporter.h"
#include "db/recovery.h"
#include "db/sqlflowchartrepository.h"
#include "db/sqlgpurepository.h"
#include "model/breakeven.h"
#include "model/buildexport.h"
#include "model/buildplanner.h"
#include "model/flowchartwalker.h"
#include "model/gpucsv.h"
#include "model/memoryestimate.h"
#include "model/namesuggestions.h"
#include "model/ranking.h"
#include "model/recommendation.h"
#include "ui/buildreport.h"

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
    QString line = u"%1: %2 GB %3, %4 GB/s, %5 W"_s.arg(pick.displayName())
                       .arg(g.vramGb)
                       .arg(g.memoryType)
                       .arg(g.memoryBandwidthGbs)
                       .arg(g.tdpWatts);
    if (const auto price = pick.relevantPrice()) {
        line += u", %1 %2 as of %3 (%4)"_s.arg(money(price->usd), priceConditionKey(price->condition),
                                               price->dateLabel(), price->source.section(u',', 0, 0));
        if (pick.priceIsFallback())
            line += u" [no %1 price on record]"_s.arg(pick.used ? u"used"_s : u"new"_s);
    } else {
        line += u", no price on record"_s;
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
            m_err << "gpu-advisor: the file was left unchanged. To start a fresh database and copy into it what can "
                     "still be read: gpu-advisor db recover "
                  << file << Qt::endl;
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
    parser.addPositionalArgument(command, u"The command."_s);
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
        fail(command, u"--%1 must be a number from %2 to %3, got '%4'"_s.arg(option).arg(
                          QLocale::c().toString(min, 'g', 12), QLocale::c().toString(max, 'g', 12), text));
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
        fail(command, u"--%1 must be a whole number from %2 to %3, got '%4'"_s.arg(option).arg(min).arg(max).arg(text));
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
    m_err << "gpu-advisor: unknown command '" << command << "'; expected one of: " << commands().join(u", "_s)
          << Qt::endl;
    m_err << "Run 'gpu-advisor --help' for the usage." << Qt::endl;
    return ExitCode::Usage;
}
int CommandLine::recommend(const QStringList &arguments)
{
    const QCommandLineOption answersOption(
        u"answers"_s, u"Comma-separated yes/no answers, in the order the questions come."_s, u"yes,no,..."_s);
    const QCommandLineOption jsonOption(u"json"_s, u"Print one JSON object instead of a summary."_s);
    const QCommandLineOption chartOption(u"chart"_s, u"The flowchart edition to walk (default %1)."_s.arg(DefaultChart),
                                         u"key"_s, DefaultChart);
    const QCommandLineOption outOption(
        u"out"_s, u"Write the build list for the recommended GPU to FILE (.md, .csv, .json or .pdf)."_s, u"FILE"_s);
    QCommandLineParser parser;
    int exitCode = ExitCode::Ok;
    if (!parse(parser, u"recommend"_s, u"Walk the recommendation flowchart with the given answers."_s,
               {answersOption, jsonOption, chartOption, outOption}, arguments, &exitCode))
        return exitCode;
    if (parser.positionalArguments().size() > 1) {
        m_err << "gpu-advisor recommend: unexpected argument '" << parser.positionalArguments().at(1) << "'"
              << Qt::endl;
        return ExitCode::Usage;
    }
    if (!parser.isSet(answersOption)) {
        m_err << "gpu-advisor recommend: --answers is required, for example --answers no,yes,yes,yes" << Qt::endl;
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
              << answerKey(step.answer) << "\n";
    }
    m_out << "\n" << rec.leaf.title;
    if (rec.leaf.isUsed())
        m_out << "  [used]";
    m_out << "\n" << rec.leaf.text << "\n";
    for (const PickDetails &p : rec.picks)
        m_out << "  - " << specLine(p) << "\n";
    if (!rec.leaf.advice.isEmpty())
        m_out << "\nWhat to do next: " << rec.leaf.advice << "\n";
    if (!rec.runnerUps.isEmpty()) {
        m_out << "\nAlso consider:\n";
        for (const PickDetails &p : rec.runnerUps)
            m_out << "  - " << specLine(p) << "\n";
    }
    m_out << "\nNote: " << rec.caveat << "\n";
    m_out.flush();
    return ExitCode::Ok;
}

namespace {

QJsonValue optionalJson(const std::optional<double> &v)
{
    return v ? QJsonValue(*v) : QJsonValue(QJsonValue::Null);
}

QString explanationText(const RankEntry &e, const PerformanceParameters &parameters)
{
    const PerformanceEstimate &p = e.performance;
    QString t;
    QTextStream s(&t);
    s << "  " << e.gpu.name << ": " << QString::number(p.relative, 'f', 3) << " x " << parameters.referenceGpu << " ("
      << p.bound() << "-bound)\n";
    s << "    inputs: " << QString::number(p.matrixTflops, 'g', 4) << " TFLOPS " << p.matrixPath << ", "
      << p.bandwidthGbs << " GB/s, L2 " << e.gpu.l2CacheMb.value_or(0) << " MB (effective " << p.effectiveL2Mb
      << " MB)\n";
    s << "    memory-side factors: L2 x" << QString::number(p.l2Gain, 'f', 3);
    if (p.sharedMemoryFactor != 1)
        s << ", shared-memory traffic x" << QString::number(p.sharedMemoryFactor, 'f', 3);
    if (p.tmaGain != 1)
        s << ", TMA x" << QString::number(p.tmaGain, 'f', 3);
    if (p.bytesFactor != 1)
        s << ", 8-bit bytes x" << p.bytesFactor;
    if (p.softwareFactor != 1)
        s << ", software x" << p.softwareFactor;
    s << "\n";
    s << "    time per unit of work vs reference: compute " << QString::number(p.computeTime, 'f', 3) << " + memory "
      << QString::number(p.memoryTime, 'f', 3) << " + overhead " << QString::number(p.overheadTime, 'f', 3) << " = "
      << QString::number(p.totalTime(), 'f', 3) << "\n";
    for (const QString &note : p.notes)
        s << "    note: " << note << "\n";
    if (e.cost) {
        s << "    cost: GPU $" << QString::number(e.cost->gpuUsd, 'f', 0) << " (" << e.priceDate << ") + desktop $"
          << QString::number(e.cost->desktopUsd, 'f', 0) << " + electricity $"
          << QString::number(e.cost->electricityUsd(), 'f', 0) << " (" << e.gpu.tdpWatts << " W) = $"
          << QString::number(e.cost->totalUsd(), 'f', 0) << "\n";
    } else {
        s << "    cost: no price on record\n";
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
    const QList<QCommandLineOption> options = {
        {u"metric"_s, u"What to rank by: %1."_s.arg(metricKeys.join(u", "_s)), u"M"_s},
        {u"min-vram"_s, u"Only GPUs with at least this much memory."_s, u"GB"_s},
        {u"as-of"_s, u"Evaluate as of a month: GPUs released by then, prices as of then."_s, u"YYYY-MM"_s},
        {u"years"_s, u"Years of ownership (default %1)."_s.arg(defaults.years), u"N"_s},
        {u"kwh-price"_s, u"Electricity price in USD per kWh (default %1)."_s.arg(defaults.kwhPriceUsd), u"X"_s},
        {u"utilization"_s, u"Share of the time the GPU works, 0 to 1 (default %1)."_s.arg(defaults.utilization),
         u"U"_s},
        {u"desktop-cost"_s, u"Cost of the desktop around the GPU in USD (default %1)."_s.arg(defaults.desktopBaseUsd),
         u"USD"_s},
        {u"condition"_s, u"Price to use: new, used or average (default average)."_s, u"C"_s},
        {u"sort"_s, u"value (performance per dollar, default) or performance."_s, u"S"_s},
        {u"limit"_s, u"Show only the first N."_s, u"N"_s},
        {u"scale-batch"_s, u"Let the batch size grow with GPU memory (+13.6% per doubling) instead of comparing "
                           "at equal batch size."_s},
        {u"explain"_s, u"Show how each figure was computed."_s},
        {u"json"_s, u"Print a JSON array, best first."_s},
    };
    QCommandLineParser parser;
    int exitCode = ExitCode::Ok;
    const QString cmd = u"rank"_s;
    if (!parse(parser, cmd, u"Rank GPUs by relative performance or performance per dollar."_s, options, arguments,
               &exitCode))
        return exitCode;
    if (!parser.isSet(u"metric"_s)) {
        fail(cmd, u"--metric is required; expected one of: %1"_s.arg(metricKeys.join(u", "_s)));
        return ExitCode::Usage;
    }
    RankingOptions ranking;
    if (const auto m = metricFromKey(parser.value(u"metric"_s)))
        ranking.metric = *m;
    else {
        fail(cmd, u"--metric '%1' is unknown; expected one of: %2"_s.arg(parser.value(u"metric"_s),
                                                                         metricKeys.join(u", "_s)));
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
            fail(cmd, u"--as-of must be a month YYYY-MM, got '%1'"_s.arg(parser.value(u"as-of"_s)));
            return ExitCode::Usage;
        }
    }
    if (parser.isSet(u"condition"_s)) {
        const auto basis = priceBasisFromKey(parser.value(u"condition"_s));
        if (!basis) {
            fail(cmd, u"--condition must be new, used or average, got '%1'"_s.arg(parser.value(u"condition"_s)));
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
            fail(cmd, u"--sort must be value or performance, got '%1'"_s.arg(parser.value(u"sort"_s)));
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
        m_err << "gpu-advisor: cannot read the database: " << error << Qt::endl;
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

    m_out << metricTitle(ranking.metric) << ", relative to " << parameters.referenceGpu << " = 1.00";
    if (ranking.asOf.isValid())
        m_out << ", as of " << ranking.asOf.toString(u"yyyy-MM"_s);
    m_out << "\nCost: " << priceBasisKey(ranking.cost.priceBasis) << " price + desktop $" << ranking.cost.desktopBaseUsd
          << " + " << ranking.cost.years << " years of electricity at $" << ranking.cost.kwhPriceUsd << "/kWh and "
          << ranking.cost.utilization * 100 << "% utilisation\n\n";
    m_out << QStringLiteral("%1 %2 %3 %4 %5 %6 %7\n")
                 .arg(u"#"_s, 3)
                 .arg(u"GPU"_s, -28)
                 .arg(u"GB"_s, 5)
                 .arg(u"perf"_s, 6)
                 .arg(u"price"_s, 8)
                 .arg(u"5y cost"_s, 8)
                 .arg(u"perf/$1k"_s, 9);
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
        {u"desktop-cost"_s, u"Price of the desktop with its GPU(s), USD (default %1)."_s.arg(defaults.desktopCostUsd),
         u"USD"_s},
        {u"gpu-watts"_s, u"GPU power draw, W (default %1)."_s.arg(defaults.gpuWatts), u"W"_s},
        {u"system-watts"_s, u"Rest of the system, W (default %1)."_s.arg(defaults.systemWatts), u"W"_s},
        {u"kwh-price"_s, u"Electricity, USD per kWh (default %1)."_s.arg(defaults.kwhPriceUsd), u"X"_s},
        {u"cloud-hourly"_s, u"Cloud GPU rate, USD per hour (default %1)."_s.arg(defaults.cloudHourlyUsd), u"USD"_s},
        {u"utilization"_s, u"Share of the day the GPU works, 0 to 1 (default %1)."_s.arg(defaults.utilization), u"U"_s},
        {u"json"_s, u"Print a JSON object."_s},
    };
    QCommandLineParser parser;
    int exitCode = ExitCode::Ok;
    const QString cmd = u"breakeven"_s;
    if (!parse(parser, cmd, u"Days after which buying a desktop is cheaper than renting a cloud GPU."_s, options,
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
    m_out << "Desktop: $" << in.desktopCostUsd << " + electricity $" << QString::number(r.electricityUsdPerDay, 'f', 3)
          << "/day (" << QString::number(r.energyKwhPerYear, 'f', 0) << " kWh/year)\n";
    m_out << "Cloud:   $" << QString::number(r.cloudUsdPerDay, 'f', 3) << "/day ($" << in.cloudHourlyUsd << "/h x "
          << in.utilization * 24 << " h/day)\n";
    if (r.breakEvenDays) {
        m_out << "Break-even after " << QString::number(*r.breakEvenDays, 'f', 0) << " days (about "
              << QString::number(*r.breakEvenDays / 30.44, 'f', 1) << " months): after that the desktop is cheaper.\n";
    } else {
        m_out << "Never: at this rate the cloud costs no more per day than the desktop's electricity.\n";
    }
    m_out.flush();
    return ExitCode::Ok;
}

bool CommandLine::workloadSize(const QCommandLineParser &parser, const QString &command, MemoryWorkload *workload)
{
    const auto params = parameterCount(parser.value(u"params"_s));
    if (!params || *params <= 0 || *params > 1e14) {
        fail(command, u"--params must be a number of parameters such as 7e9 or 7B (up to 1e14), got '%1'"_s.arg(
                          parser.value(u"params"_s)));
        return false;
    }
    workload->parameters = *params;
    if (parser.isSet(u"precision"_s)) {
        const auto f = numberFormatFromKey(parser.value(u"precision"_s));
        if (!f) {
            fail(command,
                 u"--precision must be fp32, fp16, bf16, int8 or int4, got '%1'"_s.arg(parser.value(u"precision"_s)));
            return false;
        }
        workload->format = *f;
    }
    if (parser.isSet(u"mode"_s)) {
        const auto m = workloadModeFromKey(parser.value(u"mode"_s));
        if (!m) {
            fail(command,
                 u"--mode must be inference, training, lora or qlora, got '%1'"_s.arg(parser.value(u"mode"_s)));
            return false;
        }
        workload->mode = *m;
    }
    return true;
}

int CommandLine::memory(const QStringList &arguments)
{
    const QList<QCommandLineOption> options = {
        {u"params"_s, u"Model parameters, e.g. 7e9 or 7B."_s, u"N"_s},
        {u"precision"_s, u"fp32, fp16, bf16, int8 or int4 (default fp16)."_s, u"P"_s},
        {u"mode"_s, u"inference, training, lora or qlora (default inference)."_s, u"M"_s},
        {u"layers"_s, u"Transformer layers (for the KV cache and activations)."_s, u"L"_s},
        {u"kv-heads"_s, u"Key/value heads (grouped-query attention has fewer than attention heads)."_s, u"H"_s},
        {u"head-dim"_s, u"Size of one attention head."_s, u"D"_s},
        {u"context"_s, u"Tokens per sequence."_s, u"T"_s},
        {u"batch"_s, u"Sequences at once (default 1)."_s, u"B"_s},
        {u"hidden"_s, u"Model width (estimated from params and layers when absent)."_s, u"W"_s},
        {u"trainable-fraction"_s, u"LoRA/QLoRA adapter parameters as a share of the model (default 0.01)."_s, u"F"_s},
        {u"overhead"_s, u"Framework overhead as a share (default 0.2)."_s, u"F"_s},
        {u"json"_s, u"Print a JSON object."_s},
    };
    QCommandLineParser parser;
    int exitCode = ExitCode::Ok;
    const QString cmd = u"memory"_s;
    if (!parse(parser, cmd, u"Estimate the GPU memory a transformer workload needs, and which GPUs hold it."_s, options,
               arguments, &exitCode))
        return exitCode;
    MemoryWorkload w;
    if (!parser.isSet(u"params"_s)) {
        fail(cmd, u"--params is required, for example --params 7e9"_s);
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
    m_out << "Memory needed: " << QString::number(estimate.totalGb(), 'f', 1) << " GB (" << workloadModeKey(w.mode)
          << ", " << numberFormatKey(w.format) << ")\n\n";
    for (const QString &line : estimate.formula)
        m_out << "  " << line << "\n";
    if (!estimate.assumptions.isEmpty()) {
        m_out << "\nAssumptions:\n";
        for (const QString &a : estimate.assumptions)
            m_out << "  - " << a << "\n";
    }
    m_out << "\nRules of thumb from the post: at least 12 GB for image generation, 24 GB for work with "
             "transformers.\n\nGPUs:\n";
    for (const Gpu &g : std::as_const(gpus)) {
        const MemoryFit fit = fitOnGpu(estimate, g.vramGb);
        m_out << "  " << (fit.fitsOne ? "fits      " : "too small ") << QStringLiteral("%1").arg(g.name, -44)
              << QStringLiteral("%1 GB").arg(g.vramGb, 5, 'g', 4);
        if (!fit.fitsOne)
            m_out << "  (needs " << fit.gpusNeeded << ")";
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
    if (!parse(parser, cmd,
               u"db recover DAMAGED [NEW.sqlite]: start a fresh database from the bundled data and copy into it "
               "what can still be read from a damaged one (which is only read).\n"
               "db import FILE.csv: add or update GPUs and prices (all rows are checked first; any error "
               "writes nothing).\ndb export FILE.csv: write every GPU and price to one CSV file."_s,
               {}, arguments, &exitCode))
        return exitCode;
    const QStringList positional = parser.positionalArguments();
    if (positional.size() >= 2 && positional.at(1) == u"recover")
        return recoverDatabase(positional.mid(2));
    if (positional.size() != 3 || (positional.at(1) != u"import" && positional.at(1) != u"export")) {
        fail(cmd, u"expected 'db import FILE.csv', 'db export FILE.csv' or 'db recover DAMAGED [NEW]'"_s);
        return ExitCode::Usage;
    }
    const QString action = positional.at(1);
    const QString file = positional.at(2);
    if (action == u"import") {
        QFile in(file);
        if (!in.open(QIODevice::ReadOnly)) {
            fail(cmd, u"cannot read %1: %2"_s.arg(file, in.errorString()));
            return ExitCode::Failure;
        }
        const QByteArray bytes = in.readAll();
        QStringDecoder decoder(QStringDecoder::Utf8);
        const QString text = decoder.decode(bytes);
        if (decoder.hasError()) {
            fail(cmd, u"%1 is not UTF-8 text; save it as UTF-8 and try again"_s.arg(file));
            return ExitCode::Usage;
        }
        Database db;
        if (!openDatabase(parser.value(Options::dbOption()), &db))
            return ExitCode::Failure;
        ImportReport report;
        QStringList errors;
        if (!DataImporter(db.connection()).importCsv(text, &report, &errors)) {
            fail(cmd, u"%1 was not imported; nothing was written:"_s.arg(file));
            for (const QString &e : std::as_const(errors))
                m_err << "  " << file << ": " << e << Qt::endl;
            return ExitCode::Usage;
        }
        m_out << "Imported " << file << ": " << report.gpusAdded << " GPU(s) added, " << report.gpusUpdated
              << " updated; " << report.pricesAdded << " price(s) added, " << report.pricesAlreadyPresent
              << " already present.\n";
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
        m_err << "gpu-advisor: cannot read the database: " << error << Qt::endl;
        return ExitCode::Failure;
    }
    QHash<qint64, QString> names;
    for (const Gpu &g : gpus)
        names.insert(g.id, g.name);
    const QString text = GpuCsv::writeExport(gpus, prices, [&names](qint64 id) { return names.value(id); });
    QSaveFile out(file);
    if (!out.open(QIODevice::WriteOnly) || out.write(text.toUtf8()) < 0 || !out.commit()) {
        fail(cmd, u"cannot write %1: %2"_s.arg(file, out.errorString()));
        return ExitCode::Failure;
    }
    m_out << "Exported " << gpus.size() << " GPU(s) and " << prices.size() << " price(s) to " << file << ".\n";
    m_out.flush();
    return ExitCode::Ok;
}

int CommandLine::build(const QStringList &arguments)
{
    const CostParameters defaults;
    QStringList circuitKeys;
    for (const BuildRules::PowerCircuit &c : BuildRules::circuits())
        circuitKeys.append(c.key);
    const QList<QCommandLineOption> options = {
        {u"gpu"_s, u"The GPU, as the database names it (repeat for a mixed build)."_s, u"NAME"_s},
        {u"count"_s, u"GPUs of that kind per machine, 1 to 8 (default 1; one per --gpu)."_s, u"N"_s},
        {u"power-limit"_s, u"Cap every GPU at W watts (half the TDP up to the TDP)."_s, u"W"_s},
        {u"condition"_s, u"Price the GPUs new or used (default new)."_s, u"C"_s},
        {u"machines"_s, u"Identical machines joined by a network (default 1)."_s, u"N"_s},
        {u"circuit"_s,
         u"The outlet the machine plugs into: %1 (default %2, or %3 for 8-GPU servers)."_s.arg(
             circuitKeys.join(u", "_s), BuildRules::defaultCircuitKey(BuildRules::Platform::Desktop),
             BuildRules::defaultCircuitKey(BuildRules::Platform::Server)),
         u"KEY"_s},
        {u"grid-intensity"_s,
         u"kg CO2e per kWh of your electricity (default %1, the 2023 world average)."_s.arg(
             BuildRules::DefaultGridKgPerKwh),
         u"KG"_s},
        {u"params"_s, u"Check GPU memory against a model of N parameters, e.g. 70e9 or 70B."_s, u"N"_s},
        {u"precision"_s, u"With --params: fp32, fp16, bf16, int8 or int4 (default fp16)."_s, u"P"_s},
        {u"mode"_s, u"With --params: inference, training, lora or qlora (default inference)."_s, u"M"_s},
        {u"years"_s, u"Years of ownership (default %1)."_s.arg(defaults.years), u"N"_s},
        {u"kwh-price"_s, u"Electricity price in USD per kWh (default %1)."_s.arg(defaults.kwhPriceUsd), u"X"_s},
        {u"utilization"_s, u"Share of the time the GPUs work, 0 to 1 (default %1)."_s.arg(defaults.utilization),
         u"U"_s},
        {u"as-of"_s, u"Use GPU prices as of a month."_s, u"YYYY-MM"_s},
        {u"json"_s, u"Print the build as a JSON object."_s},
        {u"out"_s, u"Write the build list to FILE: .md, .csv, .json or .pdf."_s, u"FILE"_s},
    };
    QCommandLineParser parser;
    int exitCode = ExitCode::Ok;
    const QString cmd = u"build"_s;
    if (!parse(parser, cmd,
               u"Plan a machine around GPUs: PSU, circuit, CPU, memory, storage, cooling, warnings and costs."_s,
               options, arguments, &exitCode))
        return exitCode;
    if (parser.positionalArguments().size() > 1) {
        fail(cmd, u"unexpected argument '%1'"_s.arg(parser.positionalArguments().at(1)));
        return ExitCode::Usage;
    }
    const QStringList names = parser.values(u"gpu"_s);
    if (names.isEmpty()) {
        fail(cmd, u"--gpu is required, for example --gpu \"GeForce RTX 4090\" --count 2"_s);
        return ExitCode::Usage;
    }
    const QStringList counts = parser.values(u"count"_s);
    if (!counts.isEmpty() && counts.size() != names.size()) {
        fail(cmd, u"give one --count for each --gpu (%1 GPU(s), %2 count(s))"_s.arg(names.size()).arg(counts.size()));
        return ExitCode::Usage;
    }
    BuildRequest request;
    for (qsizetype i = 0; i < names.size(); ++i) {
        int count = 1;
        if (!counts.isEmpty()) {
            bool ok = false;
            count = counts.at(i).trimmed().toInt(&ok);
            if (!ok || count < 1 || count > BuildRules::MaxGpusPerMachine) {
                fail(cmd, u"--count must be a whole number from 1 to %1, got '%2'"_s.arg(BuildRules::MaxGpusPerMachine)
                              .arg(counts.at(i)));
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
            fail(cmd, u"--condition must be new or used, got '%1'"_s.arg(parser.value(u"condition"_s)));
            return ExitCode::Usage;
        }
        request.condition = *condition;
    }
    if (parser.isSet(u"circuit"_s)) {
        if (!BuildRules::circuitFromKey(parser.value(u"circuit"_s))) {
            fail(cmd,
                 u"--circuit must be one of %1, got '%2'"_s.arg(circuitKeys.join(u", "_s), parser.value(u"circuit"_s)));
            return ExitCode::Usage;
        }
        request.circuitKey = parser.value(u"circuit"_s).trimmed().toLower();
    }
    if (parser.isSet(u"as-of"_s)) {
        request.priceAsOf = endOfMonth(parser.value(u"as-of"_s));
        if (!request.priceAsOf.isValid()) {
            fail(cmd, u"--as-of must be a month YYYY-MM, got '%1'"_s.arg(parser.value(u"as-of"_s)));
            return ExitCode::Usage;
        }
    }
    if (parser.isSet(u"params"_s)) {
        MemoryWorkload workload;
        if (!workloadSize(parser, cmd, &workload))
            return ExitCode::Usage;
        request.workload = workload;
    } else if (parser.isSet(u"precision"_s) || parser.isSet(u"mode"_s)) {
        fail(cmd, u"--precision and --mode describe a workload; give its size with --params"_s);
        return ExitCode::Usage;
    }
    if (const QString problem = request.validate(); !problem.isEmpty()) {
        fail(cmd, problem);
        return ExitCode::Usage;
    }
    const QString out = parser.value(u"out"_s);
    if (parser.isSet(u"out"_s) && !BuildExport::formatForPath(out)) {
        fail(cmd, u"--out must name a .md, .csv, .json or .pdf file, got '%1'"_s.arg(out));
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
        m_err << "gpu-advisor: cannot read the database: " << error << Qt::endl;
        return ExitCode::Failure;
    }
    for (BuildGpuLine &line : request.gpus) {
        const std::optional<Gpu> gpu = gpus.gpuByName(line.gpuName, &error);
        if (!gpu) {
            if (!error.isEmpty()) {
                m_err << "gpu-advisor: cannot read the database: " << error << Qt::endl;
                return ExitCode::Failure;
            }
            fail(cmd, u"unknown GPU '%1'; closest matches: %2"_s.arg(
                          line.gpuName, closestNames(line.gpuName, allNames).join(u"; "_s)));
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
            m_out << "Wrote the build list (" << plan->title() << ") to " << out << ".\n";
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
        fail(cmd, u"--out must name a .md, .csv, .json or .pdf file, got '%1'"_s.arg(path));
        return ExitCode::Usage;
    }
    if (recommendation.picks.isEmpty()) {
        fail(cmd, u"this answer path recommends no card (%1: %2), so there is no build list to write"_s.arg(
                      leafKindKey(recommendation.leaf.kind), recommendation.leaf.title));
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
        m_err << "gpu-advisor recommend: " << error << Qt::endl;
        return ExitCode::Failure;
    }
    if (const int code = writeBuild(cmd, *plan, path); code != ExitCode::Ok)
        return code;
    m_out << recommendation.leaf.title << "\nWrote the build list for the " << pick.displayName() << " to " << path
          << ".\n";
    m_out.flush();
    return ExitCode::Ok;
}

int CommandLine::writeBuild(const QString &command, const BuildPlan &plan, const QString &path)
{
    const std::optional<BuildExport::Format> format = BuildExport::formatForPath(path);
    if (!format) {
        fail(command, u"--out must name a .md, .csv, .json or .pdf file, got '%1'"_s.arg(path));
        return ExitCode::Usage;
    }
    // The PDF's text layout needs the GUI application main() creates for it (needsGuiApplication).
    if (*format == BuildExport::Format::Pdf && !qobject_cast<QGuiApplication *>(QCoreApplication::instance())) {
        fail(command, u"cannot write %1: a PDF report needs a GUI application (offscreen is enough)"_s.arg(path));
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
        fail(cmd, u"expected 'db recover DAMAGED [NEW.sqlite]'"_s);
        return ExitCode::Usage;
    }
    const QString damaged = paths.at(0);
    if (!QFileInfo::exists(damaged)) {
        fail(cmd, u"%1 does not exist"_s.arg(damaged));
        return ExitCode::Usage;
    }
    const QString target = paths.size() == 2 ? paths.at(1) : Recovery::suggestedPath(damaged);
    SalvageReport report;
    QString error;
    if (!Recovery::recover(damaged, target, &report, &error)) {
        fail(cmd, error);
        return ExitCode::Failure;
    }
    m_out << "Fresh database: " << target << "\n";
    m_out << "Salvaged from " << damaged << " (left unchanged): " << report.gpus << " GPU(s), " << report.prices
          << " price(s), " << report.savedBuilds << " saved build(s).\n";
    for (const QString &problem : std::as_const(report.problems))
        m_out << "  not readable: " << problem << "\n";
    m_out << "Use it with --db " << target << "\n";
    m_out.flush();
    return ExitCode::Ok;
}

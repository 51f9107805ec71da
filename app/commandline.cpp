// SPDX-FileCopyrightText: 2026 GPU Advisor contributors
// SPDX-License-Identifier: GPL-3.0-or-later
#include "app/commandline.h"

#include "app/options.h"
#include "db/database.h"
#include "db/sqlflowchartrepository.h"
#include "db/sqlgpurepository.h"
#include "model/flowchartwalker.h"
#include "model/recommendation.h"

#include <QCommandLineParser>
#include <QCoreApplication>
#include <QJsonArray>
#include <QJsonDocument>
#include <QJsonObject>

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
    QJsonObject o{{u"name"_s, pick.gpu.name},
                  {u"used"_s, pick.used},
                  {u"vram_gb"_s, pick.gpu.vramGb},
                  {u"memory_bandwidth_gbs"_s, pick.gpu.memoryBandwidthGbs},
                  {u"tdp_w"_s, pick.gpu.tdpWatts},
                  {u"spec_source"_s, pick.gpu.source}};
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
{
}

QStringList CommandLine::commands()
{
    return {u"recommend"_s};
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

bool CommandLine::openDatabase(const QString &path, Database *db)
{
    QString error;
    if (!db->open(path.isEmpty() ? Database::defaultPath() : path, &error)) {
        m_err << "gpu-advisor: " << error << Qt::endl;
        return false;
    }
    return true;
}

int CommandLine::run(const QStringList &arguments)
{
    const QString command = commandIn(arguments);
    if (command == u"recommend")
        return recommend(arguments);
    m_err << "gpu-advisor: unknown command '" << command << "'; expected one of: " << commands().join(u", "_s)
          << Qt::endl;
    m_err << "Run 'gpu-advisor --help' for the usage." << Qt::endl;
    return ExitCode::Usage;
}

int CommandLine::recommend(const QStringList &arguments)
{
    QCommandLineParser parser;
    Options::addGlobalOptions(parser);
    parser.setApplicationDescription(u"Walk the recommendation flowchart with the given answers."_s);
    parser.addPositionalArgument(u"recommend"_s, u"The command."_s);
    const QCommandLineOption answersOption(u"answers"_s,
                                           u"Comma-separated yes/no answers, in the order the questions come."_s,
                                           u"yes,no,..."_s);
    const QCommandLineOption jsonOption(u"json"_s, u"Print one JSON object instead of a summary."_s);
    const QCommandLineOption chartOption(u"chart"_s, u"The flowchart edition to walk (default %1)."_s.arg(DefaultChart),
                                         u"key"_s, DefaultChart);
    parser.addOptions({answersOption, jsonOption, chartOption});
    if (!parser.parse(QStringList{QCoreApplication::applicationName()} + arguments)) {
        m_err << "gpu-advisor recommend: " << parser.errorText() << Qt::endl;
        return ExitCode::Usage;
    }
    if (parser.isSet(u"help"_s)) {
        m_out << parser.helpText();
        return ExitCode::Ok;
    }
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

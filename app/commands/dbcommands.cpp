// SPDX-FileCopyrightText: 2026 GPU Advisor contributors
// SPDX-License-Identifier: GPL-3.0-or-later
#include "app/commands/dbcommands.h"

#include "app/datafiles.h"
#include "app/settingsstore.h"
#include "db/database.h"
#include "db/recovery.h"
#include "model/io/atomicfile.h"

#include <QFileInfo>

using namespace Qt::StringLiterals;

namespace {

const QString RecoverUsage = u"db recover DAMAGED [NEW.sqlite]"_s;
const QString ImportUsage = u"db import FILE.csv"_s;
const QString ExportUsage = u"db export FILE.csv"_s;
const QString ImportBenchmarksUsage = u"db import-benchmarks FILE.csv"_s;
const QString ImportLlmSpeedsUsage = u"db import-llm-speeds FILE.csv"_s;

/// True when the action got exactly one file; otherwise says how it is typed.
bool oneFile(CommandContext &context, const QString &usage)
{
    if (context.arguments().size() == 1)
        return true;
    //: %1 is how the command is typed, e.g. "db import FILE.csv"; keep it as it is.
    context.fail(QCoreApplication::translate("CommandLine", "expected '%1'").arg(usage));
    return false;
}

/// Prints what an import did, or why it wrote nothing; the exit code to return.
int report(CommandContext &context, const QString &file, const DataImportOutcome &outcome)
{
    switch (outcome.status) {
    case DataImportOutcome::Status::Imported:
        for (const QString &line : outcome.summary)
            context.out() << line << "\n";
        context.out().flush();
        return ExitCode::Ok;
    case DataImportOutcome::Status::DatabaseRefused:
        // The rows were fine; the database could not take them (locked, read-only, ...).
        //: %1 is a file, %2 the database's problem.
        context.fail(QCoreApplication::translate("CommandLine", "%1 was not imported; nothing was written: %2")
                         .arg(file, outcome.summary.join(u"; "_s)));
        return ExitCode::Failure;
    case DataImportOutcome::Status::BadFile:
        break;
    }
    //: %1 is a file; the problems found in it follow, one a line.
    context.fail(QCoreApplication::translate("CommandLine", "%1 was not imported; nothing was written:").arg(file));
    context.listProblems(file, outcome.problems);
    if (outcome.needsProvider || outcome.needsDate) {
        //: The options are typed as they are; NAME and YYYY-MM-DD are what to type after them.
        context.err() << "  "
                      << QCoreApplication::translate("CommandLine",
                                                     "Give them with --provider NAME and --date YYYY-MM-DD.")
                      << Qt::endl;
    }
    return ExitCode::Usage;
}

/// `db import-benchmarks` and `db import-llm-speeds`: one file of one kind, no options.
int importOneKind(CommandContext &context, const QString &usage, DataImportOutcome::Kind kind)
{
    if (!oneFile(context, usage))
        return ExitCode::Usage;
    const QString file = context.arguments().first();
    QString text;
    if (const int read = context.readText(file, &text); read != ExitCode::Ok)
        return read;
    Database *db = context.database();
    if (!db)
        return ExitCode::Failure;
    return report(context, file, DataFiles::importText(db->connection(), text, file, {}, kind));
}

} // namespace

QString DbRecoverCommand::name() const
{
    return u"db recover"_s;
}

QString DbRecoverCommand::summary() const
{
    return tr("Start a fresh database and copy into it what can still be read from a damaged one.");
}

QString DbRecoverCommand::description() const
{
    //: %1 is how the action is typed: "db recover DAMAGED [NEW.sqlite]".
    return tr("%1: start a fresh database from the bundled data and copy into it what can still be read from a damaged "
              "one (which is only read).")
        .arg(RecoverUsage);
}

QList<Command::Synopsis> DbRecoverCommand::synopses() const
{
    return {{RecoverUsage, summary()}};
}

int DbRecoverCommand::run(CommandContext &context) const
{
    QTextStream &out = context.out();
    const QStringList paths = context.arguments();
    if (paths.isEmpty() || paths.size() > 2) {
        //: The quoted command is typed as it is.
        context.fail(tr("expected 'db recover DAMAGED [NEW.sqlite]'"));
        return ExitCode::Usage;
    }
    const QString &damaged = paths.at(0);
    if (!QFileInfo::exists(damaged)) {
        //: %1 is a file.
        context.fail(tr("%1 does not exist").arg(damaged));
        return ExitCode::Usage;
    }
    const QString target = paths.size() == 2 ? paths.at(1) : Recovery::suggestedPath(damaged);
    SalvageReport report;
    QString error;
    if (!Recovery::recover(damaged, target, &report, &error)) {
        context.fail(error);
        return ExitCode::Failure;
    }
    //: %1 is the new database file.
    out << tr("Fresh database: %1").arg(target) << "\n";
    //: %1 is the damaged database file; %2 to %4 are counts.
    out << tr("Salvaged from %1 (left unchanged): %2 GPU(s), %3 price(s), %4 saved build(s).")
               .arg(damaged, QString::number(report.gpus), QString::number(report.prices),
                    QString::number(report.savedBuilds))
        << "\n";
    //: %1 and %2 are counts of rows of the damaged database that the bundled data has as they were.
    out << tr("Left as the bundled data has them (the fresh database has them already): %1 GPU(s), %2 price(s).")
               .arg(QString::number(report.gpusAsBundled), QString::number(report.pricesAsBundled))
        << "\n";
    for (const QString &problem : std::as_const(report.problems)) {
        //: %1 is a part of the damaged database that could not be read.
        out << "  " << tr("not readable: %1").arg(problem) << "\n";
    }
    // The database in use without --db moves to the fresh one, for the window and the commands
    // alike; another file is the user's to name.
    SettingsStore settings;
    if (AtomicFile::sameFile(damaged, settings.databaseInUse())) {
        settings.setDatabasePath(QFileInfo(target).absoluteFilePath());
        //: %1 is the new database file.
        out << tr("GPU Advisor now uses %1 (the window and the commands without --db).").arg(target) << "\n";
    } else {
        //: %1 is the new database file; "--db" is typed as it is.
        out << tr("Use it with --db %1").arg(target) << "\n";
    }
    out.flush();
    return ExitCode::Ok;
}

QString DbImportCommand::name() const
{
    return u"db import"_s;
}

QString DbImportCommand::messageName() const
{
    return u"db"_s;
}

QString DbImportCommand::summary() const
{
    return tr("Add or update GPUs and prices, or add cloud rates, part prices or measured figures, from a CSV file.");
}

QString DbImportCommand::description() const
{
    //: %1 is how the action is typed: "db import FILE.csv".
    return tr("%1: add or update GPUs and prices, or add a cloud catalog, your own part prices or your own measured "
              "figures (told apart by the header; all rows are checked first; any error writes nothing).")
        .arg(ImportUsage);
}

QList<Command::Synopsis> DbImportCommand::synopses() const
{
    return {{ImportUsage, summary()}};
}

QList<QCommandLineOption> DbImportCommand::options() const
{
    return {
        //: NAME is the option's value name; RunPod and AWS are examples of cloud providers.
        {u"provider"_s, tr("For a cloud catalog without a provider column: whose prices they are (RunPod, AWS, ...)."),
         u"NAME"_s},
        //: DATE is the option's value name; YYYY-MM-DD is the date format.
        {u"date"_s, tr("For a cloud catalog without a date column: the day its prices were read (YYYY-MM-DD)."),
         u"DATE"_s},
        //: TEXT is the option's value name.
        {u"source"_s, tr("For a cloud catalog without a source column: where it comes from (default: the file name)."),
         u"TEXT"_s},
    };
}

int DbImportCommand::run(CommandContext &context) const
{
    if (!oneFile(context, ImportUsage))
        return ExitCode::Usage;
    const QString file = context.arguments().first();
    QString text;
    if (const int read = context.readText(file, &text); read != ExitCode::Ok)
        return read;
    CloudCatalogDefaults defaults;
    if (DataFiles::kindOf(text) == DataImportOutcome::Kind::CloudCatalog) {
        defaults.provider = context.value(u"provider"_s).trimmed();
        defaults.source =
            context.isSet(u"source"_s) ? context.value(u"source"_s).trimmed() : QFileInfo(file).fileName();
        if (context.isSet(u"date"_s)) {
            defaults.date = QDate::fromString(context.value(u"date"_s).trimmed(), Qt::ISODate);
            if (!defaults.date.isValid() || defaults.date > QDate::currentDate()) {
                //: %1 is what the user typed; YYYY-MM-DD is the date format.
                context.fail(
                    tr("--date must be a date YYYY-MM-DD no later than today, got '%1'").arg(context.value(u"date"_s)));
                return ExitCode::Usage;
            }
        }
    }
    Database *db = context.database();
    if (!db)
        return ExitCode::Failure;
    return report(context, file, DataFiles::importText(db->connection(), text, file, defaults));
}

QString DbImportBenchmarksCommand::name() const
{
    return u"db import-benchmarks"_s;
}

QString DbImportBenchmarksCommand::messageName() const
{
    return u"db"_s;
}

QString DbImportBenchmarksCommand::summary() const
{
    return tr("Add your own measured figures, shown beside the model's estimates.");
}

QString DbImportBenchmarksCommand::description() const
{
    //: %1 is how the action is typed; %2 the columns of the file, which are typed as they are.
    return tr("%1: add your own measured figures (columns %2; all rows are checked first; any error writes nothing).")
        .arg(ImportBenchmarksUsage, u"dataset,metric,gpu,value,unit,source,date"_s);
}

QList<Command::Synopsis> DbImportBenchmarksCommand::synopses() const
{
    return {{ImportBenchmarksUsage, summary()}};
}

int DbImportBenchmarksCommand::run(CommandContext &context) const
{
    return importOneKind(context, ImportBenchmarksUsage, DataImportOutcome::Kind::Benchmarks);
}

QString DbImportLlmSpeedsCommand::name() const
{
    return u"db import-llm-speeds"_s;
}

QString DbImportLlmSpeedsCommand::messageName() const
{
    return u"db"_s;
}

QString DbImportLlmSpeedsCommand::summary() const
{
    return tr("Add your own measured language-model speeds, shown beside the planner's estimates.");
}

QString DbImportLlmSpeedsCommand::description() const
{
    //: %1 is how the action is typed; %2 the required columns of the file, which are typed as they are.
    return tr("%1: add your own measured language-model speeds (the columns of llm-speeds.csv, at least %2; all rows "
              "are checked first; any error writes nothing). The Language models tab and plan show them beside the "
              "estimates, marked as yours.")
        .arg(ImportLlmSpeedsUsage, u"hardware,device_count,backend,model,quant,metric,value,source"_s);
}

QList<Command::Synopsis> DbImportLlmSpeedsCommand::synopses() const
{
    return {{ImportLlmSpeedsUsage, summary()}};
}

int DbImportLlmSpeedsCommand::run(CommandContext &context) const
{
    return importOneKind(context, ImportLlmSpeedsUsage, DataImportOutcome::Kind::LlmSpeeds);
}

QString DbExportCommand::name() const
{
    return u"db export"_s;
}

QString DbExportCommand::messageName() const
{
    return u"db"_s;
}

QString DbExportCommand::summary() const
{
    return tr("Write every GPU and price to one CSV file.");
}

QString DbExportCommand::description() const
{
    //: %1 is how the action is typed: "db export FILE.csv".
    return tr("%1: write every GPU and price to one CSV file.").arg(ExportUsage);
}

QList<Command::Synopsis> DbExportCommand::synopses() const
{
    return {{ExportUsage, summary()}};
}

int DbExportCommand::run(CommandContext &context) const
{
    if (!oneFile(context, ExportUsage))
        return ExitCode::Usage;
    const QString file = context.arguments().first();
    Database *db = context.database();
    if (!db)
        return ExitCode::Failure;
    QString summary;
    QString error;
    if (!DataFiles::exportGpusAndPrices(db->connection(), file, &summary, &error)) {
        context.fail(error);
        return ExitCode::Failure;
    }
    context.out() << summary << "\n";
    context.out().flush();
    return ExitCode::Ok;
}

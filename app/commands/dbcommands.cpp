// SPDX-FileCopyrightText: 2026 GPU Advisor contributors
// SPDX-License-Identifier: GPL-3.0-or-later
#include "app/commands/dbcommands.h"

#include "db/benchmarkimporter.h"
#include "db/database.h"
#include "db/dataimporter.h"
#include "db/recovery.h"
#include "db/sqlcloudraterepository.h"
#include "db/sqlgpurepository.h"
#include "db/sqlpartpricerepository.h"
#include "model/build/partprice.h"
#include "model/catalog/gpucsv.h"
#include "model/cloud/cloudcatalogcsv.h"
#include "model/io/atomicfile.h"

#include <QFileInfo>

using namespace Qt::StringLiterals;

namespace {

const QString RecoverUsage = u"db recover DAMAGED [NEW.sqlite]"_s;
const QString ImportUsage = u"db import FILE.csv"_s;
const QString ExportUsage = u"db export FILE.csv"_s;
const QString ImportBenchmarksUsage = u"db import-benchmarks FILE.csv"_s;

/// True when the action got exactly one file; otherwise says how it is typed.
bool oneFile(CommandContext &context, const QString &usage)
{
    if (context.arguments().size() == 1)
        return true;
    //: %1 is how the command is typed, e.g. "db import FILE.csv"; keep it as it is.
    context.fail(QCoreApplication::translate("CommandLine", "expected '%1'").arg(usage));
    return false;
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
    //: %1 is the new database file; "--db" is typed as it is.
    out << tr("Use it with --db %1").arg(target) << "\n";
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
    return tr("Add or update GPUs and prices from a CSV file.");
}

QString DbImportCommand::description() const
{
    //: %1 is how the action is typed: "db import FILE.csv".
    return tr("%1: add or update GPUs and prices, or add a cloud catalog or your own part prices (told apart by "
              "the header; all rows are checked first; any error writes nothing).")
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

int DbImportCommand::importCloudCatalog(CommandContext &context, Database &db, const QString &file,
                                        const QString &text) const
{
    CloudCatalogDefaults defaults;
    defaults.provider = context.value(u"provider"_s).trimmed();
    defaults.source = context.isSet(u"source"_s) ? context.value(u"source"_s).trimmed() : QFileInfo(file).fileName();
    if (context.isSet(u"date"_s)) {
        defaults.date = QDate::fromString(context.value(u"date"_s).trimmed(), Qt::ISODate);
        if (!defaults.date.isValid() || defaults.date > QDate::currentDate()) {
            //: %1 is what the user typed; YYYY-MM-DD is the date format.
            context.fail(
                tr("--date must be a date YYYY-MM-DD no later than today, got '%1'").arg(context.value(u"date"_s)));
            return ExitCode::Usage;
        }
    }
    CloudCatalogCsv::ParseResult parsed;
    QStringList errors;
    QString error;
    CloudImportReport report;
    if (!CloudCatalogCsv::parse(text, defaults, &parsed, &errors) ||
        !SqlCloudRateRepository(db.connection()).import(parsed.rows, {}, &report, &error)) {
        if (!error.isEmpty())
            errors.append(error);
        //: %1 is a file; the problems found in it follow, one a line.
        context.fail(tr("%1 was not imported; nothing was written:").arg(file));
        context.listProblems(file, errors);
        return ExitCode::Usage;
    }
    QTextStream &out = context.out();
    //: %1 is a file; %2 and %3 are counts of cloud rates; %4 and %5 counts of rows left out.
    out << tr("Imported the cloud catalog %1: %2 rate(s) added, %3 already present; %4 CPU-only and %5 unpriced "
              "row(s) left out.")
               .arg(file, QString::number(report.added), QString::number(report.alreadyPresent),
                    QString::number(parsed.cpuRowsSkipped), QString::number(parsed.unpricedRowsSkipped))
        << "\n";
    if (!report.unmapped.isEmpty()) {
        QStringList names;
        for (auto it = report.unmapped.cbegin(); it != report.unmapped.cend(); ++it)
            names.append(u"%1 (%2)"_s.arg(it.key()).arg(it.value()));
        names.sort();
        //: %1 lists the catalog's GPU names with their row counts.
        out << tr("Left out, as no GPU of the database has these names (add them to the cloud GPU names): %1")
                   .arg(names.join(u", "_s))
            << "\n";
    }
    out.flush();
    return ExitCode::Ok;
}

int DbImportCommand::importPartPrices(CommandContext &context, Database &db, const QString &file,
                                      const QString &text) const
{
    QList<PartPriceObservation> rows;
    QStringList errors;
    QString error;
    PartPriceImportReport report;
    if (!PartPriceCsv::parse(text, &rows, &errors)) {
        //: %1 is a file; the problems found in it follow, one a line.
        context.fail(tr("%1 was not imported; nothing was written:").arg(file));
        context.listProblems(file, errors);
        return ExitCode::Usage;
    }
    if (!SqlPartPriceRepository(db.connection()).import(rows, &report, &error, true)) {
        // The rows were fine; the database could not take them (locked, read-only, ...).
        context.fail(tr("%1 was not imported; nothing was written: %2").arg(file, error));
        return ExitCode::Failure;
    }
    //: %1 is a file; %2 and %3 are counts of part prices (memory, CPU, PSU...).
    context.out() << tr("Imported your part prices from %1: %2 added, %3 already present. The build planner uses "
                        "them where they are the newest at the plan's date.")
                         .arg(file, QString::number(report.added), QString::number(report.alreadyPresent))
                  << Qt::endl;
    return ExitCode::Ok;
}

int DbImportCommand::run(CommandContext &context) const
{
    if (!oneFile(context, ImportUsage))
        return ExitCode::Usage;
    QTextStream &out = context.out();
    const QString file = context.arguments().first();
    QString text;
    if (const int read = context.readText(file, &text); read != ExitCode::Ok)
        return read;
    Database *db = context.database();
    if (!db)
        return ExitCode::Failure;
    if (CloudCatalogCsv::looksLikeCatalog(text))
        return importCloudCatalog(context, *db, file, text);
    if (PartPriceCsv::looksLikePartPrices(text))
        return importPartPrices(context, *db, file, text);
    ImportReport report;
    QStringList errors;
    DataImporter importer(db->connection());
    if (!importer.importCsv(text, &report, &errors)) {
        if (importer.failure() == DataImporter::Failure::Database) {
            // The rows were fine; the database could not take them (locked, read-only, ...).
            //: %1 is a file, %2 the database's problem.
            context.fail(tr("%1 was not imported; nothing was written: %2").arg(file, errors.join(u"; "_s)));
            return ExitCode::Failure;
        }
        //: %1 is a file; the problems found in it follow, one a line.
        context.fail(tr("%1 was not imported; nothing was written:").arg(file));
        context.listProblems(file, errors);
        return ExitCode::Usage;
    }
    //: %1 is a file; %2 to %5 are counts of GPUs added and updated, prices added and already present.
    out << tr("Imported %1: %2 GPU(s) added, %3 updated; %4 price(s) added, %5 already present.")
               .arg(file, QString::number(report.gpusAdded), QString::number(report.gpusUpdated),
                    QString::number(report.pricesAdded), QString::number(report.pricesAlreadyPresent))
        << "\n";
    out.flush();
    return ExitCode::Ok;
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
    if (!oneFile(context, ImportBenchmarksUsage))
        return ExitCode::Usage;
    const QString file = context.arguments().first();
    QString text;
    if (const int read = context.readText(file, &text); read != ExitCode::Ok)
        return read;
    Database *db = context.database();
    if (!db)
        return ExitCode::Failure;
    int added = 0;
    int present = 0;
    QStringList errors;
    if (!BenchmarkImporter(db->connection()).importCsv(text, &added, &present, &errors)) {
        //: %1 is a file; the problems found in it follow, one a line.
        context.fail(tr("%1 was not imported; nothing was written:").arg(file));
        context.listProblems(file, errors);
        return ExitCode::Usage;
    }
    //: %1 is a file; %2 and %3 are counts of measured figures.
    context.out() << tr("Imported %1: %2 measured figure(s) added, %3 already present.")
                         .arg(file, QString::number(added), QString::number(present))
                  << "\n";
    context.out().flush();
    return ExitCode::Ok;
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
    SqlGpuRepository repository(db->connection());
    QString error;
    const QList<Gpu> gpus = repository.gpus(&error);
    const QList<PriceObservation> prices = repository.allPrices(&error);
    if (!error.isEmpty()) {
        context.err() << "gpu-advisor: " << tr("cannot read the database: %1").arg(error) << Qt::endl;
        return ExitCode::Failure;
    }
    QHash<qint64, QString> names;
    for (const Gpu &g : gpus)
        names.insert(g.id, g.name);
    const QString text = GpuCsv::writeExport(gpus, prices, [&names](qint64 id) { return names.value(id); });
    // Whole or not at all, never over the database, a link's target or a device (AtomicFile).
    if (!AtomicFile::write(file, text.toUtf8(), &error)) {
        context.fail(error);
        return ExitCode::Failure;
    }
    //: %1 and %2 are counts, %3 a file.
    context.out() << tr("Exported %1 GPU(s) and %2 price(s) to %3.")
                         .arg(QString::number(gpus.size()), QString::number(prices.size()), file)
                  << "\n";
    context.out().flush();
    return ExitCode::Ok;
}

// SPDX-FileCopyrightText: 2026 GPU Advisor contributors
// SPDX-License-Identifier: GPL-3.0-or-later
#include "app/datafiles.h"

#include "db/benchmarkimporter.h"
#include "db/dataimporter.h"
#include "db/sqlcloudraterepository.h"
#include "db/sqlgpurepository.h"
#include "db/sqlllmspeedrepository.h"
#include "db/sqlpartpricerepository.h"
#include "model/build/buildplanner.h"
#include "model/build/partprice.h"
#include "model/catalog/gpucsv.h"
#include "model/io/atomicfile.h"
#include "model/io/csv.h"

#include <QHash>
#include <QSet>

using namespace Qt::StringLiterals;

namespace {

DataImportOutcome importCatalog(const QSqlDatabase &db, const QString &text, const QString &file,
                                const CloudCatalogDefaults &defaults)
{
    DataImportOutcome outcome;
    outcome.kind = DataImportOutcome::Kind::CloudCatalog;
    CloudCatalogCsv::ParseResult parsed;
    QString error;
    CloudImportReport report;
    if (!CloudCatalogCsv::parse(text, defaults, &parsed, &outcome.problems)) {
        outcome.needsProvider = parsed.needsProvider;
        outcome.needsDate = parsed.needsDate;
        outcome.status = DataImportOutcome::Status::BadFile;
        return outcome;
    }
    if (!SqlCloudRateRepository(db).import(parsed.rows, {}, &report, &error)) {
        outcome.status = DataImportOutcome::Status::DatabaseRefused;
        outcome.summary.append(error);
        return outcome;
    }
    outcome.changes = report.added;
    //: %1 is a file; %2 and %3 are counts of cloud rates; %4 and %5 counts of rows left out.
    outcome.summary.append(DataFiles::tr("Imported the cloud catalog %1: %2 rate(s) added, %3 already present; %4 "
                                         "CPU-only and %5 unpriced row(s) left out.")
                               .arg(file, QString::number(report.added), QString::number(report.alreadyPresent),
                                    QString::number(parsed.cpuRowsSkipped),
                                    QString::number(parsed.unpricedRowsSkipped)));
    if (!report.unmapped.isEmpty()) {
        QStringList names;
        for (auto it = report.unmapped.cbegin(); it != report.unmapped.cend(); ++it)
            names.append(u"%1 (%2)"_s.arg(it.key()).arg(it.value()));
        names.sort();
        //: %1 lists the catalog's GPU names with their row counts.
        outcome.summary.append(
            DataFiles::tr("Left out, as no GPU of the database has these names (add them to the cloud GPU names): %1")
                .arg(names.join(u", "_s)));
    }
    return outcome;
}

DataImportOutcome importPartPrices(const QSqlDatabase &db, const QString &text, const QString &file)
{
    DataImportOutcome outcome;
    outcome.kind = DataImportOutcome::Kind::PartPrices;
    QList<PartPriceObservation> rows;
    if (!PartPriceCsv::parse(text, &rows, &outcome.problems)) {
        outcome.status = DataImportOutcome::Status::BadFile;
        return outcome;
    }
    // A part the planner does not price would be kept and never used: a typo, said so.
    QSet<QString> known;
    for (const QString &key : BuildPlanner::partPriceKeys())
        known.insert(key);
    QString readError;
    for (const PartPriceObservation &o : SqlPartPriceRepository(db).partPrices(&readError))
        known.insert(o.part);
    QStringList unknown;
    for (const PartPriceObservation &o : std::as_const(rows)) {
        if (!known.contains(o.part) && !unknown.contains(o.part))
            unknown.append(o.part);
    }
    if (!unknown.isEmpty()) {
        QStringList keys(known.cbegin(), known.cend());
        keys.sort();
        for (const QString &part : std::as_const(unknown)) {
            //: %1 a part key from the file, %2 the keys the planner prices (not translated)
            outcome.problems.append(
                DataFiles::tr("part \"%1\": no part of a build is priced by that name; the names are %2")
                    .arg(part, keys.join(u", "_s)));
        }
        outcome.status = DataImportOutcome::Status::BadFile;
        return outcome;
    }
    QString error;
    PartPriceImportReport report;
    if (!SqlPartPriceRepository(db).import(rows, &report, &error, true)) {
        outcome.status = DataImportOutcome::Status::DatabaseRefused;
        outcome.summary.append(error);
        return outcome;
    }
    outcome.changes = report.added;
    //: %1 is a file; %2 and %3 are counts of part prices (memory, CPU, PSU...).
    outcome.summary.append(DataFiles::tr("Imported your part prices from %1: %2 added, %3 already present. The build "
                                         "planner uses them where they are the newest at the plan's date.")
                               .arg(file, QString::number(report.added), QString::number(report.alreadyPresent)));
    return outcome;
}

DataImportOutcome importBenchmarks(const QSqlDatabase &db, const QString &text, const QString &file)
{
    DataImportOutcome outcome;
    outcome.kind = DataImportOutcome::Kind::Benchmarks;
    int added = 0;
    int present = 0;
    // A lock held past the wait is the database's refusal, not a bad file (issue 27, case 7).
    QString refused;
    if (!BenchmarkImporter(db).importCsv(text, &added, &present, &outcome.problems, &refused)) {
        outcome.status =
            refused.isEmpty() ? DataImportOutcome::Status::BadFile : DataImportOutcome::Status::DatabaseRefused;
        if (!refused.isEmpty())
            outcome.summary.append(refused);
        return outcome;
    }
    outcome.changes = added;
    //: %1 is a file; %2 and %3 are counts of measured figures.
    outcome.summary.append(DataFiles::tr("Imported %1: %2 measured figure(s) added, %3 already present.")
                               .arg(file, QString::number(added), QString::number(present)));
    return outcome;
}

DataImportOutcome importLlmSpeeds(const QSqlDatabase &db, const QString &text, const QString &file)
{
    DataImportOutcome outcome;
    outcome.kind = DataImportOutcome::Kind::LlmSpeeds;
    int added = 0;
    int present = 0;
    if (!SqlLlmSpeedRepository(db).importCsv(text, &added, &present, &outcome.problems)) {
        outcome.status = DataImportOutcome::Status::BadFile;
        return outcome;
    }
    outcome.changes = added;
    //: %1 is a file; %2 and %3 are counts of measured language-model speeds.
    outcome.summary.append(DataFiles::tr("Imported %1: %2 measured LLM speed(s) added, %3 already present. The "
                                         "Language models tab and plan show them beside the estimates, as yours.")
                               .arg(file, QString::number(added), QString::number(present)));
    return outcome;
}

/// The header names none of the layouts an import reads: which they are, and a word on the
/// delimiter when the line is split by something else than commas.
QString unknownHeader(const QString &text)
{
    const QString first = text.section(u'\n', 0, 0);
    //: %1 to %6 list CSV column names (not translated)
    QString problem =
        DataFiles::tr("line 1: the header names none of the layouts GPU Advisor reads: GPUs (%1), "
                      "prices (%2), an export (%3), a cloud catalog (%4), part prices (%5) or measured "
                      "figures (%6)")
            .arg(u"name, vendor, vram_gb, ..."_s, u"gpu, date, condition, usd, source"_s, u"record, ..."_s,
                 u"InstanceType, AcceleratorName, AcceleratorCount, Price, ..."_s,
                 u"part, unit, observed_on, usd, ..."_s, u"dataset, metric, gpu, value, unit, source, date"_s);
    if (!first.contains(u',') && (first.contains(u';') || first.contains(u'\t'))) {
        problem += u' ' + DataFiles::tr("(the columns must be separated by commas; this file uses %1)")
                              .arg(first.contains(u';') ? DataFiles::tr("semicolons") : DataFiles::tr("tabs"));
    }
    return problem;
}

DataImportOutcome importGpus(const QSqlDatabase &db, const QString &text, const QString &file)
{
    DataImportOutcome outcome;
    ImportReport report;
    DataImporter importer(db);
    QStringList errors;
    if (!importer.importCsv(text, &report, &errors)) {
        // The rows were fine and the database could not take them, or the rows were not.
        const bool database = importer.failure() == DataImporter::Failure::Database;
        outcome.status = database ? DataImportOutcome::Status::DatabaseRefused : DataImportOutcome::Status::BadFile;
        (database ? outcome.summary : outcome.problems) = errors;
        return outcome;
    }
    outcome.changes = report.gpusAdded + report.gpusUpdated + report.pricesAdded;
    const int gpus = report.gpusAdded + report.gpusUpdated + report.gpusUnchanged;
    const int prices = report.pricesAdded + report.pricesAlreadyPresent;
    const QString added = QString::number(report.gpusAdded);
    const QString updated = QString::number(report.gpusUpdated);
    const QString unchanged = QString::number(report.gpusUnchanged);
    const QString pricesAdded = QString::number(report.pricesAdded);
    const QString present = QString::number(report.pricesAlreadyPresent);
    // What the file held: GPUs, prices or both (an export); a count of nothing is left out.
    if (gpus == 0 && prices == 0) {
        //: %1 is a file
        outcome.summary.append(
            DataFiles::tr("%1 holds no GPUs or prices, only its header: nothing was written.").arg(file));
    } else if (prices == 0) {
        //: %1 is a file; %2 to %4 count GPUs added, changed and as they were.
        outcome.summary.append(DataFiles::tr("Imported %1: %2 GPU(s) added, %3 updated, %4 unchanged.")
                                   .arg(file, added, updated, unchanged));
    } else if (gpus == 0) {
        //: %1 is a file; %2 and %3 count prices added and already present.
        outcome.summary.append(
            DataFiles::tr("Imported %1: %2 price(s) added, %3 already present.").arg(file, pricesAdded, present));
    } else {
        //: %1 is a file; %2 to %4 count GPUs added, changed and as they were; %5 and %6 prices added and already
        //: present.
        outcome.summary.append(DataFiles::tr("Imported %1: %2 GPU(s) added, %3 updated, %4 unchanged; %5 price(s) "
                                             "added, %6 already present.")
                                   .arg(file, added, updated, unchanged, pricesAdded, present));
    }
    return outcome;
}

} // namespace

DataImportOutcome::Kind DataFiles::kindOf(const QString &text)
{
    if (CloudCatalogCsv::looksLikeCatalog(text))
        return DataImportOutcome::Kind::CloudCatalog;
    if (PartPriceCsv::looksLikePartPrices(text))
        return DataImportOutcome::Kind::PartPrices;
    // docs/benchmarks/measured.csv's columns; no GPU layout has a dataset or a metric column.
    const QStringList names = csvHeaderNames(text);
    if (names.contains(u"dataset"_s) && names.contains(u"metric"_s) && names.contains(u"value"_s))
        return DataImportOutcome::Kind::Benchmarks;
    // docs/benchmarks/llm-speeds.csv's columns: a metric and a value, measured on hardware with a backend.
    if (names.contains(u"hardware"_s) && names.contains(u"backend"_s) && names.contains(u"metric"_s) &&
        names.contains(u"value"_s))
        return DataImportOutcome::Kind::LlmSpeeds;
    return GpuCsv::looksLikeGpuData(text) ? DataImportOutcome::Kind::GpusAndPrices : DataImportOutcome::Kind::Unknown;
}

DataImportOutcome DataFiles::importText(const QSqlDatabase &db, const QString &text, const QString &file,
                                        const CloudCatalogDefaults &catalogDefaults,
                                        std::optional<DataImportOutcome::Kind> kind)
{
    switch (kind.value_or(kindOf(text))) {
    case DataImportOutcome::Kind::CloudCatalog:
        return importCatalog(db, text, file, catalogDefaults);
    case DataImportOutcome::Kind::PartPrices:
        return importPartPrices(db, text, file);
    case DataImportOutcome::Kind::Benchmarks:
        return importBenchmarks(db, text, file);
    case DataImportOutcome::Kind::LlmSpeeds:
        return importLlmSpeeds(db, text, file);
    case DataImportOutcome::Kind::Unknown: {
        DataImportOutcome outcome;
        outcome.kind = DataImportOutcome::Kind::Unknown;
        outcome.status = DataImportOutcome::Status::BadFile;
        outcome.problems.append(unknownHeader(text));
        return outcome;
    }
    case DataImportOutcome::Kind::GpusAndPrices:
        break;
    }
    return importGpus(db, text, file);
}

bool DataFiles::exportGpusAndPrices(const QSqlDatabase &db, const QString &file, QString *summary, QString *error)
{
    SqlGpuRepository repository(db);
    QString problem;
    const QList<Gpu> gpus = repository.gpus(&problem);
    const QList<PriceObservation> prices =
        problem.isEmpty() ? repository.allPrices(&problem) : QList<PriceObservation>();
    if (!problem.isEmpty()) {
        //: %1 is the database's problem.
        *error = tr("cannot read the database: %1").arg(problem);
        return false;
    }
    QHash<qint64, QString> names;
    for (const Gpu &g : gpus)
        names.insert(g.id, g.name);
    const QString text = GpuCsv::writeExport(gpus, prices, [&names](qint64 id) { return names.value(id); });
    // Whole or not at all, never over the database, a link's target or a device (AtomicFile).
    if (!AtomicFile::write(file, text.toUtf8(), error))
        return false;
    //: %1 and %2 are counts, %3 a file.
    *summary = tr("Exported %1 GPU(s) and %2 price(s) to %3.")
                   .arg(QString::number(gpus.size()), QString::number(prices.size()), file);
    return true;
}

// SPDX-FileCopyrightText: 2026 GPU Advisor contributors
// SPDX-License-Identifier: GPL-3.0-or-later
#include "db/bundleimporter.h"
#include "db/sqlerrors.h"

#include "db/benchmarkimporter.h"
#include "db/database.h"
#include "db/dblogging.h"
#include "db/gpuwriter.h"
#include "db/seeder.h"
#include "db/sqlcloudraterepository.h"
#include "db/sqlgpurepository.h"
#include "db/sqlllmmodelrepository.h"
#include "db/sqlllmspeedrepository.h"
#include "db/sqlpartpricerepository.h"
#include "db/sqlreadinessrepository.h"
#include "db/writetransaction.h"
#include "model/build/partprice.h"
#include "model/build/partpricedates.h"
#include "model/catalog/gpucsv.h"
#include "model/cloud/cloudcatalogcsv.h"
#include "model/cloud/cloudcatalogdates.h"
#include "model/flowchart/editionlimits.h"
#include "model/io/safetext.h"
#include "model/llm/llmmodelcsv.h"
#include "model/llm/llmvalidation.h"
#include "model/performance/measureddates.h"
#include "model/performance/validation.h"

#include <QJsonDocument>
#include <QJsonObject>
#include <QSet>
#include <QSqlError>
#include <QSqlQuery>
#include <QStringDecoder>

using namespace Qt::StringLiterals;

namespace {

/// A GPU as the spec file would write it, without what the database adds: two GPUs with the
/// same text have the same specs and provenance.
QString specText(Gpu gpu)
{
    gpu.id = 0;
    gpu.userEdited = false;
    return GpuCsv::writeGpus({gpu});
}

struct ParsedBundle
{
    QList<Gpu> gpus;
    QList<PriceRow> prices;
    QList<CloudRateRow> cloudRates;
    QList<CloudAlias> cloudAliases;
    QList<PartPriceObservation> partPrices;
    QHash<QString, QString> softwareTargets;
    QHash<QString, QString> softwareTargetSources;
    QList<ReadinessEntry> readiness;
    QList<LlmModel> llmModels;
    QStringList measured;                         ///< the texts of the measured-figure files, checked
    QList<LlmMeasurement> llmSpeeds;              ///< measured language-model speeds
    bool hasLlmSpeeds = false;                    ///< the bundle carries them (and may carry none)
    QList<QPair<QString, QByteArray>> flowcharts; ///< file name, JSON
};

/// Prices are observed before the bundle is made: 9999 or 0001 cannot be true, and a date past
/// the bundle's own would make the price the newest for good (issue 27).
bool checkPriceDates(const QList<PriceRow> &prices, const QDate &bundleDate, QStringList *errors)
{
    bool ok = true;
    for (const PriceRow &p : prices) {
        const QDate date = p.observation.observedOn;
        if (date.isValid() && (date < SafeText::earliestDate() || date > bundleDate)) {
            //: %1 is a line number, %2 the date found, %3 and %4 the bounds (YYYY-MM-DD).
            errors->append(BundleImporter::tr("line %1: the date %2 is not from %3 to %4 (the bundle's date)")
                               .arg(QString::number(p.line), date.toString(Qt::ISODate),
                                    SafeText::earliestDate().toString(Qt::ISODate), bundleDate.toString(Qt::ISODate)));
            ok = false;
        }
    }
    return ok;
}

/// A flowchart edition: JSON, an object with a key, and within the limits an edition from
/// outside is held to (its size, counts, depth, texts and date) before it is stored (issue 27).
bool checkFlowchart(const QByteArray &bytes, const QDate &bundleDate, QStringList *errors)
{
    QJsonParseError parseError;
    const QJsonDocument doc = QJsonDocument::fromJson(bytes, &parseError);
    if (doc.isNull()) {
        //: %1 is the JSON parser's message, %2 a character offset.
        errors->append(BundleImporter::tr("not JSON (%1 at offset %2)")
                           .arg(parseError.errorString(), QString::number(parseError.offset)));
        return false;
    }
    if (!doc.isObject() || doc.object().value(u"key"_s).toString().isEmpty()) {
        //: "key" is a JSON member's name (not translated).
        errors->append(BundleImporter::tr("not a flowchart: a JSON object with a \"key\" is expected"));
        return false;
    }
    if (QString problem; !EditionLimits::check(bytes, &problem, bundleDate)) {
        errors->append(problem);
        return false;
    }
    return true;
}

/// One file of the bundle read into `parsed`; false with its problems in `errors`.
bool parseFile(const BundleFile &file, const QByteArray &bytes, const QString &text, const QDate &bundleDate,
               ParsedBundle *parsed, QStringList *errors)
{
    bool ok = true;
    if (file.kind == u"gpus") {
        QList<Gpu> gpus;
        ok = GpuCsv::parseGpus(text, &gpus, errors);
        parsed->gpus += gpus;
    } else if (file.kind == u"prices") {
        QList<PriceRow> prices;
        ok = GpuCsv::parsePrices(text, &prices, errors);
        ok = checkPriceDates(prices, bundleDate, errors) && ok;
        parsed->prices += prices;
    } else if (file.kind == u"cloud_rates") {
        CloudCatalogCsv::ParseResult rates;
        // Not after the bundle's own date.
        ok = CloudCatalogCsv::parseUpTo(text, {}, bundleDate, &rates, errors);
        parsed->cloudRates += rates.rows;
    } else if (file.kind == u"cloud_aliases") {
        QList<CloudAlias> aliases;
        ok = CloudCatalogCsv::parseAliases(text, &aliases, errors);
        parsed->cloudAliases += aliases;
    } else if (file.kind == u"part_prices") {
        QList<PartPriceObservation> rows;
        // Not after the bundle's own date, which does not follow this computer's clock.
        ok = PartPriceCsv::parseUpTo(text, &rows, errors, bundleDate);
        parsed->partPrices += rows;
    } else if (file.kind == u"software_targets") {
        QHash<QString, QString> targets;
        QHash<QString, QString> sources;
        ok = ReadinessCsv::parseTargets(text, &targets, &sources, errors);
        parsed->softwareTargets.insert(targets);
        parsed->softwareTargetSources.insert(sources);
    } else if (file.kind == u"software_readiness") {
        QList<ReadinessEntry> rows;
        ok = ReadinessCsv::parseEntries(text, &rows, errors);
        parsed->readiness += rows;
    } else if (file.kind == u"llm_models") {
        // Checked as `models import` checks a file, as bundled models (never the user's).
        QList<LlmModel> models;
        ok = LlmModelCsv::parse(text, &models, errors, false);
        parsed->llmModels += models;
    } else if (file.kind == u"measured") {
        // Checked as `db import` checks measured figures, dated no later than the bundle.
        QList<MeasuredPoint> points;
        ok = parseMeasuredCsvUpTo(text, &points, errors, bundleDate);
        parsed->measured.append(text);
    } else if (file.kind == u"llm_speeds") {
        // Checked as the bundled file is at seeding.
        QList<LlmMeasurement> rows;
        ok = LlmValidation::parseSpeeds(text, &rows, errors);
        parsed->llmSpeeds += rows;
        parsed->hasLlmSpeeds = true;
    } else if (file.kind == u"flowchart") {
        ok = checkFlowchart(bytes, bundleDate, errors);
        parsed->flowcharts.append({file.name, bytes});
    }
    return ok;
}

/// Step 1: every file read and checked; the first with a problem stops the update before any
/// write, named with its first problems.
bool parseBundle(const BundleContents &bundle, ParsedBundle *parsed, QString *error)
{
    for (const BundleFile &file : bundle.manifest.files) {
        const QByteArray bytes = bundle.files.value(file.name);
        QStringDecoder decoder(QStringDecoder::Utf8);
        const QString text = decoder.decode(bytes);
        if (decoder.hasError()) {
            //: %1 is a file of the data bundle.
            *error = BundleImporter::tr("%1 is not UTF-8 text").arg(file.name);
            return false;
        }
        QStringList errors;
        if (!parseFile(file, bytes, text, bundle.manifest.date, parsed, &errors)) {
            const int shown = 5;
            QStringList first = errors.mid(0, shown);
            if (errors.size() > shown) {
                //: Ends a list of problems; %1 is how many more there are.
                first.append(BundleImporter::tr("and %1 more").arg(errors.size() - shown));
            }
            //: %1 is a file of the data bundle, %2 the problems found in it.
            *error = BundleImporter::tr("%1: %2").arg(file.name, first.join(u"; "_s));
            return false;
        }
    }
    // A bundle's rows are never the user's, whatever its columns say (issue 27): the user's own
    // rows are what updates and recovery keep, so a bundle claiming them could never be undone.
    for (Gpu &g : parsed->gpus)
        g.userEdited = false;
    for (PriceRow &p : parsed->prices)
        p.observation.userEntered = false;
    for (CloudRateRow &r : parsed->cloudRates)
        r.rate.userEntered = false;
    for (PartPriceObservation &o : parsed->partPrices)
        o.userEntered = false;
    return true;
}

/// Every price names a GPU of the bundle or of the database.
bool pricesNameGpus(const ParsedBundle &parsed, GpuWriter &writer, QString *error)
{
    QSet<QString> bundleNames;
    for (const Gpu &g : parsed.gpus)
        bundleNames.insert(g.name.trimmed().toLower());
    for (const PriceRow &p : parsed.prices) {
        if (!bundleNames.contains(p.gpuName.trimmed().toLower()) && writer.gpuIdByName(p.gpuName) == 0) {
            //: %1 is a line of a price file, %2 a GPU name.
            *error = BundleImporter::tr("prices, line %1: no GPU named \"%2\" in the bundle or the database")
                         .arg(QString::number(p.line), p.gpuName);
            return false;
        }
    }
    return true;
}

/// Step 2 for GPUs: what is new or changed; GPUs the user edited keep the user's values.
QList<Gpu> gpusToWrite(const ParsedBundle &parsed, const QSqlDatabase &db, UpdateReport *report)
{
    SqlGpuRepository repository(db);
    QList<Gpu> write;
    for (const Gpu &g : parsed.gpus) {
        const std::optional<Gpu> present = repository.gpuByName(g.name);
        UpdateCounts &c = report->countsFor(u"gpus"_s);
        if (!present) {
            ++c.added;
            write.append(g);
        } else if (present->userEdited) {
            ++c.keptUserEdits;
        } else if (specText(*present) == specText(g)) {
            ++c.unchanged;
        } else {
            ++c.changed;
            write.append(g);
        }
    }
    return write;
}

/// Step 2 for editions: an edition is a dated whole, so one the database has stays as it is.
QList<QPair<QString, QByteArray>> flowchartsToWrite(const ParsedBundle &parsed, Seeder &seeder, UpdateReport *report)
{
    QList<QPair<QString, QByteArray>> write;
    for (const auto &[name, json] : parsed.flowcharts) {
        const QString key = QJsonDocument::fromJson(json).object().value(u"key"_s).toString();
        if (seeder.hasFlowchart(key)) {
            ++report->countsFor(u"flowchart"_s).unchanged;
        } else {
            ++report->countsFor(u"flowchart"_s).added;
            write.append({name, json});
        }
    }
    return write;
}

bool writeGpusAndPrices(const QList<Gpu> &gpus, const QList<PriceRow> &prices, GpuWriter &writer, UpdateReport *report,
                        QString *error)
{
    QString message;
    for (const Gpu &g : gpus) {
        if (!writer.upsertGpu(g, &message)) {
            //: %1 is a GPU name, %2 the error the database reported.
            *error = BundleImporter::tr("GPU \"%1\": %2").arg(g.name, message);
            return false;
        }
    }
    QHash<QString, qint64> ids;
    for (const PriceRow &p : prices) {
        PriceObservation o = p.observation;
        const QString key = p.gpuName.trimmed().toLower();
        auto id = ids.constFind(key);
        if (id == ids.cend())
            id = ids.insert(key, writer.gpuIdByName(p.gpuName));
        o.gpuId = *id;
        bool inserted = false;
        if (!writer.insertPrice(o, &message, &inserted)) {
            //: %1 is a line of the price file, %2 the error the database reported.
            *error = BundleImporter::tr("prices, line %1: %2").arg(QString::number(p.line), message);
            return false;
        }
        UpdateCounts &c = report->countsFor(u"prices"_s);
        ++(inserted ? c.added : c.unchanged);
    }
    return true;
}

/// Cloud rates and aliases, and part prices: observations are added, never changed or removed,
/// so the user's own stay.
bool writeCloudAndParts(const QSqlDatabase &db, const BundleContents &bundle, const ParsedBundle &parsed,
                        UpdateReport *report, QString *error)
{
    if (!parsed.cloudAliases.isEmpty() || !parsed.cloudRates.isEmpty()) {
        CloudImportReport cloud;
        if (!SqlCloudRateRepository::writeWithin(db, parsed.cloudRates, parsed.cloudAliases, &cloud, error))
            return false;
        if (!bundle.filesOfKind(u"cloud_rates"_s).isEmpty()) {
            UpdateCounts &c = report->countsFor(u"cloud_rates"_s);
            c.added = cloud.added;
            c.unchanged = cloud.alreadyPresent;
        }
        if (!bundle.filesOfKind(u"cloud_aliases"_s).isEmpty()) {
            UpdateCounts &c = report->countsFor(u"cloud_aliases"_s);
            c.added = cloud.aliasesAdded;
            c.unchanged = cloud.aliasesUnchanged;
        }
    }
    if (!bundle.filesOfKind(u"part_prices"_s).isEmpty()) {
        PartPriceImportReport parts;
        if (!SqlPartPriceRepository::writeWithin(db, parsed.partPrices, &parts, error))
            return false;
        UpdateCounts &c = report->countsFor(u"part_prices"_s);
        c.added = parts.added;
        c.unchanged = parts.alreadyPresent;
    }
    return true;
}

/// Language models and measured figures: what the database lacks is added as bundled rows; the
/// models it has (by name) and the user's own figures stay as they are.
bool writeModelsAndFigures(const QSqlDatabase &db, const ParsedBundle &parsed, const QDate &bundleDate,
                           UpdateReport *report, QString *error)
{
    if (!parsed.llmModels.isEmpty()) {
        int added = 0;
        if (!SqlLlmModelRepository::addBundledWithin(db, parsed.llmModels, &added, error))
            return false;
        UpdateCounts &c = report->countsFor(u"llm_models"_s);
        c.added = added;
        c.unchanged = int(parsed.llmModels.size()) - added;
    }
    for (const QString &text : parsed.measured) {
        int added = 0;
        int present = 0;
        QStringList problems;
        if (!BenchmarkImporter(db).writeBundledWithin(text, bundleDate, &added, &present, &problems)) {
            //: %1 is the problems found in the bundle's measured figures.
            *error = BundleImporter::tr("measured figures: %1").arg(problems.join(u"; "_s));
            return false;
        }
        UpdateCounts &c = report->countsFor(u"measured"_s);
        c.added += added;
        c.unchanged += present;
    }
    if (parsed.hasLlmSpeeds) {
        // The bundle's speeds replace the bundled ones; the user's stay.
        int added = 0;
        int present = 0;
        QStringList problems;
        if (!SqlLlmSpeedRepository(db).replaceBundledWithin(parsed.llmSpeeds, &added, &present, &problems)) {
            //: %1 is the problems found in the bundle's measured language-model speeds.
            *error = BundleImporter::tr("language-model speeds: %1").arg(problems.join(u"; "_s));
            return false;
        }
        UpdateCounts &c = report->countsFor(u"llm_speeds"_s);
        c.added = added;
        c.unchanged = present;
    }
    return true;
}

/// Software readiness is bundled data only: the bundle's rows replace the database's.
bool writeReadiness(const QSqlDatabase &db, const BundleContents &bundle, ParsedBundle &parsed, UpdateReport *report,
                    QString *error)
{
    const bool hasTargets = !bundle.filesOfKind(u"software_targets"_s).isEmpty();
    const bool hasReadiness = !bundle.filesOfKind(u"software_readiness"_s).isEmpty();
    if (!hasTargets && !hasReadiness)
        return true;
    ReadinessWriteReport readiness;
    if (!SqlReadinessRepository::replaceWithin(db, hasTargets ? &parsed.softwareTargets : nullptr,
                                               hasTargets ? &parsed.softwareTargetSources : nullptr,
                                               hasReadiness ? &parsed.readiness : nullptr, &readiness, error))
        return false;
    if (hasTargets) {
        UpdateCounts &c = report->countsFor(u"software_targets"_s);
        c.added = readiness.targetsAdded;
        c.changed = readiness.targetsChanged;
        c.unchanged = readiness.targetsUnchanged;
    }
    if (hasReadiness) {
        UpdateCounts &c = report->countsFor(u"software_readiness"_s);
        c.added = readiness.entriesAdded;
        c.changed = readiness.entriesChanged;
        c.unchanged = readiness.entriesUnchanged;
    }
    return true;
}

/// No rollback to stale data: a bundle older than the one installed is refused (issue 27).
bool notOlderThanInstalled(const QSqlDatabase &db, const QDate &bundleDate, QString *error)
{
    QSqlQuery installed(db);
    installed.prepare(u"SELECT value FROM meta WHERE key = 'data_bundle_date'"_s);
    if (!installed.exec()) {
        *error = SqlErrors::describe(installed.lastError());
        return false;
    }
    const QDate date = installed.next() ? QDate::fromString(installed.value(0).toString(), Qt::ISODate) : QDate();
    if (date.isValid() && bundleDate < date) {
        //: %1 is the date of the bundle offered, %2 of the one installed (YYYY-MM-DD).
        *error = BundleImporter::tr("the bundle is of %1, older than the data installed (%2); nothing was changed")
                     .arg(bundleDate.toString(Qt::ISODate), date.toString(Qt::ISODate));
        return false;
    }
    return true;
}

/// The bundle's date and today's, for the status bar and the next update.
bool markBundleDates(const QSqlDatabase &db, const QDate &bundleDate, QString *error)
{
    QSqlQuery mark(db);
    mark.prepare(
        u"INSERT INTO meta (key, value) VALUES (?, ?) ON CONFLICT (key) DO UPDATE SET value = excluded.value"_s);
    for (const auto &[key, value] : {std::pair{u"data_bundle_date"_s, bundleDate.toString(Qt::ISODate)},
                                     std::pair{u"data_updated_on"_s, QDate::currentDate().toString(Qt::ISODate)}}) {
        mark.addBindValue(key);
        mark.addBindValue(value);
        if (!mark.exec()) {
            *error = SqlErrors::describe(mark.lastError());
            return false;
        }
    }
    return true;
}

} // namespace

BundleImporter::BundleImporter(const QSqlDatabase &db)
    : m_db(db)
{}

bool BundleImporter::apply(const BundleContents &bundle, UpdateReport *report, QString *error)
{
    // 1. Read everything; the first file with a problem stops the update before any write.
    ParsedBundle parsed;
    if (!parseBundle(bundle, &parsed, error))
        return false;
    // The write lock before the database is read: what is decided below still holds when it is
    // written, and another program's lock is waited for and named as a lock (issue 27).
    WriteTransaction transaction(m_db);
    if (QString problem; !transaction.begin(&problem)) {
        *error = problem;
        return false;
    }
    if (!notOlderThanInstalled(m_db, bundle.manifest.date, error))
        return false;
    GpuWriter writer(m_db);
    if (!pricesNameGpus(parsed, writer, error))
        return false;

    // 2. Decide what is new, changed or the same.
    UpdateReport local;
    local.bundleDate = bundle.manifest.date;
    for (const QString &kind : DataBundle::kinds()) {
        if (!bundle.filesOfKind(kind).isEmpty())
            local.countsFor(kind);
    }
    const QList<Gpu> gpus = gpusToWrite(parsed, m_db, &local);
    Seeder seeder(m_db);
    const QList<QPair<QString, QByteArray>> charts = flowchartsToWrite(parsed, seeder, &local);

    // 3. One transaction, rolled back by `transaction` on any failure.
    if (!writeGpusAndPrices(gpus, parsed.prices, writer, &local, error))
        return false;
    for (const auto &[name, json] : charts) {
        if (!seeder.importFlowchartWithin(json, name, error))
            return false;
    }
    if (!writeCloudAndParts(m_db, bundle, parsed, &local, error) ||
        !writeReadiness(m_db, bundle, parsed, &local, error) ||
        !writeModelsAndFigures(m_db, parsed, bundle.manifest.date, &local, error) ||
        !markBundleDates(m_db, bundle.manifest.date, error))
        return false;
    if (QString problem; !transaction.commit(&problem)) {
        *error = problem;
        return false;
    }
    qCInfo(lcDb) << "applied the data bundle of" << bundle.manifest.date << ":" << local.lines();
    *report = local;
    return true;
}

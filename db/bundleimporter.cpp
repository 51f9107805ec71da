// SPDX-FileCopyrightText: 2026 GPU Advisor contributors
// SPDX-License-Identifier: GPL-3.0-or-later
#include "db/bundleimporter.h"

#include "db/database.h"
#include "db/dblogging.h"
#include "db/gpuwriter.h"
#include "db/seeder.h"
#include "db/sqlcloudraterepository.h"
#include "db/sqlgpurepository.h"
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
    QList<QPair<QString, QByteArray>> flowcharts; ///< file name, JSON
};

} // namespace

BundleImporter::BundleImporter(const QSqlDatabase &db)
    : m_db(db)
{}

bool BundleImporter::apply(const BundleContents &bundle, UpdateReport *report, QString *error)
{
    // 1. Read everything; the first file with a problem stops the update before any write.
    ParsedBundle parsed;
    for (const BundleFile &file : bundle.manifest.files) {
        const QByteArray bytes = bundle.files.value(file.name);
        QStringDecoder decoder(QStringDecoder::Utf8);
        const QString text = decoder.decode(bytes);
        if (decoder.hasError()) {
            //: %1 is a file of the data bundle.
            *error = tr("%1 is not UTF-8 text").arg(file.name);
            return false;
        }
        QStringList errors;
        bool ok = true;
        if (file.kind == u"gpus") {
            QList<Gpu> gpus;
            ok = GpuCsv::parseGpus(text, &gpus, &errors);
            parsed.gpus += gpus;
        } else if (file.kind == u"prices") {
            QList<PriceRow> prices;
            ok = GpuCsv::parsePrices(text, &prices, &errors);
            // A price is observed before the bundle is made: 9999 or 0001 cannot be true, and a
            // date past the bundle's own would make the price the newest for good (issue 27).
            for (const PriceRow &p : std::as_const(prices)) {
                const QDate date = p.observation.observedOn;
                if (date.isValid() && (date < SafeText::earliestDate() || date > bundle.manifest.date)) {
                    //: %1 is a line number, %2 the date found, %3 and %4 the bounds (YYYY-MM-DD).
                    errors.append(tr("line %1: the date %2 is not from %3 to %4 (the bundle's date)")
                                      .arg(QString::number(p.line), date.toString(Qt::ISODate),
                                           SafeText::earliestDate().toString(Qt::ISODate),
                                           bundle.manifest.date.toString(Qt::ISODate)));
                    ok = false;
                }
            }
            parsed.prices += prices;
        } else if (file.kind == u"cloud_rates") {
            CloudCatalogCsv::ParseResult rates;
            // Not after the bundle's own date.
            ok = CloudCatalogCsv::parseUpTo(text, {}, bundle.manifest.date, &rates, &errors);
            parsed.cloudRates += rates.rows;
        } else if (file.kind == u"cloud_aliases") {
            QList<CloudAlias> aliases;
            ok = CloudCatalogCsv::parseAliases(text, &aliases, &errors);
            parsed.cloudAliases += aliases;
        } else if (file.kind == u"part_prices") {
            QList<PartPriceObservation> rows;
            // Not after the bundle's own date, which does not follow this computer's clock.
            ok = PartPriceCsv::parseUpTo(text, &rows, &errors, bundle.manifest.date);
            parsed.partPrices += rows;
        } else if (file.kind == u"software_targets") {
            QHash<QString, QString> targets;
            QHash<QString, QString> sources;
            ok = ReadinessCsv::parseTargets(text, &targets, &sources, &errors);
            parsed.softwareTargets.insert(targets);
            parsed.softwareTargetSources.insert(sources);
        } else if (file.kind == u"software_readiness") {
            QList<ReadinessEntry> rows;
            ok = ReadinessCsv::parseEntries(text, &rows, &errors);
            parsed.readiness += rows;
        } else if (file.kind == u"flowchart") {
            QJsonParseError parseError;
            const QJsonDocument doc = QJsonDocument::fromJson(bytes, &parseError);
            if (doc.isNull()) {
                //: %1 is the JSON parser's message, %2 a character offset.
                errors.append(
                    tr("not JSON (%1 at offset %2)").arg(parseError.errorString(), QString::number(parseError.offset)));
                ok = false;
            } else if (!doc.isObject() || doc.object().value(u"key"_s).toString().isEmpty()) {
                //: "key" is a JSON member's name (not translated).
                errors.append(tr("not a flowchart: a JSON object with a \"key\" is expected"));
                ok = false;
            } else if (QString problem; !EditionLimits::check(bytes, &problem, bundle.manifest.date)) {
                // Its size, counts, depth, texts and date, before it is stored (issue 27).
                errors.append(problem);
                ok = false;
            }
            parsed.flowcharts.append({file.name, bytes});
        }
        if (!ok) {
            const int shown = 5;
            QStringList first = errors.mid(0, shown);
            if (errors.size() > shown) {
                //: Ends a list of problems; %1 is how many more there are.
                first.append(tr("and %1 more").arg(errors.size() - shown));
            }
            //: %1 is a file of the data bundle, %2 the problems found in it.
            *error = tr("%1: %2").arg(file.name, first.join(u"; "_s));
            return false;
        }
    }
    // A bundle's rows are never the user's, whatever its columns say (issue 27): the user's own
    // rows are what updates and recovery keep, so a bundle claiming them could never be undone.
    for (Gpu &g : parsed.gpus)
        g.userEdited = false;
    for (PriceRow &p : parsed.prices)
        p.observation.userEntered = false;
    for (CloudRateRow &r : parsed.cloudRates)
        r.rate.userEntered = false;
    for (PartPriceObservation &o : parsed.partPrices)
        o.userEntered = false;
    // The write lock before the database is read: what is decided below still holds when it is
    // written, and another program's lock is waited for and named as a lock (issue 27).
    WriteTransaction transaction(m_db);
    if (QString problem; !transaction.begin(&problem)) {
        *error = problem;
        return false;
    }
    // Every price names a GPU of the bundle or of the database.
    GpuWriter writer(m_db);
    QSet<QString> bundleNames;
    for (const Gpu &g : std::as_const(parsed.gpus))
        bundleNames.insert(g.name.trimmed().toLower());
    for (const PriceRow &p : std::as_const(parsed.prices)) {
        if (!bundleNames.contains(p.gpuName.trimmed().toLower()) && writer.gpuIdByName(p.gpuName) == 0) {
            //: %1 is a line of a price file, %2 a GPU name.
            *error = tr("prices, line %1: no GPU named \"%2\" in the bundle or the database")
                         .arg(QString::number(p.line), p.gpuName);
            return false;
        }
    }

    // 2. Decide what is new, changed or the same; GPUs the user edited keep the user's values.
    UpdateReport local;
    local.bundleDate = bundle.manifest.date;
    for (const QString &kind : DataBundle::kinds()) {
        if (!bundle.filesOfKind(kind).isEmpty())
            local.countsFor(kind);
    }
    SqlGpuRepository repository(m_db);
    QList<Gpu> gpusToWrite;
    for (const Gpu &g : std::as_const(parsed.gpus)) {
        const std::optional<Gpu> present = repository.gpuByName(g.name);
        UpdateCounts &c = local.countsFor(u"gpus"_s);
        if (!present) {
            ++c.added;
            gpusToWrite.append(g);
        } else if (present->userEdited) {
            ++c.keptUserEdits;
        } else if (specText(*present) == specText(g)) {
            ++c.unchanged;
        } else {
            ++c.changed;
            gpusToWrite.append(g);
        }
    }
    Seeder seeder(m_db);
    QList<QPair<QString, QByteArray>> newCharts;
    for (const auto &[name, json] : std::as_const(parsed.flowcharts)) {
        const QString key = QJsonDocument::fromJson(json).object().value(u"key"_s).toString();
        // An edition is a dated whole: one the database has stays as it is.
        if (seeder.hasFlowchart(key)) {
            ++local.countsFor(u"flowchart"_s).unchanged;
        } else {
            ++local.countsFor(u"flowchart"_s).added;
            newCharts.append({name, json});
        }
    }

    // 3. One transaction, rolled back by `transaction` on any failure.
    auto fail = [error](const QString &message) {
        *error = message;
        return false;
    };
    QString message;
    for (const Gpu &g : std::as_const(gpusToWrite)) {
        if (!writer.upsertGpu(g, &message)) {
            //: %1 is a GPU name, %2 the error the database reported.
            return fail(tr("GPU \"%1\": %2").arg(g.name, message));
        }
    }
    QHash<QString, qint64> ids;
    for (const PriceRow &p : std::as_const(parsed.prices)) {
        PriceObservation o = p.observation;
        const QString key = p.gpuName.trimmed().toLower();
        auto id = ids.constFind(key);
        if (id == ids.cend())
            id = ids.insert(key, writer.gpuIdByName(p.gpuName));
        o.gpuId = *id;
        bool inserted = false;
        if (!writer.insertPrice(o, &message, &inserted)) {
            //: %1 is a line of the price file, %2 the error the database reported.
            return fail(tr("prices, line %1: %2").arg(QString::number(p.line), message));
        }
        UpdateCounts &c = local.countsFor(u"prices"_s);
        ++(inserted ? c.added : c.unchanged);
    }
    for (const auto &[name, json] : std::as_const(newCharts)) {
        if (!seeder.importFlowchartWithin(json, name, &message))
            return fail(message);
    }
    if (!parsed.cloudAliases.isEmpty() || !parsed.cloudRates.isEmpty()) {
        CloudImportReport cloud;
        if (!SqlCloudRateRepository::writeWithin(m_db, parsed.cloudRates, parsed.cloudAliases, &cloud, &message))
            return fail(message);
        if (!bundle.filesOfKind(u"cloud_rates"_s).isEmpty()) {
            UpdateCounts &c = local.countsFor(u"cloud_rates"_s);
            c.added = cloud.added;
            c.unchanged = cloud.alreadyPresent;
        }
        if (!bundle.filesOfKind(u"cloud_aliases"_s).isEmpty()) {
            UpdateCounts &c = local.countsFor(u"cloud_aliases"_s);
            c.added = cloud.aliasesAdded;
            c.unchanged = cloud.aliasesUnchanged;
        }
    }
    if (!bundle.filesOfKind(u"part_prices"_s).isEmpty()) {
        // Observations are added, never changed or removed: the user's own prices stay.
        PartPriceImportReport parts;
        if (!SqlPartPriceRepository::writeWithin(m_db, parsed.partPrices, &parts, &message))
            return fail(message);
        UpdateCounts &c = local.countsFor(u"part_prices"_s);
        c.added = parts.added;
        c.unchanged = parts.alreadyPresent;
    }
    const bool hasTargets = !bundle.filesOfKind(u"software_targets"_s).isEmpty();
    const bool hasReadiness = !bundle.filesOfKind(u"software_readiness"_s).isEmpty();
    if (hasTargets || hasReadiness) {
        // Bundled data only: the bundle's rows replace the database's.
        ReadinessWriteReport readiness;
        if (!SqlReadinessRepository::replaceWithin(m_db, hasTargets ? &parsed.softwareTargets : nullptr,
                                                   hasTargets ? &parsed.softwareTargetSources : nullptr,
                                                   hasReadiness ? &parsed.readiness : nullptr, &readiness, &message))
            return fail(message);
        if (hasTargets) {
            UpdateCounts &c = local.countsFor(u"software_targets"_s);
            c.added = readiness.targetsAdded;
            c.changed = readiness.targetsChanged;
            c.unchanged = readiness.targetsUnchanged;
        }
        if (hasReadiness) {
            UpdateCounts &c = local.countsFor(u"software_readiness"_s);
            c.added = readiness.entriesAdded;
            c.changed = readiness.entriesChanged;
            c.unchanged = readiness.entriesUnchanged;
        }
    }
    QSqlQuery mark(m_db);
    mark.prepare(
        u"INSERT INTO meta (key, value) VALUES (?, ?) ON CONFLICT (key) DO UPDATE SET value = excluded.value"_s);
    for (const auto &[key, value] : {std::pair{u"data_bundle_date"_s, bundle.manifest.date.toString(Qt::ISODate)},
                                     std::pair{u"data_updated_on"_s, QDate::currentDate().toString(Qt::ISODate)}}) {
        mark.addBindValue(key);
        mark.addBindValue(value);
        if (!mark.exec())
            return fail(Database::describeWriteError(mark.lastError()));
    }
    if (QString problem; !transaction.commit(&problem))
        return fail(problem);
    qCInfo(lcDb) << "applied the data bundle of" << bundle.manifest.date << ":" << local.lines();
    *report = local;
    return true;
}

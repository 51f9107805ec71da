// SPDX-FileCopyrightText: 2026 GPU Advisor contributors
// SPDX-License-Identifier: GPL-3.0-or-later
#include "db/seeder.h"
#include "db/sqlerrors.h"

#include "db/benchmarkimporter.h"
#include "db/database.h"
#include "db/dataimporter.h"
#include "db/dblogging.h"
#include "db/gpuwriter.h"
#include "db/seederrows.h"
#include "db/seedmark.h"
#include "db/sqlcloudraterepository.h"
#include "db/sqlflowchartrepository.h"
#include "db/sqlllmmodelrepository.h"
#include "db/sqlllmspeedrepository.h"
#include "db/sqlpartpricerepository.h"
#include "db/sqlreadinessrepository.h"
#include "db/writetransaction.h"
#include "model/build/partpricedates.h"
#include "model/cloud/cloudcatalogdates.h"
#include "model/flowchart/editionlimits.h"
#include "model/flowchart/livepicks.h"
#include "model/io/safetext.h"
#include "model/llm/llmmodelcsv.h"

#include <QDir>
#include <QFile>
#include <QHash>
#include <QJsonArray>
#include <QJsonDocument>
#include <QJsonObject>
#include <QRegularExpression>
#include <QSet>
#include <QSqlError>
#include <QSqlQuery>

using namespace Qt::StringLiterals;

namespace {

bool readResource(const QString &path, QString *text, QString *error)
{
    QFile file(path);
    if (!file.open(QIODevice::ReadOnly)) {
        //: %1 is a file path, %2 the reason.
        *error = QCoreApplication::translate("Seeder", "cannot read %1: %2").arg(path, file.errorString());
        return false;
    }
    *text = QString::fromUtf8(file.readAll());
    return true;
}

/// Records a mark of data taken in once; on failure says what was being written.
bool recordSeedDate(const SeedMark &mark, const QSqlDatabase &db, QString *error)
{
    QString message;
    if (mark.remember(db, &message))
        return true;
    //: What was being written when the database reported the error that follows.
    *error = u"%1: %2"_s.arg(QCoreApplication::translate("Seeder", "recording the seed date"), message);
    return false;
}

} // namespace

bool Seeder::openSeeded(Database &db, const QString &path, QString *error)
{
    if (!db.open(path, error))
        return false;
    QString seedError;
    if (!Seeder(db.connection()).ensureSeeded(&seedError)) {
        *error = QCoreApplication::translate("Database", "cannot fill the database %1 with the bundled data: %2")
                     .arg(path, seedError);
        db.close();
        return false;
    }
    return true;
}

Seeder::Seeder(const QSqlDatabase &db)
    : m_db(db)
{}

bool Seeder::hasFlowchart(const QString &key) const
{
    QSqlQuery q(m_db);
    q.prepare(u"SELECT 1 FROM flowcharts WHERE key = ?"_s);
    q.addBindValue(key);
    return q.exec() && q.next();
}

bool Seeder::ensureSeeded(QString *error)
{
    const SeedMark seeded = SeedMark::once(u"seeded_on"_s);
    bool present = false;
    if (!seeded.isCurrent(m_db, &present, error))
        return false;
    if (!present) {
        QString gpuText;
        QString priceText;
        if (!readResource(gpuResource(), &gpuText, error) || !readResource(priceResource(), &priceText, error))
            return false;
        QList<Gpu> gpus;
        QList<PriceRow> prices;
        QStringList errors;
        if (!GpuCsv::parseGpus(gpuText, &gpus, &errors) || !GpuCsv::parsePrices(priceText, &prices, &errors)) {
            //: %1 lists the problems found in the data that ships with the app.
            *error = tr("the bundled seed data is invalid: %1").arg(errors.join(u"; "_s));
            return false;
        }
        // The data and the mark that it is there land together, or not at all.
        WriteTransaction transaction(m_db);
        if (!transaction.begin(error))
            return false;
        if (!DataImporter::writeWithin(m_db, gpus, prices, nullptr, &errors) || !recordSeedDate(seeded, m_db, error) ||
            !transaction.commit(error)) {
            if (!error->isEmpty())
                errors.append(*error);
            *error = errors.join(u"; "_s);
            return false;
        }
        qCInfo(lcDb) << "seeded" << gpus.size() << "GPUs and" << prices.size() << "prices";
    }
    if (!backfillReleaseMonths(error) || !backfillBoostClocks(error) || !seedCloudRates(error) ||
        !seedPartPrices(error) || !seedSoftwareReadiness(error))
        return false;
    if (!BenchmarkImporter(m_db).seedBundled(error) || !SqlLlmSpeedRepository(m_db).seedBundled(error))
        return false;
    const QStringList charts = QDir(flowchartDirectory()).entryList({u"*.json"_s}, QDir::Files, QDir::Name);
    for (const QString &chart : charts) {
        const QString path = flowchartDirectory() + u'/' + chart;
        // A chart file this database has already taken in, with none of its texts or rules gone
        // since, is not read, parsed and compared again at every start.
        // The schema version is part of the mark: a later release whose migration leaves a column
        // for the seeder to fill from the same chart file takes the file in again.
        const std::optional<SeedMark> mark = SeedMark::ofResource(
            u"flowchart_bundle:"_s + chart, path, error,
            {u"(SELECT COUNT(*) FROM flow_translations)"_s, u"(SELECT COUNT(*) FROM flow_leaves WHERE rule <> '')"_s},
            SeedMark::SchemaVersion::Included);
        bool taken = false;
        if (!mark || !mark->isCurrent(m_db, &taken, error))
            return false;
        if (taken)
            continue;
        QFile file(path);
        if (!file.open(QIODevice::ReadOnly)) {
            *error = tr("cannot read %1").arg(path);
            return false;
        }
        const QByteArray json = file.readAll();
        const QJsonObject definition = QJsonDocument::fromJson(json).object();
        const QString key = definition.value(u"key"_s).toString();
        if (!key.isEmpty() && hasFlowchart(key)) {
            if (!addMissingTranslations(definition, path, error) || !addMissingRules(definition, path, error))
                return false;
        } else if (!importFlowchart(json, path, error)) {
            return false;
        }
        if (!mark->remember(m_db, error))
            return false;
    }
    return addBundledLlmModels(error) && recordBundledDataDate(error);
}

bool Seeder::recordBundledDataDate(QString *error)
{
    // Dates are ISO texts ("2026-11-24", or "2026-10" for a monthly figure): their order is the
    // dates' order, and a month counts as its first day, as a bundle's own check reads it.
    QSqlQuery q(m_db);
    if (!q.exec(u"SELECT MAX(d), (SELECT value FROM meta WHERE key = 'data_bundle_date') FROM ("
                "SELECT MAX(observed_on) AS d FROM prices WHERE user_entered = 0 UNION ALL "
                "SELECT MAX(observed_on) FROM cloud_rates WHERE user_entered = 0 UNION ALL "
                "SELECT MAX(observed_on) FROM part_prices WHERE user_entered = 0)"_s) ||
        !q.next()) {
        *error = SqlErrors::describe(q.lastError());
        return false;
    }
    const QString newest = q.value(0).toString().left(10);
    const QDate bundled = QDate::fromString(newest.size() == 7 ? newest + u"-01"_s : newest, Qt::ISODate);
    const QDate installed = QDate::fromString(q.value(1).toString(), Qt::ISODate);
    q.finish();
    if (!bundled.isValid() || (installed.isValid() && installed >= bundled))
        return true;
    QSqlQuery mark(m_db);
    mark.prepare(u"INSERT INTO meta (key, value) VALUES ('data_bundle_date', ?) "
                 "ON CONFLICT (key) DO UPDATE SET value = excluded.value"_s);
    mark.addBindValue(bundled.toString(Qt::ISODate));
    if (!mark.exec()) {
        //: What was being written when the database reported the error that follows.
        *error = u"%1: %2"_s.arg(tr("recording the date of the bundled data"), SqlErrors::describe(mark.lastError()));
        return false;
    }
    return true;
}

bool Seeder::addBundledLlmModels(QString *error)
{
    // The catalog this database last took in is remembered by its digest and by how many bundled
    // models it then held: an unchanged bundle with none of its models gone is not read, parsed
    // and written again at every start (that was a tenth of the start-up).
    const std::optional<SeedMark> mark =
        SeedMark::ofResource(u"llm_models_bundle"_s, llmModelResource(), error,
                             {u"(SELECT COUNT(*) FROM llm_models WHERE user_added = 0)"_s});
    bool taken = false;
    if (!mark || !mark->isCurrent(m_db, &taken, error))
        return false;
    if (taken)
        return true;
    QString text;
    if (!readResource(llmModelResource(), &text, error))
        return false;
    QList<LlmModel> models;
    QStringList errors;
    if (!LlmModelCsv::parse(text, &models, &errors, false)) {
        *error = tr("the bundled seed data is invalid: %1").arg(errors.join(u"; "_s));
        return false;
    }
    if (!SqlLlmModelRepository(m_db).addMissingBundled(models, error))
        return false;
    return mark->remember(m_db, error);
}

bool Seeder::backfillReleaseMonths(QString *error)
{
    // Databases seeded before schema version 3 lack launch months; take them from the bundle.
    QSqlQuery q(m_db);
    if (!q.exec(u"SELECT COUNT(*) FROM gpus WHERE release_month = ''"_s) || !q.next()) {
        *error = SqlErrors::describe(q.lastError());
        return false;
    }
    if (q.value(0).toInt() == 0)
        return true;
    QString text;
    if (!readResource(gpuResource(), &text, error))
        return false;
    QList<Gpu> gpus;
    QStringList errors;
    if (!GpuCsv::parseGpus(text, &gpus, &errors)) {
        //: %1 lists the problems found in the data that ships with the app.
        *error = tr("the bundled seed data is invalid: %1").arg(errors.join(u"; "_s));
        return false;
    }
    WriteTransaction transaction(m_db);
    if (!transaction.begin(error))
        return false;
    QSqlQuery update(m_db);
    update.prepare(u"UPDATE gpus SET release_month = ?, release_source = ? WHERE name = ? AND release_month = ''"_s);
    for (const Gpu &g : std::as_const(gpus)) {
        update.addBindValue(g.releaseMonth.toString(u"yyyy-MM"_s));
        update.addBindValue(g.releaseSource);
        update.addBindValue(g.name);
        //: What was being written when the database reported the error that follows; %1 is a GPU name.
        if (!SeederRows::run(update, tr("launch month of %1").arg(g.name), error))
            return false;
    }
    return transaction.commit(error);
}

bool Seeder::backfillBoostClocks(QString *error)
{
    const SeedMark filled = SeedMark::once(u"boost_clocks_filled_on"_s);
    bool present = false;
    if (!filled.isCurrent(m_db, &present, error))
        return false;
    if (present)
        return true;
    QString text;
    if (!readResource(gpuResource(), &text, error))
        return false;
    QList<Gpu> gpus;
    QStringList errors;
    if (!GpuCsv::parseGpus(text, &gpus, &errors)) {
        //: %1 lists the problems found in the data that ships with the app.
        *error = tr("the bundled seed data is invalid: %1").arg(errors.join(u"; "_s));
        return false;
    }
    // The clocks and the mark that they are there land together, or not at all.
    WriteTransaction transaction(m_db);
    if (!transaction.begin(error))
        return false;
    QSqlQuery update(m_db);
    update.prepare(
        u"UPDATE gpus SET boost_clock_mhz = ?, boost_clock_source = ? WHERE name = ? AND boost_clock_mhz IS NULL"_s);
    for (const Gpu &g : std::as_const(gpus)) {
        if (!g.boostClockMhz)
            continue;
        update.addBindValue(*g.boostClockMhz);
        update.addBindValue(g.boostClockSource);
        update.addBindValue(g.name);
        //: What was being written when the database reported the error that follows; %1 is a GPU name.
        if (!SeederRows::run(update, tr("boost clock of %1").arg(g.name), error))
            return false;
    }
    return recordSeedDate(filled, m_db, error) && transaction.commit(error);
}

bool Seeder::seedCloudRates(QString *error)
{
    const SeedMark seeded = SeedMark::once(u"cloud_rates_seeded_on"_s);
    bool present = false;
    if (!seeded.isCurrent(m_db, &present, error))
        return false;
    if (present)
        return true;
    QString ratesText;
    QString aliasText;
    if (!readResource(cloudRateResource(), &ratesText, error) || !readResource(cloudAliasResource(), &aliasText, error))
        return false;
    CloudCatalogCsv::ParseResult rates;
    QList<CloudAlias> aliases;
    QStringList errors;
    // Not held to the clock (issue 27).
    if (!CloudCatalogCsv::parseUpTo(ratesText, {}, SafeText::latestClockFreeDate(), &rates, &errors) ||
        !CloudCatalogCsv::parseAliases(aliasText, &aliases, &errors)) {
        *error = tr("the bundled seed data is invalid: %1").arg(errors.join(u"; "_s));
        return false;
    }
    WriteTransaction transaction(m_db);
    CloudImportReport report;
    if (!transaction.begin(error) || !SqlCloudRateRepository::writeWithin(m_db, rates.rows, aliases, &report, error) ||
        !recordSeedDate(seeded, m_db, error) || !transaction.commit(error))
        return false;
    // Rates of GPUs this database lacks (a later spec release adds them) are left out.
    qCInfo(lcDb) << "seeded" << report.added << "cloud rates;" << report.unmapped.size()
                 << "catalog GPU names without a GPU in the database";
    return true;
}

bool Seeder::seedPartPrices(QString *error)
{
    const SeedMark seeded = SeedMark::once(u"part_prices_seeded_on"_s);
    bool present = false;
    if (!seeded.isCurrent(m_db, &present, error))
        return false;
    if (present)
        return true;
    QString text;
    if (!readResource(partPriceResource(), &text, error))
        return false;
    QList<PartPriceObservation> rows;
    QStringList errors;
    // The bundled data is not held to the clock: a computer whose clock is behind still starts
    // (issue 27).
    if (!PartPriceCsv::parseUpTo(text, &rows, &errors, SafeText::latestClockFreeDate())) {
        *error = tr("the bundled seed data is invalid: %1").arg(errors.join(u"; "_s));
        return false;
    }
    WriteTransaction transaction(m_db);
    PartPriceImportReport report;
    if (!transaction.begin(error) || !SqlPartPriceRepository::writeWithin(m_db, rows, &report, error) ||
        !recordSeedDate(seeded, m_db, error) || !transaction.commit(error))
        return false;
    qCInfo(lcDb) << "seeded" << report.added << "part prices";
    return true;
}

bool Seeder::seedSoftwareReadiness(QString *error)
{
    // Both files under one mark: the digest of the readiness rows with the count of each table,
    // so a database whose rows went missing takes them in again.
    const std::optional<SeedMark> targetMark = SeedMark::ofResource(
        u"software_targets_bundle"_s, softwareTargetResource(), error, {u"(SELECT COUNT(*) FROM software_targets)"_s});
    const std::optional<SeedMark> rowMark =
        SeedMark::ofResource(u"software_readiness_bundle"_s, softwareReadinessResource(), error,
                             {u"(SELECT COUNT(*) FROM software_readiness)"_s});
    bool targetsTaken = false;
    bool rowsTaken = false;
    if (!targetMark || !rowMark || !targetMark->isCurrent(m_db, &targetsTaken, error) ||
        !rowMark->isCurrent(m_db, &rowsTaken, error))
        return false;
    if (targetsTaken && rowsTaken)
        return true;
    QString targetText;
    QString rowText;
    if (!readResource(softwareTargetResource(), &targetText, error) ||
        !readResource(softwareReadinessResource(), &rowText, error))
        return false;
    QHash<QString, QString> targets;
    QHash<QString, QString> sources;
    QList<ReadinessEntry> entries;
    QStringList errors;
    if (!ReadinessCsv::parseTargets(targetText, &targets, &sources, &errors) ||
        !ReadinessCsv::parseEntries(rowText, &entries, &errors)) {
        *error = tr("the bundled seed data is invalid: %1").arg(errors.join(u"; "_s));
        return false;
    }
    WriteTransaction transaction(m_db);
    ReadinessWriteReport report;
    if (!transaction.begin(error) ||
        !SqlReadinessRepository::replaceWithin(m_db, &targets, &sources, &entries, &report, error) ||
        !targetMark->remember(m_db, error) || !rowMark->remember(m_db, error) || !transaction.commit(error))
        return false;
    qCInfo(lcDb) << "seeded software readiness:" << targets.size() << "GPU targets," << entries.size() << "rows";
    return true;
}

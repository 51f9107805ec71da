// SPDX-FileCopyrightText: 2026 GPU Advisor contributors
// SPDX-License-Identifier: GPL-3.0-or-later
#include "db/seeder.h"

#include "db/benchmarkimporter.h"
#include "db/database.h"
#include "db/dataimporter.h"
#include "db/dblogging.h"
#include "db/gpuwriter.h"
#include "db/seedmark.h"
#include "db/sqlcloudraterepository.h"
#include "db/sqlflowchartrepository.h"
#include "db/sqlllmmodelrepository.h"
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

/// A JSON string member, or '' when absent: text columns are NOT NULL, and a null QString binds as NULL.
QString jsonText(const QJsonObject &object, const QString &key)
{
    const QString value = object.value(key).toString();
    return value.isNull() ? QString(u""_s) : value;
}

/// Runs a prepared statement; on failure records what and where.
bool run(QSqlQuery &q, const QString &what, QString *error)
{
    if (q.exec())
        return true;
    *error = u"%1: %2"_s.arg(what, Database::describeWriteError(q.lastError()));
    return false;
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

/// One text of a flowchart in another language: a row of flow_translations.
struct TranslationRow
{
    QString locale;
    QString kind; ///< flowchart, question or leaf
    QString key;  ///< the question's or leaf's key; '' for the chart itself
    QString field;
    QString text;
};

/// The keys of a definition's questions or leaves.
QSet<QString> itemKeys(const QJsonObject &chart, const QString &member)
{
    QSet<QString> keys;
    const QJsonArray items = chart.value(member).toArray();
    for (const QJsonValue v : items)
        keys.insert(v.toObject().value(u"key"_s).toString());
    return keys;
}

enum class ItemKind { Question, Leaf };

// Problems with a question's or a leaf's translation, each a whole sentence: "question" and
// "leaf" take different forms in other languages.

QString unknownItem(ItemKind kind, const QString &language, const QString &key)
{
    if (kind == ItemKind::Question) {
        //: %1 is a language code such as "ru", %2 a question's key (an identifier).
        return QCoreApplication::translate("Seeder", "the translation \"%1\" names the unknown question \"%2\"")
            .arg(language, key);
    }
    //: %1 is a language code such as "ru", %2 a leaf's key (an identifier).
    return QCoreApplication::translate("Seeder", "the translation \"%1\" names the unknown leaf \"%2\"")
        .arg(language, key);
}

QString itemNotAnObject(ItemKind kind, const QString &language, const QString &key)
{
    if (kind == ItemKind::Question) {
        //: %1 is a language code such as "ru", %2 a question's key (an identifier).
        return QCoreApplication::translate("Seeder", "the translation \"%1\" of question \"%2\" is not an object")
            .arg(language, key);
    }
    //: %1 is a language code such as "ru", %2 a leaf's key (an identifier).
    return QCoreApplication::translate("Seeder", "the translation \"%1\" of leaf \"%2\" is not an object")
        .arg(language, key);
}

QString unknownItemField(ItemKind kind, const QString &language, const QString &key, const QString &field)
{
    if (kind == ItemKind::Question) {
        //: %1 is a language code such as "ru", %2 a question's key, %3 a field's name (identifiers).
        return QCoreApplication::translate("Seeder",
                                           "the translation \"%1\" of question \"%2\" has the unknown field \"%3\"")
            .arg(language, key, field);
    }
    //: %1 is a language code such as "ru", %2 a leaf's key, %3 a field's name (identifiers).
    return QCoreApplication::translate("Seeder", "the translation \"%1\" of leaf \"%2\" has the unknown field \"%3\"")
        .arg(language, key, field);
}

QString itemFieldNotAText(ItemKind kind, const QString &language, const QString &key, const QString &field)
{
    if (kind == ItemKind::Question) {
        //: %1 is a language code such as "ru", %2 a question's key, %3 a field's name (identifiers).
        return QCoreApplication::translate(
                   "Seeder", "in the translation \"%1\" of question \"%2\", \"%3\" is empty or not a text")
            .arg(language, key, field);
    }
    //: %1 is a language code such as "ru", %2 a leaf's key, %3 a field's name (identifiers).
    return QCoreApplication::translate("Seeder",
                                       "in the translation \"%1\" of leaf \"%2\", \"%3\" is empty or not a text")
        .arg(language, key, field);
}

/// The texts of the questions or the leaves of one language ("questions": {key: {field: text}}).
bool readItemTexts(ItemKind kind, const QString &language, const QJsonObject &items, const QSet<QString> &knownKeys,
                   QList<TranslationRow> *rows, QString *message)
{
    const QStringList fields =
        kind == ItemKind::Question ? FlowchartTranslation::questionFields() : FlowchartTranslation::leafFields();
    for (auto item = items.begin(); item != items.end(); ++item) {
        const QString key = item.key();
        if (!knownKeys.contains(key)) {
            *message = unknownItem(kind, language, key);
            return false;
        }
        if (!item.value().isObject()) {
            *message = itemNotAnObject(kind, language, key);
            return false;
        }
        const QJsonObject texts = item.value().toObject();
        for (auto text = texts.begin(); text != texts.end(); ++text) {
            if (!fields.contains(text.key())) {
                *message = unknownItemField(kind, language, key, text.key());
                return false;
            }
            if (text.value().toString().trimmed().isEmpty()) {
                *message = itemFieldNotAText(kind, language, key, text.key());
                return false;
            }
            rows->append({language, kind == ItemKind::Question ? u"question"_s : u"leaf"_s, key, text.key(),
                          text.value().toString()});
        }
    }
    return true;
}

/// The texts of a definition's "translations" member, checked against its own question and leaf
/// keys and the fields a translation may give. False, with a message naming the language, the
/// item and the field, at the first one that is not right. An absent member gives no texts.
bool readTranslations(const QJsonObject &chart, QList<TranslationRow> *rows, QString *message)
{
    const QString member = u"translations"_s;
    if (!chart.contains(member))
        return true;
    if (!chart.value(member).isObject()) {
        //: %1 is the name of a JSON member (not translated).
        *message = QCoreApplication::translate("Seeder", "\"%1\" is not an object").arg(member);
        return false;
    }
    // The repository looks texts up by the language part of a locale's name ("ru" of ru_RU).
    static const QRegularExpression languageCode(u"^[a-z]{2,3}$"_s);
    const QJsonObject translations = chart.value(member).toObject();
    for (auto locale = translations.begin(); locale != translations.end(); ++locale) {
        const QString language = locale.key();
        if (!languageCode.match(language).hasMatch()) {
            //: %1 is the name the definition gives a translation; "ru" is an example (not translated).
            *message = QCoreApplication::translate(
                           "Seeder", "the translation \"%1\" is not named by a language code such as \"ru\"")
                           .arg(language);
            return false;
        }
        if (!locale.value().isObject()) {
            //: %1 is a language code such as "ru".
            *message = QCoreApplication::translate("Seeder", "the translation \"%1\" is not an object").arg(language);
            return false;
        }
        const QJsonObject texts = locale.value().toObject();
        for (auto it = texts.begin(); it != texts.end(); ++it) {
            const QString field = it.key();
            if (FlowchartTranslation::chartFields().contains(field)) {
                if (it.value().toString().trimmed().isEmpty()) {
                    //: %1 is a language code such as "ru", %2 a field's name (an identifier).
                    *message = QCoreApplication::translate("Seeder",
                                                           "in the translation \"%1\", \"%2\" is empty or not a text")
                                   .arg(language, field);
                    return false;
                }
                rows->append({language, u"flowchart"_s, u""_s, field, it.value().toString()});
                continue;
            }
            if (field != u"questions" && field != u"leaves") {
                //: %1 is a language code such as "ru", %2 a field's name (an identifier).
                *message = QCoreApplication::translate("Seeder", "the translation \"%1\" has the unknown field \"%2\"")
                               .arg(language, field);
                return false;
            }
            if (!it.value().isObject()) {
                //: %1 is a language code such as "ru", %2 a field's name (an identifier).
                *message = QCoreApplication::translate("Seeder", "in the translation \"%1\", \"%2\" is not an object")
                               .arg(language, field);
                return false;
            }
            const bool questions = field == u"questions";
            if (!readItemTexts(questions ? ItemKind::Question : ItemKind::Leaf, language, it.value().toObject(),
                               itemKeys(chart, field), rows, message))
                return false;
        }
    }
    return true;
}

/// Writes translated texts of the chart with this id; the caller holds the transaction.
bool writeTranslations(const QSqlDatabase &db, qint64 chartId, const QList<TranslationRow> &rows, QString *message)
{
    QSqlQuery insert(db);
    insert.prepare(u"INSERT INTO flow_translations (flowchart_id, locale, item_kind, item_key, field, text) "
                   "VALUES (?, ?, ?, ?, ?, ?)"_s);
    for (const TranslationRow &row : rows) {
        insert.addBindValue(chartId);
        insert.addBindValue(row.locale);
        insert.addBindValue(row.kind);
        insert.addBindValue(row.key);
        insert.addBindValue(row.field);
        insert.addBindValue(row.text);
        //: What was being written when the database reported the error that follows; %1 is a language code
        //: such as "ru".
        if (!run(insert, QCoreApplication::translate("Seeder", "translation \"%1\"").arg(row.locale), message))
            return false;
    }
    return true;
}

} // namespace

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
    if (!BenchmarkImporter(m_db).seedBundled(error))
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
    return addBundledLlmModels(error);
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
        *error = Database::describeWriteError(q.lastError());
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
        if (!run(update, tr("launch month of %1").arg(g.name), error))
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
        if (!run(update, tr("boost clock of %1").arg(g.name), error))
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
    if (!m_db.transaction()) {
        *error = Database::describeWriteError(m_db.lastError());
        return false;
    }
    ReadinessWriteReport report;
    if (!SqlReadinessRepository::replaceWithin(m_db, &targets, &sources, &entries, &report, error) ||
        !targetMark->remember(m_db, error) || !rowMark->remember(m_db, error) || !m_db.commit()) {
        m_db.rollback();
        return false;
    }
    qCInfo(lcDb) << "seeded software readiness:" << targets.size() << "GPU targets," << entries.size() << "rows";
    return true;
}

bool Seeder::addMissingTranslations(const QJsonObject &chart, const QString &origin, QString *error)
{
    QList<TranslationRow> rows;
    QString message;
    if (!readTranslations(chart, &rows, &message)) {
        *error = u"%1: %2"_s.arg(origin, message);
        return false;
    }
    if (rows.isEmpty())
        return true;
    // The first column of a query about this chart, as a set.
    auto valuesOf = [this, &message](const QString &sql, const QVariant &bound, QSet<QString> *values) {
        QSqlQuery q(m_db);
        q.setForwardOnly(true);
        q.prepare(sql);
        q.addBindValue(bound);
        if (!q.exec()) {
            message = Database::describeWriteError(q.lastError());
            return false;
        }
        while (q.next())
            values->insert(q.value(0).toString());
        return true;
    };
    const QString key = chart.value(u"key"_s).toString();
    QSet<QString> ids;
    if (!valuesOf(u"SELECT id FROM flowcharts WHERE key = ?"_s, key, &ids) || ids.size() != 1) {
        *error = u"%1: %2"_s.arg(origin, message);
        return false;
    }
    const qint64 chartId = ids.begin()->toLongLong();
    QSet<QString> textsPresent;
    QSet<QString> questionKeys;
    QSet<QString> leafKeys;
    const auto textId = [](const QString &locale, const QString &kind, const QString &itemKey,
                           const QString &field) -> QString {
        return locale + u'\x1f' + kind + u'\x1f' + itemKey + u'\x1f' + field;
    };
    if (!valuesOf(u"SELECT locale || char(31) || item_kind || char(31) || item_key || char(31) || field "
                  "FROM flow_translations WHERE flowchart_id = ?"_s,
                  chartId, &textsPresent) ||
        !valuesOf(u"SELECT key FROM flow_questions WHERE flowchart_id = ?"_s, chartId, &questionKeys) ||
        !valuesOf(u"SELECT key FROM flow_leaves WHERE flowchart_id = ?"_s, chartId, &leafKeys)) {
        *error = u"%1: %2"_s.arg(origin, message);
        return false;
    }
    // Texts the database has stay as they are (a user may have edited them); texts it lacks,
    // such as a language or a field added in a later release, are added; texts of items its
    // edition lacks have nothing to translate.
    rows.removeIf([&](const TranslationRow &row) {
        return textsPresent.contains(textId(row.locale, row.kind, row.key, row.field)) ||
               (row.kind == u"question" && !questionKeys.contains(row.key)) ||
               (row.kind == u"leaf" && !leafKeys.contains(row.key));
    });
    if (rows.isEmpty())
        return true;
    WriteTransaction transaction(m_db);
    if (!transaction.begin(error))
        return false;
    if (!writeTranslations(m_db, chartId, rows, &message) || !transaction.commit(&message)) {
        *error = u"%1: %2"_s.arg(origin, message);
        return false;
    }
    qCInfo(lcDb) << "added" << rows.size() << "translated texts to the flowchart" << key;
    return true;
}

bool Seeder::addMissingRules(const QJsonObject &chart, const QString &origin, QString *error)
{
    // Charts imported before schema version 7 have no rules behind their picks; a rule the
    // database has stays as it is.
    QSqlQuery update(m_db);
    update.prepare(u"UPDATE flow_leaves SET rule = ? WHERE rule = '' AND key = ? AND flowchart_id = "
                   "(SELECT id FROM flowcharts WHERE key = ?)"_s);
    WriteTransaction transaction(m_db);
    const QJsonArray leaves = chart.value(u"leaves"_s).toArray();
    for (const QJsonValue v : leaves) {
        const QJsonObject leaf = v.toObject();
        if (!leaf.value(u"rule"_s).isObject())
            continue;
        PickRule parsed;
        QString message;
        if (!PickRule::fromJson(leaf.value(u"rule"_s).toObject(), &parsed, &message)) {
            *error = u"%1: %2"_s.arg(origin, message);
            return false;
        }
        if (!transaction.begin(error))
            return false;
        update.addBindValue(
            QString::fromUtf8(QJsonDocument(leaf.value(u"rule"_s).toObject()).toJson(QJsonDocument::Compact)));
        update.addBindValue(leaf.value(u"key"_s).toString());
        update.addBindValue(chart.value(u"key"_s).toString());
        //: What was being written when the database reported the error that follows.
        if (!run(update, tr("the rule of a flowchart leaf"), &message)) {
            *error = u"%1: %2"_s.arg(origin, message);
            return false;
        }
    }
    return !transaction.isActive() || transaction.commit(error);
}

bool Seeder::importFlowchart(const QByteArray &json, const QString &origin, QString *error)
{
    WriteTransaction transaction(m_db);
    if (!transaction.begin(error) || !importFlowchartWithin(json, origin, error))
        return false;
    if (QString problem; !transaction.commit(&problem)) {
        *error = u"%1: %2"_s.arg(origin, problem);
        return false;
    }
    return true;
}

bool Seeder::importFlowchartWithin(const QByteArray &json, const QString &origin, QString *error)
{
    // Bounded before anything of it is read further or stored (issue 27).
    if (QString problem; !EditionLimits::check(json, &problem)) {
        *error = u"%1: %2"_s.arg(origin, problem);
        return false;
    }
    QJsonParseError parseError;
    const QJsonDocument doc = QJsonDocument::fromJson(json, &parseError);
    if (doc.isNull() || !doc.isObject()) {
        //: %1 is a file path, %2 the JSON parser's error, %3 a character offset.
        *error = tr("%1: not a JSON object (%2 at offset %3)")
                     .arg(origin, parseError.errorString(), QString::number(parseError.offset));
        return false;
    }
    const QJsonObject chart = doc.object();
    auto fail = [error, &origin](const QString &message) {
        *error = u"%1: %2"_s.arg(origin, message);
        return false;
    };

    const QString key = chart.value(u"key"_s).toString();
    //: %1 is the name of a JSON member (not translated).
    if (key.isEmpty())
        return fail(tr("the flowchart has no \"%1\"").arg(u"key"_s));
    QSqlQuery q(m_db);
    q.prepare(u"INSERT INTO flowcharts (key, title, edition_date, source, caveat) VALUES (?, ?, ?, ?, ?)"_s);
    for (const char *field : {"key", "title", "edition_date", "source", "caveat"})
        q.addBindValue(jsonText(chart, QLatin1StringView(field)));
    QString message;
    //: What was being written when the database reported the error that follows.
    if (!run(q, tr("flowchart"), &message))
        return fail(message);
    const qint64 chartId = q.lastInsertId().toLongLong();

    GpuWriter writer(m_db);
    // GPU lists are written by id; a name the database does not know is an error, not a guess.
    auto writePicks = [&](const QString &table, const QString &ownerColumn, qint64 ownerId, const QJsonArray &picks,
                          const QString &owner) {
        int position = 0;
        for (const QJsonValue v : picks) {
            const QString name = v.toObject().value(u"gpu"_s).toString();
            const qint64 gpuId = writer.gpuIdByName(name);
            if (gpuId == 0) {
                //: %1 is e.g. 'question "budget"' or 'leaf "rtx-3090"', %2 a GPU name.
                message = tr("%1 names the GPU \"%2\", which is not in the database").arg(owner, name);
                return false;
            }
            QSqlQuery insert(m_db);
            insert.prepare(
                u"INSERT INTO %1 (%2, position, gpu_id, used) VALUES (?, ?, ?, ?)"_s.arg(table, ownerColumn));
            insert.addBindValue(ownerId);
            insert.addBindValue(position++);
            insert.addBindValue(gpuId);
            insert.addBindValue(v.toObject().value(u"used"_s).toBool() ? 1 : 0);
            if (!run(insert, owner, &message))
                return false;
        }
        return true;
    };

    QHash<QString, qint64> questionIds;
    const QJsonArray questions = chart.value(u"questions"_s).toArray();
    for (const QJsonValue v : questions) {
        const QJsonObject o = v.toObject();
        const QString qkey = o.value(u"key"_s).toString();
        q.prepare(u"INSERT INTO flow_questions (flowchart_id, key, text, explanation) VALUES (?, ?, ?, ?)"_s);
        q.addBindValue(chartId);
        q.addBindValue(qkey);
        q.addBindValue(jsonText(o, u"text"_s));
        q.addBindValue(jsonText(o, u"explanation"_s));
        if (qkey.isEmpty() || o.value(u"text"_s).toString().isEmpty())
            return fail(tr("a question lacks its key or text"));
        //: A flowchart question named by its key (an identifier).
        if (!run(q, tr("question \"%1\"").arg(qkey), &message))
            return fail(message);
        const qint64 id = q.lastInsertId().toLongLong();
        questionIds.insert(qkey, id);
        if (!writePicks(u"flow_question_gpus"_s, u"question_id"_s, id, o.value(u"offers"_s).toArray(),
                        tr("question \"%1\"").arg(qkey)))
            return fail(message);
    }

    QHash<QString, qint64> leafIds;
    const QJsonArray leaves = chart.value(u"leaves"_s).toArray();
    for (const QJsonValue v : leaves) {
        const QJsonObject o = v.toObject();
        const QString lkey = o.value(u"key"_s).toString();
        const QString kind = o.value(u"kind"_s).toString();
        if (lkey.isEmpty() || jsonText(o, u"title"_s).isEmpty() || jsonText(o, u"text"_s).isEmpty())
            return fail(tr("a leaf lacks its key, title or text"));
        //: %1 is a leaf's key, %2 the kind it has; %3 to %6 are the kinds allowed (not translated).
        if (!leafKindFromKey(kind))
            return fail(tr("leaf \"%1\" has the kind \"%2\"; expected %3, %4, %5 or %6")
                            .arg(lkey, kind, leafKindKey(LeafKind::Gpu), leafKindKey(LeafKind::Cloud),
                                 leafKindKey(LeafKind::NoOption), leafKindKey(LeafKind::ReadPost)));
        QString rule = u""_s; // not null: the column is NOT NULL
        if (o.contains(u"rule"_s)) {
            PickRule parsed;
            QString ruleError;
            //: %1 is a leaf's key, %2 what is wrong with the rule behind its pick.
            if (!o.value(u"rule"_s).isObject() ||
                !PickRule::fromJson(o.value(u"rule"_s).toObject(), &parsed, &ruleError))
                return fail(tr("the rule of leaf \"%1\" cannot be read: %2").arg(lkey, ruleError));
            rule = QString::fromUtf8(QJsonDocument(o.value(u"rule"_s).toObject()).toJson(QJsonDocument::Compact));
        }
        q.prepare(u"INSERT INTO flow_leaves (flowchart_id, key, kind, title, text, advice, rule) "
                  "VALUES (?, ?, ?, ?, ?, ?, ?)"_s);
        q.addBindValue(chartId);
        q.addBindValue(lkey);
        q.addBindValue(kind);
        q.addBindValue(jsonText(o, u"title"_s));
        q.addBindValue(jsonText(o, u"text"_s));
        q.addBindValue(jsonText(o, u"advice"_s));
        q.addBindValue(rule);
        //: A flowchart leaf named by its key (an identifier).
        if (!run(q, tr("leaf \"%1\"").arg(lkey), &message))
            return fail(message);
        const qint64 id = q.lastInsertId().toLongLong();
        leafIds.insert(lkey, id);
        if (!writePicks(u"flow_leaf_gpus"_s, u"leaf_id"_s, id, o.value(u"gpus"_s).toArray(),
                        tr("leaf \"%1\"").arg(lkey)))
            return fail(message);
    }

    const QJsonArray nodes = chart.value(u"nodes"_s).toArray();
    QHash<QString, qint64> nodeIds;
    for (const QJsonValue v : nodes) {
        const QJsonObject o = v.toObject();
        const QString nkey = o.value(u"key"_s).toString();
        const QString question = o.value(u"question"_s).toString();
        const QString leaf = o.value(u"leaf"_s).toString();
        if (!question.isEmpty() && !questionIds.contains(question))
            return fail(tr("node \"%1\" names the unknown question \"%2\"").arg(nkey, question));
        if (!leaf.isEmpty() && !leafIds.contains(leaf))
            return fail(tr("node \"%1\" names the unknown leaf \"%2\"").arg(nkey, leaf));
        q.prepare(u"INSERT INTO flow_nodes (flowchart_id, key, question_id, leaf_id) VALUES (?, ?, ?, ?)"_s);
        q.addBindValue(chartId);
        q.addBindValue(nkey);
        q.addBindValue(question.isEmpty() ? QVariant() : QVariant(questionIds.value(question)));
        q.addBindValue(leaf.isEmpty() ? QVariant() : QVariant(leafIds.value(leaf)));
        //: A flowchart node named by its key (an identifier).
        if (!run(q, tr("node \"%1\"").arg(nkey), &message))
            return fail(message);
        nodeIds.insert(nkey, q.lastInsertId().toLongLong());
    }
    for (const QJsonValue v : nodes) {
        const QJsonObject o = v.toObject();
        const QString nkey = o.value(u"key"_s).toString();
        for (const QString &answer : {u"yes"_s, u"no"_s}) {
            if (!o.contains(answer))
                continue;
            const QString target = o.value(answer).toString();
            //: %1 and %3 are node keys, %2 the answer "yes" or "no" (not translated).
            if (!nodeIds.contains(target))
                return fail(tr("node \"%1\" sends \"%2\" to the unknown node \"%3\"").arg(nkey, answer, target));
            q.prepare(u"INSERT INTO flow_edges (from_node_id, answer, to_node_id) VALUES (?, ?, ?)"_s);
            q.addBindValue(nodeIds.value(nkey));
            q.addBindValue(answer);
            q.addBindValue(nodeIds.value(target));
            //: A branch of the flowchart, named by the key of the node it leaves.
            if (!run(q, tr("edge from \"%1\"").arg(nkey), &message))
                return fail(message);
        }
    }
    const QString root = chart.value(u"root"_s).toString();
    if (!nodeIds.contains(root))
        return fail(tr("the root \"%1\" is not one of the nodes").arg(root));
    q.prepare(u"UPDATE flowcharts SET root_node_id = ? WHERE id = ?"_s);
    q.addBindValue(nodeIds.value(root));
    q.addBindValue(chartId);
    //: What was being written (the flowchart's first node) when the database reported the error that follows.
    if (!run(q, tr("root"), &message))
        return fail(message);
    // The texts in other languages, checked against the chart's own keys.
    QList<TranslationRow> translations;
    if (!readTranslations(chart, &translations, &message) || !writeTranslations(m_db, chartId, translations, &message))
        return fail(message);
    // Read it back through the repository: a chart that would not load is not committed.
    if (!SqlFlowchartRepository(m_db).flowchart(key, &message))
        return fail(message);
    return true;
}

// SPDX-FileCopyrightText: 2026 GPU Advisor contributors
// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include "model/catalog/gpu.h"
#include "model/catalog/gpucsv.h"

#include <QCoreApplication>
#include <QJsonObject>
#include <QSqlDatabase>
#include <QStringList>

class Database;

/// Fills a database with the bundled data: GPU specs and prices (resources/seed/*.csv) on
/// first run, and any flowchart edition (resources/seed/flowcharts/*.json) the database does
/// not have yet, with its translations; an edition it has gets the translations of languages it
/// has none for; and the bundled language models (resources/seed/llm_models.csv) it lacks.
/// Every import runs in one transaction: all of it lands or none.
class Seeder final
{
    Q_DECLARE_TR_FUNCTIONS(Seeder)

public:
    explicit Seeder(const QSqlDatabase &db);

    /// How every front end opens the app's database: Database::open() (refused files left as they
    /// were, the schema migrated), then ensureSeeded(). False with `error` and the database closed
    /// when either fails.
    static bool openSeeded(Database &db, const QString &path, QString *error);

    bool ensureSeeded(QString *error);

    /// Imports one flowchart edition from its JSON definition, with the texts of its
    /// "translations" member. One transaction.
    bool importFlowchart(const QByteArray &json, const QString &origin, QString *error);
    /// The same inside a transaction the caller owns (a data update's).
    bool importFlowchartWithin(const QByteArray &json, const QString &origin, QString *error);
    /// True when the database has the flowchart edition with this key.
    bool hasFlowchart(const QString &key) const;

    static QString gpuResource() { return QStringLiteral(":/seed/gpus.csv"); }
    static QString priceResource() { return QStringLiteral(":/seed/prices.csv"); }
    static QString flowchartDirectory() { return QStringLiteral(":/seed/flowcharts"); }
    static QString cloudRateResource() { return QStringLiteral(":/seed/cloud_rates.csv"); }
    static QString cloudAliasResource() { return QStringLiteral(":/seed/cloud_aliases.csv"); }
    static QString llmModelResource() { return QStringLiteral(":/seed/llm_models.csv"); }
    static QString partPriceResource() { return QStringLiteral(":/seed/part_prices.csv"); }
    static QString softwareTargetResource() { return QStringLiteral(":/seed/software_targets.csv"); }
    static QString softwareReadinessResource() { return QStringLiteral(":/seed/software_readiness.csv"); }

private:
    bool backfillReleaseMonths(QString *error);
    /// Databases created before schema version 12 lack the rated boost clocks: the rows the
    /// bundle has a clock for get it (and its source), once. One transaction.
    bool backfillBoostClocks(QString *error);
    /// Databases without cloud rates (new ones, and those created before schema version 8) get
    /// the bundled ones and the aliases that name their GPUs, once. One transaction.
    bool seedCloudRates(QString *error);
    /// Databases without part prices (new ones, and those created before the part_prices table)
    /// get the bundled ones, once. One transaction.
    bool seedPartPrices(QString *error);
    /// Software readiness (which stacks run on which GPU) is bundled data only: the database takes
    /// the bundled files whole when they differ from the ones it last took in (a new release), and
    /// a data update replaces them in between. One transaction.
    bool seedSoftwareReadiness(QString *error);
    /// Adds the bundled language models (resources/seed/llm_models.csv) the catalog lacks.
    bool addBundledLlmModels(QString *error);
    /// The bundled data is a bundle of its own, dated by its newest price, cloud rate or part
    /// price: a new database records that date as the installed bundle's (and a newer release
    /// raises it), so a data update never rolls it back to older data. Writes only when it rises.
    bool recordBundledDataDate(QString *error);
    /// For an edition the database already has: adds the definition's translations in the
    /// languages the database has no texts of for it (databases created before schema version 5
    /// have none). Touches nothing else. One transaction.
    bool addMissingTranslations(const QJsonObject &chart, const QString &origin, QString *error);
    /// For an edition the database already has: gives its leaves the rules behind their picks
    /// where they have none (databases created before schema version 6). One transaction.
    bool addMissingRules(const QJsonObject &chart, const QString &origin, QString *error);

    QSqlDatabase m_db;
};

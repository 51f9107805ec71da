// SPDX-FileCopyrightText: 2026 GPU Advisor contributors
// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include "model/llm/llmmodelrepository.h"

#include <QCoreApplication>
#include <QSqlDatabase>

/// LlmModelRepository over the app's SQLite database (table llm_models, migration 0009).
class SqlLlmModelRepository final : public LlmModelRepository
{
    Q_DECLARE_TR_FUNCTIONS(SqlLlmModelRepository)

public:
    explicit SqlLlmModelRepository(const QSqlDatabase &db);

    QList<LlmModel> models(QString *error = nullptr) const override;
    std::optional<LlmModel> modelByName(const QString &name, QString *error = nullptr) const override;
    bool addModel(const LlmModel &model, QString *error, qint64 *storedId = nullptr) override;
    bool updateModel(const LlmModel &model, QString *error) override;
    bool removeModel(qint64 id, QString *error) override;
    bool importModels(const QList<LlmModel> &models, QString *error) override;

    /// Adds the bundled models the table does not have yet (by name), never touching existing
    /// rows: a new release brings its new models to an existing database. One transaction.
    bool addMissingBundled(const QList<LlmModel> &models, QString *error);
    /// The same inside a transaction the caller holds (a data bundle's): the models the table
    /// lacks by name are added as bundled ones (never the user's); `added` counts them.
    static bool addBundledWithin(const QSqlDatabase &db, const QList<LlmModel> &models, int *added, QString *error);

private:
    QList<LlmModel> select(const QString &where, const QVariant &value, QString *error) const;
    bool insert(const LlmModel &model, QString *error, qint64 *storedId);

    QSqlDatabase m_db;
};

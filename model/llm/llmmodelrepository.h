// SPDX-FileCopyrightText: 2026 GPU Advisor contributors
// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include "model/llm/llmmodel.h"

#include <QList>
#include <QString>

#include <optional>

/// The model catalog. Implemented in db/ (SqlLlmModelRepository); the planner, the command line
/// and the LLM page see only this interface. Every write validates the model first
/// (LlmModel::validate()) and refuses it with the message naming the bad field.
class LlmModelRepository
{
public:
    virtual ~LlmModelRepository() = default;

    /// Every model, by name.
    virtual QList<LlmModel> models(QString *error = nullptr) const = 0;
    /// The model of that name, ignoring case.
    virtual std::optional<LlmModel> modelByName(const QString &name, QString *error = nullptr) const = 0;

    /// Adds the user's own model (the form's result). Refuses an impossible architecture or a
    /// name the catalog already has. Sets `id` of the stored row through `storedId` when given.
    virtual bool addModel(const LlmModel &model, QString *error, qint64 *storedId = nullptr) = 0;
    /// Replaces a model the user added (matched by id); bundled rows are read-only.
    virtual bool updateModel(const LlmModel &model, QString *error) = 0;
    /// Removes a model the user added; bundled rows are read-only.
    virtual bool removeModel(qint64 id, QString *error) = 0;
    /// Writes several models in one transaction: all of them or, on the first refusal, none. A
    /// model with an id replaces the user's own model of that id (LlmModelImport plans which).
    virtual bool importModels(const QList<LlmModel> &models, QString *error) = 0;
};

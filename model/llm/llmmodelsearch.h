// SPDX-FileCopyrightText: 2026 GPU Advisor contributors
// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include "model/llm/llmmodel.h"

#include <QSortFilterProxyModel>

/// True when every word of `query` appears in the model's name or developer, ignoring case,
/// dashes and dots ("qwen3 30b" finds "Qwen3 30B-A3B", "llama 3.1 70" finds "Llama 3.1 70B",
/// "mistral" finds Mistral AI's models). An empty query matches every model.
bool llmModelMatches(const LlmModel &model, const QString &query);

/// A list of the catalog's models (display: the name; tooltip: what it is), filtered by
/// llmModelMatches(). ModelIndexRole gives the row in the list set with setModels().
class LlmModelListModel final : public QAbstractListModel
{
    Q_OBJECT

public:
    enum Role {
        ModelIndexRole = Qt::UserRole, ///< int: index into models()
        UserAddedRole,                 ///< bool
    };

    explicit LlmModelListModel(QObject *parent = nullptr);

    void setModels(const QList<LlmModel> &models);
    const QList<LlmModel> &models() const { return m_models; }
    /// The row of the model of that name (ignoring case), or -1.
    int rowOf(const QString &name) const;

    int rowCount(const QModelIndex &parent = {}) const override;
    QVariant data(const QModelIndex &index, int role = Qt::DisplayRole) const override;

    /// "70.6 billion parameters, dense, grouped-query attention, 128k context" and the like.
    static QString summary(const LlmModel &model);

private:
    QList<LlmModel> m_models;
};

/// Filters an LlmModelListModel by the words typed in the search field.
class LlmModelFilterProxyModel final : public QSortFilterProxyModel
{
    Q_OBJECT

public:
    explicit LlmModelFilterProxyModel(QObject *parent = nullptr);

    QString query() const { return m_query; }
    void setQuery(const QString &query);

protected:
    bool filterAcceptsRow(int sourceRow, const QModelIndex &sourceParent) const override;

private:
    QString m_query;
};

// SPDX-FileCopyrightText: 2026 GPU Advisor contributors
// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include "model/llm/llmmodel.h"

#include <QCoreApplication>
#include <QList>
#include <QStringList>

/// The model catalog as CSV: the bundled resources/seed/llm_models.csv and the files users
/// import. The header names the columns (any order; unknown columns are refused); every row
/// is checked with LlmModel::validate().
class LlmModelCsv final
{
    Q_DECLARE_TR_FUNCTIONS(LlmModelCsv)

public:
    /// The columns, in the order write() puts them.
    static QStringList columns();
    /// Parses `text`. Returns false and appends one message per bad row to `errors` ("line 4:
    /// kv_heads: must be from 1 to the number of attention heads"); `models` then holds the
    /// good rows. Rows are marked userAdded = `userAdded`; `lines`, when given, gets the file
    /// line of every model appended.
    static bool parse(const QString &text, QList<LlmModel> *models, QStringList *errors, bool userAdded = true,
                      QList<int> *lines = nullptr);
    /// The models as CSV with a header line.
    static QString write(const QList<LlmModel> &models);
};

// SPDX-FileCopyrightText: 2026 GPU Advisor contributors
// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include "model/llm/llmmodel.h"

#include <QCoreApplication>
#include <QList>
#include <QStringList>

/// What importing a model CSV would do to the catalog, worked out before anything is written.
struct LlmModelImportPlan
{
    QList<LlmModel> added;    ///< names the catalog does not have
    QList<LlmModel> replaced; ///< the user's own models of the same name (their stored id set)
    int unchanged = 0;        ///< rows equal to a model the catalog already has

    /// What LlmModelRepository::importModels() writes: new rows, then replacements (id > 0).
    QList<LlmModel> toWrite() const { return added + replaced; }
};

/// Imports the user's models from a CSV in the catalog's layout (LlmModelCsv). Every row is
/// checked first and nothing is written unless all are good: the command line (`models
/// import`) and the LLM page both go through prepare() and then write the plan in one
/// transaction. A row may repeat a model exactly (an exported catalog imports cleanly); it may
/// replace a model the user added; it may not change a bundled model.
class LlmModelImport final
{
    Q_DECLARE_TR_FUNCTIONS(LlmModelImport)

public:
    /// Parses `text` and compares it with `catalog`. False with one message per bad row in
    /// `errors`, each naming its line and column ("line 4: kv_heads: ..."); ProblemList::shown()
    /// makes the list that is shown of them.
    static bool prepare(const QString &text, const QList<LlmModel> &catalog, LlmModelImportPlan *plan,
                        QStringList *errors);

    /// True when `a` and `b` would be written as the same CSV row (name compared without case).
    static bool sameModel(const LlmModel &a, const LlmModel &b);
};

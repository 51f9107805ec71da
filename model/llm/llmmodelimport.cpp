// SPDX-FileCopyrightText: 2026 GPU Advisor contributors
// SPDX-License-Identifier: GPL-3.0-or-later
#include "model/llm/llmmodelimport.h"

#include "model/llm/llmmodelcsv.h"

#include <QHash>

bool LlmModelImport::sameModel(const LlmModel &a, const LlmModel &b)
{
    LlmModel x = a;
    LlmModel y = b;
    x.name = x.name.trimmed().toLower();
    y.name = y.name.trimmed().toLower();
    return LlmModelCsv::write({x}) == LlmModelCsv::write({y});
}

bool LlmModelImport::prepare(const QString &text, const QList<LlmModel> &catalog, LlmModelImportPlan *plan,
                             QStringList *errors)
{
    *plan = {};
    QList<LlmModel> rows;
    QList<int> lines;
    bool ok = LlmModelCsv::parse(text, &rows, errors, true, &lines);
    QHash<QString, const LlmModel *> byName;
    for (const LlmModel &m : catalog)
        byName.insert(m.name.trimmed().toLower(), &m);
    for (qsizetype i = 0; i < rows.size(); ++i) {
        LlmModel row = rows[i];
        const LlmModel *present = byName.value(row.name.trimmed().toLower(), nullptr);
        if (!present) {
            plan->added.append(row);
            continue;
        }
        if (sameModel(row, *present)) {
            ++plan->unchanged;
            continue;
        }
        if (!present->userAdded) {
            //: %1 is a line number; "name" is the column; %2 a model's name
            errors->append(tr("line %1: name: \"%2\" is a bundled model, which cannot be changed; give your variant "
                              "a name of its own")
                               .arg(lines.value(i))
                               .arg(present->name));
            ok = false;
            continue;
        }
        row.id = present->id;
        row.userAdded = true;
        plan->replaced.append(row);
    }
    if (ok && rows.isEmpty()) {
        errors->append(tr("the file holds no models, only its header"));
        ok = false;
    }
    if (!ok)
        *plan = {};
    return ok;
}

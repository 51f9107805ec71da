// SPDX-FileCopyrightText: 2026 GPU Advisor contributors
// SPDX-License-Identifier: GPL-3.0-or-later
#include "app/commands/llmoptions.h"

#include "db/database.h"
#include "db/sqlllmmodelrepository.h"
#include "db/sqlpartpricerepository.h"
#include "model/build/buildrules.h"
#include "model/catalog/namesuggestions.h"

#include <algorithm>

using namespace Qt::StringLiterals;

namespace LlmOptions {

bool readDevices(CommandContext &context, QList<LlmDeviceChoice> *devices)
{
    QList<std::pair<QString, int>> gpus;
    if (!context.gpuCounts(BuildRules::MaxGpusPerMachine, &gpus))
        return false;
    for (const auto &[name, count] : std::as_const(gpus))
        devices->append({name, count});
    return true;
}

int loadModel(CommandContext &context, Database &db, LlmModel *model)
{
    QString error;
    const QList<LlmModel> models = SqlLlmModelRepository(db.connection()).models(&error);
    if (!error.isEmpty()) {
        context.fail(error);
        return ExitCode::Failure;
    }
    const QString name = context.value(u"model"_s);
    const auto found = ::findModel(models, name);
    if (!found) {
        //: %1 is the model name the user gave, %2 a list of model names.
        context.fail(QCoreApplication::translate("CommandLine", "unknown model '%1'; closest matches: %2")
                         .arg(name, closestModelNames(name, models).join(u"; "_s)));
        return ExitCode::Usage;
    }
    *model = *found;
    return ExitCode::Ok;
}

bool matchDevices(CommandContext &context, const QStringList &names, QList<LlmDeviceChoice> *devices)
{
    for (LlmDeviceChoice &choice : *devices) {
        const auto it = std::find_if(names.cbegin(), names.cend(), [&](const QString &name) {
            return name.compare(choice.name, Qt::CaseInsensitive) == 0;
        });
        if (it == names.cend()) {
            context.fail(unknownGpuMessage(choice.name, names));
            return false;
        }
        choice.name = *it;
    }
    return true;
}

bool readPartPrices(CommandContext &context, Database &db, QList<PartPriceObservation> *prices)
{
    QString error;
    *prices = SqlPartPriceRepository(db.connection()).partPrices(&error);
    if (!error.isEmpty()) {
        context.fail(error);
        return false;
    }
    return true;
}

} // namespace LlmOptions

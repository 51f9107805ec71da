// SPDX-FileCopyrightText: 2026 GPU Advisor contributors
// SPDX-License-Identifier: GPL-3.0-or-later
#include "app/commands/llmcommands.h"

#include "app/commands/llmimportgguf.h"
#include "app/commands/llmimporthf.h"

#include "db/database.h"
#include "db/sqlllmmodelrepository.h"
#include "model/format/formatter.h"
#include "model/io/atomicfile.h"
#include "model/llm/llmmodel.h"
#include "model/llm/llmmodelcsv.h"
#include "model/llm/llmmodelimport.h"

#include <QJsonArray>
#include <QJsonDocument>
#include <QJsonObject>

using namespace Qt::StringLiterals;

namespace {

const QString ModelsImportUsage = u"models import FILE.csv"_s;
const QString ModelsExportUsage = u"models export FILE.csv [--own]"_s;

} // namespace

QJsonObject modelJson(const LlmModel &m)
{
    return {{u"name"_s, m.name},
            {u"developer"_s, m.developer},
            {u"total_params_b"_s, m.totalParamsB},
            {u"active_params_b"_s, m.activeParamsB},
            {u"layers"_s, m.layers},
            {u"hidden_size"_s, m.hidden},
            {u"attention_heads"_s, m.attentionHeads},
            {u"kv_heads"_s, m.kvHeads},
            {u"head_dim"_s, m.headDim},
            {u"attention"_s, attentionKindKey(m.attention)},
            {u"kv_lora_rank"_s, m.kvLoraRank},
            {u"rope_head_dim"_s, m.ropeHeadDim},
            {u"sliding_window"_s, m.slidingWindow},
            {u"local_layers"_s, m.localLayers},
            {u"global_layers"_s, m.globalLayers},
            {u"experts"_s, m.experts},
            {u"active_experts"_s, m.activeExperts},
            {u"shared_experts"_s, m.sharedExperts},
            {u"vocab_size"_s, m.vocab},
            {u"native_context"_s, m.nativeContext},
            {u"released_precision"_s, m.releasedPrecision},
            {u"released"_s, m.released.isValid() ? m.released.toString(u"yyyy-MM"_s) : QString()},
            {u"source"_s, m.source},
            {u"recorded_on"_s, m.recordedOn.toString(Qt::ISODate)},
            {u"user_added"_s, m.userAdded}};
}

// models

QString ModelsCommand::name() const
{
    return u"models"_s;
}

QString ModelsCommand::summary() const
{
    return tr("List the language models the planner knows, with their architecture and source.");
}

QList<QCommandLineOption> ModelsCommand::options() const
{
    return {{u"json"_s, tr("Print a JSON array.")}};
}

QList<Command::Synopsis> ModelsCommand::synopses() const
{
    return {{u"models [--json]"_s, summary()}};
}

int ModelsCommand::run(CommandContext &context) const
{
    if (!context.arguments().isEmpty()) {
        //: %1 is what the user typed; the quoted commands are typed as they are.
        context.fail(tr("unexpected argument '%1'; expected 'models [--json]', '%2' or '%3'")
                         .arg(context.arguments().first(), ModelsImportUsage, ModelsExportUsage));
        return ExitCode::Usage;
    }
    Database *db = context.database();
    if (!db)
        return ExitCode::Failure;
    QString error;
    const QList<LlmModel> models = SqlLlmModelRepository(db->connection()).models(&error);
    if (!error.isEmpty()) {
        context.fail(error);
        return ExitCode::Failure;
    }
    QTextStream &out = context.out();
    if (context.isSet(u"json"_s)) {
        QJsonArray array;
        for (const LlmModel &m : models) {
            array.append(modelJson(m));
        }
        out << QJsonDocument(array).toJson(QJsonDocument::Indented);
        out.flush();
        return ExitCode::Ok;
    }
    for (const LlmModel &m : models) {
        QString size =
            m.isMoe() ? tr("%1B total, %2B active (%3 of %4 experts)")
                            .arg(Formatter::significant(m.totalParamsB, 4), Formatter::significant(m.activeParamsB, 3),
                                 Formatter::integer(m.activeExperts), Formatter::integer(m.experts))
                      : tr("%1B dense").arg(Formatter::significant(m.totalParamsB, 4));
        //: %1 model name, %2 its size, %3 attention kind (gqa, mla, sliding), %4 native context in tokens, %5 release
        //: month
        out << tr("%1: %2, %3 attention, %4 tokens, released %5")
                   .arg(m.name, size, attentionKindKey(m.attention), Formatter::integer(m.nativeContext),
                        Formatter::month(m.released))
            << "\n";
    }
    out.flush();
    return ExitCode::Ok;
}

// models import

QString ModelsImportCommand::name() const
{
    return u"models import"_s;
}

QString ModelsImportCommand::messageName() const
{
    return u"models"_s;
}

QString ModelsImportCommand::summary() const
{
    return tr("Add your own language models from a CSV file in the catalog's layout.");
}

QString ModelsImportCommand::description() const
{
    //: %1 is how the action is typed: "models import FILE.csv"; "models export" is a command.
    return tr("%1: add your own language models, or replace ones you added, from a CSV file with the columns "
              "'models export' writes. Every row is checked first; any error writes nothing.")
        .arg(ModelsImportUsage);
}

QList<QCommandLineOption> ModelsImportCommand::options() const
{
    return GgufImport::options() + HfImport::options();
}

QList<Command::Synopsis> ModelsImportCommand::synopses() const
{
    return {{ModelsImportUsage, summary()}, GgufImport::synopsis(), HfImport::synopsis()};
}

int ModelsImportCommand::run(CommandContext &context) const
{
    if (context.isSet(u"hf"_s))
        return HfImport::run(context);
    if (context.isSet(u"gguf"_s))
        return GgufImport::run(context);
    if (context.arguments().size() != 1) {
        //: %1 is how the command is typed; keep it as it is.
        context.fail(tr("expected '%1'").arg(ModelsImportUsage));
        return ExitCode::Usage;
    }
    const QString file = context.arguments().first();
    // As in db import: a file that cannot be read is a failure (1), one that is not an importable
    // text, or has bad rows, is refused as wrong input (2).
    QString text;
    if (const int read = context.readText(file, &text); read != ExitCode::Ok)
        return read;
    QString error;
    Database *db = context.database();
    if (!db)
        return ExitCode::Failure;
    SqlLlmModelRepository repository(db->connection());
    const QList<LlmModel> catalog = repository.models(&error);
    if (!error.isEmpty()) {
        context.fail(error);
        return ExitCode::Failure;
    }
    LlmModelImportPlan plan;
    QStringList errors;
    if (!LlmModelImport::prepare(text, catalog, &plan, &errors)) {
        //: %1 is a file; the problems found in it follow, one a line.
        context.fail(tr("%1 was not imported; nothing was written:").arg(file));
        context.listProblems(file, errors);
        return ExitCode::Usage;
    }
    if (!repository.importModels(plan.toWrite(), &error)) {
        //: %1 is a file, %2 the database's problem.
        context.fail(tr("%1 was not imported; nothing was written: %2").arg(file, error));
        return ExitCode::Failure;
    }
    //: %1 is a file; %2 to %4 count models added, replaced and already in the catalog.
    context.out() << tr("Imported %1: %2 model(s) added, %3 replaced, %4 already in the catalog.")
                         .arg(file, Formatter::integer(plan.added.size()), Formatter::integer(plan.replaced.size()),
                              Formatter::integer(plan.unchanged))
                  << "\n";
    context.out().flush();
    return ExitCode::Ok;
}

// models export

QString ModelsExportCommand::name() const
{
    return u"models export"_s;
}

QString ModelsExportCommand::messageName() const
{
    return u"models"_s;
}

QString ModelsExportCommand::summary() const
{
    return tr("Write the language-model catalog to a CSV file that 'models import' reads.");
}

QString ModelsExportCommand::description() const
{
    //: %1 is how the action is typed: "models export FILE.csv [--own]".
    return tr("%1: write the language-model catalog, or with --own only the models you added, to a CSV file.")
        .arg(ModelsExportUsage);
}

QList<QCommandLineOption> ModelsExportCommand::options() const
{
    return {{u"own"_s, tr("Only the models you added.")}};
}

QList<Command::Synopsis> ModelsExportCommand::synopses() const
{
    return {{ModelsExportUsage, summary()}};
}

int ModelsExportCommand::run(CommandContext &context) const
{
    if (context.arguments().size() != 1) {
        //: %1 is how the command is typed; keep it as it is.
        context.fail(tr("expected '%1'").arg(ModelsExportUsage));
        return ExitCode::Usage;
    }
    const QString file = context.arguments().first();
    Database *db = context.database();
    if (!db)
        return ExitCode::Failure;
    QString error;
    QList<LlmModel> models = SqlLlmModelRepository(db->connection()).models(&error);
    if (!error.isEmpty()) {
        context.fail(error);
        return ExitCode::Failure;
    }
    if (context.isSet(u"own"_s))
        models.removeIf([](const LlmModel &m) { return !m.userAdded; });
    // Whole or not at all, never over the database, a link's target or a device (AtomicFile).
    if (!AtomicFile::write(file, LlmModelCsv::write(models).toUtf8(), &error)) {
        context.fail(error);
        return ExitCode::Failure;
    }
    //: %1 counts models, %2 is a file.
    context.out() << tr("Exported %1 model(s) to %2.").arg(Formatter::integer(models.size()), file) << "\n";
    context.out().flush();
    return ExitCode::Ok;
}

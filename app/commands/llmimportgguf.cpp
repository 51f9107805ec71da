// SPDX-FileCopyrightText: 2026 GPU Advisor contributors
// SPDX-License-Identifier: GPL-3.0-or-later
#include "app/commands/llmimportgguf.h"

#include "db/database.h"
#include "db/sqlllmmodelrepository.h"
#include "model/format/formatter.h"
#include "model/llm/ggufmodel.h"
#include "net/ggufremotereader.h"

#include <QEventLoop>
#include <QJsonArray>
#include <QJsonDocument>
#include <QJsonObject>
#include <QTextStream>

#include <cmath>

using namespace Qt::StringLiterals;

namespace {

const QString GgufImportUsage = u"models import --gguf FILE [--name NAME] [--json]"_s;

QJsonObject ggufInfoJson(const GgufModelInfo &info)
{
    QJsonArray tensors;
    for (const GgufTensor &t : info.tensors) {
        QJsonArray shape;
        for (const quint64 n : t.shape)
            shape.append(qint64(n));
        const auto type = ggmlType(t.type);
        tensors.append(QJsonObject{{u"name"_s, t.name},
                                   {u"type"_s, type ? type->name : QString::number(t.type)},
                                   {u"shape"_s, shape},
                                   {u"elements"_s, qint64(t.elements)},
                                   {u"bytes"_s, qint64(t.bytes)}});
    }
    QJsonArray layers;
    for (qsizetype i = 0; i < info.layerBytes.size(); ++i) {
        layers.append(QJsonObject{{u"bytes"_s, qint64(info.layerBytes.at(i))},
                                  {u"expert_bytes"_s, qint64(info.layerExpertBytes.at(i))}});
    }
    QJsonArray byType;
    for (const GgufTypeBytes &b : info.bytesByType())
        byType.append(QJsonObject{{u"type"_s, b.type}, {u"bytes"_s, qint64(b.bytes)}});
    return {{u"files"_s, QJsonArray::fromStringList(info.files)},
            {u"header_sha256"_s, info.headerSha256},
            {u"architecture"_s, info.architecture},
            {u"file_type"_s, info.fileType},
            {u"format"_s, info.formatLabel()},
            {u"total_params"_s, qint64(info.totalParams)},
            {u"active_params"_s, qint64(std::llround(info.activeParams))},
            {u"total_bytes"_s, qint64(info.totalBytes)},
            {u"outside_layer_bytes"_s, qint64(info.outsideLayerBytes)},
            {u"layers"_s, layers},
            {u"bytes_by_type"_s, byType},
            {u"tensors"_s, tensors},
            {u"missing"_s, QJsonArray::fromStringList(info.missing)}};
}

} // namespace

QList<QCommandLineOption> GgufImport::options()
{
    return {{u"gguf"_s,
             tr("Read the model from a GGUF file's header, on disk or behind an http(s) link that honours Range (a "
                "split file's first part reads them all)."),
             u"FILE"_s},
            {u"name"_s, tr("With --gguf or --hf: the name the model gets in the catalog."), u"NAME"_s},
            {u"json"_s, tr("With --gguf or --hf: print what was read as JSON (with --gguf every tensor with its "
                           "bytes).")}};
}

Command::Synopsis GgufImport::synopsis()
{
    return {GgufImportUsage, tr("Add a model from a GGUF file: its exact tensor sizes, read from the header only.")};
}

int GgufImport::run(CommandContext &context)
{
    if (!context.arguments().isEmpty()) {
        //: %1 is how the command is typed; keep it as it is.
        context.fail(tr("expected '%1'").arg(GgufImportUsage));
        return ExitCode::Usage;
    }
    const QString file = context.value(u"gguf"_s);
    GgufModelInfo info;
    QString error;
    if (file.startsWith(u"http://"_s, Qt::CaseInsensitive) || file.startsWith(u"https://"_s, Qt::CaseInsensitive)) {
        // Behind a link: the header only, by range requests, at most 16 MB.
        GgufRemoteReader reader;
        QEventLoop loop;
        QObject::connect(&reader, &GgufRemoteReader::finished, &loop, &QEventLoop::quit);
        reader.start(QUrl(file));
        if (reader.isRunning())
            loop.exec();
        if (!reader.error().isEmpty()) {
            context.fail(tr("%1; nothing was written").arg(reader.error()));
            return ExitCode::Usage;
        }
        info = reader.info();
    } else if (!GgufModelReader::readFile(file, &info, &error)) {
        //: %1 what is wrong with the file; nothing was added
        context.fail(tr("%1; nothing was written").arg(error));
        return ExitCode::Usage;
    }
    if (!applyName(context, &info.model))
        return ExitCode::Usage;

    QTextStream &out = context.out();
    if (context.isSet(u"json"_s)) {
        QJsonObject o = ggufInfoJson(info);
        o.insert(u"name"_s, info.model.name);
        out << QJsonDocument(o).toJson(QJsonDocument::Indented);
    } else {
        //: %1 file name(s), %2 architecture, %3 the format with its mix of types
        out << tr("%1: %2, %3").arg(info.files.join(u", "_s), info.architecture, info.formatLabel()) << "\n";
        //: %1 parameters, %2 the same in billions, %3 parameters each token uses
        out << "  "
            << tr("parameters: %1 (%2B), %3 per token")
                   .arg(Formatter::integer(qint64(info.totalParams)), Formatter::number(info.model.totalParamsB, 2),
                        Formatter::integer(qint64(std::llround(info.activeParams))))
            << "\n";
        //: %1 bytes, %2 the same in GiB, %3 tensors, %4 layers, %5 bytes outside the layers
        out << "  "
            << tr("weights: %1 bytes (%2 GiB) in %3 tensors; %4 layers; %5 bytes outside them")
                   .arg(Formatter::integer(qint64(info.totalBytes)),
                        Formatter::number(double(info.totalBytes) / double(1ULL << 30), 2),
                        Formatter::integer(info.tensors.size()), Formatter::integer(info.layerBytes.size()),
                        Formatter::integer(qint64(info.outsideLayerBytes)))
            << "\n";
    }
    out.flush();

    if (!info.missing.isEmpty()) {
        //: %1 lists the catalog's columns the file's metadata lacks
        context.fail(tr("the header does not give %1, so the model was not added; nothing was written")
                         .arg(info.missing.join(u", "_s)));
        return ExitCode::Usage;
    }
    return addModel(context, info.model, file, context.isSet(u"json"_s));
}

bool GgufImport::applyName(CommandContext &context, LlmModel *model)
{
    if (!context.isSet(u"name"_s))
        return true;
    const QString name = context.value(u"name"_s).trimmed();
    if (name.isEmpty() || name.size() > 120) {
        context.fail(tr("--name must have 1 to 120 characters"));
        return false;
    }
    model->name = name;
    return true;
}

int GgufImport::addModel(CommandContext &context, const LlmModel &imported, const QString &from, bool quiet)
{
    if (const QString problem = imported.validate(); !problem.isEmpty()) {
        //: %1 says which field is impossible
        context.fail(
            tr("the model was not added, its metadata is not a possible model (%1); nothing was written").arg(problem));
        return ExitCode::Usage;
    }
    Database *db = context.database();
    if (!db)
        return ExitCode::Failure;
    SqlLlmModelRepository repository(db->connection());
    QString error;
    const std::optional<LlmModel> present = repository.modelByName(imported.name, &error);
    if (!error.isEmpty()) {
        context.fail(error);
        return ExitCode::Failure;
    }
    LlmModel model = imported;
    if (present) {
        if (!present->userAdded) {
            //: %1 a model's name; --name is typed as it is
            context.fail(tr("\"%1\" is a bundled model, which cannot be changed; give yours a name with --name")
                             .arg(present->name));
            return ExitCode::Usage;
        }
        model.id = present->id;
    }
    if (!repository.importModels({model}, &error)) {
        context.fail(tr("%1 was not imported; nothing was written: %2").arg(from, error));
        return ExitCode::Failure;
    }
    if (!quiet) {
        QTextStream &out = context.out();
        //: %1 a model's name
        out << (present ? tr("Replaced your model \"%1\".") : tr("Added \"%1\" to your models.")).arg(model.name)
            << "\n";
        out.flush();
    }
    return ExitCode::Ok;
}

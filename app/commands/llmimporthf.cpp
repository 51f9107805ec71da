// SPDX-FileCopyrightText: 2026 GPU Advisor contributors
// SPDX-License-Identifier: GPL-3.0-or-later
#include "app/commands/llmimporthf.h"

#include "app/commands/llmcommands.h"
#include "app/commands/llmimportgguf.h"
#include "model/format/formatter.h"
#include "model/llm/hfconfig.h"
#include "net/networkmodelreader.h"

#include <QEventLoop>
#include <QJsonArray>
#include <QJsonDocument>
#include <QJsonObject>
#include <QTextStream>

using namespace Qt::StringLiterals;

namespace {

const QString HfImportUsage = u"models import --hf OWNER/NAME[@REVISION] [--name NAME] [--json] [--timeout S]"_s;

QJsonObject hfInfoJson(const HfModelInfo &info)
{
    QJsonObject o = modelJson(info.model);
    o.insert(u"repository"_s, info.ref.repo);
    o.insert(u"revision"_s, info.ref.revision);
    o.insert(u"architecture"_s, info.architecture);
    o.insert(u"model_type"_s, info.modelType);
    o.insert(u"exact_parameters"_s, info.exactParameters);
    o.insert(u"missing"_s, QJsonArray::fromStringList(info.missing));
    return o;
}

} // namespace

void HfImport::printInfo(QTextStream &out, const HfModelInfo &info)
{
    const LlmModel &m = info.model;
    //: %1 a repository, %2 its architecture ("Qwen3MoeForCausalLM"), %3 its model type, %4 the model's name
    out << tr("%1: %2 (%3), \"%4\"").arg(info.ref.label(), info.architecture, info.modelType, m.name) << "\n";
    //: %1 and %2 billions of parameters; %3 says how they were found
    out << "  "
        << tr("parameters: %1B, %2B per token; %3")
               .arg(Formatter::significant(m.totalParamsB, 4), Formatter::significant(m.activeParamsB, 4),
                    info.exactParameters ? tr("exact, the sum of the safetensors headers")
                                         : tr("computed from config.json"))
        << "\n";
    //: %1 layers, %2 the model's width, %3 its vocabulary, %4 its context in tokens
    out << "  "
        << tr("layers: %1, width %2, vocabulary %3, context %4 tokens")
               .arg(Formatter::integer(m.layers), Formatter::integer(m.hidden), Formatter::integer(m.vocab),
                    Formatter::integer(m.nativeContext))
        << "\n";
    QString attention =
        //: %1 the attention kind (gqa, mla, sliding), %2 query heads, %3 key/value heads, %4 their size
        tr("attention: %1, %2 heads, %3 KV heads of %4")
            .arg(attentionKindKey(m.attention), Formatter::integer(m.attentionHeads), Formatter::integer(m.kvHeads),
                 Formatter::integer(m.headDim));
    if (m.attention == AttentionKind::Mla) {
        //: %1 the latent's size, %2 the rope key's size
        attention +=
            tr("; latent %1, rope key %2").arg(Formatter::integer(m.kvLoraRank), Formatter::integer(m.ropeHeadDim));
    } else if (m.attention == AttentionKind::SlidingWindow) {
        //: %1 tokens, %2 local layers, %3 global layers in one repeat of the pattern
        attention += tr("; window %1 tokens on %2 of every %3 layers")
                         .arg(Formatter::integer(m.slidingWindow), Formatter::integer(m.localLayers),
                              Formatter::integer(m.localLayers + m.globalLayers));
    }
    out << "  " << attention << "\n";
    out << "  "
        << (m.isMoe()
                //: %1 routed experts, %2 of them each token uses, %3 shared experts
                ? tr("experts: %1, %2 per token, %3 shared")
                      .arg(Formatter::integer(m.experts), Formatter::integer(m.activeExperts),
                           Formatter::integer(m.sharedExperts))
                : tr("experts: none (dense)"))
        << "\n";
    //: %1 where the figures were read
    out << "  " << tr("source: %1").arg(m.source) << "\n";
}

QList<QCommandLineOption> HfImport::options()
{
    return {{u"hf"_s,
             tr("Read the model from a Hugging Face repository (OWNER/NAME, OWNER/NAME@REVISION or its address): "
                "config.json and the safetensors headers, from the endpoint HF_ENDPOINT names, with the token in "
                "HF_TOKEN."),
             u"REPO"_s},
            {u"timeout"_s, tr("With --hf: seconds a request may go without receiving anything (default 30)."), u"S"_s}};
}

Command::Synopsis HfImport::synopsis()
{
    return {HfImportUsage,
            tr("Add a model from a Hugging Face repository: its architecture from config.json, its exact parameters "
               "from the safetensors headers.")};
}

int HfImport::run(CommandContext &context)
{
    if (!context.arguments().isEmpty() || context.isSet(u"gguf"_s)) {
        //: %1 is how the command is typed; keep it as it is.
        context.fail(tr("expected '%1'").arg(HfImportUsage));
        return ExitCode::Usage;
    }
    QString error;
    const std::optional<HfRepoRef> ref = HfRepoRef::parse(context.value(u"hf"_s), &error);
    if (!ref) {
        context.fail(error);
        return ExitCode::Usage;
    }
    double timeout = 30;
    if (!context.number(u"timeout"_s, 0.1, 3600, &timeout))
        return ExitCode::Usage;

    NetworkModelReader reader;
    reader.setTimeout(int(timeout * 1000));
    QEventLoop loop;
    QObject::connect(&reader, &RemoteModelReader::finished, &loop, &QEventLoop::quit);
    // The token is sent, never printed.
    reader.readHuggingFace(*ref, HfRepoRef::defaultEndpoint(), qEnvironmentVariable("HF_TOKEN").trimmed());
    if (reader.isRunning())
        loop.exec();
    if (reader.status() == RemoteModelReader::Status::NeedsToken) {
        //: %1 why the repository cannot be read; HF_TOKEN is typed as it is
        context.fail(tr("%1; set HF_TOKEN to such a token; nothing was written").arg(reader.error()));
        return ExitCode::Usage;
    }
    if (reader.status() != RemoteModelReader::Status::Read) {
        //: %1 what could not be read, and where
        context.fail(tr("%1; nothing was written").arg(reader.error()));
        return ExitCode::Usage;
    }
    HfModelInfo info = reader.huggingFaceInfo();
    if (!GgufImport::applyName(context, &info.model))
        return ExitCode::Usage;

    QTextStream &out = context.out();
    if (context.isSet(u"json"_s))
        out << QJsonDocument(hfInfoJson(info)).toJson(QJsonDocument::Indented);
    else
        printInfo(out, info);
    out.flush();

    if (!info.missing.isEmpty()) {
        //: %1 a repository, %2 the catalog's columns it does not give; "Add your model…" is the button on the
        //: Language models tab, the command is typed as it is
        context.fail(tr("%1 does not give %2, so the model was not added; nothing was written. Fill them in with "
                        "\"Add your model…\" on the Language models tab, or in a CSV for 'models import FILE.csv'")
                         .arg(info.ref.label(), info.missing.join(u", "_s)));
        return ExitCode::Usage;
    }
    return GgufImport::addModel(context, info.model, info.ref.label(), context.isSet(u"json"_s));
}

// SPDX-FileCopyrightText: 2026 GPU Advisor contributors
// SPDX-License-Identifier: GPL-3.0-or-later
#include "model/llm/hfconfig.h"

#include "model/format/formatter.h"
#include "model/llm/hfarchitecture.h"
#include "model/llm/llmformats.h"

#include <QDate>
#include <QJsonArray>
#include <QJsonDocument>
#include <QJsonObject>
#include <QJsonParseError>
#include <QJsonValue>
#include <QRegularExpression>

#include <algorithm>
#include <cmath>

using namespace Qt::StringLiterals;

namespace {

/// huggingface_hub's validate_repo_id: a name part is letters, digits, '-', '_' and '.', at
/// most 96 characters, and holds neither "--" nor "..".
bool isHfNamePart(const QString &part)
{
    static const QRegularExpression allowed(u"^[A-Za-z0-9][A-Za-z0-9._-]*$"_s);
    return !part.isEmpty() && part.size() <= 96 && allowed.match(part).hasMatch() && !part.contains(u"--"_s) &&
           !part.contains(u".."_s) && !part.endsWith(u'.') && !part.endsWith(u'-');
}

/// A branch, tag or commit: git's ref characters, no "..", no spaces.
bool isHfRevision(const QString &revision)
{
    static const QRegularExpression allowed(u"^[A-Za-z0-9._/-]+$"_s);
    return !revision.isEmpty() && revision.size() <= 128 && allowed.match(revision).hasMatch() &&
           !revision.contains(u".."_s) && !revision.startsWith(u'/') && !revision.endsWith(u'/');
}

/// The path parts of an address of a repository, a tree or a file in it: owner, name, and
/// then optionally tree|resolve|blob, a revision and a file.
bool parseHfAddress(const QString &text, HfRepoRef *ref, QString *error)
{
    const QUrl url(text, QUrl::StrictMode);
    const QString scheme = url.scheme().toLower();
    if (!url.isValid() || (scheme != u"https"_s && scheme != u"http"_s) || url.host().isEmpty()) {
        *error = HfRepoRef::tr("only an http or https address of a Hugging Face repository can be read");
        return false;
    }
    // Split before decoding: a revision such as refs/pr/7 comes as refs%2Fpr%2F7.
    QStringList parts = url.path(QUrl::FullyEncoded).split(u'/', Qt::SkipEmptyParts);
    for (QString &part : parts)
        part = QUrl::fromPercentEncoding(part.toUtf8());
    if (parts.size() < 2) {
        *error = HfRepoRef::tr("the address names no repository: it needs /owner/name after the host");
        return false;
    }
    ref->repo = parts.at(0) + u'/' + parts.at(1);
    if (parts.size() == 2)
        return true;
    const QString kind = parts.at(2);
    const bool tree = kind == u"tree"_s;
    const bool file = kind == u"resolve"_s || kind == u"blob"_s;
    if ((!tree && !file) || parts.size() < 4 || (tree && parts.size() > 4)) {
        *error = HfRepoRef::tr("the address has too many parts for a repository, a tree or a file in it");
        return false;
    }
    ref->revision = parts.at(3);
    return true;
}

} // namespace

std::optional<HfRepoRef> HfRepoRef::parse(const QString &text, QString *error)
{
    const QString t = text.trimmed();
    if (t.isEmpty()) {
        *error = tr("enter a Hugging Face repository as owner/name, owner/name@revision or its address");
        return std::nullopt;
    }
    if (t.size() > 200) {
        *error = tr("a repository id or address is at most 200 characters");
        return std::nullopt;
    }
    if (std::any_of(t.cbegin(), t.cend(), [](QChar c) { return c.isSpace(); })) {
        *error = tr("a repository id or address has no spaces");
        return std::nullopt;
    }
    HfRepoRef ref;
    static const QRegularExpression bareHost(u"^(www\\.)?(huggingface\\.co|hf\\.co)/"_s,
                                             QRegularExpression::CaseInsensitiveOption);
    if (t.contains(u"://"_s) || bareHost.match(t).hasMatch()) {
        if (!parseHfAddress(t.contains(u"://"_s) ? t : u"https://"_s + t, &ref, error))
            return std::nullopt;
    } else {
        const qsizetype at = t.indexOf(u'@');
        ref.repo = at < 0 ? t : t.left(at);
        if (at >= 0)
            ref.revision = t.mid(at + 1);
        if (ref.repo.count(u'/') != 1) {
            //: %1 what the user typed as a repository id
            *error = tr("\"%1\" is not a repository id: it is owner/name, with one slash").arg(ref.repo.left(100));
            return std::nullopt;
        }
    }
    const QStringList names = ref.repo.split(u'/');
    if (names.size() != 2 || !isHfNamePart(names.at(0)) || !isHfNamePart(names.at(1))) {
        //: %1 what the user typed as owner/name
        *error = tr("\"%1\" is not a repository id: owner and name are letters, digits, '-', '_' and '.'")
                     .arg(ref.repo.left(100));
        return std::nullopt;
    }
    if (!isHfRevision(ref.revision)) {
        //: %1 what the user typed after @ as the revision
        *error = tr("\"%1\" is not a revision: a branch, tag or commit is letters, digits, '.', '_', '-' and '/'")
                     .arg(ref.revision.left(100));
        return std::nullopt;
    }
    return ref;
}

QUrl HfRepoRef::defaultEndpoint()
{
    // huggingface_hub/constants.py: ENDPOINT = os.getenv("HF_ENDPOINT", "https://huggingface.co").rstrip("/")
    QString value = qEnvironmentVariable("HF_ENDPOINT").trimmed();
    while (value.endsWith(u'/'))
        value.chop(1);
    QUrl url(value, QUrl::StrictMode);
    const QString scheme = url.scheme().toLower();
    if (value.isEmpty() || !url.isValid() || (scheme != u"https"_s && scheme != u"http"_s) || url.host().isEmpty())
        return QUrl(u"https://huggingface.co"_s);
    return url;
}

QUrl HfRepoRef::fileUrl(const QUrl &endpoint, const QString &file) const
{
    // huggingface_hub's hf_hub_url: {endpoint}/{repo_id}/resolve/{quote(revision, safe="")}/{filename}
    QString base = endpoint.toString(QUrl::FullyEncoded);
    while (base.endsWith(u'/'))
        base.chop(1);
    const QString path = u'/' + repo + u"/resolve/"_s + QString::fromLatin1(QUrl::toPercentEncoding(revision)) + u'/' +
                         QString::fromLatin1(QUrl::toPercentEncoding(file, "/"));
    return QUrl(base + path, QUrl::StrictMode);
}

QString HfRepoRef::label() const
{
    return revision == u"main"_s ? repo : repo + u'@' + revision;
}

namespace {

/// Bytes per element of a safetensors dtype (safetensors' Dtype::size in bits / 8); 0 for the
/// sub-byte ones, checked as a whole.
double safetensorsElementBytes(const QString &dtype)
{
    static const QHash<QString, double> sizes = {
        {u"BOOL"_s, 1},    {u"U8"_s, 1},   {u"I8"_s, 1},         {u"F8_E5M2"_s, 1},    {u"F8_E4M3"_s, 1},
        {u"F8_E8M0"_s, 1}, {u"I16"_s, 2},  {u"U16"_s, 2},        {u"F16"_s, 2},        {u"BF16"_s, 2},
        {u"I32"_s, 4},     {u"U32"_s, 4},  {u"F32"_s, 4},        {u"F64"_s, 8},        {u"I64"_s, 8},
        {u"U64"_s, 8},     {u"F4"_s, 0.5}, {u"F6_E2M3"_s, 0.75}, {u"F6_E3M2"_s, 0.75},
    };
    return sizes.value(dtype, -1);
}

/// A whole number in [0, 2^53] from JSON, else nothing.
std::optional<qint64> safetensorsInteger(const QJsonValue &v)
{
    if (!v.isDouble())
        return std::nullopt;
    const double d = v.toDouble();
    if (!std::isfinite(d) || d < 0 || d > 9007199254740992.0 || std::floor(d) != d)
        return std::nullopt;
    return qint64(d);
}

/// One tensor's entry; false with the reason.
bool readSafetensorsTensor(const QString &name, const QJsonValue &value, SafetensorsTensor *t, QString *why)
{
    const QJsonObject o = value.toObject();
    const QJsonArray shape = o.value(u"shape"_s).toArray();
    const QJsonArray offsets = o.value(u"data_offsets"_s).toArray();
    if (!value.isObject() || !o.value(u"dtype"_s).isString() || !o.value(u"shape"_s).isArray() || offsets.size() != 2) {
        *why = HfConfigReader::tr("needs a dtype, a shape and two data_offsets");
        return false;
    }
    t->name = name;
    t->dtype = o.value(u"dtype"_s).toString();
    if (shape.size() > 8) {
        *why = HfConfigReader::tr("has more than 8 dimensions");
        return false;
    }
    double elements = 1;
    for (const QJsonValue d : shape) {
        const auto n = safetensorsInteger(d);
        if (!n) {
            *why = HfConfigReader::tr("has a dimension that is not a whole number from 0");
            return false;
        }
        elements *= double(*n);
        t->shape.append(*n);
    }
    // GGUF's bound on a tensor (docs/llm-planning.md, "Bounds").
    if (elements > 1125899906842624.0) {
        *why = HfConfigReader::tr("claims more than 2^50 elements");
        return false;
    }
    const auto begin = safetensorsInteger(offsets.at(0));
    const auto end = safetensorsInteger(offsets.at(1));
    if (!begin || !end || *end < *begin) {
        *why = HfConfigReader::tr("has data_offsets that are not two growing whole numbers");
        return false;
    }
    t->bytes = *end - *begin;
    const double size = safetensorsElementBytes(t->dtype);
    if (size > 0 && std::abs(elements * size - double(t->bytes)) > 0.5) {
        *why = HfConfigReader::tr("takes %1 bytes by its data_offsets, not the %2 its dtype and shape need")
                   .arg(Formatter::integer(t->bytes), Formatter::integer(qint64(elements * size)));
        return false;
    }
    return true;
}

} // namespace

bool HfConfigReader::parseSafetensorsHeader(const QByteArray &json, QList<SafetensorsTensor> *tensors, QString *error)
{
    tensors->clear();
    if (json.size() > MaxSafetensorsHeaderBytes) {
        *error = tr("the safetensors header is larger than 100 MB");
        return false;
    }
    QJsonParseError parseError;
    const QJsonDocument doc = QJsonDocument::fromJson(json, &parseError);
    if (parseError.error != QJsonParseError::NoError || !doc.isObject()) {
        *error = tr("the safetensors header is not a JSON object");
        return false;
    }
    const QJsonObject root = doc.object();
    if (root.size() > 200000) {
        *error = tr("the safetensors header lists more than 200,000 tensors");
        return false;
    }
    QList<std::pair<qint64, qint64>> spans;
    for (auto it = root.constBegin(); it != root.constEnd(); ++it) {
        if (it.key() == u"__metadata__"_s)
            continue;
        SafetensorsTensor t;
        QString why;
        if (!readSafetensorsTensor(it.key(), it.value(), &t, &why)) {
            //: %1 a tensor's name, %2 what is wrong with it
            *error = tr("the tensor '%1' %2").arg(it.key().left(200), why);
            tensors->clear();
            return false;
        }
        const QJsonArray offsets = it.value().toObject().value(u"data_offsets"_s).toArray();
        spans.append({qint64(offsets.at(0).toDouble()), qint64(offsets.at(1).toDouble())});
        tensors->append(t);
    }
    std::sort(spans.begin(), spans.end());
    for (qsizetype i = 1; i < spans.size(); ++i) {
        if (spans.at(i).first < spans.at(i - 1).second) {
            *error = tr("two tensors of the safetensors header overlap");
            tensors->clear();
            return false;
        }
    }
    return true;
}

bool HfConfigReader::parseSafetensorsIndex(const QByteArray &json, QStringList *files, QString *error)
{
    files->clear();
    if (json.size() > MaxConfigBytes) {
        *error = tr("model.safetensors.index.json is larger than 16 MB");
        return false;
    }
    QJsonParseError parseError;
    const QJsonDocument doc = QJsonDocument::fromJson(json, &parseError);
    const QJsonObject map = doc.object().value(u"weight_map"_s).toObject();
    if (parseError.error != QJsonParseError::NoError || map.isEmpty()) {
        *error = tr("model.safetensors.index.json has no weight_map");
        return false;
    }
    static const QRegularExpression shard(u"^[A-Za-z0-9._-]+(/[A-Za-z0-9._-]+)*\\.safetensors$"_s);
    for (auto it = map.constBegin(); it != map.constEnd(); ++it) {
        const QString file = it.value().toString();
        if (!shard.match(file).hasMatch() || file.contains(u".."_s)) {
            //: %1 a file name as the index gives it
            *error = tr("model.safetensors.index.json names \"%1\", not a safetensors file in the repository")
                         .arg(file.left(200));
            files->clear();
            return false;
        }
        if (!files->contains(file)) {
            if (files->size() >= 10000) {
                *error = tr("model.safetensors.index.json names more than 10,000 files");
                files->clear();
                return false;
            }
            files->append(file);
        }
    }
    std::sort(files->begin(), files->end());
    return true;
}

namespace {

/// The weight format key of the official release: the quantisation config's method, else the
/// dtype the weights were saved in.
QString hfReleasedPrecision(const QJsonObject &top, const QJsonObject &text)
{
    const QJsonObject q = top.value(u"quantization_config"_s).toObject();
    const QString method = q.value(u"quant_method"_s).toString().toLower();
    const int bits = q.value(u"bits"_s).toInt(q.value(u"w_bit"_s).toInt(0));
    QString key;
    if (method == u"fp8"_s)
        key = u"FP8"_s;
    else if (method == u"mxfp4"_s)
        key = u"MXFP4"_s;
    else if (method == u"awq"_s && bits == 4)
        key = u"AWQ-4bit"_s;
    else if (method == u"gptq"_s && bits == 4)
        key = u"GPTQ-4bit"_s;
    if (key.isEmpty() && method.isEmpty()) {
        QString dtype = top.value(u"torch_dtype"_s).toString(top.value(u"dtype"_s).toString());
        if (dtype.isEmpty())
            dtype = text.value(u"torch_dtype"_s).toString(text.value(u"dtype"_s).toString());
        if (dtype == u"bfloat16"_s)
            key = u"BF16"_s;
        else if (dtype == u"float16"_s)
            key = u"F16"_s;
    }
    const auto format = weightFormat(key);
    return format ? format->key : QString();
}

/// The precision the tensors are stored in, by most bytes: FP8 and MXFP4 blocks before 16-bit.
QString safetensorsPrecision(const QList<SafetensorsTensor> &tensors)
{
    QHash<QString, qint64> bytes;
    for (const SafetensorsTensor &t : tensors)
        bytes[t.name.endsWith(u"_blocks"_s) ? u"MXFP4"_s : t.dtype] += t.bytes;
    QString best;
    for (auto it = bytes.cbegin(); it != bytes.cend(); ++it) {
        if (best.isEmpty() || it.value() > bytes.value(best))
            best = it.key();
    }
    if (best == u"F8_E4M3"_s)
        return u"FP8"_s;
    if (best == u"MXFP4"_s || best == u"BF16"_s || best == u"F16"_s)
        return best;
    return {};
}

/// The layer index of "model.layers.12.mlp..." or "language_model.model.layers.12...", or -1.
int safetensorsLayer(const QString &name)
{
    static const QRegularExpression layer(u"(?:^|\\.)layers\\.(\\d{1,6})\\."_s);
    const QRegularExpressionMatch m = layer.match(name);
    return m.hasMatch() ? m.captured(1).toInt() : -1;
}

/// Exact parameters from the tensors: every weight but the quantisation scales, MXFP4 blocks as
/// two weights a byte, and no layer past the model's own (DeepSeek's and GLM's next-token
/// prediction layers, which the model cards leave out).
void countSafetensors(const QList<SafetensorsTensor> &tensors, HfModelInfo *info)
{
    LlmModel &m = info->model;
    double total = 0;
    double routed = 0;
    for (const SafetensorsTensor &t : tensors) {
        if (t.name.endsWith(u"_scale_inv"_s) || t.name.endsWith(u"_scales"_s) || t.name.endsWith(u"weight_scale"_s) ||
            t.name.endsWith(u"input_scale"_s))
            continue;
        if (m.layers > 0 && safetensorsLayer(t.name) >= m.layers && !t.name.contains(u"vision"_s))
            continue;
        double elements = 1;
        for (qint64 d : t.shape)
            elements *= double(d);
        if (t.name.endsWith(u"_blocks"_s) && t.dtype == u"U8"_s)
            elements *= 2;
        total += elements;
        if (t.name.contains(u".experts."_s) && !t.name.contains(u"shared_expert"_s))
            routed += elements;
    }
    m.totalParamsB = total / 1e9;
    m.activeParamsB = m.totalParamsB;
    if (m.experts > 0 && m.activeExperts > 0)
        m.activeParamsB = (total - routed + routed * m.activeExperts / m.experts) / 1e9;
    info->exactParameters = true;
    const QString precision = safetensorsPrecision(tensors);
    if (!precision.isEmpty())
        m.releasedPrecision = precision;
}

/// The columns the catalog needs that the configuration did not give.
void listMissing(HfModelInfo *info)
{
    const LlmModel &m = info->model;
    const auto need = [info](bool missing, const QString &column) {
        if (missing && !info->missing.contains(column))
            info->missing.append(column);
    };
    need(m.layers == 0, u"layers"_s);
    need(m.hidden == 0, u"hidden_size"_s);
    need(m.attentionHeads == 0, u"attention_heads"_s);
    need(m.kvHeads == 0, u"kv_heads"_s);
    need(m.headDim == 0, u"head_dim"_s);
    need(m.totalParamsB <= 0, u"total_params_b"_s);
    need(m.activeParamsB <= 0, u"active_params_b"_s);
    need(m.isMoe() && m.activeExperts == 0, u"active_experts"_s);
    need(m.vocab == 0, u"vocab_size"_s);
    need(m.nativeContext == 0, u"native_context"_s);
}

} // namespace

bool HfConfigReader::read(const HfRepoRef &ref, const QUrl &endpoint, const QByteArray &configJson,
                          const QList<SafetensorsTensor> &tensors, HfModelInfo *info, QString *error)
{
    *info = {};
    info->ref = ref;
    if (configJson.size() > MaxConfigBytes) {
        *error = tr("config.json is larger than 16 MB; a model's configuration is far smaller");
        return false;
    }
    QJsonParseError parseError;
    const QJsonDocument doc = QJsonDocument::fromJson(configJson, &parseError);
    if (parseError.error != QJsonParseError::NoError || !doc.isObject()) {
        //: %1 the JSON parser's reason
        *error = tr("config.json is not a JSON object: %1").arg(parseError.errorString());
        return false;
    }
    const QJsonObject top = doc.object();
    const QJsonObject nested = top.value(u"text_config"_s).toObject();
    const QJsonObject text = !nested.isEmpty() && !top.contains(u"num_hidden_layers"_s) ? nested : top;
    info->architecture = top.value(u"architectures"_s).toArray().at(0).toString().left(200);
    const QString textType = text.value(u"model_type"_s).toString(top.value(u"model_type"_s).toString()).left(100);
    info->modelType = top.value(u"model_type"_s).toString(textType).left(100);
    if (info->architecture.isEmpty() && info->modelType.isEmpty() && !text.contains(u"num_hidden_layers"_s)) {
        *error = tr("config.json describes no model: it has no architectures, model_type or num_hidden_layers");
        return false;
    }
    LlmModel &m = info->model;
    const HfArchitecture arch = HfArchitecture::fromConfig(text, textType);
    arch.fill(&m, &info->missing);
    if (!tensors.isEmpty()) {
        countSafetensors(tensors, info);
    } else if (const auto counts = arch.parameterCounts()) {
        // The vision encoder of a multimodal model is stored and loaded with it: every token's
        // count as well as the total (a dense model's active parameters are its total).
        const double vision = HfArchitecture::visionParams(top, m.hidden);
        m.totalParamsB = (counts->total + vision) / 1e9;
        m.activeParamsB = (counts->active + vision) / 1e9;
        // Another architecture's count follows Llama's modules: shown, but asked for.
        if (!arch.isKnown())
            info->missing << u"total_params_b"_s << u"active_params_b"_s;
    }
    if (m.releasedPrecision.isEmpty())
        m.releasedPrecision = hfReleasedPrecision(top, text);
    const QStringList names = ref.repo.split(u'/');
    m.name = names.value(1).left(120);
    m.developer = names.value(0).left(120);
    m.source = ref.fileUrl(endpoint, u"config.json"_s).toString();
    m.recordedOn = QDate::currentDate();
    m.userAdded = true;
    listMissing(info);
    return true;
}

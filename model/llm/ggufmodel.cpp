// SPDX-FileCopyrightText: 2026 GPU Advisor contributors
// SPDX-License-Identifier: GPL-3.0-or-later
#include "model/llm/ggufmodel.h"

#include "model/format/formatter.h"
#include "model/llm/llmformats.h"

#include <QCryptographicHash>
#include <QDir>
#include <QFile>
#include <QFileInfo>
#include <QHash>
#include <QRegularExpression>
#include <QSet>

#include <algorithm>
#include <cmath>
#include <numeric>

using namespace Qt::StringLiterals;

namespace {

/// The layer a tensor belongs to ("blk.12.attn_q.weight" -> 12), or -1.
int ggufLayerOf(const QString &name)
{
    if (!name.startsWith(u"blk."_s))
        return -1;
    const qsizetype dot = name.indexOf(u'.', 4);
    if (dot < 0)
        return -1;
    bool ok = false;
    const int layer = QStringView(name).mid(4, dot - 4).toInt(&ok);
    return ok && layer >= 0 ? layer : -1;
}

/// A routed expert's tensor: llama.cpp names them ffn_{gate,up,down,gate_up}_exps.
bool ggufIsRoutedExpert(const QString &name)
{
    return name.contains(u"_exps."_s) || name.endsWith(u"_exps"_s);
}

/// The largest value of a key that is a number or a per-layer array of numbers.
std::optional<qint64> ggufLargest(const GgufHeader &h, const QString &key)
{
    if (const auto v = h.integer(key))
        return v;
    const QVariant list = h.metadata.value(key);
    if (list.typeId() != QMetaType::QVariantList)
        return std::nullopt;
    std::optional<qint64> best;
    for (const QVariant &v : list.toList()) {
        if (v.typeId() == QMetaType::LongLong)
            best = std::max(best.value_or(0), v.toLongLong());
    }
    return best;
}

/// A catalog count from metadata: within int, positive.
int ggufCount(const std::optional<qint64> &v)
{
    return v && *v > 0 && *v <= std::numeric_limits<int>::max() ? int(*v) : 0;
}

/// Layers of one repeat where llama.cpp's default pattern leaves the last of every `period`
/// layers global (llama-hparams.cpp, set_swa_pattern), by architecture (llama-model.cpp).
int ggufSlidingPeriod(const QString &arch)
{
    if (arch == u"gemma2"_s || arch == u"gpt-oss"_s)
        return 2;
    if (arch == u"gemma3"_s)
        return 6;
    if (arch == u"cohere2"_s)
        return 4;
    return 0;
}

QString ggufPercent(double share)
{
    if (share > 0 && share < 0.005)
        return GgufModelInfo::tr("<1%");
    //: %1 a whole percentage
    return GgufModelInfo::tr("%1%").arg(Formatter::integer(qRound(share * 100)));
}

} // namespace

QList<GgufTypeBytes> GgufModelInfo::bytesByType() const
{
    QHash<quint32, quint64> sums;
    for (const GgufTensor &t : tensors)
        sums[t.type] += t.bytes;
    QList<GgufTypeBytes> out;
    for (auto it = sums.cbegin(); it != sums.cend(); ++it) {
        const auto type = ggmlType(it.key());
        out.append({type ? type->name : QString::number(it.key()), it.value()});
    }
    std::sort(out.begin(), out.end(), [](const GgufTypeBytes &a, const GgufTypeBytes &b) {
        return a.bytes != b.bytes ? a.bytes > b.bytes : a.type < b.type;
    });
    return out;
}

QString GgufModelInfo::formatLabel() const
{
    QStringList parts;
    for (const GgufTypeBytes &b : bytesByType()) {
        //: %1 a share of the file's bytes ("62%"), %2 a ggml type ("Q4_K")
        parts.append(tr("%1 %2").arg(ggufPercent(totalBytes ? double(b.bytes) / double(totalBytes) : 0), b.type));
    }
    const QString mix = parts.join(u", "_s);
    return fileType.isEmpty() ? mix : fileType + u": "_s + mix;
}

QString GgufModelReader::fileTypeName(qint64 fileType)
{
    // llama.h's llama_ftype (gguf-py's LlamaFileType); 4-6 and 33-35 are gone from it.
    static const QHash<qint64, QString> names = {
        {0, u"F32"_s},      {1, u"F16"_s},      {2, u"Q4_0"_s},       {3, u"Q4_1"_s},    {7, u"Q8_0"_s},
        {8, u"Q5_0"_s},     {9, u"Q5_1"_s},     {10, u"Q2_K"_s},      {11, u"Q3_K_S"_s}, {12, u"Q3_K_M"_s},
        {13, u"Q3_K_L"_s},  {14, u"Q4_K_S"_s},  {15, u"Q4_K_M"_s},    {16, u"Q5_K_S"_s}, {17, u"Q5_K_M"_s},
        {18, u"Q6_K"_s},    {19, u"IQ2_XXS"_s}, {20, u"IQ2_XS"_s},    {21, u"Q2_K_S"_s}, {22, u"IQ3_XS"_s},
        {23, u"IQ3_XXS"_s}, {24, u"IQ1_S"_s},   {25, u"IQ4_NL"_s},    {26, u"IQ3_S"_s},  {27, u"IQ3_M"_s},
        {28, u"IQ2_S"_s},   {29, u"IQ2_M"_s},   {30, u"IQ4_XS"_s},    {31, u"IQ1_M"_s},  {32, u"BF16"_s},
        {36, u"TQ1_0"_s},   {37, u"TQ2_0"_s},   {38, u"MXFP4_MOE"_s},
    };
    return names.value(fileType);
}

namespace {

/// The parts of a split file must be parts 1..n of one n-part file and hold the tensors the
/// first says they hold.
bool checkSplitParts(const QList<GgufHeader> &headers, const QStringList &files, QString *error)
{
    const GgufHeader &h = headers.first();
    const qsizetype parts = headers.size();
    if (parts == 1 && !h.metadata.contains(u"split.count"_s))
        return true;
    const qint64 tensorsClaimed = h.integer(u"split.tensors.count"_s).value_or(-1);
    qint64 tensors = 0;
    for (qsizetype i = 0; i < parts; ++i) {
        const GgufHeader &p = headers.at(i);
        if (p.integer(u"split.no"_s).value_or(-1) != i || p.integer(u"split.count"_s).value_or(-1) != parts) {
            //: %1 a file, %2 its place among the parts, %3 how many parts were read; split.no and split.count
            //: are metadata keys
            *error = GgufModelReader::tr("%1 is not part %2 of %3 by its split.no and split.count")
                         .arg(files.value(i))
                         .arg(i + 1)
                         .arg(parts);
            return false;
        }
        tensors += p.tensors.size();
    }
    if (tensorsClaimed >= 0 && tensorsClaimed != tensors) {
        //: %1 and %2 count tensors; split.tensors.count is a metadata key
        *error = GgufModelReader::tr("the parts hold %1 tensors but split.tensors.count says %2")
                     .arg(tensors)
                     .arg(tensorsClaimed);
        return false;
    }
    return true;
}

/// Every part's tensors, each name once.
bool collectTensors(const QList<GgufHeader> &headers, GgufModelInfo *info, QString *error)
{
    QSet<QString> names;
    for (const GgufHeader &p : headers) {
        for (const GgufTensor &t : p.tensors) {
            if (names.contains(t.name)) {
                *error = GgufModelReader::tr("the tensor '%1' is in more than one part").arg(t.name);
                return false;
            }
            names.insert(t.name);
            info->tensors.append(t);
        }
    }
    if (info->tensors.isEmpty()) {
        *error = GgufModelReader::tr("the file holds no tensors");
        return false;
    }
    return true;
}

/// The attention kind from the metadata: DeepSeek's latent attention, or a sliding window with
/// its pattern of local and global layers.
void readAttention(const GgufHeader &h, const QString &arch, GgufModelInfo *info)
{
    const auto key = [&arch](const char *suffix) -> QString {
        return arch + u'.' + QLatin1StringView(suffix);
    };
    LlmModel &m = info->model;
    if (const int rank = ggufCount(h.integer(key("attention.kv_lora_rank")))) {
        // DeepSeek's latent attention: the latent and the rope key are cached, shared by all
        // heads; the catalog's head_dim is the value head.
        m.attention = AttentionKind::Mla;
        m.kvLoraRank = rank;
        m.ropeHeadDim = ggufCount(h.integer(key("rope.dimension_count")));
        m.kvHeads = m.attentionHeads;
        if (const int v = ggufCount(h.integer(key("attention.value_length"))))
            m.headDim = v;
        if (m.ropeHeadDim == 0)
            info->missing.append(u"rope_head_dim"_s);
        return;
    }
    const int window = ggufCount(h.integer(key("attention.sliding_window")));
    if (!window)
        return;
    int local = 0;
    int global = 0;
    const QVariant pattern = h.metadata.value(key("attention.sliding_window_pattern"));
    if (pattern.typeId() == QMetaType::QVariantList) {
        // One flag per layer, true where the layer slides.
        for (const QVariant &v : pattern.toList())
            (v.toBool() ? local : global) += 1;
    } else if (const int period = ggufSlidingPeriod(arch)) {
        local = period - 1;
        global = 1;
    } else if (const auto n = h.integer(key("attention.sliding_window_pattern")); n && *n > 1 && *n < 1000) {
        local = int(*n) - 1;
        global = 1;
    }
    if (local > 0) {
        const int g = std::gcd(local, global);
        m.attention = AttentionKind::SlidingWindow;
        m.slidingWindow = window;
        m.localLayers = local / g;
        m.globalLayers = global / g;
    } else {
        info->missing.append(u"local_layers"_s);
    }
}

/// The architecture's sizes from the metadata of the first part.
void readArchitecture(const GgufHeader &h, GgufModelInfo *info)
{
    const QString &arch = info->architecture;
    const auto key = [&arch](const char *suffix) -> QString {
        return arch + u'.' + QLatin1StringView(suffix);
    };
    LlmModel &m = info->model;
    m.layers = ggufCount(h.integer(key("block_count")));
    m.hidden = ggufCount(h.integer(key("embedding_length")));
    m.attentionHeads = ggufCount(ggufLargest(h, key("attention.head_count")));
    m.kvHeads = ggufCount(ggufLargest(h, key("attention.head_count_kv")));
    if (m.kvHeads == 0)
        m.kvHeads = m.attentionHeads;
    m.headDim = ggufCount(h.integer(key("attention.key_length")));
    if (m.headDim == 0 && m.attentionHeads > 0)
        m.headDim = m.hidden / m.attentionHeads;
    m.experts = ggufCount(h.integer(key("expert_count")));
    m.activeExperts = m.experts ? ggufCount(h.integer(key("expert_used_count"))) : 0;
    m.sharedExperts = m.experts ? ggufCount(h.integer(key("expert_shared_count"))) : 0;
    m.nativeContext = ggufCount(h.integer(key("context_length")));
    m.vocab = ggufCount(h.integer(key("vocab_size")));
    if (m.vocab == 0)
        m.vocab = ggufCount(h.arrayLengths.contains(u"tokenizer.ggml.tokens"_s)
                                ? std::optional<qint64>(qint64(h.arrayLengths.value(u"tokenizer.ggml.tokens"_s)))
                                : std::nullopt);
    readAttention(h, arch, info);
}

/// Bytes: per layer, the routed experts apart, and what lies outside the layers; the parameters
/// (active ones for a mixture of experts) from the tensors' elements.
bool countBytes(GgufModelInfo *info, QString *error)
{
    LlmModel &m = info->model;
    qint64 highestLayer = m.layers - 1;
    for (const GgufTensor &t : std::as_const(info->tensors))
        highestLayer = std::max<qint64>(highestLayer, ggufLayerOf(t.name));
    if (highestLayer >= 100000) {
        *error = GgufModelReader::tr("the tensors name a layer past 100,000");
        return false;
    }
    info->layerBytes = QList<quint64>(highestLayer + 1, 0);
    info->layerExpertBytes = QList<quint64>(highestLayer + 1, 0);
    quint64 routedParams = 0;
    for (const GgufTensor &t : std::as_const(info->tensors)) {
        info->totalBytes += t.bytes;
        info->totalParams += t.elements;
        const int layer = ggufLayerOf(t.name);
        const bool routed = ggufIsRoutedExpert(t.name);
        if (routed)
            routedParams += t.elements;
        if (layer < 0) {
            info->outsideLayerBytes += t.bytes;
            continue;
        }
        info->layerBytes[layer] += t.bytes;
        if (routed)
            info->layerExpertBytes[layer] += t.bytes;
    }
    info->activeParams = double(info->totalParams);
    if (routedParams > 0) {
        if (m.experts == 0 || m.activeExperts == 0) {
            info->missing.append(u"experts"_s);
        } else {
            info->activeParams = double(info->totalParams - routedParams) +
                                 double(routedParams) * double(m.activeExperts) / double(m.experts);
        }
    }
    m.totalParamsB = double(info->totalParams) / 1e9;
    m.activeParamsB = info->activeParams / 1e9;
    if (m.experts > 0 && routedParams == 0)
        info->missing.append(u"active_params_b"_s);
    return true;
}

/// The model's name, maker, format, file weights and source, and the columns still missing.
void nameModel(const GgufHeader &h, const QStringList &files, const QString &headerSha256, GgufModelInfo *info)
{
    LlmModel &m = info->model;
    const auto need = [info](int value, const QString &column) {
        if (value == 0)
            info->missing.append(column);
    };
    need(m.layers, u"layers"_s);
    need(m.hidden, u"hidden_size"_s);
    need(m.attentionHeads, u"attention_heads"_s);
    need(m.headDim, u"head_dim"_s);
    need(m.nativeContext, u"native_context"_s);

    const QString base = QFileInfo(files.value(0)).completeBaseName();
    static const QRegularExpression splitSuffix(u"-\\d{5}-of-\\d{5}$"_s);
    QString fileName = base;
    fileName.remove(splitSuffix);
    m.name = h.string(u"general.name"_s).trimmed();
    if (m.name.isEmpty())
        m.name = fileName;
    else if (!info->fileType.isEmpty() && !m.name.contains(info->fileType, Qt::CaseInsensitive))
        m.name += u' ' + info->fileType;
    m.name = m.name.left(120);
    m.developer = h.string(u"general.organization"_s).trimmed().left(120);
    const QString precision = info->fileType == u"MXFP4_MOE"_s ? u"MXFP4"_s : info->fileType;
    if (weightFormat(precision))
        m.releasedPrecision = weightFormat(precision)->key;
    m.fileWeights.format = info->fileType.isEmpty() ? u"GGUF"_s : info->fileType;
    m.fileWeights.outsideBytes = qint64(info->outsideLayerBytes);
    for (qsizetype i = 0; i < info->layerBytes.size(); ++i) {
        m.fileWeights.layerBytes.append(qint64(info->layerBytes.at(i)));
        m.fileWeights.layerExpertBytes.append(qint64(info->layerExpertBytes.at(i)));
    }
    //: %1 a file name, %2 a SHA-256 in hex
    m.source = GgufModelReader::tr("%1 (GGUF header SHA-256 %2)").arg(fileName + u".gguf"_s, headerSha256);
    m.recordedOn = QDate::currentDate();
    m.userAdded = true;
}

} // namespace

bool GgufModelReader::fromHeaders(const QList<GgufHeader> &headers, const QStringList &files,
                                  const QString &headerSha256, GgufModelInfo *info, QString *error)
{
    *info = {};
    if (headers.isEmpty()) {
        *error = tr("no GGUF header was read");
        return false;
    }
    if (!checkSplitParts(headers, files, error))
        return false;
    const GgufHeader &h = headers.first();
    info->files = files;
    info->headerSha256 = headerSha256;
    info->architecture = h.string(u"general.architecture"_s);
    if (info->architecture.isEmpty()) {
        *error = tr("the header does not name the model's architecture (general.architecture)");
        return false;
    }
    if (const auto ft = h.integer(u"general.file_type"_s))
        info->fileType = fileTypeName(*ft);
    if (!collectTensors(headers, info, error))
        return false;
    readArchitecture(h, info);
    if (!countBytes(info, error))
        return false;
    nameModel(h, files, headerSha256, info);
    return true;
}

bool GgufModelReader::readHeader(const QString &path, GgufHeader *header, QByteArray *headerBytes, QString *error)
{
    QFile file(path);
    if (!file.open(QIODevice::ReadOnly)) {
        //: %1 a file, %2 the system's reason
        *error = tr("%1 cannot be read: %2").arg(path, file.errorString());
        return false;
    }
    const qint64 size = file.size();
    QByteArray bytes;
    qint64 want = std::min<qint64>(size, 1 << 20);
    for (;;) {
        if (bytes.size() < want) {
            const QByteArray more = file.read(want - bytes.size());
            if (more.isEmpty() && file.error() != QFileDevice::NoError) {
                *error = tr("%1 cannot be read: %2").arg(path, file.errorString());
                return false;
            }
            bytes.append(more);
        }
        const bool complete = bytes.size() >= size || file.atEnd();
        const GgufReader::Result r = GgufReader::parse(bytes, size, complete);
        if (r.status == GgufReader::Status::Ok) {
            *header = r.header;
            *headerBytes = bytes.left(qsizetype(r.header.headerBytes));
            return true;
        }
        if (r.status == GgufReader::Status::Invalid) {
            //: %1 a file, %2 what is wrong with its header
            *error = tr("%1: %2").arg(QFileInfo(path).fileName(), r.error);
            return false;
        }
        const quint64 next = std::max<quint64>(r.needBytes, quint64(bytes.size()) * 2);
        if (next > quint64(MaxLocalHeaderBytes)) {
            //: %1 a file, %2 a size in MB
            *error = tr("%1: the header would be larger than %2 MB; a model's header is far smaller")
                         .arg(QFileInfo(path).fileName())
                         .arg(MaxLocalHeaderBytes >> 20);
            return false;
        }
        want = std::min<qint64>(qint64(next), size);
    }
}

bool GgufModelReader::readFile(const QString &path, GgufModelInfo *info, QString *error)
{
    const QFileInfo fi(path);
    QStringList paths{path};
    static const QRegularExpression split(u"^(.*)-(\\d{5})-of-(\\d{5})\\.gguf$"_s,
                                          QRegularExpression::CaseInsensitiveOption);
    if (const QRegularExpressionMatch match = split.match(fi.fileName()); match.hasMatch()) {
        const int count = match.captured(3).toInt();
        if (count < 1 || count > 999) {
            *error = tr("%1 names %2 parts; a split model has 1 to 999").arg(fi.fileName()).arg(count);
            return false;
        }
        paths.clear();
        for (int i = 1; i <= count; ++i) {
            const QString name =
                u"%1-%2-of-%3.gguf"_s.arg(match.captured(1)).arg(i, 5, 10, QChar(u'0')).arg(count, 5, 10, QChar(u'0'));
            const QString part = fi.dir().filePath(name);
            if (!QFileInfo::exists(part)) {
                //: %1 a file name, %2 a folder
                *error = tr("part %1 of the split model is missing: %2 is not in %3")
                             .arg(i)
                             .arg(name, QDir::toNativeSeparators(fi.absolutePath()));
                return false;
            }
            paths.append(part);
        }
    }
    QList<GgufHeader> headers;
    QCryptographicHash hash(QCryptographicHash::Sha256);
    QStringList names;
    for (const QString &p : std::as_const(paths)) {
        GgufHeader h;
        QByteArray bytes;
        if (!readHeader(p, &h, &bytes, error))
            return false;
        hash.addData(bytes);
        headers.append(h);
        names.append(QFileInfo(p).fileName());
    }
    if (!fromHeaders(headers, names, QString::fromLatin1(hash.result().toHex()), info, error)) {
        *error = tr("%1: %2").arg(fi.fileName(), *error);
        return false;
    }
    return true;
}

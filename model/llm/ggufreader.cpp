// SPDX-FileCopyrightText: 2026 GPU Advisor contributors
// SPDX-License-Identifier: GPL-3.0-or-later
#include "model/llm/ggufreader.h"

#include "model/format/formatter.h"

#include <QSet>
#include <QtEndian>
#include <QtNumeric>

#include <algorithm>
#include <cstring>

using namespace Qt::StringLiterals;

std::optional<GgmlType> ggmlType(quint32 id)
{
    // {id, name, weights per block, bytes per block}: ggml-common.h's block structs.
    static const QList<GgmlType> types = {
        {0, u"F32"_s, 1, 4},         {1, u"F16"_s, 1, 2},         {2, u"Q4_0"_s, 32, 18},
        {3, u"Q4_1"_s, 32, 20},      {6, u"Q5_0"_s, 32, 22},      {7, u"Q5_1"_s, 32, 24},
        {8, u"Q8_0"_s, 32, 34},      {9, u"Q8_1"_s, 32, 36},      {10, u"Q2_K"_s, 256, 84},
        {11, u"Q3_K"_s, 256, 110},   {12, u"Q4_K"_s, 256, 144},   {13, u"Q5_K"_s, 256, 176},
        {14, u"Q6_K"_s, 256, 210},   {15, u"Q8_K"_s, 256, 292},   {16, u"IQ2_XXS"_s, 256, 66},
        {17, u"IQ2_XS"_s, 256, 74},  {18, u"IQ3_XXS"_s, 256, 98}, {19, u"IQ1_S"_s, 256, 50},
        {20, u"IQ4_NL"_s, 32, 18},   {21, u"IQ3_S"_s, 256, 110},  {22, u"IQ2_S"_s, 256, 82},
        {23, u"IQ4_XS"_s, 256, 136}, {24, u"I8"_s, 1, 1},         {25, u"I16"_s, 1, 2},
        {26, u"I32"_s, 1, 4},        {27, u"I64"_s, 1, 8},        {28, u"F64"_s, 1, 8},
        {29, u"IQ1_M"_s, 256, 56},   {30, u"BF16"_s, 1, 2},       {34, u"TQ1_0"_s, 256, 54},
        {35, u"TQ2_0"_s, 256, 66},   {39, u"MXFP4"_s, 32, 17},
    };
    for (const GgmlType &t : types) {
        if (t.id == id)
            return t;
    }
    return std::nullopt;
}

std::optional<qint64> GgufHeader::integer(const QString &key) const
{
    const auto it = metadata.constFind(key);
    if (it == metadata.constEnd())
        return std::nullopt;
    switch (it->typeId()) {
    case QMetaType::LongLong:
    case QMetaType::Bool:
        return it->toLongLong();
    case QMetaType::ULongLong:
        if (it->toULongLong() > quint64(std::numeric_limits<qint64>::max()))
            return std::nullopt;
        return qint64(it->toULongLong());
    default:
        return std::nullopt;
    }
}

std::optional<double> GgufHeader::number(const QString &key) const
{
    const auto it = metadata.constFind(key);
    if (it == metadata.constEnd())
        return std::nullopt;
    switch (it->typeId()) {
    case QMetaType::LongLong:
    case QMetaType::ULongLong:
    case QMetaType::Double:
    case QMetaType::Bool:
        return it->toDouble();
    default:
        return std::nullopt;
    }
}

QString GgufHeader::string(const QString &key) const
{
    const auto it = metadata.constFind(key);
    return it != metadata.constEnd() && it->typeId() == QMetaType::QString ? it->toString() : QString();
}

namespace {

enum GgufValueKind : quint32 {
    GgufU8 = 0,
    GgufI8 = 1,
    GgufU16 = 2,
    GgufI16 = 3,
    GgufU32 = 4,
    GgufI32 = 5,
    GgufF32 = 6,
    GgufBool = 7,
    GgufString = 8,
    GgufArray = 9,
    GgufU64 = 10,
    GgufI64 = 11,
    GgufF64 = 12,
};

/// Bytes of one fixed-size value, 0 for strings and arrays, -1 for no type at all.
int ggufFixedSize(quint32 type)
{
    switch (type) {
    case GgufU8:
    case GgufI8:
    case GgufBool:
        return 1;
    case GgufU16:
    case GgufI16:
        return 2;
    case GgufU32:
    case GgufI32:
    case GgufF32:
        return 4;
    case GgufU64:
    case GgufI64:
    case GgufF64:
        return 8;
    case GgufString:
    case GgufArray:
        return 0;
    default:
        return -1;
    }
}

/// A cursor over the bytes read so far. A read past them stops the parse: NeedMore while more
/// may come, a truncated header once the bytes are complete.
class GgufCursor
{
public:
    GgufCursor(QByteArrayView bytes, bool complete)
        : m_bytes(bytes)
        , m_complete(complete)
    {}

    quint64 pos() const { return m_pos; }
    quint64 size() const { return quint64(m_bytes.size()); }
    bool short_() const { return m_short; }
    quint64 needed() const { return m_needed; }
    bool complete() const { return m_complete; }

    /// True when `n` more bytes are there; otherwise notes how many the header needs.
    bool has(quint64 n)
    {
        if (n <= size() - m_pos)
            return true;
        m_short = true;
        m_needed = std::max(m_needed, m_pos + n);
        return false;
    }
    template<typename T> bool read(T *out)
    {
        if (!has(sizeof(T)))
            return false;
        *out = qFromLittleEndian<T>(m_bytes.data() + m_pos);
        m_pos += sizeof(T);
        return true;
    }
    bool skip(quint64 n)
    {
        if (!has(n))
            return false;
        m_pos += n;
        return true;
    }
    const char *here() const { return m_bytes.data() + m_pos; }

private:
    QByteArrayView m_bytes;
    quint64 m_pos = 0;
    quint64 m_needed = 0;
    bool m_short = false;
    bool m_complete = false;
};

QString ggufBytes(quint64 n)
{
    return Formatter::integer(qint64(n));
}

/// Reads one fixed-size value of type `Stored` and keeps it as `Kept`.
template<typename Stored, typename Kept> bool readValue(GgufCursor &c, QVariant *out)
{
    Stored v = 0;
    if (!c.read(&v))
        return false;
    *out = Kept(v);
    return true;
}

/// Reads an IEEE value of `Bits` bits (F32 or F64) and keeps it as a double.
template<typename Bits, typename Float> bool readFloat(GgufCursor &c, QVariant *out)
{
    Bits bits = 0;
    if (!c.read(&bits))
        return false;
    Float f = 0;
    std::memcpy(&f, &bits, sizeof f);
    *out = double(f);
    return true;
}

/// One fixed-size metadata value of `type`; false when the bytes end or the type is not one.
bool readScalar(GgufCursor &c, quint32 type, QVariant *out)
{
    switch (type) {
    case GgufU8:
        return readValue<quint8, qint64>(c, out);
    case GgufI8:
        return readValue<qint8, qint64>(c, out);
    case GgufU16:
        return readValue<quint16, qint64>(c, out);
    case GgufI16:
        return readValue<qint16, qint64>(c, out);
    case GgufU32:
        return readValue<quint32, qint64>(c, out);
    case GgufI32:
        return readValue<qint32, qint64>(c, out);
    case GgufU64:
        return readValue<quint64, quint64>(c, out);
    case GgufI64:
        return readValue<qint64, qint64>(c, out);
    case GgufF32:
        return readFloat<quint32, float>(c, out);
    case GgufF64:
        return readFloat<quint64, double>(c, out);
    case GgufBool:
        return readValue<quint8, bool>(c, out);
    default:
        return false;
    }
}

/// One parse of a header, in the header's own order: the preamble, the metadata, the tensor
/// infos, then the layout of the tensors. Each step returns false when the parse stops, with the
/// result already saying why (Invalid) or how many bytes it needs (NeedMore).
class GgufParse
{
public:
    GgufParse(QByteArrayView bytes, bool complete)
        : c(bytes, complete)
    {}

    GgufReader::Result run(qint64 fileSize)
    {
        quint64 tensorCount = 0;
        quint64 keyCount = 0;
        if (readPreamble(&tensorCount, &keyCount) && readMetadata(keyCount) && readAlignment() &&
            readTensorInfos(tensorCount) && checkLayout(fileSize)) {
            r.status = GgufReader::Status::Ok;
        }
        return r;
    }

private:
    GgufCursor c;
    GgufReader::Result r;
    GgufHeader &h = r.header;

    bool invalid(const QString &why)
    {
        r.status = GgufReader::Status::Invalid;
        r.error = why;
        r.header = {};
        return false;
    }
    // Called when a read ran past the bytes: more may come, or the file ends too early.
    bool shortOf(const QString &where)
    {
        if (c.complete()) {
            //: %1 says what was being read (a key, a tensor), %2 the file's size in bytes
            return invalid(GgufReader::tr("the header is cut short while reading %1: the file ends after %2 bytes")
                               .arg(where, ggufBytes(c.size())));
        }
        r.status = GgufReader::Status::NeedMore;
        r.needBytes = c.needed();
        r.header = {};
        return false;
    }

    bool readPreamble(quint64 *tensorCount, quint64 *keyCount);
    int readString(QString *out, bool keep, quint64 limit);
    bool readMetadata(quint64 keyCount);
    bool readKey(quint64 k, QSet<QString> *seenKeys);
    bool readArray(const QString &key);
    bool readAlignment();
    bool readTensorInfos(quint64 tensorCount);
    bool readTensor(quint64 i, QSet<QString> *seenTensors);
    bool checkLayout(qint64 fileSize);
};

bool GgufParse::readPreamble(quint64 *tensorCount, quint64 *keyCount)
{
    if (!c.has(4))
        return shortOf(GgufReader::tr("the magic number"));
    if (std::memcmp(c.here(), "GGUF", 4) != 0)
        return invalid(GgufReader::tr("not a GGUF file: it does not start with the bytes 'GGUF'"));
    c.skip(4);
    if (!c.read(&h.version))
        return shortOf(GgufReader::tr("the version"));
    if (h.version != 2 && h.version != 3) {
        //: %1 is a version number
        return invalid(GgufReader::tr("GGUF version %1 is not read; versions 2 and 3 are").arg(h.version));
    }
    if (!c.read(tensorCount) || !c.read(keyCount))
        return shortOf(GgufReader::tr("the tensor and key counts"));
    if (*tensorCount > GgufReader::MaxTensors) {
        //: %1 the count the file claims, %2 the most this reader takes
        return invalid(GgufReader::tr("the header claims %1 tensors, more than the %2 a model has")
                           .arg(ggufBytes(*tensorCount), ggufBytes(GgufReader::MaxTensors)));
    }
    if (*keyCount > GgufReader::MaxKeys) {
        return invalid(GgufReader::tr("the header claims %1 metadata keys, more than %2")
                           .arg(ggufBytes(*keyCount), ggufBytes(GgufReader::MaxKeys)));
    }
    return true;
}

// A string: u64 length, then that many bytes of UTF-8, no terminator. 1 when read, 0 when the
// bytes end, -1 (r.error says why) when it is longer than `limit`.
int GgufParse::readString(QString *out, bool keep, quint64 limit)
{
    quint64 length = 0;
    const quint64 at = c.pos();
    if (!c.read(&length))
        return 0;
    if (length > limit) {
        //: %1 a length in bytes, %2 a byte offset, %3 the limit
        r.error = GgufReader::tr("a string of %1 bytes at byte %2, longer than the %3 bytes a header string may have")
                      .arg(ggufBytes(length), ggufBytes(at), ggufBytes(limit));
        return -1;
    }
    if (!c.has(length))
        return 0;
    if (keep)
        *out = QString::fromUtf8(c.here(), qsizetype(length));
    c.skip(length);
    return 1;
}

bool GgufParse::readMetadata(quint64 keyCount)
{
    QSet<QString> seenKeys;
    for (quint64 k = 0; k < keyCount; ++k) {
        if (!readKey(k, &seenKeys))
            return false;
    }
    return true;
}

bool GgufParse::readKey(quint64 k, QSet<QString> *seenKeys)
{
    QString key;
    const int got = readString(&key, true, 65535);
    if (got < 0)
        return invalid(r.error);
    //: %1 counts the keys read so far
    if (got == 0)
        return shortOf(GgufReader::tr("metadata key %1").arg(k + 1));
    if (key.isEmpty())
        return invalid(GgufReader::tr("metadata key %1 has an empty name").arg(k + 1));
    if (seenKeys->contains(key))
        return invalid(GgufReader::tr("the metadata key '%1' appears twice").arg(key));
    seenKeys->insert(key);
    quint32 type = 0;
    if (!c.read(&type))
        return shortOf(GgufReader::tr("the metadata key '%1'").arg(key));
    if (type == GgufString) {
        QString value;
        const int ok = readString(&value, true, GgufReader::MaxStringBytes);
        if (ok < 0)
            return invalid(GgufReader::tr("metadata '%1': %2").arg(key, r.error));
        if (ok == 0)
            return shortOf(GgufReader::tr("the metadata key '%1'").arg(key));
        h.metadata.insert(key, value);
        return true;
    }
    if (type == GgufArray)
        return readArray(key);
    if (ggufFixedSize(type) <= 0)
        return invalid(GgufReader::tr("metadata '%1' has unknown type %2").arg(key).arg(type));
    QVariant v;
    if (!readScalar(c, type, &v))
        return shortOf(GgufReader::tr("the metadata key '%1'").arg(key));
    h.metadata.insert(key, v);
    return true;
}

// An array: its item type and count, then the items. Short arrays of numbers are kept; strings
// (a vocabulary) and long arrays are read past.
bool GgufParse::readArray(const QString &key)
{
    quint32 itemType = 0;
    quint64 count = 0;
    if (!c.read(&itemType) || !c.read(&count))
        return shortOf(GgufReader::tr("the metadata key '%1'").arg(key));
    const int itemSize = ggufFixedSize(itemType);
    if (itemSize < 0 || itemType == GgufArray) {
        //: %1 a key, %2 a type number
        return invalid(GgufReader::tr("metadata '%1' is an array of unknown type %2").arg(key).arg(itemType));
    }
    if (count > GgufReader::MaxArrayItems) {
        return invalid(GgufReader::tr("metadata '%1' claims %2 items, more than %3")
                           .arg(key, ggufBytes(count), ggufBytes(GgufReader::MaxArrayItems)));
    }
    h.arrayLengths.insert(key, count);
    if (itemType == GgufString) {
        // A vocabulary: each item a string, read past and not kept. Every item takes at least its
        // 8-byte length, so the count is checked against the bytes first.
        if (!c.has(count * 8))
            return shortOf(GgufReader::tr("the metadata key '%1'").arg(key));
        for (quint64 i = 0; i < count; ++i) {
            const int ok = readString(nullptr, false, GgufReader::MaxStringBytes);
            if (ok < 0)
                return invalid(GgufReader::tr("metadata '%1': %2").arg(key, r.error));
            if (ok == 0)
                return shortOf(GgufReader::tr("the metadata key '%1'").arg(key));
        }
        return true;
    }
    if (count > GgufHeader::MaxKeptArray) {
        if (!c.skip(count * quint64(itemSize)))
            return shortOf(GgufReader::tr("the metadata key '%1'").arg(key));
        return true;
    }
    if (!c.has(count * quint64(itemSize)))
        return shortOf(GgufReader::tr("the metadata key '%1'").arg(key));
    QVariantList items;
    items.reserve(qsizetype(count));
    for (quint64 i = 0; i < count; ++i) {
        QVariant v;
        readScalar(c, itemType, &v);
        items.append(v);
    }
    h.metadata.insert(key, items);
    return true;
}

bool GgufParse::readAlignment()
{
    if (!h.metadata.contains(u"general.alignment"_s))
        return true;
    const auto a = h.integer(u"general.alignment"_s);
    if (!a || *a < 1 || *a > (1 << 20) || (*a & (*a - 1)) != 0)
        return invalid(GgufReader::tr("general.alignment must be a power of two up to 1,048,576"));
    h.alignment = quint64(*a);
    return true;
}

// Tensor infos: name, dimensions, ne[], type, offset. Each takes at least 24 bytes.
bool GgufParse::readTensorInfos(quint64 tensorCount)
{
    if (!c.has(tensorCount * 24))
        return shortOf(GgufReader::tr("the tensor infos"));
    h.tensors.reserve(qsizetype(tensorCount));
    QSet<QString> seenTensors;
    for (quint64 i = 0; i < tensorCount; ++i) {
        if (!readTensor(i, &seenTensors))
            return false;
    }
    h.headerBytes = c.pos();
    h.dataOffset = (h.headerBytes + h.alignment - 1) / h.alignment * h.alignment;
    return true;
}

bool GgufParse::readTensor(quint64 i, QSet<QString> *seenTensors)
{
    GgufTensor t;
    const int got = readString(&t.name, true, 65535);
    if (got < 0)
        return invalid(r.error);
    if (got == 0)
        return shortOf(GgufReader::tr("tensor %1").arg(i + 1));
    if (t.name.isEmpty())
        return invalid(GgufReader::tr("tensor %1 has an empty name").arg(i + 1));
    if (seenTensors->contains(t.name))
        return invalid(GgufReader::tr("the tensor '%1' appears twice").arg(t.name));
    seenTensors->insert(t.name);
    quint32 dims = 0;
    if (!c.read(&dims))
        return shortOf(GgufReader::tr("the tensor '%1'").arg(t.name));
    if (dims < 1 || dims > quint32(GgufReader::MaxDims)) {
        //: %1 a tensor name, %2 its number of dimensions
        return invalid(
            GgufReader::tr("the tensor '%1' has %2 dimensions; ggml tensors have 1 to 4").arg(t.name).arg(dims));
    }
    quint64 elements = 1;
    for (quint32 d = 0; d < dims; ++d) {
        quint64 n = 0;
        if (!c.read(&n))
            return shortOf(GgufReader::tr("the tensor '%1'").arg(t.name));
        if (n == 0 || qMulOverflow(elements, n, &elements) || elements > (quint64(1) << 50))
            return invalid(GgufReader::tr("the tensor '%1' has an impossible shape").arg(t.name));
        t.shape.append(n);
    }
    t.elements = elements;
    if (!c.read(&t.type) || !c.read(&t.offset))
        return shortOf(GgufReader::tr("the tensor '%1'").arg(t.name));
    const auto type = ggmlType(t.type);
    if (!type) {
        //: %1 a tensor name, %2 a type number
        return invalid(GgufReader::tr("the tensor '%1' has ggml type %2, which this version does not know")
                           .arg(t.name)
                           .arg(t.type));
    }
    if (t.shape.first() % quint64(type->blockSize) != 0) {
        //: %1 a tensor, %2 its row length, %3 a type name, %4 its block size
        return invalid(GgufReader::tr("the tensor '%1' has rows of %2 weights, not a whole number of %3 blocks of %4")
                           .arg(t.name, ggufBytes(t.shape.first()), type->name)
                           .arg(type->blockSize));
    }
    t.bytes = t.elements / quint64(type->blockSize) * quint64(type->typeSize);
    if (t.offset % h.alignment != 0) {
        return invalid(GgufReader::tr("the tensor '%1' starts at offset %2, not a multiple of the alignment %3")
                           .arg(t.name, ggufBytes(t.offset), ggufBytes(h.alignment)));
    }
    h.tensors.append(t);
    return true;
}

// The tensors must not overlap, and lie inside the file when its size is known.
bool GgufParse::checkLayout(qint64 fileSize)
{
    QList<const GgufTensor *> byOffset;
    byOffset.reserve(h.tensors.size());
    for (const GgufTensor &t : std::as_const(h.tensors))
        byOffset.append(&t);
    std::sort(byOffset.begin(), byOffset.end(),
              [](const GgufTensor *a, const GgufTensor *b) { return a->offset < b->offset; });
    quint64 end = 0;
    for (const GgufTensor *t : std::as_const(byOffset)) {
        if (t->offset < end)
            return invalid(GgufReader::tr("the tensor '%1' overlaps the one before it").arg(t->name));
        if (qAddOverflow(t->offset, t->bytes, &end))
            return invalid(GgufReader::tr("the tensor '%1' has an impossible offset").arg(t->name));
    }
    if (fileSize >= 0) {
        quint64 last = 0;
        if (qAddOverflow(h.dataOffset, end, &last) || last > quint64(fileSize)) {
            //: %1 bytes the tensors need, %2 the file's size
            return invalid(GgufReader::tr("the tensors end at byte %1 but the file has only %2 bytes: it is cut short")
                               .arg(ggufBytes(last), ggufBytes(quint64(fileSize))));
        }
    }
    return true;
}

} // namespace

GgufReader::Result GgufReader::parse(QByteArrayView bytes, qint64 fileSize, bool complete)
{
    return GgufParse(bytes, complete).run(fileSize);
}

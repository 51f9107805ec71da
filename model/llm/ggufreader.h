// SPDX-FileCopyrightText: 2026 GPU Advisor contributors
// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include <QByteArrayView>
#include <QCoreApplication>
#include <QHash>
#include <QList>
#include <QString>
#include <QVariant>

#include <optional>

/// One ggml tensor type as a GGUF file stores it: `blockSize` weights take `typeSize` bytes
/// (block scales included). Sizes are those of ggml's block structs (ggml-common.h; the table in
/// gguf-py's constants.py, GGML_QUANT_SIZES); docs/llm-planning.md, "Imported models".
struct GgmlType
{
    quint32 id = 0;
    QString name; ///< "Q4_K", "F32": as llama.cpp names it
    int blockSize = 1;
    int typeSize = 4;
};

/// The ggml type of that id, if GGUF files carry it today (removed types such as Q4_2 or the
/// interleaved Q4_0_4_4 are not).
std::optional<GgmlType> ggmlType(quint32 id);

/// One tensor of a GGUF file as its header describes it: never its data.
struct GgufTensor
{
    QString name;         ///< "blk.3.ffn_down.weight"
    QList<quint64> shape; ///< ne[0] (the contiguous one) first, as GGUF writes it
    quint32 type = 0;     ///< ggml type id
    quint64 offset = 0;   ///< from the start of the file's tensor data
    quint64 elements = 0;
    quint64 bytes = 0; ///< exactly what the file stores: elements / blockSize x typeSize
};

/// A GGUF file's header: its metadata and tensor infos.
struct GgufHeader
{
    quint32 version = 0;
    /// Scalars as QVariant (integers as qint64 or quint64, floats as double, bool, QString).
    /// Numeric and boolean arrays of up to MaxKeptArray items are kept as a QVariantList;
    /// longer arrays and string arrays (a tokenizer's vocabulary) only by their length.
    QHash<QString, QVariant> metadata;
    QHash<QString, quint64> arrayLengths; ///< every array key, with its item count
    QList<GgufTensor> tensors;
    quint64 alignment = 32;  ///< general.alignment, or GGUF's default
    quint64 headerBytes = 0; ///< the bytes up to the end of the tensor infos
    quint64 dataOffset = 0;  ///< where the tensor data starts (headerBytes, aligned)

    static constexpr quint64 MaxKeptArray = 65536;

    /// A metadata integer (any integer type; a bool counts as 0 or 1), if the key holds one.
    std::optional<qint64> integer(const QString &key) const;
    /// A metadata number of any numeric type.
    std::optional<double> number(const QString &key) const;
    QString string(const QString &key) const;
};

/// Reads a GGUF header (version 2 or 3; the format of ggml's docs/gguf.md) from bytes, and
/// only the header: the tensor data is never touched. Every length and count is checked
/// against fixed bounds and against the bytes there are before anything is allocated for it,
/// so a hostile header (2^60 tensors, a 4 GB string, a truncated file, a wrong magic) ends in
/// a clear message within bounded time and memory.
class GgufReader final
{
    Q_DECLARE_TR_FUNCTIONS(GgufReader)

public:
    static constexpr quint64 MaxTensors = 200000;
    static constexpr quint64 MaxKeys = 100000;
    static constexpr quint64 MaxStringBytes = 8ULL << 20; ///< one key or value
    static constexpr quint64 MaxArrayItems = 50000000;
    static constexpr int MaxDims = 4; ///< GGML_MAX_DIMS

    enum class Status {
        Ok,       ///< `header` holds the whole header
        NeedMore, ///< the bytes end inside the header; `needBytes` says how many it needs at least
        Invalid,  ///< not a GGUF header this reader accepts; `error` says why and where
    };

    struct Result
    {
        Status status = Status::Invalid;
        QString error;
        quint64 needBytes = 0;
        GgufHeader header;
    };

    /// Parses the header at the start of `bytes`. `fileSize` is the size of the whole file when
    /// known (every tensor must then lie inside it), or -1. With `complete` the bytes are all
    /// there is, so a header that runs past them is truncated (Invalid) rather than NeedMore.
    static Result parse(QByteArrayView bytes, qint64 fileSize, bool complete);
};

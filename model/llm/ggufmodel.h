// SPDX-FileCopyrightText: 2026 GPU Advisor contributors
// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include "model/llm/ggufreader.h"
#include "model/llm/llmmodel.h"

#include <QCoreApplication>
#include <QList>
#include <QString>
#include <QStringList>

/// The bytes a GGUF model keeps in one ggml type ("Q4_K": 3.1 GB).
struct GgufTypeBytes
{
    QString type;
    quint64 bytes = 0;
};

/// A model as its GGUF file (or the parts of a split file, read as one) describes it: the exact
/// bytes of every tensor, and the architecture its metadata gives, mapped onto the catalog's
/// fields.
struct GgufModelInfo
{
    Q_DECLARE_TR_FUNCTIONS(GgufModelInfo)

public:
    QStringList files;    ///< the file names read, in split order
    QString headerSha256; ///< hex SHA-256 of the headers' bytes, in split order
    QString architecture; ///< general.architecture: "llama", "qwen3moe", "deepseek2"
    QString fileType;     ///< general.file_type as llama.cpp names it ("Q4_K_M"), or empty
    QList<GgufTensor> tensors;
    quint64 totalBytes = 0;
    quint64 totalParams = 0;
    double activeParams = 0;         ///< shared tensors + routed experts x used / count
    QList<quint64> layerBytes;       ///< the tensors of blk.N, for each N
    QList<quint64> layerExpertBytes; ///< of those, the routed experts' (the *_exps tensors)
    quint64 outsideLayerBytes = 0;   ///< embeddings, output head, final norm
    LlmModel model;                  ///< the catalog's fields, as far as the metadata gives them
    QStringList missing;             ///< catalog fields the metadata did not give (column names)

    /// Bytes per ggml type, most first.
    QList<GgufTypeBytes> bytesByType() const;
    /// "Q4_K_M: 62% Q4_K, 30% Q6_K, <1% F32": the file's type, then each ggml type's share of
    /// the bytes.
    QString formatLabel() const;
};

/// Reads GGUF model headers into a GgufModelInfo: from header(s) already parsed (a remote file)
/// or from files on disk. Never reads the weights.
class GgufModelReader final
{
    Q_DECLARE_TR_FUNCTIONS(GgufModelReader)

public:
    /// The most header bytes read from a file on disk (a vocabulary of 260,000 tokens takes
    /// about 6 MB).
    static constexpr qint64 MaxLocalHeaderBytes = 64LL << 20;

    /// llama.cpp's name of a general.file_type (15 = "Q4_K_M"), or empty.
    static QString fileTypeName(qint64 fileType);

    /// One model from the headers of its parts (one for a file that is not split), named after
    /// `files`. False with a message when the parts do not make one model.
    static bool fromHeaders(const QList<GgufHeader> &headers, const QStringList &files, const QString &headerSha256,
                            GgufModelInfo *info, QString *error);

    /// Reads the file at `path`; a part of a split file ("name-00001-of-00003.gguf") reads
    /// every part beside it as one model.
    static bool readFile(const QString &path, GgufModelInfo *info, QString *error);

    /// The header of one file on disk, and its raw bytes (for the SHA-256 of the header).
    static bool readHeader(const QString &path, GgufHeader *header, QByteArray *headerBytes, QString *error);
};

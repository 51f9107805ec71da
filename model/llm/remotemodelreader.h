// SPDX-FileCopyrightText: 2026 GPU Advisor contributors
// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include "model/llm/ggufmodel.h"
#include "model/llm/hfconfig.h"

#include <QObject>
#include <QString>
#include <QUrl>

/// Reads a model from the network: a Hugging Face repository's configuration, or a GGUF file's
/// header behind a link. The window and the command line see only this interface; net/
/// implements it, app/ creates it. One read at a time; every read ends with finished().
class RemoteModelReader : public QObject
{
    Q_OBJECT

public:
    using QObject::QObject;

    enum class Status { Read, Cancelled, Failed, NeedsToken };

    /// Reads config.json (and the safetensors headers when present) of `ref` from `endpoint`.
    /// `token` (may be empty) is sent as a bearer token to that endpoint only.
    virtual void readHuggingFace(const HfRepoRef &ref, const QUrl &endpoint, const QString &token) = 0;
    /// Reads the header of the GGUF file at `url` (every part of a split file) by range requests.
    virtual void readGguf(const QUrl &url, const QString &token) = 0;
    virtual void cancel() = 0;
    virtual bool isRunning() const = 0;

    Status status() const { return m_status; }
    /// Why it failed, in the reader's language (empty unless Failed or NeedsToken).
    QString error() const { return m_error; }
    const HfModelInfo &huggingFaceInfo() const { return m_hf; }
    const GgufModelInfo &ggufInfo() const { return m_gguf; }

Q_SIGNALS:
    /// `received` bytes so far of at most `limit` (0 when unknown); `stage` says what is read.
    void progress(qint64 received, qint64 limit, const QString &stage);
    void finished();

protected:
    Status m_status = Status::Failed;
    QString m_error;
    HfModelInfo m_hf;
    GgufModelInfo m_gguf;
};

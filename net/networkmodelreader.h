// SPDX-FileCopyrightText: 2026 GPU Advisor contributors
// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include "model/llm/hfconfig.h"
#include "model/llm/remotemodelreader.h"

#include <QStringList>

class BoundedGet;
class GgufRemoteReader;
class QNetworkAccessManager;
class QTimer;

/// Reads a model over the network (RemoteModelReader). A Hugging Face repository: its
/// config.json, then model.safetensors.index.json (none: the single model.safetensors), then
/// only the header of every safetensors file, by range requests: its first 8 bytes (the
/// header's length, little-endian) and the JSON after them. Without safetensors files it is
/// config.json alone and the parameters are computed. A GGUF link goes to GgufRemoteReader.
/// Every request is bounded (net/boundedget.h); the whole read too, in bytes and in time.
class NetworkModelReader final : public RemoteModelReader
{
    Q_OBJECT

public:
    static constexpr qint64 MaxConfigBytes = 4LL << 20;
    /// The index lists every tensor (about 100 bytes each): DeepSeek-V3's 91,000 take 9 MB.
    static constexpr qint64 MaxIndexBytes = 16LL << 20;
    static constexpr qint64 MaxHeaderBytes = 16LL << 20;
    static constexpr qint64 MaxTotalBytes = 64LL << 20;
    static constexpr int MaxShards = 200;

    explicit NetworkModelReader(QObject *parent = nullptr);
    ~NetworkModelReader() override;

    void readHuggingFace(const HfRepoRef &ref, const QUrl &endpoint, const QString &token) override;
    void readGguf(const QUrl &url, const QString &token) override;
    void cancel() override;
    bool isRunning() const override { return m_running; }

    /// How long a request may go without receiving anything (default 30 s).
    void setTimeout(int milliseconds) { m_timeoutMs = milliseconds; }
    /// How long a whole read may take, however steadily a slow server sends (default 10 min).
    void setDeadline(int milliseconds);
    /// Bytes received by the last read, over every request.
    qint64 bytesRead() const { return m_received; }

private:
    enum class Step { Config, Index, HeaderLength, Header };

    /// Ends a read still running and starts a new one's state and deadline.
    void begin(const QString &token);
    void fetch(Step step, const QString &file, qint64 from, qint64 to, qint64 limit);
    void fetched(bool ok);
    void configRead(bool ok);
    void indexRead(bool ok);
    void headerLengthRead(bool ok);
    void headerRead(bool ok);
    void nextShard();
    void finishHuggingFace();
    void ggufRead(bool ok);
    /// Ends the read; `error` only for Failed and NeedsToken.
    void finish(Status status, const QString &error = {});
    /// "config.json of Qwen/Qwen3-8B"
    QString where(const QString &file) const;
    QString needsTokenMessage() const;

    QNetworkAccessManager *m_network = nullptr;
    BoundedGet *m_get = nullptr;
    GgufRemoteReader *m_ggufReader = nullptr;
    QTimer *m_deadline = nullptr;
    int m_timeoutMs = 30000;
    bool m_running = false;
    Step m_step = Step::Config;
    QString m_file;
    HfRepoRef m_ref;
    QUrl m_endpoint;
    QString m_token;
    QByteArray m_config;
    QStringList m_shards;
    bool m_singleFile = false;
    qsizetype m_shard = 0;
    QList<SafetensorsTensor> m_tensors;
    qint64 m_received = 0;
};

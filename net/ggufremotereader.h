// SPDX-FileCopyrightText: 2026 GPU Advisor contributors
// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include "model/llm/ggufmodel.h"

#include <QCryptographicHash>
#include <QObject>
#include <QUrl>

class BoundedGet;
class QNetworkAccessManager;

/// Reads a GGUF model's header behind a link (a Hugging Face resolve/ URL or any HTTP server
/// that honours Range) with range requests, never the weights: at most MaxBytes for all the
/// parts of a split file together. A server that answers a range with the whole file, sends
/// more than was asked, or redirects to another scheme is refused at once (net/boundedget.h);
/// cancel() stops it.
class GgufRemoteReader final : public QObject
{
    Q_OBJECT

public:
    static constexpr qint64 MaxBytes = 16LL << 20;

    explicit GgufRemoteReader(QObject *parent = nullptr);
    ~GgufRemoteReader() override;

    /// Starts reading the file at `url` (http or https); a part of a split file
    /// ("...-00001-of-00003.gguf") reads every part. `token` (may be empty) is sent as a bearer
    /// token to the link's host only. Ends with finished().
    void start(const QUrl &url, const QString &token = {});
    void cancel();
    bool isRunning() const { return m_running; }
    /// How long a request may go without receiving anything (default 30 s).
    void setTimeout(int milliseconds) { m_timeoutMs = milliseconds; }

    const GgufModelInfo &info() const { return m_info; }
    QString error() const { return m_error; }
    /// Bytes received so far, over every request.
    qint64 bytesRead() const { return m_received; }
    /// The HTTP status that ended a failed read when it was neither the file nor a redirect
    /// (401 or 403: the link needs a token); 0 otherwise.
    int httpStatus() const { return m_httpStatus; }

Q_SIGNALS:
    void progress(qint64 bytesRead, qint64 limit);
    void finished(bool ok);

private:
    void requestRange(qint64 from, qint64 to);
    void onRangeRead(bool ok);
    void parseBuffer();
    void fail(const QString &message);

    QNetworkAccessManager *m_network = nullptr;
    BoundedGet *m_get = nullptr;
    QString m_token;
    int m_timeoutMs = 30000;
    int m_httpStatus = 0;
    bool m_running = false;
    QList<QUrl> m_parts;
    qsizetype m_part = 0;
    QByteArray m_buffer;
    qint64 m_fileSize = -1;
    qint64 m_received = 0;
    QList<GgufHeader> m_headers;
    QStringList m_names;
    QCryptographicHash m_hash{QCryptographicHash::Sha256};
    GgufModelInfo m_info;
    QString m_error;
};

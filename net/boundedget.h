// SPDX-FileCopyrightText: 2026 GPU Advisor contributors
// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include <QByteArray>
#include <QNetworkReply>
#include <QObject>
#include <QPointer>
#include <QString>
#include <QUrl>

class QNetworkAccessManager;

/// One GET over http or https, bounded in bytes and in time, for the readers of net/: either a
/// byte range (a server that answers it with the whole file, or with more than was asked, is
/// refused at once) or a whole small file up to a limit (cut off as soon as it passes it).
/// Redirects are followed here, not by the network layer: at most MaxRedirects, only to http or
/// https and never from https to http, and the bearer token goes only to the host first asked
/// (Hugging Face redirects resolve/ to a CDN on another host). A request that receives nothing
/// for the timeout fails. Ends with finished(), unless abort() stopped it.
class BoundedGet final : public QObject
{
    Q_OBJECT

public:
    static constexpr int MaxRedirects = 10;

    struct Request
    {
        QUrl url;
        QString name;      ///< how messages name what is read: "config.json", "model.gguf"
        QString token;     ///< a bearer token for url's host (empty: none)
        qint64 from = -1;  ///< the range from..to (inclusive) when from >= 0
        qint64 to = -1;    ///<
        qint64 limit = 0;  ///< the most bytes of a whole file (when from < 0)
        int timeoutMs = 0; ///< how long it may receive nothing
    };

    explicit BoundedGet(QNetworkAccessManager *network, QObject *parent = nullptr);
    ~BoundedGet() override;

    void start(const Request &request);
    /// Stops at once, without finished().
    void abort();
    bool isRunning() const { return m_reply != nullptr; }

    /// What arrived: the range (Content-Range checked) or the whole file.
    const QByteArray &body() const { return m_body; }
    /// The file's size as Content-Range gave it; -1 when the server did not say.
    qint64 fileSize() const { return m_fileSize; }
    /// The status of an answer that was neither the file nor a redirect (404, 401...); 0 otherwise.
    int httpStatus() const { return m_httpStatus; }
    /// Why it failed, naming what was read; empty when it did not.
    QString error() const { return m_error; }

Q_SIGNALS:
    /// `bytes` more arrived.
    void received(qint64 bytes);
    void finished(bool ok);

private:
    void send(const QUrl &url);
    void onMetaData();
    void onReadyRead();
    void onFinished();
    bool followRedirect(int status);
    void done(bool ok, const QString &error = {});

    QNetworkAccessManager *m_network = nullptr;
    QPointer<QNetworkReply> m_reply;
    Request m_request;
    QByteArray m_body;
    qint64 m_fileSize = -1;
    qint64 m_rangeEnd = -1;
    int m_httpStatus = 0;
    int m_redirects = 0;
    bool m_checked = false;
    QString m_error;
};

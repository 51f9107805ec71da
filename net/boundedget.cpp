// SPDX-FileCopyrightText: 2026 GPU Advisor contributors
// SPDX-License-Identifier: GPL-3.0-or-later
#include "net/boundedget.h"

#include "model/format/formatter.h"
#include "model/io/safetext.h"

#include <QCoreApplication>
#include <QNetworkAccessManager>
#include <QNetworkReply>
#include <QNetworkRequest>
#include <QRegularExpression>

using namespace Qt::StringLiterals;

namespace {

bool isHttp(const QUrl &url)
{
    const QString scheme = url.scheme().toLower();
    return scheme == u"http"_s || scheme == u"https"_s;
}

bool sameOrigin(const QUrl &a, const QUrl &b)
{
    return a.scheme().compare(b.scheme(), Qt::CaseInsensitive) == 0 &&
           a.host().compare(b.host(), Qt::CaseInsensitive) == 0 &&
           a.port(a.scheme().toLower() == u"https"_s ? 443 : 80) ==
               b.port(b.scheme().toLower() == u"https"_s ? 443 : 80);
}

} // namespace

BoundedGet::BoundedGet(QNetworkAccessManager *network, QObject *parent)
    : QObject(parent)
    , m_network(network)
{}

BoundedGet::~BoundedGet()
{
    abort();
}

void BoundedGet::start(const Request &request)
{
    abort();
    m_request = request;
    m_body.clear();
    m_fileSize = -1;
    m_rangeEnd = -1;
    m_httpStatus = 0;
    m_redirects = 0;
    m_error.clear();
    send(request.url);
}

void BoundedGet::abort()
{
    if (m_reply) {
        QNetworkReply *reply = m_reply;
        m_reply = nullptr;
        reply->disconnect(this);
        reply->abort();
        reply->deleteLater();
    }
}

void BoundedGet::send(const QUrl &url)
{
    m_checked = false;
    QNetworkRequest request(url);
    if (m_request.from >= 0) {
        request.setRawHeader("Range",
                             "bytes=" + QByteArray::number(m_request.from) + '-' + QByteArray::number(m_request.to));
    }
    request.setRawHeader("Accept-Encoding", "identity");
    // The token goes to the host the user named, never to where it redirects (a CDN).
    if (!m_request.token.isEmpty() && sameOrigin(url, m_request.url))
        request.setRawHeader("Authorization", "Bearer " + m_request.token.toUtf8());
    request.setHeader(QNetworkRequest::UserAgentHeader,
                      u"gpu-advisor/%1"_s.arg(QCoreApplication::applicationVersion()));
    request.setAttribute(QNetworkRequest::RedirectPolicyAttribute, QNetworkRequest::ManualRedirectPolicy);
    request.setTransferTimeout(m_request.timeoutMs);
    QNetworkReply *reply = m_network->get(request);
    m_reply = reply;
    connect(reply, &QNetworkReply::metaDataChanged, this, &BoundedGet::onMetaData);
    connect(reply, &QNetworkReply::readyRead, this, &BoundedGet::onReadyRead);
    connect(reply, &QNetworkReply::finished, this, &BoundedGet::onFinished);
}

void BoundedGet::done(bool ok, const QString &error)
{
    abort();
    m_error = error;
    if (!ok)
        m_body.clear();
    Q_EMIT finished(ok);
}

bool BoundedGet::followRedirect(int status)
{
    if (status != 301 && status != 302 && status != 303 && status != 307 && status != 308)
        return false;
    const QUrl from = m_reply->url();
    const QUrl target = from.resolved(QUrl::fromEncoded(m_reply->rawHeader("Location")));
    const QString shown = SafeText::printable(target.toDisplayString(), 200);
    if (!target.isValid() || !isHttp(target)) {
        //: %1 what is read, %2 the link it redirects to
        done(false, tr("%1 redirects to %2, another scheme; refused").arg(m_request.name, shown));
    } else if (from.scheme().toLower() == u"https"_s && target.scheme().toLower() == u"http"_s) {
        //: %1 what is read, %2 the link it redirects to
        done(false, tr("%1 redirects from https to an insecure http address (%2); refused").arg(m_request.name, shown));
    } else if (++m_redirects > MaxRedirects) {
        //: %1 what is read, %2 a number
        done(false,
             tr("%1 redirects more than %2 times; refused").arg(m_request.name, Formatter::integer(MaxRedirects)));
    } else {
        abort();
        send(target);
    }
    return true;
}

void BoundedGet::onMetaData()
{
    if (!m_reply || m_checked)
        return;
    const int status = m_reply->attribute(QNetworkRequest::HttpStatusCodeAttribute).toInt();
    if (status == 0)
        return;
    m_checked = true;
    if (followRedirect(status))
        return;
    const bool range = m_request.from >= 0;
    if (range && status == 200) {
        //: %1 a file behind a link
        done(false, tr("%1: the server ignores range requests and would send the whole file; only its header is "
                       "read, so it is refused")
                        .arg(m_request.name));
        return;
    }
    if (status != (range ? 206 : 200)) {
        m_httpStatus = status;
        //: %1 a file behind a link, %2 an HTTP status code
        done(false, tr("%1: the server answered HTTP %2").arg(m_request.name).arg(status));
        return;
    }
    if (!range) {
        const QVariant length = m_reply->header(QNetworkRequest::ContentLengthHeader);
        if (length.isValid() && length.toLongLong() > m_request.limit) {
            //: %1 a file behind a link, %2 a size in MB
            done(false, tr("%1 is larger than the %2 MB it may have; refused")
                            .arg(m_request.name, Formatter::integer(m_request.limit >> 20)));
        }
        return;
    }
    // Content-Range: bytes FROM-TO/SIZE (SIZE may be *).
    static const QRegularExpression contentRange(u"^bytes (\\d+)-(\\d+)/(\\d+|\\*)$"_s);
    const QRegularExpressionMatch m =
        contentRange.match(QString::fromLatin1(m_reply->rawHeader("Content-Range")).trimmed());
    if (!m.hasMatch() || m.captured(1).toLongLong() != m_request.from || m.captured(2).toLongLong() > m_request.to ||
        m.captured(2).toLongLong() < m_request.from) {
        done(false, tr("%1: the server did not send the range asked for").arg(m_request.name));
        return;
    }
    m_rangeEnd = m.captured(2).toLongLong();
    if (m.captured(3) != u"*"_s)
        m_fileSize = m.captured(3).toLongLong();
}

void BoundedGet::onReadyRead()
{
    if (!m_reply)
        return;
    if (!m_checked) {
        onMetaData();
        if (!m_reply || !m_checked)
            return;
    }
    const bool range = m_request.from >= 0;
    const qint64 room = (range ? m_rangeEnd - m_request.from + 1 : m_request.limit) - m_body.size();
    const QByteArray data = m_reply->read(std::max<qint64>(room, 0) + 1);
    if (qint64(data.size()) > room) {
        done(false, range ? tr("%1: the server sent more than the range asked for").arg(m_request.name)
                          : tr("%1 is larger than the %2 MB it may have; refused")
                                .arg(m_request.name, Formatter::integer(m_request.limit >> 20)));
        return;
    }
    m_body.append(data);
    Q_EMIT received(data.size());
}

void BoundedGet::onFinished()
{
    if (!m_reply)
        return;
    onReadyRead();
    QNetworkReply *reply = m_reply;
    if (!reply)
        return; // refused while reading the rest
    const QNetworkReply::NetworkError error = reply->error();
    if (error == QNetworkReply::OperationCanceledError || error == QNetworkReply::TimeoutError) {
        // Only the transfer timeout aborts a reply that is still ours.
        //: %1 what is read, %2 a number of seconds
        done(false, tr("%1: the server sent nothing for %2 seconds")
                        .arg(m_request.name, Formatter::significant(m_request.timeoutMs / 1000.0, 3)));
        return;
    }
    if (error != QNetworkReply::NoError || !m_checked) {
        //: %1 what is read, %2 the network's reason (English)
        done(false, tr("%1 cannot be read: %2").arg(m_request.name, SafeText::printable(reply->errorString())));
        return;
    }
    if (m_request.from >= 0 && m_body.size() != m_rangeEnd - m_request.from + 1) {
        done(false, tr("%1: the server did not send the range asked for").arg(m_request.name));
        return;
    }
    done(true);
}

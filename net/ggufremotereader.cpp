// SPDX-FileCopyrightText: 2026 GPU Advisor contributors
// SPDX-License-Identifier: GPL-3.0-or-later
#include "net/ggufremotereader.h"

#include <QLocale>
#include <QNetworkAccessManager>
#include <QNetworkReply>
#include <QNetworkRequest>
#include <QRegularExpression>

using namespace Qt::StringLiterals;

namespace {

/// The first request's size: a header without a large vocabulary fits in it.
constexpr qint64 GgufFirstRange = 1LL << 20;

QString ggufUrlName(const QUrl &url)
{
    return url.fileName().isEmpty() ? url.toDisplayString() : url.fileName();
}

} // namespace

GgufRemoteReader::GgufRemoteReader(QObject *parent)
    : QObject(parent)
    , m_network(new QNetworkAccessManager(this))
{}

GgufRemoteReader::~GgufRemoteReader()
{
    stopReply();
}

void GgufRemoteReader::start(const QUrl &url)
{
    stopReply();
    m_running = true;
    m_error.clear();
    m_info = {};
    m_headers.clear();
    m_names.clear();
    m_hash.reset();
    m_received = 0;
    m_part = 0;
    m_parts = {url};
    const QString scheme = url.scheme().toLower();
    if (!url.isValid() || (scheme != u"http"_s && scheme != u"https"_s)) {
        //: %1 is a link
        fail(tr("%1 is not an http or https link").arg(url.toDisplayString()));
        return;
    }
    static const QRegularExpression split(u"^(.*)-(\\d{5})-of-(\\d{5})\\.gguf$"_s,
                                          QRegularExpression::CaseInsensitiveOption);
    const QRegularExpressionMatch match = split.match(url.fileName());
    if (match.hasMatch()) {
        const int count = match.captured(3).toInt();
        if (count < 1 || count > 999) {
            fail(tr("%1 names %2 parts; a split model has 1 to 999").arg(url.fileName()).arg(count));
            return;
        }
        m_parts.clear();
        for (int i = 1; i <= count; ++i) {
            QUrl part = url;
            const QString name =
                u"%1-%2-of-%3.gguf"_s.arg(match.captured(1)).arg(i, 5, 10, QChar(u'0')).arg(count, 5, 10, QChar(u'0'));
            QString path = url.path();
            path.chop(url.fileName().size());
            part.setPath(path + name);
            m_parts.append(part);
        }
    }
    m_buffer.clear();
    m_fileSize = -1;
    requestRange(0, GgufFirstRange - 1);
}

void GgufRemoteReader::cancel()
{
    if (m_running)
        fail(tr("cancelled"));
}

void GgufRemoteReader::stopReply()
{
    if (m_reply) {
        QNetworkReply *reply = m_reply;
        m_reply = nullptr;
        reply->disconnect(this);
        reply->abort();
        reply->deleteLater();
    }
}

void GgufRemoteReader::fail(const QString &message)
{
    stopReply();
    m_error = message;
    m_info = {};
    if (!m_running)
        return;
    m_running = false;
    Q_EMIT finished(false);
}

void GgufRemoteReader::requestRange(qint64 from, qint64 to)
{
    if (m_fileSize >= 0)
        to = std::min(to, m_fileSize - 1);
    if (m_received + (to - from + 1) > MaxBytes) {
        //: %1 a file, %2 a size in MB
        fail(tr("%1: the header would need more than the %2 MB read from a link")
                 .arg(ggufUrlName(m_parts.at(m_part)))
                 .arg(MaxBytes >> 20));
        return;
    }
    m_rangeFrom = from;
    m_rangeTo = to;
    m_rangeChecked = false;
    QNetworkRequest request(m_parts.at(m_part));
    request.setRawHeader("Range", "bytes=" + QByteArray::number(from) + '-' + QByteArray::number(to));
    request.setRawHeader("Accept-Encoding", "identity");
    request.setAttribute(QNetworkRequest::RedirectPolicyAttribute, QNetworkRequest::UserVerifiedRedirectPolicy);
    request.setMaximumRedirectsAllowed(10);
    request.setTransferTimeout(m_timeoutMs);
    QNetworkReply *reply = m_network->get(request);
    m_reply = reply;
    const QString scheme = m_parts.at(m_part).scheme().toLower();
    connect(reply, &QNetworkReply::redirected, this, [this, reply, scheme](const QUrl &target) {
        if (target.scheme().toLower() != scheme) {
            //: %1 a link, %2 the link it redirects to
            fail(tr("%1 redirects to %2, another scheme; refused")
                     .arg(ggufUrlName(m_parts.at(m_part)), target.toDisplayString()));
            return;
        }
        Q_EMIT reply->redirectAllowed();
    });
    connect(reply, &QNetworkReply::metaDataChanged, this, &GgufRemoteReader::onMetaData);
    connect(reply, &QNetworkReply::readyRead, this, &GgufRemoteReader::onReadyRead);
    connect(reply, &QNetworkReply::finished, this, &GgufRemoteReader::onFinished);
}

void GgufRemoteReader::onMetaData()
{
    if (!m_reply || m_rangeChecked)
        return;
    const int status = m_reply->attribute(QNetworkRequest::HttpStatusCodeAttribute).toInt();
    if (status >= 300 && status < 400) {
        // Qt refuses a redirect to another scheme itself, before redirected(); say why here.
        const QUrl target = m_parts.at(m_part).resolved(QUrl(QString::fromUtf8(m_reply->rawHeader("Location"))));
        if (target.scheme().toLower() != m_parts.at(m_part).scheme().toLower()) {
            fail(tr("%1 redirects to %2, another scheme; refused")
                     .arg(ggufUrlName(m_parts.at(m_part)), target.toDisplayString()));
        }
        return; // a redirect of the same scheme is followed (redirected() above)
    }
    if (status == 0)
        return;
    m_rangeChecked = true;
    const QString name = ggufUrlName(m_parts.at(m_part));
    if (status == 200) {
        //: %1 a file behind a link
        fail(tr("%1: the server ignores range requests and would send the whole file; only its header is read, so it "
                "is refused")
                 .arg(name));
        return;
    }
    if (status != 206) {
        //: %1 a file behind a link, %2 an HTTP status code
        fail(tr("%1: the server answered HTTP %2").arg(name).arg(status));
        return;
    }
    // Content-Range: bytes FROM-TO/SIZE (SIZE may be *).
    static const QRegularExpression range(u"^bytes (\\d+)-(\\d+)/(\\d+|\\*)$"_s);
    const QRegularExpressionMatch m = range.match(QString::fromLatin1(m_reply->rawHeader("Content-Range")).trimmed());
    if (!m.hasMatch() || m.captured(1).toLongLong() != m_rangeFrom || m.captured(2).toLongLong() > m_rangeTo) {
        fail(tr("%1: the server did not send the range asked for").arg(name));
        return;
    }
    if (m.captured(3) != u"*"_s) {
        const qint64 size = m.captured(3).toLongLong();
        if (m_fileSize >= 0 && size != m_fileSize) {
            fail(tr("%1 changed size while it was read").arg(name));
            return;
        }
        m_fileSize = size;
    }
}

void GgufRemoteReader::onReadyRead()
{
    if (!m_reply)
        return;
    if (!m_rangeChecked) {
        onMetaData();
        if (!m_reply || !m_rangeChecked)
            return;
    }
    const qint64 wanted = m_rangeTo - m_rangeFrom + 1;
    const qint64 already = qint64(m_buffer.size()) - m_rangeFrom;
    const qint64 room = wanted - already;
    const QByteArray data = m_reply->read(std::max<qint64>(room, 0) + 1);
    if (qint64(data.size()) > room) {
        fail(tr("%1: the server sent more than the range asked for").arg(ggufUrlName(m_parts.at(m_part))));
        return;
    }
    m_buffer.append(data);
    m_received += data.size();
    Q_EMIT progress(m_received, MaxBytes);
}

void GgufRemoteReader::onFinished()
{
    if (!m_reply)
        return;
    QNetworkReply *reply = m_reply;
    m_reply = nullptr;
    reply->deleteLater();
    if (reply->error() != QNetworkReply::NoError) {
        //: %1 a file behind a link, %2 the network's reason
        fail(tr("%1 cannot be read: %2").arg(ggufUrlName(m_parts.at(m_part)), reply->errorString()));
        return;
    }
    if (!m_rangeChecked) {
        fail(tr("%1: the server did not send the range asked for").arg(ggufUrlName(m_parts.at(m_part))));
        return;
    }
    parseBuffer();
}

void GgufRemoteReader::parseBuffer()
{
    const QString name = ggufUrlName(m_parts.at(m_part));
    const bool complete = m_fileSize >= 0 && qint64(m_buffer.size()) >= m_fileSize;
    const GgufReader::Result r = GgufReader::parse(m_buffer, m_fileSize, complete);
    if (r.status == GgufReader::Status::Invalid) {
        fail(tr("%1: %2").arg(name, r.error));
        return;
    }
    if (r.status == GgufReader::Status::NeedMore) {
        const qint64 size = m_buffer.size();
        const qint64 next = std::max<qint64>(qint64(r.needBytes), size * 2);
        requestRange(size, next - 1);
        return;
    }
    m_hash.addData(QByteArrayView(m_buffer).first(qsizetype(r.header.headerBytes)));
    m_headers.append(r.header);
    m_names.append(name);
    if (++m_part < m_parts.size()) {
        m_buffer.clear();
        m_fileSize = -1;
        requestRange(0, GgufFirstRange - 1);
        return;
    }
    QString error;
    if (!GgufModelReader::fromHeaders(m_headers, m_names, QString::fromLatin1(m_hash.result().toHex()), &m_info,
                                      &error)) {
        fail(tr("%1: %2").arg(m_names.first(), error));
        return;
    }
    m_running = false;
    Q_EMIT finished(true);
}

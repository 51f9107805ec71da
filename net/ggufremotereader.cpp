// SPDX-FileCopyrightText: 2026 GPU Advisor contributors
// SPDX-License-Identifier: GPL-3.0-or-later
#include "net/ggufremotereader.h"

#include "net/boundedget.h"

#include <QNetworkAccessManager>
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
    , m_get(new BoundedGet(m_network, this))
{
    connect(m_get, &BoundedGet::received, this, [this](qint64 bytes) {
        m_received += bytes;
        Q_EMIT progress(m_received, MaxBytes);
    });
    connect(m_get, &BoundedGet::finished, this, &GgufRemoteReader::onRangeRead);
}

GgufRemoteReader::~GgufRemoteReader()
{
    m_get->abort();
}

void GgufRemoteReader::start(const QUrl &url, const QString &token)
{
    m_get->abort();
    m_running = true;
    m_token = token;
    m_httpStatus = 0;
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

void GgufRemoteReader::fail(const QString &message)
{
    m_get->abort();
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
    BoundedGet::Request request;
    request.url = m_parts.at(m_part);
    request.name = ggufUrlName(request.url);
    request.token = m_token;
    request.from = from;
    request.to = to;
    request.timeoutMs = m_timeoutMs;
    m_get->start(request);
}

void GgufRemoteReader::onRangeRead(bool ok)
{
    if (!m_running)
        return;
    if (!ok) {
        m_httpStatus = m_get->httpStatus();
        fail(m_get->error());
        return;
    }
    if (m_get->fileSize() >= 0) {
        if (m_fileSize >= 0 && m_get->fileSize() != m_fileSize) {
            fail(tr("%1 changed size while it was read").arg(ggufUrlName(m_parts.at(m_part))));
            return;
        }
        m_fileSize = m_get->fileSize();
    }
    m_buffer.append(m_get->body());
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

// SPDX-FileCopyrightText: 2026 GPU Advisor contributors
// SPDX-License-Identifier: GPL-3.0-or-later
#include "net/networkmodelreader.h"

#include "model/format/formatter.h"
#include "model/io/safetext.h"
#include "net/boundedget.h"
#include "net/ggufremotereader.h"

#include <QNetworkAccessManager>
#include <QTimer>
#include <QtEndian>

using namespace Qt::StringLiterals;

namespace {

const QString ConfigFile = u"config.json"_s;
const QString IndexFile = u"model.safetensors.index.json"_s;
const QString SingleFile = u"model.safetensors"_s;

} // namespace

NetworkModelReader::NetworkModelReader(QObject *parent)
    : RemoteModelReader(parent)
    , m_network(new QNetworkAccessManager(this))
    , m_get(new BoundedGet(m_network, this))
    , m_ggufReader(new GgufRemoteReader(this))
    , m_deadline(new QTimer(this))
{
    m_deadline->setSingleShot(true);
    m_deadline->setInterval(10 * 60 * 1000);
    connect(m_deadline, &QTimer::timeout, this, [this] {
        //: %1 a number of minutes
        finish(Status::Failed, tr("reading the model took longer than %1 minutes; try again later")
                                   .arg(Formatter::significant(m_deadline->interval() / 60000.0, 3)));
    });
    connect(m_get, &BoundedGet::received, this, [this](qint64 bytes) {
        m_received += bytes;
        //: %1 a file name
        Q_EMIT progress(m_received, MaxTotalBytes, tr("Reading %1").arg(m_file));
    });
    connect(m_get, &BoundedGet::finished, this, &NetworkModelReader::fetched);
    connect(m_ggufReader, &GgufRemoteReader::progress, this, [this](qint64 bytes, qint64 limit) {
        m_received = bytes;
        Q_EMIT progress(bytes, limit, tr("Reading the GGUF header"));
    });
    connect(m_ggufReader, &GgufRemoteReader::finished, this, &NetworkModelReader::ggufRead);
}

NetworkModelReader::~NetworkModelReader()
{
    m_get->abort();
}

void NetworkModelReader::setDeadline(int milliseconds)
{
    m_deadline->setInterval(milliseconds);
}

QString NetworkModelReader::where(const QString &file) const
{
    //: %1 a file in a repository, %2 the repository ("Qwen/Qwen3-8B")
    return tr("%1 of %2").arg(SafeText::printable(file), m_ref.label());
}

QString NetworkModelReader::needsTokenMessage() const
{
    if (m_token.isEmpty()) {
        //: %1 a Hugging Face repository or a link
        return tr("%1 is gated or private (or does not exist): reading it needs an access token of an account that "
                  "may read it")
            .arg(m_ref.repo.isEmpty() ? m_file : m_ref.label());
    }
    return tr("the access token given may not read %1: it is gated or private (accept its terms on Hugging Face "
              "first), or it does not exist")
        .arg(m_ref.repo.isEmpty() ? m_file : m_ref.label());
}

void NetworkModelReader::readHuggingFace(const HfRepoRef &ref, const QUrl &endpoint, const QString &token)
{
    begin(token);
    m_ref = ref;
    m_endpoint = endpoint;
    m_config.clear();
    m_shards.clear();
    m_singleFile = false;
    m_shard = 0;
    m_tensors.clear();
    const QString scheme = endpoint.scheme().toLower();
    if (!endpoint.isValid() || (scheme != u"http"_s && scheme != u"https"_s)) {
        //: %1 an address
        finish(Status::Failed,
               tr("%1 is not an http or https address").arg(SafeText::printable(endpoint.toDisplayString())));
        return;
    }
    fetch(Step::Config, ConfigFile, -1, -1, MaxConfigBytes);
}

void NetworkModelReader::readGguf(const QUrl &url, const QString &token)
{
    begin(token);
    m_ref = {};
    m_file = SafeText::printable(url.fileName().isEmpty() ? url.toDisplayString() : url.fileName());
    m_ggufReader->setTimeout(m_timeoutMs);
    m_ggufReader->start(url, token);
}

void NetworkModelReader::begin(const QString &token)
{
    cancel();
    m_running = true;
    m_status = Status::Failed;
    m_error.clear();
    m_hf = {};
    m_gguf = {};
    m_token = token;
    m_received = 0;
    m_deadline->start();
}

void NetworkModelReader::cancel()
{
    if (m_running)
        finish(Status::Cancelled);
}

void NetworkModelReader::finish(Status status, const QString &error)
{
    const bool running = m_running;
    m_running = false; // so that the GGUF reader's own finished() below is not taken for an answer
    m_get->abort();
    if (m_ggufReader->isRunning())
        m_ggufReader->cancel();
    m_deadline->stop();
    if (!running)
        return;
    m_status = status;
    m_error = error;
    if (status != Status::Read) {
        m_hf = {};
        m_gguf = {};
    }
    Q_EMIT finished();
}

void NetworkModelReader::fetch(Step step, const QString &file, qint64 from, qint64 to, qint64 limit)
{
    m_step = step;
    m_file = file;
    if (from >= 0 && m_received + (to - from + 1) > MaxTotalBytes) {
        //: %1 a repository, %2 a size in MB
        finish(Status::Failed, tr("%1: its safetensors headers would need more than the %2 MB read from a repository")
                                   .arg(m_ref.label(), Formatter::integer(MaxTotalBytes >> 20)));
        return;
    }
    BoundedGet::Request request;
    request.url = m_ref.fileUrl(m_endpoint, file);
    request.name = where(file);
    request.token = m_token;
    request.from = from;
    request.to = to;
    request.limit = limit;
    request.timeoutMs = m_timeoutMs;
    m_get->start(request);
}

void NetworkModelReader::fetched(bool ok)
{
    if (!m_running)
        return;
    if (!ok && (m_get->httpStatus() == 401 || m_get->httpStatus() == 403)) {
        finish(Status::NeedsToken, needsTokenMessage());
        return;
    }
    switch (m_step) {
    case Step::Config:
        configRead(ok);
        break;
    case Step::Index:
        indexRead(ok);
        break;
    case Step::HeaderLength:
        headerLengthRead(ok);
        break;
    case Step::Header:
        headerRead(ok);
        break;
    }
}

void NetworkModelReader::configRead(bool ok)
{
    if (!ok && m_get->httpStatus() == 404) {
        //: %1 a repository, %2 a revision
        finish(Status::Failed, tr("%1 has no config.json at revision %2 (the server answered 404); check the name "
                                  "and the revision")
                                   .arg(m_ref.repo, m_ref.revision));
        return;
    }
    if (!ok) {
        finish(Status::Failed, m_get->error());
        return;
    }
    m_config = m_get->body();
    fetch(Step::Index, IndexFile, -1, -1, MaxIndexBytes);
}

void NetworkModelReader::indexRead(bool ok)
{
    if (!ok && m_get->httpStatus() == 404) {
        // No index: one model.safetensors, or none (config.json alone).
        m_singleFile = true;
        m_shards = {SingleFile};
        nextShard();
        return;
    }
    if (!ok) {
        finish(Status::Failed, m_get->error());
        return;
    }
    QString error;
    if (!HfConfigReader::parseSafetensorsIndex(m_get->body(), &m_shards, &error)) {
        //: %1 a repository, %2 what is wrong with its index
        finish(Status::Failed, tr("%1: %2").arg(m_ref.label(), error));
        return;
    }
    if (m_shards.size() > MaxShards) {
        //: %1 a file in a repository, %2 a number of files
        finish(Status::Failed, tr("%1 lists more than %2 safetensors files; refused")
                                   .arg(where(IndexFile), Formatter::integer(MaxShards)));
        return;
    }
    nextShard();
}

void NetworkModelReader::nextShard()
{
    if (m_shard >= m_shards.size()) {
        finishHuggingFace();
        return;
    }
    fetch(Step::HeaderLength, m_shards.at(m_shard), 0, 7, 0);
}

void NetworkModelReader::headerLengthRead(bool ok)
{
    if (!ok && m_singleFile && m_get->httpStatus() == 404) {
        finishHuggingFace(); // config.json alone: the parameters are computed
        return;
    }
    if (!ok && m_get->httpStatus() == 404) {
        //: %1 a file in a repository, %2 the index file's name
        finish(Status::Failed,
               tr("%1 is listed in %2 but is not there (the server answered 404)").arg(where(m_file), IndexFile));
        return;
    }
    if (!ok) {
        finish(Status::Failed, m_get->error());
        return;
    }
    const QByteArray &bytes = m_get->body();
    const quint64 length = bytes.size() == 8 ? qFromLittleEndian<quint64>(bytes.constData()) : 0;
    const qint64 size = m_get->fileSize();
    if (length == 0 || length > quint64(MaxHeaderBytes) || (size >= 0 && length > quint64(size - 8))) {
        //: %1 a file in a repository, %2 a number of bytes, %3 a size in MB
        finish(Status::Failed,
               tr("%1 claims a header of %2 bytes; a safetensors header is read only up to %3 MB and within the file")
                   .arg(where(m_file), Formatter::integer(qint64(std::min<quint64>(length, quint64(1) << 62))),
                        Formatter::integer(MaxHeaderBytes >> 20)));
        return;
    }
    fetch(Step::Header, m_file, 8, 8 + qint64(length) - 1, 0);
}

void NetworkModelReader::headerRead(bool ok)
{
    if (!ok) {
        finish(Status::Failed, m_get->error());
        return;
    }
    QList<SafetensorsTensor> tensors;
    QString error;
    if (!HfConfigReader::parseSafetensorsHeader(m_get->body(), &tensors, &error)) {
        //: %1 a file in a repository, %2 what is wrong with it
        finish(Status::Failed, tr("%1: %2").arg(where(m_file), error));
        return;
    }
    m_tensors.append(tensors);
    ++m_shard;
    nextShard();
}

void NetworkModelReader::finishHuggingFace()
{
    QString error;
    HfModelInfo info;
    if (!HfConfigReader::read(m_ref, m_endpoint, m_config, m_tensors, &info, &error)) {
        finish(Status::Failed, tr("%1: %2").arg(where(ConfigFile), error));
        return;
    }
    m_hf = info;
    finish(Status::Read);
}

void NetworkModelReader::ggufRead(bool ok)
{
    if (!m_running)
        return;
    if (ok) {
        m_gguf = m_ggufReader->info();
        finish(Status::Read);
        return;
    }
    if (m_ggufReader->httpStatus() == 401 || m_ggufReader->httpStatus() == 403) {
        finish(Status::NeedsToken, needsTokenMessage());
        return;
    }
    finish(Status::Failed, m_ggufReader->error());
}

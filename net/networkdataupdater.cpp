// SPDX-FileCopyrightText: 2026 GPU Advisor contributors
// SPDX-License-Identifier: GPL-3.0-or-later
#include "net/networkdataupdater.h"

#include "model/io/safetext.h"

#include <QCoreApplication>
#include <QDir>
#include <QFile>
#include <QFileInfo>
#include <QLocale>
#include <QLoggingCategory>
#include <QNetworkAccessManager>
#include <QNetworkReply>
#include <QNetworkRequest>
#include <QTimer>

#ifdef Q_OS_UNIX
#include <cerrno>
#include <fcntl.h>
#include <sys/stat.h>
#include <unistd.h>
#endif

using namespace Qt::StringLiterals;

Q_LOGGING_CATEGORY(lcNet, "gpuadvisor.net", QtWarningMsg)

NetworkDataUpdater::NetworkDataUpdater(Apply apply, QObject *parent)
    : DataUpdater(parent)
    , m_apply(std::move(apply))
    , m_network(new QNetworkAccessManager(this))
    , m_deadline(new QTimer(this))
{
    m_deadline->setSingleShot(true);
    m_deadline->setInterval(10 * 60 * 1000);
    connect(m_deadline, &QTimer::timeout, this, [this] {
        m_pastDeadline = true;
        if (m_reply)
            m_reply->abort(); // replyFinished() says why
    });
}

void NetworkDataUpdater::setDeadline(int milliseconds)
{
    m_deadline->setInterval(milliseconds);
}

NetworkDataUpdater::~NetworkDataUpdater()
{
    if (m_reply) {
        m_reply->disconnect(this);
        m_reply->abort();
    }
}

QList<SigningKey> NetworkDataUpdater::signingKeys() const
{
    const QList<BundleSignature::PublicKey> shipped = BundleSignature::builtInKeys();
    QList<SigningKey> keys;
    for (const BundleSignature::PublicKey &key : m_trusted)
        keys.append({key.idText(), shipped.contains(key)});
    return keys;
}

void NetworkDataUpdater::start(const QUrl &manifestUrl)
{
    if (m_running)
        return;
    m_running = true;
    m_cancelled = false;
    m_pastDeadline = false;
    m_deadline->start();
    m_step = Step::Manifest;
    m_manifestUrl = manifestUrl;
    m_contents = {};
    m_manifestBytes.clear();
    m_done = 0;
    m_fileIndex = 0;
    qCInfo(lcNet) << "fetching" << manifestUrl.toDisplayString();
    Q_EMIT progressed(0, 0, QCoreApplication::translate("DataUpdater", "Reading the list of files"));
    fetch(manifestUrl, DataBundle::MaxManifestBytes);
}

void NetworkDataUpdater::cancel()
{
    if (!m_running || m_cancelled)
        return;
    m_cancelled = true;
    if (m_reply)
        m_reply->abort(); // replyFinished() reports the cancellation
}

void NetworkDataUpdater::fetch(const QUrl &url, qint64 limit)
{
    m_limit = limit;
    m_tooLarge = false;
    if (url.isLocalFile()) {
        // Read here, not by the network layer: it would open a FIFO and wait for a writer for
        // ever, past every timeout and the deadline (issue 27). Only a regular file is read, and
        // only up to the limit; the answer comes from the event loop, as a download's does.
        QTimer::singleShot(0, this, [this, url] { readLocalFile(url); });
        return;
    }
    QNetworkRequest request(url);
    request.setTransferTimeout(m_timeoutMs);
    request.setAttribute(QNetworkRequest::RedirectPolicyAttribute, QNetworkRequest::NoLessSafeRedirectPolicy);
    request.setHeader(QNetworkRequest::UserAgentHeader,
                      u"gpu-advisor/%1"_s.arg(QCoreApplication::applicationVersion()));
    m_reply = m_network->get(request);
    connect(m_reply, &QNetworkReply::downloadProgress, this, [this](qint64 received, qint64) {
        if (received > m_limit && m_reply) {
            // Never keep more than the manifest promised: an endless or swollen reply stops here.
            m_tooLarge = true;
            m_reply->abort();
            return;
        }
        if (m_step == Step::Files)
            Q_EMIT progressed(m_done + received, m_contents.manifest.totalSize(),
                              QCoreApplication::translate("DataUpdater", "Downloading %1")
                                  .arg(m_contents.manifest.files.at(m_fileIndex).name));
    });
    connect(m_reply, &QNetworkReply::finished, this, &NetworkDataUpdater::replyFinished);
}

void NetworkDataUpdater::readLocalFile(const QUrl &url)
{
    if (!m_running)
        return;
    if (m_cancelled) {
        finish(UpdateOutcome::Status::Cancelled);
        return;
    }
    const QString path = url.toLocalFile();
    const QString shown = SafeText::printable(QDir::toNativeSeparators(path));
    const QFileInfo info(path);
    if (info.exists() && !info.isFile() && !info.isDir()) {
        //: %1 is a file path.
        finish(
            UpdateOutcome::Status::Failed,
            QCoreApplication::translate("DataUpdater", "%1 is not a regular file (it is a pipe, a device or a socket)")
                .arg(shown));
        return;
    }
    if (info.isFile() && info.size() > m_limit) {
        //: %1 is a file path; %2 a size in bytes.
        finish(UpdateOutcome::Status::Failed,
               QCoreApplication::translate("DataUpdater", "%1 is larger than the %2 bytes it may have")
                   .arg(shown, QString::number(m_limit)));
        return;
    }
    QFile file(path);
    bool opened = false;
#ifdef Q_OS_UNIX
    // Opened without blocking and checked again on the open file: a file swapped for a pipe
    // after the checks above is still refused, never waited on.
    const int fd = ::open(QFile::encodeName(path).constData(), O_RDONLY | O_NONBLOCK | O_CLOEXEC);
    const QString openError = fd < 0 ? qt_error_string(errno) : QString();
    struct stat st = {};
    if (fd >= 0 && (::fstat(fd, &st) != 0 || !S_ISREG(st.st_mode))) {
        ::close(fd);
        //: %1 is a file path.
        finish(
            UpdateOutcome::Status::Failed,
            QCoreApplication::translate("DataUpdater", "%1 is not a regular file (it is a pipe, a device or a socket)")
                .arg(shown));
        return;
    }
    opened = fd >= 0 && file.open(fd, QIODevice::ReadOnly | QIODevice::Unbuffered, QFileDevice::AutoCloseHandle);
    if (fd >= 0 && !opened)
        ::close(fd);
#else
    const QString openError;
    opened = info.isFile() && file.open(QIODevice::ReadOnly | QIODevice::Unbuffered);
#endif
    if (!info.isFile() || !opened) {
        //: %1 is a file path, %2 the system's reason (English).
        finish(UpdateOutcome::Status::Failed,
               QCoreApplication::translate("DataUpdater", "cannot read %1: %2")
                   .arg(shown, info.isDir()     ? QCoreApplication::translate("DataUpdater", "it is a folder")
                               : !info.exists() ? QCoreApplication::translate("DataUpdater", "there is no such file")
                                                : (openError.isEmpty() ? file.errorString() : openError)));
        return;
    }
    if (!file.isSequential() && file.size() <= m_limit) {
        const QByteArray bytes = file.read(m_limit + 1);
        if (bytes.size() <= m_limit) {
            received(bytes);
            return;
        }
    }
    //: %1 is a file path.
    finish(UpdateOutcome::Status::Failed,
           QCoreApplication::translate("DataUpdater", "%1 is not a regular file of the size it may have").arg(shown));
}

QString NetworkDataUpdater::failure(QNetworkReply *reply) const
{
    const QString address = SafeText::printable(reply->url().toDisplayString());
    if (m_pastDeadline) {
        //: %1 is a number of minutes.
        return QCoreApplication::translate("DataUpdater", "the download took longer than %1 minutes; try again later")
            .arg(QLocale::c().toString(m_deadline->interval() / 60000.0, 'g', 3));
    }
    if (m_tooLarge) {
        //: %1 is an address; %2 a size in bytes.
        return QCoreApplication::translate("DataUpdater", "%1 is larger than the %2 bytes it may have")
            .arg(address, QString::number(m_limit));
    }
    if (reply->error() == QNetworkReply::TooManyRedirectsError) {
        //: %1 is an address.
        return QCoreApplication::translate("DataUpdater", "%1 redirects in a loop (or through too many addresses); "
                                                          "ask the publisher to fix the address")
            .arg(address);
    }
    if (reply->error() == QNetworkReply::InsecureRedirectError) {
        //: %1 is an address.
        return QCoreApplication::translate("DataUpdater", "%1 redirects from https to an insecure http address; "
                                                          "it is not followed")
            .arg(address);
    }
    const QVariant status = reply->attribute(QNetworkRequest::HttpStatusCodeAttribute);
    if (status.isValid() && status.toInt() == 404 && m_step == Step::Signature) {
        //: %1 is an address, %2 the name of the signature file.
        return QCoreApplication::translate("DataUpdater", "the bundle at %1 is not signed (there is no %2 beside its "
                                                          "manifest); GPU Advisor takes only signed data")
            .arg(SafeText::printable(m_manifestUrl.toDisplayString()), BundleSignature::signatureName());
    }
    if (status.isValid() && status.toInt() == 404) {
        //: %1 is an address.
        return QCoreApplication::translate("DataUpdater", "nothing has been published at %1 yet (the server answered "
                                                          "404); check the address, or try again later")
            .arg(address);
    }
    if (status.isValid() && status.toInt() != 200) {
        // The reason phrase is the server's own text: shown bounded and without control codes.
        const QString reason =
            SafeText::printable(reply->attribute(QNetworkRequest::HttpReasonPhraseAttribute).toString(), 60);
        //: %1 is an HTTP status code such as 503, %2 its reason ("Service Unavailable", in English), %3 an address.
        return QCoreApplication::translate("DataUpdater", "the server answered %1 %2 for %3")
            .arg(QString::number(status.toInt()), reason, address);
    }
    switch (reply->error()) {
    case QNetworkReply::NoError:
        return {};
    case QNetworkReply::OperationCanceledError:
    case QNetworkReply::TimeoutError:
        //: %1 is an address, %2 a number of seconds.
        return QCoreApplication::translate("DataUpdater", "%1 sent nothing for %2 seconds; try again later")
            .arg(address, QString::number(m_timeoutMs / 1000.0, 'g', 3));
    case QNetworkReply::HostNotFoundError:
    case QNetworkReply::ConnectionRefusedError:
    case QNetworkReply::NetworkSessionFailedError:
    case QNetworkReply::TemporaryNetworkFailureError:
    case QNetworkReply::UnknownNetworkError:
    case QNetworkReply::RemoteHostClosedError:
        //: %1 is an address, %2 the network's own message (English).
        return QCoreApplication::translate("DataUpdater", "cannot reach %1 (%2); check the connection or the address")
            .arg(address, SafeText::printable(reply->errorString()));
    default:
        //: %1 is an address, %2 the network's own message (English).
        return QCoreApplication::translate("DataUpdater", "cannot download %1: %2")
            .arg(address, SafeText::printable(reply->errorString()));
    }
}

void NetworkDataUpdater::replyFinished()
{
    QNetworkReply *reply = m_reply;
    if (!reply)
        return;
    reply->deleteLater();
    m_reply = nullptr;
    if (m_cancelled) {
        finish(UpdateOutcome::Status::Cancelled);
        return;
    }
    const QString problem = failure(reply);
    if (!problem.isEmpty()) {
        finish(UpdateOutcome::Status::Failed, problem);
        return;
    }
    const QByteArray bytes = reply->readAll();
    if (bytes.size() > m_limit) {
        m_tooLarge = true;
        finish(UpdateOutcome::Status::Failed, failure(reply));
        return;
    }
    received(bytes);
}

void NetworkDataUpdater::received(const QByteArray &bytes)
{
    QString error;
    if (m_step == Step::Manifest) {
        // Nothing of the manifest is read before its signature is checked.
        m_manifestBytes = bytes;
        m_step = Step::Signature;
        Q_EMIT progressed(0, 0, QCoreApplication::translate("DataUpdater", "Checking the signature"));
        fetch(m_manifestUrl.resolved(QUrl(BundleSignature::signatureName())), BundleSignature::MaxFileBytes);
        return;
    }
    if (m_step == Step::Signature) {
        if (!BundleSignature::verify(m_manifestBytes, bytes, m_trusted, &error)) {
            //: %1 is an address, %2 what is wrong with its signature.
            finish(UpdateOutcome::Status::Failed,
                   QCoreApplication::translate("DataUpdater", "%1: %2")
                       .arg(SafeText::printable(m_manifestUrl.toDisplayString()), error));
            return;
        }
        if (!DataBundle::parseManifest(m_manifestBytes, &m_contents.manifest, &error)) {
            //: %1 is an address, %2 what is wrong with the file there.
            finish(UpdateOutcome::Status::Failed,
                   QCoreApplication::translate("DataUpdater", "%1: %2")
                       .arg(SafeText::printable(m_manifestUrl.toDisplayString()), error));
            return;
        }
        m_step = Step::Files;
        m_fileIndex = 0;
        nextFile();
        return;
    }
    const BundleFile &file = m_contents.manifest.files.at(m_fileIndex);
    if (!DataBundle::verifyFile(file, bytes, &error)) {
        finish(UpdateOutcome::Status::Failed, error);
        return;
    }
    m_contents.files.insert(file.name, bytes);
    m_done += bytes.size();
    ++m_fileIndex;
    nextFile();
}

void NetworkDataUpdater::nextFile()
{
    const BundleManifest &manifest = m_contents.manifest;
    if (m_fileIndex < manifest.files.size()) {
        const BundleFile &file = manifest.files.at(m_fileIndex);
        Q_EMIT progressed(m_done, manifest.totalSize(),
                          QCoreApplication::translate("DataUpdater", "Downloading %1").arg(file.name));
        // The name is a plain file name (checked), so it resolves beside the manifest.
        fetch(m_manifestUrl.resolved(QUrl(file.name)), file.size);
        return;
    }
    Q_EMIT progressed(m_done, manifest.totalSize(),
                      QCoreApplication::translate("DataUpdater", "Checking and saving the data"));
    UpdateReport report;
    QString error;
    if (!m_apply || !m_apply(m_contents, &report, &error)) {
        finish(UpdateOutcome::Status::Failed, error);
        return;
    }
    finish(UpdateOutcome::Status::Updated, {}, report);
}

void NetworkDataUpdater::finish(UpdateOutcome::Status status, const QString &error, const UpdateReport &report)
{
    m_running = false;
    m_deadline->stop();
    m_contents = {};
    UpdateOutcome outcome;
    outcome.status = status;
    outcome.error = error;
    outcome.report = report;
    if (status == UpdateOutcome::Status::Failed)
        qCWarning(lcNet) << "data update failed:" << error;
    Q_EMIT finished(outcome);
}

// SPDX-FileCopyrightText: 2026 GPU Advisor contributors
// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include "model/update/databundle.h"
#include "model/update/dataupdate.h"
#include "net/bundlesignature.h"

#include <QPointer>

#include <functional>

class QNetworkAccessManager;
class QNetworkReply;
class QTimer;

/// Downloads a data bundle over HTTP(S) with QNetworkAccessManager: the manifest, then each
/// file it lists from beside it, one at a time. Each download is bounded: a reply larger than
/// the manifest says (or than a manifest may be) is cut off, and one that stalls longer than
/// the timeout fails. The manifest is read only once its signature (manifest.json.minisig beside
/// it) was checked against the trusted keys (BundleSignature). When every file arrived and
/// matched its size and SHA-256, the bundle is handed to `apply` (the database side, wired by
/// app/); nothing is written before that.
class NetworkDataUpdater final : public DataUpdater
{
    Q_OBJECT

public:
    /// Writes the bundle; false with a reason leaves the database as it was.
    using Apply = std::function<bool(const BundleContents &bundle, UpdateReport *report, QString *error)>;

    explicit NetworkDataUpdater(Apply apply, QObject *parent = nullptr);
    ~NetworkDataUpdater() override;

    void start(const QUrl &manifestUrl) override;
    void cancel() override;
    bool isRunning() const override { return m_running; }

    /// How long a download may go without receiving anything (default 30 s).
    void setTimeout(int milliseconds) { m_timeoutMs = milliseconds; }
    int timeout() const { return m_timeoutMs; }
    /// How long a whole update may take, however steadily a slow server sends (default 10 min).
    void setDeadline(int milliseconds);
    /// The keys a bundle may be signed by (default: the ones this build ships).
    void setTrustedKeys(const QList<BundleSignature::PublicKey> &keys) { m_trusted = keys; }
    QList<SigningKey> signingKeys() const override;

private:
    enum class Step { Manifest, Signature, Files };

    void fetch(const QUrl &url, qint64 limit);
    void replyFinished();
    /// A file:// address, read here: a regular file only, up to the limit.
    void readLocalFile(const QUrl &url);
    /// The bytes of the manifest or of the current file arrived whole.
    void received(const QByteArray &bytes);
    void nextFile();
    void finish(UpdateOutcome::Status status, const QString &error = {}, const UpdateReport &report = {});
    /// Why a reply failed, for the user; empty when it did not.
    QString failure(QNetworkReply *reply) const;

    Apply m_apply;
    QNetworkAccessManager *m_network = nullptr;
    QPointer<QNetworkReply> m_reply;
    QTimer *m_deadline = nullptr;
    bool m_pastDeadline = false;
    int m_timeoutMs = 30000;
    bool m_running = false;
    bool m_cancelled = false;
    bool m_tooLarge = false;
    Step m_step = Step::Manifest;
    QUrl m_manifestUrl;
    qint64 m_limit = 0;
    qint64 m_done = 0; ///< bytes of the files before the current one
    BundleContents m_contents;
    QByteArray m_manifestBytes;
    QList<BundleSignature::PublicKey> m_trusted = BundleSignature::builtInKeys();
    int m_fileIndex = 0;
};

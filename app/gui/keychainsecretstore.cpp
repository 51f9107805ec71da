// SPDX-FileCopyrightText: 2026 GPU Advisor contributors
// SPDX-License-Identifier: GPL-3.0-or-later
#include "app/gui/keychainsecretstore.h"

#include <qt6keychain/keychain.h>

#include <QTimer>

using namespace Qt::StringLiterals;

namespace {

/// True when the job failed because no keychain service runs (or none is built in), not because
/// the keychain refused: then the secrets live for the session.
bool meansNoKeychain(QKeychain::Error error)
{
    // A Secret Service that cannot be reached (no D-Bus session bus, no service on it) is
    // reported by QtKeychain's libsecret and KWallet back ends as OtherError.
    return error == QKeychain::NoBackendAvailable || error == QKeychain::NotImplemented ||
           error == QKeychain::OtherError;
}

} // namespace

KeychainSecretStore::KeychainSecretStore(QObject *parent)
    : SecretStore(parent)
{}

QString KeychainSecretStore::serviceName()
{
    return u"GPU Advisor"_s;
}

void KeychainSecretStore::keepForSessionOnly()
{
    m_sessionOnly = true;
}

void KeychainSecretStore::read(const QString &key)
{
    if (m_sessionOnly) {
        // readFinished() follows the call, as the keychain's does.
        QTimer::singleShot(0, this, [this, key] { Q_EMIT readFinished(key, m_session.value(key), {}); });
        return;
    }
    auto *job = new QKeychain::ReadPasswordJob(serviceName(), this);
    job->setAutoDelete(true);
    job->setInsecureFallback(false);
    job->setKey(key);
    connect(job, &QKeychain::Job::finished, this, [this, key, job] {
        const QKeychain::Error error = job->error();
        if (error == QKeychain::NoError) {
            Q_EMIT readFinished(key, job->textData(), {});
        } else if (error == QKeychain::EntryNotFound) {
            Q_EMIT readFinished(key, {}, {});
        } else if (meansNoKeychain(error)) {
            keepForSessionOnly();
            Q_EMIT readFinished(key, m_session.value(key), {});
        } else {
            Q_EMIT readFinished(key, {}, job->errorString());
        }
    });
    job->start();
}

void KeychainSecretStore::write(const QString &key, const QString &value)
{
    if (m_sessionOnly) {
        m_session.insert(key, value);
        QTimer::singleShot(0, this, [this, key] { Q_EMIT writeFinished(key, {}); });
        return;
    }
    auto *job = new QKeychain::WritePasswordJob(serviceName(), this);
    job->setAutoDelete(true);
    job->setInsecureFallback(false);
    job->setKey(key);
    job->setTextData(value);
    connect(job, &QKeychain::Job::finished, this, [this, key, value, job] {
        const QKeychain::Error error = job->error();
        if (error == QKeychain::NoError) {
            Q_EMIT writeFinished(key, {});
        } else if (meansNoKeychain(error)) {
            keepForSessionOnly();
            m_session.insert(key, value);
            Q_EMIT writeFinished(key, {});
        } else {
            Q_EMIT writeFinished(key, job->errorString());
        }
    });
    job->start();
}

void KeychainSecretStore::remove(const QString &key)
{
    m_session.remove(key);
    if (m_sessionOnly) {
        QTimer::singleShot(0, this, [this, key] { Q_EMIT writeFinished(key, {}); });
        return;
    }
    auto *job = new QKeychain::DeletePasswordJob(serviceName(), this);
    job->setAutoDelete(true);
    job->setInsecureFallback(false);
    job->setKey(key);
    connect(job, &QKeychain::Job::finished, this, [this, key, job] {
        const QKeychain::Error error = job->error();
        if (error == QKeychain::NoError || error == QKeychain::EntryNotFound) {
            Q_EMIT writeFinished(key, {});
        } else if (meansNoKeychain(error)) {
            keepForSessionOnly();
            Q_EMIT writeFinished(key, {});
        } else {
            Q_EMIT writeFinished(key, job->errorString());
        }
    });
    job->start();
}

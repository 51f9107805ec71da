// SPDX-FileCopyrightText: 2026 GPU Advisor contributors
// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include "model/settings/secretstore.h"

#include <QHash>
#include <QString>

/// Keeps secrets in the system keychain through QtKeychain (the Secret Service or KWallet on
/// Linux, the Keychain on macOS, the Credential Manager on Windows) under the service "GPU
/// Advisor". Where no keychain service answers (a headless Linux without a D-Bus secret
/// service), it keeps them in memory until the app quits and says so by isPersistent(). A
/// secret goes nowhere else: no settings file (QtKeychain's insecure fallback stays off), no log.
class KeychainSecretStore final : public SecretStore
{
    Q_OBJECT

public:
    explicit KeychainSecretStore(QObject *parent = nullptr);

    /// The service the secrets are kept under: "GPU Advisor".
    static QString serviceName();

    void read(const QString &key) override;
    void write(const QString &key, const QString &value) override;
    void remove(const QString &key) override;
    bool isPersistent() const override { return !m_sessionOnly; }

private:
    /// From now on the secrets live in memory: no keychain service answered.
    void keepForSessionOnly();

    bool m_sessionOnly = false;
    QHash<QString, QString> m_session;
};

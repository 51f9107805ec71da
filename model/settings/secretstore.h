// SPDX-FileCopyrightText: 2026 GPU Advisor contributors
// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include <QObject>
#include <QString>

/// Where a secret the user entered (the Hugging Face access token) is kept: the system keychain
/// where one runs, else only for this session. Never the settings file, never a log. app/
/// implements it with QtKeychain; tests use their own store.
class SecretStore : public QObject
{
    Q_OBJECT

public:
    using QObject::QObject;

    /// Starts reading `key`; readFinished() follows (an empty value when none is kept).
    virtual void read(const QString &key) = 0;
    /// Starts keeping `value` under `key`; writeFinished() follows.
    virtual void write(const QString &key, const QString &value) = 0;
    /// Starts forgetting `key`; writeFinished() follows.
    virtual void remove(const QString &key) = 0;
    /// False when no keychain service answered and secrets live only until the app quits.
    virtual bool isPersistent() const = 0;

Q_SIGNALS:
    void readFinished(const QString &key, const QString &value, const QString &error);
    void writeFinished(const QString &key, const QString &error);
};

// SPDX-FileCopyrightText: 2026 GPU Advisor contributors
// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include <QCoreApplication>
#include <QString>

/// What the recovery flow asks and tells the user: message boxes in the app, a recording fake
/// in the tests.
class RecoveryDialogs
{
public:
    virtual ~RecoveryDialogs() = default;
    /// The database cannot be used and there is no file to recover from.
    virtual void cannotUse(const QString &reason) = 0;
    /// Offers a fresh database at `target` with what can be salvaged; true when the user takes it.
    virtual bool offerFreshDatabase(const QString &reason, const QString &target) = 0;
    virtual void recoveryFailed(const QString &reason) = 0;
    /// The recovery worked; `summary` says where the new file is and what was salvaged.
    virtual void recovered(const QString &summary) = 0;
};

/// RecoveryDialogs as message boxes (the title is "GPU Advisor").
class MessageBoxRecoveryDialogs final : public RecoveryDialogs
{
public:
    void cannotUse(const QString &reason) override;
    bool offerFreshDatabase(const QString &reason, const QString &target) override;
    void recoveryFailed(const QString &reason) override;
    void recovered(const QString &summary) override;
};

/// The database cannot be used at start-up: say why and offer a fresh one with what can be
/// salvaged from the old file, which is only read.
class RecoveryFlow final
{
public:
    explicit RecoveryFlow(RecoveryDialogs &dialogs)
        : m_dialogs(dialogs)
    {}

    /// True with `recoveredPath` set when the user took the offer and the recovery worked.
    /// `worthRecovering` false (a healthy file refused for what it is: read-only, another
    /// program's, newer) only reports the reason.
    bool offer(const QString &path, const QString &reason, QString *recoveredPath, bool worthRecovering = true);

private:
    RecoveryDialogs &m_dialogs;
};

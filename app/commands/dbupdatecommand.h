// SPDX-FileCopyrightText: 2026 GPU Advisor contributors
// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include "app/commands/command.h"
#include "net/bundlesignature.h"

class SettingsStore;

/// `db update [--url URL]`: downloads the data bundle (the address given, else the one in
/// Preferences, else the project's own), checks it whole and applies it in one transaction,
/// then prints what changed kind by kind. Any failure leaves the database as it was and says why.
class DbUpdateCommand final : public Command
{
    Q_DECLARE_TR_FUNCTIONS(CommandLine)

public:
    QString name() const override;
    QString messageName() const override;
    QString summary() const override;
    QString description() const override;
    QList<QCommandLineOption> options() const override;
    QList<Synopsis> synopses() const override;
    int run(CommandContext &context) const override;

    /// The keys a data bundle may be signed by: the shipped ones and those the user trusts.
    static QList<BundleSignature::PublicKey> trustedKeys(const SettingsStore &settings);

private:
    static int forgetKey(CommandContext &context, SettingsStore &settings);
    static int trustKey(CommandContext &context, SettingsStore &settings);
};

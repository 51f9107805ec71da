// SPDX-FileCopyrightText: 2026 GPU Advisor contributors
// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include "app/commands/command.h"
#include "model/build/buildrequest.h"

/// `build --gpu NAME`: a machine planned around GPUs (PSU, circuit, CPU, memory, cooling, costs), printed or written to
/// a file.
class BuildCommand final : public Command
{
    Q_DECLARE_TR_FUNCTIONS(CommandLine)

public:
    QString name() const override;
    QString summary() const override;
    QList<QCommandLineOption> options() const override;
    QList<Synopsis> synopses() const override;
    bool needsGuiApplication(const QStringList &arguments) const override;
    int run(CommandContext &context) const override;

private:
    /// The request the options describe: the GPUs and counts, power limit, machines, site, costs,
    /// month and workload. False (message printed) when one is refused.
    static bool readRequest(CommandContext &context, BuildRequest *request);
};

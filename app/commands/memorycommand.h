// SPDX-FileCopyrightText: 2026 GPU Advisor contributors
// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include "app/commands/command.h"

/// `memory --params N`: the GPU memory a transformer workload needs, and which GPUs hold it.
class MemoryCommand final : public Command
{
    Q_DECLARE_TR_FUNCTIONS(CommandLine)

public:
    QString name() const override;
    QString summary() const override;
    QList<QCommandLineOption> options() const override;
    QList<Synopsis> synopses() const override;
    int run(CommandContext &context) const override;
};

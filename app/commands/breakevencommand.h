// SPDX-FileCopyrightText: 2026 GPU Advisor contributors
// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include "app/commands/command.h"

struct BreakevenReport;

/// `breakeven`: the days after which a desktop costs less than renting a cloud GPU.
class BreakevenCommand final : public Command
{
    Q_DECLARE_TR_FUNCTIONS(CommandLine)

public:
    QString name() const override;
    QString summary() const override;
    QList<QCommandLineOption> options() const override;
    QList<Synopsis> synopses() const override;
    int run(CommandContext &context) const override;

private:
    /// The named GPU's power draw, cloud rates and price into the report's inputs; ExitCode::Ok,
    /// or the code to end with (message printed).
    static int readCard(CommandContext &context, BreakevenReport *report);
};

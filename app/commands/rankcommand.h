// SPDX-FileCopyrightText: 2026 GPU Advisor contributors
// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include "app/commands/command.h"
#include "model/performance/ranking.h"

/// `rank --metric M`: GPUs by relative performance or performance per dollar, with how each figure was computed
/// (--explain).
class RankCommand final : public Command
{
    Q_DECLARE_TR_FUNCTIONS(CommandLine)

public:
    QString name() const override;
    QString summary() const override;
    QList<QCommandLineOption> options() const override;
    QList<Synopsis> synopses() const override;
    int run(CommandContext &context) const override;

private:
    /// The ranking's options (metric, memory floor, costs, month, condition, sort, software);
    /// false (message printed) when one is refused.
    static bool readRanking(CommandContext &context, RankingOptions *ranking);
};

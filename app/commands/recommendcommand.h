// SPDX-FileCopyrightText: 2026 GPU Advisor contributors
// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include "app/commands/command.h"

/// `recommend --answers yes,no,...`: walks the flowchart; prints the path and the answer (text or JSON) or writes the
/// build list for its first GPU (--out).
class RecommendCommand final : public Command
{
    Q_DECLARE_TR_FUNCTIONS(CommandLine)

public:
    QString name() const override;
    QString summary() const override;
    QList<QCommandLineOption> options() const override;
    QList<Synopsis> synopses() const override;
    bool needsGuiApplication(const QStringList &arguments) const override;
    int run(CommandContext &context) const override;
};

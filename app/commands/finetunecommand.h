// SPDX-FileCopyrightText: 2026 GPU Advisor contributors
// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include "app/commands/command.h"

#include <QCoreApplication>

/// `finetune`: how long a fine-tuning job takes on every configuration that holds it, what it
/// costs in electricity, to buy and to rent, and after how many jobs buying wins (issue 29).
class FinetuneCommand final : public Command
{
    Q_DECLARE_TR_FUNCTIONS(CommandLine)

public:
    QString name() const override;
    QString summary() const override;
    QString description() const override;
    QList<QCommandLineOption> options() const override;
    QList<Synopsis> synopses() const override;
    int run(CommandContext &context) const override;
};

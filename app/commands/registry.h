// SPDX-FileCopyrightText: 2026 GPU Advisor contributors
// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include "app/commands/command.h"

#include <memory>
#include <vector>

/// Every command of the command line, in the order the top-level --help lists them. A command
/// whose name has two words ("db import") is an action of a group ("db"): `gpu-advisor db`
/// alone, or with an unknown action, lists the group's actions.
class CommandRegistry final
{
public:
    /// The registry with every command of the app.
    static const CommandRegistry &instance();

    CommandRegistry() = default;
    void add(std::unique_ptr<Command> command);

    QList<const Command *> commands() const;
    /// The first words of the command names, once each: recommend, rank, ..., db.
    QStringList words() const;
    /// The command `positional` (the positional arguments, command words first) names, or null.
    const Command *find(const QStringList &positional) const;
    /// The actions of the group `word` ("db"), or none when `word` is a command of its own.
    QList<const Command *> group(const QString &word) const;

private:
    std::vector<std::unique_ptr<Command>> m_commands;
};

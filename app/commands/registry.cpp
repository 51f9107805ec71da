// SPDX-FileCopyrightText: 2026 GPU Advisor contributors
// SPDX-License-Identifier: GPL-3.0-or-later
#include "app/commands/registry.h"

#include "app/commands/breakevencommand.h"
#include "app/commands/buildcommand.h"
#include "app/commands/dbcommands.h"
#include "app/commands/dbupdatecommand.h"
#include "app/commands/finetunecommand.h"
#include "app/commands/llmcommands.h"
#include "app/commands/memorycommand.h"
#include "app/commands/plancommand.h"
#include "app/commands/rankcommand.h"
#include "app/commands/recommendcommand.h"

#include <algorithm>

using namespace Qt::StringLiterals;

namespace {

QString firstWord(const Command &command)
{
    return command.name().section(u' ', 0, 0);
}

} // namespace

const CommandRegistry &CommandRegistry::instance()
{
    // The order of the top-level --help. A new command is one line here (see README, "Adding a command").
    static const CommandRegistry registry = [] {
        CommandRegistry r;
        r.add(std::make_unique<RecommendCommand>());
        r.add(std::make_unique<RankCommand>());
        r.add(std::make_unique<BreakevenCommand>());
        r.add(std::make_unique<MemoryCommand>());
        r.add(std::make_unique<DbRecoverCommand>());
        r.add(std::make_unique<DbImportCommand>());
        r.add(std::make_unique<DbImportBenchmarksCommand>());
        r.add(std::make_unique<DbImportLlmSpeedsCommand>());
        r.add(std::make_unique<DbExportCommand>());
        r.add(std::make_unique<DbUpdateCommand>());
        r.add(std::make_unique<BuildCommand>());
        r.add(std::make_unique<ModelsCommand>());
        r.add(std::make_unique<ModelsImportCommand>());
        r.add(std::make_unique<ModelsExportCommand>());
        r.add(std::make_unique<PlanCommand>());
        r.add(std::make_unique<FinetuneCommand>());
        return r;
    }();
    return registry;
}

void CommandRegistry::add(std::unique_ptr<Command> command)
{
    Q_ASSERT(std::none_of(m_commands.cbegin(), m_commands.cend(),
                          [&command](const auto &c) { return c->name() == command->name(); }));
    m_commands.push_back(std::move(command));
}

QList<const Command *> CommandRegistry::commands() const
{
    QList<const Command *> list;
    for (const auto &c : m_commands)
        list.append(c.get());
    return list;
}

QStringList CommandRegistry::words() const
{
    QStringList list;
    for (const auto &c : m_commands) {
        if (!list.contains(firstWord(*c)))
            list.append(firstWord(*c));
    }
    return list;
}

const Command *CommandRegistry::find(const QStringList &positional) const
{
    // The longest name that matches: "models import" before "models".
    const Command *found = nullptr;
    qsizetype foundWords = 0;
    for (const auto &c : m_commands) {
        const QStringList words = c->name().split(u' ');
        if (words.size() > foundWords && positional.mid(0, words.size()) == words) {
            found = c.get();
            foundWords = words.size();
        }
    }
    return found;
}

QList<const Command *> CommandRegistry::group(const QString &word) const
{
    QList<const Command *> actions;
    for (const auto &c : m_commands) {
        if (c->name().contains(u' ') && firstWord(*c) == word)
            actions.append(c.get());
    }
    return actions;
}

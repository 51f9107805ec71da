// SPDX-FileCopyrightText: 2026 GPU Advisor contributors
// SPDX-License-Identifier: GPL-3.0-or-later
#include "app/commandline.h"

#include "app/commands/registry.h"
#include "app/options.h"

#include <QIODevice>

using namespace Qt::StringLiterals;

namespace {

/// The words of `arguments` that are neither options nor the values of global options; the
/// command's words come first.
QStringList wordsIn(const QStringList &arguments)
{
    const QStringList valued = Options::globalOptionsWithValues();
    QStringList words;
    for (qsizetype i = 0; i < arguments.size(); ++i) {
        const QString &a = arguments.at(i);
        if (a.startsWith(u'-')) {
            if (valued.contains(a))
                ++i;
            continue;
        }
        words.append(a);
    }
    return words;
}

} // namespace

CommandLine::CommandLine(QTextStream &out, QTextStream &err)
    : m_out(out)
    , m_err(err)
{}

QStringList CommandLine::commands()
{
    return CommandRegistry::instance().words();
}

QString CommandLine::commandIn(const QStringList &arguments)
{
    return wordsIn(arguments).value(0);
}

bool CommandLine::needsGuiApplication(const QStringList &arguments)
{
    const Command *command = CommandRegistry::instance().find(wordsIn(arguments));
    return command && command->needsGuiApplication(arguments);
}

void CommandLine::describeUsage(QCommandLineParser &parser)
{
    parser.setApplicationDescription(
        QCoreApplication::translate("main", "Decide which GPU(s) to buy for deep learning."));
    Options::addGlobalOptions(parser);
    parser.addPositionalArgument(
        u"command"_s, QCoreApplication::translate("main", "A command to run instead of the window (see below)."));
}

QString CommandLine::usageText(const QCommandLineParser &parser)
{
    // The command lines are typed as they are; only their descriptions are translated.
    const QString indent(25, u' ');
    QString text = parser.helpText();
    //: Heading of the list of commands in the --help text.
    text += u"\n"_s + QCoreApplication::translate("main", "Commands:") + u"\n"_s;
    for (const Command *command : CommandRegistry::instance().commands()) {
        for (const Command::Synopsis &synopsis : command->synopses())
            text += u"  "_s + synopsis.usage + u"\n"_s + indent + synopsis.summary + u"\n"_s;
    }
    //: "gpu-advisor COMMAND --help" is typed as it is (COMMAND stands for a command such as recommend).
    text += u"\n"_s +
            QCoreApplication::translate("main", "Run 'gpu-advisor COMMAND --help' for the options of a command.") +
            u"\n"_s;
    return text;
}

int CommandLine::run(const QStringList &arguments)
{
    const CommandRegistry &registry = CommandRegistry::instance();
    const QStringList words = wordsIn(arguments);
    const QString word = words.value(0);
    if (!registry.words().contains(word)) {
        //: %1 is what the user typed, %2 the list of commands (recommend, rank, ...), which stay as they are.
        m_err << "gpu-advisor: " << tr("unknown command '%1'; expected one of: %2").arg(word, commands().join(u", "_s))
              << Qt::endl;
        //: "gpu-advisor --help" is a command to type; keep it as it is.
        m_err << tr("Run 'gpu-advisor --help' for the usage.") << Qt::endl;
        return ExitCode::Usage;
    }
    // A command, or a group ("db") whose action is missing or unknown: then its help and its
    // refusal list the group's actions.
    const Command *command = registry.find(words);
    const QList<const Command *> actions = registry.group(word);
    QCommandLineParser parser;
    Options::addGlobalOptions(parser);
    if (command) {
        parser.setApplicationDescription(command->description());
        parser.addOptions(command->options());
    } else {
        QStringList descriptions;
        for (const Command *action : actions)
            descriptions.append(action->description());
        parser.setApplicationDescription(descriptions.join(u'\n'));
    }
    //: The help's description of the command word itself (recommend, rank, ...).
    parser.addPositionalArgument(command ? command->name() : word, tr("The command."));
    const QString messageName = command ? command->messageName() : word;
    if (!parser.parse(QStringList{QCoreApplication::applicationName()} + arguments)) {
        m_err << "gpu-advisor " << messageName << ": " << parser.errorText() << Qt::endl;
        return ExitCode::Usage;
    }
    if (parser.isSet(u"help"_s)) {
        m_out << parser.helpText();
        m_out.flush();
        return ExitCode::Ok;
    }
    if (!command) {
        QStringList usages;
        for (const Command *action : actions) {
            for (const Command::Synopsis &synopsis : action->synopses())
                usages.append(u"'"_s + synopsis.usage + u"'"_s);
        }
        //: %1 is a list of how the actions are typed ('db import FILE.csv', ...); keep them as they are.
        m_err << "gpu-advisor " << messageName << ": " << tr("expected one of: %1").arg(usages.join(u", "_s))
              << Qt::endl;
        return ExitCode::Usage;
    }
    // An empty --db would otherwise fall back to the user's real database.
    if (parser.isSet(Options::dbOption()) && parser.value(Options::dbOption()).trimmed().isEmpty()) {
        //: "--db" is an option, typed as it is.
        m_err << "gpu-advisor " << messageName << ": " << tr("--db must name a database file, got an empty path")
              << Qt::endl;
        return ExitCode::Usage;
    }
    CommandContext context(*command, parser, m_out, m_err);
    const int exitCode = command->run(context);
    // A full disk or a closed pipe behind stdout: the output is cut, so the command did not succeed.
    m_out.flush();
    if (m_out.status() != QTextStream::Ok) {
        const QString reason = m_out.device() ? m_out.device()->errorString() : QString();
        //: %1 is the reason the system gave, e.g. "No space left on device".
        m_err << "gpu-advisor " << messageName << ": "
              << tr("cannot write to the standard output: %1")
                     .arg(reason.isEmpty() ? tr("the output could not be written") : reason)
              << Qt::endl;
        return exitCode == ExitCode::Ok ? ExitCode::Failure : exitCode;
    }
    return exitCode;
}

// SPDX-FileCopyrightText: 2026 GPU Advisor contributors
// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include "app/commands/command.h"

#include <QCommandLineParser>
#include <QCoreApplication>
#include <QStringList>
#include <QTextStream>

/// The scriptable face of the app: `gpu-advisor COMMAND [options]`. Global options (--db,
/// --help, --version) work with every command. With no command the GUI starts instead; see
/// main.cpp. The commands themselves are classes in app/commands/, listed in CommandRegistry.
class CommandLine final
{
    Q_DECLARE_TR_FUNCTIONS(CommandLine)

public:
    CommandLine(QTextStream &out, QTextStream &err);

    /// The command word in `arguments` (argv without the program name), or empty for the GUI.
    static QString commandIn(const QStringList &arguments);
    /// The command words, once each (recommend, rank, ..., db, build).
    static QStringList commands();
    /// True when the arguments ask for a PDF report (`--out FILE.pdf`), whose text layout needs a
    /// GUI application (it renders offscreen, without a display).
    static bool needsGuiApplication(const QStringList &arguments);

    /// The description, global options and argument of `gpu-advisor` without a command.
    static void describeUsage(QCommandLineParser &parser);
    /// The top-level --help: the parser's help and every registered command.
    static QString usageText(const QCommandLineParser &parser);

    /// Runs the command and returns the exit code.
    int run(const QStringList &arguments);

private:
    QTextStream &m_out;
    QTextStream &m_err;
};

// SPDX-FileCopyrightText: 2026 GPU Advisor contributors
// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include <QCommandLineOption>
#include <QCommandLineParser>

/// The options every invocation understands, GUI or command.
namespace Options {

QCommandLineOption dbOption();
QCommandLineOption quitAfterShowOption();
/// Adds --db, --help and --version (and the GUI-only --quit-after-show).
void addGlobalOptions(QCommandLineParser &parser);
QCommandLineOption langOption();
/// --color-scheme system|light|dark: the window's look, over the saved preference.
QCommandLineOption colorSchemeOption();
/// Option spellings that take a value, so a command word can be told from a value.
QStringList globalOptionsWithValues();
QStringList supportedLanguages();
/// The value of --lang in raw arguments (before any parser runs), lower-case; empty if absent.
QString languageFromArguments(const QStringList &arguments);
/// Installs the translators for `requested` (or the saved or system language when empty) into
/// the running application and returns the language in use ("en", "ru").
QString installTranslations(const QString &requested);

} // namespace Options

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
/// Option spellings that take a value, so a command word can be told from a value.
QStringList globalOptionsWithValues();

} // namespace Options

// SPDX-FileCopyrightText: 2026 GPU Advisor contributors
// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include <QStringList>

class CommandContext;
struct BuildPlan;

/// Writing a build list with `--out FILE`, shared by `build` and `recommend`.
namespace BuildFile {

/// True when `arguments` hold `--out FILE.pdf`.
bool asksForPdf(const QStringList &arguments);

/// Writes the plan to `path` in the format its extension names; returns the exit code (a
/// message printed when it is not Ok).
int write(CommandContext &context, const BuildPlan &plan, const QString &path);

} // namespace BuildFile

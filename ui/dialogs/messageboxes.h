// SPDX-FileCopyrightText: 2026 GPU Advisor contributors
// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include <QString>

class QWidget;

/// The message boxes of the file actions (imports, exports), one look for all of them.
namespace MessageBoxes {

/// Says why something was refused, with `details` (the problems, one a line) in the box itself,
/// not behind "Show Details": they are what to fix. `objectName` lets tests find the box.
void showProblems(QWidget *parent, const QString &objectName, const QString &title, const QString &text,
                  const QString &details);
/// Says what was done, as plain text.
void showDone(QWidget *parent, const QString &objectName, const QString &title, const QString &text);

} // namespace MessageBoxes

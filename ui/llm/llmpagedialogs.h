// SPDX-FileCopyrightText: 2026 GPU Advisor contributors
// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include <QString>

class QWidget;

/// The language-model page's file and message dialogs, behind one small seam: the app uses
/// these defaults (QFileDialog, QMessageBox); GUI tests subclass it and answer at once.
class LlmPageDialogs
{
public:
    virtual ~LlmPageDialogs();

    /// Asks for a file to read; empty when cancelled.
    virtual QString openFileName(QWidget *parent, const QString &caption, const QString &filter);
    /// Asks where to write `suggestedPath`; empty when cancelled.
    virtual QString saveFileName(QWidget *parent, const QString &caption, const QString &suggestedPath,
                                 const QString &filter);
    /// Says why something was refused. `details` lists the problems, one a line.
    virtual void showError(QWidget *parent, const QString &title, const QString &text, const QString &details);
    /// Says what was done.
    virtual void showInformation(QWidget *parent, const QString &title, const QString &text);
};

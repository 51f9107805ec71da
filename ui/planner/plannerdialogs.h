// SPDX-FileCopyrightText: 2026 GPU Advisor contributors
// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include <QString>

#include <optional>

class QPrinter;
class QWidget;

/// The build planner's file, print and message dialogs, behind one small seam: the app uses
/// these defaults (QFileDialog, QPrintDialog, QMessageBox); GUI tests subclass it and answer at
/// once.
class PlannerDialogs
{
public:
    virtual ~PlannerDialogs() = default;

    /// Asks where to export. `filters` lists the formats (";;"-separated); `selectedFilter` is
    /// the one offered first and, on return, the one chosen. Empty when cancelled.
    virtual QString exportFileName(QWidget *parent, const QString &suggestedPath, const QString &filters,
                                   QString *selectedFilter);
    /// Lets the user pick and set up a printer; true to print.
    virtual bool choosePrinter(QWidget *parent, QPrinter *printer);
    /// Asks a yes/no question; true for yes.
    virtual bool confirm(QWidget *parent, const QString &title, const QString &text);
    virtual void showError(QWidget *parent, const QString &title, const QString &text);
    /// Asks for the user's own price of one part (`partTitle` names it, `currentUsd` is offered
    /// first). Empty when cancelled.
    virtual std::optional<double> askPartPrice(QWidget *parent, const QString &partTitle, double currentUsd);
};

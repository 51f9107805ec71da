// SPDX-FileCopyrightText: 2026 GPU Advisor contributors
// SPDX-License-Identifier: GPL-3.0-or-later
#include "ui/planner/plannerdialogs.h"

#include <QFileDialog>
#include <QInputDialog>
#include <QMessageBox>
#include <QPrintDialog>
#include <QPrinter>

QString PlannerDialogs::exportFileName(QWidget *parent, const QString &suggestedPath, const QString &filters,
                                       QString *selectedFilter)
{
    return QFileDialog::getSaveFileName(parent, QObject::tr("Export the build"), suggestedPath, filters,
                                        selectedFilter);
}

bool PlannerDialogs::choosePrinter(QWidget *parent, QPrinter *printer)
{
    QPrintDialog dialog(printer, parent);
    dialog.setWindowTitle(QObject::tr("Print the build"));
    return dialog.exec() == QDialog::Accepted;
}

bool PlannerDialogs::confirm(QWidget *parent, const QString &title, const QString &text)
{
    return QMessageBox::question(parent, title, text, QMessageBox::Yes | QMessageBox::No, QMessageBox::No) ==
           QMessageBox::Yes;
}

std::optional<double> PlannerDialogs::askPartPrice(QWidget *parent, const QString &partTitle, double currentUsd)
{
    bool ok = false;
    //: %1 is a part type such as Memory
    const QString label =
        QObject::tr("Your price of one %1, in US dollars. It replaces the dated or default price in this build.")
            .arg(partTitle);
    const double usd = QInputDialog::getDouble(parent, QObject::tr("Your price"), label, currentUsd, 0, 1e6, 2, &ok);
    return ok ? std::optional<double>(usd) : std::nullopt;
}

void PlannerDialogs::showError(QWidget *parent, const QString &title, const QString &text)
{
    QMessageBox::warning(parent, title, text);
}

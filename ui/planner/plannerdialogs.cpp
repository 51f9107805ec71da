// SPDX-FileCopyrightText: 2026 GPU Advisor contributors
// SPDX-License-Identifier: GPL-3.0-or-later
#include "ui/planner/plannerdialogs.h"

#include <QFileDialog>
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

void PlannerDialogs::showError(QWidget *parent, const QString &title, const QString &text)
{
    QMessageBox::warning(parent, title, text);
}

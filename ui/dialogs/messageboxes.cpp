// SPDX-FileCopyrightText: 2026 GPU Advisor contributors
// SPDX-License-Identifier: GPL-3.0-or-later
#include "ui/dialogs/messageboxes.h"

#include <QMessageBox>

namespace MessageBoxes {

void showProblems(QWidget *parent, const QString &objectName, const QString &title, const QString &text,
                  const QString &details)
{
    QMessageBox box(QMessageBox::Warning, title, text, QMessageBox::Ok, parent);
    box.setObjectName(objectName);
    box.setTextFormat(Qt::PlainText);
    box.setInformativeText(details);
    box.exec();
}

void showDone(QWidget *parent, const QString &objectName, const QString &title, const QString &text)
{
    QMessageBox box(QMessageBox::Information, title, text, QMessageBox::Ok, parent);
    box.setObjectName(objectName);
    box.setTextFormat(Qt::PlainText);
    box.exec();
}

} // namespace MessageBoxes

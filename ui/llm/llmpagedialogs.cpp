// SPDX-FileCopyrightText: 2026 GPU Advisor contributors
// SPDX-License-Identifier: GPL-3.0-or-later
#include "ui/llm/llmpagedialogs.h"

#include <QFileDialog>
#include <QMessageBox>

using namespace Qt::StringLiterals;

LlmPageDialogs::~LlmPageDialogs() = default;

QString LlmPageDialogs::openFileName(QWidget *parent, const QString &caption, const QString &filter)
{
    return QFileDialog::getOpenFileName(parent, caption, {}, filter);
}

QString LlmPageDialogs::saveFileName(QWidget *parent, const QString &caption, const QString &suggestedPath,
                                     const QString &filter)
{
    return QFileDialog::getSaveFileName(parent, caption, suggestedPath, filter);
}

void LlmPageDialogs::showError(QWidget *parent, const QString &title, const QString &text, const QString &details)
{
    QMessageBox box(QMessageBox::Warning, title, text, QMessageBox::Ok, parent);
    box.setObjectName(u"llmPageErrorBox"_s);
    // The problems in the box itself, not behind "Show Details": they are what to fix.
    box.setTextFormat(Qt::PlainText);
    box.setInformativeText(details);
    box.exec();
}

void LlmPageDialogs::showInformation(QWidget *parent, const QString &title, const QString &text)
{
    QMessageBox box(QMessageBox::Information, title, text, QMessageBox::Ok, parent);
    box.setObjectName(u"llmPageInformationBox"_s);
    box.exec();
}

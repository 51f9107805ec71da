// SPDX-FileCopyrightText: 2026 GPU Advisor contributors
// SPDX-License-Identifier: GPL-3.0-or-later
#include "ui/llm/llmpagedialogs.h"

#include "ui/dialogs/messageboxes.h"

#include <QFileDialog>

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
    MessageBoxes::showProblems(parent, u"llmPageErrorBox"_s, title, text, details);
}

void LlmPageDialogs::showInformation(QWidget *parent, const QString &title, const QString &text)
{
    MessageBoxes::showDone(parent, u"llmPageInformationBox"_s, title, text);
}

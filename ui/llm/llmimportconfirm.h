// SPDX-FileCopyrightText: 2026 GPU Advisor contributors
// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include "model/llm/llmmodel.h"

#include <QDialog>
#include <QStringList>

class QLabel;
class QLineEdit;

/// What a GGUF file or a Hugging Face repository gave, before it is added: the model's name (to
/// edit), its shape, and what was read (a GGUF file's format and bytes, where the parameter count
/// comes from). OK refuses an empty name or one the catalog has; the page adds the model.
class LlmImportConfirmDialog final : public QDialog
{
    Q_OBJECT

public:
    /// `details`: one line a line, what the source gave beyond the model's shape.
    LlmImportConfirmDialog(const LlmModel &model, const QStringList &details, const QStringList &takenNames,
                           QWidget *parent = nullptr);

    /// The model read, with the name typed.
    LlmModel model() const;
    /// Why OK was refused last, empty when it was not.
    QString error() const;

    void accept() override;

private:
    /// Why the name cannot be taken; empty when it can.
    QString nameProblem() const;

    LlmModel m_model;
    QStringList m_taken;
    QLineEdit *m_name = nullptr;
    QLabel *m_error = nullptr;
};

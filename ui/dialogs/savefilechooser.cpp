// SPDX-FileCopyrightText: 2026 GPU Advisor contributors
// SPDX-License-Identifier: GPL-3.0-or-later
#include "ui/dialogs/savefilechooser.h"

#include <QFileDialog>

SaveFileChooser fileDialogSaveFileChooser()
{
    return [](QWidget *parent, const QString &caption, const QString &suggestedPath, const QString &filter) {
        return QFileDialog::getSaveFileName(parent, caption, suggestedPath, filter);
    };
}

// SPDX-FileCopyrightText: 2026 GPU Advisor contributors
// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include <QString>

#include <functional>

class QWidget;

/// Asks where to save a file: the seam between the app and QFileDialog, so GUI tests can
/// answer with a path at once. Returns an empty string when the user cancels.
using SaveFileChooser = std::function<QString(QWidget *parent, const QString &caption, const QString &suggestedPath,
                                              const QString &filter)>;

/// QFileDialog::getSaveFileName.
SaveFileChooser fileDialogSaveFileChooser();

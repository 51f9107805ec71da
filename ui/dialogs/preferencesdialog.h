// SPDX-FileCopyrightText: 2026 GPU Advisor contributors
// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include "model/settings/preferences.h"

#include <QDialog>

class QCheckBox;
class QComboBox;
class QDoubleSpinBox;
class QLineEdit;

/// Edits the Preferences value: language, currency symbol, restoring the last answers, and the
/// what-if defaults. Returns the value; app/ stores it.
class PreferencesDialog final : public QDialog
{
    Q_OBJECT

public:
    explicit PreferencesDialog(const Preferences &preferences, QWidget *parent = nullptr);

    Preferences preferences() const;
    void setPreferences(const Preferences &preferences);

private:
    QComboBox *m_language = nullptr;
    QComboBox *m_colorScheme = nullptr;
    QLineEdit *m_currency = nullptr;
    QCheckBox *m_restoreAnswers = nullptr;
    QCheckBox *m_showWelcome = nullptr;
    QLineEdit *m_dataUrl = nullptr;
    QDoubleSpinBox *m_years = nullptr;
    QDoubleSpinBox *m_kwhPrice = nullptr;
    QDoubleSpinBox *m_utilization = nullptr;
    QDoubleSpinBox *m_desktopCost = nullptr;
    QComboBox *m_priceBasis = nullptr;
};

// SPDX-FileCopyrightText: 2026 GPU Advisor contributors
// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include "model/catalog/gpu.h"

#include <QDialog>

class QComboBox;
class QDateEdit;
class QDialogButtonBox;
class QDoubleSpinBox;
class QLabel;
class QLineEdit;

/// "Add a price": a price the user found for one GPU, with the day it was seen, new or used, and
/// where. It is checked as an imported price is (PriceEntry); Add stays disabled until a source
/// is named, and what is still wrong is said under the fields.
class AddPriceDialog final : public QDialog
{
    Q_OBJECT

public:
    explicit AddPriceDialog(const Gpu &gpu, QWidget *parent = nullptr);

    /// The observation as entered (marked as the user's).
    PriceObservation price() const;

    void accept() override;

private:
    void updateState();

    Gpu m_gpu;
    QDateEdit *m_date = nullptr;
    QComboBox *m_condition = nullptr;
    QDoubleSpinBox *m_usd = nullptr;
    QLineEdit *m_source = nullptr;
    QLineEdit *m_note = nullptr;
    QLabel *m_problems = nullptr;
    QDialogButtonBox *m_buttons = nullptr;
};

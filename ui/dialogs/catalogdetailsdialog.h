// SPDX-FileCopyrightText: 2026 GPU Advisor contributors
// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include "model/cloud/cloudcatalogcsv.h"

#include <QDialog>

class QDateEdit;
class QDialogButtonBox;
class QLineEdit;

/// Asks what a cloud price catalog as its provider publishes it does not say: whose prices they
/// are and the day they were read. Every cloud rate keeps both, as every price keeps its source
/// and date. OK stays disabled until a provider is named.
class CatalogDetailsDialog final : public QDialog
{
    Q_OBJECT

public:
    /// `file` is named in the question; only the fields marked `need...` are asked; `start` fills them.
    CatalogDetailsDialog(const QString &file, bool needProvider, bool needDate, const CloudCatalogDefaults &start,
                         QWidget *parent = nullptr);

    /// What the user entered, with `start`'s source.
    CloudCatalogDefaults details() const;

private:
    void updateOk();

    CloudCatalogDefaults m_details;
    QLineEdit *m_provider = nullptr;
    QDateEdit *m_date = nullptr;
    QDialogButtonBox *m_buttons = nullptr;
};

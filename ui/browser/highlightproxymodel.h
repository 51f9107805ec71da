// SPDX-FileCopyrightText: 2026 GPU Advisor contributors
// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include <QBrush>
#include <QColor>
#include <QIdentityProxyModel>

/// Adds the looks the models in model/ leave out: cells whose flag role is true get a tinted
/// background and bold text, and cells without a raw value (Qt::UserRole invalid: no price,
/// no tensor cores) are greyed.
class HighlightProxyModel final : public QIdentityProxyModel
{
    Q_OBJECT

public:
    HighlightProxyModel(int flagRole, const QColor &tint, QObject *parent = nullptr);

    QVariant data(const QModelIndex &index, int role = Qt::DisplayRole) const override;

private:
    /// The colours as the current look shows them: adapted once per change of look, not per
    /// cell painted.
    void adaptColours();

    int m_flagRole;
    QColor m_tint;
    QBrush m_shownTint;
    QBrush m_mutedText;
};

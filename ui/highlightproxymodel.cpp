// SPDX-FileCopyrightText: 2026 GPU Advisor contributors
// SPDX-License-Identifier: GPL-3.0-or-later
#include "ui/highlightproxymodel.h"

#include "ui/theme.h"

#include <QBrush>
#include <QFont>

HighlightProxyModel::HighlightProxyModel(int flagRole, const QColor &tint, QObject *parent)
    : QIdentityProxyModel(parent)
    , m_flagRole(flagRole)
    , m_tint(tint)
{}

QVariant HighlightProxyModel::data(const QModelIndex &index, int role) const
{
    switch (role) {
    case Qt::BackgroundRole:
        if (QIdentityProxyModel::data(index, m_flagRole).toBool())
            return QBrush(Theme::adapt(m_tint));
        break;
    case Qt::FontRole:
        if (QIdentityProxyModel::data(index, m_flagRole).toBool()) {
            QFont font;
            font.setBold(true);
            return font;
        }
        break;
    case Qt::ForegroundRole:
        if (!QIdentityProxyModel::data(index, Qt::UserRole).isValid())
            return QBrush(Theme::adapt(QColor(0x64, 0x74, 0x8b)));
        break;
    default:
        break;
    }
    return QIdentityProxyModel::data(index, role);
}

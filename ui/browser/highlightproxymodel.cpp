// SPDX-FileCopyrightText: 2026 GPU Advisor contributors
// SPDX-License-Identifier: GPL-3.0-or-later
#include "ui/browser/highlightproxymodel.h"

#include "ui/shell/theme.h"

#include <QBrush>
#include <QFont>

HighlightProxyModel::HighlightProxyModel(int flagRole, const QColor &tint, QObject *parent)
    : QIdentityProxyModel(parent)
    , m_flagRole(flagRole)
    , m_tint(tint)
{
    adaptColours();
    connect(Theme::instance(), &Theme::changed, this, &HighlightProxyModel::adaptColours);
}

void HighlightProxyModel::adaptColours()
{
    m_shownTint = QBrush(Theme::adapt(m_tint));
    m_mutedText = QBrush(Theme::adapt(QColor(0x64, 0x74, 0x8b)));
}

QVariant HighlightProxyModel::data(const QModelIndex &index, int role) const
{
    switch (role) {
    case Qt::BackgroundRole:
        if (QIdentityProxyModel::data(index, m_flagRole).toBool())
            return m_shownTint;
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
            return m_mutedText;
        break;
    default:
        break;
    }
    return QIdentityProxyModel::data(index, role);
}

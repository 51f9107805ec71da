// SPDX-FileCopyrightText: 2026 GPU Advisor contributors
// SPDX-License-Identifier: GPL-3.0-or-later
#include "ui/browser/headerwrapproxymodel.h"

#include <QFontMetrics>

using namespace Qt::StringLiterals;

HeaderWrapProxyModel::HeaderWrapProxyModel(QObject *parent)
    : QIdentityProxyModel(parent)
{}

void HeaderWrapProxyModel::setWrapWidth(int width, const QFont &font)
{
    if (width == m_width && font == m_font)
        return;
    m_width = width;
    m_font = font;
    if (rowCount() > 0)
        Q_EMIT headerDataChanged(Qt::Vertical, 0, rowCount() - 1);
}

QVariant HeaderWrapProxyModel::headerData(int section, Qt::Orientation orientation, int role) const
{
    QVariant data = QIdentityProxyModel::headerData(section, orientation, role);
    if (orientation != Qt::Vertical || role != Qt::DisplayRole || m_width <= 0)
        return data;
    return wrapped(data.toString(), m_width, m_font);
}

QString HeaderWrapProxyModel::wrapped(const QString &text, int width, const QFont &font)
{
    const QFontMetrics metrics(font);
    QStringList out;
    for (const QString &line : text.split(u'\n')) {
        if (metrics.horizontalAdvance(line) <= width) {
            out << line;
            continue;
        }
        QString current;
        for (const QString &word : line.split(u' ', Qt::SkipEmptyParts)) {
            const QString candidate = current.isEmpty() ? word : current + u' ' + word;
            if (!current.isEmpty() && metrics.horizontalAdvance(candidate) > width) {
                out << current;
                current = word;
            } else {
                current = candidate;
            }
        }
        out << current;
    }
    return out.join(u'\n');
}

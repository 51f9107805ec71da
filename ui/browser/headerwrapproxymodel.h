// SPDX-FileCopyrightText: 2026 GPU Advisor contributors
// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include <QFont>
#include <QIdentityProxyModel>

/// Breaks the row titles of a table into lines no wider than a given width, between words, so a
/// long title makes its row taller instead of the title column wider. QHeaderView sizes a
/// section by its text's explicit lines only; this gives it those lines.
class HeaderWrapProxyModel final : public QIdentityProxyModel
{
    Q_OBJECT

public:
    explicit HeaderWrapProxyModel(QObject *parent = nullptr);

    /// Wraps vertical header titles at `width` pixels in `font`; 0 leaves them as they are.
    void setWrapWidth(int width, const QFont &font);
    int wrapWidth() const { return m_width; }

    QVariant headerData(int section, Qt::Orientation orientation, int role = Qt::DisplayRole) const override;

    /// `text` with each of its lines broken between words to at most `width` pixels in `font`
    /// (a single word wider than that keeps its own line).
    static QString wrapped(const QString &text, int width, const QFont &font);

private:
    int m_width = 0;
    QFont m_font;
};

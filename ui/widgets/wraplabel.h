// SPDX-FileCopyrightText: 2026 GPU Advisor contributors
// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include <QFont>
#include <QLabel>
#include <QMargins>
#include <QString>

#include <array>

/// A word-wrapped QLabel that remembers the heights it has worked out. A layout asks a
/// wrapped label for its height at the same few widths many times while a window is shown
/// (minimum, preferred, each pass of each enclosing layout), and QLabel lays the whole text
/// out again every time. This one answers a repeated question from memory; the answers are
/// forgotten as soon as anything that could change them changes (text, font, margins, frame,
/// indent, alignment, buddy, format, wrapping, style).
class WrapLabel : public QLabel
{
    Q_OBJECT

public:
    explicit WrapLabel(QWidget *parent = nullptr);

    int heightForWidth(int width) const override;

protected:
    void changeEvent(QEvent *event) override;

private:
    struct Entry
    {
        int width = -1;
        int height = 0;
    };
    /// True when the remembered heights were worked out for what the label shows now.
    bool cacheMatches() const;

    mutable std::array<Entry, 8> m_entries{};
    mutable qsizetype m_next = 0;
    mutable QString m_text;
    mutable QFont m_font;
    mutable QMargins m_margins;
    mutable int m_margin = 0;
    mutable int m_indent = -1;
    mutable Qt::TextFormat m_format = Qt::AutoText;
    mutable bool m_wordWrap = false;
    mutable Qt::Alignment m_alignment;
    mutable bool m_hasBuddy = false;
    mutable int m_frameWidth = 0;
    mutable bool m_valid = false;
};

// SPDX-FileCopyrightText: 2026 GPU Advisor contributors
// SPDX-License-Identifier: GPL-3.0-or-later
#include "ui/widgets/wraplabel.h"

#include <QEvent>

WrapLabel::WrapLabel(QWidget *parent)
    : QLabel(parent)
{}

bool WrapLabel::cacheMatches() const
{
    return m_valid && m_wordWrap == wordWrap() && m_alignment == alignment() && m_hasBuddy == (buddy() != nullptr) &&
           m_frameWidth == frameWidth() && m_format == textFormat() && m_margin == margin() && m_indent == indent() &&
           m_margins == contentsMargins() && m_font == font() && m_text == text();
}

int WrapLabel::heightForWidth(int width) const
{
    // Only text is remembered; a picture, pixmap or movie is measured as QLabel measures it.
    if (text().isEmpty())
        return QLabel::heightForWidth(width);
    if (!cacheMatches()) {
        m_entries.fill(Entry{});
        m_next = 0;
        m_text = text();
        m_font = font();
        m_margins = contentsMargins();
        m_margin = margin();
        m_indent = indent();
        m_format = textFormat();
        m_wordWrap = wordWrap();
        m_alignment = alignment();
        m_hasBuddy = buddy() != nullptr;
        m_frameWidth = frameWidth();
        m_valid = true;
    }
    for (const Entry &entry : m_entries) {
        if (entry.width == width)
            return entry.height;
    }
    const int height = QLabel::heightForWidth(width);
    m_entries[m_next] = {width, height};
    m_next = (m_next + 1) % qsizetype(m_entries.size());
    return height;
}

void WrapLabel::changeEvent(QEvent *event)
{
    // A stylesheet or style can change padding or fonts in ways the fields above do not see.
    if (event->type() == QEvent::StyleChange || event->type() == QEvent::FontChange ||
        event->type() == QEvent::LayoutDirectionChange)
        m_valid = false;
    QLabel::changeEvent(event);
}

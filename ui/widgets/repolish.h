// SPDX-FileCopyrightText: 2026 GPU Advisor contributors
// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include <QStyle>
#include <QWidget>

/// Re-applies the stylesheet to `widget` after a dynamic property that a selector matches
/// (such as "suggested" or "kind") has changed; Qt does not do that by itself.
inline void repolish(QWidget *widget)
{
    widget->style()->unpolish(widget);
    widget->style()->polish(widget);
}

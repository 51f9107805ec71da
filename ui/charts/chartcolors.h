// SPDX-FileCopyrightText: 2026 GPU Advisor contributors
// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include "ui/shell/theme.h"

#include <QApplication>
#include <QColor>
#include <QPalette>

/// The colours every chart uses for the same things. They come from Okabe and Ito's palette
/// for colour-blind readers (blue, orange, reddish purple stay apart under protanopia,
/// deuteranopia and tritanopia, and differ in lightness, so they also survive grey print);
/// where two series could still be confused the charts also draw them with different line
/// styles. Every mark keeps at least 3:1 against the background (WCAG 1.4.11) in both looks,
/// and blue and orange differ in lightness as well as hue.
class ChartColors final
{
public:
    ChartColors() = delete;

    /// Ordinary GPUs: Okabe and Ito's blue; on a dark background a lighter blue of the same hue
    /// (their sky blue would be as light as the orange and part from it by hue alone).
    static QColor bar() { return dark() ? QColor(0x3d, 0x8f, 0xd6) : QColor(0x00, 0x72, 0xb2); }
    static QColor pick() { return {0xe6, 0x9f, 0x00}; } ///< the wizard's recommendation
    /// The outline of orange marks: orange alone is too light against white (2.3:1).
    static QColor pickEdge() { return dark() ? pick() : QColor(0xa8, 0x6f, 0x00); }
    static QColor frontier() { return {0xcc, 0x79, 0xa7}; } ///< the Pareto frontier
    static QColor selection() { return text(); }            ///< the GPU selected in the table
    static QColor newPrice() { return bar(); }
    static QColor usedPrice() { return pick(); } ///< drawn dashed as well
    static QColor desktop() { return bar(); }
    static QColor cloud() { return pick(); } ///< drawn dashed as well
    static QColor muted() { return dark() ? QColor(0x9a, 0xa4, 0xb2) : QColor(0x64, 0x74, 0x8b); } ///< reference lines
    static QColor text() { return QApplication::palette().color(QPalette::Text); }
    static QColor background() { return QApplication::palette().color(QPalette::Base); }
    static QColor note() { return Theme::adapt(QColor(0x47, 0x55, 0x69)); }
    /// Grid lines and axis lines: the text colour faded into the background.
    static QColor grid() { return blend(background(), text(), 0.14); }
    static QColor axisLine() { return blend(background(), text(), 0.45); }

private:
    static bool dark() { return Theme::isDark(); }
    static QColor blend(const QColor &from, const QColor &to, double amount)
    {
        return QColor::fromRgbF(float(from.redF() + (to.redF() - from.redF()) * amount),
                                float(from.greenF() + (to.greenF() - from.greenF()) * amount),
                                float(from.blueF() + (to.blueF() - from.blueF()) * amount));
    }
};

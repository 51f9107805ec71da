// SPDX-FileCopyrightText: 2026 GPU Advisor contributors
// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include <QColor>

/// The colours every chart uses for the same things, chosen to stay apart for the common
/// forms of colour blindness (blue/orange) and to print legibly in grey.
class ChartColors final
{
public:
    ChartColors() = delete;

    static QColor bar() { return {0x3b, 0x82, 0xc4}; }       ///< ordinary GPUs
    static QColor pick() { return {0xe8, 0x8a, 0x1a}; }      ///< the wizard's recommendation
    static QColor selection() { return {0x1e, 0x29, 0x3b}; } ///< the GPU selected in the table
    static QColor frontier() { return {0xc0, 0x39, 0x2b}; }  ///< the Pareto frontier
    static QColor newPrice() { return {0x3b, 0x82, 0xc4}; }
    static QColor usedPrice() { return {0xe8, 0x8a, 0x1a}; }
    static QColor desktop() { return {0x3b, 0x82, 0xc4}; }
    static QColor cloud() { return {0xe8, 0x8a, 0x1a}; }
    static QColor muted() { return {0x64, 0x74, 0x8b}; } ///< markers and reference lines
    static QColor text() { return {0x1f, 0x29, 0x37}; }
};

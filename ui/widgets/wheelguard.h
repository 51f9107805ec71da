// SPDX-FileCopyrightText: 2026 GPU Advisor contributors
// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include <QObject>

/// Keeps the mouse wheel from changing a spin box, combo box or slider the user did not pick:
/// while such a control lacks the keyboard focus, a wheel turn over it scrolls the form around
/// it instead. Installed once on the application, so every window and dialog is covered; a
/// control that has the focus (clicked or tabbed into) still answers the wheel as usual.
/// Qt gives the focus to a control under a turning mouse wheel before any event filter sees the
/// turn, when the control's focus policy includes Qt::WheelFocus (spin and combo boxes have it);
/// so the guard also takes that bit away from each such control as it is polished, leaving
/// Qt::StrongFocus (click and Tab), as Qt Creator does.
class WheelGuard final : public QObject
{
    Q_OBJECT

public:
    explicit WheelGuard(QObject *parent = nullptr);

    /// Installs one guard on the running application (a second call does nothing).
    static void install();

protected:
    bool eventFilter(QObject *watched, QEvent *event) override;
};

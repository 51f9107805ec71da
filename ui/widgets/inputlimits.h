// SPDX-FileCopyrightText: 2026 GPU Advisor contributors
// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include <QCoreApplication>
#include <QObject>

class QAbstractSpinBox;

/// Makes the limits of every spin box visible instead of silent: its tooltip ends with the
/// range it takes ("From 1 to 8"), and a digit the box refuses because the figure would leave
/// that range shows a note saying so next to the box, rather than the keystroke vanishing.
/// Installed once on the application, like WheelGuard.
class InputLimits final : public QObject
{
    Q_OBJECT

public:
    explicit InputLimits(QObject *parent = nullptr);

    static void install();
    /// "From 1 to 8", "From $0 to $1,000,000": the box's range as it writes its figures.
    static QString rangeText(const QAbstractSpinBox *box);
    /// The note shown when the box refused a keystroke; empty when none was refused yet.
    /// Kept on the box (property "limitNote") so tests and screen readers can read it.
    static QString lastNote(const QAbstractSpinBox *box);

protected:
    bool eventFilter(QObject *watched, QEvent *event) override;

private:
    static void showNote(QAbstractSpinBox *box);
    /// Shows the note once the box has handled the event, when it puts back a figure it cannot take.
    static void noteIfPutBack(QAbstractSpinBox *box);
};

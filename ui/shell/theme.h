// SPDX-FileCopyrightText: 2026 GPU Advisor contributors
// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include <QColor>
#include <QObject>
#include <QPalette>
#include <QString>

/// Light and dark looks. The application palette decides which one is showing: the system's
/// (the platform theme's palette, or the desktop's "prefer dark" setting where the platform
/// theme does not carry it, followed when the desktop changes), or the one the user chose in
/// the preferences. Widgets that paint
/// with their own colours write them for the light look and pass them through adapt(), and
/// listen to changed() to repaint.
class Theme final : public QObject
{
    Q_OBJECT

public:
    enum class Choice { System, Light, Dark };

    /// The object that announces changes; lives as long as the application.
    static Theme *instance();

    /// "system", "light" or "dark" to a choice; anything else is System.
    static Choice choiceFromString(const QString &name);
    static QString choiceToString(Choice choice);

    /// Sets the application palette for a choice and announces the change. Call after the
    /// QApplication exists.
    static void apply(Choice choice);
    static Choice currentChoice();

    /// Whether the application palette is dark (its window colour is darker than its text).
    static bool isDark();
    static bool isDark(const QPalette &palette);

    /// What the desktop asks for, when the platform theme does not say it through the palette:
    /// GNOME's color-scheme setting ("prefer-dark") or a GTK_THEME ending in ":dark".
    static bool desktopPrefersDark();

    static QPalette lightPalette();
    static QPalette darkPalette();

    /// A colour written for the light look, as the dark look shows it: lightness mirrored
    /// (dark text turns light, pale tints turn deep), hue kept, deep backgrounds desaturated.
    /// Unchanged in the light look.
    static QColor adapt(const QColor &lightColour);
    static QColor adaptForDark(const QColor &lightColour);

    /// A stylesheet written for the light look, with every #rrggbb colour adapted. Colours
    /// written as rgb(...) are meant to stay as they are in both looks (white text on a
    /// saturated button, say).
    static QString adaptStyleSheet(const QString &lightStyleSheet);

Q_SIGNALS:
    void changed();

protected:
    /// Follows the desktop while the choice is System: a theme or palette change from the
    /// platform re-applies the look.
    bool eventFilter(QObject *watched, QEvent *event) override;

private:
    explicit Theme(QObject *parent = nullptr);

    Choice m_choice = Choice::System;
    bool m_applying = false; ///< setPalette() sends palette events of its own
};

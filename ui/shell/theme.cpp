// SPDX-FileCopyrightText: 2026 GPU Advisor contributors
// SPDX-License-Identifier: GPL-3.0-or-later
#include "ui/shell/theme.h"

#include <QApplication>
#include <QProcess>
#include <QRegularExpression>
#include <QScopeGuard>
#include <QStandardPaths>
#include <QStyle>

#include <algorithm>

using namespace Qt::StringLiterals;

namespace {

/// The desktops whose dark preference lives in GNOME's settings schema.
bool desktopUsesGnomeSettings()
{
    const QString desktop = qEnvironmentVariable("XDG_CURRENT_DESKTOP").toLower();
    for (const char *name : {"gnome", "unity", "budgie", "cinnamon", "pantheon", "mate"}) {
        if (desktop.contains(QLatin1String(name)))
            return true;
    }
    return false;
}

} // namespace

Theme::Theme(QObject *parent)
    : QObject(parent)
{}

Theme *Theme::instance()
{
    static Theme *theme = [] {
        auto *created = new Theme(qApp);
        qApp->installEventFilter(created);
        return created;
    }();
    return theme;
}

Theme::Choice Theme::choiceFromString(const QString &name)
{
    if (name == u"light")
        return Choice::Light;
    if (name == u"dark")
        return Choice::Dark;
    return Choice::System;
}

QString Theme::choiceToString(Choice choice)
{
    switch (choice) {
    case Choice::Light:
        return u"light"_s;
    case Choice::Dark:
        return u"dark"_s;
    case Choice::System:
        break;
    }
    return u"system"_s;
}

void Theme::apply(Choice choice)
{
    Theme *theme = instance();
    theme->m_choice = choice;
    theme->m_applying = true;
    const auto done = qScopeGuard([theme] { theme->m_applying = false; });

    switch (choice) {
    case Choice::Light:
        QApplication::setPalette(lightPalette());
        break;
    case Choice::Dark:
        QApplication::setPalette(darkPalette());
        break;
    case Choice::System:
        // An empty palette hands the application back to the platform theme, which keeps it
        // up to date from then on. Where the platform theme stays light although the desktop
        // asks for dark (GNOME without a Qt theme), the dark palette stands in.
        QApplication::setPalette(QPalette());
        if (!isDark() && desktopPrefersDark())
            QApplication::setPalette(darkPalette());
        break;
    }
    Q_EMIT theme->changed();
}

bool Theme::eventFilter(QObject *watched, QEvent *event)
{
    if (watched == qApp && event->type() == QEvent::ThemeChange && m_choice == Choice::System && !m_applying) {
        // The desktop changed its look: follow it, and let every widget repaint its own colours.
        apply(Choice::System);
    }
    return QObject::eventFilter(watched, event);
}

Theme::Choice Theme::currentChoice()
{
    return instance()->m_choice;
}

bool Theme::isDark()
{
    return isDark(QApplication::palette());
}

bool Theme::isDark(const QPalette &palette)
{
    return palette.color(QPalette::Window).lightnessF() < palette.color(QPalette::WindowText).lightnessF();
}

bool Theme::desktopPrefersDark()
{
    const QString gtkTheme = qEnvironmentVariable("GTK_THEME");
    if (gtkTheme.endsWith(u":dark", Qt::CaseInsensitive) || gtkTheme.contains(u"-dark", Qt::CaseInsensitive))
        return true;
    if (!desktopUsesGnomeSettings())
        return false;
    const QString gsettings = QStandardPaths::findExecutable(u"gsettings"_s);
    if (gsettings.isEmpty())
        return false;
    QProcess process;
    process.start(gsettings, {u"get"_s, u"org.gnome.desktop.interface"_s, u"color-scheme"_s});
    if (!process.waitForFinished(500)) {
        process.kill();
        process.waitForFinished(100);
        return false;
    }
    return process.exitCode() == 0 && process.readAllStandardOutput().contains("prefer-dark");
}

QPalette Theme::lightPalette()
{
    return QApplication::style()->standardPalette();
}

QPalette Theme::darkPalette()
{
    // Neutral greys with a slight blue cast, text at about 13:1 against the base, and
    // disabled text dimmed but still readable (about 4.5:1).
    const QColor window(0x26, 0x29, 0x2e);
    const QColor base(0x1b, 0x1d, 0x21);
    const QColor alternateBase(0x23, 0x26, 0x2b);
    const QColor button(0x32, 0x36, 0x3c);
    const QColor text(0xe6, 0xe9, 0xee);
    const QColor disabledText(0x8b, 0x93, 0x9e);
    const QColor highlight(0x2f, 0x6f, 0xc9);
    const QColor link(0x7a, 0xb6, 0xff);

    QPalette palette;
    palette.setColor(QPalette::Window, window);
    palette.setColor(QPalette::WindowText, text);
    palette.setColor(QPalette::Base, base);
    palette.setColor(QPalette::AlternateBase, alternateBase);
    palette.setColor(QPalette::ToolTipBase, QColor(0x32, 0x36, 0x3c));
    palette.setColor(QPalette::ToolTipText, text);
    palette.setColor(QPalette::PlaceholderText, disabledText);
    palette.setColor(QPalette::Text, text);
    palette.setColor(QPalette::Button, button);
    palette.setColor(QPalette::ButtonText, text);
    palette.setColor(QPalette::BrightText, QColor(0xff, 0x8a, 0x80));
    palette.setColor(QPalette::Light, button.lighter(150));
    palette.setColor(QPalette::Midlight, button.lighter(125));
    palette.setColor(QPalette::Mid, button.darker(130));
    palette.setColor(QPalette::Dark, button.darker(180));
    palette.setColor(QPalette::Shadow, QColor(0x0a, 0x0b, 0x0d));
    palette.setColor(QPalette::Highlight, highlight);
    palette.setColor(QPalette::HighlightedText, Qt::white);
    palette.setColor(QPalette::Link, link);
    palette.setColor(QPalette::LinkVisited, QColor(0xc3, 0x9b, 0xff));
    for (QPalette::ColorRole role : {QPalette::WindowText, QPalette::Text, QPalette::ButtonText}) {
        palette.setColor(QPalette::Disabled, role, disabledText);
    }
    palette.setColor(QPalette::Disabled, QPalette::Highlight, QColor(0x4a, 0x4f, 0x57));
    palette.setColor(QPalette::Disabled, QPalette::Button, window);
    return palette;
}

QColor Theme::adapt(const QColor &lightColour)
{
    return isDark() ? adaptForDark(lightColour) : lightColour;
}

QColor Theme::adaptForDark(const QColor &lightColour)
{
    // Mirrors lightness into 0.11..0.92, so white becomes the dark panel and near-black text
    // a light grey; mid-tone accents stay mid-tone and keep their hue.
    const QColor hsl = lightColour.toHsl();
    const float lightness = 0.11f + 0.81f * (1.0f - hsl.lightnessF());
    float saturation = hsl.hslSaturationF();
    if (lightness < 0.3f)
        saturation *= 0.55f; // deep, saturated backgrounds glare
    QColor dark = QColor::fromHslF(std::max(0.0f, hsl.hslHueF()), saturation, lightness, hsl.alphaF());
    return dark.toRgb();
}

QString Theme::adaptStyleSheet(const QString &lightStyleSheet)
{
    if (!isDark())
        return lightStyleSheet;
    static const QRegularExpression hex(u"#([0-9a-fA-F]{6})\\b"_s);
    QString result;
    result.reserve(lightStyleSheet.size());
    qsizetype last = 0;
    for (auto it = hex.globalMatch(lightStyleSheet); it.hasNext();) {
        const QRegularExpressionMatch match = it.next();
        result += QStringView(lightStyleSheet).mid(last, match.capturedStart() - last);
        result += adaptForDark(QColor(match.captured(0))).name();
        last = match.capturedEnd();
    }
    result += QStringView(lightStyleSheet).mid(last);
    return result;
}

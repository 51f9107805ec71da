// SPDX-FileCopyrightText: 2026 GPU Advisor contributors
// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include "model/settings/preferences.h"

#include <QObject>

#include <optional>

class QAction;
class QWidget;
class SettingsStore;
class WhatIfSettings;

/// What the preferences flow asks the user: the real dialogs in the app, a scripted fake in the
/// tests.
class PreferencesDialogs
{
public:
    virtual ~PreferencesDialogs() = default;
    /// The preferences the user chose starting from `current`, or nothing when cancelled.
    virtual std::optional<Preferences> edit(const Preferences &current, QWidget *parent) = 0;
    /// The language changed: restart now (true) or later?
    virtual bool restartNow(QWidget *parent) = 0;
};

/// PreferencesDialogs as the Preferences dialog and a question box.
class StandardPreferencesDialogs final : public PreferencesDialogs
{
public:
    std::optional<Preferences> edit(const Preferences &current, QWidget *parent) override;
    bool restartNow(QWidget *parent) override;
};

/// Edit > Preferences: shows the dialog, saves what the user chose (resetting everything but
/// the database location when they chose the defaults), hands the cost defaults and currency to
/// the what-if settings, and reports a new look or a new language (which needs a restart).
class PreferencesFlow final : public QObject
{
    Q_OBJECT

public:
    PreferencesFlow(SettingsStore &store, WhatIfSettings &whatIf, PreferencesDialogs &dialogs, QWidget *window);

    /// The menu action that runs the flow, with the platform's Preferences shortcut.
    QAction *action() const { return m_action; }
    /// Runs the flow once (the Preferences action calls it).
    void run();

Q_SIGNALS:
    void colorSchemeChanged(const QString &scheme);
    /// The user chose a new language and to restart now.
    void restartRequested();
    /// A line for the status bar.
    void message(const QString &text);

private:
    SettingsStore &m_store;
    WhatIfSettings &m_whatIf;
    PreferencesDialogs &m_dialogs;
    QWidget *m_window;
    QAction *m_action;
};

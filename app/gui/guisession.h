// SPDX-FileCopyrightText: 2026 GPU Advisor contributors
// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include <QObject>

#include <functional>

class MainWindow;
class QWidget;
class SettingsStore;
class WhatIfSettings;

/// What outlives a session of the window: the what-if assumptions (with the planner's circuit and
/// grid intensity), the window's size and place, and the wizard's month, edition, budget and
/// answers. restore() brings them back and keeps them saved from then on; save() writes what is
/// in use now (the app calls it when it quits).
class GuiSession final : public QObject
{
    Q_OBJECT

public:
    GuiSession(SettingsStore &store, MainWindow &window, WhatIfSettings &whatIf);

    /// Brings the saved session back: the assumptions, the geometry (fitted to the screen), the
    /// wizard's month and edition and, when the preferences ask for it, its budget and answers.
    void restore();
    /// Writes the geometry, the answers and the budget, and flushes the settings file.
    void save();
    /// Shows the welcome when it is due (the first start, or the user asked to see it again) by
    /// calling `ask`, which returns whether to show it at the next start too.
    void offerWelcome(const std::function<bool()> &ask);

    /// Keeps `window` on its screen: a size larger than the screen's free area (a saved size from
    /// a larger monitor, or a first start on a small screen) shrinks to fit, and the window's
    /// minimum size never exceeds that area.
    static void fitToScreen(QWidget &window);

private:
    SettingsStore &m_store;
    MainWindow &m_window;
    WhatIfSettings &m_whatIf;
};

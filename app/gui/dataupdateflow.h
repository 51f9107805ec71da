// SPDX-FileCopyrightText: 2026 GPU Advisor contributors
// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include "model/update/dataupdate.h"

#include <QObject>

class DataUpdater;
class QAction;
class QWidget;
class SettingsStore;

/// What the data-update flow shows the user: the Update data dialog in the app, a scripted fake
/// in the tests.
class DataUpdateDialogs
{
public:
    virtual ~DataUpdateDialogs() = default;
    /// Runs the update dialog on `updater` from `address`; how the last update ended, and whether
    /// the user chose to restart now.
    virtual UpdateOutcome run(DataUpdater &updater, const QString &address, QWidget *parent, bool *restartNow) = 0;
};

/// DataUpdateDialogs as the Update data dialog.
class StandardDataUpdateDialogs final : public DataUpdateDialogs
{
public:
    UpdateOutcome run(DataUpdater &updater, const QString &address, QWidget *parent, bool *restartNow) override;
};

/// File > Update data: downloads the newest specifications, prices and cloud rates into the
/// database from the address in the preferences; after a change, the user restarts now or is told
/// that the new data shows after the next start.
class DataUpdateFlow final : public QObject
{
    Q_OBJECT

public:
    DataUpdateFlow(SettingsStore &store, DataUpdater &updater, DataUpdateDialogs &dialogs, QWidget *window);

    /// The menu action that runs the flow.
    QAction *action() const { return m_action; }
    /// Runs the flow once.
    void run();

Q_SIGNALS:
    /// The update changed the data and the user chose to restart now.
    void restartRequested();
    /// A line for the status bar.
    void message(const QString &text);

private:
    SettingsStore &m_store;
    DataUpdater &m_updater;
    DataUpdateDialogs &m_dialogs;
    QWidget *m_window;
    QAction *m_action;
};

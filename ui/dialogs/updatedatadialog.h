// SPDX-FileCopyrightText: 2026 GPU Advisor contributors
// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include "model/update/dataupdate.h"

#include <QDialog>

class QDialogButtonBox;
class QLabel;
class QLineEdit;
class QPlainTextEdit;
class QProgressBar;
class QPushButton;

/// File > Update data: downloads the data bundle from an address (the preference, editable
/// here for this update), shows the progress with a Cancel button, and then what changed, kind
/// by kind, or why nothing was. Drives a DataUpdater (model/); knows nothing of the network or
/// the database. After an update that changed something it offers to restart, which shows the
/// new data everywhere.
class UpdateDataDialog final : public QDialog
{
    Q_OBJECT

public:
    UpdateDataDialog(DataUpdater *updater, const QString &address, QWidget *parent = nullptr);

    /// The user chose "Restart now" after an update.
    bool restartRequested() const { return m_restart; }
    /// How the last update ended; empty status Failed with no error before the first.
    UpdateOutcome outcome() const { return m_outcome; }

    void startUpdate();

protected:
    void reject() override;

private:
    void showProgress(qint64 done, qint64 total, const QString &what);
    void showOutcome(const UpdateOutcome &outcome);
    void setRunning(bool running);

    DataUpdater *m_updater;
    QLineEdit *m_address = nullptr;
    QLabel *m_keys = nullptr;
    QProgressBar *m_progress = nullptr;
    QLabel *m_status = nullptr;
    QPlainTextEdit *m_report = nullptr;
    QDialogButtonBox *m_buttons = nullptr;
    QPushButton *m_update = nullptr;
    QPushButton *m_cancel = nullptr;
    QPushButton *m_restartButton = nullptr;
    UpdateOutcome m_outcome;
    bool m_restart = false;
};

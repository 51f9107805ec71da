// SPDX-FileCopyrightText: 2026 GPU Advisor contributors
// SPDX-License-Identifier: GPL-3.0-or-later
#include "app/gui/dataupdateflow.h"

#include "app/settingsstore.h"
#include "ui/dialogs/updatedatadialog.h"

#include <QAction>

using namespace Qt::StringLiterals;

UpdateOutcome StandardDataUpdateDialogs::run(DataUpdater &updater, const QString &address, QWidget *parent,
                                             bool *restartNow)
{
    UpdateDataDialog dialog(&updater, address, parent);
    dialog.exec();
    *restartNow = dialog.restartRequested();
    return dialog.outcome();
}

DataUpdateFlow::DataUpdateFlow(SettingsStore &store, DataUpdater &updater, DataUpdateDialogs &dialogs, QWidget *window)
    : QObject(window)
    , m_store(store)
    , m_updater(updater)
    , m_dialogs(dialogs)
    , m_window(window)
    , m_action(new QAction(tr("&Update data..."), window))
{
    m_action->setObjectName(u"actionUpdateData"_s);
    m_action->setStatusTip(tr("Download the newest GPU specifications, prices and cloud rates into your database"));
    connect(m_action, &QAction::triggered, this, &DataUpdateFlow::run);
}

void DataUpdateFlow::run()
{
    bool restartNow = false;
    const UpdateOutcome outcome = m_dialogs.run(m_updater, m_store.preferences().dataUrl, m_window, &restartNow);
    if (restartNow) {
        Q_EMIT restartRequested();
    } else if (outcome.status == UpdateOutcome::Status::Updated &&
               outcome.report.totalAdded() + outcome.report.totalChanged() > 0) {
        Q_EMIT message(tr("The new data shows everywhere when GPU Advisor starts again."));
    }
}

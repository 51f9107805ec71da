// SPDX-FileCopyrightText: 2026 GPU Advisor contributors
// SPDX-License-Identifier: GPL-3.0-or-later
#include "app/gui/preferencesflow.h"

#include "app/settingsstore.h"
#include "model/browser/whatifsettings.h"
#include "ui/dialogs/preferencesdialog.h"

#include <QAction>
#include <QMessageBox>
#include <QPushButton>

using namespace Qt::StringLiterals;

std::optional<Preferences> StandardPreferencesDialogs::edit(const Preferences &current, QWidget *parent)
{
    PreferencesDialog dialog(current, parent);
    if (dialog.exec() != QDialog::Accepted)
        return std::nullopt;
    return dialog.preferences();
}

bool StandardPreferencesDialogs::restartNow(QWidget *parent)
{
    // Every text was translated when it was made: a new language needs a new start.
    QMessageBox ask(QMessageBox::Question, QCoreApplication::translate("main", "Change the language"),
                    QCoreApplication::translate("main", "The new language takes effect when GPU Advisor starts "
                                                        "again. Restart now? Your answers and settings are "
                                                        "kept."),
                    QMessageBox::NoButton, parent);
    ask.setObjectName(u"restartMessageBox"_s);
    QPushButton *restart = ask.addButton(QCoreApplication::translate("main", "&Restart now"), QMessageBox::AcceptRole);
    ask.addButton(QCoreApplication::translate("main", "&Later"), QMessageBox::RejectRole);
    ask.setDefaultButton(restart);
    ask.exec();
    return ask.clickedButton() == restart;
}

PreferencesFlow::PreferencesFlow(SettingsStore &store, WhatIfSettings &whatIf, PreferencesDialogs &dialogs,
                                 QWidget *window)
    : QObject(window)
    , m_store(store)
    , m_whatIf(whatIf)
    , m_dialogs(dialogs)
    , m_window(window)
    , m_action(new QAction(tr("&Preferences..."), window))
{
    m_action->setObjectName(u"actionPreferences"_s);
    // The platform's Preferences key where it has one (it is empty on many Linux desktops).
    m_action->setShortcut(
        QKeySequence::keyBindings(QKeySequence::Preferences).value(0, QKeySequence(Qt::CTRL | Qt::Key_Comma)));
    m_action->setMenuRole(QAction::PreferencesRole);
    connect(m_action, &QAction::triggered, this, &PreferencesFlow::run);
}

void PreferencesFlow::run()
{
    const Preferences before = m_store.preferences();
    const std::optional<Preferences> chosen = m_dialogs.edit(before, m_window);
    if (!chosen)
        return;
    if (*chosen == Preferences() && !(before == Preferences())) {
        m_store.resetToDefaults();
        m_whatIf.setSite(QString(), -1);
    }
    m_store.setPreferences(*chosen);
    m_whatIf.setCost(chosen->cost);
    m_whatIf.setCurrencySymbol(chosen->currencySymbol);
    if (chosen->colorScheme != before.colorScheme)
        Q_EMIT colorSchemeChanged(chosen->colorScheme);
    if (chosen->language == before.language)
        return;
    if (m_dialogs.restartNow(m_window))
        Q_EMIT restartRequested();
    else
        Q_EMIT message(
            QCoreApplication::translate("main", "The new language takes effect when GPU Advisor starts again."));
}

// SPDX-FileCopyrightText: 2026 GPU Advisor contributors
// SPDX-License-Identifier: GPL-3.0-or-later
#include "app/gui/guisession.h"

#include "app/settingsstore.h"
#include "model/browser/whatifsettings.h"
#include "ui/shell/mainwindow.h"
#include "ui/wizard/wizardwidget.h"

#include <QScreen>

namespace {

/// The size a first start opens at when the screen has room for it.
constexpr QSize PreferredSize(1280, 820);

} // namespace

GuiSession::GuiSession(SettingsStore &store, MainWindow &window, WhatIfSettings &whatIf)
    : QObject(&window)
    , m_store(store)
    , m_window(window)
    , m_whatIf(whatIf)
{}

void GuiSession::restore()
{
    m_store.loadWhatIf(m_whatIf);
    connect(&m_whatIf, &WhatIfSettings::changed, this, [this] { m_store.saveWhatIf(m_whatIf); });
    connect(&m_whatIf, &WhatIfSettings::siteChanged, this, [this] { m_store.saveWhatIf(m_whatIf); });

    const QByteArray geometry = m_store.windowGeometry();
    if (geometry.isEmpty() || !m_window.restoreGeometry(geometry))
        m_window.resize(PreferredSize);
    fitToScreen(m_window);

    // The month and edition come back before the answers, which are walked on them; all in one
    // step, so the picks are worked out and the page drawn once.
    WizardWidget *wizard = m_window.wizard();
    const bool answers = m_store.preferences().restoreLastAnswers;
    // Answers saved with their questions come back only where they still answer the question
    // asked; bare answers (an older version's) up to the first question about prices.
    const QList<GivenAnswer> given = answers ? m_store.lastGivenAnswers() : QList<GivenAnswer>();
    if (!given.isEmpty()) {
        wizard->restore(m_store.wizardAsOfMonth(), m_store.wizardEdition(), m_store.lastBudget(), given);
    } else {
        wizard->restore(m_store.wizardAsOfMonth(), m_store.wizardEdition(), answers ? m_store.lastBudget() : 0,
                        answers ? m_store.lastAnswers() : QList<Answer>());
    }
    connect(wizard, &WizardWidget::editionChanged, this,
            [this](Edition edition) { m_store.setWizardEdition(edition); });
    connect(wizard, &WizardWidget::asOfMonthChanged, this,
            [this](const QDate &month) { m_store.setWizardAsOfMonth(month); });
}

void GuiSession::save()
{
    m_store.setWindowGeometry(m_window.saveGeometry());
    m_store.setLastAnswers(m_window.wizard()->walker().answers());
    m_store.setLastGivenAnswers(m_window.wizard()->session().givenAnswers());
    m_store.setLastBudget(m_window.wizard()->budget());
    m_store.sync();
}

void GuiSession::offerWelcome(const std::function<bool()> &ask)
{
    Preferences preferences = m_store.preferences();
    if (!preferences.showWelcome)
        return;
    preferences.showWelcome = ask();
    // Read again: the preferences may have changed while the welcome was open.
    Preferences now = m_store.preferences();
    now.showWelcome = preferences.showWelcome;
    m_store.setPreferences(now);
}

void GuiSession::fitToScreen(QWidget &window)
{
    const QScreen *screen = window.screen();
    if (!screen)
        return;
    const QRect room = screen->availableGeometry();
    window.setMinimumSize(window.minimumSize().boundedTo(room.size()));
    const QSize size = window.size().boundedTo(room.size());
    if (size != window.size())
        window.resize(size);
    // A window placed off the free area (a monitor since removed) comes back onto it.
    const QRect frame = window.frameGeometry();
    if (!room.contains(frame.topLeft()) || !room.contains(frame.bottomRight())) {
        QPoint topLeft = frame.topLeft();
        topLeft.setX(std::clamp(topLeft.x(), room.left(), std::max(room.left(), room.right() - frame.width() + 1)));
        topLeft.setY(std::clamp(topLeft.y(), room.top(), std::max(room.top(), room.bottom() - frame.height() + 1)));
        window.move(topLeft);
    }
}

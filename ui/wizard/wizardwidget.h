// SPDX-FileCopyrightText: 2026 GPU Advisor contributors
// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include "model/catalog/gpurepository.h"
#include "model/flowchart/flowchartwalker.h"
#include "model/flowchart/livepicks.h"
#include "model/flowchart/recommendation.h"
#include "model/flowchart/recommendationsession.h"

#include <QWidget>

#include <memory>
#include <optional>

class QAction;
class QModelIndex;
class QPushButton;
class QuestionPage;
class ResultPage;

namespace Ui {
class WizardWidget;
}

/// The recommendation wizard: walks the flowchart one yes/no question at a time, with the
/// answers so far in a side list (click one to return to it), an optional budget that turns
/// price questions into suggested answers, and a result page for every kind of leaf.
/// It only reads: prices and specs come from the injected repository, nothing is saved.
class WizardWidget final : public QWidget
{
    Q_OBJECT

public:
    WizardWidget(Flowchart chart, const GpuRepository &gpus, QWidget *parent = nullptr);
    /// As above, taking today's picks from `earlyPicks` (worked out while the window was built)
    /// when they are for the month the wizard opens on, and pricing the desktop around each card
    /// from `parts` as `rank` does (null: the planner's defaults).
    WizardWidget(Flowchart chart, const GpuRepository &gpus, PendingLiveEvaluation earlyPicks,
                 const PartPriceRepository *parts, QWidget *parent = nullptr);
    ~WizardWidget() override;

    const FlowchartWalker &walker() const { return m_session.walker(); }
    /// The walk with its edition, month and answers, each answer with the question it answered.
    const RecommendationSession &session() const { return m_session; }
    /// Which picks the wizard names: today's best cards by the rules behind the post's picks
    /// (the default, when the database can evaluate them) or the post's own picks of 2023.
    Edition edition() const { return m_session.edition(); }
    /// Switches the edition and keeps the answers given so far (both editions share the
    /// questions).
    void setEdition(Edition edition);
    /// Whether the live picks could be evaluated on the database; when not, only the post's
    /// picks are offered and liveProblem() says why.
    bool hasLiveEdition() const { return m_session.hasLiveEdition(); }
    /// The month today's picks are chosen for (its first day); invalid while the wizard follows
    /// the calendar (the current month, the default).
    QDate asOfMonth() const { return m_session.asOfMonth(); }
    /// Chooses the picks at the end of `month` from the prices on record then; an invalid date,
    /// or the current month, follows the calendar. Keeps the answers given so far.
    void setAsOfMonth(const QDate &month);
    QString liveProblem() const { return m_session.liveProblem(); }
    /// The result shown on the result page; invalid while a question is open.
    const Recommendation &recommendation() const { return m_recommendation; }
    /// The budget in US dollars; zero when none is set.
    double budget() const;
    void setBudget(double usd);
    /// Brings back a saved session in one step: the month, the edition, the budget and the
    /// answers. Equivalent to setAsOfMonth(), setEdition(), setBudget() and answer() for each
    /// answer, but the picks are worked out and the page drawn once. Answers the chart no longer
    /// accepts end the replay there.
    void restore(const QDate &month, Edition edition, double budgetUsd, const QList<Answer> &answers);
    /// As above, with answers that keep the question they answered: the walk stops at a question
    /// about prices whose cards or price changed since, and says what changed.
    void restore(const QDate &month, Edition edition, double budgetUsd, const QList<GivenAnswer> &answers);
    /// The answer the budget suggests for the open price question, if any.
    std::optional<Answer> suggestedAnswer() const { return m_suggestion; }

    // The wizard's commands, with their shortcuts, for the window's menus.
    QAction *yesAction() const { return m_yesAction; }
    QAction *noAction() const { return m_noAction; }
    QAction *backAction() const { return m_backAction; }
    QAction *forwardAction() const { return m_forwardAction; }
    QAction *restartAction() const { return m_restartAction; }

public Q_SLOTS:
    /// The database changed (the user added or removed a price): today's picks are worked out
    /// again for the month, and the answers given so far are walked on them.
    void reloadData();
    void answer(Answer answer);
    void back();
    /// Gives again an answer that back(), jumpTo() or restart() took back.
    void forward();
    void restart();
    /// Returns to the question answered at step `index` (0-based), dropping later answers.
    void jumpTo(int index);

Q_SIGNALS:
    /// The walk reached a leaf and the result page shows `recommendation`.
    void finished(const Recommendation &recommendation);
    void restarted();
    /// The user stepped back to the question numbered `questionNumber` (1-based).
    void wentBack(int questionNumber);
    /// Forward gave an answer again; the walk is at the question numbered `questionNumber`
    /// (1-based), unless it finished (finished() then).
    void wentForward(int questionNumber);
    /// The user asked to plan a machine around the recommended GPU (the result page's button).
    void planBuildRequested(const Recommendation &recommendation);
    /// "Size the hardware for a language model", on results of walks about language models.
    void llmPlanRequested();
    /// "Plan a fine-tuning job": the answers say the user trains models.
    void finetunePlanRequested();
    /// The user asked for the performance-per-dollar ranking, filtered by what the answers need.
    void rankingRequested();
    /// The edition changed (the user's choice, or setEdition()).
    void editionChanged(Edition edition);
    /// The "as of" month changed; invalid when the wizard follows the calendar.
    void asOfMonthChanged(const QDate &month);

private:
    QAction *createAction(const QString &text, const QKeySequence &shortcut, const QString &toolTip);
    void bindButton(QPushButton *button, QAction *action);
    /// Turns the designed row of buttons under the page into one that wraps when narrow.
    void wrapNavigationRow();
    void showEvent(QShowEvent *event) override;
    void hideEvent(QHideEvent *event) override;
    /// Window-wide keys while the wizard is on screen; none while another tab is in front.
    void setShortcutsActive(bool active);
    void refresh();
    void refreshTrail();
    void refreshProgress();
    void showSuggestion(std::optional<Answer> suggestion);
    void activateTrailIndex(const QModelIndex &index);
    QList<PickDetails> declinedPicks() const;
    bool navigationHasFocus() const;
    void focusPrimaryButton();
    /// The result page, built the first time a walk reaches a leaf: most starts end on a
    /// question, and a page nobody sees should not cost start-up time.
    ResultPage *resultPage();

    /// The edition's items and the month box after the session's picks were worked out again.
    void refreshEditionControls();
    /// The database or the month changed: the session walks the answers again on the new picks.
    void walkOnNewPicks();
    void refreshEditionHint();
    /// Draws the walk after the session changed it in one step (a restore).
    void showRestored();

    std::unique_ptr<Ui::WizardWidget> m_ui;
    QWidget *m_answerButtons = nullptr;
    QuestionPage *m_questionPage = nullptr;
    ResultPage *m_resultPage = nullptr;
    const GpuRepository &m_gpus;
    RecommendationSession m_session;
    Recommendation m_recommendation;
    std::optional<Answer> m_suggestion;
    QAction *m_yesAction = nullptr;
    QAction *m_noAction = nullptr;
    QAction *m_backAction = nullptr;
    QAction *m_forwardAction = nullptr;
    QAction *m_restartAction = nullptr;
};

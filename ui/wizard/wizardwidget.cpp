// SPDX-FileCopyrightText: 2026 GPU Advisor contributors
// SPDX-License-Identifier: GPL-3.0-or-later
#include "ui/wizard/wizardwidget.h"

#include "model/flowchart/budgetwalk.h"
#include "model/flowchart/displaytext.h"
#include "model/flowchart/wizardneeds.h"
#include "model/format/formatter.h"
#include "ui/shell/theme.h"
#include "ui/widgets/flowlayout.h"
#include "ui/widgets/repolish.h"
#include "ui/wizard/questionpage.h"
#include "ui/wizard/resultpage.h"

#include "ui_wizardwidget.h"

#include <QAction>
#include <QApplication>
#include <QColor>
#include <QDateEdit>
#include <QFile>
#include <QHBoxLayout>
#include <QSignalBlocker>
#include <QStandardItem>
#include <QStandardItemModel>
#include <QStyle>

using namespace Qt::StringLiterals;

namespace {

// Marks the last trail item, which shows where the walk stands rather than an answer.
constexpr int CurrentItemRole = Qt::UserRole + 1;

QString wizardStyleSheet()
{
    QFile file(u":/ui/wizard.qss"_s);
    if (!file.open(QIODevice::ReadOnly | QIODevice::Text))
        return {};
    return QString::fromUtf8(file.readAll());
}

} // namespace

WizardWidget::WizardWidget(Flowchart chart, const GpuRepository &gpus, QWidget *parent)
    : WizardWidget(std::move(chart), gpus, PendingLiveEvaluation(), nullptr, parent)
{}

WizardWidget::WizardWidget(Flowchart chart, const GpuRepository &gpus, PendingLiveEvaluation earlyPicks,
                           const PartPriceRepository *parts, QWidget *parent)
    : QWidget(parent)
    , m_ui(std::make_unique<Ui::WizardWidget>())
    , m_gpus(gpus)
    , m_session(std::move(chart), gpus, QDate(), std::move(earlyPicks), parts)
{
    setObjectName(u"wizardWidget"_s);
    // The stylesheet is written for the light look; under a dark palette its colours are
    // mirrored, so the tinted boxes stay tinted and the text stays readable. It is set before
    // the children exist, so each is styled once when shown rather than restyled after.
    setStyleSheet(Theme::adaptStyleSheet(wizardStyleSheet()));
    m_ui->setupUi(this);
    // Made inside the page stack rather than in the form: a page the form makes is created without
    // a parent and then moved under the styled wizard, which restyles every widget on it (a
    // fourteenth of the start-up).
    m_questionPage = new QuestionPage(m_ui->pageStack);
    m_ui->pageStack->addWidget(m_questionPage);
    // Made last, its controls would come first after the navigation in the Tab order; they
    // follow the side panel, as the form's order has them.
    QWidget *previous = m_ui->trailList;
    for (QWidget *w : m_questionPage->findChildren<QWidget *>()) {
        if (w->focusPolicy() & Qt::TabFocus) {
            QWidget::setTabOrder(previous, w);
            previous = w;
        }
    }
    connect(Theme::instance(), &Theme::changed, this, [this] {
        setStyleSheet(Theme::adaptStyleSheet(wizardStyleSheet()));
        refreshTrail();
    });

    // The amounts are US prices; the spin box writes them the way the price labels do.
    m_ui->budgetSpinBox->setLocale(Formatter::locale());
    m_ui->budgetSpinBox->setGroupSeparatorShown(true);

    m_yesAction = createAction(tr("Answer &Yes"), QKeySequence(Qt::Key_Y), tr("Answer yes"));
    m_noAction = createAction(tr("Answer &No"), QKeySequence(Qt::Key_N), tr("Answer no"));
    m_backAction = createAction(tr("&Back"), QKeySequence(Qt::Key_Backspace), tr("Undo the last answer"));
    m_forwardAction = createAction(tr("&Forward"), QKeySequence(Qt::ALT | Qt::Key_Right),
                                   tr("Give again the answer that Back, Restart or a click on the trail took back"));
    m_restartAction = createAction(tr("&Restart"), QKeySequence(Qt::CTRL | Qt::Key_R),
                                   tr("Start again from the first question; Forward brings the answers back"));
    m_backAction->setIcon(style()->standardIcon(QStyle::SP_ArrowBack));
    m_forwardAction->setIcon(style()->standardIcon(QStyle::SP_ArrowForward));
    m_restartAction->setIcon(style()->standardIcon(QStyle::SP_BrowserReload));
    connect(m_yesAction, &QAction::triggered, this, [this] { answer(Answer::Yes); });
    connect(m_noAction, &QAction::triggered, this, [this] { answer(Answer::No); });
    connect(m_backAction, &QAction::triggered, this, &WizardWidget::back);
    connect(m_forwardAction, &QAction::triggered, this, &WizardWidget::forward);
    connect(m_restartAction, &QAction::triggered, this, &WizardWidget::restart);
    bindButton(m_ui->yesButton, m_yesAction);
    bindButton(m_ui->noButton, m_noAction);
    bindButton(m_ui->backButton, m_backAction);
    bindButton(m_ui->forwardButton, m_forwardAction);
    bindButton(m_ui->restartButton, m_restartAction);
    wrapNavigationRow();

    connect(m_ui->rankByValueButton, &QPushButton::clicked, this, [this] { Q_EMIT rankingRequested(); });
    connect(m_ui->planBuildButton, &QPushButton::clicked, this,
            [this] { Q_EMIT planBuildRequested(m_recommendation); });
    connect(m_ui->llmPlanButton, &QPushButton::clicked, this, [this] { Q_EMIT llmPlanRequested(); });
    connect(m_ui->finetunePlanButton, &QPushButton::clicked, this, [this] { Q_EMIT finetunePlanRequested(); });
    connect(m_ui->trailList, &QListWidget::clicked, this, &WizardWidget::activateTrailIndex);
    connect(m_ui->trailList, &QListWidget::activated, this, &WizardWidget::activateTrailIndex);

    connect(m_ui->budgetSpinBox, &QDoubleSpinBox::valueChanged, this, &WizardWidget::refresh);
    // Return in the budget field hands the keyboard back to the answers, so Y and N work again.
    connect(m_ui->budgetSpinBox, &QDoubleSpinBox::editingFinished, this, [this] {
        if (m_ui->budgetSpinBox->hasFocus())
            focusPrimaryButton();
    });

    //: The live edition of the recommendations: cards chosen today by the rules behind the post's picks.
    m_ui->editionComboBox->addItem(tr("Today's best cards"), editionKey(Edition::Live));
    //: The 2023 edition of the recommendations: the post's own picks.
    m_ui->editionComboBox->addItem(tr("The post's picks (January 2023)"), editionKey(Edition::Post2023));
    refreshEditionControls();
    connect(m_ui->editionComboBox, &QComboBox::activated, this, [this] {
        setEdition(editionFromKey(m_ui->editionComboBox->currentData().toString()).value_or(Edition::Live));
    });
    // Months from the post's own (January 2023) to the current one.
    m_ui->asOfDateEdit->setDateRange(QDate(2023, 1, 1), QDate::currentDate());
    m_ui->asOfDateEdit->setDate(QDate::currentDate());
    m_ui->asOfDateEdit->setEnabled(edition() == Edition::Live);
    connect(m_ui->asOfDateEdit, &QDateEdit::dateChanged, this, [this](const QDate &date) { setAsOfMonth(date); });
    refreshEditionHint();

    refresh();
    m_ui->yesButton->setFocus();
}

WizardWidget::~WizardWidget() = default;

void WizardWidget::wrapNavigationRow()
{
    // Yes and No stay together, on the right.
    m_answerButtons = new QWidget(m_ui->mainPanel);
    m_answerButtons->setObjectName(u"answerButtonsWidget"_s);
    auto *answers = new QHBoxLayout(m_answerButtons);
    answers->setContentsMargins(0, 0, 0, 0);
    answers->setSpacing(m_ui->navLayout->spacing());
    for (QPushButton *button : {m_ui->yesButton, m_ui->noButton}) {
        m_ui->navLayout->removeWidget(button);
        answers->addWidget(button);
    }
    m_ui->navLayout->addWidget(m_answerButtons);
    // In a narrow window (or a longer language) the buttons go onto a second line instead of
    // being squeezed below their text (issue 11: "uild with t" at 900x600).
    QWidget *row = FlowLayout::wrapRow(m_ui->navLayout, u"navRowWidget"_s);
    m_ui->navLayout = nullptr;
    if (!row)
        return;
    for (QWidget *right : {static_cast<QWidget *>(m_ui->rankByValueButton),
                           static_cast<QWidget *>(m_ui->planBuildButton), static_cast<QWidget *>(m_ui->llmPlanButton),
                           static_cast<QWidget *>(m_ui->finetunePlanButton), m_answerButtons})
        row->layout()->setAlignment(right, Qt::AlignRight);
}

ResultPage *WizardWidget::resultPage()
{
    if (!m_resultPage) {
        m_resultPage = new ResultPage(m_ui->pageStack);
        // Both editions come from the same chart: its title, date and source name the post.
        const Flowchart &chart = m_session.postChart();
        m_resultPage->setChartSource(chart.title, chart.editionDate, chart.source);
        m_ui->pageStack->addWidget(m_resultPage);
    }
    return m_resultPage;
}

void WizardWidget::refreshEditionControls()
{
    // Without rules (or without the data to evaluate them) only the post's picks are offered.
    if (auto *model = qobject_cast<QStandardItemModel *>(m_ui->editionComboBox->model())) {
        if (QStandardItem *item = model->item(0))
            item->setEnabled(hasLiveEdition());
    }
    const int index = edition() == Edition::Live ? 0 : 1;
    if (m_ui->editionComboBox->currentIndex() != index)
        m_ui->editionComboBox->setCurrentIndex(index);
    m_ui->asOfDateEdit->setEnabled(edition() == Edition::Live);
}

void WizardWidget::refreshEditionHint()
{
    QString hint;
    if (edition() == Edition::Live) {
        //: %1 is a month (YYYY-MM).
        hint = tr("Chosen as of %1 by the rule behind each of the post's picks, from the prices on record; the "
                  "post's own pick is shown beside it.")
                   .arg(m_session.asOf().toString(u"yyyy-MM"_s));
    } else if (!hasLiveEdition() && !liveProblem().isEmpty()) {
        //: %1 says why today's picks could not be worked out.
        hint = tr("The post's picks, as it made them. Today's picks are not available: %1").arg(liveProblem());
    } else {
        hint = tr("The post's picks, as it made them in January 2023, with today's prices on record.");
    }
    m_ui->editionHintLabel->setText(hint);
}

void WizardWidget::setEdition(Edition edition)
{
    // An answer to a question about prices belongs to the cards and price it was asked about: the
    // other edition walks the answers again and stops where it asks about other cards.
    const bool changed = m_session.setEdition(edition);
    refreshEditionControls();
    if (!changed)
        return;
    refreshEditionHint();
    refresh();
    Q_EMIT editionChanged(this->edition());
}

void WizardWidget::restore(const QDate &month, Edition edition, double budgetUsd, const QList<Answer> &answers)
{
    {
        const QSignalBlocker blocker(m_ui->budgetSpinBox);
        m_ui->budgetSpinBox->setValue(budgetUsd);
    }
    m_session.restore(month, edition, answers);
    showRestored();
}

void WizardWidget::restore(const QDate &month, Edition edition, double budgetUsd, const QList<GivenAnswer> &answers)
{
    {
        const QSignalBlocker blocker(m_ui->budgetSpinBox);
        m_ui->budgetSpinBox->setValue(budgetUsd);
    }
    m_session.restore(month, edition, answers);
    showRestored();
}

void WizardWidget::showRestored()
{
    // The picks are worked out once for the month, and the page is drawn once, whatever the
    // number of answers: answering one by one redrew the page and its trail for every answer.
    {
        const QSignalBlocker blocker(m_ui->asOfDateEdit);
        const QDate month = asOfMonth();
        m_ui->asOfDateEdit->setDate(month.isValid() ? month : QDate::currentDate());
    }
    refreshEditionControls();
    refreshEditionHint();
    refresh();
    if (walker().isFinished())
        Q_EMIT finished(m_recommendation);
}

void WizardWidget::reloadData()
{
    const auto pickIds = [this] {
        QList<qint64> ids;
        for (const PickDetails &pick : m_recommendation.picks)
            ids.append(pick.gpu.id);
        return ids;
    };
    const bool wasFinished = walker().isFinished();
    const QList<qint64> before = pickIds();
    m_session.reload();
    walkOnNewPicks();
    // Only a different answer is news to the other pages (it would set their metric and filters again).
    if (walker().isFinished() && (!wasFinished || pickIds() != before))
        Q_EMIT finished(m_recommendation);
}

void WizardWidget::walkOnNewPicks()
{
    const Edition before = m_ui->editionComboBox->currentIndex() == 0 ? Edition::Live : Edition::Post2023;
    refreshEditionControls();
    refreshEditionHint();
    refresh();
    // The rules cannot be evaluated at that month: the post's picks, and the hint says why.
    if (edition() != before)
        Q_EMIT editionChanged(edition());
}

void WizardWidget::setAsOfMonth(const QDate &month)
{
    if (!m_session.setAsOfMonth(month))
        return;
    {
        const QSignalBlocker blocker(m_ui->asOfDateEdit);
        const QDate shown = asOfMonth();
        m_ui->asOfDateEdit->setDate(shown.isValid() ? shown : QDate::currentDate());
    }
    walkOnNewPicks();
    Q_EMIT asOfMonthChanged(asOfMonth());
}

double WizardWidget::budget() const
{
    return m_ui->budgetSpinBox->value();
}

void WizardWidget::setBudget(double usd)
{
    m_ui->budgetSpinBox->setValue(usd);
}

void WizardWidget::answer(Answer answer)
{
    const bool hadFocus = navigationHasFocus();
    if (!m_session.answer(answer))
        return;
    refresh();
    if (hadFocus)
        focusPrimaryButton();
    if (walker().isFinished())
        Q_EMIT finished(m_recommendation);
}

void WizardWidget::back()
{
    const bool hadFocus = navigationHasFocus();
    if (!m_session.back())
        return;
    refresh();
    if (hadFocus)
        focusPrimaryButton();
    Q_EMIT wentBack(walker().answeredCount() + 1);
}

void WizardWidget::forward()
{
    const bool hadFocus = navigationHasFocus();
    if (!m_session.forward())
        return;
    refresh();
    if (hadFocus)
        focusPrimaryButton();
    if (walker().isFinished())
        Q_EMIT finished(m_recommendation);
    else
        Q_EMIT wentForward(walker().answeredCount() + 1);
}

void WizardWidget::restart()
{
    const bool hadFocus = navigationHasFocus();
    if (walker().answeredCount() == 0)
        return;
    m_session.restart();
    refresh();
    if (hadFocus)
        focusPrimaryButton();
    Q_EMIT restarted();
}

void WizardWidget::jumpTo(int index)
{
    if (!m_session.jumpTo(index))
        return;
    refresh();
    Q_EMIT wentBack(index + 1);
}

QAction *WizardWidget::createAction(const QString &text, const QKeySequence &shortcut, const QString &toolTip)
{
    auto *action = new QAction(text, this);
    action->setShortcut(shortcut);
    // Window-wide, so the keys work wherever the focus is; a focused text field still gets
    // its own keys first, because it claims them through ShortcutOverride.
    action->setShortcutContext(Qt::WindowShortcut);
    action->setToolTip(toolTip);
    addAction(action);
    return action;
}

void WizardWidget::bindButton(QPushButton *button, QAction *action)
{
    const QString shortcut = action->shortcut().toString(QKeySequence::NativeText);
    button->setToolTip(tr("%1 (%2)").arg(action->toolTip(), shortcut));
    button->setAccessibleDescription(tr("Shortcut: %1").arg(shortcut));
    if (!action->icon().isNull())
        button->setIcon(action->icon());
    connect(button, &QPushButton::clicked, action, &QAction::trigger);
    connect(action, &QAction::changed, button, [button, action] { button->setEnabled(action->isEnabled()); });
}

void WizardWidget::showEvent(QShowEvent *event)
{
    setShortcutsActive(true);
    QWidget::showEvent(event);
}

void WizardWidget::hideEvent(QHideEvent *event)
{
    // Y, N and Backspace must not answer a wizard the user cannot see (another tab in front).
    setShortcutsActive(false);
    QWidget::hideEvent(event);
}

void WizardWidget::setShortcutsActive(bool active)
{
    for (QAction *action : {m_yesAction, m_noAction, m_backAction, m_forwardAction, m_restartAction})
        action->setShortcutContext(active ? Qt::WindowShortcut : Qt::WidgetWithChildrenShortcut);
}

void WizardWidget::refresh()
{
    const bool finished = walker().isFinished();
    const bool answered = walker().answeredCount() > 0;
    m_yesAction->setEnabled(!finished);
    m_noAction->setEnabled(!finished);
    m_backAction->setEnabled(answered);
    m_forwardAction->setEnabled(walker().canGoForward());
    m_restartAction->setEnabled(answered);
    m_ui->yesButton->setVisible(!finished);
    m_ui->noButton->setVisible(!finished);
    m_answerButtons->setVisible(!finished);
    m_recommendation = {};
    if (finished) {
        m_recommendation = m_session.recommendation(budget(), m_session.pricesAsOf());
    }
    m_ui->planBuildButton->setVisible(finished && !m_recommendation.picks.isEmpty());
    // The chart's questions about language models: training large ones, or running them.
    m_ui->llmPlanButton->setVisible(finished &&
                                    (walker().answeredYes(u"llm-inference"_s) || walker().answeredYes(u"large-llm"_s)));
    // The chart's training answers: how long a fine-tune takes, and whether to buy or rent for it.
    m_ui->finetunePlanButton->setVisible(finished &&
                                         (walker().answeredYes(u"train"_s) || walker().answeredYes(u"large-llm"_s)));
    m_ui->rankByValueButton->setVisible(finished && !BudgetWalk::rankingNeeds(walker(), m_recommendation).isEmpty());

    refreshTrail();
    refreshProgress();

    if (finished) {
        // Worded as `recommend` words it, for the same edition, month and budget.
        resultPage()->showRecommendation(
            m_recommendation,
            RecommendationSummary::of(m_recommendation, m_session.edition(), m_session.pricesAsOf(), budget()),
            declinedPicks(), budget());
        m_ui->pageStack->setCurrentWidget(resultPage());
        showSuggestion(std::nullopt);
        return;
    }
    const FlowQuestion *question = walker().currentQuestion();
    if (!question)
        return;
    QuestionPage::Content content;
    content.question = *question;
    content.budgetUsd = budget();
    content.changeNotice = m_session.changeNotice();
    if (question->isBudgetQuestion())
        content.advice = adviseOnBudget(*question, m_gpus, content.budgetUsd, m_session.pricesAsOf());
    if (const FlowNode *node = walker().chart().node(walker().currentNodeId())) {
        content.yesOutcomes = walker().chart().reachableLeafTitles(node->yesTarget);
        content.noOutcomes = walker().chart().reachableLeafTitles(node->noTarget);
    }
    m_questionPage->showQuestion(content);
    m_ui->pageStack->setCurrentWidget(m_questionPage);
    showSuggestion(content.advice.suggestion);
}

void WizardWidget::refreshTrail()
{
    m_ui->trailList->clear();
    const QList<FlowchartWalker::Step> &steps = walker().steps();
    for (int i = 0; i < steps.size(); ++i) {
        const FlowchartWalker::Step &step = steps.at(i);
        const FlowQuestion *question = walker().chart().questionAt(step.nodeId);
        const QString text = question ? question->text : QString();
        const QString answerText = DisplayText::answer(step.answer);
        //: An answered question in the side list: number, question, answer
        auto *item = new QListWidgetItem(tr("%1. %2 — %3").arg(i + 1).arg(text, answerText), m_ui->trailList);
        item->setToolTip(tr("Go back to question %1 and answer it again").arg(i + 1));
        item->setData(Qt::AccessibleTextRole, tr("Question %1: %2 Your answer: %3").arg(i + 1).arg(text, answerText));
    }

    // The list ends with where the walk stands now; it cannot be selected or jumped to.
    QString current;
    QString spoken;
    if (const FlowLeaf *leaf = walker().leaf()) {
        // The result shown: the best card within the budget where the chart's leaf has none.
        current = tr("Result: %1").arg(m_recommendation.isValid() ? m_recommendation.leaf.title : leaf->title);
        spoken = current;
    } else if (const FlowQuestion *question = walker().currentQuestion()) {
        current = tr("%1. %2").arg(steps.size() + 1).arg(question->text);
        spoken = tr("Current question %1: %2").arg(steps.size() + 1).arg(question->text);
    }
    if (!current.isEmpty()) {
        auto *item = new QListWidgetItem(current, m_ui->trailList);
        item->setFlags(Qt::ItemIsEnabled);
        item->setData(CurrentItemRole, true);
        item->setData(Qt::AccessibleTextRole, spoken);
        QFont font = m_ui->trailList->font();
        font.setBold(true);
        item->setFont(font);
        // Blue like a link: the palette's own in the dark look, where a deep blue would sink.
        item->setForeground(Theme::isDark() ? palette().color(QPalette::Link) : QColor(0x1d, 0x4e, 0xd8));
    }
    QString hint = steps.isEmpty() ? tr("Your answers appear here as you go.")
                                   : tr("Click an answer to go back to that question.");
    if (walker().canGoForward())
        hint += u' ' + tr("Forward gives your later answers again.");
    m_ui->trailHintLabel->setText(hint);
    m_ui->trailList->scrollToBottom();
}

void WizardWidget::refreshProgress()
{
    const int answered = walker().answeredCount();
    const int remaining = walker().longestRemaining();
    m_ui->progressBar->setRange(0, std::max(1, answered + remaining));
    m_ui->progressBar->setValue(walker().isFinished() ? m_ui->progressBar->maximum() : answered);
    // Explicit singular forms: without a loaded translation, tr()'s %n would show "question(s)".
    if (walker().isFinished()) {
        m_ui->progressLabel->setText(answered == 1 ? tr("Done · 1 question answered")
                                                   : tr("Done · %1 questions answered").arg(answered));
    } else if (remaining <= 1) {
        m_ui->progressLabel->setText(tr("Question %1 · the last one").arg(answered + 1));
    } else {
        m_ui->progressLabel->setText(
            tr("Question %1 · at most %2 more after this one").arg(answered + 1).arg(remaining - 1));
    }
}

void WizardWidget::showSuggestion(std::optional<Answer> suggestion)
{
    m_suggestion = suggestion;
    const struct
    {
        QPushButton *button;
        QAction *action;
        Answer answer;
    } buttons[] = {{m_ui->yesButton, m_yesAction, Answer::Yes}, {m_ui->noButton, m_noAction, Answer::No}};
    for (const auto &b : buttons) {
        const bool suggested = suggestion && *suggestion == b.answer;
        if (b.button->property("suggested").toBool() == suggested)
            continue;
        b.button->setProperty("suggested", suggested);
        const QString shortcut = b.action->shortcut().toString(QKeySequence::NativeText);
        QString tip = tr("%1 (%2)").arg(b.action->toolTip(), shortcut);
        if (suggested)
            tip += u"\n"_s + tr("Suggested by your budget");
        b.button->setToolTip(tip);
        b.button->setAccessibleDescription(suggested ? tr("Suggested by your budget. Shortcut: %1").arg(shortcut)
                                                     : tr("Shortcut: %1").arg(shortcut));
        repolish(b.button);
    }
}

void WizardWidget::activateTrailIndex(const QModelIndex &index)
{
    // A click can also activate on some platforms; the first signal has already moved on.
    if (index.isValid() && !index.data(CurrentItemRole).toBool())
        jumpTo(index.row());
}

QList<PickDetails> WizardWidget::declinedPicks() const
{
    QList<PickDetails> declined;
    for (const FlowchartWalker::Step &step : walker().steps()) {
        const FlowQuestion *question = walker().chart().questionAt(step.nodeId);
        if (question && question->isBudgetQuestion() && step.answer == Answer::No)
            declined += resolvePicks(question->offered, m_gpus, m_session.pricesAsOf());
    }
    return declined;
}

bool WizardWidget::navigationHasFocus() const
{
    const QWidget *focus = QApplication::focusWidget();
    return focus &&
           (focus == m_ui->yesButton || focus == m_ui->noButton || focus == m_ui->backButton ||
            focus == m_ui->forwardButton || focus == m_ui->restartButton || focus == m_ui->planBuildButton ||
            focus == m_ui->llmPlanButton || focus == m_ui->finetunePlanButton || focus == m_ui->rankByValueButton);
}

void WizardWidget::focusPrimaryButton()
{
    if (!walker().isFinished()) {
        m_ui->yesButton->setFocus(Qt::OtherFocusReason);
        return;
    }
    // A result's next step, never Restart: Space on it wiped the answers (issue 25).
    for (QPushButton *button : {m_ui->planBuildButton, m_ui->llmPlanButton, m_ui->finetunePlanButton,
                                m_ui->rankByValueButton, m_ui->backButton}) {
        if (button->isVisibleTo(this) && button->isEnabled()) {
            button->setFocus(Qt::OtherFocusReason);
            return;
        }
    }
}

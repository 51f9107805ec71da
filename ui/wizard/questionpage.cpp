// SPDX-FileCopyrightText: 2026 GPU Advisor contributors
// SPDX-License-Identifier: GPL-3.0-or-later
#include "ui/wizard/questionpage.h"

#include "model/flowchart/displaytext.h"
#include "model/format/formatter.h"
#include "ui/widgets/repolish.h"
#include "ui/widgets/wraplabel.h"

#include "ui_questionpage.h"

#include <QScrollBar>

using namespace Qt::StringLiterals;

namespace {

const PickDetails *cheapest(const QList<PickDetails> &picks)
{
    const PickDetails *best = nullptr;
    for (const PickDetails &pick : picks) {
        const std::optional<PriceObservation> price = pick.relevantPrice();
        if (price && (!best || price->usd < best->relevantPrice()->usd))
            best = &pick;
    }
    return best;
}

QString outcomeList(const QStringList &titles)
{
    QStringList lines;
    for (const QString &title : titles)
        lines << u"\u2022 "_s + title;
    return lines.join(u'\n');
}

} // namespace

QuestionPage::QuestionPage(QWidget *parent)
    : QWidget(parent)
    , m_ui(std::make_unique<Ui::QuestionPage>())
{
    setObjectName(u"questionPage"_s);
    m_ui->setupUi(this);
    // Above the question: why a question answered before is asked again.
    m_changeLabel = new WrapLabel(m_ui->questionContents);
    m_changeLabel->setObjectName(u"changeNoticeLabel"_s);
    m_changeLabel->setWordWrap(true);
    m_changeLabel->setTextInteractionFlags(Qt::TextSelectableByMouse);
    m_changeLabel->setAccessibleName(tr("What changed"));
    m_changeLabel->hide();
    m_ui->contentsLayout->insertWidget(0, m_changeLabel);
}

QuestionPage::~QuestionPage() = default;

void QuestionPage::showQuestion(const Content &content)
{
    const FlowQuestion &question = content.question;
    m_changeLabel->setText(content.changeNotice);
    m_changeLabel->setVisible(!content.changeNotice.isEmpty());
    m_ui->questionLabel->setText(question.text);
    m_ui->explanationLabel->setText(question.explanation);
    m_ui->explanationFrame->setVisible(!question.explanation.isEmpty());

    const bool budgetQuestion = question.isBudgetQuestion();
    m_ui->budgetFrame->setVisible(budgetQuestion);
    if (budgetQuestion) {
        m_ui->offersWidget->setPicks(content.advice.offered);
        m_ui->budgetAdviceLabel->setText(adviceText(content.advice, content.budgetUsd));
        QString suggestion = u"none"_s;
        if (content.advice.suggestion)
            suggestion = *content.advice.suggestion == Answer::Yes ? u"yes"_s : u"no"_s;
        m_ui->budgetAdviceLabel->setProperty("suggestion", suggestion);
        repolish(m_ui->budgetAdviceLabel);
    }

    m_ui->yesOutcomesLabel->setText(outcomeList(content.yesOutcomes));
    m_ui->noOutcomesLabel->setText(outcomeList(content.noOutcomes));
    m_ui->outcomesFrame->setVisible(!content.yesOutcomes.isEmpty() || !content.noOutcomes.isEmpty());
    m_ui->questionScrollArea->verticalScrollBar()->setValue(0);
}

QString QuestionPage::adviceText(const BudgetAdvice &advice, double budgetUsd)
{
    if (advice.offered.isEmpty())
        return tr("None of the offered cards is in the database: answer from the quotes you have.");
    const PickDetails *best = cheapest(advice.offered);
    if (!best)
        return tr("No price is on record for the offered cards: answer from the quotes you have.");
    if (budgetUsd <= 0 || !advice.suggestion)
        return tr("Enter your budget on the left and GPU Advisor will suggest an answer from these prices.");

    const std::optional<PriceObservation> price = best->relevantPrice();
    const QString name = best->gpu.name;
    const QString amount = DisplayText::price(*best);
    const QString date = price->dateLabel();
    const QString budget = Formatter::money(budgetUsd);
    const bool several = advice.offered.size() > 1;
    QString text;
    if (*advice.suggestion == Answer::Yes) {
        text = several ? tr("Suggested: Yes — the cheapest offer, the %1 at %2 (%3), fits your %4 budget.")
                       : tr("Suggested: Yes — the %1 at %2 (%3) fits your %4 budget.");
    } else {
        text = several ? tr("Suggested: No — even the cheapest offer, the %1 at %2 (%3), is over your %4 budget.")
                       : tr("Suggested: No — the %1 at %2 (%3) is over your %4 budget.");
    }
    return text.arg(name, amount, date, budget) + u' ' +
           tr("Prices move, so answer either way if you have a better quote.");
}

// SPDX-FileCopyrightText: 2026 GPU Advisor contributors
// SPDX-License-Identifier: GPL-3.0-or-later
#include "ui/wizard/pickcard.h"

#include "model/flowchart/displaytext.h"
#include "model/flowchart/recommendationsummary.h"
#include "ui/widgets/repolish.h"

#include "ui_pickcard.h"

using namespace Qt::StringLiterals;

PickCard::PickCard(QWidget *parent)
    : QFrame(parent)
    , m_ui(std::make_unique<Ui::PickCard>())
{
    setObjectName(u"pickCard"_s);
    m_ui->setupUi(this);
}

PickCard::~PickCard() = default;

void PickCard::setPick(const PickDetails &pick, double budgetUsd)
{
    m_pick = pick;
    const Gpu &gpu = pick.gpu;
    m_ui->pickNameLabel->setText(gpu.name);
    m_ui->usedBadgeLabel->setVisible(pick.used);
    m_ui->memoryValueLabel->setText(DisplayText::memory(gpu));
    m_ui->bandwidthValueLabel->setText(DisplayText::bandwidth(gpu));
    m_ui->powerValueLabel->setText(DisplayText::power(gpu));

    const QString priceTip = DisplayText::priceToolTip(pick);
    m_ui->priceValueLabel->setText(DisplayText::price(pick));
    m_ui->priceProvenanceLabel->setText(DisplayText::priceProvenance(pick));
    for (QLabel *label :
         {static_cast<QLabel *>(m_ui->priceValueLabel), static_cast<QLabel *>(m_ui->priceProvenanceLabel)})
        label->setToolTip(priceTip);

    const QString fallback = DisplayText::fallbackNote(pick);
    m_ui->fallbackLabel->setText(fallback);
    m_ui->fallbackLabel->setVisible(!fallback.isEmpty());

    // As the answer's summary words it ("card $1,199 of your $1,500; whole build $2,994").
    const BudgetVerdict verdict = RecommendationSummary::budgetVerdict(pick, budgetUsd);
    m_ui->budgetVerdictLabel->setText(verdict.text);
    m_ui->budgetVerdictLabel->setVisible(!verdict.text.isEmpty());
    m_ui->budgetVerdictLabel->setProperty("verdict", verdict.key());
    repolish(m_ui->budgetVerdictLabel); // the stylesheet colours it by "verdict"

    m_ui->specSourceLabel->setText(DisplayText::specProvenance(gpu));
    m_ui->specSourceLabel->setToolTip(DisplayText::specToolTip(gpu));

    QStringList spoken{gpu.name};
    if (pick.used)
        spoken << tr("used");
    spoken << DisplayText::memory(gpu) << DisplayText::price(pick) << DisplayText::priceProvenance(pick);
    setAccessibleName(spoken.join(u", "_s));
}

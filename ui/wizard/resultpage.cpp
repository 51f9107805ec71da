// SPDX-FileCopyrightText: 2026 GPU Advisor contributors
// SPDX-License-Identifier: GPL-3.0-or-later
#include "ui/wizard/resultpage.h"

#include "ui/shell/displaytext.h"
#include "ui/shell/repolish.h"
#include "ui/wizard/pickcard.h"

#include "ui_resultpage.h"

#include <QScrollBar>

using namespace Qt::StringLiterals;

namespace {

constexpr int CardColumns = 2;

QString iconGlyph(LeafKind kind)
{
    switch (kind) {
    case LeafKind::Gpu:
        return u"\u2714"_s; // heavy check mark
    case LeafKind::Cloud:
        return u"\u2601"_s; // cloud
    case LeafKind::NoOption:
        return u"!"_s;
    case LeafKind::ReadPost:
        return u"?"_s;
    }
    return {};
}

} // namespace

ResultPage::ResultPage(QWidget *parent)
    : QWidget(parent)
    , m_ui(std::make_unique<Ui::ResultPage>())
{
    setObjectName(u"resultPage"_s);
    m_ui->setupUi(this);
}

ResultPage::~ResultPage() = default;

void ResultPage::setChartSource(const QString &title, const QString &editionDate, const QString &source)
{
    // The status bar names the chart already; the full reference is a tooltip away.
    m_ui->caveatLabel->setToolTip(tr("%1, edition of %2\nSource: %3").arg(title, editionDate, source));
}

QString ResultPage::kindText(LeafKind kind, qsizetype pickCount)
{
    switch (kind) {
    case LeafKind::Gpu:
        return pickCount > 1 ? tr("Recommended GPUs") : tr("Recommended GPU");
    case LeafKind::Cloud:
        return tr("Rent in the cloud");
    case LeafKind::NoOption:
        return tr("No viable option");
    case LeafKind::ReadPost:
        return tr("No simple answer");
    }
    return {};
}

void ResultPage::showRecommendation(const Recommendation &recommendation, const QList<PickDetails> &declined,
                                    double budgetUsd)
{
    const FlowLeaf &leaf = recommendation.leaf;
    const QString kindKey = leafKindKey(leaf.kind);
    // Each kind of result has its own colours in the stylesheet, keyed by this property.
    for (QWidget *w : {static_cast<QWidget *>(m_ui->resultHeaderFrame), static_cast<QWidget *>(m_ui->kindIconLabel),
                       static_cast<QWidget *>(m_ui->resultKindLabel)}) {
        w->setProperty("kind", kindKey);
        repolish(w);
    }
    m_ui->kindIconLabel->setText(iconGlyph(leaf.kind));

    m_ui->resultKindLabel->setText(kindText(leaf.kind, recommendation.picks.size()));
    m_ui->resultTitleLabel->setText(leaf.title);
    m_ui->resultTextLabel->setText(leaf.text);
    m_ui->resultTextLabel->setVisible(!leaf.text.isEmpty());

    fillCards(m_ui->picksWidget, m_ui->picksLayout, recommendation.picks, budgetUsd);
    m_ui->picksWidget->setVisible(!recommendation.picks.isEmpty());

    m_ui->adviceLabel->setText(leaf.advice);
    m_ui->adviceFrame->setVisible(!leaf.advice.isEmpty());

    m_ui->breakEvenFrame->setVisible(leaf.kind == LeafKind::Cloud);

    const bool nothingFits = leaf.kind == LeafKind::NoOption || leaf.kind == LeafKind::ReadPost;
    m_ui->declinedWidget->setPicks(nothingFits ? declined : QList<PickDetails>(), budgetUsd, true);
    m_ui->declinedFrame->setVisible(nothingFits && !declined.isEmpty());

    fillCards(m_ui->runnerUpsWidget, m_ui->runnerUpsLayout, recommendation.runnerUps, budgetUsd);
    m_ui->runnerUpsFrame->setVisible(!recommendation.runnerUps.isEmpty());

    m_ui->caveatLabel->setText(recommendation.caveat);
    m_ui->caveatFrame->setVisible(!recommendation.caveat.isEmpty());

    m_ui->resultScrollArea->verticalScrollBar()->setValue(0);
}

void ResultPage::fillCards(QWidget *container, QGridLayout *layout, const QList<PickDetails> &picks, double budgetUsd)
{
    const QList<PickCard *> old = container->findChildren<PickCard *>(Qt::FindDirectChildrenOnly);
    for (PickCard *card : old)
        delete card;
    for (int i = 0; i < picks.size(); ++i) {
        auto *card = new PickCard(container);
        card->setPick(picks.at(i), budgetUsd);
        layout->addWidget(card, i / CardColumns, i % CardColumns);
    }
    for (int column = 0; column < CardColumns; ++column)
        layout->setColumnStretch(column, 1);
}

// SPDX-FileCopyrightText: 2026 GPU Advisor contributors
// SPDX-License-Identifier: GPL-3.0-or-later
#include "ui/wizard/offerlist.h"

#include "model/flowchart/displaytext.h"
#include "model/flowchart/recommendationsummary.h"
#include "ui/widgets/wraplabel.h"

#include <QGridLayout>
#include <QHBoxLayout>
#include <QLabel>

using namespace Qt::StringLiterals;

namespace {

enum Column { NameColumn, PriceColumn, ProvenanceColumn, VerdictColumn };

} // namespace

OfferList::OfferList(QWidget *parent)
    : QWidget(parent)
    , m_layout(new QGridLayout(this))
{
    m_layout->setContentsMargins(0, 0, 0, 0);
    m_layout->setHorizontalSpacing(18);
    m_layout->setVerticalSpacing(6);
}

void OfferList::setPicks(const QList<PickDetails> &picks, double budgetUsd, bool showVerdict)
{
    m_picks = picks;
    const QList<QWidget *> old = findChildren<QWidget *>(Qt::FindDirectChildrenOnly);
    for (QWidget *w : old)
        delete w;

    int row = 0;
    for (const PickDetails &pick : picks) {
        auto *nameBox = new QWidget(this);
        auto *nameLayout = new QHBoxLayout(nameBox);
        nameLayout->setContentsMargins(0, 0, 0, 0);
        nameLayout->setSpacing(8);
        auto *name = new QLabel(pick.gpu.name, nameBox);
        name->setObjectName(u"offerNameLabel"_s);
        name->setProperty("emphasis", true);
        nameLayout->addWidget(name);
        if (pick.used) {
            auto *badge = new QLabel(tr("USED"), nameBox);
            badge->setObjectName(u"offerUsedBadgeLabel"_s);
            badge->setProperty("badge", u"used"_s);
            badge->setToolTip(tr("The chart means a second-hand card: the price shown is a used price."));
            badge->setAccessibleName(tr("Used card"));
            badge->setSizePolicy(QSizePolicy::Fixed, QSizePolicy::Fixed);
            nameLayout->addWidget(badge);
        }
        nameLayout->addStretch();

        const QString tip = DisplayText::priceToolTip(pick);
        auto *price = new QLabel(DisplayText::price(pick), this);
        price->setObjectName(u"offerPriceLabel"_s);
        price->setProperty("emphasis", true);
        price->setAlignment(Qt::AlignRight | Qt::AlignVCenter);
        price->setToolTip(tip);

        QString provenanceText = DisplayText::priceProvenance(pick);
        if (pick.priceIsFallback())
            provenanceText += u" · "_s + (pick.used ? tr("no used price on record") : tr("no new price on record"));
        auto *provenance = new WrapLabel(this);
        provenance->setText(provenanceText);
        provenance->setObjectName(u"offerProvenanceLabel"_s);
        provenance->setProperty("secondary", true);
        provenance->setWordWrap(true);
        provenance->setToolTip(tip);

        m_layout->addWidget(nameBox, row, NameColumn);
        m_layout->addWidget(price, row, PriceColumn);
        m_layout->addWidget(provenance, row, ProvenanceColumn);
        if (showVerdict && budgetUsd > 0) {
            const BudgetVerdict judged = RecommendationSummary::budgetVerdict(pick, budgetUsd);
            auto *verdict = new QLabel(judged.shortText, this);
            verdict->setObjectName(u"offerVerdictLabel"_s);
            verdict->setProperty("verdict", judged.key());
            m_layout->addWidget(verdict, row, VerdictColumn);
        }
        ++row;
    }
    // The date and source take the spare width, so they wrap only when the page is narrow.
    for (int column = NameColumn; column <= VerdictColumn; ++column)
        m_layout->setColumnStretch(column, column == ProvenanceColumn ? 1 : 0);
}

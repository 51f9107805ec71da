// SPDX-FileCopyrightText: 2026 GPU Advisor contributors
// SPDX-License-Identifier: GPL-3.0-or-later
#include "ui/browser/whatifpanel.h"

#include "model/browser/whatifsettings.h"
#include "model/build/costofownership.h"
#include "model/format/formatter.h"
#include "ui/browser/assumptionstext.h"
#include "ui/widgets/flowlayout.h"
#include "ui/widgets/moneyfield.h"

#include "ui_whatifpanel.h"

#include <QCheckBox>
#include <QComboBox>
#include <QLabel>
#include <QLineEdit>
#include <QRegularExpressionValidator>
#include <QSignalBlocker>

#include <vector>

using namespace Qt::StringLiterals;

WhatIfPanel::WhatIfPanel(WhatIfSettings *settings, QWidget *parent)
    : QWidget(parent)
    , m_ui(std::make_unique<Ui::WhatIfPanel>())
    , m_settings(settings)
{
    m_ui->setupUi(this);
    setObjectName(u"whatIfPanel"_s);
    // The software assumption for 8-bit work, beside the month it follows by default.
    auto *softwareLabel = new QLabel(tr("8-bit software:"), this);
    m_softwareComboBox = new QComboBox(this);
    m_softwareComboBox->setObjectName(u"softwareComboBox"_s);
    softwareLabel->setBuddy(m_softwareComboBox);
    m_softwareComboBox->setAccessibleName(tr("8-bit software assumption"));
    m_softwareComboBox->setToolTip(
        tr("Which 8-bit formats the software uses: today's stacks run INT8 on Turing and Ampere and FP8 on newer "
           "GPUs; the 2023 post assumed FP8 only and took every card at its rated clock. By default it follows the "
           "month: the post's before 2024."));
    m_softwareComboBox->setSizeAdjustPolicy(QComboBox::AdjustToContents);
    m_softwareComboBox->addItem(tr("Follow the month"), -1);
    m_softwareComboBox->addItem(softwareAssumptionTitle(SoftwareAssumption::TodaysStacks),
                                int(SoftwareAssumption::TodaysStacks));
    m_softwareComboBox->addItem(softwareAssumptionTitle(SoftwareAssumption::Post2023),
                                int(SoftwareAssumption::Post2023));
    const int after = m_ui->firstRowLayout->indexOf(m_ui->postViewButton) + 1;
    m_ui->firstRowLayout->insertWidget(after, softwareLabel);
    m_ui->firstRowLayout->insertWidget(after + 1, m_softwareComboBox);
    // Resale beside the other cost-of-ownership parameters (docs/resale.md); cleared: kept until it dies.
    m_resaleCheckBox = new QCheckBox(tr("Count e&xpected resale"), this);
    m_resaleCheckBox->setObjectName(u"resaleCheckBox"_s);
    m_resaleCheckBox->setToolTip(tr("Take the expected resale after the years off the cost of ownership, where the fit "
                                    "of dated second-hand prices reaches. Cleared: each GPU is kept until it stops "
                                    "working. The 2023 post's view counts no resale."));
    m_ui->secondRowLayout->insertWidget(m_ui->secondRowLayout->indexOf(m_ui->desktopCostSpinBox) + 1, m_resaleCheckBox);
    // Both rows wrap in a narrow window instead of squeezing their fields (issue 11).
    FlowLayout::wrapRow(m_ui->firstRowLayout, u"whatIfFirstRowWidget"_s);
    m_ui->firstRowLayout = nullptr;
    if (QWidget *second = FlowLayout::wrapRow(m_ui->secondRowLayout, u"whatIfSecondRowWidget"_s))
        second->layout()->setAlignment(m_ui->resetButton, Qt::AlignRight);
    m_ui->secondRowLayout = nullptr;

    for (Metric metric : allMetrics())
        m_ui->metricComboBox->addItem(metricTitle(metric), int(metric));
    // The choices a user has; the post's own average is listed only while the post's view shows it
    // (updateControls), never offered otherwise (issue 25).
    //: The price a card is counted at: the cheaper of its latest new and second-hand prices.
    m_ui->priceBasisComboBox->addItem(tr("Cheapest, new or used"), int(PriceBasis::Cheapest));
    m_ui->priceBasisComboBox->addItem(tr("New"), int(PriceBasis::New));
    m_ui->priceBasisComboBox->addItem(tr("Used"), int(PriceBasis::Used));
    m_ui->asOfComboBox->addItem(tr("Latest prices"), QDate());
    connect(m_softwareComboBox, &QComboBox::activated, this, [this] {
        const int choice = m_softwareComboBox->currentData().toInt();
        m_settings->setSoftware(choice < 0 ? std::nullopt : std::optional(SoftwareAssumption(choice)));
    });
    for (const QString &symbol : {u"$"_s, u"€"_s, u"£"_s, u"¥"_s, u"CHF "_s, u"A$"_s, u"C$"_s})
        m_ui->currencyComboBox->addItem(symbol);
    // A symbol, not a number: no digits, spaces only after it, no printf percent sign.
    m_ui->currencyComboBox->setValidator(
        new QRegularExpressionValidator(QRegularExpression(u"^[^\\d\\s%.,+-][^\\d%.,+-]{0,3}$"_s), this));
    m_ui->currencyComboBox->lineEdit()->setMaxLength(4);

    // The amounts are written the way the tables write them.
    for (QAbstractSpinBox *box : std::initializer_list<QAbstractSpinBox *>{
             m_ui->kwhPriceSpinBox, m_ui->utilizationSpinBox, m_ui->yearsSpinBox, m_ui->desktopCostSpinBox})
        box->setLocale(Formatter::locale());
    m_ui->desktopCostSpinBox->setGroupSeparatorShown(true);
    // One step below zero is "no price of yours": the desktop is priced from the planner's parts.
    m_ui->desktopCostSpinBox->setMinimum(-m_ui->desktopCostSpinBox->singleStep());
    m_ui->yearsSpinBox->setSuffix(tr(" years"));

    connect(m_ui->metricComboBox, &QComboBox::activated, this,
            [this] { m_settings->setMetric(Metric(m_ui->metricComboBox->currentData().toInt())); });
    connect(m_ui->asOfComboBox, &QComboBox::activated, this,
            [this] { m_settings->setAsOf(m_ui->asOfComboBox->currentData().toDate()); });
    connect(m_ui->postViewButton, &QPushButton::clicked, this, &WhatIfPanel::showPostView);
    connect(m_ui->resetButton, &QPushButton::clicked, m_settings, &WhatIfSettings::reset);
    connect(m_ui->priceBasisComboBox, &QComboBox::activated, this, &WhatIfPanel::applyCost);
    connect(m_ui->kwhPriceSpinBox, &QDoubleSpinBox::valueChanged, this, &WhatIfPanel::applyCost);
    connect(m_ui->utilizationSpinBox, &QSpinBox::valueChanged, this, &WhatIfPanel::applyCost);
    connect(m_ui->yearsSpinBox, &QDoubleSpinBox::valueChanged, this, &WhatIfPanel::applyCost);
    connect(m_ui->desktopCostSpinBox, &QDoubleSpinBox::valueChanged, this, &WhatIfPanel::applyCost);
    connect(m_resaleCheckBox, &QCheckBox::toggled, this, &WhatIfPanel::applyCost);
    connect(m_ui->currencyComboBox, &QComboBox::currentTextChanged, this, [this](const QString &text) {
        if (!text.trimmed().isEmpty())
            m_settings->setCurrencySymbol(text);
    });
    connect(m_settings, &WhatIfSettings::changed, this, &WhatIfPanel::updateControls);
    updateControls();
}

WhatIfPanel::~WhatIfPanel() = default;

QDate WhatIfPanel::postViewMonth()
{
    return endOfMonth(u"2023-01"_s);
}

void WhatIfPanel::setMonthRange(const QDate &first, const QDate &last)
{
    const QSignalBlocker blocker(m_ui->asOfComboBox);
    while (m_ui->asOfComboBox->count() > 1)
        m_ui->asOfComboBox->removeItem(1);
    if (first.isValid() && last.isValid()) {
        // Newest first: the months people look at most sit at the top of the list.
        for (QDate month(last.year(), last.month(), 1); month >= QDate(first.year(), first.month(), 1);
             month = month.addMonths(-1)) {
            const QDate end = month.addMonths(1).addDays(-1);
            m_ui->asOfComboBox->addItem(AssumptionsText::month(end), end);
        }
    }
    updateControls();
}

void WhatIfPanel::showPostView()
{
    // The post's own assumptions, its average of a new and a used price among them, so its figures
    // are reproduced.
    CostParameters post;
    post.priceBasis = PriceBasis::Average;
    m_settings->setCost(post);
    m_settings->setAsOf(postViewMonth());
}

void WhatIfPanel::applyCost()
{
    CostParameters cost = m_settings->cost();
    cost.priceBasis = PriceBasis(m_ui->priceBasisComboBox->currentData().toInt());
    cost.kwhPriceUsd = m_ui->kwhPriceSpinBox->value();
    cost.utilization = m_ui->utilizationSpinBox->value() / 100.0;
    cost.years = m_ui->yearsSpinBox->value();
    const double desktop = m_ui->desktopCostSpinBox->value();
    cost.desktopUsd = desktop < 0 ? std::nullopt : std::optional<double>(desktop);
    cost.countResale = m_resaleCheckBox->isChecked();
    if (cost.validate().isEmpty())
        m_settings->setCost(cost);
}

void WhatIfPanel::selectAsOf(const QDate &asOf)
{
    int index = m_ui->asOfComboBox->findData(asOf);
    if (index < 0 && asOf.isValid()) {
        // A month outside the price data (set elsewhere): offer it too, so the list tells the truth.
        m_ui->asOfComboBox->addItem(AssumptionsText::month(asOf), asOf);
        index = m_ui->asOfComboBox->count() - 1;
    }
    m_ui->asOfComboBox->setCurrentIndex(std::max(0, index));
}

void WhatIfPanel::updateControls()
{
    const QList<QWidget *> controls{m_ui->metricComboBox,     m_ui->asOfComboBox,       m_ui->priceBasisComboBox,
                                    m_ui->kwhPriceSpinBox,    m_ui->utilizationSpinBox, m_ui->yearsSpinBox,
                                    m_ui->desktopCostSpinBox, m_ui->currencyComboBox,   m_softwareComboBox,
                                    m_resaleCheckBox};
    std::vector<QSignalBlocker> blockers;
    blockers.reserve(controls.size());
    for (QWidget *control : controls)
        blockers.emplace_back(control);

    // Only what differs is set: rewriting a spin box the user is typing in would move the cursor.
    const CostParameters &cost = m_settings->cost();
    const QString symbol = m_settings->currencySymbol();
    m_ui->metricComboBox->setCurrentIndex(m_ui->metricComboBox->findData(int(m_settings->metric())));
    selectAsOf(m_settings->asOf());
    const auto software = m_settings->software();
    m_softwareComboBox->setCurrentIndex(m_softwareComboBox->findData(software ? int(*software) : -1));
    const int postAverage = m_ui->priceBasisComboBox->findData(int(PriceBasis::Average));
    if (cost.priceBasis == PriceBasis::Average && postAverage < 0) {
        //: The price basis of the 2023 post's view: the mean of a card's new and used prices.
        m_ui->priceBasisComboBox->addItem(tr("Average of new and used (the post's method)"), int(PriceBasis::Average));
    } else if (cost.priceBasis != PriceBasis::Average && postAverage >= 0) {
        m_ui->priceBasisComboBox->removeItem(postAverage);
    }
    m_ui->priceBasisComboBox->setCurrentIndex(m_ui->priceBasisComboBox->findData(int(cost.priceBasis)));
    setMoneyAffixes(m_ui->kwhPriceSpinBox, symbol, tr("/kWh"));
    setMoneyAffixes(m_ui->desktopCostSpinBox, symbol);
    const auto update = [](auto *box, auto value) {
        if (box->value() != value)
            box->setValue(value);
    };
    update(m_ui->kwhPriceSpinBox, cost.kwhPriceUsd);
    update(m_ui->utilizationSpinBox, int(std::lround(cost.utilization * 100)));
    update(m_ui->yearsSpinBox, cost.years);
    m_resaleCheckBox->setChecked(cost.countResale);
    // The post's view counts no resale whatever the box says.
    m_resaleCheckBox->setEnabled(!CostOfOwnership::isPostView(m_settings->asOf()));
    // Without a price of the user's the desktop is the planner's parts, or the post's in its view.
    m_ui->desktopCostSpinBox->setSpecialValueText(
        CostOfOwnership::isPostView(m_settings->asOf())
            //: The what-if desktop cost in the 2023 post's view; %1 is its price ($700)
            ? tr("The post's %1").arg(Formatter::money(CostParameters::desktopBaseUsd, symbol))
            //: The what-if desktop cost when the user gives none: the build planner prices the machine from parts
            : tr("From parts"));
    update(m_ui->desktopCostSpinBox, cost.desktopUsd.value_or(m_ui->desktopCostSpinBox->minimum()));
    if (m_ui->currencyComboBox->currentText() != symbol)
        m_ui->currencyComboBox->setCurrentText(symbol);
}

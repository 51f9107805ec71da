// SPDX-FileCopyrightText: 2026 GPU Advisor contributors
// SPDX-License-Identifier: GPL-3.0-or-later
// The GPU browser's filter row: its controls, the filter they describe, and what the filter keeps
// (the count under the table and the warning when the listed prices are old or far apart). The
// rest of the page is in gpubrowserwidget.cpp.
#include "ui/browser/gpubrowserwidget.h"

#include "model/browser/gpufilterproxymodel.h"
#include "model/browser/gputablemodel.h"
#include "model/browser/whatifsettings.h"
#include "model/cost/freshness.h"
#include "model/format/formatter.h"
#include "ui/charts/paretochart.h"
#include "ui/charts/rankingchart.h"
#include "ui/widgets/flowlayout.h"

#include "ui_gpubrowserwidget.h"

#include <QPushButton>

#include <algorithm>

using namespace Qt::StringLiterals;

void GpuBrowserWidget::buildFilterRow()
{
    m_detectButton = new QPushButton(tr("Com&pare with my GPU…"), this);
    m_detectButton->setObjectName(u"detectGpuButton"_s);
    m_detectButton->setToolTip(tr("Read the GPUs in this computer with nvidia-smi and compare upgrades against them"));
    m_detectButton->setAccessibleDescription(m_detectButton->toolTip());
    m_ui->filterLayout->addWidget(m_detectButton);
    setTabOrder(m_ui->releasedSinceSpinBox, m_detectButton);
    setTabOrder(m_detectButton, m_ui->gpuTableView);
    // Issue 11: at 900x600 (and in Russian at any size) one row of filters overlapped itself.
    // They wrap onto a second line instead.
    FlowLayout::wrapRow(m_ui->filterLayout, u"filterRowWidget"_s);
    m_ui->searchLineEdit->setMinimumWidth(
        m_ui->searchLineEdit->fontMetrics().horizontalAdvance(u"Name, vendor, arch"_s));
    m_ui->filterLayout = nullptr;
    connect(m_detectButton, &QPushButton::clicked, this, &GpuBrowserWidget::detectInstalledGpu);
}

void GpuBrowserWidget::populateFilters()
{
    QStringList vendors;
    for (int row = 0; row < m_model->rowCount(); ++row) {
        const QString vendor = m_model->entry(row).gpu.vendor;
        if (!vendors.contains(vendor))
            vendors.append(vendor);
    }
    vendors.sort(Qt::CaseInsensitive);
    m_ui->vendorComboBox->addItem(tr("All vendors"), QString());
    for (const QString &vendor : std::as_const(vendors))
        m_ui->vendorComboBox->addItem(vendor, vendor);

    m_ui->segmentComboBox->addItem(tr("All segments"), -1);
    m_ui->segmentComboBox->addItem(tr("Consumer"), int(FormFactor::Consumer));
    m_ui->segmentComboBox->addItem(tr("Workstation"), int(FormFactor::Workstation));
    m_ui->segmentComboBox->addItem(tr("Datacenter"), int(FormFactor::Datacenter));

    m_ui->priceFilterComboBox->addItem(tr("Priced or not"), int(GpuFilter::PriceAvailability::Any));
    m_ui->priceFilterComboBox->addItem(tr("With a price"), int(GpuFilter::PriceAvailability::Priced));
    m_ui->priceFilterComboBox->addItem(tr("With a new price"), int(GpuFilter::PriceAvailability::New));
    m_ui->priceFilterComboBox->addItem(tr("With a used price"), int(GpuFilter::PriceAvailability::Used));

    int firstYear = QDate::currentDate().year();
    for (int row = 0; row < m_model->rowCount(); ++row) {
        if (m_model->entry(row).gpu.releaseYear > 0)
            firstYear = std::min(firstYear, m_model->entry(row).gpu.releaseYear);
    }
    // The lowest value reads "any year"; the real years start one above it.
    m_ui->releasedSinceSpinBox->setRange(firstYear - 1, std::max(firstYear, QDate::currentDate().year()));
    m_ui->releasedSinceSpinBox->setValue(firstYear - 1);
}

void GpuBrowserWidget::connectFilters()
{
    connect(m_ui->searchLineEdit, &QLineEdit::textChanged, this, &GpuBrowserWidget::applyFilter);
    connect(m_ui->vendorComboBox, &QComboBox::currentIndexChanged, this, &GpuBrowserWidget::applyFilter);
    connect(m_ui->segmentComboBox, &QComboBox::currentIndexChanged, this, &GpuBrowserWidget::applyFilter);
    connect(m_ui->minMemorySpinBox, &QSpinBox::valueChanged, this, &GpuBrowserWidget::applyFilter);
    connect(m_ui->priceFilterComboBox, &QComboBox::currentIndexChanged, this, &GpuBrowserWidget::applyFilter);
    connect(m_ui->releasedSinceSpinBox, &QSpinBox::valueChanged, this, &GpuBrowserWidget::applyFilter);
    connect(m_settings, &WhatIfSettings::changed, this, &GpuBrowserWidget::updateCount, Qt::QueuedConnection);
    // A budget counts the price shown: another price basis filters again.
    connect(m_settings, &WhatIfSettings::changed, this, [this] {
        if (m_budgetUsd > 0 && m_proxy->filter().budgetBasis != m_settings->cost().priceBasis)
            applyFilter();
    });
}

GpuFilter GpuBrowserWidget::filterFromControls() const
{
    GpuFilter f;
    f.text = m_ui->searchLineEdit->text();
    f.vendor = m_ui->vendorComboBox->currentData().toString();
    if (const int segment = m_ui->segmentComboBox->currentData().toInt(); segment >= 0)
        f.segment = FormFactor(segment);
    f.minVramGb = m_ui->minMemorySpinBox->value();
    f.maxPriceUsd = m_budgetUsd;
    // The budget applies to the price the table and charts show.
    f.budgetBasis = m_settings->cost().priceBasis;
    f.price = GpuFilter::PriceAvailability(m_ui->priceFilterComboBox->currentData().toInt());
    if (m_ui->releasedSinceSpinBox->value() > m_ui->releasedSinceSpinBox->minimum())
        f.releasedSince = QDate(m_ui->releasedSinceSpinBox->value(), 1, 1);
    return f;
}

QString GpuBrowserWidget::describeFilter() const
{
    const GpuFilter f = m_proxy->filter();
    QStringList parts;
    if (!f.vendor.isEmpty())
        parts.append(f.vendor);
    if (f.segment)
        parts.append(m_ui->segmentComboBox->currentText().toLower());
    if (f.minVramGb > 0)
        parts.append(tr("%1 GB or more").arg(Formatter::number(f.minVramGb)));
    if (f.price != GpuFilter::PriceAvailability::Any)
        parts.append(m_ui->priceFilterComboBox->currentText().toLower());
    if (f.maxPriceUsd > 0) {
        const QString budget = Formatter::money(f.maxPriceUsd, m_settings->currencySymbol());
        switch (f.budgetBasis.value_or(PriceBasis::Cheapest)) {
        case PriceBasis::New:
            //: %1 is an amount of money: the budget.
            parts.append(tr("new price within %1").arg(budget));
            break;
        case PriceBasis::Used:
            //: %1 is an amount of money: the budget.
            parts.append(tr("used price within %1").arg(budget));
            break;
        case PriceBasis::Cheapest:
            //: %1 is an amount of money: the budget.
            parts.append(tr("cheaper of new and used price within %1").arg(budget));
            break;
        case PriceBasis::Average:
            //: %1 is an amount of money: the budget. The average is the 2023 post's own method.
            parts.append(tr("average of new and used price (the post's method) within %1").arg(budget));
            break;
        }
    }
    if (f.releasedSince.isValid())
        parts.append(tr("launched since %1").arg(f.releasedSince.year()));
    if (!f.text.trimmed().isEmpty())
        parts.append(tr("matching “%1”").arg(f.text.trimmed()));
    return parts.join(u", "_s);
}

void GpuBrowserWidget::applyFilter()
{
    m_proxy->setFilter(filterFromControls());
    const QString description = describeFilter();
    m_performanceChart->setFilterDescription(description);
    m_valueChart->setFilterDescription(description);
    m_paretoChart->setFilterDescription(description);
    updateCount();
}

void GpuBrowserWidget::updateCount()
{
    m_ui->countLabel->setText(tr("%1 of %2 GPUs").arg(m_proxy->rowCount()).arg(m_model->rowCount()));
    if (!m_freshnessLabel)
        return;
    // The prices the listed GPUs are ranked by: their dates say whether the list compares
    // today's market, and GPUs without one are counted apart (they sort last, unranked).
    QList<QDate> dates;
    int unpriced = 0;
    const PriceBasis basis = m_settings->cost().priceBasis;
    for (int row = 0; row < m_proxy->rowCount(); ++row) {
        const int source = m_proxy->mapToSource(m_proxy->index(row, 0)).row();
        if (source < 0 || source >= m_model->evaluator().entries().size())
            continue;
        const RankEntry &e = m_model->entry(source);
        QDate latest;
        for (const PriceObservation &o : e.quote.basisObservations(basis))
            latest = std::max(latest, o.observedOn);
        if (latest.isValid())
            dates.append(latest);
        else
            ++unpriced;
    }
    const PriceFreshness freshness = assessFreshness(dates, m_settings->asOf(), unpriced);
    QStringList lines;
    if (freshness.needsWarning())
        lines.append(freshness.warning());
    if (unpriced > 0) {
        //: %1 is a number of GPUs in the list, 2 or more.
        lines.append(unpriced == 1 ? tr("One of the listed GPUs has no price on record as of this month: it is listed "
                                        "after the priced ones and not ranked by value.")
                                   : tr("%1 of the listed GPUs have no price on record as of this month: they are "
                                        "listed after the priced ones and not ranked by value.")
                                         .arg(unpriced));
    }
    m_freshnessLabel->setText(lines.join(u' '));
    m_freshnessLabel->setVisible(!lines.isEmpty());
}

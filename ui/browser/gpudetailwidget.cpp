// SPDX-FileCopyrightText: 2026 GPU Advisor contributors
// SPDX-License-Identifier: GPL-3.0-or-later
#include "ui/browser/gpudetailwidget.h"

#include "model/browser/gputablemodel.h"
#include "model/browser/pricehistorymodel.h"
#include "model/browser/whatifsettings.h"
#include "model/catalog/datasources.h"
#include "model/format/formatter.h"
#include "model/readiness/softwarereadiness.h"
#include "ui/browser/explanationtext.h"
#include "ui/charts/pricehistorychart.h"

#include "ui_gpudetailwidget.h"

#include <QHBoxLayout>
#include <QHeaderView>
#include <QPushButton>
#include <QUrl>
#include <QVBoxLayout>

using namespace Qt::StringLiterals;

namespace {

/// The readiness section under the explanation: the problems first, then what runs where, then
/// the sources. Every sentence comes from SoftwareReadiness.
QString detailReadinessHtml(const SoftwareReadiness &readiness, const QString &gpu)
{
    const QStringList summary = readiness.summary(gpu);
    if (summary.isEmpty())
        return {};
    QString html = u"<h3>"_s + GpuDetailWidget::tr("Will your software run?").toHtmlEscaped() + u"</h3>"_s;
    const QStringList problems = readiness.problems(gpu);
    if (!problems.isEmpty()) {
        html += u"<ul>"_s;
        for (const QString &p : problems)
            html += u"<li>"_s + p.toHtmlEscaped() + u"</li>"_s;
        html += u"</ul>"_s;
    }
    for (const QString &line : summary)
        html += u"<p>"_s + line.toHtmlEscaped() + u"</p>"_s;
    html += u"<p><small>"_s + GpuDetailWidget::tr("Sources:").toHtmlEscaped();
    for (const QString &source : readiness.sources(gpu))
        html += u"<br>"_s + source.toHtmlEscaped();
    html += u"</small></p>"_s;
    return html;
}

} // namespace

GpuDetailWidget::GpuDetailWidget(const GpuTableModel *gpus, const WhatIfSettings *settings, QWidget *parent)
    : QWidget(parent)
    , m_ui(std::make_unique<Ui::GpuDetailWidget>())
    , m_gpus(gpus)
    , m_settings(settings)
{
    m_ui->setupUi(this);
    setObjectName(u"gpuDetailWidget"_s);
    QFont nameFont = m_ui->gpuNameLabel->font();
    nameFont.setPointSizeF(nameFont.pointSizeF() * 1.3);
    nameFont.setBold(true);
    m_ui->gpuNameLabel->setFont(nameFont);

    // The sources of measured figures link to where they were read.
    m_ui->explanationBrowser->setOpenExternalLinks(true);

    m_history = new PriceHistoryModel(this);
    m_ui->priceTableView->setModel(m_history);
    QHeaderView *priceHeader = m_ui->priceTableView->horizontalHeader();
    priceHeader->setSectionResizeMode(QHeaderView::ResizeToContents);
    priceHeader->setStretchLastSection(true);
    // The price beside its date: what each observation says, before the longer words on what
    // it is and where it came from, which may scroll (the walk-through found the price column
    // pushed out of sight by a long condition).
    priceHeader->moveSection(priceHeader->visualIndex(PriceHistoryModel::Price), 1);
    m_chart = new PriceHistoryChart(m_history, m_settings, m_ui->chartContainerWidget);
    m_ui->chartContainerLayout->addWidget(m_chart);
    // The explanation opens with what the estimate rests on and the measured figures: it gets
    // two fifths of the height (it had a quarter, five lines at 1400x900); the chart keeps the
    // rest, which its plot needs not to scroll. The chart's minimum keeps the browser's other
    // charts tall enough for their axis titles.
    m_chart->setMinimumHeight(280);
    m_ui->detailSplitter->setStretchFactor(0, 3);
    m_ui->detailSplitter->setStretchFactor(1, 2);
    m_ui->detailSplitter->setSizes({600, 400});

    // "Add a price" beside the name; "Remove your entry" under the observations it acts on.
    m_addPriceButton = new QPushButton(tr("Add your &own price..."), this);
    m_addPriceButton->setObjectName(u"addPriceButton"_s);
    m_addPriceButton->setToolTip(tr("Keep a price you found for this GPU, with its date and where you saw it"));
    auto *nameRow = new QHBoxLayout;
    m_ui->detailLayout->removeWidget(m_ui->gpuNameLabel);
    nameRow->addWidget(m_ui->gpuNameLabel, 1);
    nameRow->addWidget(m_addPriceButton, 0, Qt::AlignTop);
    m_ui->detailLayout->insertLayout(0, nameRow);
    m_removePriceButton = new QPushButton(tr("Re&move your entry"), this);
    m_removePriceButton->setObjectName(u"removePriceButton"_s);
    m_removePriceButton->setToolTip(tr("Remove the selected price, one you entered yourself"));
    const int observationsTab = m_ui->detailTabWidget->indexOf(m_ui->priceTableView);
    const QString observationsTitle = m_ui->detailTabWidget->tabText(observationsTab);
    auto *observations = new QWidget;
    observations->setObjectName(u"priceObservationsPage"_s);
    auto *observationsLayout = new QVBoxLayout(observations);
    observationsLayout->setContentsMargins(0, 0, 0, 0);
    m_ui->detailTabWidget->removeTab(observationsTab);
    observationsLayout->addWidget(m_ui->priceTableView);
    m_ui->priceTableView->show(); // the tab widget hid it when its tab was taken out
    auto *removeRow = new QHBoxLayout;
    removeRow->addStretch();
    removeRow->addWidget(m_removePriceButton);
    observationsLayout->addLayout(removeRow);
    m_ui->detailTabWidget->insertTab(observationsTab, observations, observationsTitle);
    m_addPriceButton->hide();
    m_removePriceButton->hide();
    connect(m_addPriceButton, &QPushButton::clicked, this, [this] {
        if (m_gpuId != 0)
            Q_EMIT addPriceRequested(m_gpuId);
    });
    connect(m_removePriceButton, &QPushButton::clicked, this, [this] {
        if (const PriceObservation *o = selectedObservation(); o && o->userEntered)
            Q_EMIT removePriceRequested(o->id);
    });
    m_ui->priceTableView->setSelectionMode(QAbstractItemView::SingleSelection);
    connect(m_ui->priceTableView->selectionModel(), &QItemSelectionModel::selectionChanged, this,
            &GpuDetailWidget::updateButtons);
    connect(m_history, &QAbstractItemModel::modelReset, this, &GpuDetailWidget::updateButtons);

    connect(m_gpus, &GpuTableModel::evaluated, this, &GpuDetailWidget::refreshText);
    // New data (a price added or removed, an import): the same GPU is read again from it.
    connect(m_gpus, &QAbstractItemModel::modelReset, this, [this] {
        const qint64 shown = m_gpuId;
        m_gpuId = 0;
        setGpu(shown);
    });
    connect(m_settings, &WhatIfSettings::changed, this,
            [this] { m_history->setCurrencySymbol(m_settings->currencySymbol()); });
    setGpu(0);
}

GpuDetailWidget::~GpuDetailWidget() = default;

QString GpuDetailWidget::explanation()
{
    if (m_textDirty)
        writeText();
    return m_ui->explanationBrowser->toPlainText();
}

void GpuDetailWidget::resizeEvent(QResizeEvent *event)
{
    QWidget::resizeEvent(event);
    // Below this height the chart (its plot ten lines high, the export buttons and the note:
    // about 320 px) and a few lines of the explanation do not both fit: the chart squeezed the
    // explanation to two lines and was cut itself at 900x600.
    constexpr int CompactBelow = 560;
    setCompact(height() < CompactBelow);
}

void GpuDetailWidget::setCompact(bool compact)
{
    if (compact == m_compact)
        return;
    m_compact = compact;
    QWidget *chart = m_ui->chartContainerWidget;
    if (compact) {
        m_ui->detailTabWidget->insertTab(m_ui->detailTabWidget->count(), chart, tr("Price history"));
    } else {
        const bool chartShown = m_ui->detailTabWidget->currentWidget() == chart;
        m_ui->detailTabWidget->removeTab(m_ui->detailTabWidget->indexOf(chart));
        if (chartShown)
            m_ui->detailTabWidget->setCurrentWidget(m_ui->explanationBrowser);
        m_ui->detailSplitter->insertWidget(0, chart);
        chart->show();
        m_ui->detailSplitter->setSizes({600, 400});
    }
}

void GpuDetailWidget::showEvent(QShowEvent *event)
{
    QWidget::showEvent(event);
    if (m_textDirty)
        writeText();
}

void GpuDetailWidget::setPriceEditing(bool enabled)
{
    m_priceEditing = enabled;
    m_addPriceButton->setVisible(enabled);
    m_removePriceButton->setVisible(enabled);
    updateButtons();
}

const PriceObservation *GpuDetailWidget::selectedObservation() const
{
    const QModelIndexList rows = m_ui->priceTableView->selectionModel()->selectedRows();
    if (rows.isEmpty() || rows.first().row() >= m_history->observations().size())
        return nullptr;
    return &m_history->observations().at(rows.first().row());
}

void GpuDetailWidget::updateButtons()
{
    m_addPriceButton->setEnabled(m_priceEditing && m_gpus->rowOf(m_gpuId) >= 0);
    const PriceObservation *o = selectedObservation();
    m_removePriceButton->setEnabled(m_priceEditing && o && o->userEntered);
}

void GpuDetailWidget::showObservation(qint64 priceId)
{
    const QList<PriceObservation> &all = m_history->observations();
    for (int row = 0; row < all.size(); ++row) {
        if (all.at(row).id == priceId) {
            if (!m_compact || m_ui->detailTabWidget->currentWidget() != m_ui->chartContainerWidget)
                m_ui->detailTabWidget->setCurrentWidget(m_ui->priceTableView->parentWidget());
            m_ui->priceTableView->selectRow(row);
            m_ui->priceTableView->scrollTo(m_history->index(row, 0));
            return;
        }
    }
}

void GpuDetailWidget::setGpu(qint64 gpuId)
{
    if (gpuId == m_gpuId && gpuId != 0)
        return;
    m_gpuId = gpuId;
    const int row = m_gpus->rowOf(gpuId);
    if (row < 0) {
        m_history->setObservations({});
        m_chart->setGpu({}, std::nullopt);
        refreshText();
        updateButtons();
        return;
    }
    const Gpu &gpu = m_gpus->entry(row).gpu;
    m_history->setCurrencySymbol(m_settings->currencySymbol());
    m_history->setObservations(m_gpus->evaluator().snapshot().prices.value(gpu.id));
    m_chart->setGpu(gpu.name, gpu.launchMsrpUsd);
    refreshText();
    updateButtons();
}

void GpuDetailWidget::refreshText()
{
    // Laying out the explanation costs more than the rest of a what-if change: only when seen.
    m_textDirty = true;
    if (isVisible())
        writeText();
}

void GpuDetailWidget::setReadiness(const SoftwareReadiness *readiness)
{
    m_readiness = readiness;
    refreshText();
}

void GpuDetailWidget::writeText()
{
    m_textDirty = false;
    const int row = m_gpus->rowOf(m_gpuId);
    if (row < 0) {
        m_ui->gpuNameLabel->setText(tr("No GPU selected"));
        m_ui->specLabel->setText(tr("Select a GPU in the table to see its price history and how the model "
                                    "arrives at its figures."));
        m_ui->explanationBrowser->clear();
        return;
    }
    const RankEntry &e = m_gpus->entry(row);
    const Gpu &g = e.gpu;
    m_ui->gpuNameLabel->setText(tr("%1 %2").arg(g.vendor, g.name));
    const QString released =
        g.releaseMonth.isValid() ? g.releaseMonth.toString(u"yyyy-MM"_s) : QString::number(g.releaseYear);
    const QString segment = m_gpus->index(row, GpuTableModel::Segment).data().toString();
    // The host of a web source or the name of a dataset: no repository slugs or commits.
    const QString sourceName = DataSources::readableSource(g.source);
    m_ui->specLabel->setText(
        tr("%1 GB %2 · %3 GB/s · %4 · %5 W · %6, %7, launched %8\nSpecs from %9, recorded %10")
            .arg(Formatter::number(g.vramGb), g.memoryType, Formatter::number(g.memoryBandwidthGbs, 0),
                 m_gpus->index(row, GpuTableModel::TensorThroughput).data().toString() + tr(" tensor TFLOPS"))
            .arg(g.tdpWatts)
            .arg(g.architecture, segment, released, sourceName, g.specRecordedOn.toString(u"yyyy-MM-dd"_s)));
    m_ui->specLabel->setToolTip(
        tr("Specs: %1\nCross-checked against: %2")
            .arg(DataSources::readableSource(g.source), DataSources::readableSource(g.secondarySources)));
    QString html = ExplanationText::html(e, m_gpus->evaluator(), *m_settings);
    if (m_readiness)
        html += detailReadinessHtml(*m_readiness, g.name);
    m_ui->explanationBrowser->setHtml(html);
}

// SPDX-FileCopyrightText: 2026 GPU Advisor contributors
// SPDX-License-Identifier: GPL-3.0-or-later
#include "ui/browser/comparewidget.h"

#include "model/browser/gpucomparisonmodel.h"
#include "model/browser/gputablemodel.h"
#include "model/browser/whatifsettings.h"
#include "model/format/formatter.h"
#include "ui/browser/headerwrapproxymodel.h"
#include "ui/browser/highlightproxymodel.h"
#include "ui/widgets/keynames.h"

#include "ui_comparewidget.h"

#include <QComboBox>
#include <QHeaderView>
#include <QStyle>

#include <algorithm>

using namespace Qt::StringLiterals;

CompareWidget::CompareWidget(const GpuTableModel *gpus, QWidget *parent)
    : QWidget(parent)
    , m_ui(std::make_unique<Ui::CompareWidget>())
    , m_gpus(gpus)
{
    m_ui->setupUi(this);
    setObjectName(u"compareWidget"_s);
    m_ui->parametersSpinBox->setLocale(Formatter::locale());

    const struct
    {
        NumberFormat format;
        QString text;
    } formats[] = {{NumberFormat::Fp16, tr("16-bit (FP16)")},
                   {NumberFormat::Bf16, tr("16-bit (BF16)")},
                   {NumberFormat::Fp32, tr("32-bit (FP32)")},
                   {NumberFormat::Int8, tr("8-bit")},
                   {NumberFormat::Int4, tr("4-bit")}};
    for (const auto &f : formats)
        m_ui->precisionComboBox->addItem(f.text, int(f.format));
    const struct
    {
        WorkloadMode mode;
        QString text;
    } modes[] = {{WorkloadMode::Inference, tr("inference")},
                 {WorkloadMode::Training, tr("full training")},
                 {WorkloadMode::Lora, tr("LoRA fine-tuning")},
                 {WorkloadMode::Qlora, tr("QLoRA fine-tuning")}};
    for (const auto &m : modes)
        m_ui->modeComboBox->addItem(m.text, int(m.mode));

    m_comparison = new GpuComparisonModel(gpus, this);
    auto *looks = new HighlightProxyModel(GpuComparisonModel::BestRole, QColor(0xdc, 0xf5, 0xe3), this);
    looks->setSourceModel(m_comparison);
    // A measured test's title (workload, what was counted, conditions, source) wraps to the width
    // the other row titles need, so the GPUs keep theirs.
    m_wrap = new HeaderWrapProxyModel(this);
    m_wrap->setSourceModel(looks);
    m_ui->compareTableView->setModel(m_wrap);
    connect(m_comparison, &QAbstractItemModel::modelReset, this, &CompareWidget::fitTitleWidth);
    connect(m_comparison, &QAbstractItemModel::headerDataChanged, this, &CompareWidget::fitTitleWidth);
    connect(m_comparison, &QAbstractItemModel::modelReset, this, &CompareWidget::placePriceChoices);
    // Issue 11: columns as wide as their text cut the 3rd and 4th GPU off at ordinary sizes.
    // The GPUs share the width and their text wraps; only below a readable width does the
    // table scroll sideways.
    QHeaderView *columns = m_ui->compareTableView->horizontalHeader();
    columns->setSectionResizeMode(QHeaderView::Stretch);
    // QHeaderView passes the text flags on to the style, which wraps long GPU names.
    columns->setDefaultAlignment(Qt::Alignment::fromInt(Qt::AlignCenter | Qt::TextWordWrap));
    columns->setMinimumSectionSize(fontMetrics().horizontalAdvance(u"2026-03-06 to"_s) + 12);
    m_ui->compareTableView->setWordWrap(true);
    // The header grows with the lines a wrapped GPU name takes.
    connect(columns, &QHeaderView::sectionResized, this, &CompareWidget::fitHeaderHeight);
    m_ui->compareTableView->verticalHeader()->setSectionResizeMode(QHeaderView::ResizeToContents);
    m_ui->compareTableView->verticalHeader()->setDefaultAlignment(Qt::AlignLeft | Qt::AlignVCenter);

    connect(m_ui->parametersSpinBox, &QDoubleSpinBox::valueChanged, this, &CompareWidget::applyWorkload);
    connect(m_ui->precisionComboBox, &QComboBox::currentIndexChanged, this, &CompareWidget::applyWorkload);
    connect(m_ui->modeComboBox, &QComboBox::currentIndexChanged, this, &CompareWidget::applyWorkload);
    applyWorkload();
    updateHint(0);
}

CompareWidget::~CompareWidget()
{
    // The form goes before the widgets it names: a header that resizes as they are hidden and
    // deleted afterwards must not reach it (a crash when the window closed).
    disconnect(m_ui->compareTableView->horizontalHeader(), nullptr, this, nullptr);
}

void CompareWidget::setGpuIds(const QList<qint64> &gpuIds)
{
    m_comparison->setGpuIds(gpuIds.size() >= 2 ? gpuIds : QList<qint64>());
    updateHint(int(gpuIds.size()));
    fitHeaderHeight();
}

void CompareWidget::fitTitleWidth()
{
    QHeaderView *titles = m_ui->compareTableView->verticalHeader();
    const QFontMetrics metrics(titles->font());
    int width = 0;
    for (int row = 0; row < m_comparison->rowCount(); ++row) {
        if (m_comparison->kind(row) == GpuComparisonModel::Measured)
            continue;
        const QString title = m_comparison->headerData(row, Qt::Vertical).toString();
        for (const QString &line : title.split(u'\n'))
            width = std::max(width, metrics.horizontalAdvance(line));
    }
    m_wrap->setWrapWidth(width, titles->font());
}

void CompareWidget::placePriceChoices()
{
    const int row = m_comparison->row(GpuComparisonModel::PriceTaken);
    QList<PriceBasis> bases = priceBasisChoices();
    // The post's own view counts its average; it stays on offer there.
    if (m_gpus->settings().cost().priceBasis == PriceBasis::Average)
        bases.append(PriceBasis::Average);
    for (int column = 0; column < m_comparison->columnCount(); ++column) {
        auto *box = new QComboBox;
        box->setObjectName(u"columnPriceBasisComboBox"_s);
        for (PriceBasis basis : std::as_const(bases)) {
            const QString title = basis == PriceBasis::Cheapest ? tr("Cheapest")
                                  : basis == PriceBasis::New    ? tr("New")
                                  : basis == PriceBasis::Used   ? tr("Used")
                                                                : tr("Average (the post's)");
            box->addItem(title, int(basis));
        }
        box->setCurrentIndex(std::max(0, box->findData(int(m_comparison->priceBasis(column)))));
        const QString gpu = m_comparison->headerData(column, Qt::Horizontal).toString();
        //: %1 a GPU's name
        box->setAccessibleName(tr("Price of the %1 counted at").arg(gpu));
        box->setToolTip(tr("Which of the card's prices this column counts: its latest new one, its latest used one "
                           "(or a marketplace listing of unstated condition), or the cheaper of the two"));
        connect(box, &QComboBox::activated, this,
                [this, box, column] { m_comparison->setPriceBasis(column, PriceBasis(box->currentData().toInt())); });
        m_ui->compareTableView->setIndexWidget(m_wrap->index(row, column), box);
    }
}

void CompareWidget::fitHeaderHeight()
{
    QHeaderView *header = m_ui->compareTableView->horizontalHeader();
    const QFontMetrics metrics(header->font());
    const int margin = header->style()->pixelMetric(QStyle::PM_HeaderMargin, nullptr, header);
    int height = metrics.height();
    for (int section = 0; section < header->count(); ++section) {
        const QString text = header->model()->headerData(section, Qt::Horizontal).toString();
        const int width = std::max(1, header->sectionSize(section) - 2 * margin);
        height = std::max(height, metrics.boundingRect(QRect(0, 0, width, 1000), Qt::TextWordWrap, text).height());
    }
    header->setMinimumHeight(height + 2 * margin + 2);
}

void CompareWidget::updateHint(int requested)
{
    const int shown = m_comparison->columnCount();
    if (shown < 2) {
        //: %1 and %2 are the names of the Ctrl and Shift keys on this system (Ctrl and Shift, or ⌘ and ⇧ on a Mac)
        m_ui->compareHintLabel->setText(
            tr("Select two to four GPUs in the table (%1+click or %2+click) to "
               "compare them side by side.")
                .arg(KeyNames::modifier(Qt::ControlModifier), KeyNames::modifier(Qt::ShiftModifier)));
    } else if (requested > GpuComparisonModel::MaxGpus) {
        m_ui->compareHintLabel->setText(
            tr("%1 GPUs are selected; the first %2 are compared.").arg(requested).arg(GpuComparisonModel::MaxGpus));
    } else {
        //: %1 the reference GPU
        m_ui->compareHintLabel->setText(tr("The best value of each row is highlighted. Performance (×) is relative "
                                           "to the %1 (± the model's typical error); costs follow the what-if "
                                           "assumptions above.")
                                            .arg(m_gpus->settings().performance().referenceGpu));
    }
    m_ui->compareTableView->setVisible(shown >= 2);
}

void CompareWidget::applyWorkload()
{
    MemoryWorkload workload = m_comparison->workload();
    workload.parameters = m_ui->parametersSpinBox->value() * 1e9;
    workload.format = NumberFormat(m_ui->precisionComboBox->currentData().toInt());
    workload.mode = WorkloadMode(m_ui->modeComboBox->currentData().toInt());
    m_comparison->setWorkload(workload);
    m_ui->memoryNeedLabel->setText(
        tr("This workload needs about %1 GB of GPU memory (weights%2, plus %3% overhead).")
            .arg(Formatter::number(m_comparison->memoryEstimate().totalGb(), 1),
                 workload.mode == WorkloadMode::Inference ? QString() : tr(", gradients and optimizer state"),
                 Formatter::number(workload.overheadFraction * 100, 0)));
}

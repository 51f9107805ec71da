// SPDX-FileCopyrightText: 2026 GPU Advisor contributors
// SPDX-License-Identifier: GPL-3.0-or-later
#include "ui/finetune/finetunepage.h"

#include "model/browser/whatifsettings.h"
#include "model/finetune/finetuneexport.h"
#include "model/finetune/finetuneoptiontablemodel.h"
#include "model/io/atomicfile.h"
#include "ui/charts/finetunechart.h"
#include "ui/llm/llmpagedialogs.h"
#include "ui/widgets/flowlayout.h"

#include <QCheckBox>
#include <QComboBox>
#include <QDir>
#include <QDoubleSpinBox>
#include <QEvent>
#include <QHBoxLayout>
#include <QHeaderView>
#include <QItemSelectionModel>
#include <QLabel>
#include <QPushButton>
#include <QScrollArea>
#include <QSortFilterProxyModel>
#include <QSpinBox>
#include <QSplitter>
#include <QStandardPaths>
#include <QTableView>
#include <QTimer>
#include <QVBoxLayout>

using namespace Qt::StringLiterals;

namespace {

/// The job the issue asks about first: QLoRA of Llama 3.1 8B on 100 million tokens of 2,048.
constexpr auto FinetuneDefaultModel = "Llama 3.1 8B";

} // namespace

FinetunePage::FinetunePage(const GpuRepository &gpus, const LlmModelRepository &models, WhatIfSettings &whatIf,
                           const PartPriceRepository *parts, QWidget *parent)
    : QWidget(parent)
    , m_gpus(gpus)
    , m_models(models)
    , m_whatIf(whatIf)
    , m_parts(parts)
    , m_dialogs(std::make_unique<LlmPageDialogs>())
{
    setObjectName(u"finetunePage"_s);
    m_table = new FinetuneOptionTableModel(this);
    m_tableSort = new QSortFilterProxyModel(this);
    m_tableSort->setSourceModel(m_table);
    m_tableSort->setSortRole(FinetuneOptionTableModel::ValueRole);
    m_refreshTimer = new QTimer(this);
    m_refreshTimer->setSingleShot(true);
    m_refreshTimer->setInterval(120);
    connect(m_refreshTimer, &QTimer::timeout, this, &FinetunePage::refresh);

    buildUi();
    loadModels();
    selectModel(QString::fromLatin1(FinetuneDefaultModel));
    connect(&m_whatIf, &WhatIfSettings::changed, this, &FinetunePage::scheduleRefresh);
    refresh();
}

FinetunePage::~FinetunePage() = default;

QString FinetunePage::title()
{
    return tr("&Fine-tuning");
}

void FinetunePage::setDialogs(std::unique_ptr<LlmPageDialogs> dialogs)
{
    m_dialogs = std::move(dialogs);
}

void FinetunePage::buildUi()
{
    auto *root = new QVBoxLayout(this);
    root->setContentsMargins(6, 6, 6, 6);
    // In a short window the page scrolls, so the table and the chart keep a useful height.
    auto *scroll = new QScrollArea(this);
    scroll->setObjectName(u"finetuneScrollArea"_s);
    scroll->setFrameShape(QFrame::NoFrame);
    scroll->setWidgetResizable(true);
    scroll->setHorizontalScrollBarPolicy(Qt::ScrollBarAlwaysOff);
    scroll->setFocusPolicy(Qt::NoFocus);
    root->addWidget(scroll);
    auto *page = new QWidget(scroll);
    page->setObjectName(u"finetuneContentWidget"_s);
    auto *layout = new QVBoxLayout(page);
    layout->setContentsMargins(0, 0, 0, 0);

    buildJobFields(page);
    layOutJob(page, layout);

    m_summary = new QLabel(page);
    m_summary->setObjectName(u"finetuneSummaryLabel"_s);
    m_summary->setWordWrap(true);
    m_summary->setTextInteractionFlags(Qt::TextSelectableByMouse);
    layout->addWidget(m_summary);

    layout->addWidget(buildResults(page), 1);
    scroll->setWidget(page);
    connectJob();
    setUpTabOrder();
}

void FinetunePage::buildJobFields(QWidget *parent)
{
    m_model = new QComboBox(parent);
    m_model->setObjectName(u"finetuneModelComboBox"_s);
    m_model->setAccessibleName(tr("Model to fine-tune"));
    m_model->setToolTip(tr("A model of the catalog; the Language models tab adds your own"));
    m_method = new QComboBox(parent);
    m_method->setObjectName(u"finetuneMethodComboBox"_s);
    m_method->setAccessibleName(tr("Fine-tuning method"));
    for (auto method : {FinetuneMethod::Qlora, FinetuneMethod::Lora, FinetuneMethod::Full})
        m_method->addItem(finetuneMethodText(method), finetuneMethodKey(method));
    m_method->setToolTip(tr("QLoRA: adapters on a 4-bit base; LoRA: adapters on a 16-bit base; full: every weight"));
    m_rank = new QSpinBox(parent);
    m_rank->setObjectName(u"finetuneRankSpinBox"_s);
    m_rank->setAccessibleName(tr("LoRA rank"));
    m_rank->setRange(1, 4096);
    m_rank->setValue(FinetuneJob().rank);
    m_modules = new QComboBox(parent);
    m_modules->setObjectName(u"finetuneModulesComboBox"_s);
    m_modules->setAccessibleName(tr("Where the adapters go"));
    m_modules->addItem(tr("all linear layers"), loraModulesKey(LoraModules::All));
    m_modules->addItem(tr("attention only"), loraModulesKey(LoraModules::Attention));
    m_precision = new QComboBox(parent);
    m_precision->setObjectName(u"finetunePrecisionComboBox"_s);
    m_precision->setAccessibleName(tr("Precision of the training step"));
    m_precision->addItem(u"BF16"_s, finetunePrecisionKey(FinetunePrecision::Bf16));
    m_precision->addItem(u"FP8"_s, finetunePrecisionKey(FinetunePrecision::Fp8));
    m_precision->setToolTip(tr("FP8 runs on cards with FP8 units; the others train in BF16"));
    m_optimizer = new QComboBox(parent);
    m_optimizer->setObjectName(u"finetuneOptimizerComboBox"_s);
    m_optimizer->setAccessibleName(tr("Optimizer"));
    m_optimizer->addItem(u"AdamW"_s, finetuneOptimizerKey(FinetuneOptimizer::AdamW));
    m_optimizer->addItem(tr("8-bit AdamW"), finetuneOptimizerKey(FinetuneOptimizer::AdamW8bit));
    m_sequence = new QSpinBox(parent);
    m_sequence->setObjectName(u"finetuneSequenceSpinBox"_s);
    m_sequence->setAccessibleName(tr("Sequence length in tokens"));
    m_sequence->setRange(16, 1048576);
    m_sequence->setSingleStep(512);
    m_sequence->setValue(FinetuneJob().sequenceLength);
    m_sequence->setSuffix(tr(" tokens"));
    m_tokens = new QDoubleSpinBox(parent);
    m_tokens->setObjectName(u"finetuneTokensSpinBox"_s);
    m_tokens->setAccessibleName(tr("Tokens trained, in millions"));
    m_tokens->setRange(0.1, 1e9);
    m_tokens->setDecimals(1);
    m_tokens->setValue(100);
    m_tokens->setSuffix(tr(" million"));
    m_tokens->setToolTip(tr("Dataset tokens times epochs"));
    m_checkpointing = new QCheckBox(tr("&Gradient checkpointing"), parent);
    m_checkpointing->setObjectName(u"finetuneCheckpointingCheckBox"_s);
    m_checkpointing->setChecked(true);
    m_checkpointing->setToolTip(tr("Keep each layer's input only and compute the rest again: less memory, more work"));
}

void FinetunePage::layOutJob(QWidget *parent, QVBoxLayout *layout)
{
    // Each label with its field, as many to a line as fit (as the Language models tab).
    const QList<QPair<QString, QWidget *>> fields{{tr("&Model:"), m_model},         {tr("M&ethod:"), m_method},
                                                  {tr("R&ank:"), m_rank},           {tr("Adapters &on:"), m_modules},
                                                  {tr("&Precision:"), m_precision}, {tr("Optimi&zer:"), m_optimizer},
                                                  {tr("&Sequence:"), m_sequence},   {tr("To&kens:"), m_tokens}};
    FlowLayout::addFieldRow(parent, layout, fields, m_checkpointing, u"finetuneFormWidget"_s);
}

QSplitter *FinetunePage::buildResults(QWidget *parent)
{
    auto *results = new QSplitter(Qt::Vertical, parent);
    results->setObjectName(u"finetuneResultsSplitter"_s);
    results->setChildrenCollapsible(false);
    buildConfigurationTable(results);

    auto *bottom = new QWidget(results);
    auto *bottomLayout = new QHBoxLayout(bottom);
    bottomLayout->setContentsMargins(0, 0, 0, 0);
    m_chart = new FinetuneChart(m_table, bottom);
    m_chart->setMinimumHeight(260);
    bottomLayout->addWidget(m_chart, 5);
    bottomLayout->addWidget(buildSelectionDetail(bottom), 4);
    results->addWidget(m_view);
    results->addWidget(bottom);
    // The chart with its note and the details need more height than five rows of the table.
    results->setStretchFactor(0, 2);
    results->setStretchFactor(1, 3);
    connect(m_view->selectionModel(), &QItemSelectionModel::currentRowChanged, this, &FinetunePage::showSelection);
    connect(m_planButton, &QPushButton::clicked, this, &FinetunePage::planSelectedBuild);
    connect(m_exportButton, &QPushButton::clicked, this, &FinetunePage::exportAnswer);
    connect(m_chart, &FinetuneChart::rowClicked, this, [this](int row) {
        selectRow(row);
        m_view->setFocus(Qt::MouseFocusReason);
    });
    return results;
}

void FinetunePage::buildConfigurationTable(QWidget *parent)
{
    m_view = new QTableView(parent);
    m_view->setObjectName(u"finetuneTableView"_s);
    m_view->setAccessibleName(tr("Configurations that hold the job"));
    m_view->setModel(m_tableSort);
    m_view->setSelectionBehavior(QAbstractItemView::SelectRows);
    m_view->setSelectionMode(QAbstractItemView::SingleSelection);
    m_view->setEditTriggers(QAbstractItemView::NoEditTriggers);
    m_view->setWordWrap(false);
    m_view->setAlternatingRowColors(true);
    m_view->setTabKeyNavigation(false);
    m_view->verticalHeader()->hide();
    // The configuration's name takes what the figures leave, and never less than it needs
    // (fitTableColumns()): in a narrow window the table scrolls sideways instead.
    m_view->horizontalHeader()->setStretchLastSection(false);
    m_view->viewport()->installEventFilter(this);
    m_view->horizontalHeader()->setSectionsClickable(true);
    m_view->horizontalHeader()->setSortIndicatorShown(false);
    // At least five rows of the table in sight.
    m_view->setMinimumHeight(m_view->horizontalHeader()->sizeHint().height() +
                             5 * m_view->verticalHeader()->defaultSectionSize() + 2 * m_view->frameWidth());
    connect(m_view->horizontalHeader(), &QHeaderView::sectionClicked, this, [this](int column) {
        // A click on a heading sorts by it; a second click turns the order round.
        const Qt::SortOrder order =
            m_tableSort->sortColumn() == column && m_tableSort->sortOrder() == Qt::AscendingOrder ? Qt::DescendingOrder
                                                                                                  : Qt::AscendingOrder;
        m_tableSort->sort(column, order);
        m_view->horizontalHeader()->setSortIndicatorShown(true);
        m_view->horizontalHeader()->setSortIndicator(column, order);
    });
}

QWidget *FinetunePage::buildSelectionDetail(QWidget *parent)
{
    auto *detail = new QWidget(parent);
    auto *detailLayout = new QVBoxLayout(detail);
    detailLayout->setContentsMargins(0, 0, 0, 0);
    m_details = new QLabel(detail);
    m_details->setObjectName(u"finetuneDetailsLabel"_s);
    m_details->setWordWrap(true);
    m_details->setTextInteractionFlags(Qt::TextSelectableByMouse);
    m_details->setAlignment(Qt::AlignTop | Qt::AlignLeft);
    auto *detailScroll = new QScrollArea(detail);
    detailScroll->setObjectName(u"finetuneDetailsScrollArea"_s);
    detailScroll->setFrameShape(QFrame::NoFrame);
    detailScroll->setWidgetResizable(true);
    detailScroll->setHorizontalScrollBarPolicy(Qt::ScrollBarAlwaysOff);
    detailScroll->setWidget(m_details);
    detailLayout->addWidget(detailScroll, 1);
    auto *buttons = new QHBoxLayout;
    m_planButton = new QPushButton(tr("Plan this bu&ild"), detail);
    m_planButton->setObjectName(u"finetunePlanBuildButton"_s);
    m_exportButton = new QPushButton(tr("E&xport…"), detail);
    m_exportButton->setObjectName(u"finetuneExportButton"_s);
    m_exportButton->setToolTip(tr("Write this answer to a Markdown or JSON file named after the job"));
    buttons->addWidget(m_planButton);
    buttons->addWidget(m_exportButton);
    buttons->addStretch(1);
    detailLayout->addLayout(buttons);
    return detail;
}

void FinetunePage::connectJob()
{
    for (QComboBox *box : {m_model, m_method, m_modules, m_precision, m_optimizer})
        connect(box, &QComboBox::currentIndexChanged, this, &FinetunePage::scheduleRefresh);
    for (QSpinBox *box : {m_rank, m_sequence})
        connect(box, &QSpinBox::valueChanged, this, &FinetunePage::scheduleRefresh);
    connect(m_tokens, &QDoubleSpinBox::valueChanged, this, &FinetunePage::scheduleRefresh);
    connect(m_checkpointing, &QCheckBox::toggled, this, &FinetunePage::scheduleRefresh);
}

void FinetunePage::setUpTabOrder()
{
    setTabOrder(m_model, m_method);
    setTabOrder(m_method, m_rank);
    setTabOrder(m_rank, m_modules);
    setTabOrder(m_modules, m_precision);
    setTabOrder(m_precision, m_optimizer);
    setTabOrder(m_optimizer, m_sequence);
    setTabOrder(m_sequence, m_tokens);
    setTabOrder(m_tokens, m_checkpointing);
    setTabOrder(m_checkpointing, m_view);
    setTabOrder(m_view, m_planButton);
    setTabOrder(m_planButton, m_exportButton);
    setFocusProxy(m_model);
}

void FinetunePage::loadModels()
{
    const QString current = m_model->currentText();
    QString error;
    m_catalog = m_models.models(&error);
    const QSignalBlocker blocker(m_model);
    m_model->clear();
    for (const LlmModel &m : std::as_const(m_catalog))
        m_model->addItem(m.name);
    if (!current.isEmpty())
        selectModel(current);
}

void FinetunePage::loadDevices()
{
    if (m_devicesLoaded)
        return;
    m_devicesLoaded = true;
    QString error;
    const QList<Gpu> gpus = m_gpus.gpus(&error);
    for (const Gpu &gpu : gpus) {
        QString rowError;
        m_devices.append({gpu, m_gpus.prices(gpu.id, &rowError), m_gpus.cloudRates(gpu.id, &rowError)});
    }
    // The resale fits owning takes off (docs/resale.md), as `finetune` fits them.
    m_resale = FinetunePlanner::resaleOf(m_devices);
}

void FinetunePage::reloadData()
{
    m_devices.clear();
    m_devicesLoaded = false;
    loadModels();
    refreshNow();
}

FinetuneRequest FinetunePage::request() const
{
    FinetuneRequest r;
    const int row = m_model->currentIndex();
    if (row >= 0 && row < m_catalog.size())
        r.job.model = m_catalog.at(row);
    r.job.method = finetuneMethodFromKey(m_method->currentData().toString()).value_or(FinetuneMethod::Qlora);
    r.job.rank = m_rank->value();
    r.job.modules = loraModulesFromKey(m_modules->currentData().toString()).value_or(LoraModules::All);
    r.job.precision = finetunePrecisionFromKey(m_precision->currentData().toString()).value_or(FinetunePrecision::Bf16);
    r.job.optimizer =
        finetuneOptimizerFromKey(m_optimizer->currentData().toString()).value_or(FinetuneOptimizer::AdamW);
    r.job.sequenceLength = m_sequence->value();
    r.job.tokens = m_tokens->value() * 1e6;
    r.job.gradientCheckpointing = m_checkpointing->isChecked();
    r.asOf = m_whatIf.asOf();
    r.cost = m_whatIf.cost();
    // Cards are priced as the build planner prices the machine around them, as `finetune` does.
    r.priceAsBuilt = true;
    r.resale = m_resale;
    QString error;
    if (m_parts)
        r.partPrices = m_parts->partPrices(&error);
    return r;
}

const QList<FinetuneOption> &FinetunePage::options() const
{
    return m_table->options();
}

bool FinetunePage::selectModel(const QString &name)
{
    for (int i = 0; i < m_catalog.size(); ++i) {
        if (m_catalog.at(i).name.compare(name, Qt::CaseInsensitive) == 0) {
            m_model->setCurrentIndex(i);
            return true;
        }
    }
    return false;
}

void FinetunePage::scheduleRefresh()
{
    m_refreshTimer->start();
}

void FinetunePage::refreshNow()
{
    refresh();
}

void FinetunePage::refresh()
{
    m_refreshTimer->stop();
    loadDevices();
    m_lastRequest = request();
    const FinetuneJob &job = m_lastRequest.job;
    const bool adapters = job.method != FinetuneMethod::Full;
    m_rank->setEnabled(adapters);
    m_modules->setEnabled(adapters);

    const QString previous = selectedOption() ? selectedOption()->heading() : QString();
    QList<FinetuneOption> options;
    QString summary;
    if (job.model.name.isEmpty()) {
        summary = tr("The model catalog is empty: add a model on the Language models tab.").toHtmlEscaped();
    } else if (const QString problem = job.validate(); !problem.isEmpty()) {
        summary = problem.toHtmlEscaped();
    } else {
        options = m_planner.plan(m_lastRequest, m_devices);
        summary =
            u"<b>%1</b><br/>%2<br/>%3"_s.arg(job.title().toHtmlEscaped(), m_planner.jobSummary(job).toHtmlEscaped(),
                                             FinetunePlanner::verdict(m_lastRequest, options).toHtmlEscaped());
    }
    m_summary->setText(summary);
    m_tableSort->sort(-1);
    m_view->horizontalHeader()->setSortIndicatorShown(false);
    m_table->setOptions(options);
    m_view->resizeColumnsToContents();
    m_configurationWidth = m_view->columnWidth(FinetuneOptionTableModel::Configuration);
    fitTableColumns();
    m_chart->setJob(job.title(), FinetuneExport::fileStem(job));

    int row = 0;
    for (int i = 0; i < options.size(); ++i) {
        if (options.at(i).heading() == previous) {
            row = i;
            break;
        }
    }
    if (options.isEmpty())
        showSelection();
    else
        selectRow(row);
    m_exportButton->setEnabled(!options.isEmpty());
    Q_EMIT refreshed();
}

void FinetunePage::showEvent(QShowEvent *event)
{
    // A model added on the Language models tab since the page was last shown is offered too.
    const qsizetype before = m_catalog.size();
    loadModels();
    if (m_catalog.size() != before)
        refreshNow();
    QWidget::showEvent(event);
}

bool FinetunePage::eventFilter(QObject *watched, QEvent *event)
{
    if (watched == m_view->viewport() && event->type() == QEvent::Resize)
        fitTableColumns();
    return QWidget::eventFilter(watched, event);
}

void FinetunePage::fitTableColumns()
{
    int others = 0;
    for (int c = 0; c < m_table->columnCount(); ++c) {
        if (c != FinetuneOptionTableModel::Configuration)
            others += m_view->columnWidth(c);
    }
    const int spare = m_view->viewport()->width() - others - m_configurationWidth;
    m_view->setColumnWidth(FinetuneOptionTableModel::Configuration, m_configurationWidth + std::max(0, spare));
}

void FinetunePage::selectRow(int sourceRowIndex)
{
    const QModelIndex index = m_tableSort->mapFromSource(m_table->index(sourceRowIndex, 0));
    if (!index.isValid())
        return;
    m_view->selectionModel()->setCurrentIndex(index, QItemSelectionModel::ClearAndSelect | QItemSelectionModel::Rows);
    m_view->scrollTo(index);
    showSelection();
}

int FinetunePage::sourceRow(int viewRow) const
{
    return m_tableSort->mapToSource(m_tableSort->index(viewRow, 0)).row();
}

const FinetuneOption *FinetunePage::selectedOption() const
{
    const QModelIndex current = m_view->selectionModel()->currentIndex();
    if (!current.isValid())
        return nullptr;
    const int row = sourceRow(current.row());
    return row >= 0 && row < m_table->rowCount() ? &m_table->option(row) : nullptr;
}

void FinetunePage::showSelection()
{
    const FinetuneOption *o = selectedOption();
    const QModelIndex current = m_view->selectionModel()->currentIndex();
    m_chart->setSelectedRow(o ? sourceRow(current.row()) : -1);
    if (!o) {
        m_details->clear();
        m_planButton->setEnabled(false);
        return;
    }
    QStringList lines{u"<b>%1</b> (%2)"_s.arg(o->label().toHtmlEscaped(),
                                              FinetuneOptionTableModel::kindText(o->kind).toHtmlEscaped())};
    for (const auto &[key, text] : o->explanations(m_lastRequest.job, m_lastRequest.cost))
        lines.append(u"• "_s + text.toHtmlEscaped());
    for (const QString &note : o->notes)
        lines.append(u"– "_s + note.toHtmlEscaped());
    m_details->setText(lines.join(u"<br/>"_s));
    const bool buildable = FinetunePlanner::buildRequest(*o, m_lastRequest).has_value();
    m_planButton->setEnabled(buildable);
    m_planButton->setToolTip(buildable ? tr("Open the build planner with these cards and the job's memory need")
                             : o->kind == FinetuneKind::Rented
                                 ? tr("A rented GPU is not built: there is nothing to plan.")
                                 : tr("A unified-memory machine is a complete computer: there is nothing to build "
                                      "around it."));
}

void FinetunePage::planSelectedBuild()
{
    const FinetuneOption *o = selectedOption();
    if (!o)
        return;
    if (const std::optional<BuildRequest> build = FinetunePlanner::buildRequest(*o, m_lastRequest))
        Q_EMIT planBuildRequested(*build);
}

void FinetunePage::exportAnswer()
{
    const QString title = tr("Export the fine-tuning plan");
    const QString suggested = QDir(QStandardPaths::writableLocation(QStandardPaths::DocumentsLocation))
                                  .filePath(FinetuneExport::fileStem(m_lastRequest.job) + u".md"_s);
    //: File dialog filter; keep "(*.md)", "(*.json)" and "(*)" as they are
    const QString file =
        m_dialogs->saveFileName(this, title, suggested, tr("Markdown (*.md);;JSON (*.json);;All files (*)"));
    if (file.isEmpty())
        return;
    const QList<FinetuneOption> &shown = m_table->options();
    const QByteArray contents = file.endsWith(u".json"_s, Qt::CaseInsensitive)
                                    ? FinetuneExport::json(m_lastRequest, shown)
                                    : FinetuneExport::markdown(m_lastRequest, shown).toUtf8();
    QString error;
    if (!AtomicFile::write(file, contents, &error)) {
        //: %1 is a file
        m_dialogs->showError(this, title, tr("%1 was not written.").arg(QDir::toNativeSeparators(file)), error);
        return;
    }
    //: %1 is the job, %2 a file
    m_dialogs->showInformation(
        this, title,
        tr("Exported the plan of %1 to %2.").arg(m_lastRequest.job.title(), QDir::toNativeSeparators(file)));
}

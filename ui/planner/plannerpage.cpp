// SPDX-FileCopyrightText: 2026 GPU Advisor contributors
// SPDX-License-Identifier: GPL-3.0-or-later
#include "ui/planner/plannerpage.h"

#include "model/browser/whatifsettings.h"
#include "model/build/buildexport.h"
#include "model/build/buildplanner.h"
#include "model/build/buildrules.h"
#include "model/build/buildsummary.h"
#include "model/flowchart/displaytext.h"
#include "model/format/formatter.h"
#include "report/buildreport.h"
#include "ui/planner/plannerdialogs.h"
#include "ui/planner/planneritems.h"
#include "ui/shell/theme.h"
#include "ui/widgets/moneyfield.h"

#include "ui_plannerpage.h"

#include <QAction>
#include <QApplication>
#include <QClipboard>
#include <QColor>
#include <QDir>
#include <QFileInfo>
#include <QFormLayout>
#include <QGridLayout>
#include <QGuiApplication>
#include <QHeaderView>
#include <QPrinter>
#include <QRegularExpression>
#include <QSet>
#include <QStandardPaths>
#include <QStyle>
#include <QTimer>

#include <cmath>

using namespace Qt::StringLiterals;
using PlannerItems::ItemColumn;
using PlannerItems::PartColumnCount;
using PlannerItems::PartIndexRole;
using PlannerItems::PriceColumn;
using PlannerItems::TypeColumn;

namespace {

/// The largest system memory the planner offers to choose (a workstation's 8 channels of 128 GB).
constexpr int MaxRamChoiceGb = 1024;

/// Moves a form row's field onto a line of its own under its label, both spanning the form.
void putUnderItsLabel(QWidget *field)
{
    auto *form = qobject_cast<QFormLayout *>(field->parentWidget() ? field->parentWidget()->layout() : nullptr);
    if (!form)
        return;
    int row = -1;
    QFormLayout::ItemRole role = QFormLayout::FieldRole;
    form->getWidgetPosition(field, &row, &role);
    QWidget *label = form->labelForField(field);
    if (row < 0 || !label)
        return;
    const QFormLayout::TakeRowResult taken = form->takeRow(row);
    delete taken.labelItem;
    delete taken.fieldItem;
    form->insertRow(row, label);
    form->insertRow(row + 1, field);
}

} // namespace

PlannerPage::PlannerPage(const GpuRepository &gpus, BuildRepository &builds, WhatIfSettings &whatIf, QWidget *parent)
    : QWidget(parent)
    , m_ui(std::make_unique<Ui::PlannerPage>())
    , m_gpus(gpus)
    , m_builds(builds)
    , m_whatIf(whatIf)
    , m_dialogs(std::make_unique<PlannerDialogs>())
{
    setObjectName(u"plannerPage"_s);
    m_ui->setupUi(this);
    // The electricity price is in dollars, written where the locale puts the symbol.
    setMoneyAffixes(m_ui->kwhPriceSpinBox, u"$"_s, m_ui->kwhPriceSpinBox->suffix());
    setMoneyAffixes(m_ui->budgetSpinBox, u"$"_s, QString());
    // Issue 11: the GPU and circuit choices were cut to "GeForce RTX 509" and "Automatic (US
    // 15 A; rack feed fo". They get the panel's whole width, their label on the line above.
    for (QComboBox *choice : {m_ui->gpuComboBox, m_ui->secondGpuComboBox, m_ui->circuitComboBox}) {
        putUnderItsLabel(choice);
        // The longest names ("RTX PRO 6000 Blackwell Workstation Edition ...") may still not fit
        // a narrow window: the tooltip says the whole choice.
        connect(choice, &QComboBox::currentTextChanged, choice,
                [choice, about = choice->toolTip()](const QString &text) {
                    choice->setToolTip(text.isEmpty() ? about : text + u'\n' + about);
                });
    }
    m_ui->errorLabel->setVisible(false);
    QFont headline = m_ui->headlineLabel->font();
    headline.setPointSizeF(headline.pointSizeF() * 1.45);
    headline.setBold(true);
    m_ui->headlineLabel->setFont(headline);
    applyColours();
    connect(Theme::instance(), &Theme::changed, this, [this] {
        applyColours();
        showPlan();
    });
    // The spin boxes write their figures the way the labels do.
    for (QAbstractSpinBox *box : findChildren<QAbstractSpinBox *>())
        box->setLocale(Formatter::locale());

    setupResults();

    fillChoices();
    // The range a request accepts (the command line's too), so a saved build or the kept setting
    // shows as it is.
    m_ui->gridSpinBox->setMaximum(BuildRules::MaxGridKgPerKwh);
    showCostSettings();
    showSite();

    connectControls();
    setupActions();

    m_ui->useWizardPickButton->setEnabled(false);
    m_ui->useWizardPickButton->setToolTip(tr("Finish the wizard first; its recommended GPU can then be used here"));
    m_ui->saveButton->setEnabled(false);
    m_ui->openButton->setEnabled(false);
    m_ui->deleteButton->setEnabled(false);

    refreshSavedBuilds();
    refresh();
}

void PlannerPage::setupResults()
{
    m_ui->partsTableWidget->setColumnCount(PartColumnCount);
    m_ui->partsTableWidget->setHorizontalHeaderLabels(BuildSummary::partsColumns());
    m_ui->partsTableWidget->verticalHeader()->setVisible(false);
    m_ui->partsTableWidget->horizontalHeader()->setSectionResizeMode(TypeColumn, QHeaderView::ResizeToContents);
    m_ui->partsTableWidget->horizontalHeader()->setSectionResizeMode(ItemColumn, QHeaderView::Stretch);
    m_ui->partsTableWidget->horizontalHeader()->setSectionResizeMode(PriceColumn, QHeaderView::ResizeToContents);
    m_ui->partsTableWidget->verticalHeader()->setSectionResizeMode(QHeaderView::ResizeToContents);

    m_ui->partsTableWidget->setSizeAdjustPolicy(QAbstractScrollArea::AdjustIgnored);
    // Double-click or Enter on a part: the user's own price for it.
    connect(m_ui->partsTableWidget, &QTableWidget::cellActivated, this, [this](int row) { editPartPrice(row); });
    m_ui->warningsListWidget->setResizeMode(QListView::Adjust);
    m_formRows = {{u"power"_s, {m_ui->powerLabel, m_ui->powerValueLabel}},
                  {u"wall"_s, {m_ui->wallLabel, m_ui->wallValueLabel}},
                  {u"cpu"_s, {m_ui->cpuLabel, m_ui->cpuValueLabel}},
                  {u"memory"_s, {m_ui->memoryLabel, m_ui->memoryValueLabel}},
                  {u"storage"_s, {m_ui->storageLabel, m_ui->storageValueLabel}},
                  {u"chassis"_s, {m_ui->chassisLabel, m_ui->chassisValueLabel}},
                  {u"cooling"_s, {m_ui->coolingLabel, m_ui->coolingValueLabel}},
                  {u"network"_s, {m_ui->networkLabel, m_ui->networkValueLabel}}};
    // The build against the budgets, under the line that sums the build up.
    m_budgetLabel = new QLabel(m_ui->resultsPanel);
    m_budgetLabel->setObjectName(u"budgetSummaryLabel"_s);
    m_budgetLabel->setWordWrap(true);
    m_budgetLabel->setTextFormat(Qt::PlainText);
    m_ui->resultsLayout->insertWidget(m_ui->resultsLayout->indexOf(m_ui->summaryLabel) + 1, m_budgetLabel);
    // The plan's assumptions, under the warnings, as the exports list them.
    m_assumptionsTitleLabel = new QLabel(m_ui->resultsPanel);
    m_assumptionsTitleLabel->setObjectName(u"assumptionsTitleLabel"_s);
    m_assumptionsLabel = new QLabel(m_ui->resultsPanel);
    m_assumptionsLabel->setObjectName(u"assumptionsLabel"_s);
    m_assumptionsLabel->setWordWrap(true);
    m_assumptionsLabel->setTextFormat(Qt::PlainText);
    m_assumptionsLabel->setTextInteractionFlags(Qt::TextSelectableByMouse);
    const int afterWarnings = m_ui->resultsLayout->indexOf(m_ui->warningsListWidget) + 1;
    m_ui->resultsLayout->insertWidget(afterWarnings, m_assumptionsTitleLabel);
    m_ui->resultsLayout->insertWidget(afterWarnings + 1, m_assumptionsLabel);
    applyColours();
    m_ui->resultsScrollArea->viewport()->installEventFilter(this);
}

void PlannerPage::connectControls()
{
    const auto changed = [this] {
        userEdited();
        refresh();
    };
    connect(m_ui->gpuComboBox, &QComboBox::currentIndexChanged, this, changed);
    connect(m_ui->secondGpuComboBox, &QComboBox::currentIndexChanged, this, changed);
    connect(m_ui->countSpinBox, &QSpinBox::valueChanged, this, changed);
    connect(m_ui->secondCountSpinBox, &QSpinBox::valueChanged, this, changed);
    connect(m_ui->conditionComboBox, &QComboBox::currentIndexChanged, this, changed);
    connect(m_ui->powerLimitCheckBox, &QCheckBox::toggled, this, changed);
    connect(m_ui->powerLimitSpinBox, &QSpinBox::valueChanged, this, changed);
    connect(m_ui->machinesSpinBox, &QSpinBox::valueChanged, this, changed);
    connect(m_ui->budgetSpinBox, &QDoubleSpinBox::valueChanged, this, changed);
    connect(m_ui->ramComboBox, &QComboBox::currentIndexChanged, this, changed);
    connect(m_ui->reusePcCheckBox, &QCheckBox::toggled, this, changed);
    connect(m_ui->paramsSpinBox, &QDoubleSpinBox::valueChanged, this, changed);
    connect(m_ui->precisionComboBox, &QComboBox::currentIndexChanged, this, changed);
    connect(m_ui->modeComboBox, &QComboBox::currentIndexChanged, this, changed);
    // The circuit and grid intensity are where the user lives: kept in the shared settings (and
    // so between sessions, like the electricity price); the plan follows them from there.
    const auto siteEdited = [this] {
        userEdited();
        // The default stays "the default" in saved builds, so its source is named in the assumptions.
        const double grid = m_ui->gridSpinBox->value();
        m_whatIf.setSite(m_ui->circuitComboBox->currentData().toString(),
                         std::abs(grid - BuildRules::DefaultGridKgPerKwh) < 1e-9 ? -1 : grid);
    };
    connect(m_ui->circuitComboBox, &QComboBox::currentIndexChanged, this, siteEdited);
    connect(m_ui->gridSpinBox, &QDoubleSpinBox::valueChanged, this, siteEdited);
    connect(&m_whatIf, &WhatIfSettings::siteChanged, this, [this] {
        showSite();
        refresh();
    });
    const auto costChanged = [this] {
        userEdited();
        applyCostSettings();
    };
    connect(m_ui->yearsSpinBox, &QDoubleSpinBox::valueChanged, this, costChanged);
    connect(m_ui->kwhPriceSpinBox, &QDoubleSpinBox::valueChanged, this, costChanged);
    connect(m_ui->utilizationSpinBox, &QDoubleSpinBox::valueChanged, this, costChanged);
    connect(&m_whatIf, &WhatIfSettings::changed, this, [this] {
        showCostSettings();
        refresh();
    });
}

void PlannerPage::setupActions()
{
    connect(m_ui->useWizardPickButton, &QPushButton::clicked, this, &PlannerPage::useRecommendation);
    connect(m_ui->saveButton, &QPushButton::clicked, this, &PlannerPage::saveBuild);
    connect(m_ui->openButton, &QPushButton::clicked, this, &PlannerPage::openSelectedBuild);
    connect(m_ui->deleteButton, &QPushButton::clicked, this, &PlannerPage::deleteSelectedBuild);
    connect(m_ui->exportButton, &QPushButton::clicked, this, &PlannerPage::exportBuild);
    connect(m_ui->printButton, &QPushButton::clicked, this, &PlannerPage::printBuild);
    connect(m_ui->copyMarkdownButton, &QPushButton::clicked, this, &PlannerPage::copyMarkdown);

    // Keys for the page's commands, active while the planner is in front. The buttons name them
    // in their tooltips; Help > Keyboard shortcuts lists them from these actions.
    const auto addKey = [this](QAbstractButton *button, const QKeySequence &key, const QString &what) {
        auto *action = new QAction(what, this);
        action->setShortcut(key);
        action->setShortcutContext(Qt::WidgetWithChildrenShortcut);
        connect(action, &QAction::triggered, button, [button] {
            if (button->isEnabled())
                button->click();
        });
        addAction(action);
        button->setToolTip(tr("%1 (%2)").arg(button->toolTip().isEmpty() ? what : button->toolTip(),
                                             key.toString(QKeySequence::NativeText)));
    };
    addKey(m_ui->saveButton, QKeySequence(Qt::CTRL | Qt::Key_S), tr("Save the build"));
    addKey(m_ui->exportButton, QKeySequence(Qt::CTRL | Qt::Key_E), tr("Export the build"));
    addKey(m_ui->printButton, QKeySequence(Qt::CTRL | Qt::Key_P), tr("Print the build"));
    addKey(m_ui->copyMarkdownButton, QKeySequence(Qt::CTRL | Qt::SHIFT | Qt::Key_C), tr("Copy the build as Markdown"));
    addKey(m_ui->openButton, QKeySequence(Qt::CTRL | Qt::Key_O), tr("Open the selected saved build"));
    addKey(m_ui->deleteButton, QKeySequence(Qt::Key_Delete), tr("Delete the selected saved build"));
    // Delete means the saved build only where the saved builds are: in a field or the parts
    // table it keeps its usual meaning.
    QAction *deleteKey = actions().constLast();
    removeAction(deleteKey);
    m_ui->savedBuildsListWidget->addAction(deleteKey);
    connect(m_ui->buildNameLineEdit, &QLineEdit::returnPressed, this, &PlannerPage::saveBuild);
    connect(m_ui->buildNameLineEdit, &QLineEdit::textChanged, this,
            [this](const QString &text) { m_ui->saveButton->setEnabled(!text.trimmed().isEmpty() && m_plan); });
    connect(m_ui->savedBuildsListWidget, &QListWidget::itemActivated, this, &PlannerPage::openSelectedBuild);
    connect(m_ui->savedBuildsListWidget, &QListWidget::itemSelectionChanged, this, [this] {
        const bool selected = selectedBuildId().has_value();
        m_ui->openButton->setEnabled(selected);
        m_ui->deleteButton->setEnabled(selected);
    });
}

PlannerPage::~PlannerPage() = default;

void PlannerPage::editPartPrice(int row)
{
    const QTableWidgetItem *cell = m_ui->partsTableWidget->item(row, TypeColumn);
    const int index = cell ? cell->data(PartIndexRole).toInt() : -1;
    if (!m_plan || index < 0 || index >= m_plan->parts.size())
        return;
    const BuildPart part = m_plan->parts.at(index);
    if (part.priceKey.isEmpty())
        return; // GPUs have dated prices of their own (the GPU browser's price history)
    if (part.priceIsUsers &&
        m_dialogs->confirm(this, tr("Your price"),
                           //: %1 is a part type such as Memory
                           tr("Price %1 from the dated observations (or the planner's default) again instead of "
                              "your price?")
                               .arg(part.typeTitle()))) {
        m_partPrices.remove(part.type);
        refresh();
        return;
    }
    const std::optional<double> usd = m_dialogs->askPartPrice(this, part.typeTitle(), part.unitUsd.value_or(0));
    if (!usd)
        return;
    m_partPrices.insert(part.type, *usd);
    refresh();
}

void PlannerPage::setPartPrices(const PartPriceRepository *parts)
{
    m_parts = parts;
    refresh();
}

bool PlannerPage::eventFilter(QObject *watched, QEvent *event)
{
    // Wrapped rows change height with the width: fit again once the new width is laid out.
    if (watched == m_ui->resultsScrollArea->viewport() && event->type() == QEvent::Resize)
        QTimer::singleShot(0, this, &PlannerPage::fitToContents);
    return QWidget::eventFilter(watched, event);
}

void PlannerPage::setDialogs(std::unique_ptr<PlannerDialogs> dialogs)
{
    m_dialogs = std::move(dialogs);
}

void PlannerPage::reloadData()
{
    // Every plan reads its prices from the repository afresh; the GPU lists are filled again for
    // GPUs an import added, with the cards chosen kept.
    fillGpuChoices();
    refresh();
}

void PlannerPage::fillGpuChoices()
{
    const QSignalBlocker blockGpu(m_ui->gpuComboBox);
    const QSignalBlocker blockSecond(m_ui->secondGpuComboBox);
    const QString first = m_ui->gpuComboBox->currentData().toString();
    const QString second = m_ui->secondGpuComboBox->currentData().toString();
    m_ui->gpuComboBox->clear();
    m_ui->secondGpuComboBox->clear();
    QString error;
    m_gpuList = m_gpus.gpus(&error);
    if (!error.isEmpty())
        m_ui->errorLabel->setText(tr("The GPUs cannot be read: %1").arg(error));
    // Unified-memory machines are whole computers: no slot to fill, no power supply to size.
    m_gpuList.removeIf([](const Gpu &g) { return g.isUnifiedMemory(); });
    m_ui->secondGpuComboBox->addItem(tr("None"), QString());
    for (const Gpu &g : std::as_const(m_gpuList)) {
        // Names that carry their memory ("GeForce RTX 2060 (6 GB)") do not get it twice.
        const QString text =
            g.name.contains(u" GB"_s)
                //: %1 is a GPU name that already says its memory, %2 its board power
                ? tr("%1 (%2 W)").arg(g.name, Formatter::integer(g.tdpWatts))
                : tr("%1 (%2 GB, %3 W)").arg(g.name, Formatter::number(g.vramGb), Formatter::integer(g.tdpWatts));
        m_ui->gpuComboBox->addItem(text, g.name);
        m_ui->secondGpuComboBox->addItem(text, g.name);
    }
    const int kept = first.isEmpty() ? -1 : m_ui->gpuComboBox->findData(first);
    m_ui->gpuComboBox->setCurrentIndex(kept >= 0 ? kept : std::max(0, gpuIndex(u"GeForce RTX 4090"_s)));
    m_ui->secondGpuComboBox->setCurrentIndex(std::max(0, m_ui->secondGpuComboBox->findData(second)));
}

void PlannerPage::fillChoices()
{
    fillGpuChoices();

    // The cheaper current offer first, the default of every view (CostParameters::priceBasis).
    //: The planner's price condition: the cheaper of a card's current new and second-hand prices
    m_ui->conditionComboBox->addItem(tr("Cheapest"), priceBasisKey(PriceBasis::Cheapest));
    m_ui->conditionComboBox->addItem(tr("New"), priceBasisKey(PriceBasis::New));
    m_ui->conditionComboBox->addItem(tr("Used"), priceBasisKey(PriceBasis::Used));
    m_ui->conditionComboBox->setCurrentIndex(
        m_ui->conditionComboBox->findData(priceBasisKey(CostParameters().priceBasis)));
    for (NumberFormat f :
         {NumberFormat::Fp16, NumberFormat::Bf16, NumberFormat::Fp32, NumberFormat::Int8, NumberFormat::Int4})
        m_ui->precisionComboBox->addItem(numberFormatKey(f).toUpper(), numberFormatKey(f));
    m_ui->modeComboBox->addItem(tr("Inference"), workloadModeKey(WorkloadMode::Inference));
    m_ui->modeComboBox->addItem(tr("Training"), workloadModeKey(WorkloadMode::Training));
    m_ui->modeComboBox->addItem(tr("LoRA fine-tuning"), workloadModeKey(WorkloadMode::Lora));
    m_ui->modeComboBox->addItem(tr("QLoRA fine-tuning"), workloadModeKey(WorkloadMode::Qlora));
    //: System memory as the planner sizes it
    m_ui->ramComboBox->addItem(tr("Automatic (twice the GPU memory)"), 0);
    for (int gb : BuildRules::ramSizes()) {
        if (gb <= MaxRamChoiceGb)
            m_ui->ramComboBox->addItem(Formatter::gigabytes(gb), gb);
    }
    m_ui->circuitComboBox->addItem(tr("Automatic (US 15 A; rack feed for servers)"), QString());
    for (const BuildRules::PowerCircuit &c : BuildRules::circuits()) {
        m_ui->circuitComboBox->addItem(tr("%1 (%2 continuous)").arg(c.label, Formatter::watts(c.continuousWatts())),
                                       c.key);
    }
    m_ui->circuitComboBox->setCurrentIndex(0);
    m_ui->gridSpinBox->setValue(BuildRules::DefaultGridKgPerKwh);
}

void PlannerPage::showSite()
{
    const QSignalBlocker circuit(m_ui->circuitComboBox);
    const QSignalBlocker grid(m_ui->gridSpinBox);
    m_ui->circuitComboBox->setCurrentIndex(std::max(0, m_ui->circuitComboBox->findData(m_whatIf.circuitKey())));
    m_ui->gridSpinBox->setValue(m_whatIf.gridKgPerKwh() < 0 ? BuildRules::DefaultGridKgPerKwh
                                                            : m_whatIf.gridKgPerKwh());
}

int PlannerPage::gpuIndex(const QString &name) const
{
    for (int i = 0; i < m_gpuList.size(); ++i) {
        if (m_gpuList.at(i).name.compare(name.trimmed(), Qt::CaseInsensitive) == 0)
            return i;
    }
    return -1;
}

QString PlannerPage::gpuNameAt(int index) const
{
    return index >= 0 && index < m_gpuList.size() ? m_gpuList.at(index).name : QString();
}

BuildRequest PlannerPage::request() const
{
    BuildRequest r;
    const QString first = gpuNameAt(m_ui->gpuComboBox->currentIndex());
    if (!first.isEmpty())
        r.gpus.append({first, m_ui->countSpinBox->value()});
    const QString second = m_ui->secondGpuComboBox->currentData().toString();
    if (!second.isEmpty())
        r.gpus.append({second, m_ui->secondCountSpinBox->value()});
    r.setConditionKey(m_ui->conditionComboBox->currentData().toString());
    if (m_ui->powerLimitCheckBox->isChecked())
        r.powerLimitWatts = m_ui->powerLimitSpinBox->value();
    r.machines = m_ui->machinesSpinBox->value();
    r.ramGb = m_ui->ramComboBox->currentData().toInt();
    r.reusePc = m_ui->reusePcCheckBox->isChecked() && r.machines == 1;
    if (m_ui->budgetSpinBox->value() > 0)
        r.budgetUsd = m_ui->budgetSpinBox->value();
    // The site is the shared settings', which the circuit and grid controls write (siteEdited).
    r.circuitKey = m_whatIf.circuitKey();
    r.gridKgPerKwh = m_whatIf.gridKgPerKwh();
    r.priceAsOf = m_whatIf.asOf();
    r.partPriceUsd = m_partPrices;
    r.cost = m_whatIf.cost();
    if (m_ui->paramsSpinBox->value() > 0) {
        MemoryWorkload w;
        w.parameters = m_ui->paramsSpinBox->value() * 1e9;
        w.format = numberFormatFromKey(m_ui->precisionComboBox->currentData().toString()).value_or(NumberFormat::Fp16);
        w.mode = workloadModeFromKey(m_ui->modeComboBox->currentData().toString()).value_or(WorkloadMode::Inference);
        r.workload = w;
    }
    if (!m_origin.isEmpty() && m_originGpus.contains(first, Qt::CaseInsensitive))
        r.origin = m_origin;
    if (m_minimumRamGb > 0 && first.compare(m_minimumRamGpu, Qt::CaseInsensitive) == 0)
        r.minimumRamGb = m_minimumRamGb;
    return r;
}

void PlannerPage::refreshLimits()
{
    // The power limit runs from half the largest TDP to the largest TDP of the chosen cards.
    int tdp = 0;
    int minimum = 0;
    for (const BuildGpuLine &line : request().gpus) {
        const int i = gpuIndex(line.gpuName);
        if (i < 0)
            continue;
        tdp = std::max(tdp, m_gpuList.at(i).tdpWatts);
        minimum = std::max(minimum, BuildRules::minimumPowerLimit(m_gpuList.at(i).tdpWatts));
    }
    if (tdp > 0) {
        const QSignalBlocker block(m_ui->powerLimitSpinBox);
        const bool wasUnset = !m_ui->powerLimitCheckBox->isChecked();
        m_ui->powerLimitSpinBox->setRange(minimum, tdp);
        if (wasUnset)
            m_ui->powerLimitSpinBox->setValue(std::max(minimum, tdp - 50));
    }
    m_ui->powerLimitSpinBox->setEnabled(m_ui->powerLimitCheckBox->isChecked());

    // Your PC is one machine.
    m_ui->reusePcCheckBox->setEnabled(m_ui->machinesSpinBox->value() == 1);
    // One machine holds at most eight GPUs.
    const bool second = m_ui->secondGpuComboBox->currentIndex() > 0;
    const QSignalBlocker blockCount(m_ui->countSpinBox);
    const QSignalBlocker blockSecond(m_ui->secondCountSpinBox);
    m_ui->secondCountSpinBox->setEnabled(second);
    m_ui->secondCountLabel->setEnabled(second);
    m_ui->countSpinBox->setMaximum(BuildRules::MaxGpusPerMachine - (second ? m_ui->secondCountSpinBox->value() : 0));
    m_ui->secondCountSpinBox->setMaximum(std::max(1, BuildRules::MaxGpusPerMachine - m_ui->countSpinBox->value()));
}

void PlannerPage::refresh()
{
    if (m_updating)
        return;
    const QString first = gpuNameAt(m_ui->gpuComboBox->currentIndex());
    if (!m_origin.isEmpty() && !m_originGpus.contains(first, Qt::CaseInsensitive)) {
        m_origin = {};
        m_originGpus.clear();
    }
    refreshLimits();
    const BuildRequest r = request();
    if (r.workload) {
        const MemoryEstimate estimate = estimateMemory(*r.workload);
        m_ui->memoryNeedLabel->setText(
            tr("Needs about %1 GB of GPU memory (%2).")
                .arg(Formatter::number(estimate.totalGb(), 1), m_ui->modeComboBox->currentText()));
    } else {
        m_ui->memoryNeedLabel->setText(tr("Enter a model size to check the GPU memory against it."));
    }
    m_ui->precisionComboBox->setEnabled(r.workload.has_value());
    m_ui->modeComboBox->setEnabled(r.workload.has_value());

    QString error;
    BuildPlanner planner(m_gpus);
    planner.setPartPrices(m_parts);
    m_plan = planner.plan(r, &error);
    m_ui->errorLabel->setVisible(!m_plan);
    m_ui->errorLabel->setText(m_plan ? QString() : tr("This build cannot be planned: %1").arg(error));
    showPlan();
    Q_EMIT planChanged();
}

void PlannerPage::showCostSettings()
{
    const QSignalBlocker years(m_ui->yearsSpinBox);
    const QSignalBlocker kwh(m_ui->kwhPriceSpinBox);
    const QSignalBlocker utilization(m_ui->utilizationSpinBox);
    const CostParameters &cost = m_whatIf.cost();
    m_ui->yearsSpinBox->setValue(cost.years);
    m_ui->kwhPriceSpinBox->setValue(cost.kwhPriceUsd);
    m_ui->utilizationSpinBox->setValue(cost.utilization * 100);
}

void PlannerPage::applyCostSettings()
{
    CostParameters cost = m_whatIf.cost();
    cost.years = m_ui->yearsSpinBox->value();
    cost.kwhPriceUsd = m_ui->kwhPriceSpinBox->value();
    cost.utilization = m_ui->utilizationSpinBox->value() / 100.0;
    m_whatIf.setCost(cost); // changed() replans
}

void PlannerPage::showStatus(const QString &text, bool lasts)
{
    m_ui->statusLabel->setText(text);
    m_statusLasts = lasts;
}

void PlannerPage::userEdited()
{
    // "Planning a build around the wizard's pick ... Set to one card" is not true of two cards.
    if (!m_updating && !m_statusLasts)
        m_ui->statusLabel->clear();
}

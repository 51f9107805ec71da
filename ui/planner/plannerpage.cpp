// SPDX-FileCopyrightText: 2026 GPU Advisor contributors
// SPDX-License-Identifier: GPL-3.0-or-later
#include "ui/planner/plannerpage.h"

#include "model/browser/whatifsettings.h"
#include "model/build/buildexport.h"
#include "model/build/buildplanner.h"
#include "model/build/buildrules.h"
#include "model/build/rulesources.h"
#include "model/catalog/datasources.h"
#include "model/format/formatter.h"
#include "report/buildreport.h"
#include "ui/planner/plannerdialogs.h"
#include "ui/shell/displaytext.h"
#include "ui/shell/moneyfield.h"
#include "ui/shell/theme.h"

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
#include <QStandardPaths>
#include <QStyle>
#include <QTimer>

#include <cmath>

using namespace Qt::StringLiterals;

namespace {

constexpr int GpuNameRole = Qt::UserRole;
constexpr int BuildIdRole = Qt::UserRole + 1;
constexpr int NoteKeyRole = Qt::UserRole + 2;
constexpr int NoteSeverityRole = Qt::UserRole + 3;

enum PartColumn { TypeColumn, ItemColumn, PriceColumn, PartColumnCount };

QColor severityColour(NoteSeverity severity)
{
    switch (severity) {
    case NoteSeverity::Critical:
        return Theme::adapt(QColor(0xb9, 0x1c, 0x1c));
    case NoteSeverity::Warning:
        return Theme::adapt(QColor(0x92, 0x40, 0x0e));
    case NoteSeverity::Info:
        break;
    }
    return QApplication::palette().color(QPalette::Text);
}

QStyle::StandardPixmap severityIcon(NoteSeverity severity)
{
    switch (severity) {
    case NoteSeverity::Critical:
        return QStyle::SP_MessageBoxCritical;
    case NoteSeverity::Warning:
        return QStyle::SP_MessageBoxWarning;
    case NoteSeverity::Info:
        break;
    }
    return QStyle::SP_MessageBoxInformation;
}

QString fileNameFor(const QString &title)
{
    QString name = title.toLower();
    name.replace(QRegularExpression(u"[^a-z0-9]+"_s), u"-"_s);
    name.remove(QRegularExpression(u"^-+|-+$"_s));
    return u"gpu-build-"_s + name.left(60);
}

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

    m_ui->partsTableWidget->setColumnCount(PartColumnCount);
    m_ui->partsTableWidget->setHorizontalHeaderLabels({tr("Type"), tr("Item"), tr("Price")});
    m_ui->partsTableWidget->verticalHeader()->setVisible(false);
    m_ui->partsTableWidget->horizontalHeader()->setSectionResizeMode(TypeColumn, QHeaderView::ResizeToContents);
    m_ui->partsTableWidget->horizontalHeader()->setSectionResizeMode(ItemColumn, QHeaderView::Stretch);
    m_ui->partsTableWidget->horizontalHeader()->setSectionResizeMode(PriceColumn, QHeaderView::ResizeToContents);
    m_ui->partsTableWidget->verticalHeader()->setSectionResizeMode(QHeaderView::ResizeToContents);

    m_ui->partsTableWidget->setSizeAdjustPolicy(QAbstractScrollArea::AdjustIgnored);
    // Double-click or Enter on a part: the user's own price for it.
    connect(m_ui->partsTableWidget, &QTableWidget::cellActivated, this, [this](int row) { editPartPrice(row); });
    m_ui->warningsListWidget->setResizeMode(QListView::Adjust);
    m_ui->resultsScrollArea->viewport()->installEventFilter(this);

    fillChoices();
    // The range a request accepts (the command line's too), so a saved build or the kept setting
    // shows as it is.
    m_ui->gridSpinBox->setMaximum(BuildRules::MaxGridKgPerKwh);
    showCostSettings();
    showSite();

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

    m_ui->useWizardPickButton->setEnabled(false);
    m_ui->useWizardPickButton->setToolTip(tr("Finish the wizard first; its recommended GPU can then be used here"));
    m_ui->saveButton->setEnabled(false);
    m_ui->openButton->setEnabled(false);
    m_ui->deleteButton->setEnabled(false);

    refreshSavedBuilds();
    refresh();
}

PlannerPage::~PlannerPage() = default;

void PlannerPage::editPartPrice(int row)
{
    if (!m_plan || row < 0 || row >= m_plan->parts.size())
        return;
    const BuildPart part = m_plan->parts.at(row);
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

void PlannerPage::applyColours()
{
    m_ui->errorLabel->setStyleSheet(
        u"color: %1; font-weight: bold;"_s.arg(Theme::adapt(QColor(0xb9, 0x1c, 0x1c)).name()));
    m_ui->summaryLabel->setStyleSheet(u"color: %1;"_s.arg(Theme::adapt(QColor(0x33, 0x41, 0x55)).name()));
    m_ui->memoryNeedLabel->setStyleSheet(u"color: %1;"_s.arg(Theme::adapt(QColor(0x47, 0x55, 0x69)).name()));
}

void PlannerPage::arrangeCostTiles()
{
    // Four cost tiles side by side when they fit, two by two when not: side by side they pushed
    // the results wider than a 900x600 window and cut the parts list's prices (issue 11).
    const QList<std::pair<QLabel *, QLabel *>> tiles = {{m_ui->hardwareLabel, m_ui->hardwareValueLabel},
                                                        {m_ui->electricityLabel, m_ui->electricityValueLabel},
                                                        {m_ui->tcoLabel, m_ui->tcoValueLabel},
                                                        {m_ui->co2Label, m_ui->co2ValueLabel}};
    QGridLayout *grid = m_ui->costsGridLayout;
    const QMargins margins = grid->contentsMargins() + m_ui->costsGroupBox->contentsMargins();
    int wide = margins.left() + margins.right() + 3 * std::max(0, grid->horizontalSpacing());
    for (const auto &[title, value] : tiles)
        wide += std::max(title->sizeHint().width(), value->sizeHint().width());
    const int columns = m_ui->resultsScrollArea->viewport()->width() >= wide + 24 ? 4 : 2;
    if (columns == m_costColumns)
        return;
    m_costColumns = columns;
    for (int i = 0; i < tiles.size(); ++i) {
        const auto &[title, value] = tiles.at(i);
        grid->removeWidget(title);
        grid->removeWidget(value);
        grid->addWidget(title, i / columns * 2, i % columns);
        grid->addWidget(value, i / columns * 2 + 1, i % columns);
    }
    for (int column = 0; column < 4; ++column)
        grid->setColumnStretch(column, columns == 2 && column < 2 ? 1 : 0);
}

void PlannerPage::fitToContents()
{
    arrangeCostTiles();
    QTableWidget *table = m_ui->partsTableWidget;
    table->resizeRowsToContents();
    int height = table->horizontalHeader()->height() + 2 * table->frameWidth();
    for (int row = 0; row < table->rowCount(); ++row)
        height += table->rowHeight(row);
    table->setFixedHeight(height);

    QListWidget *list = m_ui->warningsListWidget;
    list->doItemsLayout();
    int listHeight = 2 * list->frameWidth();
    for (int row = 0; row < list->count(); ++row)
        listHeight += list->visualItemRect(list->item(row)).height() + 2 * list->spacing();
    list->setFixedHeight(std::max(listHeight, list->fontMetrics().height() * 2));
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

    m_ui->conditionComboBox->addItem(tr("New"), priceConditionKey(PriceCondition::New));
    m_ui->conditionComboBox->addItem(tr("Used"), priceConditionKey(PriceCondition::Used));
    for (NumberFormat f :
         {NumberFormat::Fp16, NumberFormat::Bf16, NumberFormat::Fp32, NumberFormat::Int8, NumberFormat::Int4})
        m_ui->precisionComboBox->addItem(numberFormatKey(f).toUpper(), numberFormatKey(f));
    m_ui->modeComboBox->addItem(tr("Inference"), workloadModeKey(WorkloadMode::Inference));
    m_ui->modeComboBox->addItem(tr("Training"), workloadModeKey(WorkloadMode::Training));
    m_ui->modeComboBox->addItem(tr("LoRA fine-tuning"), workloadModeKey(WorkloadMode::Lora));
    m_ui->modeComboBox->addItem(tr("QLoRA fine-tuning"), workloadModeKey(WorkloadMode::Qlora));
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
    r.condition =
        priceConditionFromKey(m_ui->conditionComboBox->currentData().toString()).value_or(PriceCondition::New);
    if (m_ui->powerLimitCheckBox->isChecked())
        r.powerLimitWatts = m_ui->powerLimitSpinBox->value();
    r.machines = m_ui->machinesSpinBox->value();
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

void PlannerPage::showPlan()
{
    const bool ok = m_plan.has_value();
    m_ui->exportButton->setEnabled(ok);
    m_ui->printButton->setEnabled(ok);
    m_ui->copyMarkdownButton->setEnabled(ok);
    m_ui->saveButton->setEnabled(ok && !m_ui->buildNameLineEdit->text().trimmed().isEmpty());
    m_ui->partsTableWidget->setRowCount(0);
    m_ui->warningsListWidget->clear();
    const QList<QLabel *> values{m_ui->powerValueLabel,       m_ui->wallValueLabel,    m_ui->cpuValueLabel,
                                 m_ui->memoryValueLabel,      m_ui->storageValueLabel, m_ui->chassisValueLabel,
                                 m_ui->coolingValueLabel,     m_ui->networkValueLabel, m_ui->hardwareValueLabel,
                                 m_ui->electricityValueLabel, m_ui->tcoValueLabel,     m_ui->co2ValueLabel};
    if (!ok) {
        m_ui->headlineLabel->setText(tr("No build"));
        m_ui->summaryLabel->clear();
        for (QLabel *label : values)
            label->setText(u"-"_s);
        fitToContents();
        return;
    }
    const BuildPlan &plan = *m_plan;
    m_ui->headlineLabel->setText(plan.title());
    const QString priceDate = plan.priceDate();
    m_ui->summaryLabel->setText(
        tr("%1 · %2 GB RAM · %3 · GPU prices %4")
            .arg(plan.psu.description())
            .arg(plan.ramGb)
            .arg(plan.cpu.section(u" ("_s, 0, 0).section(u","_s, 0, 0),
                 priceDate.isEmpty() ? tr("from launch MSRPs") : tr("as of %1").arg(priceDate)));

    // Parts
    QTableWidget *table = m_ui->partsTableWidget;
    const auto addRow = [table](const QString &type, const QString &item, const QString &price, const QString &tip,
                                bool bold) {
        const int row = table->rowCount();
        table->insertRow(row);
        auto *typeItem = new QTableWidgetItem(type);
        auto *itemItem = new QTableWidgetItem(item);
        auto *priceItem = new QTableWidgetItem(price);
        priceItem->setTextAlignment(Qt::AlignRight | Qt::AlignVCenter);
        QFont font = table->font();
        font.setBold(true);
        typeItem->setFont(font);
        if (bold) {
            itemItem->setFont(font);
            priceItem->setFont(font);
        }
        for (QTableWidgetItem *cell : {typeItem, itemItem, priceItem})
            cell->setToolTip(tip);
        table->setItem(row, TypeColumn, typeItem);
        table->setItem(row, ItemColumn, itemItem);
        table->setItem(row, PriceColumn, priceItem);
    };
    qsizetype gpuPart = 0;
    for (const BuildPart &part : plan.parts) {
        // The row says the source's title; its tooltip the whole citation and where to read it.
        QString tip = part.priceNote;
        QString source = part.priceSource; // a part's dated observation
        if (part.type == u"GPU" && gpuPart < plan.gpus.size())
            source = plan.gpus.at(gpuPart++).priceSource;
        if (!source.isEmpty())
            tip += u"\n"_s + tr("Source: %1").arg(source);
        if (const QString url = DataSources::sourceUrl(source); !url.isEmpty())
            //: %1 is the web address of the source (a page, or a data file at its commit)
            tip += u"\n"_s + tr("Link: %1").arg(url);
        if (!part.priceKey.isEmpty())
            tip += u"\n"_s + tr("Double-click or press Enter to set your own price.");
        QString item = part.quantity > 1 ? tr("%1 × %2").arg(part.quantity).arg(part.item) : part.item;
        // Every price says where it comes from: a GPU's and a part's dated source, a default.
        if (!part.priceNote.isEmpty())
            item += u"\n"_s + part.priceNote;
        if (part.shared)
            item += u"\n"_s + tr("shared by all machines");
        const auto total = part.totalUsd();
        QString price = total ? Formatter::money(*total) : tr("no price");
        if (total && part.quantity > 1)
            price += u"\n"_s + tr("%1 each").arg(Formatter::money(*part.unitUsd));
        addRow(part.typeTitle(), item, price, tip, false);
    }
    // Several machines: the rows above are one machine's (but what they share), so its sum first.
    if (plan.machines > 1)
        addRow(QString(), tr("Per machine"), Formatter::money(plan.perMachineUsd()), QString(), true);
    addRow(QString(), plan.machines > 1 ? tr("Total for %1 machines").arg(plan.machines) : tr("Total"),
           Formatter::money(plan.hardwareUsd),
           plan.hardwarePriceComplete ? QString() : tr("A GPU has no price on record; the total leaves it out"), true);

    // Power and platform
    m_ui->powerValueLabel->setText(tr("%1 at full load (GPUs %2, CPU %3, rest %4) + %5% headroom → %6")
                                       .arg(Formatter::watts(plan.sustainedWatts()), Formatter::watts(plan.gpuWatts),
                                            Formatter::watts(plan.cpuWatts), Formatter::watts(plan.restWatts))
                                       .arg(Formatter::number(BuildRules::PsuHeadroom * 100, 0))
                                       .arg(plan.psu.description()));
    QString wall = tr("About %1. %2: %3 continuously")
                       .arg(Formatter::watts(plan.wallWatts), plan.circuit.label,
                            Formatter::watts(plan.circuit.continuousWatts()));
    if (plan.exceedsCircuit) {
        wall += u" — "_s + tr("too much");
        if (plan.alternative && plan.alternative->feasible)
            wall += tr("; a %1 limit per GPU fits (about %2% slower)")
                        .arg(Formatter::watts(plan.alternative->limitWatts))
                        .arg(Formatter::number((1 - plan.alternative->performanceFactor) * 100, 0));
    }
    m_ui->wallValueLabel->setText(wall);
    m_ui->wallValueLabel->setStyleSheet(
        plan.exceedsCircuit ? u"color: %1;"_s.arg(Theme::adapt(QColor(0xb9, 0x1c, 0x1c)).name()) : QString());
    m_ui->cpuValueLabel->setText(tr("%1; %2+ cores, %3+ PCIe lanes (x%4 per GPU, at least x%5)")
                                     .arg(plan.cpu)
                                     .arg(plan.cpuCores)
                                     .arg(plan.cpuLanes)
                                     .arg(plan.lanesPerGpu.preferred)
                                     .arg(plan.lanesPerGpu.minimum));
    m_ui->memoryValueLabel->setText(plan.ramEcc ? tr("%1 GB ECC").arg(plan.ramGb) : tr("%1 GB").arg(plan.ramGb));
    m_ui->storageValueLabel->setText(tr("%1 TB NVMe").arg(plan.nvmeTb));
    m_ui->chassisValueLabel->setText(plan.chassis);
    m_ui->coolingValueLabel->setText(plan.cooling);
    m_ui->networkValueLabel->setText(plan.network.isEmpty() ? tr("One machine: none needed") : plan.network);

    // Costs
    const QString years = Formatter::number(plan.request.cost.years,
                                            plan.request.cost.years == std::floor(plan.request.cost.years) ? 0 : 1);
    // A figure over a small line that says what it covers.
    const auto figure = [](const QString &amount, const QString &detail) {
        return u"<span style='font-size:large; font-weight:bold'>%1</span><br/><span style='color:%3'>%2</span>"_s.arg(
            amount.toHtmlEscaped(), detail.toHtmlEscaped(), Theme::adapt(QColor(0x5b, 0x66, 0x75)).name());
    };
    const QString machines = plan.machines > 1 ? tr("%1 machines").arg(plan.machines) : tr("parts");
    m_ui->hardwareValueLabel->setText(
        figure(Formatter::money(plan.hardwareUsd),
               plan.hardwarePriceComplete ? machines : tr("a GPU has no price on record")));
    m_ui->electricityValueLabel->setText(
        figure(Formatter::money(plan.electricityUsd),
               tr("%1 years, %2 kWh a year").arg(years, Formatter::number(plan.energyKwhPerYear, 0))));
    m_ui->tcoValueLabel->setText(
        figure(Formatter::money(plan.totalCostOfOwnershipUsd()), tr("hardware + %1 years of electricity").arg(years)));
    m_ui->co2ValueLabel->setText(
        figure(tr("%1 kg CO2e").arg(Formatter::number(plan.co2Kg, 0)),
               tr("%1 years at %2 kg per kWh").arg(years, Formatter::number(plan.gridKgPerKwh, 3))));

    // Warnings
    for (const BuildNote &note : plan.notes) {
        QString text = note.text;
        if (!note.source.isEmpty())
            text += u"  "_s + ruleSourceTitles(note.source);
        auto *item =
            new QListWidgetItem(style()->standardIcon(severityIcon(note.severity)), text, m_ui->warningsListWidget);
        item->setForeground(severityColour(note.severity));
        item->setData(NoteKeyRole, note.key);
        item->setData(NoteSeverityRole, noteSeverityKey(note.severity));
        item->setData(Qt::AccessibleTextRole, tr("%1: %2").arg(noteSeverityKey(note.severity), note.text));
        if (note.severity == NoteSeverity::Critical) {
            QFont font = item->font();
            font.setBold(true);
            item->setFont(font);
        }
    }
    fitToContents();
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

void PlannerPage::refreshSavedBuilds()
{
    const std::optional<qint64> selected = selectedBuildId();
    m_ui->savedBuildsListWidget->clear();
    QString error;
    const QList<SavedBuild> builds = m_builds.builds(&error);
    if (!error.isEmpty())
        showStatus(tr("Some saved builds cannot be read: %1").arg(error), true);
    for (const SavedBuild &b : builds) {
        QStringList lines;
        for (const BuildGpuLine &line : b.request.gpus)
            lines.append(tr("%1 × %2").arg(line.count).arg(line.gpuName));
        auto *item = new QListWidgetItem(tr("%1 — %2").arg(b.name, lines.join(u" + "_s)), m_ui->savedBuildsListWidget);
        item->setData(BuildIdRole, b.id);
        item->setToolTip(tr("Saved %1").arg(Formatter::dateTime(b.updatedAt)));
        if (selected && *selected == b.id)
            m_ui->savedBuildsListWidget->setCurrentItem(item);
    }
}

std::optional<qint64> PlannerPage::selectedBuildId() const
{
    const QListWidgetItem *item = m_ui->savedBuildsListWidget->currentItem();
    if (!item || !item->isSelected())
        return std::nullopt;
    return item->data(BuildIdRole).toLongLong();
}

void PlannerPage::planBuild(qint64 gpuId)
{
    for (const Gpu &g : std::as_const(m_gpuList)) {
        if (g.id == gpuId) {
            planBuildByName(g.name);
            return;
        }
    }
    showStatus(tr("That GPU is not in the database."));
}

void PlannerPage::planBuildByName(const QString &gpuName)
{
    const int index = gpuIndex(gpuName);
    if (index < 0) {
        showStatus(tr("%1 is not in the database.").arg(gpuName));
        return;
    }
    m_updating = true;
    m_ui->gpuComboBox->setCurrentIndex(index);
    m_ui->secondGpuComboBox->setCurrentIndex(0);
    m_updating = false;
    refresh();
    showStatus(tr("Planning a build around the %1.").arg(m_gpuList.at(index).name));
}

void PlannerPage::setRecommendation(const Recommendation &recommendation, const BuildOrigin &origin)
{
    m_recommendation = recommendation;
    m_recommendationOrigin = origin;
    const bool hasPick = !recommendation.picks.isEmpty();
    m_ui->useWizardPickButton->setEnabled(hasPick);
    m_ui->useWizardPickButton->setToolTip(
        hasPick ? tr("Plan a build around the %1, which the wizard recommended")
                      .arg(recommendation.picks.first().displayName())
                : tr("The wizard's result (%1) names no GPU").arg(recommendation.leaf.title));
}

void PlannerPage::useRecommendation()
{
    if (!m_recommendation || m_recommendation->picks.isEmpty())
        return;
    const PickDetails &pick = m_recommendation->picks.first();
    const int index = gpuIndex(pick.gpu.name);
    if (index < 0)
        return;
    // The wizard answers for one card in one desktop: what the planner held before (another
    // count, more machines, a workload) is replaced by that answer, and the user is told what
    // changed, so a single-card answer never silently becomes a ten-machine build.
    QStringList reset;
    if (m_ui->countSpinBox->value() != 1 || m_ui->secondGpuComboBox->currentIndex() != 0)
        reset.append(tr("one card"));
    if (m_ui->machinesSpinBox->value() != 1)
        reset.append(tr("one machine"));
    if (m_ui->paramsSpinBox->value() > 0)
        reset.append(tr("no workload"));
    if (m_ui->powerLimitCheckBox->isChecked())
        reset.append(tr("no power limit"));
    m_updating = true;
    m_ui->gpuComboBox->setCurrentIndex(index);
    m_ui->countSpinBox->setValue(1);
    m_ui->secondGpuComboBox->setCurrentIndex(0);
    m_ui->machinesSpinBox->setValue(1);
    m_ui->paramsSpinBox->setValue(0);
    m_ui->powerLimitCheckBox->setChecked(false);
    m_ui->conditionComboBox->setCurrentIndex(
        m_ui->conditionComboBox->findData(priceConditionKey(pick.used ? PriceCondition::Used : PriceCondition::New)));
    m_origin = m_recommendationOrigin;
    m_originGpus.clear();
    for (const PickDetails &p : std::as_const(m_recommendation->picks))
        m_originGpus.append(p.gpu.name);
    m_updating = false;
    refresh();
    if (reset.isEmpty()) {
        showStatus(tr("Planning a build around the wizard's pick: %1.").arg(pick.displayName()));
    } else {
        //: %1 is the wizard's GPU; %2 lists what was reset, such as "one card, one machine, no workload"
        showStatus(tr("Planning a build around the wizard's pick: %1. Set to the wizard's answer: %2.")
                       .arg(pick.displayName(), reset.join(tr(", "))));
    }
}

void PlannerPage::setRequest(const BuildRequest &request)
{
    QStringList missing;
    for (const BuildGpuLine &line : request.gpus) {
        if (gpuIndex(line.gpuName) < 0)
            missing.append(line.gpuName);
    }
    if (request.gpus.isEmpty() || !missing.isEmpty()) {
        m_dialogs->showError(this, tr("Cannot open the build"),
                             tr("These GPUs are not in the database: %1").arg(missing.join(u", "_s)));
        return;
    }
    m_updating = true;
    m_ui->gpuComboBox->setCurrentIndex(gpuIndex(request.gpus.first().gpuName));
    m_ui->countSpinBox->setMaximum(BuildRules::MaxGpusPerMachine);
    m_ui->secondCountSpinBox->setMaximum(BuildRules::MaxGpusPerMachine);
    m_ui->countSpinBox->setValue(request.gpus.first().count);
    if (request.gpus.size() > 1) {
        m_ui->secondGpuComboBox->setCurrentIndex(gpuIndex(request.gpus.at(1).gpuName) + 1);
        m_ui->secondCountSpinBox->setValue(request.gpus.at(1).count);
    } else {
        m_ui->secondGpuComboBox->setCurrentIndex(0);
    }
    m_ui->conditionComboBox->setCurrentIndex(m_ui->conditionComboBox->findData(priceConditionKey(request.condition)));
    m_ui->powerLimitCheckBox->setChecked(request.powerLimitWatts.has_value());
    if (request.powerLimitWatts) {
        m_ui->powerLimitSpinBox->setRange(1, 5000);
        m_ui->powerLimitSpinBox->setValue(*request.powerLimitWatts);
    }
    m_ui->machinesSpinBox->setValue(request.machines);
    m_ui->circuitComboBox->setCurrentIndex(
        std::max(0, m_ui->circuitComboBox->findData(request.circuitKey.trimmed().toLower())));
    m_ui->gridSpinBox->setValue(request.effectiveGridKgPerKwh());
    if (request.workload) {
        m_ui->paramsSpinBox->setValue(request.workload->parameters / 1e9);
        m_ui->precisionComboBox->setCurrentIndex(
            std::max(0, m_ui->precisionComboBox->findData(numberFormatKey(request.workload->format))));
        m_ui->modeComboBox->setCurrentIndex(
            std::max(0, m_ui->modeComboBox->findData(workloadModeKey(request.workload->mode))));
    } else {
        m_ui->paramsSpinBox->setValue(0);
    }
    m_partPrices = request.partPriceUsd;
    m_origin = request.origin;
    m_originGpus = request.origin.isEmpty() ? QStringList() : QStringList{request.gpus.first().gpuName};
    m_minimumRamGb = request.minimumRamGb;
    m_minimumRamGpu = request.gpus.first().gpuName;
    // A saved build brings its assumptions back: the cost settings and price month it was made with.
    CostParameters cost = m_whatIf.cost();
    cost.years = request.cost.years;
    cost.kwhPriceUsd = request.cost.kwhPriceUsd;
    cost.utilization = request.cost.utilization;
    m_whatIf.setCost(cost);
    m_whatIf.setAsOf(request.priceAsOf);
    m_updating = false;
    showCostSettings();
    refresh();
}

void PlannerPage::saveBuild()
{
    const QString name = m_ui->buildNameLineEdit->text().trimmed();
    if (name.isEmpty() || !m_plan)
        return;
    QString error;
    const std::optional<SavedBuild> existing = m_builds.buildByName(name, &error);
    if (existing && !m_dialogs->confirm(
                        this, tr("Replace the saved build?"),
                        tr("A build named \"%1\" is already saved. Replace it with this one?").arg(existing->name))) {
        return;
    }
    SavedBuild build;
    build.name = name;
    build.request = m_plan->request;
    if (!m_builds.save(&build, &error)) {
        m_dialogs->showError(this, tr("Cannot save the build"), error);
        return;
    }
    refreshSavedBuilds();
    for (int i = 0; i < m_ui->savedBuildsListWidget->count(); ++i) {
        QListWidgetItem *item = m_ui->savedBuildsListWidget->item(i);
        if (item->data(BuildIdRole).toLongLong() == build.id)
            m_ui->savedBuildsListWidget->setCurrentItem(item);
    }
    showStatus(tr("Saved \"%1\".").arg(build.name));
}

void PlannerPage::openSelectedBuild()
{
    const std::optional<qint64> id = selectedBuildId();
    if (!id)
        return;
    QString error;
    const std::optional<SavedBuild> build = m_builds.build(*id, &error);
    if (!build) {
        m_dialogs->showError(this, tr("Cannot open the build"),
                             error.isEmpty() ? tr("The build is no longer saved.") : error);
        refreshSavedBuilds();
        return;
    }
    setRequest(build->request);
    m_ui->buildNameLineEdit->setText(build->name);
    showStatus(tr("Opened \"%1\" with the cost settings it was saved with.").arg(build->name));
}

void PlannerPage::deleteSelectedBuild()
{
    const std::optional<qint64> id = selectedBuildId();
    if (!id)
        return;
    const QString name = m_ui->savedBuildsListWidget->currentItem()->text().section(u" — "_s, 0, 0);
    if (!m_dialogs->confirm(this, tr("Delete the saved build?"), tr("Delete the saved build \"%1\"?").arg(name)))
        return;
    QString error;
    if (!m_builds.remove(*id, &error)) {
        m_dialogs->showError(this, tr("Cannot delete the build"), error);
        return;
    }
    refreshSavedBuilds();
    showStatus(tr("Deleted \"%1\".").arg(name));
}

void PlannerPage::exportBuild()
{
    if (!m_plan)
        return;
    const QString markdownFilter = tr("Markdown (*.md)");
    const QString csvFilter = tr("CSV (*.csv)");
    const QString jsonFilter = tr("JSON (*.json)");
    const QString pdfFilter = tr("PDF report (*.pdf)");
    const QString filters = QStringList{markdownFilter, csvFilter, jsonFilter, pdfFilter}.join(u";;"_s);
    QString selected = markdownFilter;
    const QString folder = QStandardPaths::writableLocation(QStandardPaths::DocumentsLocation);
    const QString suggested = QDir(folder).filePath(fileNameFor(m_plan->title()) + u".md"_s);
    QString path = m_dialogs->exportFileName(this, suggested, filters, &selected);
    if (path.isEmpty())
        return;
    std::optional<BuildExport::Format> format = BuildExport::formatForPath(path);
    if (!format) {
        // No known extension: take the format from the chosen filter and add its extension.
        format = selected == csvFilter    ? BuildExport::Format::Csv
                 : selected == jsonFilter ? BuildExport::Format::Json
                 : selected == pdfFilter  ? BuildExport::Format::Pdf
                                          : BuildExport::Format::Markdown;
        path += u"."_s + BuildExport::formatKey(*format);
    }
    QString error;
    const bool ok = *format == BuildExport::Format::Pdf ? BuildReport::writePdf(*m_plan, path, &error)
                                                        : BuildExport::writeFile(*m_plan, path, *format, &error);
    if (!ok) {
        m_dialogs->showError(this, tr("Export failed"), error);
        showStatus(tr("Nothing was exported."));
        return;
    }
    showStatus(tr("Exported to %1.").arg(QDir::toNativeSeparators(path)));
}

void PlannerPage::printBuild()
{
    if (!m_plan)
        return;
    QPrinter printer(QPrinter::HighResolution);
    printer.setDocName(BuildReport::title(*m_plan));
    if (!m_dialogs->choosePrinter(this, &printer))
        return;
    BuildReport::print(*m_plan, &printer);
    showStatus(tr("Sent the report to the printer."));
}

void PlannerPage::copyMarkdown()
{
    if (!m_plan)
        return;
    QGuiApplication::clipboard()->setText(BuildExport::markdown(*m_plan));
    showStatus(tr("Copied the build as Markdown."));
}

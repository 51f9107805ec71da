// SPDX-FileCopyrightText: 2026 GPU Advisor contributors
// SPDX-License-Identifier: GPL-3.0-or-later
// The language-model page's layout: the catalog on the left; on the right the question (the
// workload, then what is bought and how it is ranked) and the answer (the table of
// configurations, the chart, the selected configuration's memory). The rest is in llmpage.cpp.
#include "ui/llm/llmpage.h"

#include "model/cost/pricing.h"
#include "model/llm/llmformats.h"
#include "model/llm/llmmodelsearch.h"
#include "model/llm/llmoptionsortmodel.h"
#include "model/llm/llmoptiontablemodel.h"
#include "ui/charts/llmcostchart.h"
#include "ui/llm/llmimportflows.h"
#include "ui/llm/llmmemorybar.h"
#include "ui/widgets/flowlayout.h"

#include <QCheckBox>
#include <QComboBox>
#include <QDoubleSpinBox>
#include <QFrame>
#include <QHBoxLayout>
#include <QHeaderView>
#include <QItemSelectionModel>
#include <QLabel>
#include <QLineEdit>
#include <QListView>
#include <QMenu>
#include <QPushButton>
#include <QScrollArea>
#include <QScrollBar>
#include <QSortFilterProxyModel>
#include <QSpinBox>
#include <QSplitter>
#include <QTableView>
#include <QVBoxLayout>

using namespace Qt::StringLiterals;

namespace {

constexpr auto DefaultFormat = "Q4_K_M";

QLabel *llmBuddyLabel(const QString &text, QWidget *buddy, QWidget *parent)
{
    auto *label = new QLabel(text, parent);
    label->setBuddy(buddy);
    return label;
}

} // namespace

void LlmPage::buildUi()
{
    auto *splitter = new QSplitter(Qt::Horizontal, this);
    splitter->setObjectName(u"llmSplitter"_s);
    splitter->setChildrenCollapsible(false);
    auto *root = new QVBoxLayout(this);
    root->setContentsMargins(6, 6, 6, 6);
    root->addWidget(splitter);

    // Left: the catalog.
    QWidget *left = buildCatalog(splitter);

    // Right: the question and the answer.
    // In a short window the right side scrolls, so the table and the chart keep a useful height.
    auto *rightScroll = new QScrollArea(splitter);
    rightScroll->setObjectName(u"llmRightScrollArea"_s);
    rightScroll->setFrameShape(QFrame::NoFrame);
    rightScroll->setWidgetResizable(true);
    rightScroll->setHorizontalScrollBarPolicy(Qt::ScrollBarAlwaysOff);
    // Tab moves through the controls inside, and the area scrolls to the focused one.
    rightScroll->setFocusPolicy(Qt::NoFocus);
    auto *right = new QWidget(rightScroll);
    right->setObjectName(u"llmRightWidget"_s);
    auto *rightLayout = new QVBoxLayout(right);
    rightLayout->setContentsMargins(4, 0, 0, 0);
    m_modelInfo = new QLabel(right);
    m_modelInfo->setObjectName(u"modelInfoLabel"_s);
    m_modelInfo->setWordWrap(true);
    m_modelInfo->setTextInteractionFlags(Qt::TextBrowserInteraction);
    m_modelInfo->setOpenExternalLinks(true);
    rightLayout->addWidget(m_modelInfo);

    buildWorkloadFields(right);
    buildPurchaseFields(right);
    layOutQuestion(right, rightLayout);

    m_summary = new QLabel(right);
    m_summary->setObjectName(u"summaryLabel"_s);
    m_summary->setWordWrap(true);
    // The sources of the prices it names are links.
    m_summary->setTextInteractionFlags(Qt::TextBrowserInteraction);
    m_summary->setOpenExternalLinks(true);
    rightLayout->addWidget(m_summary);

    // The table's filters, above the splitter: a splitter gives its panes no height for wrapped lines.
    buildTableFilters(right, rightLayout);
    rightLayout->addWidget(buildResults(right), 1);
    rightScroll->setWidget(right);
    splitter->addWidget(left);
    splitter->addWidget(rightScroll);
    splitter->setStretchFactor(0, 1);
    splitter->setStretchFactor(1, 4);
    splitter->setSizes({230, 1000});

    connectQuestion();
    setUpTabOrder();
}

QWidget *LlmPage::buildCatalog(QWidget *parent)
{
    auto *left = new QWidget(parent);
    auto *leftLayout = new QVBoxLayout(left);
    leftLayout->setContentsMargins(0, 0, 4, 0);
    m_search = new QLineEdit(left);
    m_search->setObjectName(u"modelSearchLineEdit"_s);
    m_search->setClearButtonEnabled(true);
    m_search->setPlaceholderText(tr("Name, size or developer"));
    m_search->setAccessibleName(tr("Search models"));
    leftLayout->addWidget(llmBuddyLabel(tr("&Search models:"), m_search, left));
    leftLayout->addWidget(m_search);
    m_modelView = new QListView(left);
    m_modelView->setObjectName(u"modelListView"_s);
    m_modelView->setModel(m_modelFilter);
    m_modelView->setAccessibleName(tr("Models"));
    m_modelView->setEditTriggers(QAbstractItemView::NoEditTriggers);
    m_modelView->setSelectionMode(QAbstractItemView::SingleSelection);
    leftLayout->addWidget(m_modelView, 1);
    m_addModelButton = new QPushButton(tr("Add your &model…"), left);
    m_addModelButton->setObjectName(u"addModelButton"_s);
    m_addModelButton->setToolTip(tr("Describe a model the catalog lacks, from its config.json"));
    leftLayout->addWidget(m_addModelButton);
    m_importFlows = new LlmImportFlows(this);
    m_addFromButton = new QPushButton(tr("Add from Hugging Face or &GGUF…"), left);
    m_addFromButton->setObjectName(u"addFromButton"_s);
    m_addFromButton->setToolTip(tr("Read a model from its Hugging Face repository, a GGUF file or a GGUF link; "
                                   "GGUF files can also be dropped here"));
    auto *fromMenu = new QMenu(m_addFromButton);
    fromMenu->setObjectName(u"addFromMenu"_s);
    fromMenu->addActions(m_importFlows->actions());
    m_addFromButton->setMenu(fromMenu);
    leftLayout->addWidget(m_addFromButton);
    auto *fileRow = new QHBoxLayout;
    m_importModelsButton = new QPushButton(tr("Import mo&dels…"), left);
    m_importModelsButton->setObjectName(u"importModelsButton"_s);
    m_importModelsButton->setToolTip(tr("Add models from a CSV file with the columns the export writes"));
    m_exportModelsButton = new QPushButton(tr("E&xport models…"), left);
    m_exportModelsButton->setObjectName(u"exportModelsButton"_s);
    m_exportModelsButton->setToolTip(tr("Write the catalog to a CSV file that the import reads"));
    fileRow->addWidget(m_importModelsButton);
    fileRow->addWidget(m_exportModelsButton);
    leftLayout->addLayout(fileRow);
    connect(m_search, &QLineEdit::textChanged, m_modelFilter, &LlmModelFilterProxyModel::setQuery);
    // Down from the search field goes into the list, as in a launcher.
    connect(m_search, &QLineEdit::returnPressed, this, [this] {
        if (m_modelFilter->rowCount() > 0) {
            m_modelView->setCurrentIndex(m_modelFilter->index(0, 0));
            m_modelView->setFocus(Qt::OtherFocusReason);
        }
    });
    connect(m_modelView->selectionModel(), &QItemSelectionModel::currentChanged, this, [this] {
        followReleasedFormat();
        updateModelInfo();
        scheduleRefresh();
    });
    connect(m_addModelButton, &QPushButton::clicked, this, &LlmPage::addModel);
    connect(m_importModelsButton, &QPushButton::clicked, this, &LlmPage::importModels);
    connect(m_exportModelsButton, &QPushButton::clicked, this, &LlmPage::exportModels);
    return left;
}

void LlmPage::buildWorkloadFields(QWidget *parent)
{
    m_format = new QComboBox(parent);
    m_format->setObjectName(u"formatComboBox"_s);
    for (const WeightFormat &f : weightFormats())
        m_format->addItem(f.name, f.key);
    m_format->setCurrentIndex(std::max(0, m_format->findData(QString::fromLatin1(DefaultFormat))));
    m_format->setAccessibleName(tr("Weight format"));
    m_format->setToolTip(tr("How the weights are stored; GGUF formats run on llama.cpp, the others on vLLM"));
    m_kvCache = new QComboBox(parent);
    m_kvCache->setObjectName(u"kvCacheComboBox"_s);
    for (const KvCacheType &k : kvCacheTypes())
        m_kvCache->addItem(k.key, k.key);
    m_kvCache->setAccessibleName(tr("KV cache type"));
    m_kvCache->setToolTip(tr("How the keys and values of the context are stored"));
    m_context = new QSpinBox(parent);
    m_context->setObjectName(u"contextSpinBox"_s);
    m_context->setRange(256, 10'000'000);
    m_context->setSingleStep(1024);
    m_context->setValue(8192);
    m_context->setSuffix(tr(" tokens"));
    m_context->setAccessibleName(tr("Context per user in tokens"));
    m_context->setToolTip(tr("Prompt and answer together, per user"));
    m_users = new QSpinBox(parent);
    m_users->setObjectName(u"usersSpinBox"_s);
    m_users->setRange(1, 4096);
    m_users->setAccessibleName(tr("Users served at once"));
    m_users->setToolTip(tr("Sequences decoded together, each with its own context"));
}

void LlmPage::buildPurchaseFields(QWidget *parent)
{
    m_target = new QDoubleSpinBox(parent);
    m_target->setObjectName(u"targetSpinBox"_s);
    m_target->setRange(0, 100000);
    m_target->setDecimals(1);
    m_target->setSpecialValueText(tr("none"));
    m_target->setSuffix(tr(" tokens/s"));
    m_target->setAccessibleName(tr("Target decode speed per user"));
    m_target->setToolTip(tr("The decode speed each user should see; configurations below it are marked"));
    m_budget = new QDoubleSpinBox(parent);
    m_budget->setObjectName(u"budgetSpinBox"_s);
    m_budget->setRange(0, 100'000'000);
    m_budget->setDecimals(0);
    m_budget->setSingleStep(500);
    m_budget->setSpecialValueText(tr("none"));
    m_budget->setAccessibleName(tr("Budget for the purchase"));
    m_apiPrice = new QDoubleSpinBox(parent);
    m_apiPrice->setObjectName(u"apiPriceSpinBox"_s);
    m_apiPrice->setRange(0, 10000);
    m_apiPrice->setDecimals(2);
    m_apiPrice->setSingleStep(0.1);
    m_apiPrice->setSpecialValueText(tr("none"));
    m_apiPrice->setAccessibleName(tr("API price per million generated tokens"));
    m_apiPrice->setToolTip(tr("What an API charges per million generated tokens, to compare with the cost per "
                              "million tokens of owning the hardware"));
    m_rank = new QComboBox(parent);
    m_rank->setObjectName(u"rankComboBox"_s);
    m_rank->addItem(tr("Purchase price"));
    m_rank->addItem(tr("Cost of ownership"));
    m_rank->setAccessibleName(tr("Rank configurations by"));
    // One real price per card with its condition, never an average of a new and a used one.
    m_condition = new QComboBox(parent);
    m_condition->setObjectName(u"conditionComboBox"_s);
    //: The price a card is counted at: the cheaper of its latest new and second-hand prices.
    m_condition->addItem(tr("Cheapest, new or used"), u"cheapest"_s);
    //: The price a card is counted at: its latest new price.
    m_condition->addItem(tr("New"), priceBasisKey(PriceBasis::New));
    //: The price a card is counted at: its latest second-hand price (used, or a marketplace listing
    //: of unstated condition, which the table calls "marketplace").
    m_condition->addItem(tr("Used"), priceBasisKey(PriceBasis::Used));
    m_condition->setAccessibleName(tr("Price cards bought"));
    m_condition->setToolTip(tr("Which price each card is counted at. A second-hand price is a used one, or a "
                               "marketplace listing whose condition is not stated, shown as \"marketplace\""));
    m_offload = new QCheckBox(tr("Offload to system &RAM"), parent);
    m_offload->setObjectName(u"offloadCheckBox"_s);
    m_offload->setChecked(true);
    m_offload->setToolTip(tr("Also list cards that hold part of the model, with the rest in the computer's RAM"));
}

void LlmPage::layOutQuestion(QWidget *parent, QVBoxLayout *layout)
{
    // Each label with its field, as many to a line as fit: in a narrow window (or in Russian)
    // they wrap instead of squeezing the fields below their text (issue 11 walk-through).
    const QList<QPair<QString, QWidget *>> fields{
        {tr("F&ormat:"), m_format},      {tr("&KV cache:"), m_kvCache},    {tr("&Context:"), m_context},
        {tr("&Users:"), m_users},        {tr("Target s&peed:"), m_target}, {tr("&Budget:"), m_budget},
        {tr("&API price:"), m_apiPrice}, {tr("Ra&nk by:"), m_rank},        {tr("Pric&es:"), m_condition}};
    FlowLayout::addFieldRow(parent, layout, fields, m_offload, u"llmFormWidget"_s);
}

QSplitter *LlmPage::buildResults(QWidget *parent)
{
    auto *results = new QSplitter(Qt::Vertical, parent);
    results->setObjectName(u"resultsSplitter"_s);
    results->setChildrenCollapsible(false);
    QWidget *tablePane = buildConfigurationPane(results);

    auto *bottom = new QWidget(results);
    auto *bottomLayout = new QHBoxLayout(bottom);
    bottomLayout->setContentsMargins(0, 0, 0, 0);
    m_chart = new LlmCostChart(m_table, bottom);
    m_chart->setShownBy(m_tableSort);
    m_chart->setMinimumHeight(260);
    bottomLayout->addWidget(m_chart, 5);
    bottomLayout->addWidget(buildSelectionDetail(bottom), 4);
    results->addWidget(tablePane);
    results->addWidget(bottom);
    results->setStretchFactor(0, 3);
    results->setStretchFactor(1, 2);
    connect(m_planButton, &QPushButton::clicked, this, &LlmPage::planSelectedBuild);
    connect(m_chart, &LlmCostChart::rowClicked, this, [this](int row) {
        selectRow(row);
        m_view->setFocus(Qt::MouseFocusReason);
    });
    return results;
}

QWidget *LlmPage::buildConfigurationPane(QWidget *parent)
{
    auto *pane = new QWidget(parent);
    auto *layout = new QVBoxLayout(pane);
    layout->setContentsMargins(0, 0, 0, 0);
    buildConfigurationTable(pane);
    layout->addWidget(m_view, 1);
    m_shownLabel = new QLabel(pane);
    m_shownLabel->setObjectName(u"configurationsShownLabel"_s);
    layout->addWidget(m_shownLabel);
    // The count follows every new answer as well as every change of the filters.
    connect(m_tableSort, &QAbstractItemModel::modelReset, this,
            [this] { m_shownLabel->setText(m_tableSort->shownText()); });
    return pane;
}

void LlmPage::buildTableFilters(QWidget *parent, QVBoxLayout *layout)
{
    QWidget *filters = parent;
    auto *row = new QHBoxLayout;
    row->setSpacing(8);
    layout->addLayout(row);
    const auto kindBox = [&](QCheckBox **box, const QString &text, const QString &name, const QString &tip) {
        *box = new QCheckBox(text, filters);
        (*box)->setObjectName(name);
        (*box)->setChecked(true);
        (*box)->setToolTip(tip);
        row->addWidget(*box);
        connect(*box, &QCheckBox::toggled, this, &LlmPage::applyTableFilter);
    };
    row->addWidget(new QLabel(tr("Show:"), filters));
    kindBox(&m_kindOneCard, tr("One card"), u"kindOneCardCheckBox"_s, tr("Configurations of a single card"));
    kindBox(&m_kindSeveralCards, tr("Several cards"), u"kindSeveralCardsCheckBox"_s,
            tr("Configurations of two or more cards that split the model"));
    kindBox(&m_kindUnified, tr("Unified memory"), u"kindUnifiedCheckBox"_s,
            tr("Machines whose processor and GPU share one memory (Apple, Strix Halo, DGX Spark)"));
    kindBox(&m_kindOffload, tr("Card + system RAM"), u"kindOffloadCheckBox"_s,
            tr("A card with the part of the model it cannot hold in the computer's RAM"));
    m_overBudget = new QCheckBox(tr("Over budget"), filters);
    m_overBudget->setObjectName(u"overBudgetCheckBox"_s);
    m_overBudget->setChecked(true);
    m_overBudget->setToolTip(tr("Also show the configurations that cost more than the budget, marked as such in "
                                "the status column"));
    row->addWidget(m_overBudget);
    connect(m_overBudget, &QCheckBox::toggled, this, &LlmPage::applyTableFilter);
    m_tableSearch = new QLineEdit(filters);
    m_tableSearch->setObjectName(u"configurationSearchLineEdit"_s);
    m_tableSearch->setClearButtonEnabled(true);
    m_tableSearch->setPlaceholderText(tr("Find a device"));
    m_tableSearch->setAccessibleName(tr("Find configurations by their devices"));
    m_tableSearch->setToolTip(tr("Shows the configurations whose devices contain this text, such as 3090 or Mac"));
    m_tableSearch->setMinimumWidth(140);
    row->addWidget(m_tableSearch);
    connect(m_tableSearch, &QLineEdit::textChanged, this, &LlmPage::applyTableFilter);
    // In a narrow window (or in Russian) the filters wrap instead of widening the page.
    FlowLayout::wrapRow(row, u"configurationFiltersWidget"_s);
}

void LlmPage::applyTableFilter()
{
    if (!m_tableSearch)
        return;
    LlmOptionFilter filter = m_tableSort->filter();
    filter.kinds = {};
    const QList<QPair<QCheckBox *, LlmOptionFilter::Kind>> kinds{
        {m_kindOneCard, LlmOptionFilter::Kind::OneCard},
        {m_kindSeveralCards, LlmOptionFilter::Kind::SeveralCards},
        {m_kindUnified, LlmOptionFilter::Kind::Unified},
        {m_kindOffload, LlmOptionFilter::Kind::Offload}};
    for (const auto &[box, kind] : kinds)
        filter.kinds.setFlag(kind, box->isChecked());
    filter.search = m_tableSearch->text();
    filter.showOverBudget = m_overBudget->isChecked();
    const LlmPlanOption *before = selectedOption();
    const QString selected = before ? before->label() : QString();
    m_tableSort->setFilter(filter);
    m_shownLabel->setText(m_tableSort->shownText());
    // The selection follows the table: the one shown stays, a hidden one gives way to the first.
    if (!m_view->selectionModel()->currentIndex().isValid() && m_tableSort->rowCount() > 0) {
        m_view->selectionModel()->setCurrentIndex(m_tableSort->index(0, 0),
                                                  QItemSelectionModel::ClearAndSelect | QItemSelectionModel::Rows);
    }
    const LlmPlanOption *after = selectedOption();
    if (!after || after->label() != selected)
        showSelection();
}

void LlmPage::buildConfigurationTable(QWidget *parent)
{
    m_view = new QTableView(parent);
    m_view->setObjectName(u"configurationTableView"_s);
    m_view->setModel(m_tableSort);
    m_view->setAccessibleName(tr("Configurations"));
    m_view->setSelectionBehavior(QAbstractItemView::SelectRows);
    m_view->setSelectionMode(QAbstractItemView::SingleSelection);
    m_view->setEditTriggers(QAbstractItemView::NoEditTriggers);
    m_view->setSortingEnabled(false);
    m_view->setWordWrap(false);
    m_view->setAlternatingRowColors(true);
    // Tab leaves the table for the next control; the arrow keys move within it.
    m_view->setTabKeyNavigation(false);
    m_view->verticalHeader()->hide();
    m_view->horizontalHeader()->setStretchLastSection(true);
    m_view->horizontalHeader()->setSectionsClickable(true);
    m_view->horizontalHeader()->setSortIndicatorShown(false);
    connect(m_view->horizontalHeader(), &QHeaderView::sectionClicked, this, [this](int column) {
        // A click on a heading sorts by it; a second click turns the order round.
        const Qt::SortOrder order =
            m_tableSort->sortColumn() == column && m_tableSort->sortOrder() == Qt::AscendingOrder ? Qt::DescendingOrder
                                                                                                  : Qt::AscendingOrder;
        m_tableSort->sort(column, order);
        m_view->horizontalHeader()->setSortIndicatorShown(true);
        m_view->horizontalHeader()->setSortIndicator(column, order);
    });
    connect(m_view->selectionModel(), &QItemSelectionModel::currentRowChanged, this, &LlmPage::showSelection);
    // At least five rows of the table in sight, above the scroll bar of its wide columns.
    m_view->setMinimumHeight(m_view->horizontalHeader()->sizeHint().height() +
                             5 * m_view->verticalHeader()->defaultSectionSize() + 2 * m_view->frameWidth() +
                             m_view->horizontalScrollBar()->sizeHint().height());
}

QWidget *LlmPage::buildSelectionDetail(QWidget *parent)
{
    auto *detail = new QWidget(parent);
    auto *detailLayout = new QVBoxLayout(detail);
    detailLayout->setContentsMargins(0, 0, 0, 0);
    auto *memoryTitle = new QLabel(tr("Memory per device of the selected configuration"), detail);
    memoryTitle->setWordWrap(true);
    QFont bold = memoryTitle->font();
    bold.setBold(true);
    memoryTitle->setFont(bold);
    detailLayout->addWidget(memoryTitle);
    m_memoryBar = new LlmMemoryBar(detail);
    detailLayout->addWidget(m_memoryBar);
    // The configuration's speeds, their error and notes scroll in the pane's own height, which the
    // results splitter decides (at 900x600 it is less than their text).
    auto *selectionScroll = new QScrollArea(detail);
    selectionScroll->setObjectName(u"selectionScrollArea"_s);
    selectionScroll->setFrameShape(QFrame::NoFrame);
    selectionScroll->setWidgetResizable(true);
    selectionScroll->setHorizontalScrollBarPolicy(Qt::ScrollBarAlwaysOff);
    // The label in it takes the focus (its text and links); the frame around it need not.
    selectionScroll->setFocusPolicy(Qt::NoFocus);
    m_selectionLabel = new QLabel(selectionScroll);
    m_selectionLabel->setObjectName(u"selectionLabel"_s);
    m_selectionLabel->setWordWrap(true);
    // Selectable, and the sources of measured speeds open in the browser.
    m_selectionLabel->setTextInteractionFlags(Qt::TextBrowserInteraction);
    m_selectionLabel->setOpenExternalLinks(true);
    m_selectionLabel->setAlignment(Qt::AlignTop | Qt::AlignLeft);
    selectionScroll->setWidget(m_selectionLabel);
    detailLayout->addWidget(selectionScroll, 1);
    m_planButton = new QPushButton(tr("Plan this bu&ild"), detail);
    m_planButton->setObjectName(u"planBuildButton"_s);
    m_planButton->setToolTip(tr("Open the build planner with these cards, system RAM sized for what is offloaded"));
    detailLayout->addWidget(m_planButton, 0, Qt::AlignLeft);
    return detail;
}

void LlmPage::connectQuestion()
{
    // A format the user picks is theirs: no model's released format replaces it afterwards.
    connect(m_format, &QComboBox::activated, this, [this] { m_formatBeforeRelease = -1; });
    for (QComboBox *box : {m_format, m_kvCache, m_rank, m_condition})
        connect(box, &QComboBox::currentIndexChanged, this, &LlmPage::scheduleRefresh);
    for (QSpinBox *box : {m_context, m_users})
        connect(box, &QSpinBox::valueChanged, this, &LlmPage::scheduleRefresh);
    for (QDoubleSpinBox *box : {m_target, m_budget, m_apiPrice})
        connect(box, &QDoubleSpinBox::valueChanged, this, &LlmPage::scheduleRefresh);
    connect(m_offload, &QCheckBox::toggled, this, &LlmPage::scheduleRefresh);
}

void LlmPage::setUpTabOrder()
{
    setTabOrder(m_search, m_modelView);
    setTabOrder(m_modelView, m_addModelButton);
    setTabOrder(m_addModelButton, m_addFromButton);
    setTabOrder(m_addFromButton, m_importModelsButton);
    setTabOrder(m_importModelsButton, m_exportModelsButton);
    setTabOrder(m_exportModelsButton, m_format);
    setTabOrder(m_format, m_kvCache);
    setTabOrder(m_kvCache, m_context);
    setTabOrder(m_context, m_users);
    setTabOrder(m_users, m_target);
    setTabOrder(m_target, m_budget);
    setTabOrder(m_budget, m_apiPrice);
    setTabOrder(m_apiPrice, m_rank);
    setTabOrder(m_rank, m_offload);
    setTabOrder(m_offload, m_kindOneCard);
    setTabOrder(m_kindOneCard, m_kindSeveralCards);
    setTabOrder(m_kindSeveralCards, m_kindUnified);
    setTabOrder(m_kindUnified, m_kindOffload);
    setTabOrder(m_kindOffload, m_overBudget);
    setTabOrder(m_overBudget, m_tableSearch);
    setTabOrder(m_tableSearch, m_view);
    setTabOrder(m_view, m_planButton);
    setFocusProxy(m_search);
}

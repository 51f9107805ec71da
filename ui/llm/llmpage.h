// SPDX-FileCopyrightText: 2026 GPU Advisor contributors
// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include "model/build/buildrequest.h"
#include "model/build/partpricerepository.h"
#include "model/catalog/gpurepository.h"
#include "model/llm/llmmodelrepository.h"
#include "model/llm/llmplanner.h"
#include "model/llm/llmspeedrepository.h"

#include <QStringList>
#include <QWidget>

#include <functional>
#include <memory>
#include <optional>

class LlmCostChart;
class LlmImportFlows;
class LlmMemoryBar;
class LlmModelDialog;
class LlmModelFilterProxyModel;
class LlmModelListModel;
class LlmPageDialogs;
class LlmOptionSortModel;
class LlmOptionTableModel;
class QCheckBox;
class QComboBox;
class QDoubleSpinBox;
class QLabel;
class QLineEdit;
class QListView;
class QPushButton;
class QSpinBox;
class QSplitter;
class QTableView;
class QTimer;
class QVBoxLayout;
class RemoteModelReader;
class SecretStore;
class WhatIfSettings;

/// "I want to run this model at this speed: what do I buy?" Pick a model from the catalog
/// (searchable; add your own with a validated form), its weight format and KV-cache type, the
/// context, the users served at once, a target speed, a budget and an API price to compare
/// with. The page lists every configuration of the database's devices that holds it (cards,
/// unified-memory machines, cards with system RAM), ranked by price or by cost of ownership,
/// with memory per device, speeds, price and its date, and why a configuration misses; a chart
/// of cost against decode speed with the frontier; the selected configuration's memory per
/// device as bars. "Plan this build" hands a configuration of cards to the build planner.
class LlmPage final : public QWidget
{
    Q_OBJECT

public:
    /// `parts`: where the prices of the rest of a machine come from (none: the planner's
    /// defaults), read before the first answer so that it is priced as `plan` prices it.
    /// `speeds`: the measured speeds shown beside the estimates (none: the bundled ones).
    LlmPage(const GpuRepository &gpus, LlmModelRepository &models, WhatIfSettings &whatIf,
            const PartPriceRepository *parts = nullptr, const LlmSpeedRepository *speeds = nullptr,
            QWidget *parent = nullptr);
    ~LlmPage() override;

    static QString title();

    /// Where the prices of the parts around the cards come from, as the build planner's (none: the
    /// planner's defaults). A configuration of cards is priced as the planner prices its machine.
    void setPartPrices(const PartPriceRepository *parts);

    /// The question the controls describe (model, format, context, users, target, budget).
    LlmPlanRequest request() const;
    /// The configurations shown, in the table's order.
    const QList<LlmPlanOption> &options() const;
    /// The configuration selected in the table, if any.
    const LlmPlanOption *selectedOption() const;
    /// Why the current question cannot be answered (unknown model, nothing fits); empty otherwise.
    QString problem() const { return m_problem; }

    /// Replaces the file and message dialogs (tests answer them at once).
    void setDialogs(std::unique_ptr<LlmPageDialogs> dialogs);
    LlmPageDialogs &dialogs() const { return *m_dialogs; }

    /// Where "From Hugging Face…" and "From a GGUF link…" read (none: they are unavailable).
    /// The reader must outlive the page.
    void setModelReader(RemoteModelReader *reader);
    /// Where the Hugging Face access token is kept (none: it is typed for each read). The store
    /// must outlive the page.
    void setSecretStore(SecretStore *secrets);
    /// The ways to add a model read from somewhere: Hugging Face, a GGUF file or link, a drop.
    LlmImportFlows *importFlows() const { return m_importFlows; }

    /// The names in the catalog, which a new model must not take.
    QStringList modelNames() const;
    /// Opens the "Add your model" form, filled from `start` when given; `missing` (the catalog's
    /// column names) are named above the fields in `missingSentence` (%1 for their labels). OK
    /// stores the model through storeModel().
    LlmModelDialog *openModelForm(const std::optional<LlmModel> &start, const QString &missingSentence,
                                  const QStringList &missing);
    /// Adds a model of the user's own to the catalog and selects it; false (and a message box)
    /// when the repository refuses it.
    bool storeModel(const LlmModel &model);

public Q_SLOTS:
    /// Selects a model by its catalog name (ignoring case); false when there is none.
    bool selectModel(const QString &name);
    void setBudget(double usd);
    /// Opens the form for a model of the user's own.
    void addModel();
    /// Asks for a CSV file in the catalog's layout and imports its models: all of them, or none
    /// with the problems listed by line and column.
    void importModels();
    /// Asks where to write the catalog as CSV (the layout importModels() reads).
    void exportModels();
    /// Hands the selected configuration to the build planner (planBuildRequested).
    void planSelectedBuild();
    /// Recomputes at once (the controls otherwise do it a moment after the last change).
    void refreshNow();
    /// The database changed (the user added or removed a price): the devices and their prices
    /// are read again and the answer recomputed.
    void reloadData();

Q_SIGNALS:
    /// "Plan this build": the planner's request for the selected configuration of cards.
    void planBuildRequested(const BuildRequest &request);
    /// After every recomputation.
    void refreshed();

protected:
    void changeEvent(QEvent *event) override;

private:
    // The layout, section by section (llmpagelayout.cpp).
    void buildUi();
    /// The left side: the search, the catalog's list and the buttons that add, import and export models.
    QWidget *buildCatalog(QWidget *parent);
    /// The question's first half: the model's weight format, its KV cache, the context and the users.
    void buildWorkloadFields(QWidget *parent);
    /// The rest of the question: the target speed, the budget, the API price, the ranking, the
    /// price each card is counted at and whether system RAM may hold part of the model.
    void buildPurchaseFields(QWidget *parent);
    /// Each field of the question beside its label, as many to a line as fit.
    void layOutQuestion(QWidget *parent, QVBoxLayout *layout);
    /// The answer: the table of configurations above the chart and the selected configuration.
    QSplitter *buildResults(QWidget *parent);
    /// The table of configurations under its filters (kinds, search, over budget) and above the
    /// count of those shown.
    QWidget *buildConfigurationPane(QWidget *parent);
    void buildConfigurationTable(QWidget *parent);
    /// The table's filters: the kinds of configuration, a search, whether those over budget show.
    void buildTableFilters(QWidget *parent, QVBoxLayout *layout);
    /// Hands the filters' state to the table and says how many configurations it shows; keeps a
    /// configuration selected when the selected one is filtered out.
    void applyTableFilter();
    /// The selected configuration's memory per device, its notes and "Plan this build".
    QWidget *buildSelectionDetail(QWidget *parent);
    /// Any change to the question recomputes the answer a moment later.
    void connectQuestion();
    void setUpTabOrder();

    void loadModels(const QString &select = {});
    /// What the planner plans with (the devices, their prices and the part prices from the
    /// repository given to the constructor or setPartPrices()), read once until the data changes.
    void loadPlanData();
    void scheduleRefresh();
    void refresh();
    /// The summary label: the summary's answer, then its question, laid out.
    void showSummary(const LlmPlanSummary &summary);
    void showSelection();
    /// A model released in a 4-bit format runs in it by default (gpt-oss in MXFP4, not Q4_K_M);
    /// the format chosen before comes back for the next model.
    void followReleasedFormat();
    void updateModelInfo();
    void selectRow(int sourceRowIndex);
    std::optional<LlmModel> currentModel() const;
    int sourceRow(int viewRow) const;

    const GpuRepository &m_gpus;
    LlmModelRepository &m_models;
    WhatIfSettings &m_whatIf;
    LlmPlanner m_planner;
    const PartPriceRepository *m_partPriceSource = nullptr;
    const LlmSpeedRepository *m_speedSource = nullptr;
    LlmPlanData m_planData;
    bool m_planDataLoaded = false;
    LlmPlanRequest m_lastRequest;
    QString m_problem;

    LlmModelListModel *m_modelList = nullptr;
    LlmModelFilterProxyModel *m_modelFilter = nullptr;
    LlmOptionTableModel *m_table = nullptr;
    LlmOptionSortModel *m_tableSort = nullptr;

    QLineEdit *m_search = nullptr;
    QListView *m_modelView = nullptr;
    QPushButton *m_addModelButton = nullptr;
    QPushButton *m_addFromButton = nullptr; ///< its menu: Hugging Face, a GGUF file, a GGUF link
    QPushButton *m_importModelsButton = nullptr;
    QPushButton *m_exportModelsButton = nullptr;
    QLabel *m_modelInfo = nullptr;
    QComboBox *m_format = nullptr;
    QComboBox *m_kvCache = nullptr;
    QSpinBox *m_context = nullptr;
    QSpinBox *m_users = nullptr;
    QDoubleSpinBox *m_target = nullptr;
    QDoubleSpinBox *m_budget = nullptr;
    QDoubleSpinBox *m_apiPrice = nullptr;
    QComboBox *m_rank = nullptr;
    /// The format chosen before a model released in a 4-bit format (gpt-oss: MXFP4) set its own;
    /// -1 when the format shown is the user's.
    int m_formatBeforeRelease = -1;
    QComboBox *m_condition = nullptr; ///< the price each card is counted at: cheapest, new or used
    QCheckBox *m_offload = nullptr;
    QLabel *m_summary = nullptr;
    QCheckBox *m_kindOneCard = nullptr;
    QCheckBox *m_kindSeveralCards = nullptr;
    QCheckBox *m_kindUnified = nullptr;
    QCheckBox *m_kindOffload = nullptr;
    QLineEdit *m_tableSearch = nullptr;
    QCheckBox *m_overBudget = nullptr;
    QLabel *m_shownLabel = nullptr;
    QTableView *m_view = nullptr;
    LlmCostChart *m_chart = nullptr;
    LlmMemoryBar *m_memoryBar = nullptr;
    QLabel *m_selectionLabel = nullptr;
    QPushButton *m_planButton = nullptr;
    QTimer *m_refreshTimer = nullptr;
    std::unique_ptr<LlmPageDialogs> m_dialogs;
    LlmImportFlows *m_importFlows = nullptr;
};

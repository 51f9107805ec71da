// SPDX-FileCopyrightText: 2026 GPU Advisor contributors
// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include "model/build/buildrequest.h"
#include "model/build/partpricerepository.h"
#include "model/catalog/gpurepository.h"
#include "model/finetune/finetuneplanner.h"
#include "model/llm/llmmodelrepository.h"

#include <QWidget>

#include <memory>

class FinetuneChart;
class FinetuneOptionTableModel;
class LlmPageDialogs;
class QCheckBox;
class QComboBox;
class QDoubleSpinBox;
class QLabel;
class QPushButton;
class QSortFilterProxyModel;
class QSpinBox;
class QSplitter;
class QTableView;
class QTimer;
class QVBoxLayout;
class WhatIfSettings;

/// "How long will this fine-tune take, on what, for how much?" (issue 29). Pick a model of the
/// catalog, the method (QLoRA, LoRA, full), its rank and modules, the precision and optimizer, the
/// sequence length, the tokens and whether to checkpoint; the page lists every configuration of
/// the database's cards, unified-memory machines and rented GPUs that holds the job, with hours,
/// electricity, price, the job rented and after how many jobs buying wins; a chart of money
/// against hours; the selected configuration's arithmetic; "Plan this build" hands a configuration
/// of cards to the build planner, and "Export" writes the answer, named after the job. Every word
/// and number comes from model/finetune: the page lays them out.
class FinetunePage final : public QWidget
{
    Q_OBJECT

public:
    /// `parts`: the prices of the rest of a machine, so that cards are priced as the build planner
    /// prices them (none: the planner's defaults).
    FinetunePage(const GpuRepository &gpus, const LlmModelRepository &models, WhatIfSettings &whatIf,
                 const PartPriceRepository *parts = nullptr, QWidget *parent = nullptr);
    ~FinetunePage() override;

    static QString title();

    /// The question the controls describe.
    FinetuneRequest request() const;
    /// The configurations shown, in the planner's order.
    const QList<FinetuneOption> &options() const;
    /// The configuration selected in the table, if any.
    const FinetuneOption *selectedOption() const;

    /// Replaces the file and message dialogs (tests answer them at once).
    void setDialogs(std::unique_ptr<LlmPageDialogs> dialogs);

public Q_SLOTS:
    /// Selects a model by its catalog name (ignoring case); false when there is none.
    bool selectModel(const QString &name);
    /// Hands the selected configuration of cards to the build planner (planBuildRequested).
    void planSelectedBuild();
    /// Asks where to write the answer (JSON or Markdown, by the file's extension), suggesting a
    /// name that names the job.
    void exportAnswer();
    /// Recomputes at once (the controls otherwise do it a moment after the last change).
    void refreshNow();
    /// The database changed: the devices, prices, rates and models are read again.
    void reloadData();

Q_SIGNALS:
    /// "Plan this build": the planner's request for the selected configuration of cards.
    void planBuildRequested(const BuildRequest &request);
    /// After every recomputation.
    void refreshed();

protected:
    bool eventFilter(QObject *watched, QEvent *event) override;
    void showEvent(QShowEvent *event) override;

private:
    // The layout, section by section.
    void buildUi();
    /// The job: the model, the method, its rank and modules, the precision, the optimizer, the
    /// sequence length, the tokens and gradient checkpointing.
    void buildJobFields(QWidget *parent);
    /// Each field of the job beside its label, as many to a line as fit.
    void layOutJob(QWidget *parent, QVBoxLayout *layout);
    /// The answer: the table of configurations above the chart and the selected configuration.
    QSplitter *buildResults(QWidget *parent);
    void buildConfigurationTable(QWidget *parent);
    /// The selected configuration's arithmetic, "Plan this build" and "Export".
    QWidget *buildSelectionDetail(QWidget *parent);
    /// Any change to the job recomputes the answer a moment later.
    void connectJob();
    void setUpTabOrder();
    /// The configuration column as wide as its names, and as wide as the figures leave room for.
    void fitTableColumns();
    void loadModels();
    void loadDevices();
    void scheduleRefresh();
    void refresh();
    void showSelection();
    void selectRow(int sourceRowIndex);
    int sourceRow(int viewRow) const;

    const GpuRepository &m_gpus;
    const LlmModelRepository &m_models;
    WhatIfSettings &m_whatIf;
    const PartPriceRepository *m_parts = nullptr;
    QList<LlmModel> m_catalog;
    QList<FinetuneInput> m_devices;
    std::shared_ptr<const ResaleModel> m_resale; ///< the fits of m_devices' second-hand prices
    bool m_devicesLoaded = false;
    FinetunePlanner m_planner;
    FinetuneRequest m_lastRequest;
    std::unique_ptr<LlmPageDialogs> m_dialogs;

    FinetuneOptionTableModel *m_table = nullptr;
    QSortFilterProxyModel *m_tableSort = nullptr;
    QComboBox *m_model = nullptr;
    QComboBox *m_method = nullptr;
    QSpinBox *m_rank = nullptr;
    QComboBox *m_modules = nullptr;
    QComboBox *m_precision = nullptr;
    QComboBox *m_optimizer = nullptr;
    QSpinBox *m_sequence = nullptr;
    QDoubleSpinBox *m_tokens = nullptr;
    QCheckBox *m_checkpointing = nullptr;
    QLabel *m_summary = nullptr;
    QTableView *m_view = nullptr;
    FinetuneChart *m_chart = nullptr;
    QLabel *m_details = nullptr;
    QPushButton *m_planButton = nullptr;
    QPushButton *m_exportButton = nullptr;
    QTimer *m_refreshTimer = nullptr;
    int m_configurationWidth = 0; ///< what the configurations' names need
};

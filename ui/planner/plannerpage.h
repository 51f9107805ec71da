// SPDX-FileCopyrightText: 2026 GPU Advisor contributors
// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include "model/build/buildplan.h"
#include "model/build/buildrepository.h"
#include "model/build/buildrequest.h"
#include "model/build/partpricerepository.h"
#include "model/catalog/gpurepository.h"
#include "model/flowchart/recommendation.h"
#include "model/format/summary.h"

#include <QHash>
#include <QWidget>

#include <memory>
#include <optional>

class PlannerDialogs;
class QLabel;
class WhatIfSettings;

namespace Ui {
class PlannerPage;
}

/// The build planner: pick GPUs, count, condition, power limit, machines, an optional workload,
/// the circuit and the running-cost settings, and see the planned machine at once: parts with
/// prices, power and platform, warnings, costs and CO2. Builds can be saved, reopened and
/// deleted (through the injected BuildRepository), exported as Markdown, CSV, JSON or PDF,
/// printed, and copied as Markdown. Cost settings are the app's shared WhatIfSettings.
class PlannerPage final : public QWidget
{
    Q_OBJECT

public:
    PlannerPage(const GpuRepository &gpus, BuildRepository &builds, WhatIfSettings &whatIf, QWidget *parent = nullptr);
    ~PlannerPage() override;

    /// Where the prices of the parts other than GPUs come from (none: the planner's defaults).
    void setPartPrices(const PartPriceRepository *parts);

    /// Replaces the dialogs (tests answer them at once).
    void setDialogs(std::unique_ptr<PlannerDialogs> dialogs);

    bool eventFilter(QObject *watched, QEvent *event) override;

    /// The request the controls describe.
    BuildRequest request() const;
    /// The plan of the current request; empty when it cannot be planned (see errorLabel).
    const std::optional<BuildPlan> &plan() const { return m_plan; }

public Q_SLOTS:
    /// Plans a build around one GPU, chosen elsewhere (the wizard, the GPU browser).
    void planBuild(qint64 gpuId);
    void planBuildByName(const QString &gpuName);
    /// Remembers the wizard's result, so "Use the wizard's pick" can plan around it.
    void setRecommendation(const Recommendation &recommendation, const BuildOrigin &origin);
    /// Plans around the first GPU of the remembered recommendation, with the wizard's answers.
    void useRecommendation();
    /// Shows a request (a reopened build) in the controls.
    void setRequest(const BuildRequest &request);
    /// The database changed (the user added or removed a price): the plan is priced again.
    void reloadData();

    void saveBuild();
    void openSelectedBuild();
    void deleteSelectedBuild();
    void exportBuild();
    void printBuild();
    void copyMarkdown();
    /// Asks for the user's own price of the part on a row of the parts list (a second time on a
    /// part that has one: offers the dated or default price again).
    void editPartPrice(int row);

Q_SIGNALS:
    /// The plan shown changed (any control, a reopened build, the shared settings).
    void planChanged();

private:
    /// The parts table, the form's rows and the assumptions under the warnings.
    void setupResults();
    /// Every control replans; the site and cost settings go to the shared settings.
    void connectControls();
    /// The buttons, their keys and the saved builds' list.
    void setupActions();
    void fillChoices();
    /// The two GPU lists, from the repository; the cards chosen stay chosen when they are still there.
    void fillGpuChoices();
    void refresh();
    void refreshLimits();
    void refreshSavedBuilds();
    void showPlan();
    /// The build against the budgets, when one is set; hidden when none is.
    void showBudget(const SummarySection *budget);
    void showParts(const SummarySection &parts);
    /// The power and platform lines in the form, a row each; rows of lines not in the plan hidden.
    void showForm(const QList<const SummarySection *> &sections);
    /// The form's row for a line's key, made when the form has none yet.
    std::pair<QLabel *, QLabel *> formRow(const QString &key);
    void showCosts(const SummarySection &costs);
    void showNotes(const SummarySection &notes);
    void showCostSettings();
    void applyCostSettings();
    /// The line under the form: what the last action did. It describes the build as it was then,
    /// so the next edit of the form clears it, unless it `lasts` (a problem that still holds).
    void showStatus(const QString &text, bool lasts = false);
    /// A control was changed by the user (not by the page itself): the status gives way.
    void userEdited();
    /// The circuit and grid intensity of the shared settings, in their controls.
    void showSite();
    /// Sizes the parts table and the warnings list to their rows, so the page scrolls as one.
    void applyColours();
    void fitToContents();
    void arrangeCostTiles();
    int gpuIndex(const QString &name) const;
    QString gpuNameAt(int index) const;
    std::optional<qint64> selectedBuildId() const;

    std::unique_ptr<Ui::PlannerPage> m_ui;
    QHash<QString, std::pair<QLabel *, QLabel *>> m_formRows; ///< the form's rows by the summary line's key
    std::pair<QLabel *, QLabel *> m_resaleTile{};             ///< the costs' expected resale, made when first shown
    QLabel *m_budgetLabel = nullptr; ///< the build against the wizard's and the whole-build budget
    QLabel *m_assumptionsTitleLabel = nullptr;
    QLabel *m_assumptionsLabel = nullptr;
    const GpuRepository &m_gpus;
    const PartPriceRepository *m_parts = nullptr;
    QMap<QString, double> m_partPrices; ///< the user's own prices, by part type
    BuildRepository &m_builds;
    WhatIfSettings &m_whatIf;
    std::unique_ptr<PlannerDialogs> m_dialogs;
    QList<Gpu> m_gpuList;
    std::optional<BuildPlan> m_plan;
    std::optional<Recommendation> m_recommendation;
    BuildOrigin m_recommendationOrigin;
    BuildOrigin m_origin;     ///< the wizard's answers, kept while the first GPU is one it picked
    QStringList m_originGpus; ///< the GPUs m_origin recommends
    /// System RAM a handed-over request needs beyond the rule (an LLM's offloaded weights), kept
    /// while the first GPU is the one it was planned for.
    int m_minimumRamGb = 0;
    QString m_minimumRamGpu;
    bool m_updating = false;
    bool m_statusLasts = false;
    int m_costColumns = 4; ///< the cost tiles side by side: 4, or 2 in two rows
    int m_costTiles = 0;   ///< how many cost tiles arrangeCostTiles last placed
};

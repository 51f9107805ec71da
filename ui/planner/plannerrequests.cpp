// SPDX-FileCopyrightText: 2026 GPU Advisor contributors
// SPDX-License-Identifier: GPL-3.0-or-later
// Builds handed to the planner page: a GPU chosen elsewhere, the wizard's pick (with its
// answers), a reopened saved build.
#include "ui/planner/plannerpage.h"

#include "model/browser/whatifsettings.h"
#include "model/build/buildrules.h"
#include "model/format/formatter.h"
#include "ui/planner/plannerdialogs.h"

#include "ui_plannerpage.h"

using namespace Qt::StringLiterals;

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
    m_ui->conditionComboBox->setCurrentIndex(m_ui->conditionComboBox->findData(request.conditionKey()));
    m_ui->powerLimitCheckBox->setChecked(request.powerLimitWatts.has_value());
    if (request.powerLimitWatts) {
        m_ui->powerLimitSpinBox->setRange(1, 5000);
        m_ui->powerLimitSpinBox->setValue(*request.powerLimitWatts);
    }
    m_ui->machinesSpinBox->setValue(request.machines);
    m_ui->budgetSpinBox->setValue(request.budgetUsd.value_or(0));
    if (request.ramGb > 0 && m_ui->ramComboBox->findData(request.ramGb) < 0)
        m_ui->ramComboBox->addItem(Formatter::gigabytes(request.ramGb), request.ramGb);
    m_ui->ramComboBox->setCurrentIndex(std::max(0, m_ui->ramComboBox->findData(request.ramGb)));
    m_ui->reusePcCheckBox->setChecked(request.reusePc);
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

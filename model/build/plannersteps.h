// SPDX-FileCopyrightText: 2026 GPU Advisor contributors
// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include "model/build/buildplan.h"
#include "model/build/partprice.h"
#include "model/performance/performancemodel.h"

#include <QList>
#include <QString>

/// The build planner's steps and the helpers they share, split by what they decide: power and
/// the GPUs in buildplanner.cpp, the notes in buildnotes.cpp, the platform, parts, prices, costs
/// and assumptions in buildplatform.cpp. Internal to model/build/: BuildPlanner is the entry point.
namespace PlannerSteps {

struct Notes
{
    QList<BuildNote> list;
    void add(NoteSeverity severity, const QString &key, const QString &text, const QString &source)
    {
        list.append({severity, key, text, source});
    }
};

QString wattsText(double watts);
QString percent(double share);
/// SXM and OAM modules sit on a server baseboard, not in a PCIe slot.
bool isModule(const Gpu &gpu);
bool isPassive(const Gpu &gpu);
/// NVIDIA's 16-pin 12VHPWR / 12V-2x6 plug: Ada (RTX 40) and later PCIe cards of 200 W and more.
bool uses12VHighPower(const Gpu &gpu);
/// A source's title, never a repository path or commit.
QString shortSource(const QString &source);
/// The price note of the parts other than GPUs.
QString defaultPriceNote();
/// The desktop CPU class for a number of cores: the smallest of 8, 12 and 16 that has them.
QString desktopCpuKey(int cores);
/// Gives the part just added its price class, so applyPartPrices() can price it from the dated
/// observations; `units` is what the class price is multiplied by (GB, TB).
void priceAs(BuildPlan *plan, const QString &key, double units = 1);
/// The workload whose speed a power limit costs.
Metric plannerMetric(const BuildRequest &request);
/// Speed at `limitWatts` relative to the card's board power.
double limitFactor(const Gpu &gpu, Metric metric, double limitWatts);

void addPowerNotes(const BuildPlan &plan, Notes *notes);
void addChassisNotes(BuildPlan *plan, Notes *notes);
void addGpuNotes(const BuildPlan &plan, Notes *notes);
void addMemoryNotes(BuildPlan *plan, Notes *notes);
void addPlatform(BuildPlan *plan, Notes *notes);
void addPowerAndChassisParts(BuildPlan *plan);
/// Prices every part that has a price class: the user's own price, else the newest dated
/// observation at the request's price date, else the default it already has, with the reason.
void applyPartPrices(BuildPlan *plan, const QList<PartPriceObservation> &observations);
/// With "reuse my PC": only the GPUs and the power supply stay on the parts list.
void keepOnlyGpusAndPsu(BuildPlan *plan, Notes *notes);
/// With a whole-build budget the build exceeds: a warning that says by how much.
void addBudgetNote(BuildPlan *plan);
void addCosts(BuildPlan *plan);
void addAssumptions(BuildPlan *plan);

} // namespace PlannerSteps

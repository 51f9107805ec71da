// SPDX-FileCopyrightText: 2026 GPU Advisor contributors
// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include "model/build/buildrequest.h"
#include "model/build/buildrules.h"
#include "model/catalog/gpu.h"
#include "model/format/summary.h"
#include "model/performance/memoryestimate.h"

#include <QList>
#include <QString>
#include <QStringList>

#include <optional>

/// How much a planner note matters: Critical notes describe a build that will not work as
/// planned (not enough memory, cards that do not fit), Warnings things to act on, Info advice.
/// The one severity of every answer (model/format/summary.h), with its title and colour.
using NoteSeverity = Severity;

QString noteSeverityKey(NoteSeverity severity);
std::optional<NoteSeverity> noteSeverityFromKey(const QString &key);

/// One warning or piece of advice, with a stable key (for tests and styling) and its source.
struct BuildNote
{
    NoteSeverity severity = NoteSeverity::Info;
    QString key;    ///< e.g. "circuit", "slots", "12vhpwr"
    QString text;   ///< one or two sentences, translated when the note is made
    QString source; ///< the document the rule comes from, e.g. "[2023]"
};

/// Where a GPU's price in the plan comes from.
enum class GpuPriceOrigin { Requested, OtherCondition, LaunchMsrp, None };

/// One kind of GPU in the plan with its specs, price and power.
struct PlannedGpu
{
    Gpu gpu;
    int count = 1; ///< per machine
    PriceCondition condition = PriceCondition::New;
    std::optional<double> unitUsd;
    GpuPriceOrigin priceOrigin = GpuPriceOrigin::None;
    QString priceDate;            ///< "2024-06" or "2024-06-17"; empty without an observation
    QDate priceObservedOn{};      ///< the observation's day, for its age; invalid without one
    QString priceSource;          ///< the observation's source, or "launch MSRP"
    double drawWatts = 0;         ///< per card, after the power limit
    double performanceFactor = 1; ///< speed relative to the card without a limit
};

/// A line of the parts list. Quantities are per machine unless `shared` (a network switch).
struct BuildPart
{
    /// "GPU", "CPU", "Motherboard", "Memory", "Storage", "Power supply", ...: an English key that
    /// CSV and JSON keep and code compares; typeTitle() is what people read.
    QString type;
    QString item; ///< translated
    int quantity = 1;
    std::optional<double> unitUsd;
    /// Where the price comes from, for people: the source, date and age of a dated price, "your
    /// price", or "planner's default" with the reason (translated).
    QString priceNote;
    bool shared = false;
    /// The part class whose dated prices price it ("ram-ddr5", "psu-atx-850"; see
    /// docs/part-prices.md); empty for GPUs, which have prices of their own.
    QString priceKey{};
    double priceUnits = 1;       ///< what the class price is multiplied by: GB of memory, TB of storage, else 1
    QString priceSource{};       ///< the observation's source; empty for a default
    QString priceDate{};         ///< the observation's date ("2025-07-23", "2026-02"); empty for a default
    bool priceIsDefault = false; ///< the planner's documented default (no observation at the price date)
    bool priceIsUsers = false;   ///< the user's own price (BuildRequest::partPriceUsd)

    /// The type as people read it, translated (the type itself for a type it does not know).
    QString typeTitle() const;

    std::optional<double> totalUsd() const
    {
        return unitUsd ? std::optional<double>(*unitUsd * quantity) : std::nullopt;
    }
};

/// What a lower power limit would take to bring the build within its circuit.
struct PowerLimitAlternative
{
    bool feasible = false;
    int limitWatts = 0;           ///< per GPU
    double performanceFactor = 1; ///< average over the cards
    double wallWatts = 0;
    BuildRules::PsuChoice psu;
    int circuitsNeeded = 1; ///< circuits the build needs without the limit
};

/// The planned machine(s): parts, power, platform advice, warnings and costs. Figures are per
/// machine except the costs, which cover every machine.
struct BuildPlan
{
    BuildRequest request;
    QList<PlannedGpu> gpus;
    int gpusPerMachine = 0;
    int machines = 1;
    BuildRules::Platform platform = BuildRules::Platform::Desktop;

    // Power, per machine
    double gpuWatts = 0; ///< sum of the cards' draw
    double cpuWatts = 0;
    double restWatts = 0;
    double requiredPsuWatts = 0; ///< sum plus headroom
    BuildRules::PsuChoice psu;
    double wallWatts = 0;
    BuildRules::PowerCircuit circuit;
    bool exceedsCircuit = false;
    std::optional<PowerLimitAlternative> alternative;

    // Platform
    QString cpu;
    int cpuCores = 0;
    BuildRules::PcieLanes lanesPerGpu;
    int cpuLanes = 0; ///< lanes the CPU(s) should offer
    int ramGb = 0;
    bool ramEcc = false;
    int nvmeTb = 0;
    QString chassis;
    QString cooling;
    QString network; ///< empty for one machine

    QList<BuildPart> parts;
    QList<BuildNote> notes;
    std::optional<MemoryEstimate> memory; ///< when the request names a workload

    // Costs, all machines
    double hardwareUsd = 0;
    bool hardwarePriceComplete = true; ///< false when a GPU has no price at all
    double energyKwhPerYear = 0;
    double electricityUsd = 0; ///< over the years of ownership
    double gridKgPerKwh = 0;
    double co2Kg = 0; ///< over the years of ownership
    /// The expected resale of the GPUs after the years, taken off the total (docs/resale.md), and the
    /// resale line of each GPU of the build (CostBreakdown::resaleLine); none without resale fits.
    double resaleUsd = 0;
    QStringList resaleLines;

    QStringList assumptions;
    /// The part types the user's own PC provides ("reuse my PC"), as people read them.
    QStringList reusedParts;

    double sustainedWatts() const { return gpuWatts + cpuWatts + restWatts; }
    int totalGpus() const { return gpusPerMachine * machines; }
    /// Hardware − expected resale + electricity, the cost of ownership CostOfOwnership gives.
    double totalCostOfOwnershipUsd() const { return hardwareUsd - resaleUsd + electricityUsd; }
    /// The parts of one machine (everything but what the machines share, such as a switch).
    double perMachineUsd() const;
    /// The newest price date among the GPUs, for "prices as of".
    QString priceDate() const;
    /// "4 × GeForce RTX 3090", "2 × RTX A6000 + 1 × RTX A4000"; "..., 2 machines" for several.
    /// Translated.
    QString title() const;
    bool hasNote(const QString &key) const;
    const BuildNote *note(const QString &key) const;
};

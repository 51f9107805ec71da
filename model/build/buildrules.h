// SPDX-FileCopyrightText: 2026 GPU Advisor contributors
// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include <QList>
#include <QString>

#include <optional>

/// The sizing rules of the build planner, each a small function or table so it can be tested on
/// its own. docs/build-rules.md states every rule with its source; the comments here say only
/// what a number is.
namespace BuildRules {

/// The class of machine a number of GPUs needs: a desktop (1-2), a workstation (3-4,
/// Threadripper class) or a server (5-8, or any SXM/OAM module).
enum class Platform { Desktop, Workstation, Server };

QString platformKey(Platform platform);
Platform platformFor(int gpusPerMachine, bool hasModules);

constexpr int MaxGpusPerMachine = 8;
constexpr int MaxMachines = 64;

// Power limiting: the speed a limit costs comes from the performance model's power cap
// (PerformanceModel::powerLimitFactor, docs/model.md §1.5), the same as in the ranking.
/// The planner offers no limit below half a card's TDP: the power law is not trusted that far out.
constexpr double MinimumLimitFraction = 0.5;
/// The lowest cap the planner accepts for a card of `tdpWatts` (whole watts, rounded up).
int minimumPowerLimit(int tdpWatts);

// Power budget.
constexpr double PsuHeadroom = 0.10;    ///< on top of the sum of rated maxima
constexpr double PsuEfficiency = 0.90;  ///< wall draw = DC load / efficiency (80 PLUS Gold at half load)
constexpr double ContinuousShare = 0.8; ///< a circuit may carry 80% of its breaker rating for hours

/// Rated CPU power, all sockets, for the platform.
double cpuWatts(Platform platform);
/// Motherboard, memory, drives and fans at full load.
double restOfSystemWatts(Platform platform);
/// CPU and the rest while the GPUs train (the CPU is lightly loaded): for the electricity bill.
double systemWattsWhileTraining(Platform platform);

/// The PSU(s) a build gets. Desktops and workstations use one ATX unit up to 2,000 W, two above
/// that; servers use N+1 redundant server units.
struct PsuChoice
{
    int unitWatts = 0;
    int units = 1;     ///< units needed to carry the load
    int redundant = 0; ///< extra units for redundancy (servers)
    bool server = false;

    int capacityWatts() const { return unitWatts * units; }
    int totalUnits() const { return units + redundant; }
    // Both texts are translated.
    QString text() const;        ///< "1,000 W", "2 × 1,300 W", "4 + 1 × 2,000 W server PSUs"
    QString description() const; ///< "1,000 W PSU", "2 × 1,300 W PSUs", "4 + 1 × 2,000 W server PSUs"
    friend bool operator==(const PsuChoice &, const PsuChoice &) = default;
};

/// Real ATX PSU sizes, smallest first.
QList<int> desktopPsuSizes();
/// Server (CRPS and similar) unit sizes, smallest first.
QList<int> serverPsuSizes();
/// The PSU choice for a load that, with headroom, needs `requiredWatts`.
PsuChoice choosePsu(double requiredWatts, Platform platform);

/// A household or office circuit: what it can feed continuously.
struct PowerCircuit
{
    QString key;   ///< "us-15a": the command line's and saved builds' name, never translated
    QString label; ///< "North America, 120 V 15 A outlet", translated
    double volts = 0;
    double amps = 0;

    double peakWatts() const { return volts * amps; }
    double continuousWatts() const { return volts * amps * ContinuousShare; }
};
QList<PowerCircuit> circuits();
/// The circuit assumed when the request names none: a US 15 A outlet, or a rack feed for servers.
QString defaultCircuitKey(Platform platform = Platform::Desktop);
std::optional<PowerCircuit> circuitFromKey(const QString &key);

// CPU and platform.
/// Cores to look for: four per GPU for data loading, at least eight.
int recommendedCores(int gpusPerMachine);
/// PCIe lanes per GPU: what to aim for and the least that is acceptable.
struct PcieLanes
{
    int preferred = 16;
    int minimum = 8;
};
PcieLanes pcieLanesPerGpu(int gpusPerMachine);
/// The class of CPU to buy, as a translated phrase.
QString cpuClass(Platform platform);

// Memory and storage.
/// System RAM floor by GPU count (32 / 64 / 128 / 256 GB for 1 / 2 / 4 / 8 GPUs).
int ramFloorGb(int gpusPerMachine);
/// Module sizes system RAM comes in, smallest first.
QList<int> ramSizes();
/// Twice the GPU memory, rounded up to a real size, and never below the floor.
int systemRamGb(int gpusPerMachine, double totalGpuMemoryGb);
bool needsEccRam(int gpusPerMachine);
/// NVMe capacity in TB by GPU count.
int nvmeTerabytes(int gpusPerMachine);

// Chassis.
/// Expansion slots a desktop or workstation board and case offer for GPUs.
constexpr int DesktopSlots = 8;
/// Above this the card takes a third slot (the RTX 3090 and 4090 are 3-slot cards).
constexpr double TwoSlotWidth = 2.0;
/// GPUs throttle above this temperature.
constexpr int ThrottleCelsius = 80;

// Multi-machine.
constexpr int MinimumNetworkGbits = 50;

// Carbon: world average grid intensity, 2023 (Ember via Our World in Data: 481 g CO2e/kWh).
constexpr double DefaultGridKgPerKwh = 0.481;
/// The highest intensity a request accepts: several times the dirtiest grids (coal, about 1).
constexpr double MaxGridKgPerKwh = 5;

/// Default prices (USD) of the parts other than GPUs; docs/build-rules.md gives the reasoning.
struct PartPrices
{
    double desktopCpuUsd = 300;
    double workstationCpuUsd = 1500;
    double serverCpuUsd = 2500; ///< per socket; servers have two
    double desktopBoardUsd = 180;
    double dualGpuBoardUsd = 300;
    double workstationBoardUsd = 900;
    double serverBoardUsd = 1200;
    double ramUsdPerGb = 3.5;
    double eccRamUsdPerGb = 5;
    double nvmeUsdPerTb = 75;
    double desktopCaseUsd = 120;
    double workstationCaseUsd = 250;
    double serverChassisUsd = 3000;
    double desktopCoolerUsd = 60;
    double workstationCoolerUsd = 150;
    double pcieExtenderUsd = 60;
    double serverPsuUnitUsd = 450;
    double networkUsdPerMachine = 250; ///< used 100 Gbit/s InfiniBand card and half a cable
    double networkSwitchUsd = 1500;    ///< used InfiniBand switch, for more than two machines

    /// An ATX unit of `watts`.
    double desktopPsuUsd(int watts) const;
};

} // namespace BuildRules

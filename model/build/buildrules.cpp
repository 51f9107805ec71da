// SPDX-FileCopyrightText: 2026 GPU Advisor contributors
// SPDX-License-Identifier: GPL-3.0-or-later
#include "model/build/buildrules.h"

#include "model/format/formatter.h"

#include <QCoreApplication>

#include <algorithm>
#include <cmath>

using namespace Qt::StringLiterals;

namespace BuildRules {

namespace {

QString watts(int w)
{
    //: Power in watts; %1 is a number such as 1,000
    return QCoreApplication::translate("BuildRules", "%1 W").arg(Formatter::number(w));
}

} // namespace

QString platformKey(Platform platform)
{
    switch (platform) {
    case Platform::Desktop:
        return u"desktop"_s;
    case Platform::Workstation:
        return u"workstation"_s;
    case Platform::Server:
        return u"server"_s;
    }
    return {};
}

Platform platformFor(int gpusPerMachine, bool hasModules)
{
    if (hasModules || gpusPerMachine > 4)
        return Platform::Server;
    if (gpusPerMachine > 2)
        return Platform::Workstation;
    return Platform::Desktop;
}

int minimumPowerLimit(int tdpWatts)
{
    return int(std::ceil(tdpWatts * MinimumLimitFraction));
}

double cpuWatts(Platform platform)
{
    switch (platform) {
    case Platform::Desktop:
        return 150;
    case Platform::Workstation:
        return 280;
    case Platform::Server:
        return 2 * 280;
    }
    return 150;
}

double restOfSystemWatts(Platform platform)
{
    return platform == Platform::Server ? 300 : 100;
}

double systemWattsWhileTraining(Platform platform)
{
    switch (platform) {
    case Platform::Desktop:
        return 100;
    case Platform::Workstation:
        return 150;
    case Platform::Server:
        return 300;
    }
    return 100;
}

QString PsuChoice::text() const
{
    if (server) {
        //: Server power supplies: %1 units carry the load, %2 are spares, %3 is each unit's power ("2,000 W")
        return QCoreApplication::translate("BuildRules", "%1 + %2 × %3 server PSUs")
            .arg(units)
            .arg(redundant)
            .arg(watts(unitWatts));
    }
    if (units > 1)
        return u"%1 × %2"_s.arg(units).arg(watts(unitWatts));
    return watts(unitWatts);
}

QString PsuChoice::description() const
{
    if (server)
        return text();
    if (units > 1) {
        //: %1 power supplies of %2 each ("1,300 W"); PSU = power supply unit
        return QCoreApplication::translate("BuildRules", "%1 × %2 PSUs").arg(units).arg(watts(unitWatts));
    }
    //: One power supply of %1 ("1,000 W"); PSU = power supply unit
    return QCoreApplication::translate("BuildRules", "%1 PSU").arg(watts(unitWatts));
}

QList<int> desktopPsuSizes()
{
    return {550, 650, 750, 850, 1000, 1200, 1300, 1600, 2000};
}

QList<int> serverPsuSizes()
{
    return {1600, 2000, 2400, 3000, 3300};
}

PsuChoice choosePsu(double requiredWatts, Platform platform)
{
    PsuChoice choice;
    if (platform == Platform::Server) {
        // The smallest unit that carries the load with at most four units, plus one spare.
        choice.server = true;
        choice.redundant = 1;
        const QList<int> sizes = serverPsuSizes();
        for (int size : sizes) {
            const int units = std::max(1, int(std::ceil(requiredWatts / size)));
            choice.unitWatts = size;
            choice.units = units;
            if (units <= 4)
                break;
        }
        return choice;
    }
    const QList<int> sizes = desktopPsuSizes();
    for (int size : sizes) {
        if (size >= requiredWatts) {
            choice.unitWatts = size;
            return choice;
        }
    }
    // Above the largest ATX unit: split the load over two (or more) of them.
    for (int units = 2;; ++units) {
        for (int size : sizes) {
            if (double(size) * units >= requiredWatts) {
                choice.unitWatts = size;
                choice.units = units;
                return choice;
            }
        }
    }
}

QList<PowerCircuit> circuits()
{
    // The keys are what the command line and saved builds use; the labels are shown to people.
    return {
        {u"us-15a"_s, QCoreApplication::translate("BuildRules", "North America, 120 V 15 A outlet"), 120, 15},
        {u"us-20a"_s, QCoreApplication::translate("BuildRules", "North America, 120 V 20 A outlet"), 120, 20},
        {u"us-240v-30a"_s, QCoreApplication::translate("BuildRules", "North America, 240 V 30 A circuit"), 240, 30},
        {u"eu-16a"_s, QCoreApplication::translate("BuildRules", "Europe, 230 V 16 A outlet"), 230, 16},
        {u"uk-13a"_s, QCoreApplication::translate("BuildRules", "United Kingdom, 230 V 13 A plug"), 230, 13},
        {u"rack-208v-30a"_s, QCoreApplication::translate("BuildRules", "Data centre, 208 V 30 A rack feed"), 208, 30},
    };
}

QString defaultCircuitKey(Platform platform)
{
    return platform == Platform::Server ? u"rack-208v-30a"_s : u"us-15a"_s;
}

std::optional<PowerCircuit> circuitFromKey(const QString &key)
{
    const QString k = key.trimmed().toLower();
    const QList<PowerCircuit> all = circuits();
    for (const PowerCircuit &c : all) {
        if (c.key == k)
            return c;
    }
    return std::nullopt;
}

int recommendedCores(int gpusPerMachine)
{
    return std::max(8, 4 * gpusPerMachine);
}

PcieLanes pcieLanesPerGpu(int gpusPerMachine)
{
    if (gpusPerMachine == 2)
        return {8, 8};
    return {16, 8};
}

QString cpuClass(Platform platform)
{
    switch (platform) {
    case Platform::Desktop:
        return QCoreApplication::translate(
            "BuildRules", "Desktop CPU (AMD Ryzen 7/9 or Intel Core i7/i9) with a high single-thread clock");
    case Platform::Workstation:
        return QCoreApplication::translate("BuildRules", "AMD Threadripper (PRO) class, or Intel Xeon W");
    case Platform::Server:
        return QCoreApplication::translate(
            "BuildRules",
            "Two server CPUs (AMD EPYC or Intel Xeon Scalable) on the server vendor's validated platform");
    }
    return {};
}

int ramFloorGb(int gpusPerMachine)
{
    if (gpusPerMachine <= 1)
        return 32;
    if (gpusPerMachine == 2)
        return 64;
    if (gpusPerMachine <= 4)
        return 128;
    return 256;
}

QList<int> ramSizes()
{
    return {16, 32, 64, 96, 128, 192, 256, 384, 512, 768, 1024, 1536, 2048, 3072, 4096, 6144, 8192};
}

int systemRamGb(int gpusPerMachine, double totalGpuMemoryGb)
{
    const double wanted = std::max(2.0 * totalGpuMemoryGb, double(ramFloorGb(gpusPerMachine)));
    const QList<int> sizes = ramSizes();
    for (int size : sizes) {
        if (size >= wanted - 1e-9)
            return size;
    }
    return sizes.last();
}

bool needsEccRam(int gpusPerMachine)
{
    return gpusPerMachine > 2;
}

int nvmeTerabytes(int gpusPerMachine)
{
    if (gpusPerMachine <= 2)
        return 2;
    if (gpusPerMachine <= 4)
        return 4;
    return 8;
}

double PartPrices::desktopPsuUsd(int watts) const
{
    struct Row
    {
        int watts;
        double usd;
    };
    static constexpr Row Table[] = {{550, 70},   {650, 85},   {750, 100},  {850, 130}, {1000, 180},
                                    {1200, 250}, {1300, 280}, {1600, 400}, {2000, 550}};
    for (const Row &row : Table) {
        if (row.watts >= watts)
            return row.usd;
    }
    return 550;
}

} // namespace BuildRules

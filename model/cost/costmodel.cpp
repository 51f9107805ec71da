// SPDX-FileCopyrightText: 2026 GPU Advisor contributors
// SPDX-License-Identifier: GPL-3.0-or-later
#include "model/cost/costmodel.h"

#include <QCoreApplication>

#include <cmath>

QString CostParameters::validate() const
{
    // The field names are the command line's option names and stay untranslated.
    if (!std::isfinite(years) || years <= 0 || years > 50) {
        //: "years" is a command-line option name: keep it untranslated; %1 is the value given
        return QCoreApplication::translate("CostModel", "years must be more than 0 and at most 50 (got %1)").arg(years);
    }
    if (!std::isfinite(kwhPriceUsd) || kwhPriceUsd < 0 || kwhPriceUsd > 10) {
        //: "kwh-price" is a command-line option name: keep it untranslated; %1 is the value given
        return QCoreApplication::translate("CostModel", "kwh-price must be from 0 to 10 USD (got %1)").arg(kwhPriceUsd);
    }
    if (!std::isfinite(utilization) || utilization < 0 || utilization > 1) {
        //: "utilization" is a command-line option name: keep it untranslated; %1 is the value given
        return QCoreApplication::translate("CostModel", "utilization must be from 0 to 1 (got %1)").arg(utilization);
    }
    if (!std::isfinite(desktopBaseUsd) || desktopBaseUsd < 0 || desktopBaseUsd > 1e7) {
        //: "desktop-cost" is a command-line option name: keep it untranslated; %1 is the value given
        return QCoreApplication::translate("CostModel", "desktop-cost must be from 0 to 10,000,000 USD (got %1)")
            .arg(desktopBaseUsd);
    }
    return {};
}

double restOfMachineUsd(const Gpu &gpu, const CostParameters &parameters)
{
    return gpu.isCompleteComputer() ? 0.0 : parameters.desktopBaseUsd;
}

double energyKwhPerYear(double watts, const CostParameters &parameters)
{
    return watts / 1000.0 * parameters.utilization * CostParameters::HoursPerYear;
}

double electricityUsdPerYear(double watts, const CostParameters &parameters)
{
    return energyKwhPerYear(watts, parameters) * parameters.kwhPriceUsd;
}

CostBreakdown ownershipCost(double gpuPriceUsd, double gpuWatts, const CostParameters &parameters, int gpuCount)
{
    CostBreakdown c;
    c.gpuUsd = gpuPriceUsd;
    c.gpuCount = gpuCount;
    c.desktopUsd = parameters.desktopBaseUsd;
    c.energyKwhPerYear = energyKwhPerYear(gpuWatts * gpuCount, parameters);
    c.electricityUsdPerYear = electricityUsdPerYear(gpuWatts * gpuCount, parameters);
    c.years = parameters.years;
    return c;
}

CostBreakdown ownershipCost(const Gpu &gpu, double priceUsd, const CostParameters &parameters)
{
    CostBreakdown c = ownershipCost(priceUsd, gpu.tdpWatts, parameters);
    c.desktopUsd = restOfMachineUsd(gpu, parameters);
    return c;
}

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
    if (desktopUsd && (!std::isfinite(*desktopUsd) || *desktopUsd < 0 || *desktopUsd > 1e7)) {
        //: "desktop-cost" is a command-line option name: keep it untranslated; %1 is the value given
        return QCoreApplication::translate("CostModel", "desktop-cost must be from 0 to 10,000,000 USD (got %1)")
            .arg(*desktopUsd);
    }
    return {};
}

double energyKwhPerYear(double watts, const CostParameters &parameters)
{
    return watts / 1000.0 * parameters.utilization * CostParameters::HoursPerYear;
}

double electricityUsdPerYear(double watts, const CostParameters &parameters)
{
    return energyKwhPerYear(watts, parameters) * parameters.kwhPriceUsd;
}

CostBreakdown ownershipCost(double gpuPriceUsd, double gpuWatts, const CostParameters &parameters, int gpuCount,
                            double desktopUsd, double systemWatts)
{
    CostBreakdown c;
    c.gpuUsd = gpuPriceUsd;
    c.gpuCount = gpuCount;
    c.desktopUsd = desktopUsd;
    c.systemWatts = systemWatts;
    const double watts = gpuWatts * gpuCount + systemWatts;
    c.energyKwhPerYear = energyKwhPerYear(watts, parameters);
    c.electricityUsdPerYear = electricityUsdPerYear(watts, parameters);
    c.years = parameters.years;
    return c;
}

QString CostBreakdown::resaleLine(const QString &currency) const
{
    switch (resaleState) {
    case ResaleState::NotAsked:
        return {};
    case ResaleState::Counted:
    case ResaleState::NotEstimated:
        return ResaleModel::line(resale, resaleUsd, years, currency);
    case ResaleState::Kept:
        return ResaleModel::keptLine();
    case ResaleState::PostView:
        //: A cost of ownership's resale line in the 2023 post's view
        return QCoreApplication::translate("CostModel", "no resale counted: the 2023 post's view counts none");
    }
    return {};
}

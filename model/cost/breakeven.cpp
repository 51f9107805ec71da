// SPDX-FileCopyrightText: 2026 GPU Advisor contributors
// SPDX-License-Identifier: GPL-3.0-or-later
#include "model/cost/breakeven.h"

#include <QCoreApplication>

#include <cmath>

namespace {

bool within(double v, double low, double high)
{
    return std::isfinite(v) && v >= low && v <= high;
}

} // namespace

QString BreakEvenInput::validate() const
{
    // The field names are the command line's option names and stay untranslated.
    if (!within(desktopCostUsd, 0, 1e7)) {
        //: "desktop-cost" is a command-line option name: keep it untranslated; %1 is the value given
        return QCoreApplication::translate("BreakEven", "desktop-cost must be from 0 to 10,000,000 USD (got %1)")
            .arg(desktopCostUsd);
    }
    if (!within(resaleUsd, 0, desktopCostUsd)) {
        //: %1 is the desktop's price, %2 the expected resale given
        return QCoreApplication::translate("BreakEven", "the expected resale must be from 0 to the desktop's price %1 "
                                                        "(got %2)")
            .arg(desktopCostUsd)
            .arg(resaleUsd);
    }
    if (!within(gpuWatts, 0, 100000)) {
        //: "gpu-watts" is a command-line option name: keep it untranslated; %1 is the value given
        return QCoreApplication::translate("BreakEven", "gpu-watts must be from 0 to 100,000 W (got %1)").arg(gpuWatts);
    }
    if (!within(systemWatts, 0, 100000)) {
        //: "system-watts" is a command-line option name: keep it untranslated; %1 is the value given
        return QCoreApplication::translate("BreakEven", "system-watts must be from 0 to 100,000 W (got %1)")
            .arg(systemWatts);
    }
    if (!within(kwhPriceUsd, 0, 10)) {
        //: "kwh-price" is a command-line option name: keep it untranslated; %1 is the value given
        return QCoreApplication::translate("BreakEven", "kwh-price must be from 0 to 10 USD (got %1)").arg(kwhPriceUsd);
    }
    if (!within(cloudHourlyUsd, 0, 10000)) {
        //: "cloud-hourly" is a command-line option name: keep it untranslated; %1 is the value given
        return QCoreApplication::translate("BreakEven", "cloud-hourly must be from 0 to 10,000 USD (got %1)")
            .arg(cloudHourlyUsd);
    }
    if (!within(utilization, 0, 1) || utilization == 0) {
        //: "utilization" is a command-line option name: keep it untranslated; %1 is the value given
        return QCoreApplication::translate("BreakEven", "utilization must be more than 0 and at most 1 (got %1)")
            .arg(utilization);
    }
    return {};
}

BreakEvenResult breakEven(const BreakEvenInput &input)
{
    BreakEvenResult r;
    const double hoursPerDay = 24 * input.utilization;
    r.energyKwhPerYear = (input.gpuWatts + input.systemWatts) / 1000.0 * hoursPerDay * 365;
    r.electricityUsdPerDay = (input.gpuWatts + input.systemWatts) / 1000.0 * hoursPerDay * input.kwhPriceUsd;
    r.cloudUsdPerDay = input.cloudHourlyUsd * hoursPerDay;
    const double savingPerDay = r.cloudUsdPerDay - r.electricityUsdPerDay;
    if (savingPerDay > 0)
        r.breakEvenDays = input.ownedUsd() / savingPerDay;
    return r;
}

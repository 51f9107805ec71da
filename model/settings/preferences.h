// SPDX-FileCopyrightText: 2026 GPU Advisor contributors
// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include "model/cost/costmodel.h"

#include <QString>

/// The user's choices that outlive a session, as the preferences dialog edits them. Stored by
/// app/ (QSettings); this is only the value.
struct Preferences
{
    QString language = QStringLiteral("system");    ///< "system", "en" or "ru"
    QString colorScheme = QStringLiteral("system"); ///< "system", "light" or "dark"
    QString currencySymbol = QStringLiteral("$");
    bool restoreLastAnswers = true;
    bool showWelcome = true;
    /// Where File > Update data and `db update` fetch the data bundle; '' = the project's own.
    QString dataUrl;
    CostParameters cost; ///< the what-if defaults the app starts with

    friend bool operator==(const Preferences &a, const Preferences &b)
    {
        return a.language == b.language && a.colorScheme == b.colorScheme && a.currencySymbol == b.currencySymbol &&
               a.restoreLastAnswers == b.restoreLastAnswers && a.showWelcome == b.showWelcome &&
               a.dataUrl == b.dataUrl && a.cost.years == b.cost.years && a.cost.kwhPriceUsd == b.cost.kwhPriceUsd &&
               a.cost.utilization == b.cost.utilization && a.cost.desktopUsd == b.cost.desktopUsd &&
               a.cost.priceBasis == b.cost.priceBasis;
    }
};

// SPDX-FileCopyrightText: 2026 GPU Advisor contributors
// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include "model/browser/whatifsettings.h"

#include <QCoreApplication>
#include <QString>

/// How charts and views state the assumptions behind their numbers, so every note says them
/// the same way: the price date and basis, the cost of ownership, the reference GPU.
class AssumptionsText final
{
    Q_DECLARE_TR_FUNCTIONS(AssumptionsText)

public:
    AssumptionsText() = delete;

    /// "average of the latest new and used price" and the like.
    /// "as of 2023-01" or "latest on record (up to 2025-06)"; `newestShown` is the newest price
    /// date among the GPUs shown ("2025-06" or "2025-06-17"), used when no month is chosen.
    static QString priceDate(const WhatIfSettings &settings, const QString &newestShown = {});
    /// The latest year and month ("2025-08") in a price date, which may be a range in words.
    static QString latestMonth(const QString &dateLabel);
    /// "5 years, $0.175/kWh, 15% utilisation, $700 for the rest of the desktop".
    static QString cost(const WhatIfSettings &settings);
    /// "relative to the GeForce RTX 3090 (= 1.00)".
    static QString reference(const WhatIfSettings &settings);
    /// The whole note under a chart that shows prices and cost: price, cost, reference.
    static QString note(const WhatIfSettings &settings, const QString &newestShown, bool withCost);
    /// The metric's name without its parenthesis, for titles: "LLM token generation".
    static QString shortMetric(Metric metric);
    /// "Metric: LLM token generation (batch 1, 4-bit). " when the title left details out, else empty.
    static QString metricDetail(Metric metric);
    /// "2023-01" for an "as of" date.
    static QString month(const QDate &date);
};

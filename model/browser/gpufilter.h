// SPDX-FileCopyrightText: 2026 GPU Advisor contributors
// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include "model/cost/pricing.h"

#include <QDate>
#include <QString>

#include <optional>

/// Which GPUs the browser shows: the predicate behind GpuFilterProxyModel, kept a plain value
/// so it can be tested on its own. A default-constructed filter accepts every GPU.
struct GpuFilter
{
    /// Which price observations a GPU must have (as of the "as of" month).
    enum class PriceAvailability { Any, Priced, New, Used };

    double minVramGb = 0;
    QString vendor;                    ///< empty = every vendor; otherwise compared without case
    std::optional<FormFactor> segment; ///< consumer, workstation or datacenter; empty = all
    PriceAvailability price = PriceAvailability::Any;
    QDate releasedSince; ///< launched in or after this month; invalid = any time
    QString text;        ///< every word must occur in the name, vendor, architecture or memory type
    /// 0 = any price; otherwise a budget: the card's price at most this, as `budgetBasis` counts
    /// it (the price the views show: new, used, or their average), or, without a basis, a new or
    /// a used price at most this.
    double maxPriceUsd = 0;
    std::optional<PriceBasis> budgetBasis;

    bool accepts(const Gpu &gpu, const PriceQuote &quote) const;

    friend bool operator==(const GpuFilter &, const GpuFilter &) = default;
};

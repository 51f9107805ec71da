// SPDX-FileCopyrightText: 2026 GPU Advisor contributors
// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include "model/flowchart/flowchart.h"
#include "model/flowchart/recommendation.h"

#include <QCoreApplication>
#include <QString>

/// How a pick's price, specs and an answer are worded for the window: in the model, beside the
/// answer's summary, so every page and the summary say them the same way.
class DisplayText final
{
    Q_DECLARE_TR_FUNCTIONS(DisplayText)

public:
    DisplayText() = delete;

    /// Formatter::money() in dollars ("$1,000"); kept for the wizard's callers.
    static QString usd(double amount);
    static QString answer(Answer answer);
    static QString condition(PriceCondition condition);
    /// "$704 used" for the pick's relevant price, or a "no price" note.
    static QString price(const PickDetails &pick);
    /// "2023-10 · eBay average sold price": the date and the short name of the source.
    static QString priceProvenance(const PickDetails &pick);
    /// The full source, note and date of the pick's relevant price, for a tooltip.
    static QString priceToolTip(const PickDetails &pick);
    /// A sentence saying the price is of the other condition, or empty when it is not.
    static QString fallbackNote(const PickDetails &pick);
    /// The first part of a long source ("Amazon price history (Keepa)").
    static QString shortSource(const QString &source);
    static QString memory(const Gpu &gpu);    ///< "24 GB GDDR6X"
    static QString bandwidth(const Gpu &gpu); ///< "936 GB/s"
    /// Formatter::watts() ("1,440 W"); kept for the wizard's callers.
    static QString watts(double watts);
    static QString power(const Gpu &gpu); ///< "350 W"
    /// "Specs: nvidia.com · recorded 2025-06-16"
    static QString specProvenance(const Gpu &gpu);
    static QString specToolTip(const Gpu &gpu);
};

// SPDX-FileCopyrightText: 2026 GPU Advisor contributors
// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include "model/performance/ranking.h"

#include <QCoreApplication>
#include <QVariant>

/// A GPU's price as a table cell, the same in the GPU table and the compare view: the number
/// behind it, its text in the chosen currency, and a tooltip naming every observation the price
/// rests on with its date and source.
class PriceCell final
{
    Q_DECLARE_TR_FUNCTIONS(PriceCell)

public:
    PriceCell() = delete;

    /// The price in US dollars; invalid when none is on record as of the month.
    static QVariant value(const RankEntry &entry);
    /// "$1,600", or "no price".
    static QString text(const RankEntry &entry, const QString &currency);
    /// One line per observation behind the price under `basis`, with what it is, its date and
    /// its source; says so when there is none.
    static QString toolTip(const RankEntry &entry, PriceBasis basis, const QString &currency);
};

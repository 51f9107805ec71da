// SPDX-FileCopyrightText: 2026 GPU Advisor contributors
// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include <QDate>
#include <QJsonObject>
#include <QList>
#include <QString>

/// How current the prices behind a ranking, a chart or a recommendation are, judged at the month
/// it is evaluated for. Prices older than StaleMonths, or further apart than SpreadMonths, make
/// the answer say so (issue 12; docs/price-freshness.md).
struct PriceFreshness
{
    static constexpr int StaleMonths = 12;
    static constexpr int SpreadMonths = 6;

    QDate asOf;       ///< the day the answer is for (the end of the "as of" month, or today)
    QDate oldest;     ///< the oldest price behind the answer; invalid when there is none
    QDate newest;     ///< the newest price behind the answer
    int priced = 0;   ///< cards with a usable price
    int unpriced = 0; ///< cards listed apart because they have none

    /// Whole months from `from` to `to` (2023-01-31 -> 2023-03-01 is 2).
    static int monthsBetween(const QDate &from, const QDate &to);
    int oldestAgeMonths() const { return oldest.isValid() ? monthsBetween(oldest, asOf) : 0; }
    int spreadMonths() const { return oldest.isValid() ? monthsBetween(oldest, newest) : 0; }
    bool isStale() const { return oldest.isValid() && oldestAgeMonths() > StaleMonths; }
    bool isSpread() const { return oldest.isValid() && spreadMonths() > SpreadMonths; }
    bool needsWarning() const { return isStale() || isSpread(); }

    /// The warning in the reader's language, one or two sentences; empty when the prices are
    /// recent and close together.
    QString warning() const;
    /// The same for machine-readable output: stale, spread, the dates and ages, the warning in
    /// English.
    QJsonObject toJson() const;
};

/// Judges the dates of the prices an answer is built from (one per priced card) at `asOf`;
/// an invalid `asOf` means today.
PriceFreshness assessFreshness(const QList<QDate> &priceDates, const QDate &asOf, int unpriced = 0);

/// A price's age at `asOf` in the reader's language: "this month", "1 month old", "14 months old".
QString priceAgeText(const QDate &observed, const QDate &asOf);

// SPDX-FileCopyrightText: 2026 GPU Advisor contributors
// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include "model/catalog/gpu.h"

#include <optional>

/// Which observation(s) a price figure is taken from. Cheapest, New and Used are what a user
/// chooses; Average is the 2023 post's own method (the mean of a new and a used price, which nobody
/// pays), kept only where the app reproduces the post's figures (issue 25).
enum class PriceBasis { New, Used, Cheapest, Average };

/// The bases a user may choose, the default (cheapest) first.
QList<PriceBasis> priceBasisChoices();
/// "new", "used", "cheapest"; "post-average" for the post's own method.
QString priceBasisKey(PriceBasis basis);
/// "the latest new price", ...: which figure a price shows, in words.
QString priceBasisTitle(PriceBasis basis);
/// "new price", "used price", "cheaper of new and used": a short column-sized title.
QString priceBasisShortTitle(PriceBasis basis);
/// The basis a key names, the post's own method included; std::nullopt for an unknown key.
std::optional<PriceBasis> priceBasisFromKey(const QString &key);

/// Whether a price observed on `observedOn` is an offer a buyer can act on at `asOf` (invalid =
/// today): observed in the PriceFreshness::StaleMonths (12) months before it, the rule by which
/// the live picks count a card as on sale (docs/price-freshness.md).
bool isCurrentPrice(const QDate &observedOn, const QDate &asOf);

/// The price of a card as of a date: the latest new and the latest used observation at or
/// before it. `usd(Cheapest)` is the lower of the two that are current (isCurrentPrice), one
/// real observation with its kind and condition (a marketplace listing of unstated condition
/// counts as what it is); when neither is current, the newer of the two, which isStale() then
/// says. The post
/// averages a retail (new) and an eBay (used) price; `usd(Average)` does the same where both
/// exist and falls back to the one that exists, for the post's own view only.
struct PriceQuote
{
    std::optional<PriceObservation> newest; ///< latest new-condition observation
    /// latest second-hand observation: used, or a marketplace listing of mixed condition where
    /// that is newer (its condition says which)
    std::optional<PriceObservation> used;
    QDate asOf{}; ///< the day the quote is for; invalid = today

    /// Whether the observation behind usd(basis) is older than a buyer can act on at asOf (no
    /// price at all is not stale).
    bool isStale(PriceBasis basis) const;
    /// The date of the price behind usd(basis) with its condition, as a table or a summary shows
    /// it: "2026-10, used"; a stale one "last seen 2023-10, used". Empty without a price.
    QString dateAndKindLabel(PriceBasis basis) const;

    bool isEmpty() const { return !newest && !used; }
    std::optional<double> usd(PriceBasis basis) const;
    /// The observation(s) behind usd(basis), for showing source and date: one, except that
    /// Average takes both where both exist.
    QList<PriceObservation> basisObservations(PriceBasis basis) const;
    /// The date of the observation behind usd(basis); both dates ("2023-10 to 2025-08") when
    /// it averages two observations of different dates.
    QString dateLabel(PriceBasis basis) const;
};

/// The observations a quote at `asOf` rests on: for each GPU, those of the latest month at or
/// before `asOf` among its new prices, and among its second-hand ones (used and mixed); an
/// invalid `asOf` takes the latest of all. quotePrice() gives the same quote from these as from
/// all of a GPU's observations, so a caller that only quotes can read far fewer rows.
QList<PriceObservation> quotedObservations(const QList<PriceObservation> &observations, const QDate &asOf);

/// Latest observations at or before `asOf` (inclusive); an invalid date means "latest of all".
/// Within the latest month of a condition the user's own entry, a used over a mixed observation
/// and the preferred statistic win, then the latest date; several observations of that date are
/// averaged into one, several store listings (kind "retail_listing") give the cheapest of them.
PriceQuote quotePrice(const QList<PriceObservation> &observations, const QDate &asOf = {});

/// The last day of the month named "YYYY-MM", or an invalid date when the text is malformed.
QDate endOfMonth(const QString &yearMonth);

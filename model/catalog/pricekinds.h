// SPDX-FileCopyrightText: 2026 GPU Advisor contributors
// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include "model/catalog/gpu.h"

#include <QString>
#include <QStringList>

/// What a price observation is: the statistic behind the number and whether it is what buyers
/// paid (sold), what sellers asked (asking) or a shop's price (retail). Stored as a key in the
/// `kind` column of prices; the seed step (tools/make_seed.py) assigns it from each source's
/// documented method.
namespace PriceKinds {

/// Every known key, in the order a quote prefers them when several share a date.
QStringList keys();
bool isKnown(const QString &key);
/// The kind in the reader's language, e.g. "asking price, mean of the 3 cheapest listings";
/// an empty or unknown key gives an empty text.
QString title(const QString &key);
/// Whether the figure is what sellers asked rather than what buyers paid or a shop charged.
bool isAskingPrice(const QString &key);
/// The condition in the reader's language: "new", "used" or "new or used (marketplace)".
QString conditionTitle(PriceCondition condition);
/// One word for a price's condition beside a figure: "new", "used", "marketplace" (listings whose
/// condition the source does not state).
QString conditionWord(PriceCondition condition);
/// One line saying what an observation is: its condition and kind, e.g.
/// "used · average sold price".
QString describe(const PriceObservation &observation);

} // namespace PriceKinds

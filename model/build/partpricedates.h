// SPDX-FileCopyrightText: 2026 GPU Advisor contributors
// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include "model/build/partprice.h"

#include <QDate>

namespace PartPriceCsv {

/// parse() with the latest date a row may carry: what the user imports is held to today
/// (parse()); the bundled data passes a date that does not follow the clock and a downloaded
/// bundle its own date, so that a computer with a wrong clock still starts (issue 27).
bool parseUpTo(const QString &text, QList<PartPriceObservation> *rows, QStringList *errors, const QDate &latest);

} // namespace PartPriceCsv

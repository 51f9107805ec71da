// SPDX-FileCopyrightText: 2026 GPU Advisor contributors
// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include "model/cloud/cloudcatalogcsv.h"

#include <QDate>

namespace CloudCatalogCsv {

/// parse() with the latest date a rate may carry: a catalog the user imports is held to today
/// (parse()); the bundled rates to a date that does not follow the clock, a downloaded bundle's
/// to its own date (issue 27).
bool parseUpTo(const QString &text, const CloudCatalogDefaults &defaults, const QDate &notAfter, ParseResult *result,
               QStringList *errors);

} // namespace CloudCatalogCsv

// SPDX-FileCopyrightText: 2026 GPU Advisor contributors
// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include "model/performance/validation.h"

#include <QDate>

/// parseMeasuredCsv() with the latest date a figure may carry: the user's figures are held to
/// today (parseMeasuredCsv()); the bundled ones to a date that does not follow the clock, a
/// downloaded bundle's to its own date (issue 27).
bool parseMeasuredCsvUpTo(const QString &text, QList<MeasuredPoint> *points, QStringList *errors, const QDate &latest);

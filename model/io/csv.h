// SPDX-FileCopyrightText: 2026 GPU Advisor contributors
// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include <QList>
#include <QString>
#include <QStringList>

/// One record of a CSV file and the line it starts on (1-based, header = line 1).
struct CsvRecord
{
    int line = 0;
    QStringList fields;
};

/// RFC 4180 CSV: comma-separated, double-quoted fields may hold commas, quotes ("") and line
/// breaks. Returns false with `error` naming the line on an unterminated quote or stray text
/// after a closing quote.
bool parseCsv(const QString &text, QList<CsvRecord> *records, QString *error);

/// Quotes a field when it needs it.
QString csvField(const QString &value);
QString csvLine(const QStringList &fields);

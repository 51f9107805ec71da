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

/// The longest field parseCsv() accepts, in characters (64 Ki): ten times the longest note of
/// the bundled data would still fit; a longer one is a broken file, not a note.
constexpr qsizetype MaxCsvFieldLength = 64 * 1024;

/// RFC 4180 CSV: comma-separated, double-quoted fields may hold commas, quotes ("") and line
/// breaks. Returns false with `error` naming the line on an unterminated quote, stray text
/// after a closing quote or a field longer than MaxCsvFieldLength.
bool parseCsv(const QString &text, QList<CsvRecord> *records, QString *error);
/// The column names of the text's first line, lower case, without quotes or a byte-order mark:
/// enough to tell which layout a file is in before reading it.
QStringList csvHeaderNames(const QString &text);

/// The OWASP rule against formula injection: a text cell beginning with =, +, -, @, a tab or a
/// carriage return is read by spreadsheets as a formula, so it is written with a leading single
/// quote, which spreadsheets show as "this is text" and do not display. A cell that begins with
/// a quote gets one more, so that restoredCell() gives back exactly what was written: the round
/// trip changes nothing. Only text cells are neutralised: numbers (also negative ones) stay
/// numbers.
QString neutralizedCell(const QString &text);
/// The inverse of neutralizedCell(): drops a leading quote when the next character is one that
/// neutralizedCell() protects (=, +, -, @, tab, carriage return or a quote); other text is kept.
QString restoredCell(const QString &text);

/// Quotes a field when it needs it.
QString csvField(const QString &value);
QString csvLine(const QStringList &fields);

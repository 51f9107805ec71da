// SPDX-FileCopyrightText: 2026 GPU Advisor contributors
// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include <QDate>
#include <QList>
#include <QString>
#include <QStringList>
#include <QStringView>

struct CsvRecord;

/// Texts that come from outside (a file, a server, a downloaded bundle) before they reach a
/// terminal, a table or a heading: which characters they may not hold, and how a message shows
/// such a text without passing its escape codes on (docs/robustness.md).
namespace SafeText {

/// True for a C0 or C1 control character other than the line break, the carriage return and the
/// tab: terminal escape codes start with one.
bool isControl(char16_t u);
/// True for the marks that reverse or isolate the direction of text (U+202A to U+202E, U+2066
/// to U+2069): they make a line read differently from what it holds.
bool isBidiMark(char16_t u);
/// True when `text` holds a control character; a `singleLine` text (a name, a key) may not hold
/// line breaks, tabs or bidi marks either.
bool hasForbidden(QStringView text, bool singleLine);
/// `text` for a message: control characters, line breaks and bidi marks shown as \uXXXX, and at
/// most `maxChars` characters of it, the cut marked with an ellipsis.
QString printable(QStringView text, qsizetype maxChars = 200);

/// Checks every field of a CSV file's records (the header first): no control characters
/// anywhere, and no line breaks, tabs or bidi marks outside a note. Appends one problem per
/// field to `errors` ("line 4, column name: ...") and returns false when it found any.
bool checkRecords(const QList<CsvRecord> &records, QStringList *errors);

/// The first day a date from outside may name: 1990-01-01 (the bundled data begins in the 2010s).
QDate earliestDate();
/// The last day a date not held to the clock may name: 2100-12-31. Bundled and downloaded data
/// use it (or their bundle's date), so that a computer with a wrong clock still starts; what the
/// user imports is held to today instead.
QDate latestClockFreeDate();

} // namespace SafeText

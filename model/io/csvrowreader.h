// SPDX-FileCopyrightText: 2026 GPU Advisor contributors
// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include <QCoreApplication>
#include <QDate>
#include <QHash>
#include <QList>
#include <QString>
#include <QStringList>

#include <optional>

struct CsvRecord;

/// Reads the cells of one CSV record by column name into typed values, and words every problem
/// of a cell one way: `line N, column C: expected ..., found "..."`, the text found shown without
/// its control characters (SafeText::printable()). The problems of a row go to a list the caller
/// owns, so that one pass over a file shows all there is to fix. A column the header lacks reads
/// as a blank cell.
class CsvRowReader final
{
    Q_DECLARE_TR_FUNCTIONS(CsvRowReader)

public:
    enum class Need { Required, Optional };
    /// YYYY-MM, YYYY-MM-DD, or either (a month reads as its first day).
    enum class DateForm { Month, Day, MonthOrDay };

    /// `columns` maps the header's names to their positions. A column is looked up as named, then
    /// in lower case, so that a message can name it as its file format spells it (AcceleratorCount).
    CsvRowReader(const QHash<QString, int> &columns, const CsvRecord &record, QStringList *problems);

    int line() const;
    /// Whether the header has the column.
    bool has(const QString &column) const;
    /// The cell trimmed, with the spreadsheet quote of neutralizedCell() removed; no checks.
    QString cell(const QString &column) const;

    /// A text cell as cell() gives it. Control characters (terminal escape codes among them) are
    /// refused everywhere, and in a `singleLine` text (a name, a key) also line breaks, tabs and
    /// the marks that reverse the direction of text.
    QString text(const QString &column, Need need = Need::Required, bool singleLine = false);
    /// A finite number from `min` to `max`; a blank cell is nullopt.
    std::optional<double> optionalNumber(const QString &column, double min, double max);
    /// As optionalNumber(), and a blank cell is a problem (0 then).
    double number(const QString &column, double min, double max);
    /// Any finite number; a blank cell is a problem (0 then).
    double number(const QString &column);
    /// A whole number from `min` to `max`; a blank cell is nullopt.
    std::optional<int> optionalInteger(const QString &column, int min, int max);
    /// As optionalInteger(), and a blank cell is a problem (0 then).
    int integer(const QString &column, int min, int max);
    /// Any whole number; a blank cell reads as 0.
    int integerOrZero(const QString &column);
    /// 1 or 0; a blank cell is 0.
    bool flag(const QString &column);
    /// A date in `form`, within the bounds that are valid (dateRange()); a blank cell is an
    /// invalid date, and a problem when the date is Need::Required.
    QDate date(const QString &column, DateForm form, Need need, const QDate &earliest = {}, const QDate &latest = {});

    /// Adds the problem of `column`: what it should hold (`expected`, completing "expected ...")
    /// and what it holds.
    void fail(const QString &column, const QString &expected, const QString &found);
    /// Adds the problem of a value `found` that must be unique but is already on `firstLine`.
    void failRepeated(const QString &column, const QString &found, int firstLine);

    /// Reads `text` as a table with a header, and words every problem of the file's shape one way
    /// for every reader: a file that cannot be parsed, an empty one, a header without the
    /// columns `required`, a record with another number of fields than the header. `columns`
    /// maps the header's names (trimmed, in lower case, without a byte-order mark) to their
    /// positions; `rows` gets the records after the header, blank lines left out. False when
    /// there is a problem.
    static bool readTable(const QString &text, const QStringList &required, QHash<QString, int> *columns,
                          QList<CsvRecord> *rows, QStringList *problems);
    /// Whether a header read by readTable() has every column of `required`; else the problem.
    static bool requireColumns(const QHash<QString, int> &columns, const QStringList &required, QStringList *problems);
    /// The problem of a file without a header row.
    static QString emptyFile();
    /// The problem of a header without the columns `missing`; `found` names the columns it has.
    static QString missingColumns(const QStringList &missing, const QStringList &found = {});
    /// The problem of a header column no reader knows.
    static QString unknownColumn(const QString &column);

    /// `line N, column C: expected ..., found "..."`: the one wording of a cell's problem.
    static QString problem(int line, const QString &column, const QString &expected, const QString &found);
    /// Values to type exactly as shown, offered as a choice: "new, used or mixed".
    static QString alternatives(const QStringList &values);
    /// What a date between the valid bounds is, completing "expected ...": "a date from 1990-01-01
    /// to today (2026-11-27)", "a month up to 2027-12".
    static QString dateRange(DateForm form, const QDate &earliest, const QDate &latest);

private:
    /// The cell trimmed, as it stands: numbers and keys are not text and lose no quote.
    QString raw(const QString &column) const;

    const QHash<QString, int> &m_columns;
    const CsvRecord &m_record;
    QStringList *m_problems;
};

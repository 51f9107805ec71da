// SPDX-FileCopyrightText: 2026 GPU Advisor contributors
// SPDX-License-Identifier: GPL-3.0-or-later
#include "model/io/csvrowreader.h"

#include "model/io/csv.h"
#include "model/io/safetext.h"

#include <QRegularExpression>

#include <cmath>

using namespace Qt::StringLiterals;

CsvRowReader::CsvRowReader(const QHash<QString, int> &columns, const CsvRecord &record, QStringList *problems)
    : m_columns(columns)
    , m_record(record)
    , m_problems(problems)
{}

int CsvRowReader::line() const
{
    return m_record.line;
}

bool CsvRowReader::has(const QString &column) const
{
    return m_columns.contains(column) || m_columns.contains(column.toLower());
}

QString CsvRowReader::raw(const QString &column) const
{
    const int i = m_columns.value(column, m_columns.value(column.toLower(), -1));
    return i >= 0 && i < m_record.fields.size() ? m_record.fields.at(i).trimmed() : QString();
}

QString CsvRowReader::cell(const QString &column) const
{
    return restoredCell(raw(column));
}

QString CsvRowReader::text(const QString &column, Need need, bool singleLine)
{
    const QString value = cell(column);
    if (need == Need::Required && value.isEmpty())
        fail(column, tr("a value"), value);
    if (SafeText::hasForbidden(value, singleLine)) {
        //: What a CSV text column must hold; completes "expected ..." in the message about a field.
        fail(column, tr("text without control characters"), value);
    }
    return value;
}

std::optional<double> CsvRowReader::optionalNumber(const QString &column, double min, double max)
{
    const QString value = raw(column);
    if (value.isEmpty())
        return std::nullopt;
    bool ok = false;
    const double v = value.toDouble(&ok);
    if (!ok || !std::isfinite(v)) {
        fail(column, tr("a number"), value);
        return std::nullopt;
    }
    if (v < min || v > max) {
        fail(column, tr("a number from %1 to %2").arg(min).arg(max), value);
        return std::nullopt;
    }
    return v;
}

double CsvRowReader::number(const QString &column, double min, double max)
{
    if (raw(column).isEmpty()) {
        fail(column, tr("a number from %1 to %2").arg(min).arg(max), QString());
        return 0;
    }
    return optionalNumber(column, min, max).value_or(0);
}

double CsvRowReader::number(const QString &column)
{
    const QString value = raw(column);
    bool ok = false;
    const double v = value.toDouble(&ok);
    if (!ok || !std::isfinite(v)) {
        fail(column, tr("a number"), value);
        return 0;
    }
    return v;
}

std::optional<int> CsvRowReader::optionalInteger(const QString &column, int min, int max)
{
    const QString value = raw(column);
    if (value.isEmpty())
        return std::nullopt;
    bool ok = false;
    const int v = value.toInt(&ok);
    if (!ok || v < min || v > max) {
        fail(column, tr("a whole number from %1 to %2").arg(min).arg(max), value);
        return std::nullopt;
    }
    return v;
}

int CsvRowReader::integer(const QString &column, int min, int max)
{
    if (raw(column).isEmpty()) {
        fail(column, tr("a whole number from %1 to %2").arg(min).arg(max), QString());
        return 0;
    }
    return optionalInteger(column, min, max).value_or(0);
}

int CsvRowReader::integerOrZero(const QString &column)
{
    const QString value = raw(column);
    if (value.isEmpty())
        return 0;
    bool ok = false;
    const int v = value.toInt(&ok);
    if (!ok)
        fail(column, tr("a whole number"), value);
    return ok ? v : 0;
}

bool CsvRowReader::flag(const QString &column)
{
    const QString value = raw(column);
    if (value == u"1")
        return true;
    if (value != u"0" && !value.isEmpty())
        fail(column, alternatives({u"0"_s, u"1"_s}), value);
    return false;
}

QDate CsvRowReader::date(const QString &column, DateForm form, Need need, const QDate &earliest, const QDate &latest)
{
    static const QRegularExpression monthPattern(u"^\\d{4}-\\d{2}$"_s);
    const QString value = raw(column);
    if (value.isEmpty() && need == Need::Optional)
        return {};
    const bool asMonth =
        form == DateForm::Month || (form == DateForm::MonthOrDay && monthPattern.match(value).hasMatch());
    QDate date;
    if (!asMonth)
        date = QDate::fromString(value, Qt::ISODate);
    else if (monthPattern.match(value).hasMatch())
        date = QDate::fromString(value + u"-01"_s, Qt::ISODate);
    if (!date.isValid()) {
        //: YYYY-MM and YYYY-MM-DD are the formats the file must use; completes "expected ...".
        fail(column,
             form == DateForm::Month ? tr("a month YYYY-MM")
             : form == DateForm::Day ? tr("a date YYYY-MM-DD")
                                     : tr("a month YYYY-MM or a date YYYY-MM-DD"),
             value);
        return date;
    }
    if ((earliest.isValid() && date < earliest) || (latest.isValid() && date > latest))
        fail(column, dateRange(form, earliest, latest), value);
    return date;
}

QString CsvRowReader::dateRange(DateForm form, const QDate &earliest, const QDate &latest)
{
    const bool month = form == DateForm::Month;
    const auto shown = [month](const QDate &d) {
        return month ? d.toString(u"yyyy-MM"_s) : d.toString(Qt::ISODate);
    };
    if (!earliest.isValid()) {
        //: %1 the latest month (YYYY-MM) or day (YYYY-MM-DD) a date column may name
        return month ? tr("a month up to %1").arg(shown(latest)) : tr("a date up to %1").arg(shown(latest));
    }
    if (!latest.isValid()) {
        //: %1 the earliest month (YYYY-MM) or day (YYYY-MM-DD) a date column may name
        return month ? tr("a month from %1 on").arg(shown(earliest)) : tr("a date from %1 on").arg(shown(earliest));
    }
    if (latest == QDate::currentDate()) {
        //: %1 the earliest month or day a date column may name, %2 the current one
        return month ? tr("a month from %1 to this month (%2)").arg(shown(earliest), shown(latest))
                     : tr("a date from %1 to today (%2)").arg(shown(earliest), shown(latest));
    }
    //: %1 the earliest and %2 the latest month (YYYY-MM) or day (YYYY-MM-DD) a date column may name
    return month ? tr("a month from %1 to %2").arg(shown(earliest), shown(latest))
                 : tr("a date from %1 to %2").arg(shown(earliest), shown(latest));
}

void CsvRowReader::fail(const QString &column, const QString &expected, const QString &found)
{
    m_problems->append(problem(m_record.line, column, expected, found));
}

void CsvRowReader::failRepeated(const QString &column, const QString &found, int firstLine)
{
    //: Completes "expected ..." about a value that must be unique; %1 the line that already has it.
    fail(column, tr("a value not already on line %1").arg(firstLine), found);
}

bool CsvRowReader::readTable(const QString &text, const QStringList &required, QHash<QString, int> *columns,
                             QList<CsvRecord> *rows, QStringList *problems)
{
    QString error;
    if (!parseCsv(text, rows, &error)) {
        problems->append(error);
        return false;
    }
    if (rows->isEmpty()) {
        problems->append(emptyFile());
        return false;
    }
    QStringList header = rows->takeFirst().fields;
    for (int i = 0; i < header.size(); ++i) {
        QString name = header.at(i).trimmed().toLower();
        if (i == 0 && name.startsWith(QChar(0xFEFF)))
            name.remove(0, 1);
        header[i] = name;
        columns->insert(name, i);
    }
    QStringList missing;
    for (const QString &column : required) {
        if (!columns->contains(column))
            missing.append(column);
    }
    if (!missing.isEmpty()) {
        problems->append(missingColumns(missing, header));
        return false;
    }
    // Readers skip blank lines (csvField() quotes a lone empty field, so a record is never one).
    rows->removeIf([](const CsvRecord &r) { return r.fields.size() == 1 && r.fields.first().trimmed().isEmpty(); });
    const qsizetype before = problems->size();
    for (const CsvRecord &row : std::as_const(*rows)) {
        if (row.fields.size() != header.size()) {
            //: %1 a line number, %2 how many fields the header has, %3 how many the line has
            problems->append(tr("line %1: expected %2 fields as in the header, found %3")
                                 .arg(row.line)
                                 .arg(header.size())
                                 .arg(row.fields.size()));
        }
    }
    return problems->size() == before;
}

bool CsvRowReader::requireColumns(const QHash<QString, int> &columns, const QStringList &required,
                                  QStringList *problems)
{
    QStringList missing;
    for (const QString &column : required) {
        if (!columns.contains(column) && !missing.contains(column))
            missing.append(column);
    }
    if (!missing.isEmpty())
        problems->append(missingColumns(missing));
    return missing.isEmpty();
}

QString CsvRowReader::emptyFile()
{
    return tr("line 1: expected a header row, found an empty file");
}

QString CsvRowReader::missingColumns(const QStringList &missing, const QStringList &found)
{
    if (found.isEmpty()) {
        //: %1 lists the missing CSV column names (not translated).
        return tr("line 1: the header lacks the column(s) %1").arg(missing.join(u", "_s));
    }
    //: %1 lists the missing CSV column names, %2 the columns the header has (names are not translated).
    return tr("line 1: the header lacks the column(s) %1 (found: %2)").arg(missing.join(u", "_s), found.join(u", "_s));
}

QString CsvRowReader::unknownColumn(const QString &column)
{
    //: %1 is a column name of a CSV header (not translated).
    return tr("line 1: unknown column \"%1\"").arg(SafeText::printable(column));
}

QString CsvRowReader::problem(int line, const QString &column, const QString &expected, const QString &found)
{
    //: %2 is a CSV column name (not translated); %3 says what the column should hold, e.g. "a number from 1 to 5";
    //: %4 is the text found in the file.
    return tr("line %1, column %2: expected %3, found \"%4\"")
        .arg(QString::number(line), column, expected, SafeText::printable(found));
}

QString CsvRowReader::alternatives(const QStringList &values)
{
    if (values.size() < 2)
        return values.value(0);
    //: A choice of values that must be typed exactly as shown: "new or used", "new, used or mixed" (%1 holds all
    //: but the last, separated by commas). The values are not translated.
    return tr("%1 or %2").arg(values.mid(0, values.size() - 1).join(u", "_s), values.last());
}

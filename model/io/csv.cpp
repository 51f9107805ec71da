// SPDX-FileCopyrightText: 2026 GPU Advisor contributors
// SPDX-License-Identifier: GPL-3.0-or-later
#include "model/io/csv.h"

#include <QCoreApplication>

using namespace Qt::StringLiterals;

bool parseCsv(const QString &text, QList<CsvRecord> *records, QString *error)
{
    records->clear();
    int line = 1;
    int recordLine = 1;
    QStringList fields;
    QString field;
    bool inQuotes = false;
    bool afterQuote = false; // just closed a quoted field
    bool recordHasContent = false;

    bool tooLong = false;
    auto endField = [&] {
        fields.append(field);
        field.clear();
        afterQuote = false;
    };
    auto endRecord = [&] {
        endField();
        // Blank lines between records are tolerated and skipped.
        if (recordHasContent || fields.size() > 1 || !fields.first().isEmpty())
            records->append({recordLine, fields});
        fields.clear();
        recordHasContent = false;
    };

    const qsizetype n = text.size();
    qsizetype i = 0;
    if (n > 0 && text.at(0) == QChar(0xFEFF)) // byte-order mark
        i = 1;
    for (; i < n; ++i) {
        const QChar c = text.at(i);
        if (inQuotes) {
            if (c == u'"') {
                if (i + 1 < n && text.at(i + 1) == u'"') {
                    field.append(u'"');
                    ++i;
                } else {
                    inQuotes = false;
                    afterQuote = true;
                }
            } else {
                if (c == u'\n')
                    ++line;
                field.append(c);
                if (field.size() > MaxCsvFieldLength) {
                    tooLong = true;
                    break;
                }
            }
            continue;
        }
        if (c == u',') {
            endField();
            recordHasContent = true;
        } else if (c == u'\r' || c == u'\n') {
            if (c == u'\r' && i + 1 < n && text.at(i + 1) == u'\n')
                ++i;
            endRecord();
            ++line;
            recordLine = line;
        } else if (c == u'"' && field.isEmpty() && !afterQuote) {
            inQuotes = true;
            recordHasContent = true;
        } else if (afterQuote) {
            if (error)
                *error = QCoreApplication::translate("Csv", "line %1: unexpected text after a closing quote").arg(line);
            return false;
        } else {
            field.append(c);
            recordHasContent = true;
            if (field.size() > MaxCsvFieldLength) {
                tooLong = true;
                break;
            }
        }
    }
    if (tooLong) {
        if (error) {
            //: %1 is a line number, %2 a number of characters.
            *error = QCoreApplication::translate("Csv", "line %1: a field is longer than %2 characters, the most a "
                                                        "field may hold")
                         .arg(recordLine)
                         .arg(MaxCsvFieldLength);
        }
        return false;
    }
    if (inQuotes) {
        if (error)
            *error = QCoreApplication::translate("Csv", "line %1: a quoted field is never closed").arg(recordLine);
        return false;
    }
    if (recordHasContent || !field.isEmpty() || !fields.isEmpty())
        endRecord();
    return true;
}

QString csvField(const QString &value)
{
    // A byte-order mark is quoted too: at the start of a file a reader would drop it as an encoding mark.
    if (!value.contains(u',') && !value.contains(u'"') && !value.contains(u'\n') && !value.contains(u'\r') &&
        !value.contains(QChar(0xFEFF)))
        return value;
    QString quoted = value;
    quoted.replace(u"\""_s, u"\"\""_s);
    return u'"' + quoted + u'"';
}

QString csvLine(const QStringList &fields)
{
    // A lone empty field would make an empty line, which readers skip; quote it to keep the record.
    if (fields.size() == 1 && fields.first().isEmpty())
        return u"\"\""_s;
    QStringList out;
    out.reserve(fields.size());
    for (const QString &f : fields)
        out.append(csvField(f));
    return out.join(u',');
}

namespace {

bool isProtectedStart(QChar c)
{
    return c == u'=' || c == u'+' || c == u'-' || c == u'@' || c == u'\t' || c == u'\r' || c == u'\'';
}

} // namespace

QStringList csvHeaderNames(const QString &text)
{
    QString header = text.section(u'\n', 0, 0).trimmed().toLower();
    if (header.startsWith(QChar(0xFEFF)))
        header.remove(0, 1);
    QStringList names;
    for (const QString &name : header.split(u','))
        names.append(name.trimmed().remove(u'"'));
    return names;
}

QString neutralizedCell(const QString &text)
{
    return !text.isEmpty() && isProtectedStart(text.front()) ? u'\'' + text : text;
}

QString restoredCell(const QString &text)
{
    return text.size() >= 2 && text.front() == u'\'' && isProtectedStart(text.at(1)) ? text.mid(1) : text;
}

// SPDX-FileCopyrightText: 2026 GPU Advisor contributors
// SPDX-License-Identifier: GPL-3.0-or-later
#include "model/io/safetext.h"

#include "model/io/csv.h"

#include <QCoreApplication>

using namespace Qt::StringLiterals;

namespace SafeText {

bool isControl(char16_t u)
{
    const bool lineBreak = u == u'\n' || u == u'\r' || u == u'\t';
    return (u < 0x20 && !lineBreak) || (u >= 0x7f && u <= 0x9f);
}

bool isBidiMark(char16_t u)
{
    return (u >= 0x202a && u <= 0x202e) || (u >= 0x2066 && u <= 0x2069);
}

bool hasForbidden(QStringView text, bool singleLine)
{
    for (const QChar c : text) {
        const char16_t u = c.unicode();
        if (isControl(u))
            return true;
        if (singleLine && (u == u'\n' || u == u'\r' || u == u'\t' || isBidiMark(u)))
            return true;
    }
    return false;
}

QString printable(QStringView text, qsizetype maxChars)
{
    QString out;
    qsizetype shown = 0;
    for (const QChar c : text) {
        if (shown++ >= maxChars) {
            out += QChar(0x2026);
            break;
        }
        const char16_t u = c.unicode();
        if (u < 0x20 || isControl(u) || isBidiMark(u))
            out += u"\\u%1"_s.arg(int(u), 4, 16, QChar(u'0'));
        else
            out += c;
    }
    return out;
}

bool checkRecords(const QList<CsvRecord> &records, QStringList *errors)
{
    if (records.isEmpty())
        return true;
    const QStringList &header = records.first().fields;
    const qsizetype before = errors->size();
    for (const CsvRecord &record : records) {
        for (qsizetype i = 0; i < record.fields.size(); ++i) {
            const QString column = header.value(i).trimmed().toLower();
            const bool multiLine = column == u"note" || column == u"notes";
            if (!hasForbidden(record.fields.at(i), !multiLine))
                continue;
            //: %1 is a line number, %2 a column's name (not translated), %3 the text with the characters shown as
            //: codes.
            errors->append(QCoreApplication::translate("SafeText", "line %1, column %2: text may not hold control "
                                                                   "characters, line breaks or direction marks: \"%3\"")
                               .arg(QString::number(record.line), printable(header.value(i), 40),
                                    printable(record.fields.at(i), 60)));
        }
    }
    return errors->size() == before;
}

QDate earliestDate()
{
    return {1990, 1, 1};
}

QDate latestClockFreeDate()
{
    return {2100, 12, 31};
}

} // namespace SafeText

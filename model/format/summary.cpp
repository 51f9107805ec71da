// SPDX-FileCopyrightText: 2026 GPU Advisor contributors
// SPDX-License-Identifier: GPL-3.0-or-later
#include "model/format/summary.h"

#include <QCoreApplication>
#include <QJsonObject>

using namespace Qt::StringLiterals;

QString severityTitle(Severity severity)
{
    switch (severity) {
    case Severity::None:
        break;
    case Severity::Info:
        //: The label of a note that gives advice
        return QCoreApplication::translate("Summary", "Note");
    case Severity::Warning:
        //: The label of a note about something to act on
        return QCoreApplication::translate("Summary", "Warning");
    case Severity::Critical:
        //: The label of a note that describes something that will not work as planned
        return QCoreApplication::translate("Summary", "Critical");
    }
    return {};
}

QString severityKey(Severity severity)
{
    switch (severity) {
    case Severity::None:
        break;
    case Severity::Info:
        return u"info"_s;
    case Severity::Warning:
        return u"warning"_s;
    case Severity::Critical:
        return u"critical"_s;
    }
    return u"none"_s;
}

namespace SeverityPalette {

std::optional<QString> colour(Severity severity)
{
    // Tailwind's red-700 and amber-800: 6.5:1 and 7.1:1 against white, so they read as text
    // on paper and, adapted, on a dark window (docs/appearance-and-access.md).
    switch (severity) {
    case Severity::Critical:
        return u"#b91c1c"_s;
    case Severity::Warning:
        return u"#92400e"_s;
    case Severity::None:
    case Severity::Info:
        break;
    }
    return std::nullopt;
}

} // namespace SeverityPalette

const SummaryLine *SummarySection::line(const QString &lineKey) const
{
    for (const SummaryLine &l : lines) {
        if (l.key == lineKey)
            return &l;
    }
    return nullptr;
}

const SummarySection *Summary::section(const QString &key) const
{
    for (const SummarySection &s : sections) {
        if (s.key == key)
            return &s;
    }
    return nullptr;
}

QJsonArray Summary::toJson(const Summary &summary)
{
    QJsonArray sections;
    for (const SummarySection &section : summary.sections) {
        QJsonArray lines;
        for (const SummaryLine &l : section.lines) {
            lines.append(QJsonObject{{u"key"_s, l.key},
                                     {u"label"_s, l.label},
                                     {u"text"_s, l.text},
                                     {u"detail"_s, l.detail},
                                     {u"value"_s, l.value},
                                     {u"value_detail"_s, l.valueDetail},
                                     {u"strong"_s, l.strong},
                                     {u"severity"_s, severityKey(l.severity)},
                                     {u"source"_s, l.source},
                                     {u"link"_s, l.link}});
        }
        sections.append(QJsonObject{{u"key"_s, section.key}, {u"title"_s, section.title}, {u"lines"_s, lines}});
    }
    return sections;
}

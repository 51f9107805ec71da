// SPDX-FileCopyrightText: 2026 GPU Advisor contributors
// SPDX-License-Identifier: GPL-3.0-or-later
#include "app/commands/summarytext.h"

using namespace Qt::StringLiterals;

namespace {

QString lineText(const SummaryLine &line)
{
    QString text = line.label.isEmpty() ? line.text : line.label + u": "_s + line.text;
    if (line.severity != Severity::None)
        text = severityTitle(line.severity) + u": "_s + text;
    return text;
}

} // namespace

QString SummaryText::indented(const Summary &summary, int indent)
{
    const QString pad(indent, u' ');
    QString out;
    const auto put = [&](int depth, const QString &text) {
        if (!text.isEmpty())
            out += pad + QString(depth * 2, u' ') + text + u'\n';
    };
    put(0, summary.title);
    put(1, summary.subtitle);
    for (const SummarySection &section : summary.sections) {
        put(1, section.title.isEmpty() ? QString() : section.title + u':');
        out += lines(section, indent + 4);
    }
    return out;
}

QString SummaryText::lines(const SummarySection &section, int indent)
{
    QString out;
    const auto put = [&](int extra, const QString &text) {
        if (!text.isEmpty())
            out += QString(indent + extra, u' ') + text + u'\n';
    };
    for (const SummaryLine &line : section.lines) {
        put(0, lineText(line));
        for (const QString &more : {line.value, line.valueDetail, line.detail, line.link, line.source})
            put(2, more);
    }
    return out;
}

// SPDX-FileCopyrightText: 2026 GPU Advisor contributors
// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include <QJsonArray>
#include <QList>
#include <QString>

#include <optional>

/// How much a line of an answer matters. Decided once, where the answer is worked out; its
/// title (severityTitle) and its colour (SeverityPalette) are the same in every front end.
/// Ordered: a more serious severity compares greater (None, the line that is no note, least).
enum class Severity { None = -1, Info, Warning, Critical };

/// "Critical", "Warning", "Note": the word a reader (and a screen reader) is given. Empty for None.
QString severityTitle(Severity severity);
/// "none", "info", "warning", "critical": the key JSON and tests keep (untranslated).
QString severityKey(Severity severity);

/// The colours of the severities as plain "#rrggbb" values, shared by the window (which adapts
/// them to a dark theme) and the printed report: one palette, so a warning is one colour
/// everywhere. None and Info have no colour of their own: they are written in the text's colour.
namespace SeverityPalette {
std::optional<QString> colour(Severity severity);
}

/// One line of an answer, already translated and formatted (through Formatter). A front end
/// lays it out and adds nothing to its words: the window as a table row, a form row or a list
/// item, Markdown as a list item or a table row, the PDF as a table row.
struct SummaryLine
{
    QString key;         ///< what the line says, for front ends that place lines ("cpu", "total", a note's key)
    QString label;       ///< "CPU", "Hardware", a part's type or a note's severity title; may be empty
    QString text;        ///< the line itself
    QString detail;      ///< a second, smaller line under the text (where a price comes from); may be empty
    QString value;       ///< an amount, for lines that have one ("$1,599"); may be empty
    QString valueDetail; ///< a smaller line under the amount ("$799 each"); may be empty
    bool strong = false; ///< the line is a sum or a headline figure
    Severity severity = Severity::None;
    QString source; ///< where the line's figure or rule comes from, as people read it
    QString link;   ///< a web address for the source; may be empty
    int index = -1; ///< the line's item in the answer's own list (a part, a note), or -1

    /// A plain line: its key, label (may be empty) and text; the rest as above.
    static SummaryLine labelled(const QString &key, const QString &label, const QString &text)
    {
        SummaryLine line;
        line.key = key;
        line.label = label;
        line.text = text;
        return line;
    }

    bool operator==(const SummaryLine &) const = default;
};

/// A titled section of an answer: "Parts", "Power", "Costs over 5 years" ...
struct SummarySection
{
    QString key;   ///< "parts", "power", ... (untranslated)
    QString title; ///< translated
    QList<SummaryLine> lines;

    const SummaryLine *line(const QString &lineKey) const;
    bool operator==(const SummarySection &) const = default;
};

/// An answer as people read it: a title, a line under it and titled sections of labelled lines.
/// A plain value, made in model/ by the answer's own entry point (BuildSummary::of for a build
/// plan); the window, the command line, Markdown and the PDF only lay it out.
struct Summary
{
    QString title;
    QString subtitle;
    QList<SummarySection> sections;

    const SummarySection *section(const QString &key) const;
    bool operator==(const Summary &) const = default;

    /// The sections as JSON, so a script reads the same lines as the window: [{"key", "title",
    /// "lines": [{"key", "label", "text", "detail", "value", "value_detail", "strong", "severity",
    /// "source", "link"}]}]. The title and subtitle are the document's to place.
    static QJsonArray toJson(const Summary &summary);
};

// SPDX-FileCopyrightText: 2026 GPU Advisor contributors
// SPDX-License-Identifier: GPL-3.0-or-later
#include "ui/browser/explanationtext.h"

#include "model/browser/rankexplanation.h"
#include "model/browser/whatifsettings.h"

using namespace Qt::StringLiterals;

namespace {

QString escaped(const QString &text)
{
    return text.toHtmlEscaped();
}

/// A measured figure: the workload in bold and the test, the measurement beside the model's
/// figure, the source (a link where it has an address) and the full citation in small print.
QString figureHtml(const SummaryLine &line)
{
    QString h = u"<p style='margin-top:6px'><b>%1</b>: %2<br>"_s.arg(escaped(line.label), escaped(line.text));
    const auto colour = SeverityPalette::colour(line.severity);
    h += colour ? u"<span style='color:%1'>%2</span>"_s.arg(*colour, escaped(line.value)) : escaped(line.value);
    h += u"<br>"_s;
    h += line.link.isEmpty() ? escaped(line.detail)
                             : u"<a href=\"%1\">%2</a>"_s.arg(escaped(line.link), escaped(line.detail));
    if (!line.source.isEmpty())
        h += u"<br><small style='color:gray'>%1</small>"_s.arg(escaped(line.source));
    return h + u"</p>"_s;
}

/// A section: its title, then its labelled lines as a table and its sentences as paragraphs
/// (the model's notes as a list), in the summary's order.
QString sectionHtml(const SummarySection &section)
{
    QString h = u"<p><b>%1</b></p>"_s.arg(escaped(section.title));
    bool inTable = false;
    bool inList = false;
    for (const SummaryLine &line : section.lines) {
        const bool row = !line.label.isEmpty() && line.key != u"figure";
        const bool item = line.key == u"note";
        if (inTable && !row)
            h += u"</table>"_s;
        if (inList && !item)
            h += u"</ul>"_s;
        if (row && !inTable)
            h += u"<table>"_s;
        if (item && !inList)
            h += u"<ul>"_s;
        inTable = row;
        inList = item;
        if (line.key == u"figure")
            h += figureHtml(line);
        else if (row)
            h += u"<tr><td style='padding-right:14px'>%1</td><td>%2</td></tr>"_s.arg(escaped(line.label),
                                                                                     escaped(line.text));
        else if (item)
            h += u"<li>%1</li>"_s.arg(escaped(line.text));
        else
            h += u"<p>%1</p>"_s.arg(escaped(line.text));
    }
    if (inTable)
        h += u"</table>"_s;
    if (inList)
        h += u"</ul>"_s;
    return h;
}

} // namespace

QString ExplanationText::html(const RankEntry &entry, const GpuEvaluator &evaluator, const WhatIfSettings &settings)
{
    const RankExplanation explanation = RankExplanation::of(entry, evaluator, assumptions(settings));
    QString h = u"<h3>%1</h3><p><i>%2</i></p>"_s.arg(escaped(explanation.title), escaped(explanation.subtitle));
    for (const SummarySection &section : explanation.sections)
        h += sectionHtml(section);
    return h;
}

RankExplanation::Assumptions ExplanationText::assumptions(const WhatIfSettings &settings)
{
    RankExplanation::Assumptions a;
    a.referenceGpu = settings.performance().referenceGpu;
    a.currencySymbol = settings.currencySymbol();
    a.priceBasis = settings.cost().priceBasis;
    a.software = settings.effectiveSoftware();
    a.asOf = settings.asOf();
    return a;
}

// SPDX-FileCopyrightText: 2026 GPU Advisor contributors
// SPDX-License-Identifier: GPL-3.0-or-later
#include "report/buildreport.h"

#include "model/build/buildsummary.h"
#include "model/io/atomicfile.h"

#include <QAbstractTextDocumentLayout>
#include <QFont>
#include <QPageLayout>
#include <QPdfWriter>
#include <QSaveFile>
#include <QTextDocument>

using namespace Qt::StringLiterals;

namespace {

// Type sizes tried, largest first, until the report fits one page.
constexpr double LargestPointSize = 9.5;
constexpr double SmallestPointSize = 6.5;
constexpr double PointSizeStep = 0.5;

QString esc(const QString &text)
{
    return text.toHtmlEscaped();
}

/// A severity's colour from the palette the window shares; the text's colour for the rest.
QString reportSeverityColour(Severity severity)
{
    return SeverityPalette::colour(severity).value_or(u"#1f2937"_s);
}

QString reportRow(const QString &label, const QString &value, bool shaded)
{
    return u"<tr%1><td class='k'>%2</td><td>%3</td></tr>"_s.arg(shaded ? u" bgcolor='#f4f6f9'"_s : QString(),
                                                                esc(label), value);
}

/// A line's text, in its severity's colour when it goes wrong, and its source in small type.
QString reportText(const SummaryLine &line)
{
    QString text = esc(line.text);
    if (line.strong)
        text = u"<b>%1</b>"_s.arg(text);
    if (line.severity == Severity::Critical || line.severity == Severity::Warning)
        text = u"<span style='color:%1'>%2</span>"_s.arg(reportSeverityColour(line.severity), text);
    if (!line.source.isEmpty())
        text += u" <span class='small'>%1</span>"_s.arg(esc(line.source));
    return text;
}

QString reportOrigin(const SummarySection &section)
{
    QString h = u"<h2>%1</h2>"_s.arg(esc(section.title));
    bool answers = false;
    for (const SummaryLine &line : section.lines) {
        if (line.key == u"answer") {
            if (!answers)
                h += u"<table cellspacing='0' width='100%' class='small'>"_s;
            answers = true;
            h += u"<tr><td width='4%'>%1.</td><td>%2</td><td width='6%'><b>%3</b></td></tr>"_s.arg(
                esc(line.label), esc(line.text), esc(line.value));
        } else if (line.label.isEmpty()) {
            h += u"<p class='small'>%1</p>"_s.arg(esc(line.text));
        } else if (line.strong) {
            h += u"<p><b>%1.</b> %2</p>"_s.arg(esc(line.label), esc(line.text));
        } else {
            h += u"<p>%1: %2</p>"_s.arg(esc(line.label), esc(line.text));
        }
    }
    if (answers)
        h += u"</table>"_s;
    return h;
}

QString reportParts(const SummarySection &section)
{
    const QStringList columns = BuildSummary::partsColumns();
    QString h = u"<h2>%1</h2>"_s.arg(esc(section.title));
    h += u"<table cellspacing='0' width='100%'><tr><th width='16%'>%1</th><th>%2</th><th width='24%' "
         "class='num'>%3</th></tr>"_s.arg(esc(columns.at(0)), esc(columns.at(1)), esc(columns.at(2)));
    bool shaded = false;
    for (const SummaryLine &line : section.lines) {
        if (line.label.isEmpty()) {
            h += u"<tr><td></td><td><b>%1</b>%2</td><td class='num'><b>%3</b></td></tr>"_s.arg(
                esc(line.text),
                line.detail.isEmpty() ? QString() : u"<br/><span class='small'>%1</span>"_s.arg(esc(line.detail)),
                esc(line.value));
            continue;
        }
        const QString note =
            line.detail.isEmpty() ? QString() : u"<br/><span class='small'>%1</span>"_s.arg(esc(line.detail));
        const QString each =
            line.valueDetail.isEmpty() ? QString() : u"<br/><span class='small'>%1</span>"_s.arg(esc(line.valueDetail));
        h += u"<tr%1><td class='k'>%2</td><td>%3%4</td><td class='num'>%5%6</td></tr>"_s.arg(
            shaded ? u" bgcolor='#f4f6f9'"_s : QString(), esc(line.label), esc(line.text), note, esc(line.value), each);
        shaded = !shaded;
    }
    return h + u"</table>"_s;
}

QString reportForm(const SummarySection &section)
{
    QString h = u"<h2>%1</h2><table cellspacing='0' width='100%'>"_s.arg(esc(section.title));
    bool shaded = true;
    for (const SummaryLine &line : section.lines) {
        h += reportRow(line.label, reportText(line), shaded);
        shaded = !shaded;
    }
    return h + u"</table>"_s;
}

QString reportCosts(const SummarySection &section)
{
    QString h = u"<h2>%1</h2><table cellspacing='0' width='100%'>"_s.arg(esc(section.title));
    bool shaded = true;
    for (const SummaryLine &line : section.lines) {
        QString label = esc(line.label);
        if (!line.detail.isEmpty())
            label += u" <span class='small'>(%1)</span>"_s.arg(esc(line.detail));
        const QString value = line.strong ? u"<b>%1</b>"_s.arg(esc(line.value)) : esc(line.value);
        h += u"<tr%1><td>%2</td><td class='num'>%3</td></tr>"_s.arg(
            shaded ? u" bgcolor='#f4f6f9'"_s : QString(), line.strong ? u"<b>%1</b>"_s.arg(label) : label, value);
        shaded = !shaded;
    }
    return h + u"</table>"_s;
}

QString reportNotes(const SummarySection &section)
{
    QString h = u"<h2>%1</h2><table cellspacing='0' width='100%'>"_s.arg(esc(section.title));
    for (const SummaryLine &line : section.lines) {
        QString text = esc(line.text);
        if (!line.source.isEmpty())
            text += u" <span class='small'>%1</span>"_s.arg(esc(line.source));
        // The severity is one word that must not break ("Предупреждение" is wider than the
        // English "Warning"): its column is as wide as the longest.
        h += u"<tr><td style='color:%1; white-space:nowrap'><b>%2</b></td><td>%3</td></tr>"_s.arg(
            reportSeverityColour(line.severity), esc(line.label), text);
    }
    return h + u"</table>"_s;
}

QString reportAssumptions(const SummarySection &section)
{
    QStringList lines;
    for (const SummaryLine &line : section.lines)
        lines.append(esc(line.text));
    return u"<h2>%1</h2><p class='small'>%2</p>"_s.arg(esc(section.title), lines.join(u"<br/>"_s));
}

QString styleSheet()
{
    return u"body { color: #1f2937; }"
           "h1 { font-size: 15pt; color: #0f172a; margin: 0; }"
           "h2 { font-size: 10.5pt; color: #1d4ed8; margin-top: 9px; margin-bottom: 3px; }"
           "p { margin: 0 0 3px 0; }"
           "td { padding: 1px 5px; vertical-align: top; }"
           "th { padding: 2px 5px; text-align: left; background: #e2e8f0; }"
           ".sub { color: #5b6675; }"
           ".k { color: #475569; font-weight: bold; white-space: nowrap; }"
           ".num { text-align: right; white-space: nowrap; }"
           ".small { font-size: small; color: #475569; }"_s;
}

/// XMP metadata (stored uncompressed, in UTF-8): the title and the GPUs, so search tools and
/// tests find them without inflating the page streams.
QByteArray xmpMetadata(const BuildPlan &plan)
{
    QStringList gpus;
    for (const PlannedGpu &g : plan.gpus)
        gpus.append(g.gpu.name);
    const QString xmp =
        u"<?xpacket begin=\"%1\" id=\"W5M0MpCehiHzreSzNTczkc9d\"?>\n"
        "<x:xmpmeta xmlns:x=\"adobe:ns:meta/\">\n"
        " <rdf:RDF xmlns:rdf=\"http://www.w3.org/1999/02/22-rdf-syntax-ns#\">\n"
        "  <rdf:Description rdf:about=\"\" xmlns:dc=\"http://purl.org/dc/elements/1.1/\"\n"
        "      xmlns:xmp=\"http://ns.adobe.com/xap/1.0/\" xmlns:pdf=\"http://ns.adobe.com/pdf/1.3/\">\n"
        "   <dc:title><rdf:Alt><rdf:li xml:lang=\"x-default\">%2</rdf:li></rdf:Alt></dc:title>\n"
        "   <dc:description><rdf:Alt><rdf:li xml:lang=\"x-default\">%3</rdf:li></rdf:Alt></dc:description>\n"
        "   <pdf:Keywords>%4</pdf:Keywords>\n"
        "   <xmp:CreatorTool>GPU Advisor</xmp:CreatorTool>\n"
        "  </rdf:Description>\n"
        " </rdf:RDF>\n"
        "</x:xmpmeta>\n"
        "<?xpacket end=\"w\"?>"_s.arg(QChar(0xfeff), esc(BuildSummary::documentTitle(plan)),
                                      esc(BuildReport::tr("Build list and costs planned with GPU Advisor")),
                                      esc(gpus.join(u", "_s)));
    return xmp.toUtf8();
}

} // namespace

QString BuildReport::html(const BuildPlan &plan, const QDate &today)
{
    // The words are the summary's; the report lays them out: power and platform beside the costs.
    const BuildSummary summary = BuildSummary::of(plan, today);
    QString h = u"<html><head><style>"_s + styleSheet() + u"</style></head><body>"_s;
    h += u"<h1>%1</h1><p class='sub'>%2</p>"_s.arg(esc(BuildSummary::documentTitle(plan)), esc(summary.subtitle));
    if (const SummarySection *origin = summary.section(u"origin"_s))
        h += reportOrigin(*origin);
    if (const SummarySection *budget = summary.section(u"budget"_s))
        h += reportForm(*budget);
    h += reportParts(*summary.section(u"parts"_s));
    h += u"<table width='100%' cellspacing='0'><tr><td width='58%' style='padding:0'>"_s;
    h += reportForm(*summary.section(u"power"_s));
    h += reportForm(*summary.section(u"platform"_s));
    h += u"</td><td width='3%'></td><td style='padding:0'>"_s;
    h += reportCosts(*summary.section(u"costs"_s));
    h += u"</td></tr></table>"_s;
    if (const SummarySection *notes = summary.section(u"notes"_s))
        h += reportNotes(*notes);
    h += reportAssumptions(*summary.section(u"assumptions"_s));
    return h + u"</body></html>"_s;
}

std::unique_ptr<QTextDocument> BuildReport::document(const BuildPlan &plan, QPagedPaintDevice *device,
                                                     const QDate &today)
{
    auto doc = std::make_unique<QTextDocument>();
    // Lay out at the device's resolution, so what fits here fits on paper.
    doc->documentLayout()->setPaintDevice(device);
    const QPageLayout layout = device->pageLayout();
    doc->setPageSize(layout.paintRectPixels(device->logicalDpiX()).size());
    doc->setDocumentMargin(0);
    const QString text = html(plan, today);
    QFont font(u"Sans Serif"_s);
    for (double size = LargestPointSize; size >= SmallestPointSize - 1e-9; size -= PointSizeStep) {
        font.setPointSizeF(size);
        doc->setDefaultFont(font);
        doc->setHtml(text);
        if (doc->pageCount() <= 1)
            break;
    }
    doc->setMetaInformation(QTextDocument::DocumentTitle, plan.title());
    return doc;
}

bool BuildReport::writePdf(const BuildPlan &plan, const QString &path, QString *error)
{
    QSaveFile file(path);
    if (!AtomicFile::open(file, error))
        return false;
    {
        QPdfWriter writer(&file);
        writer.setTitle(title(plan));
        writer.setCreator(u"GPU Advisor"_s);
        writer.setDocumentXmpMetadata(xmpMetadata(plan));
        writer.setResolution(300);
        writer.setPageLayout(QPageLayout(QPageSize(QPageSize::A4), QPageLayout::Portrait, QMarginsF(15, 14, 15, 14),
                                         QPageLayout::Millimeter));
        const std::unique_ptr<QTextDocument> doc = document(plan, &writer);
        doc->print(&writer);
    }
    return AtomicFile::commit(file, error);
}

QString BuildReport::title(const BuildPlan &plan)
{
    return BuildSummary::documentTitle(plan);
}

void BuildReport::print(const BuildPlan &plan, QPagedPaintDevice *device)
{
    const std::unique_ptr<QTextDocument> doc = document(plan, device);
    doc->print(device);
}

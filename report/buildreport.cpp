// SPDX-FileCopyrightText: 2026 GPU Advisor contributors
// SPDX-License-Identifier: GPL-3.0-or-later
#include "report/buildreport.h"

#include "model/build/buildexport.h"
#include "model/build/rulesources.h"
#include "model/format/formatter.h"
#include "model/io/atomicfile.h"

#include <QAbstractTextDocumentLayout>
#include <QCoreApplication>
#include <QFont>
#include <QPageLayout>
#include <QPdfWriter>
#include <QSaveFile>
#include <QTextDocument>

#include <cmath>

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

QString severityColour(NoteSeverity severity)
{
    switch (severity) {
    case NoteSeverity::Critical:
        return u"#b91c1c"_s;
    case NoteSeverity::Warning:
        return u"#b45309"_s;
    case NoteSeverity::Info:
        return u"#334155"_s;
    }
    return u"#334155"_s;
}

QString severityLabel(NoteSeverity severity)
{
    switch (severity) {
    case NoteSeverity::Critical:
        return BuildReport::tr("Critical");
    case NoteSeverity::Warning:
        return BuildReport::tr("Warning");
    case NoteSeverity::Info:
        return BuildReport::tr("Note");
    }
    return {};
}

QString row(const QString &label, const QString &value, bool shaded)
{
    return u"<tr%1><td class='k'>%2</td><td>%3</td></tr>"_s.arg(shaded ? u" bgcolor='#f4f6f9'"_s : QString(),
                                                                esc(label), value);
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
        "<?xpacket end=\"w\"?>"_s.arg(QChar(0xfeff), esc(BuildReport::tr("GPU build: %1").arg(plan.title())),
                                      esc(BuildReport::tr("Build list and costs planned with GPU Advisor")),
                                      esc(gpus.join(u", "_s)));
    return xmp.toUtf8();
}

} // namespace

QString BuildReport::html(const BuildPlan &plan, const QDate &today)
{
    QString h;
    h += u"<html><head><style>"_s + styleSheet() + u"</style></head><body>"_s;
    h += u"<h1>%1</h1>"_s.arg(esc(tr("GPU build: %1").arg(plan.title())));
    const QString priceDate = plan.priceDate();
    h += u"<p class='sub'>%1</p>"_s.arg(
        esc(tr("Planned with GPU Advisor on %1. GPU prices %2; other parts at dated prices or the planner's defaults, "
               "as each line says (USD).")
                .arg(today.toString(Qt::ISODate),
                     priceDate.isEmpty() ? tr("from launch MSRPs") : tr("as of %1").arg(priceDate))));

    const BuildOrigin &origin = plan.request.origin;
    if (!origin.isEmpty()) {
        h += u"<h2>%1</h2>"_s.arg(esc(tr("Recommendation and why")));
        h += u"<p><b>%1.</b> %2</p>"_s.arg(esc(origin.leafTitle), esc(origin.leafText));
        if (!origin.leafAdvice.isEmpty())
            h += u"<p>%1 %2</p>"_s.arg(esc(tr("What to do next:")), esc(origin.leafAdvice));
        if (!origin.answers.isEmpty()) {
            h += u"<p class='small'>%1</p>"_s.arg(
                esc(tr("Your answers in the wizard (%1, %2):").arg(origin.chartTitle, origin.chartEdition)));
            h += u"<table cellspacing='0' width='100%' class='small'>"_s;
            int n = 1;
            for (const BuildOriginStep &step : origin.answers) {
                h += u"<tr><td width='4%'>%1.</td><td>%2</td><td width='6%'><b>%3</b></td></tr>"_s.arg(n++).arg(
                    esc(step.question), esc(step.answer == u"yes"  ? tr("Yes")
                                            : step.answer == u"no" ? tr("No")
                                                                   : step.answer));
            }
            h += u"</table>"_s;
        }
    }

    h += u"<h2>%1</h2>"_s.arg(esc(plan.machines > 1 ? tr("Parts, per machine") : tr("Parts")));
    h += u"<table cellspacing='0' width='100%'><tr><th width='16%'>%1</th><th>%2</th><th width='24%' "
         "class='num'>%3</th></tr>"_s.arg(esc(tr("Type")), esc(tr("Item")), esc(tr("Price")));
    bool shaded = false;
    for (const BuildPart &part : plan.parts) {
        const QString item = part.quantity > 1 ? u"%1 × %2"_s.arg(part.quantity).arg(part.item) : part.item;
        QString price = part.totalUsd() ? Formatter::money(*part.totalUsd()) : tr("no price on record");
        QString note;
        if (!part.priceNote.isEmpty())
            note = u"<br/><span class='small'>%1</span>"_s.arg(esc(part.priceNote));
        if (part.shared)
            price += u" "_s + tr("(shared)");
        h += u"<tr%1><td class='k'>%2</td><td>%3%4</td><td class='num'>%5</td></tr>"_s.arg(
            shaded ? u" bgcolor='#f4f6f9'"_s : QString(), esc(part.typeTitle()), esc(item), note, esc(price));
        shaded = !shaded;
    }
    if (plan.machines > 1) {
        h += u"<tr><td></td><td><b>%1</b></td><td class='num'><b>%2</b></td></tr>"_s.arg(
            esc(tr("Per machine")), esc(Formatter::money(plan.perMachineUsd())));
    }
    const QString totalLabel = plan.machines > 1 ? tr("Total, %1 machines").arg(plan.machines) : tr("Total");
    h += u"<tr><td></td><td><b>%1</b></td><td class='num'><b>%2</b></td></tr></table>"_s.arg(
        esc(totalLabel), esc(Formatter::money(plan.hardwareUsd)));

    h += u"<table width='100%' cellspacing='0'><tr><td width='58%' style='padding:0'>"_s;
    h += u"<h2>%1</h2><table cellspacing='0' width='100%'>"_s.arg(esc(tr("Power and platform")));
    QString power = esc(tr("%1 full load + %2% → %3")
                            .arg(Formatter::watts(plan.sustainedWatts()))
                            .arg(Formatter::number(BuildRules::PsuHeadroom * 100, 0))
                            .arg(plan.psu.description()));
    QString wall = esc(tr("about %1; %2: %3 continuously")
                           .arg(Formatter::watts(plan.wallWatts), plan.circuit.label,
                                Formatter::watts(plan.circuit.continuousWatts())));
    if (plan.exceedsCircuit)
        wall += u" <b style='color:#b91c1c'>%1</b>"_s.arg(esc(tr("(too much)")));
    h += row(tr("Power"), power, true);
    h += row(tr("From the wall"), wall, false);
    if (plan.alternative && plan.alternative->feasible) {
        h += row(tr("Power limit"),
                 esc(tr("%1 per GPU: about %2% slower, %3 from the wall")
                         .arg(Formatter::watts(plan.alternative->limitWatts))
                         .arg(Formatter::number((1 - plan.alternative->performanceFactor) * 100, 0))
                         .arg(Formatter::watts(plan.alternative->wallWatts))),
                 true);
    }
    h += row(tr("CPU"),
             esc(tr("%1; %2+ cores, %3+ PCIe lanes (x%4 per GPU)")
                     .arg(plan.cpu)
                     .arg(plan.cpuCores)
                     .arg(plan.cpuLanes)
                     .arg(plan.lanesPerGpu.preferred)),
             false);
    h += row(tr("Memory"), esc(tr("%1 GB%2").arg(plan.ramGb).arg(plan.ramEcc ? tr(" ECC") : QString())), true);
    h += row(tr("Storage"), esc(tr("%1 TB NVMe").arg(plan.nvmeTb)), false);
    h += row(tr("Chassis"), esc(plan.chassis), true);
    h += row(tr("Cooling"), esc(plan.cooling), false);
    bool shadeNext = true;
    if (!plan.network.isEmpty()) {
        h += row(tr("Network"), esc(plan.network), shadeNext);
        shadeNext = !shadeNext;
    }
    if (plan.memory && plan.request.workload) {
        const MemoryWorkload &w = *plan.request.workload;
        h += row(
            tr("Workload"),
            esc(tr("%1B parameters, %2, %3: needs about %4 GB of GPU memory")
                    .arg(Formatter::number(w.parameters / 1e9, w.parameters < 1e10 ? 1 : 0), numberFormatKey(w.format),
                         workloadModeText(w.mode), Formatter::number(plan.memory->totalGb(), 1))),
            shadeNext);
    }
    h += u"</table></td><td width='3%'></td><td style='padding:0'>"_s;

    const double years = plan.request.cost.years;
    const QString yearsText = Formatter::number(years, years == std::floor(years) ? 0 : 1);
    h += u"<h2>%1</h2><table cellspacing='0' width='100%'>"_s.arg(esc(tr("Costs over %1 years").arg(yearsText)));
    const auto costRow = [](const QString &label, const QString &value, bool bold, bool shade) {
        const QString v = bold ? u"<b>%1</b>"_s.arg(esc(value)) : esc(value);
        return u"<tr%1><td>%2</td><td class='num'>%3</td></tr>"_s.arg(
            shade ? u" bgcolor='#f4f6f9'"_s : QString(), bold ? u"<b>%1</b>"_s.arg(esc(label)) : esc(label), v);
    };
    h += costRow(plan.hardwarePriceComplete ? tr("Hardware") : tr("Hardware (incomplete)"),
                 Formatter::money(plan.hardwareUsd), false, true);
    h += costRow(tr("Electricity (%1 kWh a year)").arg(Formatter::number(plan.energyKwhPerYear, 0)),
                 Formatter::money(plan.electricityUsd), false, false);
    h += costRow(tr("Total cost of ownership"), Formatter::money(plan.totalCostOfOwnershipUsd()), true, true);
    h += costRow(tr("CO2 at %1 kg per kWh").arg(Formatter::number(plan.gridKgPerKwh, 3)),
                 tr("%1 kg CO2e").arg(Formatter::number(plan.co2Kg, 0)), false, false);
    h += u"</table></td></tr></table>"_s;

    if (!plan.notes.isEmpty()) {
        h += u"<h2>%1</h2><table cellspacing='0' width='100%'>"_s.arg(esc(tr("Warnings and advice")));
        for (const BuildNote &note : plan.notes) {
            const QString colour = severityColour(note.severity);
            QString text = esc(note.text);
            if (!note.source.isEmpty())
                text += u" <span class='small'>%1</span>"_s.arg(esc(ruleSourceTitles(note.source)));
            // The severity is one word that must not break ("Предупреждение" is wider than the
            // English "Warning"): its column is as wide as the longest.
            h += u"<tr><td style='color:%1; white-space:nowrap'><b>%2</b></td><td>%3</td></tr>"_s.arg(
                colour, esc(severityLabel(note.severity)), text);
        }
        h += u"</table>"_s;
    }

    h += u"<h2>%1</h2><p class='small'>"_s.arg(esc(tr("Assumptions")));
    QStringList lines;
    for (const QString &a : plan.assumptions)
        lines.append(esc(a));
    h += lines.join(u"<br/>"_s);
    h += u"</p></body></html>"_s;
    return h;
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
    return tr("GPU build: %1").arg(plan.title());
}

void BuildReport::print(const BuildPlan &plan, QPagedPaintDevice *device)
{
    const std::unique_ptr<QTextDocument> doc = document(plan, device);
    doc->print(device);
}

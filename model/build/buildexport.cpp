// SPDX-FileCopyrightText: 2026 GPU Advisor contributors
// SPDX-License-Identifier: GPL-3.0-or-later
#include "model/build/buildexport.h"

#include "model/build/buildsummary.h"
#include "model/io/atomicfile.h"
#include "model/io/csv.h"

#include <QCoreApplication>
#include <QFileInfo>

using namespace Qt::StringLiterals;

namespace BuildExport {

namespace {

QString mdBold(const QString &text)
{
    return text.isEmpty() ? text : u"**%1**"_s.arg(text);
}

/// Text from the database (a GPU's name may come from an imported file) as literal Markdown: the
/// characters that would make a link, raw HTML, emphasis or code are escaped, line breaks become
/// spaces, so a name cannot inject markup into the document or a viewer.
QString mdLiteral(const QString &text)
{
    QString out;
    out.reserve(text.size());
    for (const QChar c : text) {
        if (c == u'\n' || c == u'\r')
            out += u' ';
        else if (QStringView(u"\\`*_[]<>|").contains(c))
            out += u'\\' + QString(c);
        else
            out += c;
    }
    return out;
}

/// A line of a list section: "- **CPU:** text *source*"; the wizard's answers as a numbered list.
QString mdListLine(const SummaryLine &line)
{
    if (line.key == u"answer")
        return u"%1. %2 %3\n"_s.arg(line.label, mdLiteral(line.text), mdBold(mdLiteral(line.value)));
    // A line that is no note but goes wrong (a circuit overloaded) stands out as a critical note
    // does; a labelled line has its label in bold already.
    const bool stands = (line.strong && line.label.isEmpty()) ||
                        (line.severity == Severity::Critical && line.label != severityTitle(line.severity));
    QString text = stands ? mdBold(mdLiteral(line.text)) : mdLiteral(line.text);
    if (!line.value.isEmpty())
        text += u" "_s + mdBold(mdLiteral(line.value));
    if (!line.source.isEmpty())
        text += u" *%1*"_s.arg(mdLiteral(line.source));
    if (line.label.isEmpty())
        return u"- %1\n"_s.arg(text);
    return u"- **%1:** %2\n"_s.arg(mdLiteral(line.label), text);
}

/// The parts list as the forums' part-list table, `Type | Item | Price`.
QString mdPartsTable(const SummarySection &section)
{
    const QStringList columns = BuildSummary::partsColumns();
    QString md = u"%1|%2|%3\n:----|:----|:----\n"_s.arg(columns.at(0), columns.at(1), columns.at(2));
    for (const SummaryLine &line : section.lines) {
        if (line.label.isEmpty()) {
            // Sum rows leave the Type cell empty, so the label stands under Item and the amount
            // under Price in every GitHub-flavoured renderer (a leading pipe alone opens the first cell).
            md += u"| | %1 | %2 |\n"_s.arg(mdBold(mdLiteral(line.text)), mdBold(mdLiteral(line.value)));
            if (!line.detail.isEmpty())
                md += u"| | *%1* | |\n"_s.arg(mdLiteral(line.detail));
            continue;
        }
        QString price = line.value;
        if (!line.valueDetail.isEmpty())
            price += u" (%1)"_s.arg(line.valueDetail);
        // Every line says where its price comes from: a dated source, the user, or a default.
        if (!line.detail.isEmpty())
            price += u" @ %1"_s.arg(line.detail);
        md += u"**%1** | %2 | %3\n"_s.arg(mdLiteral(line.label), mdLiteral(line.text), mdLiteral(price));
    }
    return md;
}

QString mdCostsTable(const SummarySection &section)
{
    const QStringList columns = BuildSummary::costsColumns();
    QString md = u"%1|%2\n:----|----:\n"_s.arg(columns.at(0), columns.at(1));
    for (const SummaryLine &line : section.lines) {
        QString label = mdLiteral(line.label);
        if (!line.detail.isEmpty())
            label += u" (%1)"_s.arg(mdLiteral(line.detail));
        const QString value = mdLiteral(line.value);
        md += line.strong ? u"%1 | %2\n"_s.arg(mdBold(label), mdBold(value)) : u"%1 | %2\n"_s.arg(label, value);
    }
    return md;
}

} // namespace

QString formatKey(Format format)
{
    switch (format) {
    case Format::Markdown:
        return u"md"_s;
    case Format::Csv:
        return u"csv"_s;
    case Format::Json:
        return u"json"_s;
    case Format::Pdf:
        return u"pdf"_s;
    }
    return {};
}

std::optional<Format> formatForPath(const QString &path)
{
    const QString suffix = QFileInfo(path).suffix().toLower();
    if (suffix == u"md" || suffix == u"markdown")
        return Format::Markdown;
    if (suffix == u"csv")
        return Format::Csv;
    if (suffix == u"json")
        return Format::Json;
    if (suffix == u"pdf")
        return Format::Pdf;
    return std::nullopt;
}

QString markdown(const BuildPlan &plan)
{
    // The words are the summary's; only the Markdown marks around them are added here.
    const BuildSummary summary = BuildSummary::of(plan);
    QString md = u"# %1\n\n*%2*\n\n"_s.arg(mdLiteral(BuildSummary::documentTitle(plan)), mdLiteral(summary.subtitle));
    for (const SummarySection &section : summary.sections) {
        md += u"## %1\n\n"_s.arg(mdLiteral(section.title));
        if (section.key == u"parts") {
            md += mdPartsTable(section);
        } else if (section.key == u"costs") {
            md += mdCostsTable(section);
        } else {
            for (const SummaryLine &line : section.lines)
                md += mdListLine(line);
        }
        md += u"\n"_s;
    }
    md.chop(1);
    return md;
}

QString csv(const BuildPlan &plan)
{
    // The header and the type column are keys for spreadsheets and scripts, never translated; the
    // items and notes are free text, translated like the plan's own texts. Text cells, which may
    // carry a GPU name from an imported file, are neutralised against formula injection; the
    // amounts stay numbers.
    QString text = csvLine({u"type"_s, u"item"_s, u"quantity"_s, u"unit_usd"_s, u"total_usd"_s, u"price_note"_s});
    text += u"\n"_s;
    const auto usd = [](const std::optional<double> &v) {
        return v ? QString::number(*v, 'f', 2) : QString();
    };
    for (const BuildPart &part : plan.parts) {
        const int quantity = part.shared ? part.quantity : part.quantity * plan.machines;
        const std::optional<double> total =
            part.unitUsd ? std::optional<double>(*part.unitUsd * quantity) : std::nullopt;
        text += csvLine({neutralizedCell(part.type), neutralizedCell(part.item), QString::number(quantity),
                         usd(part.unitUsd), usd(total), neutralizedCell(part.priceNote)}) +
                u"\n"_s;
    }
    const QString years = QString::number(plan.request.cost.years);
    const QString incomplete = plan.hardwarePriceComplete
                                   ? QString()
                                   : QCoreApplication::translate("BuildExport", "a GPU has no price on record");
    text += csvLine({u"Total hardware"_s, neutralizedCell(plan.title()), QString(), QString(), usd(plan.hardwareUsd),
                     incomplete}) +
            u"\n"_s;
    //: %1 years of ownership, %2 the energy a year in kWh
    const QString electricity = QCoreApplication::translate("BuildExport", "%1 years, %2 kWh a year")
                                    .arg(years, QString::number(plan.energyKwhPerYear, 'f', 0));
    text +=
        csvLine({u"Electricity"_s, electricity, QString(), QString(), usd(plan.electricityUsd), QString()}) + u"\n"_s;
    if (!plan.resaleLines.isEmpty()) {
        text += csvLine({u"Expected resale"_s, neutralizedCell(plan.resaleLines.join(u"; "_s)), QString(), QString(),
                         usd(-plan.resaleUsd), QString()}) +
                u"\n"_s;
    }
    //: A period of ownership; %1 is a number of years
    const QString period = QCoreApplication::translate("BuildExport", "%1 years").arg(years);
    text += csvLine({u"Total cost of ownership"_s, period, QString(), QString(), usd(plan.totalCostOfOwnershipUsd()),
                     QString()}) +
            u"\n"_s;
    //: %1 kilograms of CO2 equivalent, %2 years of ownership, %3 the grid's carbon intensity
    const QString co2 = QCoreApplication::translate("BuildExport", "%1 kg CO2e over %2 years at %3 kg per kWh")
                            .arg(QString::number(plan.co2Kg, 'f', 0), years, QString::number(plan.gridKgPerKwh));
    text += csvLine({u"CO2"_s, co2, QString(), QString(), QString(), QString()}) + u"\n"_s;
    return text;
}

bool writeFile(const BuildPlan &plan, const QString &path, Format format, QString *error)
{
    switch (format) {
    case Format::Markdown:
        return AtomicFile::write(path, markdown(plan).toUtf8(), error);
    case Format::Csv:
        return AtomicFile::write(path, csv(plan).toUtf8(), error);
    case Format::Json:
        return AtomicFile::write(path, json(plan), error);
    case Format::Pdf:
        break;
    }
    if (error)
        *error = u"PDF is written by the report, not by BuildExport::writeFile"_s;
    return false;
}

} // namespace BuildExport

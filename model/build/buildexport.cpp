// SPDX-FileCopyrightText: 2026 GPU Advisor contributors
// SPDX-License-Identifier: GPL-3.0-or-later
#include "model/build/buildexport.h"

#include "model/build/rulesources.h"
#include "model/format/formatter.h"
#include "model/io/atomicfile.h"
#include "model/io/csv.h"

#include <QCoreApplication>
#include <QFileInfo>
#include <QJsonArray>
#include <QJsonDocument>

#include <cmath>

using namespace Qt::StringLiterals;

namespace BuildExport {

namespace {

const QString FormatName = u"gpu-advisor-build"_s;
constexpr int FormatVersion = 1;

QString watts(double value)
{
    //: Power in watts; %1 is a number such as 1,000
    return QCoreApplication::translate("BuildExport", "%1 W").arg(Formatter::number(std::round(value), 0));
}

QString bold(const QString &text)
{
    return u"**%1**"_s.arg(text);
}

/// A Markdown list item with a bold label: "- **CPU:** text".
QString labelledItem(const QString &label, const QString &text)
{
    return u"- **%1:** %2\n"_s.arg(label, text);
}

/// Text from the database (a GPU's name may come from an imported file) as literal Markdown: the
/// characters that would make a link, raw HTML, emphasis or code are escaped, line breaks become
/// spaces, so a name cannot inject markup into the document or a viewer.
QString literal(const QString &text)
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

QString cell(const QString &text)
{
    return literal(text);
}

QString severityLabel(NoteSeverity severity)
{
    switch (severity) {
    case NoteSeverity::Critical:
        //: The label of a planner note that describes a build that will not work as planned
        return QCoreApplication::translate("BuildExport", "Critical");
    case NoteSeverity::Warning:
        return QCoreApplication::translate("BuildExport", "Warning");
    case NoteSeverity::Info:
        //: The label of a planner note that gives advice
        return QCoreApplication::translate("BuildExport", "Note");
    }
    return {};
}

QString priceOriginKey(GpuPriceOrigin origin)
{
    switch (origin) {
    case GpuPriceOrigin::Requested:
        return u"requested-condition"_s;
    case GpuPriceOrigin::OtherCondition:
        return u"other-condition"_s;
    case GpuPriceOrigin::LaunchMsrp:
        return u"launch-msrp"_s;
    case GpuPriceOrigin::None:
        return u"none"_s;
    }
    return {};
}

QJsonValue optionalNumber(const std::optional<double> &value)
{
    return value ? QJsonValue(*value) : QJsonValue(QJsonValue::Null);
}

QJsonValue optionalInt(const std::optional<int> &value)
{
    return value ? QJsonValue(*value) : QJsonValue(QJsonValue::Null);
}

QJsonObject psuJson(const BuildRules::PsuChoice &psu)
{
    return {{u"unit_w"_s, psu.unitWatts},           {u"units"_s, psu.units},
            {u"redundant_units"_s, psu.redundant},  {u"server"_s, psu.server},
            {u"capacity_w"_s, psu.capacityWatts()}, {u"text"_s, psu.text()}};
}

QJsonObject workloadJson(const MemoryWorkload &w)
{
    return {{u"params"_s, w.parameters},
            {u"precision"_s, numberFormatKey(w.format)},
            {u"mode"_s, workloadModeKey(w.mode)},
            {u"layers"_s, optionalInt(w.layers)},
            {u"kv_heads"_s, optionalInt(w.kvHeads)},
            {u"head_dim"_s, optionalInt(w.headDim)},
            {u"context"_s, optionalInt(w.context)},
            {u"batch"_s, w.batch},
            {u"hidden"_s, optionalInt(w.hidden)},
            {u"trainable_fraction"_s, w.trainableFraction},
            {u"overhead_fraction"_s, w.overheadFraction}};
}

QJsonObject originJson(const BuildOrigin &o)
{
    QJsonArray answers;
    for (const BuildOriginStep &s : o.answers)
        answers.append(QJsonObject{{u"question"_s, s.question}, {u"answer"_s, s.answer}});
    return {{u"chart"_s, o.chartTitle},         {u"edition"_s, o.chartEdition}, {u"answers"_s, answers},
            {u"recommendation"_s, o.leafTitle}, {u"why"_s, o.leafText},         {u"advice"_s, o.leafAdvice}};
}

/// Reads JSON fields with messages that name the field. The field names ("request.cost.years")
/// are the file's keys and stay untranslated; each message is one translated sentence around
/// them.
class Reader
{
public:
    Reader(const QJsonObject &object, QString path, QString *error)
        : m_object(object)
        , m_path(std::move(path))
        , m_error(error)
    {}

    bool failed() const { return m_failed; }

    QString name(const QString &key) const { return m_path.isEmpty() ? key : m_path + u'.' + key; }

    /// Fails with `message` (the first failure is the one reported).
    bool fail(const QString &message)
    {
        if (!m_failed && m_error)
            *m_error = message;
        m_failed = true;
        return false;
    }

    bool failNotObject(const QString &key)
    {
        //: %1 is a field of a saved build file, e.g. request.gpus[0] (untranslated); an object in the JSON sense
        return fail(QCoreApplication::translate("BuildExport", "%1 must be an object").arg(name(key)));
    }

    bool has(const QString &key) const { return m_object.contains(key) && !m_object.value(key).isNull(); }

    double number(const QString &key, double fallback, double min, double max)
    {
        if (!has(key))
            return fallback;
        const QJsonValue v = m_object.value(key);
        if (!v.isDouble() || !std::isfinite(v.toDouble()) || v.toDouble() < min || v.toDouble() > max) {
            //: %1 is a field of a saved build file (untranslated), %2 and %3 the limits
            fail(QCoreApplication::translate("BuildExport", "%1 must be a number from %2 to %3")
                     .arg(name(key))
                     .arg(min)
                     .arg(max));
            return fallback;
        }
        return v.toDouble();
    }

    std::optional<int> integer(const QString &key, int min, int max)
    {
        if (!has(key))
            return std::nullopt;
        const QJsonValue v = m_object.value(key);
        const double d = v.toDouble();
        if (!v.isDouble() || d != std::floor(d) || d < min || d > max) {
            //: %1 is a field of a saved build file (untranslated), %2 and %3 the limits
            fail(QCoreApplication::translate("BuildExport", "%1 must be a whole number from %2 to %3")
                     .arg(name(key))
                     .arg(min)
                     .arg(max));
            return std::nullopt;
        }
        return int(d);
    }

    QString string(const QString &key, bool required = false)
    {
        if (!has(key)) {
            if (required) {
                //: %1 is a field of a saved build file (untranslated)
                fail(QCoreApplication::translate("BuildExport", "%1 is missing").arg(name(key)));
            }
            return {};
        }
        const QJsonValue v = m_object.value(key);
        if (!v.isString()) {
            //: %1 is a field of a saved build file (untranslated)
            fail(QCoreApplication::translate("BuildExport", "%1 must be text").arg(name(key)));
            return {};
        }
        return v.toString();
    }

    QJsonArray array(const QString &key)
    {
        if (!has(key))
            return {};
        if (!m_object.value(key).isArray()) {
            //: %1 is a field of a saved build file (untranslated)
            fail(QCoreApplication::translate("BuildExport", "%1 must be a list").arg(name(key)));
            return {};
        }
        return m_object.value(key).toArray();
    }

    std::optional<QJsonObject> object(const QString &key)
    {
        if (!has(key))
            return std::nullopt;
        if (!m_object.value(key).isObject()) {
            failNotObject(key);
            return std::nullopt;
        }
        return m_object.value(key).toObject();
    }

private:
    QJsonObject m_object;
    QString m_path;
    QString *m_error;
    bool m_failed = false;
};

bool workloadFromJson(const QJsonObject &o, MemoryWorkload *w, QString *error)
{
    Reader r(o, u"request.workload"_s, error);
    w->parameters = r.number(u"params"_s, 0, 0, 1e15);
    if (const QString p = r.string(u"precision"_s); !p.isEmpty()) {
        if (const auto f = numberFormatFromKey(p))
            w->format = *f;
        else
            //: %1 is a field of a saved build file (untranslated); fp32 ... int4 are values to type, untranslated
            return r.fail(QCoreApplication::translate("BuildExport", "%1 must be fp32, fp16, bf16, int8 or int4")
                              .arg(r.name(u"precision"_s)));
    }
    if (const QString m = r.string(u"mode"_s); !m.isEmpty()) {
        if (const auto mode = workloadModeFromKey(m))
            w->mode = *mode;
        else
            //: %1 is a field of a saved build file (untranslated); inference ... qlora are values to type, untranslated
            return r.fail(QCoreApplication::translate("BuildExport", "%1 must be inference, training, lora or qlora")
                              .arg(r.name(u"mode"_s)));
    }
    w->layers = r.integer(u"layers"_s, 1, 100000);
    w->kvHeads = r.integer(u"kv_heads"_s, 1, 100000);
    w->headDim = r.integer(u"head_dim"_s, 1, 1000000);
    w->context = r.integer(u"context"_s, 1, 1000000000);
    w->batch = r.integer(u"batch"_s, 1, 10000000).value_or(1);
    w->hidden = r.integer(u"hidden"_s, 1, 100000000);
    w->trainableFraction = r.number(u"trainable_fraction"_s, w->trainableFraction, 0, 1);
    w->overheadFraction = r.number(u"overhead_fraction"_s, w->overheadFraction, 0, 10);
    return !r.failed();
}

bool originFromJson(const QJsonObject &o, BuildOrigin *origin, QString *error)
{
    Reader r(o, u"request.origin"_s, error);
    origin->chartTitle = r.string(u"chart"_s);
    origin->chartEdition = r.string(u"edition"_s);
    origin->leafTitle = r.string(u"recommendation"_s);
    origin->leafText = r.string(u"why"_s);
    origin->leafAdvice = r.string(u"advice"_s);
    const QJsonArray answers = r.array(u"answers"_s);
    for (qsizetype i = 0; i < answers.size(); ++i) {
        if (!answers.at(i).isObject())
            return r.failNotObject(u"answers[%1]"_s.arg(i));
        Reader step(answers.at(i).toObject(), r.name(u"answers[%1]"_s.arg(i)), error);
        origin->answers.append({step.string(u"question"_s), step.string(u"answer"_s)});
        if (step.failed())
            return false;
    }
    return !r.failed();
}

/// A wizard answer as people read it; the request keeps the key ("yes" or "no").
QString answerText(const QString &key)
{
    if (key == u"yes") {
        //: The user's answer to a yes/no question of the wizard
        return QCoreApplication::translate("BuildExport", "yes");
    }
    if (key == u"no") {
        //: The user's answer to a yes/no question of the wizard
        return QCoreApplication::translate("BuildExport", "no");
    }
    return key;
}

QString partItem(const BuildPart &part)
{
    return part.quantity > 1 ? u"%1 × %2"_s.arg(part.quantity).arg(part.item) : part.item;
}

QString partPrice(const BuildPart &part)
{
    const auto total = part.totalUsd();
    if (!total)
        return QCoreApplication::translate("BuildExport", "no price on record");
    QString text = Formatter::money(*total);
    if (part.quantity > 1) {
        //: A part's price: %1 for all of them, %2 for one ("$3,000.00 ($1,500.00 each)")
        text = QCoreApplication::translate("BuildExport", "%1 (%2 each)").arg(text, Formatter::money(*part.unitUsd));
    }
    // Every line says where its price comes from: a dated source, the user, or a default.
    if (!part.priceNote.isEmpty())
        text += u" @ %1"_s.arg(part.priceNote);
    return text;
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
    // Headings, labels and sentences are translated; the Markdown marks around them are not.
    QString md;
    const QString years = Formatter::number(plan.request.cost.years,
                                            plan.request.cost.years == std::floor(plan.request.cost.years) ? 0 : 1);
    //: The document's title; %1 lists the GPUs, e.g. "4 × GeForce RTX 3090"
    md += u"# %1\n\n"_s.arg(QCoreApplication::translate("BuildExport", "GPU build: %1").arg(literal(plan.title())));
    const QString date = plan.priceDate();
    if (date.isEmpty()) {
        md += u"*%1*\n\n"_s.arg(
            QCoreApplication::translate("BuildExport", "Planned with GPU Advisor. GPU prices from launch MSRPs; other "
                                                       "parts at dated prices or the planner's defaults, as each line "
                                                       "says (USD)."));
    } else {
        //: %1 is the date of the newest GPU price, e.g. 2024-06
        md += u"*%1*\n\n"_s.arg(QCoreApplication::translate("BuildExport",
                                                            "Planned with GPU Advisor. GPU prices as of %1; other "
                                                            "parts at dated prices or the planner's defaults, as each "
                                                            "line says (USD).")
                                    .arg(date));
    }

    if (!plan.request.origin.isEmpty()) {
        const BuildOrigin &o = plan.request.origin;
        //: A heading: the wizard's recommendation the build came from
        md += u"## %1\n\n**%2**. %3\n\n"_s.arg(QCoreApplication::translate("BuildExport", "Recommendation"),
                                               o.leafTitle, o.leafText);
        if (!o.leafAdvice.isEmpty()) {
            //: %1 is the wizard's advice
            md += QCoreApplication::translate("BuildExport", "What to do next: %1").arg(o.leafAdvice) + u"\n\n"_s;
        }
        if (!o.answers.isEmpty()) {
            //: Introduces the list of the wizard's questions and answers; %1 the chart's title, %2 its edition
            md +=
                QCoreApplication::translate("BuildExport", "Your answers (%1, %2):").arg(o.chartTitle, o.chartEdition) +
                u"\n\n"_s;
            int n = 1;
            for (const BuildOriginStep &s : o.answers)
                md += u"%1. %2 **%3**\n"_s.arg(n++).arg(s.question, answerText(s.answer));
            md += u"\n"_s;
        }
    }

    if (plan.memory && plan.request.workload) {
        // What the GPUs' memory was sized for, as the PDF's parts table says it.
        const MemoryWorkload &w = *plan.request.workload;
        //: %1 "Workload" in bold; %2 the parameters in billions, %3 the number format (fp16, int4...), %4 the mode
        //: (inference, training...), %5 the GPU memory in GB
        md += QCoreApplication::translate("BuildExport", "%1: %2B parameters, %3, %4: needs about %5 GB of GPU memory")
                  .arg(bold(QCoreApplication::translate("BuildExport", "Workload")),
                       Formatter::number(w.parameters / 1e9, w.parameters < 1e10 ? 1 : 0), numberFormatKey(w.format),
                       workloadModeText(w.mode), Formatter::number(plan.memory->totalGb(), 1)) +
              u"\n\n"_s;
    }

    //: A heading: the parts list
    const QString parts = plan.machines > 1 ? QCoreApplication::translate("BuildExport", "Parts (per machine)")
                                            : QCoreApplication::translate("BuildExport", "Parts");
    md += u"## %1\n\n"_s.arg(parts);
    //: A column header of the parts table: the kind of part (GPU, CPU, Memory, ...)
    const QString type = QCoreApplication::translate("BuildExport", "Type");
    //: A column header of the parts table (the part) and of the costs table (what costs the amount)
    const QString item = QCoreApplication::translate("BuildExport", "Item");
    //: A column header of the parts table: the part's price
    const QString price = QCoreApplication::translate("BuildExport", "Price");
    md += u"%1|%2|%3\n:----|:----|:----\n"_s.arg(type, item, price);
    for (const BuildPart &part : plan.parts) {
        if (part.shared)
            continue;
        md += u"**%1** | %2 | %3\n"_s.arg(cell(part.typeTitle()), cell(partItem(part)), cell(partPrice(part)));
    }
    const double perMachine = plan.perMachineUsd();
    if (plan.machines > 1) {
        // Sum rows leave the Type cell empty, so the label stands under Item and the amount under
        // Price in every GitHub-flavoured renderer (a leading pipe alone opens the first cell).
        md += u"| | **%1** | **%2** |\n"_s.arg(QCoreApplication::translate("BuildExport", "Per machine"),
                                               Formatter::money(perMachine));
        for (const BuildPart &part : plan.parts) {
            if (part.shared)
                md += u"**%1** | %2 | %3\n"_s.arg(cell(part.typeTitle()), cell(partItem(part)), cell(partPrice(part)));
        }
        //: %1 is the number of machines
        md += u"| | **%1** | **%2** |\n"_s.arg(
            QCoreApplication::translate("BuildExport", "Total, %1 machines").arg(plan.machines),
            Formatter::money(plan.hardwareUsd));
    } else {
        md += u"| | **%1** | **%2** |\n"_s.arg(QCoreApplication::translate("BuildExport", "Total"),
                                               Formatter::money(plan.hardwareUsd));
    }
    if (!plan.hardwarePriceComplete) {
        md += u"| | *%1* | |\n"_s.arg(
            QCoreApplication::translate("BuildExport", "A GPU has no price on record; the total leaves it out"));
    }
    md += u"\n"_s;

    //: A heading: the build's power draw and supply
    md += u"## %1\n\n"_s.arg(QCoreApplication::translate("BuildExport", "Power"));
    QStringList cards;
    for (const PlannedGpu &g : plan.gpus)
        cards.append(u"%1 × %2"_s.arg(g.count).arg(watts(g.drawWatts)));
    //: %1 the cards' draw ("4 × 450 W"), %2 their sum, %3 the CPU's, %4 the rest's, %5 the total (in bold)
    md += u"- %1\n"_s.arg(
        QCoreApplication::translate("BuildExport", "Full load: GPUs %1 = %2, CPU %3, rest of the system %4: %5")
            .arg(cards.join(u" + "_s), watts(plan.gpuWatts), watts(plan.cpuWatts), watts(plan.restWatts),
                 bold(watts(plan.sustainedWatts()))));
    //: %1 the PSU(s) chosen (in bold), %2 the headroom in percent (a number), %3 the power needed
    md += u"- %1\n"_s.arg(QCoreApplication::translate("BuildExport", "PSU: %1 (full load + %2% headroom = %3)")
                              .arg(bold(plan.psu.text()), Formatter::number(BuildRules::PsuHeadroom * 100, 0),
                                   watts(plan.requiredPsuWatts)));
    if (plan.exceedsCircuit) {
        //: %1 the wall draw, %2 the circuit's name, %3 what it carries for hours; keep the ** marks (bold)
        md += u"- %1\n"_s.arg(
            QCoreApplication::translate("BuildExport",
                                        "From the wall: about %1; %2: %3 continuous — **too much for this circuit**")
                .arg(watts(plan.wallWatts), plan.circuit.label, watts(plan.circuit.continuousWatts())));
    } else {
        //: %1 the wall draw, %2 the circuit's name, %3 what it carries for hours
        md += u"- %1\n"_s.arg(
            QCoreApplication::translate("BuildExport", "From the wall: about %1; %2: %3 continuous — fits")
                .arg(watts(plan.wallWatts), plan.circuit.label, watts(plan.circuit.continuousWatts())));
    }
    if (plan.alternative && plan.alternative->feasible) {
        const PowerLimitAlternative &a = *plan.alternative;
        //: %1 the power limit per GPU, %2 the speed lost in percent (a number), %3 the wall draw, %4 the PSU
        md += u"- %1\n"_s.arg(
            QCoreApplication::translate("BuildExport",
                                        "Power-limited alternative: %1 per GPU, about %2% slower, %3 from the wall, %4")
                .arg(watts(a.limitWatts), Formatter::number((1 - a.performanceFactor) * 100, 0), watts(a.wallWatts),
                     a.psu.description()));
    }
    md += u"\n"_s;

    //: A heading: CPU, memory, storage, case and cooling
    md += u"## %1\n\n"_s.arg(QCoreApplication::translate("BuildExport", "Platform"));
    //: %1 the CPU class, %2 cores, %3 PCIe lanes, %4 and %5 lanes per GPU (numbers)
    const QString cpu =
        QCoreApplication::translate("BuildExport", "%1; %2+ cores, %3+ PCIe lanes (x%4 per GPU, at least x%5)")
            .arg(plan.cpu, QString::number(plan.cpuCores), QString::number(plan.cpuLanes),
                 QString::number(plan.lanesPerGpu.preferred), QString::number(plan.lanesPerGpu.minimum));
    md += labelledItem(QCoreApplication::translate("BuildExport", "CPU"), cpu);
    QString memory;
    if (plan.ramEcc) {
        //: System memory with error correction; %1 is its size in GB
        memory = QCoreApplication::translate("BuildExport", "%1 GB ECC").arg(plan.ramGb);
    } else {
        //: System memory; %1 is its size in GB
        memory = QCoreApplication::translate("BuildExport", "%1 GB").arg(plan.ramGb);
    }
    //: System memory (RAM)
    md += labelledItem(QCoreApplication::translate("BuildExport", "Memory"), memory);
    //: %1 is the SSD's size in TB
    const QString storage = QCoreApplication::translate("BuildExport", "%1 TB NVMe").arg(plan.nvmeTb);
    md += labelledItem(QCoreApplication::translate("BuildExport", "Storage"), storage);
    //: The computer case
    md += labelledItem(QCoreApplication::translate("BuildExport", "Chassis"), plan.chassis);
    md += labelledItem(QCoreApplication::translate("BuildExport", "Cooling"), plan.cooling);
    if (!plan.network.isEmpty())
        md += labelledItem(QCoreApplication::translate("BuildExport", "Network"), plan.network);
    md += u"\n"_s;

    if (!plan.notes.isEmpty()) {
        md += u"## %1\n\n"_s.arg(QCoreApplication::translate("BuildExport", "Warnings and advice"));
        for (const BuildNote &n : plan.notes) {
            md += u"- **%1:** %2"_s.arg(severityLabel(n.severity), literal(n.text));
            if (!n.source.isEmpty())
                md += u" *%1*"_s.arg(literal(ruleSourceTitles(n.source)));
            md += u"\n"_s;
        }
        md += u"\n"_s;
    }

    //: A heading: the costs of the build
    const QString costs = QCoreApplication::translate("BuildExport", "Costs");
    const QString costItem = QCoreApplication::translate("BuildExport", "Item");
    //: A column header of the costs table: the amount of money
    const QString amount = QCoreApplication::translate("BuildExport", "Amount");
    md += u"## %1\n\n%2|%3\n:----|----:\n"_s.arg(costs, costItem, amount);
    QString hardware;
    if (plan.hardwarePriceComplete) {
        hardware = QCoreApplication::translate("BuildExport", "Hardware");
    } else {
        //: The hardware's cost, which leaves out a GPU without a price
        hardware = QCoreApplication::translate("BuildExport", "Hardware (incomplete)");
    }
    md += u"%1 | %2\n"_s.arg(hardware, Formatter::money(plan.hardwareUsd));
    //: %1 years of ownership, %2 the energy a year in kWh
    md += u"%1 | %2\n"_s.arg(QCoreApplication::translate("BuildExport", "Electricity, %1 years (%2 kWh a year)")
                                 .arg(years, Formatter::number(plan.energyKwhPerYear, 0)),
                             Formatter::money(plan.electricityUsd));
    //: %1 years of ownership
    md += u"**%1** | **%2**\n"_s.arg(
        QCoreApplication::translate("BuildExport", "Total cost of ownership, %1 years").arg(years),
        Formatter::money(plan.totalCostOfOwnershipUsd()));
    //: %1 years of ownership, %2 the grid's carbon intensity
    md += u"%1 | %2\n\n"_s.arg(
        QCoreApplication::translate("BuildExport", "CO2, %1 years (%2 kg CO2e per kWh)")
            .arg(years, Formatter::number(plan.gridKgPerKwh, 3)),
        //: A mass of carbon dioxide equivalent; %1 is a number of kilograms
        QCoreApplication::translate("BuildExport", "%1 kg CO2e").arg(Formatter::number(plan.co2Kg, 0)));

    //: A heading: what the plan assumes
    md += u"## %1\n\n"_s.arg(QCoreApplication::translate("BuildExport", "Assumptions"));
    // Plain sentences that name GPUs and price sources from the database.
    for (const QString &a : plan.assumptions)
        md += u"- %1\n"_s.arg(literal(a));
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

QJsonObject requestToJson(const BuildRequest &request)
{
    QJsonArray gpus;
    for (const BuildGpuLine &line : request.gpus)
        gpus.append(QJsonObject{{u"name"_s, line.gpuName}, {u"count"_s, line.count}});
    QJsonObject partPrices;
    for (auto it = request.partPriceUsd.cbegin(); it != request.partPriceUsd.cend(); ++it)
        partPrices.insert(it.key(), it.value());
    return {
        {u"gpus"_s, gpus},
        {u"condition"_s, priceConditionKey(request.condition)},
        {u"power_limit_w"_s, optionalInt(request.powerLimitWatts)},
        {u"machines"_s, request.machines},
        {u"minimum_ram_gb"_s, request.minimumRamGb},
        {u"circuit"_s, request.circuitKey.isEmpty() ? QJsonValue(QJsonValue::Null)
                                                    : QJsonValue(request.circuitKey.trimmed().toLower())},
        {u"grid_kg_per_kwh"_s,
         request.gridKgPerKwh < 0 ? QJsonValue(QJsonValue::Null) : QJsonValue(request.gridKgPerKwh)},
        {u"price_as_of"_s, request.priceAsOf.isValid() ? QJsonValue(request.priceAsOf.toString(Qt::ISODate))
                                                       : QJsonValue(QJsonValue::Null)},
        {u"cost"_s, QJsonObject{{u"years"_s, request.cost.years},
                                {u"kwh_price_usd"_s, request.cost.kwhPriceUsd},
                                {u"utilization"_s, request.cost.utilization}}},
        {u"workload"_s, request.workload ? QJsonValue(workloadJson(*request.workload)) : QJsonValue(QJsonValue::Null)},
        {u"part_prices"_s, partPrices},
        {u"origin"_s,
         request.origin.isEmpty() ? QJsonValue(QJsonValue::Null) : QJsonValue(originJson(request.origin))}};
}

bool requestFromJson(const QJsonObject &object, BuildRequest *request, QString *error)
{
    QString localError;
    QString *err = error ? error : &localError;
    BuildRequest result;
    Reader r(object, u"request"_s, err);
    const QJsonArray gpus = r.array(u"gpus"_s);
    if (r.failed())
        return false;
    if (gpus.isEmpty())
        //: %1 is a field of a saved build file (untranslated)
        return r.fail(
            QCoreApplication::translate("BuildExport", "%1 must list at least one GPU").arg(r.name(u"gpus"_s)));
    for (qsizetype i = 0; i < gpus.size(); ++i) {
        if (!gpus.at(i).isObject())
            return r.failNotObject(u"gpus[%1]"_s.arg(i));
        Reader line(gpus.at(i).toObject(), r.name(u"gpus[%1]"_s.arg(i)), err);
        const QString name = line.string(u"name"_s, true);
        const std::optional<int> count = line.integer(u"count"_s, 1, BuildRules::MaxGpusPerMachine);
        if (line.failed())
            return false;
        result.gpus.append({name, count.value_or(1)});
    }
    const QString condition = r.string(u"condition"_s);
    if (!condition.isEmpty()) {
        const auto c = priceConditionFromKey(condition);
        if (!c)
            //: %1 is a field of a saved build file (untranslated); "new" and "used" are values to type, untranslated
            return r.fail(
                QCoreApplication::translate("BuildExport", "%1 must be new or used").arg(r.name(u"condition"_s)));
        result.condition = *c;
    }
    result.powerLimitWatts = r.integer(u"power_limit_w"_s, 1, 5000);
    result.machines = r.integer(u"machines"_s, 1, BuildRules::MaxMachines).value_or(1);
    result.minimumRamGb = r.integer(u"minimum_ram_gb"_s, 0, 65536).value_or(0);
    result.circuitKey = r.string(u"circuit"_s);
    if (!result.circuitKey.isEmpty() && !BuildRules::circuitFromKey(result.circuitKey))
        //: %1 is a field of a saved build file (untranslated), %2 the circuit name it gives
        return r.fail(QCoreApplication::translate("BuildExport", "%1 '%2' is not a known circuit")
                          .arg(r.name(u"circuit"_s), result.circuitKey));
    result.gridKgPerKwh = r.number(u"grid_kg_per_kwh"_s, -1, 0, 5);
    const QString asOf = r.string(u"price_as_of"_s);
    if (!asOf.isEmpty()) {
        result.priceAsOf = QDate::fromString(asOf, Qt::ISODate);
        if (!result.priceAsOf.isValid())
            //: %1 is a field of a saved build file (untranslated); YYYY-MM-DD is the date's format
            return r.fail(QCoreApplication::translate("BuildExport", "%1 must be a date YYYY-MM-DD")
                              .arg(r.name(u"price_as_of"_s)));
    }
    if (const auto cost = r.object(u"cost"_s)) {
        Reader c(*cost, u"request.cost"_s, err);
        result.cost.years = c.number(u"years"_s, result.cost.years, 0.01, 50);
        result.cost.kwhPriceUsd = c.number(u"kwh_price_usd"_s, result.cost.kwhPriceUsd, 0, 10);
        result.cost.utilization = c.number(u"utilization"_s, result.cost.utilization, 0, 1);
        if (c.failed())
            return false;
    }
    if (const auto workload = r.object(u"workload"_s)) {
        MemoryWorkload w;
        if (!workloadFromJson(*workload, &w, err))
            return false;
        result.workload = w;
    }
    if (const auto partPrices = r.object(u"part_prices"_s)) {
        for (auto it = partPrices->constBegin(); it != partPrices->constEnd(); ++it) {
            const double usd = it.value().toDouble(-1);
            if (!it.value().isDouble() || usd < 0 || usd > 1e6 || it.key().trimmed().isEmpty())
                //: %1 is a field of a saved build file (untranslated), %2 a part type
                return r.fail(QCoreApplication::translate("BuildExport", "%1: the price of '%2' must be a number "
                                                                         "from 0 to 1,000,000")
                                  .arg(r.name(u"part_prices"_s), it.key()));
            result.partPriceUsd.insert(it.key(), usd);
        }
    }
    if (const auto origin = r.object(u"origin"_s)) {
        if (!originFromJson(*origin, &result.origin, err))
            return false;
    }
    if (r.failed())
        return false;
    if (const QString problem = result.validate(); !problem.isEmpty()) {
        //: %1 is the reason, e.g. "machines must be a whole number from 1 to 64 (got 0)"
        *err = QCoreApplication::translate("BuildExport", "the build is not valid: %1").arg(problem);
        return false;
    }
    *request = result;
    return true;
}

QByteArray json(const BuildPlan &plan)
{
    QJsonArray gpus;
    for (const PlannedGpu &g : plan.gpus) {
        gpus.append(QJsonObject{{u"name"_s, g.gpu.name},
                                {u"count"_s, g.count},
                                {u"condition"_s, priceConditionKey(g.condition)},
                                {u"vram_gb"_s, g.gpu.vramGb},
                                {u"tdp_w"_s, g.gpu.tdpWatts},
                                {u"draw_w"_s, g.drawWatts},
                                {u"performance_factor"_s, g.performanceFactor},
                                {u"slot_width"_s, optionalNumber(g.gpu.slotWidth)},
                                {u"unit_price_usd"_s, optionalNumber(g.unitUsd)},
                                {u"price_origin"_s, priceOriginKey(g.priceOrigin)},
                                {u"price_date"_s, g.priceDate},
                                {u"price_source"_s, g.priceSource}});
    }
    QJsonArray parts;
    for (const BuildPart &p : plan.parts) {
        parts.append(QJsonObject{{u"type"_s, p.type},
                                 {u"item"_s, p.item},
                                 {u"quantity"_s, p.quantity},
                                 {u"unit_usd"_s, optionalNumber(p.unitUsd)},
                                 {u"total_usd"_s, optionalNumber(p.totalUsd())},
                                 {u"price_note"_s, p.priceNote},
                                 {u"price_class"_s, p.priceKey},
                                 {u"price_source"_s, p.priceSource},
                                 {u"price_date"_s, p.priceDate},
                                 {u"price_origin"_s, p.priceKey.isEmpty() ? u"gpu"_s
                                                     : p.priceIsUsers     ? u"user"_s
                                                     : p.priceIsDefault   ? u"default"_s
                                                                          : u"observation"_s},
                                 {u"shared"_s, p.shared}});
    }
    QJsonArray notes;
    for (const BuildNote &n : plan.notes) {
        notes.append(QJsonObject{{u"severity"_s, noteSeverityKey(n.severity)},
                                 {u"key"_s, n.key},
                                 {u"text"_s, n.text},
                                 {u"source"_s, n.source}});
    }
    QJsonValue alternative(QJsonValue::Null);
    if (plan.alternative) {
        const PowerLimitAlternative &a = *plan.alternative;
        alternative = QJsonObject{{u"feasible"_s, a.feasible},
                                  {u"limit_w"_s, a.limitWatts},
                                  {u"performance_factor"_s, a.performanceFactor},
                                  {u"wall_w"_s, a.wallWatts},
                                  {u"psu"_s, psuJson(a.psu)},
                                  {u"circuits_needed_without_limit"_s, a.circuitsNeeded}};
    }
    const QJsonObject power{{u"gpu_w"_s, plan.gpuWatts},
                            {u"cpu_w"_s, plan.cpuWatts},
                            {u"rest_w"_s, plan.restWatts},
                            {u"full_load_w"_s, plan.sustainedWatts()},
                            {u"required_psu_w"_s, plan.requiredPsuWatts},
                            {u"psu"_s, psuJson(plan.psu)},
                            {u"wall_w"_s, plan.wallWatts},
                            {u"circuit"_s, QJsonObject{{u"key"_s, plan.circuit.key},
                                                       {u"label"_s, plan.circuit.label},
                                                       {u"continuous_w"_s, plan.circuit.continuousWatts()}}},
                            {u"exceeds_circuit"_s, plan.exceedsCircuit},
                            {u"power_limit_alternative"_s, alternative}};
    const QJsonObject costs{
        {u"hardware_usd"_s, plan.hardwareUsd},       {u"hardware_complete"_s, plan.hardwarePriceComplete},
        {u"years"_s, plan.request.cost.years},       {u"energy_kwh_per_year"_s, plan.energyKwhPerYear},
        {u"electricity_usd"_s, plan.electricityUsd}, {u"total_cost_of_ownership_usd"_s, plan.totalCostOfOwnershipUsd()},
        {u"grid_kg_per_kwh"_s, plan.gridKgPerKwh},   {u"co2_kg"_s, plan.co2Kg}};
    const QJsonObject build{
        {u"title"_s, plan.title()},
        {u"gpus"_s, gpus},
        {u"gpus_per_machine"_s, plan.gpusPerMachine},
        {u"machines"_s, plan.machines},
        {u"platform"_s, BuildRules::platformKey(plan.platform)},
        {u"psu_watts"_s, plan.psu.capacityWatts()},
        {u"power"_s, power},
        {u"cpu"_s, QJsonObject{{u"class"_s, plan.cpu},
                               {u"cores"_s, plan.cpuCores},
                               {u"pcie_lanes"_s, plan.cpuLanes},
                               {u"lanes_per_gpu"_s, plan.lanesPerGpu.preferred},
                               {u"minimum_lanes_per_gpu"_s, plan.lanesPerGpu.minimum}}},
        {u"ram_gb"_s, plan.ramGb},
        {u"ram_ecc"_s, plan.ramEcc},
        {u"nvme_tb"_s, plan.nvmeTb},
        {u"chassis"_s, plan.chassis},
        {u"cooling"_s, plan.cooling},
        {u"network"_s, plan.network.isEmpty() ? QJsonValue(QJsonValue::Null) : QJsonValue(plan.network)},
        {u"workload_memory_gb"_s, plan.memory ? QJsonValue(plan.memory->totalGb()) : QJsonValue(QJsonValue::Null)},
        {u"parts"_s, parts},
        {u"notes"_s, notes},
        {u"costs"_s, costs},
        {u"price_date"_s, plan.priceDate()},
        {u"assumptions"_s, QJsonArray::fromStringList(plan.assumptions)}};
    const QJsonObject root{{u"format"_s, FormatName},
                           {u"version"_s, FormatVersion},
                           {u"request"_s, requestToJson(plan.request)},
                           {u"build"_s, build}};
    return QJsonDocument(root).toJson(QJsonDocument::Indented);
}

bool fromJson(const QByteArray &bytes, BuildRequest *request, QString *error)
{
    QJsonParseError parseError;
    const QJsonDocument doc = QJsonDocument::fromJson(bytes, &parseError);
    if (!doc.isObject()) {
        if (error) {
            if (parseError.error != QJsonParseError::NoError) {
                //: %1 is a position in the file (a number of bytes), %2 the JSON parser's message
                *error = QCoreApplication::translate("BuildExport", "not valid JSON at offset %1: %2")
                             .arg(parseError.offset)
                             .arg(parseError.errorString());
            } else {
                *error = QCoreApplication::translate("BuildExport", "expected a JSON object");
            }
        }
        return false;
    }
    const QJsonObject root = doc.object();
    if (root.contains(u"format"_s)) {
        if (root.value(u"format"_s).toString() != FormatName) {
            if (error)
                //: "format" is a field of a saved build file, %1 its only value: keep both untranslated
                *error = QCoreApplication::translate("BuildExport", "format must be \"%1\"").arg(FormatName);
            return false;
        }
        if (root.value(u"version"_s).toInt() > FormatVersion) {
            if (error)
                //: %1 is the file's format version, %2 the newest version this program reads
                *error =
                    QCoreApplication::translate("BuildExport", "version %1 is newer than this GPU Advisor reads (%2)")
                        .arg(root.value(u"version"_s).toInt())
                        .arg(FormatVersion);
            return false;
        }
        if (!root.value(u"request"_s).isObject()) {
            if (error)
                //: "request" is a field of a saved build file: keep it untranslated
                *error = QCoreApplication::translate("BuildExport", "request is missing");
            return false;
        }
        return requestFromJson(root.value(u"request"_s).toObject(), request, error);
    }
    return requestFromJson(root, request, error);
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

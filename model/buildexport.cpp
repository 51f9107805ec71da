// SPDX-FileCopyrightText: 2026 GPU Advisor contributors
// SPDX-License-Identifier: GPL-3.0-or-later
#include "model/buildexport.h"

#include "model/atomicfile.h"
#include "model/csv.h"

#include <QFileInfo>
#include <QJsonArray>
#include <QJsonDocument>
#include <QLocale>

#include <cmath>

using namespace Qt::StringLiterals;

namespace BuildExport {

namespace {

const QString FormatName = u"gpu-advisor-build"_s;
constexpr int FormatVersion = 1;

QString number(double value, int decimals = 0)
{
    return QLocale(QLocale::English).toString(value, 'f', decimals);
}

QString watts(double value)
{
    return number(std::round(value)) + u" W"_s;
}

QString cell(const QString &text)
{
    QString t = text;
    return t.replace(u'|', u"\\|"_s).replace(u'\n', u' ');
}

QString severityLabel(NoteSeverity severity)
{
    switch (severity) {
    case NoteSeverity::Critical:
        return u"Critical"_s;
    case NoteSeverity::Warning:
        return u"Warning"_s;
    case NoteSeverity::Info:
        return u"Note"_s;
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

/// Reads JSON fields with messages that name the field.
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

    bool fail(const QString &key, const QString &what)
    {
        if (!m_failed && m_error)
            *m_error = u"%1 %2"_s.arg(name(key), what);
        m_failed = true;
        return false;
    }

    bool has(const QString &key) const { return m_object.contains(key) && !m_object.value(key).isNull(); }

    double number(const QString &key, double fallback, double min, double max)
    {
        if (!has(key))
            return fallback;
        const QJsonValue v = m_object.value(key);
        if (!v.isDouble() || !std::isfinite(v.toDouble()) || v.toDouble() < min || v.toDouble() > max) {
            fail(key, u"must be a number from %1 to %2"_s.arg(min).arg(max));
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
            fail(key, u"must be a whole number from %1 to %2"_s.arg(min).arg(max));
            return std::nullopt;
        }
        return int(d);
    }

    QString string(const QString &key, bool required = false)
    {
        if (!has(key)) {
            if (required)
                fail(key, u"is missing"_s);
            return {};
        }
        const QJsonValue v = m_object.value(key);
        if (!v.isString()) {
            fail(key, u"must be text"_s);
            return {};
        }
        return v.toString();
    }

    QJsonArray array(const QString &key)
    {
        if (!has(key))
            return {};
        if (!m_object.value(key).isArray()) {
            fail(key, u"must be a list"_s);
            return {};
        }
        return m_object.value(key).toArray();
    }

    std::optional<QJsonObject> object(const QString &key)
    {
        if (!has(key))
            return std::nullopt;
        if (!m_object.value(key).isObject()) {
            fail(key, u"must be an object"_s);
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
            return r.fail(u"precision"_s, u"must be fp32, fp16, bf16, int8 or int4"_s);
    }
    if (const QString m = r.string(u"mode"_s); !m.isEmpty()) {
        if (const auto mode = workloadModeFromKey(m))
            w->mode = *mode;
        else
            return r.fail(u"mode"_s, u"must be inference, training, lora or qlora"_s);
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
            return r.fail(u"answers[%1]"_s.arg(i), u"must be an object"_s);
        Reader step(answers.at(i).toObject(), r.name(u"answers[%1]"_s.arg(i)), error);
        origin->answers.append({step.string(u"question"_s), step.string(u"answer"_s)});
        if (step.failed())
            return false;
    }
    return !r.failed();
}

QString partItem(const BuildPart &part)
{
    return part.quantity > 1 ? u"%1 × %2"_s.arg(part.quantity).arg(part.item) : part.item;
}

QString partPrice(const BuildPart &part)
{
    const auto total = part.totalUsd();
    if (!total)
        return u"no price on record"_s;
    QString text = money(*total);
    if (part.quantity > 1)
        text += u" (%1 each)"_s.arg(money(*part.unitUsd));
    if (part.type == u"GPU" && !part.priceNote.isEmpty())
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

QString money(double usd)
{
    return u"$"_s + number(usd, 2);
}

QString markdown(const BuildPlan &plan)
{
    QString md;
    const QString years =
        number(plan.request.cost.years, plan.request.cost.years == std::floor(plan.request.cost.years) ? 0 : 1);
    md += u"# GPU build: %1\n\n"_s.arg(plan.title());
    const QString date = plan.priceDate();
    md += u"*Planned with GPU Advisor. GPU prices %1; other parts at the planner's default prices (USD).*\n\n"_s.arg(
        date.isEmpty() ? u"from launch MSRPs"_s : u"as of "_s + date);

    if (!plan.request.origin.isEmpty()) {
        const BuildOrigin &o = plan.request.origin;
        md += u"## Recommendation\n\n**%1**. %2\n\n"_s.arg(o.leafTitle, o.leafText);
        if (!o.leafAdvice.isEmpty())
            md += u"What to do next: %1\n\n"_s.arg(o.leafAdvice);
        if (!o.answers.isEmpty()) {
            md += u"Your answers (%1, %2):\n\n"_s.arg(o.chartTitle, o.chartEdition);
            int n = 1;
            for (const BuildOriginStep &s : o.answers)
                md += u"%1. %2 **%3**\n"_s.arg(n++).arg(s.question, s.answer);
            md += u"\n"_s;
        }
    }

    md += plan.machines > 1 ? u"## Parts (per machine)\n\n"_s : u"## Parts\n\n"_s;
    md += u"Type|Item|Price\n:----|:----|:----\n"_s;
    for (const BuildPart &part : plan.parts) {
        if (part.shared)
            continue;
        md += u"**%1** | %2 | %3\n"_s.arg(cell(part.type), cell(partItem(part)), cell(partPrice(part)));
    }
    double perMachine = 0;
    for (const BuildPart &part : plan.parts) {
        if (!part.shared)
            perMachine += part.totalUsd().value_or(0);
    }
    if (plan.machines > 1) {
        md += u"| **Per machine** | **%1**\n"_s.arg(money(perMachine));
        for (const BuildPart &part : plan.parts) {
            if (part.shared)
                md += u"**%1** | %2 | %3\n"_s.arg(cell(part.type), cell(partItem(part)), cell(partPrice(part)));
        }
        md += u"| **Total, %1 machines** | **%2**\n"_s.arg(plan.machines).arg(money(plan.hardwareUsd));
    } else {
        md += u"| **Total** | **%1**\n"_s.arg(money(plan.hardwareUsd));
    }
    if (!plan.hardwarePriceComplete)
        md += u"| *A GPU has no price on record; the total leaves it out* |\n"_s;
    md += u"\n"_s;

    md += u"## Power\n\n"_s;
    QStringList cards;
    for (const PlannedGpu &g : plan.gpus)
        cards.append(u"%1 × %2"_s.arg(g.count).arg(watts(g.drawWatts)));
    md += u"- Full load: GPUs %1 = %2, CPU %3, rest of the system %4: **%5**\n"_s.arg(
        cards.join(u" + "_s), watts(plan.gpuWatts), watts(plan.cpuWatts), watts(plan.restWatts),
        watts(plan.sustainedWatts()));
    md += u"- PSU: **%1** (full load + %2% headroom = %3)\n"_s.arg(plan.psu.text())
              .arg(number(BuildRules::PsuHeadroom * 100))
              .arg(watts(plan.requiredPsuWatts));
    md += u"- From the wall: about %1; %2: %3 continuous%4\n"_s.arg(
        watts(plan.wallWatts), plan.circuit.label, watts(plan.circuit.continuousWatts()),
        plan.exceedsCircuit ? u" — **too much for this circuit**"_s : u" — fits"_s);
    if (plan.alternative && plan.alternative->feasible) {
        const PowerLimitAlternative &a = *plan.alternative;
        md += u"- Power-limited alternative: %1 per GPU, about %2% slower, %3 from the wall, %4\n"_s.arg(
            watts(a.limitWatts), number((1 - a.performanceFactor) * 100), watts(a.wallWatts), a.psu.description());
    }
    md += u"\n"_s;

    md += u"## Platform\n\n"_s;
    md += u"- **CPU:** %1; %2+ cores, %3+ PCIe lanes (x%4 per GPU, at least x%5)\n"_s.arg(plan.cpu)
              .arg(plan.cpuCores)
              .arg(plan.cpuLanes)
              .arg(plan.lanesPerGpu.preferred)
              .arg(plan.lanesPerGpu.minimum);
    md += u"- **Memory:** %1 GB%2\n"_s.arg(plan.ramGb).arg(plan.ramEcc ? u" ECC"_s : QString());
    md += u"- **Storage:** %1 TB NVMe\n"_s.arg(plan.nvmeTb);
    md += u"- **Chassis:** %1\n"_s.arg(plan.chassis);
    md += u"- **Cooling:** %1\n"_s.arg(plan.cooling);
    if (!plan.network.isEmpty())
        md += u"- **Network:** %1\n"_s.arg(plan.network);
    md += u"\n"_s;

    if (!plan.notes.isEmpty()) {
        md += u"## Warnings and advice\n\n"_s;
        for (const BuildNote &n : plan.notes) {
            md += u"- **%1:** %2"_s.arg(severityLabel(n.severity), n.text);
            if (!n.source.isEmpty())
                md += u" *%1*"_s.arg(n.source);
            md += u"\n"_s;
        }
        md += u"\n"_s;
    }

    md += u"## Costs\n\nItem|Amount\n:----|----:\n"_s;
    md += u"Hardware%1 | %2\n"_s.arg(plan.hardwarePriceComplete ? QString() : u" (incomplete)"_s,
                                     money(plan.hardwareUsd));
    md += u"Electricity, %1 years (%2 kWh a year) | %3\n"_s.arg(years, number(plan.energyKwhPerYear),
                                                                money(plan.electricityUsd));
    md += u"**Total cost of ownership, %1 years** | **%2**\n"_s.arg(years, money(plan.totalCostOfOwnershipUsd()));
    md += u"CO2, %1 years (%2 kg CO2e per kWh) | %3 kg CO2e\n\n"_s.arg(years, number(plan.gridKgPerKwh, 3),
                                                                       number(plan.co2Kg));

    md += u"## Assumptions\n\n"_s;
    for (const QString &a : plan.assumptions)
        md += u"- %1\n"_s.arg(a);
    return md;
}

QString csv(const BuildPlan &plan)
{
    QString text = csvLine({u"type"_s, u"item"_s, u"quantity"_s, u"unit_usd"_s, u"total_usd"_s, u"price_note"_s});
    text += u"\n"_s;
    const auto usd = [](const std::optional<double> &v) {
        return v ? QString::number(*v, 'f', 2) : QString();
    };
    for (const BuildPart &part : plan.parts) {
        const int quantity = part.shared ? part.quantity : part.quantity * plan.machines;
        const std::optional<double> total =
            part.unitUsd ? std::optional<double>(*part.unitUsd * quantity) : std::nullopt;
        text +=
            csvLine({part.type, part.item, QString::number(quantity), usd(part.unitUsd), usd(total), part.priceNote}) +
            u"\n"_s;
    }
    const QString years = QString::number(plan.request.cost.years);
    text += csvLine({u"Total hardware"_s, plan.title(), QString(), QString(), usd(plan.hardwareUsd),
                     plan.hardwarePriceComplete ? QString() : u"a GPU has no price on record"_s}) +
            u"\n"_s;
    text += csvLine({u"Electricity"_s, u"%1 years, %2 kWh a year"_s.arg(years, number(plan.energyKwhPerYear)),
                     QString(), QString(), usd(plan.electricityUsd), QString()}) +
            u"\n"_s;
    text += csvLine({u"Total cost of ownership"_s, u"%1 years"_s.arg(years), QString(), QString(),
                     usd(plan.totalCostOfOwnershipUsd()), QString()}) +
            u"\n"_s;
    text += csvLine({u"CO2"_s,
                     u"%1 kg CO2e over %2 years at %3 kg per kWh"_s.arg(number(plan.co2Kg), years,
                                                                        QString::number(plan.gridKgPerKwh)),
                     QString(), QString(), QString(), QString()}) +
            u"\n"_s;
    return text;
}

QJsonObject requestToJson(const BuildRequest &request)
{
    QJsonArray gpus;
    for (const BuildGpuLine &line : request.gpus)
        gpus.append(QJsonObject{{u"name"_s, line.gpuName}, {u"count"_s, line.count}});
    return {
        {u"gpus"_s, gpus},
        {u"condition"_s, priceConditionKey(request.condition)},
        {u"power_limit_w"_s, optionalInt(request.powerLimitWatts)},
        {u"machines"_s, request.machines},
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
        return r.fail(u"gpus"_s, u"must list at least one GPU"_s);
    for (qsizetype i = 0; i < gpus.size(); ++i) {
        if (!gpus.at(i).isObject())
            return r.fail(u"gpus[%1]"_s.arg(i), u"must be an object"_s);
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
            return r.fail(u"condition"_s, u"must be new or used"_s);
        result.condition = *c;
    }
    result.powerLimitWatts = r.integer(u"power_limit_w"_s, 1, 5000);
    result.machines = r.integer(u"machines"_s, 1, BuildRules::MaxMachines).value_or(1);
    result.circuitKey = r.string(u"circuit"_s);
    if (!result.circuitKey.isEmpty() && !BuildRules::circuitFromKey(result.circuitKey))
        return r.fail(u"circuit"_s, u"'%1' is not a known circuit"_s.arg(result.circuitKey));
    result.gridKgPerKwh = r.number(u"grid_kg_per_kwh"_s, -1, 0, 5);
    const QString asOf = r.string(u"price_as_of"_s);
    if (!asOf.isEmpty()) {
        result.priceAsOf = QDate::fromString(asOf, Qt::ISODate);
        if (!result.priceAsOf.isValid())
            return r.fail(u"price_as_of"_s, u"must be a date YYYY-MM-DD"_s);
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
    if (const auto origin = r.object(u"origin"_s)) {
        if (!originFromJson(*origin, &result.origin, err))
            return false;
    }
    if (r.failed())
        return false;
    if (const QString problem = result.validate(); !problem.isEmpty()) {
        *err = u"the build is not valid: %1"_s.arg(problem);
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
            *error = parseError.error != QJsonParseError::NoError
                         ? u"not valid JSON at offset %1: %2"_s.arg(parseError.offset).arg(parseError.errorString())
                         : u"expected a JSON object"_s;
        }
        return false;
    }
    const QJsonObject root = doc.object();
    if (root.contains(u"format"_s)) {
        if (root.value(u"format"_s).toString() != FormatName) {
            if (error)
                *error = u"format must be \"%1\""_s.arg(FormatName);
            return false;
        }
        if (root.value(u"version"_s).toInt() > FormatVersion) {
            if (error)
                *error = u"version %1 is newer than this GPU Advisor reads (%2)"_s.arg(root.value(u"version"_s).toInt())
                             .arg(FormatVersion);
            return false;
        }
        if (!root.value(u"request"_s).isObject()) {
            if (error)
                *error = u"request is missing"_s;
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

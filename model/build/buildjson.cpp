// SPDX-FileCopyrightText: 2026 GPU Advisor contributors
// SPDX-License-Identifier: GPL-3.0-or-later
// The JSON export of a build and the reader of its request: BuildExport::json, requestToJson,
// requestFromJson and fromJson (model/build/buildexport.h).
#include "model/build/buildexport.h"

#include "model/build/buildsummary.h"

#include <QCoreApplication>
#include <QJsonArray>
#include <QJsonDocument>

#include <cmath>

using namespace Qt::StringLiterals;

namespace BuildExport {

namespace {

const QString FormatName = u"gpu-advisor-build"_s;
constexpr int FormatVersion = 1;

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
    QJsonObject object{{u"chart"_s, o.chartTitle},         {u"edition"_s, o.chartEdition}, {u"answers"_s, answers},
                       {u"recommendation"_s, o.leafTitle}, {u"why"_s, o.leafText},         {u"advice"_s, o.leafAdvice}};
    if (o.cardBudgetUsd)
        object.insert(u"card_budget_usd"_s, *o.cardBudgetUsd);
    return object;
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
    if (r.has(u"card_budget_usd"_s))
        origin->cardBudgetUsd = r.number(u"card_budget_usd"_s, 0, 0.01, 1e8);
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

} // namespace

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
        {u"condition"_s, request.conditionKey()},
        {u"power_limit_w"_s, optionalInt(request.powerLimitWatts)},
        {u"machines"_s, request.machines},
        {u"minimum_ram_gb"_s, request.minimumRamGb},
        {u"ram_gb"_s, request.ramGb},
        {u"reuse_pc"_s, request.reusePc},
        {u"budget_usd"_s, optionalNumber(request.budgetUsd)},
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
        if (!result.setConditionKey(condition))
            //: %1 is a field of a saved build file (untranslated); "new", "used" and "cheapest" are values to
            //: type, untranslated
            return r.fail(QCoreApplication::translate("BuildExport", "%1 must be new, used or cheapest")
                              .arg(r.name(u"condition"_s)));
    }
    result.powerLimitWatts = r.integer(u"power_limit_w"_s, 1, 5000);
    result.machines = r.integer(u"machines"_s, 1, BuildRules::MaxMachines).value_or(1);
    result.minimumRamGb = r.integer(u"minimum_ram_gb"_s, 0, 65536).value_or(0);
    result.ramGb = r.integer(u"ram_gb"_s, 0, 65536).value_or(0);
    if (r.has(u"reuse_pc"_s)) {
        if (!object.value(u"reuse_pc"_s).isBool())
            //: %1 is a field of a saved build file (untranslated); true and false are values to type, untranslated
            return r.fail(
                QCoreApplication::translate("BuildExport", "%1 must be true or false").arg(r.name(u"reuse_pc"_s)));
        result.reusePc = object.value(u"reuse_pc"_s).toBool();
    }
    if (r.has(u"budget_usd"_s))
        result.budgetUsd = r.number(u"budget_usd"_s, 0, 0.01, 1e8);
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
    const QJsonObject costs{{u"hardware_usd"_s, plan.hardwareUsd},
                            {u"hardware_complete"_s, plan.hardwarePriceComplete},
                            {u"years"_s, plan.request.cost.years},
                            {u"energy_kwh_per_year"_s, plan.energyKwhPerYear},
                            {u"electricity_usd"_s, plan.electricityUsd},
                            {u"expected_resale_usd"_s, plan.resaleUsd},
                            {u"resale"_s, QJsonArray::fromStringList(plan.resaleLines)},
                            {u"total_cost_of_ownership_usd"_s, plan.totalCostOfOwnershipUsd()},
                            {u"grid_kg_per_kwh"_s, plan.gridKgPerKwh},
                            {u"co2_kg"_s, plan.co2Kg},
                            {u"budget_usd"_s, optionalNumber(plan.request.budgetUsd)},
                            {u"within_budget"_s, plan.request.budgetUsd
                                                     ? QJsonValue(plan.hardwareUsd <= *plan.request.budgetUsd)
                                                     : QJsonValue(QJsonValue::Null)},
                            {u"reused_parts"_s, QJsonArray::fromStringList(plan.reusedParts)}};
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
        {u"assumptions"_s, QJsonArray::fromStringList(plan.assumptions)},
        {u"summary"_s, Summary::toJson(BuildSummary::of(plan))}};
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

} // namespace BuildExport

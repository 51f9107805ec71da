// SPDX-FileCopyrightText: 2026 GPU Advisor contributors
// SPDX-License-Identifier: GPL-3.0-or-later
#include "model/llm/llmvalidation.h"

#include "model/catalog/gpu.h"
#include "model/io/csv.h"
#include "model/io/csvrowreader.h"
#include "model/llm/llmmodelcsv.h"
#include "model/performance/statistics.h"

#include <QRegularExpression>
#include <QSet>

#include <algorithm>
#include <cmath>
#include <numeric>

using namespace Qt::StringLiterals;

namespace {

/// One of the validation files as CsvRowReader reads it: the header's columns and the records.
struct LlmValidationTable
{
    QHash<QString, int> columns;
    QList<CsvRecord> records;
};

/// The device of a row of docs/benchmarks/llm-hardware.csv; its problems go to the reader's list.
LlmDevice deviceFromSpecRow(CsvRowReader &row)
{
    Gpu g;
    g.name = row.text(u"hardware"_s, CsvRowReader::Need::Required, true);
    g.vendor = row.text(u"vendor"_s, CsvRowReader::Need::Required, true);
    g.vramGb = row.number(u"memory_gb"_s, 0.1, 1e5);
    g.memoryBandwidthGbs = row.number(u"bandwidth_gbs"_s, 1, 1e6);
    if (const double f = row.optionalNumber(u"fp16_tflops"_s, 0, 1e6).value_or(0); f > 0)
        g.fp16TensorTflops = f;
    if (const double i = row.optionalNumber(u"int8_tops"_s, 0, 1e6).value_or(0); i > 0)
        g.int8Tops = i;
    g.fp8 = row.flag(u"fp8"_s);
    g.pcieGeneration = row.integerOrZero(u"pcie_gen"_s);
    g.memoryType = row.text(u"memory_type"_s, CsvRowReader::Need::Optional, true);
    const QString kind = row.cell(u"kind"_s);
    if (kind == u"unified"_s)
        g.memoryType += u" (unified)"_s;
    else if (kind != u"discrete"_s)
        row.fail(u"kind"_s, CsvRowReader::alternatives({u"discrete"_s, u"unified"_s}), kind);
    return LlmDevice::fromGpu(g);
}

/// One row of docs/benchmarks/llm-speeds.csv; its problems go to the reader's list.
LlmMeasurement measurementFromRow(CsvRowReader &row)
{
    using Need = CsvRowReader::Need;
    LlmMeasurement m;
    m.line = row.line();
    m.hardware = row.text(u"hardware"_s, Need::Required, true);
    m.deviceCount = std::max(1, row.integer(u"device_count"_s, 1, 1024));
    m.backend = row.text(u"backend"_s, Need::Required, true);
    m.model = row.text(u"model"_s, Need::Required, true);
    m.quant = row.text(u"quant"_s, Need::Required, true);
    m.context = row.integerOrZero(u"context"_s);
    m.depth = row.integerOrZero(u"depth"_s);
    m.users = std::max(1, row.integerOrZero(u"batch_or_users"_s));
    const QString metric = row.cell(u"metric"_s);
    if (metric != u"prefill_tps"_s && metric != u"decode_tps"_s)
        row.fail(u"metric"_s, CsvRowReader::alternatives({u"decode_tps"_s, u"prefill_tps"_s}), metric);
    m.prefill = metric == u"prefill_tps"_s;
    m.value = row.number(u"value"_s, 0, 1e9);
    m.ubatch = row.integerOrZero(u"ubatch"_s);
    m.split = row.text(u"split"_s, Need::Optional, true);
    m.offload = row.text(u"offload"_s, Need::Optional, true);
    m.offloadShare = row.optionalNumber(u"offload_share"_s, 0, 1).value_or(0);
    m.ramChannels = row.integerOrZero(u"ram_channels"_s);
    m.ramMegaTransfers = row.integerOrZero(u"ram_mts"_s);
    m.source = row.text(u"source"_s, Need::Required, true);
    m.date = row.text(u"date"_s, Need::Optional, true);
    return m;
}

/// "Qwen3-Coder-30B-A3B (Qwen3 30B-A3B architecture)" -> "Qwen3 30B-A3B"; "X (Instruct-2507)" -> "X".
QString llmValidationCatalogName(const QString &measured)
{
    static const QRegularExpression architecture(u"\\(([^)]*) architecture\\)"_s);
    if (const auto m = architecture.match(measured); m.hasMatch())
        return m.captured(1).trimmed();
    const qsizetype paren = measured.indexOf(u'(');
    return (paren > 0 ? measured.left(paren) : measured).trimmed();
}

bool isVllm(const LlmMeasurement &m)
{
    return m.backend.startsWith(u"vLLM"_s, Qt::CaseInsensitive);
}

/// Whether the planner models the row's engine: llama.cpp itself (not its forks, ik_llama.cpp,
/// nor engines built on other kernels, KTransformers or TensorRT-LLM), vLLM, and MLX, which it
/// estimates as llama.cpp. The other rows stay in the file as measurements, not compared.
bool isModelledRuntime(const LlmMeasurement &m)
{
    return m.backend.startsWith(u"llama.cpp "_s, Qt::CaseInsensitive) || isVllm(m) ||
           m.backend.startsWith(u"MLX"_s, Qt::CaseInsensitive);
}

/// Average ranks (1-based), ties sharing the mean of their places.
QList<double> averageRanks(const QList<double> &values)
{
    QList<int> order(values.size());
    std::iota(order.begin(), order.end(), 0);
    std::sort(order.begin(), order.end(), [&](int a, int b) { return values[a] < values[b]; });
    QList<double> ranks(values.size());
    for (qsizetype i = 0; i < order.size();) {
        qsizetype j = i;
        while (j + 1 < order.size() && values[order[j + 1]] == values[order[i]])
            ++j;
        const double rank = (double(i) + double(j)) / 2.0 + 1.0;
        for (qsizetype k = i; k <= j; ++k)
            ranks[order[k]] = rank;
        i = j + 1;
    }
    return ranks;
}

QString percent(double fraction)
{
    return QString::number(fraction * 100, 'f', 1) + u'%';
}

QString correlation(const std::optional<double> &value)
{
    return value ? QString::number(*value, 'f', 2) : u"–"_s;
}

} // namespace

QString llmSetupKey(LlmSetup setup)
{
    switch (setup) {
    case LlmSetup::OneCard:
        return u"one card"_s;
    case LlmSetup::SeveralCards:
        return u"several cards"_s;
    case LlmSetup::Unified:
        return u"unified memory"_s;
    case LlmSetup::Offload:
        return u"offload"_s;
    }
    return {};
}

bool LlmValidation::load(const QString &speedsCsv, const QString &hardwareCsv, const QString &modelsCsv, QString *error)
{
    m_measurements.clear();
    m_devices.clear();
    m_models.clear();
    m_skipped.clear();
    QStringList modelErrors;
    if (!LlmModelCsv::parse(modelsCsv, &m_models, &modelErrors, false)) {
        if (error)
            *error = modelErrors.join(u"; "_s);
        return false;
    }
    // Every problem of a file, worded by CsvRowReader, with the file it is in.
    const auto failed = [error](const QString &file, const QStringList &problems) {
        if (error)
            *error = file + u": "_s + problems.join(u"; "_s);
        return false;
    };
    QStringList problems;
    LlmValidationTable hardware;
    if (!CsvRowReader::readTable(hardwareCsv, {u"hardware"_s, u"memory_gb"_s, u"bandwidth_gbs"_s}, &hardware.columns,
                                 &hardware.records, &problems))
        return failed(u"llm-hardware.csv"_s, problems);
    for (const CsvRecord &record : std::as_const(hardware.records)) {
        CsvRowReader row(hardware.columns, record, &problems);
        const LlmDevice device = deviceFromSpecRow(row);
        m_devices.insert(row.cell(u"hardware"_s), device);
    }
    if (!problems.isEmpty())
        return failed(u"llm-hardware.csv"_s, problems);
    if (!parseSpeeds(speedsCsv, &m_measurements, &problems))
        return failed(u"llm-speeds.csv"_s, problems);
    return true;
}

bool LlmValidation::parseSpeeds(const QString &speedsCsv, QList<LlmMeasurement> *rows, QStringList *problems)
{
    rows->clear();
    LlmValidationTable speeds;
    if (!CsvRowReader::readTable(speedsCsv,
                                 {u"hardware"_s, u"device_count"_s, u"backend"_s, u"model"_s, u"quant"_s, u"metric"_s,
                                  u"value"_s, u"source"_s},
                                 &speeds.columns, &speeds.records, problems))
        return false;
    if (speeds.records.isEmpty()) {
        problems->append(CsvRowReader::emptyFile());
        return false;
    }
    const qsizetype before = problems->size();
    for (const CsvRecord &record : std::as_const(speeds.records)) {
        CsvRowReader row(speeds.columns, record, problems);
        rows->append(measurementFromRow(row));
    }
    if (problems->size() == before)
        return true;
    rows->clear();
    return false;
}

std::optional<double> LlmValidation::estimate(const LlmMeasurement &m, const LlmParameters &parameters) const
{
    const auto model = findModel(m_models, llmValidationCatalogName(m.model));
    const auto format = weightFormat(m.quant);
    const auto device = m_devices.constFind(m.hardware);
    if (!model || !format || device == m_devices.constEnd() || m.value <= 0 || !isModelledRuntime(m))
        return std::nullopt;
    // Weights in system RAM run at that RAM's speed: a row that does not give it cannot be
    // estimated as it was run.
    if (!m.offload.isEmpty() && (m.ramChannels <= 0 || m.ramMegaTransfers <= 0))
        return std::nullopt;
    LlmConfiguration config;
    config.groups = {{*device, m.deviceCount}};
    const bool vllm = isVllm(m);
    if (m.deviceCount == 1)
        config.split = SplitMode::Single;
    else if (m.split == u"tensor"_s || (m.split.isEmpty() && vllm))
        config.split = SplitMode::TensorParallel;
    else
        config.split = SplitMode::LayerSplit;
    if (!m.offload.isEmpty()) {
        SystemMemory ram;
        ram.key = u"measured"_s;
        ram.channels = m.ramChannels;
        ram.megaTransfers = m.ramMegaTransfers;
        ram.maxGb = 4096;
        config.offload = ram;
        if (m.offload == u"experts"_s && m.offloadShare > 0)
            config.expertsInRam = m.offloadShare;
    }
    // Prefill at depth D over N tokens sees D + N/2 tokens on average; the estimator's prompt
    // of C tokens sees C/2, so C = 2D + N. A decode phase is estimated at its final length.
    const int tokens = std::max(1, m.context - m.depth);
    const int context = m.prefill ? std::max(1, 2 * m.depth + tokens) : std::max(1, m.context);
    LlmWorkload w{*model, *format, *kvCacheType(u"F16"_s), context, m.users, {}};
    w.backend = vllm ? LlmBackend::Vllm : LlmBackend::LlamaCpp; // MLX behaves as llama.cpp does
    LlmParameters p = parameters;
    if (m.ubatch > 0)
        p.ubatch = m.ubatch;
    const LlmEstimate e = LlmEstimator(p).estimate(w, config);
    if (m.prefill)
        return e.prefillTokensPerS;
    return m.users > 1 ? e.batchDecodeTokensPerS : e.decodeTokensPerS;
}

QString LlmValidation::catalogName(const QString &measured)
{
    return llmValidationCatalogName(measured);
}

QString LlmValidation::sourceKey(const LlmMeasurement &m)
{
    return m.source.section(u'@', 0, 0).trimmed();
}

QString LlmValidation::amdApi(const LlmMeasurement &m)
{
    for (const QString &api : {u"ROCm"_s, u"Vulkan"_s}) {
        if (m.backend.contains(api, Qt::CaseInsensitive))
            return api;
    }
    return {};
}

QList<LlmComparison> LlmValidation::compare(const LlmParameters &base) const
{
    QList<LlmComparison> rows;
    QHash<QString, LlmParameters> constants; // per held-out source and AMD back end
    for (const LlmMeasurement &m : m_measurements) {
        const QString key = sourceKey(m);
        const QString api = amdApi(m);
        const QString fitKey = key + u'|' + api;
        if (!constants.contains(fitKey))
            constants.insert(fitKey, fitted(base, api, key));
        const auto value = estimate(m, constants.value(fitKey));
        if (!value)
            continue;
        LlmComparison c;
        c.measured = m;
        c.sourceKey = key;
        c.device = m.hardware + u" x"_s + QString::number(m.deviceCount);
        const LlmDevice &device = *m_devices.constFind(m.hardware);
        const auto model = findModel(m_models, llmValidationCatalogName(m.model));
        const auto format = weightFormat(m.quant);
        c.moe = model->isMoe();
        if (!m.offload.isEmpty())
            c.setup = LlmSetup::Offload;
        else if (device.isUnified())
            c.setup = LlmSetup::Unified;
        else if (m.deviceCount > 1)
            c.setup = LlmSetup::SeveralCards;
        else
            c.setup = LlmSetup::OneCard;
        c.estimate = *value;
        const double activeBytes = model->activeParamsB * 1e9 * format->bytesPerWeight();
        if (m.prefill)
            c.naive = device.fp16Tflops.value_or(0) * 1e12 / (2.0 * model->activeParamsB * 1e9);
        else
            c.naive = device.bandwidthGbs * 1e9 / activeBytes;
        rows.append(c);
    }
    return rows;
}

std::optional<double> LlmValidation::spearman(const QList<double> &x, const QList<double> &y)
{
    if (x.size() != y.size() || x.size() < 3)
        return std::nullopt;
    const QList<double> rx = averageRanks(x);
    const QList<double> ry = averageRanks(y);
    const double n = double(x.size());
    const double mx = std::accumulate(rx.begin(), rx.end(), 0.0) / n;
    const double my = std::accumulate(ry.begin(), ry.end(), 0.0) / n;
    double sxy = 0;
    double sxx = 0;
    double syy = 0;
    for (qsizetype i = 0; i < rx.size(); ++i) {
        sxy += (rx[i] - mx) * (ry[i] - my);
        sxx += (rx[i] - mx) * (rx[i] - mx);
        syy += (ry[i] - my) * (ry[i] - my);
    }
    if (sxx <= 0 || syy <= 0)
        return std::nullopt;
    return sxy / std::sqrt(sxx * syy);
}

QList<LlmValidationGroup> LlmValidation::groups(const QList<LlmComparison> &rows)
{
    QList<LlmValidationGroup> result;
    for (const bool prefill : {false, true}) {
        for (const bool moe : {false, true}) {
            for (const LlmSetup setup :
                 {LlmSetup::OneCard, LlmSetup::SeveralCards, LlmSetup::Unified, LlmSetup::Offload}) {
                LlmValidationGroup g;
                g.prefill = prefill;
                g.moe = moe;
                g.setup = setup;
                QList<double> errors;
                QList<double> estimates;
                QList<double> naive;
                QList<double> measured;
                QSet<QString> devices;
                QSet<QString> sources;
                for (const LlmComparison &c : rows) {
                    if (c.measured.prefill != prefill || c.moe != moe || c.setup != setup)
                        continue;
                    errors.append(c.error());
                    estimates.append(c.estimate);
                    naive.append(c.naive);
                    measured.append(c.measured.value);
                    devices.insert(c.device);
                    sources.insert(c.sourceKey);
                }
                g.rows = int(errors.size());
                g.devices = int(devices.size());
                g.sources = int(sources.size());
                g.medianError = Statistics::median(errors);
                if (g.devices >= 5) {
                    g.rankCorrelation = spearman(estimates, measured);
                    g.naiveRankCorrelation = spearman(naive, measured);
                }
                result.append(g);
            }
        }
    }
    return result;
}

QString LlmValidation::markdownTable(const QList<LlmComparison> &rows)
{
    QString out;
    out += u"| speed | model | set-up | rows | devices | sources | median error | rank correlation | naive's |\n"_s;
    out += u"| --- | --- | --- | ---: | ---: | ---: | ---: | ---: | ---: |\n"_s;
    for (const LlmValidationGroup &g : groups(rows)) {
        out += u"| %1 | %2 | %3 | %4 | %5 | %6 | %7 | %8 | %9 |\n"_s
                   .arg(g.prefill ? u"prefill"_s : u"decode"_s, g.moe ? u"MoE"_s : u"dense"_s, llmSetupKey(g.setup))
                   .arg(g.rows)
                   .arg(g.devices)
                   .arg(g.sources)
                   .arg(g.rows ? percent(g.medianError) : u"–"_s, correlation(g.rankCorrelation),
                        correlation(g.naiveRankCorrelation));
    }
    QList<double> decode;
    QList<double> prefill;
    for (const LlmComparison &c : rows)
        (c.measured.prefill ? prefill : decode).append(c.error());
    out += u"\nAll rows: %1 decode, median error %2; %3 prefill, median error %4.\n"_s.arg(decode.size())
               .arg(percent(Statistics::median(decode)))
               .arg(prefill.size())
               .arg(percent(Statistics::median(prefill)));
    return out;
}

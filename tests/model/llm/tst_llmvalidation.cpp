// SPDX-FileCopyrightText: 2026 GPU Advisor contributors
// SPDX-License-Identifier: GPL-3.0-or-later
// The LLM speed model against the measured speeds in docs/benchmarks/llm-speeds.csv: computes the
// median error of decode and prefill estimates and checks that docs/llm-planning.md states the
// same figures, so the document cannot drift from the model.
#include "model/catalog/gpucsv.h"
#include "model/io/csv.h"
#include "model/llm/llmestimator.h"
#include "model/llm/llmmodelcsv.h"

#include <QFile>
#include <QHash>
#include <QRegularExpression>
#include <QTest>

#include <algorithm>
#include <cmath>

using namespace Qt::StringLiterals;

namespace {

QString readText(const QString &relative)
{
    QFile file(QStringLiteral(GPUADVISOR_SOURCE_DIR "/") + relative);
    if (!file.open(QIODevice::ReadOnly))
        return {};
    return QString::fromUtf8(file.readAll());
}

/// Rows of a CSV file as column -> value maps.
QList<QHash<QString, QString>> readRows(const QString &relative)
{
    QList<CsvRecord> records;
    QString error;
    QList<QHash<QString, QString>> rows;
    if (!parseCsv(readText(relative), &records, &error) || records.isEmpty())
        return rows;
    const QStringList header = records.first().fields;
    for (qsizetype r = 1; r < records.size(); ++r) {
        QHash<QString, QString> row;
        for (qsizetype c = 0; c < header.size() && c < records[r].fields.size(); ++c)
            row.insert(header[c].trimmed(), records[r].fields[c].trimmed());
        rows.append(row);
    }
    return rows;
}

/// The hardware of a measurement as a device (docs/benchmarks/llm-hardware.csv).
LlmDevice deviceFrom(const QHash<QString, QString> &h)
{
    Gpu g;
    g.name = h.value(u"hardware"_s);
    g.vendor = h.value(u"vendor"_s);
    g.vramGb = h.value(u"memory_gb"_s).toDouble();
    g.memoryBandwidthGbs = h.value(u"bandwidth_gbs"_s).toDouble();
    if (const double f = h.value(u"fp16_tflops"_s).toDouble(); f > 0)
        g.fp16TensorTflops = f;
    if (const double i = h.value(u"int8_tops"_s).toDouble(); i > 0)
        g.int8Tops = i;
    g.fp8 = h.value(u"fp8"_s) == u"1"_s;
    g.pcieGeneration = h.value(u"pcie_gen"_s).toInt();
    g.memoryType = h.value(u"memory_type"_s);
    if (h.value(u"kind"_s) == u"unified"_s)
        g.memoryType += u" (unified)"_s;
    return LlmDevice::fromGpu(g);
}

/// "Qwen3-Coder-30B-A3B (Qwen3 30B-A3B architecture)" -> "Qwen3 30B-A3B"; "X (Instruct-2507)" -> "X".
QString catalogName(const QString &measured)
{
    static const QRegularExpression architecture(u"\\(([^)]*) architecture\\)"_s);
    if (const auto m = architecture.match(measured); m.hasMatch())
        return m.captured(1).trimmed();
    const qsizetype paren = measured.indexOf(u'(');
    return (paren > 0 ? measured.left(paren) : measured).trimmed();
}

double median(QList<double> values)
{
    if (values.isEmpty())
        return 0;
    std::sort(values.begin(), values.end());
    const qsizetype n = values.size();
    return n % 2 ? values[n / 2] : (values[n / 2 - 1] + values[n / 2]) / 2;
}

struct Comparison
{
    QList<double> decodeErrors; ///< |estimate / measured - 1|
    QList<double> prefillErrors;
    QList<double> decodeOutOfSample; ///< rows not from the source the constants were fitted to
    QSet<QString> hardware;
    int skipped = 0;
};

Comparison compare()
{
    Comparison c;
    QList<LlmModel> models;
    QStringList errors;
    LlmModelCsv::parse(readText(u"resources/seed/llm_models.csv"_s), &models, &errors, false);
    QHash<QString, LlmDevice> devices;
    for (const auto &h : readRows(u"docs/benchmarks/llm-hardware.csv"_s))
        devices.insert(h.value(u"hardware"_s), deviceFrom(h));
    const LlmEstimator estimator;
    for (const auto &row : readRows(u"docs/benchmarks/llm-speeds.csv"_s)) {
        const auto model = findModel(models, catalogName(row.value(u"model"_s)));
        const auto format = weightFormat(row.value(u"quant"_s));
        const auto device = devices.constFind(row.value(u"hardware"_s));
        const double measured = row.value(u"value"_s).toDouble();
        const int count = std::max(1, row.value(u"device_count"_s).toInt());
        const int users = std::max(1, row.value(u"batch_or_users"_s).toInt());
        const int context = std::max(1, row.value(u"context"_s).toInt());
        if (!model || !format || device == devices.constEnd() || measured <= 0) {
            ++c.skipped;
            continue;
        }
        LlmConfiguration config;
        config.groups = {{*device, count}};
        // llama.cpp splits layers; vLLM runs tensor parallel.
        const bool vllm = row.value(u"backend"_s).startsWith(u"vLLM"_s, Qt::CaseInsensitive);
        config.split = count == 1 ? SplitMode::Single : (vllm ? SplitMode::TensorParallel : SplitMode::LayerSplit);
        LlmWorkload w{*model, *format, *kvCacheType(u"F16"_s), context, users, {}};
        w.backend = vllm ? LlmBackend::Vllm : LlmBackend::LlamaCpp; // MLX behaves as llama.cpp does
        const LlmEstimate e = estimator.estimate(w, config);
        const QString metric = row.value(u"metric"_s);
        std::optional<double> estimate;
        if (metric == u"decode_tps"_s)
            estimate = users > 1 ? e.batchDecodeTokensPerS : e.decodeTokensPerS;
        else if (metric == u"prefill_tps"_s)
            estimate = e.prefillTokensPerS;
        if (!estimate) {
            ++c.skipped;
            continue;
        }
        const double error = std::abs(*estimate / measured - 1.0);
        if (qEnvironmentVariableIsSet("GPUADVISOR_LLM_ROWS")) {
            qInfo("%s x%d | %s | %s | %s | ctx %d users %d | measured %.1f estimate %.1f", qPrintable(device->name),
                  count, qPrintable(model->name), qPrintable(format->key), qPrintable(metric), context, users, measured,
                  *estimate);
        }
        c.hardware.insert(row.value(u"hardware"_s));
        if (metric == u"decode_tps"_s) {
            c.decodeErrors.append(error);
            if (!row.value(u"source"_s).startsWith(u"XiongjieDai"_s))
                c.decodeOutOfSample.append(error);
        } else {
            c.prefillErrors.append(error);
        }
    }
    return c;
}

/// The percentage docs/llm-planning.md gives after `label` ("median decode error: 12.3%").
std::optional<double> documented(const QString &label)
{
    const QString doc = readText(u"docs/llm-planning.md"_s);
    const QRegularExpression re(QRegularExpression::escape(label) + u"[^0-9]*([0-9]+(?:\\.[0-9]+)?)%"_s);
    const auto m = re.match(doc);
    if (!m.hasMatch())
        return std::nullopt;
    return m.captured(1).toDouble();
}

} // namespace

class TestLlmValidation final : public QObject
{
    Q_OBJECT

private Q_SLOTS:
    void medianErrorsAreTheDocumentedOnes()
    {
        if (readText(u"docs/benchmarks/llm-speeds.csv"_s).isEmpty())
            QSKIP("docs/benchmarks/llm-speeds.csv is not there yet");
        const Comparison c = compare();
        QVERIFY(c.decodeErrors.size() >= 40);
        QVERIFY(c.hardware.size() >= 15);
        const double decode = median(c.decodeErrors) * 100;
        const double prefill = median(c.prefillErrors) * 100;
        const double outOfSample = median(c.decodeOutOfSample) * 100;
        qInfo("compared %lld decode and %lld prefill speeds on %lld kinds of hardware (%d rows skipped)",
              qlonglong(c.decodeErrors.size()), qlonglong(c.prefillErrors.size()), qlonglong(c.hardware.size()),
              c.skipped);
        qInfo("median decode error %.1f%%, prefill %.1f%%, decode outside the fitted source %.1f%%", decode, prefill,
              outOfSample);
        const auto docDecode = documented(u"Median decode error:"_s);
        const auto docPrefill = documented(u"Median prefill error:"_s);
        const auto docOut = documented(u"Median decode error outside the fitted source:"_s);
        QVERIFY2(docDecode && docPrefill && docOut, "docs/llm-planning.md states the three median errors");
        QCOMPARE(QString::number(*docDecode, 'f', 1), QString::number(decode, 'f', 1));
        QCOMPARE(QString::number(*docPrefill, 'f', 1), QString::number(prefill, 'f', 1));
        QCOMPARE(QString::number(*docOut, 'f', 1), QString::number(outOfSample, 'f', 1));
    }

    // The planner reads the GPU table (resources/seed/gpus.csv); the comparison above reads
    // docs/benchmarks/llm-hardware.csv. Where the measured hardware is in the table, both must
    // give the same device, or the validated figures would not be the ones the app plans with
    // (the DGX Spark's missing FP16 rate once made its prompt speed four times too low in the app).
    void measuredHardwareIsTheGpuTables()
    {
        QList<Gpu> table;
        QStringList errors;
        QVERIFY2(GpuCsv::parseGpus(readText(u"resources/seed/gpus.csv"_s), &table, &errors),
                 qPrintable(errors.join(u'\n')));
        int compared = 0;
        for (const auto &h : readRows(u"docs/benchmarks/llm-hardware.csv"_s)) {
            const QString name = h.value(u"gpu_table_name"_s);
            if (name.isEmpty())
                continue;
            const auto gpu = std::find_if(table.cbegin(), table.cend(), [&](const Gpu &g) { return g.name == name; });
            QVERIFY2(gpu != table.cend(), qPrintable(name));
            const LlmDevice measured = deviceFrom(h);
            const LlmDevice planned = LlmDevice::fromGpu(*gpu);
            const QByteArray what = name.toUtf8();
            const char *why = what.constData();
            QVERIFY2(qFuzzyCompare(measured.bandwidthGbs, planned.bandwidthGbs), why);
            QVERIFY2(measured.fp16Tflops && planned.fp16Tflops &&
                         qFuzzyCompare(*measured.fp16Tflops, *planned.fp16Tflops),
                     why);
            QVERIFY2(measured.int8Tops.has_value() == planned.int8Tops.has_value(), why);
            if (measured.int8Tops)
                QVERIFY2(qFuzzyCompare(*measured.int8Tops, *planned.int8Tops), why);
            QVERIFY2(measured.fp8 == planned.fp8, why);
            QVERIFY2(measured.hbm == planned.hbm, why);
            QVERIFY2(measured.isUnified() == planned.isUnified(), why);
            QVERIFY2(measured.halfRateFp32Accumulate == planned.halfRateFp32Accumulate, why);
            ++compared;
        }
        QVERIFY(compared >= 20);
    }
};

QTEST_GUILESS_MAIN(TestLlmValidation)
#include "tst_llmvalidation.moc"

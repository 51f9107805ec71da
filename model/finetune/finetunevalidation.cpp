// SPDX-FileCopyrightText: 2026 GPU Advisor contributors
// SPDX-License-Identifier: GPL-3.0-or-later
#include "model/finetune/finetunevalidation.h"

#include "model/io/csv.h"
#include "model/io/csvrowreader.h"
#include "model/performance/statistics.h"

#include <QHash>

#include <algorithm>
#include <cmath>
#include <optional>

using namespace Qt::StringLiterals;

namespace {

/// "yes" or "no" (a blank cell is no): whether a run was used, whether it checkpointed.
bool readYes(CsvRowReader &row, const QString &column)
{
    const QString value = row.cell(column).toLower();
    if (value == u"yes")
        return true;
    if (!value.isEmpty() && value != u"no")
        row.fail(column, CsvRowReader::alternatives({u"yes"_s, u"no"_s}), row.cell(column));
    return false;
}

/// One run of the file; nullopt when a cell is wrong (`problems`, which `row` adds to, says why).
std::optional<FinetuneRun> readFinetuneRun(CsvRowReader &row, const QStringList &problems)
{
    using Need = CsvRowReader::Need;
    const qsizetype before = problems.size();
    FinetuneRun run;
    run.source = row.text(u"source"_s, Need::Required, true);
    run.date = row.text(u"date"_s, Need::Optional, true);
    run.deviceName = row.text(u"device"_s, Need::Required, true);
    run.used = readYes(row, u"used"_s);
    run.measuredTokensPerS = row.number(u"tokens_per_s"_s, 1e-9, 1e12);
    LlmModel &m = run.job.model;
    m.name = row.text(u"model"_s, Need::Required, true);
    m.totalParamsB = row.number(u"params_b"_s, 1e-6, 1e6);
    m.activeParamsB = m.totalParamsB;
    m.layers = row.integerOrZero(u"layers"_s);
    m.hidden = row.integerOrZero(u"hidden"_s);
    m.attentionHeads = row.integerOrZero(u"heads"_s);
    m.headDim = row.integerOrZero(u"head_dim"_s);
    m.kvHeads = row.integerOrZero(u"kv_heads"_s);
    m.vocab = 32000;
    const auto method = finetuneMethodFromKey(row.cell(u"method"_s));
    if (!method)
        row.fail(u"method"_s, CsvRowReader::alternatives({u"full"_s, u"lora"_s, u"qlora"_s}), row.cell(u"method"_s));
    const auto precision = finetunePrecisionFromKey(row.cell(u"precision"_s));
    if (!precision)
        row.fail(u"precision"_s, CsvRowReader::alternatives({u"bf16"_s, u"fp8"_s}), row.cell(u"precision"_s));
    run.job.gradientCheckpointing = readYes(row, u"checkpointing"_s);
    run.job.sequenceLength = row.integerOrZero(u"seq_len"_s);
    LlmDevice &d = run.option.device;
    d.name = run.deviceName;
    d.fp16Tflops = row.optionalNumber(u"tflops_16bit"_s, 0, 1e6).value_or(0);
    d.int8Tops = row.optionalNumber(u"tflops_8bit"_s, 0, 1e6).value_or(0);
    d.nvlinkGbs = row.optionalNumber(u"nvlink_gbs"_s, 0, 1e6).value_or(0);
    d.nvlink = d.nvlinkGbs > 0;
    d.pcieGeneration = row.integerOrZero(u"pcie_gen"_s);
    run.option.count = std::max(1, row.integerOrZero(u"devices"_s));
    if (problems.size() > before)
        return std::nullopt;
    run.job.method = *method;
    run.job.precision = *precision;
    run.job.tokens = 1e9;
    run.job.rank = 16;
    d.fp8 = run.job.precision == FinetunePrecision::Fp8;
    run.option.parallelism = run.option.count > 1 ? FinetuneParallelism::DataParallel : FinetuneParallelism::Single;
    return run;
}

} // namespace

double FinetuneValidator::sustainedShareOf(const FinetuneRun &run)
{
    const auto peak = FinetunePlanner::peakTflops(run.job, run.option.device);
    if (!peak || *peak <= 0)
        return 0;
    return run.measuredTokensPerS * FinetunePlanner::flopsPerToken(run.job).total() / (run.option.count * *peak * 1e12);
}

FinetuneValidation FinetuneValidator::validate(const QString &csvText)
{
    FinetuneValidation v;
    QList<CsvRecord> records;
    QHash<QString, int> columns;
    QStringList problems;
    const QStringList required = {u"source"_s,   u"device"_s, u"used"_s,   u"tokens_per_s"_s, u"model"_s,
                                  u"params_b"_s, u"layers"_s, u"hidden"_s, u"method"_s,       u"precision"_s};
    if (!CsvRowReader::readTable(csvText, required, &columns, &records, &problems)) {
        v.problem = problems.join(u"; "_s);
        return v;
    }
    QList<FinetuneRun> runs;
    for (const CsvRecord &record : std::as_const(records)) {
        CsvRowReader row(columns, record, &problems);
        const std::optional<FinetuneRun> run = readFinetuneRun(row, problems);
        if (!run)
            continue;
        if (run->used) {
            runs.append(*run);
            if (!v.sources.contains(run->source))
                v.sources.append(run->source);
        } else {
            ++v.skipped;
        }
    }
    if (!problems.isEmpty()) {
        v.problem = problems.join(u"; "_s);
        return v;
    }
    QList<double> all;
    for (const FinetuneRun &run : runs)
        all.append(sustainedShareOf(run));
    v.shareAllSources = Statistics::median(all);

    QList<double> errors;
    for (const QString &source : std::as_const(v.sources)) {
        QList<double> own;
        for (const FinetuneRun &run : runs) {
            if (run.source == source)
                own.append(sustainedShareOf(run));
        }
        v.sourceShares.append(Statistics::median(own));
        QList<double> others;
        for (const FinetuneRun &run : runs) {
            if (run.source != source)
                others.append(sustainedShareOf(run));
        }
        FinetuneParameters p;
        p.sustainedShare = Statistics::median(others);
        const FinetunePlanner planner(p);
        for (const FinetuneRun &run : runs) {
            if (run.source != source)
                continue;
            FinetuneValidationRow row;
            row.run = run;
            row.share = p.sustainedShare;
            FinetuneOption o = run.option;
            planner.estimateSpeed(run.job, &o);
            row.estimate = o.tokensPerSecond;
            row.error = row.estimate / run.measuredTokensPerS - 1;
            errors.append(std::abs(row.error));
            v.rows.append(row);
        }
    }
    v.medianAbsError = Statistics::median(errors);
    return v;
}

QString FinetuneValidation::markdown() const
{
    QString t;
    t +=
        u"| source | model | method | precision | devices | sequence | measured tokens/s | share fitted without the source | estimate | error |\n"_s;
    t += u"| --- | --- | --- | --- | --- | ---: | ---: | ---: | ---: | ---: |\n"_s;
    for (const FinetuneValidationRow &r : rows) {
        t += u"| %1 | %2 | %3 | %4 | %5 × %6 | %7 | %8 | %9 | %10 | %11% |\n"_s
                 .arg(r.run.source, r.run.job.model.name, finetuneMethodKey(r.run.job.method),
                      finetunePrecisionKey(r.run.job.precision))
                 .arg(r.run.option.count)
                 .arg(r.run.deviceName)
                 .arg(r.run.job.sequenceLength)
                 .arg(QString::number(r.run.measuredTokensPerS, 'f', 0), QString::number(r.share, 'f', 3),
                      QString::number(r.estimate, 'f', 0))
                 .arg(QString::number(r.error * 100, 'f', 1));
    }
    t += u"\nRuns compared: %1 from %2 sources (%3 listed but not used). Share fitted on all of them: %4. "
         u"Median error leaving each source out: %5%.\n"_s.arg(rows.size())
             .arg(sources.size())
             .arg(skipped)
             .arg(QString::number(shareAllSources, 'f', 3), QString::number(medianAbsError * 100, 'f', 1));
    QStringList own;
    for (qsizetype i = 0; i < sources.size() && i < sourceShares.size(); ++i)
        own.append(u"%1 %2"_s.arg(sources.at(i), QString::number(sourceShares.at(i), 'f', 3)));
    t += u"Each source's own median share: %1.\n"_s.arg(own.join(u", "_s));
    return t;
}

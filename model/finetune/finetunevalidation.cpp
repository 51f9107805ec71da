// SPDX-FileCopyrightText: 2026 GPU Advisor contributors
// SPDX-License-Identifier: GPL-3.0-or-later
#include "model/finetune/finetunevalidation.h"

#include "model/io/csv.h"

#include <QHash>

#include <algorithm>
#include <cmath>

using namespace Qt::StringLiterals;

namespace {

double finetuneMedian(QList<double> values)
{
    if (values.isEmpty())
        return 0;
    std::sort(values.begin(), values.end());
    const qsizetype n = values.size();
    return n % 2 ? values.at(n / 2) : (values.at(n / 2 - 1) + values.at(n / 2)) / 2;
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
    QString error;
    if (!parseCsv(csvText, &records, &error) || records.isEmpty()) {
        v.problem = error.isEmpty() ? u"the file is empty"_s : error;
        return v;
    }
    const QStringList header = records.first().fields;
    QList<FinetuneRun> runs;
    for (qsizetype i = 1; i < records.size(); ++i) {
        const CsvRecord &r = records.at(i);
        if (r.fields.size() != header.size()) {
            v.problem = u"line %1 has %2 fields, the header %3"_s.arg(r.line).arg(r.fields.size()).arg(header.size());
            return v;
        }
        QHash<QString, QString> row;
        for (qsizetype c = 0; c < header.size(); ++c)
            row.insert(header.at(c), r.fields.at(c));
        FinetuneRun run;
        run.source = row.value(u"source"_s);
        run.date = row.value(u"date"_s);
        run.deviceName = row.value(u"device"_s);
        run.used = row.value(u"used"_s) == u"yes"_s;
        run.measuredTokensPerS = row.value(u"tokens_per_s"_s).toDouble();
        LlmModel &m = run.job.model;
        m.name = row.value(u"model"_s);
        m.totalParamsB = row.value(u"params_b"_s).toDouble();
        m.activeParamsB = m.totalParamsB;
        m.layers = row.value(u"layers"_s).toInt();
        m.hidden = row.value(u"hidden"_s).toInt();
        m.attentionHeads = row.value(u"heads"_s).toInt();
        m.headDim = row.value(u"head_dim"_s).toInt();
        m.kvHeads = row.value(u"kv_heads"_s).toInt();
        m.vocab = 32000;
        const auto method = finetuneMethodFromKey(row.value(u"method"_s));
        const auto precision = finetunePrecisionFromKey(row.value(u"precision"_s));
        if (!method || !precision || m.totalParamsB <= 0 || run.measuredTokensPerS <= 0) {
            v.problem = u"line %1: a method, precision, parameter count or speed cannot be read"_s.arg(r.line);
            return v;
        }
        run.job.method = *method;
        run.job.precision = *precision;
        run.job.gradientCheckpointing = row.value(u"checkpointing"_s) == u"yes"_s;
        run.job.sequenceLength = row.value(u"seq_len"_s).toInt();
        run.job.tokens = 1e9;
        run.job.rank = 16;
        LlmDevice &d = run.option.device;
        d.name = run.deviceName;
        d.fp16Tflops = row.value(u"tflops_16bit"_s).toDouble();
        d.int8Tops = row.value(u"tflops_8bit"_s).toDouble();
        d.fp8 = run.job.precision == FinetunePrecision::Fp8;
        d.nvlinkGbs = row.value(u"nvlink_gbs"_s).toDouble();
        d.nvlink = d.nvlinkGbs > 0;
        d.pcieGeneration = row.value(u"pcie_gen"_s).toInt();
        run.option.count = std::max(1, row.value(u"devices"_s).toInt());
        run.option.parallelism = run.option.count > 1 ? FinetuneParallelism::DataParallel : FinetuneParallelism::Single;
        if (run.used) {
            runs.append(run);
            if (!v.sources.contains(run.source))
                v.sources.append(run.source);
        } else {
            ++v.skipped;
        }
    }
    QList<double> all;
    for (const FinetuneRun &run : runs)
        all.append(sustainedShareOf(run));
    v.shareAllSources = finetuneMedian(all);

    QList<double> errors;
    for (const QString &source : std::as_const(v.sources)) {
        QList<double> own;
        for (const FinetuneRun &run : runs) {
            if (run.source == source)
                own.append(sustainedShareOf(run));
        }
        v.sourceShares.append(finetuneMedian(own));
        QList<double> others;
        for (const FinetuneRun &run : runs) {
            if (run.source != source)
                others.append(sustainedShareOf(run));
        }
        FinetuneParameters p;
        p.sustainedShare = finetuneMedian(others);
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
    v.medianAbsError = finetuneMedian(errors);
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

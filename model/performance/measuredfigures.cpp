// SPDX-FileCopyrightText: 2026 GPU Advisor contributors
// SPDX-License-Identifier: GPL-3.0-or-later
#include "model/performance/measuredfigures.h"

#include "model/format/formatter.h"
#include "model/io/csv.h"
#include "model/performance/statistics.h"

#include <QCoreApplication>
#include <QFile>

#include <algorithm>
#include <cmath>

using namespace Qt::StringLiterals;

QList<MeasuredFigure> measuredFigures(const Gpu &gpu, Metric metric, const QList<Gpu> &gpus,
                                      const QList<Benchmark> &benchmarks, const PerformanceModel &model)
{
    const QString key = metricKey(metric);
    QHash<qint64, const Gpu *> byId;
    for (const Gpu &g : gpus)
        byId.insert(g.id, &g);
    const double own = model.estimate(gpu, metric).relative;
    QList<MeasuredFigure> out;
    for (const Benchmark &b : benchmarks) {
        if (b.gpuId != gpu.id || b.workload != key)
            continue;
        MeasuredFigure f;
        f.benchmark = b;
        double logSum = 0;
        for (const Benchmark &other : benchmarks) {
            if (other.dataset != b.dataset || other.workload != key || other.gpuId == gpu.id ||
                !byId.contains(other.gpuId))
                continue;
            const double predicted = model.estimate(*byId.value(other.gpuId), metric).relative;
            if (predicted <= 0 || other.value <= 0)
                continue;
            logSum += std::log(other.value / predicted);
            ++f.comparedGpus;
        }
        if (f.comparedGpus > 0 && own > 0)
            f.estimate = own * std::exp(logSum / f.comparedGpus);
        out.append(f);
    }
    std::stable_sort(out.begin(), out.end(), [](const MeasuredFigure &a, const MeasuredFigure &b) {
        return a.benchmark.measuredOn > b.benchmark.measuredOn;
    });
    return out;
}

QString modelErrorsCsv(const QList<ValidationRow> &rows)
{
    QString out = u"metric,datasets,median_error\n"_s;
    for (Metric m : allMetrics()) {
        QList<double> errors;
        for (const ValidationRow &r : rows) {
            if (r.metric == m)
                errors.append(r.modelError);
        }
        if (errors.isEmpty())
            continue;
        out += u"%1,%2,%3\n"_s.arg(metricKey(m)).arg(errors.size()).arg(Statistics::median(errors), 0, 'f', 3);
    }
    return out;
}

bool parseModelErrors(const QString &text, QHash<Metric, ModelError> *errors)
{
    QList<CsvRecord> records;
    QString problem;
    if (!parseCsv(text, &records, &problem) || records.isEmpty())
        return false;
    for (qsizetype i = 1; i < records.size(); ++i) {
        const QStringList &f = records.at(i).fields;
        if (f.size() == 1 && f.first().isEmpty())
            continue;
        if (f.size() != 3)
            return false;
        const auto metric = metricFromKey(f.at(0));
        bool okCount = false;
        bool okError = false;
        ModelError e;
        e.datasets = f.at(1).toInt(&okCount);
        e.medianError = f.at(2).toDouble(&okError);
        if (!metric || !okCount || !okError)
            return false;
        errors->insert(*metric, e);
    }
    return true;
}

std::optional<ModelError> typicalModelError(Metric metric)
{
    static const QHash<Metric, ModelError> errors = [] {
        QHash<Metric, ModelError> e;
        QFile file(u":/seed/model_errors.csv"_s);
        if (file.open(QIODevice::ReadOnly) && !parseModelErrors(QString::fromUtf8(file.readAll()), &e))
            e.clear();
        return e;
    }();
    const auto it = errors.constFind(metric);
    return it == errors.cend() ? std::nullopt : std::optional<ModelError>(*it);
}

QString estimateBasisText(const Gpu &gpu, const PerformanceEstimate &estimate)
{
    QString text;
    if (!estimate.estimated) {
        text = QCoreApplication::translate("PerformanceModel",
                                           "Not estimated: the specifications of this GPU lack the rate this workload "
                                           "needs.");
    } else {
        //: %1 the matrix rate in TFLOPS, %2 the matrix path (FP16 tensor, ...), %3 memory bandwidth in GB/s,
        //: %4 board power in watts
        text = QCoreApplication::translate("PerformanceModel",
                                           "Estimated from specifications: %1 TFLOPS peak (%2), %3 GB/s, %4 W board "
                                           "power.")
                   .arg(Formatter::number(estimate.peakMatrixTflops, 1), estimate.matrixPath,
                        Formatter::number(estimate.bandwidthGbs, 0), Formatter::number(gpu.tdpWatts, 0));
    }
    if (const auto error = typicalModelError(estimate.metric)) {
        //: %1 a percentage, %2 a number of datasets
        text += u' ' + QCoreApplication::translate("PerformanceModel",
                                                   "Typical error of the model on this workload: %1 (median over %2 "
                                                   "measured dataset(s) it was not fitted on).")
                           .arg(Formatter::percent(error->medianError))
                           .arg(error->datasets);
    }
    return text;
}

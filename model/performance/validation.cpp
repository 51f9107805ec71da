// SPDX-FileCopyrightText: 2026 GPU Advisor contributors
// SPDX-License-Identifier: GPL-3.0-or-later
#include "model/performance/validation.h"
#include "model/performance/measureddates.h"

#include "model/io/csv.h"
#include "model/io/csvrowreader.h"
#include "model/io/safetext.h"
#include "model/performance/statistics.h"

#include <QCoreApplication>
#include <QMap>

#include <algorithm>
#include <cmath>
#include <limits>
#include <numeric>

using namespace Qt::StringLiterals;

namespace {

const QStringList Columns = {u"dataset"_s, u"metric"_s, u"gpu"_s, u"value"_s, u"unit"_s, u"source"_s, u"date"_s};

QList<double> ranks(const QList<double> &values)
{
    QList<int> order(values.size());
    std::iota(order.begin(), order.end(), 0);
    std::sort(order.begin(), order.end(), [&](int a, int b) { return values.at(a) < values.at(b); });
    QList<double> r(values.size());
    for (int i = 0; i < order.size();) {
        int j = i;
        while (j + 1 < order.size() && values.at(order.at(j + 1)) == values.at(order.at(i)))
            ++j;
        for (int k = i; k <= j; ++k)
            r[order.at(k)] = (i + j) / 2.0;
        i = j + 1;
    }
    return r;
}

double meanLogRatio(const QList<double> &predicted, const QList<double> &measured)
{
    double sum = 0;
    for (int i = 0; i < predicted.size(); ++i)
        sum += std::log(predicted.at(i) / measured.at(i));
    return sum / double(predicted.size());
}

} // namespace

bool parseMeasuredCsv(const QString &text, QList<MeasuredPoint> *points, QString *error)
{
    QStringList errors;
    const bool ok = parseMeasuredCsv(text, points, &errors);
    if (!ok)
        *error = errors.value(0);
    return ok;
}

bool parseMeasuredCsv(const QString &text, QList<MeasuredPoint> *points, QStringList *errors)
{
    return parseMeasuredCsvUpTo(text, points, errors, QDate());
}

bool parseMeasuredCsvUpTo(const QString &text, QList<MeasuredPoint> *points, QStringList *errors, const QDate &latest)
{
    QList<CsvRecord> records;
    QString error;
    if (!parseCsv(text, &records, &error)) {
        errors->append(error);
        return false;
    }
    if (records.isEmpty()) {
        errors->append(CsvRowReader::emptyFile());
        return false;
    }
    if (!SafeText::checkRecords(records, errors))
        return false;
    QHash<QString, int> column;
    const QStringList header = records.first().fields;
    for (int i = 0; i < header.size(); ++i)
        column.insert(header.at(i).trimmed().toLower(), i);
    if (!CsvRowReader::requireColumns(column, Columns, errors))
        return false;
    QList<MeasuredPoint> out;
    const QDate today = latest.isValid() ? latest : QDate::currentDate();
    for (qsizetype row = 1; row < records.size(); ++row) {
        const CsvRecord &record = records.at(row);
        if (record.fields.size() == 1 && record.fields.first().trimmed().isEmpty())
            continue;
        // Every problem of the row is listed, so that one pass shows all there is to fix.
        CsvRowReader r(column, record, errors);
        const qsizetype errorsBefore = errors->size();
        MeasuredPoint p;
        p.line = record.line;
        p.dataset = r.cell(u"dataset"_s);
        if (p.dataset.isEmpty())
            r.fail(u"dataset"_s, QCoreApplication::translate("Validation", "a dataset's name"), p.dataset);
        const auto metric = metricFromKey(r.cell(u"metric"_s));
        if (!metric) {
            QStringList keys;
            for (Metric m : allMetrics())
                keys << metricKey(m);
            r.fail(u"metric"_s, CsvRowReader::alternatives(keys), r.cell(u"metric"_s));
        }
        p.metric = metric.value_or(Metric::Fp16Training);
        p.gpu = r.cell(u"gpu"_s);
        if (p.gpu.isEmpty())
            r.fail(u"gpu"_s, QCoreApplication::translate("Validation", "a GPU's name"), p.gpu);
        bool ok = false;
        p.value = r.cell(u"value"_s).toDouble(&ok);
        if (!ok || !std::isfinite(p.value) || p.value <= 0)
            r.fail(u"value"_s, QCoreApplication::translate("Validation", "a number above 0"), r.cell(u"value"_s));
        p.unit = r.cell(u"unit"_s);
        if (p.unit.isEmpty())
            r.fail(u"unit"_s, QCoreApplication::translate("Validation", "a unit (for example tokens/s)"), p.unit);
        p.source = r.cell(u"source"_s);
        if (p.source.isEmpty())
            r.fail(u"source"_s, QCoreApplication::translate("Validation", "where the figure comes from"), p.source);
        // A measurement has been made: a date after today is a typo. The bundled figures are held
        // to a date that does not follow the clock instead.
        p.date = r.date(u"date"_s, CsvRowReader::DateForm::MonthOrDay, CsvRowReader::Need::Required,
                        SafeText::earliestDate(), today);
        if (errors->size() == errorsBefore)
            out.append(p);
    }
    *points = out;
    return errors->isEmpty();
}

QList<MeasuredDataset> groupDatasets(const QList<MeasuredPoint> &points)
{
    QList<MeasuredDataset> datasets;
    QHash<QString, int> index;
    for (const MeasuredPoint &p : points) {
        if (!index.contains(p.dataset)) {
            index.insert(p.dataset, datasets.size());
            datasets.append({p.dataset, p.metric, {}, {}});
        }
        datasets[index.value(p.dataset)].points.append(p);
    }
    return datasets;
}

bool applyDatasetWorkloads(const QString &text, QList<MeasuredDataset> *datasets, QString *error)
{
    QList<CsvRecord> records;
    if (!parseCsv(text, &records, error))
        return false;
    const QStringList columns = {u"dataset"_s, u"gb_per_unit"_s, u"basis"_s};
    if (records.isEmpty()) {
        *error = CsvRowReader::emptyFile();
        return false;
    }
    QHash<QString, int> column;
    const QStringList header = records.first().fields;
    for (int i = 0; i < header.size(); ++i)
        column.insert(header.at(i).trimmed().toLower(), i);
    if (QStringList problems; !CsvRowReader::requireColumns(column, columns, &problems)) {
        *error = problems.join(u"; "_s);
        return false;
    }
    for (qsizetype row = 1; row < records.size(); ++row) {
        const CsvRecord &record = records.at(row);
        if (record.fields.size() == 1 && record.fields.first().trimmed().isEmpty())
            continue;
        // The first problem stops the reading: one message is returned.
        QStringList problems;
        CsvRowReader r(column, record, &problems);
        const auto fail = [&](const QString &name, const QString &expected, const QString &found) {
            r.fail(name, expected, found);
            *error = problems.constFirst();
            return false;
        };
        const QString key = r.cell(u"dataset"_s);
        const auto it =
            std::find_if(datasets->begin(), datasets->end(), [&](const MeasuredDataset &d) { return d.key == key; });
        if (it == datasets->end())
            return fail(u"dataset"_s, QCoreApplication::translate("Validation", "a measured dataset's name"), key);
        DatasetWorkload w;
        if (const QString gb = r.cell(u"gb_per_unit"_s); !gb.isEmpty()) {
            bool ok = false;
            w.gbPerUnit = gb.toDouble(&ok);
            if (!ok || !std::isfinite(w.gbPerUnit) || w.gbPerUnit <= 0)
                return fail(u"gb_per_unit"_s, QCoreApplication::translate("Validation", "a number above 0"), gb);
        }
        w.basis = r.cell(u"basis"_s);
        if (r.has(u"software"_s))
            w.software = r.cell(u"software"_s);
        if (r.has(u"runtime"_s)) {
            const QString runtime = r.cell(u"runtime"_s).toLower();
            if (runtime == u"framework"_s) {
                w.runtime = Runtime::Framework;
            } else if (runtime == u"engine"_s) {
                w.runtime = Runtime::Engine;
            } else if (!runtime.isEmpty()) {
                //: "framework" and "engine" are values of the file: keep them untranslated
                return fail(u"runtime"_s,
                            QCoreApplication::translate("Validation", "framework, engine or a blank (not known)"),
                            r.cell(u"runtime"_s));
            }
        }
        if (r.has(u"batch"_s)) {
            const QString batch = r.cell(u"batch"_s).toLower();
            if (batch == u"largest"_s) {
                w.largestBatch = true;
            } else if (!batch.isEmpty()) {
                //: "largest" is a value of the file: keep it untranslated
                return fail(u"batch"_s, QCoreApplication::translate("Validation", "largest or a blank (a fixed batch)"),
                            r.cell(u"batch"_s));
            }
        }
        it->workload = w;
    }
    return true;
}

double spearmanRho(const QList<double> &predicted, const QList<double> &measured)
{
    const int n = int(predicted.size());
    if (n < 2)
        return 0;
    const QList<double> ra = ranks(predicted);
    const QList<double> rb = ranks(measured);
    const double mean = (n - 1) / 2.0;
    double cov = 0;
    double va = 0;
    double vb = 0;
    for (int i = 0; i < n; ++i) {
        cov += (ra.at(i) - mean) * (rb.at(i) - mean);
        va += (ra.at(i) - mean) * (ra.at(i) - mean);
        vb += (rb.at(i) - mean) * (rb.at(i) - mean);
    }
    return va > 0 && vb > 0 ? cov / std::sqrt(va * vb) : 0;
}

double medianRelativeError(const QList<double> &predicted, const QList<double> &measured)
{
    if (predicted.isEmpty())
        return 0;
    const double k = std::exp(-meanLogRatio(predicted, measured));
    QList<double> errors;
    for (int i = 0; i < predicted.size(); ++i)
        errors.append(std::abs(k * predicted.at(i) / measured.at(i) - 1));
    return Statistics::median(errors);
}

double rmsLogError(const QList<double> &predicted, const QList<double> &measured)
{
    if (predicted.isEmpty())
        return 0;
    const double mean = meanLogRatio(predicted, measured);
    double sum = 0;
    for (int i = 0; i < predicted.size(); ++i) {
        const double d = std::log(predicted.at(i) / measured.at(i)) - mean;
        sum += d * d;
    }
    return std::sqrt(sum / double(predicted.size()));
}

WorkloadFamily workloadFamily(Metric metric)
{
    switch (metric) {
    case Metric::Fp16Training:
        return WorkloadFamily::Training;
    case Metric::Int8Inference:
    case Metric::Fp16Inference:
    case Metric::LlmPrefill:
        return WorkloadFamily::ForwardPass;
    case Metric::LlmGeneration:
        return WorkloadFamily::Generation;
    case Metric::ImageGeneration:
        return WorkloadFamily::Image;
    }
    return WorkloadFamily::ForwardPass;
}

QString workloadFamilyKey(WorkloadFamily family)
{
    switch (family) {
    case WorkloadFamily::Training:
        return u"training"_s;
    case WorkloadFamily::ForwardPass:
        return u"forward-pass"_s;
    case WorkloadFamily::Generation:
        return u"generation"_s;
    case WorkloadFamily::Image:
        return u"image"_s;
    }
    return {};
}

QList<double> predict(const MeasuredDataset &dataset, const QHash<QString, Gpu> &gpus,
                      const PerformanceParameters &parameters)
{
    PerformanceParameters p = parameters;
    p.scaleBatchWithMemory = dataset.largestBatch();
    // The work the dataset measured, where its description departs from the metric's default.
    if (p.workloads.contains(dataset.metric)) {
        WorkloadProfile &w = p.workloads[dataset.metric];
        if (dataset.workload.gbPerUnit > 0)
            w.weightsGbPerUnit = dataset.workload.gbPerUnit;
    }
    PerformanceModel model(p);
    model.setReference(gpus.value(p.referenceGpu));
    QList<double> out;
    for (const MeasuredPoint &point : dataset.points)
        out.append(model.estimate(gpus.value(point.gpu), dataset.metric).relative);
    return out;
}

namespace {

QList<double> measuredValues(const MeasuredDataset &dataset)
{
    QList<double> out;
    for (const MeasuredPoint &p : dataset.points)
        out.append(p.value);
    return out;
}

void setShares(PerformanceParameters *p, const QList<Metric> &metrics, double compute, double overhead)
{
    for (Metric m : metrics) {
        if (p->workloads.contains(m)) {
            p->workloads[m].computeShare = compute;
            p->workloads[m].overheadShare = overhead;
        }
    }
}

double objective(const QList<const MeasuredDataset *> &datasets, const QHash<QString, Gpu> &gpus,
                 const PerformanceParameters &p)
{
    double sum = 0;
    for (const MeasuredDataset *d : datasets) {
        const QList<double> predicted = predict(*d, gpus, p);
        for (double v : predicted) {
            if (!(v > 0))
                return std::numeric_limits<double>::infinity();
        }
        sum += rmsLogError(predicted, measuredValues(*d));
    }
    return sum / double(datasets.size());
}

/// The post's A100 over V100 speed-up for 16-bit training at equal batch (1.43-1.70).
bool withinPostsA100Range(const QHash<QString, Gpu> &gpus, const PerformanceParameters &p)
{
    PerformanceModel model(p);
    model.setReference(gpus.value(p.referenceGpu));
    for (const auto &[a100, v100] : {std::pair{u"A100 SXM4 40 GB"_s, u"Tesla V100 SXM2 16 GB"_s},
                                     std::pair{u"A100 PCIe 40 GB"_s, u"Tesla V100 PCIe 16 GB"_s}}) {
        if (!gpus.contains(a100) || !gpus.contains(v100))
            continue;
        const double ratio = model.estimate(gpus.value(a100), Metric::Fp16Training).relative /
                             model.estimate(gpus.value(v100), Metric::Fp16Training).relative;
        if (ratio < 1.4 || ratio > 1.7)
            return false;
    }
    return true;
}

} // namespace

PerformanceParameters fitParameters(const QList<MeasuredDataset> &datasets, const QHash<QString, Gpu> &gpus,
                                    const PerformanceParameters &base, Runtime runtime)
{
    PerformanceParameters best = base;
    // Each metric's constants are fitted on its own datasets; a metric without any takes the fit
    // of its family's datasets (the batched forward passes share their character), and a family
    // without any the fit of all datasets. A two-parameter fit needs at least MinimumGpus GPUs in a
    // dataset; smaller datasets are only checked. With a known runtime, the three passes first take
    // only datasets measured with the same kind of software (framework or engine), and only when
    // none of them applies the three passes again over all.
    constexpr int MinimumGpus = 5;
    auto sameSoftware = [runtime](const MeasuredDataset &d) {
        return runtime == Runtime::Unknown || d.workload.runtime == Runtime::Unknown || d.workload.runtime == runtime;
    };
    for (Metric metric : allMetrics()) {
        QList<const MeasuredDataset *> mine;
        const int passes = runtime == Runtime::Unknown ? 3 : 6;
        for (int pass = 0; pass < passes && mine.isEmpty(); ++pass) {
            const int level = pass % 3;
            const bool bySoftware = passes == 6 && pass < 3;
            for (const MeasuredDataset &d : datasets) {
                const bool match = level == 0   ? d.metric == metric
                                   : level == 1 ? workloadFamily(d.metric) == workloadFamily(metric)
                                                : workloadFamily(d.metric) != WorkloadFamily::Generation;
                if (match && d.points.size() >= MinimumGpus && (!bySoftware || sameSoftware(d)))
                    mine.append(&d);
            }
        }
        if (mine.isEmpty())
            continue;
        double bestScore = std::numeric_limits<double>::infinity();
        PerformanceParameters trial = best;
        if (metric == Metric::LlmGeneration) {
            for (int step = 0; step <= 100; ++step) {
                trial.workloads[metric].latencyMsPerUnit = step * 0.1;
                const double score = objective(mine, gpus, trial);
                if (score < bestScore - 1e-12) {
                    bestScore = score;
                    best.workloads[metric].latencyMsPerUnit = step * 0.1;
                }
            }
            continue;
        }
        // The shares are set on every metric the datasets measure, so a family fit moves them together.
        QList<Metric> fitted{metric};
        for (const MeasuredDataset *d : std::as_const(mine)) {
            if (!fitted.contains(d->metric))
                fitted.append(d->metric);
        }
        constexpr int Steps = 40; // shares in steps of 0.025
        double bestCompute = 0;
        double bestOverhead = 0;
        for (int c = 0; c <= Steps; ++c) {
            for (int o = 0; c + o <= Steps; ++o) {
                setShares(&trial, fitted, c / double(Steps), o / double(Steps));
                if (metric == Metric::Fp16Training && !withinPostsA100Range(gpus, trial))
                    continue;
                const double score = objective(mine, gpus, trial);
                if (score < bestScore - 1e-12) {
                    bestScore = score;
                    bestCompute = c / double(Steps);
                    bestOverhead = o / double(Steps);
                }
            }
        }
        if (std::isfinite(bestScore))
            setShares(&best, {metric}, bestCompute, bestOverhead);
    }
    return best;
}

QString fittedConstantsText(const PerformanceParameters &parameters, Metric metric)
{
    const WorkloadProfile w = parameters.workloads.value(metric);
    if (metric == Metric::LlmGeneration)
        return u"latency %1 ms"_s.arg(w.latencyMsPerUnit, 0, 'f', 1);
    return u"c %1, o %2"_s.arg(w.computeShare, 0, 'f', 3).arg(w.overheadShare, 0, 'f', 3);
}

QList<ValidationRow> leaveOneDatasetOut(const QList<MeasuredDataset> &datasets, const QHash<QString, Gpu> &gpus,
                                        const PerformanceParameters &base)
{
    QList<ValidationRow> rows;
    for (int i = 0; i < datasets.size(); ++i) {
        const MeasuredDataset &held = datasets.at(i);
        if (held.points.size() < 3)
            continue;
        QList<MeasuredDataset> others = datasets;
        others.removeAt(i);
        const PerformanceParameters fitted = fitParameters(others, gpus, base, held.workload.runtime);
        const QList<double> measured = measuredValues(held);
        const QList<double> model = predict(held, gpus, fitted);
        QList<double> bandwidth;
        QList<double> flops;
        for (const MeasuredPoint &p : held.points) {
            const Gpu g = gpus.value(p.gpu);
            bandwidth.append(g.memoryBandwidthGbs);
            flops.append(g.fp16TensorTflops.value_or(g.fp32Tflops));
        }
        ValidationRow row;
        row.dataset = held.key;
        row.metric = held.metric;
        row.gpus = int(held.points.size());
        row.fitted = fittedConstantsText(fitted, held.metric);
        row.modelRho = spearmanRho(model, measured);
        row.modelError = medianRelativeError(model, measured);
        row.bandwidthRho = spearmanRho(bandwidth, measured);
        row.bandwidthError = medianRelativeError(bandwidth, measured);
        row.flopsRho = spearmanRho(flops, measured);
        row.flopsError = medianRelativeError(flops, measured);
        rows.append(row);
    }
    return rows;
}

QString validationMarkdown(const QList<ValidationRow> &rows)
{
    auto number = [](double v, int decimals) -> QString {
        return QString::number(v, 'f', decimals);
    };
    auto percent = [](double v) -> QString {
        return QString::number(v * 100, 'f', 1) + u"%"_s;
    };
    QString out = u"| dataset | metric | GPUs | constants (fitted without it) | model ρ | model median error | "
                  u"bandwidth ρ | bandwidth error | FP16 TFLOPS ρ | FP16 TFLOPS error | model ahead |\n"
                  u"| --- | --- | ---: | --- | ---: | ---: | ---: | ---: | ---: | ---: | --- |\n"_s;
    for (const ValidationRow &r : rows) {
        const QStringList cells = {r.dataset,
                                   metricKey(r.metric),
                                   QString::number(r.gpus),
                                   r.fitted,
                                   number(r.modelRho, 2),
                                   percent(r.modelError),
                                   number(r.bandwidthRho, 2),
                                   percent(r.bandwidthError),
                                   number(r.flopsRho, 2),
                                   percent(r.flopsError),
                                   r.beatsBoth() ? u"yes"_s : u"**no**"_s};
        out += u"| "_s + cells.join(u" | "_s) + u" |\n"_s;
    }
    return out;
}

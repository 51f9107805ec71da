// SPDX-FileCopyrightText: 2026 GPU Advisor contributors
// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include "model/performance/performancemodel.h"

#include <QDate>
#include <QHash>
#include <QList>
#include <QString>

/// One measured figure of docs/benchmarks/measured.csv (or of a user's import).
struct MeasuredPoint
{
    QString dataset;
    Metric metric = Metric::Fp16Training;
    QString gpu;
    double value = 0;
    QString unit;
    QString source;
    QDate date;   ///< when it was measured or published
    int line = 0; ///< the line of the file it was read from
};

/// What kind of software a dataset was measured with. Framework: a general deep-learning
/// framework running the network op by op as written (PyTorch, TensorFlow without XLA), each
/// normalisation, activation, element-wise op and precision cast a pass of its own over memory.
/// Engine: an inference engine that plans the whole network ahead of the run, with the weights
/// converted once and kernels written or chosen for it (TensorRT, TensorRT-LLM, vLLM, llama.cpp).
/// The two spend their time differently (docs/model.md §3).
enum class Runtime { Unknown, Framework, Engine };

/// How the work a dataset measured departs from its metric's default workload, and the software
/// it ran (one row of docs/benchmarks/datasets.csv), taken from the dataset's own description,
/// never fitted.
struct DatasetWorkload
{
    /// Gigabytes read per generated token (weights plus the KV cache at the dataset's context);
    /// 0 = the metric's default (Llama-3-8B Q4_K_M at a short context).
    double gbPerUnit = 0;
    QString basis;    ///< where the figures come from, for the report
    QString software; ///< the framework and its version, as the source gives them
    Runtime runtime = Runtime::Unknown;
    /// Each GPU ran the largest batch its memory holds (the source says so; column batch = "largest").
    bool largestBatch = false;
};

/// The measured figures of one dataset: one harness, one software generation.
struct MeasuredDataset
{
    QString key;
    Metric metric = Metric::Fp16Training;
    QList<MeasuredPoint> points;
    DatasetWorkload workload;
    /// Run at the largest batch each GPU's memory holds (datasets.csv says so): compared with the
    /// model's memory-sized batch.
    bool largestBatch() const { return workload.largestBatch; }
};

/// Reads measured.csv (header dataset,metric,gpu,value,unit,source,date). On a bad line returns
/// false and sets `error` to a sentence naming the line and the column.
bool parseMeasuredCsv(const QString &text, QList<MeasuredPoint> *points, QString *error);
/// The same, with every problem of every row in `errors`, each naming its line and column; on
/// failure `points` holds the rows without a problem (an importer checks their GPU names too).
bool parseMeasuredCsv(const QString &text, QList<MeasuredPoint> *points, QStringList *errors);
QList<MeasuredDataset> groupDatasets(const QList<MeasuredPoint> &points);
/// Reads docs/benchmarks/datasets.csv (header dataset,gb_per_unit,basis; optional columns
/// software, runtime ("framework" or "engine") and batch ("largest" or empty)) and sets the workload of each dataset it
/// names in `datasets`. On a bad line, or a dataset that is not in `datasets`, returns false and sets `error` to a
/// sentence naming the line and the column.
bool applyDatasetWorkloads(const QString &text, QList<MeasuredDataset> *datasets, QString *error);

/// Spearman's rank correlation (ties get their mean rank).
double spearmanRho(const QList<double> &predicted, const QList<double> &measured);
/// Median of |k x predicted / measured - 1| with the one scale factor k that best matches the
/// two in the log (geometric mean): how far a predictor is off after agreeing on the unit.
double medianRelativeError(const QList<double> &predicted, const QList<double> &measured);
/// RMS of log(predicted / measured) after removing the mean log ratio.
double rmsLogError(const QList<double> &predicted, const QList<double> &measured);

/// Groups of workloads that share the fitted constants: the training shares, the shares of a
/// batched forward pass (16-bit and 8-bit inference, prompt processing), the generation latency,
/// the image-generation shares.
enum class WorkloadFamily { Training, ForwardPass, Generation, Image };
WorkloadFamily workloadFamily(Metric metric);
QString workloadFamilyKey(WorkloadFamily family);

/// The model's predictions for the GPUs of `dataset` under `parameters` (reference set from `gpus`).
QList<double> predict(const MeasuredDataset &dataset, const QHash<QString, Gpu> &gpus,
                      const PerformanceParameters &parameters);

/// Fits the constants of every metric on its datasets in `datasets` (grid search, minimising the
/// mean over datasets of the RMS log error); a metric without datasets takes the fit of its
/// family's datasets, and keeps `base`'s values when its family has none either. The
/// training shares are held to the post's A100/V100 range (1.4-1.7) where those GPUs exist.
/// With a known `runtime` (the software of the dataset the constants are for), datasets measured
/// with the other kind of software are left out while any of the same kind apply: the same
/// metric first, then its family, then any metric but token generation.
PerformanceParameters fitParameters(const QList<MeasuredDataset> &datasets, const QHash<QString, Gpu> &gpus,
                                    const PerformanceParameters &base, Runtime runtime = Runtime::Unknown);
/// The fitted constants of `metric` in words ("c 0.250, o 0.250"), for the report.
QString fittedConstantsText(const PerformanceParameters &parameters, Metric metric);

/// One row of the leave-one-dataset-out table.
struct ValidationRow
{
    QString dataset;
    Metric metric = Metric::Fp16Training;
    int gpus = 0;
    QString fitted; ///< the constants used, fitted without this dataset
    double modelRho = 0;
    double modelError = 0;
    double bandwidthRho = 0;
    double bandwidthError = 0;
    double flopsRho = 0;
    double flopsError = 0;

    bool beatsBoth() const
    {
        return modelRho >= bandwidthRho && modelRho >= flopsRho && modelError < bandwidthError &&
               modelError < flopsError;
    }
};

/// For every dataset: fit on all the others, predict this one, score it against the two naive
/// predictors (memory bandwidth alone; dense FP16 tensor TFLOPS alone, FP32 without tensor cores).
QList<ValidationRow> leaveOneDatasetOut(const QList<MeasuredDataset> &datasets, const QHash<QString, Gpu> &gpus,
                                        const PerformanceParameters &base);
/// The rows as the Markdown table of docs/model.md (English, locale-free numbers).
QString validationMarkdown(const QList<ValidationRow> &rows);

// SPDX-FileCopyrightText: 2026 GPU Advisor contributors
// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include "model/catalog/benchmark.h"
#include "model/performance/performancemodel.h"
#include "model/performance/validation.h"

#include <QList>

#include <optional>

/// A measured figure of a GPU beside the model's estimate in the same unit.
struct MeasuredFigure
{
    Benchmark benchmark;
    /// The model's figure in the benchmark's unit: its relative figure times the one scale that
    /// best matches the dataset's other GPUs (the geometric mean ratio). Empty when the dataset
    /// has no other GPU to take a scale from.
    std::optional<double> estimate;
    int comparedGpus = 0; ///< the dataset's other GPUs the scale comes from
};

/// The measured figures of `gpu` on `metric` among `benchmarks`, newest first, each with the
/// model's estimate in its unit (`model` must have its reference set).
QList<MeasuredFigure> measuredFigures(const Gpu &gpu, Metric metric, const QList<Gpu> &gpus,
                                      const QList<Benchmark> &benchmarks, const PerformanceModel &model);

/// The model's typical error on one workload, measured the honest way.
struct ModelError
{
    int datasets = 0;
    double medianError = 0; ///< median over the datasets of their leave-one-dataset-out median error
};

/// The typical error on `metric` from resources/seed/model_errors.csv (written by validate-model
/// from the leave-one-dataset-out table); empty when the file has no figure for it.
std::optional<ModelError> typicalModelError(Metric metric);
/// The CSV validate-model writes: metric,datasets,median_error.
QString modelErrorsCsv(const QList<ValidationRow> &rows);
/// Parses that CSV; false on a malformed file.
bool parseModelErrors(const QString &text, QHash<Metric, ModelError> *errors);

/// What an estimate is based on and how far off the model typically is on the workload, in one
/// translated sentence (shown under every estimate: --explain, the details and compare views).
QString estimateBasisText(const Gpu &gpu, const PerformanceEstimate &estimate);

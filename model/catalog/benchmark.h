// SPDX-FileCopyrightText: 2026 GPU Advisor contributors
// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include <QDate>
#include <QString>

/// One measured figure of a GPU on a workload, with where it comes from: a row of the
/// `benchmarks` table (seeded from docs/benchmarks/measured.csv, or imported by the user).
struct Benchmark
{
    qint64 id = 0;
    qint64 gpuId = 0;
    QString dataset;  ///< one harness and software generation: values compare within a dataset
    QString workload; ///< the metric's key ("int8-inference", ...): never translated
    double value = 0;
    QString unit;
    QString source;
    QDate measuredOn;
    bool userEntered = false;
};

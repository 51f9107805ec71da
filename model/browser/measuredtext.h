// SPDX-FileCopyrightText: 2026 GPU Advisor contributors
// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include "model/performance/measuredfigures.h"

#include <QCoreApplication>

/// How a measured figure reads on screen, shared by the GPU details and the compare view: the
/// test it measures, the value and its unit, the model's estimate for the same test, and the
/// source as a title with its date (the full citation goes to tooltips and secondary lines).
class MeasuredText final
{
    Q_DECLARE_TR_FUNCTIONS(MeasuredText)

public:
    MeasuredText() = delete;

    /// The workload the test stands for ("8-bit inference"), or the stored key when unknown.
    static QString workload(const Benchmark &benchmark);
    /// What was counted, the unit without its conditions: "BERT-large samples/s" of
    /// "BERT-large samples/s (Offline; INT8; TensorRT 8.6)".
    static QString test(const Benchmark &benchmark);
    /// The conditions of the test in the unit's parentheses ("Offline; INT8; TensorRT 8.6");
    /// empty when the unit gives none.
    static QString conditions(const Benchmark &benchmark);
    /// The measured value with its unit: "9,369 BERT-large samples/s".
    static QString value(const Benchmark &benchmark);
    /// The model's figure for the same test in its unit and how far it is from the measurement:
    /// "9,020 (4% below the measurement)"; says so when the test has no other GPU to scale on.
    static QString estimate(const MeasuredFigure &figure);
    /// The same in few characters, for a table cell: "9,020 (−4%)".
    static QString shortEstimate(const MeasuredFigure &figure);
    /// The source's title and the month of the figure: "MLPerf Inference v3.0, Dell submission,
    /// 2023-04". Never a repository path or a commit.
    static QString source(const Benchmark &benchmark);
    /// The model's typical error on the benchmark's workload: "typically off by 6% on 8-bit
    /// inference"; empty when the validation has no figure for it.
    static QString typicalError(const Benchmark &benchmark);
    /// As typicalError(), and where the estimate misses this figure by more than twice that, says
    /// so: the measurement is then the better guide to the card.
    static QString typicalError(const MeasuredFigure &figure);
    /// Whether the estimate misses the figure by more than twice the model's typical error.
    static bool missesByMoreThanUsual(const MeasuredFigure &figure);
    /// Everything about one figure for a tooltip, the full citation included.
    static QString details(const MeasuredFigure &figure);
};

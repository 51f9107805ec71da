// SPDX-FileCopyrightText: 2026 GPU Advisor contributors
// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include "model/cost/pricing.h"
#include "model/format/summary.h"
#include "model/performance/ranking.h"

#include <QCoreApplication>
#include <QDate>

class GpuEvaluator;

/// How one GPU's figures were worked out, worded once: the details pane lays it out as rich text
/// and `gpu-advisor rank --explain` as indented text, and neither adds a word or a figure.
///
/// The title gives the estimate ("16-bit training: 0.912 × the RTX 4090"), the subtitle what it
/// rests on and how far to trust it. Sections, in order (keys untranslated): "measured" (each
/// measured figure beside the model's figure for the same test, with its source), "method",
/// "inputs", "factors" (on the memory-bound part), "time" (the time split, then the model's
/// notes), "power", "cost" (the cost of ownership and the performance per dollar) and "metrics"
/// (the GPU's estimate on every workload, with the model's typical error).
struct RankExplanation : Summary
{
    Q_DECLARE_TR_FUNCTIONS(RankExplanation)

public:
    /// What the figures were computed under, as the user set it.
    struct Assumptions
    {
        QString referenceGpu;
        QString currencySymbol = QStringLiteral("$");
        PriceBasis priceBasis = PriceBasis::Used;
        SoftwareAssumption software = SoftwareAssumption::TodaysStacks;
        QDate asOf; ///< invalid: the latest prices on record
    };

    /// The explanation of `entry`, one of `evaluator`'s entries (or ranked as it ranks): the other
    /// workloads' estimates and the measured figures come from the evaluator.
    static RankExplanation of(const RankEntry &entry, const GpuEvaluator &evaluator, const Assumptions &assumptions);
};

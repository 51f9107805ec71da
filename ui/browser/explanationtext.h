// SPDX-FileCopyrightText: 2026 GPU Advisor contributors
// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include "model/browser/rankexplanation.h"
#include "model/performance/ranking.h"

class GpuEvaluator;
class WhatIfSettings;

/// The details pane's layout of a RankExplanation, the same explanation `gpu-advisor rank
/// --explain` prints: the inputs, the factors, the bound and the time split behind a GPU's
/// relative performance, the measured figures beside it, its cost of ownership and its figure on
/// every metric. It adds no words of its own.
class ExplanationText final
{
public:
    ExplanationText() = delete;

    static QString html(const RankEntry &entry, const GpuEvaluator &evaluator, const WhatIfSettings &settings);
    /// The what-if settings the window's figures were computed under.
    static RankExplanation::Assumptions assumptions(const WhatIfSettings &settings);
};

// SPDX-FileCopyrightText: 2026 GPU Advisor contributors
// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include "model/performance/ranking.h"

#include <QCoreApplication>

class GpuEvaluator;
class WhatIfSettings;

/// The model's explanation of one GPU's figures as rich text, the window's counterpart of
/// `gpu-advisor rank --explain`: the inputs, the factors, the bound and the time split behind
/// its relative performance, its cost of ownership, and its figure on every metric.
class ExplanationText final
{
    Q_DECLARE_TR_FUNCTIONS(ExplanationText)

public:
    ExplanationText() = delete;

    static QString html(const RankEntry &entry, const GpuEvaluator &evaluator, const WhatIfSettings &settings);
};

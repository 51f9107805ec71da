// SPDX-FileCopyrightText: 2026 GPU Advisor contributors
// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include "model/flowchart/flowchartwalker.h"
#include "model/performance/performancemodel.h"

#include <optional>

/// What the wizard's answers say about the work, for the views that rank cards after it: the
/// metric to rank by and the memory a card needs. The post's advice for cards the chart does
/// not fit is "take the most cost-effective GPU with enough memory"; these are its inputs.
struct WizardNeeds
{
    std::optional<Metric> metric; ///< empty when the answers do not say (organisations, cloud)
    double minVramGb = 0;         ///< 0 when the answers say nothing about memory

    bool isEmpty() const { return !metric && minVramGb <= 0; }
};

/// The needs that the walk's answers so far imply (see docs/model.md, "What the wizard
/// carries on", for the rules and their sources).
WizardNeeds wizardNeeds(const FlowchartWalker &walker);

// SPDX-FileCopyrightText: 2026 GPU Advisor contributors
// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include "model/llm/llmestimator.h"

#include <QString>

/// Empty when the workload's context is within the model's native context; otherwise a sentence
/// that says so (issue 27: the plan goes on, but not without a word).
QString llmContextNote(const LlmWorkload &workload);

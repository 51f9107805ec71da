// SPDX-FileCopyrightText: 2026 GPU Advisor contributors
// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include "model/llm/llmvalidation.h"

#include <QList>
#include <QString>
#include <QStringList>

/// The measured language-model speeds shown beside the planner's estimates: the bundled rows of
/// docs/benchmarks/llm-speeds.csv and the user's own (LlmMeasurement::userEntered). Implemented
/// in db/ (SqlLlmSpeedRepository); the planner's front ends see only this interface.
class LlmSpeedRepository
{
public:
    virtual ~LlmSpeedRepository() = default;

    /// Every stored measurement, the user's marked as such; empty with `error` set when the
    /// storage cannot be read.
    virtual QList<LlmMeasurement> measurements(QString *error = nullptr) const = 0;
    /// Adds the user's rows of a file in the columns of llm-speeds.csv, all or none: every row is
    /// checked first and any problem (each naming its line and column) writes nothing. A row
    /// identical to a stored one is not stored twice; `added` and `present` count the rows.
    virtual bool importCsv(const QString &text, int *added, int *present, QStringList *problems) = 0;
};

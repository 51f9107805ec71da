// SPDX-FileCopyrightText: 2026 GPU Advisor contributors
// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include "model/finetune/finetuneplanner.h"

#include <QList>
#include <QString>

/// One measured fine-tuning run of docs/benchmarks/finetune-runs.csv, as the planner sees it.
struct FinetuneRun
{
    QString source;
    QString date;
    QString deviceName;
    bool used = true;
    double measuredTokensPerS = 0;
    FinetuneJob job;
    FinetuneOption option; ///< the device, count and parallelism of the run
};

/// A run with its leave-one-source-out estimate.
struct FinetuneValidationRow
{
    FinetuneRun run;
    double share = 0;    ///< the sustained share fitted on the other sources
    double estimate = 0; ///< tokens/s
    double error = 0;    ///< estimate / measured - 1
};

/// The time estimates against measured runs, each source's runs estimated with the sustained share
/// fitted on the others (docs/finetuning.md §3).
struct FinetuneValidation
{
    QList<FinetuneValidationRow> rows; ///< the used runs
    int skipped = 0;                   ///< runs marked not used
    QStringList sources;
    double shareAllSources = 0; ///< the share fitted on every used run (FinetuneParameters' default)
    QList<double> sourceShares; ///< each source's own median share, in the order of `sources`
    double medianAbsError = 0;
    QString problem; ///< why the file could not be read; empty when it was

    /// The table of docs/finetuning.md (English, Markdown).
    QString markdown() const;
};

namespace FinetuneValidator {

/// Reads the CSV text and checks the planner's speed against every used run.
FinetuneValidation validate(const QString &csvText);
/// The share of the device's peak rate a run sustains at the planner's FLOPs per token.
double sustainedShareOf(const FinetuneRun &run);

} // namespace FinetuneValidator

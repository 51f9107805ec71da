// SPDX-FileCopyrightText: 2026 GPU Advisor contributors
// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include "model/finetune/finetuneplanner.h"

#include <QCoreApplication>
#include <QString>

/// The fine-tuning planner's answer written to a file, named after its job: JSON (as
/// `finetune --json` prints it) or Markdown (the job, the verdict, the table and each
/// configuration's arithmetic, in the reader's language).
class FinetuneExport final
{
    Q_DECLARE_TR_FUNCTIONS(FinetuneExport)

public:
    /// "finetune-llama-3.1-8b-qlora-100m-tokens": a file name without extension that names the job.
    static QString fileStem(const FinetuneJob &job);
    /// The answer as Markdown: a heading with the job, its figures, the verdict, one table row per
    /// configuration (the columns of FinetuneOptionTableModel) and every number explained.
    static QString markdown(const FinetuneRequest &request, const QList<FinetuneOption> &options);
    /// The answer as `finetune --json` prints it, indented.
    static QByteArray json(const FinetuneRequest &request, const QList<FinetuneOption> &options);
};

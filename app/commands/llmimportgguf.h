// SPDX-FileCopyrightText: 2026 GPU Advisor contributors
// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include "app/commands/command.h"

struct LlmModel;

/// `models import --gguf FILE [--name NAME] [--json]`: reads a GGUF file's header (every part
/// of a split file), reports its parameters and the exact bytes of its tensors, and adds the
/// model to the user's own models.
class GgufImport final
{
    Q_DECLARE_TR_FUNCTIONS(CommandLine)

public:
    static QList<QCommandLineOption> options();
    static Command::Synopsis synopsis();
    static int run(CommandContext &context);

    /// What `--hf` shares with `--gguf`: --name, when given, becomes the model's name; false (the
    /// message printed) when it does not have 1 to 120 characters.
    static bool applyName(CommandContext &context, LlmModel *model);
    /// Adds `model` to the user's own models, or replaces the user's model of its name: an
    /// impossible model, or a bundled model's name, is refused and nothing is written. `from`
    /// names what it was read from; `quiet` leaves out the line saying it was added (--json).
    static int addModel(CommandContext &context, const LlmModel &model, const QString &from, bool quiet);
};

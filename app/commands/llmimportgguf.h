// SPDX-FileCopyrightText: 2026 GPU Advisor contributors
// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include "app/commands/command.h"

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
};

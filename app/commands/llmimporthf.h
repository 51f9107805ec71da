// SPDX-FileCopyrightText: 2026 GPU Advisor contributors
// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include "app/commands/command.h"

struct HfModelInfo;
class QTextStream;

/// `models import --hf OWNER/NAME[@REVISION] [--name NAME] [--json] [--timeout S]`: reads a
/// Hugging Face repository's config.json and safetensors headers from the endpoint HF_ENDPOINT
/// names (the token from HF_TOKEN, as huggingface_hub takes them), reports what it read and
/// adds the model to the user's own models as `--gguf` does.
class HfImport final
{
    Q_DECLARE_TR_FUNCTIONS(CommandLine)

public:
    static QList<QCommandLineOption> options();
    static Command::Synopsis synopsis();
    static int run(CommandContext &context);

private:
    static void printInfo(QTextStream &out, const HfModelInfo &info);
};

// SPDX-FileCopyrightText: 2026 GPU Advisor contributors
// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include "app/commands/command.h"
#include "model/readiness/softwarereadiness.h"

#include <QJsonObject>

/// The `--stack` option of rank, recommend and plan ("vllm-linux": only GPUs a stack supports on
/// a system), and the readiness data it is judged on.
namespace StackOption {

QCommandLineOption option();
/// Reads --stack into `stack` when it is set; false (message printed) when it is not a known
/// stack and system.
bool read(CommandContext &context, std::optional<StackOnOs> *stack);
/// The readiness data of the context's database; false (message printed) when it cannot be read.
bool load(CommandContext &context, SoftwareReadiness *readiness);
/// "Only GPUs that vLLM supports on Linux (its own support matrix; docs/software-readiness.md)."
QString filterLine(const StackOnOs &stack);
/// The row of the stack for the GPU as JSON: stack, os, state, since, needs, source, checked_on
/// (state "unknown" when the data says nothing).
QJsonObject json(const SoftwareReadiness &readiness, const QString &gpuName, const StackOnOs &stack);

} // namespace StackOption

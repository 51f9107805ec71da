// SPDX-FileCopyrightText: 2026 GPU Advisor contributors
// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include "app/commands/command.h"
#include "model/build/partprice.h"
#include "model/llm/llmmodel.h"
#include "model/llm/llmplanner.h"

/// What `plan` and `finetune` read alike: the --gpu/--count configuration they evaluate, the
/// --model of the catalog, the devices' names as the database spells them and the part prices a
/// machine is priced with as `build` prices it. Each prints its refusal as the commands did.
namespace LlmOptions {

/// Reads the --gpu NAME options, each with its --count N (at most a machine's cards each), into
/// `devices`; false (message printed) when they do not pair up or a count is out of range.
bool readDevices(CommandContext &context, QList<LlmDeviceChoice> *devices);
/// The catalog's model that --model names: ExitCode::Ok; ExitCode::Usage, with the closest names,
/// when there is none; ExitCode::Failure when the catalog cannot be read.
int loadModel(CommandContext &context, Database &db, LlmModel *model);
/// Gives each of `devices` its name as `names` (the database's devices) spell it, ignoring case;
/// false, with the closest names, when one is not there.
bool matchDevices(CommandContext &context, const QStringList &names, QList<LlmDeviceChoice> *devices);
/// The part prices of the database; false (message printed) when they cannot be read.
bool readPartPrices(CommandContext &context, Database &db, QList<PartPriceObservation> *prices);

} // namespace LlmOptions

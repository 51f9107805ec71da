// SPDX-FileCopyrightText: 2026 GPU Advisor contributors
// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include "app/commands/command.h"
#include "model/llm/llmmodel.h"

#include <QJsonObject>

/// A model's catalog fields under their CSV names, as `models --json` and `models import --hf
/// --json` print them.
QJsonObject modelJson(const LlmModel &model);

/// `models`: the language-model catalog, one model a line or as JSON.
class ModelsCommand final : public Command
{
    Q_DECLARE_TR_FUNCTIONS(CommandLine)

public:
    QString name() const override;
    QString summary() const override;
    QList<QCommandLineOption> options() const override;
    QList<Synopsis> synopses() const override;
    int run(CommandContext &context) const override;
};

/// `models import FILE.csv`: the user's own models from a CSV in the catalog's layout; every
/// row is checked first and nothing is written unless all are good. `models import --gguf
/// FILE`: one model from a GGUF file's header (app/commands/llmimportgguf.cpp).
class ModelsImportCommand final : public Command
{
    Q_DECLARE_TR_FUNCTIONS(CommandLine)

public:
    QString name() const override;
    QString messageName() const override;
    QString summary() const override;
    QString description() const override;
    QList<QCommandLineOption> options() const override;
    QList<Synopsis> synopses() const override;
    int run(CommandContext &context) const override;
};

/// `models export FILE.csv [--own]`: the catalog (or only the user's models) as a CSV that
/// `models import` reads.
class ModelsExportCommand final : public Command
{
    Q_DECLARE_TR_FUNCTIONS(CommandLine)

public:
    QString name() const override;
    QString messageName() const override;
    QString summary() const override;
    QString description() const override;
    QList<QCommandLineOption> options() const override;
    QList<Synopsis> synopses() const override;
    int run(CommandContext &context) const override;
};

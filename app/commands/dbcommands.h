// SPDX-FileCopyrightText: 2026 GPU Advisor contributors
// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include "app/commands/command.h"

/// `db recover DAMAGED [NEW.sqlite]`: a fresh database from the bundled data, with what can still
/// be read from a damaged one copied into it (the damaged file is only read).
class DbRecoverCommand final : public Command
{
    Q_DECLARE_TR_FUNCTIONS(CommandLine)

public:
    QString name() const override;
    QString summary() const override;
    QString description() const override;
    QList<Synopsis> synopses() const override;
    int run(CommandContext &context) const override;
};

/// `db import FILE.csv`: adds or updates GPUs and prices, or adds a cloud catalog, part prices or
/// measured figures (told apart by the header, DataFiles); every row is checked first, and any
/// error writes nothing.
class DbImportCommand final : public Command
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

/// `db import-benchmarks FILE.csv`: the user's own measured figures (the columns of
/// docs/benchmarks/measured.csv); every row is checked first, each error naming its line and
/// column, and any error writes nothing.
class DbImportBenchmarksCommand final : public Command
{
    Q_DECLARE_TR_FUNCTIONS(CommandLine)

public:
    QString name() const override;
    QString messageName() const override;
    QString summary() const override;
    QString description() const override;
    QList<Synopsis> synopses() const override;
    int run(CommandContext &context) const override;
};

/// `db import-llm-speeds FILE.csv`: the user's own measured language-model speeds (the columns of
/// docs/benchmarks/llm-speeds.csv), shown beside the estimates as theirs; every row is checked
/// first, each error naming its line and column, and any error writes nothing.
class DbImportLlmSpeedsCommand final : public Command
{
    Q_DECLARE_TR_FUNCTIONS(CommandLine)

public:
    QString name() const override;
    QString messageName() const override;
    QString summary() const override;
    QString description() const override;
    QList<Synopsis> synopses() const override;
    int run(CommandContext &context) const override;
};

/// `db export FILE.csv`: every GPU and price in one CSV file, in the form `db import` reads.
class DbExportCommand final : public Command
{
    Q_DECLARE_TR_FUNCTIONS(CommandLine)

public:
    QString name() const override;
    QString messageName() const override;
    QString summary() const override;
    QString description() const override;
    QList<Synopsis> synopses() const override;
    int run(CommandContext &context) const override;
};

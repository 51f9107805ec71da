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

/// `db import FILE.csv`: adds or updates GPUs and prices; every row is checked first, and any
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

private:
    /// A cloud price catalog in the SkyPilot layout (told apart by its header): its rates, mapped
    /// to GPUs through the database's cloud GPU names, in one transaction.
    int importCloudCatalog(CommandContext &context, Database &db, const QString &file, const QString &text) const;
    /// A file of part prices (the columns of resources/seed/part_prices.csv): the user's own
    /// observations, which win over the others of their date, in one transaction.
    int importPartPrices(CommandContext &context, Database &db, const QString &file, const QString &text) const;
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

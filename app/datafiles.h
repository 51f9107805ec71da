// SPDX-FileCopyrightText: 2026 GPU Advisor contributors
// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include "model/cloud/cloudcatalogcsv.h"

#include <QCoreApplication>
#include <QSqlDatabase>
#include <QStringList>

#include <optional>

/// What importing one CSV file into the database did, or why it wrote nothing.
struct DataImportOutcome
{
    /// What the file holds, told apart by its header; Unknown when the header is none of them.
    enum class Kind { GpusAndPrices, CloudCatalog, PartPrices, Benchmarks, LlmSpeeds, Unknown };
    /// Imported; refused for its rows (fix the file); refused by the database (locked, read-only...).
    enum class Status { Imported, BadFile, DatabaseRefused };

    Kind kind = Kind::GpusAndPrices;
    Status status = Status::Imported;
    /// Imported: what was added, a sentence a line. DatabaseRefused: the database's words.
    QStringList summary;
    /// BadFile: every problem, each naming its line (and column where there is one).
    QStringList problems;
    /// Rows added or changed: none means the data on screen is still the data in the database.
    int changes = 0;
    /// A cloud catalog whose file names no provider, or no date, needs them from the user.
    bool needsProvider = false;
    bool needsDate = false;

    bool imported() const { return status == Status::Imported; }
};

/// The database's CSV files, for the command line (`db import`, `db import-benchmarks`,
/// `db import-llm-speeds`, `db export`)
/// and File > Import data / Export data alike: one reading of a file, one way of writing it.
class DataFiles final
{
    Q_DECLARE_TR_FUNCTIONS(DataFiles)

public:
    /// What `text` holds: GPUs and prices (GpuCsv's layouts), a cloud catalog, part prices,
    /// measured benchmarks, measured language-model speeds, or none of them.
    static DataImportOutcome::Kind kindOf(const QString &text);

    /// Imports `text` (read from `file`, named in the summary) into `db`, whatever of the
    /// kinds it is; every row is checked first and a file with any problem writes nothing. A cloud
    /// catalog without provider or date columns takes them from `catalogDefaults`. With `kind`,
    /// the file is read as that kind whatever its header (`db import-benchmarks`, `db import-llm-speeds`).
    static DataImportOutcome importText(const QSqlDatabase &db, const QString &text, const QString &file,
                                        const CloudCatalogDefaults &catalogDefaults = {},
                                        std::optional<DataImportOutcome::Kind> kind = std::nullopt);

    /// Writes every GPU and price of `db` to `file` in the layout `importText` reads back, whole or
    /// not at all. On success `summary` says what was written; else `error` says why not.
    static bool exportGpusAndPrices(const QSqlDatabase &db, const QString &file, QString *summary, QString *error);
};

// SPDX-FileCopyrightText: 2026 GPU Advisor contributors
// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include "model/cloud/cloudrate.h"

#include <QDate>
#include <QStringList>

/// A cloud rate as it stands in a file: the GPU still by the catalog's name.
struct CloudRateRow
{
    int line = 0;
    QString gpuName; ///< the database's name when the file gives one (column "gpu"); else '' until mapped
    CloudRate rate;
};

/// Maps a catalog's accelerator name (RTX5090, A100-80GB, H100 with "NVL" in the instance
/// type, ...) to a GPU of the database. Blank provider or instance text matches any.
struct CloudAlias
{
    QString provider;
    QString acceleratorName;
    QString instanceContains;
    QString gpuName;
    QString note;
};

/// What the file says about where its rows come from, for the columns it lacks.
struct CloudCatalogDefaults
{
    QString provider;
    QDate date;
    QString source;
};

/// Reading cloud GPU prices in the SkyPilot catalog format (InstanceType, AcceleratorName,
/// AcceleratorCount, vCPUs, MemoryGiB, Price, Region, GpuInfo, SpotPrice; providers order the
/// columns differently and add some, so columns are found by header), with optional columns
/// gpu, provider, date, source and note that the app's own seed file adds. Rows without an
/// accelerator (CPU machines) and without any price are left out; every other problem is an
/// error naming the line and the column.
namespace CloudCatalogCsv {

/// True when the header is a cloud catalog's.
bool looksLikeCatalog(const QString &text);

struct ParseResult
{
    QList<CloudRateRow> rows;
    int cpuRowsSkipped = 0;
    int unpricedRowsSkipped = 0;
    /// Refused because the file has no provider (or date) column and the defaults give none:
    /// what to ask the user for.
    bool needsProvider = false;
    bool needsDate = false;
};

bool parse(const QString &text, const CloudCatalogDefaults &defaults, ParseResult *result, QStringList *errors);

bool parseAliases(const QString &text, QList<CloudAlias> *aliases, QStringList *errors);
QStringList aliasColumns();

/// The GPU a row stands for: its own "gpu" column, else the most specific alias that matches
/// (provider and instance text, then provider, then instance text, then the name alone); ''
/// when none does.
QString resolve(const CloudRateRow &row, const QList<CloudAlias> &aliases);

/// The app's own layout, which parse() reads back: the SkyPilot columns plus gpu, provider,
/// date, source and note.
QStringList columns();
QString write(const QList<CloudRateRow> &rows);

} // namespace CloudCatalogCsv

// SPDX-FileCopyrightText: 2026 GPU Advisor contributors
// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include "model/catalog/gpu.h"

#include <QStringList>

#include <functional>

/// A price observation as it stands in a CSV file: the GPU by name, not yet by id.
struct PriceRow
{
    int line = 0;
    QString gpuName;
    PriceObservation observation;
};

/// Reading and writing the two CSV layouts the app exchanges: GPU specs (the columns of the
/// reference dataset) and dated price observations (gpu,date,condition,usd,source,note).
/// Parsing validates every row; errors name the line, the column and what was expected.
namespace GpuCsv {

/// The range a price must lie in, in US dollars: anything outside is a typo or a unit mix-up.
inline constexpr double MinPriceUsd = 1;
inline constexpr double MaxPriceUsd = 1000000;
/// No price or spec in the app's data is older than this: the first GPUs of its kind came later,
/// and a date before it is a typo (a year 0199 or 1899).
QDate earliestDate();

QStringList gpuColumns();
QStringList priceColumns();

/// Parses a spec file. Returns false and fills `errors` (one message per problem, all rows
/// checked) when anything is wrong; `gpus` is then unspecified.
bool parseGpus(const QString &text, QList<Gpu> *gpus, QStringList *errors);
bool parsePrices(const QString &text, QList<PriceRow> *prices, QStringList *errors);

/// Whether the header is one of the three layouts parseAny() reads (an export's `record` column,
/// GPU specs' `vram_gb`, or prices' `gpu` and `usd`), so that an importer can tell this data
/// from its other files, and from none of them, before reading it.
bool looksLikeGpuData(const QString &text);

/// Parses any of the three layouts, told apart by the header: GPU specs, prices, or an export
/// (a `record` column saying "gpu" or "price" on each line, both layouts' columns side by side).
/// This is the reader of what users import, held to more than the bundled data: the dates of
/// prices and specs must lie from 1990 to today, and the rows of a file without the user_edited
/// (user_entered) column are marked as the user's. Everywhere, text cells lose the spreadsheet
/// quote the writers add (restoredCell()), and control characters are refused.
bool parseAny(const QString &text, QList<Gpu> *gpus, QList<PriceRow> *prices, QStringList *errors);

/// The writers neutralise text cells against formula injection (neutralizedCell()).
QString writeGpus(const QList<Gpu> &gpus);
/// `nameOf` maps a GPU id to its name.
QString writePrices(const QList<PriceObservation> &prices, const std::function<QString(qint64)> &nameOf);
/// Everything in one file that parseAny() reads back to the same GPUs and prices.
QString writeExport(const QList<Gpu> &gpus, const QList<PriceObservation> &prices,
                    const std::function<QString(qint64)> &nameOf);

} // namespace GpuCsv

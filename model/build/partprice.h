// SPDX-FileCopyrightText: 2026 GPU Advisor contributors
// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include <QDate>
#include <QList>
#include <QString>
#include <QStringList>

#include <optional>

/// What a part price counts: one item, one GB (memory) or one TB (storage).
enum class PartPriceUnit { Each, PerGb, PerTb };

/// "each", "per_gb", "per_tb": the CSV's and the database's spelling, never translated.
QString partPriceUnitKey(PartPriceUnit unit);
std::optional<PartPriceUnit> partPriceUnitFromKey(const QString &key);

/// One dated observation of what a class of PC part costs in US dollars: the classes are the
/// build planner's ("ram-ddr5" per GB, "psu-atx-850" each, "cpu-desktop-8c" each; the list is
/// docs/part-prices.md), each figure with what it is (a median of retail lows, one listing, an
/// article's figure), where it comes from and when.
struct PartPriceObservation
{
    qint64 id = 0;
    QString part;
    PartPriceUnit unit = PartPriceUnit::Each;
    QDate observedOn;
    bool monthly = false; ///< a figure for a month (observedOn is its first day)
    double usd = 0;
    /// "median_lowest_retail", "lowest_retail", "listing", "average", "article"; empty for the
    /// user's own entries.
    QString statistic;
    QString source;
    QString note;
    bool userEntered = false;

    /// "2025-08" for a monthly figure, "2025-08-17" for a dated one.
    QString dateLabel() const;
    /// What the statistic is, a few words in the reader's language ("median of retail lows").
    QString statisticTitle() const;

    friend bool operator==(const PartPriceObservation &, const PartPriceObservation &) = default;
};

/// The observation of `part` that holds at `asOf` (an invalid date: the newest): the newest one
/// observed at or before it. On that date the user's own entry wins over the others; among
/// several others the median one is taken (the lower of the two middle ones), so the figure
/// shown is always a real observation with its source.
std::optional<PartPriceObservation> partPriceAt(const QList<PartPriceObservation> &observations, const QString &part,
                                                const QDate &asOf);

/// The bundled and downloadable CSV of part prices (resources/seed/part_prices.csv, written by
/// tools/make_part_prices.py): part,unit,observed_on,usd,statistic,source,note.
namespace PartPriceCsv {

QStringList columns();
/// Whether the text's header names the part-price columns (part, unit, observed_on, usd).
bool looksLikePartPrices(const QString &text);
/// Reads the file; false with one message per bad line ("line 4: usd: ...") and nothing kept
/// when any line is bad. An empty file (header only) is fine.
bool parse(const QString &text, QList<PartPriceObservation> *rows, QStringList *errors);
QString write(const QList<PartPriceObservation> &rows);

} // namespace PartPriceCsv

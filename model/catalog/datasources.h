// SPDX-FileCopyrightText: 2026 GPU Advisor contributors
// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include "model/catalog/gpu.h"

#include <QDate>
#include <QList>
#include <QString>
#include <QStringList>

/// One family of sources behind the data: what it is, where it was taken from, how many rows
/// it gave and the dates they cover.
struct DataSourceGroup
{
    QString name;        ///< "Amazon price history (Keepa)", "developer.nvidia.com", ...
    QStringList origins; ///< the datasets or repositories the rows were read from
    int rows = 0;
    QDate first;
    QDate last;
    bool userEntered = false; ///< rows the user typed in or edited
};

/// Where the database's numbers come from, for the About dialog and `gpu-advisor db sources`.
struct DataSourceSummary
{
    int gpus = 0;
    int userEditedGpus = 0;
    QList<DataSourceGroup> specSources;  ///< by the host of each GPU's primary document
    QList<DataSourceGroup> crossChecks;  ///< datasets the specifications were checked against
    QList<DataSourceGroup> priceSources; ///< by price source, user entries last
    QDate newestPrice;
};

namespace DataSources {

/// Groups the GPUs' spec sources and the price observations' sources. Groups are sorted by
/// row count, largest first.
DataSourceSummary summarize(const QList<Gpu> &gpus, const QList<PriceObservation> &prices);

/// The family a free-text price source belongs to: its leading words up to the first part
/// that names a file, repository or address ("Amazon price history (Keepa), United-Compute/
/// gpu-price-tracker:data/x.json" -> "Amazon price history (Keepa)").
QString priceSourceFamily(const QString &source);
/// The kind of a price source in the reader's language ("eBay average sold price" ->
/// "средняя цена продаж на eBay"); kinds the seed data does not use come back as given. The
/// full citation is never translated.
QString priceKindTitle(const QString &kind);
/// The repositories or addresses named in a free-text source, without file paths.
QStringList sourceOrigins(const QString &source);
/// A source as a reader should see it: a repository reference "owner/name:path@commit"
/// becomes its dataset name ("gpu-price-tracker"), an address its host; other words stay.
/// The full citation stays in the database and in `gpu-advisor db sources`.
QString readableSource(const QString &source);
/// readableSource() for one repository or dataset name ("owner/name" -> "name").
QString readableOrigin(const QString &origin);
/// A price or spec source's title for the screen, one short phrase: the family a free-text
/// source names before its file ("Amazon price history (Keepa)", translated), the publisher of
/// a repository the data was read from ("activescott/gpu-agent:...market-report.../page.tsx@c0ffee"
/// -> "GPU Poet market report"; publishers in docs/data-2026.md), or the host of an address.
/// Never a file path or a commit; the full citation stays in the database and the tooltips.
QString sourceTitle(const QString &source);
/// Where a reader can open the source: the first address in it, or the file of its first
/// repository reference at its commit on GitHub ("owner/name:path@commit" or
/// "owner/name:path @ commit" -> https://github.com/owner/name/blob/commit/path); empty when
/// the source names neither.
QString sourceUrl(const QString &source);
/// The host of a URL source ("https://www.techpowerup.com/gpu-specs/..." -> "techpowerup.com"),
/// or the text itself when it is not a URL.
QString sourceHost(const QString &source);
/// The host of a URL without "www."; empty when the text is not a URL with a host.
QString urlHost(const QString &text);

} // namespace DataSources

// SPDX-FileCopyrightText: 2026 GPU Advisor contributors
// SPDX-License-Identifier: GPL-3.0-or-later
#include "model/catalog/pricerecorder.h"

#include "model/catalog/gpucsv.h"
#include "model/format/formatter.h"

using namespace Qt::StringLiterals;

QDate PriceEntry::earliestDate(const Gpu &gpu)
{
    // A card is not sold before it is released (Gpu::isReleasedBy's rule).
    const QDate released = gpu.releaseDate();
    return released.isValid() ? std::max(GpuCsv::earliestDate(), released) : GpuCsv::earliestDate();
}

QStringList PriceEntry::problems(const PriceObservation &price, const Gpu &gpu)
{
    QStringList out;
    if (price.gpuId != gpu.id || gpu.id == 0)
        out.append(tr("the price names no GPU of the database"));
    const QDate today = QDate::currentDate();
    const QDate first = earliestDate(gpu);
    if (!price.observedOn.isValid() || price.observedOn < first || price.observedOn > today) {
        //: %1 and %2 are dates (YYYY-MM-DD): the GPU's release (or 1990) and today
        out.append(
            tr("the date must be from %1 to today (%2)").arg(first.toString(Qt::ISODate), today.toString(Qt::ISODate)));
    }
    if (!(price.usd >= GpuCsv::MinPriceUsd && price.usd <= GpuCsv::MaxPriceUsd)) {
        //: %1 and %2 are amounts in US dollars ("$1", "$1,000,000")
        out.append(tr("the price must be from %1 to %2")
                       .arg(Formatter::money(GpuCsv::MinPriceUsd, u"$"_s, 0),
                            Formatter::money(GpuCsv::MaxPriceUsd, u"$"_s, 0)));
    }
    if (price.source.trimmed().isEmpty())
        out.append(tr("say where the price was seen (a shop, a listing, a quote)"));
    for (const QString &text : {price.source, price.note}) {
        if (std::any_of(text.cbegin(), text.cend(), [](QChar c) { return c.category() == QChar::Other_Control; })) {
            out.append(tr("the source and the note must be text without control characters"));
            break;
        }
    }
    return out;
}

// SPDX-FileCopyrightText: 2026 GPU Advisor contributors
// SPDX-License-Identifier: GPL-3.0-or-later
#include "model/browser/pricecell.h"

#include "model/catalog/pricekinds.h"
#include "model/format/formatter.h"

using namespace Qt::StringLiterals;

QVariant PriceCell::value(const RankEntry &entry)
{
    return entry.priceUsd ? QVariant(*entry.priceUsd) : QVariant();
}

QString PriceCell::text(const RankEntry &entry, const QString &currency)
{
    return entry.priceUsd ? Formatter::money(*entry.priceUsd, currency) : tr("no price");
}

QString PriceCell::toolTip(const RankEntry &entry, PriceBasis basis, const QString &currency)
{
    const QList<PriceObservation> observations = entry.quote.basisObservations(basis);
    if (observations.isEmpty())
        return tr("No price on record as of this month.");
    QStringList lines;
    for (const PriceObservation &o : observations) {
        //: %1 says what the price is ("used · average sold price"), %2 the price, %3 its date, %4 its source.
        lines.append(tr("%1: %2 on %3 (%4)")
                         .arg(PriceKinds::describe(o), Formatter::money(o.usd, currency), o.dateLabel(), o.source));
    }
    if (observations.size() > 1)
        lines.append(tr("The price is the average of the two."));
    return lines.join(u'\n');
}

// SPDX-FileCopyrightText: 2026 GPU Advisor contributors
// SPDX-License-Identifier: GPL-3.0-or-later
#include "ui/browser/assumptionstext.h"

#include "model/build/costofownership.h"
#include "model/format/formatter.h"

#include <QRegularExpression>

#include <algorithm>

using namespace Qt::StringLiterals;

QString AssumptionsText::shortMetric(Metric metric)
{
    return metricTitle(metric).section(u" ("_s, 0, 0);
}

QString AssumptionsText::metricDetail(Metric metric)
{
    if (shortMetric(metric) == metricTitle(metric))
        return {};
    return tr("Metric: %1.").arg(metricTitle(metric)) + u' ';
}

QString AssumptionsText::month(const QDate &date)
{
    return date.toString(u"yyyy-MM"_s);
}

QString AssumptionsText::priceDate(const WhatIfSettings &settings, const QString &newestShown)
{
    if (settings.asOf().isValid())
        return tr("as of %1").arg(month(settings.asOf()));
    if (newestShown.isEmpty())
        return tr("latest on record");
    return tr("latest on record (up to %1)").arg(latestMonth(newestShown));
}

QString AssumptionsText::latestMonth(const QString &dateLabel)
{
    // A price date may be a range in words ("2023-10 to 2025-08", "с 2023-10 по 2025-08"): the
    // latest month in it, not its first seven characters.
    static const QRegularExpression month(u"\\b(\\d{4}-\\d{2})"_s);
    QString latest;
    for (auto it = month.globalMatch(dateLabel); it.hasNext();)
        latest = std::max(latest, it.next().captured(1));
    return latest;
}

QString AssumptionsText::cost(const WhatIfSettings &settings)
{
    const CostParameters &c = settings.cost();
    const QString symbol = settings.currencySymbol();
    //: %4 is "your $1,200", "the 2023 post's $700" or "from the build planner's parts for each GPU's machine"
    return tr("%1 years, %2/kWh, %3% utilisation, the rest of the desktop: %4")
        .arg(Formatter::number(c.years), Formatter::money(c.kwhPriceUsd, symbol, 3),
             Formatter::number(c.utilization * 100), CostOfOwnership::desktopTitle(c, settings.asOf(), symbol));
}

QString AssumptionsText::reference(const WhatIfSettings &settings)
{
    return tr("relative to the %1 (= 1.00)").arg(settings.performance().referenceGpu);
}

QString AssumptionsText::note(const WhatIfSettings &settings, const QString &newestShown, bool withCost)
{
    QString text =
        tr("Prices: %1, %2.").arg(priceBasisTitle(settings.cost().priceBasis), priceDate(settings, newestShown));
    if (withCost)
        text += u' ' + tr("Cost of ownership: GPU + %1.").arg(cost(settings));
    text += u' ' + tr("Performance: model estimate, %1.").arg(reference(settings));
    // Another symbol relabels the amounts; it does not convert them (issue 11).
    if (settings.currencySymbol() != u"$")
        text +=
            u' ' + tr("Amounts are US dollars shown with the symbol %1, not converted.").arg(settings.currencySymbol());
    return text;
}

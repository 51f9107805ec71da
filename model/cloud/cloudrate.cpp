// SPDX-FileCopyrightText: 2026 GPU Advisor contributors
// SPDX-License-Identifier: GPL-3.0-or-later
#include "model/cloud/cloudrate.h"

#include "model/performance/statistics.h"

#include <QHash>

#include <algorithm>

using namespace Qt::StringLiterals;

QString cloudRateKindKey(CloudRateKind kind)
{
    return kind == CloudRateKind::Spot ? u"spot"_s : u"on_demand"_s;
}

QString CloudRate::dateLabel() const
{
    return monthly ? observedOn.toString(u"yyyy-MM"_s) : observedOn.toString(Qt::ISODate);
}

std::optional<double> CloudRate::usdPerGpuHour(CloudRateKind kind) const
{
    const std::optional<double> instance = kind == CloudRateKind::Spot ? spotUsdPerHour : usdPerHour;
    if (!instance || *instance <= 0 || acceleratorCount <= 0)
        return std::nullopt;
    return *instance / acceleratorCount;
}

QDate CloudRateSummary::oldest() const
{
    QDate d;
    for (const ProviderRate &p : providers) {
        if (!d.isValid() || p.observedOn < d)
            d = p.observedOn;
    }
    return d;
}

QDate CloudRateSummary::newest() const
{
    QDate d;
    for (const ProviderRate &p : providers) {
        if (!d.isValid() || p.observedOn > d)
            d = p.observedOn;
    }
    return d;
}

namespace CloudRates {

CloudRateSummary summarize(const QList<CloudRate> &rates, CloudRateKind kind, const QDate &asOf)
{
    CloudRateSummary summary;
    summary.kind = kind;
    QHash<QString, ProviderRate> best; // by provider, case-blind
    for (const CloudRate &r : rates) {
        const auto perGpu = r.usdPerGpuHour(kind);
        if (!perGpu || !r.observedOn.isValid() || (asOf.isValid() && r.observedOn > asOf))
            continue;
        const QString key = r.provider.trimmed().toLower();
        auto it = best.find(key);
        const bool newer = it == best.end() || r.observedOn > it->observedOn;
        const bool cheaperSameDay = it != best.end() && r.observedOn == it->observedOn && *perGpu < it->usdPerGpuHour;
        if (newer || cheaperSameDay)
            best.insert(key, ProviderRate{r.provider, *perGpu, r.observedOn, r.dateLabel(), r.instanceType, r.region,
                                          r.source});
    }
    summary.providers = best.values();
    std::sort(summary.providers.begin(), summary.providers.end(), [](const ProviderRate &a, const ProviderRate &b) {
        return a.usdPerGpuHour != b.usdPerGpuHour ? a.usdPerGpuHour < b.usdPerGpuHour : a.provider < b.provider;
    });
    QList<double> hourly;
    for (const ProviderRate &p : std::as_const(summary.providers))
        hourly.append(p.usdPerGpuHour);
    if (!hourly.isEmpty())
        summary.medianUsdPerGpuHour = Statistics::median(hourly);
    return summary;
}

} // namespace CloudRates

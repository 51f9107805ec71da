// SPDX-FileCopyrightText: 2026 GPU Advisor contributors
// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include <QDate>
#include <QList>
#include <QString>

#include <optional>

/// On-demand (billed while it runs) or spot (cheaper, may be taken back at any time).
enum class CloudRateKind { OnDemand, Spot };

QString cloudRateKindKey(CloudRateKind kind); ///< "on_demand" or "spot"

/// One dated rental offer of a cloud machine with GPUs: what the provider's catalog says an
/// instance costs per hour, with how many GPUs it has. Rates per GPU-hour are the instance's
/// price divided by its GPU count.
struct CloudRate
{
    qint64 id = 0;
    qint64 gpuId = 0;
    QString provider;        ///< "RunPod", "Vast.ai", "Lambda", "AWS", ...
    QString instanceType;    ///< as the catalog names it; '' when the source gives a per-GPU rate only
    QString acceleratorName; ///< as the catalog spells it (RTX5090, A100-80GB, ...)
    double acceleratorCount = 1;
    std::optional<double> vcpus;
    std::optional<double> memoryGib;
    QString region;
    std::optional<double> usdPerHour;     ///< the whole instance, on demand
    std::optional<double> spotUsdPerHour; ///< the whole instance, spot
    QDate observedOn;
    bool monthly = false; ///< a monthly figure, dated the first of its month
    QString source;
    QString note;
    bool userEntered = false;

    /// "2026-10" for a monthly figure, "2026-10-01" for a dated one.
    QString dateLabel() const;
    std::optional<double> usdPerGpuHour(CloudRateKind kind) const;
};

/// One provider's best offer of a GPU: its lowest rate per GPU-hour on the newest date the
/// provider has one.
struct ProviderRate
{
    QString provider;
    double usdPerGpuHour = 0;
    QDate observedOn;
    QString dateLabel;
    QString instanceType;
    QString region;
    QString source;
};

/// The rates of one GPU of one kind, across providers: each provider's newest, lowest offer,
/// the cheapest of them and their median. Empty when no provider offers the GPU.
struct CloudRateSummary
{
    CloudRateKind kind = CloudRateKind::OnDemand;
    QList<ProviderRate> providers; ///< cheapest first
    std::optional<double> medianUsdPerGpuHour;

    bool isEmpty() const { return providers.isEmpty(); }
    const ProviderRate &cheapest() const { return providers.first(); }
    /// The oldest and newest date among the providers' offers.
    QDate oldest() const;
    QDate newest() const;
};

namespace CloudRates {

/// Each provider's newest date, its lowest offer on that date, then the cheapest first; the
/// median is taken over the providers (not over offers, so a provider with many regions does
/// not outweigh one with few). Offers dated after `asOf` are left out when it is valid.
CloudRateSummary summarize(const QList<CloudRate> &rates, CloudRateKind kind, const QDate &asOf = {});

} // namespace CloudRates

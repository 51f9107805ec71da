// SPDX-FileCopyrightText: 2026 GPU Advisor contributors
// SPDX-License-Identifier: GPL-3.0-or-later
#include "model/build/costofownership.h"

#include "model/build/buildplanner.h"
#include "model/build/buildrules.h"
#include "model/format/formatter.h"

#include <algorithm>

using namespace Qt::StringLiterals;

CostOfOwnership::CostOfOwnership(QList<PartPriceObservation> partPrices)
    : m_partPrices(std::move(partPrices))
{}

void CostOfOwnership::setPartPrices(QList<PartPriceObservation> partPrices)
{
    m_partPrices = std::move(partPrices);
    m_desktops.clear();
}

bool CostOfOwnership::isPostView(const QDate &asOf)
{
    // The month the app's 2023 edition stands for: the post's software and its assumptions.
    return asOf.isValid() && asOf < QDate(2024, 1, 1);
}

QString CostOfOwnership::desktopTitle(const CostParameters &cost, const QDate &asOf, const QString &currency)
{
    if (cost.desktopUsd) {
        //: The desktop of a cost of ownership; %1 is the user's own price of it
        return tr("your %1").arg(Formatter::money(*cost.desktopUsd, currency));
    }
    if (isPostView(asOf)) {
        //: The desktop of a cost of ownership in the 2023 post's view; %1 is its price ($700)
        return tr("the 2023 post's %1").arg(Formatter::money(CostParameters::desktopBaseUsd, currency));
    }
    //: The desktop of a cost of ownership, priced by the build planner for each GPU
    return tr("from the build planner's parts for each GPU's machine");
}

QString CostOfOwnership::resaleTitle(const CostParameters &cost, const QDate &asOf)
{
    if (isPostView(asOf)) {
        //: How a ranking's cost of ownership treats resale in the 2023 post's view
        return tr("Resale: none, as in the 2023 post");
    }
    if (!cost.countResale) {
        //: How a ranking's cost of ownership treats resale in the what-if "keep it until it dies"
        return tr("Resale: none, each GPU is kept until it stops working");
    }
    //: How a ranking's cost of ownership treats resale; %1 is the years ("5 years")
    return tr("Resale: the expected resale after %1 is taken off where the fit of second-hand prices reaches")
        .arg(Formatter::years(cost.years));
}

DesktopQuote CostOfOwnership::plannedDesktop(const Gpu &gpu, int count, const QDate &asOf) const
{
    const QString key =
        u"%1/%2/%3"_s.arg(gpu.id).arg(count).arg(asOf.isValid() ? asOf.toString(u"yyyy-MM"_s) : QString());
    if (const auto found = m_desktops.constFind(key); found != m_desktops.cend())
        return found.value();
    BuildRequest request;
    request.gpus = {{gpu.name, count}};
    request.priceAsOf = asOf;
    // The GPUs are priced by the caller; the planner prices the rest of the machine they need.
    const BuildPlan plan = BuildPlanner::planWith(request, {{gpu, {}}}, m_partPrices);
    DesktopQuote quote;
    quote.origin = DesktopOrigin::Parts;
    for (const BuildPart &part : plan.parts) {
        if (part.type != u"GPU" && !part.shared)
            quote.usd += part.totalUsd().value_or(0);
    }
    quote.systemWatts = BuildRules::systemWattsWhileTraining(plan.platform);
    m_desktops.insert(key, quote);
    return quote;
}

DesktopQuote CostOfOwnership::desktop(const Gpu &gpu, int count, const CostParameters &cost, const QDate &asOf) const
{
    if (gpu.isCompleteComputer())
        return {};
    if (isPostView(asOf)) {
        // The post's formula: its $700 desktop and the cards' power alone.
        if (cost.desktopUsd)
            return {*cost.desktopUsd, 0, DesktopOrigin::UsersPrice};
        return {CostParameters::desktopBaseUsd, 0, DesktopOrigin::Post};
    }
    DesktopQuote quote = plannedDesktop(gpu, std::max(count, 1), asOf);
    if (cost.desktopUsd) {
        quote.usd = *cost.desktopUsd;
        quote.origin = DesktopOrigin::UsersPrice;
    }
    return quote;
}

CostBreakdown CostOfOwnership::cost(const Gpu &gpu, double priceUsd, const CostParameters &cost, const QDate &asOf,
                                    int count) const
{
    const DesktopQuote machine = desktop(gpu, count, cost, asOf);
    CostBreakdown c = ownershipCost(priceUsd, gpu.tdpWatts, cost, count, machine.usd, machine.systemWatts);
    c.desktopOrigin = machine.origin;
    countResale(m_resale, gpu, priceUsd, count, cost, asOf, &c);
    return c;
}

void CostOfOwnership::countResale(const ResaleModel &resale, const Gpu &gpu, double priceUsd, int count,
                                  const CostParameters &cost, const QDate &asOf, CostBreakdown *breakdown)
{
    breakdown->resaleUsd = 0;
    breakdown->resale = {};
    if (isPostView(asOf)) {
        breakdown->resaleState = ResaleState::PostView;
        return;
    }
    if (!cost.countResale) {
        breakdown->resaleState = ResaleState::Kept;
        return;
    }
    breakdown->resaleState = ResaleState::NotEstimated;
    if (resale.isEmpty()) {
        //: Why a card's cost of ownership counts no resale
        breakdown->resale.reason = tr("no dated second-hand prices to fit");
        return;
    }
    if (priceUsd <= 0) {
        //: Why a card's cost of ownership counts no resale
        breakdown->resale.reason = tr("no price paid on record");
        return;
    }
    breakdown->resale = resale.estimate(gpu, asOf, cost.years);
    if (!breakdown->resale.usd)
        return;
    // A card is not expected to sell for more than was paid for it.
    breakdown->resale.usd = std::min(*breakdown->resale.usd, priceUsd);
    breakdown->resaleUsd = *breakdown->resale.usd * std::max(count, 1);
    breakdown->resaleState = ResaleState::Counted;
}

BreakEvenInput CostOfOwnership::breakEvenInput(const Gpu &gpu, double priceUsd, const CostParameters &cost,
                                               const QDate &asOf, double cloudHourlyUsd,
                                               std::optional<double> gpuWatts) const
{
    const DesktopQuote machine = desktop(gpu, 1, cost, asOf);
    BreakEvenInput in;
    in.desktopCostUsd = priceUsd + machine.usd;
    in.gpuWatts = gpuWatts.value_or(gpu.tdpWatts);
    // The post's view keeps its worked example's 100 W for the rest of the system; a complete
    // computer's own figure is the whole machine's.
    in.systemWatts = gpu.isCompleteComputer() ? 0.0
                     : isPostView(asOf)       ? BreakEvenInput().systemWatts
                                              : machine.systemWatts;
    in.kwhPriceUsd = cost.kwhPriceUsd;
    in.cloudHourlyUsd = cloudHourlyUsd;
    // The resale of the cost of ownership over the years (none in the post's view or when kept):
    // owning for d days costs the desktop − that resale + d days of electricity (docs/resale.md).
    CostBreakdown resale;
    resale.years = cost.years;
    countResale(m_resale, gpu, priceUsd, 1, cost, asOf, &resale);
    in.resaleUsd = resale.resaleUsd;
    in.resaleLine = resale.resaleLine();
    // Renting for no hours never breaks even: the least utilisation the break-even takes.
    in.utilization = std::max(cost.utilization, BreakEvenInput::MinimumUtilization);
    return in;
}

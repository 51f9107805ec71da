// SPDX-FileCopyrightText: 2026 GPU Advisor contributors
// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include "model/build/buildplan.h"
#include "model/build/buildrequest.h"
#include "model/build/partpricerepository.h"
#include "model/catalog/gpurepository.h"
#include "model/cost/resale.h"

#include <QCoreApplication>

#include <optional>

/// A GPU of a build with its price observations, as the planner's pure core takes them.
struct BuildGpuInput
{
    Gpu gpu;
    QList<PriceObservation> prices;
};

/// Turns "which GPU" into "what machine": applies the rules of docs/build-rules.md (power and
/// PSU, circuit, CPU, memory, storage, chassis and cooling, network) to a BuildRequest and prices
/// the result. It reads GPUs and prices through the repository interface and writes nothing.
class BuildPlanner final
{
    Q_DECLARE_TR_FUNCTIONS(BuildPlanner)

public:
    explicit BuildPlanner(const GpuRepository &gpus);

    /// Where the prices of the other parts come from; without it (or when it cannot be read)
    /// every part other than the GPUs is at the planner's documented default.
    void setPartPrices(const PartPriceRepository *parts) { m_parts = parts; }

    /// Resolves the GPU names and plans. Empty with `error` set when a name is unknown, the
    /// repository fails, or the request is invalid (the message names the field).
    std::optional<BuildPlan> plan(const BuildRequest &request, QString *error = nullptr) const;

    /// The rules alone, on GPUs already read (one input per line of the request, in order) and
    /// the dated prices of the other parts. The request must have passed validate().
    static BuildPlan planWith(const BuildRequest &request, const QList<BuildGpuInput> &inputs,
                              const QList<PartPriceObservation> &partPrices = {});

    /// Takes the expected resale of the plan's GPUs off its cost of ownership, as CostOfOwnership does.
    static void countResale(BuildPlan *plan, const ResaleModel &resale);

    /// Checks that need the GPUs' specs (the power limit against their TDP). Empty when fine.
    static QString validate(const BuildRequest &request, const QList<Gpu> &gpus);
    /// Every part class a plan can be priced by (BuildPart::priceKey): what a user's part price
    /// must name to be used.
    static QStringList partPriceKeys();

private:
    const GpuRepository &m_gpus;
    const PartPriceRepository *m_parts = nullptr;
    /// The resale fits of the repository's second-hand prices, read with the first plan.
    mutable std::optional<ResaleModel> m_resale;
};

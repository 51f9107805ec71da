// SPDX-FileCopyrightText: 2026 GPU Advisor contributors
// SPDX-License-Identifier: GPL-3.0-or-later
#include "model/catalog/gpurepository.h"

#include "model/cost/pricing.h"

QList<PriceObservation> GpuRepository::quotedPrices(const QDate &asOf, QString *error) const
{
    return quotedObservations(allPrices(error), asOf);
}

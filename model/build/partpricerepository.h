// SPDX-FileCopyrightText: 2026 GPU Advisor contributors
// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include "model/build/partprice.h"

/// Read access to the dated prices of the build planner's other parts (RAM, CPU, PSU, storage,
/// board, case, cooler). Implemented in db/.
class PartPriceRepository
{
public:
    virtual ~PartPriceRepository() = default;

    /// Every observation, oldest first. Empty with `error` set when the store cannot be read.
    virtual QList<PartPriceObservation> partPrices(QString *error = nullptr) const = 0;
};

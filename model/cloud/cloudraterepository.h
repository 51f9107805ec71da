// SPDX-FileCopyrightText: 2026 GPU Advisor contributors
// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include "model/cloud/cloudrate.h"

/// Read access to the dated cloud rates of GPUs. Implemented in db/.
class CloudRateRepository
{
public:
    virtual ~CloudRateRepository() = default;

    /// Every rate of the GPU, oldest first.
    virtual QList<CloudRate> cloudRates(qint64 gpuId, QString *error = nullptr) const = 0;
};

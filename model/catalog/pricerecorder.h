// SPDX-FileCopyrightText: 2026 GPU Advisor contributors
// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include "model/catalog/gpu.h"

#include <QCoreApplication>
#include <QStringList>

/// Where the prices a user enters by hand are kept (the database in the app; a list in tests).
/// The screens that offer "Add a price" write through it and read the result back through their
/// GpuRepository.
class PriceRecorder
{
public:
    virtual ~PriceRecorder() = default;
    /// Keeps `price` as the user's own observation (userEntered is set whatever it says). False,
    /// with `error` saying why, when it cannot be kept; an identical observation already kept is
    /// not kept twice, and counts as kept.
    virtual bool addPrice(const PriceObservation &price, QString *error) = 0;
    /// Removes one of the user's own observations. The bundled, downloaded and imported ones are
    /// not the user's to remove here: false, with `error` saying so.
    virtual bool removePrice(qint64 priceId, QString *error) = 0;
};

/// The checks a hand-entered price passes, the same as a price imported from a file (GpuCsv).
class PriceEntry final
{
    Q_DECLARE_TR_FUNCTIONS(PriceEntry)

public:
    /// What is wrong with `price` for `gpu`, a sentence each; empty when nothing is.
    static QStringList problems(const PriceObservation &price, const Gpu &gpu);
    /// The first day a price of `gpu` can have been seen: its release month (else year), and
    /// never before 1990.
    static QDate earliestDate(const Gpu &gpu);
};

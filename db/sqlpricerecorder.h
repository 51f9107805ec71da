// SPDX-FileCopyrightText: 2026 GPU Advisor contributors
// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include "model/catalog/pricerecorder.h"

#include <QCoreApplication>
#include <QSqlDatabase>

/// PriceRecorder on the `prices` table: the user's prices are rows with user_entered = 1, each
/// written or removed in a transaction of its own that waits for another program's write
/// (WriteTransaction).
class SqlPriceRecorder final : public PriceRecorder
{
    Q_DECLARE_TR_FUNCTIONS(SqlPriceRecorder)

public:
    explicit SqlPriceRecorder(const QSqlDatabase &db);

    bool addPrice(const PriceObservation &price, QString *error) override;
    bool removePrice(qint64 priceId, QString *error) override;

private:
    QSqlDatabase m_db;
};

// SPDX-FileCopyrightText: 2026 GPU Advisor contributors
// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include "model/catalog/gpu.h"

#include <QAbstractTableModel>

/// The dated price observations of one GPU, oldest first, with their sources: the rows behind
/// the detail view's price history chart and its table.
class PriceHistoryModel final : public QAbstractTableModel
{
    Q_OBJECT

public:
    enum Column { Date, Condition, Price, Source, ColumnCount };
    enum Role {
        /// QDate for Date, the condition key ("new", "used") for Condition, double for Price.
        ValueRole = Qt::UserRole,
    };

    explicit PriceHistoryModel(QObject *parent = nullptr);

    int rowCount(const QModelIndex &parent = {}) const override;
    int columnCount(const QModelIndex &parent = {}) const override;
    QVariant data(const QModelIndex &index, int role = Qt::DisplayRole) const override;
    QVariant headerData(int section, Qt::Orientation orientation, int role = Qt::DisplayRole) const override;

    const QList<PriceObservation> &observations() const { return m_observations; }
    /// Replaces the rows; they are sorted by date.
    void setObservations(QList<PriceObservation> observations);
    void setCurrencySymbol(const QString &symbol);

private:
    QList<PriceObservation> m_observations;
    QString m_currency = QStringLiteral("$");
};

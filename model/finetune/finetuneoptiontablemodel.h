// SPDX-FileCopyrightText: 2026 GPU Advisor contributors
// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include "model/finetune/finetuneplanner.h"

#include <QAbstractTableModel>

/// The fine-tuning planner's answer as a table: one row per configuration, in the planner's order
/// (owned by purchase price, then rented by the job's cost). Display text is for people
/// (translated, rounded); ValueRole carries each cell's plain number for sorting and tests.
class FinetuneOptionTableModel final : public QAbstractTableModel
{
    Q_OBJECT

public:
    enum Column {
        Configuration,
        Kind,
        Memory,
        TokensPerSecond,
        Hours,
        Electricity,
        Price,
        Rent,
        BreakEven,
        ColumnCount
    };
    enum Role {
        ValueRole = Qt::UserRole, ///< the cell's number (double), its text for text columns
    };

    explicit FinetuneOptionTableModel(QObject *parent = nullptr);

    void setOptions(const QList<FinetuneOption> &options);
    const QList<FinetuneOption> &options() const { return m_options; }
    const FinetuneOption &option(int row) const { return m_options.at(row); }

    int rowCount(const QModelIndex &parent = {}) const override;
    int columnCount(const QModelIndex &parent = {}) const override;
    QVariant data(const QModelIndex &index, int role = Qt::DisplayRole) const override;
    QVariant headerData(int section, Qt::Orientation orientation, int role = Qt::DisplayRole) const override;

    /// "Cards", "Unified memory", "Rented".
    static QString kindText(FinetuneKind kind);

private:
    QString text(const FinetuneOption &option, int column) const;
    QVariant value(const FinetuneOption &option, int column) const;

    QList<FinetuneOption> m_options;
};

// SPDX-FileCopyrightText: 2026 GPU Advisor contributors
// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include "model/llm/llmoptionstatus.h"
#include "model/llm/llmplanner.h"

#include <QAbstractTableModel>

/// The LLM planner's answer as a table: one row per configuration, in the order the planner
/// ranked them. Display text is for people (translated, rounded); ValueRole carries the plain
/// number of each cell for sorting and for the tests.
class LlmOptionTableModel final : public QAbstractTableModel
{
    Q_OBJECT

public:
    enum Column {
        Devices,
        Fits, ///< the status: fits, meets the target, or what it misses (LlmOptionStatus)
        Decode,
        Price,
        PriceDate,
        TotalCost,
        UsdPerMillion,
        Prefill,
        TimeToFirstToken,
        MemoryPerDevice,
        Kind,
        Notes,
        ColumnCount
    };
    enum Role {
        ValueRole = Qt::UserRole, ///< the cell's number (double), its text for text columns
        MeetsTargetRole,          ///< bool, on every column
    };

    explicit LlmOptionTableModel(QObject *parent = nullptr);

    /// Replaces the rows. `years` is the ownership period the total cost covers (its header);
    /// `currency` prefixes money; `limits` are the target speed and budget the status column
    /// holds each configuration to.
    void setOptions(const QList<LlmPlanOption> &options, int years, const QString &currency,
                    const LlmOptionStatus::Limits &limits = {});
    /// The question the options answer: the speeds' tooltips say how far to trust them for its
    /// model (LlmPlanSummary::speedLines). Set it before setOptions().
    void setRequest(const LlmPlanRequest &request) { m_request = request; }
    const QList<LlmPlanOption> &options() const { return m_options; }
    const LlmPlanOption &option(int row) const { return m_options.at(row); }

    int rowCount(const QModelIndex &parent = {}) const override;
    int columnCount(const QModelIndex &parent = {}) const override;
    QVariant data(const QModelIndex &index, int role = Qt::DisplayRole) const override;
    QVariant headerData(int section, Qt::Orientation orientation, int role = Qt::DisplayRole) const override;

    /// "GPUs", "Unified memory", "Cards + system RAM".
    static QString kindText(const QString &kind);
    /// Memory used on each device against its capacity: "37.9 / 48 GB; 37.1 / 48 GB".
    static QString memoryText(const LlmEstimate &estimate);
    /// Why the option misses the target or the budget, then the estimator's notes.
    static QStringList notes(const LlmPlanOption &option);

private:
    QString text(const LlmPlanOption &option, int column) const;
    QVariant value(const LlmPlanOption &option, int column) const;
    /// The decode (or prompt) speed with how far to trust it and why, for its tooltip.
    QString speedTip(const LlmPlanOption &option, bool decode) const;

    QList<LlmPlanOption> m_options;
    LlmPlanRequest m_request;
    LlmOptionStatus::Limits m_limits;
    int m_years = 5;
    QString m_currency = QStringLiteral("$");
};

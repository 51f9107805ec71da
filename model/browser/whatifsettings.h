// SPDX-FileCopyrightText: 2026 GPU Advisor contributors
// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include "model/cost/costmodel.h"
#include "model/performance/performancemodel.h"

#include <QDate>
#include <QObject>

/// The assumptions every screen shares: cost of ownership, price basis, the "as of" month, the
/// metric in focus, the model's parameters and the currency symbol. One instance lives for the
/// whole app (created in app/); screens read it and change it, and all of them follow
/// changed().
class WhatIfSettings final : public QObject
{
    Q_OBJECT

public:
    explicit WhatIfSettings(QObject *parent = nullptr);

    const CostParameters &cost() const { return m_cost; }
    void setCost(const CostParameters &cost);
    const PerformanceParameters &performance() const { return m_performance; }
    void setPerformance(const PerformanceParameters &parameters);
    /// Invalid = latest prices, every GPU.
    QDate asOf() const { return m_asOf; }
    void setAsOf(const QDate &asOf);
    Metric metric() const { return m_metric; }
    void setMetric(Metric metric);
    /// The software assumption chosen for 8-bit work; empty = the one of the "as of" month.
    std::optional<SoftwareAssumption> software() const { return m_software; }
    void setSoftware(std::optional<SoftwareAssumption> software);
    /// The assumption in force: the chosen one, else the one of the "as of" month.
    SoftwareAssumption effectiveSoftware() const { return m_software.value_or(softwareAssumptionFor(m_asOf)); }
    /// performance() with the software assumption in force.
    PerformanceParameters effectivePerformance() const
    {
        PerformanceParameters p = m_performance;
        p.software = effectiveSoftware();
        return p;
    }
    QString currencySymbol() const { return m_currencySymbol; }
    void setCurrencySymbol(const QString &symbol);

    /// Where the machines will run, kept like the electricity price: the wall circuit (a key of
    /// BuildRules::circuits(); empty = the platform's default) and the grid's carbon intensity in
    /// kg CO2e per kWh (negative = the documented default). Only the build planner uses them, so
    /// a change says siteChanged(), not changed(), and the rankings are not worked out again.
    QString circuitKey() const { return m_circuitKey; }
    double gridKgPerKwh() const { return m_gridKgPerKwh; }
    void setSite(const QString &circuitKey, double gridKgPerKwh);

    /// Back to the post's defaults.
    void reset();

Q_SIGNALS:
    void changed();
    void siteChanged();

private:
    CostParameters m_cost;
    PerformanceParameters m_performance = PerformanceParameters::defaults();
    QDate m_asOf;
    Metric m_metric = Metric::Int8Inference;
    std::optional<SoftwareAssumption> m_software;
    QString m_currencySymbol = QStringLiteral("$");
    QString m_circuitKey;
    double m_gridKgPerKwh = -1;
};

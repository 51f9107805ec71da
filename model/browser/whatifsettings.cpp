// SPDX-FileCopyrightText: 2026 GPU Advisor contributors
// SPDX-License-Identifier: GPL-3.0-or-later
#include "model/browser/whatifsettings.h"

WhatIfSettings::WhatIfSettings(QObject *parent)
    : QObject(parent)
{}

void WhatIfSettings::setCost(const CostParameters &cost)
{
    if (cost.years == m_cost.years && cost.kwhPriceUsd == m_cost.kwhPriceUsd &&
        cost.utilization == m_cost.utilization && cost.desktopUsd == m_cost.desktopUsd &&
        cost.priceBasis == m_cost.priceBasis && cost.countResale == m_cost.countResale)
        return;
    m_cost = cost;
    Q_EMIT changed();
}

void WhatIfSettings::setPerformance(const PerformanceParameters &parameters)
{
    m_performance = parameters;
    Q_EMIT changed();
}

void WhatIfSettings::setAsOf(const QDate &asOf)
{
    if (asOf == m_asOf)
        return;
    m_asOf = asOf;
    Q_EMIT changed();
}

void WhatIfSettings::setMetric(Metric metric)
{
    if (metric == m_metric)
        return;
    m_metric = metric;
    Q_EMIT changed();
}

void WhatIfSettings::setSoftware(std::optional<SoftwareAssumption> software)
{
    if (software == m_software)
        return;
    m_software = software;
    Q_EMIT changed();
}

void WhatIfSettings::setCurrencySymbol(const QString &symbol)
{
    if (symbol == m_currencySymbol)
        return;
    m_currencySymbol = symbol;
    Q_EMIT changed();
}

void WhatIfSettings::setSite(const QString &circuitKey, double gridKgPerKwh)
{
    const double grid = gridKgPerKwh < 0 ? -1 : gridKgPerKwh;
    if (circuitKey == m_circuitKey && grid == m_gridKgPerKwh)
        return;
    m_circuitKey = circuitKey;
    m_gridKgPerKwh = grid;
    Q_EMIT siteChanged();
}

void WhatIfSettings::reset()
{
    m_cost = CostParameters();
    m_performance = PerformanceParameters::defaults();
    m_asOf = QDate();
    m_metric = Metric::Int8Inference;
    m_software.reset();
    m_currencySymbol = QStringLiteral("$");
    Q_EMIT changed();
    setSite(QString(), -1);
}

// SPDX-FileCopyrightText: 2026 GPU Advisor contributors
// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include "model/gpu.h"
#include "model/gpucsv.h"

#include <QSqlDatabase>
#include <QStringList>

/// Fills a database with the bundled data: GPU specs and prices (resources/seed/*.csv) on
/// first run, and any flowchart edition (resources/seed/flowcharts/*.json) the database does
/// not have yet. Every import runs in one transaction: all of it lands or none.
class Seeder final
{
public:
    explicit Seeder(QSqlDatabase db);

    bool ensureSeeded(QString *error);

    /// Imports one flowchart edition from its JSON definition. One transaction.
    bool importFlowchart(const QByteArray &json, const QString &origin, QString *error);

    static QString gpuResource() { return QStringLiteral(":/seed/gpus.csv"); }
    static QString priceResource() { return QStringLiteral(":/seed/prices.csv"); }
    static QString flowchartDirectory() { return QStringLiteral(":/seed/flowcharts"); }

private:
    bool hasFlowchart(const QString &key) const;
    bool backfillReleaseMonths(QString *error);

    QSqlDatabase m_db;
};

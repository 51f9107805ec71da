// SPDX-FileCopyrightText: 2026 GPU Advisor contributors
// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include "db/database.h"
#include "db/sqlflowchartrepository.h"
#include "db/sqlgpurepository.h"

#include <QTemporaryDir>

#include <memory>

/// A freshly created and seeded database in a temporary folder, with its repositories.
/// Each test that needs real data makes its own (a copy of one seeded per process), so tests never
/// share state.
class SeededDatabase
{
public:
    SeededDatabase();

    bool isValid() const { return m_valid; }
    QString error() const { return m_error; }
    QString path() const;
    Database &database() { return m_db; }
    SqlGpuRepository &gpus() { return *m_gpus; }
    SqlFlowchartRepository &flowcharts() { return *m_charts; }
    /// The 2023 edition of the chart, loaded and validated.
    Flowchart chart();

private:
    QTemporaryDir m_dir;
    Database m_db;
    std::unique_ptr<SqlGpuRepository> m_gpus;
    std::unique_ptr<SqlFlowchartRepository> m_charts;
    bool m_valid = false;
    QString m_error;
};

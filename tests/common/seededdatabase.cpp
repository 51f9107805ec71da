// SPDX-FileCopyrightText: 2026 GPU Advisor contributors
// SPDX-License-Identifier: GPL-3.0-or-later
#include "tests/common/seededdatabase.h"

#include "db/seeder.h"

using namespace Qt::StringLiterals;

SeededDatabase::SeededDatabase()
{
    m_valid = m_dir.isValid() && Seeder::openSeeded(m_db, path(), &m_error);
    m_gpus = std::make_unique<SqlGpuRepository>(m_db.connection());
    m_charts = std::make_unique<SqlFlowchartRepository>(m_db.connection());
}

QString SeededDatabase::path() const
{
    return m_dir.filePath(u"test.sqlite"_s);
}

Flowchart SeededDatabase::chart()
{
    return m_charts->flowchart(u"dettmers-2023"_s).value_or(Flowchart());
}

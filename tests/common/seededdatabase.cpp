// SPDX-FileCopyrightText: 2026 GPU Advisor contributors
// SPDX-License-Identifier: GPL-3.0-or-later
#include "tests/common/seededdatabase.h"

using namespace Qt::StringLiterals;

SeededDatabase::SeededDatabase()
{
    m_valid = m_dir.isValid() && m_db.open(path(), &m_error);
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

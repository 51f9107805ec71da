// SPDX-FileCopyrightText: 2026 GPU Advisor contributors
// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include "model/flowchartrepository.h"

#include <QSqlDatabase>

/// FlowchartRepository over the app's SQLite database.
class SqlFlowchartRepository final : public FlowchartRepository
{
public:
    explicit SqlFlowchartRepository(QSqlDatabase db);

    QStringList flowchartKeys(QString *error = nullptr) const override;
    std::optional<Flowchart> flowchart(const QString &key, QString *error = nullptr) const override;

private:
    QSqlDatabase m_db;
};

// SPDX-FileCopyrightText: 2026 GPU Advisor contributors
// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include "model/build/buildrepository.h"

#include <QCoreApplication>
#include <QSqlDatabase>

/// BuildRepository over the app's SQLite database (table saved_builds, migration 0004). The
/// request is kept as the JSON of BuildExport::requestToJson.
class SqlBuildRepository final : public BuildRepository
{
    Q_DECLARE_TR_FUNCTIONS(SqlBuildRepository)

public:
    explicit SqlBuildRepository(const QSqlDatabase &db);

    QList<SavedBuild> builds(QString *error = nullptr) const override;
    std::optional<SavedBuild> build(qint64 id, QString *error = nullptr) const override;
    std::optional<SavedBuild> buildByName(const QString &name, QString *error = nullptr) const override;
    bool save(SavedBuild *build, QString *error) override;
    bool remove(qint64 id, QString *error) override;

private:
    QList<SavedBuild> select(const QString &where, const QVariant &value, QString *error) const;

    QSqlDatabase m_db;
};

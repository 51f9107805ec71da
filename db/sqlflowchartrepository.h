// SPDX-FileCopyrightText: 2026 GPU Advisor contributors
// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include "model/flowchart/flowchartrepository.h"

#include <QCoreApplication>
#include <QSqlDatabase>

/// FlowchartRepository over the app's SQLite database.
class SqlFlowchartRepository final : public FlowchartRepository
{
    Q_DECLARE_TR_FUNCTIONS(SqlFlowchartRepository)

public:
    explicit SqlFlowchartRepository(const QSqlDatabase &db);

    QStringList flowchartKeys(QString *error = nullptr) const override;
    /// The named edition with its texts in defaultLanguage().
    std::optional<Flowchart> flowchart(const QString &key, QString *error = nullptr) const override;
    /// The named edition with its texts in `language` (a code such as "ru") where the database
    /// has them, and in English where it has not: "en" or a language without texts gives English.
    std::optional<Flowchart> flowchart(const QString &key, const QString &language, QString *error = nullptr) const;

    /// The language of the default QLocale ("ru" for ru_RU), which the app sets to the language
    /// of its user interface at start-up.
    static QString defaultLanguage();

private:
    bool loadTranslation(qint64 chartId, const QString &language, FlowchartTranslation *translation,
                         QString *error) const;

    QSqlDatabase m_db;
};

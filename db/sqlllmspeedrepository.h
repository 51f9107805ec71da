// SPDX-FileCopyrightText: 2026 GPU Advisor contributors
// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include "model/llm/llmspeedrepository.h"

#include <QCoreApplication>
#include <QSqlDatabase>

/// LlmSpeedRepository over the app's SQLite database (table llm_speeds, migration 0016).
class SqlLlmSpeedRepository final : public LlmSpeedRepository
{
    Q_DECLARE_TR_FUNCTIONS(SqlLlmSpeedRepository)

public:
    explicit SqlLlmSpeedRepository(const QSqlDatabase &db);

    QList<LlmMeasurement> measurements(QString *error = nullptr) const override;
    /// A user's row names its device as the GPU table does, or as the bundled llm-hardware.csv
    /// does, and a weight format the planner knows; otherwise it could never be shown.
    bool importCsv(const QString &text, int *added, int *present, QStringList *problems) override;

    /// The bundled rows (:/llm/llm-speeds.csv), on first run and whenever the bundle changes: the
    /// previous bundled rows are replaced, the user's kept. One transaction.
    bool seedBundled(QString *error);

    /// A data bundle's rows, within the caller's transaction, read as the bundled file is at
    /// seeding: they replace the bundled rows; the user's are kept.
    bool replaceBundledWithin(const QList<LlmMeasurement> &rows, int *added, int *present, QStringList *problems);

    static QString bundledResource() { return QStringLiteral(":/llm/llm-speeds.csv"); }

private:
    bool write(const QList<LlmMeasurement> &rows, bool user, int *added, int *present, QStringList *problems);
    bool checkUserRows(const QList<LlmMeasurement> &rows, QStringList *problems) const;

    QSqlDatabase m_db;
};

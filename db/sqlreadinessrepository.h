// SPDX-FileCopyrightText: 2026 GPU Advisor contributors
// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include "model/readiness/softwarereadiness.h"

#include <QSqlDatabase>

/// What replacing the readiness data did, row by row against what the database held.
struct ReadinessWriteReport
{
    int targetsAdded = 0;
    int targetsChanged = 0;
    int targetsUnchanged = 0;
    int entriesAdded = 0;
    int entriesChanged = 0;
    int entriesUnchanged = 0;
};

/// Software readiness in SQL (tables software_targets and software_readiness).
class SqlReadinessRepository final : public ReadinessRepository
{
public:
    explicit SqlReadinessRepository(const QSqlDatabase &db);

    bool load(ReadinessData *data, QString *error) const override;

    /// Replaces the GPU-to-target map (when `targets` is given) and the rows (when `entries` is
    /// given) with these: the data is bundled only, so what the bundle no longer has goes. The
    /// caller owns the transaction. False at the first error.
    static bool replaceWithin(const QSqlDatabase &db, const QHash<QString, QString> *targets,
                              const QHash<QString, QString> *targetSources, const QList<ReadinessEntry> *entries,
                              ReadinessWriteReport *report, QString *error);

private:
    QSqlDatabase m_db;
};

// SPDX-FileCopyrightText: 2026 GPU Advisor contributors
// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include "model/update/databundle.h"
#include "model/update/dataupdate.h"

#include <QCoreApplication>
#include <QSqlDatabase>

/// Applies a downloaded data bundle to the database. Every file is read and checked first
/// (UTF-8, CSV columns and values, JSON, prices naming known GPUs); only then does one
/// transaction write what is new or changed. What the user entered stays: GPUs they edited are
/// not overwritten, and nothing is deleted. A failure writes nothing.
class BundleImporter final
{
    Q_DECLARE_TR_FUNCTIONS(BundleImporter)

public:
    explicit BundleImporter(const QSqlDatabase &db);

    bool apply(const BundleContents &bundle, UpdateReport *report, QString *error);

private:
    QSqlDatabase m_db;
};

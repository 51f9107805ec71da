// SPDX-FileCopyrightText: 2026 GPU Advisor contributors
// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include <QCoreApplication>
#include <QString>
#include <QStringList>

/// What a recovery brought over from the damaged file.
struct SalvageReport
{
    int gpus = 0;            ///< GPUs that did not come from the bundled data (added, imported or edited)
    int prices = 0;          ///< prices that did not come from the bundled data
    int savedBuilds = 0;     ///< rows of the saved-builds table, when the file had one
    int gpusAsBundled = 0;   ///< GPUs identical to the bundled data, which the fresh database has already
    int pricesAsBundled = 0; ///< prices identical to the bundled data
    QStringList problems;    ///< what could not be read or written, one sentence each
};

/// Recovery from a database the app refuses to use: a fresh database, seeded from the bundled
/// data, under a new name, with whatever user data can still be read from the damaged file
/// (opened read-only: it is never written to). The user's data is everything that did not come
/// from the bundled data: rows marked as the user's, and rows the bundled data does not have
/// (imports made before imports were marked), so nothing the user added is left behind.
class Recovery final
{
    Q_DECLARE_TR_FUNCTIONS(Recovery)

public:
    /// A free file name beside the damaged one: "NAME-recovered-YYYYMMDD-HHMMSS.sqlite".
    static QString suggestedPath(const QString &damagedPath);

    /// Creates `newPath` (which must not exist) and salvages into it. False with `error` when
    /// the new database cannot be created; unreadable parts of the damaged file are listed in
    /// report->problems instead.
    static bool recover(const QString &damagedPath, const QString &newPath, SalvageReport *report, QString *error);
};

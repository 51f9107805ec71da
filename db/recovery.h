// SPDX-FileCopyrightText: 2026 GPU Advisor contributors
// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include <QCoreApplication>
#include <QString>
#include <QStringList>

/// What a recovery brought over from the damaged file.
struct SalvageReport
{
    int gpus = 0;        ///< GPUs the user added or edited
    int prices = 0;      ///< prices the user entered
    int savedBuilds = 0; ///< rows of the saved-builds table, when the file had one
    QStringList problems;
};

/// Recovery from a database the app refuses to use: a fresh database, seeded from the bundled
/// data, under a new name, with whatever user data can still be read from the damaged file
/// (opened read-only: it is never written to).
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

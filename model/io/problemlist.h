// SPDX-FileCopyrightText: 2026 GPU Advisor contributors
// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include <QCoreApplication>
#include <QStringList>

/// The problems of a refused import as they are shown, on the command line and in the app: the
/// first ones show what to fix, thousands more would only scroll them away, so the list stops
/// after MaxShown and counts the rest.
class ProblemList final
{
    Q_DECLARE_TR_FUNCTIONS(ProblemList)

public:
    /// How many problems are listed before the rest are counted.
    static constexpr qsizetype MaxShown = 20;

    /// The first MaxShown problems, then "... and N more problem(s)" when there are more.
    static QStringList shown(const QStringList &problems);
};

// SPDX-FileCopyrightText: 2026 GPU Advisor contributors
// SPDX-License-Identifier: GPL-3.0-or-later
#include "model/io/problemlist.h"

QStringList ProblemList::shown(const QStringList &problems)
{
    QStringList lines = problems.mid(0, MaxShown);
    if (problems.size() > MaxShown) {
        //: %1 counts the problems not listed above.
        lines.append(tr("... and %1 more problem(s)").arg(problems.size() - MaxShown));
    }
    return lines;
}

// SPDX-FileCopyrightText: 2026 GPU Advisor contributors
// SPDX-License-Identifier: GPL-3.0-or-later
#include "app/gui/relaunch.h"

#include <QCoreApplication>
#include <QProcess>

using namespace Qt::StringLiterals;

namespace Relaunch {

QStringList arguments(const QStringList &original)
{
    QStringList kept;
    for (qsizetype i = 0; i < original.size(); ++i) {
        const QString &a = original.at(i);
        if (a == u"--lang") {
            ++i; // its value goes too
            continue;
        }
        if (a.startsWith(u"--lang="_s))
            continue;
        kept.append(a);
    }
    return kept;
}

bool start(const QStringList &arguments, QString *error)
{
    if (QProcess::startDetached(QCoreApplication::applicationFilePath(), arguments))
        return true;
    *error = QCoreApplication::translate("main", "GPU Advisor could not be started again.");
    return false;
}

} // namespace Relaunch

// SPDX-FileCopyrightText: 2026 GPU Advisor contributors
// SPDX-License-Identifier: GPL-3.0-or-later
#include "app/options.h"

using namespace Qt::StringLiterals;

namespace Options {

QCommandLineOption dbOption()
{
    return QCommandLineOption(u"db"_s, u"Use the database file at <path> instead of the one in your data folder."_s,
                              u"path"_s);
}

QCommandLineOption quitAfterShowOption()
{
    return QCommandLineOption(u"quit-after-show"_s,
                              u"Open the main window, render it once and exit (start-up check)."_s);
}

void addGlobalOptions(QCommandLineParser &parser)
{
    parser.addOption(dbOption());
    parser.addOption(quitAfterShowOption());
    parser.addHelpOption();
    parser.addVersionOption();
}

QStringList globalOptionsWithValues()
{
    return {u"--db"_s};
}

} // namespace Options

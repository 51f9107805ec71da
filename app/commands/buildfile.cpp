// SPDX-FileCopyrightText: 2026 GPU Advisor contributors
// SPDX-License-Identifier: GPL-3.0-or-later
#include "app/commands/buildfile.h"

#include "app/commands/command.h"
#include "model/build/buildexport.h"
#include "report/buildreport.h"

#include <QGuiApplication>

using namespace Qt::StringLiterals;

namespace BuildFile {

bool asksForPdf(const QStringList &arguments)
{
    for (qsizetype i = 0; i < arguments.size(); ++i) {
        QString value;
        if (arguments.at(i) == u"--out" && i + 1 < arguments.size())
            value = arguments.at(i + 1);
        else if (arguments.at(i).startsWith(u"--out="_s))
            value = arguments.at(i).mid(6);
        if (BuildExport::formatForPath(value) == BuildExport::Format::Pdf)
            return true;
    }
    return false;
}

int write(CommandContext &context, const BuildPlan &plan, const QString &path)
{
    const std::optional<BuildExport::Format> format = BuildExport::formatForPath(path);
    if (!format) {
        //: %1 is the file name the user gave.
        context.fail(
            QCoreApplication::translate("CommandLine", "--out must name a .md, .csv, .json or .pdf file, got '%1'")
                .arg(path));
        return ExitCode::Usage;
    }
    // The PDF's text layout needs the GUI application main() creates for it (needsGuiApplication).
    if (*format == BuildExport::Format::Pdf && !qobject_cast<QGuiApplication *>(QCoreApplication::instance())) {
        //: %1 is a file. "offscreen" is the name of a Qt platform plugin.
        context.fail(QCoreApplication::translate(
                         "CommandLine", "cannot write %1: a PDF report needs a GUI application (offscreen is enough)")
                         .arg(path));
        return ExitCode::Failure;
    }
    QString error;
    const bool ok = *format == BuildExport::Format::Pdf ? BuildReport::writePdf(plan, path, &error)
                                                        : BuildExport::writeFile(plan, path, *format, &error);
    if (!ok) {
        context.fail(error);
        return ExitCode::Failure;
    }
    return ExitCode::Ok;
}

} // namespace BuildFile

// SPDX-FileCopyrightText: 2026 GPU Advisor contributors
// SPDX-License-Identifier: GPL-3.0-or-later
// The composition root: decides between the command line and the GUI, opens the database,
// builds the repositories and hands them to the windows.
#include "app/commandline.h"
#include "app/options.h"
#include "db/database.h"
#include "db/sqlflowchartrepository.h"
#include "db/sqlgpurepository.h"
#include "model/whatifsettings.h"
#include "ui/mainwindow.h"

#include <QApplication>
#include <QCommandLineParser>
#include <QMessageBox>
#include <QTimer>

#include <cstdio>

using namespace Qt::StringLiterals;

namespace {

void describeApplication()
{
    QCoreApplication::setOrganizationName(u"GPU Advisor"_s);
    QCoreApplication::setOrganizationDomain(u"gpu-advisor.example.org"_s);
    QCoreApplication::setApplicationName(u"gpu-advisor"_s);
    QCoreApplication::setApplicationVersion(QStringLiteral(GPUADVISOR_VERSION));
}

QString usageText(const QCommandLineParser &parser)
{
    QString text = parser.helpText();
    text += u"\nCommands:\n"
            "  recommend --answers yes,no,... [--json] [--chart KEY]\n"
            "                         Walk the recommendation flowchart with the given answers.\n"
            "\nRun 'gpu-advisor COMMAND --help' for the options of a command.\n"_s;
    return text;
}

int runGui(int argc, char *argv[])
{
    QApplication app(argc, argv);
    describeApplication();
    QApplication::setApplicationDisplayName(u"GPU Advisor"_s);

    QCommandLineParser parser;
    parser.setApplicationDescription(u"Decide which GPU(s) to buy for deep learning."_s);
    Options::addGlobalOptions(parser);
    parser.addPositionalArgument(u"command"_s, u"A command to run instead of the window (see below)."_s);
    if (!parser.parse(QCoreApplication::arguments())) {
        fprintf(stderr, "gpu-advisor: %s\n", qPrintable(parser.errorText()));
        return ExitCode::Usage;
    }
    if (parser.isSet(u"help"_s)) {
        fputs(qPrintable(usageText(parser)), stdout);
        return ExitCode::Ok;
    }
    if (parser.isSet(u"version"_s)) {
        printf("gpu-advisor %s\n", GPUADVISOR_VERSION);
        return ExitCode::Ok;
    }

    const QString path =
        parser.isSet(Options::dbOption()) ? parser.value(Options::dbOption()) : Database::defaultPath();
    Database db;
    QString error;
    if (!db.open(path, &error)) {
        fprintf(stderr, "gpu-advisor: %s\n", qPrintable(error));
        QMessageBox::critical(nullptr, u"GPU Advisor"_s, u"GPU Advisor cannot use its database.\n\n%1"_s.arg(error));
        return ExitCode::Failure;
    }
    SqlGpuRepository gpus(db.connection());
    SqlFlowchartRepository charts(db.connection());
    const QStringList keys = charts.flowchartKeys(&error);
    std::optional<Flowchart> chart = keys.isEmpty() ? std::nullopt : charts.flowchart(keys.first(), &error);
    if (!chart) {
        fprintf(stderr, "gpu-advisor: %s\n", qPrintable(error));
        QMessageBox::critical(nullptr, u"GPU Advisor"_s,
                              u"The recommendation flowchart cannot be loaded.\n\n%1"_s.arg(error));
        return ExitCode::Failure;
    }

    // The assumptions every screen shares (cost of ownership, "as of" month, metric).
    WhatIfSettings whatIf;
    MainWindow window(*chart, gpus);
    // Further screens are added as lazy pages: built the first time their tab is shown.
    window.show();
    if (parser.isSet(Options::quitAfterShowOption())) {
        // Paint once synchronously, then leave: a start-up measurement and smoke test.
        QTimer::singleShot(0, &window, [&window] {
            window.repaint();
            QCoreApplication::quit();
        });
    }
    return app.exec();
}

} // namespace

int main(int argc, char *argv[])
{
    QStringList arguments;
    for (int i = 1; i < argc; ++i)
        arguments.append(QString::fromLocal8Bit(argv[i]));

    if (!CommandLine::commandIn(arguments).isEmpty()) {
        // Commands need no display: a core application keeps them usable over ssh and in CI.
        QCoreApplication app(argc, argv);
        describeApplication();
        QTextStream out(stdout);
        QTextStream err(stderr);
        return CommandLine(out, err).run(arguments);
    }
    return runGui(argc, argv);
}

// SPDX-FileCopyrightText: 2026 GPU Advisor contributors
// SPDX-License-Identifier: GPL-3.0-or-later
// The composition root: decides between the command line and the GUI, opens the database,
// builds the repositories and hands them to the windows.
#include "app/commandline.h"
#include "app/options.h"
#include "app/settingsstore.h"
#include "db/database.h"
#include "db/recovery.h"
#include "db/sqlbuildrepository.h"
#include "db/sqlflowchartrepository.h"
#include "db/sqlgpurepository.h"
#include "model/whatifsettings.h"
#include "ui/gpubrowserwidget.h"
#include "ui/mainwindow.h"
#include "ui/plannerpage.h"
#include "ui/preferencesdialog.h"
#include "ui/welcomedialog.h"
#include "ui/wizardwidget.h"

#include <QAction>
#include <QApplication>
#include <QCommandLineParser>
#include <QFileInfo>
#include <QGuiApplication>
#include <QIcon>
#include <QLockFile>
#include <QMenu>
#include <QMessageBox>
#include <QPushButton>
#include <QSettings>
#include <QStatusBar>
#include <QTimer>

#include <algorithm>
#include <cstdio>
#include <memory>

using namespace Qt::StringLiterals;

namespace {

/// Sets the application's identity and installs the translators for --lang (or the saved or
/// system language). False, with a message, when --lang names a language the app does not have.
bool describeApplicationIn(const QStringList &arguments);

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
            "  recommend --answers yes,no,... --out FILE.md|.csv|.json|.pdf\n"
            "                         Write the build list for the recommended GPU.\n"
            "  build --gpu NAME --count N [--power-limit W] [--condition new|used] [--json] [--out FILE]\n"
            "                         Plan a machine around GPUs: PSU, circuit, CPU, RAM, cooling, costs.\n"
            "\nRun 'gpu-advisor COMMAND --help' for the options of a command.\n"_s;
    return text;
}

/// The database in use: the one a recovery moved the app to, else the default file.
QString databasePath()
{
    const QString remembered = QSettings().value(u"database/path"_s).toString();
    return !remembered.isEmpty() && QFileInfo::exists(remembered) ? remembered : Database::defaultPath();
}

/// The database cannot be used: say why and offer a fresh one with what can be salvaged.
/// True with `recoveredPath` set when the user took the offer and it worked.
bool offerRecovery(const QString &path, const QString &error, QString *recoveredPath)
{
    const auto tr = [](const char *text) {
        return QCoreApplication::translate("main", text);
    };
    if (!QFileInfo::exists(path)) {
        QMessageBox::critical(nullptr, tr("GPU Advisor"), tr("GPU Advisor cannot use its database.\n\n%1").arg(error));
        return false;
    }
    const QString target = Recovery::suggestedPath(path);
    QMessageBox box(QMessageBox::Critical, tr("GPU Advisor"), tr("GPU Advisor cannot use its database."));
    box.setInformativeText(tr("%1\n\nThe file was not changed. GPU Advisor can start a fresh database from its "
                              "bundled data under a new name,\n%2,\nand copy into it the prices, GPUs and saved "
                              "builds that can still be read from the old file.")
                               .arg(error, target));
    QPushButton *recover = box.addButton(tr("Start a fresh database"), QMessageBox::AcceptRole);
    box.addButton(tr("Quit"), QMessageBox::RejectRole);
    box.setDefaultButton(recover);
    box.exec();
    if (box.clickedButton() != recover)
        return false;
    SalvageReport report;
    QString recoveryError;
    if (!Recovery::recover(path, target, &report, &recoveryError)) {
        QMessageBox::critical(nullptr, tr("GPU Advisor"), tr("The recovery failed: %1").arg(recoveryError));
        return false;
    }
    QString summary = tr("A fresh database is at %1. Salvaged from the old file: %2 GPU(s), %3 price(s), %4 saved "
                         "build(s).")
                          .arg(target)
                          .arg(report.gpus)
                          .arg(report.prices)
                          .arg(report.savedBuilds);
    if (!report.problems.isEmpty())
        summary += u"\n\n"_s + tr("Not readable:") + u"\n"_s + report.problems.join(u'\n');
    QMessageBox::information(nullptr, tr("GPU Advisor"), summary);
    *recoveredPath = target;
    return true;
}

bool describeApplicationIn(const QStringList &arguments)
{
    describeApplication();
    const QString language = Options::languageFromArguments(arguments);
    if (!language.isEmpty() && !Options::supportedLanguages().contains(language)) {
        fprintf(stderr, "gpu-advisor: --lang must be one of %s, got '%s'\n",
                qPrintable(Options::supportedLanguages().join(u", "_s)), qPrintable(language));
        return false;
    }
    Options::installTranslations(language);
    return true;
}

int runGui(int argc, char *argv[])
{
    QApplication app(argc, argv);
    if (!describeApplicationIn(QCoreApplication::arguments()))
        return ExitCode::Usage;
    QApplication::setApplicationDisplayName(u"GPU Advisor"_s);
    QApplication::setWindowIcon(QIcon(u":/icons/gpu-advisor.svg"_s));
    QGuiApplication::setDesktopFileName(u"io.github.gpuadvisor.GpuAdvisor"_s);

    QCommandLineParser parser;
    parser.setApplicationDescription(u"Decide which GPU(s) to buy for deep learning."_s);
    Options::addGlobalOptions(parser);
    parser.addPositionalArgument(u"command"_s, u"A command to run instead of the window (see below)."_s);
    if (!parser.parse(QCoreApplication::arguments())) {
        fprintf(stderr, "gpu-advisor: %s\n", qPrintable(parser.errorText()));
        return ExitCode::Usage;
    }

    const bool explicitPath = parser.isSet(Options::dbOption());
    QString path = explicitPath ? parser.value(Options::dbOption()) : databasePath();
    Database db;
    QString error;
    if (!db.open(path, &error)) {
        fprintf(stderr, "gpu-advisor: %s\n", qPrintable(error));
        if (parser.isSet(Options::quitAfterShowOption()) || !offerRecovery(path, error, &path) ||
            !db.open(path, &error))
            return ExitCode::Failure;
        if (!explicitPath)
            QSettings().setValue(u"database/path"_s, path);
    }
    // Two windows on one file both work (WAL, busy timeout); the second is told about the first.
    QLockFile instanceLock(path + u".lock"_s);
    const bool onlyInstance = instanceLock.tryLock(0);
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
    SqlBuildRepository builds(db.connection());
    const auto wizardOrigin = [&window] {
        return buildOriginFor(window.wizard()->walker(), window.wizard()->recommendation());
    };
    const auto createPlanner = [&gpus, &builds, &whatIf, &window, wizardOrigin] {
        auto *planner = new PlannerPage(gpus, builds, whatIf);
        if (window.wizard()->recommendation().isValid())
            planner->setRecommendation(window.wizard()->recommendation(), wizardOrigin());
        QObject::connect(
            window.wizard(), &WizardWidget::finished, planner,
            [planner, wizardOrigin](const Recommendation &r) { planner->setRecommendation(r, wizardOrigin()); });
        return planner;
    };
    window.addLazyPage(QObject::tr("&Build planner"), u"plannerPage"_s, createPlanner);
    // "Plan a build with this GPU" on the wizard's result page opens the planner on that GPU.
    QObject::connect(window.wizard(), &WizardWidget::planBuildRequested, &window, [&window](const Recommendation &r) {
        window.showPage(u"plannerPage"_s);
        if (auto *planner = qobject_cast<PlannerPage *>(window.page(u"plannerPage"_s))) {
            planner->setRecommendation(r, buildOriginFor(window.wizard()->walker(), r));
            planner->useRecommendation();
        }
    });
    // The GPU browser and its charts: reads the GPUs once, when its tab is first shown, and
    // highlights the wizard's current pick.
    window.addLazyPage(GpuBrowserWidget::title(), u"gpuBrowserWidget"_s, [&gpus, &whatIf, &window] {
        auto *browser = new GpuBrowserWidget(gpus, &whatIf);
        if (window.wizard()->recommendation().isValid())
            browser->setRecommendation(window.wizard()->recommendation());
        QObject::connect(window.wizard(), &WizardWidget::finished, browser, &GpuBrowserWidget::setRecommendation);
        QObject::connect(window.wizard(), &WizardWidget::restarted, browser, &GpuBrowserWidget::clearRecommendation);
        QObject::connect(window.wizard(), &WizardWidget::wentBack, browser, &GpuBrowserWidget::clearRecommendation);
        return browser;
    });
    // What outlives the session: assumptions, the wizard's answers and budget, the geometry.
    SettingsStore store;
    Preferences preferences = store.preferences();
    store.loadWhatIf(whatIf);
    QObject::connect(&whatIf, &WhatIfSettings::changed, &window, [&store, &whatIf] { store.saveWhatIf(whatIf); });
    if (!store.windowGeometry().isEmpty())
        window.restoreGeometry(store.windowGeometry());
    if (preferences.restoreLastAnswers) {
        window.wizard()->setBudget(store.lastBudget());
        for (Answer answer : store.lastAnswers())
            window.wizard()->answer(answer);
    }
    QObject::connect(&app, &QCoreApplication::aboutToQuit, &window, [&store, &window] {
        store.setWindowGeometry(window.saveGeometry());
        store.setLastAnswers(window.wizard()->walker().answers());
        store.setLastBudget(window.wizard()->budget());
        store.sync();
    });
    auto *preferencesAction = new QAction(QCoreApplication::translate("main", "&Preferences..."), &window);
    preferencesAction->setObjectName(u"actionPreferences"_s);
    preferencesAction->setShortcut(QKeySequence::Preferences);
    preferencesAction->setMenuRole(QAction::PreferencesRole);
    QObject::connect(preferencesAction, &QAction::triggered, &window, [&store, &whatIf, &window] {
        const Preferences before = store.preferences();
        PreferencesDialog dialog(before, &window);
        if (dialog.exec() != QDialog::Accepted)
            return;
        const Preferences chosen = dialog.preferences();
        if (chosen == Preferences() && !(before == Preferences()))
            store.resetToDefaults();
        store.setPreferences(chosen);
        whatIf.setCost(chosen.cost);
        whatIf.setCurrencySymbol(chosen.currencySymbol);
        if (chosen.language != before.language) {
            window.statusBar()->showMessage(
                QCoreApplication::translate("main", "The new language takes effect when GPU Advisor starts again."));
        }
    });
    if (auto *fileMenu = window.findChild<QMenu *>(u"menuFile"_s)) {
        const QList<QAction *> actions = fileMenu->actions();
        fileMenu->insertAction(actions.isEmpty() ? nullptr : actions.last(), preferencesAction);
        fileMenu->insertSeparator(actions.isEmpty() ? nullptr : actions.last());
    }
    window.addAction(preferencesAction);

    window.show();
    if (preferences.showWelcome && !parser.isSet(Options::quitAfterShowOption())) {
        // The first start explains the three ways to use the app; after that only on request.
        QTimer::singleShot(0, &window, [&store, &window] {
            WelcomeDialog welcome(&window);
            welcome.exec();
            Preferences p = store.preferences();
            p.showWelcome = welcome.showAgain();
            store.setPreferences(p);
        });
    }
    if (!onlyInstance) {
        window.statusBar()->showMessage(
            QCoreApplication::translate("main", "Another GPU Advisor window has this database open; both can work, "
                                                "and each sees the other's saved changes after a restart."));
    }
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
        // Commands need no display: a core application keeps them usable over ssh and in CI. A PDF
        // report lays text out with Qt's fonts, which takes a GUI application; it renders offscreen.
        std::unique_ptr<QCoreApplication> app;
        if (CommandLine::needsGuiApplication(arguments)) {
            if (qEnvironmentVariableIsEmpty("QT_QPA_PLATFORM"))
                qputenv("QT_QPA_PLATFORM", "offscreen");
            app = std::make_unique<QGuiApplication>(argc, argv);
        } else {
            app = std::make_unique<QCoreApplication>(argc, argv);
        }
        if (!describeApplicationIn(QCoreApplication::arguments()))
            return ExitCode::Usage;
        QTextStream out(stdout);
        QTextStream err(stderr);
        return CommandLine(out, err).run(arguments);
    }
    // --help and --version print and leave; they need no display either.
    const QStringList informational = {u"--help"_s, u"-h"_s, u"-?"_s, u"--help-all"_s, u"--version"_s, u"-v"_s};
    if (std::any_of(arguments.cbegin(), arguments.cend(),
                    [&](const QString &a) { return informational.contains(a); })) {
        QCoreApplication app(argc, argv);
        if (!describeApplicationIn(QCoreApplication::arguments()))
            return ExitCode::Usage;
        QCommandLineParser parser;
        parser.setApplicationDescription(u"Decide which GPU(s) to buy for deep learning."_s);
        Options::addGlobalOptions(parser);
        parser.addPositionalArgument(u"command"_s, u"A command to run instead of the window (see below)."_s);
        if (!parser.parse(QCoreApplication::arguments())) {
            fprintf(stderr, "gpu-advisor: %s\n", qPrintable(parser.errorText()));
            return ExitCode::Usage;
        }
        if (parser.isSet(u"version"_s))
            printf("gpu-advisor %s\n", GPUADVISOR_VERSION);
        else
            fputs(qPrintable(usageText(parser)), stdout);
        return ExitCode::Ok;
    }
    return runGui(argc, argv);
}

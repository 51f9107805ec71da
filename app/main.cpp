// SPDX-FileCopyrightText: 2026 GPU Advisor contributors
// SPDX-License-Identifier: GPL-3.0-or-later
// The composition root: decides between the command line and the GUI, opens the database,
// builds the repositories and hands them to the windows.
#include "app/commandline.h"
#include "app/options.h"
#include "app/settingsstore.h"
#include "db/bundleimporter.h"
#include "db/database.h"
#include "db/recovery.h"
#include "db/sqlbuildrepository.h"
#include "db/sqlflowchartrepository.h"
#include "db/sqlgpurepository.h"
#include "model/browser/whatifsettings.h"
#include "net/networkdataupdater.h"
#include "ui/dialogs/preferencesdialog.h"
#include "ui/dialogs/updatedatadialog.h"
#include "ui/dialogs/welcomedialog.h"
#include "ui/shell/mainwindow.h"
#include "ui/shell/theme.h"
#include "ui/shell/windowpages.h"
#include "ui/wizard/wizardwidget.h"

#include <QAction>
#include <QApplication>
#include <QCommandLineParser>
#include <QFileInfo>
#include <QGuiApplication>
#include <QIcon>
#include <QLockFile>
#include <QMenu>
#include <QMessageBox>
#include <QProcess>
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
    // Literal translate() calls, so that lupdate finds every text.
    //: The title of GPU Advisor's message boxes.
    const QString title = QCoreApplication::translate("main", "GPU Advisor");
    if (!QFileInfo::exists(path)) {
        //: %1 is the reason.
        QMessageBox::critical(
            nullptr, title,
            QCoreApplication::translate("main", "GPU Advisor cannot use its database.\n\n%1").arg(error));
        return false;
    }
    const QString target = Recovery::suggestedPath(path);
    QMessageBox box(QMessageBox::Critical, title,
                    QCoreApplication::translate("main", "GPU Advisor cannot use its database."));
    //: %1 is the reason the database cannot be used, %2 the name of the new database file.
    box.setInformativeText(QCoreApplication::translate("main",
                                                       "%1\n\nThe file was not changed. GPU Advisor can start a fresh "
                                                       "database from its bundled data under a new name,\n%2,\nand "
                                                       "copy into it the prices, GPUs and saved builds that can still "
                                                       "be read from the old file.")
                               .arg(error, target));
    QPushButton *recover =
        box.addButton(QCoreApplication::translate("main", "Start a fresh database"), QMessageBox::AcceptRole);
    //: A button: leave GPU Advisor without touching the database.
    box.addButton(QCoreApplication::translate("main", "Quit"), QMessageBox::RejectRole);
    box.setDefaultButton(recover);
    box.exec();
    if (box.clickedButton() != recover)
        return false;
    SalvageReport report;
    QString recoveryError;
    if (!Recovery::recover(path, target, &report, &recoveryError)) {
        //: %1 is the reason.
        QMessageBox::critical(nullptr, title,
                              QCoreApplication::translate("main", "The recovery failed: %1").arg(recoveryError));
        return false;
    }
    //: %1 is the new database file; %2 to %4 are counts.
    QString summary = QCoreApplication::translate("main", "A fresh database is at %1. Salvaged from the old file: %2 "
                                                          "GPU(s), %3 price(s), %4 saved build(s).")
                          .arg(target, QString::number(report.gpus), QString::number(report.prices),
                               QString::number(report.savedBuilds));
    if (!report.problems.isEmpty()) {
        //: Heading of a list of the parts of the old database that could not be read.
        summary +=
            u"\n\n"_s + QCoreApplication::translate("main", "Not readable:") + u"\n"_s + report.problems.join(u'\n');
    }
    QMessageBox::information(nullptr, title, summary);
    *recoveredPath = target;
    return true;
}

bool describeApplicationIn(const QStringList &arguments)
{
    describeApplication();
    const QString language = Options::languageFromArguments(arguments);
    if (!language.isEmpty() && !Options::supportedLanguages().contains(language)) {
        // Said in the saved or the system's language, as --lang cannot be honoured.
        Options::installTranslations(QString());
        //: %1 is the list of language codes (en, ru), %2 what the user typed.
        const QString message = QCoreApplication::translate("main", "--lang must be one of %1, got '%2'")
                                    .arg(Options::supportedLanguages().join(u", "_s), language);
        fprintf(stderr, "gpu-advisor: %s\n", qPrintable(message));
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
    CommandLine::describeUsage(parser);
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
        const QString title = QCoreApplication::translate("main", "GPU Advisor");
        //: %1 is the reason.
        QMessageBox::critical(
            nullptr, title,
            QCoreApplication::translate("main", "The recommendation flowchart cannot be loaded.\n\n%1").arg(error));
        return ExitCode::Failure;
    }

    // Light or dark before the first widget exists: --color-scheme, else the preference.
    QString scheme = SettingsStore().preferences().colorScheme;
    if (parser.isSet(Options::colorSchemeOption())) {
        scheme = parser.value(Options::colorSchemeOption());
        if (scheme != u"system" && scheme != u"light" && scheme != u"dark") {
            //: Keep system, light and dark: they are what the user types.
            fprintf(stderr, "gpu-advisor: %s\n",
                    qPrintable(QCoreApplication::translate("main", "--color-scheme must be system, light or dark, not "
                                                                   "\"%1\".")
                                   .arg(scheme)));
            return ExitCode::Usage;
        }
    }
    Theme::apply(Theme::choiceFromString(scheme));

    // The assumptions every screen shares (cost of ownership, "as of" month, metric).
    WhatIfSettings whatIf;
    MainWindow window(*chart, gpus);
    // Further screens are added as lazy pages: built the first time their tab is shown.
    SqlBuildRepository builds(db.connection());
    addStandardPages(window, gpus, builds, whatIf);
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
    // The platform's Preferences key where it has one (it is empty on many Linux desktops).
    preferencesAction->setShortcut(
        QKeySequence::keyBindings(QKeySequence::Preferences).value(0, QKeySequence(Qt::CTRL | Qt::Key_Comma)));
    preferencesAction->setMenuRole(QAction::PreferencesRole);
    bool restartRequested = false;
    QObject::connect(preferencesAction, &QAction::triggered, &window, [&store, &whatIf, &window, &restartRequested] {
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
        if (chosen.colorScheme != before.colorScheme)
            Theme::apply(Theme::choiceFromString(chosen.colorScheme));
        if (chosen.language != before.language) {
            // Every text was translated when it was made: a new language needs a new start.
            QMessageBox ask(QMessageBox::Question, QCoreApplication::translate("main", "Change the language"),
                            QCoreApplication::translate("main", "The new language takes effect when GPU Advisor starts "
                                                                "again. Restart now? Your answers and settings are "
                                                                "kept."),
                            QMessageBox::NoButton, &window);
            ask.setObjectName(u"restartMessageBox"_s);
            QPushButton *restart =
                ask.addButton(QCoreApplication::translate("main", "&Restart now"), QMessageBox::AcceptRole);
            ask.addButton(QCoreApplication::translate("main", "&Later"), QMessageBox::RejectRole);
            ask.setDefaultButton(restart);
            ask.exec();
            if (ask.clickedButton() == restart) {
                restartRequested = true;
                window.close();
            } else {
                window.statusBar()->showMessage(QCoreApplication::translate(
                    "main", "The new language takes effect when GPU Advisor starts again."));
            }
        }
    });
    // File > Update data: the download runs in the window's event loop; the bundle is written
    // through this window's connection in one transaction.
    QSqlDatabase connection = db.connection();
    NetworkDataUpdater updater([connection](const BundleContents &bundle, UpdateReport *report, QString *problem) {
        return BundleImporter(connection).apply(bundle, report, problem);
    });
    auto *updateAction = new QAction(QCoreApplication::translate("main", "&Update data..."), &window);
    updateAction->setObjectName(u"actionUpdateData"_s);
    updateAction->setStatusTip(QCoreApplication::translate(
        "main", "Download the newest GPU specifications, prices and cloud rates into your database"));
    QObject::connect(updateAction, &QAction::triggered, &window, [&store, &updater, &window, &restartRequested] {
        UpdateDataDialog dialog(&updater, store.preferences().dataUrl, &window);
        dialog.exec();
        if (dialog.restartRequested()) {
            restartRequested = true;
            window.close();
        } else if (dialog.outcome().status == UpdateOutcome::Status::Updated &&
                   dialog.outcome().report.totalAdded() + dialog.outcome().report.totalChanged() > 0) {
            window.statusBar()->showMessage(
                QCoreApplication::translate("main", "The new data shows everywhere when GPU Advisor starts again."));
        }
    });
    if (auto *fileMenu = window.findChild<QMenu *>(u"menuFile"_s)) {
        const QList<QAction *> actions = fileMenu->actions();
        fileMenu->insertAction(actions.isEmpty() ? nullptr : actions.last(), updateAction);
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
    const int status = app.exec();
    if (restartRequested && status == 0) {
        // The same command line without --lang, so that the language just chosen applies; the
        // database lock is released first so the new window is not told about this one.
        QStringList arguments = QCoreApplication::arguments().mid(1);
        for (qsizetype i = 0; i < arguments.size();) {
            if (arguments.at(i) == u"--lang" && i + 1 < arguments.size())
                arguments.remove(i, 2);
            else if (arguments.at(i).startsWith(u"--lang="_s))
                arguments.remove(i);
            else
                ++i;
        }
        if (onlyInstance)
            instanceLock.unlock();
        if (!QProcess::startDetached(QCoreApplication::applicationFilePath(), arguments)) {
            fprintf(stderr, "gpu-advisor: %s\n",
                    qPrintable(QCoreApplication::translate("main", "GPU Advisor could not be started again.")));
            return ExitCode::Failure;
        }
    }
    return status;
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
        CommandLine::describeUsage(parser);
        if (!parser.parse(QCoreApplication::arguments())) {
            fprintf(stderr, "gpu-advisor: %s\n", qPrintable(parser.errorText()));
            return ExitCode::Usage;
        }
        if (parser.isSet(u"version"_s))
            printf("gpu-advisor %s\n", GPUADVISOR_VERSION);
        else
            fputs(qPrintable(CommandLine::usageText(parser)), stdout);
        return ExitCode::Ok;
    }
    return runGui(argc, argv);
}

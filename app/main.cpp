// SPDX-FileCopyrightText: 2026 GPU Advisor contributors
// SPDX-License-Identifier: GPL-3.0-or-later
// The composition root: decides between the command line and the GUI, opens the database,
// builds the repositories and hands them to the windows.
#include "app/commandline.h"
#include "app/gui/preferencesflow.h"
#include "app/gui/recoveryflow.h"
#include "app/options.h"
#include "app/settingsstore.h"
#include "db/bundleimporter.h"
#include "db/database.h"
#include "db/sqlbuildrepository.h"
#include "db/sqlflowchartrepository.h"
#include "db/sqlgpurepository.h"
#include "db/sqlllmmodelrepository.h"
#include "db/sqlpartpricerepository.h"
#include "model/browser/whatifsettings.h"
#include "net/networkdataupdater.h"
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
    const QString remembered = SettingsStore().databasePath();
    return !remembered.isEmpty() && QFileInfo::exists(remembered) ? remembered : Database::defaultPath();
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
    if (explicitPath && path.trimmed().isEmpty()) {
        //: "--db" is an option, typed as it is.
        fprintf(stderr, "gpu-advisor: %s\n",
                qPrintable(QCoreApplication::translate("main", "--db must name a database file, got an empty path")));
        return ExitCode::Usage;
    }
    Database db;
    QString error;
    if (!db.open(path, &error)) {
        fprintf(stderr, "gpu-advisor: %s\n", qPrintable(error));
        MessageBoxRecoveryDialogs dialogs;
        if (parser.isSet(Options::quitAfterShowOption()) || !RecoveryFlow(dialogs).offer(path, error, &path) ||
            !db.open(path, &error))
            return ExitCode::Failure;
        if (!explicitPath)
            SettingsStore().setDatabasePath(path);
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
    SqlLlmModelRepository llmModels(db.connection());
    SqlPartPriceRepository partPrices(db.connection());
    addStandardPages(window, gpus, builds, whatIf, llmModels, &partPrices);
    // What outlives the session: assumptions, the wizard's answers and budget, the geometry.
    SettingsStore store;
    Preferences preferences = store.preferences();
    store.loadWhatIf(whatIf);
    QObject::connect(&whatIf, &WhatIfSettings::changed, &window, [&store, &whatIf] { store.saveWhatIf(whatIf); });
    if (!store.windowGeometry().isEmpty())
        window.restoreGeometry(store.windowGeometry());
    // The wizard's month and edition come back before its answers, which are walked on them.
    window.wizard()->setAsOfMonth(store.wizardAsOfMonth());
    window.wizard()->setEdition(store.wizardEdition());
    QObject::connect(window.wizard(), &WizardWidget::editionChanged, &window,
                     [&store](Edition edition) { store.setWizardEdition(edition); });
    QObject::connect(window.wizard(), &WizardWidget::asOfMonthChanged, &window,
                     [&store](const QDate &month) { store.setWizardAsOfMonth(month); });
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
    StandardPreferencesDialogs preferencesDialogs;
    auto *preferencesFlow = new PreferencesFlow(store, whatIf, preferencesDialogs, &window);
    QObject::connect(preferencesAction, &QAction::triggered, preferencesFlow, &PreferencesFlow::run);
    QObject::connect(preferencesFlow, &PreferencesFlow::colorSchemeChanged, &window,
                     [](const QString &scheme) { Theme::apply(Theme::choiceFromString(scheme)); });
    QObject::connect(preferencesFlow, &PreferencesFlow::message, &window,
                     [&window](const QString &text) { window.statusBar()->showMessage(text); });
    QObject::connect(preferencesFlow, &PreferencesFlow::restartRequested, &window, [&window, &restartRequested] {
        restartRequested = true;
        window.close();
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

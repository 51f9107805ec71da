// SPDX-FileCopyrightText: 2026 GPU Advisor contributors
// SPDX-License-Identifier: GPL-3.0-or-later
// The composition root: decides between the command line and the GUI, opens the database,
// builds the repositories and hands them to the windows.
#include "app/commandline.h"
#include "app/commands/dbupdatecommand.h"
#include "app/gui/datafileflow.h"
#include "app/gui/dataupdateflow.h"
#include "app/gui/guisession.h"
#include "app/gui/keychainsecretstore.h"
#include "app/gui/preferencesflow.h"
#include "app/gui/recoveryflow.h"
#include "app/gui/relaunch.h"
#include "app/options.h"
#include "app/settingsstore.h"
#include "db/bundleimporter.h"
#include "db/database.h"
#include "db/livepicksreader.h"
#include "db/seeder.h"
#include "db/sqlbuildrepository.h"
#include "db/sqlflowchartrepository.h"
#include "db/sqlgpurepository.h"
#include "db/sqlllmmodelrepository.h"
#include "db/sqlllmspeedrepository.h"
#include "db/sqlpartpricerepository.h"
#include "db/sqlpricerecorder.h"
#include "db/sqlreadinessrepository.h"
#include "model/browser/whatifsettings.h"
#include "net/networkdataupdater.h"
#include "net/networkmodelreader.h"
#include "ui/dialogs/welcomedialog.h"
#include "ui/shell/mainwindow.h"
#include "ui/shell/theme.h"
#include "ui/shell/windowpages.h"

#include <QAction>
#include <QApplication>
#include <QCommandLineParser>
#include <QFileInfo>
#include <QFontDatabase>
#include <QGuiApplication>
#include <QIcon>
#include <QLockFile>
#include <QMainWindow>
#include <QMenu>
#include <QMessageBox>
#include <QStatusBar>
#include <QTimer>

#include <algorithm>
#include <cstdio>
#include <functional>
#include <memory>
#include <thread>

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

/// Opens the database of --db, else the one in use, offering a recovery when it cannot be
/// opened; `path` becomes the file opened. An exit code other than Ok when the app must stop.
int openDatabase(const QCommandLineParser &parser, Database &db, QString *path)
{
    const bool explicitPath = parser.isSet(Options::dbOption());
    *path = explicitPath ? parser.value(Options::dbOption()) : SettingsStore().databaseInUse();
    if (explicitPath && path->trimmed().isEmpty()) {
        //: "--db" is an option, typed as it is.
        fprintf(stderr, "gpu-advisor: %s\n",
                qPrintable(QCoreApplication::translate("main", "--db must name a database file, got an empty path")));
        return ExitCode::Usage;
    }
    QString error;
    if (Seeder::openSeeded(db, *path, &error))
        return ExitCode::Ok;
    fprintf(stderr, "gpu-advisor: %s\n", qPrintable(error));
    MessageBoxRecoveryDialogs dialogs;
    if (parser.isSet(Options::quitAfterShowOption()) ||
        !RecoveryFlow(dialogs).offer(*path, error, path, db.worthRecovering()) ||
        !Seeder::openSeeded(db, *path, &error))
        return ExitCode::Failure;
    if (!explicitPath)
        SettingsStore().setDatabasePath(*path);
    return ExitCode::Ok;
}

/// The recommendation flowchart the wizard walks; nothing, after telling the user why, when the
/// database has none that loads.
std::optional<Flowchart> loadFlowchart(const QSqlDatabase &connection)
{
    SqlFlowchartRepository charts(connection);
    QString error;
    const QStringList keys = charts.flowchartKeys(&error);
    std::optional<Flowchart> chart = keys.isEmpty() ? std::nullopt : charts.flowchart(keys.first(), &error);
    if (chart)
        return chart;
    fprintf(stderr, "gpu-advisor: %s\n", qPrintable(error));
    const QString title = QCoreApplication::translate("main", "GPU Advisor");
    //: %1 is the reason.
    QMessageBox::critical(
        nullptr, title,
        QCoreApplication::translate("main", "The recommendation flowchart cannot be loaded.\n\n%1").arg(error));
    return std::nullopt;
}

/// The look to start in: --color-scheme, else the preference; nothing (after saying why) when
/// the option names none of system, light and dark.
std::optional<QString> colorScheme(const QCommandLineParser &parser)
{
    if (!parser.isSet(Options::colorSchemeOption()))
        return SettingsStore().preferences().colorScheme;
    const QString scheme = parser.value(Options::colorSchemeOption());
    if (scheme == u"system" || scheme == u"light" || scheme == u"dark")
        return scheme;
    //: Keep system, light and dark: they are what the user types.
    fprintf(stderr, "gpu-advisor: %s\n",
            qPrintable(QCoreApplication::translate("main", "--color-scheme must be system, light or dark, not \"%1\".")
                           .arg(scheme)));
    return std::nullopt;
}

/// Puts `actions` into the File menu above its last item (Quit), with a separator after them.
void insertBeforeQuit(QMainWindow &window, const QList<QAction *> &actions)
{
    auto *fileMenu = window.findChild<QMenu *>(u"menuFile"_s);
    if (!fileMenu)
        return;
    const QList<QAction *> present = fileMenu->actions();
    QAction *quit = present.isEmpty() ? nullptr : present.last();
    fileMenu->insertActions(quit, actions);
    fileMenu->insertSeparator(quit);
}

/// File > Import data, Export data, Update data and Preferences, and the dialogs and the
/// updater they use, alive as long as the window: messages go to its status bar, and a restart
/// (a new language, new data) closes it.
struct FileMenuFlows
{
    explicit FileMenuFlows(const QSqlDatabase &connection)
        : m_connection(connection)
        // The download runs in the window's event loop; the bundle is written through this
        // window's connection in one transaction.
        , m_updater([connection](const BundleContents &bundle, UpdateReport *report, QString *problem) {
            return BundleImporter(connection).apply(bundle, report, problem);
        })
    {}

    void install(MainWindow &window, SettingsStore &store, WhatIfSettings &whatIf, const std::function<void()> &restart,
                 const std::function<void(const QString &)> &showMessage)
    {
        auto *preferencesFlow = new PreferencesFlow(store, whatIf, m_preferencesDialogs, &window);
        QObject::connect(preferencesFlow, &PreferencesFlow::colorSchemeChanged, &window,
                         [](const QString &chosen) { Theme::apply(Theme::choiceFromString(chosen)); });
        QObject::connect(preferencesFlow, &PreferencesFlow::message, &window, showMessage);
        QObject::connect(preferencesFlow, &PreferencesFlow::restartRequested, &window, restart);

        m_updater.setTrustedKeys(DbUpdateCommand::trustedKeys(store));
        auto *updateFlow = new DataUpdateFlow(store, m_updater, m_updateDialogs, &window);
        QObject::connect(updateFlow, &DataUpdateFlow::message, &window, showMessage);
        QObject::connect(updateFlow, &DataUpdateFlow::restartRequested, &window, restart);
        // File > Import data / Export data: the command line's `db import` and `db export`.
        auto *dataFileFlow = new DataFileFlow(m_connection, m_dataFileDialogs, &window);
        QObject::connect(dataFileFlow, &DataFileFlow::message, &window, showMessage);
        QObject::connect(dataFileFlow, &DataFileFlow::dataChanged, &window, [&window] { reloadStandardPages(window); });
        insertBeforeQuit(window, {dataFileFlow->importAction(), dataFileFlow->exportAction()});
        insertBeforeQuit(window, {updateFlow->action(), preferencesFlow->action()});
        window.addAction(preferencesFlow->action());
    }

private:
    QSqlDatabase m_connection;
    NetworkDataUpdater m_updater;
    StandardPreferencesDialogs m_preferencesDialogs;
    StandardDataUpdateDialogs m_updateDialogs;
    StandardDataFileDialogs m_dataFileDialogs;
};

int runGui(int argc, char *argv[])
{
    QApplication app(argc, argv);
    // The font database is filled (fontconfig's configuration read, every installed font listed)
    // on a second thread while this one opens the database: a seventh of the start-up, and
    // QFontDatabase is thread-safe. The window's first text waits for it if it is not done.
    std::jthread fontWarmUp([] { QFontDatabase::families(); });
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

    Database db;
    QString path;
    if (const int status = openDatabase(parser, db, &path); status != ExitCode::Ok)
        return status;
    // Two windows on one file both work (WAL, busy timeout); the second is told about the first.
    QLockFile instanceLock(path + u".lock"_s);
    const bool onlyInstance = instanceLock.tryLock(0);
    SqlGpuRepository gpus(db.connection());
    const std::optional<Flowchart> chart = loadFlowchart(db.connection());
    if (!chart)
        return ExitCode::Failure;
    // Light or dark before the first widget exists: --color-scheme, else the preference.
    const std::optional<QString> scheme = colorScheme(parser);
    if (!scheme)
        return ExitCode::Usage;
    Theme::apply(Theme::choiceFromString(*scheme));

    // The assumptions every screen shares (cost of ownership, "as of" month, metric).
    WhatIfSettings whatIf;
    // Today's picks, which the first question already shows, are worked out on a second thread
    // (a connection of its own) while the window is built: a ninth of the start-up.
    const PendingLiveEvaluation earlyPicks = startLivePicks(path, *chart, QDate::currentDate());
    SqlPartPriceRepository partPrices(db.connection());
    // The Hugging Face access token, in the system keychain (for the session where none answers).
    KeychainSecretStore secrets;
    // Where the Language models tab reads a model from Hugging Face or a GGUF link.
    NetworkModelReader modelReader;
    MainWindow window(*chart, gpus, earlyPicks, &partPrices);
    // Further screens are added as lazy pages: built the first time their tab is shown.
    SqlBuildRepository builds(db.connection());
    SqlLlmModelRepository llmModels(db.connection());
    SqlPriceRecorder priceRecorder(db.connection());
    SqlReadinessRepository readiness(db.connection());
    SqlLlmSpeedRepository llmSpeeds(db.connection());
    addStandardPages(window, gpus, builds, whatIf, llmModels, &partPrices, &priceRecorder, &readiness, &llmSpeeds,
                     {&modelReader, &secrets});

    SettingsStore store;
    GuiSession session(store, window, whatIf);
    session.restore();
    QObject::connect(&app, &QCoreApplication::aboutToQuit, &session, &GuiSession::save);

    // A restart (a new language, new data) closes this window; the new one starts after the loop.
    bool restartRequested = false;
    const auto restart = [&window, &restartRequested] {
        restartRequested = true;
        window.close();
    };
    const auto showMessage = [&window](const QString &text) {
        window.statusBar()->showMessage(text);
    };

    FileMenuFlows fileMenu(db.connection());
    fileMenu.install(window, store, whatIf, restart, showMessage);

    window.show();
    if (!parser.isSet(Options::quitAfterShowOption())) {
        // The first start explains the three ways to use the app; after that only on request.
        QTimer::singleShot(0, &window, [&session, &window] {
            session.offerWelcome([&window] {
                WelcomeDialog welcome(&window);
                welcome.exec();
                return welcome.showAgain();
            });
        });
    }
    if (!onlyInstance) {
        showMessage(QCoreApplication::translate("main",
                                                "Another GPU Advisor window has this database open; both can "
                                                "work, and each sees the other's saved changes after a restart."));
    }
    if (parser.isSet(Options::quitAfterShowOption())) {
        // Paint once synchronously, then leave: a start-up measurement and smoke test.
        QTimer::singleShot(0, &window, [&window] {
            window.repaint();
            QCoreApplication::quit();
        });
    }
    const int status = QApplication::exec();
    if (!restartRequested || status != 0)
        return status;
    // The database lock is released first, so the new window is not told about this one.
    if (onlyInstance)
        instanceLock.unlock();
    QString problem;
    if (!Relaunch::start(Relaunch::arguments(QCoreApplication::arguments().mid(1)), &problem)) {
        fprintf(stderr, "gpu-advisor: %s\n", qPrintable(problem));
        return ExitCode::Failure;
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

// SPDX-FileCopyrightText: 2026 GPU Advisor contributors
// SPDX-License-Identifier: GPL-3.0-or-later
#include "app/commands/dbupdatecommand.h"

#include "app/settingsstore.h"
#include "db/bundleimporter.h"
#include "db/database.h"
#include "net/networkdataupdater.h"

#include <QEventLoop>
#include <QLocale>

using namespace Qt::StringLiterals;

QString DbUpdateCommand::name() const
{
    return u"db update"_s;
}

QString DbUpdateCommand::messageName() const
{
    return u"db"_s;
}

QString DbUpdateCommand::summary() const
{
    return tr("Download the newest GPU data (specs, prices, cloud rates, flowchart editions) into the database.");
}

QString DbUpdateCommand::description() const
{
    //: %1 is how the action is typed: "db update [--url URL]"; %2 the default address.
    return tr("%1: download the data bundle, check every file against its manifest (size, SHA-256, contents) and "
              "add what is new in one transaction; what you entered or edited stays. Any problem leaves the "
              "database as it was. The address is --url, else the one in Preferences, else %2.")
        .arg(u"db update [--url URL]"_s, DataUpdater::defaultUrl().toString());
}

QList<QCommandLineOption> DbUpdateCommand::options() const
{
    return {
        //: URL is the option's value name.
        {u"url"_s, tr("Address of the bundle's manifest.json or of its folder (http, https or file)."), u"URL"_s},
        //: S is the option's value name, a number of seconds.
        {u"timeout"_s, tr("Seconds a download may go without receiving anything (default 30)."), u"S"_s},
    };
}

QList<Command::Synopsis> DbUpdateCommand::synopses() const
{
    return {{u"db update [--url URL]"_s, summary()}};
}

int DbUpdateCommand::run(CommandContext &context) const
{
    if (!context.arguments().isEmpty()) {
        //: The quoted command is typed as it is.
        context.fail(tr("expected 'db update [--url URL]'"));
        return ExitCode::Usage;
    }
    double timeout = 30;
    if (!context.number(u"timeout"_s, 0.1, 3600, &timeout))
        return ExitCode::Usage;
    // --url '' is a mistake to name, not a wish for the default address (issue 27).
    const bool given = context.isSet(u"url"_s);
    QString address = context.value(u"url"_s);
    if (!given)
        address = SettingsStore().preferences().dataUrl;
    QString error;
    const QUrl url =
        !given && address.isEmpty() ? DataUpdater::defaultUrl() : DataUpdater::manifestUrl(address, &error);
    if (url.isEmpty()) {
        context.fail(error);
        return ExitCode::Usage;
    }
    Database *db = context.database();
    if (!db)
        return ExitCode::Failure;
    QSqlDatabase connection = db->connection();
    NetworkDataUpdater updater([connection](const BundleContents &bundle, UpdateReport *report, QString *problem) {
        return BundleImporter(connection).apply(bundle, report, problem);
    });
    updater.setTimeout(int(timeout * 1000));
    UpdateOutcome outcome;
    QEventLoop loop;
    QObject::connect(&updater, &DataUpdater::finished, &loop, [&outcome, &loop](const UpdateOutcome &o) {
        outcome = o;
        loop.quit();
    });
    //: %1 is an address.
    context.err() << tr("Downloading the data bundle from %1").arg(url.toDisplayString()) << Qt::endl;
    updater.start(url);
    loop.exec();
    if (outcome.status != UpdateOutcome::Status::Updated) {
        //: %1 is the reason.
        context.fail(tr("nothing was changed: %1").arg(outcome.error));
        return ExitCode::Failure;
    }
    QTextStream &out = context.out();
    //: %1 is the date of the data bundle (YYYY-MM-DD).
    out << tr("Updated from the data bundle of %1:").arg(outcome.report.bundleDate.toString(Qt::ISODate)) << "\n";
    for (const QString &line : outcome.report.lines())
        out << "  " << line << "\n";
    out.flush();
    return ExitCode::Ok;
}

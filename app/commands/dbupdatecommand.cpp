// SPDX-FileCopyrightText: 2026 GPU Advisor contributors
// SPDX-License-Identifier: GPL-3.0-or-later
#include "app/commands/dbupdatecommand.h"

#include "app/settingsstore.h"
#include "db/bundleimporter.h"
#include "db/database.h"
#include "model/io/safetext.h"
#include "model/io/textinput.h"
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
    return tr("%1: download the data bundle, check its manifest's signature by a trusted key (the one shipped or "
              "one added with --trust-key), every file against the manifest (size, SHA-256, contents) and add what "
              "is new in one transaction; what you entered or edited stays, and a bundle older than the data "
              "installed is refused. Any problem leaves the database as it was. The address is --url, else the one "
              "in Preferences, else %2.")
        .arg(u"db update [--url URL]"_s, DataUpdater::defaultUrl().toString());
}

QList<QCommandLineOption> DbUpdateCommand::options() const
{
    return {
        //: URL is the option's value name.
        {u"url"_s, tr("Address of the bundle's manifest.json or of its folder (http, https or file)."), u"URL"_s},
        //: S is the option's value name, a number of seconds.
        {u"timeout"_s, tr("Seconds a download may go without receiving anything (default 30)."), u"S"_s},
        //: FILE is the option's value name.
        {u"trust-key"_s,
         tr("Trust bundles signed by the minisign public key in FILE from now on (kept in the settings)."), u"FILE"_s},
        //: ID is the option's value name, a key id in hexadecimal.
        {u"forget-key"_s, tr("Stop trusting the key ID that --trust-key added, and do nothing else."), u"ID"_s},
    };
}

QList<Command::Synopsis> DbUpdateCommand::synopses() const
{
    return {{u"db update [--url URL]"_s, summary()},
            //: A synopsis of the command line; FILE and ID are the options' values.
            {u"db update --trust-key FILE | --forget-key ID"_s,
             tr("Trust or stop trusting a key data bundles are signed by.")}};
}

QList<BundleSignature::PublicKey> DbUpdateCommand::trustedKeys(const SettingsStore &settings)
{
    QList<BundleSignature::PublicKey> keys = BundleSignature::builtInKeys();
    for (const QString &line : settings.trustedKeys()) {
        BundleSignature::PublicKey key;
        QString error;
        if (BundleSignature::parsePublicKey(line.toLatin1(), &key, &error) && !keys.contains(key))
            keys.append(key);
    }
    return keys;
}

/// `--forget-key ID`: the key the user added is no longer trusted; a shipped one cannot be.
int DbUpdateCommand::forgetKey(CommandContext &context, SettingsStore &settings)
{
    const QString id = context.value(u"forget-key"_s).trimmed().toUpper();
    for (const BundleSignature::PublicKey &key : BundleSignature::builtInKeys()) {
        if (key.idText() == id) {
            //: %1 is a key id.
            context.fail(
                tr("the key %1 ships with GPU Advisor; a release replaces it, it cannot be forgotten here").arg(id));
            return ExitCode::Usage;
        }
    }
    QStringList kept;
    for (const QString &line : settings.trustedKeys()) {
        BundleSignature::PublicKey key;
        QString error;
        if (!BundleSignature::parsePublicKey(line.toLatin1(), &key, &error) || key.idText() != id)
            kept.append(line);
    }
    if (kept.size() == settings.trustedKeys().size()) {
        //: %1 is what the user typed.
        context.fail(tr("no key %1 was added with --trust-key").arg(SafeText::printable(id, 40)));
        return ExitCode::Usage;
    }
    settings.setTrustedKeys(kept);
    //: %1 is a key id.
    context.out() << tr("Bundles signed by the key %1 are no longer trusted.").arg(id) << "\n";
    context.out().flush();
    return ExitCode::Ok;
}

/// `--trust-key FILE`: the minisign public key in FILE is trusted from now on (kept in the settings).
int DbUpdateCommand::trustKey(CommandContext &context, SettingsStore &settings)
{
    const QString file = context.value(u"trust-key"_s);
    QString text;
    QString error;
    if (const auto read = TextInput::read(file, &text, &error, BundleSignature::MaxFileBytes);
        read != TextInput::Result::Ok) {
        context.fail(error);
        return read == TextInput::Result::CannotRead ? ExitCode::Failure : ExitCode::Usage;
    }
    BundleSignature::PublicKey key;
    if (!BundleSignature::parsePublicKey(text.toUtf8(), &key, &error)) {
        //: %1 is a file, %2 what is wrong with it.
        context.fail(tr("%1: %2").arg(SafeText::printable(file), error));
        return ExitCode::Usage;
    }
    if (!trustedKeys(settings).contains(key)) {
        const QString line = QString::fromLatin1(BundleSignature::writePublicKey(key).split('\n').value(1));
        settings.setTrustedKeys(settings.trustedKeys() << line);
        //: %1 is a key id.
        context.err() << tr("Bundles signed by the key %1 are trusted from now on.").arg(key.idText()) << Qt::endl;
    }
    return ExitCode::Ok;
}

int DbUpdateCommand::run(CommandContext &context) const
{
    if (!context.arguments().isEmpty()) {
        //: The quoted command is typed as it is.
        context.fail(tr("expected 'db update [--url URL]'"));
        return ExitCode::Usage;
    }
    SettingsStore settings;
    if (context.isSet(u"forget-key"_s))
        return forgetKey(context, settings);
    if (context.isSet(u"trust-key"_s)) {
        if (const int status = trustKey(context, settings); status != ExitCode::Ok)
            return status;
    }
    double timeout = 30;
    if (!context.number(u"timeout"_s, 0.1, 3600, &timeout))
        return ExitCode::Usage;
    // --url '' is a mistake to name, not a wish for the default address (issue 27).
    const bool given = context.isSet(u"url"_s);
    QString address = context.value(u"url"_s);
    if (!given)
        address = settings.preferences().dataUrl;
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
    updater.setTrustedKeys(trustedKeys(settings));
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

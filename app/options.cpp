// SPDX-FileCopyrightText: 2026 GPU Advisor contributors
// SPDX-License-Identifier: GPL-3.0-or-later
#include "app/options.h"

#include "app/settingsstore.h"

#include <QCoreApplication>
#include <QLibraryInfo>
#include <QLocale>
#include <QTranslator>

using namespace Qt::StringLiterals;

namespace Options {

QCommandLineOption dbOption()
{
    return QCommandLineOption(u"db"_s,
                              QCoreApplication::translate(
                                  "Options", "Use the database file at <path> instead of the one in your data folder."),
                              u"path"_s);
}

QCommandLineOption quitAfterShowOption()
{
    return QCommandLineOption(
        u"quit-after-show"_s,
        QCoreApplication::translate("Options", "Open the main window, render it once and exit (start-up check)."));
}

QCommandLineOption langOption()
{
    return QCommandLineOption(u"lang"_s, QCoreApplication::translate("Options", "Use this language: en or ru."),
                              u"code"_s);
}

QCommandLineOption colorSchemeOption()
{
    return QCommandLineOption(
        u"color-scheme"_s,
        //: Keep the words system, light and dark: they are what the user types.
        QCoreApplication::translate("Options", "Light or dark windows: system, light or dark (default: as in the "
                                               "preferences)."),
        u"scheme"_s);
}

void addGlobalOptions(QCommandLineParser &parser)
{
    parser.addOption(dbOption());
    parser.addOption(quitAfterShowOption());
    parser.addOption(langOption());
    parser.addOption(colorSchemeOption());
    parser.addHelpOption();
    parser.addVersionOption();
}

QStringList globalOptionsWithValues()
{
    return {u"--db"_s, u"--lang"_s, u"--color-scheme"_s};
}

QStringList supportedLanguages()
{
    return {u"en"_s, u"ru"_s};
}

QString languageFromArguments(const QStringList &arguments)
{
    for (qsizetype i = 0; i < arguments.size(); ++i) {
        if (arguments.at(i) == u"--lang" && i + 1 < arguments.size())
            return arguments.at(i + 1).trimmed().toLower();
        if (arguments.at(i).startsWith(u"--lang="_s))
            return arguments.at(i).mid(7).trimmed().toLower();
    }
    return {};
}

QString installTranslations(const QString &requested)
{
    // --lang, else the language chosen in the settings, else the system's.
    QString language = requested;
    if (language.isEmpty())
        language = SettingsStore().preferences().language;
    if (language.isEmpty() || language == u"system")
        language = QLocale::system().name().section(u'_', 0, 0);
    if (!supportedLanguages().contains(language))
        language = u"en"_s;
    // The one choice of locale: it names the language for everything that reads it, such as the
    // flowchart's texts, English included (the system's may be another), and Formatter writes
    // figures in it ("1 008,5" in Russian), not in the desktop's locale.
    QLocale::setDefault(QLocale(language));
    if (language == u"en")
        return language;
    auto *app = QCoreApplication::instance();
    auto *own = new QTranslator(app);
    if (own->load(u":/i18n/gpu-advisor_%1.qm"_s.arg(language)))
        QCoreApplication::installTranslator(own);
    auto *qt = new QTranslator(app);
    if (qt->load(u"qtbase_%1"_s.arg(language), QLibraryInfo::path(QLibraryInfo::TranslationsPath)))
        QCoreApplication::installTranslator(qt);
    return language;
}

} // namespace Options

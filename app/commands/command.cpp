// SPDX-FileCopyrightText: 2026 GPU Advisor contributors
// SPDX-License-Identifier: GPL-3.0-or-later
#include "app/commands/command.h"

#include "app/options.h"
#include "app/settingsstore.h"
#include "db/database.h"
#include "db/seeder.h"
#include "model/cost/pricing.h"
#include "model/io/problemlist.h"
#include "model/io/textinput.h"
#include "model/performance/memoryestimate.h"

#include <QDir>
#include <QFileInfo>
#include <QLocale>
#include <QRegularExpression>

#include <cmath>

using namespace Qt::StringLiterals;

namespace {

/// "7e9", "7000000000", "7B", "13b", "1.5T", "350M" -> parameters.
std::optional<double> parameterCount(const QString &text)
{
    static const QRegularExpression pattern(u"^\\s*([0-9]*\\.?[0-9]+(?:[eE][+-]?[0-9]+)?)\\s*([kKmMbBtT]?)\\s*$"_s);
    const auto m = pattern.match(text);
    if (!m.hasMatch())
        return std::nullopt;
    double v = QLocale::c().toDouble(m.captured(1));
    const QString suffix = m.captured(2).toLower();
    if (suffix == u"k")
        v *= 1e3;
    else if (suffix == u"m")
        v *= 1e6;
    else if (suffix == u"b")
        v *= 1e9;
    else if (suffix == u"t")
        v *= 1e12;
    return std::isfinite(v) ? std::optional<double>(v) : std::nullopt;
}

} // namespace

Command::~Command() = default;

bool Command::needsGuiApplication(const QStringList &) const
{
    return false;
}

CommandContext::CommandContext(const Command &command, const QCommandLineParser &parser, QTextStream &out,
                               QTextStream &err)
    : m_command(command.messageName())
    , m_words(command.name().count(u' ') + 1)
    , m_parser(parser)
    , m_out(out)
    , m_err(err)
{}

CommandContext::~CommandContext() = default;

QStringList CommandContext::arguments() const
{
    return m_parser.positionalArguments().mid(m_words);
}

void CommandContext::fail(const QString &message)
{
    notice(message);
}

void CommandContext::notice(const QString &message)
{
    // The one prefix of every message on stderr: the program and the command.
    m_err << "gpu-advisor " << m_command << ": " << message << Qt::endl;
}

int CommandContext::readText(const QString &file, QString *text)
{
    QString error;
    const TextInput::Result result = TextInput::read(file, text, &error);
    if (result == TextInput::Result::Ok)
        return ExitCode::Ok;
    fail(error);
    return result == TextInput::Result::CannotRead ? ExitCode::Failure : ExitCode::Usage;
}

void CommandContext::listProblems(const QString &file, const QStringList &problems)
{
    const QStringList lines = ProblemList::shown(problems);
    for (qsizetype i = 0; i < lines.size(); ++i) {
        // Each problem names the file, as a compiler's messages do; the count of the rest does not.
        m_err << "  ";
        if (i < ProblemList::MaxShown)
            m_err << file << ": ";
        m_err << lines.at(i) << Qt::endl;
    }
}

Database *CommandContext::database()
{
    if (m_database)
        return m_database.get();
    const QString path = m_parser.value(Options::dbOption());
    // Without --db, the database the window uses too (after a recovery, the recovered one).
    const QString file = path.isEmpty() ? SettingsStore().databaseInUse() : path;
    // A --db that names no file yet makes a new database (and its folder): said on stderr, so a
    // mistyped path is not taken for a database whose edits were lost.
    const bool isNew = !path.isEmpty() && !QFileInfo::exists(file);
    const bool folderIsNew = isNew && !QFileInfo::exists(QFileInfo(file).absolutePath());
    auto db = std::make_unique<Database>();
    QString error;
    if (!Seeder::openSeeded(*db, file, &error)) {
        fail(error);
        // Say that the file was left unchanged only when it was (Database::leftUntouched()); a
        // failed upgrade says itself whether the file was restored.
        // A lock passes, and a file refused for what it is (read-only, another program's, newer)
        // is healthy: the error says what to do, and a recovery would not help.
        const bool recoverable =
            QFileInfo(file).isFile() && !Database::isLockedByAnotherProgram(file) && db->worthRecovering();
        if (recoverable && db->leftUntouched()) {
            //: %1 is the database file; "gpu-advisor db recover" is a command to type, keep it as it is.
            fail(tr("the file was left unchanged. To start a fresh database and copy into it what can still be "
                    "read: gpu-advisor db recover %1")
                     .arg(file));
        } else if (recoverable) {
            //: %1 is the database file; "gpu-advisor db recover" is a command to type, keep it as it is.
            fail(tr("to start a fresh database and copy into it what can still be read: gpu-advisor db recover %1")
                     .arg(file));
        }
        return nullptr;
    }
    if (folderIsNew) {
        //: %1 is the database file, %2 the folder made for it
        notice(tr("made a new database %1 with the bundled data, in a new folder %2")
                   .arg(QDir::toNativeSeparators(file), QDir::toNativeSeparators(QFileInfo(file).absolutePath())));
    } else if (isNew) {
        //: %1 is the database file
        notice(tr("made a new database %1 with the bundled data").arg(QDir::toNativeSeparators(file)));
    }
    m_database = std::move(db);
    return m_database.get();
}

bool CommandContext::number(const QString &option, double min, double max, double *value)
{
    if (!m_parser.isSet(option))
        return true;
    const QString text = m_parser.value(option).trimmed();
    bool ok = false;
    const double v = QLocale::c().toDouble(text, &ok);
    if (!ok || !std::isfinite(v) || v < min || v > max) {
        //: %1 is an option name, %2 and %3 the smallest and largest value allowed, %4 what the user gave.
        fail(tr("--%1 must be a number from %2 to %3, got '%4'")
                 .arg(option, QLocale::c().toString(min, 'g', 12), QLocale::c().toString(max, 'g', 12), text));
        return false;
    }
    *value = v;
    return true;
}

bool CommandContext::gpuCounts(int maxCount, QList<std::pair<QString, int>> *gpus)
{
    const QStringList names = m_parser.values(u"gpu"_s);
    const QStringList counts = m_parser.values(u"count"_s);
    if (!counts.isEmpty() && counts.size() != names.size()) {
        //: %1 is how many times --gpu was given, %2 how many times --count was.
        fail(tr("give one --count for each --gpu (%1 GPU(s), %2 count(s))")
                 .arg(QString::number(names.size()), QString::number(counts.size())));
        return false;
    }
    gpus->clear();
    for (qsizetype i = 0; i < names.size(); ++i) {
        int count = 1;
        if (!counts.isEmpty()) {
            bool ok = false;
            count = counts.at(i).trimmed().toInt(&ok);
            if (!ok || count < 1 || count > maxCount) {
                //: %1 is the largest count allowed, %2 what the user typed.
                fail(tr("--count must be a whole number from 1 to %1, got '%2'")
                         .arg(QString::number(maxCount), counts.at(i)));
                return false;
            }
        }
        gpus->append({names.at(i).trimmed(), count});
    }
    return true;
}

bool CommandContext::month(const QString &option, QDate *value)
{
    if (!m_parser.isSet(option))
        return true;
    const QString text = m_parser.value(option).trimmed();
    const QDate month = endOfMonth(text);
    const QDate earliest(1990, 1, 1);
    const QDate today = QDate::currentDate();
    if (!month.isValid() || month < earliest || QDate(month.year(), month.month(), 1) > today) {
        //: %1 is an option name, %2 and %3 the first and last month allowed (YYYY-MM), %4 what the user gave.
        fail(tr("--%1 must be a month YYYY-MM from %2 to %3, got '%4'")
                 .arg(option, earliest.toString(u"yyyy-MM"_s), today.toString(u"yyyy-MM"_s), text));
        return false;
    }
    *value = month;
    return true;
}

bool CommandContext::integer(const QString &option, int min, int max, std::optional<int> *value)
{
    if (!m_parser.isSet(option))
        return true;
    const QString text = m_parser.value(option).trimmed();
    bool ok = false;
    const int v = text.toInt(&ok);
    if (!ok || v < min || v > max) {
        //: %1 is an option name, %2 and %3 the smallest and largest value allowed, %4 what the user gave.
        fail(tr("--%1 must be a whole number from %2 to %3, got '%4'")
                 .arg(option, QString::number(min), QString::number(max), text));
        return false;
    }
    *value = v;
    return true;
}

bool CommandContext::workloadSize(MemoryWorkload *workload)
{
    const auto params = parameterCount(m_parser.value(u"params"_s));
    if (!params || *params <= 0 || *params > 1e14) {
        //: %1 is what the user typed; 7e9 and 7B are examples of what can be typed.
        fail(tr("--params must be a number of parameters such as 7e9 or 7B (up to 1e14), got '%1'")
                 .arg(m_parser.value(u"params"_s)));
        return false;
    }
    // A bare "8" is eight parameters, never a model anyone sizes memory for: "8B" was meant.
    if (const QString typed = m_parser.value(u"params"_s).trimmed();
        *params < 1000 && !typed.isEmpty() && typed.back().isDigit() && !typed.contains(u'e', Qt::CaseInsensitive)) {
        //: %1 is what the user typed; "%1B" and "%1e9" are what to type for billions.
        fail(tr("--params %1 means %1 parameters; for %1 billion write --params %1B or %1e9").arg(typed));
        return false;
    }
    workload->parameters = *params;
    if (m_parser.isSet(u"precision"_s)) {
        const auto f = numberFormatFromKey(m_parser.value(u"precision"_s));
        if (!f) {
            //: fp32, fp16, ... are typed as they are; %1 is what the user typed.
            fail(
                tr("--precision must be fp32, fp16, bf16, int8 or int4, got '%1'").arg(m_parser.value(u"precision"_s)));
            return false;
        }
        workload->format = *f;
    }
    if (m_parser.isSet(u"mode"_s)) {
        const auto m = workloadModeFromKey(m_parser.value(u"mode"_s));
        if (!m) {
            //: inference, training, lora and qlora are typed as they are; %1 is what the user typed.
            fail(tr("--mode must be inference, training, lora or qlora, got '%1'").arg(m_parser.value(u"mode"_s)));
            return false;
        }
        workload->mode = *m;
    }
    return true;
}

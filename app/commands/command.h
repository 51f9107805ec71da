// SPDX-FileCopyrightText: 2026 GPU Advisor contributors
// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include <QCommandLineOption>
#include <QCommandLineParser>
#include <QCoreApplication>
#include <QDate>
#include <QList>
#include <QStringList>
#include <QTextStream>

#include <memory>
#include <optional>

class Database;
struct MemoryWorkload;

/// Exit codes of the command line.
namespace ExitCode {
constexpr int Ok = 0;
constexpr int Failure = 1; ///< the command could not do its work (database, file system)
constexpr int Usage = 2;   ///< the arguments are wrong
} // namespace ExitCode

/// What a running command works with: its parsed arguments, the output and error streams, the
/// database (opened here and nowhere else, the first time a command asks for it) and the
/// checks every command shares for option values. Messages go to `err` as
/// "gpu-advisor COMMAND: message".
class CommandContext final
{
    Q_DECLARE_TR_FUNCTIONS(CommandLine)

public:
    CommandContext(const class Command &command, const QCommandLineParser &parser, QTextStream &out, QTextStream &err);
    ~CommandContext();

    /// The name error messages start with (Command::messageName()).
    const QString &command() const { return m_command; }
    const QCommandLineParser &parser() const { return m_parser; }
    bool isSet(const QString &option) const { return m_parser.isSet(option); }
    QString value(const QString &option) const { return m_parser.value(option); }
    /// The positional arguments after the command's words ("db import FILE" gives FILE).
    QStringList arguments() const;

    QTextStream &out() { return m_out; }
    QTextStream &err() { return m_err; }
    /// Prints "gpu-advisor COMMAND: message" to the error stream: why the command fails.
    void fail(const QString &message);
    /// The same prefix for what is said on stderr without failing ("made a new database ...").
    void notice(const QString &message);

    /// Reads the text file an import names into `text`, within the limits of TextInput (chunks,
    /// docs/robustness.md: an endless device or a huge file ends with an error, not with all the
    /// memory). Returns ExitCode::Ok; else prints why and returns ExitCode::Failure for a file
    /// that cannot be read, ExitCode::Usage for one that is not an importable text.
    int readText(const QString &file, QString *text);
    /// Prints the problems of a refused `file`, one a line, as ProblemList::shown() bounds them.
    void listProblems(const QString &file, const QStringList &problems);

    /// The database (--db, else the default file), opened on the first call. Null, with the
    /// reason and the way to recover printed, when it cannot be used.
    Database *database();

    /// Reads a numeric option into `value` when it is set; false (message printed) when it is
    /// not a finite number within range.
    bool number(const QString &option, double min, double max, double *value);
    bool integer(const QString &option, int min, int max, std::optional<int> *value);
    /// The --gpu NAME options, each with its --count N (one --count for each --gpu, or none: 1
    /// each), in order. False (message printed) when the counts do not pair up with the GPUs or
    /// one is not a whole number from 1 to `maxCount`. `build`, `plan` and `finetune` read them so.
    bool gpuCounts(int maxCount, QList<std::pair<QString, int>> *gpus);
    /// Reads a month option (YYYY-MM) into `value`, the month's last day, when it is set; false
    /// (message printed) when it is malformed or outside 1990-01 to the current month, the span
    /// of the data (docs/robustness.md).
    bool month(const QString &option, QDate *value);
    /// Reads --params (required by the caller), --precision and --mode into `workload`; false,
    /// with the bad value named, when one is malformed.
    bool workloadSize(MemoryWorkload *workload);

private:
    QString m_command;
    qsizetype m_words = 1;
    const QCommandLineParser &m_parser;
    QTextStream &m_out;
    QTextStream &m_err;
    std::unique_ptr<Database> m_database;
};

/// One command of `gpu-advisor COMMAND [options]` (after KeePassXC's keepassxc-cli commands):
/// its name, a one-line summary and the usage lines for the top-level --help, the description
/// and options for its own --help, and what it does. Commands are listed in CommandRegistry.
class Command
{
public:
    /// A line of the top-level --help: how the command is typed and what that does.
    struct Synopsis
    {
        QString usage;   ///< typed as it is: "recommend --answers yes,no,... [--json]"
        QString summary; ///< translated
    };

    virtual ~Command();

    /// The words that select the command: "rank", or "db import" for an action of a group.
    virtual QString name() const = 0;
    /// The name its error messages start with ("gpu-advisor NAME: ..."); the name by default.
    virtual QString messageName() const { return name(); }
    /// One translated sentence saying what the command does.
    virtual QString summary() const = 0;
    /// The text above the options in `COMMAND --help`; the summary unless the command says more.
    virtual QString description() const { return summary(); }
    /// The command's own options (the global ones, --db, --help, --lang, ..., are added to every command).
    virtual QList<QCommandLineOption> options() const { return {}; }
    /// The lines for the top-level --help; by default the name and the summary.
    virtual QList<Synopsis> synopses() const { return {{name(), summary()}}; }
    /// True when these arguments make the command write a PDF, whose text layout needs a GUI
    /// application (it renders offscreen, without a display).
    virtual bool needsGuiApplication(const QStringList &arguments) const;

    /// Does the work with the arguments already parsed (--help handled); returns the exit code.
    virtual int run(CommandContext &context) const = 0;
};

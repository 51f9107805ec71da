// SPDX-FileCopyrightText: 2026 GPU Advisor contributors
// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include <QCommandLineParser>
#include <QCoreApplication>
#include <QStringList>
#include <QTextStream>

#include <optional>

/// Exit codes of the command line.
namespace ExitCode {
constexpr int Ok = 0;
constexpr int Failure = 1; ///< the command could not do its work (database, file system)
constexpr int Usage = 2;   ///< the arguments are wrong
} // namespace ExitCode

/// The scriptable face of the app: `gpu-advisor COMMAND [options]`. Global options (--db,
/// --help, --version) work with every command. With no command the GUI starts instead; see
/// main.cpp.
class CommandLine final
{
    Q_DECLARE_TR_FUNCTIONS(CommandLine)

public:
    CommandLine(QTextStream &out, QTextStream &err);

    /// The command word in `arguments` (argv without the program name), or empty for the GUI.
    static QString commandIn(const QStringList &arguments);
    static QStringList commands();
    /// True when the arguments ask for a PDF report (`--out FILE.pdf`), whose text layout needs a
    /// GUI application (it renders offscreen, without a display).
    static bool needsGuiApplication(const QStringList &arguments);

    /// Runs the command and returns the exit code.
    int run(const QStringList &arguments);

private:
    int recommend(const QStringList &arguments);
    int rank(const QStringList &arguments);
    int breakeven(const QStringList &arguments);
    int memory(const QStringList &arguments);
    int database(const QStringList &arguments);
    int recoverDatabase(const QStringList &paths);
    int build(const QStringList &arguments);
    /// `recommend --out`: the build list for the first GPU of the leaf the answers reach.
    int exportRecommendedBuild(const struct Recommendation &recommendation, const struct BuildOrigin &origin,
                               const class GpuRepository &gpus, const QString &path);
    /// Writes the plan to `path` in the format its extension names; returns the exit code.
    int writeBuild(const QString &command, const struct BuildPlan &plan, const QString &path);

    /// Parses `arguments` for `command` with the global options plus `options`. Returns false
    /// with *exitCode set (help printed: Ok; bad arguments: Usage).
    bool parse(QCommandLineParser &parser, const QString &command, const QString &description,
               const QList<QCommandLineOption> &options, const QStringList &arguments, int *exitCode);
    /// Reads a numeric option; false (message printed) when it is not a finite number within range.
    bool number(const QCommandLineParser &parser, const QString &command, const QString &option, double min, double max,
                double *value);
    bool integer(const QCommandLineParser &parser, const QString &command, const QString &option, int min, int max,
                 std::optional<int> *value);
    /// Reads --params (required by the caller), --precision and --mode into `workload`; false,
    /// with the bad value named, when one is malformed.
    bool workloadSize(const QCommandLineParser &parser, const QString &command, struct MemoryWorkload *workload);
    bool openDatabase(const QString &path, class Database *db);
    void fail(const QString &command, const QString &message);

    QTextStream &m_out;
    QTextStream &m_err;
};

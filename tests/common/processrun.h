// SPDX-FileCopyrightText: 2026 GPU Advisor contributors
// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include <QElapsedTimer>
#include <QProcess>
#include <QProcessEnvironment>
#include <QSignalSpy>
#include <QString>
#include <QStringList>

/// What a program run by a test said and how it ended.
struct ProcessRun
{
    int exitCode = -1; ///< -1 when it did not start, crashed or ran out of time
    QString out;
    QString err;
    qint64 ms = 0; ///< how long it ran
};

/// How runProcess() runs a program.
struct ProcessOptions
{
    int timeoutMs = 120000;
    QString stdoutFile; ///< where its standard output goes instead of ProcessRun::out; empty: read it
};

/// The one way a test runs a program (the executable, a tool) to its end: in `environment`,
/// with this process's event loop running meanwhile (a test may serve the program's downloads),
/// killed when it outlives the timeout.
inline ProcessRun runProcess(const QString &program, const QStringList &arguments,
                             const QProcessEnvironment &environment, const ProcessOptions &options = {})
{
    QProcess p;
    p.setProcessEnvironment(environment);
    if (!options.stdoutFile.isEmpty())
        p.setStandardOutputFile(options.stdoutFile);
    QSignalSpy finished(&p, &QProcess::finished);
    QElapsedTimer timer;
    timer.start();
    p.start(program, arguments);
    if (!p.waitForStarted(options.timeoutMs))
        return {};
    if (finished.isEmpty() && !finished.wait(options.timeoutMs)) {
        p.kill();
        p.waitForFinished();
        return {};
    }
    return {p.exitStatus() == QProcess::NormalExit ? p.exitCode() : -1, QString::fromUtf8(p.readAllStandardOutput()),
            QString::fromUtf8(p.readAllStandardError()), timer.elapsed()};
}

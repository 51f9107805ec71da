// SPDX-FileCopyrightText: 2026 GPU Advisor contributors
// SPDX-License-Identifier: GPL-3.0-or-later
#include "model/catalog/gpudetection.h"

#include <QCoreApplication>
#include <QProcess>
#include <QRegularExpression>
#include <QStandardPaths>

using namespace Qt::StringLiterals;

namespace GpuDetector {

namespace {

/// Lower-case words without punctuation or the vendor prefix: "NVIDIA GeForce RTX 3080 (12 GB)"
/// -> "geforce rtx 3080 12gb".
QString comparableGpuName(QString name)
{
    name = name.toLower();
    name.replace(QRegularExpression(u"\\b(nvidia|amd|tesla)\\b"_s), QString());
    name.replace(QRegularExpression(u"(\\d+)\\s*gb\\b"_s), u"\\1gb"_s);
    name.replace(QRegularExpression(u"[^a-z0-9]+"_s), u" "_s);
    return name.simplified();
}

} // namespace

QList<InstalledGpu> parseNvidiaSmi(const QString &output)
{
    QList<InstalledGpu> gpus;
    const QStringList lines = output.split(u'\n', Qt::SkipEmptyParts);
    for (const QString &line : lines) {
        const QStringList fields = line.split(u',');
        if (fields.size() < 2 || fields.at(0).trimmed().isEmpty())
            continue;
        bool ok = false;
        const double mib = fields.at(1).trimmed().toDouble(&ok);
        gpus.append({fields.at(0).trimmed(), ok ? mib / 1024.0 : 0, fields.value(2).trimmed()});
    }
    return gpus;
}

GpuDetection detect(const QString &program, int timeoutMs)
{
    GpuDetection result;
    const QString path = QStandardPaths::findExecutable(program);
    if (path.isEmpty()) {
        result.status = GpuDetection::Status::NotInstalled;
        result.message = QCoreApplication::translate(
            "GpuDetector", "No NVIDIA driver tools (nvidia-smi) were found, so the installed GPU cannot be read.");
        return result;
    }
    QProcess process;
    process.start(path, {u"--query-gpu=name,memory.total,driver_version"_s, u"--format=csv,noheader,nounits"_s});
    if (!process.waitForStarted(timeoutMs)) {
        result.status = GpuDetection::Status::Failed;
        //: %1 is the path of nvidia-smi, %2 the system's reason.
        result.message = QCoreApplication::translate("GpuDetector", "nvidia-smi (%1) could not be started: %2.")
                             .arg(path, process.errorString());
        return result;
    }
    if (!process.waitForFinished(timeoutMs)) {
        process.kill();
        process.waitForFinished();
        result.status = GpuDetection::Status::Failed;
        result.message = QCoreApplication::translate("GpuDetector", "nvidia-smi did not answer within %1 seconds.")
                             .arg(timeoutMs / 1000.0);
        return result;
    }
    if (process.exitStatus() != QProcess::NormalExit || process.exitCode() != 0) {
        result.status = GpuDetection::Status::Failed;
        const QString detail = QString::fromLocal8Bit(process.readAllStandardError()).simplified();
        if (detail.isEmpty()) {
            result.message =
                QCoreApplication::translate("GpuDetector", "nvidia-smi failed (exit code %1).").arg(process.exitCode());
        } else {
            //: %2 is the error output of nvidia-smi.
            result.message = QCoreApplication::translate("GpuDetector", "nvidia-smi failed (exit code %1): %2.")
                                 .arg(QString::number(process.exitCode()), detail.left(200));
        }
        return result;
    }
    result.gpus = parseNvidiaSmi(QString::fromLocal8Bit(process.readAllStandardOutput()));
    result.status = result.gpus.isEmpty() ? GpuDetection::Status::Failed : GpuDetection::Status::Found;
    result.message = result.gpus.isEmpty()
                         ? QCoreApplication::translate("GpuDetector", "nvidia-smi reported no GPU.")
                         : QCoreApplication::translate("GpuDetector", "Found %1 GPU(s).").arg(result.gpus.size());
    return result;
}

QString matchName(const QString &driverName, const QStringList &databaseNames)
{
    const QString wanted = comparableGpuName(driverName);
    if (wanted.isEmpty())
        return {};
    QString best;
    qsizetype bestLength = 0;
    for (const QString &name : databaseNames) {
        const QString candidate = comparableGpuName(name);
        if (candidate == wanted)
            return name;
        // "geforce rtx 3060" is the start of "geforce rtx 3060 12gb": the longest such match wins,
        // but "rtx 3080" must not match "rtx 3080 ti".
        const bool prefix = candidate.startsWith(wanted + u' ') || wanted.startsWith(candidate + u' ');
        const QString rest = candidate.startsWith(wanted) ? candidate.mid(wanted.size()) : wanted.mid(candidate.size());
        const bool onlyMemorySuffix = QRegularExpression(u"^( \\d+gb)*$"_s).match(rest).hasMatch();
        if (prefix && onlyMemorySuffix && candidate.size() > bestLength) {
            best = name;
            bestLength = candidate.size();
        }
    }
    return best;
}

} // namespace GpuDetector

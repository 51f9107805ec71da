// SPDX-FileCopyrightText: 2026 GPU Advisor contributors
// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include <QList>
#include <QString>

/// A GPU installed in this machine, as nvidia-smi reports it.
struct InstalledGpu
{
    QString name;        ///< as the driver names it, e.g. "NVIDIA GeForce RTX 3090"
    double memoryGb = 0; ///< total memory in GiB
    QString driver;
};

/// What "detect my current GPU" found.
struct GpuDetection
{
    enum class Status { Found, NotInstalled, Failed };
    Status status = Status::NotInstalled;
    QList<InstalledGpu> gpus;
    QString message; ///< one sentence for the user

    bool found() const { return status == Status::Found && !gpus.isEmpty(); }
};

/// Reads the installed NVIDIA GPUs with nvidia-smi (searched on PATH). Absent or failing
/// nvidia-smi is not an error to shout about: the result says so quietly.
namespace GpuDetector {

/// Parses `nvidia-smi --query-gpu=name,memory.total,driver_version --format=csv,noheader,nounits`.
QList<InstalledGpu> parseNvidiaSmi(const QString &output);

/// Runs nvidia-smi with a time limit.
GpuDetection detect(const QString &program = QStringLiteral("nvidia-smi"), int timeoutMs = 5000);

/// The database name a driver name most likely means ("NVIDIA GeForce RTX 3090" -> "GeForce
/// RTX 3090"); empty when none matches well enough.
QString matchName(const QString &driverName, const QStringList &databaseNames);

} // namespace GpuDetector

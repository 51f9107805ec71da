// SPDX-FileCopyrightText: 2026 GPU Advisor contributors
// SPDX-License-Identifier: GPL-3.0-or-later
// Stand-ins for programs the app runs (nvidia-smi): executable files written into a folder
// that the test puts on PATH.
#pragma once

#include <QByteArray>
#include <QDir>
#include <QFile>
#include <QString>

/// Writes `contents` as an executable file `name` in `folder`; false when it cannot.
inline bool writeExecutable(const QString &folder, const QString &name, const QByteArray &contents)
{
    QFile f(QDir(folder).filePath(name));
    if (!f.open(QIODevice::WriteOnly) || f.write(contents) != contents.size())
        return false;
    f.close();
    return f.setPermissions(QFile::ReadOwner | QFile::WriteOwner | QFile::ExeOwner);
}

/// A shell script named nvidia-smi in `folder` that runs `script`.
inline bool writeFakeNvidiaSmi(const QString &folder, const QByteArray &script)
{
    return writeExecutable(folder, QStringLiteral("nvidia-smi"), "#!/bin/sh\n" + script);
}

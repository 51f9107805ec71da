// SPDX-FileCopyrightText: 2026 GPU Advisor contributors
// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include <QDir>
#include <QFile>
#include <QProcessEnvironment>
#include <QString>

/// The environment for a test that starts the real executable: its settings, data and cache go
/// to folders under `root` (a QTemporaryDir of the test), never to the user's, and it speaks
/// English whatever the desktop's language. The display is offscreen.
inline QProcessEnvironment isolatedEnvironment(const QString &root,
                                               QProcessEnvironment env = QProcessEnvironment::systemEnvironment())
{
    const QString home = root + QStringLiteral("/home");
    for (const char *sub : {"/home", "/home/config", "/home/data", "/home/cache", "/home/runtime"})
        QDir().mkpath(root + QString::fromLatin1(sub));
    QFile::setPermissions(home + QStringLiteral("/runtime"), QFile::ReadOwner | QFile::WriteOwner | QFile::ExeOwner);
    env.insert(QStringLiteral("HOME"), home);
    env.insert(QStringLiteral("XDG_CONFIG_HOME"), home + QStringLiteral("/config"));
    env.insert(QStringLiteral("XDG_DATA_HOME"), home + QStringLiteral("/data"));
    env.insert(QStringLiteral("XDG_CACHE_HOME"), home + QStringLiteral("/cache"));
    env.insert(QStringLiteral("XDG_RUNTIME_DIR"), home + QStringLiteral("/runtime"));
    env.insert(QStringLiteral("LANG"), QStringLiteral("C.UTF-8"));
    env.insert(QStringLiteral("LC_ALL"), QStringLiteral("C.UTF-8"));
    env.insert(QStringLiteral("LANGUAGE"), QStringLiteral("en"));
    env.insert(QStringLiteral("QT_QPA_PLATFORM"), QStringLiteral("offscreen"));
    return env;
}

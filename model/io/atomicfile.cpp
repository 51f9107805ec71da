// SPDX-FileCopyrightText: 2026 GPU Advisor contributors
// SPDX-License-Identifier: GPL-3.0-or-later
#include "model/io/atomicfile.h"

#include <QCoreApplication>
#include <QDir>
#include <QFileInfo>
#include <QSaveFile>

using namespace Qt::StringLiterals;

namespace AtomicFile {

namespace {

/// A sentence on why `path` cannot be written, from what the file system says about it.
QString reason(const QString &path, const QString &fallback)
{
    const QFileInfo info(path);
    const QFileInfo folder(info.absolutePath());
    //: Why a file cannot be written; completes "cannot write PATH: ...".
    if (info.fileName().isEmpty() || info.isDir())
        return QCoreApplication::translate("AtomicFile", "it is a folder, not a file");
    if (!folder.exists())
        return QCoreApplication::translate("AtomicFile", "the folder %1 does not exist")
            .arg(QDir::toNativeSeparators(folder.absoluteFilePath()));
    if (!folder.isDir())
        return QCoreApplication::translate("AtomicFile", "%1 is not a folder")
            .arg(QDir::toNativeSeparators(folder.absoluteFilePath()));
    if (!folder.isWritable())
        return QCoreApplication::translate("AtomicFile", "no permission to write in the folder %1")
            .arg(QDir::toNativeSeparators(folder.absoluteFilePath()));
    if (info.exists() && !info.isWritable())
        return QCoreApplication::translate("AtomicFile", "no permission to replace the file");
    return fallback;
}

QString message(const QString &path, const QString &why)
{
    //: %1 is a file path, %2 the reason, e.g. "the folder /tmp/x does not exist".
    return QCoreApplication::translate("AtomicFile", "cannot write %1: %2").arg(QDir::toNativeSeparators(path), why);
}

QString diskFull()
{
    return QCoreApplication::translate("AtomicFile", "the data could not be written (is the disk full?)");
}

} // namespace

bool open(QSaveFile &file, QString *error)
{
    const QString path = file.fileName();
    const QFileInfo info(path);
    if (info.isDir() || info.fileName().isEmpty()) {
        *error = message(path, reason(path, {}));
        return false;
    }
    if (!file.open(QIODevice::WriteOnly)) {
        *error = message(path, reason(path, file.errorString()));
        return false;
    }
    return true;
}

bool commit(QSaveFile &file, QString *error)
{
    if (file.error() != QFileDevice::NoError) {
        const QString why = file.errorString();
        file.cancelWriting();
        file.commit(); // discards the temporary file
        *error = message(file.fileName(), why.isEmpty() ? diskFull() : why);
        return false;
    }
    if (!file.commit()) {
        *error = message(file.fileName(), reason(file.fileName(), file.errorString()));
        return false;
    }
    return true;
}

bool write(const QString &path, const QByteArray &data, QString *error)
{
    QSaveFile file(path);
    if (!open(file, error))
        return false;
    if (file.write(data) != data.size()) {
        const QString why = file.errorString();
        file.cancelWriting();
        file.commit();
        *error = message(path, why.isEmpty() ? diskFull() : why);
        return false;
    }
    return commit(file, error);
}

} // namespace AtomicFile

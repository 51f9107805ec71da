// SPDX-FileCopyrightText: 2026 GPU Advisor contributors
// SPDX-License-Identifier: GPL-3.0-or-later
#include "model/atomicfile.h"

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
    if (info.fileName().isEmpty() || info.isDir())
        return u"it is a folder, not a file"_s;
    if (!folder.exists())
        return u"the folder %1 does not exist"_s.arg(QDir::toNativeSeparators(folder.absoluteFilePath()));
    if (!folder.isDir())
        return u"%1 is not a folder"_s.arg(QDir::toNativeSeparators(folder.absoluteFilePath()));
    if (!folder.isWritable())
        return u"no permission to write in the folder %1"_s.arg(QDir::toNativeSeparators(folder.absoluteFilePath()));
    if (info.exists() && !info.isWritable())
        return u"no permission to replace the file"_s;
    return fallback;
}

QString message(const QString &path, const QString &why)
{
    return u"cannot write %1: %2"_s.arg(QDir::toNativeSeparators(path), why);
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
        *error = message(file.fileName(), why.isEmpty() ? u"the data could not be written (is the disk full?)"_s : why);
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
        *error = message(path, why.isEmpty() ? u"the data could not be written (is the disk full?)"_s : why);
        return false;
    }
    return commit(file, error);
}

} // namespace AtomicFile

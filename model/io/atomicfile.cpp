// SPDX-FileCopyrightText: 2026 GPU Advisor contributors
// SPDX-License-Identifier: GPL-3.0-or-later
#include "model/io/atomicfile.h"

#include <QCoreApplication>
#include <QDir>
#include <QFile>
#include <QFileInfo>
#include <QHash>
#include <QMutex>
#include <QSaveFile>

#include <atomic>

#ifdef Q_OS_UNIX
#include <sys/stat.h>
#endif

using namespace Qt::StringLiterals;

namespace AtomicFile {

namespace {

/// The files SQLite keeps beside a database, by the suffix it appends to the database's name.
const QStringList &companionSuffixes()
{
    static const QStringList suffixes = {QString(), u"-wal"_s, u"-shm"_s, u"-journal"_s};
    return suffixes;
}

QMutex &protectionLock()
{
    static QMutex mutex;
    return mutex;
}

QHash<QString, int> &protectedPaths()
{
    static QHash<QString, int> paths;
    return paths;
}

std::atomic<qint64> &simulatedFreeSpace()
{
    static std::atomic<qint64> bytes{-1};
    return bytes;
}

/// Where `path` leads once symbolic links and ".." are resolved; for a file that does not exist
/// yet, its resolved folder and its own name.
QString resolved(const QString &path, int depth = 0)
{
    const QFileInfo info(path);
    QString canonical = info.canonicalFilePath();
    if (!canonical.isEmpty())
        return canonical;
    if (info.isSymLink() && depth < 16) // a link to a file that does not exist (yet)
        return resolved(info.symLinkTarget(), depth + 1);
    const QString folder = QFileInfo(info.absolutePath()).canonicalFilePath();
    return (folder.isEmpty() ? QDir::cleanPath(info.absolutePath()) : folder) + u'/' + info.fileName();
}

/// What a path names, as the file system knows it: an existing file by its device and inode; a
/// file that does not exist (yet) by its folder's device and inode and its own name. Two paths
/// with the same identity name the same file however they are spelled: through a second mount of
/// a folder (a bind mount), a hard link or a symbolic link. Empty where it cannot be told.
struct FileIdentity
{
    quint64 device = 0;
    quint64 inode = 0;
    QString name; ///< empty for an existing file
    bool known = false;

    bool operator==(const FileIdentity &other) const
    {
        return known && other.known && device == other.device && inode == other.inode && name == other.name;
    }
};

FileIdentity identityOf(const QString &path)
{
    FileIdentity id;
#ifdef Q_OS_UNIX
    struct stat st = {};
    const QByteArray native = QFile::encodeName(path);
    if (::stat(native.constData(), &st) == 0) {
        id.device = quint64(st.st_dev);
        id.inode = quint64(st.st_ino);
        id.known = true;
        return id;
    }
    const QFileInfo info(path);
    if (::stat(QFile::encodeName(info.absolutePath()).constData(), &st) == 0) {
        id.device = quint64(st.st_dev);
        id.inode = quint64(st.st_ino);
        id.name = info.fileName();
        id.known = !id.name.isEmpty();
    }
#else
    Q_UNUSED(path);
#endif
    return id;
}

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

/// Throws the temporary file away; the target stays as it was.
void discard(QSaveFile &file)
{
    file.cancelWriting();
    file.commit();
}

} // namespace

bool sameFile(const QString &a, const QString &b)
{
    if (a.isEmpty() || b.isEmpty())
        return false;
    const FileIdentity first = identityOf(resolved(a));
    return first.known ? first == identityOf(resolved(b)) : resolved(a) == resolved(b);
}

QString protectedTarget(const QString &path)
{
    const QString target = resolved(path);
    // The path as the file system names it: a path string can name the database through another
    // mount of its folder, which no comparison of strings sees (issue 27).
    const FileIdentity targetId = identityOf(target);
    const QMutexLocker locker(&protectionLock());
    for (auto it = protectedPaths().cbegin(); it != protectedPaths().cend(); ++it) {
        const QString &base = it.key();
        for (const QString &suffix : companionSuffixes()) {
            const QString companion = resolved(resolved(base) + suffix);
            if (resolved(base + suffix) == target || companion == target)
                return base;
            if (targetId.known && identityOf(companion) == targetId)
                return base;
        }
    }
    return {};
}

void protect(const QString &path)
{
    if (path.isEmpty())
        return;
    const QMutexLocker locker(&protectionLock());
    ++protectedPaths()[QFileInfo(path).absoluteFilePath()];
}

void unprotect(const QString &path)
{
    const QMutexLocker locker(&protectionLock());
    const QString key = QFileInfo(path).absoluteFilePath();
    auto it = protectedPaths().find(key);
    if (it != protectedPaths().end() && --it.value() <= 0)
        protectedPaths().erase(it);
}

void setSimulatedFreeSpaceForTesting(qint64 bytes)
{
    simulatedFreeSpace() = bytes;
}

bool checkTarget(const QString &path, QString *error)
{
    const QFileInfo info(path);
    if (info.isDir() || info.fileName().isEmpty()) {
        *error = message(path, reason(path, {}));
        return false;
    }
    if (const QString database = protectedTarget(path); !database.isEmpty()) {
        if (resolved(path) == resolved(database) || identityOf(resolved(path)) == identityOf(resolved(database))) {
            //: Why a file cannot be written; %1 is the database file.
            *error = message(path, QCoreApplication::translate("AtomicFile",
                                                               "it is the database in use (%1); writing there would "
                                                               "destroy it, so choose another file")
                                       .arg(QDir::toNativeSeparators(database)));
        } else {
            //: Why a file cannot be written; %1 is the database file.
            *error = message(path, QCoreApplication::translate("AtomicFile",
                                                               "it belongs to the database in use (%1), which keeps "
                                                               "its journal there; choose another file")
                                       .arg(QDir::toNativeSeparators(database)));
        }
        return false;
    }
    if (info.isSymLink()) {
        //: Why a file cannot be written; %1 is where the symbolic link points.
        *error = message(path, QCoreApplication::translate("AtomicFile",
                                                           "it is a symbolic link to %1, and GPU Advisor does not "
                                                           "write through links; name the file itself or a new file")
                                   .arg(QDir::toNativeSeparators(info.symLinkTarget())));
        return false;
    }
    if (info.exists() && !info.isFile()) {
        // A device, a pipe or a socket: replacing it by renaming a file over it would break it.
        *error = message(path, QCoreApplication::translate("AtomicFile", "it is a device, a pipe or a socket, not a "
                                                                         "regular file"));
        return false;
    }
    return true;
}

bool open(QSaveFile &file, QString *error)
{
    const QString path = file.fileName();
    if (!checkTarget(path, error))
        return false;
    if (!file.open(QIODevice::WriteOnly)) {
        *error = message(path, reason(path, file.errorString()));
        return false;
    }
    return true;
}

bool commit(QSaveFile &file, QString *error)
{
    const qint64 space = simulatedFreeSpace();
    const bool simulatedFull = space >= 0 && file.size() > space;
    if (file.error() != QFileDevice::NoError || simulatedFull || !file.flush()) {
        const QString why = simulatedFull ? QString() : file.errorString();
        discard(file);
        *error = message(file.fileName(), why.isEmpty() ? diskFull() : why);
        return false;
    }
    if (!file.commit()) {
        const QString why = file.errorString();
        *error = message(file.fileName(), reason(file.fileName(), why.isEmpty() ? diskFull() : why));
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
        discard(file);
        *error = message(path, why.isEmpty() ? diskFull() : why);
        return false;
    }
    return commit(file, error);
}

} // namespace AtomicFile

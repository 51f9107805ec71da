// SPDX-FileCopyrightText: 2026 GPU Advisor contributors
// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include <QByteArray>
#include <QString>

class QSaveFile;

/// Files written in one piece through QSaveFile: the data goes to a temporary file beside the
/// target, which replaces the target only when everything was written, flushed and synced. A
/// failed write leaves the old file as it was and no partial file; the error names the path and
/// the reason (the folder does not exist, no permission to write there, the disk is full, ...).
///
/// Two kinds of target are refused before anything is written: a symbolic link (QSaveFile would
/// replace the file the link points to, which may be anything) and a protected file, such as the
/// open database and its -wal, -shm and -journal companions, however the path names it (through
/// symbolic links or "..").
namespace AtomicFile {

/// Opens `file` (already given its path) for writing; false with `error` set on failure.
bool open(QSaveFile &file, QString *error);
/// Commits `file`, replacing its target; false with `error` set (and nothing replaced) on failure.
bool commit(QSaveFile &file, QString *error);
/// Writes `data` to `path` in one piece.
bool write(const QString &path, const QByteArray &data, QString *error);

/// Checks a path before anything is written to it: false with `error` set when it is a folder, a
/// symbolic link or a protected file. open() checks the same.
bool checkTarget(const QString &path, QString *error);

/// `path` and its companions (PATH-wal, PATH-shm, PATH-journal) may not be written until
/// unprotect(). Protections are counted: two protect() calls need two unprotect() calls.
void protect(const QString &path);
void unprotect(const QString &path);
/// The protected file `path` resolves to, or an empty string.
QString protectedTarget(const QString &path);
/// Whether two paths name the same file however they are spelled: through a symbolic or hard
/// link, or a second mount of its folder (a bind mount), by the file system's device and inode.
/// Paths to files that do not exist name the same file when their folder and name agree.
bool sameFile(const QString &a, const QString &b);

/// A seam for tests: from now on a file whose contents exceed `bytes` fails to commit as on a
/// full disk (a negative value, the default, turns this off). Nothing is replaced.
void setSimulatedFreeSpaceForTesting(qint64 bytes);

} // namespace AtomicFile

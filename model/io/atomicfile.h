// SPDX-FileCopyrightText: 2026 GPU Advisor contributors
// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include <QByteArray>
#include <QString>

class QSaveFile;

/// Files written in one piece through QSaveFile: the data goes to a temporary file beside the
/// target, which replaces the target only when everything was written. A failed write leaves
/// no partial file and the error names the path and the reason (the folder does not exist, no
/// permission to write there, the disk is full, ...).
namespace AtomicFile {

/// Opens `file` (already given its path) for writing; false with `error` set on failure.
bool open(QSaveFile &file, QString *error);
/// Commits `file`, replacing its target; false with `error` set (and nothing replaced) on failure.
bool commit(QSaveFile &file, QString *error);
/// Writes `data` to `path` in one piece.
bool write(const QString &path, const QByteArray &data, QString *error);

} // namespace AtomicFile

// SPDX-FileCopyrightText: 2026 GPU Advisor contributors
// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include <QString>

/// Reading a text file the user gives to import, with bounds: it is read in chunks and refused
/// as soon as it breaks one, so that neither an endless device (/dev/zero) nor a huge file can
/// fill the memory. The limits are documented in docs/robustness.md.
namespace TextInput {

/// The largest file imported at once: 256 MiB, about three million price rows.
constexpr qint64 MaxFileBytes = 256 * 1024 * 1024;
/// The longest line: 1 MiB. A CSV line of the app's layouts is well under 4 KiB.
constexpr qint64 MaxLineBytes = 1024 * 1024;

enum class Result {
    Ok,
    CannotRead, ///< the file system refused (missing file, no permission, ...)
    Refused,    ///< read, but not an importable text: not a regular file, too large, binary, not UTF-8
};

/// Reads `path` as UTF-8 text. `error` names the file and the problem.
Result read(const QString &path, QString *text, QString *error, qint64 maxBytes = MaxFileBytes);

} // namespace TextInput

// SPDX-FileCopyrightText: 2026 GPU Advisor contributors
// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include <QSqlError>
#include <QString>

/// How long the app's connections wait for another program's lock, and how a failed statement is
/// said to a person. The lowest layer of db/: every other file of db/ may use it, and it uses none
/// of them.
namespace SqlErrors {

/// How long a connection waits for another program's lock before a statement fails.
int busyTimeoutMs();
void setBusyTimeoutForTesting(int milliseconds);

/// A sentence for a failed read or write: names a lock as a lock, a read-only file as read-only
/// and a damaged file as damaged; otherwise what SQLite said, without the driver's own words
/// ("Unable to fetch row").
QString describe(const QSqlError &sqlError);

} // namespace SqlErrors

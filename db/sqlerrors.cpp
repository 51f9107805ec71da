// SPDX-FileCopyrightText: 2026 GPU Advisor contributors
// SPDX-License-Identifier: GPL-3.0-or-later
#include "db/sqlerrors.h"

#include "db/dblogging.h"

#include <QCoreApplication>

using namespace Qt::StringLiterals;

namespace {

int &busyTimeout()
{
    static int milliseconds = 5000;
    return milliseconds;
}

} // namespace

namespace SqlErrors {

int busyTimeoutMs()
{
    return busyTimeout();
}

void setBusyTimeoutForTesting(int milliseconds)
{
    busyTimeout() = milliseconds;
}

QString describe(const QSqlError &sqlError)
{
    // SQLite's result codes; the driver reports the extended code, whose low byte is the primary one.
    constexpr int Busy = 5;
    constexpr int Locked = 6;
    constexpr int ReadOnly = 8;
    const int code = sqlError.nativeErrorCode().toInt() & 0xff;
    if (code == Busy || code == Locked) {
        //: %1 is a number of seconds.
        return QCoreApplication::translate("Database",
                                           "the database is locked by another program (GPU Advisor waited %1 "
                                           "seconds for it); nothing was written. Try again when the other program "
                                           "has finished.")
            .arg(busyTimeoutMs() / 1000.0);
    }
    if (code == ReadOnly)
        return QCoreApplication::translate("Database", "the database is read-only (no permission to write the file, "
                                                       "its folder or the disk); nothing was written");
    constexpr int Corrupt = 11;
    constexpr int NotADatabase = 26;
    if (code == Corrupt || code == NotADatabase) {
        //: %1 is what SQLite said, in English.
        return QCoreApplication::translate("Database", "the file is damaged and SQLite cannot read it (\"%1\")")
            .arg(sqlError.databaseText());
    }
    // Qt's driver adds words of its own ("Unable to fetch row"); without SQLite's message (a
    // statement that never ran says "No query") they are all there is.
    QString said = sqlError.databaseText().trimmed();
    if (!said.isEmpty() && said != u"No query")
        return said;
    qCWarning(lcDb) << "unreported database error:" << sqlError;
    return QCoreApplication::translate("Database", "the database could not be read");
}

} // namespace SqlErrors

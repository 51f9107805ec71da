// SPDX-FileCopyrightText: 2026 GPU Advisor contributors
// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include <QSqlDatabase>
#include <QString>

/// One write transaction, held for the scope it lives in: begin() takes the write lock at once
/// (BEGIN IMMEDIATE, waiting SqlErrors::busyTimeoutMs() for another program's lock, so that a lock
/// is met before anything is read and is reported as a lock); commit() makes it last; anything
/// else (an early return, a failed step, an exception) rolls it back when the object goes. A
/// failed commit is rolled back too, and its error is the commit's (a full disk is named as one),
/// never the rollback's. Every write of db/ goes through it (issue 24).
class WriteTransaction
{
public:
    explicit WriteTransaction(const QSqlDatabase &db);
    ~WriteTransaction();
    WriteTransaction(const WriteTransaction &) = delete;
    WriteTransaction &operator=(const WriteTransaction &) = delete;
    WriteTransaction(WriteTransaction &&) = delete;
    WriteTransaction &operator=(WriteTransaction &&) = delete;

    /// False with `error` saying whether the database is locked, read-only or else.
    bool begin(QString *error);
    /// False with `error` set (and everything rolled back) when the commit fails.
    bool commit(QString *error);
    /// Rolls back now; nothing happens when the object goes.
    void rollback();
    bool isActive() const { return m_active; }

private:
    QSqlDatabase m_db;
    bool m_active = false;
};

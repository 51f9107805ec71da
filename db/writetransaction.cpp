// SPDX-FileCopyrightText: 2026 GPU Advisor contributors
// SPDX-License-Identifier: GPL-3.0-or-later
#include "db/writetransaction.h"

#include "db/dblogging.h"
#include "db/sqlerrors.h"

#include <QSqlError>
#include <QSqlQuery>

using namespace Qt::StringLiterals;

WriteTransaction::WriteTransaction(const QSqlDatabase &db)
    : m_db(db)
{}

WriteTransaction::~WriteTransaction()
{
    rollback();
}

bool WriteTransaction::begin(QString *error)
{
    if (m_active)
        return true;
    // BEGIN IMMEDIATE takes the write lock at once, waiting SqlErrors::busyTimeoutMs() for
    // another program's.
    QSqlQuery q(m_db);
    if (!q.exec(u"BEGIN IMMEDIATE"_s)) {
        *error = SqlErrors::describe(q.lastError());
        return false;
    }
    m_active = true;
    return true;
}

bool WriteTransaction::commit(QString *error)
{
    if (!m_active)
        return false;
    QSqlQuery q(m_db);
    if (q.exec(u"COMMIT"_s)) {
        m_active = false;
        return true;
    }
    // The commit's own error: the rollback that follows may fail too ("no transaction is
    // active" once SQLite rolled back by itself, as on a full disk), and must not hide it.
    *error = SqlErrors::describe(q.lastError());
    rollback();
    return false;
}

void WriteTransaction::rollback()
{
    if (!m_active)
        return;
    m_active = false;
    QSqlQuery q(m_db);
    if (!q.exec(u"ROLLBACK"_s) && m_db.isOpen()) {
        // SQLite rolls back by itself after some errors (a full disk, an I/O error); there is
        // then nothing left to roll back, which is fine.
        qCDebug(lcDb) << "rollback:" << q.lastError().text();
    }
}

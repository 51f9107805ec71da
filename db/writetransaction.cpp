// SPDX-FileCopyrightText: 2026 GPU Advisor contributors
// SPDX-License-Identifier: GPL-3.0-or-later
#include "db/writetransaction.h"

#include "db/database.h"
#include "db/dblogging.h"

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
    m_active = Database::beginWrite(m_db, error);
    return m_active;
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
    *error = Database::describeWriteError(q.lastError());
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

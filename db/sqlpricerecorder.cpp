// SPDX-FileCopyrightText: 2026 GPU Advisor contributors
// SPDX-License-Identifier: GPL-3.0-or-later
#include "db/sqlpricerecorder.h"
#include "db/sqlerrors.h"

#include "db/database.h"
#include "db/gpuwriter.h"
#include "db/writetransaction.h"

#include <QSqlError>
#include <QSqlQuery>

using namespace Qt::StringLiterals;

SqlPriceRecorder::SqlPriceRecorder(const QSqlDatabase &db)
    : m_db(db)
{}

bool SqlPriceRecorder::addPrice(const PriceObservation &price, QString *error)
{
    PriceObservation own = price;
    own.userEntered = true;
    own.kind.clear(); // the user's own entries have no kind (PriceObservation::kind)
    WriteTransaction transaction(m_db);
    return transaction.begin(error) && GpuWriter(m_db).insertPrice(own, error) && transaction.commit(error);
}

bool SqlPriceRecorder::removePrice(qint64 priceId, QString *error)
{
    WriteTransaction transaction(m_db);
    if (!transaction.begin(error))
        return false;
    QSqlQuery q(m_db);
    q.prepare(u"DELETE FROM prices WHERE id = ? AND user_entered = 1"_s);
    q.addBindValue(priceId);
    if (!q.exec()) {
        *error = SqlErrors::describe(q.lastError());
        return false;
    }
    if (q.numRowsAffected() == 0) {
        *error = tr("only the prices you entered yourself can be removed here, and this one is not (or no longer) "
                    "in the database");
        return false;
    }
    return transaction.commit(error);
}

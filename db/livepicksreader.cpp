// SPDX-FileCopyrightText: 2026 GPU Advisor contributors
// SPDX-License-Identifier: GPL-3.0-or-later
#include "db/livepicksreader.h"

#include "db/sqlgpurepository.h"
#include "db/sqlpartpricerepository.h"

#include <QAtomicInteger>
#include <QSqlDatabase>

using namespace Qt::StringLiterals;

PendingLiveEvaluation startLivePicks(const QString &path, const Flowchart &chart, const QDate &asOf)
{
    static QAtomicInteger<int> counter;
    // A connection belongs to the thread that opens it: this one is opened, used and removed on
    // the worker.
    const QString name = u"gpuadvisor-live-picks-%1"_s.arg(counter.fetchAndAddRelaxed(1));
    return std::async(std::launch::async,
                      [path, chart, asOf, name] {
                          LiveEvaluation result;
                          {
                              QSqlDatabase db = QSqlDatabase::addDatabase(u"QSQLITE"_s, name);
                              db.setDatabaseName(path);
                              db.setConnectOptions(u"QSQLITE_OPEN_READONLY"_s);
                              if (db.open()) {
                                  const SqlPartPriceRepository parts(db);
                                  result = LivePicks::evaluateAt(chart, SqlGpuRepository(db), asOf, &parts);
                              }
                              db.close();
                          }
                          QSqlDatabase::removeDatabase(name);
                          return result;
                      })
        .share();
}

// SPDX-FileCopyrightText: 2026 GPU Advisor contributors
// SPDX-License-Identifier: GPL-3.0-or-later
#include "db/benchmarkimporter.h"

#include "db/dblogging.h"
#include "db/seedmark.h"
#include "db/writetransaction.h"
#include "model/io/csvrowreader.h"
#include "model/io/safetext.h"
#include "model/performance/measureddates.h"

#include <QFile>
#include <QHash>
#include <QSqlError>
#include <QSqlQuery>

using namespace Qt::StringLiterals;

BenchmarkImporter::BenchmarkImporter(const QSqlDatabase &db)
    : m_db(db)
{}

bool BenchmarkImporter::importCsv(const QString &text, int *added, int *present, QStringList *errors,
                                  QString *databaseError)
{
    const auto refused = [&](const QString &problem) {
        if (databaseError)
            *databaseError = problem;
        else
            errors->append(problem);
        return false;
    };
    WriteTransaction transaction(m_db);
    QString problem;
    if (!transaction.begin(&problem))
        return refused(problem);
    if (!write(text, true, false, added, present, errors))
        return false;
    if (!transaction.commit(&problem))
        return refused(problem);
    return true;
}

bool BenchmarkImporter::writeBundledWithin(const QString &text, const QDate &latest, int *added, int *present,
                                           QStringList *errors)
{
    return write(text, false, true, added, present, errors, latest);
}

bool BenchmarkImporter::write(const QString &text, bool user, bool skipUnknown, int *added, int *present,
                              QStringList *errors, const QDate &latest)
{
    QList<MeasuredPoint> points;
    // Every problem at once: those of the rows, then the GPU names of the rows that were read.
    // The bundled figures are not held to the clock (issue 27); the user's are held to today.
    // A data bundle's are held to the bundle's own date.
    const QDate upTo = latest.isValid() ? latest : (user ? QDate() : SafeText::latestClockFreeDate());
    if (!parseMeasuredCsvUpTo(text, &points, errors, upTo) && points.isEmpty())
        return false;
    QHash<QString, qint64> ids;
    QSqlQuery q(m_db);
    q.setForwardOnly(true);
    if (!q.exec(u"SELECT id, name FROM gpus"_s)) {
        errors->append(q.lastError().text());
        return false;
    }
    while (q.next())
        ids.insert(q.value(1).toString().toLower(), q.value(0).toLongLong());
    QList<MeasuredPoint> known;
    for (const MeasuredPoint &p : std::as_const(points)) {
        if (ids.contains(p.gpu.toLower())) {
            known.append(p);
        } else if (skipUnknown) {
            qCWarning(lcDb) << "bundled benchmark for an unknown GPU skipped:" << p.gpu;
        } else {
            //: Completes "expected ..." about a GPU a measured figure names
            errors->append(CsvRowReader::problem(p.line, u"gpu"_s, tr("the name of a GPU in the database"), p.gpu));
        }
    }
    if (!errors->isEmpty())
        return false;
    QSqlQuery exists(m_db);
    exists.prepare(u"SELECT 1 FROM benchmarks WHERE gpu_id = ? AND dataset = ? AND workload = ? AND value = ? "
                   "AND source = ? AND measured_on = ?"_s);
    QSqlQuery insert(m_db);
    insert.prepare(u"INSERT INTO benchmarks (gpu_id, dataset, workload, value, unit, source, measured_on, "
                   "user_entered) VALUES (?, ?, ?, ?, ?, ?, ?, ?)"_s);
    for (const MeasuredPoint &p : std::as_const(known)) {
        const qint64 gpuId = ids.value(p.gpu.toLower());
        const QString date = p.date.toString(Qt::ISODate);
        for (const QVariant &v : {QVariant(gpuId), QVariant(p.dataset), QVariant(metricKey(p.metric)),
                                  QVariant(p.value), QVariant(p.source), QVariant(date)})
            exists.addBindValue(v);
        if (!exists.exec()) {
            errors->append(exists.lastError().text());
            return false;
        }
        if (exists.next()) {
            ++*present;
            continue;
        }
        for (const QVariant &v :
             {QVariant(gpuId), QVariant(p.dataset), QVariant(metricKey(p.metric)), QVariant(p.value), QVariant(p.unit),
              QVariant(p.source), QVariant(date), QVariant(user ? 1 : 0)})
            insert.addBindValue(v);
        if (!insert.exec()) {
            //: %1 a line number, %2 the database's message
            errors->append(tr("line %1: %2").arg(p.line).arg(insert.lastError().text()));
            return false;
        }
        ++*added;
    }
    return true;
}

bool BenchmarkImporter::seedBundled(QString *error)
{
    return SeedMark::takeBundledTable(
        m_db, u"benchmarks_bundle"_s, bundledResource(), u"benchmarks"_s,
        [this](const QString &text, QStringList *problems) {
            int added = 0;
            int present = 0;
            if (!write(text, false, true, &added, &present, problems))
                return false;
            qCInfo(lcDb) << "seeded" << added << "measured benchmarks";
            return true;
        },
        error);
}

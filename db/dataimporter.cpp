// SPDX-FileCopyrightText: 2026 GPU Advisor contributors
// SPDX-License-Identifier: GPL-3.0-or-later
#include "db/dataimporter.h"

#include "db/database.h"
#include "db/gpuwriter.h"
#include "db/writetransaction.h"
#include "model/io/csvrowreader.h"

#include <QSet>
#include <QSqlError>

using namespace Qt::StringLiterals;

DataImporter::DataImporter(const QSqlDatabase &db)
    : m_db(db)
{}

bool DataImporter::importCsv(const QString &text, ImportReport *report, QStringList *errors)
{
    QList<Gpu> gpus;
    QList<PriceRow> prices;
    if (!GpuCsv::parseAny(text, &gpus, &prices, errors)) {
        // The GPU names of the price rows too, so that one pass lists everything to fix (a name
        // left empty is already among the problems).
        prices.removeIf([](const PriceRow &p) { return p.gpuName.trimmed().isEmpty(); });
        checkNames(m_db, gpus, prices, errors);
        m_failure = Failure::Input;
        return false;
    }
    return import(gpus, prices, report, errors);
}

bool DataImporter::checkNames(const QSqlDatabase &db, const QList<Gpu> &gpus, const QList<PriceRow> &prices,
                              QStringList *errors)
{
    GpuWriter writer(db);
    QSet<QString> fileNames;
    for (const Gpu &g : gpus)
        fileNames.insert(g.name.trimmed().toLower());
    for (const PriceRow &p : prices) {
        if (!fileNames.contains(p.gpuName.trimmed().toLower()) && writer.gpuIdByName(p.gpuName) == 0) {
            //: Completes "expected ..." about the GPU a price names
            errors->append(CsvRowReader::problem(p.line, u"gpu"_s, tr("the name of a GPU in the file or the database"),
                                                 p.gpuName));
        }
    }
    return errors->isEmpty();
}

bool DataImporter::import(const QList<Gpu> &gpus, const QList<PriceRow> &prices, ImportReport *report,
                          QStringList *errors)
{
    m_failure = Failure::None;
    QString error;
    WriteTransaction transaction(m_db);
    if (!transaction.begin(&error)) {
        m_failure = Failure::Database;
        errors->append(error);
        return false;
    }
    if (!checkNames(m_db, gpus, prices, errors)) {
        m_failure = Failure::Input;
        return false;
    }
    ImportReport local;
    if (!writeWithin(m_db, gpus, prices, &local, errors)) {
        m_failure = Failure::Database;
        return false;
    }
    if (!transaction.commit(&error)) {
        errors->append(error);
        m_failure = Failure::Database;
        return false;
    }
    if (report)
        *report = local;
    return true;
}

bool DataImporter::writeWithin(const QSqlDatabase &db, const QList<Gpu> &gpus, const QList<PriceRow> &prices,
                               ImportReport *report, QStringList *errors)
{
    ImportReport local;
    if (!report)
        report = &local;
    if (!checkNames(db, gpus, prices, errors))
        return false;
    GpuWriter writer(db);
    QString error;
    for (const Gpu &g : gpus) {
        const qint64 id = writer.gpuIdByName(g.name);
        const QVariantList before = id != 0 ? writer.gpuRow(id) : QVariantList();
        if (!writer.upsertGpu(g, &error)) {
            //: %1 is a GPU name, %2 the error the database reported.
            errors->append(tr("GPU \"%1\": %2").arg(g.name, error));
            return false;
        }
        if (id == 0)
            ++report->gpusAdded;
        else
            ++(writer.gpuRow(id) == before ? report->gpusUnchanged : report->gpusUpdated);
    }
    QHash<QString, qint64> ids; // one look-up per GPU name, not per price
    for (const PriceRow &p : prices) {
        PriceObservation o = p.observation;
        const QString key = p.gpuName.trimmed().toLower();
        auto id = ids.constFind(key);
        if (id == ids.cend())
            id = ids.insert(key, writer.gpuIdByName(p.gpuName));
        o.gpuId = *id;
        bool inserted = false;
        if (!writer.insertPrice(o, &error, &inserted)) {
            //: %1 is a line number of the CSV file, %2 the error the database reported.
            errors->append(tr("line %1: %2").arg(QString::number(p.line), error));
            return false;
        }
        ++(inserted ? report->pricesAdded : report->pricesAlreadyPresent);
    }
    return true;
}

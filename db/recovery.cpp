// SPDX-FileCopyrightText: 2026 GPU Advisor contributors
// SPDX-License-Identifier: GPL-3.0-or-later
#include "db/recovery.h"
#include "db/sqlerrors.h"

#include "db/database.h"
#include "db/dataimporter.h"
#include "db/dblogging.h"
#include "db/seeder.h"
#include "db/sqlgpurepository.h"

#include <QDateTime>
#include <QDir>
#include <QFile>
#include <QFileInfo>
#include <QSet>
#include <QSqlError>
#include <QSqlQuery>
#include <QSqlRecord>

using namespace Qt::StringLiterals;

namespace {

/// Copies the readable rows of `table` (when both files have it) column by column.
int copyTable(const QSqlDatabase &from, const QSqlDatabase &to, const QString &table, QStringList *problems)
{
    if (!from.tables().contains(table) || !to.tables().contains(table))
        return 0;
    const QSqlRecord target = to.record(table);
    QSqlQuery read(from);
    read.setForwardOnly(true);
    // The table name comes from our own list, never from input.
    if (!read.exec(u"SELECT * FROM "_s + table)) {
        problems->append(u"%1: %2"_s.arg(table, SqlErrors::describe(read.lastError())));
        return 0;
    }
    int copied = 0;
    while (read.next()) {
        const QSqlRecord row = read.record();
        QStringList columns;
        QStringList marks;
        for (int i = 0; i < row.count(); ++i) {
            if (target.contains(row.fieldName(i)) && row.fieldName(i) != u"id") {
                columns.append(row.fieldName(i));
                marks.append(u"?"_s);
            }
        }
        QSqlQuery write(to);
        write.prepare(u"INSERT INTO %1 (%2) VALUES (%3)"_s.arg(table, columns.join(u", "_s), marks.join(u", "_s)));
        for (const QString &column : std::as_const(columns))
            write.addBindValue(row.value(column));
        if (write.exec()) {
            ++copied;
        } else {
            //: %1 is a database table name, %2 the error the database reported.
            problems->append(QCoreApplication::translate("Recovery", "%1: a row could not be copied: %2")
                                 .arg(table, SqlErrors::describe(write.lastError())));
        }
    }
    if (read.lastError().isValid()) {
        //: %1 is a database table name, %2 the error the database reported.
        problems->append(QCoreApplication::translate("Recovery", "%1: reading stopped early: %2")
                             .arg(table, SqlErrors::describe(read.lastError())));
    }
    return copied;
}

/// A GPU's spec as one CSV line, without its id and the user's mark: equal lines, equal specs.
QString specLine(Gpu g)
{
    g.id = 0;
    g.userEdited = false;
    return GpuCsv::writeGpus({g});
}

QString priceKey(const QString &gpuName, const PriceObservation &p)
{
    return QStringList{gpuName.trimmed().toLower(), p.dateLabel(), priceConditionKey(p.condition),
                       QString::number(p.usd, 'g', 17), p.source}
        .join(u'\x1f');
}

/// The bundled GPUs (by lower-case name, as spec lines) and prices (as keys).
void bundledData(QHash<QString, QString> *gpus, QSet<QString> *prices)
{
    auto read = [](const QString &path) {
        QFile file(path);
        return file.open(QIODevice::ReadOnly) ? QString::fromUtf8(file.readAll()) : QString();
    };
    QList<Gpu> seedGpus;
    QList<PriceRow> seedPrices;
    QStringList errors;
    GpuCsv::parseGpus(read(Seeder::gpuResource()), &seedGpus, &errors);
    GpuCsv::parsePrices(read(Seeder::priceResource()), &seedPrices, &errors);
    for (const Gpu &g : std::as_const(seedGpus))
        gpus->insert(g.name.toLower(), specLine(g));
    for (const PriceRow &p : std::as_const(seedPrices))
        prices->insert(priceKey(p.gpuName, p.observation));
}

/// Imports the rows in one transaction; when that fails, row by row, naming each that fails.
void importRows(const QSqlDatabase &db, const QList<Gpu> &gpus, const QList<PriceRow> &prices, SalvageReport *report)
{
    DataImporter importer(db);
    ImportReport imported;
    QStringList errors;
    if (importer.import(gpus, prices, &imported, &errors)) {
        report->gpus = imported.gpusAdded + imported.gpusUpdated;
        report->prices = imported.pricesAdded + imported.pricesAlreadyPresent;
        return;
    }
    for (const Gpu &g : gpus) {
        errors.clear();
        if (importer.import({g}, {}, &imported, &errors))
            ++report->gpus;
        else
            //: %1 is a GPU name, %2 why it could not be written.
            report->problems.append(
                QCoreApplication::translate("Recovery", "GPU \"%1\": %2").arg(g.name, errors.join(u"; "_s)));
    }
    for (const PriceRow &p : prices) {
        errors.clear();
        if (importer.import({}, {p}, &imported, &errors)) {
            ++report->prices;
        } else {
            //: %1 is a GPU name, %2 a date, %3 why the price could not be written.
            report->problems.append(QCoreApplication::translate("Recovery", "price of %1 on %2: %3")
                                        .arg(p.gpuName, p.observation.dateLabel(), errors.join(u"; "_s)));
        }
    }
}

} // namespace

QString Recovery::suggestedPath(const QString &damagedPath)
{
    const QFileInfo info(damagedPath);
    const QString stamp = QDateTime::currentDateTime().toString(u"yyyyMMdd-HHmmss"_s);
    QString candidate = info.dir().filePath(u"%1-recovered-%2.sqlite"_s.arg(info.completeBaseName(), stamp));
    for (int n = 2; QFileInfo::exists(candidate); ++n)
        candidate = info.dir().filePath(u"%1-recovered-%2-%3.sqlite"_s.arg(info.completeBaseName(), stamp).arg(n));
    return candidate;
}

bool Recovery::recover(const QString &damagedPath, const QString &newPath, SalvageReport *report, QString *error)
{
    if (QFileInfo::exists(newPath)) {
        *error = tr("%1 already exists; choose a new file for the recovered database").arg(newPath);
        return false;
    }
    Database fresh;
    if (!Seeder::openSeeded(fresh, newPath, error))
        return false;

    const QString name = u"gpuadvisor-salvage"_s;
    {
        QSqlDatabase damaged = QSqlDatabase::addDatabase(u"QSQLITE"_s, name);
        damaged.setDatabaseName(damagedPath);
        damaged.setConnectOptions(u"QSQLITE_OPEN_READONLY"_s);
        if (!damaged.open()) {
            //: %1 is the damaged database file, %2 the error the database reported.
            report->problems.append(
                tr("%1 cannot be opened at all: %2").arg(damagedPath, SqlErrors::describe(damaged.lastError())));
        } else {
            QString readError;
            const SqlGpuRepository old(damaged);
            QList<Gpu> gpus = old.gpus(&readError);
            if (!readError.isEmpty())
                //: %1 is the error met while reading the GPUs of the damaged database.
                report->problems.append(tr("GPUs: %1").arg(readError));
            QHash<qint64, QString> names;
            for (const Gpu &g : std::as_const(gpus))
                names.insert(g.id, g.name);
            QHash<QString, QString> bundledGpus;
            QSet<QString> bundledPrices;
            bundledData(&bundledGpus, &bundledPrices);
            // Everything that did not come from the bundled data is the user's.
            gpus.removeIf([&](const Gpu &g) {
                const bool asBundled = !g.userEdited && bundledGpus.value(g.name.toLower()) == specLine(g);
                report->gpusAsBundled += asBundled ? 1 : 0;
                return asBundled;
            });
            readError.clear();
            QList<PriceRow> prices;
            int orphans = 0;
            for (const PriceObservation &p : old.allPrices(&readError)) {
                if (!names.contains(p.gpuId)) {
                    ++orphans;
                    continue;
                }
                if (!p.userEntered && bundledPrices.contains(priceKey(names.value(p.gpuId), p))) {
                    ++report->pricesAsBundled;
                    continue;
                }
                prices.append({0, names.value(p.gpuId), p});
            }
            if (!readError.isEmpty())
                //: %1 is the error met while reading the prices of the damaged database.
                report->problems.append(tr("prices: %1").arg(readError));
            if (orphans > 0)
                //: %1 counts prices whose GPU could not be read from the damaged database.
                report->problems.append(tr("%1 price(s) of GPUs whose rows could not be read").arg(orphans));
            importRows(fresh.connection(), gpus, prices, report);
            report->savedBuilds = copyTable(damaged, fresh.connection(), u"saved_builds"_s, &report->problems);
        }
        damaged.close();
    }
    QSqlDatabase::removeDatabase(name);
    qCInfo(lcDb) << "recovered" << damagedPath << "into" << newPath << report->gpus << "GPUs" << report->prices
                 << "prices" << report->savedBuilds << "builds";
    return true;
}

// SPDX-FileCopyrightText: 2026 GPU Advisor contributors
// SPDX-License-Identifier: GPL-3.0-or-later
#include "db/sqlgpurepository.h"
#include "db/sqlerrors.h"

#include "db/database.h"
#include "db/sqlcloudraterepository.h"

#include <QSqlError>
#include <QSqlQuery>
#include <QSqlRecord>

using namespace Qt::StringLiterals;

namespace {

std::optional<double> optionalDouble(const QVariant &v)
{
    return v.isNull() ? std::nullopt : std::optional<double>(v.toDouble());
}

PriceObservation readPrice(const QSqlQuery &q)
{
    PriceObservation p;
    p.id = q.value(0).toLongLong();
    p.gpuId = q.value(1).toLongLong();
    p.observedOn = QDate::fromString(q.value(2).toString(), Qt::ISODate);
    p.monthly = q.value(3).toBool();
    p.condition = priceConditionFromKey(q.value(4).toString()).value_or(PriceCondition::New);
    p.usd = q.value(5).toDouble();
    p.source = q.value(6).toString();
    p.note = q.value(7).toString();
    p.userEntered = q.value(8).toBool();
    p.kind = q.value(9).toString();
    return p;
}

const QString PriceColumns = u"id, gpu_id, observed_on, monthly, condition, usd, source, note, user_entered, kind"_s;

} // namespace

SqlGpuRepository::SqlGpuRepository(const QSqlDatabase &db)
    : m_db(db)
{}

QList<Gpu> SqlGpuRepository::select(const QString &where, const QVariant &value, QString *error) const
{
    QSqlQuery q(m_db);
    q.setForwardOnly(true);
    q.prepare(
        u"SELECT id, name, vendor, architecture, release_year, vram_gb, memory_type, mem_bandwidth_gbs, "
        "l2_cache_mb, fp32_tflops, fp16_tensor_tflops, bf16, fp8, int8_tops, tensor_core_gen, tdp_w, "
        "slot_width, pcie_gen, nvlink, launch_msrp_usd, form_factor, board_type, msrp_type, confidence, notes, "
        "source, secondary_sources, fields_cross_checked, fields_in_disagreement, spec_recorded_on, "
        "user_edited, release_month, release_source, device_kind, gpu_memory_gb, gpu_memory_source, boost_clock_mhz, "
        "boost_clock_source FROM gpus "_s +
        where + u" ORDER BY id"_s);
    if (value.isValid())
        q.addBindValue(value);
    QList<Gpu> result;
    if (!q.exec()) {
        if (error)
            *error = SqlErrors::describe(q.lastError());
        return result;
    }
    while (q.next()) {
        Gpu g;
        int c = 0;
        g.id = q.value(c++).toLongLong();
        g.name = q.value(c++).toString();
        g.vendor = q.value(c++).toString();
        g.architecture = q.value(c++).toString();
        g.releaseYear = q.value(c++).toInt();
        g.vramGb = q.value(c++).toDouble();
        g.memoryType = q.value(c++).toString();
        g.memoryBandwidthGbs = q.value(c++).toDouble();
        g.l2CacheMb = optionalDouble(q.value(c++));
        g.fp32Tflops = q.value(c++).toDouble();
        g.fp16TensorTflops = optionalDouble(q.value(c++));
        g.bf16 = q.value(c++).toBool();
        g.fp8 = q.value(c++).toBool();
        g.int8Tops = optionalDouble(q.value(c++));
        g.tensorCoreGeneration = q.value(c++).toInt();
        g.tdpWatts = q.value(c++).toInt();
        g.slotWidth = optionalDouble(q.value(c++));
        g.pcieGeneration = q.value(c++).toInt();
        g.nvlink = q.value(c++).toBool();
        g.launchMsrpUsd = optionalDouble(q.value(c++));
        g.formFactor = formFactorFromKey(q.value(c++).toString()).value_or(FormFactor::Consumer);
        g.boardType = q.value(c++).toString();
        g.msrpType = q.value(c++).toString();
        g.confidence = q.value(c++).toString();
        g.notes = q.value(c++).toString();
        g.source = q.value(c++).toString();
        g.secondarySources = q.value(c++).toString();
        g.fieldsCrossChecked = q.value(c++).toString();
        g.fieldsInDisagreement = q.value(c++).toString();
        g.specRecordedOn = QDate::fromString(q.value(c++).toString(), Qt::ISODate);
        g.userEdited = q.value(c++).toBool();
        const QString month = q.value(c++).toString();
        g.releaseMonth = month.isEmpty() ? QDate() : QDate::fromString(month + u"-01"_s, Qt::ISODate);
        g.releaseSource = q.value(c++).toString();
        g.deviceKind = deviceKindFromKey(q.value(c++).toString()).value_or(DeviceKind::Card);
        g.gpuMemoryGb = optionalDouble(q.value(c++));
        g.gpuMemorySource = q.value(c++).toString();
        g.boostClockMhz = optionalDouble(q.value(c++));
        g.boostClockSource = q.value(c++).toString();
        result.append(g);
    }
    return result;
}

QList<Gpu> SqlGpuRepository::gpus(QString *error) const
{
    return select(QString(), QVariant(), error);
}

std::optional<Gpu> SqlGpuRepository::gpu(qint64 id, QString *error) const
{
    const QList<Gpu> found = select(u"WHERE id = ?"_s, id, error);
    return found.isEmpty() ? std::nullopt : std::optional<Gpu>(found.first());
}

std::optional<Gpu> SqlGpuRepository::gpuByName(const QString &name, QString *error) const
{
    const QList<Gpu> found = select(u"WHERE name = ?"_s, name.trimmed(), error);
    return found.isEmpty() ? std::nullopt : std::optional<Gpu>(found.first());
}

QList<PriceObservation> SqlGpuRepository::prices(qint64 gpuId, QString *error) const
{
    return readPrices(u"SELECT "_s + PriceColumns + u" FROM prices WHERE gpu_id = ? ORDER BY observed_on, id"_s,
                      {gpuId}, error);
}

QList<PriceObservation> SqlGpuRepository::allPrices(QString *error) const
{
    return readPrices(u"SELECT "_s + PriceColumns + u" FROM prices ORDER BY gpu_id, observed_on, id"_s, {}, error);
}

QList<PriceObservation> SqlGpuRepository::quotedPrices(const QDate &asOf, QString *error) const
{
    // The rows of each GPU's latest month at or before asOf, for new prices and for second-hand
    // ones (used and mixed) apart: what quotedObservations() keeps, chosen by the database.
    const QString bound = asOf.isValid() ? asOf.toString(Qt::ISODate) : u"9999-12-31"_s;
    return readPrices(u"SELECT "_s + PriceColumns +
                          u" FROM prices JOIN (SELECT gpu_id AS slot_gpu, condition = 'new' AS slot_new, "
                          "MAX(substr(observed_on, 1, 7)) AS latest FROM prices WHERE observed_on <= ? "
                          "GROUP BY slot_gpu, slot_new) ON gpu_id = slot_gpu AND (condition = 'new') = slot_new "
                          "AND substr(observed_on, 1, 7) = latest AND observed_on <= ? "
                          "ORDER BY gpu_id, observed_on, id"_s,
                      {bound, bound}, error);
}

QList<PriceObservation> SqlGpuRepository::readPrices(const QString &sql, const QVariantList &values,
                                                     QString *error) const
{
    QSqlQuery q(m_db);
    q.setForwardOnly(true);
    QList<PriceObservation> result;
    q.prepare(sql);
    for (const QVariant &value : values)
        q.addBindValue(value);
    if (!q.exec()) {
        if (error)
            *error = SqlErrors::describe(q.lastError());
        return result;
    }
    while (q.next())
        result.append(readPrice(q));
    return result;
}

QList<CloudRate> SqlGpuRepository::cloudRates(qint64 gpuId, QString *error) const
{
    return SqlCloudRateRepository(m_db).cloudRates(gpuId, error);
}

QList<Benchmark> SqlGpuRepository::benchmarks(QString *error) const
{
    QSqlQuery q(m_db);
    q.setForwardOnly(true);
    QList<Benchmark> result;
    if (!q.exec(u"SELECT id, gpu_id, dataset, workload, value, unit, source, measured_on, user_entered "
                "FROM benchmarks ORDER BY gpu_id, workload, measured_on, id"_s)) {
        if (error)
            *error = SqlErrors::describe(q.lastError());
        return result;
    }
    while (q.next()) {
        Benchmark b;
        b.id = q.value(0).toLongLong();
        b.gpuId = q.value(1).toLongLong();
        b.dataset = q.value(2).toString();
        b.workload = q.value(3).toString();
        b.value = q.value(4).toDouble();
        b.unit = q.value(5).toString();
        b.source = q.value(6).toString();
        b.measuredOn = QDate::fromString(q.value(7).toString(), Qt::ISODate);
        b.userEntered = q.value(8).toBool();
        result.append(b);
    }
    return result;
}

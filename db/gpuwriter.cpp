// SPDX-FileCopyrightText: 2026 GPU Advisor contributors
// SPDX-License-Identifier: GPL-3.0-or-later
#include "db/gpuwriter.h"
#include "db/sqlerrors.h"

#include "db/database.h"
#include "db/sqlbind.h"

#include <QSqlError>
#include <QSqlQuery>
#include <QSqlRecord>

using namespace Qt::StringLiterals;

GpuWriter::GpuWriter(const QSqlDatabase &db)
    : m_db(db)
    , m_idByName(m_db)
    , m_insertPrice(m_db)
{}

qint64 GpuWriter::gpuIdByName(const QString &name) const
{
    QSqlQuery &q = m_idByName;
    if (q.lastQuery().isEmpty())
        q.prepare(u"SELECT id FROM gpus WHERE name = ?"_s);
    q.addBindValue(name.trimmed());
    const qint64 id = q.exec() && q.next() ? q.value(0).toLongLong() : 0;
    q.finish();
    return id;
}

QVariantList GpuWriter::gpuRow(qint64 id) const
{
    QSqlQuery q(m_db);
    q.prepare(u"SELECT * FROM gpus WHERE id = ?"_s);
    q.addBindValue(id);
    QVariantList row;
    if (q.exec() && q.next()) {
        for (int i = 0; i < q.record().count(); ++i)
            row.append(q.value(i));
    }
    return row;
}

bool GpuWriter::upsertGpu(const Gpu &gpu, QString *error)
{
    QSqlQuery q(m_db);
    q.prepare(
        u"INSERT INTO gpus (name, vendor, architecture, release_year, vram_gb, memory_type, mem_bandwidth_gbs, "
        "l2_cache_mb, fp32_tflops, fp16_tensor_tflops, bf16, fp8, int8_tops, tensor_core_gen, tdp_w, slot_width, "
        "pcie_gen, nvlink, launch_msrp_usd, form_factor, board_type, msrp_type, confidence, notes, source, "
        "secondary_sources, fields_cross_checked, fields_in_disagreement, spec_recorded_on, user_edited, "
        "release_month, release_source, device_kind, gpu_memory_gb, gpu_memory_source, boost_clock_mhz, "
        "boost_clock_source) "
        "VALUES (?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, "
        "?, ?, ?) "
        "ON CONFLICT (name) DO UPDATE SET vendor = excluded.vendor, architecture = excluded.architecture, "
        "release_year = excluded.release_year, vram_gb = excluded.vram_gb, memory_type = excluded.memory_type, "
        "mem_bandwidth_gbs = excluded.mem_bandwidth_gbs, l2_cache_mb = excluded.l2_cache_mb, "
        "fp32_tflops = excluded.fp32_tflops, fp16_tensor_tflops = excluded.fp16_tensor_tflops, "
        "bf16 = excluded.bf16, fp8 = excluded.fp8, int8_tops = excluded.int8_tops, "
        "tensor_core_gen = excluded.tensor_core_gen, tdp_w = excluded.tdp_w, slot_width = excluded.slot_width, "
        "pcie_gen = excluded.pcie_gen, nvlink = excluded.nvlink, launch_msrp_usd = excluded.launch_msrp_usd, "
        "form_factor = excluded.form_factor, board_type = excluded.board_type, msrp_type = excluded.msrp_type, "
        "confidence = excluded.confidence, notes = excluded.notes, source = excluded.source, "
        "secondary_sources = excluded.secondary_sources, fields_cross_checked = excluded.fields_cross_checked, "
        "fields_in_disagreement = excluded.fields_in_disagreement, spec_recorded_on = excluded.spec_recorded_on, "
        "user_edited = excluded.user_edited, release_month = excluded.release_month, "
        "release_source = excluded.release_source, device_kind = excluded.device_kind, "
        "gpu_memory_gb = excluded.gpu_memory_gb, gpu_memory_source = excluded.gpu_memory_source, "
        // A file from before the clock columns (an older export, an older data bundle) keeps the
        // clock the row has.
        "boost_clock_source = CASE WHEN excluded.boost_clock_mhz IS NULL THEN gpus.boost_clock_source "
        "ELSE excluded.boost_clock_source END, "
        "boost_clock_mhz = COALESCE(excluded.boost_clock_mhz, gpus.boost_clock_mhz)"_s);
    q.addBindValue(gpu.name.trimmed());
    q.addBindValue(SqlBind::text(gpu.vendor));
    q.addBindValue(SqlBind::text(gpu.architecture));
    q.addBindValue(gpu.releaseYear);
    q.addBindValue(gpu.vramGb);
    q.addBindValue(SqlBind::text(gpu.memoryType));
    q.addBindValue(gpu.memoryBandwidthGbs);
    q.addBindValue(SqlBind::optional(gpu.l2CacheMb));
    q.addBindValue(gpu.fp32Tflops);
    q.addBindValue(SqlBind::optional(gpu.fp16TensorTflops));
    q.addBindValue(gpu.bf16 ? 1 : 0);
    q.addBindValue(gpu.fp8 ? 1 : 0);
    q.addBindValue(SqlBind::optional(gpu.int8Tops));
    q.addBindValue(gpu.tensorCoreGeneration);
    q.addBindValue(gpu.tdpWatts);
    q.addBindValue(SqlBind::optional(gpu.slotWidth));
    q.addBindValue(gpu.pcieGeneration);
    q.addBindValue(gpu.nvlink ? 1 : 0);
    q.addBindValue(SqlBind::optional(gpu.launchMsrpUsd));
    q.addBindValue(formFactorKey(gpu.formFactor));
    q.addBindValue(SqlBind::text(gpu.boardType));
    q.addBindValue(SqlBind::text(gpu.msrpType));
    q.addBindValue(SqlBind::text(gpu.confidence));
    q.addBindValue(SqlBind::text(gpu.notes));
    q.addBindValue(SqlBind::text(gpu.source));
    q.addBindValue(SqlBind::text(gpu.secondarySources));
    q.addBindValue(SqlBind::text(gpu.fieldsCrossChecked));
    q.addBindValue(SqlBind::text(gpu.fieldsInDisagreement));
    q.addBindValue(SqlBind::text(gpu.specRecordedOn.toString(Qt::ISODate)));
    q.addBindValue(gpu.userEdited ? 1 : 0);
    q.addBindValue(SqlBind::text(gpu.releaseMonth.isValid() ? gpu.releaseMonth.toString(u"yyyy-MM"_s) : QString()));
    q.addBindValue(SqlBind::text(gpu.releaseSource));
    q.addBindValue(deviceKindKey(gpu.deviceKind));
    q.addBindValue(SqlBind::optional(gpu.gpuMemoryGb));
    q.addBindValue(SqlBind::text(gpu.gpuMemorySource));
    q.addBindValue(SqlBind::optional(gpu.boostClockMhz));
    q.addBindValue(SqlBind::text(gpu.boostClockSource));
    if (!q.exec()) {
        *error = SqlErrors::describe(q.lastError());
        return false;
    }
    return true;
}

bool GpuWriter::insertPrice(const PriceObservation &price, QString *error, bool *inserted)
{
    QSqlQuery &q = m_insertPrice;
    // The duplicate check is covered by the index prices_identity.
    if (q.lastQuery().isEmpty())
        q.prepare(
            u"INSERT INTO prices (gpu_id, observed_on, monthly, condition, usd, source, note, user_entered, kind) "
            "SELECT ?, ?, ?, ?, ?, ?, ?, ?, ? WHERE NOT EXISTS (SELECT 1 FROM prices WHERE gpu_id = ? "
            "AND observed_on = ? AND condition = ? AND usd = ? AND source = ?)"_s);
    q.addBindValue(price.gpuId);
    q.addBindValue(price.observedOn.toString(Qt::ISODate));
    q.addBindValue(price.monthly ? 1 : 0);
    q.addBindValue(priceConditionKey(price.condition));
    q.addBindValue(price.usd);
    q.addBindValue(SqlBind::text(price.source));
    q.addBindValue(SqlBind::text(price.note));
    q.addBindValue(price.userEntered ? 1 : 0);
    q.addBindValue(SqlBind::text(price.kind));
    // The same observation, to find a duplicate.
    q.addBindValue(price.gpuId);
    q.addBindValue(price.observedOn.toString(Qt::ISODate));
    q.addBindValue(priceConditionKey(price.condition));
    q.addBindValue(price.usd);
    q.addBindValue(SqlBind::text(price.source));
    if (!q.exec()) {
        *error = SqlErrors::describe(q.lastError());
        return false;
    }
    if (inserted)
        *inserted = q.numRowsAffected() > 0;
    return true;
}

// SPDX-FileCopyrightText: 2026 GPU Advisor contributors
// SPDX-License-Identifier: GPL-3.0-or-later
#include "db/gpuwriter.h"

#include "db/database.h"

#include <QSqlError>
#include <QSqlQuery>

using namespace Qt::StringLiterals;

namespace {

QVariant optional(const std::optional<double> &v)
{
    return v ? QVariant(*v) : QVariant();
}

/// A null QString binds as SQL NULL; text columns are NOT NULL, so bind '' instead.
QString text(const QString &s)
{
    return s.isNull() ? QString(u""_s) : s;
}

} // namespace

GpuWriter::GpuWriter(QSqlDatabase db)
    : m_db(std::move(db))
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

bool GpuWriter::upsertGpu(const Gpu &g, QString *error)
{
    QSqlQuery q(m_db);
    q.prepare(
        u"INSERT INTO gpus (name, vendor, architecture, release_year, vram_gb, memory_type, mem_bandwidth_gbs, "
        "l2_cache_mb, fp32_tflops, fp16_tensor_tflops, bf16, fp8, int8_tops, tensor_core_gen, tdp_w, slot_width, "
        "pcie_gen, nvlink, launch_msrp_usd, form_factor, board_type, msrp_type, confidence, notes, source, "
        "secondary_sources, fields_cross_checked, fields_in_disagreement, spec_recorded_on, user_edited, "
        "release_month, release_source, device_kind, gpu_memory_gb, gpu_memory_source) "
        "VALUES (?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, "
        "?) "
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
        "gpu_memory_gb = excluded.gpu_memory_gb, gpu_memory_source = excluded.gpu_memory_source"_s);
    q.addBindValue(g.name.trimmed());
    q.addBindValue(text(g.vendor));
    q.addBindValue(text(g.architecture));
    q.addBindValue(g.releaseYear);
    q.addBindValue(g.vramGb);
    q.addBindValue(text(g.memoryType));
    q.addBindValue(g.memoryBandwidthGbs);
    q.addBindValue(optional(g.l2CacheMb));
    q.addBindValue(g.fp32Tflops);
    q.addBindValue(optional(g.fp16TensorTflops));
    q.addBindValue(g.bf16 ? 1 : 0);
    q.addBindValue(g.fp8 ? 1 : 0);
    q.addBindValue(optional(g.int8Tops));
    q.addBindValue(g.tensorCoreGeneration);
    q.addBindValue(g.tdpWatts);
    q.addBindValue(optional(g.slotWidth));
    q.addBindValue(g.pcieGeneration);
    q.addBindValue(g.nvlink ? 1 : 0);
    q.addBindValue(optional(g.launchMsrpUsd));
    q.addBindValue(formFactorKey(g.formFactor));
    q.addBindValue(text(g.boardType));
    q.addBindValue(text(g.msrpType));
    q.addBindValue(text(g.confidence));
    q.addBindValue(text(g.notes));
    q.addBindValue(text(g.source));
    q.addBindValue(text(g.secondarySources));
    q.addBindValue(text(g.fieldsCrossChecked));
    q.addBindValue(text(g.fieldsInDisagreement));
    q.addBindValue(text(g.specRecordedOn.toString(Qt::ISODate)));
    q.addBindValue(g.userEdited ? 1 : 0);
    q.addBindValue(text(g.releaseMonth.isValid() ? g.releaseMonth.toString(u"yyyy-MM"_s) : QString()));
    q.addBindValue(text(g.releaseSource));
    q.addBindValue(deviceKindKey(g.deviceKind));
    q.addBindValue(optional(g.gpuMemoryGb));
    q.addBindValue(text(g.gpuMemorySource));
    if (!q.exec()) {
        *error = Database::describeWriteError(q.lastError());
        return false;
    }
    return true;
}

bool GpuWriter::insertPrice(const PriceObservation &p, QString *error, bool *inserted)
{
    QSqlQuery &q = m_insertPrice;
    // The duplicate check is covered by the index prices_identity.
    if (q.lastQuery().isEmpty())
        q.prepare(
            u"INSERT INTO prices (gpu_id, observed_on, monthly, condition, usd, source, note, user_entered, kind) "
            "SELECT ?, ?, ?, ?, ?, ?, ?, ?, ? WHERE NOT EXISTS (SELECT 1 FROM prices WHERE gpu_id = ? "
            "AND observed_on = ? AND condition = ? AND usd = ? AND source = ?)"_s);
    q.addBindValue(p.gpuId);
    q.addBindValue(p.observedOn.toString(Qt::ISODate));
    q.addBindValue(p.monthly ? 1 : 0);
    q.addBindValue(priceConditionKey(p.condition));
    q.addBindValue(p.usd);
    q.addBindValue(text(p.source));
    q.addBindValue(text(p.note));
    q.addBindValue(p.userEntered ? 1 : 0);
    q.addBindValue(text(p.kind));
    // The same observation, to find a duplicate.
    q.addBindValue(p.gpuId);
    q.addBindValue(p.observedOn.toString(Qt::ISODate));
    q.addBindValue(priceConditionKey(p.condition));
    q.addBindValue(p.usd);
    q.addBindValue(text(p.source));
    if (!q.exec()) {
        *error = Database::describeWriteError(q.lastError());
        return false;
    }
    if (inserted)
        *inserted = q.numRowsAffected() > 0;
    return true;
}

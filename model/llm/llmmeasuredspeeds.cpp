// SPDX-FileCopyrightText: 2026 GPU Advisor contributors
// SPDX-License-Identifier: GPL-3.0-or-later
#include "model/llm/llmmeasuredspeeds.h"

#include "model/catalog/datasources.h"
#include "model/format/formatter.h"
#include "model/io/csv.h"
#include "model/llm/llmformats.h"
#include "model/llm/llmmodel.h"
#include "model/llm/llmplanner.h"

#include <QFile>
#include <QRegularExpression>

#include <cmath>
#include <tuple>

using namespace Qt::StringLiterals;

namespace {

QString readResource(const QString &path)
{
    QFile file(path);
    return file.open(QIODevice::ReadOnly) ? QString::fromUtf8(file.readAll()) : QString();
}

/// The runtime a row was measured with, as the planner names it; none for MLX and the others.
std::optional<LlmBackend> backendOf(const LlmMeasurement &m)
{
    if (m.backend.startsWith(u"llama.cpp"_s, Qt::CaseInsensitive))
        return LlmBackend::LlamaCpp;
    if (m.backend.startsWith(u"vLLM"_s, Qt::CaseInsensitive))
        return LlmBackend::Vllm;
    return std::nullopt;
}

SplitMode splitOf(const LlmMeasurement &m)
{
    if (m.deviceCount <= 1)
        return SplitMode::Single;
    if (m.split == u"tensor"_s || (m.split.isEmpty() && backendOf(m) == LlmBackend::Vllm))
        return SplitMode::TensorParallel;
    return SplitMode::LayerSplit;
}

/// The context the validation estimates a row at (LlmValidation::estimate).
int effectiveContext(const LlmMeasurement &m)
{
    return m.prefill ? 2 * m.depth + std::max(1, m.context - m.depth) : m.context;
}

} // namespace

bool LlmMeasuredSpeeds::load(const QString &speedsCsv, const QString &hardwareCsv, const QString &modelsCsv,
                             QString *error)
{
    LlmValidation validation;
    m_rows.clear();
    m_tableNames.clear();
    if (!validation.load(speedsCsv, hardwareCsv, modelsCsv, error))
        return false;
    m_rows = validation.measurements();
    QList<CsvRecord> records;
    QString csvError;
    if (parseCsv(hardwareCsv, &records, &csvError) && !records.isEmpty()) {
        const QStringList header = records.first().fields;
        const qsizetype hardware = header.indexOf(u"hardware"_s);
        const qsizetype table = header.indexOf(u"gpu_table_name"_s);
        for (qsizetype i = 1; i < records.size() && hardware >= 0 && table >= 0; ++i) {
            const QStringList &f = records.at(i).fields;
            if (f.size() > std::max(hardware, table) && !f.at(table).trimmed().isEmpty())
                m_tableNames.insert(f.at(hardware).trimmed(), f.at(table).trimmed());
        }
    }
    return true;
}

const LlmMeasuredSpeeds &LlmMeasuredSpeeds::bundled()
{
    static const LlmMeasuredSpeeds speeds = [] {
        LlmMeasuredSpeeds s;
        QString error;
        if (!s.load(readResource(u":/llm/llm-speeds.csv"_s), readResource(u":/llm/llm-hardware.csv"_s),
                    readResource(u":/seed/llm_models.csv"_s), &error))
            s = LlmMeasuredSpeeds();
        return s;
    }();
    return speeds;
}

LlmMeasuredSpeeds LlmMeasuredSpeeds::of(const QList<LlmMeasurement> &rows)
{
    LlmMeasuredSpeeds speeds;
    speeds.m_rows = rows;
    speeds.m_tableNames = bundled().m_tableNames;
    return speeds;
}

std::optional<LlmMeasurement> LlmMeasuredSpeeds::find(const LlmPlanRequest &request, const LlmPlanOption &option,
                                                      bool prefill) const
{
    const QList<DeviceGroup> &groups = option.configuration.groups;
    if (groups.size() != 1 || option.kind() == u"offload")
        return std::nullopt;
    const DeviceGroup &group = groups.first();
    const LlmWorkload &w = request.workload;
    const QList<LlmModel> asked{w.model};
    std::optional<LlmMeasurement> best;
    for (const LlmMeasurement &m : m_rows) {
        if (m.prefill != prefill || m.users != 1 || !m.offload.isEmpty() || m.deviceCount != group.count ||
            m.value <= 0 || m_tableNames.value(m.hardware, m.hardware) != group.device.name ||
            backendOf(m) != option.estimate.backend || splitOf(m) != option.estimate.split)
            continue;
        const std::optional<WeightFormat> format = weightFormat(m.quant);
        if (!format || format->key != w.format.key || !findModel(asked, LlmValidation::catalogName(m.model)))
            continue;
        const auto distance = [&](const LlmMeasurement &r) {
            return std::abs(effectiveContext(r) - w.context);
        };
        // The user's own measurement of the set-up comes first: it is what they asked to see.
        const auto rank = [&](const LlmMeasurement &r) {
            return std::make_tuple(!r.userEntered, distance(r));
        };
        if (!best || rank(m) < rank(*best) || (rank(m) == rank(*best) && m.date > best->date))
            best = m;
    }
    return best;
}

QString LlmMeasuredSpeeds::text(const LlmMeasurement &m)
{
    const QString speed = Formatter::significant(m.value, 3);
    QString about = m.date.isEmpty() ? m.backend : tr("%1, %2").arg(m.backend, m.date);
    if (m.userEntered) {
        //: The user's own imported measurement: %1 its runtime and date ("llama.cpp CUDA, 2025-08")
        about = tr("yours, %1").arg(about);
    }
    if (m.prefill && m.depth > 0) {
        //: %1 a measured speed, %2 prompt tokens, %3 tokens already in the cache, %4 the runtime and date
        return tr("measured %1 tokens/s for a %2-token prompt after %3 cached tokens (%4)")
            .arg(speed, Formatter::integer(std::max(0, m.context - m.depth)), Formatter::integer(m.depth), about);
    }
    if (m.prefill) {
        //: %1 a measured speed, %2 prompt tokens, %3 the runtime and date
        return tr("measured %1 tokens/s for a %2-token prompt (%3)")
            .arg(speed, Formatter::integer(std::max(0, m.context - m.depth)), about);
    }
    if (m.context > 0) {
        //: %1 a measured speed, %2 tokens in the cache at the end, %3 the runtime and date
        return tr("measured %1 tokens/s at %2 tokens of context (%3)").arg(speed, Formatter::integer(m.context), about);
    }
    //: %1 a measured speed, %2 the runtime and date
    return tr("measured %1 tokens/s (%2)").arg(speed, about);
}

QString LlmMeasuredSpeeds::sourceTitle(const LlmMeasurement &m)
{
    if (m.source.startsWith(u"http"_s))
        return DataSources::sourceHost(m.source);
    if (m.userEntered)
        return m.source; // the user's own words ("llama-bench on my desk")
    const qsizetype space = m.source.indexOf(u' ');
    return space > 0 ? m.source.left(space) : m.source;
}

QString LlmMeasuredSpeeds::sourceUrl(const LlmMeasurement &m)
{
    if (m.source.startsWith(u"http"_s))
        return m.source;
    // "owner/name path@commit", as docs/benchmark-sources.md §8 writes repository sources.
    static const QRegularExpression repository(u"^([\\w.-]+/[\\w.-]+)\\s+(\\S+)@([0-9a-f]{7,40})$"_s);
    const QRegularExpressionMatch match = repository.match(m.source);
    return match.hasMatch()
               ? u"https://github.com/%1/blob/%3/%2"_s.arg(match.captured(1), match.captured(2), match.captured(3))
               : QString();
}

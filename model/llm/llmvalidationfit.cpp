// SPDX-FileCopyrightText: 2026 GPU Advisor contributors
// SPDX-License-Identifier: GPL-3.0-or-later
// The constants LlmValidation fits, leave one source out (docs/llm-planning.md §5.3 and §7).
#include "model/llm/llmvalidation.h"

#include <QHash>
#include <QPair>
#include <QSet>

#include <algorithm>
#include <cmath>
#include <functional>

using namespace Qt::StringLiterals;

namespace {

using RowPair = QPair<const LlmMeasurement *, const LlmMeasurement *>;
using Sweeps = QHash<QString, QList<const LlmMeasurement *>>;

/// Every two rows of one sweep that differ in `differ` (a micro-batch, a depth).
QList<RowPair> sweepPairs(const Sweeps &sweeps, const std::function<int(const LlmMeasurement &)> &differ)
{
    QList<RowPair> pairs;
    for (const auto &rows : sweeps) {
        for (qsizetype i = 0; i < rows.size(); ++i) {
            for (qsizetype j = i + 1; j < rows.size(); ++j) {
                if (differ(*rows[i]) != differ(*rows[j]))
                    pairs.append(qMakePair(rows[i], rows[j]));
            }
        }
    }
    return pairs;
}

/// Squared log errors of the estimated speed ratios within each pair against the measured ones:
/// the devices' absolute efficiencies cancel in a ratio.
double ratioError(const LlmValidation &validation, const QList<RowPair> &pairs, const LlmParameters &p)
{
    double error = 0;
    for (const auto &[a, b] : pairs) {
        const auto ea = validation.estimate(*a, p);
        const auto eb = validation.estimate(*b, p);
        if (!ea || !eb || *ea <= 0 || *eb <= 0)
            continue;
        const double d = std::log(*ea / *eb) - std::log(a->value / b->value);
        error += d * d;
    }
    return error;
}

QString twoDecimals(double value)
{
    return QString::number(value, 'f', 2);
}

} // namespace

double LlmValidation::fitHalfEfficiencyTokens(const LlmParameters &base, const QString &excludedSource) const
{
    // Sweeps: prefill rows that differ only in the micro-batch.
    Sweeps sweeps;
    for (const LlmMeasurement &m : m_measurements) {
        if (!m.prefill || m.ubatch <= 0 || sourceKey(m) == excludedSource)
            continue;
        const QString key =
            QStringList{sourceKey(m), m.hardware, QString::number(m.deviceCount), m.backend,
                        m.model,      m.quant,    QString::number(m.depth),       QString::number(m.context)}
                .join(u'|');
        sweeps[key].append(&m);
    }
    const QList<RowPair> pairs = sweepPairs(sweeps, [](const LlmMeasurement &m) { return m.ubatch; });
    if (pairs.isEmpty())
        return base.halfEfficiencyTokens;
    double best = base.halfEfficiencyTokens;
    double bestError = -1;
    // Every second token from 0 to 256: the kernels' tiles are 8 to 128 rows wide.
    for (int t0 = 0; t0 <= 256; t0 += 2) {
        LlmParameters p = base;
        p.halfEfficiencyTokens = t0;
        const double error = ratioError(*this, pairs, p);
        if (bestError < 0 || error < bestError - 1e-12) {
            bestError = error;
            best = t0;
        }
    }
    return best;
}

std::optional<double> LlmValidation::fitAttentionScoreFlops(const LlmParameters &base, const QString &api,
                                                            const QString &excludedSource) const
{
    // Sweeps: llama.cpp prefill rows that differ only in the depth of the cache (the same prompt
    // length after more cached tokens), on AMD devices with the back end `api`, or, without one,
    // on the others. Weights in system RAM are copied for every micro-batch, which hides attention.
    Sweeps sweeps;
    for (const LlmMeasurement &m : m_measurements) {
        const auto device = m_devices.constFind(m.hardware);
        if (!m.prefill || !m.offload.isEmpty() || sourceKey(m) == excludedSource || device == m_devices.constEnd() ||
            !m.backend.startsWith(u"llama.cpp "_s, Qt::CaseInsensitive))
            continue;
        const bool amd = LlmParameters::takesAmdScoreCost(*device);
        if (api.isEmpty() ? amd : (amdApi(m) != api || !amd))
            continue;
        // One sweep may span a repository's files (one log per depth, kyuz0's R9700 runs); a
        // held-out file takes its rows, and so its pairs, out of the fit.
        const QString key = QStringList{sourceKey(m).section(u' ', 0, 0),
                                        m.hardware,
                                        QString::number(m.deviceCount),
                                        m.backend,
                                        m.model,
                                        m.quant,
                                        QString::number(m.ubatch),
                                        m.split,
                                        QString::number(m.context - m.depth)}
                                .join(u'|');
        sweeps[key].append(&m);
    }
    const QList<RowPair> pairs = sweepPairs(sweeps, [](const LlmMeasurement &m) { return m.depth; });
    if (pairs.isEmpty())
        return std::nullopt;
    const auto errorAt = [&](double flops) {
        LlmParameters p = base;
        (api.isEmpty() ? p.attentionScoreFlops : p.amdAttentionScoreFlops) = flops;
        return ratioError(*this, pairs, p);
    };
    // Every 200 FLOPs from 0 to 5,000 (a score's 4 x head_dim multiply-adds are 256 to 512), then
    // every 20 and every 5 around the best: the error has one minimum over that range.
    double best = 0;
    double bestError = errorAt(0);
    double low = 0;
    double high = 5000;
    for (const double step : {200.0, 20.0, 5.0}) {
        for (double flops = low; flops <= high + 1e-9; flops += step) {
            if (flops == best)
                continue;
            const double error = errorAt(flops);
            if (error < bestError - 1e-12) {
                bestError = error;
                best = flops;
            }
        }
        low = std::max(0.0, best - step);
        high = best + step;
    }
    return best;
}

std::optional<double> LlmValidation::fitAmdComputeFactor(const LlmParameters &base, const QString &api,
                                                         const QString &excludedSource) const
{
    QList<const LlmMeasurement *> rows;
    for (const LlmMeasurement &m : m_measurements) {
        const auto device = m_devices.constFind(m.hardware);
        if (m.prefill && amdApi(m) == api && sourceKey(m) != excludedSource && device != m_devices.constEnd() &&
            device->family == DeviceFamily::Amd)
            rows.append(&m);
    }
    std::optional<double> best;
    double bestError = -1;
    // Every second hundredth from 0.10 to 1.50 of NVIDIA's efficiency.
    for (int step = 10; step <= 150; step += 2) {
        LlmParameters p = base;
        p.amdComputeFactor = step / 100.0;
        double error = 0;
        int used = 0;
        for (const LlmMeasurement *m : std::as_const(rows)) {
            const auto value = estimate(*m, p);
            if (!value || *value <= 0)
                continue;
            const double d = std::log(*value / m->value);
            error += d * d;
            ++used;
        }
        if (used > 0 && (bestError < 0 || error < bestError - 1e-12)) {
            bestError = error;
            best = p.amdComputeFactor;
        }
    }
    return best;
}

LlmParameters LlmValidation::fitted(const LlmParameters &base, const QString &api, const QString &excludedSource) const
{
    LlmParameters p = base;
    // Each constant is fitted on the other sources with the ones fitted before it; the score's
    // cost starts from none, so no default fitted on every source enters a held-out fit.
    p.attentionScoreFlops = 0;
    p.amdAttentionScoreFlops = 0;
    p.halfEfficiencyTokens = fitHalfEfficiencyTokens(p, excludedSource);
    if (const auto flops = fitAttentionScoreFlops(p, {}, excludedSource))
        p.attentionScoreFlops = *flops;
    if (api.isEmpty())
        return p; // the AMD constants only enter AMD's rows
    auto amdFlops = fitAttentionScoreFlops(p, api, excludedSource);
    if (!amdFlops && api == u"Vulkan"_s)
        amdFlops = fitAttentionScoreFlops(p, u"ROCm"_s, excludedSource);
    if (amdFlops)
        p.amdAttentionScoreFlops = *amdFlops;
    auto factor = fitAmdComputeFactor(p, api, excludedSource);
    if (!factor && api == u"Vulkan"_s)
        factor = fitAmdComputeFactor(p, u"ROCm"_s, excludedSource);
    if (factor)
        p.amdComputeFactor = *factor;
    return p;
}

QString LlmValidation::fittedConstants(const LlmParameters &base) const
{
    QSet<QString> sources;
    for (const LlmMeasurement &m : m_measurements)
        sources.insert(sourceKey(m));
    const LlmParameters all = fitted(base, u"ROCm"_s);
    LlmParameters vulkanBase = all;
    if (const auto flops = fitAttentionScoreFlops(all, u"Vulkan"_s))
        vulkanBase.amdAttentionScoreFlops = *flops;
    const auto vulkan = fitAmdComputeFactor(vulkanBase, u"Vulkan"_s);
    // The lowest and highest of each constant with one source left out.
    LlmParameters low = all;
    LlmParameters high = all;
    for (const QString &source : std::as_const(sources)) {
        const LlmParameters p = fitted(base, u"ROCm"_s, source);
        low.halfEfficiencyTokens = std::min(low.halfEfficiencyTokens, p.halfEfficiencyTokens);
        high.halfEfficiencyTokens = std::max(high.halfEfficiencyTokens, p.halfEfficiencyTokens);
        low.attentionScoreFlops = std::min(low.attentionScoreFlops, p.attentionScoreFlops);
        high.attentionScoreFlops = std::max(high.attentionScoreFlops, p.attentionScoreFlops);
        low.amdAttentionScoreFlops = std::min(low.amdAttentionScoreFlops, p.amdAttentionScoreFlops);
        high.amdAttentionScoreFlops = std::max(high.amdAttentionScoreFlops, p.amdAttentionScoreFlops);
        low.amdComputeFactor = std::min(low.amdComputeFactor, p.amdComputeFactor);
        high.amdComputeFactor = std::max(high.amdComputeFactor, p.amdComputeFactor);
    }
    return u"Fitted here: the tokens per matrix product at half efficiency (§5.3), %1 on all micro-batch "
           u"sweeps, %2 to %3 with one source left out; the cost of one attention score beside its "
           u"multiply-adds (§5.3), %4 FLOPs on the depth sweeps of NVIDIA's devices, %5 to %6 with one source "
           u"left out, and %7 on AMD's with ROCm, %8 to %9 with one source left out; "_s.arg(all.halfEfficiencyTokens)
               .arg(low.halfEfficiencyTokens)
               .arg(high.halfEfficiencyTokens)
               .arg(all.attentionScoreFlops)
               .arg(low.attentionScoreFlops)
               .arg(high.attentionScoreFlops)
               .arg(all.amdAttentionScoreFlops)
               .arg(low.amdAttentionScoreFlops)
               .arg(high.amdAttentionScoreFlops) +
           u"AMD's prompt-processing factor with ROCm, %1 on all sources, %2 to %3 with one source left out; "
           u"with Vulkan, %4 FLOPs a score and a factor of %5 (one source: its rows get the ROCm fits of the "
           u"others)."_s.arg(twoDecimals(all.amdComputeFactor), twoDecimals(low.amdComputeFactor),
                             twoDecimals(high.amdComputeFactor), QString::number(vulkanBase.amdAttentionScoreFlops),
                             vulkan ? twoDecimals(*vulkan) : u"–"_s);
}

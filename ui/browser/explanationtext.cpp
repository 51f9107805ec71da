// SPDX-FileCopyrightText: 2026 GPU Advisor contributors
// SPDX-License-Identifier: GPL-3.0-or-later
#include "ui/browser/explanationtext.h"

#include "model/browser/gpuevaluator.h"
#include "model/browser/gputablemodel.h"
#include "model/browser/measuredtext.h"
#include "model/browser/whatifsettings.h"
#include "model/catalog/datasources.h"
#include "model/format/formatter.h"
#include "ui/browser/assumptionstext.h"

using namespace Qt::StringLiterals;

namespace {

QString fixed(double value, int decimals)
{
    return Formatter::number(value, decimals);
}

QString row(const QString &name, const QString &value)
{
    return u"<tr><td style='padding-right:14px'>%1</td><td>%2</td></tr>"_s.arg(name.toHtmlEscaped(),
                                                                               value.toHtmlEscaped());
}

/// The measured figures of the GPU on every workload, the metric in focus first, each with the
/// model's figure for the same test, the source by its title (a link when it has an address)
/// and its month, and the full citation in small print.
QString measuredSection(const Gpu &gpu, Metric focus, const GpuEvaluator &evaluator)
{
    QList<MeasuredFigure> figures = evaluator.measured(gpu, focus);
    const bool focusMeasured = !figures.isEmpty();
    for (Metric metric : allMetrics()) {
        if (metric != focus)
            figures.append(evaluator.measured(gpu, metric));
    }
    QString h = u"<p><a name=\"measured\"></a><b>%1</b></p>"_s.arg(
        ExplanationText::tr("Measured beside the estimate").toHtmlEscaped());
    if (figures.isEmpty()) {
        h += u"<p>%1</p>"_s.arg(
            ExplanationText::tr("No test on record measured this GPU: the figures here are the model's estimates "
                                "alone.")
                .toHtmlEscaped());
        return h;
    }
    h += u"<p>%1</p>"_s.arg(
        ExplanationText::tr("Each test counts in a unit of its own. The model's figure for a test is its estimate "
                            "put on that test's scale by the other GPUs the test measured, so it can differ from "
                            "the estimate above.")
            .toHtmlEscaped());
    if (!focusMeasured) {
        //: %1 a workload ("8-bit inference")
        h += u"<p>%1</p>"_s.arg(
            ExplanationText::tr("No test on record measured this GPU on %1; measurements on other workloads:")
                .arg(metricTitle(focus))
                .toHtmlEscaped());
    }
    for (const MeasuredFigure &m : std::as_const(figures)) {
        const Benchmark &b = m.benchmark;
        QString test = MeasuredText::test(b);
        if (const QString conditions = MeasuredText::conditions(b); !conditions.isEmpty())
            //: %1 what a test counted ("BERT-large samples/s"), %2 its conditions ("Offline; INT8")
            test = ExplanationText::tr("%1 (%2)").arg(test, conditions);
        h += u"<p style='margin-top:6px'><b>%1</b>: %2<br>"_s.arg(MeasuredText::workload(b).toHtmlEscaped(),
                                                                  test.toHtmlEscaped());
        //: %1 the measured value, %2 the model's figure for the same test, on the test's scale
        h += ExplanationText::tr("measured %1, model on this test's scale %2")
                 .arg(u"\x01"_s, MeasuredText::estimate(m))
                 .toHtmlEscaped()
                 .replace(u"\x01"_s, u"<b>%1</b>"_s.arg(Formatter::significant(b.value, 4).toHtmlEscaped()));
        h += u"<br>"_s;
        const QString source = MeasuredText::source(b).toHtmlEscaped();
        const QString url = DataSources::sourceUrl(b.source);
        h += url.isEmpty() ? source : u"<a href=\"%1\">%2</a>"_s.arg(url.toHtmlEscaped(), source);
        if (const QString error = MeasuredText::typicalError(m); !error.isEmpty())
            h += u" · "_s + error.toHtmlEscaped();
        // The full citation in small print, where the title does not already say it all.
        if (b.source.trimmed() != DataSources::sourceTitle(b.source))
            //: %1 the full citation of a measured figure: repository, file and commit, or an address
            h += u"<br><small style='color:gray'>%1</small>"_s.arg(
                ExplanationText::tr("Reference: %1").arg(b.source).toHtmlEscaped());
        h += u"</p>"_s;
    }
    return h;
}

} // namespace

QString ExplanationText::html(const RankEntry &entry, const GpuEvaluator &evaluator, const WhatIfSettings &settings)
{
    const PerformanceEstimate &p = entry.performance;
    const QString reference = settings.performance().referenceGpu;
    const QString currency = settings.currencySymbol();
    QString h;
    h += u"<h3>%1</h3>"_s.arg(
        tr("%1: %2 × the %3").arg(metricTitle(p.metric), fixed(p.relative, 3), reference).toHtmlEscaped());
    // What a buyer checks first: what the estimate rests on, how far off the model typically is,
    // and what was measured.
    h += u"<p><i>%1</i></p>"_s.arg(estimateBasisText(entry.gpu, p).toHtmlEscaped());
    h += measuredSection(entry.gpu, p.metric, evaluator);

    h += u"<p><b>%1</b></p>"_s.arg(tr("How the model arrives at the estimate").toHtmlEscaped());
    h += u"<p>%1</p>"_s.arg(
        tr("The model adds up the time one unit of work takes: a compute part that scales with the matrix "
           "rate, a memory part that scales with the effective bandwidth, and a fixed overhead. On this GPU "
           "the work is %1.")
            .arg(Formatter::bound(p.bound()))
            .toHtmlEscaped());

    h += u"<p><b>%1</b></p><table>"_s.arg(tr("Inputs").toHtmlEscaped());
    h += row(tr("Matrix rate"), tr("%1 TFLOPS (%2)").arg(fixed(p.matrixTflops, 1), p.matrixPath));
    h += row(tr("Memory bandwidth"), tr("%1 GB/s").arg(fixed(p.bandwidthGbs, 0)));
    h += row(tr("L2 cache"),
             tr("%1 MB (effective %2 MB)").arg(fixed(entry.gpu.l2CacheMb.value_or(0), 1), fixed(p.effectiveL2Mb, 1)));
    h += u"</table>"_s;

    h += u"<p><b>%1</b></p><table>"_s.arg(tr("Factors on the memory-bound part").toHtmlEscaped());
    h += row(tr("L2 cache gain"), u"× "_s + fixed(p.l2Gain, 3));
    h += row(tr("Shared-memory traffic"), u"× "_s + fixed(p.sharedMemoryFactor, 3));
    h += row(tr("Tensor Memory Accelerator"), u"× "_s + fixed(p.tmaGain, 3));
    h += row(tr("Bytes per element"), u"× "_s + fixed(p.bytesFactor, 2));
    if (p.softwareFactor != 1) // ROCm's lag on AMD cards (docs/model.md §1.3); nothing on the others
        h += row(tr("Software (ROCm)"), u"× "_s + fixed(p.softwareFactor, 2));
    if (p.batchFactor != 1)
        h += row(tr("Batch sized to memory"), u"× "_s + fixed(p.batchFactor, 3));
    h += u"</table>"_s;

    h += u"<p><b>%1</b></p><p>"_s.arg(tr("Time per unit of work (the %1 = 1.000)").arg(reference).toHtmlEscaped());
    h += tr("compute %1 + memory %2 + overhead %3 = %4, so %5 × the reference's throughput.")
             .arg(fixed(p.computeTime, 3), fixed(p.memoryTime, 3), fixed(p.overheadTime, 3), fixed(p.totalTime(), 3),
                  fixed(p.relative, 3))
             .toHtmlEscaped();
    h += u"</p>"_s;
    if (!p.notes.isEmpty()) {
        h += u"<ul>"_s;
        for (const QString &note : p.notes)
            h += u"<li>%1</li>"_s.arg(note.toHtmlEscaped());
        h += u"</ul>"_s;
    }
    h += u"<p><b>%1</b></p><table>"_s.arg(tr("Power").toHtmlEscaped());
    h += row(tr("Matrix units at the peak clock"), tr("%1 W").arg(fixed(p.matrixPowerWatts, 0)));
    h += row(tr("Memory at full bandwidth"), tr("%1 W").arg(fixed(p.memoryPowerWatts, 0)));
    h += row(tr("Board power"), p.powerBudgetWatts > 0 ? tr("%1 W").arg(fixed(p.powerBudgetWatts, 0)) : tr("unknown"));
    if (p.sustainedClockMhz > 0) {
        //: %1 a clock in MHz, %2 a percentage
        const QString clock = tr("%1 MHz, %2% of the rated boost clock")
                                  .arg(fixed(p.sustainedClockMhz, 0), fixed(p.clockFactor * 100, 0));
        h += row(tr("Sustained clock"), clock);
    } else {
        h += row(tr("Sustained clock"), tr("%1% of the rated boost clock").arg(fixed(p.clockFactor * 100, 0)));
    }
    h += row(tr("8-bit formats"), p.narrowFormats ? narrowFormatsText(p.narrowFormats) : tr("none"));
    h += row(tr("Software assumption"), softwareAssumptionTitle(settings.effectiveSoftware()));
    h += u"</table>"_s;

    h += u"<p><b>%1</b></p><p>"_s.arg(tr("Cost of ownership").toHtmlEscaped());
    if (entry.cost) {
        h += tr("GPU %1 (%2, dated %3) + rest of the desktop %4 + electricity %5 (%6 W for %7 years) = %8. "
                "Relative performance per %9: %10.")
                 .arg(Formatter::money(entry.cost->gpuUsd, currency), priceBasisTitle(settings.cost().priceBasis),
                      entry.priceDate, Formatter::money(entry.cost->desktopUsd, currency),
                      Formatter::money(entry.cost->electricityUsd(), currency))
                 .arg(entry.gpu.tdpWatts)
                 .arg(Formatter::number(entry.cost->years), Formatter::money(entry.cost->totalUsd(), currency),
                      Formatter::money(GpuTableModel::PerDollarScale, currency),
                      fixed(entry.performancePerDollar().value_or(0) * GpuTableModel::PerDollarScale, 3))
                 .toHtmlEscaped();
    } else {
        // "as of 2024-06", or no date at all: "latest on record" reads wrongly after "no price".
        h += (settings.asOf().isValid() ? tr("No price on record as of %1, so no cost of ownership.")
                                              .arg(AssumptionsText::month(settings.asOf()))
                                        : tr("No price on record, so no cost of ownership."))
                 .toHtmlEscaped();
    }
    h += u"</p>"_s;

    h += u"<p><b>%1</b></p><table>"_s.arg(tr("Every metric").toHtmlEscaped());
    for (Metric metric : allMetrics()) {
        const PerformanceEstimate other = evaluator.estimate(entry.gpu, metric);
        QString figure = other.estimated
                             ? tr("%1 × (%2)").arg(fixed(other.relative, 2), Formatter::bound(other.bound()))
                             : tr("not estimated");
        if (const auto error = typicalModelError(metric); error && other.estimated)
            //: %1 an estimate with what bounds it, %2 the model's typical error on the workload (a percentage)
            figure = tr("%1, typically off by %2").arg(figure, Formatter::percent(error->medianError));
        h += row(metricTitle(metric), figure);
    }
    h += u"</table>"_s;
    return h;
}

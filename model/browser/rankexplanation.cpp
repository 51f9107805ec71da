// SPDX-FileCopyrightText: 2026 GPU Advisor contributors
// SPDX-License-Identifier: GPL-3.0-or-later
#include "model/browser/rankexplanation.h"

#include "model/browser/gpuevaluator.h"
#include "model/browser/gputablemodel.h"
#include "model/browser/measuredtext.h"
#include "model/catalog/datasources.h"
#include "model/format/formatter.h"
#include "model/performance/measuredfigures.h"

using namespace Qt::StringLiterals;

namespace {

using Assumptions = RankExplanation::Assumptions;

SummaryLine sentence(const QString &key, const QString &text)
{
    return SummaryLine::labelled(key, QString(), text);
}

/// "× 1.234": a factor the memory-bound part is multiplied by.
QString times(double value, int decimals)
{
    return u"× "_s + Formatter::number(value, decimals);
}

/// A measured figure as a line: the workload, the test and its conditions, the measurement beside
/// the model's figure for the same test, and where it comes from (a link when it has an address,
/// the full citation when the title does not say it all).
SummaryLine measuredLine(const MeasuredFigure &m)
{
    const Benchmark &b = m.benchmark;
    SummaryLine line;
    line.key = u"figure"_s;
    line.label = MeasuredText::workload(b);
    line.text = MeasuredText::test(b);
    if (const QString conditions = MeasuredText::conditions(b); !conditions.isEmpty())
        //: %1 what a test counted ("BERT-large samples/s"), %2 its conditions ("Offline; INT8")
        line.text = RankExplanation::tr("%1 (%2)").arg(line.text, conditions);
    //: %1 the measured value, %2 the model's figure for the same test, on the test's scale
    line.value = RankExplanation::tr("measured %1, model on this test's scale %2")
                     .arg(Formatter::significant(b.value, 4), MeasuredText::estimate(m));
    line.detail = MeasuredText::source(b);
    if (const QString error = MeasuredText::typicalError(m); !error.isEmpty())
        line.detail += u" · "_s + error;
    line.link = DataSources::sourceUrl(b.source);
    // No address to open: the full citation, where the title does not already say it all.
    if (line.link.isEmpty() && b.source.trimmed() != DataSources::sourceTitle(b.source))
        //: %1 the full citation of a measured figure: repository, file and commit, or an address
        line.source = RankExplanation::tr("Reference: %1").arg(b.source);
    if (MeasuredText::missesByMoreThanUsual(m))
        line.severity = Severity::Warning;
    return line;
}

/// The measured figures of the GPU on every workload, the ranked one first.
SummarySection measuredSection(const Gpu &gpu, Metric focus, const GpuEvaluator &evaluator)
{
    SummarySection section{u"measured"_s, RankExplanation::tr("Measured beside the estimate"), {}};
    QList<MeasuredFigure> figures = evaluator.measured(gpu, focus);
    const bool focusMeasured = !figures.isEmpty();
    for (Metric metric : allMetrics()) {
        if (metric != focus)
            figures.append(evaluator.measured(gpu, metric));
    }
    if (figures.isEmpty()) {
        section.lines.append(sentence(
            u"none"_s, RankExplanation::tr("No test on record measured this GPU: the figures here are the model's "
                                           "estimates alone.")));
        return section;
    }
    section.lines.append(
        sentence(u"scale"_s, RankExplanation::tr("Each test counts in a unit of its own. The model's figure for a "
                                                 "test is its estimate put on that test's scale by the other GPUs "
                                                 "the test measured, so it can differ from the estimate above.")));
    if (!focusMeasured) {
        //: %1 a workload ("8-bit inference")
        section.lines.append(sentence(
            u"elsewhere"_s, RankExplanation::tr("No test on record measured this GPU on %1; measurements on other "
                                                "workloads:")
                                .arg(metricTitle(focus))));
    }
    for (const MeasuredFigure &m : std::as_const(figures))
        section.lines.append(measuredLine(m));
    return section;
}

SummarySection inputsSection(const RankEntry &entry)
{
    const PerformanceEstimate &p = entry.performance;
    return {u"inputs"_s,
            RankExplanation::tr("Inputs"),
            {SummaryLine::labelled(
                 u"matrix"_s, RankExplanation::tr("Matrix rate"),
                 RankExplanation::tr("%1 TFLOPS (%2)").arg(Formatter::number(p.matrixTflops, 1), p.matrixPath)),
             SummaryLine::labelled(u"bandwidth"_s, RankExplanation::tr("Memory bandwidth"),
                                   RankExplanation::tr("%1 GB/s").arg(Formatter::number(p.bandwidthGbs, 0))),
             SummaryLine::labelled(u"l2"_s, RankExplanation::tr("L2 cache"),
                                   RankExplanation::tr("%1 MB (effective %2 MB)")
                                       .arg(Formatter::number(entry.gpu.l2CacheMb.value_or(0), 1),
                                            Formatter::number(p.effectiveL2Mb, 1)))}};
}

SummarySection factorsSection(const PerformanceEstimate &p)
{
    SummarySection section{
        u"factors"_s,
        RankExplanation::tr("Factors on the memory-bound part"),
        {SummaryLine::labelled(u"l2"_s, RankExplanation::tr("L2 cache gain"), times(p.l2Gain, 3)),
         SummaryLine::labelled(u"shared_memory"_s, RankExplanation::tr("Shared-memory traffic"),
                               times(p.sharedMemoryFactor, 3)),
         SummaryLine::labelled(u"tma"_s, RankExplanation::tr("Tensor Memory Accelerator"), times(p.tmaGain, 3)),
         SummaryLine::labelled(u"bytes"_s, RankExplanation::tr("Bytes per element"), times(p.bytesFactor, 2))}};
    if (p.softwareFactor != 1) // ROCm's lag on AMD cards (docs/model.md §1.3); nothing on the others
        section.lines.append(
            SummaryLine::labelled(u"software"_s, RankExplanation::tr("Software (ROCm)"), times(p.softwareFactor, 2)));
    if (p.batchFactor != 1)
        section.lines.append(
            SummaryLine::labelled(u"batch"_s, RankExplanation::tr("Batch sized to memory"), times(p.batchFactor, 3)));
    return section;
}

SummarySection timeSection(const PerformanceEstimate &p, const QString &reference)
{
    SummarySection section{
        u"time"_s,
        RankExplanation::tr("Time per unit of work (the %1 = 1.000)").arg(reference),
        {sentence(u"split"_s, RankExplanation::tr("compute %1 + memory %2 + overhead %3 = %4, so %5 × the "
                                                  "reference's throughput.")
                                  .arg(Formatter::number(p.computeTime, 3), Formatter::number(p.memoryTime, 3),
                                       Formatter::number(p.overheadTime, 3), Formatter::number(p.totalTime(), 3),
                                       Formatter::number(p.relative, 3)))}};
    for (const QString &note : p.notes) {
        SummaryLine line = sentence(u"note"_s, note);
        line.severity = Severity::Info;
        section.lines.append(line);
    }
    return section;
}

SummarySection powerSection(const PerformanceEstimate &p, SoftwareAssumption software)
{
    const auto watts = [](double value) {
        return RankExplanation::tr("%1 W").arg(Formatter::number(value, 0));
    };
    SummarySection section{
        u"power"_s,
        RankExplanation::tr("Power"),
        {SummaryLine::labelled(u"matrix"_s, RankExplanation::tr("Matrix units at the peak clock"),
                               watts(p.matrixPowerWatts)),
         SummaryLine::labelled(u"memory"_s, RankExplanation::tr("Memory at full bandwidth"), watts(p.memoryPowerWatts)),
         SummaryLine::labelled(u"board"_s, RankExplanation::tr("Board power"),
                               p.powerBudgetWatts > 0 ? watts(p.powerBudgetWatts) : RankExplanation::tr("unknown"))}};
    const QString percentOfBoost = Formatter::number(p.clockFactor * 100, 0);
    //: %1 a clock in MHz, %2 a percentage
    const QString clock = p.sustainedClockMhz > 0
                              ? RankExplanation::tr("%1 MHz, %2% of the rated boost clock")
                                    .arg(Formatter::number(p.sustainedClockMhz, 0), percentOfBoost)
                              : RankExplanation::tr("%1% of the rated boost clock").arg(percentOfBoost);
    section.lines.append(SummaryLine::labelled(u"clock"_s, RankExplanation::tr("Sustained clock"), clock));
    section.lines.append(
        SummaryLine::labelled(u"narrow_formats"_s, RankExplanation::tr("8-bit formats"),
                              p.narrowFormats ? narrowFormatsText(p.narrowFormats) : RankExplanation::tr("none")));
    section.lines.append(SummaryLine::labelled(u"software"_s, RankExplanation::tr("Software assumption"),
                                               softwareAssumptionTitle(software)));
    return section;
}

/// Where the desktop of the cost of ownership comes from, in words.
QString desktopOriginText(const CostBreakdown &cost, const QDate &asOf)
{
    switch (cost.desktopOrigin) {
    case DesktopOrigin::Itself:
        return RankExplanation::tr("A complete computer counts as itself: no desktop is added to it.");
    case DesktopOrigin::Parts:
        //: %1 is a month such as 2026-10, or "the latest prices"
        return RankExplanation::tr("The rest of the desktop is the build planner's parts for the machine this card "
                                   "needs, priced as of %1.")
            .arg(asOf.isValid() ? Formatter::month(asOf) : RankExplanation::tr("the latest prices"));
    case DesktopOrigin::UsersPrice:
        return RankExplanation::tr("The rest of the desktop is your own price.");
    case DesktopOrigin::Post:
        break;
    }
    return RankExplanation::tr("The rest of the desktop is the 2023 post's.");
}

SummarySection costSection(const RankEntry &entry, const Assumptions &assumptions)
{
    SummarySection section{u"cost"_s, RankExplanation::tr("Cost of ownership"), {}};
    if (!entry.cost) {
        // "as of 2024-06", or no date at all: "latest on record" reads wrongly after "no price".
        section.lines.append(
            sentence(u"unpriced"_s, assumptions.asOf.isValid()
                                        ? RankExplanation::tr("No price on record as of %1, so no cost of ownership.")
                                              .arg(assumptions.asOf.toString(u"yyyy-MM"_s))
                                        : RankExplanation::tr("No price on record, so no cost of ownership.")));
        return section;
    }
    const QString &currency = assumptions.currencySymbol;
    const CostBreakdown &cost = *entry.cost;
    SummaryLine line = sentence(
        u"total"_s,
        //: %11 is empty or " − expected resale $X" (the resale taken off the cost)
        RankExplanation::tr("GPU %1 (%2, dated %3) + rest of the desktop %4 + electricity %5 (%6 W for %7 years)%11 "
                            "= %8. Relative performance per %9: %10.")
            .arg(Formatter::money(cost.gpuUsd, currency), priceBasisTitle(assumptions.priceBasis), entry.priceDate,
                 Formatter::money(cost.desktopUsd, currency), Formatter::money(cost.electricityUsd(), currency))
            .arg(Formatter::number(entry.gpu.tdpWatts * cost.gpuCount + cost.systemWatts, 0))
            .arg(Formatter::number(cost.years), Formatter::money(cost.totalUsd(), currency),
                 Formatter::money(GpuTableModel::PerDollarScale, currency),
                 Formatter::number(entry.performancePerDollar().value_or(0) * GpuTableModel::PerDollarScale, 3))
            .arg(cost.resaleUsd > 0
                     //: The resale term of a cost of ownership's sum; %1 is the amount
                     ? RankExplanation::tr(" − expected resale %1").arg(Formatter::money(cost.resaleUsd, currency))
                     : QString()));
    line.strong = true;
    section.lines.append(line);
    section.lines.append(sentence(u"desktop"_s, desktopOriginText(cost, assumptions.asOf)));
    if (const QString resale = cost.resaleLine(currency); !resale.isEmpty())
        section.lines.append(sentence(u"resale"_s, resale));
    return section;
}

SummarySection metricsSection(const Gpu &gpu, const GpuEvaluator &evaluator)
{
    SummarySection section{u"metrics"_s, RankExplanation::tr("Every metric"), {}};
    for (Metric metric : allMetrics()) {
        const PerformanceEstimate other = evaluator.estimate(gpu, metric);
        QString figure = other.estimated
                             ? RankExplanation::tr("%1 × (%2)")
                                   .arg(Formatter::number(other.relative, 2), Formatter::bound(other.bound()))
                             : RankExplanation::tr("not estimated");
        if (const auto error = typicalModelError(metric); error && other.estimated)
            //: %1 an estimate with what bounds it, %2 the model's typical error on the workload (a percentage)
            figure = RankExplanation::tr("%1, typically off by %2").arg(figure, Formatter::percent(error->medianError));
        section.lines.append(SummaryLine::labelled(metricKey(metric), metricTitle(metric), figure));
    }
    return section;
}

} // namespace

RankExplanation RankExplanation::of(const RankEntry &entry, const GpuEvaluator &evaluator,
                                    const Assumptions &assumptions)
{
    const PerformanceEstimate &p = entry.performance;
    RankExplanation x;
    x.title =
        tr("%1: %2 × the %3").arg(metricTitle(p.metric), Formatter::number(p.relative, 3), assumptions.referenceGpu);
    // What a buyer checks first: what the estimate rests on, how far off the model typically is,
    // and what was measured.
    x.subtitle = estimateBasisText(entry.gpu, p);
    x.sections.append(measuredSection(entry.gpu, p.metric, evaluator));
    x.sections.append({u"method"_s,
                       tr("How the model arrives at the estimate"),
                       {sentence(u"bound"_s, tr("The model adds up the time one unit of work takes: a compute part "
                                                "that scales with the matrix rate, a memory part that scales with "
                                                "the effective bandwidth, and a fixed overhead. On this GPU the "
                                                "work is %1.")
                                                 .arg(Formatter::bound(p.bound())))}});
    x.sections.append(inputsSection(entry));
    x.sections.append(factorsSection(p));
    x.sections.append(timeSection(p, assumptions.referenceGpu));
    x.sections.append(powerSection(p, assumptions.software));
    x.sections.append(costSection(entry, assumptions));
    x.sections.append(metricsSection(entry.gpu, evaluator));
    return x;
}

// SPDX-FileCopyrightText: 2026 GPU Advisor contributors
// SPDX-License-Identifier: GPL-3.0-or-later
#include "model/browser/measuredtext.h"

#include "model/catalog/datasources.h"
#include "model/format/formatter.h"

#include <cmath>

using namespace Qt::StringLiterals;

QString MeasuredText::workload(const Benchmark &benchmark)
{
    if (const auto metric = metricFromKey(benchmark.workload))
        return metricTitle(*metric);
    return benchmark.workload;
}

QString MeasuredText::test(const Benchmark &benchmark)
{
    const qsizetype open = benchmark.unit.indexOf(u" ("_s);
    return (open > 0 ? benchmark.unit.left(open) : benchmark.unit).trimmed();
}

QString MeasuredText::conditions(const Benchmark &benchmark)
{
    const qsizetype open = benchmark.unit.indexOf(u" ("_s);
    if (open <= 0 || !benchmark.unit.endsWith(u')'))
        return {};
    return benchmark.unit.mid(open + 2, benchmark.unit.size() - open - 3).trimmed();
}

QString MeasuredText::value(const Benchmark &benchmark)
{
    //: %1 a measured value, %2 what was counted ("BERT-large samples/s")
    return tr("%1 %2").arg(Formatter::significant(benchmark.value, 4), test(benchmark));
}

QString MeasuredText::estimate(const MeasuredFigure &figure)
{
    if (!figure.estimate)
        return tr("no estimate in this unit: no other GPU of this test to scale the model's figure on");
    const double measured = figure.benchmark.value;
    QString model = Formatter::significant(*figure.estimate, 3);
    if (measured <= 0)
        return model;
    const double off = *figure.estimate / measured - 1;
    if (std::abs(off) < 0.005)
        //: %1 the model's estimate, equal to the measured figure once rounded
        return tr("%1 (as measured)").arg(model);
    //: %1 the model's estimate in the unit of the measured figure, %2 a percentage
    return off > 0 ? tr("%1 (%2 above the measurement)").arg(model, Formatter::percent(off))
                   : tr("%1 (%2 below the measurement)").arg(model, Formatter::percent(-off));
}

QString MeasuredText::shortEstimate(const MeasuredFigure &figure)
{
    if (!figure.estimate)
        return tr("none in this unit");
    QString model = Formatter::significant(*figure.estimate, 3);
    const double measured = figure.benchmark.value;
    if (measured <= 0)
        return model;
    const double off = *figure.estimate / measured - 1;
    if (std::abs(off) < 0.005)
        return model;
    // A narrow table cell must not break "11 %" (Russian) between the number and its sign.
    QString percent = (off > 0 ? u"+"_s : u"−"_s) + Formatter::percent(std::abs(off));
    percent.replace(u' ', QChar(0x00A0));
    //: %1 the model's estimate, %2 how far it is from the measured figure (a signed percentage)
    return tr("%1 (%2)").arg(model, percent);
}

QString MeasuredText::source(const Benchmark &benchmark)
{
    QString title = benchmark.userEntered && benchmark.source.trimmed().isEmpty()
                        ? tr("your own measurement")
                        : DataSources::sourceTitle(benchmark.source);
    if (!benchmark.measuredOn.isValid())
        return title;
    //: %1 where a measured figure comes from, %2 the month it was measured or published
    return tr("%1, %2").arg(title, Formatter::month(benchmark.measuredOn));
}

QString MeasuredText::typicalError(const Benchmark &benchmark)
{
    const auto metric = metricFromKey(benchmark.workload);
    if (!metric)
        return {};
    const auto error = typicalModelError(*metric);
    if (!error)
        return {};
    //: %1 a percentage, %2 a workload ("8-bit inference")
    return tr("the model is typically off by %1 on %2")
        .arg(Formatter::percent(error->medianError), metricTitle(*metric));
}

bool MeasuredText::missesByMoreThanUsual(const MeasuredFigure &figure)
{
    const auto metric = metricFromKey(figure.benchmark.workload);
    const auto error = metric ? typicalModelError(*metric) : std::nullopt;
    const double measured = figure.benchmark.value;
    return error && figure.estimate && measured > 0 && error->medianError > 0 &&
           std::abs(*figure.estimate / measured - 1) > 2 * error->medianError;
}

QString MeasuredText::typicalError(const MeasuredFigure &figure)
{
    if (!missesByMoreThanUsual(figure))
        return typicalError(figure.benchmark);
    const Metric metric = *metricFromKey(figure.benchmark.workload);
    //: %1 a percentage, %2 a workload ("16-bit training")
    return tr("more than twice the model's typical error on %2 (%1): for this card the measurement is the better "
              "guide")
        .arg(Formatter::percent(typicalModelError(metric)->medianError), metricTitle(metric));
}

QString MeasuredText::details(const MeasuredFigure &figure)
{
    const Benchmark &b = figure.benchmark;
    QStringList lines;
    //: %1 a workload ("8-bit inference"), %2 the measured value with its unit
    lines << tr("Measured %1: %2").arg(workload(b), Formatter::significant(b.value, 5) + u' ' + b.unit);
    if (figure.estimate) {
        //: %1 the model's estimate, %2 how many other GPUs of the same test set its scale
        lines << tr("Model's estimate: %1, its relative figure scaled on %2 other GPU(s) of this test.")
                     .arg(estimate(figure))
                     .arg(figure.comparedGpus);
    } else {
        lines << estimate(figure);
    }
    if (const QString error = typicalError(b); !error.isEmpty())
        lines << tr("Across the tests it was checked on, %1.").arg(error);
    //: %1 the full citation of a measured figure (repository, file, commit or address), %2 its date
    lines << tr("Source: %1 (%2)").arg(b.source, Formatter::day(b.measuredOn));
    if (b.userEntered)
        lines << tr("Imported by you.");
    return lines.join(u'\n');
}

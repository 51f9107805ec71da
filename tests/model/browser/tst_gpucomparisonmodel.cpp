// SPDX-FileCopyrightText: 2026 GPU Advisor contributors
// SPDX-License-Identifier: GPL-3.0-or-later
// Two to four GPUs side by side: what each row says, which value is best, the memory fit.
#include "model/browser/gpucomparisonmodel.h"
#include "model/browser/gputablemodel.h"
#include "model/browser/measuredtext.h"
#include "model/browser/whatifsettings.h"
#include "model/build/costofownership.h"
#include "model/format/formatter.h"
#include "tests/common/handmadegpus.h"

#include <QAbstractItemModelTester>
#include <QSignalSpy>
#include <QTest>

#include <memory>

using namespace Qt::StringLiterals;

class TestGpuComparisonModel final : public QObject
{
    Q_OBJECT

private Q_SLOTS:
    void init();
    void cleanup();

    void emptyUntilGpusAreChosen();
    void columnsAreTheChosenGpus();
    void rowsSaySpecsPerformanceAndCost();
    void bestValuesAreMarked();
    void memoryFitFollowsTheWorkload();
    void followsTheWhatIfSettings();
    void measuredFiguresSitBesideTheEstimates();
    void aMissFarBeyondTheTypicalErrorIsSaid();
    void cardsWithoutMeasurementsSaySo();
    void eachColumnHasItsOwnPriceBasis();

private:
    QString text(int row, int column) const { return m_comparison->index(row, column).data().toString(); }

    std::unique_ptr<WhatIfSettings> m_settings;
    std::unique_ptr<GpuTableModel> m_gpus;
    std::unique_ptr<GpuComparisonModel> m_comparison;
    std::unique_ptr<QAbstractItemModelTester> m_tester;
};

void TestGpuComparisonModel::init()
{
    m_settings = std::make_unique<WhatIfSettings>();
    m_gpus = std::make_unique<GpuTableModel>(HandMadeGpus::snapshot(), m_settings.get());
    m_comparison = std::make_unique<GpuComparisonModel>(m_gpus.get());
    m_tester = std::make_unique<QAbstractItemModelTester>(m_comparison.get(),
                                                          QAbstractItemModelTester::FailureReportingMode::QtTest);
}

void TestGpuComparisonModel::cleanup()
{
    m_tester.reset();
    m_comparison.reset();
    m_gpus.reset();
    m_settings.reset();
}

void TestGpuComparisonModel::emptyUntilGpusAreChosen()
{
    QCOMPARE(m_comparison->columnCount(), 0);
    QCOMPARE(m_comparison->rowCount(), 0);
}

void TestGpuComparisonModel::columnsAreTheChosenGpus()
{
    using H = HandMadeGpus;
    m_comparison->setGpuIds({H::Fast, H::Reference, H::Fast, 999, H::Cheap, H::Datacenter});
    // Unknown and repeated ids are dropped; at most four, in the order given.
    QCOMPARE(m_comparison->gpuIds(), (QList<qint64>{H::Fast, H::Reference, H::Cheap, H::Datacenter}));
    QCOMPARE(m_comparison->columnCount(), 4);
    QCOMPARE(m_comparison->rowCount(), int(GpuComparisonModel::RowCount));
    QCOMPARE(m_comparison->headerData(0, Qt::Horizontal).toString(), u"Fast Card"_s);
    QCOMPARE(m_comparison->headerData(1, Qt::Horizontal, GpuComparisonModel::GpuIdRole).toLongLong(), H::Reference);
    m_comparison->setGpuIds({H::Reference, H::Fast});
    QCOMPARE(m_comparison->columnCount(), 2);
}

void TestGpuComparisonModel::eachColumnHasItsOwnPriceBasis()
{
    // Issue 25: a new card beside a used one. The reference card counted new, the fast card at the
    // cheaper of its prices (the default): each column's price, date, kind and costs follow.
    using H = HandMadeGpus;
    m_comparison->setGpuIds({H::Reference, H::Fast});
    QCOMPARE(m_comparison->priceBasis(0), PriceBasis::Cheapest);
    QCOMPARE(m_comparison->priceBasis(1), PriceBasis::Cheapest);
    // The one cost of ownership: the price + the desktop the planner prices around the card +
    // (350 W + the desktop's 100 W) x 15% x 8,760 h x $0.175 x 5 years (docs/model.md §5).
    const Gpu &reference = m_gpus->entry(m_gpus->rowOf(H::Reference)).gpu;
    const double desktop = CostOfOwnership().desktop(reference, 1, CostParameters(), {}).usd;
    const double electricity = (350 + 100) / 1000.0 * 0.15 * 8760 * 0.175 * 5;
    const auto total = [this](int column) {
        return m_comparison->index(GpuComparisonModel::TotalCost, column)
            .data(GpuComparisonModel::ValueRole)
            .toDouble();
    };
    // Today both of the reference card's prices (used $800 of 2023-01, new $1,200 of 2024-01) are
    // more than 12 months old: no offer is current, so the cheaper basis takes the newer, $1,200 new.
    QCOMPARE(total(0), 1200 + desktop + electricity);
    QVERIFY(m_comparison->index(GpuComparisonModel::Price, 0).data(GpuComparisonModel::BestRole).toBool());

    QSignalSpy changed(m_comparison.get(), &QAbstractItemModel::dataChanged);
    m_comparison->setPriceBasis(0, PriceBasis::New);
    QCOMPARE(changed.size(), 1);
    QCOMPARE(m_comparison->priceBasis(0), PriceBasis::New);
    QCOMPARE(text(GpuComparisonModel::PriceTaken, 0), u"new price"_s);
    QCOMPARE(m_comparison->index(GpuComparisonModel::PriceTaken, 0).data(GpuComparisonModel::ValueRole).toString(),
             u"new"_s);
    QCOMPARE(text(GpuComparisonModel::Price, 0), u"$1,200"_s);
    QCOMPARE(text(GpuComparisonModel::PriceDate, 0), u"last seen 2024-01-01, new"_s);
    QVERIFY(m_comparison->index(GpuComparisonModel::Price, 0).data(Qt::ToolTipRole).toString().contains(u"Shop"_s));
    QCOMPARE(total(0), 1200 + desktop + electricity);
    // The other column keeps its own.
    QCOMPARE(m_comparison->priceBasis(1), PriceBasis::Cheapest);
    QCOMPARE(text(GpuComparisonModel::Price, 1), u"$1,600"_s);
    // Counted new ($1,200), the reference card is still the cheaper of the two ($1,600).
    QVERIFY(m_comparison->index(GpuComparisonModel::Price, 0).data(GpuComparisonModel::BestRole).toBool());
    // Used, where the fast card has no used price: none, said so.
    m_comparison->setPriceBasis(1, PriceBasis::Used);
    QCOMPARE(text(GpuComparisonModel::Price, 1), u"no price"_s);
    QCOMPARE(text(GpuComparisonModel::TotalCost, 1), u"—"_s);
    // The choice stays with the GPU when the table re-evaluates and when the columns change.
    m_settings->setMetric(Metric::Fp16Training);
    QCOMPARE(m_comparison->priceBasis(0), PriceBasis::New);
    m_comparison->setGpuIds({H::Fast, H::Reference});
    QCOMPARE(m_comparison->priceBasis(0), PriceBasis::Used);
    QCOMPARE(m_comparison->priceBasis(1), PriceBasis::New);
    QCOMPARE(text(GpuComparisonModel::Price, 1), u"$1,200"_s);
}

void TestGpuComparisonModel::rowsSaySpecsPerformanceAndCost()
{
    m_comparison->setGpuIds({HandMadeGpus::Reference, HandMadeGpus::Cheap});
    QCOMPARE(text(GpuComparisonModel::Vendor, 1), u"AMD"_s);
    QCOMPARE(text(GpuComparisonModel::Memory, 0), u"24 GB GDDR6X"_s);
    QCOMPARE(text(GpuComparisonModel::Bandwidth, 0), u"936 GB/s"_s);
    QCOMPARE(text(GpuComparisonModel::TensorThroughput, 1), u"no tensor cores"_s);
    QCOMPARE(text(GpuComparisonModel::Power, 1), u"120 W"_s);
    QCOMPARE(text(GpuComparisonModel::Released, 0), u"2020-09"_s);
    // Every metric, relative to the reference: the reference itself is 1.00 on each.
    for (int row = GpuComparisonModel::Int8Inference; row <= GpuComparisonModel::ImageGeneration; ++row) {
        QVERIFY(GpuComparisonModel::metricOf(row).has_value());
        // The reference is 1.00 by definition: no typical error beside it.
        QCOMPARE(text(row, 0), u"1.00"_s);
        QVERIFY(
            m_comparison->headerData(row, Qt::Vertical, Qt::ToolTipRole).toString().contains(u"GeForce RTX 3090"_s));
    }
    QVERIFY(!GpuComparisonModel::metricOf(GpuComparisonModel::Price));
    // Cost of ownership: $1,200 (the new price of 2024-01: today neither it nor the cheaper used
    // price of 2023-01 is a current offer, so the newer is taken, "last seen") + the desktop the build
    // planner prices around the card + (350 W + the desktop's 100 W) x 15% x 8,760 h x $0.175 x 5
    // years (docs/model.md §5).
    const Gpu &reference = m_gpus->entry(m_gpus->rowOf(HandMadeGpus::Reference)).gpu;
    const DesktopQuote desktop = CostOfOwnership().desktop(reference, 1, CostParameters(), {});
    QCOMPARE(desktop.origin, DesktopOrigin::Parts);
    QCOMPARE(desktop.systemWatts, 100.0);
    const double electricity = (350 + 100) / 1000.0 * 0.15 * 8760 * 0.175 * 5;
    QCOMPARE(text(GpuComparisonModel::Price, 0), u"$1,200"_s);
    // One observation: its date and its kind, marked as no current offer.
    QCOMPARE(text(GpuComparisonModel::PriceDate, 0), u"last seen 2024-01-01, new"_s);
    QCOMPARE(text(GpuComparisonModel::PriceTaken, 0), u"cheaper of new and used"_s);
    QVERIFY(m_comparison->index(GpuComparisonModel::Price, 0).data(Qt::ToolTipRole).toString().contains(u"Shop"_s));
    QCOMPARE(m_comparison->index(GpuComparisonModel::DesktopCost, 0).data(GpuComparisonModel::ValueRole).toDouble(),
             desktop.usd);
    QCOMPARE(m_comparison->index(GpuComparisonModel::Electricity, 0).data(GpuComparisonModel::ValueRole).toDouble(),
             electricity);
    QCOMPARE(m_comparison->index(GpuComparisonModel::TotalCost, 0).data(GpuComparisonModel::ValueRole).toDouble(),
             1200 + desktop.usd + electricity);
    QCOMPARE(text(GpuComparisonModel::Price, 1), u"no price"_s);
    // The price cell reads as in the GPU table, with the same observations and sources behind it.
    for (int column = 0; column < 2; ++column) {
        const int row = m_gpus->rowOf(m_comparison->gpuIds().at(column));
        for (int role : {int(Qt::DisplayRole), int(Qt::ToolTipRole)})
            QCOMPARE(m_comparison->index(GpuComparisonModel::Price, column).data(role),
                     m_gpus->index(row, GpuTableModel::Price).data(role));
    }
    QVERIFY(m_comparison->index(GpuComparisonModel::Price, 0).data(Qt::ToolTipRole).toString().contains(u" on "_s));
    QCOMPARE(text(GpuComparisonModel::TotalCost, 1), u"—"_s);
    QVERIFY(!m_comparison->index(GpuComparisonModel::PerformancePerDollar, 1)
                 .data(GpuComparisonModel::ValueRole)
                 .isValid());
}

void TestGpuComparisonModel::bestValuesAreMarked()
{
    m_comparison->setGpuIds({HandMadeGpus::Reference, HandMadeGpus::Fast});
    auto best = [this](int row, int column) {
        return m_comparison->index(row, column).data(GpuComparisonModel::BestRole).toBool();
    };
    QVERIFY(best(GpuComparisonModel::Bandwidth, 1)); // more is better
    QVERIFY(!best(GpuComparisonModel::Bandwidth, 0));
    QVERIFY(best(GpuComparisonModel::Power, 0)); // less is better
    QVERIFY(best(GpuComparisonModel::Price, 0));
    QVERIFY(best(GpuComparisonModel::Int8Inference, 1));
    // Equal values: neither is best.
    QVERIFY(!best(GpuComparisonModel::Memory, 0));
    QVERIFY(!best(GpuComparisonModel::Memory, 1));
    QVERIFY(!best(GpuComparisonModel::DesktopCost, 0));
}

void TestGpuComparisonModel::memoryFitFollowsTheWorkload()
{
    m_comparison->setGpuIds({HandMadeGpus::Cheap, HandMadeGpus::Reference, HandMadeGpus::Datacenter});
    MemoryWorkload workload;
    workload.parameters = 13e9; // 13B in 16 bits: about 29 GB with the overhead
    workload.format = NumberFormat::Fp16;
    m_comparison->setWorkload(workload);
    const double needed = estimateMemory(workload).totalGb();
    QCOMPARE(m_comparison->memoryEstimate().totalGb(), needed);
    QVERIFY(needed > 24 && needed < 80);
    QCOMPARE(text(GpuComparisonModel::MemoryNeeded, 0), u"%1 GB"_s.arg(needed, 0, 'f', 1));
    QCOMPARE(text(GpuComparisonModel::MemoryFit, 0),
             u"Needs %1 cards"_s.arg(fitOnGpu(estimateMemory(workload), 8).gpusNeeded));
    QCOMPARE(text(GpuComparisonModel::MemoryFit, 1), u"Needs 2 cards"_s);
    QCOMPARE(text(GpuComparisonModel::MemoryFit, 2), u"Fits on one card"_s);
    QVERIFY(m_comparison->index(GpuComparisonModel::MemoryFit, 2).data(GpuComparisonModel::BestRole).toBool());
    QVERIFY(!m_comparison->index(GpuComparisonModel::MemoryFit, 1).data(GpuComparisonModel::BestRole).toBool());

    workload.format = NumberFormat::Int4;
    m_comparison->setWorkload(workload);
    QCOMPARE(text(GpuComparisonModel::MemoryFit, 1), u"Fits on one card"_s);
}

void TestGpuComparisonModel::followsTheWhatIfSettings()
{
    m_comparison->setGpuIds({HandMadeGpus::Reference, HandMadeGpus::Fast});
    m_settings->setAsOf(endOfMonth(u"2023-01"_s));
    // As of 2023-01: new $1,500 and used $800, the used is the price.
    QCOMPARE(text(GpuComparisonModel::Price, 0), u"$800"_s);
    CostParameters cost = m_settings->cost();
    cost.years = 2;
    cost.desktopUsd = 1000;
    m_settings->setCost(cost);
    QCOMPARE(text(GpuComparisonModel::DesktopCost, 0), u"$1,000"_s);
    QVERIFY(m_comparison->headerData(GpuComparisonModel::Electricity, Qt::Vertical).toString().contains(u"2 years"_s));
    m_settings->setCurrencySymbol(u"£"_s);
    QCOMPARE(text(GpuComparisonModel::Price, 0), u"£800"_s);
    m_settings->setMetric(Metric::Fp16Training);
    QVERIFY(m_comparison->headerData(GpuComparisonModel::PerformancePerDollar, Qt::Vertical)
                .toString()
                .startsWith(metricTitle(Metric::Fp16Training)));
}

void TestGpuComparisonModel::aMissFarBeyondTheTypicalErrorIsSaid()
{
    // The A100's "39% below the measurement" sat beside "typically off by 15%" without a word.
    const auto typical = typicalModelError(Metric::Fp16Training);
    QVERIFY(typical && typical->medianError > 0);
    MeasuredFigure figure;
    figure.benchmark.workload = metricKey(Metric::Fp16Training);
    figure.benchmark.value = 100;
    figure.estimate = 100 * (1 + 1.5 * typical->medianError); // within twice the typical error
    QVERIFY(!MeasuredText::missesByMoreThanUsual(figure));
    QVERIFY(MeasuredText::typicalError(figure).startsWith(u"the model is typically off by"_s));
    figure.estimate = 100 * (1 - 2.5 * typical->medianError);
    QVERIFY(MeasuredText::missesByMoreThanUsual(figure));
    QVERIFY2(MeasuredText::typicalError(figure).startsWith(u"more than twice the model's typical error"_s),
             qPrintable(MeasuredText::typicalError(figure)));
    figure.estimate.reset(); // no estimate on the test's scale: nothing to compare
    QVERIFY(!MeasuredText::missesByMoreThanUsual(figure));
}

void TestGpuComparisonModel::measuredFiguresSitBesideTheEstimates()
{
    using H = HandMadeGpus;
    // Two tests, on two workloads and in two units: one row each, never one row mixing them.
    GpuSnapshot snapshot = H::snapshot();
    Benchmark reference;
    reference.gpuId = H::Reference;
    reference.dataset = u"desk-llm"_s;
    reference.workload = u"llm-generation"_s;
    reference.value = 100;
    reference.unit = u"tokens/s (8B Q4)"_s;
    reference.source = u"someone/llm-bench README.md @ 0123abc"_s;
    reference.measuredOn = QDate(2026, 10, 1);
    Benchmark fast = reference;
    fast.gpuId = H::Fast;
    fast.value = 130;
    Benchmark training = reference;
    training.dataset = u"lab-training"_s;
    training.workload = u"fp16-training"_s;
    training.value = 40;
    training.unit = u"BERT-large sequences/s"_s;
    training.source = u"https://lab.example.org/results"_s;
    training.measuredOn = QDate(2024, 3, 1);
    Benchmark trainingFast = training;
    trainingFast.gpuId = H::Fast;
    trainingFast.value = 52;
    trainingFast.source = u"https://other.example.net/table"_s;
    snapshot.benchmarks = {reference, fast, training, trainingFast};
    m_comparison.reset();
    m_tester.reset();
    m_gpus = std::make_unique<GpuTableModel>(snapshot, m_settings.get());
    m_comparison = std::make_unique<GpuComparisonModel>(m_gpus.get());
    m_tester = std::make_unique<QAbstractItemModelTester>(m_comparison.get(),
                                                          QAbstractItemModelTester::FailureReportingMode::QtTest);
    m_settings->setMetric(Metric::LlmGeneration);
    m_comparison->setGpuIds({H::Reference, H::Fast, H::Cheap});

    QCOMPARE(m_comparison->measuredTests(), 2);
    QCOMPARE(m_comparison->rowCount(), int(GpuComparisonModel::RowCount) + 1);
    const int llm = m_comparison->row(GpuComparisonModel::Measured);
    // The metric in focus first.
    QCOMPARE(m_comparison->testOf(llm), u"desk-llm"_s);
    QCOMPARE(m_comparison->testOf(llm + 1), u"lab-training"_s);
    QCOMPARE(m_comparison->kind(llm + 1), GpuComparisonModel::Measured);
    QCOMPARE(m_comparison->kind(llm + 2), GpuComparisonModel::EstimateBasis);
    QCOMPARE(m_comparison->row(GpuComparisonModel::Price), int(GpuComparisonModel::Price) + 1);
    QCOMPARE(m_comparison->kind(m_comparison->row(GpuComparisonModel::MemoryFit)), GpuComparisonModel::MemoryFit);

    // The row says the workload, what was counted, its conditions and, as both GPUs share it, the
    // source by its title and the month; never the repository path or commit.
    const QString header = m_comparison->headerData(llm, Qt::Vertical).toString();
    for (const QString &part :
         {metricTitle(Metric::LlmGeneration), u"tokens/s"_s, u"8B Q4"_s, u"llm-bench"_s, u"2026-10"_s})
        QVERIFY2(header.contains(part), qPrintable(header));
    QVERIFY2(!header.contains(u"0123abc"_s) && !header.contains(u"README"_s), qPrintable(header));
    // Each cell: the measured value and the model's estimate for the same test in its unit.
    const QString measured = text(llm, 1);
    QVERIFY2(measured.contains(u"130"_s), qPrintable(measured));
    const double relative =
        m_gpus->evaluator().estimate(m_gpus->entry(m_gpus->rowOf(H::Fast)).gpu, Metric::LlmGeneration).relative;
    QVERIFY2(measured.contains(Formatter::significant(100 * relative, 3)), qPrintable(measured));
    QCOMPARE(m_comparison->index(llm, 1).data(GpuComparisonModel::ValueRole).toDouble(), 130.0);
    QCOMPARE(m_comparison->index(llm, 1).data(GpuComparisonModel::EstimateRole).toDouble(), 100 * relative);
    QVERIFY(m_comparison->index(llm, 1).data(GpuComparisonModel::BestRole).toBool());
    const QString tip = m_comparison->index(llm, 1).data(Qt::ToolTipRole).toString();
    QVERIFY2(tip.contains(u"someone/llm-bench README.md @ 0123abc"_s) && tip.contains(u"2026-10-01"_s),
             qPrintable(tip));
    // A card the test did not measure says so.
    QCOMPARE(text(llm, 2), u"Not measured in this test."_s);
    QVERIFY(!m_comparison->index(llm, 2).data(GpuComparisonModel::ValueRole).isValid());

    // Sources that differ within a test: each cell names its own, with its month.
    const QString trainingHeader = m_comparison->headerData(llm + 1, Qt::Vertical).toString();
    QVERIFY2(trainingHeader.contains(metricTitle(Metric::Fp16Training)) &&
                 trainingHeader.contains(u"BERT-large sequences/s"_s) && !trainingHeader.contains(u"example"_s),
             qPrintable(trainingHeader));
    QVERIFY2(text(llm + 1, 0).contains(u"lab.example.org, 2024-03"_s), qPrintable(text(llm + 1, 0)));
    QVERIFY2(text(llm + 1, 1).contains(u"other.example.net, 2024-03"_s), qPrintable(text(llm + 1, 1)));

    // Another metric in focus puts its tests first.
    m_settings->setMetric(Metric::Fp16Training);
    QCOMPARE(m_comparison->testOf(m_comparison->row(GpuComparisonModel::Measured)), u"lab-training"_s);

    // Every estimate says what it rests on.
    const QString basis =
        m_comparison->index(m_comparison->row(GpuComparisonModel::EstimateBasis), 1).data(Qt::ToolTipRole).toString();
    QVERIFY2(basis.contains(u"GB/s"_s), qPrintable(basis));
    QVERIFY2(text(m_comparison->row(GpuComparisonModel::EstimateBasis), 1).contains(u"TFLOPS"_s),
             qPrintable(text(m_comparison->row(GpuComparisonModel::EstimateBasis), 1)));
    const QString estimateTip =
        m_comparison->index(GpuComparisonModel::Fp16Training, 1).data(Qt::ToolTipRole).toString();
    QVERIFY2(estimateTip.contains(u"GB/s"_s), qPrintable(estimateTip));
}

void TestGpuComparisonModel::cardsWithoutMeasurementsSaySo()
{
    // No GPU measured: one row says so plainly for each card.
    m_comparison->setGpuIds({HandMadeGpus::Reference, HandMadeGpus::Cheap});
    QCOMPARE(m_comparison->measuredTests(), 0);
    QCOMPARE(m_comparison->rowCount(), int(GpuComparisonModel::RowCount));
    QCOMPARE(text(GpuComparisonModel::Measured, 0), u"No test on record measured this GPU."_s);
    QCOMPARE(m_comparison->headerData(GpuComparisonModel::Measured, Qt::Vertical).toString(), u"Measured figures"_s);
    QVERIFY(!m_comparison->index(GpuComparisonModel::Measured, 0).data(GpuComparisonModel::BestRole).toBool());
}

QTEST_GUILESS_MAIN(TestGpuComparisonModel)
#include "tst_gpucomparisonmodel.moc"

// SPDX-FileCopyrightText: 2026 GPU Advisor contributors
// SPDX-License-Identifier: GPL-3.0-or-later
// The side-by-side view on hand-made GPUs: how it asks for GPUs, what it shows, the best value
// of each row standing out, and the workload controls.
#include "model/browser/gpucomparisonmodel.h"
#include "model/browser/gputablemodel.h"
#include "model/browser/whatifsettings.h"
#include "tests/common/handmadegpus.h"
#include "ui/browser/comparewidget.h"

#include <QAbstractItemModelTester>
#include <QComboBox>
#include <QDoubleSpinBox>
#include <QLabel>
#include <QTableView>
#include <QTest>

#include <memory>

using namespace Qt::StringLiterals;

class TestCompareWidget final : public QObject
{
    Q_OBJECT

private Q_SLOTS:
    void init();
    void cleanup();

    void asksForTwoToFourGpus();
    void showsTheGpusSideBySide();
    void workloadControlsChangeTheMemoryFit();
    void eachColumnChoosesItsPrice();

private:
    QLabel *hint() const { return m_widget->findChild<QLabel *>(u"compareHintLabel"_s); }
    QTableView *table() const { return m_widget->findChild<QTableView *>(u"compareTableView"_s); }

    std::unique_ptr<WhatIfSettings> m_settings;
    std::unique_ptr<GpuTableModel> m_gpus;
    std::unique_ptr<CompareWidget> m_widget;
};

void TestCompareWidget::init()
{
    m_settings = std::make_unique<WhatIfSettings>();
    m_gpus = std::make_unique<GpuTableModel>(HandMadeGpus::snapshot(), m_settings.get());
    m_widget = std::make_unique<CompareWidget>(m_gpus.get());
    m_widget->resize(900, 700);
    m_widget->show();
    QVERIFY(QTest::qWaitForWindowExposed(m_widget.get()));
}

void TestCompareWidget::cleanup()
{
    m_widget.reset();
    m_gpus.reset();
    m_settings.reset();
}

void TestCompareWidget::asksForTwoToFourGpus()
{
    QVERIFY(hint()->text().contains(u"two to four"_s));
    QVERIFY(!table()->isVisible());
    m_widget->setGpuIds({HandMadeGpus::Fast});
    QVERIFY(!table()->isVisible());
    using H = HandMadeGpus;
    m_widget->setGpuIds({H::Fast, H::Reference, H::Cheap, H::Datacenter, H::Fast + 100});
    QVERIFY(table()->isVisible());
    QCOMPARE(table()->model()->columnCount(), 4);
    QVERIFY(hint()->text().contains(u"the first 4 are compared"_s));
    m_widget->setGpuIds({H::Fast, H::Reference});
    QVERIFY(hint()->text().contains(u"best value"_s));
    // What the ± beside an estimate is.
    QVERIFY(hint()->text().contains(u"± the model's typical error"_s));
}

void TestCompareWidget::showsTheGpusSideBySide()
{
    m_widget->setGpuIds({HandMadeGpus::Reference, HandMadeGpus::Fast});
    QAbstractItemModel *model = table()->model();
    QAbstractItemModelTester tester(model, QAbstractItemModelTester::FailureReportingMode::QtTest);
    QCOMPARE(model->headerData(0, Qt::Horizontal).toString(), u"GeForce RTX 3090"_s);
    QCOMPARE(model->headerData(1, Qt::Horizontal).toString(), u"Fast Card"_s);
    QCOMPARE(model->index(GpuComparisonModel::Architecture, 1).data().toString(), u"Ada Lovelace"_s);
    QCOMPARE(model->index(GpuComparisonModel::Price, 1).data().toString(), u"$1,600"_s);
    // The best of a row is highlighted; a tie is not.
    QVERIFY(model->index(GpuComparisonModel::Bandwidth, 1).data(Qt::BackgroundRole).isValid());
    QVERIFY(model->index(GpuComparisonModel::Bandwidth, 1).data(Qt::FontRole).value<QFont>().bold());
    QVERIFY(!model->index(GpuComparisonModel::Bandwidth, 0).data(Qt::BackgroundRole).isValid());
    QVERIFY(!model->index(GpuComparisonModel::Memory, 0).data(Qt::BackgroundRole).isValid());
    QVERIFY(model->index(GpuComparisonModel::Price, 0).data(Qt::BackgroundRole).isValid());
    // What-if changes reach the comparison.
    m_settings->setCurrencySymbol(u"€"_s);
    QCOMPARE(model->index(GpuComparisonModel::Price, 1).data().toString(), u"€1,600"_s);
}

void TestCompareWidget::workloadControlsChangeTheMemoryFit()
{
    m_widget->setGpuIds({HandMadeGpus::Reference, HandMadeGpus::Datacenter});
    QAbstractItemModel *model = table()->model();
    auto fit = [model](int column) {
        return model->index(GpuComparisonModel::MemoryFit, column).data().toString();
    };
    auto *label = m_widget->findChild<QLabel *>(u"memoryNeedLabel"_s);
    QCOMPARE(fit(0), u"Fits on one card"_s); // 7B in 16 bits
    const QString before = label->text();

    auto *parameters = m_widget->findChild<QDoubleSpinBox *>(u"parametersSpinBox"_s);
    parameters->setFocus();
    parameters->selectAll();
    QTest::keyClicks(parameters, u"70"_s);
    QCOMPARE(fit(0), u"Needs 7 cards"_s);
    QCOMPARE(fit(1), u"Needs 2 cards"_s);
    QVERIFY(label->text() != before);

    auto *precision = m_widget->findChild<QComboBox *>(u"precisionComboBox"_s);
    precision->setCurrentIndex(precision->findData(int(NumberFormat::Int4)));
    QCOMPARE(fit(1), u"Fits on one card"_s);

    auto *mode = m_widget->findChild<QComboBox *>(u"modeComboBox"_s);
    mode->setCurrentIndex(mode->findData(int(WorkloadMode::Training)));
    QVERIFY(label->text().contains(u"optimizer"_s));
    QVERIFY(fit(1).startsWith(u"Needs"_s));
}

QTEST_MAIN(TestCompareWidget)
#include "tst_comparewidget.moc"

void TestCompareWidget::eachColumnChoosesItsPrice()
{
    // Issue 25: the reference card counted new beside the fast card at its cheapest price, chosen
    // in the column's own "Price taken" box.
    m_widget->setGpuIds({HandMadeGpus::Reference, HandMadeGpus::Fast});
    auto *view = m_widget->findChild<QTableView *>(u"compareTableView"_s);
    QVERIFY(view);
    GpuComparisonModel *comparison = m_widget->comparison();
    const int taken = comparison->row(GpuComparisonModel::PriceTaken);
    const auto boxOf = [&](int column) {
        return qobject_cast<QComboBox *>(view->indexWidget(view->model()->index(taken, column)));
    };
    QComboBox *first = boxOf(0);
    QComboBox *second = boxOf(1);
    QVERIFY(first && second);
    QCOMPARE(first->currentData().toInt(), int(PriceBasis::Cheapest));
    QVERIFY(first->accessibleName().contains(u"GeForce RTX 3090"_s));
    const auto price = [&](int column) {
        return view->model()->index(comparison->row(GpuComparisonModel::Price), column).data().toString();
    };
    // Today neither of its prices (used $800 of 2023-01, new $1,200 of 2024-01) is a current
    // offer: the cheaper basis takes the newer, the new one.
    QCOMPARE(price(0), u"$1,200"_s);
    // By keyboard, as a user would: focus the box and pick "Used".
    first->setFocus();
    const int usedIndex = first->findData(int(PriceBasis::Used));
    QVERIFY(usedIndex > 0);
    for (int i = first->currentIndex(); i < usedIndex; ++i)
        QTest::keyClick(first, Qt::Key_Down);
    QCOMPARE(first->currentData().toInt(), int(PriceBasis::Used));
    QCOMPARE(comparison->priceBasis(0), PriceBasis::Used);
    QCOMPARE(price(0), u"$800"_s);
    QCOMPARE(price(1), u"$1,600"_s);
    QCOMPARE(comparison->priceBasis(1), PriceBasis::Cheapest);
    // The boxes come back after the comparison is laid out again, with the choice kept.
    m_settings->setMetric(Metric::Fp16Training);
    QTRY_VERIFY(boxOf(0));
    QCOMPARE(boxOf(0)->currentData().toInt(), int(PriceBasis::Used));
    QCOMPARE(price(0), u"$800"_s);
}

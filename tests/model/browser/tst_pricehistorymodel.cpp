// SPDX-FileCopyrightText: 2026 GPU Advisor contributors
// SPDX-License-Identifier: GPL-3.0-or-later
// One GPU's price observations as a table, oldest first, with their sources.
#include "model/browser/pricehistorymodel.h"
#include "tests/common/handmadegpus.h"

#include <QAbstractItemModelTester>
#include <QSignalSpy>
#include <QTest>

using namespace Qt::StringLiterals;

class TestPriceHistoryModel final : public QObject
{
    Q_OBJECT

private Q_SLOTS:
    void listsObservationsOldestFirst();
};

void TestPriceHistoryModel::listsObservationsOldestFirst()
{
    PriceHistoryModel model;
    QAbstractItemModelTester tester(&model, QAbstractItemModelTester::FailureReportingMode::QtTest);
    QCOMPARE(model.rowCount(), 0);
    QList<PriceObservation> observations = HandMadeGpus::snapshot().prices.value(HandMadeGpus::Reference);
    std::reverse(observations.begin(), observations.end());
    PriceObservation mine = HandMadeGpus::price(HandMadeGpus::Reference, QDate(2023, 6, 1), PriceCondition::Used, 700);
    mine.userEntered = true;
    mine.note = u"from a friend"_s;
    observations.append(mine);
    model.setObservations(observations);
    QCOMPARE(model.rowCount(), 4);
    QCOMPARE(model.columnCount(), int(PriceHistoryModel::ColumnCount));
    QCOMPARE(model.index(0, PriceHistoryModel::Date).data(PriceHistoryModel::ValueRole).toDate(), QDate(2022, 12, 15));
    QCOMPARE(model.index(3, PriceHistoryModel::Date).data().toString(), u"2024-01-01"_s);
    QCOMPARE(model.index(1, PriceHistoryModel::Condition).data().toString(), u"Used"_s);
    QCOMPARE(model.index(1, PriceHistoryModel::Condition).data(PriceHistoryModel::ValueRole).toString(), u"used"_s);
    QCOMPARE(model.index(0, PriceHistoryModel::Price).data().toString(), u"$1,500"_s);
    QCOMPARE(model.index(2, PriceHistoryModel::Source).data().toString(), u"Auction site (your entry)"_s);
    QVERIFY(model.index(2, PriceHistoryModel::Source).data(Qt::ToolTipRole).toString().contains(u"from a friend"_s));
    QCOMPARE(model.headerData(PriceHistoryModel::Source, Qt::Horizontal).toString(), u"Source"_s);

    QSignalSpy changed(&model, &QAbstractItemModel::dataChanged);
    model.setCurrencySymbol(u"€"_s);
    QCOMPARE(changed.count(), 1);
    QCOMPARE(model.index(0, PriceHistoryModel::Price).data().toString(), u"€1,500"_s);
    model.setObservations({});
    QCOMPARE(model.rowCount(), 0);
}

QTEST_GUILESS_MAIN(TestPriceHistoryModel)
#include "tst_pricehistorymodel.moc"

// SPDX-FileCopyrightText: 2026 GPU Advisor contributors
// SPDX-License-Identifier: GPL-3.0-or-later
// Where a chart puts a point's name: the rules of LabelPlacement on boxes laid out by hand.
#include "ui/charts/labelplacement.h"

#include <QTest>

class TestLabelPlacement final : public QObject
{
    Q_OBJECT

private:
    static constexpr QSizeF Label{60, 12};
    static QRectF dotAt(const QRectF &spot) { return QRectF(spot.center() - QPointF(5, 5), QSizeF(10, 10)); }
    static QList<QRectF> spots() { return LabelPlacement::spotsAround({200, 200}, Label, 10, 3); }

private Q_SLOTS:
    void spotsSurroundThePointWithoutCoveringIt()
    {
        const QList<QRectF> around = spots();
        QCOMPARE(around.size(), 6);
        const QRectF marker(QPointF(195, 195), QSizeF(10, 10));
        for (const QRectF &spot : around) {
            QCOMPARE(spot.size(), Label);
            QVERIFY(!spot.intersects(marker));
        }
        QVERIFY(around.first().right() < 200 && around.first().center().y() == 200); // left first
    }

    void theFirstPlaceWinsWhenNothingIsInTheWay()
    {
        LabelPlacement placement(QRectF(0, 0, 400, 400));
        QCOMPARE(placement.place(spots()), spots().first());
    }

    void aDotIsLeftInSightWhereAnotherPlaceIsFree()
    {
        LabelPlacement placement(QRectF(0, 0, 400, 400));
        placement.setDots({dotAt(spots().at(0)), dotAt(spots().at(1))});
        QCOMPARE(placement.place(spots()), spots().at(2));
    }

    void withDotsEverywhereTheFewestAreHidden()
    {
        LabelPlacement placement(QRectF(0, 0, 400, 400));
        QList<QRectF> dots;
        for (const QRectF &spot : spots())
            dots.append(dotAt(spot));
        dots.append(dotAt(spots().at(0)).translated(-20, 0)); // the left place hides the most
        placement.setDots(dots);
        int fewest = int(dots.size());
        qsizetype earliest = -1;
        for (qsizetype i = 0; i < spots().size(); ++i) {
            if (const int n = placement.dotsUnder(spots().at(i)); n < fewest) {
                fewest = n;
                earliest = i;
            }
        }
        QVERIFY(fewest > 0);
        QVERIFY(placement.dotsUnder(spots().at(0)) > fewest);
        QCOMPARE(placement.place(spots()), spots().at(earliest));
    }

    void blockedPlacesAndTheEdgeAreNeverUsed()
    {
        // The plot ends just right of the point: the right-hand places are outside it.
        LabelPlacement placement(QRectF(0, 0, 205, 400));
        placement.block(spots().at(0));
        placement.block(spots().at(1));
        placement.block(spots().at(2));
        placement.block(spots().at(5));
        QCOMPARE(placement.place(spots()), std::nullopt);
    }

    void aPlacedLabelBlocksTheNext()
    {
        LabelPlacement placement(QRectF(0, 0, 400, 400));
        const std::optional<QRectF> first = placement.place(spots());
        const std::optional<QRectF> second = placement.place(spots());
        QVERIFY(first && second);
        QVERIFY(!first->intersects(*second));
    }
};

QTEST_APPLESS_MAIN(TestLabelPlacement)
#include "tst_labelplacement.moc"

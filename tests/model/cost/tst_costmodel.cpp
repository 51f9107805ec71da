// SPDX-FileCopyrightText: 2026 GPU Advisor contributors
// SPDX-License-Identifier: GPL-3.0-or-later
#include "model/cost/breakeven.h"
#include "model/cost/costmodel.h"

#include <QTest>

#include <cmath>
#include <limits>

using namespace Qt::StringLiterals;

class TestCostModel final : public QObject
{
    Q_OBJECT

private Q_SLOTS:
    void electricityCheckFigure()
    {
        // The post: 450 W x 0.15 x 8,760 h x 0.175 $/kWh = $103.5 a year for an RTX 4090.
        const CostParameters defaults;
        QCOMPARE(defaults.years, 5.0);
        QCOMPARE(defaults.kwhPriceUsd, 0.175);
        QCOMPARE(defaults.utilization, 0.15);
        QVERIFY(std::abs(electricityUsdPerYear(450, defaults) - 103.4775) < 1e-9);
        QVERIFY(std::abs(energyKwhPerYear(450, defaults) - 591.3) < 1e-9);
    }

    void ownershipCost_data()
    {
        QTest::addColumn<double>("price");
        QTest::addColumn<double>("watts");
        QTest::addColumn<int>("count");
        QTest::addColumn<double>("years");
        QTest::addColumn<double>("expected");
        // total = price x count + desktop 700 + watts x count / 1000 x 0.15 x 8760 x 0.175 x years
        QTest::newRow("RTX 4090, 5 years") << 1599.0 << 450.0 << 1 << 5.0 << 1599 + 700 + 103.4775 * 5;
        QTest::newRow("two cards") << 800.0 << 285.0 << 2 << 5.0 << 1600 + 700 + 0.57 * 0.15 * 8760 * 0.175 * 5;
        QTest::newRow("one year") << 1000.0 << 350.0 << 1 << 1.0 << 1000 + 700 + 0.35 * 0.15 * 8760 * 0.175;
    }

    void ownershipCost()
    {
        QFETCH(double, price);
        QFETCH(double, watts);
        QFETCH(int, count);
        QFETCH(double, years);
        QFETCH(double, expected);
        CostParameters p;
        p.years = years;
        const CostBreakdown c = ::ownershipCost(price, watts, p, count);
        QVERIFY2(std::abs(c.totalUsd() - expected) < 1e-6, qPrintable(QString::number(c.totalUsd(), 'f', 6)));
    }

    void higherPriceNeverLowersCost()
    {
        const CostParameters p;
        double last = 0;
        for (double price = 100; price < 5000; price += 100) {
            const double total = ::ownershipCost(price, 300, p).totalUsd();
            QVERIFY(total > last);
            last = total;
        }
    }

    void invalidParametersAreNamed_data()
    {
        QTest::addColumn<int>("field");
        QTest::addColumn<double>("value");
        QTest::addColumn<QString>("name");
        QTest::newRow("utilization above 1") << 0 << 1.5 << u"utilization"_s;
        QTest::newRow("negative utilization") << 0 << -0.1 << u"utilization"_s;
        QTest::newRow("NaN kWh price") << 1 << std::numeric_limits<double>::quiet_NaN() << u"kwh-price"_s;
        QTest::newRow("zero years") << 2 << 0.0 << u"years"_s;
        QTest::newRow("negative desktop") << 3 << -1.0 << u"desktop-cost"_s;
        QTest::newRow("infinite desktop") << 3 << std::numeric_limits<double>::infinity() << u"desktop-cost"_s;
    }

    void invalidParametersAreNamed()
    {
        QFETCH(int, field);
        QFETCH(double, value);
        QFETCH(QString, name);
        CostParameters p;
        p.desktopUsd = 0; // the user's own price: checked like the others
        double *fields[] = {&p.utilization, &p.kwhPriceUsd, &p.years, &*p.desktopUsd};
        *fields[field] = value;
        QVERIFY(p.validate().startsWith(name));
    }

    void breakEvenWorkedExample()
    {
        // The post: $2,200 desktop, 350 W + 100 W, $0.12/kWh, $2.14/h, 15% -> about 300 days.
        const BreakEvenResult r = breakEven(BreakEvenInput{});
        QVERIFY(r.breakEvenDays);
        QVERIFY2(std::abs(*r.breakEvenDays - 2200 / (2.14 * 3.6 - 0.45 * 3.6 * 0.12)) < 1e-9,
                 qPrintable(QString::number(*r.breakEvenDays)));
        QVERIFY(*r.breakEvenDays > 280 && *r.breakEvenDays < 310);
        QVERIFY(std::abs(r.energyKwhPerYear - 591.3) < 1e-9);
        QVERIFY(std::abs(r.electricityUsdPerDay * 365 - 70.956) < 1e-9);
        // At the break-even day both ways have cost the same.
        QVERIFY(std::abs(r.cloudCumulativeUsd(*r.breakEvenDays) - r.desktopCumulativeUsd(*r.breakEvenDays, 2200)) <
                1e-6);
    }

    void breakEvenNeverWhenTheCloudIsCheap()
    {
        BreakEvenInput in;
        in.cloudHourlyUsd = 0.01;
        QVERIFY(!breakEven(in).breakEvenDays);
    }

    void breakEvenMovesTheRightWay()
    {
        BreakEvenInput busy;
        busy.utilization = 0.6;
        QVERIFY(*breakEven(busy).breakEvenDays < *breakEven(BreakEvenInput{}).breakEvenDays);
        BreakEvenInput dearer;
        dearer.desktopCostUsd = 4000;
        QVERIFY(*breakEven(dearer).breakEvenDays > *breakEven(BreakEvenInput{}).breakEvenDays);
    }

    void breakEvenValidation()
    {
        BreakEvenInput in;
        in.utilization = 0;
        QVERIFY(in.validate().startsWith(u"utilization"_s));
        in = {};
        in.cloudHourlyUsd = -2;
        QVERIFY(in.validate().startsWith(u"cloud-hourly"_s));
        in = {};
        in.gpuWatts = std::numeric_limits<double>::infinity();
        QVERIFY(in.validate().startsWith(u"gpu-watts"_s));
        QVERIFY(BreakEvenInput{}.validate().isEmpty());
    }
};

QTEST_GUILESS_MAIN(TestCostModel)
#include "tst_costmodel.moc"

// SPDX-FileCopyrightText: 2026 GPU Advisor contributors
// SPDX-License-Identifier: GPL-3.0-or-later
// The Pareto frontier of price against performance, on hand-made points.
#include "model/performance/pareto.h"

#include <QTest>

#include <limits>

class TestPareto final : public QObject
{
    Q_OBJECT

private Q_SLOTS:
    void frontier_data();
    void frontier();
    void frontierRunsFromCheapToDear();
    void noPointOffTheFrontierIsUnbeaten();
};

void TestPareto::frontier_data()
{
    QTest::addColumn<QList<ParetoPoint>>("points");
    QTest::addColumn<QList<int>>("expected");

    const double nan = std::numeric_limits<double>::quiet_NaN();
    const double inf = std::numeric_limits<double>::infinity();
    QTest::newRow("empty") << QList<ParetoPoint>{} << QList<int>{};
    QTest::newRow("one point") << QList<ParetoPoint>{{500, 1}} << QList<int>{0};
    QTest::newRow("dearer and better: both") << QList<ParetoPoint>{{1000, 2}, {500, 1}} << QList<int>{1, 0};
    QTest::newRow("dearer and worse: only the cheap one") << QList<ParetoPoint>{{500, 2}, {1000, 1}} << QList<int>{0};
    QTest::newRow("dearer and equal: only the cheap one") << QList<ParetoPoint>{{500, 1}, {1000, 1}} << QList<int>{0};
    QTest::newRow("same price, better wins") << QList<ParetoPoint>{{500, 1}, {500, 2}} << QList<int>{1};
    QTest::newRow("identical points are both on it") << QList<ParetoPoint>{{500, 1}, {500, 1}} << QList<int>{0, 1};
    // A staircase with dominated points under and beside it:
    //   0 ($300, 0.5)  on     1 ($400, 0.4) under 0     2 ($700, 1.0) on
    //   3 ($800, 0.9)  under 2  4 ($1500, 2.0) on     5 ($1600, 2.0) beside 4   6 ($5000, 4.0) on
    QTest::newRow("staircase") << QList<ParetoPoint>{{300, 0.5},  {400, 0.4},  {700, 1.0}, {800, 0.9},
                                                     {1500, 2.0}, {1600, 2.0}, {5000, 4.0}}
                               << QList<int>{0, 2, 4, 6};
    QTest::newRow("free and useful") << QList<ParetoPoint>{{0, 0.1}, {100, 0.05}, {200, 0.3}} << QList<int>{0, 2};
    QTest::newRow("non-finite and negative costs are ignored")
        << QList<ParetoPoint>{{nan, 9}, {inf, 9}, {-1, 9}, {500, nan}, {800, 1}} << QList<int>{4};
}

void TestPareto::frontier()
{
    QFETCH(QList<ParetoPoint>, points);
    QFETCH(QList<int>, expected);
    QCOMPARE(paretoFrontier(points), expected);
}

void TestPareto::frontierRunsFromCheapToDear()
{
    const QList<ParetoPoint> points{{5000, 4}, {300, 0.5}, {1500, 2}, {700, 1}};
    const QList<int> frontier = paretoFrontier(points);
    QCOMPARE(frontier.size(), 4);
    for (int i = 1; i < frontier.size(); ++i) {
        QVERIFY(points.at(frontier.at(i)).cost > points.at(frontier.at(i - 1)).cost);
        QVERIFY(points.at(frontier.at(i)).value > points.at(frontier.at(i - 1)).value);
    }
}

void TestPareto::noPointOffTheFrontierIsUnbeaten()
{
    // A deterministic scatter: every point off the frontier has one on it that is no dearer and
    // no worse; no point on it has any such point.
    QList<ParetoPoint> points;
    for (int i = 0; i < 200; ++i)
        points.append({double((i * 7919) % 1000 + 100), double((i * 104729) % 997) / 100.0});
    const QList<int> frontier = paretoFrontier(points);
    auto beats = [](const ParetoPoint &a, const ParetoPoint &b) {
        return a.cost <= b.cost && a.value >= b.value && (a.cost < b.cost || a.value > b.value);
    };
    for (int i = 0; i < points.size(); ++i) {
        bool beaten = false;
        for (const ParetoPoint &other : std::as_const(points))
            beaten = beaten || beats(other, points.at(i));
        QCOMPARE(frontier.contains(i), !beaten);
    }
}

QTEST_GUILESS_MAIN(TestPareto)
#include "tst_pareto.moc"

// SPDX-FileCopyrightText: 2026 GPU Advisor contributors
// SPDX-License-Identifier: GPL-3.0-or-later
#include "model/build/costofownership.h"
#include "model/cost/breakeven.h"
#include "model/cost/costmodel.h"
#include "model/cost/resale.h"
#include "tests/common/seededdatabase.h"

#include <QFile>
#include <QTest>

#include <cmath>
#include <limits>

using namespace Qt::StringLiterals;

namespace {

QString readSource(const QString &relative)
{
    QFile file(QStringLiteral(GPUADVISOR_SOURCE_DIR "/") + relative);
    if (!file.open(QIODevice::ReadOnly))
        return {};
    return QString::fromUtf8(file.readAll());
}

} // namespace

class TestCostModel final : public QObject
{
    Q_OBJECT

private:
    SeededDatabase m_db;

    ResaleModel seededResale() { return ResaleModel(m_db.gpus().gpus(), m_db.gpus().allPrices()); }
    Gpu seededGpu(const QString &name)
    {
        const std::optional<Gpu> g = m_db.gpus().gpuByName(name);
        return g.value_or(Gpu());
    }

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

    // docs/resale.md: owning costs the desktop − the expected resale + electricity, so the resale
    // brings the break-even forward by resale / saving per day, and both lines meet there.
    void breakEvenTakesTheResaleOff()
    {
        BreakEvenInput in;
        in.resaleUsd = 500;
        const BreakEvenResult kept = breakEven(BreakEvenInput{});
        const BreakEvenResult sold = breakEven(in);
        QVERIFY(sold.breakEvenDays && kept.breakEvenDays);
        const double saving = sold.cloudUsdPerDay - sold.electricityUsdPerDay;
        QVERIFY(std::abs(*sold.breakEvenDays - 1700 / saving) < 1e-9);
        QVERIFY(std::abs(*kept.breakEvenDays - *sold.breakEvenDays - 500 / saving) < 1e-9);
        QVERIFY(std::abs(sold.cloudCumulativeUsd(*sold.breakEvenDays) -
                         sold.desktopCumulativeUsd(*sold.breakEvenDays, in.ownedUsd())) < 1e-6);
        QVERIFY(in.validate().isEmpty());
        // A resale above what the desktop cost is refused.
        in.resaleUsd = in.desktopCostUsd + 1;
        QVERIFY(!in.validate().isEmpty());
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

    // docs/resale.md: fitted on the sold prices up to 2023, the consumer NVIDIA fit is checked on the
    // asking prices of 2025 and later; the classes with too few prices get no estimate.
    void resaleIsCheckedOutOfSample()
    {
        QVERIFY2(m_db.isValid(), qPrintable(m_db.error()));
        const ResaleModel resale = seededResale();
        const QList<ResaleCheck> checks = resale.check(ResaleModel::checkCutOff(), ResaleModel::checkFrom(), QDate());
        bool nvidia = false;
        for (const ResaleCheck &c : checks) {
            if (c.segment == FormFactor::Consumer && c.vendor == u"NVIDIA") {
                nvidia = true;
                QVERIFY(c.hasError());
                QVERIFY(c.fit->observations >= ResaleModel::MinimumObservations);
                // No sold prices after 2023: the error is against asking prices.
                QCOMPARE(c.soldChecked, 0);
                QVERIFY(c.askingChecked * 10 >= c.checked * 9);
                // The stated error, and a fit that decays.
                QVERIFY2(c.medianError > 0 && c.medianError <= 0.30, qPrintable(QString::number(c.medianError)));
                QVERIFY(c.fit->monthlyDecay > 0);
            } else if (c.segment != FormFactor::Consumer) {
                QVERIFY2(!c.hasError(), qPrintable(c.vendor));
            }
        }
        QVERIFY(nvidia);
        // docs/resale.md holds the tables this gives (regenerate: validate_resale_docs).
        QVERIFY2(readSource(u"docs/resale.md"_s).contains(resale.markdown({})),
                 "docs/resale.md: run cmake --build build --target validate_resale_docs");
    }

    // Purchase − expected resale + electricity; none in the what-if, in the post's view, or where the
    // fit does not reach.
    void resaleInTheCostOfOwnership()
    {
        CostOfOwnership ownership;
        ownership.setResale(seededResale());
        const QDate asOf(2026, 10, 31);
        CostParameters cost;
        cost.desktopUsd = 1000;
        const Gpu rtx5090 = seededGpu(u"GeForce RTX 5090"_s);
        QVERIFY(rtx5090.id > 0);
        const CostBreakdown counted = ownership.cost(rtx5090, 3000, cost, asOf);
        QVERIFY(counted.resaleState == ResaleState::Counted);
        QVERIFY(counted.resaleUsd > 0 && counted.resaleUsd < 3000);
        QCOMPARE(counted.totalUsd(), 3000 + 1000 - counted.resaleUsd + counted.electricityUsd());
        QVERIFY2(counted.resaleLine().startsWith(u"expected resale after 5 years: −$"_s),
                 qPrintable(counted.resaleLine()));
        QVERIFY(counted.resaleLine().contains(u"typically within ±"_s));
        // Two cards sell for twice as much; never for more than was paid.
        QCOMPARE(ownership.cost(rtx5090, 3000, cost, asOf, 2).resaleUsd, 2 * counted.resaleUsd);
        QCOMPARE(ownership.cost(rtx5090, 100, cost, asOf).resaleUsd, 100.0);

        cost.countResale = false;
        const CostBreakdown kept = ownership.cost(rtx5090, 3000, cost, asOf);
        QVERIFY(kept.resaleState == ResaleState::Kept);
        QCOMPARE(kept.resaleUsd, 0.0);
        QCOMPARE(kept.totalUsd(), 4000 + kept.electricityUsd());
        cost.countResale = true;

        // The post's view keeps its figures.
        const Gpu rtx4090 = seededGpu(u"GeForce RTX 4090"_s);
        const CostBreakdown post = ownership.cost(rtx4090, 1600, cost, QDate(2023, 6, 30));
        QVERIFY(post.resaleState == ResaleState::PostView);
        QCOMPARE(post.totalUsd(), post.purchaseUsd() + post.electricityUsd());

        // A datacenter card and an old card: no figure, said.
        const CostBreakdown datacenter = ownership.cost(seededGpu(u"A100 PCIe 40 GB"_s), 8000, cost, asOf);
        QVERIFY(datacenter.resaleState == ResaleState::NotEstimated);
        QVERIFY(datacenter.resaleLine().startsWith(u"no resale counted: "_s));
        const CostBreakdown old = ownership.cost(seededGpu(u"GeForce RTX 3090"_s), 1000, cost, asOf);
        QVERIFY(old.resaleState == ResaleState::NotEstimated);
        QVERIFY2(old.resaleLine().contains(u"older than the fit reaches"_s), qPrintable(old.resaleLine()));
        // Without second-hand prices: none, said; the plain formula counts none and says nothing.
        const CostBreakdown unfitted = CostOfOwnership().cost(rtx5090, 3000, cost, asOf);
        QVERIFY(unfitted.resaleState == ResaleState::NotEstimated);
        QCOMPARE(unfitted.resaleUsd, 0.0);
        QCOMPARE(unfitted.resaleLine(), u"no resale counted: no dated second-hand prices to fit"_s);
        QVERIFY(::ownershipCost(3000, 575, cost).resaleLine().isEmpty());
    }
};

QTEST_GUILESS_MAIN(TestCostModel)
#include "tst_costmodel.moc"

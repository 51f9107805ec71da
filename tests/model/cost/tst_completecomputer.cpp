// SPDX-FileCopyrightText: 2026 GPU Advisor contributors
// SPDX-License-Identifier: GPL-3.0-or-later
// Issue 25: a complete computer (a unified-memory machine) counts as itself. No desktop, CPU, RAM,
// power supply or case is added to it anywhere a cost is worked out (the browser and Compare,
// `rank`, the break-even, the language-model planner and the build planner), while a card gets
// the desktop around it everywhere. Checked on the seeded database's machines as sold.
#include "model/browser/gpuevaluator.h"
#include "model/build/costofownership.h"
#include "model/cost/breakeven.h"
#include "model/cost/costmodel.h"
#include "model/llm/llmplanner.h"
#include "model/performance/ranking.h"
#include "tests/common/seededdatabase.h"

#include <QTest>

using namespace Qt::StringLiterals;

namespace {

const QString Card = u"GeForce RTX 3090"_s;
// One machine of each platform, each priced in the seed.
const QStringList Machines = {u"Framework Desktop (Ryzen AI Max+ 395, 128 GB)"_s, u"ASUS Ascent GX10 (GB10, 128 GB)"_s,
                              u"DGX Spark (GB10, 128 GB unified)"_s, u"Mac Studio (M3 Ultra 28C CPU/60C GPU, 96 GB)"_s};

} // namespace

class TestCompleteComputer final : public QObject
{
    Q_OBJECT

private:
    SeededDatabase m_db;
    QList<Gpu> m_gpus;
    QHash<qint64, QList<PriceObservation>> m_prices;

    Gpu gpu(const QString &name) const
    {
        for (const Gpu &g : m_gpus) {
            if (g.name == name)
                return g;
        }
        return {};
    }

private Q_SLOTS:
    void initTestCase()
    {
        QVERIFY2(m_db.isValid(), qPrintable(m_db.error()));
        m_gpus = m_db.gpus().gpus();
        for (const PriceObservation &p : m_db.gpus().allPrices())
            m_prices[p.gpuId].append(p);
        for (const QString &name : Machines + QStringList{Card}) {
            QVERIFY2(gpu(name).id > 0, qPrintable(name));
            QVERIFY2(quotePrice(m_prices.value(gpu(name).id)).usd(PriceBasis::New), qPrintable(name));
        }
    }

    void theRule_data()
    {
        QTest::addColumn<QString>("name");
        QTest::addColumn<bool>("machine");
        QTest::newRow("card") << Card << false;
        for (const QString &m : Machines)
            QTest::newRow(qPrintable(m)) << m << true;
    }

    // The one rule, and what the cost model derives from it.
    void theRule()
    {
        QFETCH(QString, name);
        QFETCH(bool, machine);
        const Gpu g = gpu(name);
        QCOMPARE(g.isCompleteComputer(), machine);
        CostParameters cost;
        cost.desktopUsd = 700;
        const CostOfOwnership ownership;
        QCOMPARE(ownership.desktop(g, 1, cost, {}).usd, machine ? 0.0 : 700.0);
        const CostBreakdown c = ownership.cost(g, 2000, cost, {});
        QCOMPARE(c.desktopUsd, machine ? 0.0 : 700.0);
        QCOMPARE(c.totalUsd(), 2000 + (machine ? 0.0 : 700.0) + c.electricityUsd());
        // Without a price of the user's, a card gets the planner's machine; a complete computer none.
        const DesktopQuote planned = ownership.desktop(g, 1, CostParameters(), {});
        QCOMPARE(planned.usd > 0, !machine);
        QCOMPARE(planned.origin, machine ? DesktopOrigin::Itself : DesktopOrigin::Parts);

        const BreakEvenInput in = ownership.breakEvenInput(g, 2000, cost, {}, 1.0);
        QCOMPARE(in.desktopCostUsd, machine ? 2000.0 : 2700.0);
        // A machine's own power figure is the whole machine's: no rest of the system is added.
        QCOMPARE(in.systemWatts, machine ? 0.0 : 100.0);
        QCOMPARE(in.gpuWatts, double(g.tdpWatts));
    }

    // A user's row from before the device kind existed says so in its text, and counts too.
    void anOlderRowSaysSoInItsText()
    {
        Gpu g;
        g.memoryType = u"LPDDR5X (unified, shared with CPU)"_s;
        QVERIFY(g.isCompleteComputer());
        g.memoryType = u"GDDR6X"_s;
        QVERIFY(!g.isCompleteComputer());
        g.boardType = u"mini-PC system (unified memory)"_s;
        QVERIFY(g.isCompleteComputer());
    }

    // `rank` and the browser (its table, Compare and charts read the evaluator's entries).
    void rankAndTheBrowserAddNothingToAMachine()
    {
        CostParameters cost;
        cost.priceBasis = PriceBasis::New;
        RankingOptions options;
        options.cost = cost;
        options.sort = RankingOptions::Sort::Performance;
        QString error;
        const QList<RankEntry> ranked = rankGpus(m_gpus, m_prices, PerformanceParameters::defaults(), options, &error);
        QVERIFY2(error.isEmpty(), qPrintable(error));
        GpuSnapshot snapshot;
        snapshot.gpus = m_gpus;
        snapshot.prices = m_prices;
        GpuEvaluator evaluator(snapshot);
        evaluator.evaluate(Metric::LlmGeneration, PerformanceParameters::defaults(), cost, {});
        for (const QList<RankEntry> &entries : {ranked, evaluator.entries()}) {
            int checked = 0;
            for (const RankEntry &e : entries) {
                if (!(Machines + QStringList{Card}).contains(e.gpu.name))
                    continue;
                QVERIFY2(e.cost, qPrintable(e.gpu.name));
                const bool machine = e.gpu.name != Card;
                if (machine)
                    QCOMPARE(e.cost->desktopUsd, 0.0);
                else
                    QVERIFY(e.cost->desktopUsd > 0);
                QCOMPARE(e.cost->totalUsd(), *e.priceUsd + e.cost->desktopUsd + e.cost->electricityUsd());
                ++checked;
            }
            QCOMPARE(checked, Machines.size() + 1);
        }
    }

    // The Language models tab and `plan` (and the fine-tuning planner, which prices through it);
    // the build planner has no build around a machine.
    void theLanguageModelPlannerAddsNothingToAMachine()
    {
        LlmPlanRequest request;
        request.workload.model.name = u"Test 8B"_s;
        request.workload.model.totalParamsB = 8;
        request.workload.model.activeParamsB = 8;
        request.workload.model.layers = 32;
        request.workload.model.hidden = 4096;
        request.workload.model.attentionHeads = 32;
        request.workload.model.vocab = 128256;
        request.workload.model.nativeContext = 131072;
        request.workload.model.kvHeads = 8;
        request.workload.model.headDim = 128;
        request.workload.format = *weightFormat(u"Q4_K_M"_s);
        request.workload.kvCache = *kvCacheType(u"F16"_s);
        request.cost.priceBasis = PriceBasis::New;
        const LlmPlanner planner;
        for (const QString &name : Machines + QStringList{Card}) {
            const Gpu g = gpu(name);
            const LlmPlanOption o = planner.evaluate(request, {LlmPlanInput{g, m_prices.value(g.id)}}, {1}, false);
            const double device = *quotePrice(m_prices.value(g.id)).usd(PriceBasis::New);
            QVERIFY2(o.priceUsd, qPrintable(name));
            const bool machine = name != Card;
            QCOMPARE(*o.priceUsd, device + (machine ? 0.0 : request.cost.desktopBaseUsd));
            QCOMPARE(o.systemRamGb, 0);
            QCOMPARE(LlmPlanner::buildRequest(o, request).has_value(), !machine);
        }
    }
};

QTEST_GUILESS_MAIN(TestCompleteComputer)
#include "tst_completecomputer.moc"

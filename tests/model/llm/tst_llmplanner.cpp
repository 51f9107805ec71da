// SPDX-FileCopyrightText: 2026 GPU Advisor contributors
// SPDX-License-Identifier: GPL-3.0-or-later
#include "model/build/buildplanner.h"
#include "model/llm/llmmodelcsv.h"
#include "model/llm/llmplanner.h"

#include <QFile>
#include <QJsonArray>
#include <QTest>

using namespace Qt::StringLiterals;

namespace {

LlmModel model(const QString &name)
{
    QFile file(QStringLiteral(GPUADVISOR_SOURCE_DIR "/resources/seed/llm_models.csv"));
    if (!file.open(QIODevice::ReadOnly))
        return {};
    QList<LlmModel> models;
    QStringList errors;
    LlmModelCsv::parse(QString::fromUtf8(file.readAll()), &models, &errors, false);
    return findModel(models, name).value_or(LlmModel{});
}

LlmPlanInput input(const QString &name, double gb, double bandwidth, double usd, const QString &memoryType = {},
                   const QString &vendor = u"NVIDIA"_s)
{
    LlmPlanInput in;
    in.gpu.id = qHash(name);
    in.gpu.name = name;
    in.gpu.vendor = vendor;
    in.gpu.vramGb = gb;
    in.gpu.memoryBandwidthGbs = bandwidth;
    in.gpu.fp16TensorTflops = 100;
    in.gpu.fp32Tflops = 50;
    in.gpu.tdpWatts = 300;
    in.gpu.pcieGeneration = 4;
    in.gpu.memoryType = memoryType;
    in.gpu.releaseYear = 2023;
    PriceObservation p;
    p.gpuId = in.gpu.id;
    p.observedOn = QDate(2025, 6, 1);
    p.monthly = true;
    p.usd = usd;
    in.prices = {p};
    return in;
}

QList<LlmPlanInput> devices()
{
    return {input(u"Card 24"_s, 24, 1000, 1600), input(u"Card 48"_s, 48, 900, 4000),
            input(u"Card 80"_s, 80, 2000, 15000),
            input(u"Apple M4 Max (40-core GPU, up to 128 GB)"_s, 128, 546, 3500, u"unified memory"_s, u"Apple"_s)};
}

LlmPlanRequest request(const QString &name, const QString &format = u"Q4_K_M"_s, int context = 8192)
{
    LlmPlanRequest r;
    r.workload = {model(name), *weightFormat(format), *kvCacheType(u"F16"_s), context, 1, {}};
    return r;
}

} // namespace

class TestLlmPlanner final : public QObject
{
    Q_OBJECT

private Q_SLOTS:
    void seventyBillionNeedsSeveralCardsOrUnifiedMemory()
    {
        const LlmPlanner planner;
        const QList<LlmPlanOption> options = planner.plan(request(u"Llama 3.1 70B"_s), devices());
        bool twoCards = false;
        bool unified = false;
        for (const LlmPlanOption &o : options) {
            QVERIFY(o.estimate.fits);
            if (o.configuration.groups.first().device.name == u"Card 24"_s && o.kind() == u"gpus"_s) {
                // Never one 24 GB card.
                QVERIFY(o.configuration.deviceCount() >= 2);
                twoCards = true;
                QCOMPARE(o.estimate.devices.size(), o.configuration.deviceCount());
            }
            unified = unified || o.kind() == u"unified"_s;
        }
        QVERIFY(twoCards);
        QVERIFY(unified);
        // Cheapest first.
        for (qsizetype i = 1; i < options.size(); ++i)
            QVERIFY(options[i - 1].priceUsd.value_or(1e18) <= options[i].priceUsd.value_or(1e18));
    }

    void theTargetAndTheBudgetAreExplained()
    {
        const LlmPlanner planner;
        LlmPlanRequest r = request(u"Llama 3.1 70B"_s);
        r.minTokensPerS = 30;
        r.budgetUsd = 10000;
        const QList<LlmPlanOption> options = planner.plan(r, devices());
        QVERIFY(!options.isEmpty());
        for (const LlmPlanOption &o : options) {
            QVERIFY(*o.priceUsd <= 10000);
            if (*o.estimate.perUserDecodeTokensPerS < 30) {
                QVERIFY(!o.meetsTarget);
                QVERIFY(!o.whyNot.isEmpty());
            }
        }
    }

    void aCardWithoutAPriceIsNotWithinTheBudget()
    {
        // Issue: the datacenter cards without a price on record were counted as within a $5,000
        // budget. Nobody knows what they cost, so they are listed, but not as meeting it.
        QList<LlmPlanInput> cards = devices();
        LlmPlanInput unpriced = input(u"Card 141"_s, 141, 4800, 0);
        unpriced.prices.clear();
        cards.append(unpriced);
        const LlmPlanner planner;
        LlmPlanRequest r = request(u"Llama 3.1 70B"_s);
        r.budgetUsd = 5000;
        bool seen = false;
        for (const LlmPlanOption &o : planner.plan(r, cards)) {
            if (o.configuration.groups.first().device.name != u"Card 141"_s)
                continue;
            seen = true;
            QVERIFY(!o.priceUsd);
            QVERIFY(!o.meetsTarget);
            QVERIFY2(o.whyNot.join(u' ').contains(u"No price on record"_s), qPrintable(o.whyNot.join(u' ')));
        }
        QVERIFY(seen);
        // Without a budget there is nothing to hold it to.
        r.budgetUsd.reset();
        for (const LlmPlanOption &o : planner.plan(r, cards)) {
            if (o.configuration.groups.first().device.name == u"Card 141"_s)
                QVERIFY(o.meetsTarget);
        }
    }

    void whenNothingMeetsTheAnswerSaysHowCloseItComes()
    {
        const LlmPlanner planner;
        LlmPlanRequest r = request(u"Llama 3.1 70B"_s);
        r.minTokensPerS = 30; // Card 80 (2,000 GB/s) reaches it; nothing within the budget does
        r.budgetUsd = 5000;
        const QList<LlmPlanOption> options = planner.plan(r, devices());
        QVERIFY(std::none_of(options.cbegin(), options.cend(), [](const LlmPlanOption &o) { return o.meetsTarget; }));
        const QString verdict = planner.verdict(r, options, devices());
        QVERIFY2(verdict.startsWith(u"Nothing within $5,000 reaches 30 tokens/s per user."_s), qPrintable(verdict));
        QVERIFY2(verdict.contains(u"The fastest within the budget: "_s), qPrintable(verdict));
        QVERIFY2(verdict.contains(u"The cheapest that reaches 30 tokens/s: Card 80 at $15,"_s), qPrintable(verdict));

        // Out of reach of every card: the fastest there is.
        r.minTokensPerS = 5000;
        const QString far = planner.verdict(r, planner.plan(r, devices()), devices());
        QVERIFY2(far.contains(u"The fastest with a price on record: Card 80"_s), qPrintable(far));

        // Something meets them, or nothing was asked: nothing to add.
        r.minTokensPerS = 1;
        QVERIFY(planner.verdict(r, planner.plan(r, devices()), devices()).isEmpty());
        r.minTokensPerS.reset();
        r.budgetUsd.reset();
        QVERIFY(planner.verdict(r, planner.plan(r, devices()), devices()).isEmpty());
    }

    void cardsArePricedAsTheBuildPlannerPricesTheirMachine()
    {
        // The tab and `plan` set priceAsBuilt: the same money as the build planner's hardware total.
        const LlmPlanner planner;
        LlmPlanRequest r = request(u"Llama 3.1 70B"_s);
        r.exact = {{u"Card 48"_s, 2}};
        const LlmPlanOption plain = planner.plan(r, devices()).first();
        r.priceAsBuilt = true;
        const LlmPlanOption built = planner.plan(r, devices()).first();
        QVERIFY(plain.priceUsd && built.priceUsd);
        const auto build = LlmPlanner::buildRequest(built, r);
        QVERIFY(build);
        QList<BuildGpuInput> inputs;
        for (const LlmPlanInput &d : devices()) {
            if (d.gpu.name == u"Card 48"_s)
                inputs.append({d.gpu, d.prices});
        }
        const BuildPlan plan = BuildPlanner::planWith(*build, inputs);
        QCOMPARE(*built.priceUsd, plan.hardwareUsd);
        QCOMPARE(*built.totalCostUsd, plan.totalCostOfOwnershipUsd());
        QVERIFY(*built.priceUsd != *plain.priceUsd); // the planner's parts, not the $700 desktop
        // A unified machine is priced as itself either way.
        r.exact = {{u"Apple M4 Max (40-core GPU, up to 128 GB)"_s, 1}};
        QCOMPARE(*planner.plan(r, devices()).first().priceUsd, 3500.0);
    }

    void costPerMillionTokensFollowsUtilisation()
    {
        const LlmPlanner planner;
        LlmPlanRequest r = request(u"Llama 3.1 8B"_s);
        const LlmPlanOption low = planner.plan(r, devices()).first();
        r.cost.utilization = 0.30;
        const LlmPlanOption high = planner.plan(r, devices()).first();
        QVERIFY(*high.usdPerMillionTokens < *low.usdPerMillionTokens);
        QVERIFY(*high.totalCostUsd > *low.totalCostUsd);
    }

    void anExactConfigurationIsEvaluatedFittingOrNot()
    {
        const LlmPlanner planner;
        LlmPlanRequest r = request(u"Llama 3.1 405B"_s);
        r.exact = {{u"card 24"_s, 2}};
        r.includeOffload = false;
        const QList<LlmPlanOption> options = planner.plan(r, devices());
        QCOMPARE(options.size(), 1);
        QVERIFY(!options.first().estimate.fits);
        QVERIFY(!options.first().meetsTarget);
        // Two different cards: a layer split, each its own share.
        r = request(u"Llama 3.1 70B"_s);
        r.exact = {{u"Card 24"_s, 1}, {u"Card 48"_s, 1}};
        const LlmPlanOption mixed = planner.plan(r, devices()).first();
        QCOMPARE(mixed.estimate.split, SplitMode::LayerSplit);
        QCOMPARE(mixed.estimate.devices.size(), 2);
        QVERIFY(mixed.estimate.devices[1].weightsGb > mixed.estimate.devices[0].weightsGb);
        QVERIFY(mixed.estimate.fits);
    }

    void offloadConfigurationsBecomeBuildsWithTheirRam()
    {
        const LlmPlanner planner;
        LlmPlanRequest r = request(u"Llama 3.1 70B"_s);
        r.exact = {{u"Card 24"_s, 1}};
        const LlmPlanOption o = planner.plan(r, devices()).first();
        QCOMPARE(o.kind(), u"offload"_s);
        QVERIFY(o.systemRamGb >= o.estimate.offloadGb + 16);
        const auto build = LlmPlanner::buildRequest(o, r);
        QVERIFY(build);
        QCOMPARE(build->gpus.size(), 1);
        QCOMPARE(build->gpus.first().gpuName, u"Card 24"_s);
        QCOMPARE(build->minimumRamGb, o.systemRamGb);
        QVERIFY(build->validate().isEmpty());
        QVERIFY(!build->workload); // offloaded by design: the RAM, not the cards, holds the rest

        // A configuration that holds the model takes it along, for the planner's memory check.
        r.exact = {{u"Card 48"_s, 2}};
        const LlmPlanOption held = planner.plan(r, devices()).first();
        QVERIFY(held.estimate.fits && held.estimate.offloadGb <= 0);
        const auto withModel = LlmPlanner::buildRequest(held, r);
        QVERIFY(withModel && withModel->workload);
        QCOMPARE(withModel->workload->parameters, r.workload.model.totalParamsB * 1e9);
        QCOMPARE(withModel->workload->format, NumberFormat::Int4); // Q4_K_M, 4.8 bits: no wider than INT8
        QCOMPARE(withModel->workload->mode, WorkloadMode::Inference);
        // A unified machine is a computer already.
        r.exact = {{u"Apple M4 Max (40-core GPU, up to 128 GB)"_s, 1}};
        QVERIFY(!LlmPlanner::buildRequest(planner.plan(r, devices()).first(), r));
    }

    void jsonHasTheIssuesShape()
    {
        const LlmPlanner planner;
        const LlmPlanRequest r = request(u"Qwen3 30B-A3B"_s);
        const QJsonObject json = LlmPlanner::toJson(r, planner.plan(r, devices()));
        QCOMPARE(json.value(u"model"_s).toObject().value(u"name"_s).toString(), u"Qwen3 30B-A3B"_s);
        QCOMPARE(json.value(u"model"_s).toObject().value(u"active_params_b"_s).toDouble(), 3.35);
        QCOMPARE(json.value(u"quant"_s).toString(), u"Q4_K_M"_s);
        const QJsonArray configs = json.value(u"configurations"_s).toArray();
        QVERIFY(!configs.isEmpty());
        for (const char *key : {"devices", "kind", "fits", "memory_per_device_gb", "decode_tokens_per_s",
                                "prefill_tokens_per_s", "time_to_first_token_s", "price_usd", "price_date",
                                "total_cost_usd", "usd_per_million_tokens", "notes"}) {
            QVERIFY2(configs.first().toObject().contains(QLatin1StringView(key)), key);
        }
    }
};

QTEST_GUILESS_MAIN(TestLlmPlanner)
#include "tst_llmplanner.moc"

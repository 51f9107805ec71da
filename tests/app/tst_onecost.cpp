// SPDX-FileCopyrightText: 2026 GPU Advisor contributors
// SPDX-License-Identifier: GPL-3.0-or-later
// One cost of ownership and one break-even of a card (issue 25, point 4; issue 30), from CostOfOwnership:
// `rank --json`, `build --json`, `breakeven --gpu --json`, `plan --json`, `finetune --json`, Compare,
// the build planner's page and the break-even chart give the same card the same five-year cost, the
// same expected resale and the same break-even, with the resale taken off and with `--no-resale`. Before,
// the command ignored the card's price and took the post's $0.12/kWh (5.2 years for an RTX 5090
// where the window said 10.6), and an RTX 3090 cost $2,353 over five years in Compare (a flat
// $700 desktop) and $3,822 in the planner (the desktop from dated parts).
#include "db/sqlbuildrepository.h"
#include "db/sqlllmmodelrepository.h"
#include "db/sqlpartpricerepository.h"
#include "model/browser/gpucomparisonmodel.h"
#include "model/browser/gputablemodel.h"
#include "model/browser/whatifsettings.h"
#include "model/build/costofownership.h"
#include "model/flowchart/flowchart.h"
#include "tests/common/isolatedprocess.h"
#include "tests/common/processrun.h"
#include "tests/common/seededdatabase.h"
#include "ui/browser/comparewidget.h"
#include "ui/browser/gpubrowserwidget.h"
#include "ui/charts/breakevenchart.h"
#include "ui/finetune/finetunepage.h"
#include "ui/llm/llmpage.h"
#include "ui/planner/plannerpage.h"
#include "ui/wizard/wizardwidget.h"

#include <QComboBox>
#include <QJsonArray>
#include <QJsonDocument>
#include <QJsonObject>
#include <QLabel>
#include <QStandardPaths>
#include <QTabWidget>
#include <QTemporaryDir>
#include <QTest>

#include <cmath>

#include <memory>

using namespace Qt::StringLiterals;

class TestOneCost final : public QObject
{
    Q_OBJECT

private Q_SLOTS:
    void initTestCase()
    {
        QStandardPaths::setTestModeEnabled(true);
        QVERIFY(m_dir.isValid());
        QVERIFY2(m_db.isValid(), qPrintable(m_db.error()));
    }

    void breakEvenAgreesInTheWindowAndTheCommand_data()
    {
        QTest::addColumn<QString>("gpu");
        QTest::newRow("RTX 5090") << u"GeForce RTX 5090"_s;
        QTest::newRow("RTX 4090") << u"GeForce RTX 4090"_s;
    }

    void breakEvenAgreesInTheWindowAndTheCommand()
    {
        QFETCH(QString, gpu);
        const ProcessRun r = runProcess(QStringLiteral(GPUADVISOR_EXECUTABLE),
                                        {u"breakeven"_s, u"--db"_s, m_db.path(), u"--gpu"_s, gpu, u"--json"_s},
                                        isolatedEnvironment(m_dir.path()));
        QVERIFY2(r.exitCode == 0, qPrintable(r.err));
        const QJsonObject o = QJsonDocument::fromJson(r.out.toUtf8()).object();
        const QJsonObject inputs = o.value(u"inputs"_s).toObject();

        WhatIfSettings settings;
        GpuBrowserWidget browser(m_db.gpus(), &settings);
        const SqlPartPriceRepository parts(m_db.database().connection());
        browser.setPartPrices(&parts);
        browser.resize(1400, 860);
        browser.show();
        browser.selectGpu(m_db.gpus().gpuByName(gpu)->id);
        auto *chart = browser.findChild<BreakEvenChart *>(u"breakEvenChart"_s);
        QVERIFY(chart);
        QWidget *page = chart;
        while (page && browser.viewTabWidget()->indexOf(page) < 0)
            page = page->parentWidget();
        browser.viewTabWidget()->setCurrentWidget(page);
        chart->flush();
        QVERIFY(chart->input() && chart->result());

        // The card's price is in the desktop's, as in the window.
        const QJsonObject card = o.value(u"card"_s).toObject();
        QVERIFY(card.value(u"price_usd"_s).toDouble() > 0);
        QCOMPARE(inputs.value(u"desktop_cost_usd"_s).toDouble(), chart->input()->desktopCostUsd);
        QCOMPARE(inputs.value(u"kwh_price_usd"_s).toDouble(), chart->input()->kwhPriceUsd);
        QCOMPARE(inputs.value(u"kwh_price_usd"_s).toDouble(), CostParameters().kwhPriceUsd);
        QCOMPARE(inputs.value(u"utilization"_s).toDouble(), chart->input()->utilization);
        QCOMPARE(inputs.value(u"gpu_watts"_s).toDouble(), chart->input()->gpuWatts);
        QCOMPARE(inputs.value(u"system_watts"_s).toDouble(), chart->input()->systemWatts);
        QCOMPARE(inputs.value(u"cloud_hourly_usd"_s).toDouble(), chart->input()->cloudHourlyUsd);
        QVERIFY(chart->result()->breakEvenDays.has_value() == !o.value(u"never"_s).toBool());
        if (chart->result()->breakEvenDays)
            QCOMPARE(o.value(u"breakeven_days"_s).toDouble(), *chart->result()->breakEvenDays);
    }

    void oneCostOfOwnershipEverywhere_data()
    {
        QTest::addColumn<QString>("gpu");
        QTest::addColumn<bool>("resale");
        // A used card, a new one and a complete computer (no desktop, no build to plan), with the
        // expected resale taken off (the default) and kept until it dies (--no-resale).
        for (const bool resale : {true, false}) {
            const char *how = resale ? "" : ", no resale";
            QTest::addRow("RTX 3090%s", how) << u"GeForce RTX 3090"_s << resale;
            QTest::addRow("RTX 5090%s", how) << u"GeForce RTX 5090"_s << resale;
            QTest::addRow("DGX Spark%s", how) << u"DGX Spark (GB10, 128 GB unified)"_s << resale;
        }
    }

    void oneCostOfOwnershipEverywhere()
    {
        QFETCH(QString, gpu);
        QFETCH(bool, resale);
        const std::optional<Gpu> card = m_db.gpus().gpuByName(gpu);
        QVERIFY(card);
        const QStringList kept = resale ? QStringList() : QStringList{u"--no-resale"_s};

        // `rank --json`: the price (the cheapest observation), its kind, the desktop and the total.
        const QJsonObject ranked = rankEntry(gpu, u"int8-inference"_s, {}, !resale);
        QVERIFY2(!ranked.isEmpty(), qPrintable(gpu));
        const double price = ranked.value(u"price_usd"_s).toDouble();
        const double total = ranked.value(u"total_cost_usd"_s).toDouble();
        const double desktop = ranked.value(u"desktop_usd"_s).toDouble();
        QVERIFY(price > 0);
        QCOMPARE(desktop > 0, !card->isCompleteComputer());
        // Purchase − expected resale + electricity (docs/resale.md): the resale is never more than the price.
        const double expectedResale = ranked.value(u"expected_resale_usd"_s).toDouble();
        QVERIFY(expectedResale >= 0 && expectedResale <= price);
        if (!resale)
            QCOMPARE(expectedResale, 0.0);
        QVERIFY(total > price + desktop - expectedResale);
        const QString resaleLine = ranked.value(u"resale"_s).toString();
        QVERIFY(!resaleLine.isEmpty());
        const Figures figures{gpu, kept, resale, price, desktop, total, expectedResale, resaleLine};
        QJsonObject be;
        agreeInBreakeven(figures, &be);
        if (QTest::currentTestFailed())
            return;
        // The browser, with the what-if "Count expected resale" as asked.
        WhatIfSettings settings;
        CostParameters cost = settings.cost();
        cost.countResale = resale;
        settings.setCost(cost);
        agreeInTheBrowser(figures, *card, be, &settings);
        if (QTest::currentTestFailed())
            return;
        agreeInThePlanners(figures, *card, settings);
    }

    // The what-if "Count expected resale" reaches the Language models tab and the fine-tuning tab: a
    // card's resale is the one `rank` takes off, and unchecked none is taken off.
    void whatIfResaleReachesTheModelTabs()
    {
        const QString gpu = u"GeForce RTX 5090"_s;
        const double expectedResale = rankEntry(gpu).value(u"expected_resale_usd"_s).toDouble();
        QVERIFY(expectedResale > 0);
        const SqlPartPriceRepository parts(m_db.database().connection());
        SqlLlmModelRepository models(m_db.database().connection());
        WhatIfSettings settings;
        LlmPage llm(m_db.gpus(), models, settings, &parts);
        FinetunePage finetune(m_db.gpus(), models, settings, &parts);
        QVERIFY(llm.selectModel(u"Llama 3.1 8B"_s));
        QVERIFY(finetune.selectModel(u"Llama 3.1 8B"_s));
        const auto llmOption = [&]() -> std::optional<LlmPlanOption> {
            llm.refreshNow();
            for (const LlmPlanOption &o : llm.options()) {
                if (o.label() == gpu)
                    return o;
            }
            return std::nullopt;
        };
        const auto owned = [&]() -> std::optional<FinetuneOption> {
            finetune.refreshNow();
            for (const FinetuneOption &o : finetune.options()) {
                if (o.kind == FinetuneKind::Cards && o.device.name == gpu)
                    return o;
            }
            return std::nullopt;
        };
        const std::optional<LlmPlanOption> counted = llmOption();
        const std::optional<FinetuneOption> bought = owned();
        QVERIFY(counted && counted->totalCostUsd);
        QVERIFY(bought && bought->purchaseUsd);
        QVERIFY(same(counted->resaleUsd, expectedResale));
        QVERIFY(same(bought->resaleUsd, expectedResale * bought->count));

        CostParameters cost = settings.cost();
        cost.countResale = false;
        settings.setCost(cost);
        const std::optional<LlmPlanOption> kept = llmOption();
        const std::optional<FinetuneOption> keptBought = owned();
        QVERIFY(kept && kept->totalCostUsd && keptBought);
        QCOMPARE(kept->resaleUsd, 0.0);
        QCOMPARE(keptBought->resaleUsd, 0.0);
        QVERIFY(same(*kept->totalCostUsd - expectedResale, *counted->totalCostUsd));
    }

    // The live picks are chosen in rankings that cost a card as `rank` does: the same desktop from the
    // part prices, so a pick's five-year cost and value are the ones `rank` gives the card.
    void livePicksCostAsRankDoes()
    {
        const ProcessRun r = runProcess(QStringLiteral(GPUADVISOR_EXECUTABLE),
                                        {u"recommend"_s, u"--db"_s, m_db.path(), u"--budget"_s, u"1500"_s,
                                         u"--answers"_s, u"no,yes,yes"_s, u"--json"_s},
                                        isolatedEnvironment(m_dir.path()));
        QVERIFY2(r.exitCode == 0, qPrintable(r.err));
        const QJsonObject leaf = QJsonDocument::fromJson(r.out.toUtf8()).object().value(u"leaf"_s).toObject();
        int compared = 0;
        for (const auto &v : leaf.value(u"details"_s).toArray()) {
            const QJsonObject pick = v.toObject();
            const QString name = pick.value(u"name"_s).toString();
            QVERIFY2(pick.contains(u"total_cost_usd"_s), qPrintable(name));
            const QJsonObject ranked = rankEntry(name, pick.value(u"value_metric"_s).toString(),
                                                 pick.value(u"used"_s).toBool() ? u"used"_s : u"new"_s);
            QVERIFY2(!ranked.isEmpty(), qPrintable(name));
            QVERIFY2(same(pick.value(u"total_cost_usd"_s).toDouble(), ranked.value(u"total_cost_usd"_s).toDouble()),
                     qPrintable(u"%1: recommend %2, rank %3"_s.arg(name)
                                    .arg(pick.value(u"total_cost_usd"_s).toDouble())
                                    .arg(ranked.value(u"total_cost_usd"_s).toDouble())));
            QCOMPARE(pick.value(u"performance_per_dollar"_s).toDouble(),
                     ranked.value(u"performance_per_dollar"_s).toDouble());
            // The whole build beside the card's budget is what `build` charges for the same card.
            const ProcessRun built =
                runProcess(QStringLiteral(GPUADVISOR_EXECUTABLE),
                           {u"build"_s, u"--db"_s, m_db.path(), u"--gpu"_s, name, u"--count"_s, u"1"_s,
                            u"--condition"_s, pick.value(u"used"_s).toBool() ? u"used"_s : u"new"_s, u"--json"_s},
                           isolatedEnvironment(m_dir.path()));
            QVERIFY2(built.exitCode == 0, qPrintable(built.err));
            const double hardware = findNumber(QJsonDocument::fromJson(built.out.toUtf8()).object(), u"hardware_usd"_s);
            QVERIFY2(same(pick.value(u"whole_build_usd"_s).toDouble(), hardware),
                     qPrintable(u"%1: recommend's whole build %2, build's hardware %3"_s.arg(name)
                                    .arg(pick.value(u"whole_build_usd"_s).toDouble())
                                    .arg(hardware)));
            ++compared;
        }
        QVERIFY(compared > 0);
    }

    // The "which GPU" answer is worded once (RecommendationSummary): the wizard's result page shows
    // the lines `recommend` prints for the same walk, budget and part prices.
    void resultPageShowsWhatRecommendPrints()
    {
        const QStringList walk{u"recommend"_s, u"--db"_s,      m_db.path(),    u"--budget"_s,
                               u"1500"_s,      u"--answers"_s, u"no,yes,yes"_s};
        const ProcessRun j = runProcess(QStringLiteral(GPUADVISOR_EXECUTABLE), walk + QStringList{u"--json"_s},
                                        isolatedEnvironment(m_dir.path()));
        QVERIFY2(j.exitCode == 0, qPrintable(j.err));
        const QJsonObject json = QJsonDocument::fromJson(j.out.toUtf8()).object();
        const ProcessRun t = runProcess(QStringLiteral(GPUADVISOR_EXECUTABLE), walk, isolatedEnvironment(m_dir.path()));
        QVERIFY2(t.exitCode == 0, qPrintable(t.err));

        const SqlPartPriceRepository parts(m_db.database().connection());
        WizardWidget wizard(m_db.chart(), m_db.gpus(), PendingLiveEvaluation(), &parts);
        wizard.setBudget(1500);
        for (const auto &v : json.value(u"answers"_s).toArray()) {
            const std::optional<Answer> answer = answerFromKey(v.toString());
            QVERIFY(answer);
            wizard.answer(*answer);
        }
        QVERIFY(wizard.walker().isFinished());
        const auto shown = [&wizard](const QString &label) {
            const auto *l = wizard.findChild<QLabel *>(label);
            return l && !l->isHidden() ? l->text() : QString();
        };
        const QString title = json.value(u"leaf"_s).toObject().value(u"title"_s).toString();
        QCOMPARE(shown(u"resultTitleLabel"_s), title);
        QVERIFY(t.out.contains(title));

        // Each sentence of the answer (not a card's line: the page shows cards) is on the page and in
        // the text, in the same words.
        QStringList onPage;
        for (const QString &label : {u"freshnessLabel"_s, u"ruleLabel"_s, u"unpricedLabel"_s, u"postPickHeadingLabel"_s,
                                     u"adviceLabel"_s, u"runnerUpsIntroLabel"_s, u"caveatLabel"_s})
            onPage.append(shown(label));
        const QString page = onPage.join(u'\n');
        int sentences = 0;
        for (const auto &section : json.value(u"summary"_s).toArray()) {
            const QString key = section.toObject().value(u"key"_s).toString();
            if (key == u"picks" || key == u"budget" || key == u"edition")
                continue;
            for (const auto &v : section.toObject().value(u"lines"_s).toArray()) {
                const QJsonObject line = v.toObject();
                if (line.value(u"key"_s).toString() == u"runnerUp" || line.value(u"key"_s).toString() == u"post")
                    continue;
                const QString text = line.value(u"text"_s).toString();
                QVERIFY2(page.contains(text), qPrintable(u"not on the page: "_s + text));
                QVERIFY2(t.out.contains(text), qPrintable(u"not printed: "_s + text));
                ++sentences;
            }
        }
        QVERIFY(sentences >= 3);
    }

private:
    /// One card's figures as `rank --json` gives them, which every other answer must give.
    struct Figures
    {
        QString gpu;
        QStringList kept; ///< the options that keep the card until it dies, or none
        bool resale = true;
        double price = 0;
        double desktop = 0;
        double total = 0;
        double resaleUsd = 0;
        QString resaleLine;
    };

    // `breakeven --gpu --json`: the same desktop, resale and cost of ownership, and the break-even
    // of docs/resale.md: owning costs the desktop − the resale + electricity, so at the years' end
    // it costs the five-year cost.
    void agreeInBreakeven(const Figures &f, QJsonObject *out)
    {
        const QString &gpu = f.gpu;
        const QStringList &kept = f.kept;
        const double price = f.price;
        const double desktop = f.desktop;
        const double total = f.total;
        const double expectedResale = f.resaleUsd;
        const QString &resaleLine = f.resaleLine;
        const ProcessRun b =
            runProcess(QStringLiteral(GPUADVISOR_EXECUTABLE),
                       QStringList{u"breakeven"_s, u"--db"_s, m_db.path(), u"--gpu"_s, gpu, u"--json"_s} + kept,
                       isolatedEnvironment(m_dir.path()));
        QVERIFY2(b.exitCode == 0, qPrintable(b.err));
        const QJsonObject be = QJsonDocument::fromJson(b.out.toUtf8()).object();
        const QJsonObject beCard = be.value(u"card"_s).toObject();
        const QJsonObject beInputs = be.value(u"inputs"_s).toObject();
        QCOMPARE(beCard.value(u"price_usd"_s).toDouble(), price);
        QCOMPARE(beCard.value(u"desktop_around_usd"_s).toDouble(), desktop);
        QVERIFY(same(beCard.value(u"cost_of_ownership_usd"_s).toDouble(), total));
        QVERIFY(same(beCard.value(u"expected_resale_usd"_s).toDouble(), expectedResale));
        QCOMPARE(beInputs.value(u"desktop_cost_usd"_s).toDouble(), price + desktop);
        QVERIFY(same(beInputs.value(u"expected_resale_usd"_s).toDouble(), expectedResale));
        QCOMPARE(be.value(u"resale"_s).toString(), resaleLine);
        const double years = beCard.value(u"cost_of_ownership_years"_s).toDouble();
        const double electricityPerDay = be.value(u"electricity_usd_per_day"_s).toDouble();
        QVERIFY2(same(price + desktop - expectedResale + electricityPerDay * years * 365, total),
                 qPrintable(u"owning for %1 years in the break-even %2, the cost of ownership %3"_s.arg(years)
                                .arg(price + desktop - expectedResale + electricityPerDay * years * 365)
                                .arg(total)));
        const double saving = be.value(u"cloud_usd_per_day"_s).toDouble() - electricityPerDay;
        QCOMPARE(be.value(u"never"_s).toBool(), saving <= 0);
        if (saving > 0) {
            QVERIFY(std::abs(be.value(u"breakeven_days"_s).toDouble() - (price + desktop - expectedResale) / saving) <
                    1e-6);
        }
        *out = be;
    }

    // Compare's total, desktop and resale, and the break-even chart's, with the what-if settings given.
    void agreeInTheBrowser(const Figures &f, const Gpu &card, const QJsonObject &be, WhatIfSettings *settings)
    {
        const double price = f.price;
        const double desktop = f.desktop;
        const double total = f.total;
        const double expectedResale = f.resaleUsd;
        const QString &resaleLine = f.resaleLine;
        const QJsonObject beInputs = be.value(u"inputs"_s).toObject();
        GpuBrowserWidget browser(m_db.gpus(), settings);
        const SqlPartPriceRepository parts(m_db.database().connection());
        browser.setPartPrices(&parts);
        browser.resize(1400, 860);
        browser.show();
        GpuComparisonModel *compare = browser.compareWidget()->comparison();
        compare->setGpuIds({card.id});
        const auto cell = [&](GpuComparisonModel::Row row) {
            return compare->data(compare->index(compare->row(row), 0), GpuComparisonModel::ValueRole).toDouble();
        };
        QVERIFY(same(cell(GpuComparisonModel::TotalCost), total));
        QVERIFY(same(cell(GpuComparisonModel::DesktopCost), desktop));
        QVERIFY(same(cell(GpuComparisonModel::Resale), -expectedResale));
        browser.selectGpu(card.id);
        auto *chart = browser.findChild<BreakEvenChart *>(u"breakEvenChart"_s);
        QVERIFY(chart);
        QWidget *page = chart;
        while (page && browser.viewTabWidget()->indexOf(page) < 0)
            page = page->parentWidget();
        browser.viewTabWidget()->setCurrentWidget(page);
        chart->flush();
        QVERIFY(chart->input() && chart->result());
        QCOMPARE(chart->input()->desktopCostUsd, price + desktop);
        QVERIFY(same(chart->input()->resaleUsd, expectedResale));
        QCOMPARE(chart->input()->resaleLine, resaleLine);
        QCOMPARE(chart->input()->systemWatts, beInputs.value(u"system_watts"_s).toDouble());
        QVERIFY(chart->result()->breakEvenDays.has_value() == !be.value(u"never"_s).toBool());
        if (chart->result()->breakEvenDays)
            QCOMPARE(be.value(u"breakeven_days"_s).toDouble(), *chart->result()->breakEvenDays);
    }

    // `plan`, `finetune`, `build` and the build planner's page.
    void agreeInThePlanners(const Figures &f, const Gpu &card, WhatIfSettings &settings)
    {
        const QString &gpu = f.gpu;
        const QStringList &kept = f.kept;
        const QString &resaleLine = f.resaleLine;
        const double price = f.price;
        const double total = f.total;
        const double expectedResale = f.resaleUsd;
        // `build`, the planner and `plan` take the same basis as `rank`: cheapest, the cheaper current
        // offer, whether its observation is new, used or a marketplace listing.
        const QString condition = u"cheapest"_s;
        const SqlPartPriceRepository parts(m_db.database().connection());
        // `plan --condition cheapest` prices the same card in the same machine: the same observation,
        // the same resale taken off and the same five-year cost (its figures are rounded to the cent).
        const ProcessRun p =
            runProcess(QStringLiteral(GPUADVISOR_EXECUTABLE),
                       QStringList{u"plan"_s, u"--db"_s, m_db.path(), u"--model"_s, u"Llama 3.1 8B"_s, u"--quant"_s,
                                   u"Q4_K_M"_s, u"--gpu"_s, gpu, u"--condition"_s, condition, u"--json"_s} +
                           kept,
                       isolatedEnvironment(m_dir.path()));
        QVERIFY2(p.exitCode == 0, qPrintable(p.err));
        const QJsonObject planned =
            QJsonDocument::fromJson(p.out.toUtf8()).object().value(u"configurations"_s).toArray().first().toObject();
        QVERIFY2(std::abs(planned.value(u"total_cost_usd"_s).toDouble() - total) <= 0.01,
                 qPrintable(u"plan %1, rank %2"_s.arg(planned.value(u"total_cost_usd"_s).toDouble()).arg(total)));
        QVERIFY(std::abs(planned.value(u"expected_resale_usd"_s).toDouble() - expectedResale) <= 0.01);
        QCOMPARE(planned.value(u"resale"_s).toString(), resaleLine);

        // `finetune` buys the same card against renting: the same resale taken off what owning costs.
        const ProcessRun tuned = runProcess(QStringLiteral(GPUADVISOR_EXECUTABLE),
                                            QStringList{u"finetune"_s, u"--db"_s, m_db.path(), u"--model"_s,
                                                        u"Llama 3.1 8B"_s, u"--method"_s, u"qlora"_s, u"--tokens"_s,
                                                        u"1000000"_s, u"--gpu"_s, gpu, u"--json"_s} +
                                                kept,
                                            isolatedEnvironment(m_dir.path()));
        QVERIFY2(tuned.exitCode == 0, qPrintable(tuned.err));
        const QJsonObject owned = QJsonDocument::fromJson(tuned.out.toUtf8())
                                      .object()
                                      .value(u"configurations"_s)
                                      .toArray()
                                      .first()
                                      .toObject();
        QVERIFY(same(owned.value(u"expected_resale_usd"_s).toDouble(), expectedResale));
        QCOMPARE(owned.value(u"resale"_s).toString(), resaleLine);

        // A complete computer has no build to plan; a card's build costs the same in `build` and the
        // planner's page, at the price of the same condition.
        if (card.isCompleteComputer())
            return;
        const ProcessRun r = runProcess(QStringLiteral(GPUADVISOR_EXECUTABLE),
                                        QStringList{u"build"_s, u"--db"_s, m_db.path(), u"--gpu"_s, gpu, u"--count"_s,
                                                    u"1"_s, u"--condition"_s, condition, u"--json"_s} +
                                            kept,
                                        isolatedEnvironment(m_dir.path()));
        QVERIFY2(r.exitCode == 0, qPrintable(r.err));
        const QJsonObject built = QJsonDocument::fromJson(r.out.toUtf8()).object();
        const QJsonObject builtGpu = built.value(u"build"_s).toObject().value(u"gpus"_s).toArray().first().toObject();
        QCOMPARE(builtGpu.value(u"unit_price_usd"_s).toDouble(), price);
        QCOMPARE(planned.value(u"price_condition"_s).toString(), builtGpu.value(u"condition"_s).toString());
        QCOMPARE(planned.value(u"price_date"_s).toString(), builtGpu.value(u"price_date"_s).toString());
        const double buildTotal = findNumber(built, u"total_cost_of_ownership_usd"_s);
        QVERIFY2(same(buildTotal, total), qPrintable(u"build %1, rank %2"_s.arg(buildTotal).arg(total)));
        QVERIFY(same(findNumber(built, u"expected_resale_usd"_s), expectedResale));

        SqlBuildRepository builds(m_db.database().connection());
        PlannerPage planner(m_db.gpus(), builds, settings);
        planner.setPartPrices(&parts);
        auto *conditionBox = planner.findChild<QComboBox *>(u"conditionComboBox"_s);
        QVERIFY(conditionBox);
        conditionBox->setCurrentIndex(conditionBox->findData(condition));
        planner.planBuildByName(gpu);
        QVERIFY(planner.plan());
        QVERIFY2(same(planner.plan()->totalCostOfOwnershipUsd(), total),
                 qPrintable(u"planner %1, rank %2"_s.arg(planner.plan()->totalCostOfOwnershipUsd()).arg(total)));
        QVERIFY(same(planner.plan()->resaleUsd, expectedResale));
        if (!f.resale)
            return;
        // `build` by default prices as `rank` and `plan` do by default: cheapest.
        const ProcessRun byDefault =
            runProcess(QStringLiteral(GPUADVISOR_EXECUTABLE),
                       {u"build"_s, u"--db"_s, m_db.path(), u"--gpu"_s, gpu, u"--count"_s, u"1"_s, u"--json"_s},
                       isolatedEnvironment(m_dir.path()));
        QVERIFY2(byDefault.exitCode == 0, qPrintable(byDefault.err));
        QCOMPARE(QJsonDocument::fromJson(byDefault.out.toUtf8()).object(), built);
    }

    /// Money agrees to the cent (the JSON writes doubles in full; sums may differ in the last bit).
    static bool same(double a, double b) { return std::abs(a - b) < 0.005; }

    /// The first number named `key` anywhere in `o`.
    static double findNumber(const QJsonObject &o, const QString &key)
    {
        if (o.contains(key))
            return o.value(key).toDouble();
        for (const auto &v : o) {
            if (v.isObject()) {
                if (const double found = findNumber(v.toObject(), key); found != 0)
                    return found;
            }
        }
        return 0;
    }

    QJsonObject rankEntry(const QString &gpu, const QString &metric = u"int8-inference"_s,
                          const QString &condition = {}, bool noResale = false)
    {
        QStringList arguments{u"rank"_s, u"--db"_s, m_db.path(), u"--metric"_s, metric, u"--json"_s};
        if (!condition.isEmpty())
            arguments << u"--condition"_s << condition;
        if (noResale)
            arguments << u"--no-resale"_s;
        const ProcessRun r =
            runProcess(QStringLiteral(GPUADVISOR_EXECUTABLE), arguments, isolatedEnvironment(m_dir.path()));
        if (r.exitCode != 0)
            return {};
        for (const auto &v : QJsonDocument::fromJson(r.out.toUtf8()).array()) {
            if (v.toObject().value(u"name"_s).toString() == gpu)
                return v.toObject();
        }
        return {};
    }

    QTemporaryDir m_dir;
    SeededDatabase m_db;
};

QTEST_MAIN(TestOneCost)
#include "tst_onecost.moc"

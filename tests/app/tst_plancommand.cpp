// SPDX-FileCopyrightText: 2026 GPU Advisor contributors
// SPDX-License-Identifier: GPL-3.0-or-later
// `gpu-advisor models` and `gpu-advisor plan`, driven through the real executable on a fresh
// database: the acceptance case, the JSON shape, exact configurations and refusals.
#include "tests/common/processrun.h"

#include <QFile>
#include <QHash>
#include <QJsonArray>
#include <QJsonDocument>
#include <QJsonObject>
#include <QProcess>
#include <QRegularExpression>
#include <QTemporaryDir>
#include <QTest>

#include <cmath>

using namespace Qt::StringLiterals;

namespace {

using Run = ProcessRun;

} // namespace

class TestPlanCommand final : public QObject
{
    Q_OBJECT

private:
    QTemporaryDir m_dir;

    Run run(const QStringList &arguments, const QString &database = u"cli.sqlite"_s)
    {
        QProcessEnvironment env = QProcessEnvironment::systemEnvironment();
        env.insert(u"QT_QPA_PLATFORM"_s, u"offscreen"_s);
        env.insert(u"LANG"_s, u"C.UTF-8"_s);
        return runProcess(QStringLiteral(GPUADVISOR_EXECUTABLE),
                          QStringList{u"--db"_s, m_dir.filePath(database)} + arguments, env);
    }

    QJsonObject planJson(const QStringList &arguments)
    {
        const Run r = run(QStringList{u"plan"_s} + arguments + QStringList{u"--json"_s});
        if (r.exitCode != 0)
            qWarning("%s", qPrintable(r.err));
        return QJsonDocument::fromJson(r.out.toUtf8()).object();
    }

private Q_SLOTS:
    void modelsListsTheCatalog()
    {
        const Run r = run({u"models"_s, u"--json"_s});
        QCOMPARE(r.exitCode, 0);
        const QJsonArray models = QJsonDocument::fromJson(r.out.toUtf8()).array();
        QVERIFY(models.size() >= 40);
        const Run text = run({u"models"_s});
        QCOMPARE(text.exitCode, 0);
        QVERIFY(text.out.contains(u"DeepSeek-V3: 671B total, 37.6B active (8 of 256 experts), mla attention"_s));
    }

    // The acceptance case: several cards (and unified machines where the database has
    // them), memory per device, never one 24 GB card on its own.
    void seventyBillionAtEightThousandTokens()
    {
        const QJsonObject plan =
            planJson({u"--model"_s, u"Llama 3.1 70B"_s, u"--quant"_s, u"Q4_K_M"_s, u"--context"_s, u"8192"_s});
        QCOMPARE(plan.value(u"model"_s).toObject().value(u"name"_s).toString(), u"Llama 3.1 70B"_s);
        QCOMPARE(plan.value(u"quant"_s).toString(), u"Q4_K_M"_s);
        QCOMPARE(plan.value(u"context"_s).toInt(), 8192);
        const QJsonArray configs = plan.value(u"configurations"_s).toArray();
        QVERIFY(!configs.isEmpty());
        bool multiCard = false;
        for (const QJsonValue v : configs) {
            const QJsonObject c = v.toObject();
            QVERIFY(c.value(u"fits"_s).toBool());
            const QJsonArray devices = c.value(u"devices"_s).toArray();
            const int count = devices.first().toObject().value(u"count"_s).toInt();
            const QJsonArray memory = c.value(u"memory_per_device_gb"_s).toArray();
            QCOMPARE(memory.size(), count);
            const QString kind = c.value(u"kind"_s).toString();
            if (kind == u"gpus"_s) {
                // No single card of 24 GB or less holds it without offload.
                if (count == 1)
                    QVERIFY(memory.first().toDouble() > 24);
                multiCard = multiCard || count > 1;
            }
            QVERIFY(c.contains(u"decode_tokens_per_s"_s) && c.contains(u"prefill_tokens_per_s"_s) &&
                    c.contains(u"time_to_first_token_s"_s) && c.contains(u"price_usd"_s) &&
                    c.contains(u"price_date"_s) && c.contains(u"total_cost_usd"_s) &&
                    c.contains(u"usd_per_million_tokens"_s) && c.contains(u"notes"_s));
        }
        QVERIFY(multiCard);
    }

    // Issue 25's acceptance case: with a budget that covers two used RTX 3090s in their machine
    // but not two new ones, "cheapest" lists them as meeting a 10 tokens/s target within it.
    void twoUsedRtx3090sMeetTheTargetWithinTheBudget()
    {
        const QStringList model{u"--model"_s, u"Llama 3.3 70B"_s, u"--quant"_s, u"Q4_K_M"_s};
        const auto priceOf = [&](const QString &condition) {
            const QJsonObject plan = planJson(model + QStringList{u"--gpu"_s, u"GeForce RTX 3090"_s, u"--count"_s,
                                                                  u"2"_s, u"--condition"_s, condition});
            return plan.value(u"configurations"_s).toArray().first().toObject();
        };
        const QJsonObject used = priceOf(u"used"_s);
        const QJsonObject fresh = priceOf(u"new"_s);
        const double usedUsd = used.value(u"price_usd"_s).toDouble();
        const double newUsd = fresh.value(u"price_usd"_s).toDouble();
        QVERIFY2(usedUsd > 0 && usedUsd < newUsd, qPrintable(u"%1 / %2"_s.arg(usedUsd).arg(newUsd)));
        QCOMPARE(fresh.value(u"price_condition"_s).toString(), u"new"_s);
        QVERIFY(used.value(u"price_condition"_s).toString() != u"new"_s);
        const QString budget = QString::number(std::floor((usedUsd + newUsd) / 2));

        const QJsonObject plan = planJson(
            model + QStringList{u"--min-tps"_s, u"10"_s, u"--condition"_s, u"cheapest"_s, u"--budget"_s, budget});
        bool listed = false;
        for (const QJsonValue v : plan.value(u"configurations"_s).toArray()) {
            const QJsonObject c = v.toObject();
            const QJsonObject device = c.value(u"devices"_s).toArray().first().toObject();
            if (device.value(u"name"_s).toString() != u"GeForce RTX 3090"_s || device.value(u"count"_s).toInt() != 2 ||
                c.value(u"kind"_s).toString() != u"gpus"_s)
                continue;
            listed = true;
            QVERIFY(c.value(u"meets_target"_s).toBool());
            QCOMPARE(c.value(u"price_usd"_s).toDouble(), usedUsd);
            QVERIFY(c.value(u"price_usd"_s).toDouble() <= budget.toDouble());
        }
        QVERIFY2(listed, qPrintable(budget));
        // The default is "cheapest": the same answer without the option.
        const QJsonObject byDefault =
            planJson(model + QStringList{u"--gpu"_s, u"GeForce RTX 3090"_s, u"--count"_s, u"2"_s});
        QCOMPARE(byDefault.value(u"configurations"_s).toArray().first().toObject().value(u"price_usd"_s).toDouble(),
                 usedUsd);
    }

    void anExactConfigurationIsEvaluatedFittingOrNot()
    {
        const QJsonObject plan = planJson({u"--model"_s, u"llama 3.1 405b"_s, u"--quant"_s, u"q4_k_m"_s, u"--gpu"_s,
                                           u"geforce rtx 4090"_s, u"--count"_s, u"2"_s, u"--ram"_s, u"none"_s});
        const QJsonArray configs = plan.value(u"configurations"_s).toArray();
        QCOMPARE(configs.size(), 1);
        const QJsonObject c = configs.first().toObject();
        QVERIFY(!c.value(u"fits"_s).toBool());
        QCOMPARE(c.value(u"devices"_s).toArray().first().toObject().value(u"name"_s).toString(), u"GeForce RTX 4090"_s);
    }

    // Issue 26: every speed says how far to trust it. The JSON gives the typical error of the
    // estimate's kind (validate-llm's resources/seed/llm_speed_errors.csv: dense decode on one
    // card, dense prefill on several), and the text says the same figure under the configuration.
    void everySpeedSaysHowFarToTrustIt()
    {
        QFile file(QStringLiteral(GPUADVISOR_SOURCE_DIR "/resources/seed/llm_speed_errors.csv"));
        QVERIFY(file.open(QIODevice::ReadOnly));
        QHash<QString, double> bundled;
        for (const QString &line : QString::fromUtf8(file.readAll()).split(u'\n', Qt::SkipEmptyParts)) {
            const QStringList f = line.split(u',');
            bundled.insert(f.mid(0, 3).join(u','), f.last().toDouble() * 100);
        }
        const QStringList model{u"--model"_s, u"Llama 3.1 8B"_s, u"--quant"_s,
                                u"Q4_K_M"_s,  u"--gpu"_s,        u"GeForce RTX 4090"_s};
        const QJsonObject one = planJson(model).value(u"configurations"_s).toArray().first().toObject();
        QCOMPARE(one.value(u"decode_error_pct"_s).toDouble(), bundled.value(u"decode,dense,one card"_s));
        QCOMPARE(one.value(u"prefill_error_pct"_s).toDouble(), bundled.value(u"prefill,dense,one card"_s));
        const QJsonObject two =
            planJson(model + QStringList{u"--count"_s, u"2"_s}).value(u"configurations"_s).toArray().first().toObject();
        QCOMPARE(two.value(u"prefill_error_pct"_s).toDouble(), bundled.value(u"prefill,dense,several cards"_s));
        const Run text = run(QStringList{u"plan"_s} + model);
        QCOMPARE(text.exitCode, 0);
        const QString within = u"Decode typically within ±%1%, prompt within ±%2% of measured speeds."_s
                                   .arg(std::lround(one.value(u"decode_error_pct"_s).toDouble()))
                                   .arg(std::lround(one.value(u"prefill_error_pct"_s).toDouble()));
        QVERIFY2(text.out.contains(within), qPrintable(text.out));
        QVERIFY2(text.out.contains(u"Decode for one user: about "_s), qPrintable(text.out));
    }

    // --runtime replaces the engine the format implies: gpt-oss in MXFP4 is a vLLM format, but its
    // GGUF file runs under llama.cpp, which splits two cards by layers and says so in the JSON.
    void theRuntimeIsAChoice()
    {
        const QStringList base{u"--model"_s, u"gpt-oss-120b"_s,     u"--quant"_s, u"MXFP4"_s,
                               u"--gpu"_s,   u"GeForce RTX 5090"_s, u"--count"_s, u"2"_s};
        const QJsonObject vllm = planJson(base);
        const QJsonObject llama = planJson(base + QStringList{u"--runtime"_s, u"llama.cpp"_s});
        const QJsonObject v = vllm.value(u"configurations"_s).toArray().first().toObject();
        const QJsonObject l = llama.value(u"configurations"_s).toArray().first().toObject();
        QCOMPARE(v.value(u"backend"_s).toString(), u"vllm"_s);
        QCOMPARE(l.value(u"backend"_s).toString(), u"llama.cpp"_s);
        QCOMPARE(l.value(u"split"_s).toString(), u"layer"_s);
    }

    // Issue 27: a context past the model's native one is planned, and said on the standard error
    // (the JSON stays one object); within it, nothing is said.
    void aContextBeyondTheNativeOneIsSaid()
    {
        const Run past = run({u"plan"_s, u"--model"_s, u"Llama 3.1 8B"_s, u"--quant"_s, u"Q4_K_M"_s, u"--context"_s,
                              u"200000"_s, u"--json"_s});
        QCOMPARE(past.exitCode, 0);
        QVERIFY2(
            past.err.contains(QRegularExpression(u"more than Llama 3.1 8B was trained for \\(131.?072 tokens\\)"_s)),
            qPrintable(past.err));
        QVERIFY(QJsonDocument::fromJson(past.out.toUtf8()).isObject());
        const Run within = run({u"plan"_s, u"--model"_s, u"Llama 3.1 8B"_s, u"--quant"_s, u"Q4_K_M"_s, u"--context"_s,
                                u"131072"_s, u"--json"_s});
        QCOMPARE(within.exitCode, 0);
        QVERIFY2(!within.err.contains(u"trained for"_s), qPrintable(within.err));
    }

    // Issue 25: configurations without a price are listed apart after the priced ones, whichever
    // order is asked for; the machines as sold carry their prices.
    void unpricedConfigurationsComeAfterThePricedOnes()
    {
        for (const QString &sort : {u"price"_s, u"total"_s}) {
            const QJsonObject plan = planJson({u"--model"_s, u"Llama 3.1 70B"_s, u"--quant"_s, u"Q4_K_M"_s, u"--sort"_s,
                                               sort, u"--condition"_s, u"new"_s});
            bool seenUnpriced = false;
            QStringList pricedMachines;
            for (const QJsonValue v : plan.value(u"configurations"_s).toArray()) {
                const QJsonObject c = v.toObject();
                const bool priced = !c.value(u"price_usd"_s).isNull();
                const QString name = c.value(u"devices"_s).toArray().first().toObject().value(u"name"_s).toString();
                QVERIFY2(!(seenUnpriced && priced), qPrintable(name));
                seenUnpriced = seenUnpriced || !priced;
                if (priced && c.value(u"kind"_s).toString() == u"unified"_s)
                    pricedMachines.append(name);
            }
            for (const QString &machine :
                 {u"Framework Desktop (Ryzen AI Max+ 395, 128 GB)"_s, u"DGX Spark (GB10, 128 GB unified)"_s,
                  u"ASUS Ascent GX10 (GB10, 128 GB)"_s, u"Mac Studio (M3 Ultra 28C CPU/60C GPU, 96 GB)"_s})
                QVERIFY2(pricedMachines.contains(machine),
                         qPrintable(machine + u": "_s + pricedMachines.join(u", "_s)));
        }
    }

    void stackPlansOnlyWithDevicesThatRunIt()
    {
        // MLX on macOS: only the Mac; vLLM on Linux: no Mac, no Volta.
        const QJsonObject mlx =
            planJson({u"--model"_s, u"Llama 3.1 70B"_s, u"--quant"_s, u"Q4_K_M"_s, u"--stack"_s, u"mlx-macos"_s});
        const QJsonArray macs = mlx.value(u"configurations"_s).toArray();
        QVERIFY(!macs.isEmpty());
        for (const QJsonValue v : macs) {
            const QString name =
                v.toObject().value(u"devices"_s).toArray().first().toObject().value(u"name"_s).toString();
            // Apple's chips, and the Macs as sold ("Mac Studio (M3 Ultra ..., 96 GB)").
            QVERIFY2(name.startsWith(u"Apple"_s) || name.startsWith(u"Mac "_s), qPrintable(name));
        }
        QCOMPARE(mlx.value(u"stack"_s).toObject().value(u"stack"_s).toString(), u"mlx"_s);
        const QJsonObject vllm =
            planJson({u"--model"_s, u"Llama 3.1 8B"_s, u"--quant"_s, u"Q4_K_M"_s, u"--stack"_s, u"vllm-linux"_s});
        for (const QJsonValue v : vllm.value(u"configurations"_s).toArray()) {
            const QString name =
                v.toObject().value(u"devices"_s).toArray().first().toObject().value(u"name"_s).toString();
            QVERIFY2(!name.startsWith(u"Apple"_s) && !name.startsWith(u"Mac "_s) && !name.contains(u"V100"_s) &&
                         name != u"TITAN V"_s,
                     qPrintable(name));
        }
        // A configuration given card by card is evaluated as asked, and the problem is said.
        const Run exact = run({u"plan"_s, u"--model"_s, u"Llama 3.1 8B"_s, u"--quant"_s, u"Q4_K_M"_s, u"--gpu"_s,
                               u"GeForce RTX 4090"_s, u"--stack"_s, u"vllm-windows"_s});
        QCOMPARE(exact.exitCode, 0);
        QVERIFY2(exact.out.contains(u"GeForce RTX 4090: vLLM does not support this card on Windows."_s),
                 qPrintable(exact.out));
    }

    // Issue 26: the user's own measured speed, imported with `db import-llm-speeds`, stands beside
    // the estimate as theirs; a file with a bad row is refused, naming the file and the line, and
    // writes nothing.
    void importedLlmSpeedsStandBesideTheEstimate()
    {
        const QString header = u"hardware,device_count,backend,model,quant,context,depth,batch_or_users,metric,value,"
                               u"ubatch,split,offload,offload_share,ram_channels,ram_mts,source,date\n"_s;
        const QString row = u"GeForce RTX 4090,1,llama.cpp CUDA,Llama 3.1 8B,Q4_K_M,8192,0,1,decode_tps,123.4,512,,,,"
                            u",,llama-bench on my desk,2026-11-20\n"_s;
        const QString database = u"speeds.sqlite"_s;
        const auto write = [this](const QString &name, const QString &text) {
            QFile file(m_dir.filePath(name));
            return file.open(QIODevice::WriteOnly) && file.write(text.toUtf8()) == text.toUtf8().size();
        };
        QVERIFY(write(u"bad.csv"_s, header + row + QString(row).replace(u"Q4_K_M"_s, u"Q9_Z"_s)));
        const Run bad = run({u"db"_s, u"import-llm-speeds"_s, m_dir.filePath(u"bad.csv"_s)}, database);
        QCOMPARE(bad.exitCode, 2);
        QVERIFY2(bad.err.contains(u"bad.csv"_s) && bad.err.contains(u"line 3, column quant"_s), qPrintable(bad.err));
        const QStringList plan{u"plan"_s,  u"--model"_s,          u"Llama 3.1 8B"_s, u"--quant"_s, u"Q4_K_M"_s,
                               u"--gpu"_s, u"GeForce RTX 4090"_s, u"--context"_s,    u"8192"_s};
        QVERIFY(!run(plan, database).out.contains(u"yours"_s));

        QVERIFY(write(u"good.csv"_s, header + row));
        const Run good = run({u"db"_s, u"import-llm-speeds"_s, m_dir.filePath(u"good.csv"_s)}, database);
        QCOMPARE(good.exitCode, 0);
        QVERIFY2(good.out.contains(u"1 measured LLM speed(s) added"_s), qPrintable(good.out));
        const Run text = run(plan, database);
        QCOMPARE(text.exitCode, 0);
        QVERIFY2(text.out.contains(u"measured 123 tokens/s at 8,192 tokens of context (yours, llama.cpp CUDA, "
                                   u"2026-11-20)"_s),
                 qPrintable(text.out));
        QVERIFY2(text.out.contains(u"llama-bench on my desk"_s), qPrintable(text.out));
    }

    void unknownNamesAndImpossibleNumbersExitTwo_data()
    {
        QTest::addColumn<QStringList>("arguments");
        QTest::addColumn<QString>("message");
        QTest::newRow("model") << QStringList{u"--model"_s, u"Llama 3.1 71B"_s, u"--quant"_s, u"Q4_K_M"_s}
                               << u"closest matches: Llama 3.1 70B"_s;
        QTest::newRow("quant") << QStringList{u"--model"_s, u"Llama 3.1 70B"_s, u"--quant"_s, u"Q4_K_Z"_s}
                               << u"unknown --quant 'Q4_K_Z'"_s;
        QTest::newRow("kv cache") << QStringList{u"--model"_s, u"Phi-4"_s,      u"--quant"_s,
                                                 u"Q8_0"_s,    u"--kv-cache"_s, u"Q3"_s}
                                  << u"unknown --kv-cache 'Q3'"_s;
        QTest::newRow("context") << QStringList{u"--model"_s, u"Phi-4"_s,     u"--quant"_s,
                                                u"Q8_0"_s,    u"--context"_s, u"0"_s}
                                 << u"--context"_s;
        QTest::newRow("users") << QStringList{u"--model"_s, u"Phi-4"_s, u"--quant"_s, u"Q8_0"_s, u"--users"_s, u"-3"_s}
                               << u"--users"_s;
        QTest::newRow("min-tps") << QStringList{u"--model"_s, u"Phi-4"_s,     u"--quant"_s,
                                                u"Q8_0"_s,    u"--min-tps"_s, u"fast"_s}
                                 << u"--min-tps"_s;
        QTest::newRow("runtime") << QStringList{u"--model"_s, u"Phi-4"_s,     u"--quant"_s,
                                                u"Q8_0"_s,    u"--runtime"_s, u"ollama"_s}
                                 << u"--runtime must be llama.cpp or vllm, got 'ollama'"_s;
        QTest::newRow("gpu") << QStringList{u"--model"_s, u"Phi-4"_s, u"--quant"_s,
                                            u"Q8_0"_s,    u"--gpu"_s, u"RTX 9999"_s}
                             << u"unknown GPU 'RTX 9999'"_s;
        // Issue 27: 100 x 8 cards in one configuration; `build` refuses more than 8 per machine.
        QStringList many{u"--model"_s, u"Llama 3.1 405B"_s, u"--quant"_s, u"Q4_K_M"_s};
        for (int i = 0; i < 100; ++i)
            many << u"--gpu"_s << u"GeForce RTX 4090"_s << u"--count"_s << u"8"_s;
        QTest::newRow("800 cards") << many << u"holds at most 8 cards; the --count options add up to 800"_s;
        QTest::newRow("9 cards") << QStringList{u"--model"_s, u"Phi-4"_s,    u"--quant"_s, u"Q8_0"_s,
                                                u"--gpu"_s,   u"RTX 4090"_s, u"--count"_s, u"8"_s,
                                                u"--gpu"_s,   u"RTX 3090"_s, u"--count"_s, u"1"_s}
                                 << u"add up to 9"_s;
    }

    void unknownNamesAndImpossibleNumbersExitTwo()
    {
        QFETCH(QStringList, arguments);
        QFETCH(QString, message);
        const Run r = run(QStringList{u"plan"_s} + arguments);
        QCOMPARE(r.exitCode, 2);
        QVERIFY2(r.err.contains(message), qPrintable(r.err));
    }
};

QTEST_GUILESS_MAIN(TestPlanCommand)
#include "tst_plancommand.moc"

// SPDX-FileCopyrightText: 2026 GPU Advisor contributors
// SPDX-License-Identifier: GPL-3.0-or-later
// The fine-tuning planner (issue 29): FLOPs per token, memory, the planner's answer, and its time
// estimates against the measured runs of docs/benchmarks/finetune-runs.csv, leave-one-source-out.
#include "model/finetune/finetunevalidation.h"

#include <QFile>
#include <QJsonArray>
#include <QLocale>
#include <QTest>

using namespace Qt::StringLiterals;

namespace {

QString readSource(const QString &relative)
{
    QFile file(QStringLiteral(GPUADVISOR_SOURCE_DIR "/") + relative);
    if (!file.open(QIODevice::ReadOnly))
        return {};
    return QString::fromUtf8(file.readAll());
}

LlmModel llama31_8b()
{
    LlmModel m;
    m.name = u"Llama 3.1 8B"_s;
    m.totalParamsB = 8.03;
    m.activeParamsB = 8.03;
    m.layers = 32;
    m.hidden = 4096;
    m.attentionHeads = 32;
    m.kvHeads = 8;
    m.headDim = 128;
    m.vocab = 128256;
    m.nativeContext = 131072;
    return m;
}

Gpu card(qint64 id, const QString &name, double vramGb, double tflops, int watts)
{
    Gpu g;
    g.id = id;
    g.name = name;
    g.vendor = u"NVIDIA"_s;
    g.vramGb = vramGb;
    g.memoryType = u"GDDR6X"_s;
    g.memoryBandwidthGbs = 900;
    g.fp32Tflops = tflops / 2;
    g.fp16TensorTflops = tflops;
    g.tdpWatts = watts;
    g.pcieGeneration = 4;
    return g;
}

PriceObservation price(double usd)
{
    PriceObservation p;
    p.usd = usd;
    p.observedOn = QDate(2026, 10, 1);
    p.condition = PriceCondition::New;
    p.source = u"test"_s;
    return p;
}

CloudRate rate(qint64 gpuId, double usdPerHour)
{
    CloudRate r;
    r.gpuId = gpuId;
    r.provider = u"TestCloud"_s;
    r.acceleratorCount = 1;
    r.usdPerHour = usdPerHour;
    r.observedOn = QDate(2026, 11, 1);
    r.source = u"test"_s;
    return r;
}

} // namespace

class TestFinetune : public QObject
{
    Q_OBJECT

private Q_SLOTS:
    void initTestCase() { QLocale::setDefault(QLocale::c()); }

    // Issue 24: each choice's keys stand in one table, read both ways: every key comes back as
    // its choice, in any case and with spaces around it; an unknown key is none.
    void choiceKeysRoundTrip()
    {
        for (auto m : {FinetuneMethod::Full, FinetuneMethod::Lora, FinetuneMethod::Qlora}) {
            QCOMPARE(finetuneMethodFromKey(finetuneMethodKey(m)), m);
            QCOMPARE(finetuneMethodFromKey(u" "_s + finetuneMethodKey(m).toUpper() + u" "_s), m);
        }
        for (auto p : {FinetunePrecision::Bf16, FinetunePrecision::Fp8})
            QCOMPARE(finetunePrecisionFromKey(finetunePrecisionKey(p)), p);
        for (auto o : {FinetuneOptimizer::AdamW, FinetuneOptimizer::AdamW8bit})
            QCOMPARE(finetuneOptimizerFromKey(finetuneOptimizerKey(o)), o);
        for (auto l : {LoraModules::All, LoraModules::Attention})
            QCOMPARE(loraModulesFromKey(loraModulesKey(l)), l);
        QCOMPARE(finetuneMethodKey(FinetuneMethod::Qlora), u"qlora"_s);
        QCOMPARE(finetuneOptimizerKey(FinetuneOptimizer::AdamW8bit), u"adamw-8bit"_s);
        QCOMPARE(finetuneParallelismKey(FinetuneParallelism::DataParallel), u"data"_s);
        QCOMPARE(finetuneKindKey(FinetuneKind::Cards), u"gpus"_s);
        QVERIFY(!finetuneMethodFromKey(u"dora"_s));
        QVERIFY(!finetuneOptimizerFromKey(u"adamw-4bit"_s));
    }

    void flopsFollowTheMethod()
    {
        FinetuneJob job;
        job.model = llama31_8b();
        job.gradientCheckpointing = false;
        job.method = FinetuneMethod::Full;
        const double full = FinetunePlanner::flopsPerToken(job).linear;
        QCOMPARE(full, 6 * 8.03e9);
        job.method = FinetuneMethod::Lora;
        const double lora = FinetunePlanner::flopsPerToken(job).linear;
        // LoRA skips the frozen weights' gradients: 4N plus the adapters' own 6 per parameter.
        QVERIFY(lora > 4 * 8.03e9 && lora < 4.2 * 8.03e9);
        job.gradientCheckpointing = true;
        QCOMPARE(FinetunePlanner::flopsPerToken(job).linear, lora + 2 * 8.03e9);
        // Attention grows with the sequence.
        job.sequenceLength = 8192;
        const double longer = FinetunePlanner::flopsPerToken(job).attention;
        job.sequenceLength = 2048;
        QCOMPARE(longer, 4 * FinetunePlanner::flopsPerToken(job).attention);
    }

    void loraAdaptersOfLlama8b()
    {
        FinetuneJob job;
        job.model = llama31_8b();
        job.method = FinetuneMethod::Lora;
        job.rank = 16;
        // q 4096+4096, k and v 4096+1024, o 4096+4096, three MLP matrices 4096+~14,300: about 42 million.
        const double trained = FinetunePlanner::trainableParameters(job);
        QVERIFY2(trained > 40e6 && trained < 44e6, qPrintable(QString::number(trained)));
        job.modules = LoraModules::Attention;
        QVERIFY(FinetunePlanner::trainableParameters(job) < trained / 3);
    }

    void memoryShrinksWithQloraAndSharding()
    {
        const FinetunePlanner planner;
        FinetuneJob job;
        job.model = llama31_8b();
        job.tokens = 1e8;
        job.method = FinetuneMethod::Qlora;
        const double qlora = planner.memory(job, 1).totalGb();
        QVERIFY2(qlora > 5 && qlora < 11, qPrintable(QString::number(qlora)));
        job.method = FinetuneMethod::Full;
        const double full = planner.memory(job, 1).totalGb();
        QVERIFY(full > 100);
        QVERIFY(planner.memory(job, 4).totalGb() < full / 3);
    }

    void planListsFittingCardsRentedAndBreakEven()
    {
        FinetuneRequest request;
        request.job.model = llama31_8b();
        request.job.method = FinetuneMethod::Qlora;
        request.job.tokens = 1e8;
        QList<FinetuneInput> inputs;
        inputs.append({card(1, u"Small 6 GB"_s, 6, 40, 150), {price(250)}, {}});
        inputs.append({card(2, u"Twelve 12 GB"_s, 12, 25.5, 170), {price(300)}, {rate(2, 0.2)}});
        inputs.append({card(3, u"Big 24 GB"_s, 24, 165, 450), {price(1800)}, {rate(3, 0.6)}});
        const FinetunePlanner planner;
        const QList<FinetuneOption> options = planner.plan(request, inputs);
        QStringList labels;
        for (const FinetuneOption &o : options)
            labels.append(o.label() + u" "_s + finetuneKindKey(o.kind));
        // The 6 GB card holds it only sharded over two; owned ones by price, then rented.
        QVERIFY2(labels.contains(u"Twelve 12 GB gpus"_s), qPrintable(labels.join(u", "_s)));
        QVERIFY(labels.contains(u"2 × Twelve 12 GB gpus"_s));
        QVERIFY(labels.contains(u"Twelve 12 GB rented"_s));
        QVERIFY(labels.contains(u"Big 24 GB rented"_s));
        QCOMPARE(options.last().kind, FinetuneKind::Rented);
        for (const FinetuneOption &o : options) {
            QVERIFY(o.memoryPerDeviceGb <= o.capacityGb);
            QVERIFY(o.hours > 0);
            if (o.kind == FinetuneKind::Rented) {
                QVERIFY(o.rentUsd);
                QCOMPARE(*o.rentUsd, *o.rentUsdPerGpuHour * o.count * o.hours);
                continue;
            }
            QCOMPARE(o.energyKwh, o.watts * o.hours / 1000);
            QCOMPARE(o.electricityUsd, o.energyKwh * request.cost.kwhPriceUsd);
            if (o.breakEvenJobs)
                QCOMPARE(*o.breakEvenJobs, *o.ownedUsd() / (*o.cheapestRentUsd - o.electricityUsd));
        }
        // The faster card finishes sooner: time follows the matrix rate.
        const auto hoursOf = [&](const QString &label) {
            for (const FinetuneOption &o : options) {
                if (o.label() == label && o.kind == FinetuneKind::Cards)
                    return o.hours;
            }
            return 0.0;
        };
        QVERIFY(hoursOf(u"Big 24 GB"_s) < hoursOf(u"Twelve 12 GB"_s) / 5);
        const QJsonObject json = FinetunePlanner::toJson(request, options);
        const QJsonObject first = json[u"configurations"_s].toArray().first().toObject();
        for (const char *key : {"memory_gb", "tokens_per_second", "hours", "electricity_usd", "purchase_usd"})
            QVERIFY2(first[u"explain"_s].toObject().contains(QLatin1String(key)), key);
        QVERIFY(!FinetunePlanner::verdict(request, options).isEmpty());
    }

    // Issue 24: the runs file is read by CsvRowReader, so a bad cell is worded as in every other
    // file, with its line and column, and the file's shape as CsvRowReader words it.
    void badRunsNameLineAndColumn()
    {
        const QString csv = readSource(u"docs/benchmarks/finetune-runs.csv"_s);
        QStringList lines = csv.split(u'\n');
        QVERIFY(lines.size() > 3);
        // The first run is a LoRA in bf16; "dora" is no method the planner knows.
        QVERIFY(lines.at(1).contains(u",lora,bf16,"_s));
        lines[1].replace(u",lora,bf16,"_s, u",dora,bf16,"_s);
        const FinetuneValidation v = FinetuneValidator::validate(lines.join(u'\n'));
        QVERIFY2(v.problem.startsWith(u"line 2, column method: expected full, lora or qlora, found \"dora\""_s),
                 qPrintable(v.problem));
        QCOMPARE(FinetuneValidator::validate(QString()).problem,
                 u"line 1: expected a header row, found an empty file"_s);
        QVERIFY2(FinetuneValidator::validate(u"source,device\nx,y\n"_s)
                     .problem.startsWith(u"line 1: the header lacks the column(s) used, tokens_per_s"_s),
                 qPrintable(FinetuneValidator::validate(u"source,device\nx,y\n"_s).problem));
    }

    void timeEstimatesHoldOutOfSample()
    {
        const QString csv = readSource(u"docs/benchmarks/finetune-runs.csv"_s);
        QVERIFY(!csv.isEmpty());
        const FinetuneValidation v = FinetuneValidator::validate(csv);
        QVERIFY2(v.problem.isEmpty(), qPrintable(v.problem));
        QVERIFY(v.rows.size() >= 20);
        QVERIFY(v.sources.size() >= 4);
        QVERIFY2(v.medianAbsError <= 0.25, qPrintable(QString::number(v.medianAbsError)));
        // The planner's constant is the share fitted on every run, as docs/finetuning.md says.
        QCOMPARE(std::round(v.shareAllSources * 100) / 100, FinetuneParameters().sustainedShare);
        // docs/finetuning.md holds the table this gives (regenerate: validate_finetune_docs).
        const QString docs = readSource(u"docs/finetuning.md"_s);
        QVERIFY2(docs.contains(v.markdown()),
                 "docs/finetuning.md: run cmake --build build --target validate_finetune_docs");
    }
};

QTEST_GUILESS_MAIN(TestFinetune)
#include "tst_finetune.moc"

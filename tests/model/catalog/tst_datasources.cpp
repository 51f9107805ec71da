// SPDX-FileCopyrightText: 2026 GPU Advisor contributors
// SPDX-License-Identifier: GPL-3.0-or-later
#include "model/catalog/datasources.h"

#include <QTest>

using namespace Qt::StringLiterals;

class TestDataSources final : public QObject
{
    Q_OBJECT

private Q_SLOTS:
    void priceFamily_data()
    {
        QTest::addColumn<QString>("source");
        QTest::addColumn<QString>("family");
        QTest::newRow("amazon")
            << u"Amazon price history (Keepa), United-Compute/gpu-price-tracker:data/NVIDIA_L4.json "
               u"@ 23c5fab (Amazon price history via Keepa; single listing)"_s
            << u"Amazon price history (Keepa)"_s;
        QTest::newRow("ebay")
            << u"eBay average sold price, Tom's Hardware, buttke/ebay-2021-2023-gpu-prices:data/x.csv "
               u"(scraped from https://www.tomshardware.com/news/gpus-historical-ebay-pricing)"_s
            << u"eBay average sold price, Tom's Hardware"_s;
        QTest::newRow("plain") << u"Shop window, Berlin"_s << u"Shop window, Berlin"_s;
        QTest::newRow("url only") << u"https://example.com/price"_s << u"https://example.com/price"_s;
    }
    void priceFamily()
    {
        QFETCH(QString, source);
        QFETCH(QString, family);
        QCOMPARE(DataSources::priceSourceFamily(source), family);
    }

    void originsNameRepositoriesAndHosts()
    {
        const QString secondary =
            u"https://www.techpowerup.com/gpu-specs/geforce-gtx-1080-ti.c2877 ; "
            u"reox007/RightNow-GPU-Database:data/{nvidia,amd}/all.json@dfb3c9a (TechPowerUp-derived) ; "
            u"talmolab/lablink-paper-figures:data/raw/gpu_prices/ml_hardware.csv (Epoch AI)"_s;
        const QStringList origins = DataSources::sourceOrigins(secondary);
        QVERIFY2(origins.contains(u"techpowerup.com"_s), qPrintable(origins.join(u" | "_s)));
        QVERIFY(origins.contains(u"reox007/RightNow-GPU-Database"_s));
        QVERIFY(origins.contains(u"talmolab/lablink-paper-figures"_s));
        QCOMPARE(DataSources::sourceHost(u"https://developer.nvidia.com/blog/x"_s), u"developer.nvidia.com"_s);
        QCOMPARE(DataSources::sourceHost(u"vendor datasheet"_s), u"vendor datasheet"_s);
    }

    void sourceTitles_data()
    {
        // Issue 11: the planner's price row and the wizard's cards showed repository slugs and
        // commit hashes; they show these titles, the citation stays in the tooltips.
        QTest::addColumn<QString>("source");
        QTest::addColumn<QString>("title");
        QTest::newRow("gpu poet report")
            << u"activescott/gpu-agent:packages/web-app/src/app/gpu/market-report/gpu-market-report-august-2026/"
               u"page.tsx@e253191dc21e59584cb0f3bde7a1a79041b13a6a"_s
            << u"GPU Poet market report"_s;
        QTest::newRow("newegg snapshot")
            << u"SiliconValueIndex/siliconvalueindex:data/processed/new_prices.csv@6ef6fd41bf3ada5e574ffd2d79cce08c6408aede"_s
            << u"SiliconValueIndex (Newegg)"_s;
        QTest::newRow("family first")
            << u"Amazon price history (Keepa), United-Compute/gpu-price-tracker:data/NVIDIA_L4.json "
               u"@ 23c5fab (Amazon price history via Keepa; single listing)"_s
            << u"Amazon price history (Keepa)"_s;
        QTest::newRow("ebay")
            << u"eBay average sold price, Tom's Hardware, buttke/ebay-2021-2023-gpu-prices:data/x.csv"_s
            << u"eBay average sold price"_s;
        QTest::newRow("address") << u"https://solafide.ca/blog/2026-04-dgx-spark-desktop-ai-supercomputer"_s
                                 << u"solafide.ca"_s;
        QTest::newRow("unknown repository") << u"someone/price-scrape:out/prices.csv@0123abc"_s << u"price-scrape"_s;
        // Issue 13: the measured benchmarks' citations (docs/benchmarks/measured.csv).
        QTest::newRow("lambda benchmark")
            << u"lambdal/deeplearning-benchmark pytorch/pytorch-train-throughput-fp16.csv @ 0551cb7 (NGC PyTorch "
               u"22.09/22.10)"_s
            << u"Lambda GPU benchmarks"_s;
        QTest::newRow("mlperf file")
            << u"mlcommons/inference_results_v3.0 closed/Dell/results/XE2420_T4x1_TRT/resnet50/Offline/performance/"
               u"run_1/mlperf_log_summary.txt @ dad59af"_s
            << u"MLPerf Inference v3.0, Dell submission"_s;
        QTest::newRow("mlperf system")
            << u"mlcommons/inference_results_v4.1 closed/NVIDIA DGX-H100 llama2-70b-99.9 Offline @ a2f5d66"_s
            << u"MLPerf Inference v4.1, NVIDIA submission"_s;
        QTest::newRow("llm benchmarks") << u"XiongjieDai/GPU-Benchmarks-on-LLM-Inference README.md (llama.cpp build "
                                           u"befddd0f)"_s
                                        << u"LLM inference benchmarks by Xiongjie Dai"_s;
        QTest::newRow("lambda diffusers")
            << u"LambdaLabsML/lambda-diffusers benchmarks/benchmark.csv @ 8571d8d (batch 4 latency 6.68 s; Diffusers "
               u"0.11.0; PyTorch 1.13; NGC PyTorch 22.11)"_s
            << u"Lambda Stable Diffusion benchmarks"_s;
        QTest::newRow("sd web ui database")
            << u"vladmandic/sd-extension-system-info pages/benchmark-data.json @ 0a93d2e (median of 18 submissions: "
               u"torch 2.x; autocast half; sdp or xformers attention)"_s
            << u"Stable Diffusion web UI benchmark database (vladmandic)"_s;
        QTest::newRow("training benchmark database")
            << u"xiaoran007/GPU-Insights docs-src/public/data/benchmark-data.json @ 7d7f1e1 (main_auto ver.2, PyTorch "
               u"2.8, BF16; scores 9654/3539/7032)"_s
            << u"GPU-Insights training benchmarks"_s;
        // Two repositories of one name (a harness and its fork, run by other people): each its own.
        QTest::newRow("cnn harness")
            << u"ryujaehun/pytorch-gpu-benchmark @ 3f47a9e (results/TitanV/TITAN V_half_model_training_benchmark.csv; "
               u"PyTorch 1.0 preview)"_s
            << u"PyTorch GPU benchmark (Jaehun Ryu)"_s;
        QTest::newRow("its fork")
            << u"aisensiy/pytorch-gpu-benchmark @ bbff357 (experiment_results/openbayes/t4/data)"_s
            << u"OpenBayes GPU benchmark"_s;
        QTest::newRow("address without its scheme")
            << u"Hardware Corner via topclanker.com/blog/rtx-gpu-llm-benchmarks-2026.html (secondary)"_s
            << u"Hardware Corner via topclanker.com (secondary)"_s;
        QTest::newRow("plain words") << u"my own quote"_s << u"my own quote"_s;
        QTest::newRow("empty") << QString() << QString();
    }
    void sourceTitles()
    {
        QFETCH(QString, source);
        QFETCH(QString, title);
        const QString shown = DataSources::sourceTitle(source);
        QCOMPARE(shown, title);
        QVERIFY2(!shown.contains(u'@') && !shown.contains(u':'), qPrintable(shown));
    }

    void sourceUrls_data()
    {
        QTest::addColumn<QString>("source");
        QTest::addColumn<QString>("url");
        QTest::newRow("repository file at a commit")
            << u"activescott/gpu-agent:packages/web-app/src/app/gpu/market-report/gpu-market-report-july-2026/"
               u"page.tsx@1c8fd71be20017f652b9f75f389e8f0777702c65"_s
            << u"https://github.com/activescott/gpu-agent/blob/1c8fd71be20017f652b9f75f389e8f0777702c65/packages/"
               u"web-app/src/app/gpu/market-report/gpu-market-report-july-2026/page.tsx"_s;
        QTest::newRow("spaced commit after a family")
            << u"Amazon price history (Keepa), United-Compute/gpu-price-tracker:data/NVIDIA_L4.json @ 23c5fab "
               u"(Amazon price history via Keepa)"_s
            << u"https://github.com/United-Compute/gpu-price-tracker/blob/23c5fab/data/NVIDIA_L4.json"_s;
        QTest::newRow("address") << u"https://solafide.ca/blog/2026-04-dgx-spark (review)"_s
                                 << u"https://solafide.ca/blog/2026-04-dgx-spark"_s;
        QTest::newRow("file pattern: the repository at its commit")
            << u"Tom's Hardware, owner/repo:data/<Month_Year>/table_*.csv@abcdef1"_s
            << u"https://github.com/owner/repo/tree/abcdef1"_s;
        QTest::newRow("benchmark file after a space")
            << u"huggingface/diffusers docs/source/en/optimization/torch2.0.mdx @ 07dc8fe"_s
            << u"https://github.com/huggingface/diffusers/blob/07dc8fe/docs/source/en/optimization/torch2.0.mdx"_s;
        QTest::newRow("crowd-sourced benchmark file")
            << u"vladmandic/sd-extension-system-info pages/benchmark-data.json @ 0a93d2e (median of 18 submissions: "
               u"torch 2.x; autocast half; sdp or xformers attention)"_s
            << u"https://github.com/vladmandic/sd-extension-system-info/blob/0a93d2e/pages/benchmark-data.json"_s;
        QTest::newRow("benchmark system: the repository at its commit")
            << u"mlcommons/inference_results_v4.1 closed/NVIDIA DGX-H100 llama2-70b-99.9 Offline @ a2f5d66"_s
            << u"https://github.com/mlcommons/inference_results_v4.1/tree/a2f5d66"_s;
        QTest::newRow("no commit, no address") << u"owner/repo:data/x.csv"_s << QString();
        QTest::newRow("spaced, no commit") << u"XiongjieDai/GPU-Benchmarks-on-LLM-Inference README.md"_s << QString();
        QTest::newRow("words") << u"my own quote"_s << QString();
    }
    void sourceUrls()
    {
        QFETCH(QString, source);
        QFETCH(QString, url);
        QCOMPARE(DataSources::sourceUrl(source), url);
    }

    void readableSourcesHideSlugsAndCommits_data()
    {
        QTest::addColumn<QString>("source");
        QTest::addColumn<QString>("readable");
        QTest::newRow("repository with path and commit")
            << u"Amazon price history (Keepa), United-Compute/gpu-price-tracker:data/x.json@1a2b3c4"_s
            << u"Amazon price history (Keepa), gpu-price-tracker"_s;
        QTest::newRow("braces and a comma in the path")
            << u"https://www.techpowerup.com/gpu-specs/x.c2877 ; "
               u"reox007/RightNow-GPU-Database:data/{nvidia,amd}/all.json@dfb3c9a (TechPowerUp-derived)"_s
            << u"techpowerup.com, RightNow-GPU-Database (TechPowerUp-derived)"_s;
        QTest::newRow("address") << u"https://www.techpowerup.com/gpu-specs/geforce-rtx-3090.c3622"_s
                                 << u"techpowerup.com"_s;
        QTest::newRow("bare slug") << u"epoch-research/ml-hardware"_s << u"ml-hardware"_s;
        QTest::newRow("ordinary slash") << u"GPU/CPU ratio, w/o tax"_s << u"GPU/CPU ratio, w/o tax"_s;
        QTest::newRow("plain text") << u"Tom's Hardware eBay report"_s << u"Tom's Hardware eBay report"_s;
    }
    void readableSourcesHideSlugsAndCommits()
    {
        // Issue 11: repository slugs and commit hashes were shown to users in About and Details.
        QFETCH(QString, source);
        QFETCH(QString, readable);
        QCOMPARE(DataSources::readableSource(source), readable);
    }

    void summaryGroupsCountsAndDates()
    {
        Gpu a;
        a.name = u"A"_s;
        a.source = u"https://www.techpowerup.com/gpu-specs/a"_s;
        a.secondarySources = u"owner/dataset:file.csv"_s;
        a.specRecordedOn = QDate(2025, 6, 16);
        Gpu b = a;
        b.name = u"B"_s;
        b.specRecordedOn = QDate(2025, 1, 2);
        Gpu c;
        c.name = u"C"_s;
        c.source = u"https://developer.nvidia.com/c"_s;
        c.userEdited = true;
        c.specRecordedOn = QDate(2026, 3, 1);

        const auto price = [](const QString &source, QDate date, bool user = false) {
            PriceObservation p;
            p.source = source;
            p.observedOn = date;
            p.userEntered = user;
            p.usd = 100;
            return p;
        };
        const QString amazon = u"Amazon price history (Keepa), United-Compute/gpu-price-tracker:data/a.json"_s;
        const QList<PriceObservation> prices{price(amazon, QDate(2022, 10, 1)), price(amazon, QDate(2025, 8, 1)),
                                             price(u"Local shop"_s, QDate(2024, 1, 1)),
                                             price(u"my note"_s, QDate(2026, 11, 2), true)};

        const DataSourceSummary summary = DataSources::summarize({a, b, c}, prices);
        QCOMPARE(summary.gpus, 3);
        QCOMPARE(summary.userEditedGpus, 1);
        QCOMPARE(summary.specSources.size(), 2);
        QCOMPARE(summary.specSources.first().name, u"techpowerup.com"_s);
        QCOMPARE(summary.specSources.first().rows, 2);
        QCOMPARE(summary.specSources.first().first, QDate(2025, 1, 2));
        QCOMPARE(summary.specSources.first().last, QDate(2025, 6, 16));
        QCOMPARE(summary.crossChecks.size(), 1);
        QCOMPARE(summary.crossChecks.first().name, u"owner/dataset"_s);

        QCOMPARE(summary.priceSources.size(), 3);
        QCOMPARE(summary.priceSources.at(0).name, u"Amazon price history (Keepa)"_s);
        QCOMPARE(summary.priceSources.at(0).rows, 2);
        QCOMPARE(summary.priceSources.at(0).first, QDate(2022, 10, 1));
        QCOMPARE(summary.priceSources.at(0).last, QDate(2025, 8, 1));
        QCOMPARE(summary.priceSources.at(0).origins, QStringList{u"United-Compute/gpu-price-tracker"_s});
        // The user's own entries come last whatever their count, under their own name.
        QVERIFY(summary.priceSources.last().userEntered);
        QCOMPARE(summary.priceSources.last().rows, 1);
        QCOMPARE(summary.newestPrice, QDate(2026, 11, 2));
    }

    void emptyDatabase()
    {
        const DataSourceSummary summary = DataSources::summarize({}, {});
        QCOMPARE(summary.gpus, 0);
        QVERIFY(summary.priceSources.isEmpty());
        QVERIFY(!summary.newestPrice.isValid());
    }
};

QTEST_APPLESS_MAIN(TestDataSources)
#include "tst_datasources.moc"

// SPDX-FileCopyrightText: 2026 GPU Advisor contributors
// SPDX-License-Identifier: GPL-3.0-or-later
// What a new database holds: every GPU of the bundled spec file with its provenance, and the
// dated price observations with theirs.
#include "db/livepicksreader.h"
#include "model/catalog/pricekinds.h"
#include "model/cost/pricing.h"
#include "model/io/csv.h"
#include "resources/seeddigests.h"
#include "tests/common/seededdatabase.h"

#include <QCryptographicHash>
#include <QDirIterator>
#include <QFile>
#include <QRegularExpression>
#include <QSet>
#include <QTemporaryDir>
#include <QTest>

using namespace Qt::StringLiterals;

namespace {

QList<CsvRecord> bundled(const QString &resource)
{
    QFile f(resource);
    if (!f.open(QIODevice::ReadOnly))
        return {};
    QList<CsvRecord> records;
    QString error;
    parseCsv(QString::fromUtf8(f.readAll()), &records, &error);
    if (!records.isEmpty())
        records.removeFirst(); // header
    return records;
}

} // namespace

class TestSeedData final : public QObject
{
    Q_OBJECT

private Q_SLOTS:
    void initTestCase() { QVERIFY2(m_db.isValid(), qPrintable(m_db.error())); }

    void everyBundledGpuIsInTheDatabase()
    {
        const QList<CsvRecord> rows = bundled(u":/seed/gpus.csv"_s);
        // 64 rows of the 2023-2025 dataset, 35 of the 2026 additions (GB200 is left out), the 5
        // of tools/spec_additions.csv and 34 of the 41 machines as sold of late 2026 (see
        // docs/data-2026.md for what is left out and why).
        QCOMPARE(rows.size(), 138);
        QSet<QString> names;
        for (const Gpu &g : m_db.gpus().gpus())
            names.insert(g.name);
        for (const CsvRecord &r : rows)
            QVERIFY2(names.contains(r.fields.first()), qPrintable(r.fields.first()));
    }

    void everyBundledDigestIsTheFilesOwn()
    {
        // The seeder trusts the digests the build worked out instead of hashing the bundle at
        // every start; a stale one would leave a changed file untaken.
        int files = 0;
        QDirIterator it(u":/seed"_s, QDir::Files, QDirIterator::Subdirectories);
        while (it.hasNext()) {
            const QString path = it.next();
            QFile file(path);
            QVERIFY2(file.open(QIODevice::ReadOnly), qPrintable(path));
            const QString digest =
                QString::fromLatin1(QCryptographicHash::hash(file.readAll(), QCryptographicHash::Sha256).toHex());
            QCOMPARE(bundledSeedDigest(path), digest);
            ++files;
        }
        QVERIFY(files >= 9);
        QVERIFY(bundledSeedDigest(u":/seed/no-such-file.csv"_s).isEmpty());
    }

    void everySpecKeepsItsProvenance()
    {
        for (const Gpu &g : m_db.gpus().gpus()) {
            // A source a reader can open: a URL, or a repository file at a commit (the shared
            // data's convention for repository data; a machine's store page as a dated snapshot
            // recorded it).
            static const QRegularExpression address(u"https?://|[\\w.-]+/[\\w.-]+:\\S+@[0-9a-f]{7,40}"_s);
            QVERIFY2(address.match(g.source).hasMatch(), qPrintable(g.name));
            QVERIFY2(!g.secondarySources.isEmpty(), qPrintable(g.name));
            QVERIFY2(g.specRecordedOn.isValid(), qPrintable(g.name));
            QVERIFY(!g.userEdited);
        }
    }

    void ratedBoostClocksKeepTheirSource()
    {
        // docs/model.md §1.5: the clock the spec rates are given at, with where it comes from.
        int withClock = 0;
        for (const Gpu &g : m_db.gpus().gpus()) {
            if (!g.boostClockMhz) {
                QVERIFY2(g.boostClockSource.isEmpty(), qPrintable(g.name));
                continue;
            }
            ++withClock;
            QVERIFY2(!g.boostClockSource.isEmpty(), qPrintable(g.name));
            // The rated clock and the stored FP32 rate agree: rate / (2 x clock) is a shader count.
            const double shaders = g.fp32Tflops * 1e6 / (2 * *g.boostClockMhz);
            QVERIFY2(shaders > 1000 && shaders < 40000, qPrintable(g.name));
        }
        // All but the H20, the GH200 and Apple's M3 Ultra, whose makers publish no clock.
        QCOMPARE(withClock, 94);
        QCOMPARE(m_db.gpus().gpuByName(u"GeForce RTX 3090"_s)->boostClockMhz, 1695.0);
        QCOMPARE(m_db.gpus().gpuByName(u"A100 SXM4 40 GB"_s)->boostClockMhz, 1410.0);
        QCOMPARE(m_db.gpus().gpuByName(u"Tesla V100 SXM2 16 GB"_s)->boostClockMhz, 1530.0);
        QVERIFY(m_db.gpus().gpuByName(u"GeForce RTX 4090"_s)->boostClockSource.contains(u"TechPowerUp"_s));
    }

    void everyPriceKeepsItsSourceAndDate()
    {
        const QList<PriceObservation> prices = m_db.gpus().allPrices();
        QCOMPARE(prices.size(), bundled(u":/seed/prices.csv"_s).size());
        QVERIFY(prices.size() > 600);
        for (const PriceObservation &p : prices) {
            QVERIFY(p.observedOn.isValid());
            QVERIFY(!p.source.isEmpty());
            QVERIFY(p.usd > 0);
        }
    }

    void specSpotChecks_data()
    {
        QTest::addColumn<QString>("name");
        QTest::addColumn<double>("vram");
        QTest::addColumn<double>("bandwidth");
        QTest::addColumn<int>("tdp");
        QTest::addColumn<bool>("fp8");
        QTest::newRow("RTX 4090") << u"GeForce RTX 4090"_s << 24.0 << 1008.0 << 450 << true;
        QTest::newRow("RTX 3090") << u"GeForce RTX 3090"_s << 24.0 << 936.0 << 350 << false;
        QTest::newRow("A100 SXM4 40 GB") << u"A100 SXM4 40 GB"_s << 40.0 << 1555.0 << 400 << false;
        QTest::newRow("GTX 1080 Ti") << u"GeForce GTX 1080 Ti"_s << 11.0 << 484.0 << 250 << false;
    }

    void specSpotChecks()
    {
        QFETCH(QString, name);
        QFETCH(double, vram);
        QFETCH(double, bandwidth);
        QFETCH(int, tdp);
        QFETCH(bool, fp8);
        const auto g = m_db.gpus().gpuByName(name);
        QVERIFY(g);
        QCOMPARE(g->vramGb, vram);
        QCOMPARE(g->memoryBandwidthGbs, bandwidth);
        QCOMPARE(g->tdpWatts, tdp);
        QCOMPARE(g->fp8, fp8);
    }

    void january2023PricesOfTheRtx4070Ti()
    {
        // Tom's Hardware, January 2023: eBay average sold 910 USD, lowest retail 820 USD.
        const auto g = m_db.gpus().gpuByName(u"GeForce RTX 4070 Ti"_s);
        QVERIFY(g);
        const PriceQuote q = quotePrice(m_db.gpus().prices(g->id), endOfMonth(u"2023-01"_s));
        QCOMPARE(q.usd(PriceBasis::Used), 910.0);
        QCOMPARE(q.usd(PriceBasis::New), 820.0);
        QCOMPARE(q.usd(PriceBasis::Average), 865.0);
        QCOMPARE(q.used->dateLabel(), u"2023-01"_s);
        QVERIFY(q.used->source.contains(u"eBay"_s));
    }

    void unifiedMemoryMachinesAreADeviceKindOfTheirOwn()
    {
        const auto spark = m_db.gpus().gpuByName(u"DGX Spark (GB10, 128 GB unified)"_s);
        QVERIFY(spark);
        QCOMPARE(spark->deviceKind, DeviceKind::Unified);
        QCOMPARE(spark->vramGb, 128.0);
        // The GPU gets a documented share of the machine's memory, not all of it.
        QVERIFY(spark->usableMemoryGb() < spark->vramGb);
        QVERIFY(spark->gpuMemorySource.contains(u"http"_s));
        QVERIFY(!spark->hasPcieSlot());
        const auto ryzen = m_db.gpus().gpuByName(u"Ryzen AI Max+ 395 (Radeon 8060S, 128 GB unified)"_s);
        QVERIFY(ryzen);
        QCOMPARE(ryzen->usableMemoryGb(), 96.0);
        const auto card = m_db.gpus().gpuByName(u"GeForce RTX 5090"_s);
        QVERIFY(card);
        QCOMPARE(card->deviceKind, DeviceKind::Card);
        QCOMPARE(card->usableMemoryGb(), card->vramGb);
        QVERIFY(card->hasPcieSlot());
    }

    void everyPriceSaysWhatItIs()
    {
        int mixed = 0;
        for (const PriceObservation &p : m_db.gpus().allPrices()) {
            QVERIFY2(PriceKinds::isKnown(p.kind), qPrintable(p.source));
            if (p.condition == PriceCondition::Mixed) {
                ++mixed;
                // Marketplace listings are asking prices.
                QVERIFY(PriceKinds::isAskingPrice(p.kind));
            }
        }
        // 137 of 2025-12 to 2026-07 and 24 of 2026-08 to 2026-09 (GPU Poet, one research note).
        QCOMPARE(mixed, 161);
    }

    void cloudRentalRatesAreNotPurchasePrices()
    {
        // The 2026 data's cloud_on_demand rows are USD per GPU-hour: none of them is a price.
        for (const PriceObservation &p : m_db.gpus().allPrices()) {
            QVERIFY2(!p.source.contains(u"gpu-price-feed"_s), qPrintable(p.source));
            QVERIFY(p.usd >= 1);
        }
    }

    void pricesOf2026()
    {
        // GPU Poet's October 2026 report: the RTX 5090's September best deal (mean of the three
        // cheapest listings, as corrected) and its "New on Amazon" figure, the same statistic over
        // Amazon's new-card listings. The single Newegg marketplace listing of 2026-10-07/09
        // ($8,4xx) is left out of the seed (data/2026/README.md section 5.4), so it is not the
        // new price.
        const auto g = m_db.gpus().gpuByName(u"GeForce RTX 5090"_s);
        QVERIFY(g);
        const PriceQuote q = quotePrice(m_db.gpus().prices(g->id), QDate(2026, 11, 30));
        QVERIFY(q.used);
        QCOMPARE(q.used->condition, PriceCondition::Mixed);
        QCOMPARE(q.used->kind, u"asking_lowest3_mean"_s);
        QCOMPARE(q.used->dateLabel(), u"2026-09"_s);
        QCOMPARE(q.used->usd, 4795.0);
        QVERIFY(q.newest);
        QCOMPARE(q.newest->kind, u"asking_lowest3_mean"_s);
        QCOMPARE(q.newest->dateLabel(), u"2026-09"_s);
        QCOMPARE(q.newest->usd, 5258.0);
        // As of July 2026, the July best deal and the Newegg snapshot of March, as before.
        const PriceQuote july = quotePrice(m_db.gpus().prices(g->id), QDate(2026, 7, 31));
        QCOMPARE(july.used->dateLabel(), u"2026-07"_s);
        QCOMPARE(july.newest->kind, u"retail_lowest"_s);
        QCOMPARE(july.newest->dateLabel(), u"2026-03-06"_s);
    }

    // Late 2026: the machines as sold carry their own prices, and a month's preferred statistic
    // is the price (data/2026/README.md sections 4 and 5.4).
    void machinesAsSoldAndLate2026Prices()
    {
        const auto price = [this](const QString &name, PriceBasis basis) {
            const auto g = m_db.gpus().gpuByName(name);
            return g ? quotePrice(m_db.gpus().prices(g->id)).usd(basis).value_or(-1) : -2.0;
        };
        // Three store listings of 2026-09-30 (1, 2 and 4 TB): the cheapest.
        QCOMPARE(price(u"ASUS Ascent GX10 (GB10, 128 GB)"_s, PriceBasis::New), 5999.0);
        QCOMPARE(price(u"Framework Desktop (Ryzen AI Max+ 395, 128 GB)"_s, PriceBasis::New), 3449.0);
        QCOMPARE(price(u"GMKtec EVO-X2 (Ryzen AI Max+ 395, 64 GB)"_s, PriceBasis::New), 1999.99);
        QCOMPARE(price(u"Mac Studio (M3 Ultra 28C CPU/60C GPU, 96 GB)"_s, PriceBasis::New), 5299.0);
        QCOMPARE(price(u"DGX Spark (GB10, 128 GB unified)"_s, PriceBasis::New), 4699.0);
        // October 2026's used RTX 3090: bestvaluegpu's eBay price of 10-01, not RigPrice's later
        // median ask ($1,619), the higher statistic of the same month.
        QCOMPARE(price(u"GeForce RTX 3090"_s, PriceBasis::Used), 1199.0);
        for (const QString &name :
             {u"ASUS Ascent GX10 (GB10, 128 GB)"_s, u"Mac Studio (M3 Ultra 28C CPU/60C GPU, 96 GB)"_s}) {
            const auto g = m_db.gpus().gpuByName(name);
            QVERIFY(g);
            QVERIFY(g->isCompleteComputer());
            QVERIFY(g->usableMemoryGb() < g->vramGb);
            QVERIFY(!g->gpuMemorySource.isEmpty());
        }
        // The machine's GPU is its chip's: the vendor the model and the runtimes go by.
        QCOMPARE(m_db.gpus().gpuByName(u"Framework Desktop (Ryzen AI Max+ 395, 128 GB)"_s)->vendor, u"AMD"_s);
        QCOMPARE(m_db.gpus().gpuByName(u"ASUS Ascent GX10 (GB10, 128 GB)"_s)->vendor, u"NVIDIA"_s);
    }

    // The other makers' GB10 machines and the Apple configurations whose GPU bin no source states
    // (issue 25; docs/data-2026.md, "Machines as sold").
    void otherGb10MachinesAndAppleConfigurations()
    {
        const auto price = [this](const QString &name) {
            const auto g = m_db.gpus().gpuByName(name);
            return g ? quotePrice(m_db.gpus().prices(g->id)).usd(PriceBasis::New).value_or(-1) : -2.0;
        };
        const auto spark = m_db.gpus().gpuByName(u"DGX Spark (GB10, 128 GB unified)"_s);
        QVERIFY(spark);
        for (const QString &name : {u"Dell Pro Max with GB10 (128 GB)"_s, u"Lenovo ThinkStation PGX (GB10, 128 GB)"_s,
                                    u"Gigabyte AI TOP ATOM (GB10, 128 GB)"_s}) {
            const auto g = m_db.gpus().gpuByName(name);
            QVERIFY2(g, qPrintable(name));
            QVERIFY(g->isCompleteComputer());
            QCOMPARE(g->vendor, u"NVIDIA"_s);
            // The GB10's figures, the chip row's.
            QCOMPARE(g->fp32Tflops, spark->fp32Tflops);
            QCOMPARE(g->tdpWatts, spark->tdpWatts);
            QCOMPARE(g->memoryBandwidthGbs, spark->memoryBandwidthGbs);
            QCOMPARE(g->usableMemoryGb(), spark->usableMemoryGb());
        }
        // Geizhals' EUR 4,999.99 of 2026-09-30 at the ECB's 1.1355, said to be converted.
        QCOMPARE(price(u"Lenovo ThinkStation PGX (GB10, 128 GB)"_s), 5677.49);
        const auto pgx = m_db.gpus().gpuByName(u"Lenovo ThinkStation PGX (GB10, 128 GB)"_s);
        const QList<PriceObservation> pgxPrices = m_db.gpus().prices(pgx->id);
        QCOMPARE(pgxPrices.size(), 1);
        QVERIFY(pgxPrices.first().note.startsWith(u"CONVERTED from euros"_s));
        QCOMPARE(pgxPrices.first().kind, u"retail_lowest"_s);
        // Newegg's dollar listing of 2026-10-09 is newer than the converted one.
        QCOMPARE(price(u"Gigabyte AI TOP ATOM (GB10, 128 GB)"_s), 7999.99);
        // No observation of the Dell has a day and a rate: it is in the database, unpriced.
        QCOMPARE(price(u"Dell Pro Max with GB10 (128 GB)"_s), -1.0);
        // A source a reader can open put before the press figure the data gives.
        const auto framework = m_db.gpus().gpuByName(u"Framework Desktop (Ryzen AI Max+ 395, 64 GB)"_s);
        QVERIFY(framework);
        QVERIFY(framework->source.startsWith(u"https://frame.work/"_s));
        QCOMPARE(price(u"Framework Desktop (Ryzen AI Max+ 395, 64 GB)"_s), 1959.0);
        QCOMPARE(price(u"Mac Studio (M5 Max, 36 GB)"_s), 2499.0);
        QCOMPARE(price(u"Mac Studio (M5 Max, 64 GB)"_s), 3099.0);
        // The lower bin's figures, said as such where the bin is not stated.
        const auto mini = m_db.gpus().gpuByName(u"Mac mini (M4 Pro, 64 GB)"_s);
        QVERIFY(mini);
        QCOMPARE(mini->fp32Tflops, 6.0);
        QCOMPARE(mini->memoryBandwidthGbs, 273.0);
        QVERIFY(mini->notes.contains(u"the lower bin's figures, an underestimate if yours has more cores"_s));
        // ... and beside its source, which the details show.
        QVERIFY(mini->secondarySources.startsWith(u"GPU bin not stated; the lower bin's figures"_s));
        const auto ultra = m_db.gpus().gpuByName(u"Mac Studio (M3 Ultra, 256 GB)"_s);
        QVERIFY(ultra);
        QCOMPARE(ultra->fp32Tflops, 21.5);
        QVERIFY(ultra->notes.contains(u"the lower bin's figures, an underestimate if yours has more cores"_s));
        const auto max36 = m_db.gpus().gpuByName(u"Mac Studio (M5 Max, 36 GB)"_s);
        QVERIFY(max36);
        QCOMPARE(max36->memoryBandwidthGbs, 460.0);
        QCOMPARE(max36->fp32Tflops, 12.9);
    }

private:
    SeededDatabase m_db;

    void quotedPricesAreWhatQuotesNeed()
    {
        // The database's choice of rows equals the model's, month by month, on the real data.
        QString error;
        const QList<PriceObservation> all = m_db.gpus().allPrices(&error);
        QVERIFY2(error.isEmpty(), qPrintable(error));
        const auto key = [](const PriceObservation &o) {
            return o.id;
        };
        for (const QDate &asOf : {QDate(), QDate(2019, 1, 1), QDate(2023, 1, 31), QDate(2024, 6, 30),
                                  QDate(2025, 8, 31), QDate::currentDate()}) {
            const QList<PriceObservation> fromSql = m_db.gpus().quotedPrices(asOf, &error);
            QVERIFY2(error.isEmpty(), qPrintable(error));
            const QList<PriceObservation> fromModel = quotedObservations(all, asOf);
            QList<qint64> a, b;
            std::transform(fromSql.cbegin(), fromSql.cend(), std::back_inserter(a), key);
            std::transform(fromModel.cbegin(), fromModel.cend(), std::back_inserter(b), key);
            std::sort(a.begin(), a.end());
            std::sort(b.begin(), b.end());
            QCOMPARE(a, b);
            if (asOf == QDate::currentDate())
                QVERIFY(fromSql.size() < all.size() / 2);
        }
    }

    void livePicksReadOnAThreadOfTheirOwnAreTheSame()
    {
        // The start-up works the picks out on a worker with its own connection: the same picks,
        // card for card, as the window's connection gives.
        const Flowchart chart = m_db.chart();
        for (const QDate &asOf : {QDate(2023, 1, 31), QDate::currentDate()}) {
            const LiveEvaluation direct = LivePicks::evaluateAt(chart, m_db.gpus(), asOf);
            QVERIFY2(direct.error.isEmpty(), qPrintable(direct.error));
            QVERIFY(!direct.picks.isEmpty());
            const LiveEvaluation early = startLivePicks(m_db.path(), chart, asOf).get();
            QVERIFY2(early.error.isEmpty(), qPrintable(early.error));
            QCOMPARE(early.asOf, asOf);
            QCOMPARE(early.picks.keys(), direct.picks.keys());
            for (auto it = direct.picks.cbegin(); it != direct.picks.cend(); ++it) {
                const LivePick &other = early.picks.value(it.key());
                QCOMPARE(other.picks.size(), it->picks.size());
                for (qsizetype i = 0; i < it->picks.size(); ++i) {
                    QCOMPARE(other.picks.at(i).gpu.name, it->picks.at(i).gpu.name);
                    QCOMPARE(other.picks.at(i).relevantPrice().has_value(),
                             it->picks.at(i).relevantPrice().has_value());
                }
            }
        }
    }

    void livePicksWithoutADatabaseHaveNoMonth()
    {
        // A file the worker cannot open gives no month, so the window works the picks out itself.
        QTemporaryDir dir;
        QVERIFY(dir.isValid());
        const LiveEvaluation early =
            startLivePicks(dir.filePath(u"missing/none.sqlite"_s), m_db.chart(), QDate::currentDate()).get();
        QVERIFY(!early.asOf.isValid());
        QVERIFY(early.picks.isEmpty());
    }
};

QTEST_GUILESS_MAIN(TestSeedData)
#include "tst_seeddata.moc"

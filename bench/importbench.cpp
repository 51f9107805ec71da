// SPDX-FileCopyrightText: 2026 GPU Advisor contributors
// SPDX-License-Identifier: GPL-3.0-or-later
// gpu-advisor-import-bench: how long an import takes for files of 10,000, 100,000 and 1,000,000
// rows (or the counts given), each into a fresh seeded database. The rows are the worst case of
// issues 15 and 27: they share one key (a GPU, a provider and instance, a dataset or a part, and
// one date) and differ only in the price or the figure, so that every duplicate check looks
// among all the rows stored before it. Four kinds: prices (`db import` of a price file), cloud
// (a cloud catalog), measured (measured figures) and parts (part prices). Prints the time to
// read the file, to parse it, to write it, the total (wall clock), the processor time the import
// used (user + system, which a busy machine does not inflate), rows per second and the peak
// memory.
// Run by hand: build/bench/gpu-advisor-import-bench [prices|cloud|measured|parts|all] [ROWS...]
#include "db/benchmarkimporter.h"
#include "db/database.h"
#include "db/dataimporter.h"
#include "db/seeder.h"
#include "db/sqlcloudraterepository.h"
#include "db/sqlpartpricerepository.h"
#include "model/build/partprice.h"
#include "model/catalog/gpucsv.h"
#include "model/cloud/cloudcatalogcsv.h"
#include "model/io/textinput.h"

#include <QCoreApplication>
#include <QElapsedTimer>
#include <QFile>
#include <QTemporaryDir>

#include <cctype>
#include <cstdio>
#include <functional>
#include <memory>
#include <sys/resource.h>

using namespace Qt::StringLiterals;

namespace {

/// User plus system time so far: what the import itself spent, however busy the machine is.
double cpuSeconds()
{
    rusage usage{};
    getrusage(RUSAGE_SELF, &usage);
    return double(usage.ru_utime.tv_sec + usage.ru_stime.tv_sec) +
           double(usage.ru_utime.tv_usec + usage.ru_stime.tv_usec) / 1e6;
}

double peakMegabytes()
{
    rusage usage{};
    getrusage(RUSAGE_SELF, &usage);
    return double(usage.ru_maxrss) / 1024.0;
}

/// The header and the i-th row of a file of the kind: every row shares the key and differs in
/// the price or the figure only (a ten-thousandth apart: none is a duplicate).
QByteArray headerOf(const QByteArray &kind)
{
    if (kind == "cloud")
        return "gpu,InstanceType,AcceleratorName,AcceleratorCount,Price,Region,provider,date,source\n";
    if (kind == "measured")
        return "dataset,metric,gpu,value,unit,source,date\n";
    if (kind == "parts")
        return "part,unit,observed_on,usd,statistic,source,note\n";
    return "gpu,date,condition,usd,source,note\n";
}

QByteArray rowOf(const QByteArray &kind, qint64 i)
{
    const QByteArray value = QByteArray::number(1.0 + double(i) * 0.0001, 'f', 4);
    if (kind == "cloud")
        return "GeForce RTX 3090,1x_3090,RTX3090,1," + value + ",us-east,BenchCloud,2026-11-20,bench catalog\n";
    if (kind == "measured")
        return "bench,llm-generation,GeForce RTX 3090," + value + ",tokens/s,bench machine,2026-11-20\n";
    if (kind == "parts")
        return "board-desktop,each,2026-11-20," + value + ",lowest,bench shop,\n";
    return "GeForce RTX 3090,2024-05,used," + value + ",bench shop,\n";
}

bool writeRows(const QString &path, const QByteArray &kind, qint64 rows)
{
    QFile file(path);
    if (!file.open(QIODevice::WriteOnly))
        return false;
    QByteArray chunk = headerOf(kind);
    for (qint64 i = 0; i < rows; ++i) {
        chunk += rowOf(kind, i);
        if (chunk.size() > (1 << 20)) {
            if (file.write(chunk) != chunk.size())
                return false;
            chunk.clear();
        }
    }
    return file.write(chunk) == chunk.size();
}

/// What the import of one kind does after the file was read: parse, then write. The times are
/// taken by the caller between the two; `added` counts the rows written.
struct Import
{
    std::function<bool(const QString &text, QString *error)> parse;
    std::function<bool(const QSqlDatabase &db, int *added, QString *error)> write;
};

Import importOf(const QByteArray &kind)
{
    auto gpus = std::make_shared<QList<Gpu>>();
    auto prices = std::make_shared<QList<PriceRow>>();
    auto cloud = std::make_shared<CloudCatalogCsv::ParseResult>();
    auto parts = std::make_shared<QList<PartPriceObservation>>();
    auto text = std::make_shared<QString>();
    const auto problems = [](const QStringList &errors, QString *error) {
        *error = errors.mid(0, 5).join(u'\n');
        return false;
    };
    if (kind == "cloud") {
        return {[=](const QString &t, QString *error) {
                    QStringList errors;
                    return CloudCatalogCsv::parse(t, {}, cloud.get(), &errors) || problems(errors, error);
                },
                [=](const QSqlDatabase &db, int *added, QString *error) {
                    CloudImportReport report;
                    const bool ok = SqlCloudRateRepository(db).import(cloud->rows, {}, &report, error);
                    *added = report.added;
                    return ok;
                }};
    }
    if (kind == "measured") {
        // The measured-figure import parses and writes in one call; parsing is timed with it.
        return {[=](const QString &t, QString *) {
                    *text = t;
                    return true;
                },
                [=](const QSqlDatabase &db, int *added, QString *error) {
                    int present = 0;
                    QStringList errors;
                    return BenchmarkImporter(db).importCsv(*text, added, &present, &errors) || problems(errors, error);
                }};
    }
    if (kind == "parts") {
        return {[=](const QString &t, QString *error) {
                    QStringList errors;
                    return PartPriceCsv::parse(t, parts.get(), &errors) || problems(errors, error);
                },
                [=](const QSqlDatabase &db, int *added, QString *error) {
                    PartPriceImportReport report;
                    const bool ok = SqlPartPriceRepository(db).import(*parts, &report, error, true);
                    *added = report.added;
                    return ok;
                }};
    }
    return {[=](const QString &t, QString *error) {
                QStringList errors;
                return GpuCsv::parseAny(t, gpus.get(), prices.get(), &errors) || problems(errors, error);
            },
            [=](const QSqlDatabase &db, int *added, QString *error) {
                ImportReport report;
                QStringList errors;
                const bool ok = DataImporter(db).import(*gpus, *prices, &report, &errors) || problems(errors, error);
                *added = report.pricesAdded;
                return ok;
            }};
}

} // namespace

int main(int argc, char **argv)
{
    QCoreApplication app(argc, argv);
    QList<QByteArray> kinds = {"prices"};
    int first = 1;
    if (argc > 1 && !QByteArray(argv[1]).isEmpty() && !std::isdigit(static_cast<unsigned char>(argv[1][0]))) {
        const QByteArray kind = argv[1];
        kinds = kind == "all" ? QList<QByteArray>{"prices", "cloud", "measured", "parts"} : QList<QByteArray>{kind};
        first = 2;
    }
    QList<qint64> counts = {10000, 100000, 1000000};
    if (argc > first) {
        counts.clear();
        for (int i = first; i < argc; ++i)
            counts.append(QByteArray(argv[i]).toLongLong());
    }
    std::printf("%-9s %10s %9s %9s %9s %9s %9s %12s %9s\n", "kind", "rows", "read s", "parse s", "write s", "total s",
                "cpu s", "rows/s", "peak MB");
    for (const QByteArray &kind : std::as_const(kinds)) {
        for (const qint64 rows : std::as_const(counts)) {
            QTemporaryDir dir;
            const QString csv = dir.filePath(u"rows.csv"_s);
            if (!writeRows(csv, kind, rows)) {
                std::fprintf(stderr, "cannot write %s\n", qPrintable(csv));
                return 1;
            }
            Database db;
            QString error;
            if (!Seeder::openSeeded(db, dir.filePath(u"bench.sqlite"_s), &error)) {
                std::fprintf(stderr, "%s\n", qPrintable(error));
                return 1;
            }
            const Import import = importOf(kind);
            QElapsedTimer timer;
            timer.start();
            const double cpuStart = cpuSeconds();
            QString text;
            if (TextInput::read(csv, &text, &error) != TextInput::Result::Ok) {
                std::fprintf(stderr, "%s\n", qPrintable(error));
                return 1;
            }
            const double readS = double(timer.nsecsElapsed()) / 1e9;
            if (!import.parse(text, &error)) {
                std::fprintf(stderr, "%s: %s\n", kind.constData(), qPrintable(error));
                return 1;
            }
            text.clear();
            const double parseS = double(timer.nsecsElapsed()) / 1e9 - readS;
            int added = 0;
            if (!import.write(db.connection(), &added, &error)) {
                std::fprintf(stderr, "%s: %s\n", kind.constData(), qPrintable(error));
                return 1;
            }
            const double totalS = double(timer.nsecsElapsed()) / 1e9;
            if (added != rows) {
                std::fprintf(stderr, "%s: expected %lld rows added, got %d\n", kind.constData(),
                             static_cast<long long>(rows), added);
                return 1;
            }
            std::printf("%-9s %10lld %9.2f %9.2f %9.2f %9.2f %9.2f %12.0f %9.0f\n", kind.constData(),
                        static_cast<long long>(rows), readS, parseS, totalS - readS - parseS, totalS,
                        cpuSeconds() - cpuStart, double(rows) / totalS, peakMegabytes());
            std::fflush(stdout);
        }
    }
    return 0;
}

// SPDX-FileCopyrightText: 2026 GPU Advisor contributors
// SPDX-License-Identifier: GPL-3.0-or-later
// gpu-advisor-import-bench: how long `db import` takes for price files of 10,000, 100,000 and
// 1,000,000 rows (or the counts given as arguments), each into a fresh seeded database. The rows
// are the worst case of issue 15: they share one GPU, condition and date and differ only in the
// price, so that every duplicate check looks among all the rows stored before it. Prints the time
// to read the file, to parse it, to write it, the total (wall clock), the processor time the
// import used (user + system, which a busy machine does not inflate), rows per second and the
// peak memory.
// Run by hand: build/bench/gpu-advisor-import-bench [ROWS...]
#include "db/database.h"
#include "db/dataimporter.h"
#include "model/catalog/gpucsv.h"
#include "model/io/textinput.h"

#include <QCoreApplication>
#include <QElapsedTimer>
#include <QFile>
#include <QTemporaryDir>

#include <cstdio>
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

bool writePrices(const QString &path, qint64 rows)
{
    QFile file(path);
    if (!file.open(QIODevice::WriteOnly))
        return false;
    QByteArray chunk = "gpu,date,condition,usd,source,note\n";
    for (qint64 i = 0; i < rows; ++i) {
        // Cents apart: every row is a different observation, none a duplicate.
        chunk +=
            "GeForce RTX 3090,2024-05,used," + QByteArray::number(100.0 + double(i) * 0.25, 'f', 2) + ",bench shop,\n";
        if (chunk.size() > (1 << 20)) {
            if (file.write(chunk) != chunk.size())
                return false;
            chunk.clear();
        }
    }
    return file.write(chunk) == chunk.size();
}

} // namespace

int main(int argc, char **argv)
{
    QCoreApplication app(argc, argv);
    QList<qint64> counts = {10000, 100000, 1000000};
    if (argc > 1) {
        counts.clear();
        for (int i = 1; i < argc; ++i)
            counts.append(QByteArray(argv[i]).toLongLong());
    }
    std::printf("%10s %9s %9s %9s %9s %9s %12s %9s\n", "rows", "read s", "parse s", "write s", "total s", "cpu s",
                "rows/s", "peak MB");
    for (const qint64 rows : std::as_const(counts)) {
        QTemporaryDir dir;
        const QString csv = dir.filePath(u"prices.csv"_s);
        if (!writePrices(csv, rows)) {
            std::fprintf(stderr, "cannot write %s\n", qPrintable(csv));
            return 1;
        }
        Database db;
        QString error;
        if (!db.open(dir.filePath(u"bench.sqlite"_s), &error)) {
            std::fprintf(stderr, "%s\n", qPrintable(error));
            return 1;
        }
        QElapsedTimer timer;
        timer.start();
        const double cpuStart = cpuSeconds();
        QString text;
        if (TextInput::read(csv, &text, &error) != TextInput::Result::Ok) {
            std::fprintf(stderr, "%s\n", qPrintable(error));
            return 1;
        }
        const double readS = double(timer.nsecsElapsed()) / 1e9;
        QList<Gpu> gpus;
        QList<PriceRow> prices;
        QStringList errors;
        if (!GpuCsv::parseAny(text, &gpus, &prices, &errors)) {
            std::fprintf(stderr, "%s\n", qPrintable(errors.mid(0, 5).join(u'\n')));
            return 1;
        }
        text.clear();
        const double parseS = double(timer.nsecsElapsed()) / 1e9 - readS;
        ImportReport report;
        if (!DataImporter(db.connection()).import(gpus, prices, &report, &errors)) {
            std::fprintf(stderr, "%s\n", qPrintable(errors.mid(0, 5).join(u'\n')));
            return 1;
        }
        const double totalS = double(timer.nsecsElapsed()) / 1e9;
        if (report.pricesAdded != rows) {
            std::fprintf(stderr, "expected %lld prices added, got %d\n", static_cast<long long>(rows),
                         report.pricesAdded);
            return 1;
        }
        std::printf("%10lld %9.2f %9.2f %9.2f %9.2f %9.2f %12.0f %9.0f\n", static_cast<long long>(rows), readS, parseS,
                    totalS - readS - parseS, totalS, cpuSeconds() - cpuStart, double(rows) / totalS, peakMegabytes());
        std::fflush(stdout);
    }
    return 0;
}

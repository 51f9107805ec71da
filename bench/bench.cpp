// SPDX-FileCopyrightText: 2026 GPU Advisor contributors
// SPDX-License-Identifier: GPL-3.0-or-later
// gpu-advisor-bench: the speed and size figures of the README's "Performance" section.
//  1. Start-up to a rendered main window (`gpu-advisor --quit-after-show`) against a bare Qt
//     Widgets + Charts + SQLite window (bare-window), wall time and peak memory, median of runs.
//  2. A what-if change: re-rank and redraw the GPU browser, for the real database and for
//     synthetic databases of up to 10,000 GPUs, with every view of the browser in front.
// Runs on the offscreen platform unless QT_QPA_PLATFORM says otherwise. GPUADVISOR_BENCH_TRACE=1
// prints every single what-if timing, to find where the slow ones are.
#include "bench/syntheticgpus.h"
#include "db/database.h"
#include "db/seeder.h"
#include "db/sqlgpurepository.h"
#include "model/browser/gputablemodel.h"
#include "model/browser/whatifsettings.h"
#include "ui/browser/gpubrowserwidget.h"
#include "ui/charts/chartpanel.h"

#include <QApplication>
#include <QCommandLineParser>
#include <QElapsedTimer>
#include <QFile>
#include <QScopeGuard>
#include <QTabWidget>
#include <QTemporaryDir>

#include <algorithm>
#include <cstdio>
#include <ctime>
#include <functional>
#include <spawn.h>
#include <sys/resource.h>
#include <sys/wait.h>
#include <unistd.h> // environ

using namespace Qt::StringLiterals;

namespace {

struct Run
{
    double ms = 0;    ///< wall time
    double cpuMs = 0; ///< user + system time: what the program itself spent, however busy the machine
    double peakMb = 0;
    bool ok = false;
};

double milliseconds(const timeval &t)
{
    return double(t.tv_sec) * 1000 + double(t.tv_usec) / 1000;
}

/// CPU time of the calling thread: the GUI thread's own work, not the time other programs had.
double threadCpuMs()
{
    timespec t{};
    clock_gettime(CLOCK_THREAD_CPUTIME_ID, &t);
    return double(t.tv_sec) * 1000 + double(t.tv_nsec) / 1e6;
}

double median(QList<double> values)
{
    if (values.isEmpty())
        return 0;
    std::sort(values.begin(), values.end());
    const qsizetype n = values.size();
    return n % 2 ? values.at(n / 2) : (values.at(n / 2 - 1) + values.at(n / 2)) / 2;
}

double percentile(QList<double> values, double p)
{
    if (values.isEmpty())
        return 0;
    std::sort(values.begin(), values.end());
    return values.at(std::min<qsizetype>(values.size() - 1, qsizetype(p * double(values.size()))));
}

/// Runs a program to its end: wall time from spawn to exit, and its peak resident memory.
Run runProcess(const QString &program, const QStringList &arguments)
{
    QList<QByteArray> storage{program.toLocal8Bit()};
    for (const QString &a : arguments)
        storage.append(a.toLocal8Bit());
    std::vector<char *> argv;
    for (QByteArray &s : storage)
        argv.push_back(s.data());
    argv.push_back(nullptr);

    Run run;
    QElapsedTimer timer;
    timer.start();
    pid_t pid = 0;
    if (posix_spawn(&pid, argv.front(), nullptr, nullptr, argv.data(), environ) != 0)
        return run;
    int status = 0;
    rusage usage{};
    if (wait4(pid, &status, 0, &usage) != pid)
        return run;
    run.ms = double(timer.nsecsElapsed()) / 1e6;
    run.cpuMs = milliseconds(usage.ru_utime) + milliseconds(usage.ru_stime);
    run.peakMb = double(usage.ru_maxrss) / 1024.0; // kilobytes on Linux
    run.ok = WIFEXITED(status) && WEXITSTATUS(status) == 0;
    return run;
}

void startup(int runs, const QTemporaryDir &dir)
{
    const QString app = QStringLiteral(GPUADVISOR_EXECUTABLE);
    const QString bare = QStringLiteral(BARE_WINDOW_EXECUTABLE);
    const QString appDb = dir.filePath(u"startup.sqlite"_s);
    const QString bareDb = dir.filePath(u"bare.sqlite"_s);
    // Both windows get a 1920x1080 screen, room for the app's first-start size and the bare
    // window's, so neither is shrunk to the offscreen platform's default 800x600 screen.
    const QByteArray platform = qgetenv("QT_QPA_PLATFORM");
    if (platform == "offscreen") {
        QFile screens(dir.filePath(u"screens.json"_s));
        if (!screens.open(QIODevice::WriteOnly) ||
            screens.write(R"({"screens": [{"name": "bench", "x": 0, "y": 0, "width": 1920, "height": 1080,
                              "logicalDpi": 96, "logicalBaseDpi": 96, "dpr": 1}]})") < 0) {
            fprintf(stderr, "gpu-advisor-bench: cannot write %s\n", qPrintable(screens.fileName()));
            return;
        }
        screens.close();
        qputenv("QT_QPA_PLATFORM", "offscreen:configfile=" + QFile::encodeName(screens.fileName()));
    }
    const auto restorePlatform = qScopeGuard([&platform] { qputenv("QT_QPA_PLATFORM", platform); });
    // The first run creates and seeds the database; the measured runs open it, as every later
    // start does. One warm-up run each fills the file cache.
    if (!runProcess(app, {u"--quit-after-show"_s, u"--db"_s, appDb}).ok || !runProcess(bare, {bareDb}).ok) {
        fprintf(stderr, "gpu-advisor-bench: a start-up run failed\n");
        return;
    }
    QList<double> appMs, bareMs, appCpu, bareCpu, appMb, bareMb;
    for (int i = 0; i < runs; ++i) {
        // Alternating, so that a busy moment of the machine hits both alike.
        const Run a = runProcess(app, {u"--quit-after-show"_s, u"--db"_s, appDb});
        const Run b = runProcess(bare, {bareDb});
        if (!a.ok || !b.ok) {
            fprintf(stderr, "gpu-advisor-bench: a start-up run failed\n");
            return;
        }
        appMs.append(a.ms);
        bareMs.append(b.ms);
        appCpu.append(a.cpuMs);
        bareCpu.append(b.cpuMs);
        appMb.append(a.peakMb);
        bareMb.append(b.peakMb);
    }
    printf("Start-up to a rendered main window (median of %d runs, offscreen)\n", runs);
    printf("  %-34s %9s %9s %9s\n", "", "wall ms", "CPU ms", "peak MB");
    printf("  %-34s %9.1f %9.1f %9.1f\n", "gpu-advisor --quit-after-show", median(appMs), median(appCpu),
           median(appMb));
    printf("  %-34s %9.1f %9.1f %9.1f\n", "bare Widgets+Charts+SQLite window", median(bareMs), median(bareCpu),
           median(bareMb));
    printf("  %-34s %8.2fx %8.2fx %8.2fx\n", "ratio", median(appMs) / median(bareMs), median(appCpu) / median(bareCpu),
           median(appMb) / median(bareMb));
    printf("  (targets: time <= 2x, aim 1.5x; peak memory <= 1.5x)\n\n");
}

struct Change
{
    const char *name;
    std::function<void(WhatIfSettings &, int)> apply;
};

QList<Change> changes()
{
    return {
        {"electricity",
         [](WhatIfSettings &s, int i) {
             CostParameters c = s.cost();
             c.kwhPriceUsd = i % 2 ? 0.30 : 0.175;
             s.setCost(c);
         }},
        {"utilisation",
         [](WhatIfSettings &s, int i) {
             CostParameters c = s.cost();
             c.utilization = i % 2 ? 0.5 : 0.15;
             s.setCost(c);
         }},
        {"years",
         [](WhatIfSettings &s, int i) {
             CostParameters c = s.cost();
             c.years = i % 2 ? 3 : 5;
             s.setCost(c);
         }},
        {"desktop cost",
         [](WhatIfSettings &s, int i) {
             CostParameters c = s.cost();
             c.desktopUsd = i % 2 ? std::optional<double>(1200) : std::nullopt;
             s.setCost(c);
         }},
        {"price basis",
         [](WhatIfSettings &s, int i) {
             CostParameters c = s.cost();
             c.priceBasis = PriceBasis(i % 3);
             s.setCost(c);
         }},
        {"as-of month",
         [](WhatIfSettings &s, int i) {
             s.setAsOf(i % 2 ? endOfMonth(u"2023-01"_s) : QDate());
         }},
        {"currency",
         [](WhatIfSettings &s, int i) {
             s.setCurrencySymbol(i % 2 ? u"€"_s : u"$"_s);
         }},
        {"metric",
         [](WhatIfSettings &s, int i) {
             s.setMetric(allMetrics().at((i + 1) % allMetrics().size()));
         }},
    };
}

/// Milliseconds from a what-if change to the browser repainted with every visible view up to
/// date, for each change in turn, `rounds` times over, with the given view in front.
bool g_repaintAll = false;
int g_paints = 0;

/// Counts paint events, to show that the measured turn of the event loop did paint.
class PaintCounter final : public QObject
{
public:
    using QObject::QObject;
    bool eventFilter(QObject *watched, QEvent *event) override
    {
        if (event->type() == QEvent::Paint)
            ++g_paints;
        return QObject::eventFilter(watched, event);
    }
};

struct Timing
{
    QList<double> cpu;  ///< GUI thread CPU time per change
    QList<double> wall; ///< wall time per change
};

Timing measure(GpuBrowserWidget &browser, WhatIfSettings &settings, int view, int rounds,
               QHash<QString, QList<double>> *byChange = nullptr)
{
    browser.viewTabWidget()->setCurrentIndex(view);
    QCoreApplication::processEvents();
    browser.repaint();
    const QList<ChartPanel *> charts = browser.findChildren<ChartPanel *>();
    Timing times;
    for (int round = 0; round < rounds; ++round) {
        for (const Change &change : changes()) {
            QElapsedTimer timer;
            timer.start();
            const double cpuStart = threadCpuMs();
            // Round 0 moves every setting away from its default, round 1 back, and so on.
            change.apply(settings, round + 1);
            // The charts refresh on the next turn of the event loop; run it until none waits.
            QCoreApplication::processEvents();
            while (std::any_of(charts.cbegin(), charts.cend(),
                               [](ChartPanel *c) { return c->isVisible() && c->isRefreshPending(); }))
                QCoreApplication::processEvents();
            // Paint what the change marked dirty, as the next frame would.
            QCoreApplication::sendPostedEvents();
            QCoreApplication::processEvents();
            if (g_repaintAll)
                browser.repaint();
            times.cpu.append(threadCpuMs() - cpuStart);
            times.wall.append(double(timer.nsecsElapsed()) / 1e6);
            if (byChange)
                (*byChange)[QString::fromLatin1(change.name)].append(times.cpu.last());
            if (qEnvironmentVariableIsSet("GPUADVISOR_BENCH_TRACE"))
                printf("        view %d round %d %-14s %7.2f ms\n", view, round, change.name, times.cpu.last());
        }
    }
    settings.reset();
    QCoreApplication::processEvents();
    return times;
}

bool g_detail = false;

void rerank(const QString &label, const GpuRepository &repository, int rounds, double *medianMs = nullptr)
{
    WhatIfSettings settings;
    QElapsedTimer build;
    build.start();
    GpuBrowserWidget browser(repository, &settings);
    browser.resize(1400, 860);
    browser.show();
    QCoreApplication::processEvents();
    const double buildMs = double(build.nsecsElapsed()) / 1e6;
    const int gpus = browser.tableModel()->rowCount();
    PaintCounter counter;
    for (QWidget *w : browser.findChildren<QWidget *>())
        w->installEventFilter(&counter);
    g_paints = 0;
    QList<double> all;
    QList<double> wall;
    QStringList columns;
    QHash<QString, QList<double>> byChange;
    for (int view = 0; view < browser.viewTabWidget()->count(); ++view) {
        const Timing times = measure(browser, settings, view, rounds, &byChange);
        all += times.cpu;
        wall += times.wall;
        columns.append(u"%1"_s.arg(median(times.cpu), 6, 'f', 2));
    }
    printf("  %-16s %6d %9.0f  %s  %7.2f %7.2f %7.2f %7.2f\n", qPrintable(label), gpus, buildMs,
           qPrintable(columns.join(u"  "_s)), median(all), percentile(all, 0.95), percentile(all, 1.0), median(wall));
    if (medianMs)
        *medianMs = median(all);
    if (g_detail)
        printf("      %d widget paints in %lld changes\n", g_paints, qint64(all.size()));
    if (g_detail) {
        for (const Change &change : changes()) {
            const QList<double> &t = byChange[QString::fromLatin1(change.name)];
            printf("      %-14s median %6.2f  max %6.2f\n", change.name, median(t), percentile(t, 1.0));
        }
    }
}

} // namespace

int main(int argc, char *argv[])
{
    if (qEnvironmentVariableIsEmpty("QT_QPA_PLATFORM"))
        qputenv("QT_QPA_PLATFORM", "offscreen");
    QTemporaryDir dir;
    // The programs measured keep their settings and data in the temporary folder.
    qputenv("XDG_CONFIG_HOME", dir.filePath(u"config"_s).toLocal8Bit());
    qputenv("XDG_DATA_HOME", dir.filePath(u"data"_s).toLocal8Bit());
    qputenv("QT_LOGGING_RULES", "gpuadvisor.*.info=false");
    QApplication app(argc, argv);

    QCommandLineParser parser;
    parser.setApplicationDescription(u"Measures gpu-advisor's start-up, memory and what-if re-ranking."_s);
    parser.addHelpOption();
    parser.addOptions({
        {u"runs"_s, u"Start-up runs of each program (default 21)."_s, u"N"_s, u"21"_s},
        {u"rounds"_s, u"Rounds of the eight what-if changes per view (default 10; 3 for large sets)."_s, u"N"_s,
         u"10"_s},
        {u"sizes"_s, u"Synthetic database sizes (default 1000,2500,5000,10000)."_s, u"LIST"_s,
         u"1000,2500,5000,10000"_s},
        {u"skip-startup"_s, u"Measure the what-if changes only."_s},
        {u"detail"_s, u"Also print the times of each kind of change."_s},
        {u"repaint-all"_s, u"Repaint the whole browser after each change, not only what changed."_s},
    });
    parser.process(app);

    g_detail = parser.isSet(u"detail"_s);
    g_repaintAll = parser.isSet(u"repaint-all"_s);
    if (!parser.isSet(u"skip-startup"_s))
        startup(parser.value(u"runs"_s).toInt(), dir);

    const int rounds = std::max(1, parser.value(u"rounds"_s).toInt());
    printf("What-if change to re-ranked, redrawn browser: GUI-thread CPU ms (median per view in front; then\n"
           "median, 95th percentile and maximum over all views and changes: electricity, utilisation, years,\n"
           "desktop cost, price basis, as-of month, currency, metric), and the median wall time\n");
    printf("  %-16s %6s %9s  %6s  %6s  %6s  %6s  %6s  %6s  %7s %7s %7s %7s\n", "data set", "GPUs", "build ms", "value",
           "perf", "pareto", "cloud", "detail", "compar", "median", "p95", "max", "wall");
    Database db;
    QString error;
    if (!Seeder::openSeeded(db, dir.filePath(u"rerank.sqlite"_s), &error)) {
        fprintf(stderr, "gpu-advisor-bench: %s\n", qPrintable(error));
        return 1;
    }
    SqlGpuRepository real(db.connection());
    rerank(u"real database"_s, real, rounds);

    QList<QPair<int, double>> perGpu;
    for (const QString &size : parser.value(u"sizes"_s).split(u',', Qt::SkipEmptyParts)) {
        const int count = size.toInt();
        if (count < 2)
            continue;
        const SyntheticGpus synthetic(count);
        double ms = 0;
        rerank(u"synthetic"_s, synthetic, count > 2000 ? std::max(1, rounds * 3 / 10) : rounds, &ms);
        perGpu.append({count, ms});
    }
    if (perGpu.size() >= 2) {
        // A straight line through (GPUs, median ms): a fixed part (painting, the charts' text)
        // and a part per GPU. Linear growth means the line fits.
        double sx = 0, sy = 0, sxx = 0, sxy = 0;
        for (const auto &[count, ms] : std::as_const(perGpu)) {
            sx += count;
            sy += ms;
            sxx += double(count) * count;
            sxy += count * ms;
        }
        const double n = double(perGpu.size());
        const double slope = (n * sxy - sx * sy) / (n * sxx - sx * sx);
        const double intercept = (sy - slope * sx) / n;
        printf("\nGrowth with the number of GPUs (median change): about %.1f ms + %.2f us per GPU\n", intercept,
               slope * 1000);
        for (const auto &[count, ms] : std::as_const(perGpu))
            printf("  %6d GPUs: measured %6.2f ms, the line gives %6.2f ms\n", count, ms, intercept + slope * count);
        printf("  (targets: 16 ms for the real database, 50 ms for 10,000 GPUs)\n");
    }
    return 0;
}

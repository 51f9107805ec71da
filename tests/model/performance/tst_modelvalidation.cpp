// SPDX-FileCopyrightText: 2026 GPU Advisor contributors
// SPDX-License-Identifier: GPL-3.0-or-later
// The performance model against measured benchmarks (docs/benchmarks/measured.csv): for every
// dataset it must rank and scale GPUs better than memory bandwidth alone, and it must keep the
// source post's stated figures.
#include "model/io/csv.h"
#include "model/performance/performancemodel.h"
#include "tests/common/seededdatabase.h"

#include <QFile>
#include <QMap>
#include <QTest>

#include <algorithm>
#include <cmath>
#include <numeric>

using namespace Qt::StringLiterals;

namespace {

struct Point
{
    QString gpu;
    double measured = 0;
    double model = 0;
    double bandwidth = 0;
};

/// Scale-free error: RMS of log(predicted/measured) after removing the mean log ratio.
double rmsLogError(const QList<Point> &points, double Point::*predicted)
{
    QList<double> logs;
    for (const Point &p : points)
        logs.append(std::log(p.*predicted / p.measured));
    const double mean = std::accumulate(logs.cbegin(), logs.cend(), 0.0) / double(logs.size());
    double sum = 0;
    for (double l : std::as_const(logs))
        sum += (l - mean) * (l - mean);
    return std::sqrt(sum / double(logs.size()));
}

QList<double> ranks(const QList<double> &values)
{
    QList<int> order(values.size());
    std::iota(order.begin(), order.end(), 0);
    std::sort(order.begin(), order.end(), [&](int a, int b) { return values.at(a) < values.at(b); });
    QList<double> r(values.size());
    for (int i = 0; i < order.size();) {
        int j = i;
        while (j + 1 < order.size() && values.at(order.at(j + 1)) == values.at(order.at(i)))
            ++j;
        for (int k = i; k <= j; ++k)
            r[order.at(k)] = (i + j) / 2.0;
        i = j + 1;
    }
    return r;
}

double spearman(const QList<Point> &points, double Point::*predicted)
{
    QList<double> a;
    QList<double> b;
    for (const Point &p : points) {
        a.append(p.*predicted);
        b.append(p.measured);
    }
    const QList<double> ra = ranks(a);
    const QList<double> rb = ranks(b);
    const double n = double(points.size());
    const double mean = (n - 1) / 2.0;
    double cov = 0;
    double va = 0;
    double vb = 0;
    for (int i = 0; i < points.size(); ++i) {
        cov += (ra.at(i) - mean) * (rb.at(i) - mean);
        va += (ra.at(i) - mean) * (ra.at(i) - mean);
        vb += (rb.at(i) - mean) * (rb.at(i) - mean);
    }
    return cov / std::sqrt(va * vb);
}

} // namespace

class TestModelValidation final : public QObject
{
    Q_OBJECT

private Q_SLOTS:
    void initTestCase()
    {
        QVERIFY2(m_db.isValid(), qPrintable(m_db.error()));
        const QList<Gpu> gpus = m_db.gpus().gpus();
        for (const Gpu &g : gpus)
            m_gpus.insert(g.name, g);
        QVERIFY(m_gpus.contains(m_model.parameters().referenceGpu));
        const Gpu reference = m_gpus.value(m_model.parameters().referenceGpu);
        m_model.setReference(reference);
        // Lambda's training runs use the largest batch that fits: compare like with like.
        PerformanceParameters maxBatch = PerformanceParameters::defaults();
        maxBatch.scaleBatchWithMemory = true;
        PerformanceModel maxBatchModel(maxBatch);
        maxBatchModel.setReference(reference);

        QFile file(QStringLiteral(GPUADVISOR_SOURCE_DIR "/docs/benchmarks/measured.csv"));
        QVERIFY2(file.open(QIODevice::ReadOnly), qPrintable(file.fileName()));
        QList<CsvRecord> records;
        QString error;
        QVERIFY2(parseCsv(QString::fromUtf8(file.readAll()), &records, &error), qPrintable(error));
        records.removeFirst();
        for (const CsvRecord &r : std::as_const(records)) {
            const QString gpu = r.fields.at(2);
            QVERIFY2(m_gpus.contains(gpu), qPrintable(u"unknown GPU in measured.csv: "_s + gpu));
            const auto metric = metricFromKey(r.fields.at(1));
            QVERIFY(metric);
            m_metrics.insert(r.fields.at(0), *metric);
            const Gpu &g = m_gpus[gpu];
            const bool largestBatch = r.fields.at(0).startsWith(u"lambda-pytorch-train"_s);
            const PerformanceModel &model = largestBatch ? maxBatchModel : m_model;
            m_datasets[r.fields.at(0)].append(
                {gpu, r.fields.at(3).toDouble(), model.estimate(g, *metric).relative, g.memoryBandwidthGbs});
        }
    }

    void beatsBandwidthAlone_data()
    {
        QTest::addColumn<QString>("dataset");
        for (auto it = m_datasets.cbegin(); it != m_datasets.cend(); ++it) {
            if (it.value().size() >= 5)
                QTest::newRow(qPrintable(it.key())) << it.key();
        }
    }

    void beatsBandwidthAlone()
    {
        QFETCH(QString, dataset);
        const QList<Point> points = m_datasets.value(dataset);
        const double modelError = rmsLogError(points, &Point::model);
        const double bandwidthError = rmsLogError(points, &Point::bandwidth);
        const double modelRho = spearman(points, &Point::model);
        const double bandwidthRho = spearman(points, &Point::bandwidth);
        qInfo("%-28s %-16s n=%2lld  model: rms log error %.3f, Spearman %.2f   bandwidth alone: %.3f, %.2f",
              qPrintable(dataset), qPrintable(metricKey(m_metrics.value(dataset))), qlonglong(points.size()),
              modelError, modelRho, bandwidthError, bandwidthRho);
        QVERIFY2(modelError < bandwidthError, "the model scales GPUs no better than bandwidth alone");
        QVERIFY2(modelRho > 0.75, "the model's ranking barely follows the measurements");
        // Rank correlation of a handful of GPUs turns on a single swap; judge it where n is larger.
        if (points.size() >= 8)
            QVERIFY2(modelRho >= bandwidthRho - 0.02, "the model ranks GPUs worse than bandwidth alone");
    }

    void reproducesThePostsFigures()
    {
        auto rel = [this](const char *name, Metric metric) {
            return m_model.estimate(m_gpus.value(QString::fromLatin1(name)), metric).relative;
        };
        // "an RTX 4090 has about 0.33x performance of a H100 SMX for 8-bit inference"
        const double ratio =
            rel("GeForce RTX 4090", Metric::Int8Inference) / rel("H100 SXM5 80 GB", Metric::Int8Inference);
        QVERIFY2(ratio > 0.28 && ratio < 0.38, qPrintable(QString::number(ratio)));
        // A100 over V100 for 16-bit training: 1.43-1.70 measured, 1.73 from bandwidth.
        for (const auto &[a100, v100] : {std::pair{"A100 SXM4 40 GB", "Tesla V100 SXM2 16 GB"},
                                         std::pair{"A100 PCIe 40 GB", "Tesla V100 PCIe 16 GB"}}) {
            const double speedup = rel(a100, Metric::Fp16Training) / rel(v100, Metric::Fp16Training);
            QVERIFY2(speedup >= 1.4 && speedup <= 1.7, qPrintable(QString::number(speedup)));
        }
    }

private:
    SeededDatabase m_db;
    PerformanceModel m_model;
    QHash<QString, Gpu> m_gpus;
    QMap<QString, QList<Point>> m_datasets;
    QMap<QString, Metric> m_metrics;
};

QTEST_GUILESS_MAIN(TestModelValidation)
#include "tst_modelvalidation.moc"

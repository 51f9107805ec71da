// SPDX-FileCopyrightText: 2026 GPU Advisor contributors
// SPDX-License-Identifier: GPL-3.0-or-later
// "Detect my current GPU" with a fake nvidia-smi on PATH: present, absent, failing.
#include "model/catalog/gpudetection.h"
#include "tests/common/fakeprogram.h"

#include <QFile>
#include <QTemporaryDir>
#include <QTest>

using namespace Qt::StringLiterals;

class TestGpuDetection final : public QObject
{
    Q_OBJECT

private:
    QTemporaryDir m_dir;
    QByteArray m_path;

    void fakeNvidiaSmi(const QByteArray &script) { QVERIFY(writeFakeNvidiaSmi(m_dir.path(), script)); }

private Q_SLOTS:
    void initTestCase()
    {
        m_path = qgetenv("PATH");
        qputenv("PATH", QFile::encodeName(m_dir.path()));
    }
    void cleanupTestCase() { qputenv("PATH", m_path); }
    void cleanup() { QFile::remove(m_dir.filePath(u"nvidia-smi"_s)); }

    void parsesTheQueryOutput()
    {
        const QList<InstalledGpu> gpus =
            GpuDetector::parseNvidiaSmi(u"NVIDIA GeForce RTX 3090, 24576, 535.104.05\nTesla T4, 15360, 470.57\n\n"_s);
        QCOMPARE(gpus.size(), 2);
        QCOMPARE(gpus.at(0).name, u"NVIDIA GeForce RTX 3090"_s);
        QCOMPARE(gpus.at(0).memoryGb, 24.0);
        QCOMPARE(gpus.at(1).driver, u"470.57"_s);
    }

    void present()
    {
        fakeNvidiaSmi(
            "echo 'NVIDIA GeForce RTX 2080 Ti, 11264, 535.54'\necho 'NVIDIA GeForce RTX 2080 Ti, 11264, 535.54'\n");
        const GpuDetection d = GpuDetector::detect();
        QCOMPARE(d.status, GpuDetection::Status::Found);
        QCOMPARE(d.gpus.size(), 2);
        QCOMPARE(d.gpus.first().memoryGb, 11.0);
    }

    void absent()
    {
        const GpuDetection d = GpuDetector::detect();
        QCOMPARE(d.status, GpuDetection::Status::NotInstalled);
        QVERIFY(d.message.contains(u"nvidia-smi"_s));
        QVERIFY(!d.found());
    }

    void failing()
    {
        fakeNvidiaSmi(
            "echo 'NVIDIA-SMI has failed because it could not communicate with the NVIDIA driver.' >&2\nexit 9\n");
        const GpuDetection d = GpuDetector::detect();
        QCOMPARE(d.status, GpuDetection::Status::Failed);
        QVERIFY2(d.message.contains(u"exit code 9"_s) && d.message.contains(u"could not communicate"_s),
                 qPrintable(d.message));
    }

    void cannotStart()
    {
        // An interpreter that does not exist: the program is found but cannot run.
        QVERIFY(writeExecutable(m_dir.path(), u"nvidia-smi"_s, "#!/nonexistent/interpreter\n"));
        const GpuDetection d = GpuDetector::detect();
        QCOMPARE(d.status, GpuDetection::Status::Failed);
        QVERIFY2(d.message.contains(u"could not be started"_s), qPrintable(d.message));
    }

    void emptyAnswer()
    {
        fakeNvidiaSmi("exit 0\n");
        const GpuDetection d = GpuDetector::detect();
        QCOMPARE(d.status, GpuDetection::Status::Failed);
        QVERIFY(!d.found());
        QVERIFY(d.message.contains(u"no GPU"_s));
    }

    void hanging()
    {
        fakeNvidiaSmi("exec /bin/sleep 30\n");
        const GpuDetection d = GpuDetector::detect(u"nvidia-smi"_s, 300);
        QCOMPARE(d.status, GpuDetection::Status::Failed);
        QVERIFY(d.message.contains(u"did not answer"_s));
    }

    void matchesDatabaseNames_data()
    {
        QTest::addColumn<QString>("driver");
        QTest::addColumn<QString>("expected");
        QTest::newRow("plain") << u"NVIDIA GeForce RTX 3090"_s << u"GeForce RTX 3090"_s;
        QTest::newRow("Ti is not plain") << u"NVIDIA GeForce RTX 3080 Ti"_s << u"GeForce RTX 3080 Ti"_s;
        QTest::newRow("memory variant") << u"NVIDIA GeForce RTX 3060"_s << u"GeForce RTX 3060 12 GB"_s;
        QTest::newRow("tesla prefix") << u"Tesla T4"_s << u"Tesla T4"_s;
        QTest::newRow("datacenter") << u"NVIDIA H100 80GB HBM3"_s << QString();
        QTest::newRow("unknown") << u"NVIDIA GeForce GT 710"_s << QString();
    }

    void matchesDatabaseNames()
    {
        QFETCH(QString, driver);
        QFETCH(QString, expected);
        const QStringList names = {
            u"GeForce RTX 3090"_s, u"GeForce RTX 3080 (10 GB)"_s, u"GeForce RTX 3080 Ti"_s, u"GeForce RTX 3060 12 GB"_s,
            u"Tesla T4"_s,         u"H100 SXM5 80 GB"_s};
        QCOMPARE(GpuDetector::matchName(driver, names), expected);
    }
};

QTEST_GUILESS_MAIN(TestGpuDetection)
#include "tst_gpudetection.moc"

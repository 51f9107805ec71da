// SPDX-FileCopyrightText: 2026 GPU Advisor contributors
// SPDX-License-Identifier: GPL-3.0-or-later
// `gpu-advisor finetune`, driven through the real executable on a fresh database: the issue's
// acceptance case, every number explained, exact configurations and refusals.
#include <QJsonArray>
#include <QJsonDocument>
#include <QJsonObject>
#include <QProcess>
#include <QTemporaryDir>
#include <QTest>

using namespace Qt::StringLiterals;

namespace {

struct FinetuneRun
{
    int exitCode = -1;
    QString out;
    QString err;
};

} // namespace

class TestFinetuneCommand final : public QObject
{
    Q_OBJECT

private:
    QTemporaryDir m_dir;

    FinetuneRun run(const QStringList &arguments)
    {
        QProcess p;
        QProcessEnvironment env = QProcessEnvironment::systemEnvironment();
        env.insert(u"QT_QPA_PLATFORM"_s, u"offscreen"_s);
        env.insert(u"LANG"_s, u"C.UTF-8"_s);
        p.setProcessEnvironment(env);
        p.start(QStringLiteral(GPUADVISOR_EXECUTABLE),
                QStringList{u"--db"_s, m_dir.filePath(u"cli.sqlite"_s)} + arguments);
        if (!p.waitForFinished(120000))
            return {};
        return {p.exitStatus() == QProcess::NormalExit ? p.exitCode() : -1,
                QString::fromUtf8(p.readAllStandardOutput()), QString::fromUtf8(p.readAllStandardError())};
    }

private Q_SLOTS:
    // The acceptance case: single cards from the cheapest up (an RTX 3060 12 GB among them),
    // several cards, unified machines, rented GPUs; hours, electricity and break-even, each explained.
    void qloraOfLlama8bOnAHundredMillionTokens()
    {
        const FinetuneRun r = run({u"finetune"_s, u"--model"_s, u"Llama 3.1 8B"_s, u"--method"_s, u"qlora"_s,
                                   u"--tokens"_s, u"100000000"_s, u"--json"_s});
        QCOMPARE(r.exitCode, 0);
        const QJsonObject root = QJsonDocument::fromJson(r.out.toUtf8()).object();
        QCOMPARE(root[u"job"_s].toObject()[u"seq_len"_s].toInt(), 2048);
        const QJsonArray configs = root[u"configurations"_s].toArray();
        QVERIFY(configs.size() > 20);
        bool rtx3060 = false;
        bool several = false;
        bool rented = false;
        QStringList unified;
        double lastPrice = 0;
        bool ownedDone = false;
        for (const QJsonValue v : configs) {
            const QJsonObject c = v.toObject();
            const QString kind = c[u"kind"_s].toString();
            QVERIFY(c[u"fits"_s].toBool());
            QVERIFY(c[u"hours"_s].toDouble() > 0);
            const QJsonObject explain = c[u"explain"_s].toObject();
            QVERIFY(explain.contains(u"memory_gb"_s));
            QVERIFY(explain.contains(u"tokens_per_second"_s));
            QVERIFY(explain.contains(u"hours"_s));
            if (kind == u"rented"_s) {
                ownedDone = true;
                rented = true;
                QVERIFY(c[u"rent_usd"_s].toDouble() > 0);
                QVERIFY(explain.contains(u"rent_usd"_s));
                continue;
            }
            QVERIFY2(!ownedDone, "owned configurations come before the rented ones");
            QVERIFY(explain.contains(u"electricity_usd"_s));
            if (!c[u"purchase_usd"_s].isNull()) {
                QVERIFY(c[u"purchase_usd"_s].toDouble() >= lastPrice);
                lastPrice = c[u"purchase_usd"_s].toDouble();
                QVERIFY(explain.contains(u"break_even_jobs"_s));
            }
            if (c[u"gpu"_s].toString() == u"GeForce RTX 3060 12 GB"_s && c[u"count"_s].toInt() == 1)
                rtx3060 = true;
            if (kind == u"gpus"_s && c[u"count"_s].toInt() > 1)
                several = true;
            if (kind == u"unified"_s)
                unified.append(c[u"gpu"_s].toString());
        }
        QVERIFY(rtx3060);
        QVERIFY(several);
        QVERIFY(rented);
        const QString machines = unified.join(u"; "_s);
        QVERIFY2(machines.contains(u"DGX Spark"_s), qPrintable(machines));
        QVERIFY2(machines.contains(u"Ryzen AI Max+ 395"_s), qPrintable(machines));
        QVERIFY2(machines.contains(u"Apple"_s), qPrintable(machines));

        const FinetuneRun text = run(
            {u"finetune"_s, u"--model"_s, u"Llama 3.1 8B"_s, u"--method"_s, u"qlora"_s, u"--tokens"_s, u"100000000"_s});
        QCOMPARE(text.exitCode, 0);
        QVERIFY(text.out.contains(u"GeForce RTX 3060 12 GB [gpus, single]"_s));
        QVERIFY(text.out.contains(u"electricity "_s));
        QVERIFY(text.out.contains(u"rented: "_s));
    }

    void exactConfigurationEvenWhenItDoesNotFit()
    {
        const FinetuneRun r =
            run({u"finetune"_s, u"--model"_s, u"Llama 3.1 70B"_s, u"--method"_s, u"full"_s, u"--tokens"_s, u"1e9"_s,
                 u"--gpu"_s, u"GeForce RTX 3060 12 GB"_s, u"--count"_s, u"2"_s, u"--json"_s});
        QCOMPARE(r.exitCode, 0);
        const QJsonArray configs = QJsonDocument::fromJson(r.out.toUtf8()).object()[u"configurations"_s].toArray();
        QVERIFY(!configs.isEmpty());
        const QJsonObject c = configs.first().toObject();
        QCOMPARE(c[u"count"_s].toInt(), 2);
        QCOMPARE(c[u"parallelism"_s].toString(), u"sharded"_s);
        QVERIFY(!c[u"fits"_s].toBool());
    }

    void refusesBadInput_data()
    {
        QTest::addColumn<QStringList>("arguments");
        QTest::addColumn<QString>("message");
        QTest::newRow("no method") << QStringList{u"--model"_s, u"Llama 3.1 8B"_s, u"--tokens"_s, u"1000"_s}
                                   << u"--method must be full, lora or qlora"_s;
        QTest::newRow("no tokens") << QStringList{u"--model"_s, u"Llama 3.1 8B"_s, u"--method"_s, u"lora"_s}
                                   << u"--tokens is required"_s;
        QTest::newRow("unknown model") << QStringList{u"--model"_s, u"Llama 9"_s,  u"--method"_s,
                                                      u"lora"_s,    u"--tokens"_s, u"1000"_s}
                                       << u"unknown model 'Llama 9'"_s;
        QTest::newRow("bad precision") << QStringList{u"--model"_s,  u"Llama 3.1 8B"_s, u"--method"_s,    u"lora"_s,
                                                      u"--tokens"_s, u"1000"_s,         u"--precision"_s, u"fp4"_s}
                                       << u"--precision must be bf16 or fp8"_s;
        QTest::newRow("unknown gpu") << QStringList{u"--model"_s,  u"Llama 3.1 8B"_s, u"--method"_s, u"lora"_s,
                                                    u"--tokens"_s, u"1000"_s,         u"--gpu"_s,    u"RTX 9999"_s}
                                     << u"unknown GPU 'RTX 9999'"_s;
    }

    void refusesBadInput()
    {
        QFETCH(QStringList, arguments);
        QFETCH(QString, message);
        const FinetuneRun r = run(QStringList{u"finetune"_s} + arguments);
        QCOMPARE(r.exitCode, 2);
        QVERIFY2(r.err.contains(message), qPrintable(r.err));
    }
};

QTEST_GUILESS_MAIN(TestFinetuneCommand)
#include "tst_finetunecommand.moc"

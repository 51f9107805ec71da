// SPDX-FileCopyrightText: 2026 GPU Advisor contributors
// SPDX-License-Identifier: GPL-3.0-or-later
// `gpu-advisor models import --gguf`, through the real executable on a fresh database, on GGUF
// files the test writes (tests/common/ggufwriter.h): a dense model, a mixture of experts and a
// split file report the parameters and the bytes of every tensor the test wrote and join the
// catalog; a file that is not a GGUF, or is cut short, writes nothing. `models import --hf`
// against a Hugging Face repository on a local server (HF_ENDPOINT): what it read, then the model
// added; a gated repository asks for HF_TOKEN and never prints it; and the real config.json files
// of tests/data/hf, each served as its repository, give the catalog's rows.
#include "tests/common/ggufwriter.h"
#include "tests/common/hfcatalogconfigs.h"
#include "tests/common/isolatedprocess.h"
#include "tests/common/localhttpserver.h"
#include "tests/common/safetensorswriter.h"

#include <QEventLoop>
#include <QFile>
#include <QHash>
#include <QJsonArray>
#include <QJsonDocument>
#include <QJsonObject>
#include <QProcess>
#include <QTemporaryDir>
#include <QTest>
#include <QTimer>

#include <cmath>

using namespace Qt::StringLiterals;
using namespace TestGgufModels;

namespace {

struct GgufRun
{
    int exitCode = -1;
    QString out;
    QString err;
};

QString endpoint(const LocalHttpServer &server)
{
    return u"http://127.0.0.1:%1"_s.arg(server.port());
}

} // namespace

class TestGgufImport final : public QObject
{
    Q_OBJECT

private:
    QTemporaryDir m_dir;
    int m_database = 0;
    /// The catalog's rows by name, as `models --json` lists them; read once.
    QHash<QString, QJsonObject> m_catalog;

    /// Runs the executable with the event loop turning, so that a server in this test answers it.
    GgufRun run(const QStringList &arguments, const QHash<QString, QString> &variables = {})
    {
        QProcess p;
        QProcessEnvironment env = isolatedEnvironment(m_dir.path());
        env.remove(u"HF_TOKEN"_s);
        env.remove(u"HF_ENDPOINT"_s);
        for (auto it = variables.begin(); it != variables.end(); ++it)
            env.insert(it.key(), it.value());
        p.setProcessEnvironment(env);
        QEventLoop loop;
        QObject::connect(&p, &QProcess::finished, &loop, &QEventLoop::quit);
        QTimer::singleShot(120000, &loop, &QEventLoop::quit);
        p.start(QStringLiteral(GPUADVISOR_EXECUTABLE),
                QStringList{u"--db"_s, m_dir.filePath(u"cli-%1.sqlite"_s.arg(m_database))} + arguments);
        if (p.state() != QProcess::NotRunning)
            loop.exec();
        if (p.state() != QProcess::NotRunning) {
            p.kill();
            p.waitForFinished();
            return {};
        }
        return {p.exitStatus() == QProcess::NormalExit ? p.exitCode() : -1,
                QString::fromUtf8(p.readAllStandardOutput()), QString::fromUtf8(p.readAllStandardError())};
    }

    QJsonObject catalogModel(const QString &name)
    {
        const GgufRun r = run({u"models"_s, u"--json"_s});
        for (const QJsonValue v : QJsonDocument::fromJson(r.out.toUtf8()).array()) {
            if (v.toObject().value(u"name"_s).toString() == name)
                return v.toObject();
        }
        return {};
    }

    QJsonObject catalogRow(const QString &name)
    {
        if (m_catalog.isEmpty()) {
            const GgufRun r = run({u"models"_s, u"--json"_s});
            for (const QJsonValue v : QJsonDocument::fromJson(r.out.toUtf8()).array())
                m_catalog.insert(v.toObject().value(u"name"_s).toString(), v.toObject());
        }
        return m_catalog.value(name);
    }

    static void compareTensors(const QJsonObject &report, const TestGgufWriter &written)
    {
        QHash<QString, qint64> bytes;
        for (const QJsonValue v : report.value(u"tensors"_s).toArray())
            bytes.insert(v.toObject().value(u"name"_s).toString(), v.toObject().value(u"bytes"_s).toInteger());
        QCOMPARE(bytes.size(), written.tensors().size());
        for (const TestGgufWriter::Tensor &t : written.tensors())
            QCOMPARE(bytes.value(t.name, -1), qint64(t.bytes));
    }

private Q_SLOTS:
    void init() { ++m_database; }

    void denseModelIsReportedAndAdded()
    {
        const TestGgufWriter w = denseLlama();
        const QString path = m_dir.filePath(u"tiny-llama.Q4_K_M.gguf"_s);
        QVERIFY(w.write(path));
        GgufRun r = run({u"models"_s, u"import"_s, u"--gguf"_s, path, u"--json"_s});
        QVERIFY2(r.exitCode == 0, qPrintable(r.err));
        const QJsonObject report = QJsonDocument::fromJson(r.out.toUtf8()).object();
        QCOMPARE(report.value(u"total_params"_s).toInteger(), qint64(LlamaParams));
        QCOMPARE(report.value(u"active_params"_s).toInteger(), qint64(LlamaParams));
        QCOMPARE(report.value(u"total_bytes"_s).toInteger(), qint64(2 * LlamaLayerBytes + LlamaOutsideBytes));
        QCOMPARE(report.value(u"format"_s).toString(), u"Q4_K_M: 59% Q4_K, 40% Q6_K, 1% F32"_s);
        QCOMPARE(report.value(u"layers"_s).toArray().size(), 2);
        QCOMPARE(report.value(u"layers"_s).toArray().at(1).toObject().value(u"bytes"_s).toInteger(),
                 qint64(LlamaLayerBytes));
        compareTensors(report, w);

        const QJsonObject m = catalogModel(u"Tiny Llama Q4_K_M"_s);
        QVERIFY(!m.isEmpty());
        QCOMPARE(m.value(u"user_added"_s).toBool(), true);
        QCOMPARE(m.value(u"layers"_s).toInt(), 2);
        QCOMPARE(m.value(u"kv_heads"_s).toInt(), 2);
        QCOMPARE(m.value(u"released_precision"_s).toString(), u"Q4_K_M"_s);
        QVERIFY(m.value(u"source"_s).toString().contains(report.value(u"header_sha256"_s).toString()));

        // In words, and again: the user's model is replaced, not doubled.
        r = run({u"models"_s, u"import"_s, u"--gguf"_s, path});
        QVERIFY2(r.exitCode == 0, qPrintable(r.err));
        QVERIFY2(r.out.contains(u"parameters: 1,443,072 (0.00B)"_s) || r.out.contains(u"parameters: 1443072"_s),
                 qPrintable(r.out));
        QVERIFY2(r.out.contains(u"Replaced your model \"Tiny Llama Q4_K_M\"."_s), qPrintable(r.out));
    }

    void moeModelCountsItsActiveParameters()
    {
        const TestGgufWriter w = tinyMoe();
        const QString path = m_dir.filePath(u"tiny-moe.gguf"_s);
        QVERIFY(w.write(path));
        const GgufRun r = run({u"models"_s, u"import"_s, u"--gguf"_s, path, u"--json"_s});
        QVERIFY2(r.exitCode == 0, qPrintable(r.err));
        const QJsonObject report = QJsonDocument::fromJson(r.out.toUtf8()).object();
        QCOMPARE(report.value(u"total_params"_s).toInteger(), qint64(MoeParams));
        QCOMPARE(report.value(u"active_params"_s).toInteger(), qint64(MoeActiveParams));
        QCOMPARE(report.value(u"layers"_s).toArray().at(0).toObject().value(u"expert_bytes"_s).toInteger(),
                 qint64(MoeExpertBytesPerLayer));
        compareTensors(report, w);
        const QJsonObject m = catalogModel(u"Tiny MoE"_s);
        QCOMPARE(m.value(u"experts"_s).toInt(), 8);
        QCOMPARE(m.value(u"active_experts"_s).toInt(), 2);
        QCOMPARE(m.value(u"active_params_b"_s).toDouble(), MoeActiveParams / 1e9);
    }

    void splitFileIsOneModel()
    {
        QList<TestGgufWriter> parts(2);
        llamaMetadata(&parts[0], u"Split Llama"_s);
        for (int i = 0; i < 2; ++i) {
            parts[i].addU16(u"split.no"_s, quint16(i));
            parts[i].addU16(u"split.count"_s, 2);
        }
        llamaOutside(&parts[0]);
        llamaLayer(&parts[0], 0);
        llamaLayer(&parts[1], 1);
        for (int i = 0; i < 2; ++i)
            QVERIFY(parts[i].write(m_dir.filePath(u"split-%1-of-00002.gguf"_s.arg(i + 1, 5, 10, QChar(u'0')))));
        const GgufRun r =
            run({u"models"_s, u"import"_s, u"--gguf"_s, m_dir.filePath(u"split-00001-of-00002.gguf"_s), u"--json"_s});
        QVERIFY2(r.exitCode == 0, qPrintable(r.err));
        const QJsonObject report = QJsonDocument::fromJson(r.out.toUtf8()).object();
        QCOMPARE(report.value(u"files"_s).toArray().size(), 2);
        QCOMPARE(report.value(u"total_params"_s).toInteger(), qint64(LlamaParams));
        QCOMPARE(report.value(u"tensors"_s).toArray().size(), 21);
        QVERIFY(!catalogModel(u"Split Llama Q4_K_M"_s).isEmpty());
    }

    void planPutsTheFilesBytesOnTheDevices()
    {
        QVERIFY(denseLlama().write(m_dir.filePath(u"plan-llama.gguf"_s)));
        QCOMPARE(run({u"models"_s, u"import"_s, u"--gguf"_s, m_dir.filePath(u"plan-llama.gguf"_s)}).exitCode, 0);
        // Without --quant: the file's own format, its exact bytes, layer by layer.
        GgufRun r = run({u"plan"_s, u"--model"_s, u"Tiny Llama Q4_K_M"_s, u"--gpu"_s, u"GeForce RTX 3090"_s,
                         u"--count"_s, u"2"_s, u"--json"_s});
        QVERIFY2(r.exitCode == 0, qPrintable(r.err));
        QJsonObject plan = QJsonDocument::fromJson(r.out.toUtf8()).object();
        QCOMPARE(plan.value(u"quant"_s).toString(), u"Q4_K_M"_s);
        QCOMPARE(plan.value(u"weights_from_file"_s).toBool(), true);
        QJsonArray bytes =
            plan.value(u"configurations"_s).toArray().at(0).toObject().value(u"weight_bytes_per_device"_s).toArray();
        QCOMPARE(bytes.size(), 2);
        QCOMPARE(bytes.at(0).toInteger(), qint64(LlamaLayerBytes));
        QCOMPARE(bytes.at(1).toInteger(), qint64(LlamaLayerBytes + LlamaOutsideBytes));

        // The bytes go through `models export` and `models import` into another database.
        const QString exported = m_dir.filePath(u"own-%1.csv"_s.arg(m_database));
        QCOMPARE(run({u"models"_s, u"export"_s, exported, u"--own"_s}).exitCode, 0);
        QFile csv(exported);
        QVERIFY(csv.open(QIODevice::ReadOnly));
        QVERIFY(csv.readAll().contains("format=Q4_K_M;outside=182272;layers=376064/0,376064/0"));
        ++m_database;
        QCOMPARE(run({u"models"_s, u"import"_s, exported}).exitCode, 0);
        r = run({u"plan"_s, u"--model"_s, u"Tiny Llama Q4_K_M"_s, u"--gpu"_s, u"GeForce RTX 3090"_s, u"--json"_s});
        QVERIFY2(r.exitCode == 0, qPrintable(r.err));
        plan = QJsonDocument::fromJson(r.out.toUtf8()).object();
        bytes =
            plan.value(u"configurations"_s).toArray().at(0).toObject().value(u"weight_bytes_per_device"_s).toArray();
        QCOMPARE(bytes.size(), 1);
        QCOMPARE(bytes.at(0).toInteger(), qint64(2 * LlamaLayerBytes + LlamaOutsideBytes));

        // A model without a file still needs --quant.
        r = run({u"plan"_s, u"--model"_s, u"Llama 3.1 8B"_s});
        QCOMPARE(r.exitCode, 2);
        QVERIFY2(r.err.contains(u"--quant is required"_s), qPrintable(r.err));
    }

    void badFilesWriteNothing()
    {
        const QString notGguf = m_dir.filePath(u"notes.gguf"_s);
        QFile f(notGguf);
        QVERIFY(f.open(QIODevice::WriteOnly));
        f.write("name,developer\n");
        f.close();
        GgufRun r = run({u"models"_s, u"import"_s, u"--gguf"_s, notGguf});
        QCOMPARE(r.exitCode, 2);
        QVERIFY2(r.err.contains(u"not a GGUF file"_s) && r.err.contains(u"nothing was written"_s), qPrintable(r.err));

        const QString cut = m_dir.filePath(u"cut.gguf"_s);
        QFile c(cut);
        QVERIFY(c.open(QIODevice::WriteOnly));
        c.write(denseLlama().file().left(3000));
        c.close();
        r = run({u"models"_s, u"import"_s, u"--gguf"_s, cut});
        QCOMPARE(r.exitCode, 2);
        QVERIFY2(r.err.contains(u"cut short"_s), qPrintable(r.err));
        QVERIFY(catalogModel(u"Tiny Llama Q4_K_M"_s).isEmpty());

        r = run({u"models"_s, u"import"_s, u"--gguf"_s, m_dir.filePath(u"missing.gguf"_s)});
        QCOMPARE(r.exitCode, 2);
        QVERIFY2(r.err.contains(u"missing.gguf cannot be read"_s), qPrintable(r.err));
    }
    void hfRepositoryIsReportedAndAdded()
    {
        // The tiny Llama of the GGUF tests as a Hugging Face repository in two safetensors files.
        LocalHttpServer server;
        const QString repo = u"test/tiny-llama/resolve/main/"_s;
        server.serve(repo + u"config.json"_s, TestSafetensors::llamaConfig());
        const QList<QList<TestSafetensors::Tensor>> shards = TestSafetensors::llamaShards();
        server.serve(repo + u"model.safetensors.index.json"_s, TestSafetensors::index(shards));
        for (qsizetype i = 0; i < shards.size(); ++i) {
            server.serve(repo + u"model-%1-of-00002.safetensors"_s.arg(i + 1, 5, 10, QChar(u'0')),
                         TestSafetensors::fileStart(TestSafetensors::headerJson(shards.at(i))));
        }
        const QHash<QString, QString> env{{u"HF_ENDPOINT"_s, endpoint(server)}};
        GgufRun r = run(
            {u"models"_s, u"import"_s, u"--hf"_s, u"test/tiny-llama"_s, u"--name"_s, u"Tiny HF Llama"_s, u"--json"_s},
            env);
        QVERIFY2(r.exitCode == 0, qPrintable(r.err));
        const QJsonObject report = QJsonDocument::fromJson(r.out.toUtf8()).object();
        QCOMPARE(report.value(u"name"_s).toString(), u"Tiny HF Llama"_s);
        QCOMPARE(report.value(u"repository"_s).toString(), u"test/tiny-llama"_s);
        QCOMPARE(report.value(u"architecture"_s).toString(), u"LlamaForCausalLM"_s);
        QCOMPARE(report.value(u"exact_parameters"_s).toBool(), true);
        QCOMPARE(qRound64(report.value(u"total_params_b"_s).toDouble() * 1e9), TestSafetensors::LlamaParams);
        QCOMPARE(report.value(u"layers"_s).toInt(), 2);
        QCOMPARE(report.value(u"kv_heads"_s).toInt(), 2);
        QCOMPARE(report.value(u"missing"_s).toArray(), QJsonArray());

        const QJsonObject m = catalogModel(u"Tiny HF Llama"_s);
        QCOMPARE(m.value(u"user_added"_s).toBool(), true);
        QCOMPARE(m.value(u"hidden_size"_s).toInt(), 256);
        QCOMPARE(m.value(u"attention_heads"_s).toInt(), 4);

        // In words, and again: the user's model is replaced, not doubled.
        r = run({u"models"_s, u"import"_s, u"--hf"_s, u"test/tiny-llama"_s, u"--name"_s, u"Tiny HF Llama"_s}, env);
        QVERIFY2(r.exitCode == 0, qPrintable(r.err));
        QVERIFY2(r.out.contains(u"test/tiny-llama: LlamaForCausalLM (llama)"_s), qPrintable(r.out));
        QVERIFY2(r.out.contains(u"exact, the sum of the safetensors headers"_s), qPrintable(r.out));
        QVERIFY2(r.out.contains(u"attention: gqa, 4 heads, 2 KV heads of 64"_s), qPrintable(r.out));
        QVERIFY2(r.out.contains(u"Replaced your model \"Tiny HF Llama\"."_s), qPrintable(r.out));
    }

    void hfRealConfigAloneIsComputed()
    {
        // Qwen3-30B-A3B's config.json (tests/data/hf, source in its README), without safetensors.
        QFile file(QStringLiteral(GPUADVISOR_SOURCE_DIR "/tests/data/hf/Qwen3-30B-A3B.json"));
        QVERIFY(file.open(QIODevice::ReadOnly));
        LocalHttpServer server;
        server.serve(u"Qwen/Qwen3-30B-A3B/resolve/main/config.json"_s, file.readAll());
        const GgufRun r = run(
            {u"models"_s, u"import"_s, u"--hf"_s, u"Qwen/Qwen3-30B-A3B"_s, u"--name"_s, u"My Qwen3 MoE"_s, u"--json"_s},
            {{u"HF_ENDPOINT"_s, endpoint(server)}});
        QVERIFY2(r.exitCode == 0, qPrintable(r.err));
        const QJsonObject report = QJsonDocument::fromJson(r.out.toUtf8()).object();
        QCOMPARE(report.value(u"exact_parameters"_s).toBool(), false);
        QCOMPARE(report.value(u"layers"_s).toInt(), 48);
        QCOMPARE(report.value(u"experts"_s).toInt(), 128);
        QCOMPARE(report.value(u"active_experts"_s).toInt(), 8);
        // The catalog's 30.53 billion, within 1%.
        QVERIFY(qAbs(report.value(u"total_params_b"_s).toDouble() / 30.53 - 1) < 0.01);
        QVERIFY(server.requested().contains(u"Qwen/Qwen3-30B-A3B/resolve/main/model.safetensors.index.json"_s));
        QVERIFY(server.requested().contains(u"Qwen/Qwen3-30B-A3B/resolve/main/model.safetensors"_s));
        QCOMPARE(catalogModel(u"My Qwen3 MoE"_s).value(u"experts"_s).toInt(), 128);
    }

    void hfRealConfigsGiveTheCatalogsRows_data()
    {
        QTest::addColumn<QString>("repo");
        QTest::addColumn<QString>("catalogName");
        QTest::addColumn<QByteArray>("config");
        QTest::addColumn<QString>("modelType");
        for (const TestHfConfigs::CatalogConfig &c : TestHfConfigs::catalogConfigs()) {
            QFile file(QStringLiteral(GPUADVISOR_SOURCE_DIR "/tests/data/hf/") + TestHfConfigs::configFile(c) +
                       u".json"_s);
            QVERIFY2(file.open(QIODevice::ReadOnly), qPrintable(file.fileName()));
            const QByteArray config = file.readAll();
            QTest::newRow(c.row) << QString::fromUtf8(c.repo) << QString::fromUtf8(c.catalogName) << config
                                 << QJsonDocument::fromJson(config).object().value(u"model_type"_s).toString();
        }
    }
    void hfRealConfigsGiveTheCatalogsRows()
    {
        // Issue 28's "done when": `models import --hf` against a local server, config.json alone
        // (the safetensors files answer 404), one process a repository; the shape columns equal
        // the catalog's row, the parameters agree within 1%. 11 model types: llama, qwen2, qwen3,
        // qwen3_moe, mixtral, deepseek_v2, deepseek_v3, kimi_k2, gemma2, gpt_oss, llama4.
        QFETCH(QString, repo);
        QFETCH(QString, catalogName);
        QFETCH(QByteArray, config);
        QFETCH(QString, modelType);
        // One database for every row (each adds a model of its own name): a new one costs a second.
        m_database = 1000;
        const QJsonObject row = catalogRow(catalogName);
        QVERIFY2(!row.isEmpty(), qPrintable(catalogName));
        LocalHttpServer server;
        server.serve(repo + u"/resolve/main/config.json"_s, config);
        const GgufRun r =
            run({u"models"_s, u"import"_s, u"--hf"_s, repo, u"--name"_s, u"HF "_s + catalogName, u"--json"_s},
                {{u"HF_ENDPOINT"_s, endpoint(server)}});
        QVERIFY2(r.exitCode == 0, qPrintable(r.err));
        const QJsonObject report = QJsonDocument::fromJson(r.out.toUtf8()).object();
        QCOMPARE(report.value(u"model_type"_s).toString(), modelType);
        QCOMPARE(report.value(u"exact_parameters"_s).toBool(), false);
        QCOMPARE(report.value(u"missing"_s).toArray(), QJsonArray());
        QCOMPARE(report.value(u"source"_s).toString(), endpoint(server) + u'/' + repo + u"/resolve/main/config.json"_s);
        for (const char *column : {"layers", "hidden_size", "attention_heads", "kv_heads", "head_dim", "attention",
                                   "kv_lora_rank", "rope_head_dim", "sliding_window", "local_layers", "global_layers",
                                   "experts", "active_experts", "shared_experts", "vocab_size"}) {
            const QString key = QString::fromLatin1(column);
            QVERIFY2(row.contains(key) && report.contains(key), column);
            QVERIFY2(report.value(key) == row.value(key),
                     qPrintable(u"%1: %2 against the catalog's %3"_s.arg(key, report.value(key).toVariant().toString(),
                                                                         row.value(key).toVariant().toString())));
        }
        for (const char *column : {"total_params_b", "active_params_b"}) {
            const double read = report.value(QLatin1StringView(column)).toDouble();
            const double catalog = row.value(QLatin1StringView(column)).toDouble();
            QVERIFY2(
                std::abs(read / catalog - 1) < TestHfConfigs::ParameterTolerance,
                qPrintable(u"%1: %2 against the catalog's %3"_s.arg(QLatin1StringView(column)).arg(read).arg(catalog)));
        }
    }

    void hfRefusalsWriteNothing()
    {
        LocalHttpServer server;
        server.fail(u"org/gated/resolve/main/config.json"_s, 401);
        const QHash<QString, QString> env{{u"HF_ENDPOINT"_s, endpoint(server)}, {u"HF_TOKEN"_s, u"hf_NeverPrinted"_s}};
        GgufRun r = run({u"models"_s, u"import"_s, u"--hf"_s, u"org/gated"_s}, env);
        QCOMPARE(r.exitCode, 2);
        QVERIFY2(r.err.contains(u"the access token given may not read org/gated"_s), qPrintable(r.err));
        QVERIFY2(r.err.contains(u"HF_TOKEN"_s), qPrintable(r.err));
        QVERIFY(!r.err.contains(u"hf_NeverPrinted"_s) && !r.out.contains(u"hf_NeverPrinted"_s));
        QVERIFY(server.lastRequest(u"org/gated/resolve/main/config.json"_s).contains("Bearer hf_NeverPrinted"));

        // An architecture the reader cannot map: what it read is shown, the rest named.
        server.serve(u"org/odd/resolve/main/config.json"_s,
                     R"({"architectures": ["OddForCausalLM"], "model_type": "odd", "hidden_size": 512})");
        r = run({u"models"_s, u"import"_s, u"--hf"_s, u"org/odd"_s, u"--json"_s}, env);
        QCOMPARE(r.exitCode, 2);
        const QJsonObject report = QJsonDocument::fromJson(r.out.toUtf8()).object();
        QCOMPARE(report.value(u"hidden_size"_s).toInt(), 512);
        QVERIFY(report.value(u"missing"_s).toArray().contains(u"layers"_s));
        QVERIFY2(r.err.contains(u"org/odd does not give"_s) && r.err.contains(u"layers"_s), qPrintable(r.err));
        QVERIFY2(r.err.contains(u"Add your model"_s), qPrintable(r.err));
        QVERIFY(catalogModel(u"odd"_s).isEmpty());

        r = run({u"models"_s, u"import"_s, u"--hf"_s, u"not a repository"_s}, env);
        QCOMPARE(r.exitCode, 2);
        server.close();
        r = run({u"models"_s, u"import"_s, u"--hf"_s, u"org/gone"_s}, env);
        QCOMPARE(r.exitCode, 2);
        QVERIFY2(r.err.contains(u"config.json of org/gone cannot be read"_s), qPrintable(r.err));
    }
};

QTEST_GUILESS_MAIN(TestGgufImport)
#include "tst_ggufimport.moc"

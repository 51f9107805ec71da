// SPDX-FileCopyrightText: 2026 GPU Advisor contributors
// SPDX-License-Identifier: GPL-3.0-or-later
// Measured benchmarks and measured language-model speeds: seeded from docs/benchmarks/measured.csv
// and llm-speeds.csv with source and date, imported by the user with every error named by line and
// column, and kept when the bundle changes.
#include "db/benchmarkimporter.h"
#include "db/sqlllmspeedrepository.h"
#include "tests/common/seededdatabase.h"

#include <QFile>
#include <QSqlDatabase>
#include <QSqlQuery>
#include <QTest>

#include <algorithm>

using namespace Qt::StringLiterals;

namespace {

int count(const QSqlDatabase &db, const QString &where)
{
    QSqlQuery q(db);
    return q.exec(u"SELECT COUNT(*) FROM benchmarks WHERE "_s + where) && q.next() ? q.value(0).toInt() : -1;
}

const QString Header = u"dataset,metric,gpu,value,unit,source,date\n"_s;
const QString LlmHeader = u"hardware,device_count,backend,model,quant,context,depth,batch_or_users,metric,value,ubatch,"
                          u"split,offload,offload_share,ram_channels,ram_mts,source,date,notes\n"_s;
const QString LlmRow = u"GeForce RTX 4090,1,llama.cpp CUDA,Llama 3.1 8B,Q4_K_M,4096,0,1,decode_tps,121.5,512,,,,,,"
                       u"llama-bench b6000 on my desk,2026-11-20,mine\n"_s;

int llmCount(const QSqlDatabase &db, const QString &where)
{
    QSqlQuery q(db);
    return q.exec(u"SELECT COUNT(*) FROM llm_speeds WHERE "_s + where) && q.next() ? q.value(0).toInt() : -1;
}

} // namespace

class TestBenchmarks final : public QObject
{
    Q_OBJECT

private Q_SLOTS:
    // Another program's lock held past the wait is the database's refusal, said as such, and not
    // a problem of the file (which made `db import` exit 2 as if the input were bad; issue 27).
    void aLockIsTheDatabasesRefusalNotTheFiles()
    {
        SeededDatabase db;
        QVERIFY2(db.isValid(), qPrintable(db.error()));
        const QSqlDatabase c = db.database().connection();
        QVERIFY(QSqlQuery(c).exec(u"PRAGMA busy_timeout = 50"_s)); // the wait, short for the test
        {
            QSqlDatabase holder = QSqlDatabase::addDatabase(u"QSQLITE"_s, u"lockholder"_s);
            holder.setDatabaseName(db.path());
            QVERIFY(holder.open());
            QVERIFY(QSqlQuery(holder).exec(u"BEGIN IMMEDIATE"_s));
            int added = 0;
            int present = 0;
            QStringList errors;
            QString refused;
            const QString mine = Header + u"my-desk,llm-generation,GeForce RTX 3090,99.5,tokens/s,mine,2026-11-20\n"_s;
            QVERIFY(!BenchmarkImporter(c).importCsv(mine, &added, &present, &errors, &refused));
            QVERIFY2(errors.isEmpty(), qPrintable(errors.join(u'\n')));
            QVERIFY2(refused.contains(u"locked by another program"_s), qPrintable(refused));
            QSqlQuery(holder).exec(u"ROLLBACK"_s);
            holder.close();
        }
        QSqlDatabase::removeDatabase(u"lockholder"_s);
    }

    void seededWithSourcesAndDates()
    {
        SeededDatabase db;
        QVERIFY2(db.isValid(), qPrintable(db.error()));
        QFile bundle(QStringLiteral(GPUADVISOR_SOURCE_DIR "/docs/benchmarks/measured.csv"));
        QVERIFY(bundle.open(QIODevice::ReadOnly));
        const int rows = int(bundle.readAll().trimmed().count('\n'));
        const QList<Benchmark> all = db.gpus().benchmarks();
        QCOMPARE(all.size(), rows);
        for (const Benchmark &b : all) {
            QVERIFY(!b.source.isEmpty());
            QVERIFY(b.measuredOn.isValid());
            QVERIFY(b.value > 0);
            QVERIFY(!b.userEntered);
        }
        // MLPerf Inference v3.0: the H100 SXM's BERT-large Offline figure.
        const auto h100 = db.gpus().gpuByName(u"H100 SXM5 80 GB"_s);
        QVERIFY(h100);
        bool found = false;
        for (const Benchmark &b : all) {
            if (b.gpuId == h100->id && b.dataset == u"mlperf-3.0-bert-99" && b.workload == u"int8-inference") {
                QCOMPARE(b.value, 9369.12);
                QVERIFY(b.source.contains(u"inference_results_v3.0"_s));
                QCOMPARE(b.measuredOn, QDate(2023, 4, 5));
                found = true;
            }
        }
        QVERIFY(found);
    }

    void errorsNameTheLineAndColumnAndWriteNothing_data()
    {
        QTest::addColumn<QString>("body");
        QTest::addColumn<QString>("expected");
        QTest::newRow("unknown GPU") << u"mine,llm-generation,GeForce 256,12,tokens/s,my desk,2026-11-01\n"_s
                                     << u"line 2, column gpu:"_s;
        QTest::newRow("bad value") << u"mine,llm-generation,GeForce RTX 3090,-4,tokens/s,my desk,2026-11-01\n"_s
                                   << u"line 2, column value:"_s;
        QTest::newRow("bad metric") << u"mine,fp64,GeForce RTX 3090,4,tokens/s,my desk,2026-11-01\n"_s
                                    << u"line 2, column metric:"_s;
        QTest::newRow("bad date on line 3")
            << u"mine,llm-generation,GeForce RTX 3090,100,tokens/s,my desk,2026-11-01\n"
               u"mine,llm-generation,GeForce RTX 4090,120,tokens/s,my desk,yesterday\n"_s
            << u"line 3, column date:"_s;
        QTest::newRow("no source") << u"mine,llm-generation,GeForce RTX 3090,100,tokens/s,,2026-11-01\n"_s
                                   << u"line 2, column source:"_s;
    }

    void errorsNameTheLineAndColumnAndWriteNothing()
    {
        QFETCH(QString, body);
        QFETCH(QString, expected);
        SeededDatabase db;
        QVERIFY2(db.isValid(), qPrintable(db.error()));
        const int before = count(db.database().connection(), u"1"_s);
        int added = 0;
        int present = 0;
        QStringList errors;
        QVERIFY(!BenchmarkImporter(db.database().connection()).importCsv(Header + body, &added, &present, &errors));
        QVERIFY2(errors.join(u' ').contains(expected), qPrintable(errors.join(u'\n')));
        QCOMPARE(count(db.database().connection(), u"1"_s), before);
    }

    void usersFiguresAreKeptWhenTheBundleChanges()
    {
        SeededDatabase db;
        QVERIFY2(db.isValid(), qPrintable(db.error()));
        const QSqlDatabase c = db.database().connection();
        int added = 0;
        int present = 0;
        QStringList errors;
        const QString mine = Header + u"my-desk,llm-generation,GeForce RTX 3090,108.5,tokens/s,llama-bench b4000 on "
                                      u"my machine,2026-11-20\n"_s;
        QVERIFY2(BenchmarkImporter(c).importCsv(mine, &added, &present, &errors), qPrintable(errors.join(u'\n')));
        QCOMPARE(added, 1);
        // Twice is once.
        added = 0;
        QVERIFY(BenchmarkImporter(c).importCsv(mine, &added, &present, &errors));
        QCOMPARE(added, 0);
        QCOMPARE(present, 1);
        // A new bundle replaces the bundled rows, never the user's.
        const int bundled = count(c, u"user_entered = 0"_s);
        QSqlQuery(c).exec(u"UPDATE meta SET value = 'older' WHERE key = 'benchmarks_bundle'"_s);
        QString error;
        QVERIFY2(BenchmarkImporter(c).seedBundled(&error), qPrintable(error));
        QCOMPARE(count(c, u"user_entered = 0"_s), bundled);
        QCOMPARE(count(c, u"user_entered = 1"_s), 1);
    }

    // Issue 26: the measured LLM speeds are a table of the database, seeded from the bundled file
    // row for row, each with its source and date, none of them the user's.
    void llmSpeedsSeededWithSourcesAndDates()
    {
        SeededDatabase db;
        QVERIFY2(db.isValid(), qPrintable(db.error()));
        QFile bundle(QStringLiteral(GPUADVISOR_SOURCE_DIR "/docs/benchmarks/llm-speeds.csv"));
        QVERIFY(bundle.open(QIODevice::ReadOnly));
        QList<LlmMeasurement> expected;
        QStringList problems;
        QVERIFY2(LlmValidation::parseSpeeds(QString::fromUtf8(bundle.readAll()), &expected, &problems),
                 qPrintable(problems.join(u'\n')));
        QString error;
        const QList<LlmMeasurement> stored = SqlLlmSpeedRepository(db.database().connection()).measurements(&error);
        QVERIFY2(error.isEmpty(), qPrintable(error));
        QCOMPARE(stored.size(), expected.size());
        for (qsizetype i = 0; i < stored.size(); ++i) {
            const LlmMeasurement &s = stored.at(i);
            const LlmMeasurement &e = expected.at(i);
            QCOMPARE(s.hardware, e.hardware);
            QCOMPARE(s.model, e.model);
            QCOMPARE(s.prefill, e.prefill);
            QCOMPARE(s.value, e.value);
            QCOMPARE(s.depth, e.depth);
            QCOMPARE(s.ubatch, e.ubatch);
            QCOMPARE(s.offloadShare, e.offloadShare);
            QCOMPARE(s.source, e.source);
            QCOMPARE(s.date, e.date);
            QVERIFY(!s.source.isEmpty());
            QVERIFY(!s.userEntered);
        }
    }

    void llmSpeedErrorsNameTheLineAndWriteNothing_data()
    {
        QTest::addColumn<QString>("body");
        QTest::addColumn<QString>("expected");
        QTest::newRow("unknown device") << QString(LlmRow).replace(u"GeForce RTX 4090"_s, u"GeForce 256"_s)
                                        << u"line 2, column hardware:"_s;
        QTest::newRow("unknown format") << QString(LlmRow).replace(u"Q4_K_M"_s, u"Q4_XYZ"_s)
                                        << u"line 2, column quant:"_s;
        QTest::newRow("bad metric") << QString(LlmRow).replace(u"decode_tps"_s, u"tps"_s)
                                    << u"line 2, column metric:"_s;
        QTest::newRow("no speed on line 3")
            << LlmRow + QString(LlmRow).replace(u"121.5"_s, u"0"_s) << u"line 3, column value:"_s;
        QTest::newRow("no source") << QString(LlmRow).replace(u"llama-bench b6000 on my desk"_s, QString())
                                   << u"line 2, column source:"_s;
    }

    void llmSpeedErrorsNameTheLineAndWriteNothing()
    {
        QFETCH(QString, body);
        QFETCH(QString, expected);
        SeededDatabase db;
        QVERIFY2(db.isValid(), qPrintable(db.error()));
        const QSqlDatabase c = db.database().connection();
        const int before = llmCount(c, u"1"_s);
        int added = 0;
        int present = 0;
        QStringList errors;
        QVERIFY(!SqlLlmSpeedRepository(c).importCsv(LlmHeader + body, &added, &present, &errors));
        QVERIFY2(errors.join(u' ').contains(expected), qPrintable(errors.join(u'\n')));
        QCOMPARE(llmCount(c, u"1"_s), before);
    }

    void usersLlmSpeedsAreMarkedAndKeptWhenTheBundleChanges()
    {
        SeededDatabase db;
        QVERIFY2(db.isValid(), qPrintable(db.error()));
        const QSqlDatabase c = db.database().connection();
        SqlLlmSpeedRepository speeds(c);
        int added = 0;
        int present = 0;
        QStringList errors;
        QVERIFY2(speeds.importCsv(LlmHeader + LlmRow, &added, &present, &errors), qPrintable(errors.join(u'\n')));
        QCOMPARE(added, 1);
        const QList<LlmMeasurement> stored = speeds.measurements();
        const auto mine =
            std::find_if(stored.begin(), stored.end(), [](const LlmMeasurement &m) { return m.userEntered; });
        QVERIFY(mine != stored.end());
        QCOMPARE(mine->value, 121.5);
        QCOMPARE(mine->source, u"llama-bench b6000 on my desk"_s);
        QCOMPARE(mine->date, u"2026-11-20"_s);
        // Twice is once.
        added = 0;
        QVERIFY(speeds.importCsv(LlmHeader + LlmRow, &added, &present, &errors));
        QCOMPARE(added, 0);
        QCOMPARE(present, 1);
        // A new bundle replaces the bundled rows, never the user's.
        const int bundled = llmCount(c, u"user_entered = 0"_s);
        QSqlQuery(c).exec(u"UPDATE meta SET value = 'older' WHERE key = 'llm_speeds_bundle'"_s);
        QString error;
        QVERIFY2(speeds.seedBundled(&error), qPrintable(error));
        QCOMPARE(llmCount(c, u"user_entered = 0"_s), bundled);
        QCOMPARE(llmCount(c, u"user_entered = 1"_s), 1);
    }
};

QTEST_GUILESS_MAIN(TestBenchmarks)
#include "tst_benchmarks.moc"

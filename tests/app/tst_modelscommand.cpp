// SPDX-FileCopyrightText: 2026 GPU Advisor contributors
// SPDX-License-Identifier: GPL-3.0-or-later
// `gpu-advisor models import` and `models export`, driven through the real executable on a fresh
// database: own models added and replaced, an exported catalog imported again unchanged, refused
// files (impossible architectures, a changed bundled model, many bad rows) writing nothing, and
// the usage errors.
#include "tests/common/isolatedprocess.h"
#include "tests/common/processrun.h"

#include <QFile>
#include <QJsonArray>
#include <QJsonDocument>
#include <QJsonObject>
#include <QProcess>
#include <QTemporaryDir>
#include <QTest>

using namespace Qt::StringLiterals;

namespace {

using Run = ProcessRun;

const QString Header =
    u"name,developer,total_params_b,active_params_b,layers,hidden_size,attention_heads,kv_heads,head_dim,attention,"
    "kv_lora_rank,rope_head_dim,sliding_window,local_layers,global_layers,experts,active_experts,shared_experts,"
    "vocab_size,native_context,released_precision,released,source,recorded_on\n"_s;
const QString MyDense = u"My Llama 8B,Me,8.03,8.03,32,4096,32,8,128,gqa,0,0,0,0,0,0,0,0,128256,8192,BF16,2024-04,"
                        "https://example.org/my-llama/config.json,2026-11-01\n"_s;
const QString MyMoe = u"My MoE 30B,Me,30.53,3.35,48,2048,32,4,128,gqa,0,0,0,0,0,128,8,0,151936,32768,BF16,2025-04,"
                      "https://example.org/my-moe/config.json,2026-11-01\n"_s;

} // namespace

class TestModelsCommand final : public QObject
{
    Q_OBJECT

private:
    QTemporaryDir m_dir;
    int m_database = 0;

    Run run(const QStringList &arguments)
    {
        return runProcess(QStringLiteral(GPUADVISOR_EXECUTABLE),
                          QStringList{u"--db"_s, m_dir.filePath(u"cli-%1.sqlite"_s.arg(m_database))} + arguments,
                          isolatedEnvironment(m_dir.path()));
    }

    QString write(const QString &name, const QString &text)
    {
        QString path = m_dir.filePath(name);
        QFile f(path);
        if (!f.open(QIODevice::WriteOnly | QIODevice::Truncate))
            return {};
        f.write(text.toUtf8());
        return path;
    }

    QJsonArray models()
    {
        const Run r = run({u"models"_s, u"--json"_s});
        return QJsonDocument::fromJson(r.out.toUtf8()).array();
    }

    QJsonObject model(const QString &name)
    {
        for (const QJsonValue v : models()) {
            if (v.toObject().value(u"name"_s).toString() == name)
                return v.toObject();
        }
        return {};
    }

private Q_SLOTS:
    void init()
    {
        // A fresh database for every test function.
        ++m_database;
    }

    void importAddsOwnModelsAndReplacesThem()
    {
        const int bundled = models().size();
        const QString file = write(u"own.csv"_s, Header + MyDense + MyMoe);
        Run r = run({u"models"_s, u"import"_s, file});
        QVERIFY2(r.exitCode == 0, qPrintable(r.err));
        QVERIFY2(r.out.contains(u"2 model(s) added, 0 replaced, 0 already in the catalog"_s), qPrintable(r.out));
        QCOMPARE(models().size(), bundled + 2);
        const QJsonObject moe = model(u"My MoE 30B"_s);
        QCOMPARE(moe.value(u"user_added"_s).toBool(), true);
        QCOMPARE(moe.value(u"experts"_s).toInt(), 128);

        // The same file again changes nothing; a changed row replaces the user's own model.
        r = run({u"models"_s, u"import"_s, file});
        QVERIFY2(r.out.contains(u"0 model(s) added, 0 replaced, 2 already in the catalog"_s), qPrintable(r.out));
        QString changed = MyDense;
        changed.replace(u"8192,BF16"_s, u"131072,BF16"_s);
        r = run({u"models"_s, u"import"_s, write(u"changed.csv"_s, Header + changed)});
        QVERIFY2(r.exitCode == 0, qPrintable(r.err));
        QVERIFY2(r.out.contains(u"0 model(s) added, 1 replaced, 0 already in the catalog"_s), qPrintable(r.out));
        QCOMPARE(model(u"My Llama 8B"_s).value(u"native_context"_s).toInt(), 131072);
        QCOMPARE(models().size(), bundled + 2);
    }

    void exportedCatalogImportsUnchanged()
    {
        QVERIFY(run({u"models"_s, u"import"_s, write(u"own.csv"_s, Header + MyMoe)}).exitCode == 0);
        const QString all = m_dir.filePath(u"all.csv"_s);
        Run r = run({u"models"_s, u"export"_s, all});
        QVERIFY2(r.exitCode == 0, qPrintable(r.err));
        const int count = models().size();
        QVERIFY2(r.out.contains(u"Exported %1 model(s)"_s.arg(count)), qPrintable(r.out));
        r = run({u"models"_s, u"import"_s, all});
        QVERIFY2(r.exitCode == 0, qPrintable(r.err));
        QVERIFY2(r.out.contains(u"0 model(s) added, 0 replaced, %1 already in the catalog"_s.arg(count)),
                 qPrintable(r.out));

        const QString own = m_dir.filePath(u"mine.csv"_s);
        r = run({u"models"_s, u"export"_s, own, u"--own"_s});
        QVERIFY2(r.out.contains(u"Exported 1 model(s)"_s), qPrintable(r.out));
        QFile f(own);
        QVERIFY(f.open(QIODevice::ReadOnly));
        const QStringList lines = QString::fromUtf8(f.readAll()).split(u'\n', Qt::SkipEmptyParts);
        QCOMPARE(lines.size(), 2);
        QVERIFY(lines.at(1).startsWith(u"My MoE 30B,"_s));
    }

    // Issue 27: `models export` wrote a name such as =HYPERLINK(...) as a live formula; its text
    // cells are neutralized as `db export`'s are, and the export imports back unchanged.
    void anExportHoldsNoLiveFormulas()
    {
        QString hostile = MyDense;
        hostile.replace(u"My Llama 8B,Me,"_s, u"\"=HYPERLINK(\"\"http://x\"\";\"\"y\"\")\",@Me,"_s);
        Run r = run({u"models"_s, u"import"_s, write(u"formula.csv"_s, Header + hostile)});
        QVERIFY2(r.exitCode == 0, qPrintable(r.err));
        const QString own = m_dir.filePath(u"formula-export.csv"_s);
        r = run({u"models"_s, u"export"_s, own, u"--own"_s});
        QVERIFY2(r.exitCode == 0, qPrintable(r.err));
        QFile f(own);
        QVERIFY(f.open(QIODevice::ReadOnly));
        const QStringList lines = QString::fromUtf8(f.readAll()).split(u'\n', Qt::SkipEmptyParts);
        QCOMPARE(lines.size(), 2);
        QVERIFY2(lines.at(1).startsWith(u"\"'=HYPERLINK("_s) && lines.at(1).contains(u",'@Me,"_s),
                 qPrintable(lines.at(1)));
        r = run({u"models"_s, u"import"_s, own});
        QVERIFY2(r.exitCode == 0, qPrintable(r.err));
        QVERIFY2(r.out.contains(u"0 model(s) added, 0 replaced, 1 already in the catalog"_s), qPrintable(r.out));
    }

    // Issue 27: a model's texts may not carry terminal escape codes, and its months must be
    // possible (9999 and 0001 are not).
    void escapeCodesAndImpossibleMonthsAreRefused_data()
    {
        QTest::addColumn<QString>("row");
        QTest::addColumn<QString>("expected");
        QString escape = MyDense;
        escape.replace(u"My Llama 8B"_s, u"My \x1b[31mLlama"_s);
        QTest::newRow("escape code") << escape << u"control characters"_s;
        QString late = MyDense;
        late.replace(u"BF16,2024-04"_s, u"BF16,9999-12"_s);
        QTest::newRow("9999") << late << u"column released: expected a date from 1990-01-01 to today"_s;
        QString early = MyDense;
        early.replace(u"BF16,2024-04"_s, u"BF16,0001-01"_s);
        QTest::newRow("0001") << early << u"column released: expected a date from 1990-01-01"_s;
        QString recorded = MyDense;
        recorded.replace(u"2026-11-01\n"_s, u"9999-12-31\n"_s);
        QTest::newRow("recorded 9999") << recorded
                                       << u"column recorded_on: expected a date from 1990-01-01 to 2100-12-31"_s;
    }

    void escapeCodesAndImpossibleMonthsAreRefused()
    {
        QFETCH(QString, row);
        QFETCH(QString, expected);
        const Run r = run({u"models"_s, u"import"_s, write(u"bad.csv"_s, Header + row)});
        QCOMPARE(r.exitCode, 2);
        QVERIFY2(r.err.contains(expected), qPrintable(r.err));
        QVERIFY2(!r.err.contains(QChar(0x1b)), qPrintable(r.err));
    }

    void impossibleArchitecturesAreRefusedNamingLineAndField()
    {
        const int before = models().size();
        QString badHeads = MyDense;
        badHeads.replace(u"My Llama 8B,Me,8.03,8.03,32,4096,32,8,"_s, u"Bad Heads,Me,8.03,8.03,32,4096,32,64,"_s);
        QString badAttention = MyMoe;
        badAttention.replace(u"My MoE 30B"_s, u"Bad Attention"_s).replace(u",gqa,"_s, u",linear,"_s);
        QString moreActive = MyMoe;
        moreActive.replace(u"My MoE 30B,Me,30.53,3.35"_s, u"Too Active,Me,30.53,31"_s);
        const QString file = write(u"bad.csv"_s, Header + MyDense + badHeads + badAttention + moreActive);
        const Run r = run({u"models"_s, u"import"_s, file});
        QCOMPARE(r.exitCode, 2);
        QVERIFY2(r.err.contains(u"was not imported; nothing was written"_s), qPrintable(r.err));
        QVERIFY2(r.err.contains(u"line 3: kv_heads:"_s), qPrintable(r.err));
        QVERIFY2(r.err.contains(u"line 4, column attention: expected gqa, mla or sliding, found \"linear\""_s),
                 qPrintable(r.err));
        QVERIFY2(r.err.contains(u"line 5: active_params_b:"_s), qPrintable(r.err));
        // The good row on line 2 was not written either.
        QCOMPARE(models().size(), before);
        QVERIFY(model(u"My Llama 8B"_s).isEmpty());
    }

    void everyProblemOfARowIsListed()
    {
        // Two unreadable cells on one row: both are named, so one pass shows all there is to fix.
        QString twice = MyMoe;
        twice.replace(u"My MoE 30B,Me,30.53,3.35,48,"_s, u"Twice Wrong,Me,thirty,3.35,4 8,"_s)
            .replace(u",gqa,"_s, u",linear,"_s);
        const Run r = run({u"models"_s, u"import"_s, write(u"twice.csv"_s, Header + twice)});
        QCOMPARE(r.exitCode, 2);
        QVERIFY2(r.err.contains(u"line 2, column total_params_b: expected a number, found \"thirty\""_s),
                 qPrintable(r.err));
        QVERIFY2(r.err.contains(u"line 2, column layers: expected a whole number, found \"4 8\""_s), qPrintable(r.err));
        QVERIFY2(r.err.contains(u"line 2, column attention: expected gqa, mla or sliding, found \"linear\""_s),
                 qPrintable(r.err));
        QVERIFY(model(u"Twice Wrong"_s).isEmpty());
    }

    void aBundledModelCannotBeChanged()
    {
        const QString file = write(u"bundled.csv"_s, Header + MyMoe +
                                                         u"Llama 3 8B,Meta,8.03,8.03,30,4096,32,8,128,gqa,0,0,0,0,0,"
                                                         "0,0,0,128256,8192,BF16,2024-04,https://example.org,"
                                                         "2026-11-01\n"_s);
        const Run r = run({u"models"_s, u"import"_s, file});
        QCOMPARE(r.exitCode, 2);
        QVERIFY2(r.err.contains(u"line 3: name: \"Llama 3 8B\" is a bundled model"_s), qPrintable(r.err));
        QVERIFY(model(u"My MoE 30B"_s).isEmpty());
        QCOMPARE(model(u"Llama 3 8B"_s).value(u"layers"_s).toInt(), 32);
    }

    void onlyTheFirstTwentyProblemsAreListed()
    {
        QString text = Header;
        for (int i = 0; i < 25; ++i)
            text += u"Broken %1,Me,8,8,0,4096,32,8,128,gqa,0,0,0,0,0,0,0,0,128256,8192,,,,\n"_s.arg(i);
        const Run r = run({u"models"_s, u"import"_s, write(u"many.csv"_s, text)});
        QCOMPARE(r.exitCode, 2);
        QCOMPARE(r.err.count(u": layers:"_s), 20);
        QVERIFY2(r.err.contains(u"line 21: layers:"_s), qPrintable(r.err));
        QVERIFY2(!r.err.contains(u"line 22: layers:"_s), qPrintable(r.err));
        QVERIFY2(r.err.contains(u"... and 5 more problem(s)"_s), qPrintable(r.err));
    }

    void usageErrors_data()
    {
        QTest::addColumn<QStringList>("arguments");
        QTest::addColumn<int>("exitCode");
        QTest::addColumn<QString>("message");
        QTest::newRow("import without a file")
            << QStringList{u"models"_s, u"import"_s} << 2 << u"expected 'models import FILE.csv'"_s;
        QTest::newRow("import with two files") << QStringList{u"models"_s, u"import"_s, u"a.csv"_s, u"b.csv"_s} << 2
                                               << u"expected 'models import FILE.csv'"_s;
        QTest::newRow("export without a file")
            << QStringList{u"models"_s, u"export"_s} << 2 << u"expected 'models export FILE.csv [--own]'"_s;
        QTest::newRow("unknown action") << QStringList{u"models"_s, u"frobnicate"_s} << 2
                                        << u"unexpected argument 'frobnicate'"_s;
        QTest::newRow("missing file") << QStringList{u"models"_s, u"import"_s, u"/nonexistent/models.csv"_s} << 1
                                      << u"/nonexistent/models.csv"_s;
        QTest::newRow("header only") << QStringList{u"models"_s, u"import"_s, u"@header"_s} << 2
                                     << u"the file holds no models"_s;
        QTest::newRow("unknown column") << QStringList{u"models"_s, u"import"_s, u"@column"_s} << 2
                                        << u"line 1: unknown column \"params\""_s;
    }
    void usageErrors()
    {
        QFETCH(QStringList, arguments);
        QFETCH(int, exitCode);
        QFETCH(QString, message);
        if (arguments.last() == u"@header"_s)
            arguments.last() = write(u"header.csv"_s, Header);
        else if (arguments.last() == u"@column"_s)
            arguments.last() = write(u"column.csv"_s, u"name,params\nX,8\n"_s);
        const Run r = run(arguments);
        QCOMPARE(r.exitCode, exitCode);
        QVERIFY2(r.err.contains(u"gpu-advisor models: "_s), qPrintable(r.err));
        QVERIFY2(r.err.contains(message), qPrintable(r.err));
    }

    void helpListsTheActions()
    {
        const Run r = run({u"--help"_s});
        QCOMPARE(r.exitCode, 0);
        QVERIFY(r.out.contains(u"models import FILE.csv"_s));
        QVERIFY(r.out.contains(u"models export FILE.csv [--own]"_s));
        const Run own = run({u"models"_s, u"export"_s, u"--help"_s});
        QCOMPARE(own.exitCode, 0);
        QVERIFY2(own.out.contains(u"--own"_s), qPrintable(own.out));
    }
};

QTEST_GUILESS_MAIN(TestModelsCommand)
#include "tst_modelscommand.moc"

// SPDX-FileCopyrightText: 2026 GPU Advisor contributors
// SPDX-License-Identifier: GPL-3.0-or-later
#include "tests/common/referencepaths.h"

#include <QFile>
#include <QJsonArray>
#include <QJsonDocument>
#include <QJsonObject>
#include <QProcess>
#include <QTemporaryDir>
#include <QTest>

using namespace Qt::StringLiterals;

namespace {

struct Run
{
    int exitCode = -1;
    QString out;
    QString err;
};

} // namespace

class TestCommandLine final : public QObject
{
    Q_OBJECT

private:
    QTemporaryDir m_dir;

    QString dbPath() const { return m_dir.filePath(u"cli.sqlite"_s); }

    Run run(const QStringList &arguments, bool withDb = true)
    {
        QProcess p;
        QProcessEnvironment env = QProcessEnvironment::systemEnvironment();
        env.insert(u"QT_QPA_PLATFORM"_s, u"offscreen"_s);
        p.setProcessEnvironment(env);
        p.start(QStringLiteral(GPUADVISOR_EXECUTABLE),
                withDb ? QStringList{u"--db"_s, dbPath()} + arguments : arguments);
        if (!p.waitForFinished(60000))
            return {};
        return {p.exitStatus() == QProcess::NormalExit ? p.exitCode() : -1,
                QString::fromUtf8(p.readAllStandardOutput()), QString::fromUtf8(p.readAllStandardError())};
    }

private Q_SLOTS:
    void initTestCase() { QVERIFY(m_dir.isValid()); }

    void everyPathAsJson_data()
    {
        QTest::addColumn<QString>("answers");
        QTest::addColumn<QString>("kind");
        QTest::addColumn<QStringList>("gpus");
        QTest::addColumn<bool>("used");
        for (const ReferencePath &p : referencePaths())
            QTest::newRow(p.name) << p.answers << p.leafKind << p.gpus << p.used;
    }

    void everyPathAsJson()
    {
        QFETCH(QString, answers);
        QFETCH(QString, kind);
        QFETCH(QStringList, gpus);
        QFETCH(bool, used);
        const Run r = run({u"recommend"_s, u"--answers"_s, answers, u"--json"_s});
        QVERIFY2(r.exitCode == 0, qPrintable(r.err));
        QJsonParseError parseError;
        const QJsonDocument doc = QJsonDocument::fromJson(r.out.toUtf8(), &parseError);
        QVERIFY2(doc.isObject(), qPrintable(parseError.errorString()));
        const QJsonObject root = doc.object();
        const QStringList words = answers.split(u',');
        QCOMPARE(root.value(u"answers"_s).toArray().toVariantList(), QVariant(words).toList());
        const QJsonArray path = root.value(u"path"_s).toArray();
        QCOMPARE(path.size(), words.size());
        for (qsizetype i = 0; i < path.size(); ++i) {
            QVERIFY(path.at(i).toObject().value(u"question"_s).toString().endsWith(u'?'));
            QCOMPARE(path.at(i).toObject().value(u"answer"_s).toString(), words.at(i));
        }
        const QJsonObject leaf = root.value(u"leaf"_s).toObject();
        QCOMPARE(leaf.value(u"kind"_s).toString(), kind);
        QStringList names;
        for (const QJsonValue &v : leaf.value(u"gpus"_s).toArray())
            names.append(v.toString());
        QCOMPARE(names, gpus);
        QCOMPARE(leaf.value(u"used"_s).toBool(), used);
        QVERIFY(!leaf.value(u"text"_s).toString().isEmpty());
    }

    void plainOutputIsReadable()
    {
        const Run r = run({u"recommend"_s, u"--answers"_s, u"no,yes,yes,no,yes"_s});
        QCOMPARE(r.exitCode, 0);
        QVERIFY(r.out.contains(u"Used RTX 3090 or RTX 3090 Ti  [used]"_s));
        QVERIFY(r.out.contains(u"GeForce RTX 3090 (used): 24 GB"_s));
        QVERIFY(r.out.contains(u"Also consider:"_s));
        QVERIFY(r.out.contains(u"80%"_s));
        QVERIFY(r.err.isEmpty());
    }

    void wrongAnswersExitWithTwo_data()
    {
        QTest::addColumn<QString>("answers");
        QTest::addColumn<QString>("fragment");
        QTest::newRow("too few") << u"no,yes"_s << u"too few answers: after 2 answer(s)"_s;
        QTest::newRow("empty") << u""_s << u"expected answer 1"_s;
        QTest::newRow("too many") << u"yes,yes,yes,no"_s << u"answer 4 ('no') is one too many"_s;
        QTest::newRow("not yes or no") << u"no,perhaps,yes"_s << u"answer 2 ('perhaps') is not yes or no"_s;
        QTest::newRow("y is not yes") << u"y,yes,yes"_s << u"answer 1 ('y') is not yes or no"_s;
    }

    void wrongAnswersExitWithTwo()
    {
        QFETCH(QString, answers);
        QFETCH(QString, fragment);
        const Run r = run({u"recommend"_s, u"--answers"_s, answers});
        QCOMPARE(r.exitCode, 2);
        QVERIFY2(r.err.contains(fragment), qPrintable(r.err));
        QVERIFY(r.out.isEmpty());
    }

    void usageErrorsExitWithTwo_data()
    {
        QTest::addColumn<QStringList>("arguments");
        QTest::addColumn<QString>("fragment");
        QTest::newRow("unknown command") << QStringList{u"frobnicate"_s} << u"unknown command 'frobnicate'"_s;
        QTest::newRow("no answers") << QStringList{u"recommend"_s} << u"--answers is required"_s;
        QTest::newRow("unknown option") << QStringList{u"recommend"_s, u"--colour"_s} << u"colour"_s;
        QTest::newRow("unknown chart") << QStringList{u"recommend"_s, u"--answers"_s, u"yes"_s, u"--chart"_s, u"1999"_s}
                                       << u"no flowchart \"1999\""_s;
    }

    void usageErrorsExitWithTwo()
    {
        QFETCH(QStringList, arguments);
        QFETCH(QString, fragment);
        const Run r = run(arguments);
        QCOMPARE(r.exitCode, 2);
        QVERIFY2(r.err.contains(fragment), qPrintable(r.err));
    }

    void versionAndHelp()
    {
        const Run version = run({u"--version"_s}, false);
        QCOMPARE(version.exitCode, 0);
        QVERIFY2(version.out.startsWith(u"gpu-advisor "_s), qPrintable(version.out));
        const Run help = run({u"--help"_s}, false);
        QCOMPARE(help.exitCode, 0);
        QVERIFY(help.out.contains(u"--db"_s));
        QVERIFY(help.out.contains(u"recommend"_s));
        const Run commandHelp = run({u"recommend"_s, u"--help"_s});
        QCOMPARE(commandHelp.exitCode, 0);
        QVERIFY(commandHelp.out.contains(u"--answers"_s));
    }

    void damagedDatabaseIsReportedNotUsed()
    {
        const QString path = m_dir.filePath(u"notes.txt"_s);
        {
            QFile f(path);
            QVERIFY(f.open(QIODevice::WriteOnly));
            f.write("these are my notes, not a database\n");
        }
        QProcess p;
        p.start(QStringLiteral(GPUADVISOR_EXECUTABLE),
                {u"recommend"_s, u"--db"_s, path, u"--answers"_s, u"yes,no,yes"_s});
        QVERIFY(p.waitForFinished(60000));
        QCOMPARE(p.exitCode(), 1);
        const QString err = QString::fromUtf8(p.readAllStandardError());
        QVERIFY2(err.contains(path) && err.contains(u"not an SQLite database"_s), qPrintable(err));
        QFile f(path);
        QVERIFY(f.open(QIODevice::ReadOnly));
        QCOMPARE(f.readAll(), QByteArray("these are my notes, not a database\n"));
    }
};

QTEST_GUILESS_MAIN(TestCommandLine)
#include "tst_commandline.moc"

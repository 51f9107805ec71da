// SPDX-FileCopyrightText: 2026 GPU Advisor contributors
// SPDX-License-Identifier: GPL-3.0-or-later
// The user's own part prices through the real executable: `db import` of a part-price file adds
// them (the build planner then prices with them and says so), a file with a bad line writes
// nothing and leaves the database byte-identical.
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

class TestPartPriceImport final : public QObject
{
    Q_OBJECT

private:
    using Run = ProcessRun;

    QTemporaryDir m_dir;

    QString dbPath() const { return m_dir.filePath(u"cli.sqlite"_s); }
    QByteArray dbBytes() const
    {
        QFile f(dbPath());
        return f.open(QIODevice::ReadOnly) ? f.readAll() : QByteArray();
    }
    QString file(const QString &name, const QByteArray &text) const
    {
        QString path = m_dir.filePath(name);
        QFile f(path);
        if (f.open(QIODevice::WriteOnly))
            f.write(text);
        return path;
    }
    Run run(const QStringList &arguments) const
    {
        return runProcess(QStringLiteral(GPUADVISOR_EXECUTABLE), QStringList{u"--db"_s, dbPath()} + arguments,
                          isolatedEnvironment(m_dir.filePath(u"sandbox"_s)));
    }
    QJsonObject memoryLine()
    {
        const Run r = run({u"build"_s, u"--gpu"_s, u"GeForce RTX 3090"_s, u"--json"_s});
        const QJsonObject build = QJsonDocument::fromJson(r.out.toUtf8()).object().value(u"build"_s).toObject();
        for (const QJsonValue v : build.value(u"parts"_s).toArray()) {
            if (v.toObject().value(u"type"_s) == u"Memory"_s)
                return v.toObject();
        }
        return {};
    }

private Q_SLOTS:
    void initTestCase() { QVERIFY(m_dir.isValid()); }

    void yourPartPricesAreImportedAndUsed()
    {
        // Before: the bundled observations.
        const QJsonObject before = memoryLine();
        QCOMPARE(before.value(u"price_origin"_s).toString(), u"observation"_s);
        QVERIFY(before.value(u"price_source"_s).toString() != u"my local shop"_s);

        const QString mine = file(u"mine.csv"_s, "part,unit,observed_on,usd,statistic,source,note\n"
                                                 "ram-ddr5,per_gb,2026-11-01,8.5,,my local shop,a 64 GB kit at $544\n"
                                                 "case-desktop,each,2026-11-01,79,,my local shop,\n");
        const Run imported = run({u"db"_s, u"import"_s, mine});
        QVERIFY2(imported.exitCode == 0, qPrintable(imported.err));
        QVERIFY2(imported.out.contains(u"2 added"_s), qPrintable(imported.out));

        const QJsonObject after = memoryLine();
        QCOMPARE(after.value(u"price_source"_s).toString(), u"my local shop"_s);
        QCOMPARE(after.value(u"price_date"_s).toString(), u"2026-11-01"_s);
        QCOMPARE(after.value(u"unit_usd"_s).toDouble(), 64 * 8.5);

        // The same file again adds nothing.
        const Run again = run({u"db"_s, u"import"_s, mine});
        QCOMPARE(again.exitCode, 0);
        QVERIFY2(again.out.contains(u"0 added, 2 already present"_s), qPrintable(again.out));
    }

    void aBadLineWritesNothing()
    {
        QVERIFY(run({u"build"_s, u"--gpu"_s, u"GeForce RTX 3090"_s}).exitCode == 0); // the database exists
        const QByteArray before = dbBytes();
        const QString bad = file(u"bad.csv"_s, "part,unit,observed_on,usd,statistic,source,note\n"
                                               "ram-ddr5,per_gb,2026-11-01,8.5,,my shop,\n"
                                               "ram-ddr5,per_kg,2026-11-01,8.5,,my shop,\n");
        const Run r = run({u"db"_s, u"import"_s, bad});
        QCOMPARE(r.exitCode, 2);
        QVERIFY2(r.err.contains(u"line 3, column unit"_s), qPrintable(r.err));
        QCOMPARE(dbBytes(), before);
    }

    void aPartNoBuildUsesIsATypo()
    {
        // "ram-ddr6" would be kept and never priced: refused, naming the parts there are.
        QVERIFY(run({u"build"_s, u"--gpu"_s, u"GeForce RTX 3090"_s}).exitCode == 0); // the database exists
        const QByteArray before = dbBytes();
        const QString typo = file(u"typo.csv"_s, "part,unit,observed_on,usd,statistic,source,note\n"
                                                 "ram-ddr5,per_gb,2026-11-01,8.5,,my shop,\n"
                                                 "ram-ddr6,per_gb,2026-11-01,9.5,,my shop,\n");
        const Run r = run({u"db"_s, u"import"_s, typo});
        QCOMPARE(r.exitCode, 2);
        QVERIFY2(r.err.contains(u"part \"ram-ddr6\": no part of a build is priced by that name"_s), qPrintable(r.err));
        QVERIFY2(r.err.contains(u"psu-atx-1000"_s) && r.err.contains(u"ram-ddr5-ecc"_s), qPrintable(r.err));
        QCOMPARE(dbBytes(), before);
    }
};

QTEST_GUILESS_MAIN(TestPartPriceImport)
#include "tst_partpriceimport.moc"

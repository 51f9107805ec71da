// SPDX-FileCopyrightText: 2026 GPU Advisor contributors
// SPDX-License-Identifier: GPL-3.0-or-later
// A child process killed while importing leaves a database that passes its integrity check and
// holds either all of the import or none of it.
#include "db/database.h"
#include "db/seeder.h"
#include "tests/common/isolatedprocess.h"

#include <QElapsedTimer>
#include <QFile>
#include <QProcess>
#include <QSqlQuery>
#include <QTemporaryDir>
#include <QTest>

using namespace Qt::StringLiterals;

namespace {

constexpr int ImportRows = 60000;

int priceCount(const QString &path, QString *error)
{
    Database db;
    if (!Seeder::openSeeded(db, path, error)) // runs PRAGMA integrity_check first
        return -1;
    QSqlQuery q(db.connection());
    return q.exec(u"SELECT COUNT(*) FROM prices"_s) && q.next() ? q.value(0).toInt() : -1;
}

} // namespace

class TestKillDuringWrite final : public QObject
{
    Q_OBJECT

private:
    QTemporaryDir m_dir;
    QString m_base;
    QString m_csv;
    int m_baseCount = 0;

    QProcess *startImport(const QString &db)
    {
        auto *p = new QProcess(this);
        p->setProcessEnvironment(isolatedEnvironment(m_dir.path()));
        p->start(QStringLiteral(GPUADVISOR_EXECUTABLE), {u"--db"_s, db, u"db"_s, u"import"_s, m_csv});
        return p;
    }

private Q_SLOTS:
    void initTestCase()
    {
        m_base = m_dir.filePath(u"base.sqlite"_s);
        QString error;
        m_baseCount = priceCount(m_base, &error);
        QVERIFY2(m_baseCount > 0, qPrintable(error));
        m_csv = m_dir.filePath(u"big.csv"_s);
        QFile f(m_csv);
        QVERIFY(f.open(QIODevice::WriteOnly));
        QByteArray text = "gpu,date,condition,usd,source,note\n";
        // Imported dates lie from 1990 to today; 12,000 days and 700 prices repeat together only
        // after 84,000 rows, so every row is a new observation.
        const QDate start(1990, 1, 1);
        for (int i = 0; i < ImportRows; ++i) {
            text += "GeForce RTX 3090," + start.addDays(i % 12000).toString(Qt::ISODate).toLatin1() + ",used," +
                    QByteArray::number(500 + i % 700) + ",kill test,row " + QByteArray::number(i) + '\n';
        }
        f.write(text);
    }

    void killedImportIsAllOrNothing()
    {
        // How long a whole import takes here, to aim the kills inside it.
        const QString timed = m_dir.filePath(u"timed.sqlite"_s);
        QVERIFY(QFile::copy(m_base, timed));
        QElapsedTimer timer;
        timer.start();
        QProcess *full = startImport(timed);
        QVERIFY(full->waitForFinished(120000));
        QCOMPARE(full->exitCode(), 0);
        const qint64 duration = timer.elapsed();
        QString error;
        QCOMPARE(priceCount(timed, &error), m_baseCount + ImportRows);

        int killedMidway = 0;
        // Aimed within the first half: a run that goes faster than the timed one (a busy machine
        // slows them unevenly) must still be killed while it writes.
        for (double fraction : {0.05, 0.15, 0.25, 0.35, 0.5}) {
            const QString path = m_dir.filePath(u"kill-%1.sqlite"_s.arg(fraction));
            QVERIFY(QFile::copy(m_base, path));
            QProcess *p = startImport(path);
            QVERIFY(p->waitForStarted());
            QTest::qWait(int(duration * fraction)); // a deliberate delay: the point is to kill mid-write
            const bool stillRunning = p->state() == QProcess::Running;
            p->kill();
            p->waitForFinished();
            if (stillRunning)
                ++killedMidway;
            const int count = priceCount(path, &error);
            QVERIFY2(count >= 0, qPrintable(error));
            QVERIFY2(count == m_baseCount || count == m_baseCount + ImportRows,
                     qPrintable(u"%1 prices after a kill at %2 of the import"_s.arg(count).arg(fraction)));
        }
        QVERIFY2(killedMidway >= 3, "the import finished before most kills; the test proved nothing");
        qInfo("import of %d rows took %lld ms; %d of 5 kills landed mid-import", ImportRows, duration, killedMidway);
    }
};

QTEST_GUILESS_MAIN(TestKillDuringWrite)
#include "tst_killduringwrite.moc"

// SPDX-FileCopyrightText: 2026 GPU Advisor contributors
// SPDX-License-Identifier: GPL-3.0-or-later
// The start-up recovery flow with its message boxes replaced by a recording fake: what the user
// is asked and told, and that the damaged file is only read.
#include "app/gui/recoveryflow.h"
#include "db/database.h"
#include "db/seeder.h"

#include <QAbstractButton>
#include <QApplication>
#include <QCryptographicHash>
#include <QFile>
#include <QMessageBox>
#include <QSqlDatabase>
#include <QSqlQuery>
#include <QTemporaryDir>
#include <QTest>
#include <QTimer>

using namespace Qt::StringLiterals;

namespace {

class FakeRecoveryDialogs final : public RecoveryDialogs
{
public:
    bool accept = true;
    QStringList calls;
    QString offeredTarget;
    QString summary;

    void cannotUse(const QString &reason) override { calls.append(u"cannotUse: "_s + reason); }
    bool offerFreshDatabase(const QString &reason, const QString &target) override
    {
        calls.append(u"offer: "_s + reason);
        offeredTarget = target;
        return accept;
    }
    void recoveryFailed(const QString &reason) override { calls.append(u"failed: "_s + reason); }
    void recovered(const QString &text) override
    {
        calls.append(u"recovered"_s);
        summary = text;
    }
};

QByteArray digest(const QString &path)
{
    QFile f(path);
    return f.open(QIODevice::ReadOnly) ? QCryptographicHash::hash(f.readAll(), QCryptographicHash::Sha256)
                                       : QByteArray();
}

/// A real, seeded database, then damaged in the middle so that it cannot be opened.
QString damagedDatabase(const QTemporaryDir &dir, QString *reason)
{
    QString path = dir.filePath(u"damaged.sqlite"_s);
    {
        Database db;
        QString error;
        if (!Seeder::openSeeded(db, path, &error))
            return {};
    }
    QFile f(path);
    if (!f.open(QIODevice::ReadWrite))
        return {};
    const qint64 size = f.size();
    for (qint64 at = size / 3; at < size / 3 + 8192; at += 512) {
        f.seek(at);
        f.write(QByteArray(64, '\xA5'));
    }
    f.close();
    Database db;
    if (Seeder::openSeeded(db, path, reason) || !db.worthRecovering())
        return {}; // not damaged enough to be refused, or not told as damage
    return path;
}

} // namespace

class TestRecoveryFlow final : public QObject
{
    Q_OBJECT

private Q_SLOTS:
    void theMessageBoxSaysWhyAndOffersTwoButtons_data()
    {
        QTest::addColumn<QString>("button");
        QTest::addColumn<bool>("accepted");
        QTest::newRow("fresh database") << u"Start a fresh database"_s << true;
        QTest::newRow("quit") << u"Quit"_s << false;
    }

    void theMessageBoxSaysWhyAndOffersTwoButtons()
    {
        QFETCH(QString, button);
        QFETCH(bool, accepted);
        QString informative;
        QStringList buttons;
        QTimer::singleShot(0, this, [&] {
            auto *box = qobject_cast<QMessageBox *>(QApplication::activeModalWidget());
            QVERIFY(box);
            QCOMPARE(box->objectName(), u"recoveryMessageBox"_s);
            informative = box->informativeText();
            for (QAbstractButton *b : box->buttons()) {
                buttons.append(b->text());
                if (b->text() == button)
                    b->click();
            }
        });
        MessageBoxRecoveryDialogs dialogs;
        QCOMPARE(dialogs.offerFreshDatabase(u"file is not a database"_s, u"/data/x-recovered.sqlite"_s), accepted);
        // The reason opens a paragraph of its own: a sentence.
        QVERIFY2(informative.startsWith(u"File is not a database"_s), qPrintable(informative));
        QVERIFY(informative.contains(u"/data/x-recovered.sqlite"_s));
        QVERIFY(informative.contains(u"The file was not changed."_s));
        buttons.sort();
        QCOMPARE(buttons, (QStringList{u"Quit"_s, u"Start a fresh database"_s}));
    }

    void aMissingFileIsOnlyReported()
    {
        FakeRecoveryDialogs dialogs;
        QString recovered;
        QVERIFY(!RecoveryFlow(dialogs).offer(u"/nonexistent/folder/x.sqlite"_s, u"no folder"_s, &recovered));
        QCOMPARE(dialogs.calls, QStringList{u"cannotUse: no folder"_s});
        QVERIFY(recovered.isEmpty());
    }

    // Issue 27: a file another program holds locked is not offered a recovery; the reason says
    // to try again.
    void aLockedFileIsOnlyReported()
    {
        QTemporaryDir dir;
        const QString path = dir.filePath(u"held.sqlite"_s);
        QString error;
        {
            Database db;
            QVERIFY2(Seeder::openSeeded(db, path, &error), qPrintable(error));
        }
        const QByteArray before = digest(path);
        const QString holderName = u"recovery-lock-holder"_s;
        {
            QSqlDatabase holder = QSqlDatabase::addDatabase(u"QSQLITE"_s, holderName);
            holder.setDatabaseName(path);
            QVERIFY(holder.open());
            QSqlQuery hold(holder);
            QVERIFY(hold.exec(u"BEGIN IMMEDIATE"_s));
            FakeRecoveryDialogs dialogs;
            QString recovered;
            QVERIFY(!RecoveryFlow(dialogs).offer(path, u"locked"_s, &recovered));
            QCOMPARE(dialogs.calls, QStringList{u"cannotUse: locked"_s});
            QVERIFY(recovered.isEmpty());
            hold.exec(u"ROLLBACK"_s);
            hold.finish();
            holder.close();
        }
        QSqlDatabase::removeDatabase(holderName);
        QCOMPARE(digest(path), before);
    }

    // Issue 27: a healthy file refused for what it is (here another program's database) is only
    // reported; the window does not offer to "recover" it.
    void aHealthyRefusedFileIsOnlyReported()
    {
        QTemporaryDir dir;
        const QString path = dir.filePath(u"theirs.sqlite"_s);
        {
            QSqlDatabase theirs = QSqlDatabase::addDatabase(u"QSQLITE"_s, u"theirs"_s);
            theirs.setDatabaseName(path);
            QVERIFY(theirs.open());
            QVERIFY(QSqlQuery(theirs).exec(u"CREATE TABLE notes (text TEXT)"_s));
            theirs.close();
        }
        QSqlDatabase::removeDatabase(u"theirs"_s);
        const QByteArray before = digest(path);
        Database db;
        QString reason;
        QVERIFY(!Seeder::openSeeded(db, path, &reason));
        QVERIFY(db.leftUntouched());
        QVERIFY(!db.worthRecovering());
        FakeRecoveryDialogs dialogs;
        QString recovered;
        QVERIFY(!RecoveryFlow(dialogs).offer(path, reason, &recovered, db.worthRecovering()));
        QCOMPARE(dialogs.calls, QStringList{u"cannotUse: "_s + reason});
        QCOMPARE(digest(path), before);
    }

    void declinedLeavesEverythingAsItWas()
    {
        QTemporaryDir dir;
        QString reason;
        const QString path = damagedDatabase(dir, &reason);
        QVERIFY(!path.isEmpty());
        const QByteArray before = digest(path);
        FakeRecoveryDialogs dialogs;
        dialogs.accept = false;
        QString recovered;
        QVERIFY(!RecoveryFlow(dialogs).offer(path, reason, &recovered));
        QCOMPARE(dialogs.calls, QStringList{u"offer: "_s + reason});
        QVERIFY(dialogs.offeredTarget.startsWith(dir.filePath(u"damaged-recovered-"_s)));
        QVERIFY(!QFile::exists(dialogs.offeredTarget));
        QVERIFY(recovered.isEmpty());
        QCOMPARE(digest(path), before);
    }

    void acceptedMakesAFreshDatabaseAndSaysWhatWasSalvaged()
    {
        QTemporaryDir dir;
        QString reason;
        const QString path = damagedDatabase(dir, &reason);
        QVERIFY(!path.isEmpty());
        const QByteArray before = digest(path);
        FakeRecoveryDialogs dialogs;
        QString recovered;
        QVERIFY(RecoveryFlow(dialogs).offer(path, reason, &recovered));
        QCOMPARE(dialogs.calls, (QStringList{u"offer: "_s + reason, u"recovered"_s}));
        QCOMPARE(recovered, dialogs.offeredTarget);
        QVERIFY(dialogs.summary.startsWith(u"A fresh database is at %1."_s.arg(recovered)));
        QVERIFY(dialogs.summary.contains(u"saved build(s)"_s));
        QCOMPARE(digest(path), before);
        Database db;
        QString error;
        QVERIFY2(Seeder::openSeeded(db, recovered, &error), qPrintable(error));
    }
};

QTEST_MAIN(TestRecoveryFlow)
#include "tst_recoveryflow.moc"

// SPDX-FileCopyrightText: 2026 GPU Advisor contributors
// SPDX-License-Identifier: GPL-3.0-or-later
// File > Update data driven as a user would: the real dialog, the real downloader against a
// server on 127.0.0.1 and a seeded temporary database. With GPUADVISOR_SCREENSHOT_DIR set it
// saves the dialog while downloading and after an update.
#include "db/bundleimporter.h"
#include "net/networkdataupdater.h"
#include "tests/common/localhttpserver.h"
#include "tests/common/seededdatabase.h"
#include "tests/common/testsigning.h"
#include "ui/dialogs/updatedatadialog.h"

#include <QCryptographicHash>
#include <QJsonArray>
#include <QJsonDocument>
#include <QJsonObject>
#include <QLabel>
#include <QLineEdit>
#include <QPlainTextEdit>
#include <QProgressBar>
#include <QPushButton>
#include <QStandardPaths>
#include <QTest>

using namespace Qt::StringLiterals;

namespace {

/// A bundle of two price files: new observations of GPUs the seed has.
void serveBundle(LocalHttpServer &server, bool stallSecondFile = false)
{
    const QList<QPair<QString, QByteArray>> files = {
        {u"prices.csv"_s, "gpu,date,condition,usd,source,note\n"
                          "GeForce RTX 5090,2026-11-02,new,2899,test retailer,lowest new listing\n"
                          "GeForce RTX 4090,2026-11-02,used,1650,test marketplace,\n"},
        {u"more-prices.csv"_s, "gpu,date,condition,usd,source,note\nGeForce RTX 5080,2026-11-02,new,1199,test,\n"}};
    QJsonArray entries;
    for (const auto &[name, bytes] : files) {
        entries.append(QJsonObject{
            {u"name"_s, name},
            {u"kind"_s, u"prices"_s},
            {u"size"_s, bytes.size()},
            {u"sha256"_s, QString::fromLatin1(QCryptographicHash::hash(bytes, QCryptographicHash::Sha256).toHex())}});
        server.serve(u"bundle/"_s + name, bytes);
    }
    const QByteArray manifest =
        QJsonDocument(QJsonObject{{u"format_version"_s, 1}, {u"date"_s, u"2026-11-27"_s}, {u"files"_s, entries}})
            .toJson();
    server.serve(u"bundle/manifest.json"_s, manifest);
    server.serve(u"bundle/manifest.json.minisig"_s, TestSigning::sign(manifest));
    if (stallSecondFile)
        server.stall(u"bundle/more-prices.csv"_s);
}

void screenshot(QWidget *widget, const QString &name)
{
    if (const QString dir = qEnvironmentVariable("GPUADVISOR_SCREENSHOT_DIR"); !dir.isEmpty())
        widget->grab().save(dir + u'/' + name);
}

} // namespace

class TestUpdateDataDialog : public QObject
{
    Q_OBJECT

private Q_SLOTS:
    void initTestCase() { QStandardPaths::setTestModeEnabled(true); }
    void init();
    void cleanup();
    void showsWhatChangedAndOffersARestart();
    void saysWhyNothingChanged();
    void cancelStopsTheDownloadAndKeepsTheDialog();
    void refusesAnAddressItCannotUse();

private:
    template<typename T> T *child(const QString &name) const { return m_dialog->findChild<T *>(name); }

    std::unique_ptr<SeededDatabase> m_db;
    std::unique_ptr<NetworkDataUpdater> m_updater;
    std::unique_ptr<LocalHttpServer> m_server;
    std::unique_ptr<UpdateDataDialog> m_dialog;
};

void TestUpdateDataDialog::init()
{
    m_db = std::make_unique<SeededDatabase>();
    QVERIFY2(m_db->isValid(), qPrintable(m_db->error()));
    QSqlDatabase connection = m_db->database().connection();
    m_updater =
        std::make_unique<NetworkDataUpdater>([connection](const BundleContents &b, UpdateReport *r, QString *e) {
            return BundleImporter(connection).apply(b, r, e);
        });
    BundleSignature::PublicKey key;
    QString error;
    QVERIFY(BundleSignature::parsePublicKey(TestSigning::publicKeyFile(), &key, &error));
    m_updater->setTrustedKeys({key});
    m_server = std::make_unique<LocalHttpServer>();
    m_dialog = std::make_unique<UpdateDataDialog>(m_updater.get(), m_server->url(u"bundle/"_s).toString());
    m_dialog->show();
    QVERIFY(QTest::qWaitForWindowExposed(m_dialog.get()));
}

void TestUpdateDataDialog::cleanup()
{
    m_dialog.reset();
    m_updater.reset();
    m_server.reset();
    m_db.reset();
}

void TestUpdateDataDialog::showsWhatChangedAndOffersARestart()
{
    serveBundle(*m_server);
    auto *restart = child<QPushButton>(u"restartButton"_s);
    QVERIFY(restart->isHidden());
    QTest::mouseClick(child<QPushButton>(u"updateButton"_s), Qt::LeftButton);
    QTRY_COMPARE(m_dialog->outcome().status, UpdateOutcome::Status::Updated);
    const QString report = child<QPlainTextEdit>(u"updateReportTextEdit"_s)->toPlainText();
    QVERIFY2(report.contains(u"Prices: 3 added, 0 changed, 0 unchanged"_s), qPrintable(report));
    QVERIFY(child<QLabel>(u"updateStatusLabel"_s)->text().contains(u"Updated to the data of"_s));
    // The window names the key the bundle must be signed by, and where it came from.
    const QString keys = child<QLabel>(u"signingKeysLabel"_s)->text();
    QVERIFY2(keys.contains(u"6ED878905309999C (added by you)"_s), qPrintable(keys));
    QVERIFY2(keys.contains(u"--trust-key"_s), qPrintable(keys));
    QVERIFY(restart->isVisible());
    QCOMPARE(child<QPushButton>(u"cancelButton"_s)->text(), u"&Close"_s);
    screenshot(m_dialog.get(), u"update-dialog-done.png"_s);
    QTest::mouseClick(restart, Qt::LeftButton);
    QVERIFY(m_dialog->restartRequested());
    QVERIFY(!m_dialog->isVisible());
}

void TestUpdateDataDialog::saysWhyNothingChanged()
{
    // Nothing served: the manifest answers 404.
    QTest::mouseClick(child<QPushButton>(u"updateButton"_s), Qt::LeftButton);
    QTRY_VERIFY(child<QLabel>(u"updateStatusLabel"_s)->text().contains(u"failed"_s));
    QCOMPARE(m_dialog->outcome().status, UpdateOutcome::Status::Failed);
    const QString status = child<QLabel>(u"updateStatusLabel"_s)->text();
    QVERIFY2(status.contains(u"nothing was changed"_s) && status.contains(u"404"_s), qPrintable(status));
    QVERIFY(child<QPushButton>(u"restartButton"_s)->isHidden());
    QVERIFY(child<QPushButton>(u"updateButton"_s)->isEnabled());
    screenshot(m_dialog.get(), u"update-dialog-failed.png"_s);
}

void TestUpdateDataDialog::cancelStopsTheDownloadAndKeepsTheDialog()
{
    serveBundle(*m_server, true);
    QTest::mouseClick(child<QPushButton>(u"updateButton"_s), Qt::LeftButton);
    QTRY_VERIFY(m_server->requested().contains(u"bundle/more-prices.csv"_s));
    auto *cancel = child<QPushButton>(u"cancelButton"_s);
    QCOMPARE(cancel->text(), u"&Cancel"_s);
    QVERIFY(!child<QPushButton>(u"updateButton"_s)->isEnabled());
    QTRY_VERIFY(child<QLabel>(u"updateStatusLabel"_s)->text().contains(u"Downloading more-prices.csv"_s));
    QVERIFY(child<QProgressBar>(u"updateProgressBar"_s)->value() > 0);
    screenshot(m_dialog.get(), u"update-dialog-progress.png"_s);
    QTest::mouseClick(cancel, Qt::LeftButton);
    QTRY_COMPARE(m_dialog->outcome().status, UpdateOutcome::Status::Cancelled);
    QVERIFY(m_dialog->isVisible());
    QVERIFY(child<QLabel>(u"updateStatusLabel"_s)->text().contains(u"Nothing was changed"_s));
    QTest::keyClick(m_dialog.get(), Qt::Key_Escape);
    QVERIFY(!m_dialog->isVisible());
}

void TestUpdateDataDialog::refusesAnAddressItCannotUse()
{
    auto *address = child<QLineEdit>(u"addressLineEdit"_s);
    address->clear();
    QTest::keyClicks(address, u"ftp://example.org/data/"_s);
    QTest::mouseClick(child<QPushButton>(u"updateButton"_s), Qt::LeftButton);
    QVERIFY(!m_updater->isRunning());
    QVERIFY(child<QLabel>(u"updateStatusLabel"_s)->text().contains(u"not an http, https or file address"_s));
    QVERIFY(m_server->requested().isEmpty());
}

QTEST_MAIN(TestUpdateDataDialog)
#include "tst_updatedatadialog.moc"

// SPDX-FileCopyrightText: 2026 GPU Advisor contributors
// SPDX-License-Identifier: GPL-3.0-or-later
// File > Import data and Export data with their dialogs replaced by a scripted fake, on a seeded
// database of its own per test: what reaches the database, what the user is told, and that a
// refused file writes nothing. The catalog details dialog is driven as a widget.
#include "app/gui/datafileflow.h"
#include "tests/common/seededdatabase.h"
#include "ui/dialogs/catalogdetailsdialog.h"

#include <QAction>
#include <QDateEdit>
#include <QDialogButtonBox>
#include <QLineEdit>
#include <QPushButton>
#include <QSignalSpy>
#include <QSqlQuery>
#include <QTemporaryDir>
#include <QTest>
#include <QWidget>

using namespace Qt::StringLiterals;

namespace {

class FakeDataFileDialogs final : public DataFileDialogs
{
public:
    QString open;
    QString save;
    std::optional<CloudCatalogDefaults> catalogAnswer;
    QString suggested;
    QString errorText;
    QString errorDetails;
    QString information;
    int catalogQuestions = 0;
    bool askedProvider = false;
    bool askedDate = false;

    QString openFileName(QWidget *, const QString &, const QString &) override { return open; }
    QString saveFileName(QWidget *, const QString &, const QString &suggestedPath, const QString &) override
    {
        suggested = suggestedPath;
        return save;
    }
    bool catalogDetails(QWidget *, const QString &, bool needProvider, bool needDate,
                        CloudCatalogDefaults *defaults) override
    {
        ++catalogQuestions;
        askedProvider = needProvider;
        askedDate = needDate;
        if (!catalogAnswer)
            return false;
        defaults->provider = catalogAnswer->provider;
        defaults->date = catalogAnswer->date;
        return true;
    }
    void showError(QWidget *, const QString &, const QString &text, const QString &details) override
    {
        errorText = text;
        errorDetails = details;
    }
    void showInformation(QWidget *, const QString &, const QString &text) override { information = text; }
};

int count(Database &db, const QString &sql)
{
    QSqlQuery q(db.connection());
    return q.exec(sql) && q.next() ? q.value(0).toInt() : -1;
}

const QString GpuHeader = u"name,vendor,architecture,release_year,vram_gb,memory_type,mem_bandwidth_gbs,l2_cache_mb,"
                          "fp32_tflops,fp16_tensor_tflops_dense,bf16_support,fp8_support,int8_tops_dense,"
                          "tensor_core_gen,tdp_w,slot_width,pcie_gen,nvlink,launch_msrp_usd,form_factor,source"_s;

} // namespace

class TestDataFileFlow final : public QObject
{
    Q_OBJECT

private:
    QTemporaryDir m_dir;

    QString write(const QString &name, const QByteArray &bytes)
    {
        QString path = m_dir.filePath(name);
        QFile f(path);
        if (!f.open(QIODevice::WriteOnly | QIODevice::Truncate))
            return {};
        f.write(bytes);
        return path;
    }

private Q_SLOTS:
    void theActionsAreNamedForTheFileMenu()
    {
        SeededDatabase db;
        QVERIFY2(db.isValid(), qPrintable(db.error()));
        FakeDataFileDialogs dialogs;
        QWidget window;
        DataFileFlow flow(db.database().connection(), dialogs, &window);
        QCOMPARE(flow.importAction()->objectName(), u"actionImportData"_s);
        QCOMPARE(flow.exportAction()->objectName(), u"actionExportData"_s);
        QVERIFY(!flow.importAction()->statusTip().isEmpty());
        QVERIFY(!flow.exportAction()->statusTip().isEmpty());
    }

    void aPriceSeenTodayIsImportedAndTheScreensToldAtOnce()
    {
        SeededDatabase db;
        QVERIFY2(db.isValid(), qPrintable(db.error()));
        const int before = count(db.database(), u"SELECT COUNT(*) FROM prices"_s);
        const QString today = QDate::currentDate().toString(Qt::ISODate);
        const QString path = write(u"seen.csv"_s, (u"gpu,date,condition,usd,source\n"
                                                   "GeForce RTX 4090,%1,new,1999,a shop window\n"_s.arg(today))
                                                      .toUtf8());
        FakeDataFileDialogs dialogs;
        dialogs.open = path;
        QWidget window;
        DataFileFlow flow(db.database().connection(), dialogs, &window);
        QSignalSpy changed(&flow, &DataFileFlow::dataChanged);
        QSignalSpy message(&flow, &DataFileFlow::message);
        flow.importAction()->trigger();
        QVERIFY2(dialogs.errorText.isEmpty(), qPrintable(dialogs.errorText + u' ' + dialogs.errorDetails));
        QCOMPARE(count(db.database(), u"SELECT COUNT(*) FROM prices"_s), before + 1);
        QCOMPARE(count(db.database(), u"SELECT COUNT(*) FROM prices WHERE source = 'a shop window' AND usd = 1999"_s),
                 1);
        QVERIFY2(dialogs.information.contains(u"1 price(s) added"_s), qPrintable(dialogs.information));
        QCOMPARE(changed.count(), 1);
        QCOMPARE(message.count(), 1);

        // The same file again changes nothing: the screens are left alone, the user is told so.
        flow.importFile();
        QVERIFY2(dialogs.information.contains(u"0 price(s) added, 1 already present"_s),
                 qPrintable(dialogs.information));
        QCOMPARE(changed.count(), 1);
    }

    void aNewGpuIsAddedAndCountedApart()
    {
        SeededDatabase db;
        QVERIFY2(db.isValid(), qPrintable(db.error()));
        const QString path =
            write(u"card.csv"_s, (GpuHeader + u"\nMy Test Card,ACME,Ada,2024,16,GDDR6,500,32,40,80,1,1,160,4,"
                                              "200,2,4,0,599,consumer,my spec sheet\n"_s)
                                     .toUtf8());
        FakeDataFileDialogs dialogs;
        dialogs.open = path;
        QWidget window;
        DataFileFlow flow(db.database().connection(), dialogs, &window);
        QSignalSpy changed(&flow, &DataFileFlow::dataChanged);
        flow.importFile();
        QVERIFY2(dialogs.errorText.isEmpty(), qPrintable(dialogs.errorText + u' ' + dialogs.errorDetails));
        QVERIFY2(dialogs.information.contains(u"1 GPU(s) added, 0 updated, 0 unchanged"_s),
                 qPrintable(dialogs.information));
        QCOMPARE(count(db.database(), u"SELECT COUNT(*) FROM gpus WHERE name = 'My Test Card'"_s), 1);
        QCOMPARE(changed.count(), 1);
    }

    void aBadFileWritesNothingAndNamesItsLines()
    {
        SeededDatabase db;
        QVERIFY2(db.isValid(), qPrintable(db.error()));
        const int gpus = count(db.database(), u"SELECT COUNT(*) FROM gpus"_s);
        const int prices = count(db.database(), u"SELECT COUNT(*) FROM prices"_s);
        // One good row, one with an impossible price: neither is written.
        const QString path = write(u"bad.csv"_s, "gpu,date,condition,usd,source\n"
                                                 "GeForce RTX 4090,2025-01-10,new,1899,shop\n"
                                                 "GeForce RTX 4090,2025-01-11,new,-5,shop\n");
        FakeDataFileDialogs dialogs;
        dialogs.open = path;
        QWidget window;
        DataFileFlow flow(db.database().connection(), dialogs, &window);
        QSignalSpy changed(&flow, &DataFileFlow::dataChanged);
        flow.importFile();
        QVERIFY2(dialogs.errorText.contains(u"bad.csv was not imported; nothing was written."_s),
                 qPrintable(dialogs.errorText));
        QVERIFY2(dialogs.errorDetails.contains(u"line 3"_s), qPrintable(dialogs.errorDetails));
        QVERIFY(dialogs.information.isEmpty());
        QCOMPARE(changed.count(), 0);
        QCOMPARE(count(db.database(), u"SELECT COUNT(*) FROM gpus"_s), gpus);
        QCOMPARE(count(db.database(), u"SELECT COUNT(*) FROM prices"_s), prices);
    }

    void aMissingFileSaysWhy()
    {
        SeededDatabase db;
        QVERIFY2(db.isValid(), qPrintable(db.error()));
        FakeDataFileDialogs dialogs;
        dialogs.open = m_dir.filePath(u"nowhere.csv"_s);
        QWidget window;
        DataFileFlow flow(db.database().connection(), dialogs, &window);
        flow.importFile();
        QVERIFY2(dialogs.errorText.contains(u"nowhere.csv"_s), qPrintable(dialogs.errorText));
        QVERIFY(!dialogs.errorDetails.isEmpty());
    }

    void aCatalogWithoutProviderAsksForItAndKeepsIt()
    {
        SeededDatabase db;
        QVERIFY2(db.isValid(), qPrintable(db.error()));
        const int before = count(db.database(), u"SELECT COUNT(*) FROM cloud_rates"_s);
        QVERIFY(before >= 0);
        // SkyPilot's layout, as a provider publishes it: no provider, no date.
        const QString path =
            write(u"vast.csv"_s, "InstanceType,AcceleratorName,AcceleratorCount,vCPUs,MemoryGiB,Price,Region,"
                                 "GpuInfo,SpotPrice\n"
                                 "1x_H100,H100,1,26,200,2.49,us-east,,\n");
        FakeDataFileDialogs dialogs;
        dialogs.open = path;
        QWidget window;
        DataFileFlow flow(db.database().connection(), dialogs, &window);

        // Cancelled: nothing is written, nothing more is said.
        flow.importFile();
        QCOMPARE(dialogs.catalogQuestions, 1);
        QVERIFY(dialogs.askedProvider);
        QVERIFY(dialogs.askedDate);
        QVERIFY(dialogs.errorText.isEmpty());
        QCOMPARE(count(db.database(), u"SELECT COUNT(*) FROM cloud_rates"_s), before);

        CloudCatalogDefaults answer;
        answer.provider = u"Vast.ai"_s;
        answer.date = QDate::currentDate().addDays(-3);
        dialogs.catalogAnswer = answer;
        flow.importFile();
        QVERIFY2(dialogs.errorText.isEmpty(), qPrintable(dialogs.errorText + u' ' + dialogs.errorDetails));
        QVERIFY2(dialogs.information.contains(u"cloud catalog"_s), qPrintable(dialogs.information));
        QCOMPARE(
            count(db.database(), u"SELECT COUNT(*) FROM cloud_rates WHERE provider = 'Vast.ai' AND "
                                 "observed_on = '%1' AND source = 'vast.csv'"_s.arg(answer.date.toString(Qt::ISODate))),
            1);
    }

    void theCatalogDialogWantsAProviderAndNoFutureDate()
    {
        CloudCatalogDefaults start;
        start.source = u"vast.csv"_s;
        CatalogDetailsDialog dialog(u"vast.csv"_s, true, true, start);
        auto *provider = dialog.findChild<QLineEdit *>(u"providerEdit"_s);
        auto *date = dialog.findChild<QDateEdit *>(u"readOnEdit"_s);
        auto *buttons = dialog.findChild<QDialogButtonBox *>();
        QVERIFY(provider && date && buttons);
        QPushButton *ok = buttons->button(QDialogButtonBox::Ok);
        QVERIFY(!ok->isEnabled());
        QTest::keyClicks(provider, u"  RunPod "_s);
        QVERIFY(ok->isEnabled());
        QCOMPARE(date->maximumDate(), QDate::currentDate());
        date->setDate(QDate::currentDate().addDays(10));
        QCOMPARE(dialog.details().date, QDate::currentDate());
        QCOMPARE(dialog.details().provider, u"RunPod"_s);
        QCOMPARE(dialog.details().source, u"vast.csv"_s);
    }

    void exportWritesWhatImportReadsBack()
    {
        SeededDatabase db;
        QVERIFY2(db.isValid(), qPrintable(db.error()));
        FakeDataFileDialogs dialogs;
        dialogs.save = m_dir.filePath(u"all.csv"_s);
        QWidget window;
        DataFileFlow flow(db.database().connection(), dialogs, &window);
        QSignalSpy message(&flow, &DataFileFlow::message);
        flow.exportAction()->trigger();
        QVERIFY2(dialogs.errorText.isEmpty(), qPrintable(dialogs.errorText + u' ' + dialogs.errorDetails));
        QVERIFY(dialogs.suggested.endsWith(u".csv"_s));
        QCOMPARE(message.count(), 1);
        const int gpus = count(db.database(), u"SELECT COUNT(*) FROM gpus"_s);
        QVERIFY2(message.first().first().toString().contains(u"Exported %1 GPU(s)"_s.arg(gpus)),
                 qPrintable(message.first().first().toString()));

        // Read back into the same database: every GPU and price is already there.
        dialogs.open = dialogs.save;
        flow.importFile();
        QVERIFY2(dialogs.errorText.isEmpty(), qPrintable(dialogs.errorText + u' ' + dialogs.errorDetails));
        QVERIFY2(dialogs.information.contains(u"0 GPU(s) added, 0 updated"_s), qPrintable(dialogs.information));
        QVERIFY2(dialogs.information.contains(u"0 price(s) added"_s), qPrintable(dialogs.information));
    }

    void everyProblemOfAFileIsListedAtOnce()
    {
        SeededDatabase db;
        QVERIFY2(db.isValid(), qPrintable(db.error()));
        const int before = count(db.database(), u"SELECT COUNT(*) FROM benchmarks"_s);
        // An unknown GPU on an otherwise good row, a bad metric, a value below zero and a date to come.
        const QString path = write(u"mine.csv"_s, "dataset,metric,gpu,value,unit,source,date\n"
                                                  "mine,llm-generation,GeForce RTX 9999,50,tokens/s,me,2026-01\n"
                                                  "mine,flops,GeForce RTX 4090,50,tokens/s,me,2026-01\n"
                                                  "mine,llm-generation,GeForce RTX 4090,-3,tokens/s,me,2030-01\n");
        FakeDataFileDialogs dialogs;
        dialogs.open = path;
        QWidget window;
        DataFileFlow flow(db.database().connection(), dialogs, &window);
        flow.importFile();
        for (const QString &problem :
             {u"line 2, column gpu:"_s, u"line 3, column metric:"_s, u"line 4, column value:"_s,
              u"line 4, column date: expected a date from 1990-01-01 to today"_s})
            QVERIFY2(dialogs.errorDetails.contains(problem), qPrintable(problem + u"\n"_s + dialogs.errorDetails));
        QCOMPARE(count(db.database(), u"SELECT COUNT(*) FROM benchmarks"_s), before);

        // Prices: a bad condition and two unknown GPUs, all named in one go.
        const QString prices = write(u"prices.csv"_s, "gpu,date,condition,usd,source\n"
                                                      "GeForce RTX 9998,2025-01,new,100,shop\n"
                                                      "GeForce RTX 9999,2025-01,new,100,shop\n"
                                                      "GeForce RTX 4090,2025-01,refurbished,100,shop\n");
        dialogs.open = prices;
        flow.importFile();
        for (const QString &problem : {u"line 2, column gpu"_s, u"line 3, column gpu"_s, u"line 4"_s})
            QVERIFY2(dialogs.errorDetails.contains(problem), qPrintable(problem + u"\n"_s + dialogs.errorDetails));
    }

    void anUnknownLayoutNamesTheOnesThereAre()
    {
        SeededDatabase db;
        QVERIFY2(db.isValid(), qPrintable(db.error()));
        FakeDataFileDialogs dialogs;
        dialogs.open = write(u"semi.csv"_s, "gpu;date;condition;usd;source\nGeForce RTX 4090;2025-01;new;100;shop\n");
        QWidget window;
        DataFileFlow flow(db.database().connection(), dialogs, &window);
        flow.importFile();
        QVERIFY2(dialogs.errorDetails.contains(u"measured figures"_s) &&
                     dialogs.errorDetails.contains(u"cloud catalog"_s),
                 qPrintable(dialogs.errorDetails));
        QVERIFY2(dialogs.errorDetails.contains(u"this file uses semicolons"_s), qPrintable(dialogs.errorDetails));

        // A header and nothing else is said to be so, not counted as "0 GPU(s) added".
        dialogs.errorDetails.clear();
        dialogs.open = write(u"empty.csv"_s, "gpu,date,condition,usd,source\n");
        flow.importFile();
        QVERIFY2(dialogs.information.contains(u"holds no GPUs or prices, only its header"_s),
                 qPrintable(dialogs.information + dialogs.errorDetails));
    }

    void anExportNamedWithoutExtensionIsACsvFile()
    {
        SeededDatabase db;
        QVERIFY2(db.isValid(), qPrintable(db.error()));
        FakeDataFileDialogs dialogs;
        dialogs.save = m_dir.filePath(u"plain"_s);
        QWidget window;
        DataFileFlow flow(db.database().connection(), dialogs, &window);
        flow.exportFile();
        QVERIFY2(dialogs.errorText.isEmpty(), qPrintable(dialogs.errorText));
        QVERIFY(QFile::exists(m_dir.filePath(u"plain.csv"_s)));
        QVERIFY(!QFile::exists(m_dir.filePath(u"plain"_s)));
    }

    void anUnwritablePlaceSaysWhyAndWritesNothing()
    {
        SeededDatabase db;
        QVERIFY2(db.isValid(), qPrintable(db.error()));
        FakeDataFileDialogs dialogs;
        dialogs.save = m_dir.filePath(u"no/such/folder/all.csv"_s);
        QWidget window;
        DataFileFlow flow(db.database().connection(), dialogs, &window);
        QSignalSpy message(&flow, &DataFileFlow::message);
        flow.exportFile();
        QVERIFY2(dialogs.errorText.contains(u"all.csv was not written"_s), qPrintable(dialogs.errorText));
        QVERIFY(!dialogs.errorDetails.isEmpty());
        QCOMPARE(message.count(), 0);
        QVERIFY(!QFile::exists(dialogs.save));
    }
};

QTEST_MAIN(TestDataFileFlow)
#include "tst_datafileflow.moc"

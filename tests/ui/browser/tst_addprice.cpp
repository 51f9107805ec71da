// SPDX-FileCopyrightText: 2026 GPU Advisor contributors
// SPDX-License-Identifier: GPL-3.0-or-later
// "Add a price" in the GPU details, driven as a user would on a seeded database of its own per
// test: the form's checks, the price kept in the database as the user's, the table, the history
// and the other pages showing it at once, and "Remove your entry" undoing it.
#include "db/dataimporter.h"
#include "db/sqlbuildrepository.h"
#include "db/sqlllmmodelrepository.h"
#include "db/sqlpricerecorder.h"
#include "model/browser/gputablemodel.h"
#include "model/browser/pricehistorymodel.h"
#include "model/browser/whatifsettings.h"
#include "model/catalog/pricerecorder.h"
#include "tests/common/seededdatabase.h"
#include "ui/browser/addpricedialog.h"
#include "ui/browser/gpubrowserwidget.h"
#include "ui/browser/gpudetailwidget.h"
#include "ui/planner/plannerpage.h"
#include "ui/shell/mainwindow.h"
#include "ui/shell/windowpages.h"

#include <QComboBox>
#include <QDateEdit>
#include <QDialogButtonBox>
#include <QDoubleSpinBox>
#include <QLabel>
#include <QLineEdit>
#include <QPushButton>
#include <QSqlQuery>
#include <QTableView>
#include <QTest>

using namespace Qt::StringLiterals;

namespace {

int count(Database &db, const QString &sql)
{
    QSqlQuery q(db.connection());
    return q.exec(sql) && q.next() ? q.value(0).toInt() : -1;
}

/// The open "Add a price" form of `parent`, or null.
AddPriceDialog *openForm(QWidget *parent)
{
    for (AddPriceDialog *d : parent->findChildren<AddPriceDialog *>()) {
        if (d->isVisible())
            return d;
    }
    return nullptr;
}

/// With GPUADVISOR_SCREENSHOT_DIR set, saves a picture of `widget` there to be looked at.
void saveShot(QWidget *widget, const QString &name)
{
    const QString dir = qEnvironmentVariable("GPUADVISOR_SCREENSHOT_DIR");
    if (!dir.isEmpty())
        widget->grab().save(dir + u'/' + name + u".png"_s);
}

/// Fills the open form and presses Add.
void enterPrice(AddPriceDialog *form, double usd, const QString &where, int conditionIndex = 0)
{
    auto *price = form->findChild<QDoubleSpinBox *>(u"priceUsdSpinBox"_s);
    auto *source = form->findChild<QLineEdit *>(u"priceSourceEdit"_s);
    auto *condition = form->findChild<QComboBox *>(u"priceConditionComboBox"_s);
    QVERIFY(price && source && condition);
    condition->setCurrentIndex(conditionIndex);
    price->selectAll();
    QTest::keyClicks(price, QString::number(usd, 'f', 0));
    QTest::keyClicks(source, where);
    saveShot(form, u"add-price-form"_s);
    QPushButton *add = form->findChild<QDialogButtonBox *>()->button(QDialogButtonBox::Ok);
    QVERIFY(add->isEnabled());
    QTest::mouseClick(add, Qt::LeftButton);
}

} // namespace

class TestAddPrice final : public QObject
{
    Q_OBJECT

private Q_SLOTS:
    void theFormWantsASourceAndAPlausiblePrice()
    {
        Gpu gpu;
        gpu.id = 7;
        gpu.name = u"Test Card"_s;
        gpu.launchMsrpUsd = 999;
        AddPriceDialog form(gpu);
        form.show();
        QVERIFY(QTest::qWaitForWindowExposed(&form));
        auto *date = form.findChild<QDateEdit *>(u"priceDateEdit"_s);
        auto *price = form.findChild<QDoubleSpinBox *>(u"priceUsdSpinBox"_s);
        auto *source = form.findChild<QLineEdit *>(u"priceSourceEdit"_s);
        QPushButton *add = form.findChild<QDialogButtonBox *>()->button(QDialogButtonBox::Ok);
        QVERIFY(date && price && source && add);
        // It opens on today and the launch price, and cannot be given a day after today.
        QCOMPARE(date->date(), QDate::currentDate());
        QCOMPARE(date->maximumDate(), QDate::currentDate());
        QCOMPARE(price->value(), 999.0);
        QCOMPARE(price->minimum(), 1.0);
        QCOMPARE(price->maximum(), 1000000.0);
        QVERIFY(!add->isEnabled());
        QTest::keyClicks(source, u"   "_s);
        QVERIFY(!add->isEnabled());
        QTest::keyClicks(source, u"Micro Center"_s);
        QVERIFY(add->isEnabled());
        const PriceObservation p = form.price();
        QCOMPARE(p.gpuId, 7);
        QCOMPARE(p.source, u"Micro Center"_s);
        QCOMPARE(p.condition, PriceCondition::New);
        QVERIFY(p.userEntered);
        QVERIFY(PriceEntry::problems(p, gpu).isEmpty());

        // The same checks as an imported price, each said in words.
        PriceObservation bad = p;
        bad.usd = 0;
        bad.observedOn = QDate::currentDate().addDays(1);
        bad.source = u"a\u0007shop"_s;
        const QStringList problems = PriceEntry::problems(bad, gpu);
        QCOMPARE(problems.size(), 3);
        QVERIFY2(problems.join(u' ').contains(u"the price must be from $1"_s), qPrintable(problems.join(u' ')));

        // Not before the card was released: a price seen then is a typo.
        Gpu released = gpu;
        released.releaseMonth = QDate(2022, 9, 1);
        QCOMPARE(PriceEntry::earliestDate(released), QDate(2022, 9, 1));
        PriceObservation early = p;
        early.gpuId = released.id;
        early.observedOn = QDate(2001, 11, 1);
        QVERIFY2(PriceEntry::problems(early, released).join(u' ').contains(u"from 2022-09-01"_s),
                 qPrintable(PriceEntry::problems(early, released).join(u' ')));
        AddPriceDialog form4090(released);
        QCOMPARE(form4090.findChild<QDateEdit *>(u"priceDateEdit"_s)->minimumDate(), QDate(2022, 9, 1));
    }

    void aPriceIsKeptShownAndRemovable()
    {
        SeededDatabase db;
        QVERIFY2(db.isValid(), qPrintable(db.error()));
        SqlPriceRecorder recorder(db.database().connection());
        WhatIfSettings settings;
        CostParameters cost = settings.cost();
        cost.priceBasis = PriceBasis::New;
        settings.setCost(cost);
        GpuBrowserWidget browser(db.gpus(), &settings);
        browser.setPriceRecorder(&recorder);
        browser.resize(1400, 900);
        browser.show();
        QVERIFY(QTest::qWaitForWindowExposed(&browser));
        const qint64 id = db.gpus().gpuByName(u"GeForce RTX 4090"_s)->id;
        browser.selectGpu(id);
        GpuDetailWidget *details = browser.detailWidget();
        browser.viewTabWidget()->setCurrentWidget(details);
        auto *addButton = details->findChild<QPushButton *>(u"addPriceButton"_s);
        auto *removeButton = details->findChild<QPushButton *>(u"removePriceButton"_s);
        QVERIFY(addButton && removeButton);
        QVERIFY(addButton->isVisibleTo(details));
        QVERIFY(addButton->isEnabled());
        QVERIFY(!removeButton->isEnabled());
        const int before = count(db.database(), u"SELECT COUNT(*) FROM prices"_s);
        const int historyBefore = int(details->history()->observations().size());

        QTest::mouseClick(addButton, Qt::LeftButton);
        AddPriceDialog *form = openForm(&browser);
        QVERIFY(form);
        enterPrice(form, 1234, u"Micro Center"_s);

        // Kept as the user's own, today, new.
        QCOMPARE(count(db.database(), u"SELECT COUNT(*) FROM prices"_s), before + 1);
        QCOMPARE(count(db.database(), u"SELECT COUNT(*) FROM prices WHERE usd = 1234 AND user_entered = 1 AND "
                                      "source = 'Micro Center' AND condition = 'new' AND observed_on = '%1'"_s.arg(
                                          QDate::currentDate().toString(Qt::ISODate))),
                 1);
        // The table prices the card at it now (the newest new price), and the history lists it,
        // selected, as the user's.
        QCOMPARE(browser.currentGpu(), id);
        const int row = browser.tableModel()->rowOf(id);
        QCOMPARE(browser.tableModel()
                     ->data(browser.tableModel()->index(row, GpuTableModel::Price), GpuTableModel::ValueRole)
                     .toDouble(),
                 1234.0);
        QCOMPARE(int(details->history()->observations().size()), historyBefore + 1);
        auto *priceTable = details->findChild<QTableView *>(u"priceTableView"_s);
        QVERIFY(priceTable);
        const QModelIndexList selected = priceTable->selectionModel()->selectedRows(PriceHistoryModel::Source);
        QCOMPARE(selected.size(), 1);
        QVERIFY2(selected.first().data().toString().contains(u"Micro Center"_s),
                 qPrintable(selected.first().data().toString()));
        QVERIFY(removeButton->isEnabled());
        QVERIFY(priceTable->isVisible());
        QTest::qWait(100); // the chart redraws a moment after its data changed
        saveShot(&browser, u"add-price-kept"_s);
        auto *message = browser.findChild<QLabel *>(u"messageLabel"_s);
        QVERIFY(message);
        QVERIFY2(message->text().contains(u"$1,234"_s), qPrintable(message->text()));

        // Removing it puts everything back.
        QTest::mouseClick(removeButton, Qt::LeftButton);
        QCOMPARE(count(db.database(), u"SELECT COUNT(*) FROM prices"_s), before);
        QCOMPARE(int(details->history()->observations().size()), historyBefore);
        QVERIFY(browser.tableModel()
                    ->data(browser.tableModel()->index(row, GpuTableModel::Price), GpuTableModel::ValueRole)
                    .toDouble() != 1234.0);
        QVERIFY(!removeButton->isEnabled());
    }

    void onlyTheUsersOwnPricesCanBeRemoved()
    {
        SeededDatabase db;
        QVERIFY2(db.isValid(), qPrintable(db.error()));
        SqlPriceRecorder recorder(db.database().connection());
        QSqlQuery q(db.database().connection());
        QVERIFY(q.exec(u"SELECT id FROM prices WHERE user_entered = 0 LIMIT 1"_s) && q.next());
        const qint64 bundled = q.value(0).toLongLong();
        const int before = count(db.database(), u"SELECT COUNT(*) FROM prices"_s);
        QString error;
        QVERIFY(!recorder.removePrice(bundled, &error));
        QVERIFY2(error.contains(u"only the prices you entered yourself"_s), qPrintable(error));
        QCOMPARE(count(db.database(), u"SELECT COUNT(*) FROM prices"_s), before);
    }

    void withoutARecorderNothingIsOffered()
    {
        SeededDatabase db;
        QVERIFY2(db.isValid(), qPrintable(db.error()));
        WhatIfSettings settings;
        GpuBrowserWidget browser(db.gpus(), &settings);
        browser.show();
        QVERIFY(QTest::qWaitForWindowExposed(&browser));
        auto *addButton = browser.findChild<QPushButton *>(u"addPriceButton"_s);
        QVERIFY(addButton);
        QVERIFY(!addButton->isVisible());
    }

    void thePlannerPricesTheCardAtOnce()
    {
        SeededDatabase db;
        QVERIFY2(db.isValid(), qPrintable(db.error()));
        SqlPriceRecorder recorder(db.database().connection());
        SqlBuildRepository builds(db.database().connection());
        SqlLlmModelRepository models(db.database().connection());
        // The browser and the planner both price at the default, the cheapest current offer: the
        // $999 entered below undercuts the others, so both take it.
        WhatIfSettings settings;
        MainWindow window(db.chart(), db.gpus());
        addStandardPages(window, db.gpus(), builds, settings, models, nullptr, &recorder);
        window.resize(1400, 900);
        window.show();
        QVERIFY(QTest::qWaitForWindowExposed(&window));
        auto *planner = qobject_cast<PlannerPage *>(window.page(u"plannerPage"_s));
        QVERIFY(planner);
        planner->planBuildByName(u"GeForce RTX 4090"_s);
        QVERIFY(planner->plan().has_value());
        const double hardwareBefore = planner->plan()->hardwareUsd;

        window.showPage(u"gpuBrowserWidget"_s);
        auto *browser = qobject_cast<GpuBrowserWidget *>(window.page(u"gpuBrowserWidget"_s));
        QVERIFY(browser);
        const qint64 id = db.gpus().gpuByName(u"GeForce RTX 4090"_s)->id;
        const int row = browser->tableModel()->rowOf(id);
        const double cardBefore =
            browser->tableModel()
                ->data(browser->tableModel()->index(row, GpuTableModel::Price), GpuTableModel::ValueRole)
                .toDouble();
        browser->addPrice(id);
        AddPriceDialog *form = openForm(browser);
        QVERIFY(form);
        enterPrice(form, 999, u"a friend's shop"_s);
        QVERIFY(planner->plan().has_value());
        // The card's share of the machine is the new price; the rest of the machine is as it was.
        QCOMPARE(planner->plan()->hardwareUsd, hardwareBefore - cardBefore + 999);
    }

    void anImportReachesEveryBuiltPage()
    {
        SeededDatabase db;
        QVERIFY2(db.isValid(), qPrintable(db.error()));
        SqlBuildRepository builds(db.database().connection());
        SqlLlmModelRepository models(db.database().connection());
        WhatIfSettings settings;
        MainWindow window(db.chart(), db.gpus());
        addStandardPages(window, db.gpus(), builds, settings, models);
        window.resize(1400, 900);
        window.show();
        QVERIFY(QTest::qWaitForWindowExposed(&window));
        auto *planner = qobject_cast<PlannerPage *>(window.page(u"plannerPage"_s));
        auto *browser = qobject_cast<GpuBrowserWidget *>(window.page(u"gpuBrowserWidget"_s));
        QVERIFY(planner && browser);
        planner->planBuildByName(u"GeForce RTX 3090"_s);
        const int gpusBefore = browser->tableModel()->rowCount();

        // What File > Import data writes: a GPU of the user's own, priced.
        const QString csv =
            u"name,vendor,architecture,release_year,vram_gb,memory_type,mem_bandwidth_gbs,l2_cache_mb,fp32_tflops,"
            "fp16_tensor_tflops_dense,bf16_support,fp8_support,int8_tops_dense,tensor_core_gen,tdp_w,slot_width,"
            "pcie_gen,nvlink,launch_msrp_usd,form_factor,source\n"
            "My Test Card,NVIDIA,Ada,2024,16,GDDR6,500,32,40,80,1,1,160,4,200,2,4,0,599,consumer,my spec sheet\n"_s;
        ImportReport report;
        QStringList errors;
        QVERIFY2(DataImporter(db.database().connection()).importCsv(csv, &report, &errors),
                 qPrintable(errors.join(u'\n')));
        reloadStandardPages(window);

        QCOMPARE(browser->tableModel()->rowCount(), gpusBefore + 1);
        QVERIFY(browser->tableModel()->rowOf(db.gpus().gpuByName(u"My Test Card"_s)->id) >= 0);
        auto *gpuChoice = planner->findChild<QComboBox *>(u"gpuComboBox"_s);
        QVERIFY(gpuChoice);
        QVERIFY(gpuChoice->findData(u"My Test Card"_s) >= 0);
        // The card the planner was on stays chosen.
        QCOMPARE(gpuChoice->currentData().toString(), u"GeForce RTX 3090"_s);
        QCOMPARE(planner->request().gpus.first().gpuName, u"GeForce RTX 3090"_s);
    }
};

QTEST_MAIN(TestAddPrice)
#include "tst_addprice.moc"

// SPDX-FileCopyrightText: 2026 GPU Advisor contributors
// SPDX-License-Identifier: GPL-3.0-or-later
// The planner page with the seeded part prices: every part line says where its price comes
// from, and a double-click (or Enter) on a part sets the user's own price, which a second one
// takes back.
#include "db/sqlbuildrepository.h"
#include "db/sqlpartpricerepository.h"
#include "model/browser/whatifsettings.h"
#include "tests/common/seededdatabase.h"
#include "ui/planner/plannerdialogs.h"
#include "ui/planner/plannerpage.h"

#include <QApplication>
#include <QComboBox>
#include <QStandardPaths>
#include <QTableWidget>
#include <QTest>

#include <memory>

using namespace Qt::StringLiterals;

namespace {

class PriceDialogs final : public PlannerDialogs
{
public:
    std::optional<double> answer;
    bool confirmAnswer = true;
    QStringList asked;

    std::optional<double> askPartPrice(QWidget *, const QString &part, double) override
    {
        asked.append(part);
        return answer;
    }
    bool confirm(QWidget *, const QString &, const QString &) override { return confirmAnswer; }
    void showError(QWidget *, const QString &, const QString &) override {}
};

int rowOf(QTableWidget *table, const QString &type)
{
    for (int row = 0; row < table->rowCount(); ++row) {
        if (table->item(row, 0) && table->item(row, 0)->text() == type)
            return row;
    }
    return -1;
}

/// Enter on the row: the keyboard's way to the part's price (a double-click does the same).
void activate(QTableWidget *table, int row)
{
    table->setFocus();
    table->setCurrentCell(row, 1);
    QTest::keyClick(table, Qt::Key_Return);
}

} // namespace

class TestPlannerPartPrices final : public QObject
{
    Q_OBJECT

private Q_SLOTS:
    void initTestCase()
    {
        QStandardPaths::setTestModeEnabled(true);
        m_db = std::make_unique<SeededDatabase>();
        QVERIFY2(m_db->isValid(), qPrintable(m_db->error()));
        m_builds = std::make_unique<SqlBuildRepository>(m_db->database().connection());
        m_parts = std::make_unique<SqlPartPriceRepository>(m_db->database().connection());
    }

    void partLinesNameTheirSourceDateAndAge()
    {
        WhatIfSettings whatIf;
        PlannerPage page(m_db->gpus(), *m_builds, whatIf);
        page.setPartPrices(m_parts.get());
        page.planBuildByName(u"GeForce RTX 3090"_s);
        QVERIFY(page.plan());
        auto *table = page.findChild<QTableWidget *>(u"partsTableWidget"_s);
        QVERIFY(table);
        const int memory = rowOf(table, u"Memory"_s);
        QVERIFY(memory >= 0);
        const QString item = table->item(memory, 1)->text();
        QVERIFY2(item.contains(u"2026-06-03"_s) && item.contains(u"old"_s), qPrintable(item));
        QVERIFY2(table->item(memory, 1)->toolTip().contains(u"your own price"_s),
                 qPrintable(table->item(memory, 1)->toolTip()));
        // A part no source prices says it is the planner's default, and why.
        const auto *plan = &*page.plan();
        bool sawDefault = false;
        for (int row = 0; row < plan->parts.size(); ++row) {
            if (plan->parts.at(row).priceIsDefault) {
                sawDefault = true;
                QVERIFY2(table->item(row, 1)->text().contains(u"planner's default"_s),
                         qPrintable(table->item(row, 1)->text()));
            }
        }
        Q_UNUSED(sawDefault);
        // With GPUADVISOR_SCREENSHOT_DIR set: the parts list with its sources, for a look.
        if (const QString dir = qEnvironmentVariable("GPUADVISOR_SCREENSHOT_DIR"); !dir.isEmpty()) {
            page.resize(1100, 1400);
            page.show();
            QVERIFY(QTest::qWaitForWindowExposed(&page));
            QVERIFY(table->grab().save(dir + u"/planner-part-prices.png"_s));
        }
        // Without part prices the planner still plans, at its defaults.
        PlannerPage bare(m_db->gpus(), *m_builds, whatIf);
        bare.planBuildByName(u"GeForce RTX 3090"_s);
        QVERIFY(bare.plan());
        for (const BuildPart &p : bare.plan()->parts)
            QVERIFY(p.priceKey.isEmpty() || p.priceIsDefault);
    }

    void theUserSetsAndTakesBackAPrice()
    {
        WhatIfSettings whatIf;
        PlannerPage page(m_db->gpus(), *m_builds, whatIf);
        auto dialogs = std::make_unique<PriceDialogs>();
        PriceDialogs *d = dialogs.get();
        page.setDialogs(std::move(dialogs));
        page.setPartPrices(m_parts.get());
        page.planBuildByName(u"GeForce RTX 3090"_s);
        page.resize(1000, 800);
        page.show();
        QVERIFY(QTest::qWaitForWindowExposed(&page));
        auto *table = page.findChild<QTableWidget *>(u"partsTableWidget"_s);
        const double before = page.plan()->hardwareUsd;
        const double dated = [&] {
            for (const BuildPart &p : page.plan()->parts) {
                if (p.type == u"Memory")
                    return p.unitUsd.value_or(0);
            }
            return 0.0;
        }();

        d->answer = 400;
        activate(table, rowOf(table, u"Memory"_s));
        QCOMPARE(d->asked, QStringList{u"Memory"_s});
        QCOMPARE(page.request().partPriceUsd.value(u"Memory"_s), 400.0);
        QVERIFY(table->item(rowOf(table, u"Memory"_s), 1)->text().contains(u"your price"_s));
        QCOMPARE(page.plan()->hardwareUsd, before - dated + 400);

        // Cancelled: nothing changes.
        d->confirmAnswer = false;
        d->answer.reset();
        activate(table, rowOf(table, u"Memory"_s));
        QCOMPARE(page.request().partPriceUsd.value(u"Memory"_s), 400.0);

        // Taken back: the dated price again.
        d->confirmAnswer = true;
        activate(table, rowOf(table, u"Memory"_s));
        QVERIFY(page.request().partPriceUsd.isEmpty());
        QCOMPARE(page.plan()->hardwareUsd, before);

        // A double-click does the same as Enter.
        d->answer = 75;
        d->asked.clear();
        const int caseRow = rowOf(table, u"Case"_s);
        const QPoint at = table->visualRect(table->model()->index(caseRow, 1)).center();
        QTest::mouseClick(table->viewport(), Qt::LeftButton, {}, at);
        QTest::mouseDClick(table->viewport(), Qt::LeftButton, {}, at);
        QCOMPARE(d->asked, QStringList{u"Case"_s});
        QCOMPARE(page.request().partPriceUsd.value(u"Case"_s), 75.0);

        // The total and GPU lines are not parts with a price of their own.
        d->asked.clear();
        activate(table, rowOf(table, u"GPU"_s));
        activate(table, table->rowCount() - 1);
        QVERIFY(d->asked.isEmpty());
    }

private:
    std::unique_ptr<SeededDatabase> m_db;
    std::unique_ptr<SqlBuildRepository> m_builds;
    std::unique_ptr<SqlPartPriceRepository> m_parts;
};

QTEST_MAIN(TestPlannerPartPrices)
#include "tst_plannerpartprices.moc"

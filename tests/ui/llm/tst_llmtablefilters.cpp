// SPDX-FileCopyrightText: 2026 GPU Advisor contributors
// SPDX-License-Identifier: GPL-3.0-or-later
// The Language models table's filters, driven through the real widgets (issue 25): the kinds of
// configuration, the search, the configurations over the budget shown (marked) or hidden on
// purpose, the status of each row and the count of those shown.
#include "db/sqlllmmodelrepository.h"
#include "model/browser/whatifsettings.h"
#include "model/llm/llmoptionfilter.h"
#include "model/llm/llmoptiontablemodel.h"
#include "tests/common/seededdatabase.h"
#include "ui/llm/llmpage.h"

#include <QCheckBox>
#include <QDoubleSpinBox>
#include <QLabel>
#include <QLineEdit>
#include <QLocale>
#include <QStandardPaths>
#include <QTableView>
#include <QTest>

#include <algorithm>
#include <memory>

using namespace Qt::StringLiterals;

class TestLlmTableFilters final : public QObject
{
    Q_OBJECT

private Q_SLOTS:
    void initTestCase()
    {
        QStandardPaths::setTestModeEnabled(true);
        QLocale::setDefault(QLocale(QLocale::English));
    }
    void init()
    {
        m_db = std::make_unique<SeededDatabase>();
        QVERIFY2(m_db->isValid(), qPrintable(m_db->error()));
        m_models = std::make_unique<SqlLlmModelRepository>(m_db->database().connection());
        m_page = std::make_unique<LlmPage>(m_db->gpus(), *m_models, m_whatIf);
        m_page->resize(1300, 860);
        m_page->show();
        QVERIFY(QTest::qWaitForWindowExposed(m_page.get()));
        m_table = m_page->findChild<QTableView *>(u"configurationTableView"_s);
        m_shown = m_page->findChild<QLabel *>(u"configurationsShownLabel"_s);
        QVERIFY(m_table && m_shown);
    }
    void cleanup()
    {
        m_page.reset();
        m_models.reset();
        m_db.reset();
    }

    void overBudgetRowsAreShownMarkedOrHiddenOnPurpose()
    {
        QVERIFY(m_page->selectModel(u"Llama 3.1 70B"_s));
        m_page->findChild<QDoubleSpinBox *>(u"targetSpinBox"_s)->setValue(10);
        m_page->setBudget(3000);
        m_page->refreshNow();
        const QList<LlmPlanOption> &options = m_page->options();
        const int all = int(options.size());
        int over = 0;
        for (const LlmPlanOption &o : options)
            over += o.priceUsd && *o.priceUsd > 3000 ? 1 : 0;
        QVERIFY2(over > 0, "a $3,000 budget leaves out some of the configurations that hold a 70B model");
        QVERIFY(over < all);
        // Shown by default, each marked by its status.
        QCOMPARE(m_table->model()->rowCount(), all);
        QCOMPARE(m_shown->text(), u"%1 of %1 configurations shown"_s.arg(all));
        int marked = 0;
        for (int row = 0; row < m_table->model()->rowCount(); ++row) {
            const QString status = m_table->model()->index(row, LlmOptionTableModel::Fits).data().toString();
            const QString price = m_table->model()->index(row, LlmOptionTableModel::Price).data().toString();
            if (status.contains(u"over budget by $"_s, Qt::CaseInsensitive))
                ++marked;
            QVERIFY2(!status.startsWith(u"Fits, but"_s), qPrintable(status));
            QVERIFY2(!status.isEmpty(), qPrintable(price));
        }
        QCOMPARE(marked, over);

        // Hidden on purpose: unticked, they leave the table and the count says so.
        auto *overBudget = m_page->findChild<QCheckBox *>(u"overBudgetCheckBox"_s);
        QVERIFY(overBudget && overBudget->isChecked());
        QTest::mouseClick(overBudget, Qt::LeftButton);
        QVERIFY(!overBudget->isChecked());
        QCOMPARE(m_table->model()->rowCount(), all - over);
        QCOMPARE(m_shown->text(), u"%1 of %2 configurations shown"_s.arg(all - over).arg(all));
        for (int row = 0; row < m_table->model()->rowCount(); ++row) {
            const double price = m_table->model()
                                     ->index(row, LlmOptionTableModel::Price)
                                     .data(LlmOptionTableModel::ValueRole)
                                     .toDouble();
            QVERIFY(price <= 3000);
        }
        // A selection stays on a row the table shows.
        QVERIFY(m_page->selectedOption());
        QVERIFY(!m_page->selectedOption()->priceUsd || *m_page->selectedOption()->priceUsd <= 3000);
        // The next answer keeps the choice.
        m_page->setBudget(2000);
        m_page->refreshNow();
        QVERIFY(!overBudget->isChecked());
        QVERIFY(m_table->model()->rowCount() < int(m_page->options().size()));
    }

    void kindsAndSearchNarrowTheTable()
    {
        QVERIFY(m_page->selectModel(u"Llama 3.1 70B"_s));
        m_page->refreshNow();
        const QList<LlmPlanOption> &options = m_page->options();
        const auto count = [&options](LlmOptionFilter::Kind kind) {
            return int(std::count_if(options.cbegin(), options.cend(),
                                     [kind](const LlmPlanOption &o) { return LlmOptionFilter::kindOf(o) == kind; }));
        };
        QVERIFY(count(LlmOptionFilter::Kind::SeveralCards) > 0);
        QVERIFY(count(LlmOptionFilter::Kind::Unified) > 0);
        auto *one = m_page->findChild<QCheckBox *>(u"kindOneCardCheckBox"_s);
        auto *several = m_page->findChild<QCheckBox *>(u"kindSeveralCardsCheckBox"_s);
        auto *unified = m_page->findChild<QCheckBox *>(u"kindUnifiedCheckBox"_s);
        auto *offload = m_page->findChild<QCheckBox *>(u"kindOffloadCheckBox"_s);
        QVERIFY(one && several && unified && offload);
        // Only the unified-memory machines.
        for (QCheckBox *box : {one, several, offload})
            QTest::mouseClick(box, Qt::LeftButton);
        QCOMPARE(m_table->model()->rowCount(), count(LlmOptionFilter::Kind::Unified));
        for (int row = 0; row < m_table->model()->rowCount(); ++row)
            QCOMPARE(m_table->model()->index(row, LlmOptionTableModel::Kind).data().toString(), u"Unified memory"_s);
        QVERIFY(m_page->selectedOption());
        QCOMPARE(m_page->selectedOption()->kind(), u"unified"_s);
        // Several cards back, then a search for one card's name among them.
        QTest::mouseClick(several, Qt::LeftButton);
        QCOMPARE(m_table->model()->rowCount(),
                 count(LlmOptionFilter::Kind::Unified) + count(LlmOptionFilter::Kind::SeveralCards));
        auto *search = m_page->findChild<QLineEdit *>(u"configurationSearchLineEdit"_s);
        QVERIFY(search);
        search->setFocus();
        QTest::keyClicks(search, u"3090"_s);
        QVERIFY(m_table->model()->rowCount() > 0);
        for (int row = 0; row < m_table->model()->rowCount(); ++row) {
            const QString devices = m_table->model()->index(row, LlmOptionTableModel::Devices).data().toString();
            QVERIFY2(devices.contains(u"3090"_s) && devices.contains(u" × "_s), qPrintable(devices));
        }
        QCOMPARE(m_shown->text(),
                 u"%1 of %2 configurations shown"_s.arg(m_table->model()->rowCount()).arg(options.size()));
        // Nothing matches: an empty table, nothing selected, and "Plan this build" is off.
        QTest::keyClicks(search, u"zzz"_s);
        QCOMPARE(m_table->model()->rowCount(), 0);
        QCOMPARE(m_page->selectedOption(), nullptr);
        search->clear();
        for (QCheckBox *box : {one, offload})
            QTest::mouseClick(box, Qt::LeftButton);
        QCOMPARE(m_table->model()->rowCount(), int(options.size()));
    }

private:
    WhatIfSettings m_whatIf;
    std::unique_ptr<SeededDatabase> m_db;
    std::unique_ptr<SqlLlmModelRepository> m_models;
    std::unique_ptr<LlmPage> m_page;
    QTableView *m_table = nullptr;
    QLabel *m_shown = nullptr;
};

QTEST_MAIN(TestLlmTableFilters)
#include "tst_llmtablefilters.moc"

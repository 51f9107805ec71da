// SPDX-FileCopyrightText: 2026 GPU Advisor contributors
// SPDX-License-Identifier: GPL-3.0-or-later
// The what-if controls: they change the shared settings, follow changes made elsewhere, keep
// impossible values out, and put the post's January 2023 view one click away.
#include "model/browser/whatifsettings.h"
#include "ui/browser/assumptionstext.h"
#include "ui/browser/whatifpanel.h"

#include <QComboBox>
#include <QDoubleSpinBox>
#include <QLabel>
#include <QLineEdit>
#include <QPushButton>
#include <QSignalSpy>
#include <QSpinBox>
#include <QTest>

#include <memory>

using namespace Qt::StringLiterals;

class TestWhatIfPanel final : public QObject
{
    Q_OBJECT

private Q_SLOTS:
    void init();
    void cleanup();

    void showsTheSettings();
    void typingChangesTheSettings();
    void impossibleValuesCannotBeEntered();
    void currencySymbolIsValidated();
    void followsChangesMadeElsewhere();
    void softwareAssumptionIsChosenOrFollowsTheMonth();
    void postViewIsOneClickAway();
    void resetRestoresThePostsDefaults();
    void otherSymbolIsSaidNotToConvert();
    void everyControlIsNamedForAssistiveTechnology();

private:
    template<typename T> T *child(const QString &name) const { return m_panel->findChild<T *>(name); }
    static void type(QAbstractSpinBox *box, const QString &text)
    {
        box->setFocus();
        box->selectAll();
        QTest::keyClicks(box, text);
    }

    std::unique_ptr<WhatIfSettings> m_settings;
    std::unique_ptr<WhatIfPanel> m_panel;
};

void TestWhatIfPanel::init()
{
    m_settings = std::make_unique<WhatIfSettings>();
    m_panel = std::make_unique<WhatIfPanel>(m_settings.get());
    m_panel->setMonthRange(QDate(2015, 1, 1), QDate(2025, 8, 1));
    m_panel->show();
    QVERIFY(QTest::qWaitForWindowExposed(m_panel.get()));
}

void TestWhatIfPanel::cleanup()
{
    m_panel.reset();
    m_settings.reset();
}

void TestWhatIfPanel::showsTheSettings()
{
    QCOMPARE(child<QComboBox>(u"metricComboBox"_s)->currentText(), metricTitle(Metric::Int8Inference));
    QCOMPARE(child<QComboBox>(u"metricComboBox"_s)->count(), int(allMetrics().size()));
    QCOMPARE(child<QComboBox>(u"asOfComboBox"_s)->currentText(), u"Latest prices"_s);
    // Newest first, every month from the last price back to the first.
    QCOMPARE(child<QComboBox>(u"asOfComboBox"_s)->itemText(1), u"2025-08"_s);
    QCOMPARE(child<QComboBox>(u"asOfComboBox"_s)->count(), 1 + 10 * 12 + 8);
    QCOMPARE(child<QDoubleSpinBox>(u"kwhPriceSpinBox"_s)->value(), 0.175);
    QCOMPARE(child<QDoubleSpinBox>(u"kwhPriceSpinBox"_s)->text(), u"$0.175/kWh"_s);
    QCOMPARE(child<QSpinBox>(u"utilizationSpinBox"_s)->value(), 15);
    QCOMPARE(child<QDoubleSpinBox>(u"yearsSpinBox"_s)->value(), 5.0);
    // No desktop price of the user's: the build planner prices it from parts (issue 25).
    QCOMPARE(child<QDoubleSpinBox>(u"desktopCostSpinBox"_s)->text(), u"From parts"_s);
    QCOMPARE(child<QComboBox>(u"priceBasisComboBox"_s)->currentText(), u"Cheapest, new or used"_s);
    QCOMPARE(child<QComboBox>(u"currencyComboBox"_s)->currentText(), u"$"_s);
}

void TestWhatIfPanel::typingChangesTheSettings()
{
    QSignalSpy changed(m_settings.get(), &WhatIfSettings::changed);
    type(child<QDoubleSpinBox>(u"kwhPriceSpinBox"_s), u"0.25"_s);
    QCOMPARE(m_settings->cost().kwhPriceUsd, 0.25);
    type(child<QSpinBox>(u"utilizationSpinBox"_s), u"40"_s);
    QCOMPARE(m_settings->cost().utilization, 0.40);
    type(child<QDoubleSpinBox>(u"yearsSpinBox"_s), u"3"_s);
    QCOMPARE(m_settings->cost().years, 3.0);
    type(child<QDoubleSpinBox>(u"desktopCostSpinBox"_s), u"1500"_s);
    QCOMPARE(m_settings->cost().desktopUsd, std::optional<double>(1500.0));
    QVERIFY(changed.count() >= 4);

    auto *metric = child<QComboBox>(u"metricComboBox"_s);
    metric->setFocus();
    QTest::keyClick(metric, Qt::Key_End);
    QCOMPARE(m_settings->metric(), Metric::ImageGeneration);
    auto *basis = child<QComboBox>(u"priceBasisComboBox"_s);
    basis->setFocus();
    QTest::keyClick(basis, Qt::Key_Down);
    QCOMPARE(m_settings->cost().priceBasis, PriceBasis::New);
    auto *asOf = child<QComboBox>(u"asOfComboBox"_s);
    asOf->setFocus();
    QTest::keyClick(asOf, Qt::Key_Down);
    QCOMPARE(m_settings->asOf(), QDate(2025, 8, 31));
}

void TestWhatIfPanel::impossibleValuesCannotBeEntered()
{
    auto *kwh = child<QDoubleSpinBox>(u"kwhPriceSpinBox"_s);
    QCOMPARE(kwh->minimum(), 0.0);
    QCOMPARE(kwh->maximum(), 10.0);
    type(kwh, u"-3"_s);
    QVERIFY(m_settings->cost().kwhPriceUsd >= 0);
    type(kwh, u"abc"_s);
    QVERIFY(m_settings->cost().kwhPriceUsd >= 0 && m_settings->cost().kwhPriceUsd <= 10);

    auto *utilization = child<QSpinBox>(u"utilizationSpinBox"_s);
    QCOMPARE(utilization->minimum(), 1);
    QCOMPARE(utilization->maximum(), 100);
    type(utilization, u"250"_s);
    QVERIFY(m_settings->cost().utilization <= 1.0);
    type(utilization, u"0"_s);
    QTest::keyClick(utilization, Qt::Key_Return);
    QVERIFY(m_settings->cost().utilization > 0);

    auto *years = child<QDoubleSpinBox>(u"yearsSpinBox"_s);
    QVERIFY(years->minimum() > 0);
    QCOMPARE(years->maximum(), 50.0);
    auto *desktop = child<QDoubleSpinBox>(u"desktopCostSpinBox"_s);
    // One step below zero stands for "From parts"; a price of $0 is still the user's to give.
    QCOMPARE(desktop->minimum(), -desktop->singleStep());
    type(desktop, u"0"_s);
    QCOMPARE(m_settings->cost().desktopUsd, std::optional<double>(0));
    QVERIFY(desktop->maximum() <= 1e7);
    // Whatever was typed, the settings stay valid.
    QVERIFY2(m_settings->cost().validate().isEmpty(), qPrintable(m_settings->cost().validate()));
}

void TestWhatIfPanel::currencySymbolIsValidated()
{
    auto *currency = child<QComboBox>(u"currencyComboBox"_s);
    QLineEdit *edit = currency->lineEdit();
    QVERIFY(edit);
    edit->setFocus();
    edit->selectAll();
    QTest::keyClicks(edit, u"12"_s);
    QCOMPARE(m_settings->currencySymbol(), u"$"_s); // digits are no symbol
    edit->selectAll();
    QTest::keyClicks(edit, u"%"_s);
    QCOMPARE(m_settings->currencySymbol(), u"$"_s);
    edit->selectAll();
    QTest::keyClicks(edit, u"kr"_s);
    QCOMPARE(m_settings->currencySymbol(), u"kr"_s);
    currency->setCurrentIndex(currency->findText(u"€"_s));
    QCOMPARE(m_settings->currencySymbol(), u"€"_s);
    QCOMPARE(child<QDoubleSpinBox>(u"kwhPriceSpinBox"_s)->text(), u"€0.175/kWh"_s);
}

void TestWhatIfPanel::followsChangesMadeElsewhere()
{
    CostParameters cost;
    cost.kwhPriceUsd = 0.3;
    cost.utilization = 0.6;
    cost.years = 2.5;
    cost.desktopUsd = 950;
    cost.priceBasis = PriceBasis::Used;
    m_settings->setCost(cost);
    m_settings->setMetric(Metric::LlmGeneration);
    m_settings->setAsOf(endOfMonth(u"2024-02"_s));
    QCOMPARE(child<QDoubleSpinBox>(u"kwhPriceSpinBox"_s)->value(), 0.3);
    QCOMPARE(child<QSpinBox>(u"utilizationSpinBox"_s)->value(), 60);
    QCOMPARE(child<QDoubleSpinBox>(u"yearsSpinBox"_s)->value(), 2.5);
    QCOMPARE(child<QDoubleSpinBox>(u"desktopCostSpinBox"_s)->value(), 950.0);
    cost.desktopUsd = 1500;
    m_settings->setCost(cost);
    QCOMPARE(child<QDoubleSpinBox>(u"desktopCostSpinBox"_s)->text(), u"$1,500"_s);
    // No price of the user's: the desktop is priced from the planner's parts, and the box says so.
    cost.desktopUsd.reset();
    m_settings->setCost(cost);
    QCOMPARE(child<QDoubleSpinBox>(u"desktopCostSpinBox"_s)->text(), u"From parts"_s);
    QCOMPARE(child<QComboBox>(u"priceBasisComboBox"_s)->currentText(), u"Used"_s);
    QCOMPARE(child<QComboBox>(u"metricComboBox"_s)->currentText(), metricTitle(Metric::LlmGeneration));
    QCOMPARE(child<QComboBox>(u"asOfComboBox"_s)->currentText(), u"2024-02"_s);
    // A month outside the price data is added rather than misreported.
    m_settings->setAsOf(endOfMonth(u"2010-05"_s));
    QCOMPARE(child<QComboBox>(u"asOfComboBox"_s)->currentText(), u"2010-05"_s);
}

void TestWhatIfPanel::softwareAssumptionIsChosenOrFollowsTheMonth()
{
    auto *software = child<QComboBox>(u"softwareComboBox"_s);
    QVERIFY(!m_settings->software());
    QCOMPARE(m_settings->effectiveSoftware(), SoftwareAssumption::TodaysStacks);
    m_settings->setAsOf(endOfMonth(u"2023-01"_s));
    QCOMPARE(m_settings->effectiveSoftware(), SoftwareAssumption::Post2023);
    software->setFocus();
    QTest::keyClick(software, Qt::Key_Down); // today's stacks, chosen over the month
    QCOMPARE(m_settings->software(), std::optional(SoftwareAssumption::TodaysStacks));
    QCOMPARE(m_settings->effectivePerformance().software, SoftwareAssumption::TodaysStacks);
    QTest::keyClick(software, Qt::Key_Home);
    QVERIFY(!m_settings->software());
    // Set elsewhere, shown here.
    m_settings->setSoftware(SoftwareAssumption::Post2023);
    QCOMPARE(software->currentText(), softwareAssumptionTitle(SoftwareAssumption::Post2023));
}

void TestWhatIfPanel::postViewIsOneClickAway()
{
    // The user's choices are cheapest (the default), new and used; the post's average is offered
    // only as the post's own view (issue 25).
    auto *basis = child<QComboBox>(u"priceBasisComboBox"_s);
    QCOMPARE(basis->count(), 3);
    QCOMPARE(basis->findData(int(PriceBasis::Average)), -1);
    QCOMPARE(basis->currentData().toInt(), int(PriceBasis::Cheapest));
    type(child<QDoubleSpinBox>(u"kwhPriceSpinBox"_s), u"0.4"_s);
    m_settings->setMetric(Metric::Fp16Training);
    QTest::mouseClick(child<QPushButton>(u"postViewButton"_s), Qt::LeftButton);
    QCOMPARE(m_settings->asOf(), QDate(2023, 1, 31));
    QCOMPARE(m_settings->cost().kwhPriceUsd, 0.175);
    QCOMPARE(m_settings->cost().utilization, 0.15);
    QCOMPARE(m_settings->cost().years, 5.0);
    // The post's desktop, $700, is its view's; the box says so rather than "From parts".
    QVERIFY(!m_settings->cost().desktopUsd);
    QCOMPARE(child<QDoubleSpinBox>(u"desktopCostSpinBox"_s)->text(), u"The post's $700"_s);
    QCOMPARE(m_settings->cost().priceBasis, PriceBasis::Average);
    QCOMPARE(basis->currentData().toInt(), int(PriceBasis::Average));
    QVERIFY(basis->currentText().contains(u"the post's method"_s));
    QCOMPARE(m_settings->metric(), Metric::Fp16Training); // the metric in focus stays
    QCOMPARE(child<QComboBox>(u"asOfComboBox"_s)->currentText(), u"2023-01"_s);
    QVERIFY(child<QPushButton>(u"postViewButton"_s)->text().contains(u"2023-01 (the post's view)"_s));
    // Choosing a price of one's own leaves the post's view: its average is no longer listed.
    basis->setFocus();
    QTest::keyClick(basis, Qt::Key_Home);
    QCOMPARE(m_settings->cost().priceBasis, PriceBasis::Cheapest);
    QCOMPARE(basis->findData(int(PriceBasis::Average)), -1);
}

void TestWhatIfPanel::resetRestoresThePostsDefaults()
{
    m_settings->setAsOf(endOfMonth(u"2023-01"_s));
    m_settings->setMetric(Metric::ImageGeneration);
    m_settings->setCurrencySymbol(u"£"_s);
    QTest::mouseClick(child<QPushButton>(u"resetButton"_s), Qt::LeftButton);
    QVERIFY(!m_settings->asOf().isValid());
    QCOMPARE(m_settings->metric(), Metric::Int8Inference);
    QCOMPARE(m_settings->currencySymbol(), u"$"_s);
    QCOMPARE(child<QComboBox>(u"currencyComboBox"_s)->currentText(), u"$"_s);
}

void TestWhatIfPanel::otherSymbolIsSaidNotToConvert()
{
    // Issue 11: the currency field relabelled dollars as euros without a word.
    QVERIFY(!AssumptionsText::note(*m_settings, QString(), true).contains(u"not converted"_s));
    m_settings->setCurrencySymbol(u"€"_s);
    QVERIFY(AssumptionsText::note(*m_settings, QString(), true)
                .contains(u"Amounts are US dollars shown with the symbol €, not converted."_s));
    QCOMPARE(child<QLabel>(u"currencyLabel"_s)->text(), u"C&urrency symbol:"_s);
}

void TestWhatIfPanel::everyControlIsNamedForAssistiveTechnology()
{
    const QList<QWidget *> controls = m_panel->findChildren<QWidget *>();
    int named = 0;
    for (QWidget *w : controls) {
        if (qobject_cast<QComboBox *>(w) || qobject_cast<QAbstractSpinBox *>(w) || qobject_cast<QPushButton *>(w)) {
            QVERIFY2(!w->accessibleName().isEmpty(), qPrintable(w->objectName()));
            QVERIFY2(w->focusPolicy() & Qt::TabFocus, qPrintable(w->objectName()));
            ++named;
        }
    }
    QCOMPARE(named, 11); // with the 8-bit software assumption
}

QTEST_MAIN(TestWhatIfPanel)
#include "tst_whatifpanel.moc"

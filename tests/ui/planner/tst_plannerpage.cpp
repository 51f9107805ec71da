// SPDX-FileCopyrightText: 2026 GPU Advisor contributors
// SPDX-License-Identifier: GPL-3.0-or-later
// The build planner page with the real widgets, the seeded database and its saved builds:
// controls replan at once, validators keep impossible values out, saved builds round-trip,
// and export, print and copy go through the dialogs seam. With GPUADVISOR_SCREENSHOT_DIR set it
// also saves PNGs of the page.
#include "db/sqlbuildrepository.h"
#include "model/browser/whatifsettings.h"
#include "model/build/buildexport.h"
#include "model/build/buildrules.h"
#include "model/format/formatter.h"
#include "tests/common/seededdatabase.h"
#include "tests/ui/wizard/wizarddriver.h"
#include "ui/planner/plannerdialogs.h"
#include "ui/planner/plannerpage.h"
#include "ui/shell/mainwindow.h"
#include "ui/wizard/wizardwidget.h"

#include <QAbstractSpinBox>
#include <QApplication>
#include <QCheckBox>
#include <QClipboard>
#include <QComboBox>
#include <QDir>
#include <QDoubleSpinBox>
#include <QFile>
#include <QJsonDocument>
#include <QLabel>
#include <QLineEdit>
#include <QListWidget>
#include <QPixmap>
#include <QPrinter>
#include <QPushButton>
#include <QScrollArea>
#include <QScrollBar>
#include <QSignalSpy>
#include <QSpinBox>
#include <QStandardPaths>
#include <QTabWidget>
#include <QTableWidget>
#include <QTemporaryDir>
#include <QTest>

#include <memory>

using namespace Qt::StringLiterals;

namespace {

/// Answers the planner's dialogs at once and remembers what was asked.
class FakeDialogs final : public PlannerDialogs
{
public:
    QString exportPath;
    QString chosenFilter;
    QString offeredFilters;
    QString printTo; ///< a PDF file the "printer" writes; empty = the user cancels
    bool confirmAnswer = true;
    QStringList confirmations;
    QStringList errors;

    QString exportFileName(QWidget *, const QString &, const QString &filters, QString *selectedFilter) override
    {
        offeredFilters = filters;
        if (!chosenFilter.isEmpty())
            *selectedFilter = chosenFilter;
        return exportPath;
    }
    bool choosePrinter(QWidget *, QPrinter *printer) override
    {
        if (printTo.isEmpty())
            return false;
        printer->setOutputFormat(QPrinter::PdfFormat);
        printer->setOutputFileName(printTo);
        return true;
    }
    bool confirm(QWidget *, const QString &, const QString &text) override
    {
        confirmations.append(text);
        return confirmAnswer;
    }
    void showError(QWidget *, const QString &, const QString &text) override { errors.append(text); }
};

} // namespace

class TestPlannerPage final : public QObject
{
    Q_OBJECT

private Q_SLOTS:
    void initTestCase();
    void init();
    void cleanup();

    void showsAPlanAtOnce();
    void everyControlIsNamedAndReachable();
    void countAndPowerLimitReplan();
    void validatorsKeepImpossibleValuesOut();
    void warningsCarryIconsAndColours();
    void workloadMemoryCheck();
    void sharedCostSettingsFollow();
    void savedBuildsRoundTrip();
    void exportEveryFormat_data();
    void exportEveryFormat();
    void exportWithoutExtensionUsesTheFilter();
    void exportToAMissingFolderReportsIt();
    void printsThroughTheSeam();
    void copiesMarkdown();
    void plansAroundTheWizardsPick();
    void wizardsPickResetsCountMachinesAndWorkload();
    void circuitAndGridAreSharedSettings();
    void severalMachinesShowOneMachinesSum();
    void budgetRamAndYourPc();
    void planBuildSlot();
    void wizardOffersToPlanABuild();
    void screenshots();

private:
    template<typename T> T *child(const QString &name) const { return m_page->findChild<T *>(name); }
    void setGpu(const QString &name);

    std::unique_ptr<SeededDatabase> m_db;
    std::unique_ptr<SqlBuildRepository> m_builds;
    std::unique_ptr<WhatIfSettings> m_whatIf;
    std::unique_ptr<PlannerPage> m_page;
    FakeDialogs *m_dialogs = nullptr;
    QTemporaryDir m_dir;
};

void TestPlannerPage::initTestCase()
{
    QStandardPaths::setTestModeEnabled(true);
    QApplication::setQuitOnLastWindowClosed(false);
    QVERIFY(m_dir.isValid());
}

void TestPlannerPage::init()
{
    m_db = std::make_unique<SeededDatabase>();
    QVERIFY2(m_db->isValid(), qPrintable(m_db->error()));
    m_builds = std::make_unique<SqlBuildRepository>(m_db->database().connection());
    m_whatIf = std::make_unique<WhatIfSettings>();
    m_page = std::make_unique<PlannerPage>(m_db->gpus(), *m_builds, *m_whatIf);
    auto dialogs = std::make_unique<FakeDialogs>();
    m_dialogs = dialogs.get();
    m_page->setDialogs(std::move(dialogs));
    m_page->resize(1100, 760);
    m_page->show();
    QVERIFY(QTest::qWaitForWindowExposed(m_page.get()));
}

void TestPlannerPage::cleanup()
{
    m_page.reset();
    m_whatIf.reset();
    m_builds.reset();
    m_db.reset();
}

void TestPlannerPage::setGpu(const QString &name)
{
    auto *combo = child<QComboBox>(u"gpuComboBox"_s);
    const int index = combo->findData(name);
    QVERIFY2(index >= 0, qPrintable(name));
    combo->setCurrentIndex(index);
}

void TestPlannerPage::showsAPlanAtOnce()
{
    QVERIFY(m_page->plan());
    QCOMPARE(m_page->plan()->title(), u"1 × GeForce RTX 4090"_s);
    QCOMPARE(child<QLabel>(u"headlineLabel"_s)->text(), u"1 × GeForce RTX 4090"_s);
    auto *parts = child<QTableWidget>(u"partsTableWidget"_s);
    QCOMPARE(parts->rowCount(), int(m_page->plan()->parts.size()) + 1);
    QCOMPARE(parts->item(0, 0)->text(), u"GPU"_s);
    QVERIFY(parts->item(0, 1)->text().startsWith(u"GeForce RTX 4090"_s));
    QCOMPARE(parts->item(parts->rowCount() - 1, 2)->text(), Formatter::money(m_page->plan()->hardwareUsd));
    QVERIFY(child<QLabel>(u"powerValueLabel"_s)->text().contains(u"850 W PSU"_s));
    QVERIFY(child<QLabel>(u"tcoValueLabel"_s)->text().contains(u"$"_s));
    QVERIFY(child<QLabel>(u"co2ValueLabel"_s)->text().contains(u"kg CO2e"_s));
    QVERIFY(!child<QLabel>(u"errorLabel"_s)->isVisible());
    QVERIFY(child<QPushButton>(u"exportButton"_s)->isEnabled());
    QVERIFY(!child<QPushButton>(u"useWizardPickButton"_s)->isEnabled());
    QVERIFY(!child<QPushButton>(u"saveButton"_s)->isEnabled()); // no name yet
}

void TestPlannerPage::everyControlIsNamedAndReachable()
{
    const QList<QWidget *> widgets = m_page->findChildren<QWidget *>();
    int controls = 0;
    for (QWidget *w : widgets) {
        const bool control = qobject_cast<QAbstractButton *>(w) || qobject_cast<QComboBox *>(w) ||
                             qobject_cast<QAbstractSpinBox *>(w) || qobject_cast<QLineEdit *>(w) ||
                             qobject_cast<QAbstractItemView *>(w);
        if (!control || w->objectName().startsWith(u"qt_"_s) || w->objectName().isEmpty())
            continue;
        if (qobject_cast<QLineEdit *>(w) && qobject_cast<QAbstractSpinBox *>(w->parentWidget()))
            continue; // a spin box's own editor
        ++controls;
        QVERIFY2(!w->accessibleName().isEmpty(), qPrintable(w->objectName()));
        QVERIFY2(w->focusPolicy() & Qt::TabFocus, qPrintable(w->objectName()));
        // The name ends in what the control is: ...Button, ...CheckBox, ...ComboBox, ...SpinBox, ...
        QString cls = QString::fromLatin1(w->metaObject()->className()).mid(1); // QComboBox -> ComboBox
        if (cls == u"PushButton")
            cls = u"Button"_s;
        else if (cls == u"DoubleSpinBox")
            cls = u"SpinBox"_s;
        QVERIFY2(w->objectName().endsWith(cls), qPrintable(w->objectName() + u" / "_s + cls));
    }
    QVERIFY(controls >= 25);
    // Tab walks from the GPU through the inputs to the actions.
    auto *gpu = child<QComboBox>(u"gpuComboBox"_s);
    gpu->setFocus();
    QTRY_VERIFY(gpu->hasFocus());
    QTest::keyClick(QApplication::focusWidget(), Qt::Key_Tab);
    QTRY_COMPARE(QApplication::focusWidget(), child<QSpinBox>(u"countSpinBox"_s));
}

void TestPlannerPage::countAndPowerLimitReplan()
{
    setGpu(u"GeForce RTX 3090"_s);
    auto *count = child<QSpinBox>(u"countSpinBox"_s);
    count->selectAll();
    QTest::keyClicks(count, u"4"_s);
    QTRY_COMPARE(m_page->plan()->gpusPerMachine, 4);
    QCOMPARE(m_page->plan()->psu.text(), u"2,000 W"_s);
    QCOMPARE(m_page->plan()->ramGb, 192);
    QVERIFY(m_page->plan()->exceedsCircuit);
    // The power-limited alternative is a row of its own, under the wall's, as in the exports.
    QTRY_VERIFY(m_page->findChild<QLabel *>(u"powerLimitValueLabel"_s));
    QVERIFY(child<QLabel>(u"powerLimitValueLabel"_s)->text().contains(u"225 W"_s));

    QTest::mouseClick(child<QCheckBox>(u"powerLimitCheckBox"_s), Qt::LeftButton);
    auto *limit = child<QSpinBox>(u"powerLimitSpinBox"_s);
    QVERIFY(limit->isEnabled());
    limit->setValue(300);
    QTRY_COMPARE(m_page->plan()->request.powerLimitWatts.value_or(0), 300);
    QCOMPARE(m_page->plan()->gpuWatts, 1200.0);
    // The US 20 A circuit carries 4 x 300 W.
    auto *circuit = child<QComboBox>(u"circuitComboBox"_s);
    circuit->setCurrentIndex(circuit->findData(u"us-20a"_s));
    QTRY_VERIFY(!m_page->plan()->exceedsCircuit);
}

void TestPlannerPage::validatorsKeepImpossibleValuesOut()
{
    setGpu(u"GeForce RTX 3090"_s);
    QTest::mouseClick(child<QCheckBox>(u"powerLimitCheckBox"_s), Qt::LeftButton);
    auto *limit = child<QSpinBox>(u"powerLimitSpinBox"_s);
    QCOMPARE(limit->minimum(), 175);
    QCOMPARE(limit->maximum(), 350);
    limit->setValue(100);
    QCOMPARE(limit->value(), 175);
    // Eight GPUs per machine at most, however they are split.
    auto *count = child<QSpinBox>(u"countSpinBox"_s);
    count->setValue(6);
    auto *second = child<QComboBox>(u"secondGpuComboBox"_s);
    second->setCurrentIndex(second->findData(u"RTX A4000"_s));
    auto *secondCount = child<QSpinBox>(u"secondCountSpinBox"_s);
    QTRY_COMPARE(secondCount->maximum(), 2);
    secondCount->setValue(5);
    QCOMPARE(secondCount->value(), 2);
    QTRY_COMPARE(count->maximum(), 6);
    QVERIFY(m_page->plan());
    QCOMPARE(m_page->plan()->gpusPerMachine, 8);
    QVERIFY(m_page->plan()->hasNote(u"mixed"_s));
    // Typing nonsense into a number field changes nothing.
    auto *machines = child<QSpinBox>(u"machinesSpinBox"_s);
    machines->selectAll();
    QTest::keyClicks(machines, u"abc"_s);
    QCOMPARE(machines->value(), 1);
    QCOMPARE(child<QDoubleSpinBox>(u"gridSpinBox"_s)->maximum(), BuildRules::MaxGridKgPerKwh); // as `build` takes
    QCOMPARE(child<QDoubleSpinBox>(u"utilizationSpinBox"_s)->maximum(), 100.0);
}

void TestPlannerPage::warningsCarryIconsAndColours()
{
    setGpu(u"GeForce RTX 3090"_s);
    child<QSpinBox>(u"countSpinBox"_s)->setValue(4);
    auto *list = child<QListWidget>(u"warningsListWidget"_s);
    QTRY_COMPARE(list->count(), int(m_page->plan()->notes.size()));
    const QListWidgetItem *first = list->item(0);
    QCOMPARE(first->data(Qt::UserRole + 3).toString(), u"critical"_s);
    QCOMPARE(first->data(Qt::UserRole + 2).toString(), u"slots"_s);
    QVERIFY(!first->icon().isNull());
    QCOMPARE(first->foreground().color(), QColor(0xb9, 0x1c, 0x1c));
    QVERIFY(first->font().bold());
    QVERIFY(first->data(Qt::AccessibleTextRole).toString().startsWith(u"Critical: "_s));
}

void TestPlannerPage::workloadMemoryCheck()
{
    auto *params = child<QDoubleSpinBox>(u"paramsSpinBox"_s);
    QVERIFY(!child<QComboBox>(u"modeComboBox"_s)->isEnabled());
    params->setValue(70);
    QTRY_VERIFY(m_page->plan()->request.workload.has_value());
    QVERIFY(child<QLabel>(u"memoryNeedLabel"_s)->text().contains(u"GB"_s));
    const BuildNote *note = m_page->plan()->note(u"memory"_s);
    QVERIFY(note);
    QCOMPARE(note->severity, NoteSeverity::Critical);
    params->setValue(0);
    QTRY_VERIFY(!m_page->plan()->request.workload.has_value());
    QVERIFY(!m_page->plan()->hasNote(u"memory"_s));
}

void TestPlannerPage::sharedCostSettingsFollow()
{
    const double before = m_page->plan()->electricityUsd;
    CostParameters cost = m_whatIf->cost();
    cost.kwhPriceUsd = 0.35;
    m_whatIf->setCost(cost);
    QTRY_COMPARE(child<QDoubleSpinBox>(u"kwhPriceSpinBox"_s)->value(), 0.35);
    QCOMPARE(m_page->plan()->electricityUsd, before * 2);
    // And the other way: the page's spin box changes the shared settings.
    child<QDoubleSpinBox>(u"yearsSpinBox"_s)->setValue(3);
    QTRY_COMPARE(m_whatIf->cost().years, 3.0);
    QCOMPARE(m_page->plan()->request.cost.years, 3.0);
}

void TestPlannerPage::savedBuildsRoundTrip()
{
    setGpu(u"GeForce RTX 3090"_s);
    child<QSpinBox>(u"countSpinBox"_s)->setValue(2);
    auto *condition = child<QComboBox>(u"conditionComboBox"_s);
    condition->setCurrentIndex(condition->findData(u"used"_s));
    const BuildRequest saved = m_page->request();

    auto *name = child<QLineEdit>(u"buildNameLineEdit"_s);
    QTest::keyClicks(name, u"Two used 3090s"_s);
    auto *save = child<QPushButton>(u"saveButton"_s);
    QTRY_VERIFY(save->isEnabled());
    QTest::mouseClick(save, Qt::LeftButton);
    auto *list = child<QListWidget>(u"savedBuildsListWidget"_s);
    QTRY_COMPARE(list->count(), 1);
    QVERIFY(list->item(0)->text().startsWith(u"Two used 3090s"_s));
    QVERIFY(m_dialogs->errors.isEmpty());

    // Change everything, then open the saved build again.
    setGpu(u"GeForce RTX 4070 Ti"_s);
    child<QSpinBox>(u"countSpinBox"_s)->setValue(1);
    condition->setCurrentIndex(condition->findData(u"new"_s));
    QTRY_COMPARE(m_page->plan()->gpus.first().gpu.name, u"GeForce RTX 4070 Ti"_s);
    list->setCurrentRow(0);
    QTest::mouseClick(child<QPushButton>(u"openButton"_s), Qt::LeftButton);
    QTRY_VERIFY(m_page->request() == saved);
    QCOMPARE(m_page->plan()->gpus.first().gpu.name, u"GeForce RTX 3090"_s);

    // Saving under the same name asks first; declining keeps the old build.
    m_dialogs->confirmAnswer = false;
    child<QSpinBox>(u"countSpinBox"_s)->setValue(4);
    QTest::mouseClick(save, Qt::LeftButton);
    QCOMPARE(m_dialogs->confirmations.size(), 1);
    QCOMPARE(m_builds->builds().first().request.gpus.first().count, 2);

    // Delete, after confirming.
    m_dialogs->confirmAnswer = true;
    list->setCurrentRow(0);
    QTest::mouseClick(child<QPushButton>(u"deleteButton"_s), Qt::LeftButton);
    QTRY_COMPARE(list->count(), 0);
    QVERIFY(m_builds->builds().isEmpty());
}

void TestPlannerPage::exportEveryFormat_data()
{
    QTest::addColumn<QString>("name");
    QTest::newRow("Markdown") << u"export.md"_s;
    QTest::newRow("CSV") << u"export.csv"_s;
    QTest::newRow("JSON") << u"export.json"_s;
    QTest::newRow("PDF") << u"export.pdf"_s;
}

void TestPlannerPage::exportEveryFormat()
{
    QFETCH(QString, name);
    const QString path = m_dir.filePath(name);
    QFile::remove(path);
    m_dialogs->exportPath = path;
    QTest::mouseClick(child<QPushButton>(u"exportButton"_s), Qt::LeftButton);
    QVERIFY(m_dialogs->offeredFilters.contains(u"*.pdf"_s));
    QTRY_VERIFY(QFile::exists(path));
    QVERIFY(m_dialogs->errors.isEmpty());
    QFile file(path);
    QVERIFY(file.open(QIODevice::ReadOnly));
    const QByteArray bytes = file.readAll();
    QVERIFY(bytes.contains("GeForce RTX 4090"));
    if (name.endsWith(u".pdf"_s))
        QVERIFY(bytes.startsWith("%PDF"));
    if (name.endsWith(u".json"_s)) {
        BuildRequest back;
        QString error;
        QVERIFY2(BuildExport::fromJson(bytes, &back, &error), qPrintable(error));
        QVERIFY(back == m_page->plan()->request);
    }
    QVERIFY(child<QLabel>(u"statusLabel"_s)->text().contains(name));
}

void TestPlannerPage::exportWithoutExtensionUsesTheFilter()
{
    m_dialogs->exportPath = m_dir.filePath(u"chosen"_s);
    m_dialogs->chosenFilter = u"CSV (*.csv)"_s;
    QTest::mouseClick(child<QPushButton>(u"exportButton"_s), Qt::LeftButton);
    QTRY_VERIFY(QFile::exists(m_dir.filePath(u"chosen.csv"_s)));
}

void TestPlannerPage::exportToAMissingFolderReportsIt()
{
    const QString path = m_dir.filePath(u"missing/export.md"_s);
    m_dialogs->exportPath = path;
    QTest::mouseClick(child<QPushButton>(u"exportButton"_s), Qt::LeftButton);
    QTRY_COMPARE(m_dialogs->errors.size(), 1);
    QVERIFY2(m_dialogs->errors.first().contains(path), qPrintable(m_dialogs->errors.first()));
    QVERIFY(m_dialogs->errors.first().contains(u"does not exist"_s));
    QVERIFY(!QFile::exists(path));
}

void TestPlannerPage::printsThroughTheSeam()
{
    QTest::mouseClick(child<QPushButton>(u"printButton"_s), Qt::LeftButton); // cancelled
    QVERIFY(!child<QLabel>(u"statusLabel"_s)->text().contains(u"printer"_s));
    const QString path = m_dir.filePath(u"printed.pdf"_s);
    m_dialogs->printTo = path;
    QTest::mouseClick(child<QPushButton>(u"printButton"_s), Qt::LeftButton);
    QTRY_VERIFY(QFile::exists(path));
    QFile file(path);
    QVERIFY(file.open(QIODevice::ReadOnly));
    QVERIFY(file.read(4) == "%PDF");
}

void TestPlannerPage::copiesMarkdown()
{
    QGuiApplication::clipboard()->clear();
    QTest::mouseClick(child<QPushButton>(u"copyMarkdownButton"_s), Qt::LeftButton);
    const QString text = QGuiApplication::clipboard()->text();
    QCOMPARE(text, BuildExport::markdown(*m_page->plan()));
    QVERIFY(text.contains(u"Type|Item|Price"_s));
}

void TestPlannerPage::plansAroundTheWizardsPick()
{
    Recommendation recommendation;
    recommendation.leaf.id = 1;
    recommendation.leaf.title = u"Used RTX 3090 or RTX 3090 Ti"_s;
    PickDetails pick;
    pick.gpu = *m_db->gpus().gpuByName(u"GeForce RTX 3090"_s);
    pick.used = true;
    recommendation.picks.append(pick);
    BuildOrigin origin;
    origin.leafTitle = recommendation.leaf.title;
    origin.leafText = u"24 GB for less."_s;
    origin.answers = {{u"Organisation?"_s, u"no"_s}};
    m_page->setRecommendation(recommendation, origin);
    auto *use = child<QPushButton>(u"useWizardPickButton"_s);
    QVERIFY(use->isEnabled());
    QTest::mouseClick(use, Qt::LeftButton);
    QTRY_COMPARE(m_page->plan()->gpus.first().gpu.name, u"GeForce RTX 3090"_s);
    QCOMPARE(m_page->plan()->request.condition, PriceCondition::Used);
    QVERIFY(m_page->plan()->request.origin == origin);
    // The answers stay with the build while its GPU is the wizard's; another GPU drops them.
    child<QSpinBox>(u"countSpinBox"_s)->setValue(2);
    QTRY_VERIFY(m_page->plan()->request.origin == origin);
    setGpu(u"GeForce RTX 4080"_s);
    QTRY_VERIFY(m_page->plan()->request.origin.isEmpty());
}

void TestPlannerPage::wizardsPickResetsCountMachinesAndWorkload()
{
    // Issue 11: a single-card answer became a ten-machine build because the planner kept its
    // earlier count, machines and workload. The wizard's pick now resets them and says so.
    child<QSpinBox>(u"countSpinBox"_s)->setValue(4);
    child<QSpinBox>(u"machinesSpinBox"_s)->setValue(10);
    child<QDoubleSpinBox>(u"paramsSpinBox"_s)->setValue(13);
    QTRY_COMPARE(m_page->plan()->request.machines, 10);
    Recommendation recommendation;
    recommendation.leaf.id = 1;
    recommendation.leaf.title = u"Used RTX 3090 or RTX 3090 Ti"_s;
    PickDetails pick;
    pick.gpu = *m_db->gpus().gpuByName(u"GeForce RTX 3090"_s);
    pick.used = true;
    recommendation.picks.append(pick);
    m_page->setRecommendation(recommendation, BuildOrigin());
    QTest::mouseClick(child<QPushButton>(u"useWizardPickButton"_s), Qt::LeftButton);
    QTRY_COMPARE(m_page->plan()->gpus.first().gpu.name, u"GeForce RTX 3090"_s);
    QCOMPARE(m_page->plan()->request.machines, 1);
    QCOMPARE(m_page->plan()->request.gpusPerMachine(), 1);
    QVERIFY(!m_page->plan()->request.workload);
    const QString status = child<QLabel>(u"statusLabel"_s)->text();
    QVERIFY2(status.contains(u"one card"_s) && status.contains(u"one machine"_s) && status.contains(u"no workload"_s),
             qPrintable(status));

    // The status told how the build was set up; a hand-made change makes it untrue ("one card"
    // of two cards), so it gives way.
    auto *count = child<QSpinBox>(u"countSpinBox"_s);
    count->setFocus();
    QTest::keyClick(count, Qt::Key_Up);
    QTRY_COMPARE(m_page->plan()->request.gpusPerMachine(), 2);
    QVERIFY2(child<QLabel>(u"statusLabel"_s)->text().isEmpty(), qPrintable(child<QLabel>(u"statusLabel"_s)->text()));
}

void TestPlannerPage::severalMachinesShowOneMachinesSum()
{
    // The rows are one machine's parts: their sum stands above the total for all machines, as in
    // the Markdown and the PDF.
    setGpu(u"GeForce RTX 3090"_s);
    child<QSpinBox>(u"countSpinBox"_s)->setValue(4);
    child<QSpinBox>(u"machinesSpinBox"_s)->setValue(3);
    QTRY_COMPARE(m_page->plan()->machines, 3);
    auto *table = child<QTableWidget>(u"partsTableWidget"_s);
    const int last = table->rowCount() - 1;
    QCOMPARE(table->item(last, 1)->text(), u"Total, 3 machines"_s);
    // One machine's sum, then what the machines share (the network switch), then the total.
    int perMachine = -1;
    for (int row = 0; row < table->rowCount(); ++row) {
        if (table->item(row, 1)->text() == u"Per machine")
            perMachine = row;
    }
    QVERIFY(perMachine > 0 && perMachine < last);
    QCOMPARE(table->item(perMachine, 2)->text(), Formatter::money(m_page->plan()->perMachineUsd()));
    for (int row = perMachine + 1; row < last; ++row)
        QVERIFY(table->item(row, 1)->text().contains(u"shared by all machines"_s));
    QVERIFY(m_page->plan()->perMachineUsd() * 3 <= m_page->plan()->hardwareUsd + 0.5);
    // One machine: only the total.
    child<QSpinBox>(u"machinesSpinBox"_s)->setValue(1);
    QTRY_COMPARE(m_page->plan()->machines, 1);
    QVERIFY(table->item(table->rowCount() - 2, 1)->text() != u"Per machine"_s);
}

void TestPlannerPage::budgetRamAndYourPc()
{
    // Issue 25, point 6: the planner takes a whole-build budget, a RAM size and "reuse my PC",
    // and says the whole build's cost against the budget.
    setGpu(u"GeForce RTX 3090"_s);
    auto *budgetLine = child<QLabel>(u"budgetSummaryLabel"_s);
    QVERIFY(!budgetLine->isVisibleTo(m_page.get()));
    const double full = m_page->plan()->hardwareUsd;
    auto *budget = child<QDoubleSpinBox>(u"budgetSpinBox"_s);
    budget->setValue(100000);
    QTRY_VERIFY(m_page->plan()->request.budgetUsd.has_value());
    QVERIFY(budgetLine->isVisibleTo(m_page.get()));
    QCOMPARE(budgetLine->text(), u"Budget: whole build %1 of your $100,000"_s.arg(Formatter::money(full)));
    budget->setValue(100);
    QTRY_VERIFY(m_page->plan()->hasNote(u"budget"_s));
    QVERIFY(budgetLine->text().contains(u"over your $100"_s));

    auto *ram = child<QComboBox>(u"ramComboBox"_s);
    ram->setCurrentIndex(ram->findData(128));
    QTRY_COMPARE(m_page->plan()->ramGb, 128);

    auto *reuse = child<QCheckBox>(u"reusePcCheckBox"_s);
    QVERIFY(reuse->isEnabled());
    reuse->setChecked(true);
    QTRY_VERIFY(m_page->plan()->request.reusePc);
    auto *parts = child<QTableWidget>(u"partsTableWidget"_s);
    QCOMPARE(parts->rowCount(), 3); // the GPU, the power supply and the total
    QVERIFY(m_page->plan()->hardwareUsd < full);
    // Your PC is one machine: with two the choice is off, and the request does not carry it.
    child<QSpinBox>(u"machinesSpinBox"_s)->setValue(2);
    QTRY_VERIFY(!reuse->isEnabled());
    QVERIFY(!m_page->plan()->request.reusePc);
    // A saved build brings the three back.
    child<QSpinBox>(u"machinesSpinBox"_s)->setValue(1);
    QTRY_VERIFY(m_page->plan()->request.reusePc);
    const BuildRequest saved = m_page->plan()->request;
    budget->setValue(0);
    ram->setCurrentIndex(0);
    reuse->setChecked(false);
    m_page->setRequest(saved);
    QCOMPARE(budget->value(), 100.0);
    QCOMPARE(ram->currentData().toInt(), 128);
    QVERIFY(reuse->isChecked());
}

void TestPlannerPage::circuitAndGridAreSharedSettings()
{
    auto *circuit = child<QComboBox>(u"circuitComboBox"_s);
    auto *grid = child<QDoubleSpinBox>(u"gridSpinBox"_s);
    QSignalSpy site(m_whatIf.get(), &WhatIfSettings::siteChanged);
    QSignalSpy everything(m_whatIf.get(), &WhatIfSettings::changed);

    // The page's controls write the shared settings, which outlive the session (app/).
    const QString eu = u"eu-16a"_s;
    circuit->setCurrentIndex(circuit->findData(eu));
    grid->setValue(0.35);
    QCOMPARE(m_whatIf->circuitKey(), eu);
    QCOMPARE(m_whatIf->gridKgPerKwh(), 0.35);
    QCOMPARE(site.count(), 2);
    QCOMPARE(everything.count(), 0); // the rankings are not worked out again for the planner's site
    QCOMPARE(m_page->plan()->request.circuitKey, eu);
    QCOMPARE(m_page->plan()->gridKgPerKwh, 0.35);

    // The default intensity is stored as "the default", so its source stays named.
    grid->setValue(BuildRules::DefaultGridKgPerKwh);
    QCOMPARE(m_whatIf->gridKgPerKwh(), -1.0);

    // And the other way: a page made later (the tab opened after a restart) starts from them.
    m_whatIf->setSite(eu, 0.12);
    QCOMPARE(grid->value(), 0.12);
    QTRY_COMPARE(m_page->plan()->gridKgPerKwh, 0.12);
    PlannerPage later(m_db->gpus(), *m_builds, *m_whatIf);
    QCOMPARE(later.request().circuitKey, eu);
    QCOMPARE(later.request().gridKgPerKwh, 0.12);
}

void TestPlannerPage::planBuildSlot()
{
    const std::optional<Gpu> a6000 = m_db->gpus().gpuByName(u"RTX A6000"_s);
    QVERIFY(a6000);
    m_page->planBuild(a6000->id);
    QTRY_COMPARE(m_page->plan()->gpus.first().gpu.name, u"RTX A6000"_s);
    QCOMPARE(child<QComboBox>(u"gpuComboBox"_s)->currentData().toString(), u"RTX A6000"_s);
    m_page->planBuildByName(u"l40"_s);
    QTRY_COMPARE(m_page->plan()->gpus.first().gpu.name, u"L40"_s);
}

void TestPlannerPage::wizardOffersToPlanABuild()
{
    WizardWidget wizard(m_db->chart(), m_db->gpus());
    wizard.setEdition(Edition::Post2023); // the post's used RTX 3090
    wizard.show();
    QVERIFY(QTest::qWaitForWindowExposed(&wizard));
    WizardDriver driver(&wizard);
    QVERIFY(!driver.isShown(u"planBuildButton"_s));
    QVERIFY(driver.answerAll({Answer::No, Answer::Yes, Answer::Yes, Answer::No, Answer::Yes}));
    QVERIFY(driver.isShown(u"planBuildButton"_s));
    QSignalSpy spy(&wizard, &WizardWidget::planBuildRequested);
    QVERIFY(driver.click(u"planBuildButton"_s));
    QCOMPARE(spy.size(), 1);
    const auto recommendation = spy.first().first().value<Recommendation>();
    QCOMPARE(recommendation.picks.first().gpu.name, u"GeForce RTX 3090"_s);
    m_page->setRecommendation(recommendation, buildOriginFor(wizard.walker(), recommendation));
    m_page->useRecommendation();
    QCOMPARE(m_page->plan()->request.origin.answers.size(), 5);
    QCOMPARE(m_page->plan()->request.condition, PriceCondition::Used);
    // A result without a card offers no build.
    wizard.restart();
    QVERIFY(driver.answerAll({Answer::Yes, Answer::Yes, Answer::Yes}));
    QVERIFY(!driver.isShown(u"planBuildButton"_s));
}

void TestPlannerPage::screenshots()
{
    const QString dir = qEnvironmentVariable("GPUADVISOR_SCREENSHOT_DIR");
    if (dir.isEmpty())
        QSKIP("Set GPUADVISOR_SCREENSHOT_DIR to a folder to save screenshots of the planner there.");
    QVERIFY(QDir().mkpath(dir));
    // Let pending layout requests and the deferred fitting run before each picture.
    const auto settle = [] {
        for (int i = 0; i < 3; ++i) {
            QCoreApplication::sendPostedEvents();
            QCoreApplication::processEvents();
        }
    };
    settle();
    QVERIFY(m_page->grab().save(dir + u"/planner-1x-rtx-4090.png"_s));
    setGpu(u"GeForce RTX 3090"_s);
    child<QSpinBox>(u"countSpinBox"_s)->setValue(4);
    child<QDoubleSpinBox>(u"paramsSpinBox"_s)->setValue(70);
    auto *mode = child<QComboBox>(u"modeComboBox"_s);
    mode->setCurrentIndex(mode->findData(u"qlora"_s));
    SavedBuild saved{0, u"Lab workstation"_s, m_page->request(), {}, {}};
    QString error;
    QVERIFY(m_builds->save(&saved, &error));
    QTest::keyClicks(child<QLineEdit>(u"buildNameLineEdit"_s), u"Lab workstation"_s);
    QTest::mouseClick(child<QPushButton>(u"saveButton"_s), Qt::LeftButton);
    settle();
    QVERIFY(m_page->grab().save(dir + u"/planner-4x-rtx-3090.png"_s));
    // The lower half: power, platform and the warnings.
    auto *results = child<QScrollArea>(u"resultsScrollArea"_s);
    results->verticalScrollBar()->setValue(results->verticalScrollBar()->maximum());
    settle();
    QVERIFY(m_page->grab().save(dir + u"/planner-4x-rtx-3090-warnings.png"_s));

    // In the main window: the wizard's result offers the planner, which opens as a tab.
    MainWindow window(m_db->chart(), m_db->gpus());
    window.resize(1100, 760);
    WhatIfSettings whatIf;
    window.addLazyPage(tr("&Build planner"), u"plannerPage"_s,
                       [this, &whatIf] { return new PlannerPage(m_db->gpus(), *m_builds, whatIf); });
    window.show();
    QVERIFY(QTest::qWaitForWindowExposed(&window));
    WizardDriver driver(window.wizard());
    QVERIFY(driver.answerAll({Answer::No, Answer::Yes, Answer::Yes, Answer::No, Answer::Yes}));
    settle();
    QVERIFY(window.grab().save(dir + u"/planner-from-wizard-result.png"_s));
    connect(window.wizard(), &WizardWidget::planBuildRequested, &window, [&window](const Recommendation &r) {
        window.showPage(u"plannerPage"_s);
        auto *planner = qobject_cast<PlannerPage *>(window.page(u"plannerPage"_s));
        planner->setRecommendation(r, buildOriginFor(window.wizard()->walker(), r));
        planner->useRecommendation();
    });
    QVERIFY(driver.click(u"planBuildButton"_s));
    settle();
    QVERIFY(window.grab().save(dir + u"/planner-in-main-window.png"_s));
}

QTEST_MAIN(TestPlannerPage)
#include "tst_plannerpage.moc"

// SPDX-FileCopyrightText: 2026 GPU Advisor contributors
// SPDX-License-Identifier: GPL-3.0-or-later
// "Plan this build" on the Language models tab, in the whole window: the selected configuration
// reaches the build planner (its cards and counts, system RAM for what is offloaded), and the
// planner's export writes that build (JSON that reads back to the same request, Markdown with
// the cards).
#include "db/sqlbuildrepository.h"
#include "db/sqlllmmodelrepository.h"
#include "model/browser/whatifsettings.h"
#include "model/build/buildexport.h"
#include "tests/common/seededdatabase.h"
#include "ui/llm/llmpage.h"
#include "ui/planner/plannerdialogs.h"
#include "ui/planner/plannerpage.h"
#include "ui/shell/mainwindow.h"
#include "ui/shell/theme.h"
#include "ui/shell/windowpages.h"

#include <QCoreApplication>
#include <QDoubleSpinBox>
#include <QFile>
#include <QLocale>
#include <QPushButton>
#include <QStandardPaths>
#include <QTableView>
#include <QTemporaryDir>
#include <QTest>
#include <QTranslator>

#include <functional>
#include <memory>

using namespace Qt::StringLiterals;

namespace {

/// Answers the planner's export dialog with a prepared path and records its errors.
class ExportDialogs final : public PlannerDialogs
{
public:
    QString exportPath;
    QStringList errors;

    QString exportFileName(QWidget *, const QString &, const QString &, QString *) override { return exportPath; }
    bool choosePrinter(QWidget *, QPrinter *) override { return false; }
    bool confirm(QWidget *, const QString &, const QString &) override { return true; }
    void showError(QWidget *, const QString &, const QString &text) override { errors.append(text); }
};

} // namespace

class TestLlmPlanBuild final : public QObject
{
    Q_OBJECT

private Q_SLOTS:
    void initTestCase()
    {
        QStandardPaths::setTestModeEnabled(true);
        // Screenshots only: GPUADVISOR_SCREENSHOT_LANG=ru shows the window in Russian.
        m_shots = qEnvironmentVariable("GPUADVISOR_SCREENSHOT_DIR");
        if (!m_shots.isEmpty() && qEnvironmentVariable("GPUADVISOR_SCREENSHOT_LANG") == u"ru"_s) {
            QVERIFY(m_translator.load(QStringLiteral(GPUADVISOR_QM_DIR "/gpu-advisor_ru.qm")));
            QCoreApplication::installTranslator(&m_translator);
            QLocale::setDefault(QLocale(QLocale::Russian));
        }
    }
    void init()
    {
        m_db = std::make_unique<SeededDatabase>();
        QVERIFY2(m_db->isValid(), qPrintable(m_db->error()));
        m_builds = std::make_unique<SqlBuildRepository>(m_db->database().connection());
        m_llmModels = std::make_unique<SqlLlmModelRepository>(m_db->database().connection());
        m_window = std::make_unique<MainWindow>(m_db->chart(), m_db->gpus());
        addStandardPages(*m_window, m_db->gpus(), *m_builds, m_whatIf, *m_llmModels);
        m_window->resize(1300, 860);
        m_window->show();
        QVERIFY(QTest::qWaitForWindowExposed(m_window.get()));
        m_window->showPage(u"llmPage"_s);
        m_page = qobject_cast<LlmPage *>(m_window->page(u"llmPage"_s));
        QVERIFY(m_page);
        m_page->refreshNow();
        QVERIFY2(m_page->problem().isEmpty(), qPrintable(m_page->problem()));
    }
    void cleanup()
    {
        m_window.reset();
        m_llmModels.reset();
        m_builds.reset();
        m_db.reset();
    }

    void twoCardsReachThePlannerAndExport_data()
    {
        QTest::addColumn<QString>("file");
        QTest::newRow("JSON") << u"llm-build.json"_s;
        QTest::newRow("Markdown") << u"llm-build.md"_s;
        QTest::newRow("CSV") << u"llm-build.csv"_s;
    }
    void twoCardsReachThePlannerAndExport()
    {
        QFETCH(QString, file);
        // Llama 3.1 70B in Q4_K_M at 8k (the page's default): a configuration of two cards.
        const LlmPlanOption *chosen = select([](const LlmPlanOption &o) {
            return o.estimate.fits && o.configuration.groups.size() == 1 && o.configuration.groups.first().count == 2 &&
                   !o.configuration.offload;
        });
        QVERIFY(chosen);
        const QString card = chosen->configuration.groups.first().device.name;
        PlannerPage *planner = plan();
        QVERIFY(planner);
        const BuildRequest request = planner->request();
        QCOMPARE(request.gpus.size(), 1);
        QCOMPARE(request.gpus.first().gpuName, card);
        QCOMPARE(request.gpus.first().count, 2);
        QVERIFY(planner->plan().has_value());

        QTemporaryDir dir;
        auto dialogs = std::make_unique<ExportDialogs>();
        ExportDialogs *answers = dialogs.get();
        answers->exportPath = dir.filePath(file);
        planner->setDialogs(std::move(dialogs));
        auto *exportButton = planner->findChild<QPushButton *>(u"exportButton"_s);
        QVERIFY(exportButton && exportButton->isEnabled());
        QTest::mouseClick(exportButton, Qt::LeftButton);
        QTRY_VERIFY(QFile::exists(answers->exportPath));
        QVERIFY2(answers->errors.isEmpty(), qPrintable(answers->errors.join(u'\n')));
        QFile out(answers->exportPath);
        QVERIFY(out.open(QIODevice::ReadOnly));
        const QByteArray bytes = out.readAll();
        QVERIFY2(bytes.contains(card.toUtf8()), bytes.left(400).constData());
        if (file.endsWith(u".json"_s)) {
            BuildRequest back;
            QString error;
            QVERIFY2(BuildExport::fromJson(bytes, &back, &error), qPrintable(error));
            QVERIFY(back == planner->plan()->request);
            QCOMPARE(back.gpus.first().count, 2);
        }
    }

    void offloadSizesTheSystemRam()
    {
        // A model larger than any one card, with offload allowed: a card plus system RAM.
        QVERIFY(m_page->selectModel(u"Qwen3 235B-A22B"_s));
        m_page->refreshNow();
        const LlmPlanOption *chosen = select([](const LlmPlanOption &o) {
            return o.estimate.fits && o.configuration.offload.has_value() && o.systemRamGb > 0;
        });
        if (!chosen)
            QSKIP("no configuration with offload for this question in the seeded data");
        const int ram = chosen->systemRamGb;
        PlannerPage *planner = plan();
        QVERIFY(planner);
        QCOMPARE(planner->request().minimumRamGb, ram);
        QVERIFY(planner->plan().has_value());
        QVERIFY2(planner->plan()->ramGb >= ram, qPrintable(QString::number(planner->plan()->ramGb)));
    }

    // The Language models tab in the window, a two-card configuration selected: for looking at
    // (GPUADVISOR_SCREENSHOT_DIR, _SCHEME light|dark, _LANG en|ru).
    void windowScreenshot()
    {
        if (m_shots.isEmpty())
            QSKIP("Set GPUADVISOR_SCREENSHOT_DIR to a folder to save screenshots there.");
        const QString scheme = qEnvironmentVariable("GPUADVISOR_SCREENSHOT_SCHEME", u"light"_s);
        Theme::apply(Theme::choiceFromString(scheme));
        m_window->resize(1400, 900);
        m_page->findChild<QDoubleSpinBox *>(u"targetSpinBox"_s)->setValue(15);
        m_page->setBudget(8000);
        m_page->refreshNow();
        select([](const LlmPlanOption &o) { return o.estimate.devices.size() == 2; });
        QTest::qWait(300);
        const QString lang = qEnvironmentVariable("GPUADVISOR_SCREENSHOT_LANG", u"en"_s);
        const QString path = m_shots + u"/llm-window-%1-%2.png"_s.arg(scheme, lang);
        QVERIFY2(m_window->grab().save(path), qPrintable(path));
    }

private:
    /// Selects the first configuration in the table that `matches`; null when there is none.
    const LlmPlanOption *select(const std::function<bool(const LlmPlanOption &)> &matches)
    {
        auto *table = m_page->findChild<QTableView *>(u"configurationTableView"_s);
        for (int row = 0; row < m_page->options().size(); ++row) {
            if (matches(m_page->options().at(row))) {
                table->selectRow(row);
                return m_page->selectedOption();
            }
        }
        return nullptr;
    }

    /// Clicks "Plan this build" and returns the planner once the window shows it.
    PlannerPage *plan()
    {
        auto *button = m_page->findChild<QPushButton *>(u"planBuildButton"_s);
        if (!button || !button->isEnabled())
            return nullptr;
        QTest::mouseClick(button, Qt::LeftButton);
        auto *planner = qobject_cast<PlannerPage *>(m_window->page(u"plannerPage"_s));
        if (!planner || !QTest::qWaitFor([planner] { return planner->isVisible(); }))
            return nullptr;
        return planner;
    }

    std::unique_ptr<SeededDatabase> m_db;
    std::unique_ptr<SqlBuildRepository> m_builds;
    std::unique_ptr<SqlLlmModelRepository> m_llmModels;
    std::unique_ptr<MainWindow> m_window;
    WhatIfSettings m_whatIf;
    LlmPage *m_page = nullptr;
    QTranslator m_translator;
    QString m_shots;
};

QTEST_MAIN(TestLlmPlanBuild)
#include "tst_llmplanbuild.moc"

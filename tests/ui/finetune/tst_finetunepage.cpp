// SPDX-FileCopyrightText: 2026 GPU Advisor contributors
// SPDX-License-Identifier: GPL-3.0-or-later
// The Fine-tuning tab (issue 29) driven through its real widgets on a seeded database in a
// temporary folder, in English: the default job's answer, the controls, the details in model/'s
// words, "Plan this build", the exports named after the job, and the wizard's training answers
// leading to it. With GPUADVISOR_SCREENSHOT_DIR set it saves the whole window on the tab
// (GPUADVISOR_SCREENSHOT_LANG=ru: in Russian; GPUADVISOR_SCREENSHOT_SIZE=900x600).
#include "db/sqlbuildrepository.h"
#include "db/sqlllmmodelrepository.h"
#include "db/sqlpartpricerepository.h"
#include "model/browser/whatifsettings.h"
#include "model/finetune/finetuneexport.h"
#include "model/finetune/finetuneoptiontablemodel.h"
#include "tests/common/seededdatabase.h"
#include "ui/charts/finetunechart.h"
#include "ui/finetune/finetunepage.h"
#include "ui/llm/llmpagedialogs.h"
#include "ui/planner/plannerpage.h"
#include "ui/shell/mainwindow.h"
#include "ui/shell/windowpages.h"
#include "ui/wizard/wizardwidget.h"

#include <QAbstractItemModelTester>
#include <QApplication>
#include <QCheckBox>
#include <QComboBox>
#include <QDir>
#include <QDoubleSpinBox>
#include <QFile>
#include <QFileInfo>
#include <QJsonArray>
#include <QJsonDocument>
#include <QJsonObject>
#include <QLabel>
#include <QLocale>
#include <QPushButton>
#include <QSignalSpy>
#include <QSpinBox>
#include <QStandardPaths>
#include <QTableView>
#include <QTemporaryDir>
#include <QTest>
#include <QTranslator>

#include <cmath>
#include <memory>

using namespace Qt::StringLiterals;

namespace {

/// Answers the page's save dialog with a prepared path and records what it was offered and told.
class FinetuneAnsweringDialogs final : public LlmPageDialogs
{
public:
    QString saveAnswer;
    QString suggested;
    QStringList errors;
    QStringList information;

    QString openFileName(QWidget *, const QString &, const QString &) override { return {}; }
    QString saveFileName(QWidget *, const QString &, const QString &suggestedPath, const QString &) override
    {
        suggested = suggestedPath;
        return saveAnswer;
    }
    void showError(QWidget *, const QString &, const QString &text, const QString &details) override
    {
        errors.append(text + u'\n' + details);
    }
    void showInformation(QWidget *, const QString &, const QString &text) override { information.append(text); }
};

QString readFinetuneFile(const QString &path)
{
    QFile file(path);
    return file.open(QIODevice::ReadOnly) ? QString::fromUtf8(file.readAll()) : QString();
}

} // namespace

class TestFinetunePage final : public QObject
{
    Q_OBJECT

private Q_SLOTS:
    void initTestCase()
    {
        QStandardPaths::setTestModeEnabled(true);
        QLocale::setDefault(QLocale(QLocale::English));
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
        m_models = std::make_unique<SqlLlmModelRepository>(m_db->database().connection());
        m_parts = std::make_unique<SqlPartPriceRepository>(m_db->database().connection());
        m_page = std::make_unique<FinetunePage>(m_db->gpus(), *m_models, m_whatIf, m_parts.get());
        m_page->resize(1300, 860);
        m_page->show();
        QVERIFY(QTest::qWaitForWindowExposed(m_page.get()));
    }
    void cleanup()
    {
        m_page.reset();
        m_parts.reset();
        m_models.reset();
        m_db.reset();
    }

    void defaultJobListsCardsMachinesAndRentals()
    {
        const FinetuneRequest r = m_page->request();
        QCOMPARE(r.job.model.name, u"Llama 3.1 8B"_s);
        QCOMPARE(r.job.method, FinetuneMethod::Qlora);
        QCOMPARE(r.job.sequenceLength, 2048);
        QCOMPARE(r.job.tokens, 1e8);
        auto *table = m_page->findChild<QTableView *>(u"finetuneTableView"_s);
        QAbstractItemModelTester tester(table->model(), QAbstractItemModelTester::FailureReportingMode::QtTest);
        QCOMPARE(table->model()->rowCount(), int(m_page->options().size()));
        bool rtx3060 = false;
        bool several = false;
        bool unified = false;
        bool rented = false;
        for (const FinetuneOption &o : m_page->options()) {
            rtx3060 = rtx3060 || (o.device.name == u"GeForce RTX 3060 12 GB"_s && o.kind == FinetuneKind::Cards);
            several = several || (o.kind == FinetuneKind::Cards && o.count > 1);
            unified = unified || o.kind == FinetuneKind::Unified;
            rented = rented || o.kind == FinetuneKind::Rented;
        }
        QVERIFY(rtx3060);
        QVERIFY(several);
        QVERIFY(unified);
        QVERIFY(rented);
        // The same answer as `finetune` gives: the planner's own figures, in the planner's order.
        QList<FinetuneInput> inputs;
        for (const Gpu &g : m_db->gpus().gpus())
            inputs.append({g, m_db->gpus().prices(g.id), m_db->gpus().cloudRates(g.id)});
        const QList<FinetuneOption> direct = FinetunePlanner().plan(r, inputs);
        QCOMPARE(direct.size(), m_page->options().size());
        for (int i = 0; i < direct.size(); ++i) {
            QCOMPARE(m_page->options().at(i).heading(), direct.at(i).heading());
            QCOMPARE(m_page->options().at(i).hours, direct.at(i).hours);
            QCOMPARE(m_page->options().at(i).purchaseUsd, direct.at(i).purchaseUsd);
        }
        // The verdict and the job's figures are model/'s sentences, laid out.
        auto *summary = m_page->findChild<QLabel *>(u"finetuneSummaryLabel"_s);
        QVERIFY2(summary->text().contains(FinetunePlanner::verdict(r, direct).toHtmlEscaped()),
                 qPrintable(summary->text()));
        QVERIFY(summary->text().contains(FinetunePlanner().jobSummary(r.job).toHtmlEscaped()));
        // The first row is selected and each of its numbers explained in the planner's words.
        const FinetuneOption *selected = m_page->selectedOption();
        QVERIFY(selected);
        QCOMPARE(selected->heading(), direct.first().heading());
        auto *details = m_page->findChild<QLabel *>(u"finetuneDetailsLabel"_s);
        const auto explanations = selected->explanations(r.job, r.cost);
        QVERIFY(explanations.size() >= 4);
        for (const auto &[key, text] : explanations)
            QVERIFY2(details->text().contains(text.toHtmlEscaped()), qPrintable(key));
    }

    void fullFineTuningNeedsMoreMemoryThanQlora()
    {
        double qloraLeast = 1e9;
        for (const FinetuneOption &o : m_page->options())
            qloraLeast = std::min(qloraLeast, o.memoryPerDeviceGb);
        auto *method = m_page->findChild<QComboBox *>(u"finetuneMethodComboBox"_s);
        method->setCurrentIndex(method->findData(u"full"_s));
        QSignalSpy spy(m_page.get(), &FinetunePage::refreshed);
        QTRY_COMPARE(spy.count(), 1);
        QCOMPARE(m_page->request().job.method, FinetuneMethod::Full);
        QVERIFY(!m_page->options().isEmpty());
        for (const FinetuneOption &o : m_page->options())
            QVERIFY2(o.memoryPerDeviceGb > qloraLeast, qPrintable(o.heading()));
        QVERIFY(!m_page->findChild<QSpinBox *>(u"finetuneRankSpinBox"_s)->isEnabled());
        QVERIFY(!m_page->findChild<QComboBox *>(u"finetuneModulesComboBox"_s)->isEnabled());
    }

    void twiceTheTokensTakeTwiceAsLong()
    {
        const QList<FinetuneOption> before = m_page->options();
        auto *tokens = m_page->findChild<QDoubleSpinBox *>(u"finetuneTokensSpinBox"_s);
        tokens->selectAll();
        QTest::keyClicks(tokens, u"200"_s);
        m_page->refreshNow();
        QCOMPARE(m_page->request().job.tokens, 2e8);
        QCOMPARE(m_page->options().size(), before.size());
        for (int i = 0; i < before.size(); ++i)
            QVERIFY(std::abs(m_page->options().at(i).hours - 2 * before.at(i).hours) < 1e-9 * before.at(i).hours);
    }

    void planThisBuildHandsTheCardsToThePlanner()
    {
        auto *table = m_page->findChild<QTableView *>(u"finetuneTableView"_s);
        auto *plan = m_page->findChild<QPushButton *>(u"finetunePlanBuildButton"_s);
        const auto rowOf = [this](FinetuneKind kind, int count) {
            for (int i = 0; i < m_page->options().size(); ++i) {
                const FinetuneOption &o = m_page->options().at(i);
                if (o.kind == kind && (count == 0 || o.count == count))
                    return i;
            }
            return -1;
        };
        const int two = rowOf(FinetuneKind::Cards, 2);
        QVERIFY(two >= 0);
        table->selectRow(two);
        QVERIFY(plan->isEnabled());
        QSignalSpy spy(m_page.get(), &FinetunePage::planBuildRequested);
        QTest::mouseClick(plan, Qt::LeftButton);
        QCOMPARE(spy.count(), 1);
        const auto request = spy.first().first().value<BuildRequest>();
        QCOMPARE(request.gpus.size(), 1);
        QCOMPARE(request.gpus.first().gpuName, m_page->options().at(two).device.name);
        QCOMPARE(request.gpus.first().count, 2);
        QVERIFY(request.workload);
        QCOMPARE(request.workload->mode, WorkloadMode::Qlora);
        // A rented GPU and a unified-memory machine have no build to plan.
        for (FinetuneKind kind : {FinetuneKind::Rented, FinetuneKind::Unified}) {
            const int row = rowOf(kind, 0);
            QVERIFY(row >= 0);
            table->selectRow(row);
            QVERIFY(!plan->isEnabled());
        }
    }

    void planThisBuildPricesTheCardsAsTheTableDoes()
    {
        // Issue 25: the table prices each card at the cheaper of its new and used prices (the
        // default); "Plan this build" priced every card new unless "Used" was chosen.
        auto *table = m_page->findChild<QTableView *>(u"finetuneTableView"_s);
        auto *plan = m_page->findChild<QPushButton *>(u"finetunePlanBuildButton"_s);
        int secondHand = -1;
        int bought = -1;
        for (int i = 0; i < m_page->options().size(); ++i) {
            const FinetuneOption &o = m_page->options().at(i);
            if (o.kind != FinetuneKind::Cards || !o.purchaseUsd)
                continue;
            if (o.condition != PriceCondition::New && secondHand < 0)
                secondHand = i;
            if (o.condition == PriceCondition::New && bought < 0)
                bought = i;
        }
        QVERIFY2(secondHand >= 0, "the seeded prices make some card cheaper used");
        QVERIFY2(bought >= 0, "the seeded prices make some card cheaper new");
        QSignalSpy spy(m_page.get(), &FinetunePage::planBuildRequested);
        table->selectRow(secondHand);
        QTest::mouseClick(plan, Qt::LeftButton);
        table->selectRow(bought);
        QTest::mouseClick(plan, Qt::LeftButton);
        QCOMPARE(spy.count(), 2);
        QCOMPARE(spy.at(0).first().value<BuildRequest>().condition, PriceCondition::Used);
        QCOMPARE(spy.at(1).first().value<BuildRequest>().condition, PriceCondition::New);
    }

    void exportsNameTheJob_data()
    {
        QTest::addColumn<QString>("suffix");
        QTest::newRow("Markdown") << u".md"_s;
        QTest::newRow("JSON") << u".json"_s;
    }
    void exportsNameTheJob()
    {
        QFETCH(QString, suffix);
        QTemporaryDir dir;
        QVERIFY(dir.isValid());
        auto dialogs = std::make_unique<FinetuneAnsweringDialogs>();
        FinetuneAnsweringDialogs *answers = dialogs.get();
        answers->saveAnswer = dir.filePath(u"plan"_s + suffix);
        m_page->setDialogs(std::move(dialogs));
        QTest::mouseClick(m_page->findChild<QPushButton *>(u"finetuneExportButton"_s), Qt::LeftButton);
        QVERIFY2(answers->errors.isEmpty(), qPrintable(answers->errors.join(u'\n')));
        QCOMPARE(QFileInfo(answers->suggested).fileName(), u"finetune-llama-3.1-8b-qlora-100m-tokens.md"_s);
        QCOMPARE(answers->information.size(), 1);
        const FinetuneRequest r = m_page->request();
        QVERIFY(answers->information.first().contains(r.job.title()));
        const QString text = readFinetuneFile(answers->saveAnswer);
        if (suffix == u".json"_s) {
            const QJsonObject root = QJsonDocument::fromJson(text.toUtf8()).object();
            QCOMPARE(root.value(u"job"_s).toObject().value(u"model"_s).toString(), u"Llama 3.1 8B"_s);
            QCOMPARE(root.value(u"job"_s).toObject().value(u"method"_s).toString(), u"qlora"_s);
            QCOMPARE(root.value(u"configurations"_s).toArray().size(), m_page->options().size());
        } else {
            QVERIFY2(text.startsWith(u"# Fine-tuning: "_s + r.job.title()), qPrintable(text.left(200)));
            for (const FinetuneOption &o : m_page->options())
                QVERIFY2(text.contains(u"| "_s + o.label() + u" |"_s), qPrintable(o.label()));
            QVERIFY(text.contains(FinetunePlanner::verdict(r, m_page->options())));
        }
        // The chart's own export is named after the job as well, and its note names it.
        auto *chart = m_page->findChild<FinetuneChart *>(u"finetuneChart"_s);
        chart->flush();
        QVERIFY2(chart->note().contains(r.job.title()), qPrintable(chart->note()));
    }

    void aModelAddedElsewhereIsOfferedWhenTheTabIsShownAgain()
    {
        LlmModel mine = m_page->request().job.model;
        mine.name = u"My Llama 8B"_s;
        QString error;
        QVERIFY2(m_models->addModel(mine, &error), qPrintable(error));
        auto *model = m_page->findChild<QComboBox *>(u"finetuneModelComboBox"_s);
        QCOMPARE(model->findText(mine.name), -1);
        m_page->hide();
        m_page->show();
        QVERIFY(model->findText(mine.name) >= 0);
        // The model chosen before stays chosen.
        QCOMPARE(m_page->request().job.model.name, u"Llama 3.1 8B"_s);
        QVERIFY(m_page->selectModel(mine.name));
        m_page->refreshNow();
        QCOMPARE(m_page->request().job.model.name, mine.name);
        QVERIFY(!m_page->options().isEmpty());
    }

    void theWizardsTrainingAnswersOpenTheTab()
    {
        SqlBuildRepository builds(m_db->database().connection());
        MainWindow window(m_db->chart(), m_db->gpus());
        addStandardPages(window, m_db->gpus(), builds, m_whatIf, *m_models, m_parts.get());
        window.resize(1400, 900);
        window.show();
        QVERIFY(QTest::qWaitForWindowExposed(&window));
        WizardWidget *wizard = window.wizard();
        auto *button = wizard->findChild<QPushButton *>(u"finetunePlanButton"_s);
        QVERIFY(button);
        // Running language models, not training: no fine-tuning job to plan.
        wizard->restart();
        for (Answer a : {Answer::No, Answer::No, Answer::Yes, Answer::Yes})
            wizard->answer(a);
        QVERIFY(wizard->recommendation().isValid());
        QVERIFY(!button->isVisibleTo(wizard));
        // Trains transformers: the result offers the tab, and the button opens it.
        wizard->restart();
        for (Answer a : {Answer::No, Answer::Yes, Answer::Yes, Answer::Yes})
            wizard->answer(a);
        QVERIFY(wizard->recommendation().isValid());
        QVERIFY(button->isVisibleTo(wizard));
        QTest::mouseClick(button, Qt::LeftButton);
        auto *page = qobject_cast<FinetunePage *>(window.page(u"finetunePage"_s));
        QVERIFY(page);
        QTRY_VERIFY(page->isVisible());
        QVERIFY(!page->options().isEmpty());
        // "Plan this build" opens the planner on the configuration's cards.
        auto *table = page->findChild<QTableView *>(u"finetuneTableView"_s);
        int row = -1;
        for (int i = 0; i < page->options().size() && row < 0; ++i) {
            if (page->options().at(i).kind == FinetuneKind::Cards)
                row = i;
        }
        QVERIFY(row >= 0);
        table->selectRow(row);
        QTest::mouseClick(page->findChild<QPushButton *>(u"finetunePlanBuildButton"_s), Qt::LeftButton);
        auto *planner = qobject_cast<PlannerPage *>(window.page(u"plannerPage"_s));
        QVERIFY(planner);
        QTRY_VERIFY(planner->isVisible());
        QCOMPARE(planner->request().gpus.first().gpuName, page->options().at(row).device.name);
    }

    void screenshot()
    {
        if (m_shots.isEmpty())
            QSKIP("Set GPUADVISOR_SCREENSHOT_DIR to a folder to save screenshots there.");
        m_page.reset();
        SqlBuildRepository builds(m_db->database().connection());
        MainWindow window(m_db->chart(), m_db->gpus());
        addStandardPages(window, m_db->gpus(), builds, m_whatIf, *m_models, m_parts.get());
        const QStringList size = qEnvironmentVariable("GPUADVISOR_SCREENSHOT_SIZE", u"1400x900"_s).split(u'x');
        window.resize(size.value(0).toInt(), size.value(1).toInt());
        window.show();
        QVERIFY(QTest::qWaitForWindowExposed(&window));
        window.showPage(u"finetunePage"_s);
        auto *page = qobject_cast<FinetunePage *>(window.page(u"finetunePage"_s));
        QVERIFY(page);
        QTRY_VERIFY(page->isVisible());
        // A configuration of two cards selected: the data-parallel arithmetic in the details.
        auto *table = page->findChild<QTableView *>(u"finetuneTableView"_s);
        for (int i = 0; i < page->options().size(); ++i) {
            if (page->options().at(i).kind == FinetuneKind::Cards && page->options().at(i).count == 2) {
                table->selectRow(i);
                break;
            }
        }
        page->findChild<FinetuneChart *>(u"finetuneChart"_s)->flush();
        QTest::qWait(200);
        const QString lang = qEnvironmentVariable("GPUADVISOR_SCREENSHOT_LANG", u"en"_s);
        const QString path = QDir(m_shots).filePath(u"finetune-%1-%2x%3.png"_s.arg(lang, size.value(0), size.value(1)));
        QVERIFY2(window.grab().save(path), qPrintable(path));
        qInfo("saved %s", qPrintable(path));
    }

private:
    std::unique_ptr<SeededDatabase> m_db;
    std::unique_ptr<SqlLlmModelRepository> m_models;
    std::unique_ptr<SqlPartPriceRepository> m_parts;
    WhatIfSettings m_whatIf;
    std::unique_ptr<FinetunePage> m_page;
    QTranslator m_translator;
    QString m_shots;
};

QTEST_MAIN(TestFinetunePage)
#include "tst_finetunepage.moc"

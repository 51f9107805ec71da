// SPDX-FileCopyrightText: 2026 GPU Advisor contributors
// SPDX-License-Identifier: GPL-3.0-or-later
// The language-model page with the real widgets, the seeded database (GPUs, prices, the model
// catalog) and the real planner: the default question, search, the memory bars, "Plan this
// build", the add-your-model form and its refusals, the target speed and the budget; a model
// added from Hugging Face, a GGUF link (a fake reader), a GGUF file or a drop, and where the access
// token goes (a fake store: never the user's keychain).
#include "db/sqlllmmodelrepository.h"
#include "db/sqlpartpricerepository.h"
#include "model/browser/whatifsettings.h"
#include "model/llm/llmoptiontablemodel.h"
#include "model/llm/remotemodelreader.h"
#include "model/settings/secretstore.h"
#include "tests/common/ggufwriter.h"
#include "tests/common/seededdatabase.h"
#include "ui/charts/llmcostchart.h"
#include "ui/llm/llmimportconfirm.h"
#include "ui/llm/llmimportflows.h"
#include "ui/llm/llmmemorybar.h"
#include "ui/llm/llmmodeldialog.h"
#include "ui/llm/llmpage.h"
#include "ui/llm/llmpagedialogs.h"
#include "ui/llm/llmreaddialog.h"
#include "ui/shell/theme.h"

#include <QAction>
#include <QApplication>
#include <QCheckBox>
#include <QComboBox>
#include <QDialogButtonBox>
#include <QDoubleSpinBox>
#include <QDropEvent>
#include <QFile>
#include <QHash>
#include <QLabel>
#include <QLineEdit>
#include <QListView>
#include <QLocale>
#include <QMimeData>
#include <QProgressBar>
#include <QPushButton>
#include <QSet>
#include <QSettings>
#include <QSignalSpy>
#include <QSpinBox>
#include <QStandardPaths>
#include <QTableView>
#include <QTemporaryDir>
#include <QTest>
#include <QTimer>
#include <QTranslator>
#include <QUrl>

#include <memory>

using namespace Qt::StringLiterals;

namespace {

/// Answers the page's file dialogs with prepared paths and records its messages.
class AnsweringDialogs final : public LlmPageDialogs
{
public:
    QString openAnswer;
    QString saveAnswer;
    QStringList errors;      ///< text, a new line, details
    QStringList information; ///< text

    QString openFileName(QWidget *, const QString &, const QString &) override { return openAnswer; }
    QString saveFileName(QWidget *, const QString &, const QString &, const QString &) override { return saveAnswer; }
    void showError(QWidget *, const QString &, const QString &text, const QString &details) override
    {
        errors.append(text + u'\n' + details);
    }
    void showInformation(QWidget *, const QString &, const QString &text) override { information.append(text); }
};

/// Reads nothing: each read waits until the test ends it with what it prepared.
class FakeModelReader final : public RemoteModelReader
{
public:
    Status answer = Status::Read;
    QString answerError;
    HfModelInfo hf;
    GgufModelInfo gguf;
    QStringList reads; ///< "hf owner/name" or "gguf URL", in order
    QString token;     ///< of the last read
    int cancels = 0;

    void readHuggingFace(const HfRepoRef &ref, const QUrl &, const QString &t) override
    {
        reads.append(u"hf "_s + ref.label());
        start(t, 0, u"config.json"_s);
    }
    void readGguf(const QUrl &url, const QString &t) override
    {
        reads.append(u"gguf "_s + url.toString());
        start(t, 16LL << 20, u"GGUF header"_s);
    }
    void cancel() override
    {
        if (!m_running)
            return;
        m_running = false;
        ++cancels;
        m_status = Status::Cancelled;
        Q_EMIT finished();
    }
    bool isRunning() const override { return m_running; }
    /// Ends the read as prepared.
    void finish()
    {
        m_running = false;
        m_status = answer;
        m_error = answerError;
        m_hf = hf;
        m_gguf = gguf;
        Q_EMIT finished();
    }

private:
    void start(const QString &t, qint64 limit, const QString &stage)
    {
        token = t;
        m_running = true;
        Q_EMIT progress(4 << 20, limit, stage);
    }
    bool m_running = false;
};

/// Keeps secrets in a hash, never in the user's keychain; answers after the call, as a keychain.
class FakeSecretStore final : public SecretStore
{
public:
    QHash<QString, QString> kept;
    bool persistent = true;
    QString writeError; ///< the keychain's refusal, when the test wants one

    void read(const QString &key) override
    {
        QTimer::singleShot(0, this, [this, key] { Q_EMIT readFinished(key, kept.value(key), {}); });
    }
    void write(const QString &key, const QString &value) override
    {
        if (writeError.isEmpty())
            kept.insert(key, value);
        QTimer::singleShot(0, this, [this, key] { Q_EMIT writeFinished(key, writeError); });
    }
    void remove(const QString &key) override
    {
        kept.remove(key);
        QTimer::singleShot(0, this, [this, key] { Q_EMIT writeFinished(key, {}); });
    }
    bool isPersistent() const override { return persistent; }
};

const QString ModelHeader =
    u"name,developer,total_params_b,active_params_b,layers,hidden_size,attention_heads,kv_heads,head_dim,attention,"
    "kv_lora_rank,rope_head_dim,sliding_window,local_layers,global_layers,experts,active_experts,shared_experts,"
    "vocab_size,native_context,released_precision,released,source,recorded_on\n"_s;
const QString ImportedMoe = u"Imported MoE 30B,Me,30.53,3.35,48,2048,32,4,128,gqa,0,0,0,0,0,128,8,0,151936,32768,BF16,"
                            "2025-04,https://example.org/moe/config.json,2026-11-01\n"_s;

} // namespace

class TestLlmPage final : public QObject
{
    Q_OBJECT

private Q_SLOTS:
    void initTestCase()
    {
        QStandardPaths::setTestModeEnabled(true);
        QLocale::setDefault(QLocale(QLocale::English));
        // Screenshots only: GPUADVISOR_SCREENSHOT_LANG=ru shows the page in Russian.
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
        m_page = std::make_unique<LlmPage>(m_db->gpus(), *m_models, m_whatIf);
        m_page->resize(1300, 860);
        m_page->show();
        QVERIFY(QTest::qWaitForWindowExposed(m_page.get()));
        m_reader = std::make_unique<FakeModelReader>();
        m_secrets = std::make_unique<FakeSecretStore>();
    }
    void cleanup()
    {
        m_page.reset();
        m_reader.reset();
        m_secrets.reset();
        m_models.reset();
        m_db.reset();
    }

    void defaultQuestionHasMultiDeviceAnswersAndNoSingle24GbCard()
    {
        const LlmPlanRequest r = m_page->request();
        QCOMPARE(r.workload.model.name, u"Llama 3.1 70B"_s);
        QCOMPARE(r.workload.format.key, u"Q4_K_M"_s);
        QCOMPARE(r.workload.context, 8192);
        QVERIFY2(m_page->problem().isEmpty(), qPrintable(m_page->problem()));
        QVERIFY(!m_page->options().isEmpty());
        bool multi = false;
        for (const LlmPlanOption &o : m_page->options()) {
            if (!o.estimate.fits)
                continue;
            // VRAM does not pool: no single 24 GB card holds a 70B model at 4 bits on its own.
            if (o.kind() == u"gpus"_s && o.estimate.devices.size() == 1)
                QVERIFY2(o.estimate.devices.first().capacityGb > 24.5, qPrintable(o.label()));
            if (o.estimate.devices.size() > 1)
                multi = true;
            for (const DeviceMemory &d : o.estimate.devices)
                QVERIFY2(d.fits(), qPrintable(o.label()));
        }
        QVERIFY(multi);
        auto *summary = m_page->findChild<QLabel *>(u"summaryLabel"_s);
        QVERIFY(summary->text().contains(u"Llama 3.1 70B"_s));
        auto *table = m_page->findChild<QTableView *>(u"configurationTableView"_s);
        QCOMPARE(table->model()->rowCount(), int(m_page->options().size()));
        // Cheapest first (the ranking by price), unpriced last.
        std::optional<double> previous;
        for (const LlmPlanOption &o : m_page->options()) {
            if (!o.priceUsd)
                break;
            if (previous)
                QVERIFY(*o.priceUsd >= *previous - 1e-6);
            previous = o.priceUsd;
        }
    }

    void searchNarrowsTheListAndReturnPicksTheFirst()
    {
        auto *search = m_page->findChild<QLineEdit *>(u"modelSearchLineEdit"_s);
        auto *list = m_page->findChild<QListView *>(u"modelListView"_s);
        const int all = list->model()->rowCount();
        QVERIFY(all >= 40);
        QTest::keyClicks(search, u"qwen3 30b"_s);
        QTRY_VERIFY(list->model()->rowCount() < all);
        QVERIFY(list->model()->rowCount() >= 1);
        for (int row = 0; row < list->model()->rowCount(); ++row)
            QVERIFY(list->model()->index(row, 0).data().toString().contains(u"Qwen3"_s));
        QTest::keyClick(search, Qt::Key_Return);
        QCOMPARE(QApplication::focusWidget(), list);
        m_page->refreshNow();
        QVERIFY(m_page->request().workload.model.name.contains(u"30B"_s));
        // A mixture of experts: decode follows the 3B active parameters, so it is far faster
        // than the dense 70B on the same device.
        QVERIFY(!m_page->options().isEmpty());
    }

    void selectingARowShowsItsMemoryPerDevice()
    {
        auto *table = m_page->findChild<QTableView *>(u"configurationTableView"_s);
        auto *bar = m_page->findChild<LlmMemoryBar *>(u"memoryBar"_s);
        QVERIFY(table && bar);
        int multi = -1;
        for (int row = 0; row < m_page->options().size(); ++row) {
            if (m_page->options().at(row).estimate.devices.size() > 1) {
                multi = row;
                break;
            }
        }
        QVERIFY(multi >= 0);
        table->selectRow(multi);
        const LlmPlanOption *o = m_page->selectedOption();
        QVERIFY(o);
        QCOMPARE(o->label(), m_page->options().at(multi).label());
        const QString summary = bar->summary();
        QVERIFY2(summary.contains(o->estimate.devices.first().deviceName), qPrintable(summary));
        QVERIFY(summary.contains(u"weights"_s));
        QVERIFY(summary.contains(u"KV cache"_s));
        QCOMPARE(bar->accessibleDescription(), summary);
        // An offload configuration: its system RAM against the RAM the build gets, not the most
        // the platform takes ("36.9 / 184 GB" beside "System RAM for the build: 64 GB").
        for (int row = 0; row < m_page->options().size(); ++row) {
            if (m_page->options().at(row).estimate.offloadGb <= 0)
                continue;
            table->selectRow(row);
            const int ram = m_page->selectedOption()->systemRamGb;
            QVERIFY(ram > 0);
            QVERIFY2(bar->summary().contains(u"offloaded, of %1 GB."_s.arg(QLocale().toString(double(ram), 'f', 1))),
                     qPrintable(bar->summary()));
            break;
        }
        table->selectRow(multi);
        auto *chart = m_page->findChild<LlmCostChart *>(u"llmCostChart"_s);
        chart->flush();
        QCOMPARE(chart->selectedRow(), multi);
        QVERIFY(!chart->frontierRows().isEmpty());
    }

    // Every speed says how far to trust it (issue 26): the typical error of its kind of estimate
    // from the validation of docs/llm-planning.md §7, in the table's tooltips, the selected
    // configuration's details and the summary's first answer.
    void speedsSayHowFarToTrustThem()
    {
        auto *table = m_page->findChild<QTableView *>(u"configurationTableView"_s);
        QVERIFY(table->model()->rowCount() > 0);
        table->selectRow(0);
        const LlmPlanOption *o = m_page->selectedOption();
        QVERIFY(o && o->estimate.decodeTokensPerS);
        const QString tip = table->model()->index(0, LlmOptionTableModel::Decode).data(Qt::ToolTipRole).toString();
        QVERIFY2(tip.contains(u"typically within ±"_s) && tip.contains(u"median error"_s), qPrintable(tip));
        const QString details = m_page->findChild<QLabel *>(u"selectionLabel"_s)->text();
        QVERIFY2(details.contains(u"Decode for one user: about "_s), qPrintable(details));
        QVERIFY2(details.contains(u"typically within ±"_s), qPrintable(details));
        const QString summary = m_page->findChild<QLabel *>(u"summaryLabel"_s)->text();
        QVERIFY2(summary.contains(u"typically within ±"_s), qPrintable(summary));

        // Two RTX 4090s split by layers were measured running Llama 3 70B in Q4_K_M
        // (docs/benchmarks/llm-speeds.csv): the details give that figure beside the estimate.
        QVERIFY(m_page->selectModel(u"Llama 3 70B"_s));
        m_page->refreshNow();
        int measured = -1;
        for (int row = 0; row < m_page->options().size(); ++row) {
            if (m_page->options().at(row).label() == u"2 × GeForce RTX 4090"_s)
                measured = row;
        }
        QVERIFY(measured >= 0);
        table->selectRow(measured);
        const QString withMeasured = m_page->findChild<QLabel *>(u"selectionLabel"_s)->text();
        QVERIFY2(withMeasured.contains(u"; measured "_s) && withMeasured.contains(u"https://github.com/"_s),
                 qPrintable(withMeasured));
    }

    // The chart plots what the table shows (issue 25): a kind filtered out of the table leaves
    // the chart too, and comes back with it.
    void chartPlotsWhatTheTableShows()
    {
        auto *table = m_page->findChild<QTableView *>(u"configurationTableView"_s);
        auto *chart = m_page->findChild<LlmCostChart *>(u"llmCostChart"_s);
        auto *several = m_page->findChild<QCheckBox *>(u"kindSeveralCardsCheckBox"_s);
        QVERIFY(table && chart && several && several->isChecked());
        const auto plottedKinds = [&] {
            QSet<QString> kinds;
            for (int row : chart->shownRows())
                kinds.insert(m_page->options().at(row).label());
            return kinds;
        };
        const auto tableLabels = [&] {
            QSet<QString> labels;
            for (int row = 0; row < table->model()->rowCount(); ++row)
                labels.insert(table->model()->index(row, LlmOptionTableModel::Devices).data().toString());
            return labels;
        };
        chart->flush();
        const qsizetype before = chart->shownRows().size();
        QVERIFY(before > 0);
        several->click();
        chart->flush();
        QVERIFY(chart->shownRows().size() < before);
        for (int row : chart->shownRows())
            QVERIFY2(m_page->options().at(row).estimate.devices.size() == 1 ||
                         m_page->options().at(row).kind() != u"gpus"_s,
                     qPrintable(m_page->options().at(row).label()));
        QVERIFY(tableLabels().contains(plottedKinds()));
        // The table's search narrows the chart the same way.
        several->click();
        auto *search = m_page->findChild<QLineEdit *>(u"configurationSearchLineEdit"_s);
        QTest::keyClicks(search, u"4090"_s);
        chart->flush();
        QVERIFY(!chart->shownRows().isEmpty());
        for (int row : chart->shownRows())
            QVERIFY2(m_page->options().at(row).label().contains(u"4090"_s),
                     qPrintable(m_page->options().at(row).label()));
        search->clear();
        chart->flush();
        QCOMPARE(chart->shownRows().size(), before);
    }

    void planThisBuildHandsOverTheCards()
    {
        auto *table = m_page->findChild<QTableView *>(u"configurationTableView"_s);
        auto *button = m_page->findChild<QPushButton *>(u"planBuildButton"_s);
        int cards = -1;
        for (int row = 0; row < m_page->options().size(); ++row) {
            const LlmPlanOption &o = m_page->options().at(row);
            if (o.kind() == u"gpus"_s && o.estimate.fits && o.estimate.devices.size() > 1) {
                cards = row;
                break;
            }
        }
        QVERIFY(cards >= 0);
        table->selectRow(cards);
        QVERIFY(button->isEnabled());
        QSignalSpy spy(m_page.get(), &LlmPage::planBuildRequested);
        QTest::mouseClick(button, Qt::LeftButton);
        QCOMPARE(spy.count(), 1);
        const auto request = spy.first().first().value<BuildRequest>();
        const LlmPlanOption &o = m_page->options().at(cards);
        int devices = 0;
        for (const BuildGpuLine &line : request.gpus) {
            devices += line.count;
            bool named = false;
            for (const DeviceMemory &d : o.estimate.devices)
                named = named || d.deviceName == line.gpuName;
            QVERIFY2(named, qPrintable(line.gpuName));
        }
        QCOMPARE(devices, int(o.estimate.devices.size()));
        QVERIFY(request.validate().isEmpty());

        // A unified-memory machine is a whole computer: nothing to build.
        for (int row = 0; row < m_page->options().size(); ++row) {
            if (m_page->options().at(row).kind() == u"unified"_s) {
                table->selectRow(row);
                QVERIFY(!button->isEnabled());
                break;
            }
        }
    }

    void addModelRefusesAnImpossibleArchitectureNamingTheField()
    {
        auto *button = m_page->findChild<QPushButton *>(u"addModelButton"_s);
        QTest::mouseClick(button, Qt::LeftButton);
        LlmModelDialog *dialog = nullptr;
        QTRY_VERIFY((dialog = m_page->findChild<LlmModelDialog *>(u"llmModelDialog"_s)) && dialog->isVisible());
        // It starts from the selected model; make it our own and break it.
        auto *name = dialog->findChild<QLineEdit *>(u"nameLineEdit"_s);
        name->clear();
        QTest::keyClicks(name, u"Test Model 70B"_s);
        auto *heads = dialog->findChild<QSpinBox *>(u"attentionHeadsSpinBox"_s);
        auto *kvHeads = dialog->findChild<QSpinBox *>(u"kvHeadsSpinBox"_s);
        heads->setValue(64);
        kvHeads->setValue(5); // 64 heads do not split into 5 groups
        auto *ok = dialog->findChild<QDialogButtonBox *>(u"buttonBox"_s)->button(QDialogButtonBox::Ok);
        QTest::mouseClick(ok, Qt::LeftButton);
        QVERIFY(dialog->isVisible());
        auto *error = dialog->findChild<QLabel *>(u"errorLabel"_s);
        QVERIFY2(error->isVisible() && error->text().startsWith(u"Key/value heads:"_s), qPrintable(error->text()));
        QCOMPARE(dialog->focusWidget(), kvHeads);

        // A name the catalog has is refused too.
        kvHeads->setValue(8);
        name->clear();
        QTest::keyClicks(name, u"llama 3.1 70b"_s);
        QTest::mouseClick(ok, Qt::LeftButton);
        QVERIFY(dialog->isVisible());
        QVERIFY2(dialog->error().startsWith(u"Name:"_s), qPrintable(dialog->error()));

        name->clear();
        QTest::keyClicks(name, u"Test Model 70B"_s);
        QTest::mouseClick(ok, Qt::LeftButton);
        QTRY_VERIFY(!m_page->findChild<LlmModelDialog *>(u"llmModelDialog"_s));
        m_page->refreshNow();
        QCOMPARE(m_page->request().workload.model.name, u"Test Model 70B"_s);
        QVERIFY(m_models->modelByName(u"test model 70b"_s).has_value());
        auto *list = m_page->findChild<QListView *>(u"modelListView"_s);
        QCOMPARE(list->currentIndex().data().toString(), u"Test Model 70B (yours)"_s);
        QVERIFY(!m_page->options().isEmpty());
    }

    void targetSpeedAndBudgetMarkTheMisses()
    {
        auto *target = m_page->findChild<QDoubleSpinBox *>(u"targetSpinBox"_s);
        target->setValue(5000);
        m_page->refreshNow();
        for (const LlmPlanOption &o : m_page->options())
            QVERIFY2(!o.meetsTarget && !o.whyNot.isEmpty(), qPrintable(o.label()));
        const QString summary = m_page->findChild<QLabel *>(u"summaryLabel"_s)->text();
        QVERIFY(summary.contains(u"budget: 0."_s));
        // Out of reach: it says so, and how close the fastest comes.
        QVERIFY2(summary.contains(u"No configuration with a price on record reaches 5,000 tokens/s per user."_s),
                 qPrintable(summary));
        QVERIFY2(summary.contains(u"The fastest with a price on record: "_s), qPrintable(summary));

        target->setValue(0);
        m_page->setBudget(1);
        m_page->refreshNow();
        for (const LlmPlanOption &o : m_page->options()) {
            if (o.priceUsd)
                QVERIFY2(!o.meetsTarget, qPrintable(o.label()));
        }
    }

    void apiPriceIsComparedWithOwning()
    {
        m_page->findChild<QDoubleSpinBox *>(u"apiPriceSpinBox"_s)->setValue(1000);
        m_page->refreshNow();
        int cheaper = 0;
        for (const LlmPlanOption &o : m_page->options()) {
            if (o.estimate.fits && o.usdPerMillionTokens && *o.usdPerMillionTokens < 1000)
                ++cheaper;
        }
        QVERIFY(cheaper > 0);
        const QString summary = m_page->findChild<QLabel *>(u"summaryLabel"_s)->text();
        QVERIFY2(summary.contains(u"generate tokens for less: %1."_s.arg(cheaper)), qPrintable(summary));
        const LlmPlanOption *selected = m_page->selectedOption();
        QVERIFY(selected && selected->usdPerMillionTokens);
        QVERIFY(m_page->findChild<QLabel *>(u"selectionLabel"_s)->text().contains(u"the API: $1,000.00"_s));
    }

    void importModelsAddsTheFilesModels()
    {
        QTemporaryDir dir;
        const QString file = dir.filePath(u"models.csv"_s);
        QFile out(file);
        QVERIFY(out.open(QIODevice::WriteOnly));
        out.write((ModelHeader + ImportedMoe).toUtf8());
        out.close();
        auto dialogs = std::make_unique<AnsweringDialogs>();
        AnsweringDialogs *answers = dialogs.get();
        m_page->setDialogs(std::move(dialogs));
        const int before = m_models->models().size();

        // Cancelling the file dialog does nothing.
        auto *button = m_page->findChild<QPushButton *>(u"importModelsButton"_s);
        QVERIFY(button);
        QVERIFY(!button->accessibleName().isEmpty() || !button->text().isEmpty());
        QTest::mouseClick(button, Qt::LeftButton);
        QVERIFY(answers->errors.isEmpty() && answers->information.isEmpty());

        answers->openAnswer = file;
        QTest::mouseClick(button, Qt::LeftButton);
        QVERIFY2(answers->errors.isEmpty(), qPrintable(answers->errors.join(u'\n')));
        QCOMPARE(answers->information.size(), 1);
        QVERIFY2(answers->information.first().contains(u"1 model(s) added, 0 replaced, 0 already in the catalog"_s),
                 qPrintable(answers->information.first()));
        QCOMPARE(m_models->models().size(), before + 1);
        // The imported model is selected and planned for at once.
        QCOMPARE(m_page->request().workload.model.name, u"Imported MoE 30B"_s);
        QVERIFY(!m_page->options().isEmpty());
    }

    void importRefusalNamesTheLineAndFieldAndWritesNothing()
    {
        QTemporaryDir dir;
        const QString file = dir.filePath(u"bad.csv"_s);
        QFile out(file);
        QVERIFY(out.open(QIODevice::WriteOnly));
        QString bad = ImportedMoe;
        bad.replace(u"Imported MoE 30B,Me,30.53,3.35,48,2048,32,4,"_s, u"Bad Heads,Me,30.53,3.35,48,2048,32,48,"_s);
        out.write((ModelHeader + ImportedMoe + bad).toUtf8());
        out.close();
        auto dialogs = std::make_unique<AnsweringDialogs>();
        AnsweringDialogs *answers = dialogs.get();
        answers->openAnswer = file;
        m_page->setDialogs(std::move(dialogs));
        const int before = m_models->models().size();
        QTest::mouseClick(m_page->findChild<QPushButton *>(u"importModelsButton"_s), Qt::LeftButton);
        QCOMPARE(answers->errors.size(), 1);
        QVERIFY2(answers->errors.first().contains(u"nothing was written"_s), qPrintable(answers->errors.first()));
        QVERIFY2(answers->errors.first().contains(u"line 3: kv_heads:"_s), qPrintable(answers->errors.first()));
        QVERIFY(answers->information.isEmpty());
        QCOMPARE(m_models->models().size(), before);
    }

    void exportModelsWritesTheCatalog()
    {
        QTemporaryDir dir;
        auto dialogs = std::make_unique<AnsweringDialogs>();
        AnsweringDialogs *answers = dialogs.get();
        answers->saveAnswer = dir.filePath(u"catalog.csv"_s);
        m_page->setDialogs(std::move(dialogs));
        QTest::mouseClick(m_page->findChild<QPushButton *>(u"exportModelsButton"_s), Qt::LeftButton);
        QVERIFY2(answers->errors.isEmpty(), qPrintable(answers->errors.join(u'\n')));
        QFile in(answers->saveAnswer);
        QVERIFY(in.open(QIODevice::ReadOnly));
        const QStringList lines = QString::fromUtf8(in.readAll()).split(u'\n', Qt::SkipEmptyParts);
        QCOMPARE(lines.size(), m_models->models().size() + 1);
        // The export writes every column, the exact tensor bytes of a model read from a GGUF file too.
        QCOMPARE(lines.first() + u'\n', ModelHeader.chopped(1) + u",file_weights\n"_s);
        QCOMPARE(answers->information.size(), 1);
        QVERIFY(answers->information.first().startsWith(u"Exported %1 model(s)"_s.arg(lines.size() - 1)));
    }

    void huggingFaceReadAddsTheModelAndKeepsTheTokenInTheStore()
    {
        LlmReadDialog *dialog = openRead(u"fromHuggingFaceAction"_s);
        QVERIFY(dialog);
        auto *address = dialog->findChild<QLineEdit *>(u"addressLineEdit"_s);
        auto *error = dialog->findChild<QLabel *>(u"addressErrorLabel"_s);
        auto *read = dialog->findChild<QPushButton *>(u"readButton"_s);
        QVERIFY(!read->isEnabled());
        // Checked as it is typed: an id has one slash.
        QTest::keyClicks(address, u"not an id"_s);
        QVERIFY(error->isVisible() && !error->text().isEmpty());
        QVERIFY(!read->isEnabled());
        address->clear();
        QTest::keyClicks(address, u"https://huggingface.co/acme/Tiny-8B"_s);
        QVERIFY2(!error->isVisible(), qPrintable(error->text()));
        QVERIFY(read->isEnabled());
        auto *token = dialog->findChild<QLineEdit *>(u"tokenLineEdit"_s);
        QCOMPARE(token->echoMode(), QLineEdit::Password);
        auto *remember = dialog->findChild<QCheckBox *>(u"rememberTokenCheckBox"_s);
        QVERIFY(remember->isVisible());
        QTest::keyClicks(token, u"hf_secret_0123"_s);
        remember->setChecked(true);

        m_reader->hf = preparedHf(u"acme/Tiny-8B"_s, u"Tiny 8B"_s);
        QTest::mouseClick(read, Qt::LeftButton);
        QCOMPARE(m_reader->reads, QStringList{u"hf acme/Tiny-8B"_s});
        QCOMPARE(m_reader->token, u"hf_secret_0123"_s);
        QVERIFY(dialog->findChild<QProgressBar *>(u"readProgressBar"_s)->isVisible());
        QVERIFY(dialog->findChild<QLabel *>(u"stageLabel"_s)->text().startsWith(u"config.json: "_s));
        QVERIFY(!address->isEnabled());

        m_reader->finish();
        auto *confirm = shownDialog<LlmImportConfirmDialog>(u"llmImportConfirmDialog"_s);
        QVERIFY(confirm);
        QTRY_VERIFY(!m_page->findChild<LlmReadDialog *>());
        auto *name = confirm->findChild<QLineEdit *>(u"importNameLineEdit"_s);
        QCOMPARE(name->text(), u"Tiny 8B"_s);
        QVERIFY(confirm->findChild<QLabel *>(u"importSummaryLabel"_s)->text().contains(u"LlamaForCausalLM"_s));
        name->clear();
        QTest::keyClicks(name, u"Tiny 8B from the hub"_s);
        QTest::mouseClick(confirm->findChild<QDialogButtonBox *>()->button(QDialogButtonBox::Ok), Qt::LeftButton);
        QTRY_VERIFY(!m_page->findChild<LlmImportConfirmDialog *>());
        QVERIFY(m_models->modelByName(u"Tiny 8B from the hub"_s).has_value());
        QCOMPARE(m_page->request().workload.model.name, u"Tiny 8B from the hub"_s);
        auto *list = m_page->findChild<QListView *>(u"modelListView"_s);
        QCOMPARE(list->currentIndex().data().toString(), u"Tiny 8B from the hub (yours)"_s);

        // The token that worked is in the store, and in no settings file.
        QCOMPARE(m_secrets->kept.value(LlmReadDialog::tokenKey()), u"hf_secret_0123"_s);
        QSettings settings;
        settings.sync();
        for (const QString &key : settings.allKeys())
            QVERIFY2(!settings.value(key).toString().contains(u"hf_secret"_s), qPrintable(key));
        QFile file(settings.fileName());
        if (file.open(QIODevice::ReadOnly))
            QVERIFY(!file.readAll().contains("hf_secret"));

        // The next dialog starts with the kept token.
        dialog = openRead(u"fromHuggingFaceAction"_s);
        QVERIFY(dialog);
        QTRY_COMPARE(dialog->findChild<QLineEdit *>(u"tokenLineEdit"_s)->text(), u"hf_secret_0123"_s);
        dialog->reject();
    }

    void gatedRepositoryAsksForATokenAndASessionStoreSaysSo()
    {
        m_secrets->persistent = false;
        LlmReadDialog *dialog = openRead(u"fromHuggingFaceAction"_s);
        QVERIFY(dialog);
        // No keychain answers: no "Remember", the note says how long the token lasts.
        QVERIFY(!dialog->findChild<QCheckBox *>(u"rememberTokenCheckBox"_s)->isVisible());
        auto *note = dialog->findChild<QLabel *>(u"tokenNoteLabel"_s);
        QVERIFY2(note->isVisible() && note->text().contains(u"until GPU Advisor quits"_s), qPrintable(note->text()));
        QTest::keyClicks(dialog->findChild<QLineEdit *>(u"addressLineEdit"_s), u"acme/Gated-8B"_s);
        m_reader->answer = RemoteModelReader::Status::NeedsToken;
        m_reader->answerError = u"acme/Gated-8B is gated: its files need an access token."_s;
        QTest::mouseClick(dialog->findChild<QPushButton *>(u"readButton"_s), Qt::LeftButton);
        QVERIFY(m_reader->token.isEmpty());
        m_reader->finish();
        auto *why = dialog->findChild<QLabel *>(u"tokenWhyLabel"_s);
        QVERIFY(dialog->isVisible());
        QVERIFY2(why->isVisible() && why->text().startsWith(m_reader->answerError), qPrintable(why->text()));
        auto *token = dialog->findChild<QLineEdit *>(u"tokenLineEdit"_s);
        QCOMPARE(dialog->focusWidget(), token);

        QTest::keyClicks(token, u"hf_gated_token"_s);
        m_reader->answer = RemoteModelReader::Status::Read;
        m_reader->hf = preparedHf(u"acme/Gated-8B"_s, u"Gated 8B"_s);
        QTest::mouseClick(dialog->findChild<QPushButton *>(u"readButton"_s), Qt::LeftButton);
        QCOMPARE(m_reader->token, u"hf_gated_token"_s);
        m_reader->finish();
        auto *confirm = shownDialog<LlmImportConfirmDialog>(u"llmImportConfirmDialog"_s);
        QVERIFY(confirm);
        // Kept for the session by the store, as the note said.
        QCOMPARE(m_secrets->kept.value(LlmReadDialog::tokenKey()), u"hf_gated_token"_s);
        confirm->reject();
    }

    void keychainRefusalIsSaid()
    {
        auto dialogs = std::make_unique<AnsweringDialogs>();
        AnsweringDialogs *answers = dialogs.get();
        m_page->setDialogs(std::move(dialogs));
        m_secrets->writeError = u"The user denied access to the keychain"_s;
        LlmReadDialog *dialog = openRead(u"fromHuggingFaceAction"_s);
        QVERIFY(dialog);
        QTest::keyClicks(dialog->findChild<QLineEdit *>(u"addressLineEdit"_s), u"acme/Tiny-8B"_s);
        QTest::keyClicks(dialog->findChild<QLineEdit *>(u"tokenLineEdit"_s), u"hf_refused"_s);
        dialog->findChild<QCheckBox *>(u"rememberTokenCheckBox"_s)->setChecked(true);
        m_reader->hf = preparedHf(u"acme/Tiny-8B"_s, u"Tiny 8B"_s);
        QTest::mouseClick(dialog->findChild<QPushButton *>(u"readButton"_s), Qt::LeftButton);
        m_reader->finish();
        QTRY_COMPARE(answers->errors.size(), 1);
        QCOMPARE(answers->errors.first(),
                 u"The access token was not kept in the system keychain.\nThe user denied access to the keychain"_s);
        QVERIFY(m_secrets->kept.isEmpty());
        // The model read is offered all the same.
        QVERIFY(shownDialog<LlmImportConfirmDialog>(u"llmImportConfirmDialog"_s));
    }

    void missingFieldsOpenTheFormFilledAndNamed()
    {
        LlmReadDialog *dialog = openRead(u"fromHuggingFaceAction"_s);
        QVERIFY(dialog);
        QTest::keyClicks(dialog->findChild<QLineEdit *>(u"addressLineEdit"_s), u"acme/Odd-8B"_s);
        m_reader->hf = preparedHf(u"acme/Odd-8B"_s, u"Odd 8B"_s);
        m_reader->hf.model.kvHeads = 0;
        m_reader->hf.missing = {u"kv_heads"_s};
        QTest::mouseClick(dialog->findChild<QPushButton *>(u"readButton"_s), Qt::LeftButton);
        m_reader->finish();
        auto *form = shownDialog<LlmModelDialog>(u"llmModelDialog"_s);
        QVERIFY(form);
        QVERIFY(!m_page->findChild<LlmImportConfirmDialog *>());
        auto *missing = form->findChild<QLabel *>(u"missingLabel"_s);
        QVERIFY2(missing->isVisible() &&
                     missing->text().startsWith(u"The repository's config.json does not give: Key/value heads."_s),
                 qPrintable(missing->text()));
        QCOMPARE(form->findChild<QLineEdit *>(u"nameLineEdit"_s)->text(), u"Odd 8B"_s);
        QCOMPARE(form->findChild<QSpinBox *>(u"layersSpinBox"_s)->value(), m_reader->hf.model.layers);
        QCOMPARE(form->findChild<QSpinBox *>(u"hiddenSpinBox"_s)->value(), m_reader->hf.model.hidden);
        auto *kvHeads = form->findChild<QSpinBox *>(u"kvHeadsSpinBox"_s);
        QCOMPARE(form->focusWidget(), kvHeads);
        kvHeads->setValue(8);
        QTest::mouseClick(form->findChild<QDialogButtonBox *>(u"buttonBox"_s)->button(QDialogButtonBox::Ok),
                          Qt::LeftButton);
        QTRY_VERIFY(!m_page->findChild<LlmModelDialog *>());
        const std::optional<LlmModel> added = m_models->modelByName(u"Odd 8B"_s);
        QVERIFY(added);
        QCOMPARE(added->kvHeads, 8);
        QCOMPARE(m_page->request().workload.model.name, u"Odd 8B"_s);
    }

    void ggufLinkShowsItsBytesAndCancelStopsTheRead()
    {
        LlmReadDialog *dialog = openRead(u"fromGgufLinkAction"_s);
        QVERIFY(dialog);
        auto *address = dialog->findChild<QLineEdit *>(u"addressLineEdit"_s);
        QTest::keyClicks(address, u"ftp://example.org/model.gguf"_s);
        QVERIFY(dialog->findChild<QLabel *>(u"addressErrorLabel"_s)->isVisible());
        address->clear();
        QTest::keyClicks(address, u"https://example.org/tiny-Q4_K_M.gguf"_s);
        QTest::mouseClick(dialog->findChild<QPushButton *>(u"readButton"_s), Qt::LeftButton);
        QCOMPARE(m_reader->reads, QStringList{u"gguf https://example.org/tiny-Q4_K_M.gguf"_s});
        auto *bar = dialog->findChild<QProgressBar *>(u"readProgressBar"_s);
        QCOMPARE(bar->value(), 250); // 4 of 16 MB, per mille
        const QString stage = dialog->findChild<QLabel *>(u"stageLabel"_s)->text();
        QVERIFY2(stage.startsWith(u"GGUF header: "_s) && stage.contains(u" of "_s), qPrintable(stage));
        const int before = m_models->models().size();
        QTest::mouseClick(dialog->findChild<QPushButton *>(u"cancelButton"_s), Qt::LeftButton);
        QCOMPARE(m_reader->cancels, 1);
        QVERIFY(!m_reader->isRunning());
        QTRY_VERIFY(!m_page->findChild<LlmReadDialog *>());
        QVERIFY(!m_page->findChild<LlmImportConfirmDialog *>());
        QCOMPARE(m_models->models().size(), before);
    }

    void failedReadGoesThroughTheDialogsAndStaysOpen()
    {
        auto dialogs = std::make_unique<AnsweringDialogs>();
        AnsweringDialogs *answers = dialogs.get();
        m_page->setDialogs(std::move(dialogs));
        LlmReadDialog *dialog = openRead(u"fromHuggingFaceAction"_s);
        QVERIFY(dialog);
        QTest::keyClicks(dialog->findChild<QLineEdit *>(u"addressLineEdit"_s), u"acme/Nothing"_s);
        m_reader->answer = RemoteModelReader::Status::Failed;
        m_reader->answerError = u"acme/Nothing has no config.json (404)"_s;
        QTest::mouseClick(dialog->findChild<QPushButton *>(u"readButton"_s), Qt::LeftButton);
        m_reader->finish();
        QCOMPARE(answers->errors,
                 QStringList{u"acme/Nothing was not read; nothing was added.\n"_s + m_reader->answerError});
        QVERIFY(dialog->isVisible());
        QVERIFY(dialog->findChild<QLineEdit *>(u"addressLineEdit"_s)->isEnabled());
        dialog->reject();
    }

    void ggufFileShowsItsFormatAndKeepsItsBytes()
    {
        QTemporaryDir dir;
        TestGgufWriter w;
        TestGgufModels::llamaMetadata(&w);
        TestGgufModels::llamaOutside(&w);
        TestGgufModels::llamaLayer(&w, 0);
        TestGgufModels::llamaLayer(&w, 1);
        const QString path = dir.filePath(u"tiny-llama.Q4_K_M.gguf"_s);
        QVERIFY(w.write(path));
        auto dialogs = std::make_unique<AnsweringDialogs>();
        dialogs->openAnswer = path;
        m_page->setDialogs(std::move(dialogs));
        // Reading a file on disk needs no reader.
        auto *action = m_page->findChild<QAction *>(u"fromGgufFileAction"_s);
        QVERIFY(action && action->isEnabled());
        QVERIFY(!m_page->findChild<QAction *>(u"fromHuggingFaceAction"_s)->isEnabled());
        action->trigger();
        auto *confirm = shownDialog<LlmImportConfirmDialog>(u"llmImportConfirmDialog"_s);
        QVERIFY(confirm);
        const QString summary = confirm->findChild<QLabel *>(u"importSummaryLabel"_s)->text();
        QVERIFY2(summary.contains(u"Q4_K_M: 59% Q4_K, 40% Q6_K, 1% F32"_s), qPrintable(summary));
        QVERIFY2(summary.contains(u"1,443,072 parameters"_s), qPrintable(summary));
        QCOMPARE(confirm->findChild<QLineEdit *>(u"importNameLineEdit"_s)->text(), u"Tiny Llama Q4_K_M"_s);
        QTest::mouseClick(confirm->findChild<QDialogButtonBox *>()->button(QDialogButtonBox::Ok), Qt::LeftButton);
        QTRY_VERIFY(!m_page->findChild<LlmImportConfirmDialog *>());
        const std::optional<LlmModel> added = m_models->modelByName(u"Tiny Llama Q4_K_M"_s);
        QVERIFY(added);
        QCOMPARE(added->fileWeights.totalBytes(),
                 qint64(2 * TestGgufModels::LlamaLayerBytes + TestGgufModels::LlamaOutsideBytes));
        QCOMPARE(added->fileWeights.layerBytes.size(), 2);
        QCOMPARE(m_page->request().workload.model.name, u"Tiny Llama Q4_K_M"_s);
    }

    void droppedSplitFileIsOneModel()
    {
        QTemporaryDir dir;
        QList<TestGgufWriter> parts(2);
        TestGgufModels::llamaMetadata(&parts[0], u"Split Llama"_s);
        for (int i = 0; i < 2; ++i) {
            parts[i].addU16(u"split.no"_s, quint16(i));
            parts[i].addU16(u"split.count"_s, 2);
        }
        TestGgufModels::llamaOutside(&parts[0]);
        TestGgufModels::llamaLayer(&parts[0], 0);
        TestGgufModels::llamaLayer(&parts[1], 1);
        QList<QUrl> urls;
        for (int i = 0; i < 2; ++i) {
            const QString path = dir.filePath(u"split-%1-of-00002.gguf"_s.arg(i + 1, 5, 10, QChar(u'0')));
            QVERIFY(parts[i].write(path));
            urls.append(QUrl::fromLocalFile(path));
        }
        urls.append(QUrl::fromLocalFile(dir.filePath(u"notes.txt"_s)));
        QMimeData data;
        data.setUrls(urls);
        QDragEnterEvent enter(QPoint(10, 10), Qt::CopyAction, &data, Qt::LeftButton, Qt::NoModifier);
        QApplication::sendEvent(m_page.get(), &enter);
        QVERIFY(enter.isAccepted());
        QDropEvent drop(QPointF(10, 10), Qt::CopyAction, &data, Qt::LeftButton, Qt::NoModifier);
        QApplication::sendEvent(m_page.get(), &drop);
        auto *confirm = shownDialog<LlmImportConfirmDialog>(u"llmImportConfirmDialog"_s);
        QVERIFY(confirm);
        QCOMPARE(confirm->findChild<QLineEdit *>(u"importNameLineEdit"_s)->text(), u"Split Llama Q4_K_M"_s);
        QTest::mouseClick(confirm->findChild<QDialogButtonBox *>()->button(QDialogButtonBox::Ok), Qt::LeftButton);
        QTRY_VERIFY(!m_page->findChild<LlmImportConfirmDialog *>());
        // Both parts made one model: no second confirmation.
        QTest::qWait(50);
        QVERIFY(!m_page->findChild<LlmImportConfirmDialog *>());
        const std::optional<LlmModel> added = m_models->modelByName(u"Split Llama Q4_K_M"_s);
        QVERIFY(added);
        QCOMPARE(added->fileWeights.layerBytes.size(), 2);
    }

    void screenshot()
    {
        if (m_shots.isEmpty())
            QSKIP("Set GPUADVISOR_SCREENSHOT_DIR to a folder to save screenshots there.");
        const QString scheme = qEnvironmentVariable("GPUADVISOR_SCREENSHOT_SCHEME", u"light"_s);
        Theme::apply(Theme::choiceFromString(scheme));
        m_page->findChild<QDoubleSpinBox *>(u"targetSpinBox"_s)->setValue(15);
        m_page->setBudget(8000);
        m_page->refreshNow();
        auto *table = m_page->findChild<QTableView *>(u"configurationTableView"_s);
        for (int row = 0; row < m_page->options().size(); ++row) {
            if (m_page->options().at(row).estimate.devices.size() == 2) {
                table->selectRow(row);
                break;
            }
        }
        m_page->findChild<LlmCostChart *>(u"llmCostChart"_s)->flush();
        QTest::qWait(200);
        const QString lang = qEnvironmentVariable("GPUADVISOR_SCREENSHOT_LANG", u"en"_s);
        const QString path = m_shots + u"/llm-%1-%2.png"_s.arg(scheme, lang);
        QVERIFY2(m_page->grab().save(path), qPrintable(path));
    }

    void importScreenshots()
    {
        if (m_shots.isEmpty())
            QSKIP("Set GPUADVISOR_SCREENSHOT_DIR to a folder to save screenshots there.");
        const QString lang = qEnvironmentVariable("GPUADVISOR_SCREENSHOT_LANG", u"en"_s);
        const auto save = [&](QWidget *widget, const QString &name) {
            QTest::qWait(150);
            const QString path = m_shots + u"/llm-add-%1-%2.png"_s.arg(name, lang);
            QVERIFY2(widget->grab().save(path), qPrintable(path));
        };
        // Hugging Face: a gated repository asked for a token, in a session without a keychain.
        m_secrets->persistent = false;
        LlmReadDialog *dialog = openRead(u"fromHuggingFaceAction"_s);
        QVERIFY(dialog);
        QTest::keyClicks(dialog->findChild<QLineEdit *>(u"addressLineEdit"_s),
                         u"https://huggingface.co/meta-llama/Llama-3.1-8B"_s);
        m_reader->answer = RemoteModelReader::Status::NeedsToken;
        m_reader->answerError = u"meta-llama/Llama-3.1-8B is gated: reading its files needs an access token."_s;
        QTest::mouseClick(dialog->findChild<QPushButton *>(u"readButton"_s), Qt::LeftButton);
        m_reader->finish();
        save(dialog, u"hf-token"_s);
        // Reading, with its progress.
        m_secrets->persistent = true;
        QTest::keyClicks(dialog->findChild<QLineEdit *>(u"tokenLineEdit"_s), u"hf_screenshot"_s);
        QTest::mouseClick(dialog->findChild<QPushButton *>(u"readButton"_s), Qt::LeftButton);
        Q_EMIT m_reader->progress(3 << 20, 16 << 20, u"model-00001-of-00004.safetensors"_s);
        save(dialog, u"hf-reading"_s);
        // An architecture it could not map in full: the form, filled, names what is missing.
        m_reader->answer = RemoteModelReader::Status::Read;
        m_reader->hf = preparedHf(u"acme/Odd-8B"_s, u"Odd 8B"_s);
        m_reader->hf.model.kvHeads = 0;
        m_reader->hf.model.headDim = 0;
        m_reader->hf.missing = {u"kv_heads"_s, u"head_dim"_s};
        m_reader->finish();
        auto *form = shownDialog<LlmModelDialog>(u"llmModelDialog"_s);
        QVERIFY(form);
        save(form, u"form-missing"_s);
        form->reject();
        // A GGUF file: its format and bytes, before it is added.
        QTemporaryDir dir;
        TestGgufWriter w;
        TestGgufModels::llamaMetadata(&w);
        TestGgufModels::llamaOutside(&w);
        TestGgufModels::llamaLayer(&w, 0);
        TestGgufModels::llamaLayer(&w, 1);
        QVERIFY(w.write(dir.filePath(u"tiny-llama.Q4_K_M.gguf"_s)));
        m_page->importFlows()->readGgufFiles({dir.filePath(u"tiny-llama.Q4_K_M.gguf"_s)});
        auto *confirm = shownDialog<LlmImportConfirmDialog>(u"llmImportConfirmDialog"_s);
        QVERIFY(confirm);
        save(confirm, u"gguf-confirm"_s);
        confirm->reject();
    }

    void partPricesGivenLateStillPriceTheFirstAnswer()
    {
        // The window hands the page its part prices after building it; the first answer, already
        // on screen, is priced with them too, as `plan` and the build planner price it.
        QVERIFY(m_page->selectModel(u"Llama 3.1 70B"_s));
        m_page->refreshNow();
        const auto priceOf = [](const QList<LlmPlanOption> &options, const QString &devices) {
            for (const LlmPlanOption &o : options) {
                if (o.label() == devices)
                    return o.priceUsd.value_or(0);
            }
            return 0.0;
        };
        const QString devices = u"GeForce RTX 3090 + 64 GB RAM"_s;
        const double withDefaults = priceOf(m_page->options(), devices);
        QVERIFY(withDefaults > 0);
        SqlPartPriceRepository parts(m_db->database().connection());
        m_page->setPartPrices(&parts);
        const double withParts = priceOf(m_page->options(), devices);
        QVERIFY(withParts > 0);
        QVERIFY2(withParts != withDefaults, "the answer on screen kept the planner's default part prices");

        // The same as a page that had them from the start.
        LlmPage fresh(m_db->gpus(), *m_models, m_whatIf, &parts);
        QVERIFY(fresh.selectModel(u"Llama 3.1 70B"_s));
        fresh.refreshNow();
        QCOMPARE(priceOf(fresh.options(), devices), withParts);
    }

    void controlsRecomputeAfterAMoment()
    {
        auto *context = m_page->findChild<QSpinBox *>(u"contextSpinBox"_s);
        QSignalSpy spy(m_page.get(), &LlmPage::refreshed);
        context->setValue(131072);
        QTRY_COMPARE(spy.count(), 1);
        QCOMPARE(m_page->request().workload.context, 131072);
        QVERIFY(m_page->findChild<QLabel *>(u"summaryLabel"_s)->text().contains(u"131,072"_s));
    }

private:
    /// The dialog of that name once it shows; null when it does not.
    template<typename T> T *shownDialog(const QString &objectName)
    {
        T *found = nullptr;
        const bool shown = QTest::qWaitFor(
            [&] {
                found = m_page->findChild<T *>(objectName);
                return found && found->isVisible();
            },
            3000);
        return shown ? found : nullptr;
    }

    /// Gives the page the fake reader and store and opens the read dialog through `action`.
    LlmReadDialog *openRead(const QString &action)
    {
        m_page->setModelReader(m_reader.get());
        m_page->setSecretStore(m_secrets.get());
        auto *a = m_page->findChild<QAction *>(action);
        if (!a || !a->isEnabled())
            return nullptr;
        a->trigger();
        return shownDialog<LlmReadDialog>(u"llmReadDialog"_s);
    }

    /// A repository's answer: the catalog's Llama 3.1 8B under another name.
    HfModelInfo preparedHf(const QString &repo, const QString &name) const
    {
        HfModelInfo info;
        info.ref.repo = repo;
        info.architecture = u"LlamaForCausalLM"_s;
        info.modelType = u"llama"_s;
        info.model = m_models->modelByName(u"Llama 3.1 8B"_s).value_or(LlmModel());
        info.model.id = 0;
        info.model.name = name;
        info.model.userAdded = true;
        info.model.source = u"https://huggingface.co/%1/resolve/main/config.json"_s.arg(repo);
        info.exactParameters = true;
        return info;
    }

    std::unique_ptr<SeededDatabase> m_db;
    std::unique_ptr<SqlLlmModelRepository> m_models;
    WhatIfSettings m_whatIf;
    std::unique_ptr<LlmPage> m_page;
    std::unique_ptr<FakeModelReader> m_reader;
    std::unique_ptr<FakeSecretStore> m_secrets;
    QTranslator m_translator;
    QString m_shots;
};

QTEST_MAIN(TestLlmPage)
#include "tst_llmpage.moc"

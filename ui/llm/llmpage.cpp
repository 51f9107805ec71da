// SPDX-FileCopyrightText: 2026 GPU Advisor contributors
// SPDX-License-Identifier: GPL-3.0-or-later
#include "ui/llm/llmpage.h"

#include "model/browser/whatifsettings.h"
#include "model/cost/pricing.h"
#include "model/format/formatter.h"
#include "model/io/atomicfile.h"
#include "model/io/problemlist.h"
#include "model/io/textinput.h"
#include "model/llm/llmmodelcsv.h"
#include "model/llm/llmmodelimport.h"
#include "model/llm/llmmodelsearch.h"
#include "model/llm/llmoptionfilter.h"
#include "model/llm/llmoptionsortmodel.h"
#include "model/llm/llmoptiontablemodel.h"
#include "model/llm/llmplansummary.h"
#include "ui/charts/llmcostchart.h"
#include "ui/llm/llmimportflows.h"
#include "ui/llm/llmmemorybar.h"
#include "ui/llm/llmmodeldialog.h"
#include "ui/llm/llmpagedialogs.h"
#include "ui/shell/theme.h"
#include "ui/widgets/moneyfield.h"

#include <QCheckBox>
#include <QColor>
#include <QComboBox>
#include <QDir>
#include <QDoubleSpinBox>
#include <QEvent>
#include <QFileInfo>
#include <QHeaderView>
#include <QItemSelectionModel>
#include <QLabel>
#include <QLineEdit>
#include <QListView>
#include <QMessageBox>
#include <QPushButton>
#include <QSortFilterProxyModel>
#include <QSpinBox>
#include <QStandardPaths>
#include <QTableView>
#include <QTimer>

#include <cmath>

using namespace Qt::StringLiterals;

namespace {

constexpr auto DefaultModel = "Llama 3.1 70B";

} // namespace

LlmPage::LlmPage(const GpuRepository &gpus, LlmModelRepository &models, WhatIfSettings &whatIf,
                 const PartPriceRepository *parts, const LlmSpeedRepository *speeds, QWidget *parent)
    : QWidget(parent)
    , m_gpus(gpus)
    , m_models(models)
    , m_whatIf(whatIf)
    , m_dialogs(std::make_unique<LlmPageDialogs>())
{
    setObjectName(u"llmPage"_s);
    m_modelList = new LlmModelListModel(this);
    m_modelFilter = new LlmModelFilterProxyModel(this);
    m_modelFilter->setSourceModel(m_modelList);
    m_table = new LlmOptionTableModel(this);
    // Sorted by any column, configurations without a price stay apart below the priced ones.
    m_tableSort = new LlmOptionSortModel(this);
    m_tableSort->setSourceModel(m_table);
    m_refreshTimer = new QTimer(this);
    m_refreshTimer->setSingleShot(true);
    m_refreshTimer->setInterval(120);
    connect(m_refreshTimer, &QTimer::timeout, this, &LlmPage::refresh);

    buildUi();
    // Read before the first answer below, so that it is priced with them.
    m_partPriceSource = parts;
    m_speedSource = speeds;
    loadModels(QString::fromLatin1(DefaultModel));
    connect(&m_whatIf, &WhatIfSettings::changed, this, &LlmPage::scheduleRefresh);
    refresh();
}

LlmPage::~LlmPage() = default;

void LlmPage::setDialogs(std::unique_ptr<LlmPageDialogs> dialogs)
{
    m_dialogs = std::move(dialogs);
}

void LlmPage::setModelReader(RemoteModelReader *reader)
{
    m_importFlows->setReader(reader);
}

void LlmPage::setSecretStore(SecretStore *secrets)
{
    m_importFlows->setSecretStore(secrets);
}

QString LlmPage::title()
{
    return tr("&Language models");
}

void LlmPage::changeEvent(QEvent *event)
{
    // A link keeps the colour it was laid out with: lay the source out again in the new look.
    if ((event->type() == QEvent::PaletteChange || event->type() == QEvent::ApplicationPaletteChange) && m_modelInfo) {
        updateModelInfo();
        // The summary's links and warnings too.
        scheduleRefresh();
    }
    QWidget::changeEvent(event);
}

void LlmPage::loadModels(const QString &select)
{
    QString error;
    const QList<LlmModel> models = m_models.models(&error);
    const std::optional<LlmModel> current = currentModel();
    m_modelList->setModels(models);
    m_problem = error;
    const QString wanted = !select.isEmpty() ? select : current ? current->name : QString();
    if (!selectModel(wanted) && m_modelFilter->rowCount() > 0)
        m_modelView->setCurrentIndex(m_modelFilter->index(0, 0));
}

void LlmPage::reloadData()
{
    m_planDataLoaded = false;
    refreshNow();
}

void LlmPage::loadPlanData()
{
    if (m_planDataLoaded)
        return;
    m_planDataLoaded = true;
    m_planData = LlmPlanData::read({&m_gpus, m_partPriceSource, m_speedSource});
}

void LlmPage::setPartPrices(const PartPriceRepository *parts)
{
    m_partPriceSource = parts;
    m_planDataLoaded = false;
    // The page may have answered already, with the planner's defaults: it answers again with
    // these, as the build planner and `plan` do (the QA walk found $1,354 that became $2,044).
    refreshNow();
}

bool LlmPage::selectModel(const QString &name)
{
    const int row = m_modelList->rowOf(name);
    if (row < 0)
        return false;
    // The search must not hide the model asked for.
    QModelIndex index = m_modelFilter->mapFromSource(m_modelList->index(row));
    if (!index.isValid()) {
        m_search->clear();
        index = m_modelFilter->mapFromSource(m_modelList->index(row));
    }
    m_modelView->setCurrentIndex(index);
    m_modelView->scrollTo(index);
    return true;
}

void LlmPage::setBudget(double usd)
{
    m_budget->setValue(usd);
}

std::optional<LlmModel> LlmPage::currentModel() const
{
    const QModelIndex index = m_modelView ? m_modelView->currentIndex() : QModelIndex();
    if (!index.isValid())
        return std::nullopt;
    const int row = m_modelFilter->mapToSource(index).row();
    if (row < 0 || row >= m_modelList->models().size())
        return std::nullopt;
    return m_modelList->models().at(row);
}

void LlmPage::followReleasedFormat()
{
    const std::optional<LlmModel> m = currentModel();
    const int released = m ? m_format->findData(m->releasedPrecision.toUpper()) : -1;
    const bool fourBit = released >= 0 && weightFormats().at(released).bitsPerWeight < 8;
    if (fourBit) {
        if (m_formatBeforeRelease < 0)
            m_formatBeforeRelease = m_format->currentIndex();
        m_format->setCurrentIndex(released);
    } else if (m_formatBeforeRelease >= 0) {
        m_format->setCurrentIndex(m_formatBeforeRelease);
        m_formatBeforeRelease = -1;
    }
}

void LlmPage::updateModelInfo()
{
    const std::optional<LlmModel> m = currentModel();
    if (!m) {
        m_modelInfo->setText(tr("Choose a model on the left."));
        return;
    }
    QString source = m->source.toHtmlEscaped();
    // The link's colour is written out: QLabel keeps a text equal to the one it has, so only a
    // text that names the colour is laid out again when the look changes.
    if (m->source.startsWith(u"http"))
        source = u"<a href=\"%1\" style=\"color: %3\">%2</a>"_s.arg(m->source.toHtmlEscaped(), source,
                                                                    palette().color(QPalette::Link).name());
    const QString recorded =
        m->recordedOn.isValid() ? m->recordedOn.toString(Qt::ISODate) : tr("unknown"); // as every date here
    m_modelInfo->setText(u"<b>%1</b> — %2<br/><small>%3</small>"_s.arg(
        m->name.toHtmlEscaped(), LlmModelListModel::summary(*m).toHtmlEscaped(),
        tr("Source: %1 (recorded %2)").arg(source.isEmpty() ? tr("not given") : source, recorded)));
}

LlmPlanRequest LlmPage::request() const
{
    LlmPlanRequest r;
    if (const std::optional<LlmModel> m = currentModel())
        r.workload.model = *m;
    if (const std::optional<WeightFormat> f = weightFormat(m_format->currentData().toString()))
        r.workload.format = *f;
    if (const std::optional<KvCacheType> k = kvCacheType(m_kvCache->currentData().toString()))
        r.workload.kvCache = *k;
    r.workload.context = m_context->value();
    r.workload.users = m_users->value();
    if (m_target->value() > 0)
        r.minTokensPerS = m_target->value();
    if (m_budget->value() > 0)
        r.budgetUsd = m_budget->value();
    if (m_apiPrice->value() > 0)
        r.apiUsdPerMillion = m_apiPrice->value();
    r.asOf = m_whatIf.asOf();
    r.cost = m_whatIf.cost();
    r.cost.priceBasis = priceBasisFromKey(m_condition->currentData().toString()).value_or(PriceBasis::Cheapest);
    r.includeOffload = m_offload->isChecked();
    r.rankByTotalCost = m_rank->currentIndex() == 1;
    r.currencySymbol = m_whatIf.currencySymbol();
    // The price of a machine of cards is the build planner's: "Plan this build" shows the same.
    r.priceAsBuilt = true;
    r.partPrices = m_planData.partPrices;
    r.measuredSpeeds = m_planData.measuredSpeeds;
    r.resale = m_planData.resale;
    return r;
}

const QList<LlmPlanOption> &LlmPage::options() const
{
    return m_table->options();
}

int LlmPage::sourceRow(int viewRow) const
{
    return m_tableSort->mapToSource(m_tableSort->index(viewRow, 0)).row();
}

const LlmPlanOption *LlmPage::selectedOption() const
{
    const QModelIndex current = m_view->selectionModel()->currentIndex();
    if (!current.isValid())
        return nullptr;
    const int row = m_tableSort->mapToSource(current).row();
    return row >= 0 && row < m_table->rowCount() ? &m_table->option(row) : nullptr;
}

void LlmPage::scheduleRefresh()
{
    m_refreshTimer->start();
}

void LlmPage::refreshNow()
{
    m_refreshTimer->stop();
    refresh();
}

void LlmPage::refresh()
{
    m_refreshTimer->stop();
    loadPlanData();
    const LlmPlanRequest r = request();
    m_lastRequest = r;
    const int years = int(std::lround(r.cost.years));
    m_rank->setItemText(1, tr("%1-year cost").arg(years));
    setMoneyAffixes(m_budget, r.currencySymbol);
    setMoneyAffixes(m_apiPrice, r.currencySymbol, tr(" per million tokens"));

    const QString previous = selectedOption() ? selectedOption()->label() : QString();
    LlmPlanAnswer answer;
    m_problem.clear();
    if (r.workload.model.name.isEmpty()) {
        m_problem = tr("Choose a model on the left.");
    } else {
        answer = m_planner.answer(r, m_planData);
        const SummarySection *said = answer.summary.section(u"answer"_s);
        if (const SummaryLine *problem = said ? said->line(u"problem"_s) : nullptr)
            m_problem = problem->text;
    }
    // Those over the budget too, marked: the table shows or hides them on purpose.
    const QList<LlmPlanOption> &found = answer.shown;
    m_tableSort->sort(-1);
    m_view->horizontalHeader()->setSortIndicatorShown(false);
    m_table->setRequest(r);
    m_table->setOptions(found, years, r.currencySymbol, {r.minTokensPerS, r.budgetUsd});
    m_view->resizeColumnsToContents();
    for (int column : {LlmOptionTableModel::MemoryPerDevice, LlmOptionTableModel::Devices, LlmOptionTableModel::Fits})
        m_view->setColumnWidth(column, std::min(m_view->columnWidth(column), 260));
    m_chart->setCurrency(r.currencySymbol);
    m_chart->setUseTotalCost(r.rankByTotalCost, years);
    m_chart->setReferences(r.minTokensPerS, r.budgetUsd);
    if (m_problem.isEmpty()) {
        showSummary(answer.summary);
    } else {
        m_summary->setTextFormat(Qt::PlainText);
        m_summary->setText(m_problem);
    }

    int row = 0;
    for (int i = 0; i < found.size(); ++i) {
        if (found.at(i).label() == previous) {
            row = i;
            break;
        }
    }
    if (found.isEmpty())
        showSelection();
    else
        selectRow(row);
    Q_EMIT refreshed();
}

void LlmPage::showSummary(const LlmPlanSummary &summary)
{
    // The answer's sentences as one paragraph, each with where its price comes from; the
    // question below it, smaller, with the workload's size.
    const QString link = palette().color(QPalette::Link).name();
    QStringList sentences;
    if (const SummarySection *said = summary.section(u"answer"_s)) {
        for (const SummaryLine &line : said->lines) {
            QString text = line.text.toHtmlEscaped();
            QStringList about;
            if (!line.detail.isEmpty())
                about.append(line.detail.toHtmlEscaped());
            if (!line.source.isEmpty()) {
                about.append(line.link.isEmpty() ? line.source.toHtmlEscaped()
                                                 : u"<a href=\"%1\" style=\"color: %2\">%3</a>"_s.arg(
                                                       line.link.toHtmlEscaped(), link, line.source.toHtmlEscaped()));
            }
            if (!about.isEmpty())
                text += u" <small>(%1)</small>"_s.arg(about.join(u"; "_s));
            if (const std::optional<QString> colour = SeverityPalette::colour(line.severity))
                text = u"<span style=\"color: %1\">%2</span>"_s.arg(Theme::adapt(QColor(*colour)).name(), text);
            sentences.append(line.strong ? u"<b>%1</b>"_s.arg(text) : text);
        }
    }
    QStringList question{summary.subtitle.toHtmlEscaped()};
    if (const SummarySection *asked = summary.section(u"request"_s)) {
        for (const SummaryLine &line : asked->lines)
            question.append(tr("%1: %2").arg(line.label, line.text).toHtmlEscaped());
    }
    m_summary->setTextFormat(Qt::RichText);
    m_summary->setText(u"%1<br/><small>%2</small>"_s.arg(sentences.join(u' '), question.join(u" · "_s)));
}

void LlmPage::selectRow(int sourceRowIndex)
{
    QModelIndex index = m_tableSort->mapFromSource(m_table->index(sourceRowIndex, 0));
    // Filtered out of the table: the first configuration shown instead.
    if (!index.isValid() && m_tableSort->rowCount() > 0)
        index = m_tableSort->index(0, 0);
    if (!index.isValid()) {
        m_view->selectionModel()->clear();
        showSelection();
        return;
    }
    m_view->selectionModel()->setCurrentIndex(index, QItemSelectionModel::ClearAndSelect | QItemSelectionModel::Rows);
    m_view->scrollTo(index);
    showSelection();
}

void LlmPage::showSelection()
{
    const LlmPlanOption *o = selectedOption();
    if (!o) {
        m_memoryBar->clear();
        m_selectionLabel->clear();
        m_planButton->setEnabled(false);
        m_chart->setSelectedRow(-1);
        return;
    }
    const int row = m_tableSort->mapToSource(m_view->selectionModel()->currentIndex()).row();
    m_chart->setSelectedRow(row);
    m_memoryBar->setEstimate(o->estimate, o->systemRamGb);
    QStringList lines;
    lines.append(u"<b>%1</b>"_s.arg(o->label().toHtmlEscaped()));
    // Its speeds, each with how far to trust it; what that figure is, in the tooltip (the pane
    // must fit at 900x600).
    QStringList explained;
    for (const SummaryLine &speed : LlmPlanSummary::speedLines(m_lastRequest, *o)) {
        QStringList about;
        if (!speed.detail.isEmpty())
            explained.append(speed.detail);
        // Where the measured figure beside it comes from.
        if (!speed.link.isEmpty())
            about.append(u"<a href=\"%1\">%2</a>"_s.arg(speed.link.toHtmlEscaped(), speed.source.toHtmlEscaped()));
        else if (!speed.source.isEmpty())
            about.append(speed.source.toHtmlEscaped());
        QString text = speed.text.toHtmlEscaped();
        if (!about.isEmpty())
            text += u" <small>(%1)</small>"_s.arg(about.join(u"; "_s));
        lines.append(text);
    }
    for (const QString &n : LlmOptionTableModel::notes(*o))
        lines.append(n.toHtmlEscaped());
    // What the cost of ownership takes off for the resale, or why it takes nothing off (docs/resale.md).
    if (o->priceUsd && !o->resaleLine.isEmpty())
        lines.append(o->resaleLine.toHtmlEscaped());
    if (o->usdPerMillionTokens && m_lastRequest.apiUsdPerMillion) {
        const QString currency = m_whatIf.currencySymbol();
        lines.append(tr("Owning it: %1 per million generated tokens at the utilisation of the what-if settings; the "
                        "API: %2.")
                         .arg(Formatter::money(*o->usdPerMillionTokens, currency, 2),
                              Formatter::money(*m_lastRequest.apiUsdPerMillion, currency, 2))
                         .toHtmlEscaped());
    }
    // An offloading configuration's title already names its RAM.
    if (o->systemRamGb > 0 && o->estimate.offloadGb <= 0)
        lines.append(tr("System RAM for the build: %1 GB.").arg(o->systemRamGb));
    m_selectionLabel->setText(lines.join(u"<br/>"_s));
    m_selectionLabel->setToolTip(explained.join(u'\n'));
    const bool buildable = LlmPlanner::buildRequest(*o, m_lastRequest).has_value();
    m_planButton->setEnabled(buildable);
    m_planButton->setToolTip(buildable ? tr("Open the build planner with these cards, system RAM sized for what is "
                                            "offloaded")
                                       : tr("A unified-memory machine is a complete computer: there is nothing to "
                                            "build around it."));
}

void LlmPage::planSelectedBuild()
{
    const LlmPlanOption *o = selectedOption();
    if (!o)
        return;
    if (const std::optional<BuildRequest> r = LlmPlanner::buildRequest(*o, m_lastRequest))
        Q_EMIT planBuildRequested(*r);
}

void LlmPage::addModel()
{
    // Start from the selected model: a fine-tune usually shares its base's shape, not its file.
    std::optional<LlmModel> start = currentModel();
    if (start) {
        start->name = tr("%1 (my copy)").arg(start->name);
        start->source.clear();
        start->fileWeights = {};
    }
    openModelForm(start, {}, {});
}

QStringList LlmPage::modelNames() const
{
    QStringList names;
    for (const LlmModel &m : m_modelList->models())
        names.append(m.name);
    return names;
}

LlmModelDialog *LlmPage::openModelForm(const std::optional<LlmModel> &start, const QString &missingSentence,
                                       const QStringList &missing)
{
    auto *dialog = new LlmModelDialog(modelNames(), this);
    dialog->setAttribute(Qt::WA_DeleteOnClose);
    if (start)
        dialog->setModel(*start);
    dialog->setMissing(missingSentence, missing);
    connect(dialog, &QDialog::accepted, this, [this, dialog] { storeModel(dialog->model()); });
    dialog->open();
    return dialog;
}

bool LlmPage::storeModel(const LlmModel &model)
{
    QString error;
    if (!m_models.addModel(model, &error)) {
        auto *box = new QMessageBox(QMessageBox::Warning, tr("Add your model"),
                                    tr("The model could not be added: %1").arg(error), QMessageBox::Ok, this);
        box->setObjectName(u"addModelErrorBox"_s);
        box->setAttribute(Qt::WA_DeleteOnClose);
        box->open();
        return false;
    }
    loadModels(model.name);
    refreshNow();
    return true;
}

void LlmPage::importModels()
{
    const QString title = tr("Import models");
    //: File dialog filter; keep "(*.csv)" and "(*)" as they are
    const QString file = m_dialogs->openFileName(this, title, tr("CSV files (*.csv);;All files (*)"));
    if (file.isEmpty())
        return;
    const QString shown = QDir::toNativeSeparators(file);
    //: %1 is a file
    const QString refused = tr("%1 was not imported; nothing was written.").arg(shown);
    QString text;
    QString error;
    if (TextInput::read(file, &text, &error) != TextInput::Result::Ok) {
        m_dialogs->showError(this, title, refused, error);
        return;
    }
    const QList<LlmModel> catalog = m_models.models(&error);
    LlmModelImportPlan plan;
    QStringList errors;
    // The catalog could not be read, or the rows were fine and the database could not take them;
    // prepare() lists bad rows itself.
    if (!error.isEmpty() ||
        (LlmModelImport::prepare(text, catalog, &plan, &errors) && !m_models.importModels(plan.toWrite(), &error)))
        errors.append(error);
    if (!errors.isEmpty()) {
        m_dialogs->showError(this, title, refused + u' ' + tr("Correct these lines and import it again:"),
                             ProblemList::shown(errors).join(u'\n'));
        return;
    }
    const QList<LlmModel> written = plan.toWrite();
    loadModels(written.isEmpty() ? QString() : written.first().name);
    refreshNow();
    //: %1 is a file; %2 to %4 count models added, replaced and already in the catalog
    m_dialogs->showInformation(this, title,
                               tr("Imported %1: %2 model(s) added, %3 replaced, %4 already in the catalog.")
                                   .arg(shown, Formatter::integer(plan.added.size()),
                                        Formatter::integer(plan.replaced.size()), Formatter::integer(plan.unchanged)));
}

void LlmPage::exportModels()
{
    const QString title = tr("Export models");
    const QString suggested =
        QDir(QStandardPaths::writableLocation(QStandardPaths::DocumentsLocation)).filePath(u"models.csv"_s);
    const QString file = m_dialogs->saveFileName(this, title, suggested, tr("CSV files (*.csv);;All files (*)"));
    if (file.isEmpty())
        return;
    QString error;
    const QList<LlmModel> models = m_models.models(&error);
    if (error.isEmpty())
        AtomicFile::write(file, LlmModelCsv::write(models).toUtf8(), &error);
    if (!error.isEmpty()) {
        //: %1 is a file
        m_dialogs->showError(this, title, tr("%1 was not written.").arg(QDir::toNativeSeparators(file)), error);
        return;
    }
    //: %1 counts models, %2 is a file
    m_dialogs->showInformation(
        this, title,
        tr("Exported %1 model(s) to %2.").arg(Formatter::integer(models.size()), QDir::toNativeSeparators(file)));
}

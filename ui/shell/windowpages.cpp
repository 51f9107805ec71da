// SPDX-FileCopyrightText: 2026 GPU Advisor contributors
// SPDX-License-Identifier: GPL-3.0-or-later
#include "ui/shell/windowpages.h"

#include "model/browser/whatifsettings.h"
#include "model/build/buildrequest.h"
#include "model/flowchart/budgetwalk.h"
#include "model/flowchart/flowchartwalker.h"
#include "model/flowchart/wizardneeds.h"
#include "ui/browser/gpubrowserwidget.h"
#include "ui/finetune/finetunepage.h"
#include "ui/llm/llmpage.h"
#include "ui/planner/plannerpage.h"
#include "ui/shell/mainwindow.h"
#include "ui/widgets/keynames.h"
#include "ui/wizard/wizardwidget.h"

#include <QCoreApplication>

#include <algorithm>

using namespace Qt::StringLiterals;

namespace {

/// The pages that read the GPUs and prices, but the browser, read them again (those not built yet
/// read them when they are).
void reloadOtherPages(MainWindow &window)
{
    window.wizard()->reloadData();
    if (auto *planner = window.findChild<PlannerPage *>())
        planner->reloadData();
    if (auto *llm = window.findChild<LlmPage *>())
        llm->reloadData();
    if (auto *finetune = window.findChild<FinetunePage *>())
        finetune->reloadData();
}

/// The wizard's answers and its budget, which is the card's: the planner shows the whole build's
/// cost beside it.
BuildOrigin wizardOrigin(MainWindow *w, const Recommendation &r)
{
    BuildOrigin origin = buildOriginFor(w->wizard()->walker(), r);
    // Only a walk that asked a budget question was answered with the budget in mind.
    const FlowchartWalker &walker = w->wizard()->walker();
    const bool askedBudget = std::any_of(walker.steps().cbegin(), walker.steps().cend(), [&walker](const auto &step) {
        const FlowQuestion *question = walker.chart().questionAt(step.nodeId);
        return question && question->isBudgetQuestion();
    });
    if (askedBudget && w->wizard()->budget() > 0)
        origin.cardBudgetUsd = w->wizard()->budget();
    return origin;
}

/// Moves the keyboard to `page`, just brought to the front: its first control that takes Tab.
/// Focus left on the page behind it stayed there, hidden, and the page's own keys (the planner's
/// Ctrl+S and Ctrl+E) did nothing (issue 25).
void focusShownPage(QWidget *page)
{
    if (!page)
        return;
    for (QWidget *next = page->nextInFocusChain(); next && next != page; next = next->nextInFocusChain()) {
        if (page->isAncestorOf(next) && next->isVisibleTo(page) && next->isEnabled() &&
            (next->focusPolicy() & Qt::TabFocus)) {
            next->setFocus(Qt::OtherFocusReason);
            return;
        }
    }
    page->setFocus(Qt::OtherFocusReason);
}

/// "Plan this build" on the language-model and fine-tuning pages: the planner, on their cards.
void planInPlanner(MainWindow *w, const BuildRequest &request)
{
    w->showPage(u"plannerPage"_s);
    if (auto *planner = qobject_cast<PlannerPage *>(w->page(u"plannerPage"_s))) {
        planner->setRequest(request);
        focusShownPage(planner);
    }
}

/// The build planner, opened on the wizard's result; "Plan a build with this GPU" on the result
/// page opens it on that GPU.
void addPlannerPage(MainWindow &window, const GpuRepository &gpus, BuildRepository &builds, WhatIfSettings &whatIf,
                    const PartPriceRepository *partPrices)
{
    MainWindow *w = &window;
    const auto currentOrigin = [w] {
        return wizardOrigin(w, w->wizard()->recommendation());
    };
    const auto createPlanner = [&gpus, &builds, &whatIf, w, currentOrigin, partPrices] {
        auto *planner = new PlannerPage(gpus, builds, whatIf);
        planner->setPartPrices(partPrices);
        // A wizard result that is already there (finished, or restored at start-up) is what the
        // planner opens on, rather than its own default card.
        if (w->wizard()->recommendation().isValid()) {
            planner->setRecommendation(w->wizard()->recommendation(), currentOrigin());
            planner->useRecommendation();
        }
        QObject::connect(
            w->wizard(), &WizardWidget::finished, planner,
            [planner, currentOrigin](const Recommendation &r) { planner->setRecommendation(r, currentOrigin()); });
        return planner;
    };
    //: Status bar line while the build planner is in front; %1, %2, %3 are keys such as Ctrl+S.
    const QString plannerHint = QCoreApplication::translate("WindowPages", "Save the build with %1, export it with %2, "
                                                                           "print it with %3.")
                                    .arg(KeyNames::key(Qt::CTRL | Qt::Key_S), KeyNames::key(Qt::CTRL | Qt::Key_E),
                                         KeyNames::key(Qt::CTRL | Qt::Key_P));
    window.addLazyPage(QCoreApplication::translate("WindowPages", "&Build planner"), u"plannerPage"_s, createPlanner,
                       plannerHint);
    // "Plan a build with this GPU" on the wizard's result page opens the planner on that GPU.
    QObject::connect(w->wizard(), &WizardWidget::planBuildRequested, w, [w](const Recommendation &r) {
        w->showPage(u"plannerPage"_s);
        if (auto *planner = qobject_cast<PlannerPage *>(w->page(u"plannerPage"_s))) {
            planner->setRecommendation(r, wizardOrigin(w, r));
            planner->useRecommendation();
            focusShownPage(planner);
        }
    });
}

/// The GPU browser and its charts, opened on what the wizard learned; "Rank by value" on the
/// result page opens it.
void addBrowserPage(MainWindow &window, const GpuRepository &gpus, WhatIfSettings &whatIf, PriceRecorder *priceRecorder,
                    const ReadinessRepository *readiness, const PartPriceRepository *partPrices)
{
    MainWindow *w = &window;
    // "Rank by value" on the result page: the post's advice when the chart's pick does not fit,
    // the most cost-effective card with enough memory, within the budget.
    QObject::connect(w->wizard(), &WizardWidget::rankingRequested, w, [w, &whatIf] {
        // The budget counts the price of the condition the answers chose: a used card's used price.
        if (const Recommendation &r = w->wizard()->recommendation(); r.isValid() && !r.picks.isEmpty()) {
            CostParameters cost = whatIf.cost();
            cost.priceBasis = r.picks.first().used ? PriceBasis::Used : PriceBasis::New;
            whatIf.setCost(cost);
        }
        w->showPage(u"gpuBrowserWidget"_s);
        if (auto *browser = qobject_cast<GpuBrowserWidget *>(w->page(u"gpuBrowserWidget"_s)))
            browser->showWizardNeeds(BudgetWalk::rankingNeeds(w->wizard()->walker(), w->wizard()->recommendation()),
                                     w->wizard()->budget(), true);
    });
    // The GPU browser and its charts: reads the GPUs once, when its tab is first shown, and
    // highlights the wizard's current pick.
    window.addLazyPage(
        GpuBrowserWidget::title(), u"gpuBrowserWidget"_s,
        [&gpus, &whatIf, w, priceRecorder, readiness, partPrices] {
            auto *browser = new GpuBrowserWidget(gpus, &whatIf);
            browser->setPriceRecorder(priceRecorder);
            browser->setReadinessRepository(readiness);
            // The desktop of each cost of ownership, priced from the dated part prices.
            browser->setPartPrices(partPrices);
            // A price the user added or removed: the wizard's picks, the planner's prices and the
            // language-model page's costs come from the database again (pages not built yet
            // read it when they are).
            QObject::connect(browser, &GpuBrowserWidget::dataChanged, w, [w] { reloadOtherPages(*w); });
            // The tab opens on what the wizard learned: its metric and the memory the answers need,
            // from a finished walk or from the answers so far ("trains transformers": 16-bit
            // training, 24 GB).
            if (w->wizard()->recommendation().isValid())
                browser->setRecommendation(w->wizard()->recommendation());
            if (const WizardNeeds needs =
                    BudgetWalk::rankingNeeds(w->wizard()->walker(), w->wizard()->recommendation());
                !needs.isEmpty())
                browser->showWizardNeeds(needs, 0, false);
            // A walk finished after the tab was opened carries on the same way (issue 11: the tab
            // kept 8-bit inference and no memory filter after "trains transformers").
            QObject::connect(w->wizard(), &WizardWidget::finished, browser, [w, browser](const Recommendation &r) {
                browser->setRecommendation(r);
                browser->showWizardNeeds(BudgetWalk::rankingNeeds(w->wizard()->walker(), w->wizard()->recommendation()),
                                         0, false);
            });
            QObject::connect(w->wizard(), &WizardWidget::restarted, browser, &GpuBrowserWidget::clearRecommendation);
            QObject::connect(w->wizard(), &WizardWidget::wentBack, browser, &GpuBrowserWidget::clearRecommendation);
            return browser;
        },
        // The keys as this system names them: macOS says ⌘ where others say Ctrl.
        //: Status bar line while the GPUs tab is in front; %1 and %2 are the names of the Ctrl and Shift keys on
        //: this system (Ctrl and Shift, or ⌘ and ⇧ on a Mac), %3 the Return key's.
        QCoreApplication::translate("WindowPages", "Select several GPUs with %1+click or %2+arrows to compare them; "
                                                   "%3 opens a GPU's details.")
            .arg(KeyNames::modifier(Qt::ControlModifier), KeyNames::modifier(Qt::ShiftModifier),
                 KeyNames::key(QKeyCombination(Qt::Key_Return))));
}

/// The language-model planner: which devices run a model, at what speed and cost. Its "Plan
/// this build" opens the build planner on the configuration's cards.
void addLlmPage(MainWindow &window, const GpuRepository &gpus, LlmModelRepository &llmModels, WhatIfSettings &whatIf,
                const PartPriceRepository *partPrices, const LlmSpeedRepository *llmSpeeds,
                const LlmImportServices &import)
{
    MainWindow *w = &window;
    window.addLazyPage(LlmPage::title(), u"llmPage"_s, [&gpus, &llmModels, &whatIf, w, partPrices, llmSpeeds, import] {
        auto *page = new LlmPage(gpus, llmModels, whatIf, partPrices, llmSpeeds);
        page->setModelReader(import.reader);
        page->setSecretStore(import.secrets);
        QObject::connect(page, &LlmPage::planBuildRequested, w,
                         [w](const BuildRequest &request) { planInPlanner(w, request); });
        return page;
    });
    QObject::connect(w->wizard(), &WizardWidget::llmPlanRequested, w, [w] {
        w->showPage(u"llmPage"_s);
        if (auto *page = qobject_cast<LlmPage *>(w->page(u"llmPage"_s))) {
            if (w->wizard()->budget() > 0)
                page->setBudget(w->wizard()->budget());
            page->setFocus(Qt::OtherFocusReason);
        }
    });
}

/// The fine-tuning planner: how long a job takes on what, bought or rented. Its "Plan this
/// build" opens the build planner on the configuration's cards; the wizard's training answers
/// open it.
void addFinetunePage(MainWindow &window, const GpuRepository &gpus, const LlmModelRepository &llmModels,
                     WhatIfSettings &whatIf, const PartPriceRepository *partPrices)
{
    MainWindow *w = &window;
    window.addLazyPage(FinetunePage::title(), u"finetunePage"_s, [&gpus, &llmModels, &whatIf, w, partPrices] {
        auto *page = new FinetunePage(gpus, llmModels, whatIf, partPrices);
        QObject::connect(page, &FinetunePage::planBuildRequested, w,
                         [w](const BuildRequest &request) { planInPlanner(w, request); });
        return page;
    });
    QObject::connect(w->wizard(), &WizardWidget::finetunePlanRequested, w, [w] {
        w->showPage(u"finetunePage"_s);
        if (QWidget *page = w->page(u"finetunePage"_s))
            page->setFocus(Qt::OtherFocusReason);
    });
}

} // namespace

void reloadStandardPages(MainWindow &window)
{
    // The browser's reload tells the other pages in turn.
    if (auto *browser = window.findChild<GpuBrowserWidget *>())
        browser->reloadData();
    else
        reloadOtherPages(window);
}

void addStandardPages(MainWindow &window, const GpuRepository &gpus, BuildRepository &builds, WhatIfSettings &whatIf,
                      LlmModelRepository &llmModels, const PartPriceRepository *partPrices,
                      PriceRecorder *priceRecorder, const ReadinessRepository *readiness,
                      const LlmSpeedRepository *llmSpeeds, const LlmImportServices &llmImport)
{
    addPlannerPage(window, gpus, builds, whatIf, partPrices);
    addBrowserPage(window, gpus, whatIf, priceRecorder, readiness, partPrices);
    addLlmPage(window, gpus, llmModels, whatIf, partPrices, llmSpeeds, llmImport);
    addFinetunePage(window, gpus, llmModels, whatIf, partPrices);
}

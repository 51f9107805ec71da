// SPDX-FileCopyrightText: 2026 GPU Advisor contributors
// SPDX-License-Identifier: GPL-3.0-or-later
#include "ui/shell/mainwindow.h"

#include "model/catalog/datasources.h"
#include "model/catalog/gpusnapshot.h"
#include "model/flowchart/recommendationsummary.h"
#include "ui/browser/gpubrowserwidget.h"
#include "ui/dialogs/aboutdialog.h"
#include "ui/widgets/inputlimits.h"
#include "ui/widgets/keynames.h"
#include "ui/widgets/wheelguard.h"
#include "ui/wizard/wizardwidget.h"

#include "ui_mainwindow.h"

#include <QAction>
#include <QCoreApplication>
#include <QEvent>
#include <QFontMetrics>
#include <QLabel>
#include <QMenu>
#include <QMessageBox>
#include <QStackedWidget>
#include <QStatusBar>
#include <QVBoxLayout>

#include <algorithm>

using namespace Qt::StringLiterals;

namespace {

constexpr int MessageTimeoutMs = 5000;

QString withoutMnemonic(QString text)
{
    for (qsizetype i = 0; i < text.size(); ++i) {
        if (text.at(i) == u'&')
            text.remove(i, 1); // "&&" keeps its second ampersand
    }
    return text;
}

} // namespace

MainWindow::MainWindow(Flowchart chart, const GpuRepository &gpus, QWidget *parent)
    : MainWindow(std::move(chart), gpus, PendingLiveEvaluation(), nullptr, parent)
{}

MainWindow::MainWindow(Flowchart chart, const GpuRepository &gpus, PendingLiveEvaluation earlyPicks,
                       const PartPriceRepository *parts, QWidget *parent)
    : QMainWindow(parent)
    , m_ui(std::make_unique<Ui::MainWindow>())
    , m_gpus(gpus)
    , m_chartTitle(chart.title)
    , m_chartEdition(chart.editionDate)
    , m_chartSource(chart.source)
{
    m_ui->setupUi(this);
    // The wheel scrolls forms rather than changing the values it passes over, and spin boxes
    // say their limits instead of dropping keystrokes silently (issue 11).
    WheelGuard::install();
    InputLimits::install();
    // Below this the pages' forms and tables no longer fit side by side (issue 11: no minimum
    // size, so a small window clipped every page); 900x600 is the smallest size they are
    // checked at.
    setMinimumSize(900, 600);

    // Built inside the tab widget's page stack, where addTab() would move it: moving a widget
    // that has a style sheet re-polishes all of its children, a third of the start-up time.
    auto *pages = m_ui->mainTabWidget->findChild<QStackedWidget *>(QString(), Qt::FindDirectChildrenOnly);
    m_wizard = new WizardWidget(std::move(chart), gpus, std::move(earlyPicks), parts,
                                pages ? static_cast<QWidget *>(pages) : this);
    // Tabs carry no Alt-letter: Ctrl+1, Ctrl+2, ... switch them, and the letters are left to
    // the controls on the pages.
    m_ui->mainTabWidget->addTab(m_wizard, withoutMnemonic(tr("&Recommend")));
    addGoToAction(0, tr("&Recommend"));

    // Spelled out: the platform's standard Quit key is empty where the scheme is Windows-like.
    m_ui->actionQuit->setShortcut(QKeySequence(Qt::CTRL | Qt::Key_Q));
    m_ui->actionShortcuts->setShortcut(QKeySequence::HelpContents);
    m_ui->menuWizard->addAction(m_wizard->yesAction());
    m_ui->menuWizard->addAction(m_wizard->noAction());
    m_ui->menuWizard->addSeparator();
    m_ui->menuWizard->addAction(m_wizard->backAction());
    m_ui->menuWizard->addAction(m_wizard->forwardAction());
    m_ui->menuWizard->addAction(m_wizard->restartAction());

    connect(m_ui->actionQuit, &QAction::triggered, this, &QWidget::close);
    connect(m_ui->actionShortcuts, &QAction::triggered, this, &MainWindow::showShortcuts);
    connect(m_ui->actionAbout, &QAction::triggered, this, &MainWindow::showAbout);
    connect(m_ui->actionDetectGpu, &QAction::triggered, this, &MainWindow::detectGpu);

    m_chartLabel = new QLabel(this);
    m_chartLabel->setObjectName(u"chartStatusLabel"_s);
    m_ui->statusBar->addPermanentWidget(m_chartLabel);
    refreshChartLabel();
    // Under the live edition the label names today's picks and their month (issue 25, point 7).
    connect(m_wizard, &WizardWidget::editionChanged, this, &MainWindow::refreshChartLabel);
    connect(m_wizard, &WizardWidget::asOfMonthChanged, this, &MainWindow::refreshChartLabel);
    m_ui->statusBar->installEventFilter(this);
    m_wizardHint = wizardKeysHint();

    // Each tab has its own line in the status bar (issue 11: the wizard's "Y and N" stayed on
    // every tab); a passing message gives way to it when its time is up.
    connect(m_ui->mainTabWidget, &QTabWidget::currentChanged, this, &MainWindow::materialise);
    connect(m_ui->mainTabWidget, &QTabWidget::currentChanged, this, [this] {
        // Only a tab's own line gives way; a message for the whole window (another window has the
        // database open, a restart is needed) stays until it is replaced.
        if (isTabHint(m_ui->statusBar->currentMessage()))
            m_ui->statusBar->clearMessage();
        showTabHint();
        // The chart and its edition are the Recommend tab's: the other tabs show today's data
        // (issue 25: "Ada/Hopper edition, 2023-01-30" stood under every tab).
        m_chartLabel->setVisible(m_ui->mainTabWidget->currentWidget() == m_wizard);
    });
    connect(m_ui->statusBar, &QStatusBar::messageChanged, this, [this](const QString &message) {
        if (message.isEmpty())
            QMetaObject::invokeMethod(this, &MainWindow::showTabHint, Qt::QueuedConnection);
        fitChartLabel();
    });
    connect(m_wizard, &WizardWidget::finished, this, [this](const Recommendation &recommendation) {
        m_wizardHint = tr("Result: %1").arg(recommendation.leaf.title);
        m_ui->statusBar->showMessage(m_wizardHint);
    });
    connect(m_wizard, &WizardWidget::restarted, this, [this] {
        m_wizardHint = wizardKeysHint();
        m_ui->statusBar->showMessage(tr("Started over from the first question."), MessageTimeoutMs);
    });
    connect(m_wizard, &WizardWidget::wentBack, this, [this](int questionNumber) {
        m_wizardHint = wizardKeysHint();
        m_ui->statusBar->showMessage(tr("Back at question %1.").arg(questionNumber), MessageTimeoutMs);
    });
    // After Forward the line says where the walk is now, not where Back had left it.
    connect(m_wizard, &WizardWidget::wentForward, this, [this](int questionNumber) {
        m_ui->statusBar->showMessage(tr("Forward to question %1.").arg(questionNumber), MessageTimeoutMs);
    });
    showTabHint();
}

QString MainWindow::wizardKeysHint() const
{
    return tr("Answer with Y and N, go back with Backspace, start over with %1.")
        .arg(m_wizard->restartAction()->shortcut().toString(QKeySequence::NativeText));
}

QString MainWindow::tabHint() const
{
    QWidget *current = m_ui->mainTabWidget->currentWidget();
    if (current == m_wizard)
        return m_wizardHint;
    for (const LazyPage &page : m_pages) {
        if (page.placeholder == current)
            return page.statusHint;
    }
    return {};
}

bool MainWindow::isTabHint(const QString &message) const
{
    if (message == m_wizardHint)
        return true;
    return std::any_of(m_pages.cbegin(), m_pages.cend(),
                       [&message](const LazyPage &page) { return !message.isEmpty() && page.statusHint == message; });
}

void MainWindow::showTabHint()
{
    // Only in place of nothing: a message shown since then stays.
    if (!m_ui->statusBar->currentMessage().isEmpty())
        return;
    const QString hint = tabHint();
    if (!hint.isEmpty())
        m_ui->statusBar->showMessage(hint);
    fitChartLabel();
}

void MainWindow::refreshChartLabel()
{
    const RecommendationSession &session = m_wizard->session();
    m_chartText = RecommendationSummary::chartLine(m_chartTitle, m_chartEdition, session.edition(), session.asOf());
    m_chartLabel->setToolTip(m_chartText);
    m_chartLabel->setAccessibleName(m_chartText);
    fitChartLabel();
}

void MainWindow::fitChartLabel()
{
    // The message comes first; the chart's name takes what is left, shortened with "…" (the
    // whole name stays in its tooltip).
    const QFontMetrics metrics = m_chartLabel->fontMetrics();
    const QString message = m_ui->statusBar->currentMessage();
    const int messageWidth = message.isEmpty() ? 0 : m_ui->statusBar->fontMetrics().horizontalAdvance(message);
    const int room = m_ui->statusBar->width() - messageWidth - 4 * metrics.averageCharWidth() - 24;
    const QString text = metrics.elidedText(m_chartText, Qt::ElideRight, std::max(0, room));
    m_chartLabel->setText(text == u"…"_s ? QString() : text);
}

bool MainWindow::eventFilter(QObject *watched, QEvent *event)
{
    if (watched == m_ui->statusBar && event->type() == QEvent::Resize)
        fitChartLabel();
    return QMainWindow::eventFilter(watched, event);
}

MainWindow::~MainWindow() = default;

int MainWindow::addLazyPage(const QString &title, const QString &objectName, std::function<QWidget *()> factory,
                            const QString &statusHint)
{
    auto *placeholder = new QWidget(m_ui->mainTabWidget);
    placeholder->setObjectName(objectName + u"Placeholder"_s);
    m_pages.append({objectName, std::move(factory), placeholder, nullptr, statusHint});
    const int index = m_ui->mainTabWidget->addTab(placeholder, withoutMnemonic(title));
    addGoToAction(index, title);
    return index;
}

void MainWindow::addGoToAction(int index, const QString &title)
{
    auto *action = new QAction(title, this);
    action->setObjectName(u"actionGoToTab%1"_s.arg(index + 1));
    if (index < 9)
        action->setShortcut(QKeySequence(Qt::CTRL | Qt::Key(Qt::Key_1 + index)));
    action->setToolTip(tr("Show the %1 tab").arg(withoutMnemonic(title)));
    connect(action, &QAction::triggered, this, [this, index] {
        m_ui->mainTabWidget->setCurrentIndex(index);
        // The keyboard goes where the eyes go: into the page.
        if (QWidget *tab = m_ui->mainTabWidget->currentWidget())
            tab->setFocus(Qt::ShortcutFocusReason);
    });
    m_ui->menuView->addAction(action);
}

void MainWindow::materialise(int index)
{
    QWidget *tab = m_ui->mainTabWidget->widget(index);
    for (LazyPage &page : m_pages) {
        if (page.placeholder != tab || page.widget)
            continue;
        page.widget = page.factory();
        page.widget->setObjectName(page.objectName);
        auto *layout = new QVBoxLayout(page.placeholder);
        layout->setContentsMargins(0, 0, 0, 0);
        layout->addWidget(page.widget);
        return;
    }
}

QWidget *MainWindow::page(const QString &objectName)
{
    for (const LazyPage &page : std::as_const(m_pages)) {
        if (page.objectName != objectName)
            continue;
        if (!page.widget)
            materialise(m_ui->mainTabWidget->indexOf(page.placeholder));
        return page.widget;
    }
    return nullptr;
}

void MainWindow::showPage(const QString &objectName)
{
    for (const LazyPage &page : std::as_const(m_pages)) {
        if (page.objectName == objectName) {
            m_ui->mainTabWidget->setCurrentWidget(page.placeholder);
            materialise(m_ui->mainTabWidget->currentIndex());
            return;
        }
    }
}

void MainWindow::showShortcuts()
{
    const auto row = [](const QString &keys, const QString &what) {
        return u"<tr><td style='padding-right:18px'><b>%1</b></td><td>%2</td></tr>"_s.arg(keys.toHtmlEscaped(),
                                                                                          what.toHtmlEscaped());
    };
    const auto section = [](const QString &title) {
        return u"<tr><td colspan='2' style='padding-top:10px; padding-bottom:2px'><big><b>%1</b></big></td></tr>"_s.arg(
            title.toHtmlEscaped());
    };

    QString rows = section(tr("Wizard (while the Recommend tab is in front)"));
    for (const QAction *action : {m_wizard->yesAction(), m_wizard->noAction(), m_wizard->backAction(),
                                  m_wizard->forwardAction(), m_wizard->restartAction()})
        rows += row(action->shortcut().toString(QKeySequence::NativeText), action->toolTip());

    // Every menu command that has a key, read from the menus so the list cannot go stale.
    rows += section(tr("Everywhere"));
    const QList<QMenu *> menus{m_ui->menuFile, m_ui->menuView, m_ui->menuTools, m_ui->menuHelp};
    for (const QMenu *menu : menus) {
        for (const QAction *action : menu->actions()) {
            if (action->shortcut().isEmpty())
                continue;
            const QString what = action->toolTip().isEmpty() || action->toolTip() == withoutMnemonic(action->text())
                                     ? withoutMnemonic(action->text()).remove(u'…')
                                     : action->toolTip();
            rows += row(action->shortcut().toString(QKeySequence::NativeText), what);
        }
    }
    // Each page's own keys, from its actions; opening the list builds pages not shown yet.
    for (const LazyPage &lazy : std::as_const(m_pages)) {
        QWidget *widget = page(lazy.objectName);
        if (!widget)
            continue;
        QString pageRows;
        for (const QAction *action : widget->findChildren<QAction *>()) {
            if (!action->shortcut().isEmpty())
                pageRows += row(action->shortcut().toString(QKeySequence::NativeText), action->text());
        }
        if (!pageRows.isEmpty()) {
            const int index = m_ui->mainTabWidget->indexOf(lazy.placeholder);
            rows += section(tr("%1 (while its tab is in front)").arg(m_ui->mainTabWidget->tabText(index))) + pageRows;
        }
    }
    // Qt's own keys, named as this system names them (⌘ and ⇧ on a Mac).
    const auto keys = [](std::initializer_list<QKeyCombination> combinations) {
        QStringList names;
        for (const QKeyCombination combination : combinations)
            names.append(KeyNames::key(combination));
        return names.join(u", "_s);
    };
    rows += section(tr("Moving around"));
    rows += row(keys({Qt::Key_Tab, Qt::SHIFT | Qt::Key_Tab}), tr("Next or previous control"));
    //: %1 is the name of the Alt key on this system
    rows += row(tr("%1 + underlined letter").arg(KeyNames::modifier(Qt::AltModifier)),
                tr("The button, field or menu with that letter"));
    rows += row(keys({Qt::CTRL | Qt::Key_Tab, Qt::CTRL | Qt::SHIFT | Qt::Key_Tab}),
                tr("Next or previous view inside a tab"));
    rows += row(keys({Qt::Key_Space, Qt::Key_Return}), tr("Press the focused button"));
    //: %1 and %2 are the names of the Home and End keys on this system
    rows += row(tr("Arrow keys, %1, %2").arg(KeyNames::key(Qt::Key_Home), KeyNames::key(Qt::Key_End)),
                tr("Move in lists and tables"));
    //: %1 is the select-all key (Ctrl+A), %2 the name of the Shift key on this system
    rows += row(tr("%1, %2+arrows").arg(KeyNames::key(Qt::CTRL | Qt::Key_A), KeyNames::modifier(Qt::ShiftModifier)),
                tr("Select several GPUs in the table to compare them"));
    rows += row(KeyNames::key(Qt::Key_Escape), tr("Close a dialog"));

    const QString text = tr("<p>The wizard's keys work wherever the focus is in the Recommend tab, except that a "
                            "focused budget field keeps its own typing keys (press Return or Tab to leave it).</p>") +
                         u"<table>"_s + rows + u"</table>"_s;
    openInformation(u"shortcutsMessageBox"_s, tr("Keyboard shortcuts"), text);
}

void MainWindow::showAbout()
{
    AboutInfo info;
    info.version = QCoreApplication::applicationVersion();
    info.flowchartTitle = m_chartTitle;
    info.flowchartEdition = QDate::fromString(m_chartEdition, Qt::ISODate);
    info.flowchartSource = m_chartSource;
    QString error;
    const GpuSnapshot snapshot = GpuSnapshot::load(m_gpus, &error);
    QList<PriceObservation> prices;
    for (const QList<PriceObservation> &observations : snapshot.prices)
        prices += observations;
    info.sources = DataSources::summarize(snapshot.gpus, prices);
    info.readError = error;

    auto *dialog = new AboutDialog(info, this);
    dialog->setAttribute(Qt::WA_DeleteOnClose);
    dialog->open();
}

void MainWindow::detectGpu()
{
    showPage(u"gpuBrowserWidget"_s);
    if (auto *browser = qobject_cast<GpuBrowserWidget *>(page(u"gpuBrowserWidget"_s)))
        browser->detectInstalledGpu();
}

QMessageBox *MainWindow::openInformation(const QString &objectName, const QString &title, const QString &text)
{
    auto *box = new QMessageBox(QMessageBox::Information, title, text, QMessageBox::Close, this);
    box->setObjectName(objectName);
    box->setTextFormat(Qt::RichText);
    box->setAttribute(Qt::WA_DeleteOnClose);
    box->open();
    return box;
}

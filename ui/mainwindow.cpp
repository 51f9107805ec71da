// SPDX-FileCopyrightText: 2026 GPU Advisor contributors
// SPDX-License-Identifier: GPL-3.0-or-later
#include "ui/mainwindow.h"

#include "ui/wizardwidget.h"

#include "ui_mainwindow.h"

#include <QAction>
#include <QCoreApplication>
#include <QLabel>
#include <QMessageBox>
#include <QStackedWidget>
#include <QStatusBar>
#include <QVBoxLayout>

using namespace Qt::StringLiterals;

namespace {

constexpr int MessageTimeoutMs = 5000;

QString shortcutText(const QAction *action)
{
    return action->shortcut().toString(QKeySequence::NativeText).toHtmlEscaped();
}

} // namespace

MainWindow::MainWindow(Flowchart chart, const GpuRepository &gpus, QWidget *parent)
    : QMainWindow(parent)
    , m_ui(std::make_unique<Ui::MainWindow>())
{
    m_ui->setupUi(this);
    const QString chartTitle = chart.title;
    const QString edition = chart.editionDate;

    // Built inside the tab widget's page stack, where addTab() would move it: moving a widget
    // that has a style sheet re-polishes all of its children, a third of the start-up time.
    auto *pages = m_ui->mainTabWidget->findChild<QStackedWidget *>(QString(), Qt::FindDirectChildrenOnly);
    m_wizard = new WizardWidget(std::move(chart), gpus, pages ? static_cast<QWidget *>(pages) : this);
    m_ui->mainTabWidget->addTab(m_wizard, tr("&Recommend"));

    // Spelled out: the platform's standard Quit key is empty where the scheme is Windows-like.
    m_ui->actionQuit->setShortcut(QKeySequence(Qt::CTRL | Qt::Key_Q));
    m_ui->actionShortcuts->setShortcut(QKeySequence::HelpContents);
    m_ui->menuWizard->addAction(m_wizard->yesAction());
    m_ui->menuWizard->addAction(m_wizard->noAction());
    m_ui->menuWizard->addSeparator();
    m_ui->menuWizard->addAction(m_wizard->backAction());
    m_ui->menuWizard->addAction(m_wizard->restartAction());

    connect(m_ui->actionQuit, &QAction::triggered, this, &QWidget::close);
    connect(m_ui->actionShortcuts, &QAction::triggered, this, &MainWindow::showShortcuts);
    connect(m_ui->actionAbout, &QAction::triggered, this, &MainWindow::showAbout);

    m_chartLabel = new QLabel(this);
    m_chartLabel->setObjectName(u"chartStatusLabel"_s);
    m_chartLabel->setText(tr("Chart: %1, %2").arg(chartTitle, edition));
    m_ui->statusBar->addPermanentWidget(m_chartLabel);
    m_ui->statusBar->showMessage(tr("Answer with Y and N, go back with Backspace, start over with %1.")
                                     .arg(m_wizard->restartAction()->shortcut().toString(QKeySequence::NativeText)));

    connect(m_ui->mainTabWidget, &QTabWidget::currentChanged, this, &MainWindow::materialise);
    connect(m_wizard, &WizardWidget::finished, this, [this](const Recommendation &recommendation) {
        m_ui->statusBar->showMessage(tr("Result: %1").arg(recommendation.leaf.title));
    });
    connect(m_wizard, &WizardWidget::restarted, this,
            [this] { m_ui->statusBar->showMessage(tr("Started over from the first question."), MessageTimeoutMs); });
    connect(m_wizard, &WizardWidget::wentBack, this, [this](int questionNumber) {
        m_ui->statusBar->showMessage(tr("Back at question %1.").arg(questionNumber), MessageTimeoutMs);
    });
}

MainWindow::~MainWindow() = default;

int MainWindow::addLazyPage(const QString &title, const QString &objectName, std::function<QWidget *()> factory)
{
    auto *placeholder = new QWidget(m_ui->mainTabWidget);
    placeholder->setObjectName(objectName + u"Placeholder"_s);
    m_pages.append({objectName, std::move(factory), placeholder, nullptr});
    return m_ui->mainTabWidget->addTab(placeholder, title);
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
    const QList<const QAction *> actions{m_wizard->yesAction(),     m_wizard->noAction(),  m_wizard->backAction(),
                                         m_wizard->restartAction(), m_ui->actionShortcuts, m_ui->actionQuit};
    QString rows;
    for (const QAction *action : actions) {
        rows += u"<tr><td style='padding-right:18px'><b>%1</b></td><td>%2</td></tr>"_s.arg(
            shortcutText(action), action->toolTip().toHtmlEscaped());
    }
    const QString text = tr("<p>The wizard answers to these keys wherever the focus is, except that a focused "
                            "budget field keeps its own typing keys (press Return or Tab to leave it).</p>") +
                         u"<table>"_s + rows + u"</table>"_s;
    openInformation(u"shortcutsMessageBox"_s, tr("Keyboard shortcuts"), text);
}

void MainWindow::showAbout()
{
    const QString text =
        tr("<h3>GPU Advisor %1</h3>"
           "<p>Helps you choose GPUs for deep learning. The wizard walks the recommendation flowchart of Tim "
           "Dettmers' post \"Which GPU(s) to Get for Deep Learning\" one question at a time, and shows each "
           "card's specifications and latest prices, with their dates and sources, from its own database.</p>"
           "<p>The chart fits about 80% of cases; for the rest, pick the most cost-effective GPU that has "
           "enough memory for your work.</p>")
            .arg(QCoreApplication::applicationVersion().toHtmlEscaped());
    openInformation(u"aboutMessageBox"_s, tr("About GPU Advisor"), text);
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

// SPDX-FileCopyrightText: 2026 GPU Advisor contributors
// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include "model/build/partpricerepository.h"
#include "model/catalog/gpurepository.h"
#include "model/flowchart/flowchart.h"
#include "model/flowchart/livepicks.h"

#include <QMainWindow>

#include <functional>
#include <memory>

class QLabel;
class QMessageBox;
class WizardWidget;

namespace Ui {
class MainWindow;
}

/// The application window; its first screen is the recommendation wizard. The wizard sits in
/// a tab widget whose tab bar stays hidden until a second screen is added.
class MainWindow final : public QMainWindow
{
    Q_OBJECT

public:
    MainWindow(Flowchart chart, const GpuRepository &gpus, QWidget *parent = nullptr);
    /// As above; the wizard takes today's picks from `earlyPicks`, worked out on another thread
    /// while the window is built (see WizardWidget).
    /// `parts` prices the desktop around each card the wizard picks, as `rank` does (null: the
    /// planner's defaults).
    MainWindow(Flowchart chart, const GpuRepository &gpus, PendingLiveEvaluation earlyPicks,
               const PartPriceRepository *parts, QWidget *parent = nullptr);
    ~MainWindow() override;

    WizardWidget *wizard() const { return m_wizard; }

    /// Adds a screen as a tab. The factory runs the first time the tab is shown, so start-up
    /// pays only for the wizard. `statusHint` is the status bar's line while the tab is in
    /// front (none when empty). Returns the tab index.
    int addLazyPage(const QString &title, const QString &objectName, std::function<QWidget *()> factory,
                    const QString &statusHint = {});
    /// The page widget behind a tab, creating it now if it was not shown yet.
    QWidget *page(const QString &objectName);
    /// Shows the tab of that page (creating it if needed).
    void showPage(const QString &objectName);

public Q_SLOTS:
    void showShortcuts();
    void showAbout();
    /// Shows the GPUs tab and runs "detect my current GPU" there.
    void detectGpu();

protected:
    bool eventFilter(QObject *watched, QEvent *event) override;

private:
    QString wizardKeysHint() const;
    /// The status bar's line for the tab in front.
    QString tabHint() const;
    void showTabHint();
    /// Whether `message` is one of the tabs' own status lines (which give way on a tab change).
    bool isTabHint(const QString &message) const;
    /// Shortens the chart's name in the status bar to the room the message leaves.
    void fitChartLabel();
    /// Information boxes open window-modal without blocking, so tests can find and close them.
    QMessageBox *openInformation(const QString &objectName, const QString &title, const QString &text);

    void materialise(int index);
    /// A View menu entry (Ctrl+1, Ctrl+2, ...) that brings the tab at `index` to the front.
    void addGoToAction(int index, const QString &title);

    struct LazyPage
    {
        QString objectName;
        std::function<QWidget *()> factory;
        QWidget *placeholder = nullptr;
        QWidget *widget = nullptr;
        QString statusHint;
    };
    QList<LazyPage> m_pages;
    std::unique_ptr<Ui::MainWindow> m_ui;
    WizardWidget *m_wizard = nullptr;
    QLabel *m_chartLabel = nullptr;
    const GpuRepository &m_gpus;
    QString m_chartText;
    /// Names the chart and, under the live edition, the month of today's picks.
    void refreshChartLabel();
    QString m_wizardHint;
    QString m_chartTitle;
    QString m_chartEdition;
    QString m_chartSource;
};

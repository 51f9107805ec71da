// SPDX-FileCopyrightText: 2026 GPU Advisor contributors
// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include "model/flowchart.h"
#include "model/gpurepository.h"

#include <QMainWindow>

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
    ~MainWindow() override;

    WizardWidget *wizard() const { return m_wizard; }

public Q_SLOTS:
    void showShortcuts();
    void showAbout();

private:
    /// Information boxes open window-modal without blocking, so tests can find and close them.
    QMessageBox *openInformation(const QString &objectName, const QString &title, const QString &text);

    std::unique_ptr<Ui::MainWindow> m_ui;
    WizardWidget *m_wizard = nullptr;
    QLabel *m_chartLabel = nullptr;
};

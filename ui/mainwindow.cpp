// SPDX-FileCopyrightText: 2026 GPU Advisor contributors
// SPDX-License-Identifier: GPL-3.0-or-later
#include "ui/mainwindow.h"

MainWindow::MainWindow(Flowchart chart, const GpuRepository &gpus, QWidget *parent)
    : QMainWindow(parent)
{
    Q_UNUSED(chart)
    Q_UNUSED(gpus)
}

MainWindow::~MainWindow() = default;

// SPDX-FileCopyrightText: 2026 GPU Advisor contributors
// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include "model/flowchart.h"
#include "model/gpurepository.h"

#include <QMainWindow>

/// The application window; its first screen is the recommendation wizard.
class MainWindow final : public QMainWindow
{
    Q_OBJECT

public:
    MainWindow(Flowchart chart, const GpuRepository &gpus, QWidget *parent = nullptr);
    ~MainWindow() override;
};

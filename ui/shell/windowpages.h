// SPDX-FileCopyrightText: 2026 GPU Advisor contributors
// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

class BuildRepository;
class GpuRepository;
class MainWindow;
class WhatIfSettings;

/// Adds the build planner and the GPU browser to the window as lazy tabs and wires them to the
/// wizard: a finished walk highlights its picks in both, "Plan a build with this GPU" opens the
/// planner on the pick, going back or starting over clears the highlight. The window, the
/// repositories and the settings must outlive the pages. The application and the tests build
/// their windows through this one function.
void addStandardPages(MainWindow &window, const GpuRepository &gpus, BuildRepository &builds, WhatIfSettings &whatIf);

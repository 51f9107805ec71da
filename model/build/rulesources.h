// SPDX-FileCopyrightText: 2026 GPU Advisor contributors
// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include <QString>

/// The documents behind the planner's rules, as readers should see them. A rule carries short
/// tags such as "[2023], [D2L]" (kept as they are in JSON exports); views and printed reports
/// show the documents' names instead: "Dettmers, Which GPU(s) to Get for Deep Learning (2023);
/// Dive into Deep Learning". Unknown tags are shown without their brackets.
QString ruleSourceTitles(const QString &tags);

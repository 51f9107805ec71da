// SPDX-FileCopyrightText: 2026 GPU Advisor contributors
// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include <Qt>

/// What the planner page keeps in its lists' and table's items (tests read the same roles):
/// shared by the files PlannerPage is split into (the form, the results, the saved builds).
namespace PlannerItems {

constexpr int BuildIdRole = Qt::UserRole + 1;      ///< a saved build's id, on the saved builds' list
constexpr int NoteKeyRole = Qt::UserRole + 2;      ///< a note's key ("slots"), on the warnings
constexpr int NoteSeverityRole = Qt::UserRole + 3; ///< a note's severity key ("critical")
constexpr int PartIndexRole = Qt::UserRole + 4;    ///< a part's index in the plan, on the parts table

enum PartColumn { TypeColumn, ItemColumn, PriceColumn, PartColumnCount };

} // namespace PlannerItems

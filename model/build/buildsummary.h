// SPDX-FileCopyrightText: 2026 GPU Advisor contributors
// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include "model/build/buildplan.h"
#include "model/format/summary.h"

#include <QCoreApplication>
#include <QDate>
#include <QString>
#include <QStringList>

/// A build plan worded once, for every front end: the planner page, `build`'s text, Markdown,
/// the PDF and the JSON export lay out these sections and add no words of their own.
///
/// Sections, in order (keys untranslated): "origin" (the wizard's recommendation and the
/// answers, when the build came from the wizard), "parts" (one line a part with its price and
/// where that comes from, the per-machine sum and the total), "power", "platform", "costs",
/// "notes" (the warnings and advice, with their severity and source) and "assumptions".
struct BuildSummary : Summary
{
    Q_DECLARE_TR_FUNCTIONS(BuildSummary)

public:
    /// One line for the top of a screen: "850 W PSU · 64 GB RAM · Ryzen 9 · GPU prices as of 2024-06".
    QString overview;

    /// The summary of `plan`. `plannedOn` is the day the subtitle names ("Planned with GPU
    /// Advisor on 2026-11-27"); an invalid date leaves the day out.
    static BuildSummary of(const BuildPlan &plan, const QDate &plannedOn = QDate());

    /// "GPU build: 4 × GeForce RTX 3090": a document's title (the PDF's, Markdown's heading).
    static QString documentTitle(const BuildPlan &plan);

    /// The headers of the parts table: "Type", "Item", "Price".
    static QStringList partsColumns();
    /// The headers of the costs table: "Item", "Amount".
    static QStringList costsColumns();
};

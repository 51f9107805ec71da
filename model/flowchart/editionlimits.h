// SPDX-FileCopyrightText: 2026 GPU Advisor contributors
// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include <QByteArray>
#include <QDate>
#include <QString>

/// The bounds a flowchart edition's definition (JSON) is held to before anything of it is stored:
/// its size, how many questions, leaves and nodes it has, how long its longest way from the root
/// is, its texts and its date. A downloaded edition that breaks one is refused with a sentence
/// naming what and where; the bundled edition is held to the same bounds. Every walk here is
/// iterative and visits each node once. docs/robustness.md gives the figures and why.
namespace EditionLimits {

/// 1 MiB: the bundled edition is 48 KB.
inline constexpr qint64 MaxBytes = 1024 * 1024;
inline constexpr int MaxQuestions = 500;
inline constexpr int MaxLeaves = 500;
inline constexpr int MaxNodes = 2000;
/// Questions on the longest way from the root to a leaf: the bundled edition asks at most 6.
inline constexpr int MaxDepth = 64;
/// Characters of one text: the bundled edition's longest is 500.
inline constexpr int MaxTextChars = 4000;
/// Characters of a key (of a question, a leaf, a node or the chart).
inline constexpr int MaxKeyChars = 100;

/// The earliest and the latest edition date accepted; neither depends on the clock.
QDate earliestDate();
QDate latestDate();

/// Checks a definition against the bounds; `notAfter`, when valid, is the latest edition date
/// (a downloaded edition may not be dated after its bundle). False with `error` set at the first
/// problem.
bool check(const QByteArray &json, QString *error, const QDate &notAfter = {});

} // namespace EditionLimits

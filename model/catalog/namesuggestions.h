// SPDX-FileCopyrightText: 2026 GPU Advisor contributors
// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include <QString>
#include <QStringList>

/// Levenshtein distance between two strings, ignoring case.
int editDistance(const QString &a, const QString &b);

/// The names closest to `query`, best first, at most `limit`. Ignoring case, spaces and dashes:
/// names that contain the whole query come first, then names containing
/// more of the query's words ("a100", "40gb"), then the smaller edit distance.
QStringList closestNames(const QString &query, const QStringList &names, int limit = 3);

/// The one wording of a GPU name that matches none, for every command and the build planner:
/// "unknown GPU 'RTX 3090X'; closest matches: GeForce RTX 3090; GeForce RTX 3090 Ti" (only
/// "unknown GPU '...'" when no name is close).
QString unknownGpuMessage(const QString &query, const QStringList &names);

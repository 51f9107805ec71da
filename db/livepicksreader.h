// SPDX-FileCopyrightText: 2026 GPU Advisor contributors
// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include "model/flowchart/livepicks.h"

#include <QDate>
#include <QString>

/// Works out the live picks at `asOf` (LivePicks::evaluateAt) on a thread of its own, through a
/// read-only connection of its own to the database file at `path`; the database is in WAL mode,
/// so it reads beside the window's connection. The start-up uses it to evaluate the picks while
/// the window is being built. When the file cannot be opened the result has no month (an invalid
/// `asOf`), so whoever takes it works the picks out again the ordinary way.
PendingLiveEvaluation startLivePicks(const QString &path, const Flowchart &chart, const QDate &asOf);

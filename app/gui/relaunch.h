// SPDX-FileCopyrightText: 2026 GPU Advisor contributors
// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include <QStringList>

namespace Relaunch {

/// The arguments a restart passes on: the same command line without --lang, so that a
/// language just chosen in the preferences applies.
QStringList arguments(const QStringList &original);

/// Starts the app again, detached, with `arguments`; false with the reason when it cannot.
bool start(const QStringList &arguments, QString *error);

} // namespace Relaunch

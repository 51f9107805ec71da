// SPDX-FileCopyrightText: 2026 GPU Advisor contributors
// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include <QList>

/// The summary figures the validations and fits report, computed one way everywhere.
namespace Statistics {

/// The middle value (the mean of the two middle ones for an even count); 0 for no values.
double median(QList<double> values);

} // namespace Statistics
